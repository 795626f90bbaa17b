import AlertLayout
import AlertModel
import AlertRender
import DesignLint
import Foundation
import SnapshotCheck
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `room` on the ten-dialog, four-language project in Tests/Resources/languages: its numbers are
/// the layout's and the typesetter's, and its XLIFF is XLIFF 1.2 with `maxwidth`.
@Suite struct RoomTests {
    /// A copy of the project (Tests/Resources/languages, relative to the package root, where tests
    /// run) in a temporary folder, its `alertsnap.json.sample` installed as its `alertsnap.json`.
    struct Project {
        let root: String
        init() throws {
            let fm = FileManager.default
            root = fm.temporaryDirectory.appendingPathComponent("alertsnap-room-\(UUID().uuidString)").path
            try fm.createDirectory(atPath: root, withIntermediateDirectories: true)
            let source = "Tests/Resources/languages"
            for name in ["dialogs", "Localizable.xcstrings"] {
                try fm.copyItem(atPath: "\(source)/\(name)", toPath: "\(root)/\(name)")
            }
            try fm.copyItem(atPath: "\(source)/alertsnap.json.sample", toPath: "\(root)/alertsnap.json")
        }
        func remove() { try? FileManager.default.removeItem(atPath: root) }
        func dialog(_ name: String) -> String { "\(root)/dialogs/\(name).json" }
    }

    /// The German "Konto unwiderruflich löschen" of a two-action row is cut: its room is its button's
    /// width less the title insets, on one line, as the layout gives it, and its need is the
    /// typesetter's width of the title on one line at full size.
    @Test func aTruncatedGermanButtonHasTheLayoutsRoom() throws {
        let project = try Project()
        defer { project.remove() }
        let renderer = try AlertRenderer()
        let file = project.dialog("delete-account")
        let report = try RoomReport.make(
            specs: [file], overrides: SpecOverrides(locale: "de"), renderer: renderer)
        let found = report.texts.filter {
            $0.element == "actions[1]" && $0.variant.contains("ios=18") && $0.variant.contains("contentSize=large")
                && $0.variant.contains("appearance=light")
        }
        let text = try #require(found.count == 1 ? found.first : nil, "\(found)")
        #expect(text.key == "account.delete.action" && text.text == "Konto unwiderruflich löschen" && text.locale == "de")
        #expect(text.verdict == .truncated && text.roomLines == 1)

        // The same snapshot, laid out apart from `room`.
        var o = SpecOverrides(appearance: .light, locale: "de")
        o.ios = .ios18
        try o.set("contentSize", to: "large")
        let spec = try AlertSpec.load(path: file).resolved(o)
        let layout = renderer.layout(spec)
        let button = layout.actions[1]
        #expect(button.style == .destructive && layout.actionAxis == .horizontal)
        #expect(text.roomWidth == button.frame.width - 2 * spec.theme.actionTitleInset)
        var style = spec.theme.actionStyle
        style.minimumSize = nil
        let needed = try renderer.typesetter(for: spec).measure(
            "Konto unwiderruflich löschen", style: style, maxWidth: .infinity, scale: spec.scale)
        #expect(abs(text.usedWidth - needed.width) < 1e-9, "\(text.usedWidth) vs \(needed.width)")
        #expect(text.usedWidth > text.roomWidth)
        #expect(text.summary.hasSuffix("has \(Self.points(text.roomWidth)) pt on 1 line"), "\(text.summary)")
        // The JSON says the same numbers.
        let json = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any]
        let rows = try #require(json?["texts"] as? [[String: Any]])
        let row = try #require(rows.first { $0["element"] as? String == "actions[1]" && $0["variant"] as? String == text.variant })
        #expect((row["roomWidth"] as? Double).map { abs($0 - text.roomWidth) < 0.001 } == true)
        #expect(row["roomLines"] as? Int == 1 && row["verdict"] as? String == "truncated")
        #expect(row["key"] as? String == "account.delete.action")
        #expect(report.exitCode(strict: false) == 1)
    }

    /// English fits where German is cut, and every text of the project has a key (all come from
    /// the catalog); a title may wrap freely (no line limit).
    @Test func verdictsAndKeysAcrossLocales() throws {
        let project = try Project()
        defer { project.remove() }
        let report = try RoomReport.make(specs: [project.dialog("delete-account")], renderer: try AlertRenderer())
        // 2 looks x 2 appearances x 2 sizes x 4 locales.
        #expect(Set(report.texts.map(\.variant)).count == 32)
        #expect(report.texts.allSatisfy { $0.key != nil })
        let english = report.texts.filter { $0.locale == "en" && $0.element == "actions[1]" }
        #expect(!english.isEmpty && english.allSatisfy { $0.verdict != .truncated }, "\(english.map(\.verdict))")
        let titles = report.texts.filter { $0.element == "title" }
        #expect(titles.allSatisfy { $0.roomLines == nil })
        // The table: the cut key first, German its worst locale.
        let first = try #require(report.groups.first)
        #expect(first.key == "account.delete.action" && first.worstByLocale.first?.locale == "de")
        #expect(report.table.contains("  de  truncated  needs "), "\(report.table)")
    }

    /// The pseudo-locale shows the room before translations exist: accented, longer texts.
    @Test func pseudoLocaleShowsTheRoomBeforeTranslations() throws {
        let project = try Project()
        defer { project.remove() }
        let report = try RoomReport.make(
            specs: [project.dialog("sign-out")], overrides: SpecOverrides(locale: "en-XA"), renderer: try AlertRenderer())
        let action = try #require(report.texts.first { $0.element == "actions[1]" })
        #expect(action.locale == "en-XA" && action.text.hasPrefix("[") && action.key == "signout.action")
    }

    /// `--xliff`: well-formed XML in the XLIFF 1.2 namespace, one `<file>` per target locale with
    /// the required attributes, a `<trans-unit>` per key with `<source>`, and `maxwidth` with
    /// `size-unit="point"` on the units that cannot wrap freely: the smallest room of the key.
    @Test func xliffIsXLIFF12WithMaxWidth() throws {
        let project = try Project()
        defer { project.remove() }
        let specs = try FileManager.default.contentsOfDirectory(atPath: "\(project.root)/dialogs").sorted().map {
            "\(project.root)/dialogs/\($0)"
        }
        let report = try RoomReport.make(
            specs: specs, overrides: SpecOverrides(appearance: .light), renderer: try AlertRenderer())
        let xml = report.xliff
        let collector = ElementCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.shouldProcessNamespaces = true
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        let root = try #require(collector.elements.first)
        #expect(root.name == "xliff" && root.namespace == "urn:oasis:names:tc:xliff:document:1.2")
        #expect(root.attributes["version"] == "1.2")
        #expect(collector.elements.allSatisfy { $0.namespace == "urn:oasis:names:tc:xliff:document:1.2" })
        let files = collector.elements.filter { $0.name == "file" }
        #expect(files.map { $0.attributes["target-language"] ?? "" } == ["ar", "de", "ja"])
        for f in files {
            #expect(f.attributes["source-language"] == "en" && f.attributes["datatype"] == "plaintext")
            #expect(f.attributes["original"]?.hasSuffix("Localizable.xcstrings") == true)
        }
        #expect(collector.elements.filter { $0.name == "body" }.count == 3)
        let units = collector.elements.filter { $0.name == "trans-unit" }
        // The keys the dialogs show (the catalog's unused `common.delete` is not one), in each target locale.
        #expect(report.catalogs.count == 1 && report.catalogs[0].keys.count == 35)
        #expect(units.count == 3 * 35, "\(units.count)")
        #expect(collector.elements.filter { $0.name == "source" }.count == units.count)
        #expect(collector.elements.filter { $0.name == "target" }.count == units.count)
        // An action title: one line, its smallest room over every variant, in whole points.
        let cut = try #require(units.first { $0.attributes["id"] == "account.delete.action" })
        let rooms = report.texts.filter { $0.key == "account.delete.action" }.map(\.roomWidth)
        #expect(cut.attributes["size-unit"] == "point")
        #expect(cut.attributes["maxwidth"] == String(Int(rooms.min()!.rounded(.down))))
        // A title wraps freely: no width limits it.
        let title = try #require(units.first { $0.attributes["id"] == "account.delete.title" })
        #expect(title.attributes["maxwidth"] == nil)
        #expect(xml.contains("<target state=\"translated\">Konto unwiderruflich löschen</target>"))
    }

    static func points(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : "\(r)"
    }
}

/// Every element an XMLParser met, with its namespace and attributes.
final class ElementCollector: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var namespace: String?
        var attributes: [String: String]
    }
    var elements: [Element] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        elements.append(Element(name: elementName, namespace: namespaceURI, attributes: attributeDict))
    }
}
