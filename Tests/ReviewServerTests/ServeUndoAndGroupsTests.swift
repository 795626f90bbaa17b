// The review's safe accept: every accept can be undone (the old golden put back byte for byte, a
// new one removed), an undo never touches a golden changed since, and the page's list groups the
// failures by cause as `check` does.
import AlertRender
import Foundation
import PNGCodec
import SnapshotCheck
import Testing

@testable import ReviewServer

@Suite(.serialized) struct ServeUndoAndGroupsTests {
    static let headers = ["X-Alertsnap-Token": "test-token", "Content-Type": "application/json"]

    /// Waits until the first snapshot's review has `status`; returns the snapshot.
    func waitFor(_ status: String, _ session: ReviewSession) throws -> [String: Any] {
        var snapshot: [String: Any] = [:]
        let deadline = Date().addingTimeInterval(20)
        repeat {
            usleep(50_000)
            snapshot = try #require(try ConfiguredProject.snapshots(session).first)
        } while (snapshot["review"] as? [String: Any])?["status"] as? String != status && Date() < deadline
        return snapshot
    }

    func post(_ session: ReviewSession, _ path: String, _ body: String) throws -> RawHTTP.Response {
        try RawHTTP.send(port: session.port, method: "POST", path: path, headers: Self.headers, body: Array(body.utf8))
    }

    func accept(_ session: ReviewSession, _ snapshot: [String: Any]) throws -> RawHTTP.Response {
        let review = try #require(snapshot["review"] as? [String: Any])
        return try post(
            session, "/api/accept",
            "{\"id\": \(snapshot["id"]!), \"goldenDigest\": \"\(review["goldenDigest"]!)\", \"generation\": \(review["generation"]!)}"
        )
    }

    @Test func undoPutsTheReplacedGoldenBackByteForByte() throws {
        let p = try ConfiguredProject()
        let before = try PNGFile.readFile(p.golden)
        let session = try p.serve([p.dir.path])
        defer { session.stop() }
        try p.write(title: "Sign out now?")
        let differing = try waitFor("differs", session)
        // The page groups the failure by its cause, in the spec's words.
        let list = try RawHTTP.send(port: session.port, path: "/api/snapshots")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(list.body)) as? [String: Any])
        let groups = try #require(json["groups"] as? [[String: Any]])
        #expect(groups.count == 1)
        #expect(
            (groups.first?["cause"] as? String)?.contains("\"Sign out?\" -> \"Sign out now?\"") == true, "\(groups)")
        #expect(groups.first?["ids"] as? [Int] == [differing["id"] as? Int ?? -1])

        let accepted = try accept(session, differing)
        #expect(accepted.status == 200, "\(accepted.text)")
        let ticket = try #require(
            (try JSONSerialization.jsonObject(with: Data(accepted.body)) as? [String: Any])?["undo"] as? Int)
        #expect(try PNGFile.readFile(p.golden) != before)
        _ = try waitFor("passed", session)

        let undone = try post(session, "/api/undo", "{\"undo\": \(ticket)}")
        #expect(undone.status == 200, "\(undone.text)")
        #expect(try PNGFile.readFile(p.golden) == before)
        _ = try waitFor("differs", session)
        // Once only.
        #expect(try post(session, "/api/undo", "{\"undo\": \(ticket)}").status == 404)
    }

    @Test func undoOfANewGoldenRemovesItAndAChangedGoldenIsLeftAlone() throws {
        let p = try ConfiguredProject()
        try FileManager.default.removeItem(atPath: p.golden)
        let session = try p.serve([p.dir.path])
        defer { session.stop() }
        let missing = try waitFor("missing", session)
        let accepted = try accept(session, missing)
        #expect(accepted.status == 200, "\(accepted.text)")
        let ticket = try #require(
            (try JSONSerialization.jsonObject(with: Data(accepted.body)) as? [String: Any])?["undo"] as? Int)
        #expect(FileManager.default.fileExists(atPath: p.golden))
        // Someone else's write after the accept: the undo refuses and leaves it.
        let theirs: [UInt8] = Array("not ours".utf8)
        try Data(theirs).write(to: URL(fileURLWithPath: p.golden))
        #expect(try post(session, "/api/undo", "{\"undo\": \(ticket)}").status == 409)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: p.golden))) == theirs)

        // A second accept of a new golden, undone: the file goes.
        try FileManager.default.removeItem(atPath: p.golden)
        let again = try accept(session, try waitFor("missing", session))
        let second = try #require(
            (try JSONSerialization.jsonObject(with: Data(again.body)) as? [String: Any])?["undo"] as? Int)
        #expect(try post(session, "/api/undo", "{\"undo\": \(second)}").status == 200)
        #expect(!FileManager.default.fileExists(atPath: p.golden))
    }

    @Test func aReportsReviewListsTheReportsGroups() throws {
        let p = try ConfiguredProject()
        try p.write(title: "Sign out now?")
        var options = CheckOptions(inputs: [p.dir.path], record: .never, jobs: 2)
        options.reportDirectory = p.dir.appendingPathComponent("report").path
        _ = try CheckRun.run(options, renderer: try AlertRenderer())
        let session = try p.serve([], report: options.reportDirectory)
        defer { session.stop() }
        let list = try RawHTTP.send(port: session.port, path: "/api/snapshots")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(list.body)) as? [String: Any])
        let groups = try #require(json["groups"] as? [[String: Any]])
        #expect(groups.count == 1 && groups.first?["number"] as? Int == 1, "\(groups)")
        #expect((groups.first?["cause"] as? String)?.contains("\"Sign out?\" -> \"Sign out now?\"") == true)
        let items = try RawHTTP.send(port: session.port, path: "/api/report")
        let reported = try #require(try JSONSerialization.jsonObject(with: Data(items.body)) as? [[String: Any]])
        #expect(reported.first?["groups"] as? [Int] == [1], "\(reported)")
    }

    @Test func hostileUndoRequestsAreRefused() throws {
        let p = try ConfiguredProject()
        let session = try p.serve([p.dir.path])
        defer { session.stop() }
        #expect(try post(session, "/api/undo", "{\"undo\": \"../../etc/passwd\"}").status == 400)
        #expect(try post(session, "/api/undo", "not json").status == 400)
        #expect(try post(session, "/api/undo", "{\"undo\": 99999}").status == 404)
        #expect(try post(session, "/api/undo", "{\"undo\": 1.5}").status == 400)
        // Without the token.
        let bare = try RawHTTP.send(
            port: session.port, method: "POST", path: "/api/undo", headers: ["Content-Type": "application/json"],
            body: Array("{\"undo\": 1}".utf8))
        #expect((400..<500).contains(bare.status))
    }
}
