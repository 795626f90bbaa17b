#!/usr/bin/env bash
# Checks a Debian package's Depends against the libraries its binary links: every NEEDED library of
# the ELF file (readelf) is resolved as the loader would (ldd) to the installed package owning it
# (dpkg -S), and that set must be exactly the packages the Depends field names (versions aside).
# It finds the packages from the binary on its own, not through dpkg-shlibdeps (which package.sh
# uses to write the field), so one can catch the other's mistake.
# Usage: scripts/check-deb-depends.sh BINARY DEPENDS           (the field's text)
#        scripts/check-deb-depends.sh BINARY --deb FILE.deb    (the field of a built package)
# Exit 0 when they agree; 1 naming what is missing or extra; 2 on bad usage.
set -euo pipefail

# The packages owning the libraries BINARY links directly, one per line, sorted.
needed_packages() {
  local binary=$1 lib path pkg candidate
  local -a libs
  mapfile -t libs < <(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]$/\1/p')
  [ "${#libs[@]}" -gt 0 ] || { echo "check-deb-depends: $binary links no shared library" >&2; return 2; }
  local resolved
  resolved=$(ldd "$binary")
  for lib in "${libs[@]}"; do
    # `libz.so.1 => /lib/x86_64-linux-gnu/libz.so.1 (0x...)`, or the loader's `/lib64/ld-linux-x86-64.so.2 (0x...)`.
    path=$(awk -v lib="$lib" '$1 == lib && $2 == "=>" { print $3; exit } $1 ~ ("/" lib "$") { print $1; exit }' <<<"$resolved")
    [ -n "$path" ] && [ "$path" != "not" ] || { echo "check-deb-depends: $lib is not installed (ldd cannot find it)" >&2; return 2; }
    pkg=""
    # dpkg records a library under /lib or /usr/lib (merged /usr): try the path, its target, and each without or with /usr.
    for candidate in "$path" "$(readlink -f "$path")"; do
      for candidate in "$candidate" "${candidate#/usr}" "/usr$candidate"; do
        pkg=$(dpkg -S "$candidate" 2>/dev/null | grep -v '^diversion by' | head -1 | cut -d: -f1) || true
        [ -z "$pkg" ] || break 2
      done
    done
    [ -n "$pkg" ] || { echo "check-deb-depends: no installed package owns $path ($lib)" >&2; return 2; }
    echo "$pkg"
  done | sort -u
}

# The package names a Depends field lists (each alternative's first, versions and architectures cut), sorted.
depends_packages() {
  tr ',' '\n' <<<"$1" | sed -E 's/\|.*//; s/\(.*\)//; s/:[a-z0-9]+//; s/[[:space:]]//g' | sed '/^$/d' | sort -u
}

# Compares the two lists; prints one line per difference and returns 1 when there is any.
compare_packages() {
  local needed=$1 depends=$2 missing extra
  missing=$(comm -23 <(echo "$needed") <(echo "$depends"))
  extra=$(comm -13 <(echo "$needed") <(echo "$depends"))
  [ -z "$missing" ] || echo "Depends misses $(echo $missing | sed 's/ /, /g') (the binary links a library of each)"
  [ -z "$extra" ] || echo "Depends names $(echo $extra | sed 's/ /, /g') (the binary links no library of theirs)"
  [ -z "$missing$extra" ]
}

main() {
  [ $# -ge 2 ] && [ -f "$1" ] || { echo "usage: scripts/check-deb-depends.sh BINARY DEPENDS | BINARY --deb FILE.deb" >&2; exit 2; }
  local binary=$1 depends=$2
  if [ "$2" = --deb ]; then
    [ $# -eq 3 ] && [ -f "$3" ] || { echo "usage: scripts/check-deb-depends.sh BINARY --deb FILE.deb" >&2; exit 2; }
    depends=$(dpkg-deb -f "$3" Depends)
  fi
  local needed
  needed=$(needed_packages "$binary")
  compare_packages "$needed" "$(depends_packages "$depends")"
}

# Sourced (package-test.sh tests the functions), the functions only; run, the check.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then main "$@"; fi
