import Testing

@testable import AlertLayout
@testable import AlertModel

/// `crop: "alert"`: the card, its shadow's reach and 16 pt on each side, within the canvas.
@Suite struct CropLayoutTests {
    static func crop(_ json: String) throws -> (AlertGeometry, Frame, ResolvedSpec) {
        let spec = try AlertSpec.decode(Array(json.utf8)).resolved()
        let l = AlertGeometry.make(spec: spec, measurer: ApproximateTextMeasurer())
        return (l, l.cropFrame(shadow: spec.shadow, margin: AlertSpec.cropMargin), spec)
    }

    /// Outwards to whole device pixels, as the crop rounds.
    static func out(_ f: Frame, _ scale: Double) -> Frame {
        let x0 = (f.x * scale + 1e-6).rounded(.down) / scale
        let y0 = (f.y * scale + 1e-6).rounded(.down) / scale
        let x1 = (f.maxX * scale - 1e-6).rounded(.up) / scale
        let y1 = (f.maxY * scale - 1e-6).rounded(.up) / scale
        return Frame(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    @Test func cardWithoutShadowPlusSixteen() throws {
        let (l, f, spec) = try Self.crop(#"{"ios": 18, "crop": "alert", "alert": {"title": "T", "actions": [{"title": "OK"}]}}"#)
        #expect(spec.crop == .alert && spec.shadow == nil)
        let a = l.alert
        #expect(f == Self.out(Frame(x: a.x - 16, y: a.y - 16, width: a.width + 32, height: a.height + 32), 3))
    }

    @Test func shadowReachIsThreeSigmaBeyondTheMovedSilhouette() throws {
        // The plain card's shadow: radius 10 (sigma 10), offset (10, 10): 30 pt of blur around the
        // card moved 10 right and down.
        let (l, f, spec) = try Self.crop(#"{"ios": 18, "theme": "plain", "crop": "alert", "alert": {"title": "T"}}"#)
        let s = try #require(spec.shadow)
        #expect(s.sigma == 10 && s.offsetX == 10 && s.offsetY == 10)
        let a = l.alert
        let left = min(a.x, a.x + 10 - 30) - 16
        let top = min(a.y, a.y + 10 - 30) - 16
        let right = a.maxX + 10 + 30 + 16
        let bottom = a.maxY + 10 + 30 + 16
        #expect(f == Self.out(Frame(x: left, y: top, width: right - left, height: bottom - top), 3))
    }

    @Test func clampedToTheCanvas() throws {
        // Pushed to the top-left corner: the crop starts at the canvas's origin.
        let (_, f, _) = try Self.crop(
            #"{"ios": 18, "crop": "alert", "alert": {"title": "T", "offset": [-200, -500], "shadow": {"radius": 20}}}"#)
        #expect(f.x == 0 && f.y == 0)
        // With the keyboard: the keyboard comes along, down to the canvas's bottom edge.
        let (l, k, _) = try Self.crop(#"{"ios": 18, "crop": "alert", "keyboard": true, "alert": {"textFields": [{}]}}"#)
        let kb = try #require(l.keyboard)
        #expect(k.x == 0 && k.width == 393 && k.maxY == 852 && abs(k.y - (l.alert.y - 16)) < 0.34)
        #expect(kb.frame.y > l.alert.maxY)
    }

    @Test func sheetsAndPopoversCropToTheirGroupsAndArrow() throws {
        let (l, f, _) = try Self.crop(
            #"{"ios": 18, "device": "ipad-10", "crop": "alert", "alert": {"preferredStyle": "actionSheet", "source": {"x": 700, "y": 40, "width": 30, "height": 30}, "actions": [{"title": "A"}]}}"#)
        let g = try #require(l.sheet)
        let arrow = try #require(g.arrow)
        #expect(f.y <= arrow.frame.y - 16 || f.y == 0)
        #expect(f.x <= g.bounds.x - 16 && f.maxX >= min(l.canvasWidth, g.bounds.maxX + 16))
    }

    @Test func overridesAndTheConfigDefault() throws {
        let spec = try AlertSpec.decode(Array(#"{"ios": 18, "alert": {"title": "T"}}"#.utf8))
        #expect(try spec.resolved().crop == .screen)
        var o = SpecOverrides()
        o.defaultCrop = .alert
        #expect(try spec.resolved(o).crop == .alert)
        let own = try AlertSpec.decode(Array(#"{"ios": 18, "crop": "screen", "alert": {"title": "T"}}"#.utf8))
        #expect(try own.resolved(o).crop == .screen)
        try o.set("crop", to: "alert")
        #expect(try own.resolved(o).crop == .alert)
        #expect(throws: SpecError.self) { try o.set("crop", to: "card") }
    }
}
