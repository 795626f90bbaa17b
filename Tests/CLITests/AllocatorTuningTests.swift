// The executable's allocator policy: glibc must take both settings (a wrong option number or a
// value out of range makes mallopt return 0).
import Testing

@testable import alertsnap

@Suite struct AllocatorTuningTests {
    @Test func glibcKeepsFreedMemoryForReuse() {
        #if canImport(Glibc)
            #expect(keepFreedMemoryForReuse())
        #else
            #expect(!keepFreedMemoryForReuse())
        #endif
    }
}
