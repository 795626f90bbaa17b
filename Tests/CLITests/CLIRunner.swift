import Foundation

/// Runs the built `alertsnap` binary as a user would, capturing its output and exit code.
struct CLIRunner {
    struct Result {
        var code: Int32
        var stdout: String
        var stderr: String
    }

    /// The repository root, from this file's location.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The binary next to the test bundle (`.build/<config>/alertsnap`).
    static let binary: URL = {
        let bundleDir = Bundle.main.bundleURL
        for dir in [
            bundleDir, bundleDir.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ] {
            let candidate = dir.appendingPathComponent("alertsnap")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return root.appendingPathComponent(".build/debug/alertsnap")
    }()

    static func run(_ args: [String], cwd: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        let p = Process()
        p.executableURL = binary
        p.arguments = args
        p.currentDirectoryURL = cwd ?? root
        // The child sees this process's environment less alertsnap's own variables (a developer's
        // ALERTSNAP_RECORD must not turn a test run into a recording) and `CI` (CI sets it when it
        // runs this suite; a test asks for CI mode itself), plus what the test sets.
        var env = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("ALERTSNAP_") && $0.key != "CI" }
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = Pipe()
        let err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        // Drain stderr on another thread while reading stdout, so neither pipe can fill up and
        // block the child.
        let errorData = ErrorBuffer()
        let reader = Thread { errorData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let e = errorData.wait()
        return Result(
            code: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
            stderr: String(decoding: e, as: UTF8.self))
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    static var fixtures: [String] {
        let dir = root.appendingPathComponent("Fixtures")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "Fixtures/" + $0 }
    }
}

/// Hands stderr's bytes from the reading thread to the test.
private final class ErrorBuffer: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    func set(_ d: Data) {
        data = d
        done.signal()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
