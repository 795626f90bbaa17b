import FontFaces
import Foundation
import Support

/// One face of a font file a spec names in `fonts`, registered under the family and weight of
/// its name and OS/2 tables (docs/contract.md "Your own design").
public struct FontFace: Sendable, Hashable {
    /// The spec key that named the file: `fonts[0]`, `fonts[1]`, ...
    public var key: String
    /// The file, relative to the working directory or absolute.
    public var path: String
    /// The face's index in the file (0 unless the file is a `.ttc` collection).
    public var index: Int
    /// Typographic family name (name ID 16), else the family name (name ID 1).
    public var family: String
    /// `OS/2.usWeightClass`, 1...1000 (400 when the font has no OS/2 table).
    public var weight: Int

    /// The index in `weights` (a family's faces) CSS font matching picks for `desired`: from 400
    /// to 500 the nearest at or above it up to 500, then below it, then above 500; under 400 the
    /// nearest at or below it, then above; over 500 the nearest at or above it, then below. Among
    /// equal weights the last wins (a child's font over its base's). nil when `weights` is empty.
    ///
    /// ```swift
    /// FontFace.nearest(to: 700, in: [400, 700])   // 1
    /// FontFace.nearest(to: 300, in: [400, 700])   // 0
    /// ```
    public static func nearest(to desired: Int, in weights: [Int]) -> Int? {
        func pick(_ include: (Int) -> Bool, lightest: Bool) -> Int? {
            var found: Int?
            for (i, w) in weights.enumerated() where include(w) {
                guard let f = found else {
                    found = i
                    continue
                }
                if lightest ? w <= weights[f] : w >= weights[f] { found = i }
            }
            return found
        }
        if desired >= 400 && desired <= 500 {
            return pick({ $0 >= desired && $0 <= 500 }, lightest: true) ?? pick({ $0 < desired }, lightest: false)
                ?? pick({ $0 > 500 }, lightest: true)
        }
        if desired < 400 {
            return pick({ $0 <= desired }, lightest: false) ?? pick({ $0 > desired }, lightest: true)
        }
        return pick({ $0 >= desired }, lightest: true) ?? pick({ $0 < desired }, lightest: false)
    }

    /// A face as `fonts` registers it.
    public init(key: String, path: String, index: Int, family: String, weight: Int) {
        self.key = key
        self.path = path
        self.index = index
        self.family = family
        self.weight = weight
    }
}

/// `fonts`: user TTF/OTF/TTC files, read only when a spec names them.
extension AlertSpec {
    /// Most files one spec (with its bases) may name in `fonts`.
    public static let maxFontFiles = 16
    /// Largest font file read, in bytes (a CJK collection is about 20 MB).
    public static let maxFontFileSize = 32 << 20
    /// Most faces all of a spec's font files may hold together.
    public static let maxFontFaces = 64

    /// Reads `fonts` (or another list of font files, `key`): file paths, each relative to
    /// `anchor`'s folder unless absolute.
    static func decodeFonts(_ r: SpecReader, anchor: String, key: String = "fonts") throws(SpecError) -> [URL] {
        guard let items = try r.array(key) else { return [] }
        guard items.count <= maxFontFiles else {
            throw r.fail(key, "\(items.count) files; at most \(maxFontFiles)")
        }
        var urls: [URL] = []
        for (i, item) in items.enumerated() {
            guard case .string(let path) = item else {
                throw SpecError(
                    file: r.file, path: "\(key)[\(i)]", message: "expected a path to a font file, got \(item.typeName)")
            }
            guard !path.isEmpty else {
                throw SpecError(file: r.file, path: "\(key)[\(i)]", message: "must not be empty")
            }
            let full = path.hasPrefix("/") ? path : normalizedPath(folder(of: anchor) + path)
            urls.append(URL(fileURLWithPath: full))
        }
        return urls
    }

    /// `fonts` of a base and of the spec over it together: a child adding a font keeps the base's
    /// (duplicates named once, at their first place).
    static func accumulatedFonts(_ base: JSONValue?, _ top: JSONValue?) -> JSONValue? {
        guard case .array(let low)? = base, case .array(let high)? = top else { return nil }
        var out: [JSONValue] = []
        for item in low + high where !out.contains(item) { out.append(item) }
        return .array(out)
    }

    /// The path a `fonts` URL stands for; one made from a relative path (Foundation bases it on
    /// the working directory) stays relative, as the spec wrote it, for messages.
    static func fontPath(_ url: URL) -> String {
        guard let base = url.baseURL else { return url.relativePath }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return base.standardizedFileURL.path == cwd.standardizedFileURL.path ? url.relativePath : url.path
    }

    /// Every face of every file in `fonts`, in order, read through `loader`; without one, only
    /// what needs no file is checked and there are no faces.
    func resolvedFonts(loader: SpecResourceLoader?, file: String) throws(SpecError) -> [FontFace] {
        guard fonts.count <= Self.maxFontFiles else {
            throw SpecError(file: file, path: "fonts", message: "\(fonts.count) files; at most \(Self.maxFontFiles)")
        }
        var faces: [FontFace] = []
        var seen: [String] = []
        for (i, url) in fonts.enumerated() {
            let key = "fonts[\(i)]"
            guard let (path, found) = try Self.fontFile(url, key: key, loader: loader, file: file) else { continue }
            if seen.contains(path) { continue }
            seen.append(path)
            for (index, face) in found.enumerated() {
                // As with `colors`, a shared design never silently changes what a built-in name means.
                if Self.bundledFontFamilies.contains(face.family) {
                    throw SpecError(
                        file: file, path: key,
                        message:
                            "\(path) is family \"\(face.family)\", a bundled family; a font file may not replace it")
                }
                faces.append(FontFace(key: key, path: path, index: index, family: face.family, weight: face.weight))
            }
            guard faces.count <= Self.maxFontFaces else {
                throw SpecError(
                    file: file, path: key, message: "the fonts hold more than \(Self.maxFontFaces) faces together")
            }
        }
        return faces
    }

    /// The path of a font file named by `key` and its faces read through `loader`; nil without a
    /// loader (only the URL is checked). Errors name `file` and `key`: `fonts[1]: Brand.ttf is not ...`.
    static func fontFile(_ url: URL, key: String, loader: SpecResourceLoader?, file: String) throws(SpecError)
        -> (path: String, faces: [OpenTypeNames.Face])?
    {
        guard url.isFileURL else {
            throw SpecError(file: file, path: key, message: "\(url.absoluteString) is not a file URL")
        }
        guard let loader else { return nil }
        let path = fontPath(url)
        do {
            return (path, try loader.fontFaces(path))
        } catch {
            throw SpecError(file: file, path: key, message: "\(path) \(error)")
        }
    }

    /// Checks that every style's `font` is a bundled or a registered family.
    func checkFontFamilies(_ faces: [FontFace], file: String) throws(SpecError) {
        var families = Self.bundledFontFamilies
        for face in faces where !families.contains(face.family) { families.append(face.family) }
        let styles = [
            ("alert.titleStyle", alert.titleStyle), ("alert.messageStyle", alert.messageStyle),
            ("alert.actionStyle", alert.actionStyle),
        ]
        for (key, style) in styles {
            guard let family = style?.font, !families.contains(family) else { continue }
            throw SpecError(
                file: file, path: key + ".font",
                message: "unknown font family \"\(family)\"; families: \(families.joined(separator: ", "))")
        }
    }
}

/// The faces of font files already read, by path, valid while the file keeps its identity,
/// size and modification time.
final class FontFileCache: Sendable {
    static let shared = FontFileCache()
    /// Bound on remembered files; past it the table starts over.
    private static let capacity = 256

    private struct Stamp: Equatable {
        var device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int
    }

    private let table = Locked<[String: (stamp: Stamp, faces: [OpenTypeNames.Face])]>([:])

    /// The faces in the font file at `path`: a regular file of at most `AlertSpec.maxFontFileSize`
    /// bytes (symbolic links followed), refused before it is read when it is a FIFO, device or folder.
    func faces(at path: String) throws(OpenTypeNames.Problem) -> [OpenTypeNames.Face] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw .cannotExamine(String(cString: strerror(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw info.st_mode & S_IFMT == S_IFDIR ? .folder : .notRegularFile
        }
        guard info.st_size <= AlertSpec.maxFontFileSize else {
            throw .tooLarge(mebibytes: AlertSpec.maxFontFileSize >> 20)
        }
        let stamp = Stamp(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
        if let hit = table.withLock({ $0[path] }), hit.stamp == stamp { return hit.faces }
        let bytes: [UInt8]
        do {
            bytes = try AlertSpec.readRegularFile(path, limit: AlertSpec.maxFontFileSize, label: path)
        } catch {
            throw .cannotRead(error.message)
        }
        let faces = try OpenTypeNames.faces(in: bytes)
        table.withLock { table in
            if table.count >= Self.capacity { table.removeAll() }
            table[path] = (stamp, faces)
        }
        return faces
    }
}
