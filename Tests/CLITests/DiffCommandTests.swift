import Foundation
import Testing

/// `alertsnap diff`, run as a user runs it, on PNGs made with `alertsnap render`.
@Suite struct DiffCommandTests {
    /// Renders a tiny spec to `dir/<name>.png`.
    static func render(
        _ dir: URL, _ name: String, title: String, width: Int = 120, height: Int = 90
    ) throws -> String {
        let spec = dir.appendingPathComponent("\(name).json")
        let json = """
            {"ios": 18, "name": "\(name)", "canvas": {"width": \(width), "height": \(height), "scale": 1},
             "safeArea": {"top": 0, "bottom": 0, "left": 0, "right": 0},
             "alert": {"title": "\(title)", "width": 100, "actions": [{"title": "OK"}]}}
            """
        try Data(json.utf8).write(to: spec)
        let out = dir.appendingPathComponent("\(name).png").path
        let r = try CLIRunner.run(["render", spec.path, "-o", out])
        #expect(r.code == 0, "\(r.stderr)")
        return out
    }

    @Test func identicalImagesExitZeroWithJSONInSpecOrder() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try Self.render(dir, "a", title: "Same")
        let r = try CLIRunner.run(["diff", a, a, "--json"])
        #expect(r.code == 0)
        #expect(
            r.stdout.hasPrefix(
                "{\"identical\": true, \"diffPixels\": 0, \"totalPixels\": 10800, \"ratio\": 0, \"maxDelta\": 0, \"bounds\": null, \"sizeMismatch\": false"
            ))
    }

    @Test func differencesExitOneAndToleranceCanAcceptThem() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try Self.render(dir, "a", title: "Save")
        let b = try Self.render(dir, "b", title: "Safe")
        let r = try CLIRunner.run(["diff", a, b, "--json"])
        #expect(r.code == 1)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let pixels = try #require(json["diffPixels"] as? Int)
        #expect(pixels > 0)
        #expect(json["identical"] as? Bool == false)
        #expect(json["totalPixels"] as? Int == 10800)
        #expect(abs((json["ratio"] as? Double ?? 0) - Double(pixels) / 10800) < 1e-9)
        #expect((json["maxDelta"] as? Double ?? 0) > 0.1)
        let bounds = try #require(json["bounds"] as? [String: Int])
        #expect(bounds["width"]! > 0 && bounds["height"]! > 0)
        #expect(try CLIRunner.run(["diff", a, b, "--max-diff-pixels", "\(pixels)"]).code == 0)
        #expect(try CLIRunner.run(["diff", a, b, "--max-diff-pixels", "\(pixels - 1)"]).code == 1)
        #expect(try CLIRunner.run(["diff", a, b, "--max-diff-ratio", "1"]).code == 0)
        #expect(try CLIRunner.run(["diff", a, b, "--max-diff-ratio", "0"]).code == 1)
        // The human line.
        let text = try CLIRunner.run(["diff", a, b])
        #expect(text.stdout.contains("\(pixels) of 10800 pixels differ"))
    }

    @Test func sizeMismatchIsADifferenceNotAnError() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try Self.render(dir, "a", title: "Hi")
        let b = try Self.render(dir, "b", title: "Hi", width: 130)
        let r = try CLIRunner.run(["diff", a, b, "--json", "--max-diff-ratio", "1"])
        #expect(r.code == 1)
        #expect(r.stdout.contains("\"sizeMismatch\": true"))
    }

    @Test func writesDecodableDiffImageAndStrip() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try Self.render(dir, "a", title: "Save")
        let b = try Self.render(dir, "b", title: "Safe")
        let diff = dir.appendingPathComponent("d.png").path
        let strip = dir.appendingPathComponent("s.png").path
        let r = try CLIRunner.run(["diff", a, b, "-o", diff, "--strip", strip])
        #expect(r.code == 1)
        // Decodable: each compares equal to itself.
        #expect(try CLIRunner.run(["diff", diff, diff]).code == 0)
        #expect(try CLIRunner.run(["diff", strip, strip]).code == 0)
        #expect(try Self.pngSize(diff) == [120, 90])
        #expect(try Self.pngSize(strip)[0] > 3 * 120)
    }

    @Test func badInputExitsTwoNamingTheFileAndWritesNothing() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try Self.render(dir, "a", title: "Hi")
        let corrupt = dir.appendingPathComponent("corrupt.png").path
        try Data("\u{89}PNG but not really".utf8).write(to: URL(fileURLWithPath: corrupt))
        let out = dir.appendingPathComponent("d.png").path
        for (args, named) in [
            (["diff", a, corrupt, "-o", out], corrupt),
            (["diff", "/nonexistent/x.png", a, "-o", out], "/nonexistent/x.png"),
        ] {
            let r = try CLIRunner.run(args)
            #expect(r.code == 2)
            #expect(r.stderr.contains(named), "\(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1)
            #expect(r.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: out))
        }
        #expect(try CLIRunner.run(["diff", a]).code == 2)
        #expect(try CLIRunner.run(["diff", a, a, "--threshold", "2"]).code == 2)
        #expect(try CLIRunner.run(["diff", a, a, "--background", "pink"]).code == 2)
    }

    /// Width and height from the IHDR chunk.
    static func pngSize(_ path: String) throws -> [Int] {
        let d = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func be(_ i: Int) -> Int {
            Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3])
        }
        return [be(16), be(20)]
    }
}

/// A PNG whose header claims an image too large to decode is bad input, not a crash.
@Suite struct DiffHugeInputTests {
    /// Signature, an IHDR of `width` x `height` RGBA8 with a correct CRC, an empty IDAT and IEND.
    static func header(width: UInt32, height: UInt32) -> Data {
        func be(_ v: UInt32) -> [UInt8] {
            [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
        }
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return c ^ 0xFFFF_FFFF
        }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return be(UInt32(body.count)) + typed + be(crc(typed))
        }
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        let ihdr = be(width) + be(height) + [8, 6, 0, 0, 0]
        return Data(
            signature + chunk("IHDR", ihdr) + chunk("IDAT", [120, 156, 3, 0, 0, 0, 0, 1])
                + chunk("IEND", []))
    }

    @Test func hugeDimensionsExitTwoNamingTheFile() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let huge = dir.appendingPathComponent("huge.png").path
        try Self.header(width: 200_000, height: 200_000).write(to: URL(fileURLWithPath: huge))
        let out = dir.appendingPathComponent("d.png").path
        let r = try CLIRunner.run(["diff", huge, huge, "-o", out, "--json"])
        #expect(r.code == 2)
        #expect(r.stderr.hasPrefix("alertsnap diff: \(huge): "), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
