import AlertModel

@testable import Typesetting

/// A sheet of sample strings drawn as black text on white into a plain RGBA8 buffer (straight
/// alpha, opaque), compositing each glyph mask source-over by itself. Used by the golden test.
struct SampleSheet {
    static let scale = 2.0
    static let widthPt = 300.0
    static let margin = 10.0

    struct Sample {
        var text: String
        var style: TextStyle
        var maxWidth: Double
        var scale: Double = SampleSheet.scale
    }

    static let samples: [Sample] = [
        Sample(
            text: "Delete “Vacation 2024”?", style: TextStyle(size: 17, weight: .semibold, lineHeight: 22),
            maxWidth: 238),
        Sample(
            text: "This album and its 128 photos will be removed from all your devices. You can’t undo this action.",
            style: TextStyle(size: 13, lineHeight: 16), maxWidth: 238),
        Sample(
            text: "この写真を削除しますか？「最近削除した項目」から30日以内に復元できます。",
            style: TextStyle(size: 13, lineHeight: 18), maxWidth: 238),
        Sample(
            text: "Swiftで書かれたアプリ「Photos」を削除しますか？ This cannot be undone.",
            style: TextStyle(size: 13, lineHeight: 18, alignment: .leading), maxWidth: 238),
        Sample(
            text: "Remove “Vacation 2024 – Kyoto, Osaka and Nara” From All Devices",
            style: TextStyle(size: 17, lineHeight: 22, minimumSize: 10, truncation: .middle), maxWidth: 238),
        Sample(
            text: "Bold: Sign Out of iCloud — ログアウト", style: TextStyle(size: 17, weight: .bold, lineHeight: 22),
            maxWidth: 280),
        Sample(
            text:
                "Cut after two lines: the rest of this rather long message is hidden behind an ellipsis, as UIKit does.",
            style: TextStyle(size: 13, lineHeight: 16, alignment: .trailing, maxLines: 2), maxWidth: 238),
        Sample(
            text: "Very Long Destructive Action Title That Cannot Fit",
            style: TextStyle(size: 17, lineHeight: 22, minimumSize: 10, truncation: .middle), maxWidth: 238),
        Sample(
            text: "Small 10 pt at 1x: The quick brown fox jumps over the lazy dog. 日本語の小さな文字",
            style: TextStyle(size: 10, lineHeight: 13), maxWidth: 280, scale: 1),
        Sample(
            text: "Small 8 pt at 2x: The quick brown fox jumps over the lazy dog. 0123456789",
            style: TextStyle(size: 8, lineHeight: 10), maxWidth: 280),
        Sample(
            text: "Box for U+0378, emoji: [😀] [\u{0378}] [👨‍👩‍👧] end", style: TextStyle(size: 13, lineHeight: 16),
            maxWidth: 238),
        Sample(
            text: "3x scale: Allow “Maps” to use your location?",
            style: TextStyle(size: 13, weight: .semibold, lineHeight: 16), maxWidth: 238, scale: 3),
        Sample(
            text: "حذف الصورة؟ لا يمكن التراجع عن هذا الإجراء.",
            style: TextStyle(size: 17, weight: .semibold, lineHeight: 22),
            maxWidth: 238),
        Sample(
            text: "למחוק את התמונה? לא ניתן לבטל פעולה זו.",
            style: TextStyle(size: 13, lineHeight: 16, alignment: .leading, direction: .rtl), maxWidth: 238),
        Sample(
            text: "Bidi: the file “אלבום 2024” (3 photos) and الصور (12) stay in order.",
            style: TextStyle(size: 13, lineHeight: 16, alignment: .leading), maxWidth: 238),
        Sample(
            text: "사진을 삭제하시겠습니까? 이 작업은 취소할 수 없습니다.", style: TextStyle(size: 13, lineHeight: 18, language: "ko"),
            maxWidth: 200),
        Sample(
            text: "ภาษาไทยไม่มีช่องว่างระหว่างคำ แต่ตัดบรรทัดได้ที่ขอบเขตของคำ", style: TextStyle(size: 13, lineHeight: 20),
            maxWidth: 160),
        Sample(
            text: "删除这张照片吗？此操作无法撤销。", style: TextStyle(size: 13, lineHeight: 18, language: "zh-Hans"),
            maxWidth: 238),
        Sample(
            text: "Emoji 🎉😀👍🏽❤️ 👨‍👩‍👧 🇯🇵 1️⃣ in colour", style: TextStyle(size: 17, weight: .semibold, lineHeight: 22),
            maxWidth: 280),
    ]

    var width = 0
    var height = 0
    var rgba: [UInt8] = []

    init(_ t: Typesetter) {
        let s = Self.scale
        let layouts = Self.samples.map { t.layout($0.text, style: $0.style, maxWidth: $0.maxWidth, scale: $0.scale) }
        let widest = max(Self.widthPt * s, (layouts.map(\.widthPx).max() ?? 0) + 2 * Self.margin * s)
        width = Int(widest.rounded(.up))
        var y = Self.margin * s
        var origins: [Double] = []
        for l in layouts {
            origins.append(y)
            y += l.heightPx + Self.margin * s
        }
        height = Int(y.rounded(.up))
        rgba = [UInt8](repeating: 255, count: width * height * 4)
        for (i, l) in layouts.enumerated() {
            let x0 = ((Double(width) - l.widthPx) / 2).rounded()
            // A light frame around the block shows its box and the alignment inside it.
            frame(
                x: Int(x0) - 1, y: Int(origins[i]) - 1, w: Int(l.widthPx.rounded()) + 2,
                h: Int(l.heightPx.rounded()) + 2)
            t.forEachGlyphMask(in: l, originX: x0, originY: origins[i]) { mask, w, h, stride, mx, my in
                composite(mask, w, h, stride, mx, my)
            }
            t.forEachColorGlyph(in: l, originX: x0, originY: origins[i]) { rgba, w, h, stride, mx, my in
                compositeColor(rgba, w, h, stride, mx, my)
            }
        }
    }

    private mutating func frame(x: Int, y: Int, w: Int, h: Int) {
        for px in x..<(x + w) {
            tint(px, y)
            tint(px, y + h - 1)
        }
        for py in y..<(y + h) {
            tint(x, py)
            tint(x + w - 1, py)
        }
    }

    private mutating func tint(_ x: Int, _ y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let o = (y * width + x) * 4
        rgba[o] = 200
        rgba[o + 1] = 220
        rgba[o + 2] = 255
    }

    /// A premultiplied colour bitmap, source-over onto the opaque sheet: dst = src + dst × (1 − a).
    private mutating func compositeColor(
        _ rgba: UnsafeBufferPointer<UInt8>, _ w: Int, _ h: Int, _ stride: Int, _ x: Int, _ y: Int
    ) {
        for row in 0..<h where y + row >= 0 && y + row < height {
            for col in 0..<w where x + col >= 0 && x + col < width {
                let s = row * stride + col * 4
                let a = Int(rgba[s + 3])
                guard a > 0 else { continue }
                let o = ((y + row) * width + x + col) * 4
                for c in 0..<3 {
                    self.rgba[o + c] = UInt8(Int(rgba[s + c]) + (Int(self.rgba[o + c]) * (255 - a) + 127) / 255)
                }
            }
        }
    }

    /// Black text, source-over: dst = dst × (1 − coverage).
    private mutating func composite(
        _ mask: UnsafeBufferPointer<UInt8>, _ w: Int, _ h: Int, _ stride: Int, _ x: Int, _ y: Int
    ) {
        for row in 0..<h where y + row >= 0 && y + row < height {
            for col in 0..<w where x + col >= 0 && x + col < width {
                let a = Int(mask[row * stride + col])
                guard a > 0 else { continue }
                let o = ((y + row) * width + x + col) * 4
                for c in 0..<3 { rgba[o + c] = UInt8((Int(rgba[o + c]) * (255 - a) + 127) / 255) }
            }
        }
    }
}
