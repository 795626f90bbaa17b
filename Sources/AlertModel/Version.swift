/// alertsnap's version: printed by `alertsnap --version`, recorded in every PNG made from a spec
/// (its `alertsnap` chunk, so a golden says which version drew it), and the version of the
/// release archives and the Debian package (`scripts/package.sh` reads it from here), so it must
/// stay a valid Debian upstream version: digits first, then letters, digits, `.`, `+` or `~`.
public let alertsnapVersion = "4.0.0"
