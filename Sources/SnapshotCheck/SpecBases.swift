import AlertModel
import Foundation

/// A found JSON file that found specs name in `extends` (directly or through a chain): a base, not
/// a spec, so it has no golden (docs/contract.md, "Bases are not specs").
public struct SpecBase: Sendable, Equatable {
    /// The file, as found.
    public var path: String
    /// The specs that extend it, sorted (through a chain: the specs at its ends).
    public var extendedBy: [String]
}

extension SpecDiscovery {
    /// The found files (specs or skipped) that the specs extend, unless named on the command line,
    /// with the specs that extend them; and the skipped files that are not bases. `bases[i]` are
    /// the bases `specs[i]` read (`AlertSpec.baseSpecs`).
    public func bases(extending bases: [[String]]) -> (bases: [SpecBase], skipped: [String]) {
        // Compared as real paths: a spec names its base relative to itself, discovery as found.
        func real(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        var extenders: [String: [String]] = [:]
        for (path, read) in zip(specs, bases) {
            for b in Set(read.map(real)) { extenders[b, default: []].append(path) }
        }
        let named = Set(self.named.map(real))
        // Each found file's real path once (resolving symlinks reads the file system), and its
        // extenders when it is a base.
        let found = (specs + skipped).compactMap { path -> (path: String, by: [String])? in
            let r = real(path)
            guard let by = extenders[r], !named.contains(r) else { return nil }
            return (path, by)
        }
        let basePaths = Set(found.map(\.path))
        let out = found.sorted { $0.path < $1.path }.map { base in
            // A base of a base is listed with the specs at the ends of the chains.
            SpecBase(path: base.path, extendedBy: base.by.filter { !basePaths.contains($0) }.sorted())
        }
        return (out, skipped.filter { !basePaths.contains($0) })
    }

    /// The found specs that are not bases of other found specs. `loaded[i]` is `specs[i]` as read
    /// (its `extends` chain is `baseSpecs`); a spec that does not load extends nothing here and
    /// reports its error where it is rendered.
    public func specsWithoutBases(loaded: [AlertSpec?]) -> [String] {
        let basePaths = Set(bases(extending: loaded.map { $0?.baseSpecs ?? [] }).bases.map(\.path))
        return specs.filter { !basePaths.contains($0) }
    }
}
