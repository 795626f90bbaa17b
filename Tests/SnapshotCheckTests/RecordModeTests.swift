import AlertModel
import AlertRender
import Foundation
import Raster
import SnapshotCheck
import Testing

/// The four record modes, each pinned down on a workspace of three specs: `same` (matches its
/// golden), `changed` (renders differently now), `new` (no golden yet).
@Suite struct RecordModeTests {
    /// A workspace where all three specs have been recorded, then `changed` changes and `new` appears.
    func prepared() throws -> (Workspace, FakeRenderer) {
        let ws = try Workspace()
        try ws.spec("specs/same.json", title: "Same")
        try ws.spec("specs/changed.json", title: "Changed")
        let first = try ws.check(record: .all)
        #expect(first.exitCode == 0)
        #expect(first.results.map(\.status) == [.recorded, .recorded])
        try ws.spec("specs/new.json", title: "New")
        // A rewrite within the same clock tick would keep the mtime: start from a fixed past one.
        try ws.backdateFiles()
        return (ws, FakeRenderer(changed: ["changed": 5]))
    }

    func goldens(_ ws: Workspace) -> [String: FileState] {
        ws.files(under: "specs/__snapshots__").filter { !$0.key.hasPrefix("__failures__/") }
    }

    func status(_ report: CheckReport) -> [String: SnapshotStatus] {
        Dictionary(uniqueKeysWithValues: report.results.map { ($0.name, $0.status) })
    }

    @Test func missingRecordsNewGoldensAndFailsForThem() throws {
        let (ws, renderer) = try prepared()
        defer { ws.remove() }
        let before = goldens(ws)
        let report = try ws.check(record: .missing, renderer: renderer)
        #expect(status(report) == ["changed": .differs, "new": .missing, "same": .passed])
        #expect(report.exitCode == 1)
        let after = goldens(ws)
        #expect(after["changed.png"] == before["changed.png"])
        #expect(after["same.png"] == before["same.png"])
        #expect(after["new.png"] != nil)
        #expect(report.results.first { $0.name == "new" }?.goldenWritten == true)
        // Recorded: the next run passes for it.
        let again = try ws.check(record: .missing, renderer: renderer)
        #expect(status(again)["new"] == .passed)
    }

    @Test func allRewritesOnlyChangedGoldensAndPasses() throws {
        let (ws, renderer) = try prepared()
        defer { ws.remove() }
        let before = goldens(ws)
        let report = try ws.check(record: .all, renderer: renderer)
        // `same` renders the same pixels with the same layout: left alone, bytes and mtime.
        #expect(status(report) == ["changed": .recorded, "new": .recorded, "same": .passed])
        #expect(report.exitCode == 0)
        #expect(report.count(.recorded) == 2)
        #expect(report.summaryLine.contains("1 passed") && report.summaryLine.contains("2 recorded"))
        let after = goldens(ws)
        #expect(after["same.png"] == before["same.png"])
        #expect(after["changed.png"]?.bytes != before["changed.png"]?.bytes)
        #expect(after["new.png"] != nil)
        #expect(try ws.check(record: .never, renderer: renderer).exitCode == 0)
    }

    @Test func allRewritesAGoldenWhoseLayoutChangedEvenWithTheSamePixels() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.spec("specs/a.json", title: "Same")
        _ = try ws.check(record: .all)
        try ws.backdateFiles()
        let before = goldens(ws)
        // Another layout chunk for the same pixels.
        let report = try ws.check(record: .all, renderer: FakeRenderer(layoutOverride: "{\"title\":\"moved\"}"))
        #expect(report.results.first?.status == .recorded)
        #expect(goldens(ws)["a.png"]?.bytes != before["a.png"]?.bytes)
        // A renderer that records no metadata is judged by its pixels alone: unchanged, untouched.
        let plain = try ws.check(record: .all, renderer: FakeRenderer(writesMetadata: false))
        #expect(plain.results.first?.status == .passed)
    }

    @Test func everyGoldenWrittenCountsAsRecordedInEveryMode() throws {
        let (ws, renderer) = try prepared()
        defer { ws.remove() }
        // missing: `new` is missing and recorded; the summary line, summary.json and JUnit agree.
        let missing = try ws.check(record: .missing, renderer: renderer)
        #expect(missing.count(.missing) == 1 && missing.count(.recorded) == 1)
        #expect(missing.summaryLine.contains("1 missing, 1 recorded"))
        #expect(missing.jsonString.contains("\"recorded\": 1"))
        #expect(JUnitReport.xml(missing).contains("<property name=\"recorded\" value=\"1\"/>"))
        // failed: `changed` is rewritten and still fails, and counts as recorded.
        let failed = try ws.check(record: .failed, renderer: renderer)
        #expect(failed.count(.differs) == 1 && failed.count(.recorded) == 1 && failed.exitCode == 1)
        #expect(failed.summaryLine.contains("1 differ, 0 missing, 1 recorded"))
    }

    @Test func failureImagesGoAwayOnceTheSnapshotPassesAgain() throws {
        let (ws, renderer) = try prepared()
        defer { ws.remove() }
        let failing = try ws.check(record: .never, renderer: renderer)
        let changed = failing.results.first { $0.name == "changed" }!
        #expect(changed.artifacts.paths.count == 3)
        // The folder ignores itself, so failure images are never committed.
        let ignore = ws.path("specs/__snapshots__/__failures__/.gitignore")
        #expect((try? String(contentsOfFile: ignore, encoding: .utf8))?.contains("*") == true)
        _ = try ws.check(record: .missing)  // records `new`, whose failure image is there too
        let passing = try ws.check(record: .never)  // the unchanged renderer: `changed` passes again
        #expect(passing.exitCode == 0)
        #expect(changed.artifacts.paths.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
        #expect(!ws.exists("specs/__snapshots__/__failures__"))
    }

    @Test func anUnreadableGoldenIsAnErrorInEveryModeAndIsNeverReplaced() throws {
        guard getuid() != 0 else {
            // root reads any file: make the golden unreadable as a folder instead.
            let ws = try Workspace()
            defer { ws.remove() }
            try ws.spec("specs/a.json")
            try FileManager.default.createDirectory(
                atPath: ws.path("specs/__snapshots__/a.png"), withIntermediateDirectories: true)
            for mode in RecordMode.allCases {
                let report = try ws.check(record: mode)
                #expect(report.results.first?.status == .error, "\(mode)")
                #expect(report.results.first?.goldenWritten == false, "\(mode)")
            }
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: ws.path("specs/__snapshots__/a.png"), isDirectory: &isFolder)
            #expect(exists && isFolder.boolValue)
            return
        }
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.spec("specs/a.json")
        _ = try ws.check(record: .all)
        let golden = ws.path("specs/__snapshots__/a.png")
        chmod(golden, 0)
        defer { chmod(golden, 0o644) }
        let report = try ws.check(record: .failed, renderer: FakeRenderer(changed: ["a": 3]))
        #expect(report.results.first?.status == .error)
        #expect(report.results.first?.goldenWritten == false)
    }

    @Test func failedRewritesOnlyDifferingGoldensAndStillFails() throws {
        let (ws, renderer) = try prepared()
        defer { ws.remove() }
        let before = goldens(ws)
        let report = try ws.check(record: .failed, renderer: renderer)
        #expect(status(report) == ["changed": .differs, "new": .missing, "same": .passed])
        #expect(report.exitCode == 1)
        let after = goldens(ws)
        #expect(after["same.png"] == before["same.png"])  // bytes and mtime
        #expect(after["changed.png"]?.bytes != before["changed.png"]?.bytes)
        #expect(after["new.png"] != nil)
        let changed = report.results.first { $0.name == "changed" }
        #expect(changed?.goldenWritten == true)
        #expect(changed?.message.contains("recorded the new golden") == true)
        #expect(try ws.check(record: .never, renderer: renderer).exitCode == 0)
    }

    @Test func neverWritesNoGoldenAndFailsForMissingOnes() throws {
        let (ws, renderer) = try prepared()
        defer { ws.remove() }
        let before = goldens(ws)
        let report = try ws.check(record: .never, renderer: renderer)
        #expect(status(report) == ["changed": .differs, "new": .missing, "same": .passed])
        #expect(report.exitCode == 1)
        // Same files, bytes and mtimes: nothing written into the golden folder.
        #expect(goldens(ws) == before)
        #expect(report.results.allSatisfy { !$0.goldenWritten })
        // The failure artifacts went to __snapshots__/__failures__ instead.
        let changed = report.results.first { $0.name == "changed" }!
        #expect(
            changed.artifacts.actual
                == ws.path("specs/__snapshots__/__failures__/changed.actual.png"))
        #expect(
            changed.artifacts.diff == ws.path("specs/__snapshots__/__failures__/changed.diff.png"))
        #expect(
            changed.artifacts.strip == ws.path("specs/__snapshots__/__failures__/changed.strip.png")
        )
        #expect(changed.artifacts.paths.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        #expect(changed.message.contains(ws.path("specs/__snapshots__/changed.png")))
        #expect(changed.message.contains("5 of 192 pixels differ"))
        let new = report.results.first { $0.name == "new" }!
        #expect(new.artifacts.actual == ws.path("specs/__snapshots__/__failures__/new.actual.png"))
    }

    @Test func passingRunsLeaveGoldensByteIdenticalWithTheirMtime() throws {
        let (ws, _) = try prepared()
        defer { ws.remove() }
        try FileManager.default.removeItem(atPath: ws.path("specs/new.json"))
        let before = ws.files()
        #expect(before.values.allSatisfy { $0.modified == Workspace.pastDate })
        for mode in [RecordMode.missing, .failed, .never] {
            let report = try ws.check(record: mode)
            #expect(report.exitCode == 0)
            #expect(ws.files() == before, "\(mode)")
        }
    }

    @Test func environmentVariableSetsTheModeAndTheFlagWins() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.spec("specs/a.json")
        // What the command line does: flag, else ALERTSNAP_RECORD.
        let fromEnv = try RecordMode.resolve(flag: nil, environment: ["ALERTSNAP_RECORD": "never"])
        let report = try ws.check(record: fromEnv)
        #expect(report.results.first?.status == .missing)
        #expect(!ws.exists("specs/__snapshots__/a.png"))
        let flagWins = try RecordMode.resolve(
            flag: .missing, environment: ["ALERTSNAP_RECORD": "never"])
        _ = try ws.check(record: flagWins)
        #expect(ws.exists("specs/__snapshots__/a.png"))
    }

    @Test func unreadableGoldenIsAnErrorExceptWhenRecordingFailures() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.spec("specs/a.json")
        try ws.write("garbage", to: "specs/__snapshots__/a.png")
        let never = try ws.check(record: .never)
        #expect(never.results.first?.status == .error)
        #expect(never.exitCode == 2)
        #expect(never.results.first?.message.contains("specs/__snapshots__/a.png") == true)
        let failed = try ws.check(record: .failed)
        #expect(failed.results.first?.status == .differs)
        #expect(try ws.check(record: .never).exitCode == 0)
    }
}
