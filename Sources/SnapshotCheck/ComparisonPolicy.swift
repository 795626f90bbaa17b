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
    /// SnapshotTolerance().accepts(ImageDiff.compare(golden, rendered))  // true only if no pixel differs
    /// ```
    public func accepts(_ result: DiffResult) -> Bool {
        if result.sizeMismatch { return false }
        if maxDiffPixels == nil && maxDiffRatio == nil { return result.diffPixels == 0 }
        if let limit = maxDiffPixels, result.diffPixels > limit { return false }
        if let limit = maxDiffRatio, result.ratio > limit { return false }
        return true
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

    /// Defaults to pixelmatch's options, no tolerance (one differing pixel fails) and layout
    /// changes failing too.
    public init(
        options: DiffOptions = DiffOptions(), tolerance: SnapshotTolerance = SnapshotTolerance(),
        ignoresLayout: Bool = false
    ) {
        self.options = options
        self.tolerance = tolerance
        self.ignoresLayout = ignoresLayout
    }

    /// Compares without drawing a diff image.
    public func compare(_ expected: RGBAImage, _ actual: RGBAImage) -> (
        result: DiffResult, passed: Bool
    ) {
        let result = ImageDiff.compare(expected, actual, options: options)
        return (result, tolerance.accepts(result))
    }
}
