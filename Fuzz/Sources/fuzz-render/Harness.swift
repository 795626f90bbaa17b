// Fuzzes the whole render: spec JSON -> layout -> pixels -> PNG bytes, on canvases kept small
// (every canvas key is forced to at most 200x200 pt at 1x) so each input takes milliseconds.
// The same spec must give the same bytes twice (determinism).
import AlertModel
import AlertRender
import FuzzDriver

let renderer = try! AlertRenderer()

func fuzzOne(_ input: UnsafeBufferPointer<UInt8>) {
    let bytes = Array(input)
    guard var spec = try? AlertSpec.decode(bytes, file: "fuzz.json") else { return }
    spec.device = nil
    spec.canvasWidth = min(spec.canvasWidth ?? 200, 200)
    spec.canvasHeight = min(spec.canvasHeight ?? 200, 200)
    spec.scale = 1
    spec.presenting.image = nil  // files are not the render's input here (fuzz-png-decode)
    guard let resolved = try? spec.resolved() else { return }
    guard let first = try? renderer.renderPNG(resolved, encoderThreads: 1) else { return }
    precondition((try? renderer.renderPNG(resolved, encoderThreads: 1)) == first)
}

@main
enum Harness {
    static func main() { runFuzzer(fuzzOne) }
}
