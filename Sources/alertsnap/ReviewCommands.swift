import AlertModel
import AlertRender
import Foundation
import PNGCodec
import Raster
import SnapshotCheck
import Support

/// `alertsnap frames SPEC -o DIR [--fps 60] [--phase present|dismiss|both] [--strip STRIP.png] [--jobs N]
/// [--vary KEY=V1,V2]...`: the frames of every variant (the spec's `variants`, `--vary` over them), each
/// named by the variant file-name rule, `DIR/<name>.<key>=<value>...-<phase>-<NNN>.png`.
func runFrames(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .frames)
    guard a.positional.count == 1, let dir = a.value("output") else {
        throw CommandDescription.frames.usageError
    }
    let fps = try a.double("fps", in: 1...240) ?? 60
    let jobs = try a.int("jobs", in: 1...256) ?? System.coreCount
    let phases: [AnimationPhase]
    switch a.value("phase") ?? "present" {
    case "present": phases = [.present]
    case "dismiss": phases = [.dismiss]
    case "both": phases = [.present, .dismiss]
    case let other: throw UsageError("--phase: unknown value \"\(other)\"; expected present, dismiss, both")
    }
    // --phase here also takes "both" and picks the phases itself.
    let o = try overrides(a, includingPhase: false)
    // Every variant is resolved (and so checked) before anything is written.
    let variants = try AlertSpec.load(path: a.positional[0]).resolvedVariants(adding: try variations(a), overrides: o)
    let strips = a.value("strip").map { stripPaths($0, for: variants) }
    let renderer = try AlertRenderer()
    do {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    } catch {
        throw UsageError("-o \(dir): cannot create the directory")
    }
    // The strips are written last: checked first, so a bad --strip path fails before any frame.
    for strip in strips ?? [] { try AtomicFile.checkWritable(strip) }
    for (i, spec) in variants.enumerated() {
        try writeFrames(
            of: spec, phases: phases, fps: fps, jobs: jobs, to: dir, strip: strips?[i], variant: o.variantEntries,
            renderer: renderer)
    }
    return 0
}

/// `--strip STRIP.png` for each variant: the path itself for the spec as written, else the
/// variant file-name rule on its stem (`strip.locale=ar.png`). Two variants never share one.
func stripPaths(_ strip: String, for variants: [ResolvedSpec]) -> [String] {
    guard variants.count > 1 || !(variants.first?.variant.isEmpty ?? true) else { return [strip] }
    let stem = strip.hasSuffix(".png") ? String(strip.dropLast(4)) : strip
    return variants.map { stem + $0.variantSuffix + ".png" }
}

/// The frames of one variant, rendered and written on every core, their paths printed in frame
/// order, then its filmstrip when `strip` is given.
func writeFrames(
    of spec: ResolvedSpec, phases: [AnimationPhase], fps: Double, jobs: Int, to dir: String, strip: String?,
    variant: [SnapshotMetadata.Entry], renderer: AlertRenderer
) throws {
    let wantsStrip = strip != nil
    // Thumbnails 480 px tall, or less so the whole strip stays within 16384 px.
    let count = phases.reduce(0) { $0 + AnimationState.frameTimes(preset: spec.animation, phase: $1, fps: fps).count }
    // A cropped spec's frames hold its settled dialog's rectangle (`crop`), in every frame.
    let crop = renderer.cropFrame(spec)
    let aspect = crop.map { $0.width / $0.height } ?? spec.canvasWidth / spec.canvasHeight
    let thumbnailHeight = max(16, min(480, Int((Double(16384 / max(1, count) - 8) / aspect).rounded(.down))))
    // Every frame records the spec's metadata, its variant naming the phase and time it shows.
    let metadata = try renderer.metadata(for: spec, variant: variant)
    // Frames render and are written on every core; paths print in frame order afterwards.
    let written = try renderer.mapFrames(spec, phases: phases, fps: fps, jobs: jobs) {
        frame, full, encoderThreads -> (path: String, thumbnail: RGBAImage?) in
        let canvas = renderer.output(full, for: spec)
        let path = dir + "/" + AlertRenderer.frameFileName(name: spec.fileStem, phase: frame.phase, index: frame.index)
        var m = metadata
        m.variant = metadata.variant + [.init("phase", frame.phase.rawValue), .init("time", "\(frame.time)")]
        try AtomicFile.write(try renderer.encodePNG(canvas, metadata: m, encoderThreads: encoderThreads), to: path)
        return (path, wantsStrip ? renderer.thumbnail(of: canvas, height: thumbnailHeight) : nil)
    }
    for frame in written { print(frame.path) }
    let thumbnails = written.compactMap(\.thumbnail)
    let times = AlertRenderer.frames(of: spec, phases: phases, fps: fps).map(\.time)
    if let strip {
        try AtomicFile.write(
            try renderer.encodePNG(renderer.filmstrip(thumbnails, times: times), name: spec.name), to: strip)
        print(strip)
    }
}

/// `alertsnap sheet SPEC... -o SHEET.png [--columns N] [--vary key=v1,v2]...`
func runSheet(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .sheet)
    guard !a.positional.isEmpty, let out = a.value("output") else {
        throw CommandDescription.sheet.usageError
    }
    let variations = try (a.values["vary"] ?? []).map { v throws(SpecError) in try ContactSheet.Variation(parsing: v) }
    let specs = try a.positional.map { p throws(SpecError) in try AlertSpec.load(path: p) }
    // Each spec as `check` sees it: its alertsnap.json's variants under its own, `--vary` over both.
    let given = try overrides(a)
    var projects: [(variants: VariantSet, overrides: SpecOverrides)] = []
    for path in a.positional {
        let project = try ProjectSettings.nearest(toSpec: path)
        projects.append((project.variants, project.overrides(over: given)))
    }
    let cells = try ContactSheet.cells(specs: specs, variations: variations, overrides: given, projects: projects)
    let columns = try a.int("columns", in: 1...64) ?? (variations.last?.values.count ?? min(4, cells.count))
    let renderer = try AlertRenderer()
    let sheet = try ContactSheet.render(
        cells, columns: columns, cellHeight: try a.int("cell-height", in: ContactSheet.minCellHeight...4000) ?? 640,
        with: renderer)
    try AtomicFile.write(try renderer.encodePNG(sheet, name: "sheet"), to: out)
    print(out)
    return 0
}
