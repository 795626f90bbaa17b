import Foundation
import Testing

@testable import Typesetting

/// Only the bundled font files, at their bundled sizes, are ever used.
@Suite struct FontLocatorTests {
    @Test func theBundledFolderIsAcceptedAndOthersAreRefusedWithTheReason() throws {
        let bundled = try Typesetter.shared().fontDirectory
        #expect(FontLocator.mismatch(in: bundled) == nil)

        let other = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(FontLocator.mismatch(in: other.path) == "\(other.path)/Inter-Regular.otf is missing")

        // The same files, but one of another version (here: another size).
        for (file, _) in FontLocator.expectedSizes where file != "Inter-Bold.otf" {
            try FileManager.default.createSymbolicLink(
                atPath: other.appendingPathComponent(file).path,
                withDestinationPath: (bundled as NSString).appendingPathComponent(file))
        }
        try Data(count: 1234).write(to: other.appendingPathComponent("Inter-Bold.otf"))
        #expect(
            FontLocator.mismatch(in: other.path) == "\(other.path)/Inter-Bold.otf is 1234 bytes, not the bundled 271436"
        )
        #expect(throws: TypesettingError.self) { _ = try Typesetter(fontDirectory: other.path) }
        do {
            _ = try Typesetter(fontDirectory: other.path)
        } catch {
            #expect("\(error)".contains("1234 bytes"))
        }
    }
}
