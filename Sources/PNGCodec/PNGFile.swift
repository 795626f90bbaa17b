// PNGFile: PNG bytes <-> straight RGBA8, through libpng (and, for plain 8-bit RGB/RGBA files, the
// shim's libdeflate fast path). Every libpng call and setjmp lives in CPNGShim, so a libpng error
// never longjmps across a Swift frame; this file owns the policy (size limits, error wording) and
// the memory hand-off.
import CPNGShim

/// Decodes PNG files of any colour type, bit depth and interlacing to straight RGBA8, and
/// encodes RGBA8 canvases to compact, deterministic PNG bytes.
///
/// ```swift
/// let screen = try PNGFile.decode(contentsOf: "Fixtures/screens/home.png")
/// let png = try PNGFile.encode(screen)
/// try AtomicFile.write(png, to: "out/home.png")
/// ```
public enum PNGFile {
    /// The largest width or height `decode` accepts, in pixels.
    public static let maxSide = 16384
    /// The largest `width * height` `decode` accepts. Both limits are checked on the header,
    /// before any pixel memory is allocated.
    public static let maxPixels = 100_000_000
    /// The largest PNG file `decode(contentsOf:)` reads, in bytes (512 MiB): more than an
    /// incompressible image of `maxPixels` RGBA pixels needs.
    public static let maxFileBytes = 512 << 20

    /// Decodes PNG bytes to straight RGBA8. Gray, gray+alpha, RGB, RGBA and palette images
    /// (with or without tRNS) of bit depth 1-16, interlaced or not, are supported; 16-bit
    /// samples keep their high byte; no gamma correction is applied (samples are sRGB bytes).
    ///
    /// - Parameter source: names the data in errors, usually its file path.
    /// - Throws: `PNGError` for empty, truncated or corrupt data and for images over
    ///   `maxSide` a side or `maxPixels` in all.
    ///
    /// ```swift
    /// let image = try PNGFile.decode(bytes, source: "home.png")
    /// print(image.width, image.height, image.bytes.count)  // w, h, w * h * 4
    /// ```
    public static func decode(_ data: [UInt8], source: String) throws(PNGError) -> PNGImage {
        try decode(data, source: source, path: .automatic)
    }

    /// Which decoder `decode` runs. Plain 8-bit RGB and RGBA files take a fast path (libdeflate
    /// and the shim's own unfiltering) and everything else libpng, with equal pixels and errors;
    /// tests pick one to compare them.
    enum DecodePath {
        /// The fast path where it applies, libpng otherwise: what `decode` uses.
        case automatic
        /// libpng only.
        case libpng
        /// The fast path only; a file it would leave to libpng fails with "fast path declined".
        case fastOnly

        var mode: Int32 {
            switch self {
            case .automatic: CPNGSHIM_DECODE_AUTO
            case .libpng: CPNGSHIM_DECODE_LIBPNG
            case .fastOnly: CPNGSHIM_DECODE_FAST_ONLY
            }
        }
    }

    /// `decode(_:source:)` through the chosen decoder.
    static func decode(_ data: [UInt8], source: String, path: DecodePath) throws(PNGError)
        -> PNGImage
    {
        try decodeWithOpacity(data, source: source, path: path).image
    }

    /// A decoded image and whether every one of its pixels is opaque.
    public struct Decoded: Sendable {
        /// The pixels, as `decode` gives them.
        public var image: PNGImage
        /// True when every alpha byte of `image` is 255. The decoder knows it without a pass of
        /// its own for files without an alpha channel or tRNS (alpha 255 is what it writes) and
        /// for plain 8-bit RGBA (checked row by row as each is unfiltered); other files with
        /// alpha are scanned once. A caller then never scans 12 MB of a phone screen for it.
        public let isOpaque: Bool
    }

    /// `decode(_:source:)`, and whether every pixel is opaque (`Decoded.isOpaque`).
    ///
    /// ```swift
    /// let screen = try PNGFile.decodeWithOpacity(bytes, source: "home.png")
    /// if !screen.isOpaque { canvas.fill(.transparent) }
    /// ```
    public static func decodeWithOpacity(_ data: [UInt8], source: String) throws(PNGError) -> Decoded {
        try decodeWithOpacity(data, source: source, path: .automatic)
    }

    /// Reads and decodes the PNG file at `path`, and whether every pixel is opaque; see
    /// `decodeWithOpacity(_:source:)` and `decode(contentsOf:)`.
    ///
    /// ```swift
    /// let screen = try PNGFile.decodeWithOpacity(contentsOf: "screens/home.png")
    /// ```
    public static func decodeWithOpacity(contentsOf path: String) throws(PNGError) -> Decoded {
        let data = try FileReader.readAll(path)
        return try decodeWithOpacity(data, source: path, path: .automatic)
    }

    /// `decodeWithOpacity(_:source:)` through the chosen decoder.
    static func decodeWithOpacity(_ data: [UInt8], source: String, path: DecodePath) throws(PNGError)
        -> Decoded
    {
        var bytes: [UInt8] = []
        let size = try decode(data, source: source, path: path, into: &bytes)
        return Decoded(image: PNGImage(width: size.width, height: size.height, bytes: bytes), isOpaque: size.isOpaque)
    }

    /// Decodes PNG bytes as `decode(_:source:)` does (same pixels, same errors) into `bytes`, and
    /// returns the image's size. `bytes`' storage is reused when it already holds exactly
    /// `width * height * 4` bytes (keep it uniquely held: a shared array is copied first, as any
    /// write to it would be); otherwise it is replaced by a new array, never zero-filled. A loop
    /// decoding many same-size images (a check's goldens) then allocates, and page-faults, no
    /// pixel memory per image. On failure `bytes` keeps its size, its contents unspecified.
    ///
    /// ```swift
    /// var pixels: [UInt8] = []
    /// for golden in goldens {
    ///     let (width, height) = try PNGFile.decode(try PNGFile.readFile(golden), source: golden, into: &pixels)
    ///     compare(pixels, width, height)
    /// }
    /// ```
    public static func decode(_ data: [UInt8], source: String, into bytes: inout [UInt8]) throws(PNGError)
        -> (width: Int, height: Int)
    {
        let size = try decode(data, source: source, path: .automatic, into: &bytes)
        return (size.width, size.height)
    }

    /// Test support: whole-image decodes begun on the calling thread so far (the row decoder
    /// of `forEachRow` is not one), so a test can count its own without seeing other tests'.
    static var wholeDecodesOnThisThread: Int { Int(cpngshim_thread_decode_count()) }

    /// `decode(_:source:into:)` through the chosen decoder, with the opacity (`Decoded.isOpaque`).
    static func decode(_ data: [UInt8], source: String, path: DecodePath, into bytes: inout [UInt8])
        throws(PNGError) -> (width: Int, height: Int, isOpaque: Bool)
    {
        if data.isEmpty {
            throw PNGError(source: source, reason: "empty data, not a PNG file")
        }
        let outcome = data.withUnsafeBufferPointer {
            input -> Result<(width: Int, height: Int, isOpaque: Bool), PNGError> in
            var decoder: OpaquePointer?
            var width: UInt32 = 0
            var height: UInt32 = 0
            let begin = callShim { message, capacity in
                cpngshim_decode_begin_mode(
                    path.mode, input.baseAddress, input.count, UInt32(maxSide), UInt64(maxPixels), &decoder,
                    &width, &height, message, capacity)
            }
            guard begin.status == CPNGSHIM_OK, let decoder else {
                return .failure(shimError(begin, source: source))
            }
            let count = Int(width) * Int(height) * 4
            var finish = ShimOutcome(status: CPNGSHIM_OK, message: "")
            var opaque: Int32 = 0
            func finishInto(_ pixels: UnsafeMutableBufferPointer<UInt8>) {
                finish = callShim { message, capacity in
                    cpngshim_decode_finish_opaque(decoder, pixels.baseAddress, &opaque, message, capacity)
                }
            }
            if bytes.count == count {
                bytes.withUnsafeMutableBufferPointer { finishInto($0) }
            } else {
                let fresh = [UInt8](unsafeUninitializedCapacity: count) { pixels, initialized in
                    finishInto(pixels)
                    initialized = finish.status == CPNGSHIM_OK ? count : 0
                }
                if finish.status == CPNGSHIM_OK { bytes = fresh }
            }
            guard finish.status == CPNGSHIM_OK else {
                return .failure(shimError(finish, source: source))
            }
            return .success((Int(width), Int(height), opaque != 0))
        }
        return try outcome.get()
    }

    /// Reads and decodes the PNG file at `path`; see `decode(_:source:)`. Errors name `path`.
    /// Only regular files of at most `maxFileBytes` are read: a directory, FIFO or device is
    /// refused before any read.
    ///
    /// ```swift
    /// let background = try PNGFile.decode(contentsOf: "screens/home.png")
    /// ```
    public static func decode(contentsOf path: String) throws(PNGError) -> PNGImage {
        let data = try FileReader.readAll(path)
        return try decode(data, source: path)
    }

    /// Encodes 8-bit RGBA rows (`width * 4` bytes each, packed) to PNG.
    ///
    /// When `premultiplied` is true the colour channels are taken as premultiplied by alpha
    /// (as in the compositor's canvas) and un-premultiplied while encoding. The output is
    /// 8-bit RGB when every alpha is 255 and 8-bit RGBA otherwise; it carries no time or
    /// other machine-dependent chunk, so the same input always gives the same bytes.
    ///
    /// ```swift
    /// let png = try canvas.bytes.withUnsafeBytes { rgba in
    ///     try PNGFile.encode(rgba: rgba, width: canvas.width, height: canvas.height, premultiplied: true)
    /// }
    /// ```
    public static func encode(
        rgba: UnsafeRawBufferPointer, width: Int, height: Int, premultiplied: Bool
    ) throws(PNGError) -> [UInt8] {
        try encode(rgba: rgba, width: width, height: height, premultiplied: premultiplied, workers: 0)
    }

    /// `encode(rgba:width:height:premultiplied:)` with the number of compressing threads fixed
    /// (0: one a core). The bytes never depend on it; tests check that. Callers that already run
    /// one encode per core (batch renders) pass 1, so threads are not multiplied.
    public static func encode(
        rgba: UnsafeRawBufferPointer, width: Int, height: Int, premultiplied: Bool, workers: Int
    ) throws(PNGError) -> [UInt8] {
        let source = "PNG encoder"
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError(source: source, reason: "invalid image size \(width)x\(height)")
        }
        let (rowBytes, rowOverflow) = width.multipliedReportingOverflow(by: 4)
        let (total, totalOverflow) = rowBytes.multipliedReportingOverflow(by: height)
        guard !rowOverflow, !totalOverflow, rgba.count >= total, let base = rgba.baseAddress else {
            throw PNGError(
                source: source,
                reason: "\(rgba.count) bytes given for a \(width)x\(height) RGBA8 image")
        }
        var out = cpngshim_buffer()
        let result = callShim { message, capacity in
            cpngshim_encode_rgba8_workers(
                base, UInt32(width), UInt32(height), rowBytes, premultiplied ? 1 : 0,
                Int32(clamping: workers), &out, message, capacity)
        }
        defer { cpngshim_buffer_free(&out) }
        guard result.status == CPNGSHIM_OK, let data = out.data else {
            throw shimError(result, source: source)
        }
        return [UInt8](UnsafeBufferPointer(start: data, count: out.count))
    }

    /// Encodes a straight-alpha image; see `encode(rgba:width:height:premultiplied:)`.
    ///
    /// ```swift
    /// let png = try PNGFile.encode(PNGImage(width: 1, height: 1, bytes: [0, 122, 255, 255]))
    /// ```
    public static func encode(_ image: PNGImage) throws(PNGError) -> [UInt8] {
        let outcome = image.bytes.withUnsafeBytes { rgba -> Result<[UInt8], PNGError> in
            do throws(PNGError) {
                return .success(
                    try encode(
                        rgba: rgba, width: image.width, height: image.height, premultiplied: false))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }
}

/// A shim status code and the message the shim wrote beside it.
struct ShimOutcome {
    var status: Int32
    var message: String
}

/// Calls a shim entry point with a message buffer and collects its status and message.
func callShim(_ body: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> ShimOutcome {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 320) { buffer in
        buffer.initialize(repeating: 0)
        let status = body(buffer.baseAddress!, buffer.count)
        let message = status == CPNGSHIM_OK ? "" : String(cString: buffer.baseAddress!)
        return ShimOutcome(status: status, message: message)
    }
}

/// Turns a failed shim call into the error users see.
func shimError(_ outcome: ShimOutcome, source: String) -> PNGError {
    let reason: String
    switch outcome.status {
    case CPNGSHIM_ERR_LIMIT:
        reason =
            "image too large (\(outcome.message)); the size limit is \(PNGFile.maxSide) px a side"
            + " and \(PNGFile.maxPixels) pixels"
    case CPNGSHIM_ERR_MEMORY:
        reason = "out of memory (\(outcome.message))"
    default:
        reason = outcome.message.isEmpty ? "libpng error" : outcome.message
    }
    return PNGError(source: source, reason: reason)
}

extension PNGFile {
    /// The linked PNG and compression libraries with their versions, in a fixed order:
    /// `[("libpng", "1.6.39"), ("zlib", "1.2.13"), ("libdeflate", "1.14")]`. Goldens record them,
    /// since other versions may compress the same pixels to other bytes.
    public static let libraryVersions: [(name: String, version: String)] = [
        ("libpng", String(cString: cpngshim_libpng_version())),
        ("zlib", String(cString: cpngshim_zlib_version())),
        ("libdeflate", String(cString: cpngshim_libdeflate_version())),
    ]
}
