// Fuzzes spec JSON -> validation -> layout: any bytes must give a SpecError or a layout whose
// frames are finite and on the canvas's scale, never a crash or a hang.
import AlertLayout
import AlertModel
import FuzzDriver

let measurer = ApproximateTextMeasurer()

func fuzzOne(_ input: UnsafeBufferPointer<UInt8>) {
    let bytes = Array(input)
    guard let spec = try? AlertSpec.decode(bytes, file: "fuzz.json").resolved() else { return }
    let layout = AlertGeometry.make(spec: spec, measurer: measurer)
    let frame = layout.alert
    precondition(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite)
    _ = layout.jsonString()
}

@main
enum Harness {
    static func main() { runFuzzer(fuzzOne) }
}
