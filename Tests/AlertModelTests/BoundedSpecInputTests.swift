// Spec inputs that once took unbounded time or printed unbounded messages: a FIFO or device as
// the spec file, and a megabyte-long unknown key.
import Foundation
import Testing

@testable import AlertModel

@Suite struct BoundedSpecInputTests {
    func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    func loadError(_ path: String) -> SpecError? {
        #expect(throws: SpecError.self) { try AlertSpec.load(path: path) }
    }

    @Test func aFIFOSpecIsRefusedWithoutWaitingForAWriter() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("spec.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        var error: SpecError?
        let time = seconds { error = loadError(fifo) }  // FileHandle's open blocked forever here
        #expect(error?.description == "\(fifo): is a FIFO, not a regular file")
        #expect(time < 1)
    }

    @Test func aDeviceSpecIsRefusedBeforeAnyRead() {
        var error: SpecError?
        let time = seconds { error = loadError("/dev/zero") }
        #expect(error?.description == "/dev/zero: is a device, not a regular file")
        #expect(time < 1)
    }

    @Test func aSpecOverTheSizeCapIsRefusedAndOneUnderItLoads() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = dir.appendingPathComponent("big.json")
        try Data(repeating: 0x20, count: AlertSpec.maxFileSize + 1).write(to: big)
        #expect(loadError(big.path)?.description == "\(big.path): file is larger than 4 MiB")
        // Padding up to the cap exactly is still a spec.
        let json = Array(#"{"ios": 18, "alert": {"title": "Hi"}}"#.utf8)
        let fits = dir.appendingPathComponent("fits.json")
        try Data(json + [UInt8](repeating: 0x20, count: AlertSpec.maxFileSize - json.count)).write(to: fits)
        #expect(try AlertSpec.load(path: fits.path).alert.title == .value("Hi"))
        #expect(loadError(dir.path)?.description == "\(dir.path): is a folder, not a spec file (alertsnap check searches folders)")
    }

    @Test func aMegabyteUnknownKeyGetsAShortOneLineErrorQuickly() {
        let key = String(repeating: "k", count: 1 << 20) + "\n\u{1B}[2J"
        let json =
            "{\"ios\": 18, \"alert\": {\"\(key.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\u{1B}", with: "\\u001b"))\": 1}}"
        var error: SpecError?
        // The "did you mean" search over a 1 MB key took 7 s, and the message echoed all of it.
        let time = seconds {
            error = #expect(throws: SpecError.self) { try AlertSpec.decode(Array(json.utf8), file: "big.json") }
        }
        #expect(time < 1)
        let line = error?.description ?? ""
        #expect(line.count < 1200)  // the key echoed in part, then the alert's keys
        #expect(line.hasPrefix("big.json: alert.kkkk"))
        #expect(line.contains("characters left out"))
        #expect(
            line.hasSuffix(
                "kkk\\n\\u{1b}[2J: unknown key; expected one of " + AlertSpec.alertKeys.joined(separator: ", ")))
        #expect(!line.contains("\n") && !line.contains("\u{1B}"))
    }

    @Test func typosOfAnyLengthStillGetTheirHint() {
        // The length cut-off only skips keys that no allowed key is within reach of.
        #expect(KeySuggestion.nearest(to: "activityIndicatr", in: AlertSpec.alertKeys) == "activityIndicator")
        #expect(KeySuggestion.nearest(to: "mesage", in: AlertSpec.alertKeys) == "message")
        #expect(KeySuggestion.nearest(to: String(repeating: "x", count: 40), in: AlertSpec.alertKeys) == nil)
    }

    @Test func longValuesAreShortenedInMessagesButShortOnesAreWhole() {
        let long = String(repeating: "d", count: 5000)
        let error = SpecError(
            file: "a.json", path: "alert.actions[0].style", message: "unknown value \"\(long)\"; expected default")
        #expect(error.description.count < 1000)
        #expect(error.description.hasSuffix("ddd\"; expected default"))
        let short = SpecError(file: "a.json", path: "x", message: String(repeating: "m", count: 800))
        #expect(short.description == "a.json: x: " + String(repeating: "m", count: 800))
    }
}
