// Every harness's `main`: hand the process's arguments to libFuzzer and run `fuzzOne` on each
// input. libFuzzer calls back through a C function pointer, which cannot capture, so the body
// waits in a global set once before the loop starts (libFuzzer runs the callback on one thread).
import FuzzSupport

#if canImport(Glibc)
    import Glibc
#endif

nonisolated(unsafe) private var harnessBody: ((UnsafeBufferPointer<UInt8>) -> Void)?

/// Runs libFuzzer (fuzzing, or replaying the corpus files and folders named in the arguments)
/// with `fuzzOne` as the target, then exits with libFuzzer's exit code. `fuzzOne` signals a
/// broken invariant by trapping (`precondition`), which libFuzzer reports as a crash.
public func runFuzzer(_ fuzzOne: @escaping (UnsafeBufferPointer<UInt8>) -> Void) -> Never {
    harnessBody = fuzzOne
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(
        LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            harnessBody?(UnsafeBufferPointer(start: data, count: size))
            return 0
        })
}
