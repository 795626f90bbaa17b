// Why scripts/sanitizers/lsan.supp suppresses StringCatalog.load: LeakSanitizer reports values that
// are still reachable when an indirect enum holds them, because Swift keeps the enum's case in the
// spare high bits of the box pointer (0x8000... for the second case) and LeakSanitizer does not
// take such a word for a pointer. Run:
//   swiftc -O -sanitize=address scripts/sanitizers/lsan-tagged-pointer.swift -o /tmp/tagged && /tmp/tagged
// It prints the tagged word and LeakSanitizer then reports the `.plural` boxes (and all they hold)
// as "Direct leak", although the global `kept` still holds every one. With `release` as the first
// argument the global is emptied first, and LeakSanitizer reports nothing.
#if canImport(Glibc)
    import Glibc
#endif

indirect enum Value {
    case text(String)
    case plural([Int: Value])
}

var kept: [Value] = []
for n in 1...8 {
    var forms: [Int: Value] = [:]
    for i in 0..<n { forms[i] = .text("form \(i)") }
    kept.append(.plural(forms))
}
withUnsafeBytes(of: kept[0]) { print("kept[0] as stored:", String($0.load(as: UInt64.self), radix: 16)) }
fflush(stdout)  // LeakSanitizer ends the process with _exit, which would drop buffered output
if CommandLine.arguments.dropFirst().first == "release" { kept = [] }
