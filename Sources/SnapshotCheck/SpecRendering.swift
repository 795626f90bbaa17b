import AlertModel
import AlertRender
import PNGCodec
import Raster

/// Turns a resolved spec into pixels: the one thing `SnapshotCheck` needs from a renderer.
///
/// `AlertRenderer` conforms; tests use small fakes. Rendering must be safe to call from several
/// threads at once (`check --jobs N` renders whole images in parallel).
///
/// ```swift
/// struct SolidRenderer: SpecRendering {
///     func renderImage(_ spec: ResolvedSpec) throws -> RGBAImage {
///         RGBAImage(width: spec.pixelWidth, height: spec.pixelHeight, color: StraightColor(r: 0, g: 0, b: 0))
///     }
/// }
/// ```
public protocol SpecRendering: Sendable {
    /// The finished image of `spec`, straight RGBA8. Throws for a render failure (for example a
    /// presenting image that cannot be read).
    func renderImage(_ spec: ResolvedSpec) throws -> RGBAImage

    /// The PNG bytes of an image this renderer made. Only called when a file must be written
    /// (a golden being recorded or a failure artifact); the default encodes with `PNGFile`.
    func encodePNG(_ image: RGBAImage, name: String) throws -> [UInt8]

    /// What the PNGs of `spec` record about themselves (the `alertsnap` chunk); `nil` writes
    /// plain PNGs, which compare the same but cannot say what changed or be pruned.
    func snapshotMetadata(for spec: ResolvedSpec) throws -> SnapshotMetadata?
}

extension SpecRendering {
    /// Encodes `image` with `PNGFile` (deterministic bytes, no metadata).
    ///
    /// ```swift
    /// let png = try renderer.encodePNG(image, name: "save-confirm")
    /// ```
    public func encodePNG(_ image: RGBAImage, name: String) throws -> [UInt8] {
        try PNGFile.encode(PNGImage(width: image.width, height: image.height, bytes: image.bytes))
    }

    /// No metadata: plain PNGs.
    public func snapshotMetadata(for spec: ResolvedSpec) throws -> SnapshotMetadata? { nil }

    /// This renderer as `check` drives it: itself when it has the faster paths of
    /// `SnapshotRendering` (`AlertRenderer` does), else their plain equivalents over it.
    package var forSnapshots: any SnapshotRendering {
        (self as? any SnapshotRendering) ?? PlainSnapshotRendering(base: self)
    }
}

/// What `check` asks of a renderer beyond `SpecRendering`, for speed: buffers reused from one
/// snapshot to the next, comparison without making the straight image, metadata in parts. A
/// package detail: a renderer outside the package gets the plain equivalents
/// (`SpecRendering.forSnapshots`).
package protocol SnapshotRendering: SpecRendering {
    /// `renderImage(_:)` painting into the buffers `scratch` kept from the previous call (one
    /// worker thread of `check` passes its own to every call it makes): the same pixels, with no
    /// per-snapshot allocation of a canvas or an image.
    func renderImage(_ spec: ResolvedSpec, scratch: RenderScratch) throws -> RGBAImage

    /// `renderImage(_:scratch:)` as `check` compares it: a passing snapshot need not make the
    /// straight image at all (see `RenderedSnapshot`).
    func renderSnapshot(_ spec: ResolvedSpec, scratch: RenderScratch) throws -> RenderedSnapshot

    /// Work every snapshot's render or metadata will need, done ahead (`check` calls it on a
    /// thread of its own while it resolves the specs). Must be safe beside renders.
    func prepareForSnapshots()

    /// `snapshotMetadata(for:)` without the digests of its inputs (`inputs` may be empty): what a
    /// comparison with the golden reads (layout, variant, environment). `check` asks for it for every
    /// snapshot and for the full metadata only when it writes a file.
    func comparisonMetadata(for spec: ResolvedSpec) throws -> SnapshotMetadata?

    /// `comparisonMetadata(for:)` with its layout left empty, and what makes the layout: `check`
    /// makes it only when the comparison reads it (see `GoldenVerifier.verify`). The layout and
    /// the drawn record were 8 % of a passing check's CPU time, and a golden whose pixels,
    /// inputs, version and environment are this run's has this run's layout (it is made from
    /// them). nil for the maker: the metadata is complete.
    func comparisonMetadataDeferringLayout(for spec: ResolvedSpec) throws
        -> (metadata: SnapshotMetadata?, layout: (() throws -> String)?)

    /// `snapshotMetadata(for:)` without its layout: the version, inputs, environment and variant
    /// that decide whether a golden is still current (`check --incremental`), known without
    /// rendering; `nil` when the renderer cannot tell (every spec is then rendered).
    func snapshotInputs(for spec: ResolvedSpec) throws -> SnapshotMetadata?

    /// `snapshotInputs(for:)` digested as the golden's chunk `recorded` digests its inputs (a
    /// golden recorded before catalogs were recorded by entry holds the whole file's digest).
    func snapshotInputs(for spec: ResolvedSpec, readAs recorded: SnapshotMetadata) throws -> SnapshotMetadata?

    /// Warning lines about a spec that rendered (`warning: FILE: ...`), printed by `check` after
    /// its result: a presenting image of another aspect ratio, characters no font covers.
    func warnings(for spec: ResolvedSpec, file: String) -> [String]
}

extension SnapshotRendering {
    /// `renderImage(_:)`: no buffers to reuse.
    package func renderImage(_ spec: ResolvedSpec, scratch: RenderScratch) throws -> RGBAImage {
        try renderImage(spec)
    }

    /// The image made by `renderImage(_:scratch:)`, compared byte for byte.
    package func renderSnapshot(_ spec: ResolvedSpec, scratch: RenderScratch) throws -> RenderedSnapshot {
        RenderedSnapshot(image: try renderImage(spec, scratch: scratch))
    }

    /// Nothing to prepare.
    package func prepareForSnapshots() {}

    /// The complete comparison metadata: no cheaper way to leave the layout out.
    package func comparisonMetadataDeferringLayout(for spec: ResolvedSpec) throws
        -> (metadata: SnapshotMetadata?, layout: (() throws -> String)?)
    {
        (try comparisonMetadata(for: spec), nil)
    }

    /// No warnings: a renderer that knows of none.
    package func warnings(for spec: ResolvedSpec, file: String) -> [String] { [] }

    /// The full metadata: no cheaper way to leave the inputs out.
    package func comparisonMetadata(for spec: ResolvedSpec) throws -> SnapshotMetadata? {
        try snapshotMetadata(for: spec)
    }

    /// The inputs as this renderer digests them: it knows no other way.
    package func snapshotInputs(for spec: ResolvedSpec, readAs recorded: SnapshotMetadata) throws -> SnapshotMetadata? {
        try snapshotInputs(for: spec)
    }

    /// The metadata without its layout, when the renderer records metadata at all.
    package func snapshotInputs(for spec: ResolvedSpec) throws -> SnapshotMetadata? {
        guard var metadata = try snapshotMetadata(for: spec) else { return nil }
        metadata.layout = ""
        return metadata
    }
}

/// A `SpecRendering` with the plain equivalents of `SnapshotRendering`'s faster paths.
struct PlainSnapshotRendering: SnapshotRendering {
    let base: any SpecRendering
    func renderImage(_ spec: ResolvedSpec) throws -> RGBAImage { try base.renderImage(spec) }
    func encodePNG(_ image: RGBAImage, name: String) throws -> [UInt8] { try base.encodePNG(image, name: name) }
    func snapshotMetadata(for spec: ResolvedSpec) throws -> SnapshotMetadata? { try base.snapshotMetadata(for: spec) }
}

/// Buffers one thread reuses from one snapshot to the next (`SpecRendering.renderImage(_:scratch:)`):
/// a 1170x2532 snapshot needs a 12 MB canvas and a 12 MB image, and fresh ones cost page faults,
/// kernel page clearing and zero-filling on every spec (~15 % of a `check` in `perf`). A suite
/// mixes a few sizes (phones, an iPad, landscape): the last canvas and the last two image arrays
/// are kept, and a canvas of another size takes over the last one's memory. Never shared
/// between threads; the next render repaints every pixel, so nothing of the last one shows.
package final class RenderScratch {
    /// Render targets (canvases) of the last renders, most recent first, at most `keptCanvases`.
    private var targets: [RenderTarget] = []
    /// Image byte arrays given back, most recent first, at most `kept`.
    private var images: [[UInt8]] = []
    /// The last decoded golden's pixels (see `takeGoldenBytes`).
    private var golden: [UInt8] = []
    /// How many image arrays are kept (a phone-size one is 12 MB).
    package static let kept = 2
    /// How many canvases are kept: one, whose memory the next size takes over (`PixelMemory` keeps
    /// freed canvas memory in size classes), where a second kept canvas was a fresh mapping for
    /// every size a worker met, its pages cleared by the kernel.
    package static let keptCanvases = 1

    /// Empty: the first renders allocate.
    package init() {}

    /// The kept render target of this size, to paint over (the renderer knows what it holds); a
    /// new one, kept from now on, when none is.
    package func target(width: Int, height: Int) -> RenderTarget {
        if let i = targets.firstIndex(where: { $0.width == width && $0.height == height }) {
            let target = targets.remove(at: i)
            targets.insert(target, at: 0)
            return target
        }
        // The least recent one goes first, so that the new one can take its memory.
        if targets.count >= Self.keptCanvases { targets.removeLast() }
        let target = RenderTarget(width: width, height: height)
        targets.insert(target, at: 0)
        return target
    }

    /// A kept image array of `count` bytes, no longer kept (so it is uniquely held while it is
    /// written); empty when none is.
    package func takeImageBytes(count: Int) -> [UInt8] {
        guard let i = images.firstIndex(where: { $0.count == count }) else { return [] }
        return images.remove(at: i)
    }

    /// Keeps the bytes of an image that was compared and is no longer needed.
    package func giveBack(_ bytes: [UInt8]) {
        images.insert(bytes, at: 0)
        if images.count > Self.kept { images.removeLast() }
    }

    /// The array the last golden was decoded into, no longer kept (empty when none is): the next
    /// golden is decoded into its storage when the size matches (`PNGFile.decode(_:source:into:)`).
    package func takeGoldenBytes() -> [UInt8] {
        defer { golden = [] }
        return golden
    }

    /// Keeps a decoded golden's array once its comparison is over.
    package func keepGoldenBytes(_ bytes: [UInt8]) { golden = bytes }

    /// Canvases and image arrays kept now (for tests).
    package var keptCounts: (canvases: Int, images: Int) { (targets.count, images.count) }
}
