import AlertModel
import AlertRender
import Foundation
import PNGCodec
import Support
import Testing

/// Catalog files are inputs of a render: goldens record their digests, and moving a checkout
/// changes nothing.
@Suite struct CatalogMetadataTests {
    static let catalog = repositoryRoot.appendingPathComponent("Fixtures/strings/Photos.xcstrings").path

    /// A temporary folder holding a copy of the fixture catalog and a spec using it.
    static func workspace() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-cat-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: dir + "/strings", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: catalog, toPath: dir + "/strings/Photos.xcstrings")
        let spec = #"""
            {"ios": 18, "locale": "de", "strings": "strings/Photos.xcstrings",
             "alert": {"title": {"key": "photos.delete.title", "args": [2]}, "actions": [{"title": {"key": "common.cancel"}}]}}
            """#
        try Data(spec.utf8).write(to: URL(fileURLWithPath: dir + "/spec.json"))
        return dir
    }

    /// The catalog is recorded by the entries the snapshot shows (not the whole file's digest):
    /// the same in any folder, changed by an edit of a shown value, not by one of a value it does
    /// not show.
    @Test func theCatalogIsAnInputByTheEntriesShown() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let spec = try AlertSpec.load(path: dir + "/spec.json").resolved()
        #expect(spec.title == "2 Fotos löschen?")
        #expect(spec.filesRead.map(\.key) == ["strings"] && spec.filesRead[0].path == dir + "/strings/Photos.xcstrings")
        let metadata = try sharedRenderer.metadata(for: spec)
        let fileDigest = SHA256.hex(of: try PNGFile.readFile(Self.catalog))
        let digest = try #require(metadata.inputs.first { $0.key == "strings" }?.value)
        #expect(digest.hasPrefix("entries:") && !digest.contains(fileDigest), "\(digest)")
        // The same spec and catalog from another folder: the same inputs.
        let other = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: other) }
        #expect(
            try sharedRenderer.metadata(for: AlertSpec.load(path: other + "/spec.json").resolved()).inputs
                == metadata.inputs)
        // A value the snapshot does not show (Korean) is no input of it.
        let korean = try String(contentsOfFile: other + "/strings/Photos.xcstrings", encoding: .utf8)
            .replacingOccurrences(of: "\"취소\"", with: "\"취소하기\"")
        try Data(korean.utf8).write(to: URL(fileURLWithPath: other + "/strings/Photos.xcstrings"))
        #expect(
            try sharedRenderer.metadata(for: AlertSpec.load(path: other + "/spec.json").resolved()).inputs
                == metadata.inputs)
        // A shown translation edited is a changed input.
        let edited = korean.replacingOccurrences(of: "\"Abbrechen\"", with: "\"Abbruch\"")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: other + "/strings/Photos.xcstrings"))
        let changed = try sharedRenderer.metadata(for: AlertSpec.load(path: other + "/spec.json").resolved())
        #expect(!changed.inputs.contains(.init("strings", digest)))
        #expect(changed.inputs.first { $0.key == "spec" } != metadata.inputs.first { $0.key == "spec" })
        #expect(changed.inputs.first { $0.key == "strings" } != nil)
    }

    @Test func aFolderCatalogListsEachTableByItsPlaceInTheFolder() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (lproj, value) in [("en", "Cancel"), ("de", "Abbrechen")] {
            try FileManager.default.createDirectory(
                atPath: "\(dir)/tables/\(lproj).lproj", withIntermediateDirectories: true)
            try Data("\"common.cancel\" = \"\(value)\";".utf8).write(
                to: URL(fileURLWithPath: "\(dir)/tables/\(lproj).lproj/Localizable.strings"))
        }
        let json = #"{"ios": 18, "locale": "de", "strings": "tables", "alert": {"title": {"key": "common.cancel"}}}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: dir + "/folder.json"))
        let spec = try AlertSpec.load(path: dir + "/folder.json").resolved()
        #expect(spec.title == "Abbrechen")
        #expect(
            spec.filesRead.map(\.key) == [
                "strings:de.lproj/Localizable.strings", "strings:en.lproj/Localizable.strings",
            ])
        let inputs = try sharedRenderer.metadata(for: spec).inputs.map(\.key)
        #expect(inputs == ["spec", "strings:de.lproj/Localizable.strings", "strings:en.lproj/Localizable.strings"])
    }
}
