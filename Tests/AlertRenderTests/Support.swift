import AlertModel
import AlertRender
import Foundation
import Raster

/// One renderer for all tests (fonts load once).
let sharedRenderer: AlertRenderer = {
    do { return try AlertRenderer() } catch { fatalError("fonts: \(error)") }
}()

/// The repository root, from this file's location.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

func resolve(_ json: String) throws -> ResolvedSpec {
    try AlertSpec.decode(Array(json.utf8)).resolved()
}

/// Straight colour of a pixel in points (centre of the device pixel under the point).
func pixel(_ canvas: Canvas, _ spec: ResolvedSpec, x: Double, y: Double) -> PremultipliedColor {
    canvas.pixel(x: Int(x * spec.scale), y: Int(y * spec.scale))
}
