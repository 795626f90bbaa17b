import Foundation
import PNGCodec
import Testing

@testable import ReviewServer

/// Live re-rendering and accepting, over a real socket.
@Suite(.serialized) struct ServeLiveTests {
    static func field(_ json: String, _ key: String) -> String? {
        guard let r = json.range(of: "\"\(key)\":") else { return nil }
        let rest = json[r.upperBound...]
        if rest.hasPrefix("\"") { return String(rest.dropFirst().prefix { $0 != "\"" }) }
        return String(rest.prefix { $0 != "," && $0 != "}" })
    }

    @Test func aSavedSpecReRendersOnlyItsSnapshotsAndABadEditKeepsTheImage() throws {
        let w = try ServedWorkspace()
        let one = try w.id(of: "one")
        let two = try w.id(of: "two")
        let before = try w.get("/api/snapshots/\(one)/image.png").body
        #expect(before.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let twoGeneration = Self.field(try w.get("/api/snapshots/\(two)").text, "generation")
        try ServedWorkspace.writeSpec(w.dir.appendingPathComponent("specs/one.json"), title: "One, edited")
        _ = try w.wait("/api/snapshots/\(one)") { Self.field($0, "generation") == "2" }
        try w.waitForRenders()
        #expect(try w.get("/api/snapshots/\(one)/image.png").body != before)
        #expect(Self.field(try w.get("/api/snapshots/\(two)").text, "generation") == twoGeneration)
        // An invalid edit: the error on the snapshot, the last good image kept, the server alive.
        try Data("{\"alert\": {\"title\": 5}}".utf8).write(to: w.dir.appendingPathComponent("specs/one.json"))
        let broken = try w.wait("/api/snapshots/\(one)") { Self.field($0, "error") != "null" }
        #expect(broken.contains("one.json"), "\(broken)")
        #expect(Self.field(broken, "generation") == "2")
        #expect(try w.get("/api/snapshots/\(one)/image.png").status == 200)
        // Fixed again: rendered, the error gone.
        try ServedWorkspace.writeSpec(w.dir.appendingPathComponent("specs/one.json"), title: "One")
        let fixed = try w.wait("/api/snapshots/\(one)") { Self.field($0, "generation") == "3" }
        #expect(Self.field(fixed, "error") == "null")
    }

    @Test func acceptWritesTheGoldenUnlessItChangedSinceCompared() throws {
        let w = try ServedWorkspace(specs: ["one": "One"])
        let one = try w.id(of: "one")
        let golden = w.dir.appendingPathComponent("specs/__snapshots__/one.png").path
        var json = try w.wait("/api/snapshots/\(one)") { $0.contains("\"status\":\"missing\"") }
        #expect(!FileManager.default.fileExists(atPath: golden))
        // A digest the server did not compare with: refused.
        let stale = try w.post("/api/accept", json: "{\"id\": \(one), \"goldenDigest\": \"abc\", \"generation\": 1}")
        #expect(stale.status == 409)
        #expect(stale.text.contains("changed on disk since it was compared"))
        #expect(!FileManager.default.fileExists(atPath: golden))
        let generation = Self.field(json, "generation")!
        let accepted = try w.post(
            "/api/accept", json: "{\"id\": \(one), \"goldenDigest\": \"\", \"generation\": \(generation)}")
        #expect(accepted.status == 200, "\(accepted.text)")
        #expect(SnapshotCheckFacts.hasChunk(golden))
        json = try w.wait("/api/snapshots/\(one)") { $0.contains("\"status\":\"passed\"") }
        // Now the golden differs from a new render; the golden is replaced on disk behind the page's back.
        try ServedWorkspace.writeSpec(w.dir.appendingPathComponent("specs/one.json"), title: "One, edited")
        json = try w.wait("/api/snapshots/\(one)") { $0.contains("\"status\":\"differs\"") }
        let compared = Self.field(json, "goldenDigest")!
        #expect(compared == (try PNGFile.digestFile(golden)))
        var replaced = try PNGFile.readFile(golden)
        replaced.append(0)
        try Data(replaced).write(to: URL(fileURLWithPath: golden))
        let refused = try w.post(
            "/api/accept",
            json: "{\"id\": \(one), \"goldenDigest\": \"\(compared)\", \"generation\": \(Self.field(json, "generation")!)}")
        #expect(refused.status == 409)
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == Data(replaced))
    }
}

enum SnapshotCheckFacts {
    /// Whether the PNG at `path` carries alertsnap's chunk (as a golden `check` writes does).
    static func hasChunk(_ path: String) -> Bool {
        guard let bytes = try? PNGFile.readFile(path) else { return false }
        return PNGTextChunk.text(keyword: "alertsnap", in: bytes) != nil
    }
}

/// The gallery's facets include the look, so a reviewer can show one generation at a time.
@Suite(.serialized) struct ServeLookFacetTests {
    @Test func eachSnapshotNamesItsLook() throws {
        let w = try ServedWorkspace()
        let one = try w.id(of: "one")
        let json = try w.get("/api/snapshots/\(one)").text
        // Whose dialog first, then the look: an iOS snapshot has no Android look.
        #expect(json.contains("\"facets\":{\"platform\":\"ios\",\"android\":\"\",\"ios\":\"18\""), "\(json)")
        let page = try w.get("/app.js").text
        #expect(page.contains("const FACETS = [\"platform\", \"android\", \"ios\""))
        // The variant form offers every key with the values the server reads (`/api/variant-keys`).
        #expect(page.contains("/api/variant-keys"))
        #expect(try w.get("/api/variant-keys").text.contains("{\"key\":\"platform\",\"values\":[\"ios\",\"android\"]}"))
    }
}
