import Testing

@testable import AlertLayout
@testable import AlertModel

/// A deterministic generator (SplitMix64) so a failing case can be reproduced from its seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Invariants over hundreds of generated specs: tiling, pixel alignment, actions inside the alert
/// and not overlapping, hit testing agreeing with the frames.
@Suite struct LayoutPropertyTests {
    static func randomSpec(_ rng: inout SplitMix64) -> AlertSpec {
        var s = AlertSpec()
        s.device = DevicePreset.all.filter { $0.platform == .ios }.randomElement(using: &rng)!.name
        s.theme = ThemeName.allCases.randomElement(using: &rng)
        let words = [
            "OK", "Cancel", "Delete", "Save", "Don't Save", "保存", "削除しますか？", "Save the document to iCloud Drive now",
        ]
        if Bool.random(using: &rng) { s.alert.title = .value(words.randomElement(using: &rng)!) }
        if Bool.random(using: &rng) {
            s.alert.message = .value(
                (0..<Int.random(in: 1...40, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(
                    separator: " "))
        }
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
            s.alert.width = Double(Int.random(in: 100...360, using: &rng)) + [0, 0.5, 0.25].randomElement(using: &rng)!
        case 1: s.alert.widthRatio = Double.random(in: 0.3...1, using: &rng)
        default: break
        }
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: s.alert.height = Double(Int.random(in: 60...600, using: &rng)) + [0, 0.5].randomElement(using: &rng)!
        case 1: s.alert.minHeightRatio = Double.random(in: 0...0.9, using: &rng)
        default: break
        }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            s.alert.offsetX = Double.random(in: -400...400, using: &rng)
            s.alert.offsetY = Double.random(in: -900...900, using: &rng)
        }
        s.alert.textFields = (0..<Int.random(in: 0...2, using: &rng)).map { _ in AlertSpec.TextField(placeholder: "x") }
        if Bool.random(using: &rng) { s.alert.progress = AlertSpec.Progress(value: 3, total: 10) }
        s.alert.activityIndicator = Bool.random(using: &rng)
        if Int.random(in: 0..<4, using: &rng) == 0 { s.alert.table = AlertSpec.Table(rows: ["a", "b", "c"]) }
        let count = Int.random(in: 0...6, using: &rng)
        s.alert.actions = (0..<count).map { i in
            AlertSpec.Action(
                title: words.randomElement(using: &rng)!, style: i == 0 && Bool.random(using: &rng) ? .cancel : .default
            )
        }
        s.alert.actionLayout = ActionLayoutMode.allCases.randomElement(using: &rng)!
        s.backdrop.dismissOnTap = Bool.random(using: &rng)
        // Every text size and direction keeps the invariants (tiling, alignment, no overlaps).
        if Bool.random(using: &rng) { s.contentSize = ContentSize.allCases.randomElement(using: &rng) }
        if Bool.random(using: &rng) { s.layoutDirection = LayoutDirection.allCases.randomElement(using: &rng) }
        return s
    }

    @Test func invariantsHoldForGeneratedSpecs() throws {
        var rng = SplitMix64(state: 20261130)
        var checked = 0
        for _ in 0..<400 {
            let seedState = rng.state
            let spec = Self.randomSpec(&rng)
            guard let resolved = try? spec.resolved() else { continue }  // e.g. a fixed width wider than the iPhone SE
            let l = AlertGeometry.make(spec: resolved, measurer: ApproximateTextMeasurer())
            let grid = PixelGrid(scale: l.scale)
            let context = Comment(rawValue: "seed state \(seedState)")
            checked += 1

            // Pixel alignment of every frame reported.
            var frames =
                [l.alert, l.contentViewport, l.actionsViewport] + l.backdrop.all.map(\.frame) + l.textFields
                + l.hairlines
            frames +=
                l.actions.map(\.frame)
                + [l.title?.frame, l.message?.frame, l.progress?.frame, l.activityIndicator, l.table?.frame].compactMap
            { $0 }
            for f in frames { #expect(grid.isAligned(f), "unaligned \(f), \(context)") }

            // The backdrop and the visible alert tile the canvas: areas add up, and nothing overlaps.
            let canvas = Frame(x: 0, y: 0, width: l.canvasWidth, height: l.canvasHeight)
            let visible = l.alert.intersection(canvas)
            let tiles = l.backdrop.all.map(\.frame) + (visible.map { [$0] } ?? [])
            let area = tiles.reduce(0) { $0 + $1.area }
            #expect(abs(area - canvas.area) < 1e-6, context)
            for i in tiles.indices {
                for j in tiles.indices where j > i { #expect(tiles[i].intersection(tiles[j]) == nil, context) }
                #expect(tiles[i].width >= 0 && tiles[i].height >= 0, context)
            }

            // Actions lie inside the alert horizontally, inside the action area, and do not overlap.
            for a in l.actions {
                #expect(a.frame.x >= l.alert.x - 1e-9 && a.frame.maxX <= l.alert.maxX + 1e-9, context)
                #expect(a.frame.y >= l.actionsViewport.y - 1e-9, context)
            }
            for i in l.actions.indices {
                for j in l.actions.indices where j > i {
                    #expect(l.actions[i].frame.intersection(l.actions[j].frame) == nil, context)
                }
            }
            #expect(abs(l.contentViewport.height + l.actionsViewport.height - l.alert.height) < 1e-9, context)

            // Hit testing agrees with the frames, probing the centre of each region.
            for (name, f) in l.backdrop.all where !f.isEmpty {
                #expect(
                    l.hitTest(x: f.x + f.width / 2, y: f.y + f.height / 2).region.description == "backdrop.\(name)",
                    context)
            }
            for (i, a) in l.actions.enumerated() {
                let cx = a.frame.x + a.frame.width / 2
                let cy = a.frame.y + a.frame.height / 2
                guard l.actionsViewport.contains(x: cx, y: cy), canvas.contains(x: cx, y: cy) else { continue }
                #expect(l.hitTest(x: cx, y: cy).region == .action(i), context)
            }
            // And every probe of a coarse grid lands in exactly the region whose frame holds it.
            for gx in stride(from: 0.5, to: l.canvasWidth, by: 37) {
                for gy in stride(from: 0.5, to: l.canvasHeight, by: 53) {
                    let r = l.hitTest(x: gx, y: gy).region
                    #expect(r != .outside, context)
                    let inAlert = l.alert.contains(x: gx, y: gy)
                    #expect(
                        inAlert
                            == [
                                .alert, .action(0), .action(1), .action(2), .action(3), .action(4), .action(5),
                                .textField(0), .textField(1),
                            ].contains(r), context)
                }
            }
        }
        #expect(checked > 300)
    }
}
