/// Why a spec that validated cannot be rendered (a file it names is missing or corrupt, the fonts
/// cannot be loaded) or its render cannot be written. `description` is one line naming the file
/// where there is one.
///
/// ```swift
/// do { _ = try renderer.render(spec) } catch {
///     if case .unusableInput(_, let key, _) = error { print("fix \(key) in the spec") }
/// }
/// ```
public enum RenderError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A file the spec names cannot be used: `key` is its key path (`presenting.image`,
    /// `alert.icon.image`, `alert.actions[0].image.image`, `alert.content.image`, `fonts[0]`),
    /// `source` the spec's file (or its name when it has none), `problem` what reading the file
    /// said, usually starting with its path.
    case unusableInput(source: String, key: String, problem: String)
    /// The bundled fonts (`Fonts/`) could not be loaded, so nothing can be typeset.
    case bundledFontsUnavailable(reason: String)
    /// A bundled font could not be read for the golden's record of the environment; `reason` is
    /// nil when its digest never came back.
    case bundledFontUnreadable(path: String, reason: String?)
    /// The canvas of the snapshot `name` could not be encoded as PNG.
    case encodingFailed(name: String, reason: String)
    /// The record could not be added to the PNG as its text chunk.
    case taggingFailed(reason: String)
    /// The output `path` (`render -o`) cannot take the render.
    case unusableOutput(path: String, problem: OutputProblem)
    /// A contact sheet would be `width` x `height` pixels, larger than a PNG reader accepts
    /// (`maxSide` a side, `maxPixels` in all).
    case sheetTooLarge(width: Int, height: Int, maxSide: Int, maxPixels: Int)

    /// What is wrong with an output path.
    public enum OutputProblem: Equatable, Sendable {
        /// A `.png` file name given for more than one spec.
        case oneFileForSeveralSpecs
        /// An existing file that is not a `.png` (alertsnap writes only PNG files and folders).
        case existingFileNotPNG
        /// A name with another extension that is no existing folder.
        case otherExtension
    }

    /// One line naming the file and what went wrong.
    public var description: String {
        switch self {
        case .unusableInput(let source, let key, let problem):
            return "\(source): \(key): \(problem)"
        case .bundledFontsUnavailable(let reason):
            return "cannot load the bundled fonts: \(reason)"
        case .bundledFontUnreadable(let path, let reason?):
            return "cannot read bundled font \(path): \(reason)"
        case .bundledFontUnreadable(let path, nil):
            return "cannot read bundled font \(path)"
        case .encodingFailed(let name, let reason):
            return "\(name): cannot encode PNG: \(reason)"
        case .taggingFailed(let reason):
            return "cannot tag PNG: \(reason)"
        case .unusableOutput(let path, .oneFileForSeveralSpecs):
            return "-o \(path): several specs need an output directory, not a .png file"
        case .unusableOutput(let path, .existingFileNotPNG):
            return "-o \(path): not a .png file name and not a folder (alertsnap writes PNG files)"
        case .unusableOutput(let path, .otherExtension):
            return "-o \(path): not a .png file name and not an existing folder (alertsnap writes PNG files)"
        case .sheetTooLarge(let width, let height, let maxSide, let maxPixels):
            return "the sheet would be \(width)x\(height) px (at most \(maxSide) a side and \(maxPixels / 1_000_000) "
                + "megapixels); use fewer cells, fewer --columns or a smaller --cell-height"
        }
    }
}
