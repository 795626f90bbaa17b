import AlertRender
import ImageDiff
import Raster

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
