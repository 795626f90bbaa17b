import AlertLayout
import AlertModel
import AlertRender
import Foundation
import PNGCodec
import Raster
import SnapshotCheck

extension Gallery {
    /// Points around the dialog that a card shows (its shadow reaches about this far).
    static let cropMargin = 24.0

    /// Queues the render of snapshot `id` ahead of background work; its review and lint follow.
    func render(_ id: Int) {
        queue.enqueue("render-\(id)", .urgent) { [self] scratch in renderNow(id, scratch: scratch) }
    }

    /// Queues a new comparison of snapshot `id` with its golden (its golden changed on disk).
    func review(_ id: Int) {
        queue.enqueue("render-\(id)", .background) { [self] scratch in renderNow(id, scratch: scratch) }
    }

    /// Renders the snapshot, publishes its image, then compares it with its golden and publishes
    /// that; the lint runs as a job of its own, after what the page waits for.
    func renderNow(_ id: Int, scratch: RenderScratch) {
        guard let snapshot = snapshot(id) else { return }
        let spec = snapshot.spec
        let image: RGBAImage
        let layout: AlertGeometry
        do {
            let rendered = try renderer.renderSnapshot(spec, scratch: scratch)
            image = rendered.image()
            layout = renderer.layout(spec)
        } catch {
            update(id) { $0.error = "\(snapshot.specPath): \(error)" }
            publish(id)
            return
        }
        defer { scratch.giveBack(image.bytes) }
        // A cropped spec's image already is the dialog and its margin (what its golden holds): the
        // card shows it as it is, placed where the crop lies on the screen.
        let box: PixelBox
        let png: [UInt8]?
        if let r = renderer.cropRect(spec) {
            box = PixelBox(x: r.x, y: r.y, width: image.width, height: image.height)
            png = try? PNGFile.encode(PNGImage(width: image.width, height: image.height, bytes: image.bytes))
        } else {
            box = Self.cropBox(layout, scale: spec.scale, width: image.width, height: image.height)
            png = try? PNGFile.encode(PNGImage(width: box.width, height: box.height, bytes: Self.crop(image, box)))
        }
        let layoutJSON = layout.jsonString()
        var generation = 0
        update(id) {
            $0.generation += 1
            generation = $0.generation
            $0.error = nil
            $0.crop = box
            $0.cropPNG = png
            $0.layoutJSON = layoutJSON
        }
        publish(id)
        if !snapshot.onRequest {
            // A golden replaced on disk (an accept elsewhere, a git checkout) is compared again.
            watchFolder?(Self.folder(of: Self.absolute(snapshot.golden)))
            compare(id, snapshot: snapshot, image: image, generation: generation)
            publish(id)
        }
        queue.enqueue("lint-\(id)", .background) { [self] _ in lintNow(id) }
    }

    /// Compares `image` with the snapshot's golden as `check --record never` does, the failure
    /// images written into the server's own folder.
    func compare(_ id: Int, snapshot: ServedSnapshot, image: RGBAImage, generation: Int) {
        let golden = snapshot.golden
        let digest = (try? PNGFile.digestFile(golden)) ?? ""
        let location = ArtifactLocation(directory: workDirectory, stem: "s\(id)-g\(generation)", copiesExpected: true)
        let spec = snapshot.spec
        let renderer = renderer
        let outcome = GoldenVerifier(policy: settings.policy(ComparisonPolicy()), record: .never).verify(
            RenderedSnapshot(image: image), metadata: try? renderer.comparisonMetadata(for: spec),
            fullMetadata: { try renderer.snapshotMetadata(for: spec) }, goldenPath: golden, artifacts: location,
            changedInputs: { InputChanges.names(recorded: $0, spec: spec, file: snapshot.specPath, renderer: renderer) }
        ) { image in
            try (renderer as any SpecRendering).encodePNG(image, name: snapshot.stem)
        }
        var status: String
        switch outcome.status {
        case .passed, .unchanged, .recorded: status = "passed"
        case .differs: status = outcome.diff?.diffPixels == 0 && !outcome.changes.isEmpty ? "facts changed" : "differs"
        case .missing: status = "missing"
        case .invalid, .error: status = "error"
        case .failedLint: status = "failed lint"  // check --lint only; the verifier never says it
        }
        if outcome.status == .missing && outcome.artifacts.actual == nil { status = "error" }
        // The page shows the images themselves, not where this server keeps them.
        var message = outcome.message
        if let files = message.range(of: "; wrote ") { message = String(message[..<files.lowerBound]) }
        var review = Review(
            status: status, message: message, changes: outcome.changes, goldenDigest: digest,
            generation: generation, expected: outcome.artifacts.expected, actual: outcome.artifacts.actual,
            diff: outcome.artifacts.diff)
        review.facts = outcome.facts
        review.inputsChanged = outcome.inputsChanged
        var previous: Review?
        update(id) {
            previous = $0.review
            $0.review = review
        }
        // The failure images of the comparison this one replaces.
        if let previous, previous.generation != generation {
            let old = ArtifactLocation(directory: workDirectory, stem: "s\(id)-g\(previous.generation)")
            for kind in ArtifactLocation.kinds { try? FileManager.default.removeItem(atPath: old.path(kind)) }
        }
    }

    func lintNow(_ id: Int) {
        guard let snapshot = snapshot(id) else { return }
        let variant = snapshot.spec.variant.map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: ",")
        guard let findings = try? lint.findings(for: snapshot.spec, file: snapshot.specPath, variant: variant) else {
            return
        }
        // The room of each text, for the page to show beside a lint finding or a failed review.
        let room = (try? RoomText.texts(of: snapshot.spec, file: snapshot.specPath, variant: variant, renderer: lint.renderer)) ?? []
        update(id) {
            $0.lint = findings
            $0.room = room
        }
        publish(id)
    }

    /// Changes snapshot `id` under the lock, when it is still served.
    func update(_ id: Int, _ body: (inout ServedSnapshot) -> Void) {
        state.withLock { s in
            guard var snapshot = s.snapshots[id] else { return }
            body(&snapshot)
            s.snapshots[id] = snapshot
        }
    }

    /// Sends the snapshot's state to every page.
    func publish(_ id: Int) {
        guard let snapshot = snapshot(id) else { return }
        events.broadcast(event: "snapshot", data: GalleryJSON.snapshot(snapshot))
    }

    /// The dialog's rectangle in pixels (a sheet's groups, a popover with its arrow) and a margin,
    /// within the image.
    static func cropBox(_ layout: AlertGeometry, scale: Double, width: Int, height: Int) -> PixelBox {
        var frame = layout.alert
        if let sheet = layout.sheet {
            let b = sheet.bounds
            let minX = min(frame.x, b.x)
            let minY = min(frame.y, b.y)
            frame = Frame(
                x: minX, y: minY, width: max(frame.maxX, b.maxX) - minX, height: max(frame.maxY, b.maxY) - minY)
        }
        let x0 = max(0, Int(((frame.x - cropMargin) * scale).rounded(.down)))
        let y0 = max(0, Int(((frame.y - cropMargin) * scale).rounded(.down)))
        let x1 = min(width, Int(((frame.maxX + cropMargin) * scale).rounded(.up)))
        let y1 = min(height, Int(((frame.maxY + cropMargin) * scale).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return PixelBox(x: 0, y: 0, width: width, height: height) }
        return PixelBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The pixels of `box` in `image`.
    static func crop(_ image: RGBAImage, _ box: PixelBox) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: box.width * box.height * 4)
        image.bytes.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for row in 0..<box.height {
                    let from = ((box.y + row) * image.width + box.x) * 4
                    let to = row * box.width * 4
                    for i in 0..<(box.width * 4) { dst[to + i] = src[from + i] }
                }
            }
        }
        return out
    }
}
