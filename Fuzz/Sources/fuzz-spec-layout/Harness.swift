// Fuzzes spec JSON -> validation -> layout: any bytes must give a SpecError or a layout whose
// frames are finite and on the canvas's scale, never a crash or a hang.
import AlertLayout
import AlertModel
import FuzzSupport

#if canImport(Glibc)
    import Glibc
#endif

let measurer = ApproximateTextMeasurer()

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let spec = try? AlertSpec.decode(bytes, file: "fuzz.json").resolved() else { return 0 }
    let layout = AlertLayout.make(spec: spec, measurer: measurer)
    let frame = layout.alert
    precondition(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite)
    _ = layout.jsonString()
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
