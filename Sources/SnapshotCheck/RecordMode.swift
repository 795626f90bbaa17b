/// When goldens are written, with swift-snapshot-testing's four modes and `inputs`.
///
/// | mode | golden missing | golden differs | golden matches |
/// |---|---|---|---|
/// | `missing` (default) | written, **fails** | fails | passes |
/// | `all` | written, recorded | rewritten, recorded | passes, untouched |
/// | `failed` | written, **fails** | rewritten, **fails** | passes, untouched |
/// | `never` (CI) | **fails**, nothing written | fails | passes |
/// | `inputs` | **fails**, nothing written | fails | passes; its chunk refreshed when stale |
///
/// A golden "matches" when its pixels and its drawn record (the layout in its chunk) are this
/// render's: no mode rewrites it, whatever its recorded input digests say, so a comment in a shared
/// base is no many-file diff. Only `inputs` brings such a golden's chunk (input digests, version,
/// environment) up to date, keeping its image data byte for byte; `--incremental` then skips it.
///
/// Every golden written counts as recorded, in any mode (a refreshed chunk does not). Outside these
/// writes a golden is never touched (bytes and mtime); an unreadable golden is an error in every
/// mode, never overwritten. A run in `all` mode passes (exit 0); a run that records anything in
/// another mode fails, so a recorded golden is always looked at before it is committed.
///
/// ```swift
/// let mode = try RecordMode.resolve(flag: nil, environment: ProcessInfo.processInfo.environment)
/// ```
public enum RecordMode: String, Sendable, CaseIterable, Equatable {
    /// The four modes of the table above, named as in swift-snapshot-testing.
    case missing, all, failed, never
    /// Refresh the chunk of goldens whose image and drawn record are unchanged; write nothing else.
    case inputs

    /// The environment variable read when no mode is given explicitly: `ALERTSNAP_RECORD`.
    public static let environmentVariable = "ALERTSNAP_RECORD"

    /// The mode from a command-line value, e.g. `"never"`.
    ///
    /// ```swift
    /// let mode = try RecordMode(parsing: "failed")
    /// ```
    public init(parsing text: String, source: String = "--record") throws(CheckError) {
        guard let mode = RecordMode(rawValue: text) else {
            throw CheckError(
                "\(source): unknown value \"\(text)\"; expected missing, all, failed, never, inputs")
        }
        self = mode
    }

    /// The explicit mode if given (it wins), else `ALERTSNAP_RECORD` if set and not empty, else
    /// `.missing`. The variable also takes the usual switch words, in any case: `1`, `true`,
    /// `yes`, `on` for `all` and `0`, `false`, `no`, `off` for the default `missing`; any other
    /// unknown value is an error, not silently ignored.
    ///
    /// ```swift
    /// let mode = try RecordMode.resolve(flag: .never, environment: ["ALERTSNAP_RECORD": "all"])  // .never
    /// ```
    public static func resolve(flag: RecordMode?, environment: [String: String]) throws(CheckError)
        -> RecordMode
    {
        if let flag { return flag }
        if let value = environment[environmentVariable], !value.isEmpty {
            switch value.lowercased() {
            case "1", "true", "yes", "on": return .all
            case "0", "false", "no", "off": return .missing
            default: break
            }
            return try RecordMode(parsing: value, source: environmentVariable)
        }
        return .missing
    }

    /// The environment variable that turns CI mode on: `CI`, which CI services set.
    public static let ciVariable = "CI"

    /// Whether CI mode is on: `flag` (`--ci` true, `--no-ci` false) when given, else whether
    /// `CI` is set to anything but empty, `0` or `false` (in any case).
    ///
    /// ```swift
    /// RecordMode.isCI(flag: nil, environment: ["CI": "true"])  // true
    /// ```
    public static func isCI(flag: Bool? = nil, environment: [String: String]) -> Bool {
        if let flag { return flag }
        guard let value = environment[ciVariable] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }

    /// The record mode of a run and where it came from. In CI mode (`ci`) only an explicit mode
    /// records: without one the mode is `never` (a missing golden fails, nothing is written), and
    /// `ALERTSNAP_RECORD` set at all is an error, since a record mode leaked into CI's
    /// environment would turn every failure green. Outside CI, `resolve(flag:environment:)`.
    ///
    /// `fromEnvironment` is true when the mode came from `ALERTSNAP_RECORD` and writes goldens:
    /// what it writes fails the run (`GoldenVerifier.recordingFails`), as in swift-snapshot-testing.
    ///
    /// ```swift
    /// let (mode, _) = try RecordMode.resolve(flag: nil, environment: ["CI": "1"], ci: true)  // .never
    /// ```
    public static func resolve(flag: RecordMode?, environment: [String: String], ci: Bool) throws(CheckError)
        -> (mode: RecordMode, fromEnvironment: Bool)
    {
        if ci, let value = environment[environmentVariable], !value.isEmpty {
            throw CheckError(
                "\(environmentVariable)=\(value) is set in CI mode; remove it from the CI environment (CI never records from it; a record mode given explicitly does)"
            )
        }
        if let flag { return (flag, false) }
        if ci { return (.never, false) }
        let mode = try resolve(flag: nil, environment: environment)
        let set = !(environment[environmentVariable] ?? "").isEmpty
        return (mode, set && mode != .never)
    }
}

/// Bad input or usage found by `SnapshotCheck` (an unreadable PNG, a malformed `--shard`): one
/// line naming the file or option. The command line prints it and exits with code 2.
///
/// ```swift
/// throw CheckError("--shard: \"0/3\" needs 1 <= I <= N")
/// ```
public struct CheckError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The message, one line naming the file or option.
    public let description: String
    /// An error whose `description` is `message`.
    public init(_ message: String) { description = message }
}
