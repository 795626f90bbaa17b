#!/usr/bin/env bash
# Builds a small failing `alertsnap check` run in /tmp, writes its HTML report and takes a
# screenshot of it with headless Chromium (installed from Debian if missing): a visual check of
# the report page. Usage: scripts/report-screenshot.sh [OUT.png]   (default /tmp/report.png)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=${1:-/tmp/report.png}
work=/tmp/alertsnap-report-demo

if ! command -v chromium >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq chromium
fi

# A release binary renders full-size fixtures ~10x faster than a debug one; use it when built.
if [ -x .build/release/alertsnap ]; then bin=$root/.build/release/alertsnap
else swift build --product alertsnap; bin=$root/.build/debug/alertsnap; fi

rm -rf "$work"
mkdir -p "$work/specs"
cp -r Fixtures/screens "$work/specs/"
cp Fixtures/system-two-actions.json Fixtures/system-dark.json Fixtures/system-one-action.json "$work/specs/"
cd "$work"
"$bin" check specs --record all >/dev/null

# Three kinds of failure: a changed button title, a changed message, a spec without a golden;
# plus an invalid spec and a golden nobody uses.
sed -i 's/{"title": "Save"}/{"title": "Save All"}/' specs/system-two-actions.json
sed -i 's/Home Network/Office Network/' specs/system-dark.json
cp "$root/Fixtures/system-three-actions.json" specs/
printf '{"alert": {"actions": [{}, {}, {"style": "danger"}]}}\n' > specs/broken.json
cp specs/__snapshots__/system-one-action.png specs/__snapshots__/retired-alert.png

set +e
"$bin" check specs --record never --report report --junit report/junit.xml
code=$?
set -e
echo "check exit code: $code (2 expected: one spec is invalid)"

chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --screenshot="$out" \
  --window-size=${WINDOW:-1280,1600} "file://$work/report/index.html" 2>/dev/null
echo "screenshot: $out"
