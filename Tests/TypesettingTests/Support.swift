import AlertModel

@testable import Typesetting

/// The shared typesetter; every test uses the bundled fonts found from the test bundle.
func typesetter() throws -> Typesetter { try Typesetter.shared() }

/// Message style of the system alert theme (13 pt, 16 pt lines, centred).
let messageStyle = TextStyle(size: 13, weight: .regular, lineHeight: 16, alignment: .center)

/// Every glyph mask of a layout, with positions, flattened so runs can be compared exactly.
struct MaskDump: Equatable {
    var entries: [[Int]] = []
    var bytes: [UInt8] = []
}

func dumpMasks(_ t: Typesetter, _ layout: TextLayout, originX: Double = 0, originY: Double = 0) -> MaskDump {
    var dump = MaskDump()
    t.forEachGlyphMask(in: layout, originX: originX, originY: originY) { mask, w, h, stride, x, y in
        dump.entries.append([w, h, stride, x, y])
        dump.bytes.append(contentsOf: mask)
    }
    return dump
}

/// Sum of coverage inside a mask (for "something was drawn" checks).
func ink(_ dump: MaskDump) -> Int { dump.bytes.reduce(0) { $0 + Int($1) } }
