// Fuzzes PNG decoding (the libdeflate fast path and libpng): any bytes must decode to exactly
// width * height * 4 bytes or give a PNGError; both decoders must agree, and a decoded image must
// survive encoding and decoding again unchanged. The row decoder
// (`PNGFile.forEachRow`, check's golden comparison) must give the same rows or the same error,
// also when it is stopped early.
import FuzzDriver

@testable import PNGCodec

func fuzzOne(_ input: UnsafeBufferPointer<UInt8>) {
    let bytes = Array(input)
    let automatic = Result { () throws(PNGError) in try PNGFile.decode(bytes, source: "fuzz.png") }
    if case .success(let image) = automatic {
        precondition(image.bytes.count == image.width * image.height * 4)
        // The fast path changes speed, never pixels: libpng alone must give the same image.
        precondition((try? PNGFile.decode(bytes, source: "fuzz.png", path: .libpng)) == image)
        // Whatever pixels came out, the encoder (its own deflate) must give them back exactly.
        if image.width * image.height <= 1 << 20 {
            let again = (try? PNGFile.encode(image)).flatMap { try? PNGFile.decode($0, source: "again.png") }
            precondition(again == image)
        }
    }
    // Every row, then the first half of them (an early stop), with a scratch array of a size
    // that depends on the input, so both the grown and the reused array are exercised.
    var scratch = [UInt8](repeating: 0, count: bytes.count * 3)
    for stop in [Int.max, 0] {
        var rows: [UInt8] = []
        var count = 0
        let limit = stop == Int.max ? Int.max : ((try? automatic.get().height) ?? 0) / 2
        let scan = Result { () throws(PNGError) in
            try PNGFile.forEachRow(bytes, source: "fuzz.png", scratch: &scratch) { y, row in
                precondition(y == count && row.count == ((try? automatic.get().width) ?? -1) * 4)
                rows += row
                count += 1
                return count <= limit
            }
        }
        switch (automatic, scan) {
        case (.success(let image), .success(let scanned)):
            precondition(scanned.width == image.width && scanned.height == image.height)
            precondition(rows == Array(image.bytes.prefix(rows.count)))
            precondition(scanned.finished == (count == image.height && limit >= image.height))
            precondition(count == min(image.height, limit == Int.max ? Int.max : limit + 1))
        case (.failure(let error), .failure(let rowError)):
            precondition(error == rowError && count == 0, "the same error, before any row")
        default:
            preconditionFailure("decode and forEachRow disagree: \(automatic) vs \(scan)")
        }
    }
}

@main
enum Harness {
    static func main() { runFuzzer(fuzzOne) }
}
