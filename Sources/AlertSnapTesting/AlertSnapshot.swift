import AlertModel
import Foundation
import SnapshotCheck

#if canImport(Testing)
    import Testing
#endif

/// The outcome of one snapshot assertion.
public struct AlertSnapshotOutcome: Sendable, Equatable {
    /// False when the test should fail.
    public var passed: Bool
    /// Why it failed (naming the golden, actual and diff files), or what happened.
    public var message: String
    /// `__Snapshots__/<TestFile>/<name>.png` beside the test file.
    public var golden: String
    /// The comparison, when the spec rendered.
    public var verification: GoldenVerification?
}

/// The machinery under `assertAlertSnapshot` and `expectAlertSnapshot`, usable on its own.
///
/// Goldens live at `__Snapshots__/<TestFileName>/<name>.png` beside the test file. Without a
/// `name`, the snapshots of a test are numbered in the order they run: `<test>.1.png`,
/// `<test>.2.png`; a named one is `<test>.<name>.png`, so two tests may use the same name
/// (both swift-snapshot-testing's convention). A parameterized Swift Testing test must name its
/// snapshots (its cases would otherwise share the numbers). Two snapshots that would still use
/// one golden from different call sites (say, two suites with a `confirm()` test in one file)
/// are an error naming both (see `GoldenRegistry`).
/// Failure artifacts (`<name>.actual.png`, `.diff.png`, `.strip.png`) go to
/// `$ALERTSNAP_ARTIFACTS/<TestFileName>/` when that variable is set, else to
/// `__Snapshots__/<TestFileName>/__failures__/`.
///
/// Record modes as in `RecordMode`, with swift-snapshot-testing's rule for `all`: the golden is
/// written and the assertion fails, so record mode is not left on by accident. In CI mode (`CI`
/// set and not empty, `0` or `false`, as `alertsnap check`) only `record:` records: without it
/// nothing is written and a missing golden fails, and `ALERTSNAP_RECORD` set at all fails the
/// assertion with a line saying to remove it.
///
/// ```swift
/// let outcome = AlertSnapshot.verify(spec, named: "save", filePath: #filePath, testName: #function)
/// if !outcome.passed { print(outcome.message) }   // __Snapshots__/<ThisFile>/<test>.save.png
/// ```
public enum AlertSnapshot {
    /// Environment variable naming a folder for failure artifacts (CI uploads it).
    public static let artifactsVariable = "ALERTSNAP_ARTIFACTS"

    /// Renders `spec`, checks it against its golden and applies the record mode, returning the
    /// outcome instead of failing a test (`assertAlertSnapshot` and `expectAlertSnapshot` report it).
    ///
    /// Never throws: an invalid spec, an unknown `ALERTSNAP_RECORD` value or a render failure is an
    /// outcome that does not pass, with the reason in its message. A golden recorded in `all` mode
    /// does not pass either.
    ///
    /// ```swift
    /// // Ignores the ALERTSNAP_ variables: never records; artifacts go to __failures__ by the golden.
    /// let outcome = AlertSnapshot.verify(
    ///     spec, named: "save-dark", record: .never, filePath: #filePath, testName: #function,
    ///     environment: [:])
    /// XCTAssertTrue(outcome.passed, outcome.message)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The snapshot's name in its test: the golden's file stem is `testName` up to its
    ///     `(`, then `.` and this name, or without one the snapshot's number in its test (1, 2,
    ///     ...). The stem is also given to a spec without a `name`. Required when
    ///     `inParameterizedTest`.
    ///   - record: Wins over `ALERTSNAP_RECORD` in `environment`; with neither, `.missing`
    ///     (`.never` in CI mode).
    ///   - policy: How pixels are compared; by default `auto` (exact against a golden of this
    ///     version and environment, else with the tolerance).
    ///   - renderer: Defaults to `StandardRenderer.shared()`.
    ///   - filePath: The test file, which places the golden (see `goldenPath(filePath:name:)`)
    ///     and the failure artifacts.
    ///   - line: The call's line, named with `filePath` when two snapshots clash.
    ///   - column: The call's column, which tells two calls on one line apart.
    ///   - testID: The running test's identity (`currentTestID`), which numbers unnamed
    ///     snapshots per test; without one, `filePath` and `testName` do.
    ///   - registry: The run the snapshot belongs to, for numbering and clashes.
    ///   - environment: Read for `CI`, `ALERTSNAP_RECORD` and `ALERTSNAP_ARTIFACTS`.
    public static func verify(
        _ spec: AlertSpec, named name: String? = nil, record: RecordMode? = nil,
        policy: ComparisonPolicy = ComparisonPolicy(), renderer: (any SpecRendering)? = nil,
        filePath: String, testName: String, line: Int = #line, column: Int = #column,
        testID: String? = AlertSnapshot.currentTestID, registry: GoldenRegistry = .shared,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        inParameterizedTest: Bool = AlertSnapshot.inParameterizedTest
    ) -> AlertSnapshotOutcome {
        if name == nil && inParameterizedTest {
            // Every case would read and write the same numbered goldens.
            let golden = goldenPath(filePath: filePath, name: testStem(testName))
            return AlertSnapshotOutcome(
                passed: false,
                message:
                    "snapshot \"\(testStem(testName))\": the test has arguments, so its cases would share its goldens; pass named: with a name for each case",
                golden: golden, verification: nil)
        }
        let test = testIdentity(testID: testID, filePath: filePath, testName: testName)
        // Scoped by the test's function, so one name in two tests is two goldens.
        let snapshotName = "\(testStem(testName)).\(name ?? String(registry.nextNumber(inTest: test)))"
        var named = spec
        if named.name == nil { named.name = snapshotName }
        // A spec with `variants` is one snapshot per variant, `<name>.<key>=<value>....png`, all in
        // this one assertion; the spec as written is one snapshot.
        let resolution = Result { () throws(SpecError) in try named.resolvedVariants() }
        let suffixes = (try? resolution.get())?.map(\.variantSuffix) ?? [""]
        let goldens = suffixes.map { goldenPath(filePath: filePath, name: snapshotName + $0) }
        let golden = goldens[0]
        func fail(_ message: String) -> AlertSnapshotOutcome {
            AlertSnapshotOutcome(passed: false, message: message, golden: golden, verification: nil)
        }
        let site = GoldenRegistry.CallSite(file: filePath, line: line, column: column)
        for path in goldens {
            if let earlier = registry.claim(path, at: site, inTest: test, named: name != nil) {
                // Which of the two runs first can change from run to run; the message names both,
                // and their tests when one helper function made both calls.
                let tests = earlier.site == site ? " (in \(earlier.test) and in \(test))" : ""
                // Two names that already collide need different names, not just any name.
                let remedy = name != nil && earlier.named ? "Give each a different named:" : "Pass named: to give each its own golden"
                return fail(
                    "snapshot \"\(snapshotName)\": \(path) is also the golden of the snapshot at \(earlier.site)\(tests); two snapshots would share it. \(remedy) (called at \(site))"
                )
            }
        }
        let mode: RecordMode
        do {
            mode = try RecordMode.resolve(flag: record, environment: environment, ci: RecordMode.isCI(environment: environment)).mode
        } catch {
            return fail(error.description)
        }
        let variants: [ResolvedSpec]
        do { variants = try resolution.get() } catch {
            return fail("snapshot \"\(snapshotName)\": invalid spec: \(error.description)")
        }
        let chosen: any SpecRendering
        do { chosen = try renderer ?? StandardRenderer.shared() } catch {
            return fail("snapshot \"\(snapshotName)\": no renderer: \(error)")
        }
        var outcomes: [AlertSnapshotOutcome] = []
        for (resolved, golden) in zip(variants, goldens) {
            let variantName = snapshotName + resolved.variantSuffix
            let outcome: GoldenVerification
            do {
                let image = try chosen.renderImage(resolved)
                let metadata = try chosen.snapshotMetadata(for: resolved)
                let artifacts = artifactLocation(
                    filePath: filePath, name: variantName, environment: environment)
                outcome = GoldenVerifier(policy: policy, record: mode).verify(
                    image, metadata: metadata, goldenPath: golden, artifacts: artifacts,
                    changedInputs: { InputChanges.names(recorded: $0, current: metadata, spec: resolved, file: "spec") }
                ) {
                    try chosen.encodePNG($0, name: variantName)
                }
            } catch {
                outcomes.append(
                    AlertSnapshotOutcome(
                        passed: false, message: "snapshot \"\(variantName)\": render failed: \(error)", golden: golden,
                        verification: nil))
                continue
            }
            var message = "snapshot \"\(variantName)\" \(outcome.message)"
            switch outcome.status {
            case .passed:
                break
            case .recorded:
                message +=
                    ". Record mode is \"all\": turn it off (record: or \(RecordMode.environmentVariable)) and run again"
            case .differs where !outcome.goldenWritten:
                message +=
                    ". To accept the new image, run again with \(RecordMode.environmentVariable)=failed"
            default:
                break
            }
            outcomes.append(
                AlertSnapshotOutcome(
                    passed: outcome.status == .passed, message: message, golden: golden, verification: outcome))
        }
        // One assertion for every variant: it passes when all do and reports each that did not.
        let failed = outcomes.filter { !$0.passed }
        guard let first = failed.first else { return outcomes[0] }
        return AlertSnapshotOutcome(
            passed: false, message: failed.map(\.message).joined(separator: "\n"), golden: first.golden,
            verification: first.verification)
    }

    /// Whether the current Swift Testing test case runs with arguments (`@Test(arguments:)`).
    /// Swift Testing does not make a case's arguments public, so such a test must name each
    /// snapshot: `verify` fails without `named:` there.
    public static var inParameterizedTest: Bool {
        #if canImport(Testing)
            Test.Case.current?.isParameterized ?? false
        #else
            false
        #endif
    }

    /// `<test file folder>/__Snapshots__/<TestFileName>/<name>.png`.
    ///
    /// ```swift
    /// AlertSnapshot.goldenPath(filePath: "/repo/Tests/UITests/SaveTests.swift", name: "save")
    /// // "/repo/Tests/UITests/__Snapshots__/SaveTests/save.png"
    /// ```
    public static func goldenPath(filePath: String, name: String) -> String {
        "\(snapshotFolder(filePath: filePath))/\(name).png"
    }

    static func snapshotFolder(filePath: String) -> String {
        let url = URL(fileURLWithPath: filePath)
        let stem = url.deletingPathExtension().lastPathComponent
        return url.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(stem).path
    }

    static func artifactLocation(filePath: String, name: String, environment: [String: String])
        -> ArtifactLocation
    {
        if let dir = environment[artifactsVariable], !dir.isEmpty {
            let stem = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
            return ArtifactLocation(
                directory: URL(fileURLWithPath: dir).appendingPathComponent(stem).path, stem: name)
        }
        return ArtifactLocation(
            directory: snapshotFolder(filePath: filePath) + "/__failures__", stem: name)
    }

    /// `testSaveAlert()` → `testSaveAlert`; `saveAlert(dark:)` → `saveAlert`.
    static func testStem(_ function: String) -> String {
        let stem = function.prefix { $0 != "(" }
        return stem.isEmpty ? "snapshot" : String(stem)
    }
}
