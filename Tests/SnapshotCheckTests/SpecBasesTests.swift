import AlertModel
import Foundation
import Testing

@testable import SnapshotCheck

/// Which found files are bases (docs/contract.md, "Bases are not specs"): what `check` and the
/// review server's gallery leave out.
@Suite struct SpecBasesTests {
    @Test func aFileThatFoundSpecsExtendIsABaseUnlessNamed() throws {
        let w = try Workspace()
        defer { w.remove() }
        let base = try w.spec("specs/base.json")
        for name in ["a", "b"] {
            try Data(#"{"ios": 18, "extends": "base.json", "alert": {"title": "\#(name)"}}"#.utf8)
                .write(to: URL(fileURLWithPath: w.path("specs/\(name).json")))
        }
        let found = try SpecDiscovery.find([w.path("specs")])
        #expect(found.specs.count == 3)
        let loaded = found.specs.map { try? AlertSpec.load(path: $0) }
        let served = found.specsWithoutBases(loaded: loaded)
        #expect(served.map { ($0 as NSString).lastPathComponent } == ["a.json", "b.json"])
        let listed = found.bases(extending: found.specs.map { $0 == base ? [] : [base] }).bases
        #expect(listed.count == 1 && listed.first?.path.hasSuffix("specs/base.json") == true)
        #expect(listed.first?.extendedBy.map { ($0 as NSString).lastPathComponent } == ["a.json", "b.json"])
        // Named on the command line, the base is a spec again.
        let named = try SpecDiscovery.find([w.path("specs"), base])
        #expect(named.specsWithoutBases(loaded: named.specs.map { try? AlertSpec.load(path: $0) }).count == 3)
    }
}
