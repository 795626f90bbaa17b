import AlertModel
import Foundation
import PNGCodec
import SnapshotCheck

/// The review's writes: accepts (one snapshot, or many as one undoable entry) and their undo.
extension ReviewSession {
    /// An accept checked and ready to write: the golden, its new bytes and the snapshot compared
    /// again afterwards (none for a report's item).
    struct PlannedAccept {
        var golden: String
        var bytes: [UInt8]
        var snapshotID: Int?
    }

    /// Why an accept is refused, with its HTTP status.
    struct Refusal: Error {
        var status: Int
        var message: String
    }

    static let acceptUsage = "expected {\"id\": N, \"goldenDigest\": D, \"generation\": G}, {\"report\": I, \"goldenDigest\": D} or {\"items\": [...], \"group\": CAUSE}"

    /// `POST /api/accept {"id": N, "goldenDigest": D, "generation": G}` (or `{"report": I,
    /// "goldenDigest": D}`) → `{"accepted": PATH, "undo": T}`: the actual image becomes the golden,
    /// unless the golden on disk is no longer the one compared (its digest differs) or the snapshot
    /// was rendered again since. `{"items": [those], "group": CAUSE}` accepts many as one undo
    /// entry → `{"accepted": [PATH], "refused": [WHY], "undo": T}` (409 when none was accepted).
    func accept(_ request: HTTPRequest) -> HTTPResponse {
        guard case .object(let body)? = try? JSONParser.parse(request.body) else { return .error(400, Self.acceptUsage) }
        if let items = body.first(where: { $0.key == "items" })?.value { return acceptMany(items, body) }
        let planned: PlannedAccept
        switch plan(body) {
        case .failure(let refusal): return .error(refusal.status, refusal.message)
        case .success(let p): planned = p
        }
        let ticket: Int
        do {
            ticket = try trash.accept(
                planned.bytes, golden: planned.golden, what: "accept \((planned.golden as NSString).lastPathComponent)")
        } catch {
            return .error(500, "\(planned.golden): \(error)")
        }
        if let id = planned.snapshotID { gallery.review(id) }
        events.broadcast(event: "undo", data: "{}")
        return .json("{\"accepted\": \(GalleryJSON.string(planned.golden)), \"undo\": \(ticket)}\n")
    }

    /// Many accepts, one undo entry: every item is checked before any golden is written; an item
    /// or a golden named twice is accepted once.
    private func acceptMany(_ value: JSONValue, _ body: [(key: String, value: JSONValue)]) -> HTTPResponse {
        guard case .array(let items) = value, !items.isEmpty else {
            return .error(400, "items: expected a non-empty array of accepts")
        }
        var objects: [[(key: String, value: JSONValue)]] = []
        for (i, item) in items.enumerated() {
            guard case .object(let members) = item else { return .error(400, "items[\(i)]: expected an object") }
            objects.append(members)
        }
        var group: String?
        switch body.first(where: { $0.key == "group" })?.value {
        case nil, .null?: group = nil
        case .string(let cause)?: group = cause
        default: return .error(400, "group: expected the group's cause, a string")
        }
        // An item named twice is checked once (a report's item is worked out again for each check).
        var seen = Set<String>()
        var refused: [String] = []
        let plans = objects.enumerated().compactMap { i, item -> Result<PlannedAccept, Refusal>? in
            let key = ["id", "report"].map { k in item.first { $0.key == k }.map { "\(k)=\($0.value)" } ?? "" }.joined()
            guard seen.insert(key).inserted else {
                refused.append("items[\(i)]: listed twice; accepted once")
                return nil
            }
            return plan(item)
        }
        var files: [AcceptTrash.File] = []
        var reviewed: [Int] = []
        for result in plans {
            switch result {
            case .failure(let refusal): refused.append(refusal.message)
            case .success(let p):
                guard !files.contains(where: { $0.golden == p.golden }) else {
                    refused.append("\(p.golden): listed twice; accepted once")
                    continue
                }
                do {
                    files.append(try trash.replace(p.bytes, golden: p.golden))
                    if let id = p.snapshotID { reviewed.append(id) }
                } catch {
                    refused.append("\(p.golden): \(error)")
                }
            }
        }
        let accepted = GalleryJSON.array(files.map { GalleryJSON.string($0.golden) })
        let reasons = GalleryJSON.array(refused.map { GalleryJSON.string($0) })
        guard !files.isEmpty else {
            let first = refused.first ?? "nothing to accept"
            return .json(
                GalleryJSON.object([
                    ("error", GalleryJSON.string("nothing accepted: \(first)")), ("accepted", accepted),
                    ("refused", reasons), ("undo", "null"),
                ]) + "\n", status: 409)
        }
        let n = files.count
        let what = "accept of " + CheckReport.counted(n, "snapshot") + (group.map { " in group `\(Self.shortened($0))`" } ?? "")
        let ticket = trash.record(files, what: what)
        for id in reviewed { gallery.review(id) }
        events.broadcast(event: "undo", data: "{}")
        return .json(
            GalleryJSON.object([("accepted", accepted), ("refused", reasons), ("undo", String(ticket))]) + "\n")
    }

    /// A cause as an undo entry names it: its first 48 characters.
    static func shortened(_ cause: String) -> String {
        let line = cause.split(separator: "\n").first.map(String.init) ?? ""
        return line.count > 48 ? String(line.prefix(47)) + "…" : line
    }

    /// Checks one accept (`{"id", "goldenDigest", "generation"}` or `{"report", "goldenDigest"}`)
    /// without writing anything.
    private func plan(_ body: [(key: String, value: JSONValue)]) -> Result<PlannedAccept, Refusal> {
        func refuse(_ status: Int, _ message: String) -> Result<PlannedAccept, Refusal> {
            .failure(Refusal(status: status, message: message))
        }
        guard case .string(let sentDigest)? = body.first(where: { $0.key == "goldenDigest" })?.value else {
            return refuse(400, Self.acceptUsage)
        }
        func number(_ key: String) -> Int? {
            if case .number(let n)? = body.first(where: { $0.key == key })?.value { return Int(exactly: n) }
            return nil
        }
        if let index = number("report") { return planReported(index, digest: sentDigest) }
        guard let id = number("id"), let snapshot = gallery.snapshot(id) else { return refuse(404, "no such snapshot") }
        guard !snapshot.onRequest else {
            return refuse(409, "\(snapshot.stem) is a variant asked for here, not a snapshot check has; it has no golden")
        }
        guard let review = snapshot.review, review.status != "passed", review.status != "error", let actual = review.actual
        else { return refuse(409, "\(snapshot.stem): nothing to accept") }
        guard number("generation") == review.generation else {
            return refuse(409, "\(snapshot.stem) was rendered again since it was compared; look at it again")
        }
        let now = (try? PNGFile.digestFile(snapshot.golden)) ?? ""
        guard now == sentDigest, now == review.goldenDigest else {
            return refuse(409, "\(snapshot.golden) changed on disk since it was compared; not overwritten")
        }
        guard let bytes = try? PNGFile.readFile(actual) else {
            return refuse(409, "\(snapshot.stem): its actual image is gone; look at it again")
        }
        return .success(PlannedAccept(golden: snapshot.golden, bytes: bytes, snapshotID: id))
    }

    private func planReported(_ index: Int, digest: String) -> Result<PlannedAccept, Refusal> {
        guard let report, report.snapshots.indices.contains(index) else {
            return .failure(Refusal(status: 404, message: "no such report snapshot"))
        }
        let snapshot = report.snapshots[index]
        guard let golden = snapshot.golden, (try? PNGFile.digestFile(golden)) ?? "" == digest else {
            let name = snapshot.golden ?? snapshot.name
            return .failure(Refusal(status: 409, message: "\(name) changed on disk since it was listed; not overwritten"))
        }
        let decision = ReportAcceptance(renderer: gallery.renderer).decide(snapshot)
        if let why = decision.refusal { return .failure(Refusal(status: 409, message: "\(snapshot.name): refused: \(why)")) }
        guard let bytes = decision.bytes else {
            return .failure(Refusal(status: 409, message: "\(snapshot.name): nothing to accept"))
        }
        return .success(PlannedAccept(golden: golden, bytes: bytes, snapshotID: nil))
    }

    /// `GET /api/undo` → `{"entries": [{"undo": T, "what", "restores", "goldens": [PATH]}]}`, newest first.
    func undoList() -> HTTPResponse {
        let entries = trash.entries.map { e in
            GalleryJSON.object([
                ("undo", String(e.id)), ("what", GalleryJSON.string(e.what)), ("restores", GalleryJSON.string(e.restores)),
                ("goldens", GalleryJSON.array(e.files.map { GalleryJSON.string($0.golden) })),
            ])
        }
        return .json(GalleryJSON.object([("entries", GalleryJSON.array(entries))]) + "\n")
    }

    /// `POST /api/undo {"undo": T}` → `{"undone": WHAT, "restored": [PATH]}`: accept T undone as a
    /// whole (see `AcceptTrash`); refused (409) when one of its goldens changed since.
    func undo(_ request: HTTPRequest) -> HTTPResponse {
        guard case .object(let body)? = try? JSONParser.parse(request.body),
            case .number(let n)? = body.first(where: { $0.key == "undo" })?.value, let id = Int(exactly: n)
        else { return .error(400, "expected {\"undo\": N}") }
        let what = trash.entries.first { $0.id == id }?.what ?? ""
        let goldens: [String]
        do { goldens = try trash.undo(id) } catch {
            switch error {
            case .unknown: return .error(404, "no accept \(id) to undo (undone already, or never made)")
            case .changed(let why): return .error(409, why)
            case .failed(let why):
                events.broadcast(event: "undo", data: "{}")
                return .error(500, why)
            }
        }
        // The goldens changed on disk: their snapshots are compared again.
        let restored = Set(goldens)
        let ids = gallery.state.withLock { s in s.snapshots.values.filter { restored.contains($0.golden) }.map(\.id) }
        for id in ids { gallery.review(id) }
        events.broadcast(event: "undo", data: "{}")
        return .json(
            GalleryJSON.object([
                ("undone", GalleryJSON.string(what)), ("restored", GalleryJSON.array(goldens.map { GalleryJSON.string($0) })),
            ]) + "\n")
    }
}
