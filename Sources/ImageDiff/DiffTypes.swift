import Raster

/// What semi-transparent pixels are blended over before their colours are compared.
///
/// ```swift
/// let options = DiffOptions(background: .white)  // pixelmatch 5's behaviour
/// ```
public enum DiffBackground: Sendable, Equatable {
    /// pixelmatch 7's default: per channel either 48 or 207, chosen from the pixel's byte offset,
    /// so that a colour change hidden by transparency still shows.
    case checkerboard
    /// Plain white, as pixelmatch 5 and earlier did.
    case white
}

/// How two images are compared. The defaults are pixelmatch 7.2.0's.
///
/// ```swift
/// let strict = DiffOptions(threshold: 0.05, includeAA: true)
/// let bytes = DiffOptions(exact: true)  // any changed byte is a differing pixel
/// ```
public struct DiffOptions: Sendable, Equatable {
    /// Matching threshold in 0...1 on pixelmatch's scale; smaller is more sensitive.
    public var threshold: Double = 0.1
    /// Count pixels that look like anti-aliasing as differences too.
    public var includeAA = false
    /// What semi-transparent pixels are blended over.
    public var background: DiffBackground = .checkerboard
    /// Any byte difference counts: no threshold, no anti-aliasing detection.
    public var exact = false

    // Diff image drawing (pixelmatch's output options).
    /// Opacity of the expected image, faded toward white, behind the diff marks.
    public var alpha: Double = 0.1
    /// Colour of anti-aliased pixels that were not counted.
    public var aaColor = StraightColor(r: 255, g: 255, b: 0)
    /// Colour of differing pixels.
    public var diffColor = StraightColor(r: 255, g: 0, b: 0)
    /// Colour of differing pixels where the actual image is darker than the expected one;
    /// `nil` uses `diffColor` for both.
    public var diffColorAlt: StraightColor? = nil
    /// Draw only the diff marks, over a transparent background.
    public var diffMask = false

    /// Options with pixelmatch 7.2.0's defaults for whatever is not given.
    public init(
        threshold: Double = 0.1, includeAA: Bool = false, background: DiffBackground = .checkerboard,
        exact: Bool = false, alpha: Double = 0.1,
        aaColor: StraightColor = StraightColor(r: 255, g: 255, b: 0),
        diffColor: StraightColor = StraightColor(r: 255, g: 0, b: 0),
        diffColorAlt: StraightColor? = nil, diffMask: Bool = false
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.background = background
        self.exact = exact
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
    }
}

/// The outcome of comparing an expected image with an actual one.
///
/// Different sizes: both images are placed at the top-left corner of a canvas as wide as the wider
/// and as tall as the taller. Every canvas pixel that is not inside both images differs; the
/// overlapping region is compared as two images of its own size (cropped from each) with the usual
/// threshold and anti-aliasing rules. The pixels outside the overlap are counted, not visited, so
/// a comparison never allocates the canvas (see `ImageComparison.diffImage` for the image).
///
/// ```swift
/// let result = ImageComparison.compare(golden, rendered)
/// let passes = result.identical || result.diffPixels <= maxDiffPixels
/// ```
public struct DiffResult: Sendable, Equatable {
    /// Same size and every RGBA byte equal.
    public var identical: Bool
    /// The images have different widths or heights.
    public var sizeMismatch: Bool
    /// Pixels over the threshold, anti-aliased ones excluded unless `includeAA`.
    public var diffPixels: Int
    /// Pixels over the threshold that look like anti-aliasing. They are left out of `diffPixels`
    /// by default; with `includeAA` they are counted in both. Always 0 in `exact` mode.
    public var aaPixels: Int
    /// Pixels of the expected image; when the sizes differ, of the canvas
    /// (larger width times larger height).
    public var totalPixels: Int
    /// `diffPixels / totalPixels` (0 when there are no pixels).
    public var ratio: Double
    /// The largest colour difference of any pixel on pixelmatch's threshold scale,
    /// `sqrt(|YIQ delta| / 35215)`: a pixel is over the threshold exactly when this is above
    /// `threshold`. Red against cyan (the most distant pair) is 1.0; black against white 0.966.
    /// Pixels outside the overlap of differently sized images do not contribute.
    public var maxDelta: Double
    /// The box around every pixel counted in `diffPixels`, or `nil` when there is none.
    public var bounds: PixelRect?

    /// A result from its parts, taken as given (`ratio` is not recomputed from the counts).
    /// `ImageComparison.compare` makes the real ones; this is for code that builds one itself, such as
    /// a fake comparison in a test.
    public init(
        identical: Bool, sizeMismatch: Bool, diffPixels: Int, aaPixels: Int, totalPixels: Int,
        ratio: Double, maxDelta: Double, bounds: PixelRect?
    ) {
        self.identical = identical
        self.sizeMismatch = sizeMismatch
        self.diffPixels = diffPixels
        self.aaPixels = aaPixels
        self.totalPixels = totalPixels
        self.ratio = ratio
        self.maxDelta = maxDelta
        self.bounds = bounds
    }
}
