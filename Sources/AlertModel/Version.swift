/// alertsnap's version: printed by `alertsnap --version` and recorded in every PNG made from a
/// spec (its `alertsnap` chunk), so a golden says which version drew it.
public let alertsnapVersion = "2.0.0-dev"
