import Foundation
import ImageDiff
import Raster

// How a comparison is put in words: the counts, the share, the changed area, what a tolerance let
// through.
extension GoldenVerifier {
    /// `2239 pixels differ (max 100000)`: how far a pass within `tolerance` is from the golden.
    static func withinTolerance(_ result: DiffResult, _ tolerance: SnapshotTolerance) -> String {
        var limits: [String] = []
        if let n = tolerance.maxDiffPixels { limits.append("max \(n)") }
        if let r = tolerance.maxDiffRatio { limits.append("max ratio \(r)") }
        let counted = result.diffPixels == 1 ? "1 pixel differs" : "\(result.diffPixels) pixels differ"
        return limits.isEmpty ? counted : "\(counted) (\(limits.joined(separator: ", ")))"
    }

    /// `120 of 3013524 pixels differ (0.004 %), max delta 0.42, in 30x10 at (12, 40)`, or the two
    /// sizes when they differ.
    public static func describe(
        _ result: DiffResult, expected: RGBAImage? = nil, actual: RGBAImage? = nil
    ) -> String {
        var text = ""
        if result.sizeMismatch {
            if let expected, let actual {
                text =
                    "size \(actual.width)x\(actual.height) instead of \(expected.width)x\(expected.height); "
            } else {
                text = "sizes differ; "
            }
        }
        text +=
            "\(result.diffPixels) of \(result.totalPixels) pixels differ (\(percent(result.ratio)))"
        text += ", max delta \(rounded(result.maxDelta, places: 3))"
        if let b = result.bounds { text += ", in \(b.width)x\(b.height) at (\(b.x), \(b.y))" }
        if result.aaPixels > 0 { text += ", \(result.aaPixels) anti-aliased pixels ignored" }
        return text
    }

    static func percent(_ ratio: Double) -> String {
        let p = ratio * 100
        if p == 0 { return "0 %" }
        if p < 0.001 { return "<0.001 %" }
        return "\(rounded(p, places: 3)) %"
    }

    static func rounded(_ value: Double, places: Int) -> String {
        let scale = pow(10, Double(places))
        let r = (value * scale).rounded() / scale
        return r == r.rounded() ? String(Int(r)) : "\(r)"
    }
}
