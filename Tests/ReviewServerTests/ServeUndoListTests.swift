// The review's undo list: a bulk or group accept is one entry undone in one request, the list is
// the server's (a reloaded page reads it again) and says what each entry restores, an undo is all
// or nothing and refuses a golden changed since, and hostile requests get a 4xx.
import Foundation
import PNGCodec
import SnapshotCheck
import Testing

@testable import ReviewServer

@Suite(.serialized) struct ServeUndoListTests {
    static let twoLooks = #"{"crop": "alert", "golden": "goldens", "variants": {"appearance": ["light", "dark"]}}"#

    func golden(_ p: ConfiguredProject, _ look: String) -> String {
        p.dir.appendingPathComponent("goldens/sign-out.appearance=\(look).png").path
    }

    func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map(Array.init) }

    func post(_ session: ReviewSession, _ path: String, _ body: String) throws -> RawHTTP.Response {
        try RawHTTP.send(
            port: session.port, method: "POST", path: path, headers: ServeUndoAndGroupsTests.headers,
            body: Array(body.utf8))
    }

    func json(_ response: RawHTTP.Response) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any], "\(response.text)")
    }

    /// The served snapshots once every one has a review of one of `statuses`, by name.
    func waitForReviews(_ session: ReviewSession, _ statuses: [String: String]) throws -> [String: [String: Any]] {
        var byName: [String: [String: Any]] = [:]
        let deadline = Date().addingTimeInterval(20)
        repeat {
            usleep(50_000)
            byName = [:]
            for s in try ConfiguredProject.snapshots(session) { byName[s["name"] as? String ?? ""] = s }
        } while statuses.contains(where: { name, status in
            (byName[name]?["review"] as? [String: Any])?["status"] as? String != status
        }) && Date() < deadline
        return byName
    }

    /// An item of a bulk accept for snapshot `s`, as the page sends it.
    func item(_ s: [String: Any]?) -> String {
        let review = s?["review"] as? [String: Any]
        return "{\"id\": \(s?["id"] ?? 0), \"goldenDigest\": \"\(review?["goldenDigest"] ?? "")\", \"generation\": \(review?["generation"] ?? 0)}"
    }

    func undoEntries(_ session: ReviewSession) throws -> [[String: Any]] {
        let list = try RawHTTP.send(port: session.port, path: "/api/undo")
        #expect(list.status == 200)
        return try #require(try json(list)["entries"] as? [[String: Any]])
    }

    @Test func aGroupAcceptIsOneUndoEntryThatPutsBackAndRemovesEveryGolden() throws {
        let p = try ConfiguredProject(config: Self.twoLooks)
        let light = golden(p, "light")
        let dark = golden(p, "dark")
        let lightBefore = try #require(bytes(light))
        try FileManager.default.removeItem(atPath: dark)
        try p.write(title: "Sign out now?")
        let session = try p.serve([p.dir.path])
        defer { session.stop() }
        var s = try waitForReviews(
            session, ["sign-out.appearance=light": "differs", "sign-out.appearance=dark": "missing"])
        let bulk = try post(
            session, "/api/accept",
            "{\"items\": [\(item(s["sign-out.appearance=light"])), \(item(s["sign-out.appearance=dark"]))], \"group\": \"title: \\\"Sign out?\\\" -> \\\"Sign out now?\\\"\"}"
        )
        #expect(bulk.status == 200, "\(bulk.text)")
        let ticket = try #require(try json(bulk)["undo"] as? Int)
        #expect((try json(bulk)["accepted"] as? [String])?.count == 2)
        #expect(bytes(light) != lightBefore && FileManager.default.fileExists(atPath: dark))

        // One entry, saying what it restores.
        var entries = try undoEntries(session)
        #expect(entries.count == 1)
        #expect(entries.first?["undo"] as? Int == ticket)
        #expect(entries.first?["what"] as? String == "accept of 2 snapshots in group `title: \"Sign out?\" -> \"Sign out now?\"`")
        #expect(entries.first?["restores"] as? String == "puts back 1 golden, removes 1 new golden")
        #expect(Set(entries.first?["goldens"] as? [String] ?? []).count == 2)

        // A later single accept of one of its goldens: newest first, and the group's undo waits for it.
        try p.write(title: "Sign out, really?")
        s = try waitForReviews(session, ["sign-out.appearance=light": "differs", "sign-out.appearance=dark": "differs"])
        let single = try post(session, "/api/accept", item(s["sign-out.appearance=light"]))
        #expect(single.status == 200, "\(single.text)")
        entries = try undoEntries(session)
        #expect(entries.map { $0["undo"] as? Int } == [try json(single)["undo"] as? Int, ticket])
        #expect(entries.first?["what"] as? String == "accept sign-out.appearance=light.png")
        #expect(entries.first?["restores"] as? String == "puts back the previous golden")
        let refused = try post(session, "/api/undo", "{\"undo\": \(ticket)}")
        #expect(refused.status == 409)
        #expect(refused.text.contains("later accept"), "\(refused.text)")
        #expect(FileManager.default.fileExists(atPath: dark))

        // Undone newest first: everything as before the group accept, byte for byte.
        #expect(try post(session, "/api/undo", "{\"undo\": \(entries.first?["undo"] as? Int ?? 0)}").status == 200)
        let undone = try post(session, "/api/undo", "{\"undo\": \(ticket)}")
        #expect(undone.status == 200, "\(undone.text)")
        #expect((try json(undone)["restored"] as? [String])?.count == 2)
        #expect(bytes(light) == lightBefore)
        #expect(!FileManager.default.fileExists(atPath: dark))
        #expect(try undoEntries(session).isEmpty)
        #expect(try post(session, "/api/undo", "{\"undo\": \(ticket)}").status == 404)
    }

    @Test func anUndoIsRefusedWholeWhenOneGoldenChangedOnDisk() throws {
        let p = try ConfiguredProject(config: Self.twoLooks)
        let light = golden(p, "light")
        let dark = golden(p, "dark")
        let (lightBefore, darkBefore) = (try #require(bytes(light)), try #require(bytes(dark)))
        try p.write(title: "Sign out now?")
        let session = try p.serve([p.dir.path])
        defer { session.stop() }
        let s = try waitForReviews(
            session, ["sign-out.appearance=light": "differs", "sign-out.appearance=dark": "differs"])
        let bulk = try post(
            session, "/api/accept",
            "{\"items\": [\(item(s["sign-out.appearance=light"])), \(item(s["sign-out.appearance=dark"]))]}")
        #expect(bulk.status == 200, "\(bulk.text)")
        let ticket = try #require(try json(bulk)["undo"] as? Int)
        #expect(try undoEntries(session).first?["what"] as? String == "accept of 2 snapshots")
        let (lightAccepted, darkAccepted) = (try #require(bytes(light)), try #require(bytes(dark)))

        // The user's newer file: the undo refuses, and touches neither golden.
        try Data(lightBefore).write(to: URL(fileURLWithPath: dark))
        let refused = try post(session, "/api/undo", "{\"undo\": \(ticket)}")
        #expect(refused.status == 409)
        #expect(refused.text.contains(dark) && refused.text.contains("changed on disk"), "\(refused.text)")
        #expect(bytes(dark) == lightBefore)
        #expect(bytes(light) == lightAccepted)
        #expect(try undoEntries(session).count == 1)

        // As the accept wrote it again: undone, both as before.
        try Data(darkAccepted).write(to: URL(fileURLWithPath: dark))
        #expect(try post(session, "/api/undo", "{\"undo\": \(ticket)}").status == 200)
        #expect(bytes(light) == lightBefore && bytes(dark) == darkBefore)
    }

    @Test func hostileBulkAcceptsAndUndosAreRefused() throws {
        let p = try ConfiguredProject(config: Self.twoLooks)
        try p.write(title: "Sign out now?")
        let session = try p.serve([p.dir.path])
        defer { session.stop() }
        let s = try waitForReviews(
            session, ["sign-out.appearance=light": "differs", "sign-out.appearance=dark": "differs"])
        let light = s["sign-out.appearance=light"]
        let before = try #require(bytes(golden(p, "light")))
        for body in [
            "{\"items\": \"all\"}", "{\"items\": []}", "{\"items\": [5]}", "{\"items\": [null]}",
            "{\"items\": [\(item(light))], \"group\": 5}", "{\"items\": {\"id\": 1}}",
        ] {
            let r = try post(session, "/api/accept", body)
            #expect(r.status == 400, "\(body): \(r.status) \(r.text)")
        }
        // Nothing acceptable: 409, nothing written, no entry.
        let unknown = try post(
            session, "/api/accept", "{\"items\": [{\"id\": 99999, \"goldenDigest\": \"\", \"generation\": 1}, {\"report\": 0, \"goldenDigest\": \"\"}]}")
        #expect(unknown.status == 409, "\(unknown.text)")
        #expect((try json(unknown)["refused"] as? [String])?.count == 2)
        #expect(bytes(golden(p, "light")) == before)
        #expect(try undoEntries(session).isEmpty)
        // The same snapshot twice: accepted once.
        let twice = try post(session, "/api/accept", "{\"items\": [\(item(light)), \(item(light))]}")
        #expect(twice.status == 200, "\(twice.text)")
        #expect((try json(twice)["accepted"] as? [String])?.count == 1)
        #expect((try json(twice)["refused"] as? [String])?.first?.contains("listed twice") == true)
        #expect(try undoEntries(session).first?["restores"] as? String == "puts back the previous golden")
        // Tickets that are no accept's.
        for (body, status) in [
            ("{\"undo\": 0}", 404), ("{\"undo\": -3}", 404), ("{\"undo\": 1e300}", 400), ("{\"undo\": \"1\"}", 400),
            ("{\"undo\": [1, 2]}", 400), ("{\"undo\": null}", 400),
        ] {
            let r = try post(session, "/api/undo", body)
            #expect(r.status == status, "\(body): \(r.status) \(r.text)")
        }
        // Without the token.
        let bare = try RawHTTP.send(
            port: session.port, method: "POST", path: "/api/accept", headers: ["Content-Type": "application/json"],
            body: Array("{\"items\": [\(item(s["sign-out.appearance=dark"]))]}".utf8))
        #expect(bare.status == 403)
        #expect(try undoEntries(session).count == 1)
    }

    @Test func anUndoThatCannotStageAKeptGoldenTouchesNothing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-trash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func png(_ v: UInt8) throws -> [UInt8] {
            try PNGFile.encode(PNGImage(width: 1, height: 1, bytes: [v, v, v, 255]))
        }
        let a = dir.appendingPathComponent("goldens/a.png").path
        let b = dir.appendingPathComponent("goldens/b.png").path
        try FileManager.default.createDirectory(atPath: (a as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(try png(1)).write(to: URL(fileURLWithPath: a))
        try Data(try png(2)).write(to: URL(fileURLWithPath: b))
        let trash = AcceptTrash(workDirectory: dir.appendingPathComponent("work").path)
        let files = [try trash.replace(try png(10), golden: a), try trash.replace(try png(20), golden: b)]
        let ticket = trash.record(files, what: "accept of 2 snapshots")
        // The second golden's kept bytes are gone (the server's folder emptied behind its back).
        try FileManager.default.removeItem(atPath: try #require(files[1].kept))
        #expect(throws: AcceptTrash.UndoError.self) { _ = try trash.undo(ticket) }
        #expect(bytes(a) == (try png(10)))
        #expect(bytes(b) == (try png(20)))
        #expect(trash.entries.map(\.id) == [ticket])
        // No temporary file left beside the goldens.
        #expect(try FileManager.default.contentsOfDirectory(atPath: (a as NSString).deletingLastPathComponent).sorted() == ["a.png", "b.png"])
    }
}
