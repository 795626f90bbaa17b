import AlertRender
import Foundation
import ImageDiff
import PNGCodec
import Raster
import Support

/// Where the files that explain one failing snapshot go: `<directory>/<stem>.actual.png`,
/// `.diff.png`, `.strip.png` and, for a self-contained report, a copy of the golden as
/// `.expected.png`.
///
/// ```swift
/// let location = ArtifactLocation(directory: "Fixtures/__snapshots__/__failures__", stem: "save-confirm")
/// ```
public struct ArtifactLocation: Sendable, Equatable {
    /// Folder for the files; created when the first one is written.
    public var directory: String
    /// File name before `.<kind>.png`, usually the snapshot name.
    public var stem: String
    /// Also copy the golden, so the folder shows expected and actual side by side on its own.
    public var copiesExpected: Bool
    /// Also write the expected | diff | actual strip (a report's page shows the three images
    /// themselves, so a report folder has no strips: each would hold the diff a second time).
    public var writesStrip = true
    /// Files of the same bytes written once for the whole run (a report of many failures links
    /// an image it already holds instead of writing it again); nil: every file is written.
    public var store: ArtifactStore?

    /// A location that copies the golden only when `copiesExpected` is set.
    public init(directory: String, stem: String, copiesExpected: Bool = false) {
        self.directory = directory
        self.stem = stem
        self.copiesExpected = copiesExpected
    }

    /// The kinds of failure image, in the order they are listed.
    public static let kinds = ["expected", "actual", "diff", "strip"]
    /// The default artifact folder's name, beside the goldens.
    public static let failuresFolder = "__failures__"
    /// What a `__failures__` folder's own `.gitignore` says: ignore everything in it.
    static let gitignore = "# failure images written by alertsnap; never committed\n*\n"

    /// `<directory>/<stem>.<kind>.png`, where `kind` is `expected`, `actual`, `diff` or `strip`.
    public func path(_ kind: String) -> String {
        SpecDiscovery.join(directory, "\(stem).\(kind).png")
    }
}

/// The failure images of one run by content: a second file of the same bytes is not written,
/// its path is the first one's. Shared by the worker threads of a run.
public final class ArtifactStore: Sendable, Equatable {
    private let written = Locked([String: String]())

    /// An empty store.
    public init() {}

    /// The path already holding `bytes`, or nil after noting that `path` will.
    func existing(_ bytes: [UInt8], else path: String) -> String? {
        let digest = SHA256.hex(of: bytes)
        return written.withLock { map in
            if let found = map[digest] { return found }
            map[digest] = path
            return nil
        }
    }

    /// The same store (one run's).
    public static func == (a: ArtifactStore, b: ArtifactStore) -> Bool { a === b }
}

/// The files written for a failing snapshot; `nil` for those not written.
public struct SnapshotArtifacts: Sendable, Equatable {
    /// Copy of the golden, written only when the location `copiesExpected`.
    public var expected: String?
    /// The rendered image.
    public var actual: String?
    /// Pixelmatch's diff image: differing pixels marked over a faded golden.
    public var diff: String?
    /// The expected | diff | actual strip; not written when it would be far larger than its images
    /// (see `ImageComparison.boundedStrip`).
    public var strip: String?

    /// A record of written files; by default none.
    public init(
        expected: String? = nil, actual: String? = nil, diff: String? = nil, strip: String? = nil
    ) {
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.strip = strip
    }

    /// Every written path, in the order expected, actual, diff, strip.
    public var paths: [String] { [expected, actual, diff, strip].compactMap { $0 } }
}

/// What happened to one snapshot.
public enum SnapshotStatus: String, Sendable, Equatable, CaseIterable {
    /// Matches its golden within the tolerance.
    case passed
    /// `record: .all`: the golden was (re)written; not a failure.
    case recorded
    /// Differs from its golden beyond the tolerance (rewritten in `failed` mode; still a failure).
    case differs
    /// No golden: recorded in `missing`/`failed` mode, not in `never`; a failure either way.
    case missing
    /// `--incremental`: the golden records the same version, inputs and environment and its image
    /// data is intact, so the spec was not rendered again. Not a failure.
    case unchanged
    /// The spec file is invalid (`SpecError`).
    case invalid
    /// Rendering failed, or a golden or artifact could not be read or written.
    case error
    /// `check --lint`: the pixels pass but the design lint found an error (never set by the
    /// verifier; `SnapshotResult.status`). Fails the snapshot (exit 1) without being a difference.
    case failedLint

    /// Counts toward exit code 1.
    public var isFailure: Bool { self == .differs || self == .missing }
    /// Counts toward exit code 2.
    public var isError: Bool { self == .invalid || self == .error }
}

/// The outcome of comparing one image with its golden file.
public struct GoldenVerification: Sendable, Equatable {
    /// What happened to the snapshot.
    public var status: SnapshotStatus
    /// The golden file was created or replaced.
    public var goldenWritten: Bool
    /// The comparison, when one was made.
    public var diff: DiffResult?
    /// The failure images written.
    public var artifacts: SnapshotArtifacts
    /// Size of the golden in pixels, when it was read.
    public var expectedSize: ImageSize?
    /// Size of the rendered image in pixels.
    public var actualSize: ImageSize?
    /// The golden's `alertsnap` chunk, when it was read and has one.
    public var goldenMetadata: SnapshotMetadata?
    /// What changed in the recorded layout, variant and environment, one fact per line
    /// (`LayoutChanges.lines`); empty when nothing did or a side recorded nothing.
    public var changes: [String]
    /// One line: what differs or happened, the golden path and the files written.
    public var message: String
    /// Why pixelmatch's tolerance judged the pixels rather than an exact comparison (`auto` with a
    /// golden of another version or environment: `FreeType 2.12.1 -> 2.13.2`, `no record in
    /// golden`); `nil` when the comparison was exact or the tolerance was asked for.
    public var toleranceReason: String? = nil
    /// The input files whose recorded digests differ from this run's (`brand/base.json`), when
    /// the caller said how to name them; a passing snapshot with some says `unchanged image` (or,
    /// when pixels differ within the tolerance, how many).
    public var inputsChanged: [String] = []
    /// Every structural and environment fact of `changes`, none left out (`changes` lists at most
    /// `LayoutChanges.maxLines`): what `FailureGroups` reads a failure's causes from.
    public var facts: [String] = []
    /// `record: .inputs` rewrote the golden's chunk (its image data kept byte for byte): its image and
    /// drawn record were unchanged but what it recorded about its inputs or environment was stale.
    public var chunkRefreshed = false
}

/// An image's size in pixels.
public struct ImageSize: Sendable, Equatable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// A size of `width` x `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    /// The size of `image`.
    public init(_ image: RGBAImage) { self.init(width: image.width, height: image.height) }
    /// `1179x2556`.
    public var description: String { "\(width)x\(height)" }
}

/// Compares a rendered image with its golden PNG and applies the record mode: the part of the
/// golden workflow shared by `alertsnap check` and `assertAlertSnapshot`.
///
/// The golden is decoded and compared in memory; a PNG is encoded only when a file must be
/// written. Outside the record mode's writes, the golden is never touched (not even its mtime).
///
/// ```swift
/// let verifier = GoldenVerifier(policy: ComparisonPolicy(), record: .never)
/// let outcome = verifier.verify(image, goldenPath: "__snapshots__/alert.png",
///                               artifacts: ArtifactLocation(directory: "/tmp/failures", stem: "alert"),
///                               encode: { try renderer.encodePNG($0, name: "alert") })
/// if outcome.status.isFailure { print(outcome.message) }
/// ```
public struct GoldenVerifier: Sendable {
    /// How the image is compared with its golden and how many differences pass.
    public var policy: ComparisonPolicy
    /// When the golden is written (see `RecordMode`).
    public var record: RecordMode
    /// Every golden written is a failure, in `all` mode too: the mode came from
    /// `ALERTSNAP_RECORD` rather than being asked for (`RecordMode.resolve(flag:environment:ci:)`),
    /// so a run that records is looked at before it is trusted. A golden written where one was
    /// missing is `.missing`, a rewritten one `.differs`.
    public var recordingFails: Bool

    /// Defaults: pixelmatch's options with no tolerance, record mode `.missing`.
    public init(policy: ComparisonPolicy = ComparisonPolicy(), record: RecordMode = .missing, recordingFails: Bool = false) {
        self.policy = policy
        self.record = record
        self.recordingFails = recordingFails
    }

    /// Compares `actual` with the golden at `goldenPath`, applies the record mode and, for a
    /// failure, writes the actual, diff and strip images (and a copy of the golden if asked) to
    /// `location`.
    ///
    /// Never throws: a golden that cannot be decoded (unless `failed` mode replaces it) or a file
    /// that cannot be written gives status `.error`, and the message names the files written so far.
    /// `encode` makes the PNG bytes of the rendered image, the diff image and the strip; it runs
    /// only for files actually written, and the rendered image is encoded at most once, so a pass
    /// encodes nothing.
    ///
    /// ```swift
    /// let outcome = GoldenVerifier(record: .failed).verify(
    ///     image, goldenPath: "Fixtures/__snapshots__/save-confirm.png",
    ///     artifacts: ArtifactLocation(directory: "out/failures", stem: "save-confirm")
    /// ) { try renderer.encodePNG($0, name: "save-confirm") }
    /// ```
    ///
    /// `metadata` is what is compared with the golden's chunk (its layout, variant and
    /// environment); `fullMetadata`, when given, makes the chunk of a file that is written
    /// (inputs included), so a snapshot that writes nothing never computes the inputs' digests.
    public func verify(
        _ actual: RGBAImage, metadata: SnapshotMetadata? = nil,
        fullMetadata: (() throws -> SnapshotMetadata?)? = nil, goldenPath: String,
        artifacts location: ArtifactLocation, changedInputs: ((SnapshotMetadata) -> [String])? = nil,
        encode: @escaping (RGBAImage) throws -> [UInt8]
    ) -> GoldenVerification {
        verify(
            RenderedSnapshot(image: actual), metadata: metadata, fullMetadata: fullMetadata, goldenPath: goldenPath,
            artifacts: location, changedInputs: changedInputs, encode: encode)
    }

    /// `verify(_:metadata:fullMetadata:goldenPath:artifacts:encode:)` for a render whose straight
    /// image is made only when it is needed: a snapshot that matches its golden exactly is
    /// compared in place and makes none (`check`'s path).
    ///
    /// `scratch` (one worker thread's) lends the array the golden is decoded into and takes it back
    /// afterwards, so a run of same-size goldens allocates and page-faults no pixel memory.
    ///
    /// `changedInputs`, given the golden's recorded metadata, names the input files whose digests
    /// differ from this run's (`InputChanges.names`); it is asked only when the golden was read.
    ///
    /// `layout`, when given, makes `metadata`'s layout (left empty) on demand. It is not asked when
    /// the golden has this render's pixels and records this run's version, environment, variant
    /// and inputs: the layout and drawn record are made from those, so they are the golden's.
    package func verify(
        _ rendered: RenderedSnapshot, metadata: SnapshotMetadata? = nil, layout: (() throws -> String)? = nil,
        fullMetadata: (() throws -> SnapshotMetadata?)? = nil, goldenPath: String,
        artifacts location: ArtifactLocation, scratch: RenderScratch? = nil,
        changedInputs: ((SnapshotMetadata) -> [String])? = nil,
        encode: @escaping (RGBAImage) throws -> [UInt8]
    ) -> GoldenVerification {
        var step = Steps(
            golden: goldenPath, location: location, metadata: metadata, fullMetadata: fullMetadata, encode: encode)
        step.layout = layout
        step.actualSize = ImageSize(width: rendered.width, height: rendered.height)
        step.changedInputs = changedInputs
        do {
            return try verifyThrowing(rendered, &step, scratch: scratch)
        } catch {
            let written =
                step.artifacts.paths.isEmpty
                ? "" : "; wrote \(step.artifacts.paths.joined(separator: ", "))"
            return GoldenVerification(
                status: .error, goldenWritten: step.goldenWritten, diff: step.diff,
                artifacts: step.artifacts,
                expectedSize: step.expectedSize, actualSize: step.actualSize,
                goldenMetadata: step.goldenMetadata, changes: step.changes?.lines ?? [],
                message: "\(error)\(written)")
        }
    }

    private func verifyThrowing(_ rendered: RenderedSnapshot, _ step: inout Steps, scratch: RenderScratch?) throws
        -> GoldenVerification
    {
        let golden = step.golden
        guard FileManager.default.fileExists(atPath: golden) else {
            let actual = rendered.image()
            if record == .never || record == .inputs {
                step.writeArtifactsBestEffort { step in try step.writeActual(actual) }
                return step.outcome(
                    .missing, "no golden at \(golden); not recorded (record mode \(record.rawValue))")
            }
            try step.writeGolden(actual)
            if record == .all && !recordingFails { return step.outcome(.recorded, "recorded golden \(golden)") }
            return step.outcome(
                .missing, "no golden at \(golden); recorded it (review it, then run again)")
        }
        // A golden that cannot be read (permissions, a folder) is an error in every mode: only a
        // golden that was read and found broken may be replaced.
        let bytes: [UInt8]
        do { bytes = try PNGFile.readFile(golden) } catch { throw CheckError("golden \(error.description)") }
        step.goldenMetadata = SnapshotMetadata.read(from: bytes)
        if let recorded = step.goldenMetadata, let changedInputs = step.changedInputs {
            step.inputsChanged = changedInputs(recorded)
        }
        // Exact when the golden records this run's version and environment (under `auto`), else
        // the tolerance decides, and the result says why.
        let judgement = self.policy.judgement(golden: step.goldenMetadata, actual: step.metadata)
        let policy = judgement.exact ? self.policy.exactly : self.policy
        step.toleranceReason = judgement.toleranceReason
        var pixels = scratch?.takeGoldenBytes() ?? []
        // Back to the worker once this verification is over (nothing it returns keeps the golden).
        defer { scratch?.keepGoldenBytes(pixels) }
        let width: Int
        let height: Int
        let identical: Bool
        if let recorded = step.goldenMetadata, !recorded.pixels.isEmpty,
            PNGTextChunk.imageDataDigest(bytes) == recorded.image, rendered.pixelDigest() == recorded.pixels
        {
            // The golden records the digest of its pixels and its image data is what it recorded
            // (an edited golden is never taken at its word): equal digests are equal pixels of the
            // same size, which pass under any policy, known without inflating the golden.
            (width, height, identical) = (rendered.width, rendered.height, true)
        } else {
            // The golden's rows are compared with the render as each is decoded (`PNGFile.forEachRow`
            // in the worker's array): a passing snapshot never writes its golden out or reads it
            // again. Counting differences and drawing failure images decode it whole, afterwards.
            let scan: PNGFile.RowScan
            do throws(PNGError) {
                scan = try PNGFile.forEachRow(bytes, source: golden, scratch: &pixels) { y, row in
                    rendered.matchesRow(y, row)
                }
            } catch {
                guard record == .failed || record == .all else { throw CheckError("golden \(error.description)") }
                try step.writeGolden(rendered.image())
                if record == .all && !recordingFails {
                    return step.outcome(.recorded, "golden \(error.description); recorded a new one")
                }
                return step.outcome(.differs, "golden \(error.description); recorded a new one")
            }
            (width, height) = (scan.width, scan.height)
            identical = scan.finished && scan.width == rendered.width && scan.height == rendered.height
        }
        step.expectedSize = ImageSize(width: width, height: height)
        /// The golden decoded whole (it decoded row by row just now, so it decodes again).
        func decodeExpected() throws -> RGBAImage {
            do {
                let size = try PNGFile.decode(bytes, source: golden, into: &pixels)
                return RGBAImage(width: size.width, height: size.height, bytes: pixels)
            } catch {
                throw CheckError("golden \(error.description)")
            }
        }
        if record == .all || record == .inputs {
            // No golden churn: the same pixels and the same drawn record keep the golden's bytes
            // and mtime in every mode, whatever its recorded inputs say (a comment in a shared base
            // is no reason to rewrite a hundred goldens); `inputs` alone refreshes its chunk.
            try step.completeMetadata()
            // The drawn record as `check` judges it (trailing whitespace that draws nothing is
            // no change); a golden without a chunk cannot show its record unchanged.
            let sameLayout = step.metadata.map { now in
                guard let recorded = step.goldenMetadata else { return false }
                return now.layout == recorded.layout || !LayoutChanges(golden: recorded, actual: now).isStructural
            } ?? true
            if identical && sameLayout {
                if record == .inputs { try step.refreshChunk(of: bytes, pixels: rendered.pixelDigest()) }
            } else if record == .all {
                try step.writeGolden(rendered.image())
                if recordingFails {
                    return step.outcome(
                        .differs,
                        "differs from \(golden); recorded the new golden (record mode from \(RecordMode.environmentVariable): review it, then run again without it)"
                    )
                }
                return step.outcome(.recorded, "recorded golden \(golden)")
            }
        }
        // Equal pixels need neither the straight image nor pixelmatch (whose fast path for them
        // gives this same result). Otherwise one pixelmatch pass: the diff image is drawn along
        // the way, so a failure needs no second run (a pass within the tolerance pays only the
        // drawing).
        let result: DiffResult
        let drawn: RGBAImage?
        var decoded: RGBAImage?
        if identical {
            (result, drawn) = (ImageComparison.identicalResult(width: width, height: height), nil)
        } else {
            let expected = try decodeExpected()
            decoded = expected
            (result, drawn) = ImageComparison.compareDrawingDifferences(expected, rendered.image(), options: policy.options)
        }
        step.diff = result
        // What the layout says changed, when both sides recorded one: the words before the counts.
        // Nothing can have when the golden is this render made from the same inputs by the same
        // alertsnap in the same environment.
        if let recorded = step.goldenMetadata, let metadata = step.metadata,
            !(identical && step.inputsChanged.isEmpty && Self.madeAlike(recorded, metadata))
        {
            try step.completeMetadata()
            step.changes = LayoutChanges(golden: recorded, actual: step.metadata ?? metadata)
        }
        let layoutFails = !policy.ignoresLayout && step.changes?.isStructural == true
        if policy.tolerance.accepts(result) && !layoutFails {
            step.removeStaleArtifacts()
            // A pass says what it let through: pixels within the tolerance are no unchanged image.
            var line = "matches \(golden)"
            if result.diffPixels > 0 {
                line += " within the tolerance: " + Self.withinTolerance(result, policy.tolerance)
            } else if !step.inputsChanged.isEmpty {
                line += ": unchanged image"
            }
            if !step.inputsChanged.isEmpty { line += "; inputs changed: \(step.inputsChanged.joined(separator: ", "))" }
            if step.chunkRefreshed { line += "; refreshed its recorded inputs" }
            return step.outcome(.passed, line)
        }
        let actual = rendered.image()
        // Equal pixels with a changed layout: the golden is decoded for the failure images only.
        let expected = try decoded ?? decodeExpected()
        let diffImage = drawn ?? ImageComparison.diffImage(expected, actual, options: policy.options).1

        var detail = "differs from \(golden): "
        if let lines = step.changes?.lines, !lines.isEmpty { detail += lines.joined(separator: "; ") + "; " }
        if layoutFails && policy.tolerance.accepts(result) { detail += "the layout changed although the pixels pass; " }
        detail += Self.describe(result, expected: expected, actual: actual)
        if !step.inputsChanged.isEmpty { detail += "; inputs changed: \(step.inputsChanged.joined(separator: ", "))" }
        // The difference is the result; failure images are a courtesy that a read-only checkout or a
        // full disk may refuse, and that must not hide what differs.
        step.writeArtifactsBestEffort { step in
            if step.location.copiesExpected { try step.write(bytes, kind: "expected") }
            try step.writeActual(actual)
            step.artifacts.diff = try step.write(try step.encode(diffImage), kind: "diff")
            if !step.location.writesStrip {
                // A report: its page shows expected, diff and actual themselves.
            } else if let strip = ImageComparison.boundedStrip(expected: expected, diff: diffImage, actual: actual) {
                step.artifacts.strip = try step.write(try step.encode(strip), kind: "strip")
            } else {
                let size = ImageComparison.stripSize(expected: expected, diff: diffImage, actual: actual)
                step.notes.append("no strip (it would be \(size.width)x\(size.height) pixels)")
            }
        }
        if record == .failed {
            try step.writeGolden(actual)
            detail += "; recorded the new golden"
        }
        return step.outcome(.differs, detail)
    }

    /// `2239 pixels differ (max 100000)`: how far a pass within `tolerance` is from the golden.
    static func withinTolerance(_ result: DiffResult, _ tolerance: SnapshotTolerance) -> String {
        var limits: [String] = []
        if let n = tolerance.maxDiffPixels { limits.append("max \(n)") }
        if let r = tolerance.maxDiffRatio { limits.append("max ratio \(r)") }
        let counted = result.diffPixels == 1 ? "1 pixel differs" : "\(result.diffPixels) pixels differ"
        return limits.isEmpty ? counted : "\(counted) (\(limits.joined(separator: ", ")))"
    }

    /// `120 of 3013524 pixels differ (0.004 %), max delta 0.42, in 30x10 at (12, 40)`, or the two
    /// sizes when they differ.
    public static func describe(
        _ result: DiffResult, expected: RGBAImage? = nil, actual: RGBAImage? = nil
    ) -> String {
        var text = ""
        if result.sizeMismatch {
            if let expected, let actual {
                text =
                    "size \(actual.width)x\(actual.height) instead of \(expected.width)x\(expected.height); "
            } else {
                text = "sizes differ; "
            }
        }
        text +=
            "\(result.diffPixels) of \(result.totalPixels) pixels differ (\(percent(result.ratio)))"
        text += ", max delta \(rounded(result.maxDelta, places: 3))"
        if let b = result.bounds { text += ", in \(b.width)x\(b.height) at (\(b.x), \(b.y))" }
        if result.aaPixels > 0 { text += ", \(result.aaPixels) anti-aliased pixels ignored" }
        return text
    }

    static func percent(_ ratio: Double) -> String {
        let p = ratio * 100
        if p == 0 { return "0 %" }
        if p < 0.001 { return "<0.001 %" }
        return "\(rounded(p, places: 3)) %"
    }

    static func rounded(_ value: Double, places: Int) -> String {
        let scale = pow(10, Double(places))
        let r = (value * scale).rounded() / scale
        return r == r.rounded() ? String(Int(r)) : "\(r)"
    }

    /// Whether `golden` was recorded by this alertsnap in this environment and variant from inputs
    /// it names (so that their being unchanged is known), as `current` would be.
    static func madeAlike(_ golden: SnapshotMetadata, _ current: SnapshotMetadata) -> Bool {
        !golden.inputs.isEmpty && golden.format == current.format && golden.version == current.version
            && golden.environment == current.environment && golden.variant == current.variant
    }

    /// The files one verification writes, and what it has written so far.
    private struct Steps {
        let golden: String
        let location: ArtifactLocation
        var metadata: SnapshotMetadata?
        /// Makes `metadata`'s layout when it was left out (see `verify`); nil once made.
        var layout: (() throws -> String)?
        /// Makes the chunk written into files; nil: `metadata` is complete.
        let fullMetadata: (() throws -> SnapshotMetadata?)?
        let encode: (RGBAImage) throws -> [UInt8]
        var artifacts = SnapshotArtifacts()
        var goldenWritten = false
        var diff: DiffResult?
        var expectedSize: ImageSize?
        var actualSize: ImageSize?
        var actualPNG: [UInt8]?
        var goldenMetadata: SnapshotMetadata?
        var changes: LayoutChanges?
        var changedInputs: ((SnapshotMetadata) -> [String])?
        var inputsChanged: [String] = []
        var chunkRefreshed = false
        var toleranceReason: String?
        /// Remarks appended to the message (a strip not written, artifacts that could not be).
        var notes: [String] = []

        init(
            golden: String, location: ArtifactLocation, metadata: SnapshotMetadata?,
            fullMetadata: (() throws -> SnapshotMetadata?)?, encode: @escaping (RGBAImage) throws -> [UInt8]
        ) {
            self.golden = golden
            self.location = location
            self.metadata = metadata
            self.fullMetadata = fullMetadata
            self.encode = encode
        }

        /// Fills `metadata`'s layout if it was left out.
        mutating func completeMetadata() throws {
            guard let make = layout else { return }
            layout = nil
            metadata?.layout = try make()
        }

        /// The rendered image's PNG, with the metadata chunk when there is metadata; encoded once.
        mutating func png(_ actual: RGBAImage) throws -> [UInt8] {
            if let actualPNG { return actualPNG }
            if fullMetadata == nil { try completeMetadata() }
            var bytes = try encode(actual)
            if var chunk = try fullMetadata?() ?? metadata {
                chunk.pixels = PixelDigest.of(actual)
                bytes = try chunk.tagging(bytes)
            }
            actualPNG = bytes
            return bytes
        }

        mutating func writeGolden(_ actual: RGBAImage) throws {
            let bytes = try png(actual)
            try Self.write(bytes, to: golden)
            goldenWritten = true
        }

        /// Writes `golden` (the golden's bytes) with this run's chunk in place of its own, when that
        /// changes anything: the image data stays byte for byte, so only what the chunk records
        /// about inputs, version and environment moves.
        mutating func refreshChunk(of golden: [UInt8], pixels: String) throws {
            guard var chunk = try fullMetadata?() ?? metadata else { return }
            chunk.pixels = pixels
            let refreshed = try chunk.tagging(golden)
            guard refreshed != golden else { return }
            try Self.write(refreshed, to: self.golden)
            chunkRefreshed = true
        }

        mutating func writeActual(_ actual: RGBAImage) throws {
            artifacts.actual = try write(try png(actual), kind: "actual")
        }

        /// Runs `body`; a failure to write is noted in the message instead of replacing the result.
        mutating func writeArtifactsBestEffort(_ body: (inout Steps) throws -> Void) {
            do { try body(&self) } catch { notes.append("failure images not written: \(error)") }
        }

        @discardableResult
        mutating func write(_ bytes: [UInt8], kind: String) throws -> String {
            var path = location.path(kind)
            if let same = location.store?.existing(bytes, else: path) {
                path = same
                if kind == "expected" { artifacts.expected = path }
                return path
            }
            try Self.prepareArtifactFolder(location.directory)
            try Self.write(bytes, to: path)
            if kind == "expected" { artifacts.expected = path }
            return path
        }

        /// A passing snapshot leaves no failure images behind: the ones an earlier failing run wrote
        /// at this location go (only those file names), and an emptied `__failures__` folder with them.
        func removeStaleArtifacts() {
            let fm = FileManager.default
            var removed = false
            for kind in ArtifactLocation.kinds {
                let path = location.path(kind)
                if fm.fileExists(atPath: path), (try? fm.removeItem(atPath: path)) != nil { removed = true }
            }
            guard removed, SpecDiscovery.stem(of: location.directory) == ArtifactLocation.failuresFolder else {
                return
            }
            let ignore = SpecDiscovery.join(location.directory, ".gitignore")
            let left = (try? fm.contentsOfDirectory(atPath: location.directory)) ?? ["?"]
            if left.allSatisfy({ $0 == ".gitignore" }) {
                if let text = try? String(contentsOfFile: ignore, encoding: .utf8), text != ArtifactLocation.gitignore {
                    return  // a .gitignore of the user's: keep the folder
                }
                try? fm.removeItem(atPath: ignore)
                try? fm.removeItem(atPath: location.directory)
            }
        }

        /// Creates the artifact folder; a new `__failures__` folder gets a `.gitignore` of `*`, so
        /// failure images never end up committed in a user's repository.
        static func prepareArtifactFolder(_ dir: String) throws {
            let fm = FileManager.default
            var isFolder: ObjCBool = false
            if fm.fileExists(atPath: dir, isDirectory: &isFolder), isFolder.boolValue { return }
            do { try fm.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
                throw CheckError("\(dir): cannot create the folder")
            }
            if SpecDiscovery.stem(of: dir) == ArtifactLocation.failuresFolder {
                try? AtomicFile.write(Array(ArtifactLocation.gitignore.utf8), to: SpecDiscovery.join(dir, ".gitignore"))
            }
        }

        static func write(_ bytes: [UInt8], to path: String) throws {
            let dir = SpecDiscovery.directory(of: path)
            do {
                try FileManager.default.createDirectory(
                    atPath: dir, withIntermediateDirectories: true)
            } catch {
                throw CheckError("\(dir): cannot create the folder")
            }
            do { try AtomicFile.write(bytes, to: path) } catch {
                throw CheckError(error.description)
            }
        }

        func outcome(_ status: SnapshotStatus, _ detail: String) -> GoldenVerification {
            var parts = [detail]
            if let toleranceReason, diff != nil { parts.append("compared with tolerance: \(toleranceReason)") }
            var message = (parts + notes).joined(separator: "; ")
            let written = artifacts.paths
            if !written.isEmpty { message += "; wrote \(written.joined(separator: ", "))" }
            return GoldenVerification(
                status: status, goldenWritten: goldenWritten, diff: diff, artifacts: artifacts,
                expectedSize: expectedSize, actualSize: actualSize, goldenMetadata: goldenMetadata,
                changes: changes?.lines ?? [], message: message,
                toleranceReason: diff == nil ? nil : toleranceReason, inputsChanged: inputsChanged,
                facts: (changes?.structural ?? []) + (changes?.environment ?? []),
                chunkRefreshed: chunkRefreshed)
        }
    }
}
