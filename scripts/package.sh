#!/usr/bin/env bash
# Makes alertsnap's release files from this checkout, into dist/ (git-ignored), for people and CI
# runners without a Swift toolchain:
#   alertsnap-<version>-linux-<machine>.tar.gz   one folder that runs wherever it is unpacked: the
#       binary (the Swift runtime inside it), Fonts/ with the fonts' licences, the copyright file,
#       the man page, the bash and zsh completions, and docs/ (the user's guide and docs)
#   alertsnap_<version>_<arch>.deb   the same for apt: /usr/lib/alertsnap/{alertsnap,Fonts/},
#       /usr/bin/alertsnap, alertsnap(1), the completions, /usr/share/doc/alertsnap (with the same docs)
# One release build (scripts/build-static.sh). The version is alertsnapVersion in
# Sources/AlertModel/Version.swift; Depends is what dpkg-shlibdeps finds in the binary, checked by
# scripts/check-deb-depends.sh; the man page and completions come from the binary's command table.
# Needs the build's C libraries (README), dpkg-dev and binutils.
# Usage: scripts/package.sh        DEB_MAINTAINER="Name <address>" sets the package's Maintainer.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/^public let alertsnapVersion = "\([^"]*\)"$/\1/p' Sources/AlertModel/Version.swift)
# A Debian upstream version without a revision: the package is native, its version the program's.
if ! [[ $version =~ ^[0-9][A-Za-z0-9.+~]*$ ]]; then
  echo "package.sh: alertsnapVersion \"$version\" (Sources/AlertModel/Version.swift) is not a Debian version" >&2
  exit 2
fi
arch=$(dpkg --print-architecture)
machine=$(uname -m)
maintainer=${DEB_MAINTAINER:-"alertsnap maintainers <maintainers@users.noreply.a-seed-1ea5a3a2.example>"}
# Dates inside the files (changelog, archive members) from the commit, so a rebuild gives the same files.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}

built=$(scripts/build-static.sh)
[ "$("$built" --version)" = "alertsnap $version" ] || { echo "package.sh: $built is not alertsnap $version" >&2; exit 1; }

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
# Symbols stripped as Debian strips them (the Swift metadata sections stay): 84 -> 62 MB.
strip --remove-section=.comment --remove-section=.note -o "$stage/alertsnap" "$built"
chmod 755 "$stage/alertsnap"
"$stage/alertsnap" --generate man > "$stage/alertsnap.1"
"$stage/alertsnap" --generate bash-completion > "$stage/alertsnap.bash"
"$stage/alertsnap" --generate zsh-completion > "$stage/_alertsnap"

# The packages of the libraries the binary links, with the versions their symbols need.
mkdir "$stage/shlibdeps" "$stage/shlibdeps/debian"
printf 'Source: alertsnap\n\nPackage: alertsnap\nArchitecture: any\n' > "$stage/shlibdeps/debian/control"
depends=$(cd "$stage/shlibdeps" && dpkg-shlibdeps -O "$stage/alertsnap" 2>"$stage/shlibdeps.log" | sed -n 's/^shlibs:Depends=//p') ||
  { cat "$stage/shlibdeps.log" >&2; exit 1; }
[ -n "$depends" ] || { echo "package.sh: dpkg-shlibdeps found no dependencies" >&2; cat "$stage/shlibdeps.log" >&2; exit 1; }
scripts/check-deb-depends.sh "$stage/alertsnap" "$depends"

# The copyright file: who made what is in the package, then every bundled font's licence and the
# Swift runtime's exception, verbatim. Debian wants the Apache License 2.0 referred to in
# /usr/share/common-licenses, not copied: the copy appended to WenQuanYi's licence stays out (it is
# in full in the fonts' licence files beside the copyright file), as does the toolchain's.
swift_license="$(dirname "$(readlink -f "$(command -v swift)")")/../share/swift/LICENSE.txt"
grep -q "^## Runtime Library Exception" "$swift_license" 2>/dev/null ||
  { echo "package.sh: no Runtime Library Exception in $swift_license (the Swift runtime's licence)" >&2; exit 1; }
{
  cat packaging/copyright-header.txt
  for license in Fonts/LICENSE-*.txt; do
    printf '\n%s\n%s\n\n' "--------------------------------------------------------------------------------" "$license"
    sed '/^Full text of the Apache License, Version 2.0/,$d' "$license"
  done
  # The hyphenation patterns' stanzas; their full licence texts are Debian's common licences (and in
  # Hyphenation/LICENSE-*.txt).
  for license in Hyphenation/LICENSE-*.txt; do
    printf '\n%s\n%s\n\n' "--------------------------------------------------------------------------------" "$license"
    sed '/^-\{75\}$/,$d' "$license"
  done
  printf '\n%s\n%s\n\n' "--------------------------------------------------------------------------------" \
    "The Swift runtime, standard library, Foundation and libdispatch: Apache License 2.0 with this exception"
  sed -n '/^## Runtime Library Exception/,$p' "$swift_license"
} > "$stage/copyright"

# The user's guide (README.md) and docs/*.md with the images they show, in one folder: the README's
# links into docs/ and Fixtures/__snapshots__/ are made relative to that folder, so they resolve there.
mkdir "$stage/docs"
sed -e 's#](docs/#](#g' -e 's#](Fixtures/__snapshots__/#](#g' README.md > "$stage/docs/README.md"
cp docs/*.md "$stage/docs/"
for md in README.md docs/*.md; do
  # ![...](path.png): copied from beside the file that shows it.
  for image in $(grep -o '!\[[^]]*\]([^)]*\.png)' "$md" | sed 's/.*(\(.*\))$/\1/'); do
    source_image="$(dirname "$md")/$image"
    [ -f "$source_image" ] || { echo "package.sh: $md shows $image, which is not at $source_image" >&2; exit 1; }
    cp "$source_image" "$stage/docs/$(basename "$image")"
  done
done

mkdir -p dist
rm -f dist/alertsnap-"$version"-linux-"$machine".tar.gz dist/alertsnap_"$version"_"$arch".deb

# The tarball: one folder; the binary finds Fonts/ beside itself (also through a symbolic link).
name="alertsnap-$version-linux-$machine"
t="$stage/tar/$name"
mkdir -p "$t/Fonts" "$t/Hyphenation" "$t/completions"
cp "$stage/alertsnap" "$stage/alertsnap.1" "$stage/copyright" "$t/"
cp Fonts/* "$t/Fonts/"
cp Hyphenation/* "$t/Hyphenation/"
cp "$stage/alertsnap.bash" "$stage/_alertsnap" "$t/completions/"
cp -R "$stage/docs" "$t/docs"
packages=$(sed -E 's/ \([^)]*\)//g; s/,//g' <<<"$depends")
cat > "$t/README.txt" <<EOF
alertsnap $version for Linux ($machine): renders iOS-style alert dialogs to PNG and checks them
against golden files. No Swift toolchain needed.

  ./alertsnap --help                                  run it from this folder, or link it into your PATH:
  ln -s "\$PWD/alertsnap" ~/.local/bin/alertsnap       (it finds Fonts/ beside itself through the link)

It needs these Debian/Ubuntu packages (Debian 12 has them):
  apt-get install $packages
Man page: man ./alertsnap.1. The user's guide: docs/README.md (docs/ci.md: alertsnap in CI). Completions: completions/alertsnap.bash (bash), completions/_alertsnap (zsh).
Licences: copyright, Fonts/LICENSE-*.txt, Hyphenation/LICENSE-*.txt.
EOF
find "$t" -type d -exec chmod 755 {} + && find "$t" -type f -exec chmod 644 {} + && chmod 755 "$t/alertsnap"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" -C "$stage/tar" -cf - "$name" |
  gzip -9n > "dist/$name.tar.gz"

# The Debian package.
root="$stage/deb"
doc="$root/usr/share/doc/alertsnap"
mkdir -p "$root/DEBIAN" "$root/usr/lib/alertsnap/Fonts" "$root/usr/lib/alertsnap/Hyphenation" "$root/usr/bin" \
  "$root/usr/share/man/man1" "$root/usr/share/bash-completion/completions" "$root/usr/share/zsh/vendor-completions" \
  "$doc/fonts" "$doc/hyphenation"
cp "$stage/alertsnap" "$root/usr/lib/alertsnap/"
cp Fonts/*.otf Fonts/*.ttf Fonts/*.ttc "$root/usr/lib/alertsnap/Fonts/"
cp Hyphenation/*.dic "$root/usr/lib/alertsnap/Hyphenation/"
ln -s ../lib/alertsnap/alertsnap "$root/usr/bin/alertsnap"
gzip -9n < "$stage/alertsnap.1" > "$root/usr/share/man/man1/alertsnap.1.gz"
cp "$stage/alertsnap.bash" "$root/usr/share/bash-completion/completions/alertsnap"
cp "$stage/_alertsnap" "$root/usr/share/zsh/vendor-completions/_alertsnap"
cp "$stage/copyright" "$doc/copyright"
cp Fonts/LICENSE-*.txt Fonts/README.md "$doc/fonts/"
cp Hyphenation/LICENSE-*.txt Hyphenation/README.md "$doc/hyphenation/"
cp "$stage/docs"/* "$doc/"
printf 'alertsnap (%s) unstable; urgency=medium\n\n  * alertsnap %s.\n\n -- %s  %s\n' \
  "$version" "$version" "$maintainer" "$(date -R -u -d "@$SOURCE_DATE_EPOCH")" | gzip -9n > "$doc/changelog.gz"
find "$root" -type d -exec chmod 755 {} + && find "$root" -type f -exec chmod 644 {} +
chmod 755 "$root/usr/lib/alertsnap/alertsnap"
cat > "$root/DEBIAN/control" <<EOF
Package: alertsnap
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --apparent-size "$root/usr" | cut -f1)
Depends: $depends
Section: graphics
Priority: optional
Description: render iOS-style alert dialogs to PNG and check them against goldens
 alertsnap lays out and draws iOS alert dialogs and action sheets described
 in JSON spec files, as UIAlertController shows them, with bundled fonts and
 no device, simulator, macOS or GPU, and writes deterministic PNG files.
 It compares them with golden files for snapshot tests on Linux CI, writes
 HTML and JUnit reports, lints designs, and serves a live gallery for review.
EOF
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
dpkg-deb --root-owner-group --build "$root" "dist/alertsnap_${version}_${arch}.deb" > /dev/null

echo "made (alertsnap $version; Depends: $depends):"
ls -l "dist/$name.tar.gz" "dist/alertsnap_${version}_${arch}.deb" | awk '{printf "  %s  %.1f MB\n", $NF, $5 / 1e6}'
