#if canImport(Glibc)
    import Glibc
#endif

/// A 1-D Gaussian filter for lines of SIMD4<Float> pixels (or SIMD16<Float>: four at once).
struct GaussianLineFilter {
    enum Method {
        case kernel([Float])  // weights for offsets -R...R
        case boxes([(radius: Int, alpha: Float, norm: Float)])
    }
    let method: Method
    /// Padding needed on each side of a line.
    let support: Int

    static let boxPasses = 8

    init(sigma: Double) {
        if sigma < 4.5 {
            let r = max(1, Int((4 * sigma).rounded(.up)))
            var w = (-r...r).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
            let total = w.reduce(0, +)
            w = w.map { $0 / total }
            method = .kernel(w.map { Float($0) })
            support = r
        } else {
            let n = GaussianLineFilter.boxPasses
            let v = sigma * sigma / Double(n)
            // Largest integer radius r whose plain box variance r(r+1)/3 does not exceed v,
            // then end taps alpha at +-(r+1) bring the variance to exactly v.
            var r = 0
            while Double((r + 1) * (r + 2)) / 3 <= v { r += 1 }
            let sumSquares = Double(r * (r + 1) * (2 * r + 1)) / 3  // 2 * sum k^2, k = 1...r
            let alpha = (v * Double(2 * r + 1) - sumSquares) / (2 * Double((r + 1) * (r + 1)) - 2 * v)
            let norm = 1 / (Double(2 * r + 1) + 2 * alpha)
            method = .boxes(Array(repeating: (r, Float(alpha), Float(norm)), count: n))
            support = n * (r + 1)
        }
    }

    /// Filters `padded` (n + 2 * support values, ends already clamp-extended) and writes the n
    /// results to `out`. `scratch` holds at least n + 2 * support values. Each lane of `V` is
    /// filtered independently with the same operations, so four columns at once give exactly
    /// the values of one at a time.
    @inline(__always)
    func run<V: SIMD>(
        padded: UnsafeMutablePointer<V>, scratch: UnsafeMutablePointer<V>, count n: Int, out: UnsafeMutablePointer<V>
    ) where V.Scalar == Float {
        switch method {
        case .kernel(let w):
            w.withUnsafeBufferPointer { wp in
                let taps = wp.count
                for i in 0..<n {
                    var acc = V(repeating: 0)
                    let src = padded + i
                    for k in 0..<taps { acc += wp[k] * src[k] }
                    out[i] = acc
                }
            }
        case .boxes(let passes):
            var src = padded
            var dst = scratch
            var lo = 0
            var hi = n + 2 * support
            for (index, pass) in passes.enumerated() {
                let r = pass.radius
                let start = lo + r + 1
                let end = hi - r - 1
                // The last pass writes straight to the output.
                let last = index == passes.count - 1
                let target = last ? out - start : dst
                var s = V(repeating: 0)
                for k in (start - r)...(start + r) { s += src[k] }
                let alpha = pass.alpha
                let norm = pass.norm
                for i in start..<end {
                    target[i] = (s + alpha * (src[i - r - 1] + src[i + r + 1])) * norm
                    s += src[i + r + 1] - src[i - r]
                }
                lo = start
                hi = end
                swap(&src, &dst)
            }
        }
    }
}
