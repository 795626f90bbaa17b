import AlertModel

/// The layout JSON of docs/contract.md (`alertsnap layout`), written with keys in a fixed order so the
/// output is stable and diffable.
extension AlertGeometry {
    /// Pretty-printed layout JSON, numbers rounded to 3 decimals. `recording` (the golden's chunk)
    /// leaves out a `keyboard` and a `content` that are null, so the record of an alert without them
    /// is what it was before they were drawn.
    public func jsonString(recording: Bool = false) -> String {
        let w = JSONWriter()
        w.object {
            w.key("canvas") {
                w.object {
                    w.key("width") { w.number(canvasWidth) }
                    w.key("height") { w.number(canvasHeight) }
                    w.key("scale") { w.number(scale) }
                }
            }
            // The golden's record of the iOS 18 look leaves both out: it is what every golden
            // recorded before the look had a generation, and a missing `ios` reads as 18.
            if let android {
                // An Android dialog: whose and which, and no iOS generation.
                w.key("platform") { w.string(Platform.android.rawValue) }
                w.key("android") { w.string(android.rawValue) }
                w.key("presentation") { w.string(presentation.rawValue) }
            } else if ios != .ios18 || !recording {
                if !recording { w.key("platform") { w.string(Platform.ios.rawValue) } }
                w.key("ios") { w.number(Double(ios.rawValue)) }
                w.key("presentation") { w.string(presentation.rawValue) }
            }
            w.key("layoutDirection") { w.string(layoutDirection.rawValue) }
            w.key("contentSize") { w.string(contentSize.rawValue) }
            w.key("alert") { w.frame(alert) }
            w.key("backdrop") {
                w.object {
                    for (name, f) in backdrop.all { w.key(name) { w.frame(f) } }
                }
            }
            w.key("icon") { w.optionalFrameObject(icon) }
            for (name, block) in [("title", title), ("message", message)] + cardTexts.map({ ($0.element, $0.block) }) {
                w.key(name) {
                    if let b = block {
                        w.object {
                            w.key("frame") { w.frame(b.frame) }
                            w.key("lines") { w.number(Double(b.lines)) }
                        }
                    } else {
                        w.raw("null")
                    }
                }
            }
            if content != nil || !recording { w.key("content") { w.optionalFrameObject(content) } }
            w.key("textFields") { w.array(textFields) { f in w.object { w.key("frame") { w.frame(f) } } } }
            w.key("progress") { w.optionalFrameObject(progress?.frame) }
            w.key("activityIndicator") { w.optionalFrameObject(activityIndicator) }
            w.key("table") { w.optionalFrameObject(table?.frame) }
            w.key("actions") {
                w.array(actions) { a in
                    w.object {
                        w.key("title") { w.string(a.title) }
                        w.key("style") { w.string(a.style.rawValue) }
                        w.key("frame") { if a.hidden { w.raw("null") } else { w.frame(a.frame) } }
                        if android != nil {
                            w.key("role") { if let role = a.role { w.string(role.rawValue) } else { w.raw("null") } }
                        }
                        if let image = a.image { w.key("image") { w.object { w.key("frame") { w.frame(image) } } } }
                        if a.checkmark != nil { w.key("checked") { w.raw("true") } }
                    }
                }
            }
            w.key("actionAxis") {
                if let axis = actionAxis { w.string(axis.rawValue) } else { w.raw("null") }
            }
            w.key("contentScrolls") { w.raw(contentScrolls ? "true" : "false") }
            writeSheetKeys(w, recording: recording)
            if keyboard != nil || !recording { w.key("keyboard") { w.optionalFrameObject(keyboard?.frame) } }
        }
        return w.output + "\n"
    }
}

/// A tiny pretty-printing JSON writer (two-space indent).
final class JSONWriter {
    var output = ""
    private var indent = 0
    private var needsComma = [false]

    private func newlineIndent() {
        output += "\n" + String(repeating: "  ", count: indent)
    }

    func object(_ body: () -> Void) {
        output += "{"
        indent += 1
        needsComma.append(false)
        body()
        let hadMembers = needsComma.removeLast()
        indent -= 1
        if hadMembers { newlineIndent() }
        output += "}"
    }

    func array<T>(_ items: [T], _ body: (T) -> Void) {
        output += "["
        indent += 1
        for (i, item) in items.enumerated() {
            if i > 0 { output += "," }
            newlineIndent()
            body(item)
        }
        indent -= 1
        if !items.isEmpty { newlineIndent() }
        output += "]"
    }

    func key(_ k: String, _ body: () -> Void) {
        if needsComma[needsComma.count - 1] { output += "," }
        needsComma[needsComma.count - 1] = true
        newlineIndent()
        string(k)
        output += ": "
        body()
    }

    func raw(_ s: String) { output += s }

    func number(_ v: Double) {
        let r = (v * 1000).rounded() / 1000
        output += r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
    }

    func string(_ s: String) { output += JSONValue.quoted(s) }

    func frame(_ f: Frame) {
        output += "{\"x\": "
        number(f.x)
        output += ", \"y\": "
        number(f.y)
        output += ", \"width\": "
        number(f.width)
        output += ", \"height\": "
        number(f.height)
        output += "}"
    }

    func optionalFrameObject(_ f: Frame?) {
        guard let f else {
            raw("null")
            return
        }
        object { key("frame") { frame(f) } }
    }
}
