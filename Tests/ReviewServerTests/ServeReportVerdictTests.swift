// `serve --report`: the review page states how the reviewed run ended (never a pass when it
// failed), with its fix hints and the unused goldens that failed it.
import AlertRender
import Foundation
import SnapshotCheck
import Testing

@testable import ReviewServer

@Suite(.serialized) struct ServeReportVerdictTests {
    /// The `verdict` of `/api/snapshots`.
    func verdict(_ session: ReviewSession) throws -> [String: Any] {
        let list = try RawHTTP.send(port: session.port, path: "/api/snapshots")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(list.body)) as? [String: Any])
        return try #require(json["verdict"] as? [String: Any], "\(list.text)")
    }

    @Test func aCIRunFailedOnlyByAnUnusedGoldenIsAFailureOnTheReviewPage() throws {
        let p = try ConfiguredProject()
        // A golden alertsnap wrote whose spec is gone.
        try FileManager.default.copyItem(atPath: p.golden, toPath: p.dir.appendingPathComponent("goldens/deleted.png").path)
        var options = CheckOptions(inputs: [p.dir.path], record: .never, jobs: 2)
        options.ci = true
        options.reportDirectory = p.dir.appendingPathComponent("report").path
        let report = try CheckRun.run(options, renderer: try AlertRenderer())
        #expect(report.exitCode == 1 && report.results.allSatisfy { $0.status == .passed })

        let session = try p.serve([p.dir.path], report: options.reportDirectory)
        defer { session.stop() }
        let v = try verdict(session)
        #expect(v["headline"] as? String == "Run failed: 1 unused golden", "\(v)")
        #expect(v["failed"] as? Bool == true)
        let unused = try #require(v["unused"] as? [String])
        #expect(unused.count == 1 && unused[0].hasSuffix("goldens/deleted.png"), "\(unused)")
        let hints = try #require(v["hints"] as? [[String: Any]])
        #expect(hints.contains { ($0["command"] as? String)?.hasSuffix(" --prune") == true }, "\(hints)")
    }

    @Test func aPassingReportSaysSoAndTheLiveReviewHasNoReportVerdict() throws {
        let p = try ConfiguredProject()
        var options = CheckOptions(inputs: [p.dir.path], record: .never, jobs: 2)
        options.reportDirectory = p.dir.appendingPathComponent("report").path
        #expect(try CheckRun.run(options, renderer: try AlertRenderer()).exitCode == 0)
        let reviewed = try p.serve([p.dir.path], report: options.reportDirectory)
        let v = try verdict(reviewed)
        reviewed.stop()
        #expect(v["headline"] as? String == "The snapshot passed" && v["failed"] as? Bool == false, "\(v)")
        #expect((v["hints"] as? [Any])?.isEmpty == true)

        let live = try p.serve([p.dir.path])
        defer { live.stop() }
        let list = try RawHTTP.send(port: live.port, path: "/api/snapshots")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(list.body)) as? [String: Any])
        #expect(json["verdict"] is NSNull, "\(list.text)")
    }
}
