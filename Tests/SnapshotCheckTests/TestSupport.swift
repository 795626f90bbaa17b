import AlertModel
import AlertRender
import Foundation
import PNGCodec
import Raster
import SnapshotCheck
import Support

/// A renderer that paints a flat colour chosen by the spec's title, so tests are fast and can
/// change exactly the pixels they want.
struct FakeRenderer: SpecRendering {
    /// Spec name → how many pixels of the first row to paint red (a simulated regression).
    var changed: [String: Int] = [:]
    /// Spec names whose rendering throws.
    var failing: Set<String> = []

    /// Whether the PNGs carry an `alertsnap` chunk (the real renderer's always do).
    var writesMetadata = true
    /// A layout to record instead of the title's: what a moved, invisible frame looks like.
    var layoutOverride: String?

    /// A chunk whose layout is the title, so a changed title is a changed layout.
    func snapshotMetadata(for spec: ResolvedSpec) throws -> SnapshotMetadata? {
        guard writesMetadata else { return nil }
        return SnapshotMetadata(
            inputs: [.init("spec", spec.title ?? "")], environment: [.init("fake", "1")], variant: [],
            layout: layoutOverride ?? "{\"title\":\(quotedJSON(spec.title ?? ""))}")
    }

    private func quotedJSON(_ s: String) -> String { JSONValue.quoted(s) }

    struct Failure: Error, CustomStringConvertible {
        var description: String { "fake render failure" }
    }

    func renderImage(_ spec: ResolvedSpec) throws -> RGBAImage {
        if failing.contains(spec.name) { throw Failure() }
        let seed = (spec.title ?? "").unicodeScalars.reduce(7) {
            ($0 &* 31 &+ Int($1.value)) & 0xFFFF
        }
        let color = StraightColor(r: UInt8(seed & 0x7F), g: UInt8((seed >> 4) & 0x7F), b: 200)
        var image = RGBAImage(width: spec.pixelWidth, height: spec.pixelHeight, color: color)
        for i in 0..<min(changed[spec.name, default: 0], image.width * image.height) {
            image.bytes.replaceSubrange((i * 4)..<(i * 4 + 4), with: [255, 0, 0, 255])
        }
        return image
    }
}

/// A temporary folder of specs and goldens, removed by `remove()`.
struct Workspace {
    let root: String

    init() throws {
        root =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "alertsnap-check-\(UUID().uuidString)"
            ).path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes a small valid spec (16x12 px, no safe area) at `relative`; returns its path.
    @discardableResult
    func spec(
        _ relative: String, name: String? = nil, title: String = "Title", width: Int = 16,
        height: Int = 12
    ) throws -> String {
        var json = "{"
        if let name { json += "\"name\": \(quoted(name)), " }
        json += "\"canvas\": {\"width\": \(width), \"height\": \(height), \"scale\": 1}, "
        json += "\"safeArea\": {\"top\": 0, \"bottom\": 0, \"left\": 0, \"right\": 0}, "
        json += "\"alert\": {\"title\": \(quoted(title))}}"
        return try write(json, to: relative)
    }

    /// A JSON string literal.
    func quoted(_ s: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [s], options: [.fragmentsAllowed])
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }

    @discardableResult
    func write(_ text: String, to relative: String) throws -> String {
        let p = path(relative)
        try FileManager.default.createDirectory(
            atPath: (p as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: p))
        return p
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path(relative))
    }

    /// A modification time no run can produce: 2001-09-09.
    static let pastDate = Date(timeIntervalSince1970: 1_000_000_000)

    /// Sets the modification time of every file under `relative` to `pastDate`, so that any
    /// rewrite shows in `files()` without waiting for the clock to move on.
    func backdateFiles(under relative: String = "") throws {
        let base = relative.isEmpty ? root : path(relative)
        for name in files(under: relative).keys {
            try FileManager.default.setAttributes(
                [.modificationDate: Self.pastDate], ofItemAtPath: base + "/" + name)
        }
    }

    /// Every file under `relative` (recursively) with its bytes and modification time.
    func files(under relative: String = "") -> [String: FileState] {
        var out: [String: FileState] = [:]
        let base = relative.isEmpty ? root : path(relative)
        guard let e = FileManager.default.enumerator(atPath: base) else { return out }
        while let name = e.nextObject() as? String {
            let p = base + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: p, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            out[name] = FileState(path: p)
        }
        return out
    }

    /// Runs a check over the workspace's `specs` folder (or `inputs`) with a fake renderer.
    func check(
        _ inputs: [String] = ["specs"], record: RecordMode = .missing,
        renderer: FakeRenderer = FakeRenderer(),
        configure: (inout CheckOptions) -> Void = { _ in }
    ) throws -> CheckReport {
        var options = CheckOptions(inputs: inputs.map(path), record: record, jobs: 2)
        configure(&options)
        return try CheckRun.run(options, renderer: renderer)
    }
}

/// Bytes and modification time of a file, to prove it was not touched.
struct FileState: Equatable {
    var bytes: Data
    var modified: Date

    init(path: String) {
        bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        modified = attributes?[.modificationDate] as? Date ?? .distantPast
    }
}

enum Images {
    static func flat(_ width: Int, _ height: Int, _ color: StraightColor) -> RGBAImage {
        RGBAImage(width: width, height: height, color: color)
    }

    /// `image` with `count` pixels of the first row set to `color`.
    static func marked(
        _ image: RGBAImage, count: Int, _ color: StraightColor = StraightColor(r: 255, g: 0, b: 0)
    ) -> RGBAImage {
        var out = image
        for i in 0..<count {
            out.bytes.replaceSubrange(
                (i * 4)..<(i * 4 + 4), with: [color.r, color.g, color.b, color.a])
        }
        return out
    }

    static func writePNG(_ image: RGBAImage, to path: String) throws {
        try AtomicFile.write(
            try PNGFile.encode(
                PNGImage(width: image.width, height: image.height, bytes: image.bytes)), to: path)
    }
}
