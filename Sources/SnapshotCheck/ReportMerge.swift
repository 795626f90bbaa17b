import AlertModel
import DesignLint
import Foundation
import ImageDiff
import PNGCodec
import Raster
import Support

/// `alertsnap merge-reports DIR... --report OUT [--junit FILE]`: the reports of several
/// `check --shard I/N --report DIR` runs joined into one, as if one run had checked every spec.
///
/// Each folder's `summary.json` is read back; the shards must come from the same run (same spec
/// count, record mode and N) and cover every shard once. Failure images are copied into
/// `OUT/images/` (their names start with the spec's position in the sorted list, so shards never
/// clash), and `OUT/index.html`, `OUT/summary.json` and the JUnit file are written from the merged
/// results. The merged report's exit code is what a single run over all specs would have returned.
///
/// ```swift
/// let merged = try ReportMerge.merge(["shard-1", "shard-2"], into: "report", junit: "junit.xml")
/// exit(merged.exitCode)
/// ```
public enum ReportMerge {
    /// Merges the reports in `folders` into `output`; throws `CheckError` for a folder without a
    /// readable summary, shards of different runs, or a shard missing or given twice.
    public static func merge(_ folders: [String], into output: String, junit: String? = nil) throws(CheckError)
        -> CheckReport
    {
        guard !folders.isEmpty else { throw CheckError("no report folders given") }
        if let junit { try ReportFiles.checkWritable(junit, option: "--junit") }
        var parts: [Part] = []
        for folder in folders { parts.append(try Part(folder: folder)) }
        let first = parts[0]
        var seen: [Int: String] = [:]
        for part in parts {
            guard part.totalSpecs == first.totalSpecs, part.record == first.record,
                part.shard?.count == first.shard?.count
            else {
                throw CheckError(
                    "\(part.folder): not a shard of the same run as \(first.folder) (specs, record mode or shard count differ)"
                )
            }
            let index = part.shard?.index ?? 1
            if let other = seen[index] { throw CheckError("\(part.folder): shard \(index) is also \(other)") }
            seen[index] = part.folder
        }
        let count = first.shard?.count ?? 1
        let missing = (1...count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw CheckError(
                "shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing; the merged result would hide their specs"
            )
        }
        try ReportFiles.prepare(output)
        var results: [(result: SnapshotResult, position: Int)] = []
        for part in parts {
            for var result in part.results {
                result.outcome.artifacts = try copyArtifacts(result.outcome.artifacts, from: part.folder, to: output)
                results.append((result, results.count))
            }
        }
        // The order of one run: specs sorted by path, a spec's variants in their order (a spec's
        // variants are all in one shard, in order; the position keeps them so whatever the sort).
        results.sort { $0.result.spec != $1.result.spec ? $0.result.spec < $1.result.spec : $0.position < $1.position }
        var report = CheckReport(
            results: results.map(\.result), totalSpecs: first.totalSpecs, record: first.record, shard: nil,
            unusedGoldens: Array(Set(parts.flatMap(\.unused))).sorted(),
            pruned: Array(Set(parts.flatMap(\.pruned))).sorted(), pruneSkipped: nil, reportFiles: [])
        report.groups = FailureGroups.merged(parts.map(\.groups))
        report.unusedFails = parts.contains(where: \.unusedFails)
        report.reportDirectory = output
        // Every shard checked the same inputs: the fix hints name them as one run would.
        report.inputs = first.inputs
        report.rerunArguments = first.rerunArguments
        // JUnit first, as `check` writes it: a JUnit file that cannot be written is an error the
        // merged report states.
        var junitFile: [String] = []
        if let junit {
            do {
                try ReportFiles.write(JUnitReport.xml(report), to: junit)
                junitFile.append(junit)
            } catch {
                report.reportErrors.append(error.description)
            }
        }
        do { report.reportFiles += try ReportFiles.writeReport(report, to: output) } catch {
            report.reportErrors.append(error.description)
        }
        report.reportFiles += junitFile
        return report
    }

    /// Copies a shard's failure images into `OUT/images/`, returning their new paths.
    static func copyArtifacts(_ artifacts: SnapshotArtifacts, from folder: String, to output: String) throws(CheckError)
        -> SnapshotArtifacts
    {
        func copy(_ path: String?) throws(CheckError) -> String? {
            guard let path else { return nil }
            let name = SpecDiscovery.stem(of: path)
            let source = SpecDiscovery.join(SpecDiscovery.join(folder, ReportFiles.imageFolder), name)
            let target = SpecDiscovery.join(SpecDiscovery.join(output, ReportFiles.imageFolder), name)
            let failure: String?
            do {
                try AtomicFile.write(try PNGFile.readFile(source), to: target)
                failure = nil
            } catch let error as PNGError {
                failure = error.reason
            } catch let error as FileError {
                failure = error.reason
            } catch {
                failure = "\(error)"
            }
            if let failure { throw CheckError("\(folder): cannot copy \(source): \(failure)") }
            return target
        }
        return SnapshotArtifacts(
            expected: try copy(artifacts.expected), actual: try copy(artifacts.actual), diff: try copy(artifacts.diff),
            strip: try copy(artifacts.strip))
    }

    /// One shard's `summary.json`, read back.
    struct Part {
        let folder: String
        let totalSpecs: Int
        let record: RecordMode
        let shard: Shard?
        let results: [SnapshotResult]
        let unused: [String]
        let pruned: [String]
        /// The shard's failure groups (none in a summary written before groups existed).
        let groups: [FailureGroup]
        /// The shard ran in CI mode without `--allow-unused` (absent in older reports: false).
        let unusedFails: Bool
        /// The run's inputs and the arguments that check them again (absent in older reports: none).
        let inputs: [String]
        let rerunArguments: [String]

        init(folder: String) throws(CheckError) {
            self.folder = folder
            let path = SpecDiscovery.join(folder, "summary.json")
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CheckError("\(path): cannot read the file (not a check --report folder?)")
            }
            let root: JSONValue
            do { root = try JSONParser.parse(Array(data)) } catch {
                throw CheckError(
                    "\(path): invalid JSON at line \(error.line), column \(error.column): \(error.message)")
            }
            let r = Reader(path: path, value: root, key: "")
            totalSpecs = try r.int("totalSpecs")
            record = try RecordMode(parsing: try r.string("record"), source: "\(path): record")
            shard = try r.optionalString("shard").map { s throws(CheckError) in try Shard(parsing: s) }
            var results: [SnapshotResult] = []
            for (i, item) in try r.array("results").enumerated() {
                results.append(try Self.result(Reader(path: path, value: item, key: "results[\(i)]")))
            }
            self.results = results
            unused = try r.array("unusedGoldens").compactMap {
                if case .string(let s) = $0 { return s } else { return nil }
            }
            pruned = try r.array("pruned").compactMap { if case .string(let s) = $0 { return s } else { return nil } }
            groups = r.member("groups") == nil ? [] : try r.array("groups").map(FailureGroup.init(json:))
            unusedFails = r.member("unusedFails") == nil ? false : try r.bool("unusedFails")
            func strings(_ key: String) throws(CheckError) -> [String] {
                r.member(key) == nil
                    ? [] : try r.array(key).compactMap { if case .string(let s) = $0 { return s } else { return nil } }
            }
            inputs = try strings("inputs")
            rerunArguments = try strings("rerunArguments")
        }

        static func result(_ r: Reader) throws(CheckError) -> SnapshotResult {
            guard let status = SnapshotStatus(rawValue: try r.string("status")) else {
                throw CheckError("\(r.path): \(r.key).status: unknown value")
            }
            var diff: DiffResult?
            if let d = try r.optionalObject("diff") {
                var bounds: PixelRect?
                if let b = try d.optionalObject("bounds") {
                    bounds = PixelRect(
                        x: try b.int("x"), y: try b.int("y"), width: try b.int("width"), height: try b.int("height"))
                }
                diff = DiffResult(
                    identical: try d.bool("identical"), sizeMismatch: try d.bool("sizeMismatch"),
                    diffPixels: try d.int("diffPixels"), aaPixels: try d.int("aaPixels"),
                    totalPixels: try d.int("totalPixels"), ratio: try d.number("ratio"),
                    maxDelta: try d.number("maxDelta"), bounds: bounds)
            }
            let a = try r.object("artifacts")
            let artifacts = SnapshotArtifacts(
                expected: try a.optionalString("expected"), actual: try a.optionalString("actual"),
                diff: try a.optionalString("diff"), strip: try a.optionalString("strip"))
            let changes =
                (try? r.array("changes"))?.compactMap { v -> String? in
                    if case .string(let s) = v { return s } else { return nil }
                } ?? []
            var result = SnapshotResult(
                spec: try r.string("spec"), name: try r.string("name"), golden: try r.optionalString("golden"),
                outcome: GoldenVerification(
                    status: status, goldenWritten: try r.bool("goldenWritten"), diff: diff, artifacts: artifacts,
                    expectedSize: try r.optionalString("expectedSize").flatMap(ImageSize.init(parsing:)),
                    actualSize: try r.optionalString("actualSize").flatMap(ImageSize.init(parsing:)),
                    goldenMetadata: nil, changes: changes, message: try r.string("message"),
                    toleranceReason: try r.optionalString("toleranceReason"),
                    inputsChanged: (try? r.array("inputsChanged"))?.compactMap { v -> String? in
                        if case .string(let s) = v { return s } else { return nil }
                    } ?? []))
            // `check --lint` findings: read back so the merged console, summary, HTML and JUnit (and
            // the exit code: lint errors fail a snapshot) are what one run over every spec gives.
            // Summaries written before lint existed have no key: no findings.
            if r.member("lint") != nil {
                for (i, item) in try r.array("lint").enumerated() {
                    guard let finding = LintFinding(json: item) else {
                        throw CheckError(
                            "\(r.path): \(r.key).lint[\(i)]: expected a lint finding {spec, variant, rule, severity, element, message, frame}"
                        )
                    }
                    result.lint.append(finding)
                }
            }
            // The room of each text of a failing or linted snapshot (absent from older summaries).
            if r.member("room") != nil {
                for (i, item) in try r.array("room").enumerated() {
                    guard let text = RoomText(summary: item) else {
                        throw CheckError("\(r.path): \(r.key).room[\(i)]: expected a text's room {spec, variant, element, ...}")
                    }
                    result.room.append(text)
                }
            }
            if r.member("warnings") != nil {
                for (i, item) in try r.array("warnings").enumerated() {
                    guard case .string(let line) = item else {
                        throw CheckError("\(r.path): \(r.key).warnings[\(i)]: expected a string")
                    }
                    result.warnings.append(line)
                }
            }
            return result
        }
    }

    /// Typed access to one object of a summary, with errors naming the file and key.
    struct Reader {
        let path: String
        let value: JSONValue
        let key: String

        func member(_ name: String) -> JSONValue? {
            guard case .object(let members) = value else { return nil }
            return members.first { $0.key == name }?.value
        }
        func fail(_ name: String, _ what: String) -> CheckError {
            CheckError("\(path): \(key.isEmpty ? name : "\(key).\(name)"): expected \(what)")
        }
        func string(_ name: String) throws(CheckError) -> String {
            guard case .string(let s)? = member(name) else { throw fail(name, "a string") }
            return s
        }
        func optionalString(_ name: String) throws(CheckError) -> String? {
            switch member(name) {
            case .string(let s)?: return s
            case .null?, nil: return nil
            default: throw fail(name, "a string or null")
            }
        }
        func number(_ name: String) throws(CheckError) -> Double {
            guard case .number(let d)? = member(name) else { throw fail(name, "a number") }
            return d
        }
        func int(_ name: String) throws(CheckError) -> Int {
            let d = try number(name)
            guard d == d.rounded(), abs(d) < 1e15 else { throw fail(name, "a whole number") }
            return Int(d)
        }
        func bool(_ name: String) throws(CheckError) -> Bool {
            guard case .bool(let b)? = member(name) else { throw fail(name, "true or false") }
            return b
        }
        func array(_ name: String) throws(CheckError) -> [JSONValue] {
            guard case .array(let items)? = member(name) else { throw fail(name, "an array") }
            return items
        }
        func object(_ name: String) throws(CheckError) -> Reader {
            guard let v = member(name), case .object = v else { throw fail(name, "an object") }
            return Reader(path: path, value: v, key: key.isEmpty ? name : "\(key).\(name)")
        }
        func optionalObject(_ name: String) throws(CheckError) -> Reader? {
            if case .null? = member(name) { return nil }
            if member(name) == nil { return nil }
            return try object(name)
        }
    }
}

extension ImageSize {
    /// Parses `1179x2556`.
    init?(parsing text: String) {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
        self.init(width: w, height: h)
    }
}
