import AlertModel

/// Every variant key with the values it takes, for the spec page's "add a variant" form: the
/// switch is exhaustive, so a new key is offered on the page once it compiles.
enum VariantKeyValues {
    /// The values of `key` in the order messages list them; nil for a key without a fixed list
    /// (`locale` takes any BCP 47 tag).
    static func values(_ key: VariantKey) -> [String]? {
        switch key {
        case .platform: Platform.allCases.map(\.rawValue)
        case .android: AndroidLook.allCases.map(\.rawValue)
        case .ios: IOSVersion.allCases.map { String($0.rawValue) }
        case .device: DevicePreset.all.map(\.name)
        case .orientation: Orientation.allCases.map(\.rawValue)
        case .appearance: Appearance.allCases.map(\.rawValue)
        case .contentSize: ContentSize.allCases.map(\.rawValue)
        case .locale: nil
        case .layoutDirection: LayoutDirection.allCases.map(\.rawValue)
        case .keyboard: ["true", "false", KeyboardSpec.hardware] + KeyboardType.allCases.map(\.rawValue)
        }
    }

    /// `[{"key": "platform", "values": ["ios", "android"]}, ..., {"key": "locale", "values": null}]`,
    /// in `VariantKey`'s order (the order of golden file names).
    static func json() -> String {
        GalleryJSON.array(
            VariantKey.allCases.map { key in
                GalleryJSON.object([
                    ("key", GalleryJSON.string(key.rawValue)),
                    ("values", values(key).map { GalleryJSON.array($0.map { GalleryJSON.string($0) }) } ?? "null"),
                ])
            })
    }
}
