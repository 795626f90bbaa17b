// PNGFile row by row: a decode that hands each straight RGBA row to the caller as soon as it is
// unfiltered, for readers that compare rows and usually stop at none (check's passing goldens).
import CPNGShim

extension PNGFile {
    /// How `forEachRow` went: the image's size and whether every row was handed out.
    public struct RowScan: Sendable, Equatable {
        /// Width in pixels (each row is `width * 4` bytes).
        public let width: Int
        /// Height in pixels.
        public let height: Int
        /// True when `body` returned true for every row; false when it stopped at one.
        public let finished: Bool

        /// A scan of a `width` x `height` image, `finished` or stopped early.
        public init(width: Int, height: Int, finished: Bool) {
            self.width = width
            self.height = height
            self.finished = finished
        }
    }

    /// Decodes PNG bytes as `decode(_:source:)` does (same pixels, same errors) and hands the
    /// rows to `body` one at a time, top to bottom: `body(y, row)` gets row `y`'s `width * 4`
    /// bytes of straight RGBA8, valid during the call only, and returns false to stop.
    ///
    /// Plain 8-bit RGB and RGBA files are inflated into `scratch` (grown when it holds fewer
    /// bytes than their filtered rows, otherwise reused; keep it uniquely held) and each row is
    /// unfiltered into a ring of two rows just before `body` sees it, so the image is never
    /// written out: comparing a phone screen's rows with a canvas reads 12 MB less and writes
    /// 12 MB less than decoding it first. Other files (palette, gray, 16-bit, interlaced, tRNS,
    /// anything irregular) are decoded whole into `scratch` first, so the call works for every
    /// PNG that `decode` takes. Either way every row is known to decode before `body` is first
    /// called: an error is thrown before any row, never after one.
    ///
    /// ```swift
    /// var scratch: [UInt8] = []
    /// let scan = try PNGFile.forEachRow(golden, source: "home.png", scratch: &scratch) { y, row in
    ///     canvas.straightRowEqual(y: y, row)
    /// }
    /// let same = scan.finished && scan.width == canvas.width && scan.height == canvas.height
    /// ```
    public static func forEachRow(
        _ data: [UInt8], source: String, scratch: inout [UInt8],
        _ body: (_ y: Int, _ row: UnsafeRawBufferPointer) -> Bool
    ) throws(PNGError) -> RowScan {
        try forEachRow(data, source: source, path: .automatic, scratch: &scratch, body)
    }

    /// `forEachRow(_:source:scratch:_:)` through the chosen decoder: `.fastOnly` throws where
    /// the row decoder would leave the file to a whole decode, `.libpng` always decodes whole.
    static func forEachRow(
        _ data: [UInt8], source: String, path: DecodePath, scratch: inout [UInt8],
        _ body: (_ y: Int, _ row: UnsafeRawBufferPointer) -> Bool
    ) throws(PNGError) -> RowScan {
        if path != .libpng, !data.isEmpty {
            switch fastRows(data, scratch: &scratch, body) {
            case .scanned(let scan): return scan
            case .declined(let outcome):
                if path == .fastOnly { throw shimError(outcome, source: source) }
            }
        }
        // The whole image first (the same decode as `decode`, so the same pixels and errors).
        let size = try decode(data, source: source, path: path, into: &scratch)
        let rowBytes = size.width * 4
        let finished = scratch.withUnsafeBytes { pixels in
            for y in 0..<size.height {
                let row = UnsafeRawBufferPointer(rebasing: pixels[y * rowBytes..<(y + 1) * rowBytes])
                if !body(y, row) { return false }
            }
            return true
        }
        return RowScan(width: size.width, height: size.height, finished: finished)
    }

    /// What the shim's row decoder made of a file.
    private enum FastRows {
        /// Every row it handed out until the end or `body` stopped.
        case scanned(RowScan)
        /// It did not take the file, with why: the whole decode then decides.
        case declined(ShimOutcome)
    }

    private static func fastRows(
        _ data: [UInt8], scratch: inout [UInt8], _ body: (_ y: Int, _ row: UnsafeRawBufferPointer) -> Bool
    ) -> FastRows {
        data.withUnsafeBufferPointer { input in
            var rows: OpaquePointer?
            var width: UInt32 = 0
            var height: UInt32 = 0
            var needed = 0
            let begin = callShim { message, capacity in
                cpngshim_rows_begin(
                    input.baseAddress, input.count, UInt32(maxSide), UInt64(maxPixels), &rows, &width, &height,
                    &needed, message, capacity)
            }
            guard begin.status == CPNGSHIM_OK, let rows else { return .declined(begin) }
            defer { cpngshim_rows_free(rows) }
            if scratch.count < needed {
                // Never zero-filled: the inflate writes every byte the rows are read from.
                scratch = [UInt8](unsafeUninitializedCapacity: needed) { _, initialized in initialized = needed }
            }
            let rowBytes = Int(width) * 4
            // One access to `scratch` for the inflate and every row: the shim reads the filtered
            // rows there while it undoes them.
            return scratch.withUnsafeMutableBufferPointer { buffer -> FastRows in
                let inflate = callShim { message, capacity in
                    cpngshim_rows_inflate(rows, buffer.baseAddress, buffer.count, message, capacity)
                }
                guard inflate.status == CPNGSHIM_OK else { return .declined(inflate) }
                var y = 0
                while let row = cpngshim_rows_next(rows) {
                    if !body(y, UnsafeRawBufferPointer(start: row, count: rowBytes)) {
                        return .scanned(RowScan(width: Int(width), height: Int(height), finished: false))
                    }
                    y += 1
                }
                return .scanned(RowScan(width: Int(width), height: Int(height), finished: y == Int(height)))
            }
        }
    }
}
