import Foundation
import SnapshotCheck
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// JUnit XML, the HTML page and the JSON summary of a run with every kind of outcome.
@Suite struct ReportTests {
    /// passed `a`, differs `b & <c>`, missing `new`, invalid `bad`, error `boom`.
    func mixedRun(_ ws: Workspace, report: Bool = true) throws -> CheckReport {
        try ws.spec("specs/a.json")
        try ws.spec("specs/sub/b.json", name: "b & <c>", title: "quote \" and ' apostrophe")
        try ws.spec("specs/boom.json")
        _ = try ws.check(record: .all)
        try ws.spec("specs/new.json")
        try ws.write("{\"alert\": {\"title\": 5}}", to: "specs/bad.json")
        return try ws.check(
            record: .never, renderer: FakeRenderer(changed: ["b & <c>": 4], failing: ["boom"])
        ) {
            $0.reportDirectory = report ? ws.path("report") : nil
            $0.junitPath = ws.path("out/junit.xml")
        }
    }

    @Test func junitParsesWithTheRightCountsAndEscapedText() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        let report = try mixedRun(ws)
        #expect(report.exitCode == 2)
        let doc = try XMLDocument(contentsOf: URL(fileURLWithPath: ws.path("out/junit.xml")))
        let suite = try #require(
            try doc.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "name")?.stringValue == "alertsnap")
        #expect(suite.attribute(forName: "tests")?.stringValue == "5")
        #expect(suite.attribute(forName: "failures")?.stringValue == "2")
        #expect(suite.attribute(forName: "errors")?.stringValue == "2")
        let cases = try doc.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.count == 5)
        let b = try #require(
            cases.first { $0.attribute(forName: "name")?.stringValue == "b & <c>" })
        #expect(b.attribute(forName: "classname")?.stringValue?.hasSuffix(".specs.sub") == true)
        #expect(b.attribute(forName: "classname")?.stringValue?.hasPrefix("alertsnap.") == true)
        let failure = try #require(b.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue?.contains("b & <c>") == true)
        #expect(failure.stringValue?.contains("diffPixels: 4") == true)
        #expect(try doc.nodes(forXPath: "//testcase[@name='bad']/error").count == 1)
        #expect(try doc.nodes(forXPath: "//testcase[@name='boom']/error").count == 1)
        #expect(try doc.nodes(forXPath: "//testcase[@name='new']/failure").count == 1)
        #expect(try doc.nodes(forXPath: "//testcase[@name='a']/*").isEmpty)
    }

    @Test func junitEscapesMarkupAndControlCharacters() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.spec("specs/a.json", name: "x]]>\u{1}<y>&'\"")
        let report = try ws.check(record: .never)
        let xml = JUnitReport.xml(report)
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test func htmlIsOneOfflinePageWithPanelsSliderAndBlendForEachFailure() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        let report = try mixedRun(ws)
        #expect(
            report.reportFiles == [
                ws.path("report/index.html"), ws.path("report/summary.json"),
                ws.path("out/junit.xml"),
            ])
        let html = try String(contentsOfFile: ws.path("report/index.html"), encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("//cdn"))
        #expect(!html.contains("<link") && !html.contains("<script src"))
        #expect(html.contains("2 differ") || html.contains("<b>1</b> differ"))
        #expect(html.contains("<details class=\"group\"><summary>1 passed</summary>"))
        #expect(html.contains("b &amp; &lt;c&gt;"))
        #expect(!html.contains("b & <c>"))
        // One comparison view (slider + blend) for the differing snapshot; the missing one shows its actual only.
        #expect(html.components(separatedBy: "class=\"slider\"").count - 1 == 1)
        #expect(html.components(separatedBy: "class=\"blend\"").count - 1 == 1)
        // Every image the page shows exists beside it.
        let sources = html.components(separatedBy: "src=\"").dropFirst().map {
            $0.prefix { $0 != "\"" }
        }
        #expect(sources.count >= 4)
        for src in sources {
            #expect(src.hasPrefix("images/"))
            #expect(FileManager.default.fileExists(atPath: ws.path("report/" + src)), "\(src)")
        }
        let b = try #require(report.results.first { $0.name == "b & <c>" })
        #expect(b.artifacts.expected?.hasPrefix(ws.path("report/images/")) == true)
        // Expected, actual and diff; no strip, which would hold the diff and both images again.
        #expect(b.artifacts.paths.count == 3 && b.artifacts.strip == nil)
        let images = try FileManager.default.contentsOfDirectory(atPath: ws.path("report/images"))
        #expect(!images.contains { $0.hasSuffix(".strip.png") })
        // With a report folder, nothing goes to __failures__.
        #expect(!ws.exists("specs/sub/__snapshots__/__failures__"))
    }

    @Test func reportFolderIsClearedOfAnEarlierRunsImages() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        _ = try mixedRun(ws)
        try ws.write("keep", to: "report/images/mine.txt")
        let clean = try ws.check(record: .all) { $0.reportDirectory = ws.path("report") }
        #expect(clean.exitCode == 2)  // bad.json is still invalid
        let left = try FileManager.default.contentsOfDirectory(atPath: ws.path("report/images"))
        #expect(left == ["mine.txt"])
    }

    @Test func summaryJSONListsEveryResult() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        let report = try mixedRun(ws)
        let data = try Data(contentsOf: URL(fileURLWithPath: ws.path("report/summary.json")))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["exitCode"] as? Int == 2)
        #expect(json["record"] as? String == "never")
        #expect(
            (json["counts"] as? [String: Int]) == [
                "passed": 1, "recorded": 0, "differs": 1, "missing": 1, "unchanged": 0, "invalid": 1, "error": 1,
                "failedLint": 0,
            ])
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.map { $0["name"] as? String } == report.results.map(\.name))
        let b = try #require(results.first { $0["name"] as? String == "b & <c>" })
        #expect((b["diff"] as? [String: Any])?["diffPixels"] as? Int == 4)
        // The folder names its images relative to itself (it is read wherever it is copied to).
        // Its fix hints name the folder by its own name, never by the absolute path it was written at.
        let named = report.jsonString.replacingOccurrences(of: ws.path("report/images/"), with: "images/")
            .replacingOccurrences(of: ws.path("report"), with: "report")
        #expect(named == String(decoding: data, as: UTF8.self))
    }
}

/// A report of many failures stays small: an image of the same bytes is written once and linked.
@Suite struct ReportSizeTests {
    @Test func identicalFailureImagesAreWrittenOnce() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.spec("specs/a.json", title: "Same")
        try ws.spec("specs/b.json", title: "Same")
        _ = try ws.check(record: .all)
        try ws.spec("specs/a.json", title: "Other")
        try ws.spec("specs/b.json", title: "Other")
        let report = try ws.check(record: .never) { $0.reportDirectory = ws.path("report") }
        #expect(report.count(.differs) == 2)
        let images = try FileManager.default.contentsOfDirectory(atPath: ws.path("report/images")).sorted()
        #expect(images.count == 3, "\(images)")
        let a = report.results[0].artifacts
        let b = report.results[1].artifacts
        #expect(a.paths.count == 3 && a == b)
        let html = try String(contentsOfFile: ws.path("report/index.html"), encoding: .utf8)
        for image in images { #expect(html.contains("images/" + image)) }
    }
}

/// A report folder inside the searched folder is not searched: its summary.json is no spec.
@Suite struct ReportFolderTests {
    @Test func reportFolderInsideTheSpecsIsSkipped() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.spec("specs/a.json")
        _ = try ws.check(record: .all)
        for _ in 0..<2 {
            let report = try ws.check(record: .never) {
                $0.reportDirectory = ws.path("specs/report")
            }
            #expect(report.exitCode == 0)
            #expect(report.results.map(\.name) == ["a"])
        }
        #expect(ws.exists("specs/report/summary.json"))
    }
}
