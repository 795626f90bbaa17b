import AlertModel
import AlertRender
import Foundation
import ImageDiff
import PNGCodec
import Raster
import SnapshotCheck
import Support

/// `alertsnap bench [--json] [--runs N] [--cold N] [--dir BENCH]`: in-process timings of the standard scenes
/// (the repository's `bench/` folder, the standard scene R1): cold runs (spec, decode, render, encode
/// with a fresh renderer: the very first one, and the median of `--cold` runs, five by default), the median decode of the presenting screen alone, and the medians of warm
/// runs (image cached, canvas reused) split into render and encode; then the diff scene (R1 against R1 with
/// one word of its title changed: both PNG files decoded and compared, as `alertsnap diff` does) and the check
/// scene (R1 rendered, its golden decoded, the two compared, as `check` does for one spec), medians of `runs`.
func runBench(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .bench)
    let runs = try a.int("runs", in: 1...1000) ?? 20
    let coldRuns = try a.int("cold", in: 1...1000) ?? 5
    guard let dir = a.value("dir") ?? locateBenchDirectory() else {
        throw UsageError("cannot find the bench/ folder; pass --dir PATH (it holds r1.json)")
    }
    let scenes = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".json") }.sorted()
    guard !scenes.isEmpty else { throw UsageError("\(dir): no scene specs (*.json)") }
    let shared = try AlertRenderer()
    var rows: [[String: Any]] = []
    for scene in scenes {
        let path = dir + "/" + scene
        // Cold: spec file to PNG bytes with a fresh renderer, so the presenting image is decoded
        // and every buffer allocated inside the timing. The first run also rasterizes the glyphs;
        // the median (of `--cold`, five by default) is what a render of one more spec of a suite costs.
        var coldTimes: [Double] = []
        for _ in 0..<coldRuns {
            coldTimes.append(
                try time {
                    let spec = try AlertSpec.load(path: path).resolved()
                    let renderer = AlertRenderer(typesetter: shared.typesetter)
                    _ = try renderer.renderPNG(spec)
                })
        }
        let firstRun = coldTimes[0]
        let cold = median(coldTimes)
        let spec = try AlertSpec.load(path: path).resolved()
        var decodeTimes: [Double] = []
        if let image = spec.presentingImage {
            for _ in 0..<5 { decodeTimes.append(try time { _ = try PNGFile.decode(contentsOf: image) }) }
        }
        var renderTimes: [Double] = []
        var encodeTimes: [Double] = []
        var bytes = 0
        // Warm the image and glyph caches; then steady state: one canvas reused for every frame.
        var canvas = try shared.render(spec)
        for _ in 0..<runs {
            renderTimes.append(try time { canvas = try shared.render(spec, reusing: canvas) })
            encodeTimes.append(try time { bytes = try shared.encodePNG(canvas, name: spec.name).count })
        }
        let render = median(renderTimes)
        let encode = median(encodeTimes)
        rows.append([
            "scene": spec.name, "width": spec.pixelWidth, "height": spec.pixelHeight,
            "firstRunMs": round3(firstRun), "coldMs": round3(cold),
            "decodeMs": decodeTimes.isEmpty ? 0 : round3(median(decodeTimes)),
            "renderMs": round3(render), "encodeMs": round3(encode),
            "warmTotalMs": round3(render + encode), "pngBytes": bytes, "runs": runs, "coldRuns": coldRuns,
        ])
    }
    let comparisons = try comparisonScenes(dir: dir, renderer: shared, runs: runs)
    if a.flags.contains("json") {
        let data = try JSONSerialization.data(
            withJSONObject: ["scenes": rows, "comparisons": comparisons, "cores": System.coreCount],
            options: [.prettyPrinted, .sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    } else {
        print(
            "scene      size        first(ms)  cold(ms)  decode(ms)  render(ms)  encode(ms)  warm total(ms)  PNG bytes"
                + "   (cold: median of \(coldRuns); warm: median of \(runs); \(System.coreCount) cores)"
        )
        for r in rows {
            let size = "\(r["width"]!)x\(r["height"]!)"
            print(
                pad(r["scene"]!, 10) + " " + pad(size, 11) + " " + pad(r["firstRunMs"]!, 10) + " "
                    + pad(r["coldMs"]!, 9) + " " + pad(r["decodeMs"]!, 11)
                    + " " + pad(r["renderMs"]!, 11) + " "
                    + pad(r["encodeMs"]!, 11) + " " + pad(r["warmTotalMs"]!, 15) + " " + "\(r["pngBytes"]!)")
        }
        for c in comparisons {
            print("\(c["scene"]!): \(c["ms"]!) ms (median of \(runs)): \(c["what"]!)")
        }
    }
    return 0
}

/// The diff and check scenes of R1 (`r1.json` in `dir`), in a temporary folder removed afterwards.
private func comparisonScenes(dir: String, renderer: AlertRenderer, runs: Int) throws -> [[String: Any]] {
    let specPath = dir + "/r1.json"
    guard FileManager.default.fileExists(atPath: specPath) else { return [] }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-bench-\(getpid())").path
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: work) }
    let text = try String(contentsOfFile: specPath, encoding: .utf8)
    let spec = try AlertSpec.load(path: specPath).resolved()
    // The changed spec sits in the temporary folder with a copy of its presenting screen.
    let changedPath = work + "/r1b.json"
    try text.replacingOccurrences(of: "Save changes?", with: "Save change?").write(
        toFile: changedPath, atomically: true, encoding: .utf8)
    if let image = spec.presentingImage {
        try FileManager.default.copyItem(
            atPath: image, toPath: work + "/" + URL(fileURLWithPath: image).lastPathComponent)
    }
    let changed = try AlertSpec.load(path: changedPath).resolved()
    let golden = work + "/r1.png"
    let other = work + "/r1b.png"
    try AtomicFile.write(try renderer.renderPNG(spec), to: golden)
    try AtomicFile.write(try renderer.renderPNG(changed), to: other)
    var diffTimes: [Double] = []
    var checkTimes: [Double] = []
    // As a `check` worker: one canvas and one image buffer reused from one snapshot to the next.
    let scratch = RenderScratch()
    for _ in 0..<runs {
        diffTimes.append(try time { _ = try FileDiff.run(FileDiff.Request(expected: golden, actual: other)) })
        checkTimes.append(
            try time {
                let image = try renderer.renderImage(spec, scratch: scratch)
                let expected = try FileDiff.decode(golden)
                _ = ImageComparison.compare(expected, image)
                scratch.giveBack(image.bytes)
            })
    }
    return [
        [
            "scene": "diff", "ms": round3(median(diffTimes)),
            "what": "decode r1.png and r1b.png (1170x2532, one word apart), compare",
        ],
        ["scene": "check", "ms": round3(median(checkTimes)), "what": "render R1, decode its golden, compare"],
    ]
}

private func time(_ body: () throws -> Void) throws -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

private func median(_ v: [Double]) -> Double {
    let s = v.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

private func round3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

private func pad(_ v: Any, _ n: Int) -> String {
    let s = "\(v)"
    return s + String(repeating: " ", count: max(0, n - s.count))
}

/// The benchmark scenes: `ALERTSNAP_BENCH`, else the repository's `bench/` folder in the current
/// directory or any parent.
private func locateBenchDirectory() -> String? {
    if let env = ProcessInfo.processInfo.environment["ALERTSNAP_BENCH"] { return env }
    var dir = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    for _ in 0..<6 {
        for candidate in ["bench"] {
            let path = dir.appendingPathComponent(candidate).path
            if FileManager.default.fileExists(atPath: path + "/r1.json") { return path }
        }
        dir = dir.deletingLastPathComponent()
    }
    return nil
}
