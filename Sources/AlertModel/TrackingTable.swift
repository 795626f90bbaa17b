/// iOS's per-size tracking: how much space the system adds after every glyph cluster of a font at
/// each size (docs/themes.md "Tracking"). A look carries one table for the bundled Inter and one
/// for a project's own system fonts (`systemFonts`).

/// Tracking by font size, both in points, as Apple's typography tables publish it.
///
/// Between two published sizes the tracking is interpolated linearly (in points), which is how
/// tables like Apple's, published at whole sizes only, are read for a size in between (a title
/// shrunk to 16.5 pt, a Dynamic Type size). Below the first size and above the last the nearest
/// end's value holds. An empty table tracks nothing at any size.
///
/// ```swift
/// TrackingTable.sfPro.tracking(atSize: 17)    // -0.43
/// TrackingTable.sfPro.tracking(atSize: 16.5)  // -0.37, halfway between 16 and 17 pt
/// ```
public struct TrackingTable: Sendable, Hashable {
    /// One published row.
    public struct Entry: Sendable, Hashable {
        /// The font size, in points.
        public var size: Double
        /// The space added after each glyph cluster at that size, in points (negative: tighter).
        public var tracking: Double

        /// A row; both in points.
        public init(size: Double, tracking: Double) {
            self.size = size
            self.tracking = tracking
        }
    }

    /// The rows, by increasing size.
    public let entries: [Entry]

    /// A table of `(size, tracking)` rows in points; they are sorted by size.
    public init(_ rows: [(size: Double, tracking: Double)]) {
        entries = rows.map { Entry(size: $0.size, tracking: $0.tracking) }.sorted { $0.size < $1.size }
    }

    /// No tracking at any size.
    public static let none = TrackingTable([])

    /// The tracking at `size` points, in points: a published row's value, linear between two rows,
    /// the nearest end's value outside them, 0 for an empty table or a size that is not finite.
    public func tracking(atSize size: Double) -> Double {
        guard let first = entries.first, let last = entries.last, size.isFinite else { return 0 }
        if size <= first.size { return first.tracking }
        if size >= last.size { return last.tracking }
        // The first row at or above `size`; the one before it is below (the ends are handled above).
        let upper = entries.firstIndex { $0.size >= size }!
        let high = entries[upper], low = entries[upper - 1]
        if high.size == size { return high.tracking }
        let t = (size - low.size) / (high.size - low.size)
        return low.tracking + t * (high.tracking - low.tracking)
    }

    /// SF Pro's tracking on iOS, iPadOS and visionOS: Apple's Human Interface Guidelines,
    /// "Typography", Specifications, "Tracking values", SF Pro, the "Tracking (points)" column, 6 to
    /// 96 pt. The Text face is used below 20 pt and the Display face from 20 pt; the table covers both.
    public static let sfPro = TrackingTable([
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40),
        (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37),
        (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36),
        (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32),
        (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ])

    /// The bundled Inter's tracking: what brings Inter's widths to SF Pro's, so that text wraps
    /// where it does on the phone without the user's own SF Pro. Up to 17 pt it is SF Pro's own
    /// tracking at the size plus `interFit` em (SF Pro's table shapes the spacing by size, and
    /// Inter set untracked is a little wider than SF Pro set untracked); above 17 pt it keeps the
    /// 17 pt value's fraction of the size, since no screenshot measured shows text of 20 pt or more
    /// and SF Pro Display's positive tracking compensates its tighter spacing, which Inter does not
    /// have. Sizes and tracking in points, as `sfPro`. docs/themes.md gives the measurements.
    public static let bundledInter: TrackingTable = {
        let below = sfPro.entries.filter { $0.size <= 17 }.map { (size: $0.size, tracking: $0.tracking + interFit * $0.size) }
        let at17 = sfPro.tracking(atSize: 17) + interFit * 17
        // Linear in points between 17 and 96 pt: exactly the same fraction of the size all along.
        return TrackingTable(below + [(size: 96, tracking: at17 / 17 * 96)])
    }()

    /// Inter's tracking beyond SF Pro's, in em: fitted by least squares on the relative ink-width
    /// error of 18 texts of real iOS 26 screenshots (15 and 17 pt; regular, medium and semibold),
    /// each against alertsnap's render of the same text at the same size and weight
    /// (`scripts/tracking-fit.py`). One value for every weight, as a look's tracking depends on the
    /// size alone.
    public static let interFit = -0.0025
}

/// The tracking tables of a look: one per kind of font its text can be set in.
public struct FontTracking: Sendable, Hashable {
    /// For the bundled Inter (and the looks' text when no `systemFonts` are given).
    public var bundled: TrackingTable
    /// For the faces of `systemFonts`, which the system look sets its text in when they are given.
    public var system: TrackingTable

    /// Tables for the bundled and the system fonts.
    public init(bundled: TrackingTable, system: TrackingTable) {
        self.bundled = bundled
        self.system = system
    }

    /// `TrackingTable.bundledInter` for Inter and Apple's `TrackingTable.sfPro` for SF Pro.
    public static let standard = FontTracking(bundled: .bundledInter, system: .sfPro)

    /// No tracking for either (`plain`: a design of your own sets Inter as Inter).
    public static let untracked = FontTracking(bundled: .none, system: .none)
}
