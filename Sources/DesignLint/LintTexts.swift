import AlertLayout
import AlertModel
import AlertRender

extension Scene {
    /// The texts the lint rules look at: every text the scene draws that has characters, with
    /// the frame, style, colour and visible part it is painted with. The keyboard's labels are the
    /// system's, not the design's: they are drawn, not linted. `room` measures the same texts.
    public static func lintTexts(spec: ResolvedSpec, layout: AlertGeometry) -> [SceneText] {
        Scene(spec: spec, layout: layout).texts.filter { !$0.string.isEmpty && !$0.element.hasPrefix("keyboard") }
    }
}
