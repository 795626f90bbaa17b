import ImageDiff

/// The HTML review page of a check run: one self-contained, offline file (inline CSS and a few
/// lines of inline script, images as files beside it; no network).
///
/// At the top a summary; then, per failure, expected | diff | actual side by side, a close-up of
/// the changed area, and a comparison view with actual laid over expected, a range slider moving
/// the split and a blend (difference) toggle; invalid specs and errors with their message; passed,
/// recorded and unused goldens folded away in `<details>`.
///
/// ```swift
/// let html = HTMLReport.html(report, reportDirectory: "out/report")
/// ```
public enum HTMLReport {
    /// Displayed width of each panel, in CSS pixels.
    static let panelWidth = 260.0
    /// Widest close-up of a wide changed area, in CSS pixels.
    static let closeUpWidth = 820.0

    /// The whole page for `report`, to be saved as `index.html` in `reportDirectory`: the failure
    /// images are linked relatively as `images/<file>`, so the folder can be moved or uploaded as is.
    public static func html(_ report: CheckReport, reportDirectory: String) -> String {
        let failing = report.results.filter { $0.status.isFailure }
        let broken = report.results.filter { $0.status.isError }
        let passed = report.results.filter { $0.status == .passed || $0.status == .unchanged }
        let recorded = report.results.filter { $0.goldenWritten }
        // A snapshot whose pixels pass but whose design lint found an error fails too.
        let lintOnly = report.results.filter { $0.lintFails && !$0.status.isFailure && !$0.status.isError }
        let verdict = report.verdict
        // Unused goldens that fail the run are a failure of their own, listed with what to do.
        let unusedFailing = report.unusedFails ? report.unusedLeft : []
        var h = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>alertsnap check: \(escape(verdict.headline))</title>
            <style>\(css)</style>
            </head>
            <body>

            """
        h += header(report, verdict: verdict)
        h += fixHints(report)
        // What changed, once per cause, before the list of every failing snapshot.
        h += causes(report)
        if !broken.isEmpty || !failing.isEmpty || !lintOnly.isEmpty || !unusedFailing.isEmpty {
            var links = (broken + failing).map { "<a href=\"#\(anchor($0))\">\(escape($0.name))</a>" }
            if !lintOnly.isEmpty { links.append("<a href=\"#lint\">design lint</a>") }
            if !unusedFailing.isEmpty {
                links.append("<a href=\"#unused\">\(CheckReport.counted(unusedFailing.count, "unused golden"))</a>")
            }
            h += "<nav><b>Failures:</b> " + links.joined(separator: " · ") + "</nav>\n"
        }
        h += unusedFailure(unusedFailing, report: report)
        for r in broken { h += problem(r) }
        for r in failing { h += failure(r, reportDirectory: reportDirectory) }
        h += lintSection(report)
        h += lintRoom(report)
        if !recorded.isEmpty {
            h += "<details class=\"group\"><summary>\(recorded.count) recorded</summary><ul>\n"
            for r in recorded {
                h +=
                    "<li><b>\(escape(r.name))</b> <code>\(escape(r.spec))</code> → <code>\(escape(r.golden ?? ""))</code></li>\n"
            }
            h += "</ul></details>\n"
        }
        h += "<details class=\"group\"><summary>\(passed.count) passed</summary><ul>\n"
        for r in passed {
            // An image unchanged although its inputs changed, or passed by the tolerance: say so.
            let note = r.outcome.inputsChanged.isEmpty && r.outcome.toleranceReason == nil ? "" : " <span class=\"msg\">\(escape(r.message))</span>"
            h +=
                "<li><b>\(escape(r.name))</b> <code>\(escape(r.spec))</code> = <code>\(escape(r.golden ?? ""))</code>\(note)</li>\n"
        }
        h += "</ul></details>\n"
        if !report.unusedGoldens.isEmpty && unusedFailing.isEmpty {
            h +=
                "<details class=\"group\"><summary>\(report.unusedGoldens.count) unused golden\(report.unusedGoldens.count == 1 ? "" : "s")"
            h += report.pruned.isEmpty ? "" : " (pruned)"
            h += "</summary><ul>\n"
            for path in report.unusedGoldens { h += "<li><code>\(escape(path))</code></li>\n" }
            h += "</ul></details>\n"
        }
        h += "<script>\(script)</script>\n</body>\n</html>\n"
        return h
    }

    /// The headline states the run's verdict (`RunVerdict`): never "passed" when the exit code
    /// is not 0, and each kind of failure by name.
    static func header(_ report: CheckReport, verdict: RunVerdict) -> String {
        var line = "<p class=\"verdict \(verdict.failed ? "fail" : "ok")\" id=\"verdict\">\(escape(verdict.headline))</p>"
        if verdict.failedSnapshots > 0 {
            line += "\n<p class=\"meta\">\(verdict.failedSnapshots) of \(report.results.count) snapshots failed</p>"
        }
        var h = "<header>\n<h1>alertsnap check</h1>\n\(line)\n<ul class=\"counts\">"
        let labels: [(SnapshotStatus, String)] = [
            (.differs, "differ"), (.missing, "missing"), (.invalid, "invalid"), (.error, "errors"),
            (.failedLint, "failed lint"), (.recorded, "recorded"), (.passed, "passed"), (.unchanged, "unchanged"),
        ]
        for (status, label) in labels {
            let n = report.count(status)
            h +=
                "<li class=\"\(status.rawValue)\(n == 0 ? " zero" : "")\"><b>\(n)</b> \(label)</li>"
        }
        if verdict.unused > 0 { h += "<li class=\"unused\"><b>\(verdict.unused)</b> unused</li>" }
        h += "</ul>\n<p class=\"meta\">record mode <code>\(report.record.rawValue)</code>"
        // Every variant is a snapshot of its own: say how many spec files they come from.
        if report.specCount != report.results.count {
            h += " · \(CheckReport.counted(report.results.count, "snapshot")) of "
            h += CheckReport.counted(report.specCount, "spec")
        }
        if let shard = report.shard {
            h += " · shard <code>\(shard)</code> of \(CheckReport.counted(report.totalSpecs, "snapshot"))"
        }
        h += " · exit code <code>\(report.exitCode)</code></p>\n</header>\n"
        return h
    }

    /// "To fix this run": the commands of `FixHints`, each with what it does; empty for a pass.
    static func fixHints(_ report: CheckReport) -> String {
        let hints = FixHints.hints(report)
        guard !hints.isEmpty else { return "" }
        var h = "<section class=\"fix\" id=\"fix\"><h2>To fix this run</h2><ul>\n"
        for hint in hints {
            h += "<li>" + (hint.command.map { "<code>\(escape($0))</code> " } ?? "") + "<span>\(escape(hint.why))</span></li>\n"
        }
        return h + "</ul></section>\n"
    }

    /// Unused goldens that fail the run (CI mode): listed as a failure, with what to do.
    static func unusedFailure(_ paths: [String], report: CheckReport) -> String {
        guard !paths.isEmpty else { return "" }
        let prune = (["alertsnap", "check"] + report.rerunArguments + ["--prune"]).map(FixHints.quoted)
            .joined(separator: " ")
        var h = "<article class=\"item unused\" id=\"unused\">\n"
        h += "<h2><span class=\"badge\">unused</span> \(CheckReport.counted(paths.count, "unused golden")) fail this run</h2>\n"
        h += "<p>No spec uses \(paths.count == 1 ? "this golden" : "these goldens"): a spec was deleted, renamed or "
        h += "made invalid. Deleted or renamed on purpose: <code>\(escape(prune))</code> removes them (commit that). "
        h += "Not on purpose: restore or fix the spec. <code>--allow-unused</code> lets a CI run pass with them.</p>\n<ul>\n"
        for path in paths { h += "<li><code>\(escape(path))</code></li>\n" }
        return h + "</ul></article>\n"
    }

    /// The failures grouped by cause, each with its count, colour swatches and links to its
    /// snapshots: one edit that failed 48 snapshots reads as one line.
    static func causes(_ report: CheckReport) -> String {
        guard !report.groups.isEmpty else { return "" }
        let byGolden = Dictionary(
            report.results.filter(\.status.isFailure).map { ($0.golden ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        var h = "<section class=\"causes\"><h2>\(CheckReport.counted(report.groups.count, "cause"))</h2><ul>\n"
        for group in report.groups {
            h += "<li>" + group.colors.map(swatches).joined()
            h += "<code>\(escape(group.cause))</code>: <b>\(group.counts)</b>"
            h += "<details><summary>snapshots</summary>"
            h += group.goldens.map { golden in
                guard let r = byGolden[golden] else { return "<code>\(escape(golden))</code>" }
                return "<a href=\"#\(anchor(r))\">\(escape(r.name))</a>"
            }.joined(separator: " · ")
            h += "</details></li>\n"
        }
        return h + "</ul></section>\n"
    }

    /// Two colour swatches, before and after, for a colour change (hex colours only, so nothing
    /// from a summary can leave the style attribute).
    static func swatches(_ c: ColorChange) -> String {
        guard Fact.isColor(c.from), Fact.isColor(c.to) else { return "" }
        return "<span class=\"swatches\" title=\"\(c.from) -> \(c.to)\"><span class=\"swatch\" style=\"background:\(c.from)\"></span>"
            + "→<span class=\"swatch\" style=\"background:\(c.to)\"></span></span> "
    }

    static func problem(_ r: SnapshotResult) -> String {
        """
        <article class="item \(r.status.rawValue)" id="\(anchor(r))">
        <h2><span class="badge">\(r.status.rawValue)</span> \(escape(r.name)) <small>\(escape(r.spec))</small></h2>
        <p class="msg">\(escape(r.message))</p>
        </article>

        """
    }

    static func failure(_ r: SnapshotResult, reportDirectory: String) -> String {
        let expected = r.artifacts.expected.map(relative)
        let actual = r.artifacts.actual.map(relative)
        let diff = r.artifacts.diff.map(relative)
        var h = """
            <article class="item \(r.status.rawValue)" id="\(anchor(r))">
            <h2><span class="badge">\(r.status.rawValue)</span> \(escape(r.name)) <small>\(escape(r.spec))</small></h2>
            <p class="msg">\(escape(r.message))</p>

            """
        // What the recorded layout says changed, above the numbers and the images.
        if !r.outcome.changes.isEmpty {
            h += "<ul class=\"changes\">" + r.outcome.changes.map { "<li><code>\(escape($0))</code></li>" }.joined()
            h += "</ul>\n"
        }
        // The room each text has: what a translator can act on when a text is cut or shrunk.
        h += roomList(r)
        h += """
            <dl class="facts">
            """
        h += "<dt>golden</dt><dd><code>\(escape(r.golden ?? ""))</code></dd>"
        if let d = r.diff {
            h +=
                "<dt>differing pixels</dt><dd>\(d.diffPixels) of \(d.totalPixels) (\(GoldenVerifier.percent(d.ratio)))</dd>"
            h += "<dt>max delta</dt><dd>\(GoldenVerifier.rounded(d.maxDelta, places: 3))</dd>"
            if let b = d.bounds {
                h += "<dt>changed area</dt><dd>\(b.width)×\(b.height) px at (\(b.x), \(b.y))</dd>"
            }
            if d.aaPixels > 0 { h += "<dt>anti-aliasing ignored</dt><dd>\(d.aaPixels) px</dd>" }
        }
        if let e = r.expectedSize, let a = r.actualSize {
            h += "<dt>size</dt><dd>\(e == a ? "\(a)" : "expected \(e), actual \(a)") px</dd>"
        } else if let a = r.actualSize {
            h += "<dt>size</dt><dd>\(a) px</dd>"
        }
        h += "</dl>\n<div class=\"panels\">\n"
        if let expected { h += figure("Expected", expected, box: nil) }
        if let diff { h += figure("Diff", diff, box: boxStyle(r)) }
        if let actual {
            h += figure(r.status == .missing ? "Actual (no golden)" : "Actual", actual, box: nil)
        }
        if let expected, let actual {
            h += """
                <figure class="compare">
                <figcaption>Expected ◀ ▶ Actual <label><input type="checkbox" class="blend"> blend</label></figcaption>
                <div class="stage"><img class="under" src="\(escape(expected))" alt="expected"><img class="over" src="\(escape(actual))" alt="actual"><div class="split"></div></div>
                <input type="range" class="slider" min="0" max="100" value="50" aria-label="split between expected and actual">
                </figure>

                """
        }
        h += "</div>\n"
        if let zoom = closeUp(r, expected: expected, diff: diff, actual: actual) { h += zoom }
        h += "</article>\n"
        return h
    }

    static func figure(_ caption: String, _ src: String, box: String?) -> String {
        var h =
            "<figure><figcaption>\(caption)</figcaption><a class=\"frame\" href=\"\(escape(src))\">"
        h += "<img src=\"\(escape(src))\" alt=\"\(caption.lowercased())\">"
        if let box { h += "<span class=\"box\" style=\"\(box)\"></span>" }
        h += "</a></figure>\n"
        return h
    }

    /// The changed area outlined on the diff panel, in percent of the diff image.
    static func boxStyle(_ r: SnapshotResult) -> String? {
        guard let b = r.diff?.bounds, let canvas = canvasSize(r) else { return nil }
        let w = Double(canvas.width)
        let h = Double(canvas.height)
        func pct(_ v: Double) -> String { GoldenVerifier.rounded(v * 100, places: 3) + "%" }
        return
            "left:\(pct(Double(b.x) / w));top:\(pct(Double(b.y) / h));width:\(pct(Double(b.width) / w));height:\(pct(Double(b.height) / h))"
    }

    static func canvasSize(_ r: SnapshotResult) -> ImageSize? {
        guard let e = r.expectedSize, let a = r.actualSize else { return nil }
        return ImageSize(width: max(e.width, a.width), height: max(e.height, a.height))
    }

    /// Magnified crops of the changed area (with a margin) from expected, diff and actual, when
    /// that area is small enough for a close-up to help: side by side when it is tall, stacked
    /// when it is wide (a changed line of text).
    static func closeUp(_ r: SnapshotResult, expected: String?, diff: String?, actual: String?)
        -> String?
    {
        guard let b = r.diff?.bounds, let canvas = canvasSize(r), let expected, let diff, let actual
        else { return nil }
        let margin = 12
        let x0 = max(0, b.x - margin)
        let y0 = max(0, b.y - margin)
        let x1 = min(canvas.width, b.x + b.width + margin)
        let y1 = min(canvas.height, b.y + b.height + margin)
        let cw = Double(x1 - x0)
        let ch = Double(y1 - y0)
        let stacked = cw > 2 * ch
        let scale =
            stacked ? min(closeUpWidth / cw, 160 / ch, 8) : min(panelWidth / cw, 360 / ch, 8)
        // No close-up when the panels already show the area about as large.
        guard scale >= 2 * panelWidth / Double(canvas.width) else { return nil }
        func px(_ v: Double) -> String { GoldenVerifier.rounded(v, places: 2) + "px" }
        func crop(_ caption: String, _ src: String, _ size: ImageSize?) -> String {
            let full = size ?? canvas
            let image =
                "width:\(px(Double(full.width) * scale));left:\(px(-Double(x0) * scale));top:\(px(-Double(y0) * scale))"
            return "<figure style=\"width:\(px(cw * scale))\"><figcaption>\(caption)</figcaption>"
                + "<div class=\"crop\" style=\"width:\(px(cw * scale));height:\(px(ch * scale))\">"
                + "<img src=\"\(escape(src))\" alt=\"\(caption.lowercased()) close-up\" style=\"\(image)\"></div></figure>\n"
        }
        var h =
            "<p class=\"zoomtitle\">Close-up ×\(GoldenVerifier.rounded(scale, places: 2)) of \(x1 - x0)×\(y1 - y0) px at (\(x0), \(y0))</p>\n"
        h += "<div class=\"panels zoom\(stacked ? " stacked" : "")\">\n"
        h += crop("Expected", expected, r.expectedSize)
        h += crop("Diff", diff, canvas)
        h += crop("Actual", actual, r.actualSize)
        return h + "</div>\n"
    }

    /// `images/0007-name.actual.png` for an artifact inside the report folder.
    static func relative(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return "\(ReportFiles.imageFolder)/\(file)"
    }

    /// The spec and the snapshot's name: every variant of a spec has its own.
    static func anchor(_ r: SnapshotResult) -> String {
        "s-" + String((r.spec + "-" + r.name).map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    static let css = """

        *{box-sizing:border-box}
        :root{--w:\(Int(panelWidth))px}
        body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:24px 32px;background:#f2f2f7;color:#1c1c1e}
        h1{font-size:22px;margin:0 0 4px}
        header{background:#fff;border-radius:12px;padding:16px 20px;margin-bottom:16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
        .verdict{font-size:17px;font-weight:600;margin:4px 0 10px}.verdict.ok{color:#248a3d}.verdict.fail{color:#d70015}
        .counts{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;margin:0 0 8px}
        .counts li{padding:3px 10px;border-radius:999px;background:#e5e5ea}
        .counts li.zero{opacity:.45}
        .counts .differs,.counts .missing{background:#ffd9d6}.counts .invalid,.counts .error{background:#ffe8c7}
        .changes{margin:.3em 0 .6em 1.2em;padding:0}.lint li.error b{color:#b00020}.room{margin:.3em 0 .6em 1.2em;padding:0;font-size:.9em}.room li.truncated b{color:#b00020}.room li.shrinks b{color:#8a6100}.lint li.warning b{color:#8a6100}.changes li{margin:.1em 0}.counts .passed,.counts .unchanged{background:#d4f5dc}.counts .recorded{background:#d6e8ff}
        .meta{color:#636366;margin:0}
        nav{margin:0 0 16px;line-height:1.9}
        nav a{color:#0a60d0}
        .item{background:#fff;border-radius:12px;padding:14px 20px 18px;margin:0 0 18px;box-shadow:0 1px 3px rgba(0,0,0,.08);border-left:6px solid #ff3b30}
        .item.invalid,.item.error{border-left-color:#ff9500}
        .item h2{font-size:17px;margin:0 0 6px}
        .item h2 small{font-weight:400;color:#636366;font-size:13px;margin-left:6px}
        .badge{display:inline-block;font-size:11px;text-transform:uppercase;letter-spacing:.04em;background:#ff3b30;color:#fff;border-radius:4px;padding:1px 6px;vertical-align:2px}
        .invalid .badge,.error .badge{background:#ff9500}
        .msg{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px;background:#f7f7f9;padding:8px 10px;border-radius:6px;overflow-wrap:anywhere;margin:6px 0 10px}
        .facts{display:grid;grid-template-columns:max-content 1fr;gap:2px 14px;margin:0 0 12px;font-size:13px}
        .facts dt{color:#636366}.facts dd{margin:0}
        .panels{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
        figure{margin:0;width:var(--w)}
        figcaption{font-size:12px;font-weight:600;color:#3a3a3c;height:20px;margin-bottom:4px;display:flex;justify-content:space-between;align-items:center}
        figcaption label{font-weight:400}
        .frame{position:relative;display:block;line-height:0}
        .frame img,.stage img{width:100%;height:auto}
        .frame img,.stage,.crop{border:1px solid #c7c7cc;background:repeating-conic-gradient(#e5e5ea 0 25%,#fff 0 50%) 0 0/16px 16px}
        .box{position:absolute;outline:2px solid #0a84ff;outline-offset:1px;pointer-events:none}
        .stage{position:relative;line-height:0;overflow:hidden;cursor:ew-resize;touch-action:none}
        .stage .over{position:absolute;left:0;top:0;clip-path:inset(0 0 0 50%)}
        .stage .split{position:absolute;top:0;bottom:0;left:50%;width:2px;margin-left:-1px;background:#0a84ff;pointer-events:none}
        .compare.blend .stage .over{clip-path:none;mix-blend-mode:difference}
        .compare.blend .split{display:none}
        .slider{width:100%;margin:6px 0 0}
        .zoom.stacked{flex-direction:column;gap:8px}
        .zoomtitle{font-size:12px;color:#636366;margin:14px 0 4px}
        .crop{position:relative;overflow:hidden}
        .crop img{position:absolute;max-width:none;image-rendering:pixelated}
        details.group{background:#fff;border-radius:12px;padding:10px 20px;margin:0 0 12px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
        details.group summary{cursor:pointer;font-weight:600}
        details.group ul{margin:8px 0 4px;padding-left:18px}
        .causes{background:#fff;border-radius:12px;padding:12px 20px;margin:0 0 16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
        .fix{background:#fff;border-radius:12px;padding:12px 20px;margin:0 0 16px;box-shadow:0 1px 3px rgba(0,0,0,.08);border-left:6px solid #0a84ff}
        .fix h2{font-size:16px;margin:0 0 6px}.fix ul{margin:0;padding-left:18px}.fix li{margin:4px 0}.fix code{background:#f2f2f7;padding:2px 6px;border-radius:4px;margin-right:6px}
        .counts .unused{background:#ffd9d6}.item.unused ul{margin:6px 0 0;padding-left:18px}
        .causes h2{font-size:16px;margin:0 0 6px}.causes ul{margin:0;padding-left:18px}.causes li{margin:4px 0}
        .causes details{display:inline;margin-left:8px}.causes summary{display:inline;cursor:pointer;color:#0a60d0}
        .swatch{display:inline-block;width:14px;height:14px;border-radius:3px;border:1px solid #8e8e93;vertical-align:-2px;margin:0 3px}
        code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px}

        """

    static let script = """

        for (const c of document.querySelectorAll('.compare')) {
          const stage = c.querySelector('.stage'), under = c.querySelector('.under'), over = c.querySelector('.over');
          const split = c.querySelector('.split'), range = c.querySelector('.slider'), blend = c.querySelector('.blend');
          const set = v => { range.value = v; over.style.clipPath = 'inset(0 0 0 ' + v + '%)'; split.style.left = v + '%'; };
          range.addEventListener('input', () => set(range.value));
          blend.addEventListener('change', () => c.classList.toggle('blend', blend.checked));
          const drag = e => { const r = stage.getBoundingClientRect(); set(Math.round(Math.min(1, Math.max(0, (e.clientX - r.left) / r.width)) * 100)); };
          stage.addEventListener('pointerdown', e => { stage.setPointerCapture(e.pointerId); drag(e); });
          stage.addEventListener('pointermove', e => { if (stage.hasPointerCapture(e.pointerId)) drag(e); });
          const fit = () => {
            if (!under.naturalWidth || !over.naturalWidth) return;
            const w = Math.max(under.naturalWidth, over.naturalWidth);
            under.style.width = (100 * under.naturalWidth / w) + '%';
            over.style.width = (100 * over.naturalWidth / w) + '%';
          };
          under.addEventListener('load', fit); over.addEventListener('load', fit); fit();
        }

        """
}
