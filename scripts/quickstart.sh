#!/usr/bin/env bash
# Sets a fresh Debian/Ubuntu machine up for alertsnap: the C libraries it builds against, then
# scripts/install.sh (the one release build), then renders every bundled fixture into out/ with
# the installed binary.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
if ! dpkg -s libpng-dev libdeflate-dev libfreetype-dev libharfbuzz-dev libfribidi-dev libthai-dev libmicrohttpd-dev >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq libpng-dev libdeflate-dev libfreetype-dev libharfbuzz-dev libfribidi-dev libthai-dev libmicrohttpd-dev
fi
scripts/install.sh
alertsnap="$(scripts/install.sh --prefix)/bin/alertsnap"
mkdir -p out
if compgen -G "Fixtures/*.json" >/dev/null; then
  "$alertsnap" render Fixtures/*.json -o out
  echo "rendered $(ls out/*.png 2>/dev/null | wc -l) fixtures into out/"
fi
