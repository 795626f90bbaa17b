// Fuzzes PNG decoding (the libdeflate fast path and libpng): any bytes must decode to exactly
// width * height * 4 bytes or give a PNGError; both decoders must agree.
import FuzzDriver

@testable import PNGCodec

func fuzzOne(_ input: UnsafeBufferPointer<UInt8>) {
    let bytes = Array(input)
    let automatic = try? PNGCodec.decode(bytes, source: "fuzz.png")
    if let image = automatic {
        precondition(image.bytes.count == image.width * image.height * 4)
        // The fast path changes speed, never pixels: libpng alone must give the same image.
        precondition((try? PNGCodec.decode(bytes, source: "fuzz.png", path: .libpng)) == image)
    }
}

@main
enum Harness {
    static func main() { runFuzzer(fuzzOne) }
}
