#!/bin/sh
# Rewrites docs/schema.json and docs/spec.md from the key table (Sources/AlertModel/SpecKeyTable.swift)
# with the alertsnap binary: ALERTSNAP_BIN, else .build/release/alertsnap, else the one on PATH.
# SpecKeyTableTests fails while either file differs from what the code makes.
set -eu
cd "$(dirname "$0")/.."
bin="${ALERTSNAP_BIN:-}"
if [ -z "$bin" ]; then
    if [ -x .build/release/alertsnap ]; then bin=.build/release/alertsnap; else bin=alertsnap; fi
fi
"$bin" schema > docs/schema.json.tmp && mv docs/schema.json.tmp docs/schema.json
"$bin" schema --markdown > docs/spec.md.tmp && mv docs/spec.md.tmp docs/spec.md
echo "wrote docs/schema.json and docs/spec.md"
