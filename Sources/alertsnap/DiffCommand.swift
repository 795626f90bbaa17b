import ImageDiff
import PNGCodec
import SnapshotCheck
import Support

/// `alertsnap diff EXPECTED.png ACTUAL.png [-o DIFF.png] [--strip STRIP.png] [--threshold T]
/// [--max-diff-pixels N] [--max-diff-ratio R] [--include-aa] [--background checkerboard|white]
/// [--exact] [--json]`: exit 0 within tolerance, 1 over it, 2 on bad input.
func runDiff(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .diff)
    guard a.positional.count == 2 else {
        throw CommandDescription.diff.usageError
    }
    // Every output is checked before the comparison writes the first one, so a bad --strip
    // path does not leave a fresh -o image behind.
    for path in [a.value("output"), a.value("strip")].compactMap({ $0 }) {
        try AtomicFile.checkWritable(path)
    }
    let request = FileDiff.Request(
        expected: a.positional[0], actual: a.positional[1], policy: try comparisonPolicy(a),
        diffImage: a.value("output"), strip: a.value("strip"))
    let outcome = try FileDiff.run(request)
    if a.flags.contains("json") {
        print(outcome.result.jsonString)
    } else {
        print(outcome.result.summaryLine)
    }
    return outcome.passed ? 0 : 1
}

/// `--threshold`, `--max-diff-pixels`, `--max-diff-ratio`, `--include-aa`, `--background`, `--exact`.
func comparisonPolicy(_ a: Arguments) throws -> ComparisonPolicy {
    var options = DiffOptions()
    if let t = try a.double("threshold", in: 0...1) { options.threshold = t }
    options.includeAA = a.flags.contains("include-aa")
    options.exact = a.flags.contains("exact")
    if let b = a.value("background") {
        switch b {
        case "checkerboard": options.background = .checkerboard
        case "white": options.background = .white
        default:
            throw UsageError("--background: unknown value \"\(b)\"; expected checkerboard, white")
        }
    }
    let tolerance = SnapshotTolerance(
        maxDiffPixels: try a.int("max-diff-pixels", in: 0...Int.max),
        maxDiffRatio: try a.double("max-diff-ratio", in: 0...1))
    // Given explicitly, a tolerance applies as given (`check --compare auto` would else be exact).
    let explicit = a.value("threshold") != nil || a.value("max-diff-pixels") != nil || a.value("max-diff-ratio") != nil
    return ComparisonPolicy(options: options, tolerance: tolerance, toleranceIsExplicit: explicit)
}
