import AlertModel

extension RoomText {
    /// The text in `summary.json`: `jsonObject`'s members and the sizes its summary names
    /// (`fontSize`, `drawnSize`), so a merged report shows what one run shows.
    var summaryObject: String {
        String(jsonObject.dropLast()) + ",\"fontSize\":\(points(fontSize)),\"drawnSize\":\(points(drawnSize))}"
    }

    /// A text read back from its `summaryObject` (a shard's `summary.json`), or nil when `json` is not one.
    init?(summary json: JSONValue) {
        guard case .object(let members) = json else { return nil }
        func member(_ name: String) -> JSONValue? { members.first { $0.key == name }?.value }
        func string(_ name: String) -> String? {
            if case .string(let s)? = member(name) { return s }
            return nil
        }
        func number(_ name: String) -> Double? {
            if case .number(let d)? = member(name), d.isFinite { return d }
            return nil
        }
        guard let spec = string("spec"), let variant = string("variant"), let locale = string("locale"),
            let element = string("element"), let text = string("text"), let roomWidth = number("roomWidth"),
            let usedWidth = number("usedWidth"), let usedLines = number("usedLines"),
            let verdict = string("verdict").flatMap(RoomVerdict.init(rawValue:)), let fontSize = number("fontSize"),
            let drawnSize = number("drawnSize")
        else { return nil }
        var roomLines: Int?
        switch member("roomLines") {
        case .null?: roomLines = nil
        case .number(let d)? where d == d.rounded() && abs(d) < 1e6: roomLines = Int(d)
        default: return nil
        }
        var key: String?
        switch member("key") {
        case .null?: key = nil
        case .string(let s)?: key = s
        default: return nil
        }
        guard abs(usedLines) < 1e6 else { return nil }
        self.init(
            spec: spec, variant: variant, locale: locale, element: element, key: key, text: text, roomWidth: roomWidth,
            roomLines: roomLines, usedWidth: usedWidth, usedLines: Int(usedLines), verdict: verdict,
            fontSize: fontSize, drawnSize: drawnSize)
    }
}
