/// When goldens are written, with swift-snapshot-testing's four modes.
///
/// | mode | golden missing | golden differs | golden matches |
/// |---|---|---|---|
/// | `missing` (default) | written, **fails** | fails | passes |
/// | `all` | written, recorded | rewritten, recorded | passes, untouched (same pixels and layout) |
/// | `failed` | written, **fails** | rewritten, **fails** | passes, untouched |
/// | `never` (CI) | **fails**, nothing written | fails | passes |
///
/// Every golden written counts as recorded, in any mode. Outside these writes a golden is never
/// touched (bytes and mtime); an unreadable golden is an error in every mode, never overwritten. A run in `all` mode passes (exit 0); a run that
/// records anything in another mode fails, so a recorded golden is always looked at before it is
/// committed.
///
/// ```swift
/// let mode = try RecordMode.resolve(flag: nil, environment: ProcessInfo.processInfo.environment)
/// ```
public enum RecordMode: String, Sendable, CaseIterable, Equatable {
    /// The four modes of the table above, named as in swift-snapshot-testing.
    case missing, all, failed, never

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
                "\(source): unknown value \"\(text)\"; expected missing, all, failed, never")
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
