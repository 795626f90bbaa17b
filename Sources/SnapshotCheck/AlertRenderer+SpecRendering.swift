import AlertModel
import AlertRender
import DesignLint
import Raster

/// The real renderer: `renderImage(_:)` as is; PNG bytes through `PNGFile` (for an opaque frame
/// the same bytes `alertsnap render` writes).
///
/// ```swift
/// let report = try CheckRun.run(CheckOptions(inputs: ["Fixtures"]), renderer: try AlertRenderer())
/// ```
extension AlertRenderer: SnapshotRendering {
    /// `renderImage(_:)` into `scratch`'s canvas and image bytes (`render(_:reusing:)` repaints
    /// every pixel of a reused canvas, so the pixels are those of a fresh one).
    package func renderImage(_ spec: ResolvedSpec, scratch: RenderScratch) throws -> RGBAImage {
        try renderSnapshot(spec, scratch: scratch).image()
    }

    /// The canvas compared with a golden in place; its straight image made only when asked for,
    /// into the image bytes `scratch` kept.
    package func renderSnapshot(_ spec: ResolvedSpec, scratch: RenderScratch) throws -> RenderedSnapshot {
        let target = scratch.target(width: spec.pixelWidth, height: spec.pixelHeight)
        try render(spec, into: target)
        // A cropped golden is compared with the same part of the canvas (a copy: the target keeps
        // the whole screen for the next render).
        let canvas = output(target.canvas, for: spec)
        return RenderedSnapshot(
            width: canvas.width, height: canvas.height,
            matches: { expected in expected.bytes.withUnsafeBytes { canvas.straightPixelsEqual($0) } },
            matchesRow: { y, row in canvas.straightRowEqual(y: y, row) },
            image: {
                var bytes = scratch.takeImageBytes(count: canvas.width * canvas.height * 4)
                canvas.makeImageBytes(into: &bytes)
                return RGBAImage(width: canvas.width, height: canvas.height, bytes: bytes)
            },
            pixelDigest: { canvas === target.canvas ? self.pixelDigest(of: target) : canvas.straightPixelDigest() })
    }

    /// The spec's metadata chunk: inputs, environment and layout (see `SnapshotMetadata`).
    public func snapshotMetadata(for spec: ResolvedSpec) throws -> SnapshotMetadata? {
        try metadata(for: spec)
    }

    /// The environment (library versions, the bundled fonts' digests): computed once per renderer
    /// under its lock, so a render that needs it meanwhile waits for this one. Also keeps the
    /// first presenting layer (many snapshots follow, grouped by layer).
    package func prepareForSnapshots() {
        expectManySnapshots(groupedByLayer: true)  // CheckRun renders in SnapshotOrder
        prepareEnvironment()
    }

    /// Layout, variant and environment, without hashing the spec and its files.
    package func comparisonMetadata(for spec: ResolvedSpec) throws -> SnapshotMetadata? {
        try comparisonMetadata(for: spec, variant: [])
    }

    /// Environment and variant now, the layout record when it is asked for.
    package func comparisonMetadataDeferringLayout(for spec: ResolvedSpec) throws
        -> (metadata: SnapshotMetadata?, layout: (() throws -> String)?)
    {
        (try comparisonMetadata(for: spec, variant: [], includingLayout: false), { self.layoutRecord(spec) })
    }

    /// Digests and versions only, without laying the spec out.
    package func snapshotInputs(for spec: ResolvedSpec) throws -> SnapshotMetadata? {
        try inputMetadata(for: spec)
    }

    /// Digests and versions as `recorded` digests them (a catalog's whole file for a golden
    /// recorded before catalogs were recorded by entry).
    package func snapshotInputs(for spec: ResolvedSpec, readAs recorded: SnapshotMetadata) throws -> SnapshotMetadata? {
        try inputMetadata(for: spec, readAs: recorded)
    }

    /// `RenderWarnings.lines`: presenting-image aspect and missing glyphs. A failure to work them
    /// out (the presenting image went away since the render) gives no warning, not an error.
    package func warnings(for spec: ResolvedSpec, file: String) -> [String] {
        (try? RenderWarnings.lines(for: spec, file: file, renderer: self)) ?? []
    }
}

/// The renderer used when none is given: one `AlertRenderer` per process, so the bundled fonts
/// are loaded once.
///
/// ```swift
/// let image = try StandardRenderer.shared().renderImage(spec)
/// ```
public enum StandardRenderer {
    /// The process-wide `AlertRenderer`, made on first use. If making it failed (the bundled fonts
    /// could not be loaded), every call throws that same `RenderError` rather than trying again.
    public static func shared() throws -> any SpecRendering {
        try sharedAlertRenderer.get()
    }
}

private let sharedAlertRenderer = Result { () throws(RenderError) -> AlertRenderer in
    try AlertRenderer()
}
