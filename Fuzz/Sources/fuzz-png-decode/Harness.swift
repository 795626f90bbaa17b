// Fuzzes PNG decoding (the libdeflate fast path and libpng): any bytes must decode to exactly
// width * height * 4 bytes or give a PNGError; both decoders must agree.
import FuzzSupport
@testable import PNGCodec

#if canImport(Glibc)
    import Glibc
#endif

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let automatic = try? PNGCodec.decode(bytes, source: "fuzz.png")
    if let image = automatic {
        precondition(image.bytes.count == image.width * image.height * 4)
        // The fast path changes speed, never pixels: libpng alone must give the same image.
        precondition((try? PNGCodec.decode(bytes, source: "fuzz.png", path: .libpng)) == image)
    }
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
