#!/usr/bin/env bash
# Regenerates the README's contact sheet of the catalog fixture: one dialog from one String Catalog
# in its 28 variants (7 locales x large/AX3 x light/dark, the spec's own "variants"), one row per
# appearance and text size, one column per locale.
# Usage: scripts/contact-sheet.sh [OUT.png]   (default docs/catalog-delete-photos-sheet.png)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/catalog-delete-photos-sheet.png}

# A release binary renders full-size fixtures ~10x faster than a debug one; use it when built.
if [ -x .build/release/alertsnap ]; then bin=.build/release/alertsnap
else swift build --product alertsnap; bin=.build/debug/alertsnap; fi

mkdir -p "$(dirname "$out")"
"$bin" sheet Fixtures/catalog-delete-photos.json -o "$out" --columns 7 --cell-height 640
