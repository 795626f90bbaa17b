#!/usr/bin/env bash
# Tests the release files as someone without Swift gets them. Builds them (scripts/package.sh), lints
# the .deb (no lintian errors), checks its Depends against the libraries the binary links (and that
# this check fails when any one of them is left out), installs it with apt-get and runs it from a
# fresh folder with PATH=/usr/bin:/bin and nothing else in the environment: the docs are there, --version, init, check of
# the new project (record, then pass in CI mode), check of a copy of the fixtures, serve --help. Then
# purges it and checks nothing of it is left, and runs the same commands from the unpacked tarball.
# Needs root (apt-get); .ci/run runs it after the test suite.
# Usage: scripts/package-test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
export DEBIAN_FRONTEND=noninteractive
fail() { echo "package-test: FAIL: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || fail "needs root (it installs and purges the package)"
tools="lintian dpkg-dev binutils"
dpkg -s $tools >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq $tools >/dev/null; }
if dpkg -s alertsnap >/dev/null 2>&1; then fail "alertsnap is installed already; apt-get purge alertsnap first"; fi

scripts/package.sh
version=$(sed -n 's/^public let alertsnapVersion = "\([^"]*\)"$/\1/p' Sources/AlertModel/Version.swift)
deb="$repo/dist/alertsnap_${version}_$(dpkg --print-architecture).deb"
tarball="$repo/dist/alertsnap-$version-linux-$(uname -m).tar.gz"
[ -f "$deb" ] && [ -f "$tarball" ] || fail "package.sh made no $deb or $tarball"

work=$(mktemp -d /tmp/alertsnap-package-test.XXXXXX)
# The binary was built from this checkout, and finds the checkout's Fonts/ and Hyphenation/ as a last
# resort: hidden here, so the installed files must hold everything the commands read.
hidden="$repo/Fonts.hidden-by-package-test"
hiddenHyphenation="$repo/Hyphenation.hidden-by-package-test"
restore() {
  [ ! -d "$hidden" ] || mv "$hidden" "$repo/Fonts"
  [ ! -d "$hiddenHyphenation" ] || mv "$hiddenHyphenation" "$repo/Hyphenation"
  rm -rf "$work"
}
trap restore EXIT

echo "== lintian"
lintian --fail-on error --display-level '>=warning' "$deb" | tee "$work/lintian.log" || fail "lintian reports errors"
echo "lintian: $(grep -c '^E:' "$work/lintian.log" || true) errors, $(grep -c '^W:' "$work/lintian.log" || true) warnings"

echo "== Depends"
dpkg-deb -x "$deb" "$work/unpacked"
binary="$work/unpacked/usr/lib/alertsnap/alertsnap"
depends=$(dpkg-deb -f "$deb" Depends)
scripts/check-deb-depends.sh "$binary" "$depends" || fail "the Depends of $deb is not what the binary links"
# The check itself: with any one package left out of Depends, it must fail naming that package.
source scripts/check-deb-depends.sh
needed=$(needed_packages "$binary")
grep -qx libc6 <<<"$needed" || fail "the binary's libraries do not include libc6's: $needed"
for pkg in $(depends_packages "$depends"); do
  without=$(tr ',' '\n' <<<"$depends" | grep -v "^ *$pkg\b" | paste -sd, -)
  if out=$(compare_packages "$needed" "$(depends_packages "$without")"); then
    fail "the Depends check passes without $pkg"
  fi
  grep -q "misses $pkg " <<<"$out" || fail "the Depends check without $pkg says: $out"
done
echo "Depends: $depends (each of the $(wc -w <<<"$(depends_packages "$depends")") packages proved needed)"

mv "$repo/Fonts" "$hidden"
mv "$repo/Hyphenation" "$hiddenHyphenation"

# The user's commands, in a fresh folder, with PATH and nothing else: alertsnap must be `expected`.
user_commands() {
  local expected=$1 dir
  dir=$(mktemp -d "$work/user.XXXXXX")
  cp -R "$repo/Fixtures" "$dir/fixtures"
  env -i PATH="$PATH_FOR_TEST" HOME="$dir" LANG=C.UTF-8 EXPECTED="$expected" VERSION="$version" bash -euo pipefail -c '
    cd "$HOME"
    step() { echo "  \$ $*"; }
    ! command -v swift >/dev/null || { echo "swift is on the PATH"; exit 1; }
    [ "$(command -v alertsnap)" = "$EXPECTED" ] || { echo "alertsnap is $(command -v alertsnap), not $EXPECTED"; exit 1; }
    step alertsnap --version; [ "$(alertsnap --version)" = "alertsnap $VERSION" ]
    step alertsnap init project; alertsnap init project > /dev/null
    cd project
    step alertsnap check "(records)"; set +e; alertsnap check > ../record.log; code=$?; set -e
    [ $code = 1 ] && grep -q "2 recorded" ../record.log || { cat ../record.log; exit 1; }
    step alertsnap check --ci; alertsnap check --ci | tail -1
    cd ..
    step alertsnap check fixtures --ci; alertsnap check fixtures --ci --jobs 2 | tail -1
    step alertsnap serve --help; alertsnap serve --help | grep -q "^usage: alertsnap serve "
  ' || fail "the commands with $expected"
}

echo "== apt-get install $deb"
apt-get install -y -qq "$deb" > "$work/apt.log" || { cat "$work/apt.log"; fail "apt-get install"; }
for f in /usr/lib/alertsnap/alertsnap /usr/lib/alertsnap/Fonts/Inter-Regular.otf \
  /usr/lib/alertsnap/Hyphenation/hyph_de_DE.dic /usr/share/doc/alertsnap/hyphenation/LICENSE-hyph_de_DE.txt \
  /usr/share/man/man1/alertsnap.1.gz \
  /usr/share/bash-completion/completions/alertsnap /usr/share/zsh/vendor-completions/_alertsnap \
  /usr/share/doc/alertsnap/copyright /usr/share/doc/alertsnap/fonts/LICENSE-Inter.txt; do
  [ -f "$f" ] || fail "the package did not install $f"
done
# The user's guide and every doc, with the images they show: each relative link to a file resolves.
check_docs() {
  local dir=$1 md link
  for md in README.md $(cd "$repo/docs" && ls *.md); do
    [ -f "$dir/$md" ] || fail "$dir/$md is missing"
  done
  for md in "$dir"/*.md; do
    for link in $(grep -o '](\([^)#: ]*\)\(#[^)]*\)\?)' "$md" | sed 's/^](\([^)#]*\).*/\1/' | grep -v '^\.\./' | grep -E '\.(md|png)$' || true); do
      [ -f "$dir/$link" ] || fail "$md links $link, which is not in $dir"
    done
  done
  echo "docs in $dir: $(ls "$dir"/*.md | wc -l) pages, $(ls "$dir"/*.png | wc -l) images, their links resolved"
}
check_docs /usr/share/doc/alertsnap
[ "$(bash -c 'source /usr/share/bash-completion/completions/alertsnap; COMP_WORDS=(alertsnap ini); COMP_CWORD=1; _alertsnap; echo "${COMPREPLY[*]}"')" = init ] ||
  fail "the installed bash completion does not complete init"
PATH_FOR_TEST=/usr/bin:/bin user_commands /usr/bin/alertsnap

echo "== apt-get purge alertsnap"
apt-get purge -y -qq alertsnap > "$work/apt.log" || { cat "$work/apt.log"; fail "apt-get purge"; }
for f in /usr/lib/alertsnap /usr/bin/alertsnap /usr/share/doc/alertsnap /usr/share/man/man1/alertsnap.1.gz \
  /usr/share/bash-completion/completions/alertsnap /usr/share/zsh/vendor-completions/_alertsnap; do
  [ ! -e "$f" ] && [ ! -L "$f" ] || fail "$f is left after the purge"
done
! dpkg -L alertsnap >/dev/null 2>&1 || fail "dpkg still knows files of alertsnap"
echo "nothing of it is left"

echo "== the tarball, unpacked in $work/elsewhere"
mkdir -p "$work/elsewhere" "$work/bin"
tar -xzf "$tarball" -C "$work/elsewhere"
unpacked="$work/elsewhere/alertsnap-$version-linux-$(uname -m)"
check_docs "$unpacked/docs"
PATH_FOR_TEST="$unpacked:/usr/bin:/bin" user_commands "$unpacked/alertsnap"
# Linked into another folder on the PATH, it still finds its fonts.
ln -s "$unpacked/alertsnap" "$work/bin/alertsnap"
PATH_FOR_TEST="$work/bin:/usr/bin:/bin" user_commands "$work/bin/alertsnap"

echo "package-test: PASS ($(basename "$deb") $(du -m "$deb" | cut -f1) MB, $(basename "$tarball") $(du -m "$tarball" | cut -f1) MB)"
