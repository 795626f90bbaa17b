#!/usr/bin/env bash
# Sets a fresh Debian/Ubuntu machine up for alertsnap and renders every bundled fixture into out/.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
if ! dpkg -s libpng-dev libdeflate-dev libfreetype-dev libharfbuzz-dev libfribidi-dev libthai-dev libmicrohttpd-dev >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq libpng-dev libdeflate-dev libfreetype-dev libharfbuzz-dev libfribidi-dev libthai-dev libmicrohttpd-dev
fi
swift build -c release --product alertsnap
mkdir -p out
if compgen -G "Fixtures/*.json" >/dev/null; then
  .build/release/alertsnap render Fixtures/*.json -o out
  echo "rendered $(ls out/*.png 2>/dev/null | wc -l) fixtures into out/"
fi
