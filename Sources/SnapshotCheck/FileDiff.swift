import ImageDiff
import PNGCodec
import Raster
import Support

/// `alertsnap diff`: compares two PNG files and writes the requested images.
///
/// Both files are decoded before anything is written, and every output is encoded before the first
/// is written, so bad input leaves no file behind. Outputs are replaced atomically.
///
/// ```swift
/// let outcome = try FileDiff.run(FileDiff.Request(expected: "golden.png", actual: "new.png", diffImage: "diff.png"))
/// exit(outcome.passed ? 0 : 1)
/// ```
public enum FileDiff {
    /// What `alertsnap diff` was asked: the two PNG files, the policy and the images to write.
    public struct Request: Sendable {
        /// Path of the reference PNG (the golden).
        public var expected: String
        /// Path of the PNG being checked against it.
        public var actual: String
        /// Pixelmatch options and the tolerance that decides `Outcome.passed`.
        public var policy: ComparisonPolicy
        /// Where the pixelmatch-style diff image goes, if wanted.
        public var diffImage: String?
        /// Where the expected | diff | actual strip goes, if wanted.
        public var strip: String?

        /// A request that only compares unless `diffImage` or `strip` names a file to write.
        public init(
            expected: String, actual: String, policy: ComparisonPolicy = ComparisonPolicy(),
            diffImage: String? = nil, strip: String? = nil
        ) {
            self.expected = expected
            self.actual = actual
            self.policy = policy
            self.diffImage = diffImage
            self.strip = strip
        }
    }

    /// What `run` found and wrote.
    public struct Outcome: Sendable, Equatable {
        /// The comparison (the fields of `diff --json`).
        public var result: DiffResult
        /// Within the tolerance: exit code 0, else 1.
        public var passed: Bool
        /// Files written, in the order written.
        public var written: [String]
    }

    /// Decodes, compares, writes. Throws `CheckError` naming the file for a missing, corrupt or
    /// oversized PNG, an output that cannot be written, or a strip too large to draw (see
    /// `ImageComparison.boundedStrip`). When the sizes differ wildly, the diff image may cover only the
    /// overlap (see `ImageComparison.diffImage`).
    public static func run(_ request: Request) throws(CheckError) -> Outcome {
        // The two files decode at once, one a thread (inflating one PNG is serial); errors are
        // reported for the expected file first, as before.
        let paths = [request.expected, request.actual]
        let decoded = parallelMap(count: 2, jobs: 2) { i in Result { () throws(CheckError) in try decode(paths[i]) } }
        let expected = try decoded[0].get()
        let actual = try decoded[1].get()
        let result: DiffResult
        var outputs: [(path: String, bytes: [UInt8])] = []
        if request.diffImage != nil || request.strip != nil {
            let (r, diff) = ImageComparison.diffImage(expected, actual, options: request.policy.options)
            result = r
            if let path = request.diffImage { outputs.append((path, try encode(diff, for: path))) }
            if let path = request.strip {
                guard
                    let strip = ImageComparison.boundedStrip(expected: expected, diff: diff, actual: actual)
                else {
                    let size = ImageComparison.stripSize(expected: expected, diff: diff, actual: actual)
                    throw CheckError(
                        "\(path): the strip would be \(size.width)x\(size.height) pixels, far more than its images; not written"
                    )
                }
                outputs.append((path, try encode(strip, for: path)))
            }
        } else {
            result = ImageComparison.compare(expected, actual, options: request.policy.options)
        }
        for (path, bytes) in outputs {
            do { try AtomicFile.write(bytes, to: path) } catch {
                throw CheckError(error.description)
            }
        }
        return Outcome(
            result: result, passed: request.policy.tolerance.accepts(result),
            written: outputs.map(\.path))
    }

    /// Decodes a PNG file into the diff's image type; errors name the file.
    public static func decode(_ path: String) throws(CheckError) -> RGBAImage {
        do {
            let png = try PNGFile.decode(contentsOf: path)
            return RGBAImage(width: png.width, height: png.height, bytes: png.bytes)
        } catch {
            throw CheckError(error.description)
        }
    }

    static func encode(_ image: RGBAImage, for path: String) throws(CheckError) -> [UInt8] {
        do {
            return try PNGFile.encode(
                PNGImage(width: image.width, height: image.height, bytes: image.bytes))
        } catch {
            throw CheckError("\(path): \(error.reason)")
        }
    }
}
