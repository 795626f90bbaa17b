import AlertModel
import Foundation
import Testing

@testable import Typesetting

@Suite("Determinism")
struct DeterminismTests {
    static let samples: [(String, TextStyle)] = [
        ("Delete “Vacation 2024”?", TextStyle(size: 17, weight: .semibold, lineHeight: 22)),
        ("This album will be removed from all your devices. 写真は削除されます。", messageStyle),
        ("Cancel", TextStyle(size: 17, weight: .bold, lineHeight: 22)),
        (
            "A very long action title that has to shrink",
            TextStyle(size: 17, lineHeight: 22, minimumSize: 10, truncation: .middle)
        ),
    ]

    struct Snapshot: Equatable {
        var layouts: [TextLayout]
        var masks: [MaskDump]
    }

    static func snapshot(_ t: Typesetter) -> Snapshot {
        var s = Snapshot(layouts: [], masks: [])
        for (text, style) in samples {
            for scale in [2.0, 3.0] {
                let l = t.layout(text, style: style, maxWidth: 238, scale: scale)
                s.layouts.append(l)
                s.masks.append(dumpMasks(t, l, originX: 16.3, originY: 20.6))
            }
        }
        return s
    }

    @Test("The same text twice gives the same positions and coverage bytes")
    func twice() throws {
        let t = try typesetter()
        let a = Self.snapshot(t)
        let b = Self.snapshot(t)
        #expect(a == b)
        #expect(a.masks.allSatisfy { ink($0) > 0 })
        // A fresh typesetter (empty caches) agrees too.
        #expect(Self.snapshot(try Typesetter()) == a)
    }

    @Test("Eight concurrent tasks agree with a single-threaded run")
    func concurrent() async throws {
        let t = try Typesetter()
        let results = await withTaskGroup(of: Snapshot.self) { group in
            for _ in 0..<8 { group.addTask { Self.snapshot(t) } }
            var all: [Snapshot] = []
            for await s in group { all.append(s) }
            return all
        }
        let reference = Self.snapshot(try Typesetter())
        #expect(results.count == 8)
        for r in results { #expect(r == reference) }
    }

    @Test("Eight threads drawing at once agree")
    func threads() throws {
        let t = try Typesetter()
        let reference = Self.snapshot(try typesetter())
        let results = Mutex8()
        DispatchQueue.concurrentPerform(iterations: 8) { i in results.set(i, Self.snapshot(t)) }
        #expect(results.all().count == 8)
        for r in results.all() { #expect(r == reference) }
    }
}

/// Collects one result per thread.
final class Mutex8: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: DeterminismTests.Snapshot] = [:]
    func set(_ i: Int, _ s: DeterminismTests.Snapshot) { lock.withLock { values[i] = s } }
    func all() -> [DeterminismTests.Snapshot] { lock.withLock { (0..<8).compactMap { values[$0] } } }
}

@Suite("Sample sheet")
struct SampleSheetTests {
    @Test("The sample sheet draws the same bytes on every run")
    func sheetIsStable() throws {
        let a = SampleSheet(try typesetter())
        let b = SampleSheet(try Typesetter())
        #expect(a.rgba == b.rgba && a.width == b.width && a.height == b.height)
        #expect(a.rgba.contains { $0 < 50 })
    }
}
