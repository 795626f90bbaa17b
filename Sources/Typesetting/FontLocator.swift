import Foundation

/// Errors raised while loading the bundled fonts.
public enum TypesettingError: Error, CustomStringConvertible, Sendable {
    /// No folder holding `Inter-Regular.otf` was found; `searched` lists the places tried.
    case fontsNotFound(searched: [String])
    /// A font file exists but FreeType or HarfBuzz could not open it.
    case fontLoadFailed(path: String, reason: String)

    /// One line for the CLI; for missing fonts it lists where it looked and names `ALERTSNAP_FONTS`.
    public var description: String {
        switch self {
        case .fontsNotFound(let searched):
            return
                "bundled fonts not found (looked for Fonts/ with Inter, IPAexGothic, Noto and WenQuanYi at their bundled sizes in: "
                + searched.joined(separator: ", ")
                + "). Set ALERTSNAP_FONTS to the folder holding the fonts."
        case .fontLoadFailed(let path, let reason):
            return "cannot load font \(path): \(reason)"
        }
    }
}

/// Finds the `Fonts/` folder at run time (rules in Fonts/README.md).
enum FontLocator {
    static let probeFile = "Inter-Regular.otf"

    /// Byte sizes of the bundled files (Fonts/README.md has their sha256). A folder is used only
    /// when every file is there at its size: another `Fonts/` folder up the tree, holding other
    /// versions of the same faces, would otherwise change every render without a word.
    static let expectedSizes: KeyValuePairs<String, Int> = [
        "Inter-Regular.otf": 258_992, "Inter-SemiBold.otf": 270_760, "Inter-Bold.otf": 271_436,
        "ipaexg.ttf": 6_099_900, "NotoSansArabicUI-Regular.ttf": 267_504, "NotoSansArabicUI-Bold.ttf": 279_468,
        "NotoSansHebrew-Regular.ttf": 26_892, "NotoSansHebrew-Bold.ttf": 27_156, "NotoSansThaiUI-Regular.ttf": 37_896,
        "NotoSansThaiUI-Bold.ttf": 38_824, "wqy-microhei.ttc": 5_177_387, "NotoColorEmoji.ttf": 10_980_856,
        "Inter-Medium.otf": 269_692, "Roboto-Regular.ttf": 305_608, "Roboto-Medium.ttf": 306_536,
        "Roboto-Bold.ttf": 306_940,
    ]

    static func holdsFonts(_ directory: String) -> Bool { mismatch(in: directory) == nil }

    /// Why `directory` does not hold the bundled fonts, or nil when it does.
    static func mismatch(in directory: String) -> String? {
        for (file, size) in expectedSizes {
            let path = (directory as NSString).appendingPathComponent(file)
            // Symbolic links (a packaged Fonts/ pointing at shared files) are followed.
            let target = (path as NSString).resolvingSymlinksInPath
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: target),
                let actual = (attributes[.size] as? NSNumber)?.intValue
            else { return "\(path) is missing" }
            if actual != size { return "\(path) is \(actual) bytes, not the bundled \(size)" }
        }
        return nil
    }

    /// `explicit` (from the initializer) wins, then `ALERTSNAP_FONTS`, then walking up from the
    /// executable and the current directory, then the repository derived from `#filePath`.
    static func locate(explicit: String?) throws -> String {
        var searched: [String] = []
        if let explicit {
            guard let problem = mismatch(in: explicit) else { return explicit }
            throw TypesettingError.fontsNotFound(searched: ["\(explicit) (\(problem))"])
        }
        if let env = ProcessInfo.processInfo.environment["ALERTSNAP_FONTS"], !env.isEmpty {
            guard let problem = mismatch(in: env) else { return env }
            throw TypesettingError.fontsNotFound(searched: ["ALERTSNAP_FONTS=\(env) (\(problem))"])
        }
        var starts: [String] = []
        if let exe = executableDirectory() { starts.append(exe) }
        starts.append(FileManager.default.currentDirectoryPath)
        for start in starts {
            var dir = URL(fileURLWithPath: start).standardizedFileURL
            while true {
                let candidate = dir.appendingPathComponent("Fonts").path
                if holdsFonts(candidate) { return candidate }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
            searched.append("\(start) and its parents")
        }
        // Sources/Typesetting/FontLocator.swift -> three levels up is the repository root.
        let repo = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidate = repo.appendingPathComponent("Fonts").path
        if holdsFonts(candidate) { return candidate }
        searched.append(candidate)
        throw TypesettingError.fontsNotFound(searched: searched)
    }

    private static func executableDirectory() -> String? {
        if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return (link as NSString).deletingLastPathComponent
        }
        if let path = Bundle.main.executablePath {
            return (path as NSString).deletingLastPathComponent
        }
        return nil
    }
}
