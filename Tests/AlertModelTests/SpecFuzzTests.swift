import Foundation
import Testing

@testable import AlertModel

/// Seeded mutations of every fixture: the decoder either accepts the result or refuses it with a
/// one-line SpecError; it never crashes, and whatever it accepts also resolves or is refused.
@Suite struct SpecFuzzTests {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let fixtures: [[UInt8]] = {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap {
            FileManager.default.contents(atPath: dir.appendingPathComponent($0).path).map { [UInt8]($0) }
        }
    }()

    @Test func mutatedSpecsAreAcceptedOrRefusedWithOneLine() {
        #expect(Self.fixtures.count >= 18)
        var rng = Generator(state: 0xA1E2_75AA)
        let interesting: [UInt8] = Array("{}[]\",:-.0123456789eEtrufalsn\\ \n".utf8)
        var accepted = 0
        var refused = 0
        for round in 0..<3000 {
            var bytes = Self.fixtures[round % Self.fixtures.count]
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                guard !bytes.isEmpty else { break }
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: bytes.remove(at: i)
                case 1: bytes.insert(interesting.randomElement(using: &rng)!, at: i)
                case 2: bytes[i] = interesting.randomElement(using: &rng)!
                default: bytes = Array(bytes.prefix(i))
                }
            }
            do {
                let spec = try AlertSpec.decode(bytes, file: "fuzz.json")
                _ = try? spec.resolved()
                accepted += 1
            } catch {
                refused += 1
                #expect(error.description.hasPrefix("fuzz.json: "), "\(error)")
                #expect(!error.description.contains("\n"), "one line: \(error)")
            }
        }
        // Both outcomes occur: the mutations reach past the JSON syntax into the validator.
        #expect(accepted > 50 && refused > 1000, "accepted \(accepted), refused \(refused)")
    }
}
