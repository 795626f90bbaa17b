// Fuzzes the whole render: spec JSON -> layout -> pixels -> PNG bytes, on canvases kept small
// (every canvas key is forced to at most 200x200 pt at 1x) so each input takes milliseconds.
// The same spec must give the same bytes twice (determinism).
import AlertModel
import AlertRender
import FuzzSupport

#if canImport(Glibc)
    import Glibc
#endif

let renderer = try! AlertRenderer()

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard var spec = try? AlertSpec.decode(bytes, file: "fuzz.json") else { return 0 }
    spec.device = nil
    spec.canvasWidth = min(spec.canvasWidth ?? 200, 200)
    spec.canvasHeight = min(spec.canvasHeight ?? 200, 200)
    spec.scale = 1
    spec.presenting.image = nil  // files are not the render's input here (fuzz-png-decode)
    guard let resolved = try? spec.resolved() else { return 0 }
    guard let first = try? renderer.renderPNG(resolved, encoderThreads: 1) else { return 0 }
    precondition((try? renderer.renderPNG(resolved, encoderThreads: 1)) == first)
    return 0
}

@main
enum Harness {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzOne($0, $1) })
    }
}
