// Render inputs that once held unbounded memory: the presenting-image cache (any number of
// decoded screens) and `sheet --vary` (every combination built before the sheet's size was
// checked).
import AlertModel
import Foundation
import PNGCodec
import Raster
import Support
import Testing

@testable import AlertRender

@Suite struct BoundedRenderInputTests {
    /// Writes a `side` x `side` opaque PNG to `dir/name.png`.
    func screen(_ dir: URL, _ name: String, side: Int) throws -> String {
        let bytes = (0..<(side * side)).flatMap { i -> [UInt8] in [UInt8(truncatingIfNeeded: i), 90, 200, 255] }
        let path = dir.appendingPathComponent("\(name).png").path
        try AtomicFile.write(try PNGFile.encode(PNGImage(width: side, height: side, bytes: bytes)), to: path)
        return path
    }

    @Test func theImageCacheHoldsAtMostItsBytes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // 100x100 RGBA screens are 40 000 bytes; room for two.
        let cache = ImageCache(capacityBytes: 90_000)
        let paths = try (0..<5).map { try screen(dir, "s\($0)", side: 100) }
        for (i, path) in paths.enumerated() {
            let entry = try cache.image(at: path)
            #expect(entry.image.width == 100 && entry.isOpaque)
            #expect(cache.heldBytes == min(i + 1, 2) * 40_000)
        }
        // A screen larger than the whole cache is decoded and returned but never held.
        let huge = try screen(dir, "huge", side: 160)  // 102 400 bytes
        #expect(try cache.image(at: huge).image.width == 160)
        #expect(cache.heldBytes <= 90_000)
        // The default bound: nine 10000x10000 screens (3.6 GB) no longer pile up.
        #expect(ImageCache.defaultCapacityBytes == 256 << 20)
    }

    @Test func threadsAskingForOneScreenAtOnceDecodeItOnce() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try screen(dir, "shared", side: 600)  // big enough that the threads overlap
        let cache = ImageCache()
        let lock = NSLock()
        nonisolated(unsafe) var widths: [Int] = []
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let width = (try? cache.image(at: path).image.width) ?? -1
            lock.withLock { widths.append(width) }
        }
        #expect(widths == Array(repeating: 600, count: 8))
        #expect(cache.decodedCount == 1)
        // A missing file fails for every thread, and nothing waits forever.
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            #expect(throws: PNGError.self) { try cache.image(at: dir.appendingPathComponent("none.png").path) }
        }
    }

    @Test func snapshotsGroupedByScreenKeepTwoScreensAtMost() {
        let cache = ImageCache()
        cache.expectGroupedByScreen()
        #expect(cache.capacityBytes == ImageCache.groupedCapacityBytes)
        #expect(ImageCache.groupedCapacityBytes >= 2 * 1179 * 2556 * 4)
        let small = ImageCache(capacityBytes: 90_000)
        small.expectGroupedByScreen()
        #expect(small.capacityBytes == 90_000)  // never raised
    }

    @Test func aSheetOfTooManyCombinationsIsRefusedBeforeBuildingThem() throws {
        let spec = try AlertSpec.decode(Array(#"{"ios": 18, "alert": {"title": "Hi"}}"#.utf8))
        let times = try ContactSheet.Variation(parsing: "time=" + (0..<3000).map { "\($0)" }.joined(separator: ","))
        let start = DispatchTime.now().uptimeNanoseconds
        // 3000 x 3000 combinations took over 4 GB before the sheet's size was checked.
        let error = #expect(throws: SpecError.self) {
            try ContactSheet.cells(specs: [spec], variations: [times, times])
        }
        #expect(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 < 1)
        #expect(error?.description == "--vary: 1 spec x 3000 x 3000 = 9000000 cells; a sheet holds at most 2657")
        // The largest sheet still builds.
        let fits = try ContactSheet.Variation(parsing: "time=" + (0..<2657).map { "\($0)" }.joined(separator: ","))
        #expect(try ContactSheet.cells(specs: [spec], variations: [fits]).count == 2657)
    }
}

/// The largest blurs, shadows and corners the validator accepts render in bounded time: on a
/// 2000x2000 pt canvas at 2x (16 megapixels) each took 5 s to minutes before (the direct blur's
/// padding grew with sigma; a shadow's corner used a band per pixel of a 4000 px corner).
/// How much more CPU a bounded-time test may use: 1, or ALERTSNAP_CPU_BUDGET_SCALE (set by
/// scripts/sanitize.sh, whose instrumented builds run several times slower).
let cpuBudgetScale = ProcessInfo.processInfo.environment["ALERTSNAP_CPU_BUDGET_SCALE"].flatMap(Double.init) ?? 1

@Suite struct BoundedRenderWorkTests {
    /// CPU seconds of this thread (the render is single-threaded; other suites run meanwhile).
    func threadSeconds(_ body: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
            return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
        }
        let start = now()
        try body()
        return now() - start
    }

    @Test(arguments: [
        #"{"backdrop": {"blur": 4096}, "alert": {"title": "T"}}"#,
        #"{"alert": {"title": "T", "width": 1990, "height": 1990, "cornerRadius": 4096}}"#,
        #"{"theme": "plain", "alert": {"title": "T", "width": 1990, "height": 1990, "cornerRadius": 4096, "shadow": {"radius": 4096, "opacity": 1}}}"#,
    ])
    func hugeRadiiRenderInBoundedTime(json: String) throws {
        let base = ##"{"ios": 18, "canvas": {"width": 2000, "height": 2000, "scale": 2}, "presenting": {"color": "#336699"}, "##
        let spec = try resolve(base + json.dropFirst())
        var canvas: Canvas?
        let seconds = try threadSeconds { canvas = try sharedRenderer.render(spec) }
        #expect(canvas?.width == 4000)
        // ALERTSNAP_CPU_BUDGET_SCALE: scripts/sanitize.sh runs the suite 5-15x slower under a sanitizer.
        #expect(seconds < 2.5 * cpuBudgetScale, "\(seconds) s of CPU for \(json)")
    }
}
