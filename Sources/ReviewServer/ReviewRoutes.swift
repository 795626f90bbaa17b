import AlertLayout
import AlertModel
import AlertRender
import Foundation
import PNGCodec
import SnapshotCheck
import Support

extension ReviewSession {
    /// Every request: the guard's checks first, then the route.
    func handle(_ request: HTTPRequest) -> HTTPResponse {
        guard let requestGuard = requestGuard.withLock({ $0 }) else { return .error(503, "starting") }
        if let (status, reason) = requestGuard.refusal(request) { return .error(status, reason) }
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        switch (request.method, parts.first ?? "") {
        case ("GET", ""), ("GET", "index.html"): return WebFiles.response("index.html")
        case ("GET", let name) where parts.count == 1 && WebFiles.names.contains(name): return WebFiles.response(name)
        case ("GET", "files"): return file(String(request.path.dropFirst("/files/".count)))
        case (_, "api") where parts.count >= 2: return api(request, Array(parts.dropFirst()))
        default: return .error(404, "\(request.method) \(request.path): not found")
        }
    }

    private func api(_ request: HTTPRequest, _ parts: [String]) -> HTTPResponse {
        switch (request.method, parts[0]) {
        case ("GET", "events"): return HTTPResponse(stream: events.open { [queue] in queue.pending })
        case ("GET", "snapshots") where parts.count == 1: return .json(list())
        case ("GET", "snapshots"): return snapshotRoute(request, parts)
        case ("GET", "report") where parts.count == 1:
            return .json(report?.json() ?? "null")
        case ("GET", "report") where parts.count == 3:
            guard let report, let i = Int(parts[1]), parts[2].hasSuffix(".png"),
                let path = report.image(i, String(parts[2].dropLast(4))), let bytes = try? PNGFile.readFile(path)
            else { return .error(404, "no such report image") }
            return HTTPResponse(status: 200, contentType: "image/png", body: bytes)
        case ("POST", "variants"): return addVariant(request)
        case ("GET", "variant-keys") where parts.count == 1: return .json(VariantKeyValues.json() + "\n")
        case ("POST", "accept"): return accept(request)
        case ("GET", "undo") where parts.count == 1: return undoList()
        case ("POST", "undo"): return undo(request)
        default: return .error(404, "\(request.method) \(request.path): not found")
        }
    }

    /// `{"specs": [...], "snapshots": [...], "report": bool, "pending": N, "groups": [...], "verdict": {...} | null}`.
    private func list() -> String {
        let (specs, snapshots) = gallery.state.withLock { s in
            (s.specs.values.sorted { $0.path < $1.path }, s.snapshots.values.sorted { $0.id < $1.id })
        }
        let specJSON = specs.map { spec in
            GalleryJSON.object([
                ("path", GalleryJSON.string(spec.path)), ("error", GalleryJSON.string(spec.error)),
                ("snapshots", GalleryJSON.array(spec.snapshotIDs.map(String.init))),
            ])
        }
        return GalleryJSON.object([
            ("specs", GalleryJSON.array(specJSON)),
            ("snapshots", GalleryJSON.array(snapshots.map(GalleryJSON.snapshot))),
            ("report", report == nil ? "false" : "true"),
            ("pending", String(queue.pending)),
            // A report's review lists the report's groups; else this checkout's, as `check` groups them.
            ("groups", report?.groupsJSON() ?? ReviewGroups.json(snapshots, projectFolder: gallery.settings.config?.folder)),
            // A report's run: its headline, fix hints and failing unused goldens (the live review
            // states its own from the snapshots it compared).
            ("verdict", report?.verdict?.json ?? "null"),
        ]) + "\n"
    }

    private func snapshotRoute(_ request: HTTPRequest, _ parts: [String]) -> HTTPResponse {
        guard let id = Int(parts[1]), let snapshot = gallery.snapshot(id) else { return .error(404, "no such snapshot") }
        guard parts.count == 3 else { return .json(GalleryJSON.snapshot(snapshot)) }
        switch parts[2] {
        case "image.png":
            guard let png = snapshot.cropPNG else { return .error(404, "not rendered yet") }
            return HTTPResponse(status: 200, contentType: "image/png", body: png)
        case "screen.png":
            // The whole screen, also for a spec whose snapshot is cropped to the dialog.
            var whole = snapshot.spec
            whole.crop = .screen
            let spec = whole
            let renderer = gallery.renderer
            let result = queue.run { _ in Result { () throws(RenderError) in try renderer.renderPNG(spec) } }
            switch result {
            case .success(let png): return HTTPResponse(status: 200, contentType: "image/png", body: png)
            case .failure(let error): return .error(422, "\(error)")
            }
        case "layout":
            guard let json = snapshot.layoutJSON else { return .error(404, "not rendered yet") }
            return .json(json)
        case "hit":
            guard let x = request.query["x"].flatMap(Double.init), let y = request.query["y"].flatMap(Double.init) else {
                return .error(400, "hit needs x and y in points")
            }
            let hit = gallery.renderer.layout(snapshot.spec).hitTest(x: x, y: y)
            return .json("{\"region\": \"\(hit.region)\", \"dismisses\": \(hit.dismisses)}\n")
        case "expected.png", "actual.png", "diff.png":
            let kind = String(parts[2].dropLast(4))
            let path = kind == "expected" ? snapshot.review?.expected : kind == "actual" ? snapshot.review?.actual : snapshot.review?.diff
            guard let path, let bytes = try? PNGFile.readFile(path) else { return .error(404, "no \(kind) image") }
            return HTTPResponse(status: 200, contentType: "image/png", body: bytes)
        default:
            return .error(404, "no such snapshot resource")
        }
    }

    /// `/files/PATH`: a file under the served folders, their golden folders or the report.
    private func file(_ path: String) -> HTTPResponse {
        refreshReadableFolders()
        switch readable.withLock({ $0 }).resolve(path) {
        case .failure(let error): return .error(403, error.description)
        case .success(let real):
            guard let data = FileManager.default.contents(atPath: real) else { return .error(404, "\(path): cannot read") }
            let type =
                real.hasSuffix(".png") ? "image/png" : real.hasSuffix(".json") ? "application/json" : "text/plain; charset=utf-8"
            return HTTPResponse(status: 200, contentType: type, body: Array(data))
        }
    }

    /// `POST /api/variants {"spec": PATH, "variant": {"locale": "ar", ...}}` → `{"id": N}`.
    private func addVariant(_ request: HTTPRequest) -> HTTPResponse {
        guard case .object(let body)? = try? JSONParser.parse(request.body),
            case .string(let spec)? = body.first(where: { $0.key == "spec" })?.value,
            case .object(let variant)? = body.first(where: { $0.key == "variant" })?.value
        else { return .error(400, "expected {\"spec\": PATH, \"variant\": {KEY: VALUE}}") }
        var values: [VariantValue] = []
        for (key, value) in variant {
            guard let k = VariantKey(rawValue: key), case .string(let v) = value else {
                return .error(400, "variant.\(key): not a variant key with a string value")
            }
            if !v.isEmpty { values.append(VariantValue(k, v)) }
        }
        do {
            let id = try gallery.addVariant(spec: spec, values: values)
            return .json("{\"id\": \(id)}\n")
        } catch {
            return .error(422, "\(error)")
        }
    }
}

extension StreamRegistry {
    /// A new stream for a page; its first event says it is connected and how many renders are
    /// pending (`{"pending": N}`). The count is read once the stream is registered: a `pending`
    /// event queued before the hello is older than the hello's count, one after it newer.
    func open(pending: () -> Int) -> EventStream {
        let stream = EventStream()
        add(stream)
        stream.send(event: "hello", data: "{\"pending\": \(pending())}")
        return stream
    }
}
