import Foundation
import Raster

/// A render as `check` compares it: its size, comparisons with a golden (decoded, or one row at
/// a time as it is decoded) that may read the renderer's own buffer in place, and the straight
/// image, made only when it is asked for (a file is written or differences are counted) and
/// then kept.
///
/// A snapshot that matches its golden never makes its 12 MB image, and its golden is never
/// written out: `AlertRenderer` compares its premultiplied canvas with each golden row as it is
/// unfiltered (`matchesRow`, `Canvas.straightRowEqual`, `PNGFile.forEachRow`). The closures may
/// read buffers the renderer reuses for its next render with the same `RenderScratch`, so a
/// rendered snapshot is used before that render starts and not kept past it.
///
/// ```swift
/// let rendered = RenderedSnapshot(image: image)
/// if !rendered.matches(golden) { try write(rendered.image()) }
/// ```
package final class RenderedSnapshot {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    private let compare: (RGBAImage) -> Bool
    private let compareRow: (Int, UnsafeRawBufferPointer) -> Bool
    private let make: () -> RGBAImage
    private let digest: (() -> String)?
    /// The image, once made.
    package private(set) var madeImage: RGBAImage?

    /// A render whose image is already made: compared byte for byte.
    package init(image: RGBAImage) {
        width = image.width
        height = image.height
        compare = { $0.width == image.width && $0.height == image.height && $0.bytes == image.bytes }
        compareRow = { y, row in Self.row(y, of: image, equals: row) }
        make = { image }
        digest = nil
    }

    /// A render of `width` x `height` pixels that `matches` compares with a straight image of the
    /// same size (true only when `image()` would give exactly its bytes), `matchesRow` compares
    /// one row `y` of with `width * 4` straight bytes (true only when that row of `image()` would
    /// be exactly them), `image` makes, and `pixelDigest`, when given, digests as
    /// `PixelDigest.of(image())` would without making the image.
    package init(
        width: Int, height: Int, matches: @escaping (RGBAImage) -> Bool,
        matchesRow: @escaping (_ y: Int, _ row: UnsafeRawBufferPointer) -> Bool, image: @escaping () -> RGBAImage,
        pixelDigest: (() -> String)? = nil
    ) {
        self.width = width
        self.height = height
        compare = matches
        compareRow = matchesRow
        make = image
        digest = pixelDigest
    }

    /// `PixelDigest.of(image())`, from the render's own buffer when it can be (the image is then
    /// not made).
    package func pixelDigest() -> String {
        if let madeImage { return PixelDigest.of(madeImage) }
        if let digest { return digest() }
        return PixelDigest.of(image())
    }

    /// Whether the render's straight pixels are exactly `expected`'s (false for another size).
    package func matches(_ expected: RGBAImage) -> Bool {
        guard expected.width == width, expected.height == height else { return false }
        if let madeImage { return madeImage.bytes == expected.bytes }
        return compare(expected)
    }

    /// Whether row `y` of the render's straight pixels is exactly `row` (false for a row of
    /// another length or a `y` outside the render), for a golden decoded row by row.
    package func matchesRow(_ y: Int, _ row: UnsafeRawBufferPointer) -> Bool {
        guard y >= 0, y < height, row.count == width * 4 else { return false }
        if let madeImage { return Self.row(y, of: madeImage, equals: row) }
        return compareRow(y, row)
    }

    /// Row `y` of `image` against `row`, byte for byte.
    private static func row(_ y: Int, of image: RGBAImage, equals row: UnsafeRawBufferPointer) -> Bool {
        let rowBytes = image.width * 4
        guard y >= 0, y < image.height, row.count == rowBytes else { return false }
        return image.bytes.withUnsafeBytes { bytes in
            rowBytes == 0 || memcmp(bytes.baseAddress! + y * rowBytes, row.baseAddress!, rowBytes) == 0
        }
    }

    /// The straight image, made on the first call.
    package func image() -> RGBAImage {
        if let madeImage { return madeImage }
        let image = make()
        madeImage = image
        return image
    }
}
