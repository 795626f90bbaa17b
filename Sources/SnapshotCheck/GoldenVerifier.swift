import AlertRender
import Foundation
import ImageDiff
import PNGCodec
import Raster
import Support

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

    /// Whether `golden` was recorded by this alertsnap in this environment and variant from inputs
    /// it names (so that their being unchanged is known), as `current` would be.
    static func madeAlike(_ golden: SnapshotMetadata, _ current: SnapshotMetadata) -> Bool {
        !golden.inputs.isEmpty && golden.format == current.format && golden.version == current.version
            && golden.environment == current.environment && golden.variant == current.variant
    }
}
