import AlertLayout
import AlertModel

/// `alertsnap layout SPEC [--device D] [--orientation O] [--appearance A]`
func runLayout(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .layout)
    guard a.positional.count == 1 else { throw CommandDescription.layout.usageError }
    let spec = try AlertSpec.load(path: a.positional[0]).resolved(try overrides(a))
    print(AlertGeometry.make(spec: spec, measurer: try commandLineMeasurer(for: spec)).jsonString(), terminator: "")
    return 0
}

/// `alertsnap hit SPEC X Y`: prints `{"region": R, "dismisses": bool}`.
func runHit(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .hit)
    guard a.positional.count == 3 else { throw CommandDescription.hit.usageError }
    guard let x = Double(a.positional[1]), let y = Double(a.positional[2]), x.isFinite, y.isFinite else {
        throw UsageError("X and Y must be numbers in points, got \"\(a.positional[1])\" \"\(a.positional[2])\"")
    }
    let spec = try AlertSpec.load(path: a.positional[0]).resolved(try overrides(a))
    let hit = AlertGeometry.make(spec: spec, measurer: try commandLineMeasurer(for: spec)).hitTest(x: x, y: y)
    print("{\"region\": \"\(hit.region)\", \"dismisses\": \(hit.dismisses)}")
    return 0
}

/// `--vary key=v1,v2` options as variant lists; with `textFlagsAsLists` (check, whose goldens are
/// named by what varies) `--content-size`, `--locale`, `--direction`, `--keyboard`, `--ios`,
/// `--platform` and `--android` join them as lists of one.
func variations(_ a: Arguments, textFlagsAsLists: Bool = false) throws -> VariantSet {
    var set = try VariantSet(parsing: a.values["vary"] ?? [])
    guard textFlagsAsLists else { return set }
    for (option, key) in [
        ("content-size", VariantKey.contentSize), ("locale", .locale), ("direction", .layoutDirection),
        ("keyboard", .keyboard), ("ios", .ios), ("platform", .platform), ("android", .android),
    ] {
        guard let value = a.value(option) else { continue }
        if set.keys.contains(key) {
            throw UsageError("give --\(option) or --vary \(key.rawValue)=..., not both")
        }
        var probe = SpecOverrides()
        try probe.set(option, to: value)
        try set.set(key, to: [value], file: "--\(option)", path: "")
    }
    return set
}

/// `--device`, `--orientation`, `--appearance`, `--time`, `--phase` (and the others of
/// `SpecOverrides.keys` a command takes), validated.
func overrides(_ a: Arguments, includingPhase: Bool = true) throws -> SpecOverrides {
    var o = SpecOverrides()
    for key in SpecOverrides.keys where includingPhase || key != "phase" {
        if let value = a.value(key) { try o.set(key, to: value) }
    }
    return o
}
