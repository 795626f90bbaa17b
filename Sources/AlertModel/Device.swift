/// Device presets of SPEC.md: screen size in points, scale, and safe-area insets.
public struct DevicePreset: Hashable, Sendable {
    public let name: String
    public let width: Double
    public let height: Double
    public let scale: Double
    public let safeArea: EdgeInsets

    /// Every preset, in the order SPEC.md lists them.
    public static let all: [DevicePreset] = [
        DevicePreset(name: "iphone-se", width: 375, height: 667, scale: 2, safeArea: EdgeInsets(top: 20, bottom: 0)),
        DevicePreset(name: "iphone-13-mini", width: 375, height: 812, scale: 3, safeArea: EdgeInsets(top: 50, bottom: 34)),
        DevicePreset(name: "iphone-14", width: 390, height: 844, scale: 3, safeArea: EdgeInsets(top: 47, bottom: 34)),
        DevicePreset(name: "iphone-15", width: 393, height: 852, scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34)),
        DevicePreset(name: "iphone-15-pro-max", width: 430, height: 932, scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34)),
        DevicePreset(name: "ipad-10", width: 820, height: 1180, scale: 2, safeArea: EdgeInsets(top: 24, bottom: 20)),
        DevicePreset(name: "ipad-pro-12.9", width: 1024, height: 1366, scale: 2, safeArea: EdgeInsets(top: 24, bottom: 20)),
    ]

    /// The spec's default device.
    public static let defaultName = "iphone-15"

    public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }
}

/// Insets in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var bottom: Double
    public var left: Double
    public var right: Double

    public init(top: Double = 0, bottom: Double = 0, left: Double = 0, right: Double = 0) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
    }
}
