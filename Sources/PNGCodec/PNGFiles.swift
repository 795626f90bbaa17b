extension PNGFile {
    /// The bytes of the file at `path`, read as `decode(contentsOf:)` reads them (same limits and
    /// errors), for callers that need the encoded bytes too, e.g. a golden's text chunk.
    ///
    /// ```swift
    /// let bytes = try PNGFile.readFile("__snapshots__/alert.png")
    /// let image = try PNGFile.decode(bytes, source: "__snapshots__/alert.png")
    /// ```
    public static func readFile(_ path: String) throws(PNGError) -> [UInt8] {
        try FileReader.readAll(path)
    }
}
