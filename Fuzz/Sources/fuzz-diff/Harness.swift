// Fuzzes the image comparison: the input is split into two images (sizes from the first four
// bytes, at most 64x64, pixels from the rest) and compared with pixelmatch options taken from
// the input. Counts must stay within the pixels, an image must equal itself, and the diff
// image and strip must have the sizes they promise.
import FuzzDriver
import ImageDiff
import Raster

func image(_ bytes: ArraySlice<UInt8>, width: Int, height: Int) -> RGBAImage {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for (i, b) in bytes.prefix(pixels.count).enumerated() { pixels[i] = b }
    return RGBAImage(width: width, height: height, bytes: pixels)
}

func fuzzOne(_ input: UnsafeBufferPointer<UInt8>) {
    let bytes = Array(input)
    guard bytes.count >= 6 else { return }
    let w1 = Int(bytes[0] % 64) + 1, h1 = Int(bytes[1] % 64) + 1
    let w2 = Int(bytes[2] % 64) + 1, h2 = Int(bytes[3] % 64) + 1
    var options = DiffOptions()
    options.threshold = Double(bytes[4]) / 255
    options.includeAA = bytes[5] & 1 != 0
    options.exact = bytes[5] & 2 != 0
    options.background = bytes[5] & 4 != 0 ? .white : .checkerboard
    let rest = bytes[6...]
    let half = rest.count / 2
    let a = image(rest.prefix(half), width: w1, height: h1)
    let b = image(rest.suffix(rest.count - half), width: w2, height: h2)
    let result = ImageComparison.compare(a, b, options: options)
    // Images of different sizes are compared on their union canvas (the widest by the tallest),
    // every pixel outside the overlap counting as differing: that canvas bounds the count.
    precondition(result.diffPixels >= 0 && result.diffPixels <= max(w1, w2) * max(h1, h2))
    precondition(ImageComparison.compare(a, a, options: options).diffPixels == 0)
    let (drawn, diff) = ImageComparison.diffImage(a, b, options: options)
    precondition(drawn == result)
    if let strip = ImageComparison.boundedStrip(expected: a, diff: diff, actual: b) {
        let size = ImageComparison.stripSize(expected: a, diff: diff, actual: b)
        precondition(strip.width == size.width && strip.height == size.height)
    }
}

@main
enum Harness {
    static func main() { runFuzzer(fuzzOne) }
}
