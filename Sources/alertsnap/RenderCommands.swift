import AlertLayout
import AlertModel
import AlertRender
import DesignLint
import Foundation
import PNGCodec
import SnapshotCheck
import Support
import Typesetting

/// The text measurer of the command line: the real fonts and the spec's own `fonts`, so `layout`
/// agrees with `render`.
func commandLineMeasurer(for spec: ResolvedSpec) throws -> any TextMeasuring {
    try AlertRenderer().typesetter(for: spec)
}

/// `alertsnap render SPEC [-o OUT.png]` / `render SPEC... -o DIR`
func runRender(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .render)
    guard !a.positional.isEmpty else {
        throw CommandDescription.render.usageError
    }
    let destination = try BatchRender.Destination(output: a.value("output"), specCount: a.positional.count)
    var batch = BatchRender(renderer: try AlertRenderer(), overrides: try overrides(a), vary: try variations(a))
    // Each spec as `check` sees it: under the nearest alertsnap.json (a bad one is bad input).
    var settings: [String: ProjectSettings] = [:]
    for path in a.positional where settings[path] == nil { settings[path] = try ProjectSettings.nearest(toSpec: path) }
    let given = batch.overrides
    batch.resolution = { [settings] path in
        let project = settings[path] ?? ProjectSettings()
        return (project.variants, project.overrides(over: given))
    }
    let jobs = try a.int("jobs", in: 1...256) ?? System.coreCount
    var failed = false
    var warned: Set<String> = []
    for (spec, outcome) in batch.runNamingSpecs(a.positional, to: destination, jobs: jobs) {
        switch outcome {
        case .written(let path):
            print(path)
            // Warnings go to stderr, so stdout stays the list of files written; once per spec,
            // however many variants it has.
            guard warned.insert(spec).inserted else { continue }
            for line in renderWarnings(specPath: spec, batch: batch) {
                FileHandle.standardError.write(Data((oneLine(line) + "\n").utf8))
            }
        case .failed(let message):
            failed = true
            FileHandle.standardError.write(Data((oneLine("alertsnap render: \(message)") + "\n").utf8))
        }
    }
    return failed ? 2 : 0
}

/// `RenderWarnings` for a spec `batch` rendered (loaded again: resolving is cheap, the presenting
/// image is in the renderer's cache).
func renderWarnings(specPath: String, batch: BatchRender) -> [String] {
    guard let spec = try? AlertSpec.load(path: specPath).resolved(batch.resolution(specPath).overrides) else { return [] }
    return (try? RenderWarnings.lines(for: spec, file: specPath, renderer: batch.renderer)) ?? []
}

/// `alertsnap screen settings|editor -o FILE.png [--platform P] [--device D] [--orientation O] [--appearance A]`:
/// the mock presenting screens the fixtures use, an iOS app's or an Android app's.
func runScreen(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .screen)
    guard a.positional.count == 1, let kind = PresentingScreen(rawValue: a.positional[0]), let out = a.value("output")
    else {
        throw CommandDescription.screen.usageError
    }
    let o = try overrides(a)
    let platform = o.platform ?? .ios
    let device = DevicePreset.named(o.device ?? DevicePreset.defaultName(for: platform))!
    let orientation = o.orientation ?? .portrait
    let renderer = try AlertRenderer()
    let canvas = kind.render(
        width: device.width(orientation), height: device.height(orientation), scale: device.scale,
        appearance: o.appearance ?? .light,
        typesetter: renderer.typesetter, platform: platform)
    try AtomicFile.write(try renderer.encodePNG(canvas, name: kind.rawValue), to: out)
    print(out)
    return 0
}
