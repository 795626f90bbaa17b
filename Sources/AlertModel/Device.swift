/// Device presets of docs/contract.md: screen size in points, scale, and safe-area insets.
public struct DevicePreset: Hashable, Sendable {
    /// The name a spec's `device` key uses, e.g. `iphone-15`.
    public let name: String
    /// Portrait screen width in points.
    public let width: Double
    /// Portrait screen height in points.
    public let height: Double
    /// Device pixels per point (2 or 3).
    public let scale: Double
    /// Portrait safe-area insets in points (status bar or Dynamic Island above, home indicator below).
    public let safeArea: EdgeInsets
    /// What kind of screen it is; decides the landscape safe area.
    public let kind: Kind
    /// Whose phone it is: an iOS device draws UIKit's dialogs, an Android one Android's (its
    /// points are dp). A spec may not mix them (`device` with `platform`).
    public var platform: Platform { kind.platform }
    /// The orientation a spec that names none gets: portrait, except the tablets held landscape.
    public let defaultOrientation: Orientation

    /// The screen shapes whose landscape safe areas differ (docs/contract.md "Devices").
    public enum Kind: Sendable, Hashable {
        /// A notched or Dynamic Island phone: in landscape the sensor housing is on a side.
        case faceIDPhone
        /// A phone with a home button (iphone-se): no insets in landscape, the status bar hides.
        case homeButtonPhone
        /// An iPad: the status bar stays on top in both orientations.
        case pad
        /// An Android phone: the status bar above, the gesture navigation bar below.
        case androidPhone
        /// An Android tablet: the status bar above, the taskbar below, in both orientations.
        case androidTablet

        /// The platform whose dialogs the device shows.
        public var platform: Platform { self == .androidPhone || self == .androidTablet ? .android : .ios }
    }

    /// A preset; `kind` defaults from the name (iPads, the SE, else a Face ID phone).
    public init(
        name: String, width: Double, height: Double, scale: Double, safeArea: EdgeInsets, kind: Kind? = nil,
        defaultOrientation: Orientation = .portrait
    ) {
        self.defaultOrientation = defaultOrientation
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.safeArea = safeArea
        self.kind = kind ?? (name.hasPrefix("ipad") ? .pad : name == "iphone-se" ? .homeButtonPhone : .faceIDPhone)
    }

    /// Every preset, in the order docs/contract.md lists them.
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
        // The iPhone 16 family (docs/contract.md "Devices").
        DevicePreset(name: "iphone-16", width: 393, height: 852, scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34)),
        DevicePreset(
            name: "iphone-16-pro", width: 402, height: 874, scale: 3, safeArea: EdgeInsets(top: 62, bottom: 34)),
        DevicePreset(
            name: "iphone-16-pro-max", width: 440, height: 956, scale: 3, safeArea: EdgeInsets(top: 62, bottom: 34)),
        DevicePreset(
            name: "iphone-16-plus", width: 430, height: 932, scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34)),
        // Android (SPEC version 5; sizes in dp, docs/themes.md "Android devices"): the status bar's
        // and the gesture bar's heights are the dialog window's insets.
        DevicePreset(
            name: "pixel-9", width: 411.43, height: 923.43, scale: 2.625, safeArea: EdgeInsets(top: 48, bottom: 24),
            kind: .androidPhone),
        DevicePreset(
            name: "pixel-8", width: 411.43, height: 914.29, scale: 2.625, safeArea: EdgeInsets(top: 48, bottom: 24),
            kind: .androidPhone),
        DevicePreset(
            name: "galaxy-s24", width: 360, height: 780, scale: 3, safeArea: EdgeInsets(top: 32, bottom: 24),
            kind: .androidPhone),
        DevicePreset(
            name: "pixel-tablet", width: 800, height: 1280, scale: 2, safeArea: EdgeInsets(top: 24, bottom: 48),
            kind: .androidTablet, defaultOrientation: .landscape),
    ]

    /// The spec's default device.
    public static let defaultName = "iphone-15"
    /// The default device of a spec whose `platform` is `android`.
    public static let defaultAndroidName = "pixel-9"

    /// The default device on `platform`.
    public static func defaultName(for platform: Platform) -> String {
        platform == .android ? defaultAndroidName : defaultName
    }

    /// The preset called `name`, or nil when there is none.
    public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }

    /// Screen width in points in `orientation` (landscape swaps width and height).
    public func width(_ orientation: Orientation) -> Double { orientation == .portrait ? width : height }
    /// Screen height in points in `orientation`.
    public func height(_ orientation: Orientation) -> Double { orientation == .portrait ? height : width }

    /// Safe-area insets in `orientation`. Landscape (docs/contract.md): on Face ID phones left = right = the
    /// portrait top inset (the sensor housing may be on either side), top 0, bottom 21 (the home
    /// indicator); on the home-button phone all 0; on iPads as in portrait.
    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        guard orientation == .landscape else { return safeArea }
        switch kind {
        case .faceIDPhone: return EdgeInsets(top: 0, bottom: 21, left: safeArea.top, right: safeArea.top)
        case .homeButtonPhone: return EdgeInsets()
        case .pad, .androidTablet: return safeArea
        // The status bar stays on top and the gesture bar at the bottom; the camera cutout's side
        // is not inset (dialogs are centred, so it does not move them).
        case .androidPhone: return EdgeInsets(top: 24, bottom: 24)
        }
    }
}

/// `orientation`: a preset's screen upright or turned on its side.
public enum Orientation: String, Sendable, CaseIterable {
    /// Upright, the presets' listed size.
    case portrait
    /// On its side: width and height swapped, landscape safe area.
    case landscape
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
