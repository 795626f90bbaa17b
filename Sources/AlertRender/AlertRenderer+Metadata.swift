import AlertModel
import Dispatch
import PNGCodec
import Raster
import Support
import Typesetting

extension ResolvedSpec {
    /// Every file a render of this spec reads besides the bundled fonts, keyed by the spec key that
    /// names it (`SpecKey.inputFiles`): goldens record them and `check --incremental` sees them change.
    public var filesRead: [(key: String, path: String)] { SpecKey.inputFiles(of: self) }

    /// The resolved spec as text with its file paths taken out (their contents are digested on
    /// their own), so the digest does not change when a checkout moves. Reflection prints stored
    /// properties in declaration order; ResolvedSpec holds no dictionary or set whose order could vary.
    var canonicalDescription: String { String(decoding: canonicalBytes, as: UTF8.self) }

    /// `canonicalDescription` as UTF-8, what the golden's `spec` digest hashes.
    var canonicalBytes: [UInt8] {
        var copy = self
        copy.sourcePath = nil
        copy.presentingImage = presentingImage.map { _ in "<file>" }
        copy.baseSpecs = baseSpecs.map { _ in "<file>" }
        copy.catalogFiles = catalogFiles.map { _ in "<file>" }
        // The entries used are the `strings` input's digest; the texts they gave are in the spec's.
        copy.catalogUses = []
        copy.icon?.path = "<file>"
        copy.content?.path = "<file>"
        for i in copy.actionImages.indices { copy.actionImages[i]?.path = "<file>" }
        for i in copy.fonts.indices { copy.fonts[i].path = "<file>" }
        for i in copy.systemFonts.indices { copy.systemFonts[i].face.path = "<file>" }
        // Keys added after goldens were first recorded are left out at their defaults (no keyboard,
        // no focused field, no action images or checkmarks, no content view, and whatever is declared
        // after `colorKeys`), so a spec that does not use them keeps the digest its golden records.
        let late = Self.unsetLateProperties(of: copy, after: Self.lastRecordedProperty)
        return Self.removing(late.isEmpty ? Self.absentDefaults : Self.absentDefaults + late, from: Array(copy.reflectedText.utf8))
    }

    /// The last stored property of ResolvedSpec that goldens were first recorded with.
    static let lastRecordedProperty = "colorKeys"

    /// `String(reflecting: value)` when that is `nil`, `[]` or `false`, else nil; told from the value's
    /// shape, without printing it (the late properties' reflected text was a fifth of the spec
    /// digest's time): an optional without a value, an empty array, a false Bool.
    static func unsetText(_ value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional: return mirror.children.isEmpty ? "nil" : nil
        case .collection: return mirror.children.isEmpty ? "[]" : nil  // a set prints `Set([])`
        default: return (value as? Bool) == false ? "false" : nil
        }
    }

    /// The reflected text (`, badge: nil`) of the stored properties of `value` declared after
    /// `anchor` that are nil, empty or false: a property a new key adds at the end of ResolvedSpec
    /// is left out of the digest while a spec does not use it, with no entry in `absentDefaults`.
    static func unsetLateProperties(of value: Any, after anchor: String) -> [[UInt8]] {
        var late = false
        var out: [[UInt8]] = []
        for child in Mirror(reflecting: value).children {
            guard late, let label = child.label else {
                late = late || child.label == anchor
                continue
            }
            if let shown = unsetText(child.value) { out.append(Array(", \(label): \(shown)".utf8)) }
        }
        return out
    }

    /// `String(reflecting: self)`, made as the standard library makes it (the type's name, then each
    /// stored property's label and debug text) but with the theme's text from `reflectedThemes`: the
    /// theme is most of the text, and a suite's snapshots share a few themes, whose reflection was
    /// most of the 7 % of a passing check's CPU time that the spec digest took.
    var reflectedText: String {
        var text = String(reflecting: ResolvedSpec.self) + "("
        var first = true
        for child in Mirror(reflecting: self).children {
            if !first { text += ", " }
            first = false
            if let label = child.label { text += label + ": " }
            if child.label == "theme" {
                text += Self.reflectedThemes.text(of: theme)
            } else {
                debugPrint(child.value, terminator: "", to: &text)
            }
        }
        return text + ")"
    }

    /// The reflected text of the themes met last.
    static let reflectedThemes = ReflectedThemes()

    /// The reflected text of keys at their defaults that `canonicalBytes` leaves out.
    private static let absentDefaults: [[UInt8]] = [
        ", keyboard: nil", ", hardwareKeyboard: false", ", crop: AlertModel.CropMode.screen", ", focused: false",
        ", image: nil, checked: false",
        ", actionImages: []", ", content: nil",
        // The iOS 18 look (`ios: 18`): what every golden recorded before the key existed.
        ", glass: nil", ", ios: AlertModel.IOSVersion.ios18",
        // The iOS platform: no Android look, no Android button roles.
        ", android: nil", ", role: nil",
        // Every theme text style: the orphan rule and hyphenation are set by the layout, never by a theme.
        ", avoidsOrphans: false", ", hyphenationFactor: 0.0",
        // Every theme text style: the Android looks' family and letter spacing; the iOS looks' defaults.
        ", uiFamily: AlertModel.UIFontFamily.inter", ", letterSpacing: 0.0",
        // The looks' tracking tables: no spec key sets them, and what they change shows in the pixels.
        ", fontTracking: " + String(reflecting: FontTracking.standard),
        ", fontTracking: " + String(reflecting: FontTracking.untracked),
    ].map { Array($0.utf8) }

    /// `text` with every occurrence of each of `patterns` (each starting with a comma) removed, in one
    /// pass: the same text as removing them one after another, since no removal can join the ends
    /// of two others into a new occurrence (each ends in a letter, digit, bracket or ")", none of which
    /// starts a pattern). String's `replacing`, six times over the long reflected text, was 4 % of
    /// a passing check's CPU time.
    static func removing(_ patterns: [[UInt8]], from text: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        text.withUnsafeBufferPointer { t in
            var i = 0
            outer: while i < t.count {
                if t[i] == UInt8(ascii: ",") {
                    for p in patterns where i + p.count <= t.count && t[i..<(i + p.count)].elementsEqual(p) {
                        i += p.count
                        continue outer
                    }
                }
                out.append(t[i])
                i += 1
            }
        }
        return out
    }
}

/// `String(reflecting:)` of the last few themes, found by their bytes: the same bytes are the
/// same value (its strings and arrays the very same storage), so the same text. `==` would not do:
/// it takes -0.0 for 0.0, which print differently.
final class ReflectedThemes: Sendable {
    /// Themes kept: a suite's appearances, text sizes, theme names and overrides (the fixtures
    /// have 21 among 76 snapshots); each is a few KB of text.
    static let capacity = 64
    private let kept = Locked<[(theme: Theme, text: String)]>([])

    static func sameBytes(_ a: Theme, _ b: Theme) -> Bool {
        withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
    }

    func text(of theme: Theme) -> String {
        if let hit = kept.withLock({ list in list.first { Self.sameBytes($0.theme, theme) }?.text }) { return hit }
        let text = String(reflecting: theme)
        kept.withLock { list in
            if list.count >= Self.capacity { list.removeFirst() }
            list.append((theme, text))
        }
        return text
    }
}

extension AlertRenderer {
    /// What a PNG of `spec` records about itself (see `SnapshotMetadata`): digests of the resolved
    /// spec and the files it reads, the library versions and bundled fonts, `variant`, and the layout.
    /// Throws when a file the spec names cannot be read.
    ///
    /// ```swift
    /// let metadata = try renderer.metadata(for: spec, variant: [.init("appearance", "dark")])
    /// ```
    public func metadata(for spec: ResolvedSpec, variant: [SnapshotMetadata.Entry] = []) throws(RenderError)
        -> SnapshotMetadata
    {
        var metadata = try inputMetadata(for: spec, variant: variant)
        metadata.layout = layoutRecord(spec)
        return metadata
    }

    /// The chunk's `layout`: the layout JSON (compact) with, for a cropped PNG, the rectangle of
    /// the canvas it holds under `crop` (in points, as every frame), and the scene's record under
    /// `drawn` (every text and filled element as painted: `Scene.recordJSON`).
    public func layoutRecord(_ spec: ResolvedSpec) -> String {
        let laidOut = layout(spec)
        let json = SnapshotMetadata.compactJSON(laidOut.jsonString(recording: true))
        guard json.hasSuffix("}") else { return json }
        var crop = ""
        if spec.crop == .alert {
            let f = laidOut.cropFrame(shadow: spec.shadow, margin: AlertSpec.cropMargin)
            crop = ",\"crop\":{\"x\":\(Scene.number(f.x)),\"y\":\(Scene.number(f.y)),\"width\":\(Scene.number(f.width)),\"height\":\(Scene.number(f.height))}"
        }
        return json.dropLast() + crop + ",\"drawn\":" + Scene(spec: spec, layout: laidOut).recordJSON + "}"
    }

    /// `metadata(for:variant:)` without the digests of its inputs (`inputs` is empty): the layout,
    /// variant and environment that comparing a render with its golden reads (`LayoutChanges`).
    /// `check` needs it for every snapshot but the inputs only for a file it writes, and hashing the
    /// resolved spec's description was 3.5 % of a passing check's CPU time.
    ///
    /// `includingLayout: false` leaves `layout` empty too: `layoutRecord(_:)` makes it apart, for a
    /// comparison that reads it.
    public func comparisonMetadata(
        for spec: ResolvedSpec, variant: [SnapshotMetadata.Entry] = [], includingLayout: Bool = true
    ) throws(RenderError) -> SnapshotMetadata {
        SnapshotMetadata(
            inputs: [], environment: try environment(for: spec), variant: SnapshotMetadata.merged(variant, spec.variant),
            layout: includingLayout ? layoutRecord(spec) : "")
    }

    /// `metadata(for:variant:)` without the layout (its `layout` is empty): what decides whether a
    /// golden is still current (`check --incremental`), known without laying anything out.
    public func inputMetadata(for spec: ResolvedSpec, variant: [SnapshotMetadata.Entry] = []) throws(RenderError)
        -> SnapshotMetadata
    {
        var inputs = [SnapshotMetadata.Entry("spec", SHA256.hex(of: spec.canonicalBytes))]
        for (key, path) in spec.filesRead {
            // A catalog is recorded by the entries the snapshot shows, not the whole file: editing
            // one string changes the inputs of only the goldens that show it.
            if let entries = Self.catalogEntriesDigest(key: key, path: path, spec: spec) {
                inputs.append(.init(key, entries))
                continue
            }
            do {
                inputs.append(.init(key, try digests.digest(of: path)))
            } catch {
                throw .unusableInput(source: spec.sourceDescription, key: key, problem: "\(error)")
            }
        }
        return SnapshotMetadata(
            inputs: inputs, environment: try environment(for: spec),
            variant: SnapshotMetadata.merged(variant, spec.variant),
            layout: "")
    }

    /// The PNG bytes of `canvas` with `metadata`'s chunk (its `pixels` digest filled in): what
    /// every file made from a spec holds.
    public func encodePNG(_ canvas: Canvas, metadata: SnapshotMetadata, encoderThreads: Int = 0) throws(RenderError)
        -> [UInt8]
    {
        let png = try encodePNG(canvas, name: "snapshot", encoderThreads: encoderThreads)
        var metadata = metadata
        metadata.pixels = canvas.straightPixelDigest()
        do throws(PNGError) { return try metadata.tagging(png) } catch {
            throw .taggingFailed(reason: error.reason)
        }
    }

    /// `renderPNG` with the spec's metadata chunk.
    public func renderSnapshotPNG(
        _ spec: ResolvedSpec, variant: [SnapshotMetadata.Entry] = [], encoderThreads: Int = 0
    ) throws(RenderError) -> [UInt8] {
        try encodePNG(
            output(render(spec), for: spec), metadata: metadata(for: spec, variant: variant), encoderThreads: encoderThreads)
    }

    /// Computes the environment now, so that the first snapshot's metadata does not wait for the
    /// fonts to be hashed (`check` calls it while it resolves the specs). A failure is left for
    /// the metadata call that needs the environment to report.
    public func prepareEnvironment() {
        _ = try? environment()
    }

    /// Tells the renderer that many snapshots follow (`check`): it then keeps the presenting
    /// layer of the first one too, which a one-off render does not pay to copy.
    /// `groupedByLayer`: they come in runs on one presenting layer (`check`'s render order), so
    /// the renderer keeps only the last two layers instead of five, and the last two decoded
    /// screens (the groups of one screen come together).
    public func expectManySnapshots(groupedByLayer: Bool = false) {
        presentingLayers.expectMany(groupedByLayer: groupedByLayer)
        if groupedByLayer { images.expectGroupedByScreen() }
    }

    /// `environment()`, then for a spec set in `systemFonts` each of their files' SHA-256 under
    /// `systemFont:<file name>`, in the order named: a golden made with one set of system fonts
    /// (SF Pro of one version) is never compared exactly against one made with another, or with Inter.
    func environment(for spec: ResolvedSpec) throws(RenderError) -> [SnapshotMetadata.Entry] {
        var entries = try environment()
        var seen: [String] = []
        for system in spec.systemFonts where !seen.contains(system.face.path) {
            let path = system.face.path
            seen.append(path)
            do {
                let name = path.split(separator: "/").last.map(String.init) ?? path
                entries.append(.init("systemFont:" + name, try digests.digest(of: path)))
            } catch {
                throw .unusableInput(source: spec.sourceDescription, key: system.face.key, problem: "\(path): \(error)")
            }
        }
        return entries
    }

    /// Library versions, then the bundled fonts' digests (computed once per renderer; the lock is
    /// held while they are, so threads starting together do not each hash the 24 MB of fonts).
    func environment() throws(RenderError) -> [SnapshotMetadata.Entry] {
        try environmentEntries.withLock { (cached: inout [SnapshotMetadata.Entry]?) throws(RenderError) in
            if let cached { return cached }
            let entries = try computeEnvironment()
            cached = entries
            return entries
        }
    }

    private func computeEnvironment() throws(RenderError) -> [SnapshotMetadata.Entry] {
        var entries = (PNGFile.libraryVersions + Typesetter.libraryVersions).map {
            SnapshotMetadata.Entry($0.name, $0.version)
        }
        // The fonts are hashed on every core: every worker of a `check` waits for them (the
        // caller holds the environment's lock), so this is serial time at the start of each run.
        let files = Typesetter.fontFiles
        let directory =
            typesetter.fontDirectory.hasSuffix("/") ? typesetter.fontDirectory : typesetter.fontDirectory + "/"
        let results = Locked([Result<String, PNGError>?](repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let result = Result { () throws(PNGError) in try digests.digest(of: directory + files[i]) }
            results.withLock { $0[i] = result }
        }
        for (file, result) in zip(files, results.withLock { $0 }) {
            switch result {
            case .success(let digest): entries.append(.init("font:\(file)", digest))
            case .failure(let error): throw .bundledFontUnreadable(path: directory + file, reason: "\(error)")
            case nil: throw .bundledFontUnreadable(path: directory + file, reason: nil)
            }
        }
        return entries
    }
}

extension AlertRenderer {
    /// What a per-entry catalog input's value starts with; a golden recorded before holds the
    /// whole file's SHA-256 there instead.
    public static let catalogEntriesPrefix = "entries:"

    /// The `strings` input (`strings` or, for a folder of tables, `strings:<table>`) of `spec`:
    /// `entries:` and the SHA-256 of the key, language and text of every catalog entry the
    /// snapshot shows from that file; nil for another input. A folder's table records the entries
    /// whose value came from it (an entry whose table is unknown counts for every table).
    static func catalogEntriesDigest(key: String, path: String, spec: ResolvedSpec) -> String? {
        guard key == "strings" || key.hasPrefix("strings:") else { return nil }
        let tables = spec.catalogFiles
        let uses = spec.catalogUses.filter { use in
            guard tables.count > 1, let origin = use.origin else { return true }
            let known = tables.contains { origin.hasPrefix($0 + ":") }
            return !known || origin.hasPrefix(path + ":")
        }
        var bytes: [UInt8] = []
        for use in uses {
            // NUL-separated and counted, so no text can imitate another's fields.
            bytes += Array("\(use.key.utf8.count):\(use.key)\u{0}\(use.language)\u{0}\(use.text.utf8.count):\(use.text)\n".utf8)
        }
        return catalogEntriesPrefix + SHA256.hex(of: bytes)
    }

    /// `inputMetadata(for:variant:)` digested as `recorded` digests its inputs: a golden recorded
    /// before catalogs were recorded by entry holds the whole catalog file's digest, which is
    /// compared as before (until the golden is next recorded, when it gets the entries').
    public func inputMetadata(
        for spec: ResolvedSpec, readAs recorded: SnapshotMetadata, variant: [SnapshotMetadata.Entry] = []
    ) throws(RenderError) -> SnapshotMetadata {
        var now = try inputMetadata(for: spec, variant: variant)
        for i in now.inputs.indices where now.inputs[i].value.hasPrefix(Self.catalogEntriesPrefix) {
            let key = now.inputs[i].key
            guard let old = recorded.inputs.first(where: { $0.key == key }),
                !old.value.hasPrefix(Self.catalogEntriesPrefix),
                let path = spec.filesRead.first(where: { $0.key == key })?.path
            else { continue }
            do {
                now.inputs[i].value = try digests.digest(of: path)
            } catch {
                throw .unusableInput(source: spec.sourceDescription, key: key, problem: "\(error)")
            }
        }
        return now
    }
}
