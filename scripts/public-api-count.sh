#!/usr/bin/env bash
# Counts the public declarations a test file sees through `import AlertSnapTesting` (the module
# itself and what it re-exports), from the release build's modules with swift-symbolgraph-extract.
# Run after `swift build -c release`. Prints one line per module and the total.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/.build/x86_64-unknown-linux-gnu/release"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
flags=(-target x86_64-unknown-linux-gnu -I "$build/Modules" -minimum-access-level public -output-dir "$out")
for map in "$build"/*.build/module.modulemap "$root"/Sources/*/module.modulemap; do
    [ -f "$map" ] && flags+=(-Xcc "-fmodule-map-file=$map")
done
for dir in "$root"/Sources/C*/include /usr/include/freetype2 /usr/include/harfbuzz /usr/include/fribidi; do flags+=(-Xcc "-I$dir"); done
# `@_exported import AlertModel` brings a whole module; `@_exported import struct AlertModel.AlertSpec`
# only that declaration (with its members and nested types).
exports="$root/Sources/AlertSnapTesting/Exports.swift"
modules=(AlertSnapTesting $(sed -n 's/^@_exported import \([a-z]* \)\{0,1\}\([A-Za-z]*\).*/\2/p' "$exports" | sort -u))
for m in "${modules[@]}"; do
    swift-symbolgraph-extract -module-name "$m" "${flags[@]}" >/dev/null
done
python3 - "$out" "$exports" <<'PY'
import glob, json, re, sys
scoped, whole = {}, {"AlertSnapTesting"}
for line in open(sys.argv[2]):
    m = re.match(r"@_exported import (?:(\w+) )?(\w+)(?:\.(\w+))?", line)
    if not m:
        continue
    kind, module, name = m.groups()
    if name:
        scoped.setdefault(module, set()).add(name)
    else:
        whole.add(module)
total = 0
for path in sorted(glob.glob(sys.argv[1] + "/*.symbols.json")):
    graph = json.load(open(path))
    module = graph["module"]["name"]
    if "@" in path.rsplit("/", 1)[-1]:
        continue  # extensions of other modules' types, counted with those modules
    symbols = graph["symbols"]
    if module not in whole:
        names = scoped.get(module, set())
        symbols = [s for s in symbols if s["pathComponents"][0] in names]
    total += len(symbols)
    print(f"{module:<24} {len(symbols)}")
print(f"{'total':<24} {total}")
PY
