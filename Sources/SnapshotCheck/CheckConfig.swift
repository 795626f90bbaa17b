import AlertModel
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The optional `alertsnap.json` of a folder of specs: which files are specs, which are not, where
/// goldens go and how strict the comparison is. Each spec is under the nearest one at its folder or
/// above it, up to the repository root (the folder holding `.git`), whether its folder or the spec
/// itself was named (`ProjectSettings` says what it means for the spec).
///
/// ```jsonc
/// {"specs": ["dialogs/**/*.json"], "exclude": ["**/drafts/*"], "golden": "goldens", "threshold": 0.05,
///  "lint": {"rules": {"contrast": "warning"}}}
/// ```
///
/// Globs and `golden` are relative to the file's folder; `*` and `?` stay within one path
/// segment, `**` spans any number of them. Command-line options win over the file.
public struct CheckConfig: Sendable, Equatable {
    /// The config file's name.
    public static let fileName = "alertsnap.json"

    /// The file this was read from.
    public var path: String
    /// Its folder, which globs and `golden` are relative to.
    public var folder: String
    /// When set, only files matching one of these globs are specs (whatever their content).
    public var specs: [String]?
    /// Files matching one of these globs are never specs.
    public var exclude: [String]
    /// All goldens in this folder (relative to `folder`), as `--golden`.
    public var golden: String?
    /// Pixelmatch threshold, as `--threshold`.
    public var threshold: Double?
    /// Exact or with the tolerance, as `--compare` (`"auto"`, `"exact"`, `"tolerant"`).
    public var compare: CompareMode?
    /// `crop` of every spec that sets none (`"screen"` or `"alert"`); `--crop` overrides both.
    public var crop: CropMode?
    /// `ios` of every spec that sets none (18 or 26); `--ios` overrides both.
    public var ios: IOSVersion?
    /// `platform` of every spec that sets none (`"ios"` or `"android"`); `--platform` overrides both.
    public var platform: Platform?
    /// `android` of every spec that sets none (`"material3"`, `"material3-views"`, `"appcompat"`);
    /// `--android` overrides both.
    public var android: AndroidLook?
    /// `api` of every iOS 26 spec that sets none (`"uikit"` or `"swiftui"`).
    public var api: IOSAPI?
    /// `systemFonts` of every spec that names none: font files, relative to `folder`, the system
    /// look sets its text in instead of Inter.
    public var systemFonts: SystemFontFiles?
    /// Variants of every spec found under this config (a spec's own `variants` and `--vary` win key by key).
    public var variants = VariantSet()
    /// `lint.rules`: design lint levels under every spec's own (`--lint-rule` wins over both).
    public var lintRules = LintRuleLevels()

    /// Reads and validates the config at `path`; errors name the file and key.
    public static func load(_ path: String) throws(CheckError) -> CheckConfig {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CheckError("\(path): cannot read the file")
        }
        let root: JSONValue
        do { root = try JSONParser.parse(Array(data), dialect: .jsonc) } catch {
            throw CheckError("\(path): invalid JSON at line \(error.line), column \(error.column): \(error.message)")
        }
        guard case .object(let members) = root else { throw CheckError("\(path): expected an object") }
        var config = CheckConfig(
            path: path, folder: SpecDiscovery.directory(of: path), specs: nil, exclude: [], golden: nil,
            threshold: nil)
        let known = [
            "specs", "exclude", "golden", "threshold", "compare", "variants", "lint", "crop", "ios", "platform",
            "android", "api", "systemFonts",
        ]
        func strings(_ key: String, _ value: JSONValue) throws(CheckError) -> [String] {
            guard case .array(let items) = value else {
                throw CheckError("\(path): \(key): expected an array of globs")
            }
            var out: [String] = []
            for (i, item) in items.enumerated() {
                guard case .string(let s) = item, !s.isEmpty else {
                    throw CheckError("\(path): \(key)[\(i)]: expected a non-empty glob string")
                }
                out.append(s)
            }
            return out
        }
        for (key, value) in members {
            switch key {
            case "specs": config.specs = try strings(key, value)
            case "exclude": config.exclude = try strings(key, value)
            case "golden":
                guard case .string(let s) = value, !s.isEmpty else {
                    throw CheckError("\(path): golden: expected a folder path")
                }
                config.golden = s.hasPrefix("/") ? s : SpecDiscovery.join(config.folder, s)
            case "threshold":
                guard case .number(let t) = value, (0...1).contains(t) else {
                    throw CheckError("\(path): threshold: expected a number in 0...1")
                }
                config.threshold = t
            case "compare":
                guard case .string(let s) = value else {
                    throw CheckError("\(path): compare: expected \"auto\", \"exact\" or \"tolerant\"")
                }
                config.compare = try CompareMode(parsing: s, source: "\(path): compare")
            case "variants":
                do { config.variants = try VariantSet(json: value, file: path, path: "variants") } catch {
                    throw CheckError(error.description)
                }
            case "crop":
                guard case .string(let s) = value, let crop = CropMode(rawValue: s) else {
                    throw CheckError("\(path): crop: expected \"screen\" or \"alert\"")
                }
                config.crop = crop
            case "ios":
                guard case .number(let n) = value, let ios = IOSVersion(number: n) else {
                    throw CheckError("\(path): ios: expected \(IOSVersion.valueList.replacingOccurrences(of: ", ", with: " or "))")
                }
                config.ios = ios
            case "platform":
                guard case .string(let s) = value, let platform = Platform(rawValue: s) else {
                    throw CheckError(
                        "\(path): platform: expected \(Platform.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or "))")
                }
                config.platform = platform
            case "android":
                guard case .string(let s) = value, let android = AndroidLook(rawValue: s) else {
                    throw CheckError(
                        "\(path): android: expected \(AndroidLook.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
                }
                config.android = android
            case "api":
                guard case .string(let s) = value, let api = IOSAPI(rawValue: s) else {
                    throw CheckError(
                        "\(path): api: expected \(IOSAPI.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or "))")
                }
                config.api = api
            case "systemFonts":
                guard case .array(let items) = value else {
                    throw CheckError("\(path): systemFonts: expected an array of font file paths")
                }
                guard items.count <= AlertSpec.maxFontFiles else {
                    throw CheckError("\(path): systemFonts: \(items.count) files; at most \(AlertSpec.maxFontFiles)")
                }
                var urls: [URL] = []
                for (i, item) in items.enumerated() {
                    guard case .string(let s) = item, !s.isEmpty else {
                        throw CheckError("\(path): systemFonts[\(i)]: expected a non-empty path to a font file")
                    }
                    urls.append(URL(fileURLWithPath: s.hasPrefix("/") ? s : SpecDiscovery.join(config.folder, s)))
                }
                config.systemFonts = SystemFontFiles(file: path, urls: urls)
            case "lint":
                do { config.lintRules = try LintRuleLevels(json: value, file: path, path: "lint") } catch {
                    throw CheckError(error.description)
                }
            default:
                let hint = AlertSpec.nearestName(to: key, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
                throw CheckError("\(path): \(key): unknown key\(hint) (expected \(known.joined(separator: ", ")))")
            }
        }
        return config
    }

    /// The nearest `alertsnap.json` at `folder` or above it, stopping at the folder holding `.git`.
    public static func nearest(to folder: String) throws(CheckError) -> CheckConfig? {
        var dir = URL(fileURLWithPath: folder).standardizedFileURL
        let fm = FileManager.default
        while true {
            let candidate = dir.appendingPathComponent(fileName).path
            if fm.fileExists(atPath: candidate) {
                // Relative to the searched folder, so messages and globs read as the user typed them;
                // a config above it but inside the current folder relative to that, so a named spec's
                // goldens read as a searched folder's would.
                let shown = relative(candidate, to: folder)
                return try load(shown.hasPrefix("/") ? relative(candidate, to: ".") : shown)
            }
            if fm.fileExists(atPath: dir.appendingPathComponent(".git").path) { return nil }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { return nil }
            dir = parent
        }
    }

    /// Whether `file` (a path as found under `folder`) is a spec by this config's globs: `nil` when
    /// the config has no say (no `specs` list and not excluded), so the content decides.
    func decides(_ file: String) -> Bool? {
        let relative = Self.relative(file, to: folder, fromAbsolute: true)
        if exclude.contains(where: { Self.glob($0, matches: relative) }) { return false }
        guard let specs else { return nil }
        return specs.contains { Self.glob($0, matches: relative) }
    }

    /// `the "specs" globs ["dialogs/**"] of proj/alertsnap.json (and its "exclude" [...]) match
    /// none of them`: why this file's globs refuse JSON files, for a search that found no spec.
    var refusal: String {
        func list(_ globs: [String]) -> String { "[" + globs.map { JSONValue.quoted($0) }.joined(separator: ", ") + "]" }
        var parts: [String] = []
        if let specs { parts.append("\"specs\" \(list(specs)) matches none") }
        if !exclude.isEmpty { parts.append("\"exclude\" \(list(exclude)) leaves them out") }
        return "\(path): " + parts.joined(separator: ", or ")
    }

    /// `path` relative to `base` when it lies below it: an absolute `path` under an absolute
    /// standardized `base` (`fromAbsolute`), else the textual form given.
    static func relative(_ path: String, to base: String, fromAbsolute: Bool = false) -> String {
        let full = SpecDiscovery.absolute(path)
        let root = SpecDiscovery.absolute(base)
        if full == root { return "." }
        if full.hasPrefix(root == "/" ? "/" : root + "/") {
            let rest = String(full.dropFirst(root == "/" ? 1 : root.count + 1))
            if fromAbsolute { return rest }
            return base == "." ? rest : SpecDiscovery.join(base, rest)
        }
        if fromAbsolute { return full }
        // Above the searched folder: name it by its absolute path.
        return full
    }

    /// Glob matching on `/`-separated segments: `**` matches any number of segments (none too).
    static func glob(_ pattern: String, matches path: String) -> Bool {
        let p = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let s = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        func match(_ i: Int, _ j: Int) -> Bool {
            if i == p.count { return j == s.count }
            if p[i] == "**" {
                for k in j...s.count where match(i + 1, k) { return true }
                return false
            }
            guard j < s.count, fnmatch(p[i], s[j], 0) == 0 else { return false }
            return match(i + 1, j + 1)
        }
        return match(0, 0)
    }
}
