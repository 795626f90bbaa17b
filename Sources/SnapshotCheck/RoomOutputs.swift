import Foundation
import AlertModel

extension RoomReport {
    /// The console table: one block per key (the worst first), one row per locale (the worst
    /// first) giving that locale's text with the least room, then a count of the verdicts.
    ///
    /// ```
    /// account.delete.action
    ///   de  truncated  needs 187.333 pt, has 102 pt on 1 line  "Unwiderruflich löschen"  delete-account.json [ios=18,...]
    /// ```
    public var table: String {
        var out = ""
        for group in groups {
            out += group.label + "\n"
            let width = group.worstByLocale.map { ($0.locale.isEmpty ? "-" : $0.locale).count }.max() ?? 1
            for t in group.worstByLocale {
                let locale = t.locale.isEmpty ? "-" : t.locale
                let pad = String(repeating: " ", count: width - locale.count)
                let verdict = t.verdict.rawValue + String(repeating: " ", count: 9 - t.verdict.rawValue.count)
                let whereShown = group.key == nil ? "" : "  \(t.spec)"
                out += "  \(locale)\(pad)  \(verdict)  \(t.summary)  \(JSONValue.quoted(t.text))\(whereShown)"
                out += t.variant.isEmpty ? "\n" : " [\(t.variant)]\n"
            }
        }
        return out + countLine + "\n"
    }

    /// `1520 texts in 320 snapshots: 2 truncated, 14 shrink, 610 wrap, 894 fit`.
    public var countLine: String {
        let snapshots = Set(texts.map { "\($0.spec)\u{0}\($0.variant)" }).count
        func count(_ v: RoomVerdict) -> Int { texts.filter { $0.verdict == v }.count }
        return CheckReport.counted(texts.count, "text") + " in " + CheckReport.counted(snapshots, "snapshot") + ": "
            + "\(count(.truncated)) truncated, \(count(.shrinks)) shrink, \(count(.wraps)) wrap, \(count(.fits)) fit"
    }

    /// `{"texts": [{"spec", "variant", "locale", "element", "key", "text", "roomWidth", "roomLines",
    /// "usedWidth", "usedLines", "verdict"}]}`, one text a line; `key` and `roomLines` are null for a
    /// text written in the spec and a text that wraps freely.
    public var json: String {
        guard !texts.isEmpty else { return "{\"texts\": []}\n" }
        return "{\"texts\": [\n" + texts.map { "  " + $0.jsonObject }.joined(separator: ",\n") + "\n]}\n"
    }

    /// The same fields as `json`, one row a text under a header row (RFC 4180: fields with a comma,
    /// quote or line break are quoted); an empty field for a null.
    public var csv: String {
        var out = RoomText.fields.joined(separator: ",") + "\r\n"
        for t in texts {
            let fields = [
                t.spec, t.variant, t.locale, t.element, t.key ?? "", t.text, points(t.roomWidth),
                t.roomLines.map(String.init) ?? "", points(t.usedWidth), String(t.usedLines), t.verdict.rawValue,
            ]
            out += fields.map(Self.csvField).joined(separator: ",") + "\r\n"
        }
        return out
    }

    static func csvField(_ s: String) -> String {
        guard s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return s }
        return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

extension RoomText {
    /// The JSON and CSV fields, in order (docs/contract.md "Room").
    public static let fields = [
        "spec", "variant", "locale", "element", "key", "text", "roomWidth", "roomLines", "usedWidth", "usedLines",
        "verdict",
    ]

    /// The text's JSON object, compact, its members in `fields` order.
    public var jsonObject: String {
        let q = JSONValue.quoted
        return "{\"spec\":\(q(spec)),\"variant\":\(q(variant)),\"locale\":\(q(locale)),\"element\":\(q(element)),"
            + "\"key\":\(key.map(q) ?? "null"),\"text\":\(q(text)),\"roomWidth\":\(points(roomWidth)),"
            + "\"roomLines\":\(roomLines.map(String.init) ?? "null"),\"usedWidth\":\(points(usedWidth)),"
            + "\"usedLines\":\(usedLines),\"verdict\":\(q(verdict.rawValue))}"
    }
}
