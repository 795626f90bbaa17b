import Foundation
import SpecSyntax
import Support

extension StringCatalog {
    /// Catalog files larger than this are refused before reading: a large app's catalog is a few
    /// megabytes.
    public static let maxFileSize = 64 << 20
    /// Most `.lproj` folders read from one folder.
    public static let maxTables = 1000

    /// Reads the catalog at `path`: a `.xcstrings` String Catalog, a `.strings` table (with the
    /// `.stringsdict` of the same name beside it, if any), a `.stringsdict`, or a folder of
    /// `<locale>.lproj/Localizable.strings` (and `.stringsdict`) tables. Each file is read once
    /// per process while its size and modification time stay the same. Errors name the file
    /// and, inside it, the key path or line.
    ///
    /// A folder's source language is `en` when it has `en.lproj`, else its only table's language;
    /// `Base.lproj` counts as `en`. A lone `.strings` file takes the language of the `.lproj`
    /// folder it is in; outside one its language is unknown and it answers every locale.
    ///
    /// ```swift
    /// let catalog = try StringCatalog.load(path: "Fixtures/catalogs/Localizable.xcstrings")
    /// ```
    public static func load(path: String) throws(SpecError) -> StringCatalog {
        let files = try tableFiles(path)
        let stamps = files.map(Stamp.init)
        if let hit = cache.withLock({ $0[path] }), hit.stamps == stamps { return hit.catalog }
        let catalog = try read(path, files: files)
        cache.withLock { table in
            if table.count >= 256 { table.removeAll() }
            table[path] = (stamps, catalog)
        }
        return catalog
    }

    private struct Stamp: Equatable, Sendable {
        var path: String
        var size: Int
        var modified: Double
        init(_ path: String) {
            self.path = path
            let a = try? FileManager.default.attributesOfItem(atPath: path)
            size = (a?[.size] as? NSNumber)?.intValue ?? -1
            modified = (a?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        }
    }

    private static let cache = Locked<[String: (stamps: [Stamp], catalog: StringCatalog)]>([:])

    private static func isFolder(_ path: String) -> Bool? {
        var folder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &folder) else { return nil }
        return folder.boolValue
    }

    /// The files a catalog at `path` consists of, sorted: what digests and the cache watch.
    static func tableFiles(_ path: String) throws(SpecError) -> [String] {
        guard let folder = isFolder(path) else {
            throw SpecError(file: path, path: "", message: "no such catalog file or folder")
        }
        if !folder {
            if path.hasSuffix(".strings") {
                let dict = String(path.dropLast(".strings".count)) + ".stringsdict"
                return isFolder(dict) == false ? [path, dict] : [path]
            }
            guard path.hasSuffix(".xcstrings") || path.hasSuffix(".stringsdict") else {
                throw SpecError(
                    file: path, path: "",
                    message:
                        "is not a catalog; expected a .xcstrings, .strings or .stringsdict file or a folder of <locale>.lproj tables"
                )
            }
            return [path]
        }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
            throw SpecError(file: path, path: "", message: "cannot read the folder")
        }
        let lprojs = names.filter { $0.hasSuffix(".lproj") }.sorted()
        guard lprojs.count <= maxTables else {
            throw SpecError(file: path, path: "", message: "more than \(maxTables) .lproj folders")
        }
        var files: [String] = []
        let base = path.hasSuffix("/") ? path : path + "/"
        for l in lprojs {
            for table in ["Localizable.strings", "Localizable.stringsdict"] {
                let f = base + l + "/" + table
                if isFolder(f) == false { files.append(f) }
            }
        }
        guard !files.isEmpty else {
            throw SpecError(
                file: path, path: "", message: "holds no <locale>.lproj/Localizable.strings or .stringsdict table")
        }
        return files
    }

    private static func bytes(_ file: String) throws(SpecError) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: file) else {
            throw SpecError(file: file, path: "", message: "cannot read the file")
        }
        defer { try? handle.close() }
        let data: Data
        do { data = try handle.read(upToCount: maxFileSize + 1) ?? Data() } catch {
            throw SpecError(file: file, path: "", message: "cannot read the file")
        }
        guard data.count <= maxFileSize else {
            throw SpecError(file: file, path: "", message: "file is larger than \(maxFileSize >> 20) MiB")
        }
        return Array(data)
    }

    /// The language of the `.lproj` folder `file` is in (`Base` counts as `en`), if any.
    static func lprojLanguage(of file: String) -> LanguageTag? {
        let parts = file.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        let name = String(parts[parts.count - 2].dropLast(".lproj".count))
        return name == "Base" ? LanguageTag("en") : LanguageTag(name)
    }

    private static func read(_ path: String, files: [String]) throws(SpecError) -> StringCatalog {
        if files.count == 1, path.hasSuffix(".xcstrings") {
            return try XCStringsParser.parse(try bytes(path), file: path)
        }
        var entries: [String: Entry] = [:]
        var languages: Set<LanguageTag> = []
        let folder = isFolder(path) == true
        for file in files {
            let language: LanguageTag
            if folder {
                guard let l = lprojLanguage(of: file) else {
                    throw SpecError(file: file, path: "", message: "the folder's name is not a language tag")
                }
                language = l
            } else {
                language = lprojLanguage(of: file) ?? undetermined
            }
            languages.insert(language)
            // `Base.lproj` and `en.lproj` both count as en: en.lproj, read after Base, wins; a
            // `.stringsdict` entry, read after the `.strings` of its folder, wins as in Foundation.
            if file.hasSuffix(".stringsdict") {
                for (key, l) in try StringsDictParser.parse(try bytes(file), file: file) {
                    entries[key, default: Entry()].localizations[language] = l
                }
            } else {
                for (key, value) in try StringsFileParser.parse(try bytes(file), file: file) {
                    let origin = "\(file): \(JSONValue.quoted(key))"
                    entries[key, default: Entry()].localizations[language] = Localization(
                        value: .text(value), origin: origin)
                }
            }
        }
        let source: LanguageTag?
        if !folder {
            source = languages.first == undetermined ? nil : languages.first
        } else if let en = LanguageTag("en"), languages.contains(en) {
            source = en
        } else if languages.count == 1 {
            source = languages.first
        } else {
            throw SpecError(
                file: path, path: "",
                message: "cannot tell the source language: no en.lproj or Base.lproj among \(languages.count) languages"
            )
        }
        return StringCatalog(sourceLanguage: source, files: files, entries: entries)
    }
}
