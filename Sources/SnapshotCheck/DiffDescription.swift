import ImageDiff

extension DiffResult {
    /// One human line: `identical`, or the counts, maximum delta and changed area.
    ///
    /// ```swift
    /// print(ImageComparison.compare(a, b).summaryLine)  // "12 of 100 pixels differ (12 %), max delta 0.5, in 4x3 at (1, 2)"
    /// ```
    public var summaryLine: String {
        if identical { return "identical (\(totalPixels) pixels)" }
        if diffPixels == 0 && !sizeMismatch {
            return "no visible difference: 0 of \(totalPixels) pixels over the threshold"
                + (aaPixels > 0 ? ", \(aaPixels) anti-aliased pixels ignored" : "")
        }
        return GoldenVerifier.describe(self)
    }
}
