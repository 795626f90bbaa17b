// The executable's allocator policy: glibc must take both settings (a wrong option number or a
// value out of range makes mallopt return 0). Under AddressSanitizer the process allocates with
// ASan's own allocator, whose `mallopt` interceptor takes no setting and returns 0: there the
// tuning must report that it did not apply, so the test asserts what is true of the allocator
// actually linked in.
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@testable import alertsnap

@Suite struct AllocatorTuningTests {
    /// Whether AddressSanitizer's runtime is in this process: its entry point is exported so that
    /// instrumented code and `dlsym` can find it.
    private var addressSanitizerIsLinked: Bool {
        #if canImport(Glibc)
            guard let process = dlopen(nil, RTLD_NOW) else { return false }
            return dlsym(process, "__asan_init") != nil
        #else
            return false
        #endif
    }

    @Test func glibcKeepsFreedMemoryForReuse() {
        #if canImport(Glibc)
            #expect(keepFreedMemoryForReuse() == !addressSanitizerIsLinked)
        #else
            #expect(!keepFreedMemoryForReuse())
        #endif
    }
}
