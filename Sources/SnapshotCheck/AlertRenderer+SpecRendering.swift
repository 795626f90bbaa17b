import AlertRender

/// The real renderer: `renderImage(_:)` as is; PNG bytes through `PNGCodec` (for an opaque frame
/// the same bytes `alertsnap render` writes).
///
/// ```swift
/// let report = try CheckRun.run(CheckOptions(inputs: ["Fixtures"]), renderer: try AlertRenderer())
/// ```
extension AlertRenderer: SpecRendering {}
