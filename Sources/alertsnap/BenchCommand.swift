import AlertModel
import AlertRender
import Foundation
import PNGCodec
import Raster

/// `alertsnap bench [--json] [--runs N] [--dir BENCH]`: in-process timings of the standard scenes
/// (the repository's `bench/` folder, a copy of the shared design documents' scene): cold runs (spec, decode, render, encode
/// with a fresh renderer: the very first one, and the median of five), the median decode of the presenting screen alone, and the medians of warm
/// runs (image cached, canvas reused) split into render and encode.
func runBench(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .bench)
    let runs = try a.int("runs", in: 1...1000) ?? 20
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
        // the median of five is what a render of one more spec of a suite costs.
        var coldTimes: [Double] = []
        for _ in 0..<5 {
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
            for _ in 0..<5 { decodeTimes.append(try time { _ = try PNGCodec.decode(contentsOf: image) }) }
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
            "warmTotalMs": round3(render + encode), "pngBytes": bytes, "runs": runs,
        ])
    }
    if a.flags.contains("json") {
        let data = try JSONSerialization.data(
            withJSONObject: ["scenes": rows, "cores": System.coreCount], options: [.prettyPrinted, .sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    } else {
        print(
            "scene      size        first(ms)  cold(ms)  decode(ms)  render(ms)  encode(ms)  warm total(ms)  PNG bytes"
                + "   (cold: median of 5; warm: median of \(runs); \(System.coreCount) cores)"
        )
        for r in rows {
            let size = "\(r["width"]!)x\(r["height"]!)"
            print(
                pad(r["scene"]!, 10) + " " + pad(size, 11) + " " + pad(r["firstRunMs"]!, 10) + " "
                    + pad(r["coldMs"]!, 9) + " " + pad(r["decodeMs"]!, 11)
                    + " " + pad(r["renderMs"]!, 11) + " "
                    + pad(r["encodeMs"]!, 11) + " " + pad(r["warmTotalMs"]!, 15) + " " + "\(r["pngBytes"]!)")
        }
    }
    return 0
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
