import Raster

/// A render as `check` compares it: its size, a comparison with a decoded golden that may read
/// the renderer's own buffer in place, and the straight image, made only when it is asked for
/// (a file is written or differences are counted) and then kept.
///
/// A snapshot that matches its golden never makes its 12 MB image: `AlertRenderer` compares its
/// premultiplied canvas with the golden directly (`Canvas.straightPixelsEqual`). The closures may
/// read buffers the renderer reuses for its next render with the same `RenderScratch`, so a
/// rendered snapshot is used before that render starts and not kept past it.
///
/// ```swift
/// let rendered = RenderedSnapshot(image: image)
/// if !rendered.matches(golden) { try write(rendered.image()) }
/// ```
public final class RenderedSnapshot {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    private let compare: (RGBAImage) -> Bool
    private let make: () -> RGBAImage
    /// The image, once made.
    public private(set) var madeImage: RGBAImage?

    /// A render whose image is already made: compared byte for byte.
    public init(image: RGBAImage) {
        width = image.width
        height = image.height
        compare = { $0.width == image.width && $0.height == image.height && $0.bytes == image.bytes }
        make = { image }
    }

    /// A render of `width` x `height` pixels that `matches` compares with a straight image of the
    /// same size (true only when `image()` would give exactly its bytes) and `image` makes.
    public init(width: Int, height: Int, matches: @escaping (RGBAImage) -> Bool, image: @escaping () -> RGBAImage) {
        self.width = width
        self.height = height
        compare = matches
        make = image
    }

    /// Whether the render's straight pixels are exactly `expected`'s (false for another size).
    public func matches(_ expected: RGBAImage) -> Bool {
        guard expected.width == width, expected.height == height else { return false }
        if let madeImage { return madeImage.bytes == expected.bytes }
        return compare(expected)
    }

    /// The straight image, made on the first call.
    public func image() -> RGBAImage {
        if let madeImage { return madeImage }
        let image = make()
        madeImage = image
        return image
    }
}
