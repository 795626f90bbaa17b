/// JUnit XML for CI test tabs: one `<testcase>` per snapshot (each variant of a spec is one), `classname="alertsnap.<spec folder>"`,
/// `name="<snapshot name>"`; differing or missing snapshots are `<failure>`, invalid specs and
/// render or file errors `<error>`, recorded ones carry a `<system-out>` note. In CI mode each
/// unused golden is a failing test case of its own (`classname="alertsnap.unused"`), so a CI test
/// tab shows why the run failed. A failing run's suite ends with a `<system-out>` naming what failed
/// and the commands that resolve it (`FixHints`). No timings, so the same run gives the same file.
///
/// ```swift
/// try AtomicFile.write(Array(JUnitReport.xml(report).utf8), to: "junit.xml")
/// ```
public enum JUnitReport {
    /// The JUnit document for `report`, one `<testcase>` per result in the report's order.
    public static func xml(_ report: CheckReport) -> String {
        let unused = report.unusedFails ? report.unusedLeft : []
        let tests = report.results.count + unused.count
        let failures =
            report.results.filter { $0.status.isFailure || ($0.lintFails && !$0.status.isError) }.count + unused.count
        let errors = report.results.filter { $0.status.isError }.count
        let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"alertsnap\" \(counts)>\n"
        xml += "  <testsuite name=\"alertsnap\" \(counts) skipped=\"0\">\n"
        // Goldens written by this run, counted as the summary line counts them, and the spec files
        // the test cases come from (a spec with variants is several test cases).
        xml += "    <properties><property name=\"recorded\" value=\"\(report.count(.recorded))\"/>"
        xml += "<property name=\"specs\" value=\"\(report.specCount)\"/></properties>\n"
        for r in report.results {
            xml +=
                "    <testcase classname=\"\(attribute(className(r.spec)))\" name=\"\(attribute(r.name))\" file=\"\(attribute(r.spec))\""
            // Design lint errors fail a snapshot whose pixels pass; warnings are a note.
            if !r.lint.isEmpty && !r.status.isFailure && !r.status.isError {
                let lines = r.lint.map { "\($0.severity.rawValue): \($0.line)" }.joined(separator: "\n")
                if r.lintFails {
                    let first = r.lint.first { $0.severity == .error }?.line ?? ""
                    xml +=
                        ">\n      <failure message=\"\(attribute(first))\" type=\"lint\">" + text(lines)
                        + "</failure>\n"
                } else {
                    xml += ">\n      <system-out>" + text(lines) + "</system-out>\n"
                }
                xml += "    </testcase>\n"
                continue
            }
            switch r.status {
            case .passed, .failedLint:  // a failed lint's failure is written above
                xml += "/>\n"
                continue
            case .unchanged:
                xml += ">\n      <system-out>" + text(r.message) + "</system-out>\n"
            case .differs, .missing:
                xml +=
                    ">\n      <failure message=\"\(attribute(r.message))\" type=\"\(r.status.rawValue)\">"
                xml += text(body(r)) + "</failure>\n"
            case .invalid, .error:
                xml +=
                    ">\n      <error message=\"\(attribute(r.message))\" type=\"\(r.status.rawValue)\">"
                xml += text(body(r)) + "</error>\n"
            case .recorded:
                xml += ">\n      <system-out>" + text(r.message) + "</system-out>\n"
            }
            xml += "    </testcase>\n"
        }
        for path in unused {
            xml += "    <testcase classname=\"alertsnap.unused\" name=\"\(attribute(path))\" file=\"\(attribute(path))\">\n"
            xml +=
                "      <failure message=\"unused golden: no spec uses it (deleted, renamed or invalid); --prune removes it, --allow-unused lets CI pass\" type=\"unused\"/>\n"
            xml += "    </testcase>\n"
        }
        // A failing run says, once, what failed and the commands that resolve it (`FixHints`).
        let hints = FixHints.lines(report)
        if !hints.isEmpty {
            xml += "    <system-out>" + text(([report.verdict.headline] + hints).joined(separator: "\n")) + "</system-out>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// `alertsnap.Fixtures.dark` for `Fixtures/dark/x.json`; `alertsnap` for a spec in the current folder.
    static func className(_ spec: String) -> String {
        let dir = SpecDiscovery.directory(of: spec)
        let parts = dir.split(separator: "/").filter { $0 != "." && $0 != ".." }
        return (["alertsnap"] + parts.map(String.init)).joined(separator: ".")
    }

    static func body(_ r: SnapshotResult) -> String {
        var lines = [r.message] + r.lint.map { "lint \($0.severity.rawValue): \($0.line)" }
        if let golden = r.golden { lines.append("golden: \(golden)") }
        if let d = r.diff {
            lines.append(
                "diffPixels: \(d.diffPixels), totalPixels: \(d.totalPixels), ratio: \(d.ratio), maxDelta: \(d.maxDelta), sizeMismatch: \(d.sizeMismatch)"
            )
        }
        for (label, path) in [
            ("expected", r.artifacts.expected), ("actual", r.artifacts.actual),
            ("diff", r.artifacts.diff), ("strip", r.artifacts.strip),
        ] {
            if let path { lines.append("\(label): \(path)") }
        }
        return lines.joined(separator: "\n")
    }

    /// Escapes element text; characters XML 1.0 cannot hold become U+FFFD.
    static func text(_ s: String) -> String { escape(s, attribute: false) }

    /// Escapes an attribute value (quotes and line breaks too, so they survive normalization).
    static func attribute(_ s: String) -> String { escape(s, attribute: true) }

    private static func escape(_ s: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case let c where c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
