import AlertModel
import Foundation
import PNGCodec
import Support

/// Renders many spec files to PNG files in parallel, as `alertsnap render` does: every good spec
/// is written (atomically), every bad one reported, and the results come back in input order
/// whatever the number of threads.
///
/// ```swift
/// let batch = BatchRender(renderer: try AlertRenderer(), overrides: SpecOverrides(appearance: .dark))
/// for case .failed(let message) in batch.run(["save.json", "delete.json"], to: .directory("out")) {
///     print(message)
/// }
/// ```
public struct BatchRender {
    /// What happened to one spec.
    public enum Outcome: Sendable {
        /// The PNG was written, atomically, at `path`.
        case written(path: String)
        /// Nothing was written: `message` is the one-line error naming the spec file.
        case failed(message: String)
    }

    /// Renders every spec; shared by all worker threads.
    public let renderer: AlertRenderer
    /// Command-line overrides applied to every spec (`--device`, `--appearance`, `--time`, `--phase`).
    public let overrides: SpecOverrides
    /// `--vary` lists laid over each spec's own `variants`: every variant is a PNG of its own,
    /// `<name>.<key>=<value>....png`.
    public let vary: VariantSet
    /// The variants and overrides a spec file is resolved with: by default `overrides` and no
    /// variants beyond the spec's own; `render` gives each spec its project's `alertsnap.json`
    /// defaults under the command line's, as `check` resolves it.
    public var resolution: @Sendable (_ specPath: String) -> (under: VariantSet, overrides: SpecOverrides)

    /// A batch that renders with `renderer`, applying `overrides` to every spec and rendering
    /// every variant (the spec's `variants` with `vary` laid over them).
    public init(renderer: AlertRenderer, overrides: SpecOverrides = SpecOverrides(), vary: VariantSet = VariantSet()) {
        self.renderer = renderer
        self.overrides = overrides
        self.vary = vary
        resolution = { _ in (VariantSet(), overrides) }
    }

    /// Where a spec's PNG goes: `file` for a single explicit output, else `<directory>/<name>.png`.
    public enum Destination: Sendable {
        /// One output file, as `render SPEC -o OUT.png`.
        case file(String)
        /// An output folder, as `render SPEC... -o DIR`; created only when a file is written into it.
        case directory(String)

        /// docs/contract.md's rule for `-o`: a path ending in `.png` is the file of a single spec; any
        /// other path is a folder; none is the current folder.
        public init(output: String?, specCount: Int) throws(RenderError) {
            guard let output else {
                self = .directory(".")
                return
            }
            if output.hasSuffix(".png") {
                guard specCount == 1 else {
                    throw .unusableOutput(path: output, problem: .oneFileForSeveralSpecs)
                }
                self = .file(output)
                return
            }
            // `-o out.jpg` must not quietly become a folder named `out.jpg`: a name with another
            // extension is refused unless such a folder already exists.
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder)
            if exists && !isFolder.boolValue {
                throw .unusableOutput(path: output, problem: .existingFileNotPNG)
            }
            let last = output.split(separator: "/").last.map(String.init) ?? output
            if !exists, let dot = last.lastIndex(of: "."), dot != last.startIndex, last != "..",
                last[last.index(after: dot)...].allSatisfy({ $0.isLetter || $0.isNumber }),
                last.index(after: dot) != last.endIndex
            {
                throw .unusableOutput(path: output, problem: .otherExtension)
            }
            self = .directory(output)
        }
    }

    /// Renders `specPaths`; with `.directory`, two specs with the same name is an error for the later one.
    public func run(_ specPaths: [String], to destination: Destination, jobs: Int = System.coreCount) -> [Outcome] {
        runNamingSpecs(specPaths, to: destination, jobs: jobs).map(\.outcome)
    }

    /// `run`, each outcome with the spec file it came from: a spec with `variants` has one outcome
    /// per variant (in the order of `AlertSpec.resolvedVariants`), an invalid spec one.
    public func runNamingSpecs(_ specPaths: [String], to destination: Destination, jobs: Int = System.coreCount)
        -> [(spec: String, outcome: Outcome)]
    {
        // Load and resolve first (cheap, serial) so name clashes are found deterministically.
        var preparing: [(path: String, job: Result<(ResolvedSpec, String), SpecError>)] = []
        var claimed: [String: String] = [:]
        for path in specPaths {
            do throws(SpecError) {
                let (base, specOverrides) = resolution(path)
                let variants = try AlertSpec.load(path: path).resolvedVariants(
                    under: base, adding: vary, overrides: specOverrides)
                var outputs: [(ResolvedSpec, String)] = []
                var mine: [String: String] = [:]
                for spec in variants {
                    let out: String
                    switch destination {
                    case .file(let f):
                        guard variants.count == 1 else {
                            throw SpecError(
                                file: path, path: "variants",
                                message: "\(variants.count) variants need an output folder (-o DIR), not the file \(f)")
                        }
                        out = f
                    case .directory(let d): out = (d.hasSuffix("/") ? d : d + "/") + spec.fileStem + ".png"
                    }
                    if let other = claimed[out] ?? mine[out] {
                        throw SpecError(
                            file: path, path: "name",
                            message: "output \(out) is also the output of \(other); give one of them another \"name\"")
                    }
                    mine[out] = path
                    outputs.append((spec, out))
                }
                // A spec's variants are all rendered or, when one cannot be, none.
                claimed.merge(mine) { a, _ in a }
                preparing += outputs.map { (path, .success($0)) }
            } catch {
                preparing.append((path, .failure(error)))
            }
        }
        let prepared = preparing
        let renderer = self.renderer
        let variant = overrides.variantEntries
        let workers = max(1, min(jobs, prepared.count))
        // With several renders at once, each PNG is compressed on its own thread: no cores² threads.
        let encoderThreads = workers > 1 ? 1 : 0
        // `jobs` workers take specs in order; each result lands in its own slot, so output order
        // and bytes never depend on the number of workers.
        let results = parallelMap(count: prepared.count, jobs: workers) { i -> Outcome in
            switch prepared[i].job {
            case .failure(let e):
                return .failed(message: e.description)
            case .success(let (spec, out)):
                // A render error names the spec already; a write error gets its path in front.
                let png: [UInt8]
                do throws(RenderError) {
                    png = try renderer.renderSnapshotPNG(spec, variant: variant, encoderThreads: encoderThreads)
                } catch {
                    return .failed(message: error.description)
                }
                do {
                    try createParentDirectory(of: out)
                    try AtomicFile.write(png, to: out)
                    return .written(path: out)
                } catch {
                    return .failed(message: "\(prepared[i].path): \(error)")
                }
            }
        }
        return zip(prepared, results).map { ($0.path, $1) }
    }
}

/// Creates the folder a file goes into (for `render -o DIR`), only once something is written there.
private func createParentDirectory(of path: String) throws {
    let parent = (path as NSString).deletingLastPathComponent
    guard !parent.isEmpty else { return }
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
}

/// Machine facts the batch runners need.
public enum System {
    /// Online processor cores (at least 1).
    public static var coreCount: Int {
        #if canImport(Glibc)
            return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
            return 1
        #endif
    }
}

#if canImport(Glibc)
    import Glibc
#endif
