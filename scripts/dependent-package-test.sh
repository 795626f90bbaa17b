#!/usr/bin/env bash
# Builds a package that depends on alertsnap by path, using only the README ("Swift tests"): its
# Package.swift and its test are the README's code blocks, taken from
# the README itself. Runs the test twice with plain `swift test`: the first run must record the
# golden and fail, the second must pass; no "unhandled files" warning may appear.
# It clones HEAD (commit first), builds in debug, and takes minutes: it is not part of the suite.
# Usage: scripts/dependent-package-test.sh [WORKDIR]   (default: a new temporary folder, removed after)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$(mktemp -d)}"
[ -n "${1:-}" ] || trap 'rm -rf "$work"' EXIT
readme="$repo/README.md"
section() { awk '/^## Swift tests/{on=1; next} /^## /{on=0} on' "$readme"; }
# The n-th ```swift block of the section.
block() { section | awk -v n="$1" '/^```swift/{i++; if (i==n) {on=1; next}} /^```/{on=0} on'; }

git clone -q "$repo" "$work/alertsnap"
mkdir -p "$work/MyApp/Sources/MyApp" "$work/MyApp/Tests/MyAppTests"
cd "$work/MyApp"
block 2 > Package.swift
block 1 > Tests/MyAppTests/DeleteTests.swift
grep -q 'package(path: "../alertsnap")' Package.swift || { echo "FAIL: the README's Package.swift block was not found"; exit 1; }
grep -q 'expectAlertSnapshot' Tests/MyAppTests/DeleteTests.swift || { echo "FAIL: the README's test block was not found"; exit 1; }
echo 'public let myApp = "MyApp"' > Sources/MyApp/MyApp.swift
golden=Tests/MyAppTests/__Snapshots__/DeleteTests/deleteConfirmation.1.png

start=$(date +%s)
if swift test > first.log 2>&1; then echo "FAIL: the first run passed without a golden"; tail -20 first.log; exit 1; fi
grep -q "recorded it" first.log || { echo "FAIL: the first run did not record"; tail -30 first.log; exit 1; }
[ -f "$golden" ] || { echo "FAIL: no golden at $golden"; exit 1; }
built=$(date +%s)
swift test > second.log 2>&1 || { echo "FAIL: the second run failed"; tail -30 second.log; exit 1; }
done_at=$(date +%s)
if grep -qi "unhandled" first.log second.log; then echo "FAIL: SwiftPM warned about unhandled files"; exit 1; fi
# Before the first golden exists SwiftPM says the excluded folder is missing (the README says so);
# once it exists, no warning at all.
if grep -q "warning:" second.log; then echo "FAIL: the second run warned:"; grep "warning:" second.log; exit 1; fi
echo "PASS: $work/MyApp: first swift test recorded $golden and failed ($((built - start)) s with the build),"
echo "      second passed ($((done_at - built)) s); $(grep -m1 -o 'Test run with.*' second.log)"
