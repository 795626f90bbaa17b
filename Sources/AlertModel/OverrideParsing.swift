/// Overrides from their command-line form, validated once for every command that takes them
/// (`render`, `layout`, `hit`, `frames` and `sheet --vary`).
extension SpecOverrides {
    /// The keys `set(_:to:)` accepts, as the command-line options spell them (`--content-size`).
    /// `set` also takes the spec's spelling of the last three (`contentSize`, `layoutDirection`).
    public static let keys = [
        "device", "orientation", "appearance", "time", "phase", "content-size", "locale", "direction", "keyboard", "crop",
        "ios", "platform", "android",
    ]

    /// Sets the override `key` from its text form, e.g. `set("device", to: "iphone-se")`.
    ///
    /// Throws a one-line error naming the option (`--device: unknown value "nokia"; expected …`).
    ///
    /// ```swift
    /// var o = SpecOverrides()
    /// try o.set("appearance", to: "dark")
    /// ```
    public mutating func set(_ key: String, to value: String) throws(SpecError) {
        func fail(_ message: String) -> SpecError { SpecError(file: "--\(key)", path: "", message: message) }
        switch key {
        case "device":
            guard DevicePreset.named(value) != nil else {
                throw fail(
                    "unknown value \"\(value)\"; expected \(DevicePreset.all.map(\.name).joined(separator: ", "))")
            }
            device = value
        case "orientation":
            guard let v = Orientation(rawValue: value) else {
                throw fail("unknown value \"\(value)\"; expected portrait, landscape")
            }
            orientation = v
        case "appearance":
            guard let v = Appearance(rawValue: value) else {
                throw fail("unknown value \"\(value)\"; expected light, dark")
            }
            appearance = v
        case "time":
            guard let v = Double(value), v.isFinite, v >= 0 else {
                throw fail("\"\(value)\" is not a finite number of seconds >= 0")
            }
            time = v
        case "phase":
            guard let v = AnimationPhase(rawValue: value) else {
                throw fail("unknown value \"\(value)\"; expected present, dismiss")
            }
            phase = v
        case "content-size", "contentSize":
            guard let v = ContentSize(rawValue: value) else {
                throw fail(
                    "unknown value \"\(value)\"; expected \(ContentSize.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            contentSize = v
        case "direction", "layoutDirection":
            guard let v = LayoutDirection(rawValue: value) else {
                throw fail("unknown value \"\(value)\"; expected auto, ltr, rtl")
            }
            layoutDirection = v
        case "locale":
            if let problem = LocaleTag.problem(value) { throw fail(problem) }
            locale = value
        case "keyboard":
            let values = ["true", "false", KeyboardSpec.hardware] + KeyboardType.allCases.map(\.rawValue)
            guard values.contains(value) else {
                throw fail("unknown value \"\(value)\"; expected \(values.joined(separator: ", "))")
            }
            keyboard = value
        case "crop":
            guard let v = CropMode(rawValue: value) else { throw fail("unknown value \"\(value)\"; expected screen, alert") }
            crop = v
        case "ios":
            guard let n = Double(value), let v = IOSVersion(number: n) else {
                throw fail("unknown value \"\(value)\"; expected \(IOSVersion.valueList)")
            }
            ios = v
        case "platform":
            guard let v = Platform(rawValue: value) else {
                throw fail("unknown value \"\(value)\"; expected \(Platform.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            platform = v
        case "android":
            guard let v = AndroidLook(rawValue: value) else {
                throw fail(
                    "unknown value \"\(value)\"; expected \(AndroidLook.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            android = v
        default:
            throw fail("not an override; expected one of \(SpecOverrides.keys.joined(separator: ", "))")
        }
    }
}
