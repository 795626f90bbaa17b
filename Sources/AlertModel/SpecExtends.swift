import Foundation

/// `extends`: a spec laid over a base spec (docs/contract.md "Your own design").
///
/// The base is read first and the naming file's keys are laid over it: objects merge key by key,
/// everything else (strings, numbers, arrays, null) replaces. Relative paths inside a base
/// (images, fonts) resolve against the base's own folder. Errors in a base name the chain
/// (`a.json -> base.json: alert.width: ...`).
extension AlertSpec {
    /// Most bases a chain may have (`a -> b -> ... `): deeper is a mistake, not a design system.
    public static let maxExtendsDepth = 16

    static func parseSpecJSON(_ bytes: [UInt8], label: String) throws(SpecError) -> JSONValue {
        do {
            return try JSONParser.parse(bytes, dialect: .jsonc)
        } catch {
            throw SpecError(
                file: label, path: "",
                message: "invalid JSON at line \(error.line), column \(error.column): \(error.message)")
        }
    }

    /// `root` with its `extends` chain merged in and the `extends` key gone. `file` is the path of
    /// the file `root` came from (its folder anchors a relative base); `chain` names the files read
    /// so far, the first as the user named it; `bases` gains the path of every base read, nearest
    /// first. Every base is validated on its own as well, so a broken base is reported in the base,
    /// with the chain, not as an odd key of the spec over it.
    static func expandingExtends(
        _ root: JSONValue, file: String, chain: [String], bases: inout [String]
    ) throws(SpecError) -> JSONValue {
        guard case .object(let members) = root, let value = members.first(where: { $0.key == "extends" })?.value
        else { return root }
        let label = chain.joined(separator: " -> ")
        guard case .string(let named) = value else {
            throw SpecError(
                file: label, path: "extends", message: "expected a path to a base spec, got \(value.typeName)")
        }
        guard !named.isEmpty else { throw SpecError(file: label, path: "extends", message: "must not be empty") }
        let basePath = normalizedPath(named.hasPrefix("/") ? named : folder(of: file) + named)
        guard chain.count <= maxExtendsDepth else {
            throw SpecError(
                file: label, path: "extends", message: "more than \(maxExtendsDepth) bases in a chain (at \(basePath))")
        }
        let baseLabel = label + " -> " + basePath
        // A cycle is the same file reached again, however its path is spelt.
        let real = realPath(basePath)
        if let earlier = chain.first(where: { realPath($0) == real }) {
            throw SpecError(
                file: baseLabel, path: "", message: "extends a spec already in the chain (\(earlier)): a cycle")
        }
        let bytes = try readSpecFile(basePath, label: baseLabel)
        var base = try parseSpecJSON(bytes, label: baseLabel)
        guard case .object = base else {
            throw SpecError(file: baseLabel, path: "", message: "expected an object, got \(base.typeName)")
        }
        bases.append(basePath)
        base = try expandingExtends(base, file: basePath, chain: chain + [basePath], bases: &bases)
        _ = try decodeExpanded(base, file: baseLabel, anchor: basePath)
        base = rebasingPaths(base, onto: folder(of: named))
        let top = JSONValue.object(members.filter { $0.key != "extends" })
        guard case .object(var out) = merged(base, over: top) else { return top }
        // Fonts add up (a child naming its own font keeps the base's brand font); see `fonts`.
        if let fonts = accumulatedFonts(base.member("fonts"), top.member("fonts")),
            let i = out.firstIndex(where: { $0.key == "fonts" })
        {
            out[i].value = fonts
        }
        return .object(out)
    }

    /// `top` laid over `base`: objects merge key by key (the base's order first, new keys after),
    /// anything else in `top` replaces.
    static func merged(_ base: JSONValue, over top: JSONValue) -> JSONValue {
        guard case .object(var out) = base, case .object(let members) = top else { return top }
        for (key, value) in members {
            if let i = out.firstIndex(where: { $0.key == key }) {
                out[i].value = merged(out[i].value, over: value)
            } else {
                out.append((key, value))
            }
        }
        return .object(out)
    }

    /// `root` with the relative paths of the path-like keys of `SpecKey.table` prefixed by `folder`
    /// (which ends in "/", or is empty): a base's paths become relative to the folder of the spec
    /// that extends it.
    static func rebasingPaths(_ root: JSONValue, onto folder: String) -> JSONValue {
        guard !folder.isEmpty else { return root }
        var out = root
        for keys in SpecKey.pathLikePaths { out = rebasing(out, keys[...], onto: folder) }
        return out
    }

    /// `value` with the string at member path `keys` rebased; a key ending in `[]` is every element
    /// of that array.
    private static func rebasing(_ value: JSONValue, _ keys: ArraySlice<String>, onto folder: String) -> JSONValue {
        guard let first = keys.first else {
            if case .string(let p) = value, !p.isEmpty, !p.hasPrefix("/") { return .string(normalizedPath(folder + p)) }
            return value
        }
        let each = first.hasSuffix("[]")
        let key = each ? String(first.dropLast(2)) : first
        guard case .object(var members) = value, let i = members.firstIndex(where: { $0.key == key }) else {
            return value
        }
        if each {
            guard case .array(let items) = members[i].value else { return value }
            members[i].value = .array(items.map { rebasing($0, keys.dropFirst(), onto: folder) })
        } else {
            members[i].value = rebasing(members[i].value, keys.dropFirst(), onto: folder)
        }
        return .object(members)
    }

    /// The folder part of `path` with a trailing "/", or "" for a bare file name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// `path` with "." and "dir/.." segments taken out, kept relative when it was, so messages
    /// and the chain show `design/base.json` rather than `dialogs/../design/./base.json`.
    package static func normalizedPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    private static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

extension JSONValue {
    /// The value of `key` in an object; nil for a missing key or a value that is not an object.
    func member(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
