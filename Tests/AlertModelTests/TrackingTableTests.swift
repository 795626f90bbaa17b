import AlertModel
import Testing

/// Per-size tracking (Apple's published SF Pro table, read between its sizes) and the choice of a
/// `systemFonts` face by weight and optical size.
@Suite struct TrackingTableTests {
    @Test func theSFProTableGivesApplesPublishedValuesAtTheirSizes() {
        let published: [(Double, Double)] = [
            (6, 0.24), (11, 0.06), (12, 0), (13, -0.08), (15, -0.23), (17, -0.43), (20, -0.45), (22, -0.26),
            (28, 0.38), (34, 0.40), (53, 0.31), (56, 0.30), (76, 0.07), (96, 0),
        ]
        for (size, tracking) in published {
            #expect(TrackingTable.sfPro.tracking(atSize: size) == tracking, "\(size) pt")
        }
        #expect(TrackingTable.sfPro.entries.count == 64)  // 6...54 every point, then 56...72 every 2, 76...96 every 4
        #expect(TrackingTable.sfPro.entries.first?.size == 6 && TrackingTable.sfPro.entries.last?.size == 96)
    }

    @Test func sizesBetweenPublishedOnesAreInterpolatedLinearly() {
        let sf = TrackingTable.sfPro
        // 16 pt -0.31, 17 pt -0.43: halfway, a quarter of the way.
        #expect(abs(sf.tracking(atSize: 16.5) - -0.37) < 1e-12)
        #expect(abs(sf.tracking(atSize: 16.25) - -0.34) < 1e-12)
        // 54 pt 0.32 and 56 pt 0.30: 55 pt, which Apple does not list, lies between.
        #expect(abs(sf.tracking(atSize: 55) - 0.31) < 1e-12)
        // Outside the table the nearest end holds.
        #expect(sf.tracking(atSize: 4) == 0.24)
        #expect(sf.tracking(atSize: 120) == 0)
        #expect(sf.tracking(atSize: .nan) == 0)
        // The rows are sorted whatever order they are given in.
        let table = TrackingTable([(20, 2), (10, 1)])
        #expect(table.tracking(atSize: 15) == 1.5)
    }

    /// Inter's fitted table: SF Pro's tracking plus the fitted em up to 17 pt, the 17 pt value's
    /// fraction of the size above; the system looks carry it, `plain` tracks nothing.
    @Test func interFollowsSFProPlusTheFitAndOnlyTheSystemLooksTrackIt() {
        let inter = TrackingTable.bundledInter
        let fit = TrackingTable.interFit
        #expect(fit < 0 && fit > -0.01)
        for size in [11.0, 13, 15, 17] {
            #expect(abs(inter.tracking(atSize: size) - (TrackingTable.sfPro.tracking(atSize: size) + fit * size)) < 1e-12)
        }
        let at17 = -0.43 + fit * 17
        for size in [20.0, 28, 53] {
            #expect(abs(inter.tracking(atSize: size) - at17 / 17 * size) < 1e-9, "\(size) pt")
        }
        // Tighter than SF Pro's own at 17 pt (Inter is the wider face), never loose at 28 pt as SF Pro Display is.
        #expect(inter.tracking(atSize: 17) < TrackingTable.sfPro.tracking(atSize: 17))
        #expect(inter.tracking(atSize: 28) < 0 && TrackingTable.sfPro.tracking(atSize: 28) > 0)
        #expect(TrackingTable.none.tracking(atSize: 17) == 0)
        for theme in [Theme.system, Theme.system26] {
            #expect(theme.fontTracking == .standard)
            #expect(theme.fontTracking.bundled == .bundledInter && theme.fontTracking.system == .sfPro)
        }
        #expect(Theme.plain.fontTracking == .untracked)
    }

    static func face(
        _ name: String, weight: Int, role: OpticalRole, wght: ClosedRange<Double>? = nil,
        opsz: ClosedRange<Double>? = nil
    ) -> SystemFontFace {
        SystemFontFace(
            face: FontFace(key: "systemFonts[0]", path: name, index: 0, family: name, weight: weight), role: role,
            weightAxis: wght, opticalSizeAxis: opsz)
    }

    @Test func theTextFaceSetsSizesBelow20AndTheDisplayFaceFrom20() {
        let faces = [
            Self.face("Text R", weight: 400, role: .text), Self.face("Text SB", weight: 600, role: .text),
            Self.face("Display R", weight: 400, role: .display), Self.face("Display SB", weight: 600, role: .display),
        ]
        #expect(SystemFontFace.choose(in: faces, weight: 400, size: 19)?.index == 0)
        #expect(SystemFontFace.choose(in: faces, weight: 400, size: 19.5)?.index == 0)
        #expect(SystemFontFace.choose(in: faces, weight: 400, size: 20)?.index == 2)
        #expect(SystemFontFace.choose(in: faces, weight: 600, size: 17)?.index == 1)
        #expect(SystemFontFace.choose(in: faces, weight: 600, size: 28)?.index == 3)
        // Bold takes the nearest heavier face there is; medium the nearest at or under 500.
        #expect(SystemFontFace.choose(in: faces, weight: 700, size: 13)?.index == 1)
        #expect(SystemFontFace.choose(in: faces, weight: 500, size: 13)?.index == 0)
        // Only Text faces: they set every size.
        #expect(SystemFontFace.choose(in: Array(faces.prefix(2)), weight: 400, size: 34)?.index == 0)
        #expect(SystemFontFace.choose(in: [], weight: 400, size: 17) == nil)
    }

    @Test func aVariableFontTakesTheWeightAndSizeAsItsAxes() throws {
        let optical = Self.face("Var", weight: 400, role: .any, wght: 100...900, opsz: 17...28)
        let pick = try #require(SystemFontFace.choose(in: [optical], weight: 600, size: 19))
        #expect(pick.index == 0 && pick.wght == 600 && pick.opsz == 19)
        #expect(SystemFontFace.choose(in: [optical], weight: 600, size: 20)?.opsz == 20)
        // Clamped to the axes.
        let small = try #require(SystemFontFace.choose(in: [optical], weight: 950, size: 13))
        #expect(small.wght == 900 && small.opsz == 17)
        // A wght-only font: no opsz to set.
        let weightOnly = Self.face("W", weight: 400, role: .any, wght: 100...900)
        let bold = try #require(SystemFontFace.choose(in: [weightOnly], weight: 700, size: 17))
        #expect(bold.wght == 700 && bold.opsz == nil)
        // The optical role comes before the weight: a Text face at 17 pt over a face named for neither.
        let statics = Self.face("Text R", weight: 400, role: .text)
        #expect(SystemFontFace.choose(in: [weightOnly, statics], weight: 700, size: 17)?.index == 1)
        #expect(SystemFontFace.choose(in: [weightOnly, statics], weight: 700, size: 20)?.index == 0)
    }

    @Test func theRoleComesFromTheWordsOfTheName() {
        #expect(SystemFontFace.role(named: "SF Pro Display Bold") == .display)
        #expect(SystemFontFace.role(named: "SF Pro Text Regular") == .text)
        #expect(SystemFontFace.role(named: "SF-Pro-Text Semibold") == .text)
        #expect(SystemFontFace.role(named: "SF Pro") == .any)
        #expect(SystemFontFace.role(named: "Textura Displayed") == .any)
    }
}
