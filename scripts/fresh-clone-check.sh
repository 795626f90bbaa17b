#!/usr/bin/env bash
# What a newcomer sees: clones HEAD of this repository into a temporary folder with no ../shared
# (nor any shared/ folder above it), runs the README's two quick-start commands there exactly as the
# README writes them (the quick start installing into the same folder, PREFIX), then runs a README
# command with the installed binary. Exit 0 when all of it works.
# It builds twice from scratch (quickstart.sh the installed binary with the static Swift runtime; the
# test command the tests with -enable-testing), so it takes a while: it is not part of the suite.
# Usage: scripts/fresh-clone-check.sh [WORKDIR]   (default: a new temporary folder, removed after)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$(mktemp -d)}"
[ -n "${1:-}" ] || trap 'rm -rf "$work"' EXIT
clone="$work/alertsnap"
git clone -q "$repo" "$clone"
dir="$clone"
while [ "$dir" != / ]; do
  dir="$(dirname "$dir")"
  [ ! -e "$dir/shared" ] || { echo "FAIL: $dir/shared exists: pick a WORKDIR with no shared/ above it"; exit 1; }
done
cd "$clone"
# Where the quick start's scripts/install.sh installs (not /usr/local).
export PREFIX="$work/prefix"
echo "clone of $(git log -1 --format='%h %s') in $clone"
# The README's quick-start commands: the lines of the first sh block after "## Quick start", comments cut.
mapfile -t commands < <(awk '/^## Quick start/{on=1} on && /^```sh/{inblock=1; next} inblock && /^```/{exit} inblock' README.md |
  sed -E 's/[[:space:]]+#[[:space:]].*$//' | sed '/^[[:space:]]*$/d')
[ "${#commands[@]}" -ge 2 ] || { echo "FAIL: the README's quick start has ${#commands[@]} commands"; exit 1; }
i=0
for c in "${commands[@]}"; do
  i=$((i + 1))
  start=$(date +%s)
  echo "[$i] $c"
  if ! bash -c "$c" > "$work/step$i.log" 2>&1; then
    echo "FAIL: [$i] exited non-zero; the end of $work/step$i.log:"; tail -30 "$work/step$i.log"; exit 1
  fi
  echo "    ok in $(( $(date +%s) - start )) s: $(grep -E 'Test run with|rendered|Executed [0-9]+ tests' "$work/step$i.log" | tail -2 | tr '\n' ' ')"
done
# Installed, the README's commands run as written from any folder.
export PATH="$work/prefix/bin:$PATH"
alertsnap check Fixtures --record never --report "$work/report" --junit "$work/junit.xml" > "$work/check.log" 2>&1 ||
  { echo "FAIL: the installed alertsnap check"; tail -20 "$work/check.log"; exit 1; }
echo "[installed] alertsnap check Fixtures --record never ...: $(tail -1 "$work/check.log")"
echo "PASS"
