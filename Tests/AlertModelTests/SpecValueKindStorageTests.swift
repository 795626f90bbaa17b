import AlertModel
import Testing

/// How `SpecValueKind` is stored matters to scripts/sanitizers: an enum indirect in every case
/// keeps its case in the spare bits of a pointer, and LeakSanitizer then reports the key table as
/// leaked in every process (about 100 reports each).
@Suite struct SpecValueKindStorageTests {
    @Test func theCaseIsNotKeptInAPointer() {
        // Indirect in every case, a kind is one tagged pointer (8 bytes); with the case in a byte of
        // its own it is larger than any one payload's pointer.
        #expect(MemoryLayout<SpecValueKind>.size > MemoryLayout<UnsafeRawPointer>.size)
        let nested = SpecValueKind.nullable(.map(.choice(["a", "b"])))
        guard case .nullable(.map(.choice(let values), _)) = nested else {
            Issue.record("not nested as built")
            return
        }
        #expect(values == ["a", "b"])
    }
}
