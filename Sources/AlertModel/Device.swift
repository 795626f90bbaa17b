/// Device presets of SPEC.md: screen size in points, scale, and safe-area insets.
public struct DevicePreset: Hashable, Sendable {
    /// The name a spec's `device` key uses, e.g. `iphone-15`.
    public let name: String
    /// Portrait screen width in points.
    public let width: Double
    /// Portrait screen height in points.
    public let height: Double
    /// Device pixels per point (2 or 3).
    public let scale: Double
    /// Safe-area insets in points (status bar or Dynamic Island above, home indicator below).
    public let safeArea: EdgeInsets

    /// Every preset, in the order SPEC.md lists them.
    public static let all: [DevicePreset] = [
        DevicePreset(name: "iphone-se", width: 375, height: 667, scale: 2, safeArea: EdgeInsets(top: 20, bottom: 0)),
        DevicePreset(
            name: "iphone-13-mini", width: 375, height: 812, scale: 3, safeArea: EdgeInsets(top: 50, bottom: 34)),
        DevicePreset(name: "iphone-14", width: 390, height: 844, scale: 3, safeArea: EdgeInsets(top: 47, bottom: 34)),
        DevicePreset(name: "iphone-15", width: 393, height: 852, scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34)),
        DevicePreset(
            name: "iphone-15-pro-max", width: 430, height: 932, scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34)),
        DevicePreset(name: "ipad-10", width: 820, height: 1180, scale: 2, safeArea: EdgeInsets(top: 24, bottom: 20)),
        DevicePreset(
            name: "ipad-pro-12.9", width: 1024, height: 1366, scale: 2, safeArea: EdgeInsets(top: 24, bottom: 20)),
    ]

    /// The spec's default device.
    public static let defaultName = "iphone-15"

    /// The preset called `name`, or nil when there is none.
    public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }
}

/// Insets in points.
public struct EdgeInsets: Hashable, Sendable {
    /// Top inset in points.
    public var top: Double
    /// Bottom inset in points.
    public var bottom: Double
    /// Left inset in points.
    public var left: Double
    /// Right inset in points.
    public var right: Double

    /// Insets in points; omitted edges are 0.
    public init(top: Double = 0, bottom: Double = 0, left: Double = 0, right: Double = 0) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
    }
}
