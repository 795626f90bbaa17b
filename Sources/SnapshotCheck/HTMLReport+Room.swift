import AlertModel

extension HTMLReport {
    /// The room of each text of a failing or linted snapshot, one line a text: `actions[1]
    /// "Konto unwiderruflich löschen" (account.delete.action): truncated: needs 222 pt, has 118.7 pt
    /// on 1 line`. Empty when the result carries none.
    static func roomList(_ r: SnapshotResult) -> String {
        guard !r.room.isEmpty else { return "" }
        var h = "<ul class=\"room\" title=\"the room each text has and what it uses (alertsnap room)\">"
        for t in r.room {
            let key = t.key.map { " <small>(\(escape($0)))</small>" } ?? ""
            h += "<li class=\"\(t.verdict.rawValue)\"><code>\(escape(t.element))</code> \(escape(JSONValue.quoted(t.text)))\(key):"
            h += " <b>\(t.verdict.rawValue)</b>: \(escape(t.summary))</li>"
        }
        return h + "</ul>\n"
    }

    /// The lint section's list of each linted snapshot's texts and their room.
    static func lintRoom(_ report: CheckReport) -> String {
        let linted = report.results.filter { r in
            !r.status.isFailure && !r.room.isEmpty && r.lint.contains { $0.severity != .info }
        }
        guard !linted.isEmpty else { return "" }
        var h = "<details class=\"group\"><summary>Room of each text of the linted snapshots</summary>\n"
        for r in linted {
            h += "<p><b>\(escape(r.name))</b> <code>\(escape(r.spec))</code></p>\n" + roomList(r)
        }
        return h + "</details>\n"
    }
}
