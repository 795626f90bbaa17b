import AlertRender
import ImageDiff
import Raster

/// How many differing pixels are acceptable.
///
/// With no limit set, only `diffPixels == 0` passes (pixels that look like anti-aliasing are
/// already left out of `diffPixels`, as pixelmatch does). With limits, every limit that is set must
/// hold. Different sizes never pass.
///
/// ```swift
/// let loose = SnapshotTolerance(maxDiffPixels: 20)          // up to 20 pixels
/// let relative = SnapshotTolerance(maxDiffRatio: 0.001)     // up to 0.1 % of the pixels
/// ```
public struct SnapshotTolerance: Sendable, Equatable {
    /// Most differing pixels allowed; `nil` for no limit on the count.
    public var maxDiffPixels: Int?
    /// Largest `diffPixels / totalPixels` allowed; `nil` for no limit on the ratio.
    public var maxDiffRatio: Double?

    /// A tolerance with the limits given; with neither, only zero differing pixels pass.
    public init(maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// Whether a comparison is within the tolerance.
    ///
    /// ```swift
    /// SnapshotTolerance().accepts(ImageComparison.compare(golden, rendered))  // true only if no pixel differs
    /// ```
    public func accepts(_ result: DiffResult) -> Bool {
        if result.sizeMismatch { return false }
        if maxDiffPixels == nil && maxDiffRatio == nil { return result.diffPixels == 0 }
        if let limit = maxDiffPixels, result.diffPixels > limit { return false }
        if let limit = maxDiffRatio, result.ratio > limit { return false }
        return true
    }
}

/// Whether a golden is compared pixel for pixel or with the tolerance (`--compare`,
/// `alertsnap.json`'s `"compare"`, Swift's `compare:`).
///
/// Renders are deterministic, so a golden made by the same alertsnap version in the same
/// environment (libraries, bundled fonts) as this run must match exactly: any difference is a
/// real change, however faint (a brand colour `#FF5A36` -> `#FF7A36` is under pixelmatch's 0.1).
/// Across versions or environments anti-aliasing may legitimately move, and the tolerance decides.
public enum CompareMode: String, Sendable, CaseIterable, Equatable {
    /// Exact when the golden records this run's version and environment, else the tolerance
    /// (unless a tolerance option was given explicitly, which then applies as given).
    case auto
    /// Always exact: any changed RGBA value is a differing pixel.
    case exact
    /// Always pixelmatch with the tolerance options.
    case tolerant

    /// The mode named `text`; an unknown name is an error naming `source`.
    public init(parsing text: String, source: String = "--compare") throws(CheckError) {
        guard let mode = CompareMode(rawValue: text) else {
            throw CheckError("\(source): unknown value \"\(text)\"; expected auto, exact, tolerant")
        }
        self = mode
    }
}

/// The comparison of a golden with a fresh image: pixelmatch options plus the tolerance.
///
/// ```swift
/// let policy = ComparisonPolicy(options: DiffOptions(threshold: 0.05), tolerance: SnapshotTolerance(maxDiffPixels: 4))
/// let (result, passed) = policy.compare(golden, rendered)
/// ```
public struct ComparisonPolicy: Sendable, Equatable {
    /// How pixels are compared (threshold, anti-aliasing, exact mode) and how diff images are drawn.
    public var options: DiffOptions
    /// How many differing pixels still pass.
    public var tolerance: SnapshotTolerance
    /// Judge by pixels alone: a changed text or frame in the golden's recorded layout does not
    /// fail a snapshot whose pixels pass (`--ignore-layout`).
    public var ignoresLayout: Bool
    /// Exact or with the tolerance (see `CompareMode`).
    public var compare: CompareMode
    /// A tolerance option (threshold, most differing pixels or ratio) was given explicitly: under
    /// `auto` it applies as given, even to a golden of this run's environment.
    public var toleranceIsExplicit: Bool

    /// Defaults to pixelmatch's options, no tolerance (one differing pixel fails), layout
    /// changes failing too and `auto` comparison.
    public init(
        options: DiffOptions = DiffOptions(), tolerance: SnapshotTolerance = SnapshotTolerance(),
        ignoresLayout: Bool = false, compare: CompareMode = .auto, toleranceIsExplicit: Bool = false
    ) {
        self.options = options
        self.tolerance = tolerance
        self.ignoresLayout = ignoresLayout
        self.compare = compare
        self.toleranceIsExplicit = toleranceIsExplicit
    }

    /// Whether a golden that records `golden` is compared exactly with a render that records
    /// `actual`, and if not, why the tolerance decides (`nil` when it was asked for: `tolerant`,
    /// or a tolerance given explicitly under `auto`).
    ///
    /// ```swift
    /// ComparisonPolicy().judgement(golden: nil, actual: metadata)  // (false, "no record in golden")
    /// ```
    public func judgement(golden: SnapshotMetadata?, actual: SnapshotMetadata?) -> (
        exact: Bool, toleranceReason: String?
    ) {
        switch compare {
        case .exact: return (true, nil)
        case .tolerant: return (options.exact, nil)
        case .auto:
            if options.exact { return (true, nil) }
            if toleranceIsExplicit { return (false, nil) }
            guard let golden else { return (false, "no record in golden") }
            guard let actual else { return (false, "no record of this render") }
            if golden.version != actual.version { return (false, "alertsnap \(golden.version) -> \(actual.version)") }
            let changed = Self.environmentChanges(golden.environment, actual.environment)
            return changed.isEmpty ? (true, nil) : (false, changed.joined(separator: ", "))
        }
    }

    /// `FreeType 2.12.1 -> 2.13.2`, `font:SF-Pro.ttf changed`: what differs between two recorded
    /// environments, in the current one's order, then what only the golden's had.
    static func environmentChanges(_ old: [SnapshotMetadata.Entry], _ new: [SnapshotMetadata.Entry]) -> [String] {
        var lines: [String] = []
        for entry in new {
            guard let before = old.first(where: { $0.key == entry.key }) else {
                lines.append("\(entry.key) added")
                continue
            }
            if before.value == entry.value { continue }
            lines.append(
                entry.key.hasPrefix("font:") || entry.key.hasPrefix("systemFont:")
                    ? "\(entry.key) changed" : "\(entry.key) \(before.value) -> \(entry.value)")
        }
        for entry in old where !new.contains(where: { $0.key == entry.key }) { lines.append("\(entry.key) removed") }
        return lines
    }

    /// The Swift API's policy: `compare`, and `tolerance` when one is given (which makes it
    /// explicit), else none.
    public init(compare: CompareMode, tolerance: SnapshotTolerance?) {
        self.init(tolerance: tolerance ?? SnapshotTolerance(), compare: compare, toleranceIsExplicit: tolerance != nil)
    }

    /// This policy as it compares exactly: any changed RGBA value differs.
    var exactly: ComparisonPolicy {
        var policy = self
        policy.options.exact = true
        return policy
    }

    /// Compares without drawing a diff image.
    public func compare(_ expected: RGBAImage, _ actual: RGBAImage) -> (
        result: DiffResult, passed: Bool
    ) {
        let result = ImageComparison.compare(expected, actual, options: options)
        return (result, tolerance.accepts(result))
    }
}
