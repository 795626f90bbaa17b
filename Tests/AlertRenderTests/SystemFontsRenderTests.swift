import AlertModel
import AlertRender
import Foundation
import Support
import Testing
import Typesetting

/// A spec with `systemFonts` set in the stand-in faces (Tests/Resources/system-fonts): every text
/// of the system look uses them with SF Pro's tracking, in both iOS looks; the golden's
/// environment records the files' digests; without them nothing changes.
@Suite struct SystemFontsRenderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/system-fonts").path
    static let statics = [
        "StandInText-Regular.ttf", "StandInText-Semibold.ttf", "StandInDisplay-Regular.ttf",
        "StandInDisplay-Semibold.ttf",
    ]

    static func spec(_ alert: String, ios: Int, files: [String]?, theme: String = "system") throws -> ResolvedSpec {
        let fonts = files.map { list in
            ", \"systemFonts\": [" + list.map { "\"\(folder)/\($0)\"" }.joined(separator: ", ") + "]"
        }
        let json =
            #"{"ios": \#(ios), "theme": "\#(theme)", "device": "iphone-16-pro"\#(fonts ?? ""), "alert": \#(alert)}"#
        return try AlertSpec.decode(Array(json.utf8)).resolved()
    }

    static let dialog =
        #"{"title": "Save changes?", "message": "Your edits will be lost.", "textFields": [{"placeholder": "Name"}], "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Save", "preferred": true}]}"#

    @Test(arguments: [18, 26])
    func everySystemTextIsSetInTheStandInWithSFTracking(ios: Int) throws {
        let spec = try Self.spec(Self.dialog, ios: ios, files: Self.statics)
        let inter = try Self.spec(Self.dialog, ios: ios, files: nil)
        let fonts = try sharedRenderer.typesetter(for: spec)
        #expect(fonts.systemFaces.count == 4 && fonts.tracking.system == .sfPro)
        let scene = sharedRenderer.scene(spec)
        #expect(!scene.texts.isEmpty)
        for text in scene.texts {
            // The drawn record names the face, and the typesetter sets it: the stand-in's slot,
            // the stand-in's advances plus SF Pro's tracking at the style's size.
            #expect(scene.family(of: text.style) == "StandIn Text", "\(text.element)")
            let laid = fonts.layout(text.string, style: text.style, maxWidth: .infinity, scale: 3)
            #expect(Set(laid.lines.flatMap { $0.glyphs.map(\.font) }).allSatisfy { $0 >= Typesetter.fontFiles.count })
            let untracked = try Typesetter.shared().configured(
                fonts: [], systemFonts: spec.systemFonts, tracking: FontTracking(bundled: .none, system: .none))
            let plain = untracked.layout(text.string, style: text.style, maxWidth: .infinity, scale: 3)
            let clusters = Double(text.string.count)
            let expected =
                plain.lines[0].width + clusters * TrackingTable.sfPro.tracking(atSize: laid.measurement.fontSize) * 3
            #expect(abs(laid.lines[0].width - expected) < 1e-6, "\(text.element)")
            let bundled = try Typesetter.shared().layout(text.string, style: text.style, maxWidth: .infinity, scale: 3)
            #expect(laid.lines[0].width != bundled.lines[0].width, "\(text.element)")
        }
        let record = sharedRenderer.layoutRecord(spec)
        #expect(record.contains(#""font":"StandIn Text""#) && !record.contains(#""font":"Inter""#))
        #expect(sharedRenderer.layoutRecord(inter).contains(#""font":"Inter""#))
        #expect(try sharedRenderer.render(spec).makeImage() != (try sharedRenderer.render(inter).makeImage()))
    }

    @Test(arguments: [18, 26])
    func aTitleThatWrapsUntrackedFitsOneLineWithEitherLooksTracking(ios: Int) throws {
        // "i i i ...": the first length at which untracked Inter wraps the title is over the line
        // by less than one " i", far less than the tracking after each of its clusters: Inter's
        // fitted -0.47 pt at 17 pt, or SF Pro's -0.43 pt for the stand-in (Inter's own outlines).
        var words = ["i"]
        while true {
            let title = words.joined(separator: " ")
            let alert = #"{"title": "\#(title)", "actions": [{"title": "OK"}]}"#
            var untracked = try Self.spec(alert, ios: ios, files: nil)
            untracked.theme.fontTracking = .untracked
            let plain = sharedRenderer.layout(untracked)
            guard plain.title!.lines == 1 else {
                let inter = sharedRenderer.layout(try Self.spec(alert, ios: ios, files: nil))
                let mine = sharedRenderer.layout(try Self.spec(alert, ios: ios, files: Self.statics))
                for tracked in [inter, mine] {
                    #expect(tracked.title!.lines == 1)
                    #expect(tracked.title!.frame.height < plain.title!.frame.height)
                    #expect(tracked.jsonString() != plain.jsonString())
                }
                return
            }
            words.append("i")
            try #require(words.count < 200)
        }
    }

    @Test func aVariableStandInTakesTheStylesWeightAndSize() throws {
        let spec = try Self.spec(Self.dialog, ios: 26, files: ["StandInOptical.ttf"])
        let scene = sharedRenderer.scene(spec)
        #expect(scene.texts.allSatisfy { scene.family(of: $0.style) == "StandIn Optical" })
        let record = sharedRenderer.layoutRecord(spec)
        #expect(record.contains(#""font":"StandIn Optical""#))
        let image = try sharedRenderer.render(spec).makeImage()
        let statics = try sharedRenderer.render(try Self.spec(Self.dialog, ios: 26, files: Self.statics)).makeImage()
        // The actions' Medium is the wght 500 instance, which the static faces (400 and 600) do not
        // have: the pixels differ.
        #expect(image != statics)
    }

    @Test func theLooksLineHeightsThatComeFromTheSystemFontComeFromTheFilesMetrics() throws {
        // The stand-in's hhea: ascender 2728, descender -680, line gap 0, 2816 units per em.
        let perEm = 3408.0 / 2816
        let glass = try Self.spec(Self.dialog, ios: 26, files: Self.statics)
        #expect(glass.systemFonts[0].lineHeightPerEm == perEm)
        #expect(abs(glass.theme.titleStyle.lineHeight - 17 * perEm) < 1e-12)
        #expect(abs(glass.theme.messageStyle.lineHeight - 15 * perEm) < 1e-12)
        #expect(abs(glass.theme.rhythm!.firstBaseline - (18 + 17 * perEm)) < 1e-12)
        #expect(abs(glass.theme.rhythm!.betweenBlocks - (8 + 15 * perEm)) < 1e-12)
        // SF Pro's own (20.29 pt at 17 pt; SwiftUI's) without them, UIAlertController's taller 22.3;
        // the iOS 18 look's measured lines either way.
        let uikit = try Self.spec(Self.dialog, ios: 26, files: nil)
        #expect(uikit.theme.titleStyle.lineHeight == 22.3 && abs(uikit.theme.rhythm!.firstBaseline - 40.3) < 1e-9)
        let json = #"{"ios": 26, "api": "swiftui", "device": "iphone-16-pro", "alert": \#(Self.dialog)}"#
        let inter = try AlertSpec.decode(Array(json.utf8)).resolved()
        #expect(inter.theme.titleStyle.lineHeight == 20.29 && inter.theme.rhythm!.firstBaseline == 38.29)
        let classic = try Self.spec(Self.dialog, ios: 18, files: Self.statics)
        #expect(classic.theme.titleStyle.lineHeight == 22 && classic.theme.messageStyle.lineHeight == 16)
        // A message size the spec gives takes the system font's own line height: 17 pt, 20.57 -> 21.
        let sized = #"{"title": "T", "message": "M", "messageStyle": {"size": 17}}"#
        #expect(try Self.spec(sized, ios: 18, files: Self.statics).theme.messageStyle.lineHeight == 21)
        #expect(try Self.spec(sized, ios: 18, files: nil).theme.messageStyle.lineHeight == 20)
        // The layout follows: iOS 26's card grows by the taller lines (a device pixel at @3x).
        let grown = sharedRenderer.layout(glass).alert.height - sharedRenderer.layout(inter).alert.height
        #expect(grown >= 1.0 / 3 - 1e-9)
    }

    @Test func theEnvironmentRecordsEachSystemFontFilesDigest() throws {
        let spec = try Self.spec(Self.dialog, ios: 18, files: Self.statics)
        let environment = try sharedRenderer.metadata(for: spec).environment
        let recorded = environment.filter { $0.key.hasPrefix("systemFont:") }
        #expect(recorded.map(\.key) == Self.statics.map { "systemFont:" + $0 })
        for (entry, file) in zip(recorded, Self.statics) {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + file)))
            #expect(entry.value == SHA256.hex(of: bytes))
        }
        // Without them, or in `plain` (which keeps its fonts), nothing is added.
        let inter = try Self.spec(Self.dialog, ios: 18, files: nil)
        let plain = try Self.spec(Self.dialog, ios: 18, files: Self.statics, theme: "plain")
        #expect(plain.systemFonts.isEmpty)
        for other in [inter, plain] {
            let entries = try sharedRenderer.metadata(for: other).environment
            #expect(!entries.contains { $0.key.hasPrefix("systemFont:") })
            #expect(entries == environment.filter { !$0.key.hasPrefix("systemFont:") })
        }
    }
}
