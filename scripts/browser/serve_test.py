#!/usr/bin/env python3
"""End-to-end test of `alertsnap serve` in a real browser (Debian's Chromium driven by Playwright).

Serves a copy of the fixtures, opens the gallery, edits a spec on disk and waits for its card's
new image (20 times, measuring the latency from the saved file to the image shown), opens a
spec's page with overlays and a hit test, opens a failing snapshot in the review, accepts it,
checks the golden on disk and that the next `check` passes, and sends a cross-origin POST and a
`../` request that must be refused; the spec page's variant editor offers every axis. Takes the
README's screenshots into docs/.

Then a design-system project whose alertsnap.json crops to the dialog (3 dialogs x en/ja x
light/dark, one shared tokens file) with a two-cause change (one dark colour, one Japanese
string): serve shows check's verdict for every snapshot and the two causes with swatches; a
snapshot accepted from the page is byte-identical to what `check --record failed` writes; the
counts and cards update after an accept; an undo puts the old golden back; the text filter finds
causes; "Accept all shown" asks first (with the count) and does nothing when declined; a cropped
golden's card shows the dialog. A saved token file shows "updating…" until its renders are done; a
thumbnail opens the close-up (1:1, wipe, swap, the colour under the pointer checked against the
files); a group accept is one undo entry, kept across a reload and undone in one click byte for
byte; a bulk accept over created goldens is refused while a golden is changed on disk and then
undone whole.

Then the same project's report reviewed with `serve --report` (review_checks.py, report_review.py):
its close-up and a group accept undone in one click.

Usage: scripts/browser/serve_test.py [--binary .build/release/alertsnap] [--screenshots docs]
Prints one line per check and a closing `N passed, N failed`; exit 1 when any failed.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path

from playwright.sync_api import sync_playwright

from browser_common import ROOT, check, get_bytes, raw_request, results, snapshot_list, stop_server, wait_idle, write
from design_project import changed_project, goldens
from report_review import report_review
from review_checks import bulk_undo_checks, closeup_checks, group_undo_checks, updating_checks


# Every variant key (docs/contract.md's variants), which the spec page's "add a variant" offers.
AXES = ["platform", "android", "ios", "device", "orientation", "appearance", "contentSize", "locale", "layoutDirection", "keyboard"]


def one_variant_spec(title):
    return json.dumps({
        "device": "iphone-15",
        "presenting": {"image": "screens/settings.png"},
        "alert": {"title": title, "message": "Edited on disk.", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "OK"}]},
    }, indent=2) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(ROOT / ".build/release/alertsnap"))
    parser.add_argument("--screenshots", default=str(ROOT / "docs"))
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--part", choices=["all", "fixtures", "project", "report"], default="all",
                        help="the fixtures' review, the cropped project's, its report's (serve --report), or all")
    args = parser.parse_args()
    # The server and check run in a temporary folder: a relative path would not find the binary there.
    args.binary = str(Path(args.binary).resolve())

    env = dict(os.environ, ALERTSNAP_FONTS=str(ROOT / "Fonts"))
    env.pop("ALERTSNAP_RECORD", None)
    if args.part in ("all", "fixtures"):
        fixtures_review(args, env)
    if args.part in ("all", "project"):
        project_review(args, env)
    if args.part in ("all", "report"):
        report_review(args, env)
    passed = sum(results)
    print(f"{passed} passed, {len(results) - passed} failed")
    return 0 if passed == len(results) else 1


def fixtures_review(args, env):
    work = Path(tempfile.mkdtemp(prefix="alertsnap-browser-"))
    fixtures = work / "Fixtures"
    shutil.copytree(ROOT / "Fixtures", fixtures)
    live = fixtures / "live-edit.json"
    write(live, one_variant_spec("Edit 0"))
    server = subprocess.Popen([args.binary, "serve", str(fixtures)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              env=env, cwd=work, text=True)
    try:
        url = server.stdout.readline().strip()
        check("serve prints the address with its token", url.startswith("http://127.0.0.1:") and "?token=" in url, url)
        port = urllib.parse.urlparse(url).port
        token = urllib.parse.parse_qs(urllib.parse.urlparse(url).query)["token"][0]
        run_browser(url, port, token, work, fixtures, live, args, env)
    finally:
        stop_server(server)
        shutil.rmtree(work, ignore_errors=True)


def run_browser(url, port, token, work, fixtures, live, args, env):
    shots = Path(args.screenshots)
    shots.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        # The page's CSP forbids eval, which Playwright's wait_for_function uses for its predicates.
        page = browser.new_page(viewport={"width": 1400, "height": 1000}, bypass_csp=True)
        requests = []
        page.on("request", lambda r: requests.append(r.url))
        page.on("pageerror", lambda e: print("page error:", e, flush=True))

        # Gallery: first shown (cards with their first image) and complete.
        t0 = time.time()
        page.goto(url)
        page.wait_for_function("window.alertsnapReady && document.querySelector('.card img.shot[src]')", timeout=30000)
        first_shown = time.time() - t0
        check("gallery first shown within 2 s", first_shown <= 2.0, f"{first_shown:.2f} s")
        wait_idle(page)
        page.wait_for_function(
            "[...document.querySelectorAll('.card img.shot')].every(i => i.getAttribute('src'))", timeout=60000)
        all_shown = time.time() - t0
        cards = page.locator(".card").count()
        total = len(snapshot_list(page)["snapshots"])
        check("gallery shows every snapshot", cards == total and total > 40, f"{cards} cards of {total}, all images in {all_shown:.2f} s")
        page.screenshot(path=str(shots / "serve-gallery.png"))

        # Filters.
        page.select_option("select[data-facet=appearance]", "dark")
        dark = page.locator(".card").count()
        check("the appearance filter keeps only dark snapshots", 0 < dark < cards, f"{dark} dark")
        page.select_option("select[data-facet=appearance]", "")
        page.fill("#filter-text", "live-edit")
        check("the text filter finds the edited spec", page.locator(".card").count() == 1)

        # Live: 20 edits of a one-variant alert, each waited for in the page.
        live_id = next(s["id"] for s in snapshot_list(page)["snapshots"] if s["name"] == "live-edit")
        latencies = []
        for i in range(1, args.edits + 1):
            generation = page.evaluate(
                f"Math.max(0, ...window.alertsnapLoads.filter(l => l.id == {live_id}).map(l => l.generation))")
            start = time.time() * 1000
            write(live, one_variant_spec(f"Edit {i}"))
            page.wait_for_function(
                f"window.alertsnapLoads.some(l => l.id == {live_id} && l.generation > {generation})", timeout=10000)
            shown = page.evaluate(
                f"window.alertsnapLoads.filter(l => l.id == {live_id} && l.generation > {generation})[0].t")
            latencies.append(shown - start)
            time.sleep(0.05)
        latencies.sort()
        median = statistics.median(latencies)
        p95 = latencies[min(len(latencies) - 1, int(round(0.95 * len(latencies))) - 1)]
        print(f"latency from saved file to image shown over {len(latencies)} edits: median {median:.0f} ms, "
              f"p95 {p95:.0f} ms, min {latencies[0]:.0f} ms, max {latencies[-1]:.0f} ms")
        check("saved spec to new image: median <= 150 ms", median <= 150, f"{median:.0f} ms")
        check("saved spec to new image: p95 <= 300 ms", p95 <= 300, f"{p95:.0f} ms")

        # An invalid edit: its error on the card, the last good image dimmed, the server alive.
        write(live, '{"alert": {"title": 5}}\n')
        page.wait_for_selector(f".card[data-id='{live_id}'].failed .error", timeout=10000)
        error = page.inner_text(f".card[data-id='{live_id}'] .error")
        check("an invalid edit shows its one-line error on the card", "live-edit.json" in error and "\n" not in error, error)
        write(live, one_variant_spec("Fixed"))
        page.wait_for_selector(f".card[data-id='{live_id}']:not(.failed)", timeout=10000)
        check("the next good edit renders again", True)
        page.fill("#filter-text", "")

        # A spec's page: variants side by side, overlays, a click answers what hit would, variants
        # the spec does not list added on request.
        spec_path = next(s["path"] for s in snapshot_list(page)["specs"] if s["path"].endswith("article-tap-to-dismiss.json"))
        page.goto(url.split("?")[0] + "?token=" + token + "#/spec/" + urllib.parse.quote(spec_path, safe=""))
        page.wait_for_selector(".variant-view .overlay rect", timeout=20000)
        views = page.locator(".variant-view").count()
        taps = page.locator(".variant-view").first.locator(".overlay rect.tap").count()
        check("the overlay draws the four backdrop tap rectangles", taps == 4, f"{taps}")
        frames = page.locator(".variant-view").first.locator(".overlay rect.frame-alert, .overlay rect.frame-text").count()
        check("the overlay draws the layout's frames", frames >= 2, f"{frames} frames")
        frame = page.locator(".variant-view .frame").first
        box = frame.bounding_box()
        frame.click(position={"x": box["width"] / 2, "y": 8})
        page.wait_for_function("document.getElementById('hit').textContent.includes('backdrop.top')", timeout=5000)
        hit = page.inner_text("#hit")
        check("a click on the image answers what hit would", "backdrop.top" in hit and "dismisses the alert" in hit, hit)
        status, text = raw_request(port, "GET", f"/api/snapshots/{page.locator('.variant-view').first.get_attribute('data-id')}/hit?x=196&y=8")
        cli = subprocess.run([args.binary, "hit", spec_path, "196", "8"], capture_output=True, text=True, env=env, cwd=work)
        check("the page's hit answers as alertsnap hit does", json.loads(text) == json.loads(cli.stdout), f"{text.strip()} / {cli.stdout.strip()}")
        for variant in ({"appearance": "dark"}, {"locale": "ar", "contentSize": "AX3"}):
            for key, value in variant.items():
                if key == "locale":
                    page.fill("input[data-key=locale]", value)
                else:
                    page.select_option(f"select[data-key={key}]", value)
            page.click(".add-variant button")
            views += 1
            page.wait_for_function(f"document.querySelectorAll('.variant-view').length >= {views}", timeout=20000)
            page.select_option("select[data-key=appearance]", "")
        wait_idle(page)
        page.wait_for_function(
            "[...document.querySelectorAll('.variant-view img.shot')].every(i => i.complete && i.naturalWidth > 0 && i.getAttribute('src'))",
            timeout=20000)
        page.wait_for_timeout(300)
        names = page.locator(".variant-view .name").all_inner_texts()
        check("variants the spec does not list are added on request, side by side",
              any("appearance=dark" in n for n in names) and any("locale=ar" in n for n in names), ", ".join(names))
        page.screenshot(path=str(shots / "serve-spec.png"))
        axes = page.eval_on_selector_all(".add-variant [data-key]", "es => es.map(e => e.dataset.key)")
        ios = page.eval_on_selector_all("select[data-key=ios] option", "os => os.map(o => o.value).filter(Boolean)")
        check("the variant editor offers every axis, ios among them", sorted(axes) == sorted(AXES) and ios == ["18", "26"],
              f"{axes}, ios {ios}")

        # Review: a failing snapshot, accepted; the golden on disk; the next check passes.
        target = fixtures / "system-two-actions.json"
        data = json.loads(target.read_text())
        data["alert"]["title"] = "Rename Iceland?"
        target.write_text(json.dumps(data, indent=2) + "\n")
        golden = fixtures / "__snapshots__" / "system-two-actions.png"
        before = golden.read_bytes()
        live.unlink()  # its snapshot (no golden) leaves the gallery and the review
        page.goto(url.split("?")[0] + "?token=" + token + "#/review")
        target_id = next(s["id"] for s in snapshot_list(page)["snapshots"] if s["name"] == "system-two-actions")
        page.wait_for_selector(f"[data-review='{target_id}'].status-differs", timeout=20000)
        page.wait_for_selector(f"[data-review='{target_id}'] .pane img", timeout=10000)
        page.wait_for_timeout(300)
        facts = page.inner_text(f"[data-review='{target_id}']")
        check("the review shows the failing snapshot and what differs in words", "pixels differ" in facts, facts[:200])
        panes = page.locator(f"[data-review='{target_id}'] .pane img").count()
        check("the review shows expected | actual | diff and the slider", panes == 3 and
              page.locator(f"[data-review='{target_id}'] .compare input[type=range]").count() == 2)
        page.screenshot(path=str(shots / "serve-review.png"))
        # The review is drawn again whenever a snapshot changes, and an accept is refused when the
        # snapshot was rendered again since it was compared (background lint renders can do that):
        # wait for the golden on disk, and press Accept again on the fresh comparison if refused.
        after = before
        for attempt in range(4):
            page.click(f"[data-review='{target_id}'] button.accept:not([disabled])", timeout=10000)
            deadline = time.time() + 5
            while time.time() < deadline and golden.read_bytes() == before:
                time.sleep(0.05)
            after = golden.read_bytes()
            if after != before:
                break
            page.wait_for_timeout(500)
        check("Accept wrote the golden on disk", after != before and after[:8] == b"\x89PNG\r\n\x1a\n")
        run = subprocess.run([args.binary, "check", str(target), "--record", "never"], capture_output=True, text=True,
                             env=env, cwd=work)
        check("the next check passes", run.returncode == 0, run.stdout.strip().splitlines()[-1] if run.stdout else run.stderr)

        # Refusals.
        body = json.dumps({"id": target_id, "goldenDigest": "", "generation": 1})
        status, text = raw_request(port, "POST", "/api/accept",
                                   {"X-Alertsnap-Token": token, "Origin": "http://evil.example", "Content-Type": "application/json"}, body)
        check("a cross-origin POST is refused", status == 403, f"{status} {text.strip()}")
        cross = page.evaluate("""async () => {
            const r = await fetch('/api/accept', {method: 'POST', body: '{}'});
            return r.status; }""")
        check("a POST without the token is refused", cross == 403, str(cross))
        status, text = raw_request(port, "GET", f"/files/{fixtures}/../../../etc/passwd")
        check("a ../ request is refused", status == 403 and "root:" not in text, f"{status} {text.strip()}")
        status, text = raw_request(port, "GET", f"/files/{fixtures}/system-two-actions.json")
        check("a served file is readable", status == 200 and "Rename Iceland?" in text, str(status))

        outside = [u for u in requests if not u.startswith(f"http://127.0.0.1:{port}/")]
        check("the page made no request elsewhere", not outside, ", ".join(outside[:3]))
        browser.close()


def project_review(args, env):
    shots = Path(args.screenshots)
    work, project, recorded = changed_project(args.binary, env, "alertsnap-project-")
    # What `check --record failed` writes, in a copy of the project.
    copy = work / "copy"
    shutil.copytree(project, copy)
    subprocess.run([args.binary, "check", str(copy), "--record", "failed"], capture_output=True, env=env, cwd=work)
    by_check = goldens(copy)
    verdict = json.loads(subprocess.run([args.binary, "check", str(project), "--record", "never", "--json"],
                                        capture_output=True, text=True, env=env, cwd=work).stdout)
    check_status = {Path(r["golden"]).name: r["status"] for r in verdict["results"]}
    # 6 dark snapshots change colour, 2 Japanese ones their title (one of them dark too).
    check("the project has 12 snapshots, 7 failing for 2 causes",
          len(check_status) == 12 and sum(1 for v in check_status.values() if v == "differs") == 7
          and len(verdict.get("groups", [])) == 2, json.dumps(verdict.get("groups"))[:300])
    server = subprocess.Popen([args.binary, "serve", str(project)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              env=env, cwd=work, text=True)
    try:
        url = server.stdout.readline().strip()
        base = url.split("?")[0]
        port = urllib.parse.urlparse(url).port
        token = urllib.parse.parse_qs(urllib.parse.urlparse(url).query)["token"][0]
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1400, "height": 1000}, bypass_csp=True)
            dialogs = []

            def on_dialog(d, answer):
                dialogs.append(d.message)
                d.accept() if answer[0] else d.dismiss()

            answer = [False]
            page.on("dialog", lambda d: on_dialog(d, answer))
            page.goto(url)
            page.wait_for_function("window.alertsnapReady && document.querySelector('.card img.shot[src]')", timeout=30000)
            wait_idle(page)
            page.wait_for_function(
                "[...document.querySelectorAll('.card img.shot')].every(i => i.complete && i.naturalWidth > 0)", timeout=30000)
            listed = snapshot_list(page)
            served = {Path(s["golden"]).name: s["review"]["status"] for s in listed["snapshots"]}
            check("serve shows the same verdict as check for every snapshot", served == check_status,
                  f"{sum(1 for k in served if served[k] != check_status.get(k))} differ")
            # A cropped golden's card is the golden as it is: its size, the dialog in it.
            first = listed["snapshots"][0]
            card = page.evaluate(f"""(async () => {{ const r = await fetch('/api/snapshots/{first['id']}/image.png');
                const b = await createImageBitmap(await r.blob()); return [b.width, b.height]; }})()""")
            golden_size = list(__import__("struct").unpack(">II", recorded[f"dialogs/__snapshots__/{Path(first['golden']).name}"][16:24]))
            check("a cropped golden's card is the golden's size (the dialog, not the screen)",
                  card == golden_size and golden_size[1] < 1500, f"card {card}, golden {golden_size}")
            page.screenshot(path=str(shots / "project-gallery.png"))
            # A failing card of the live gallery opens its close-up.
            failing = next(s for s in listed["snapshots"] if s["review"]["status"] == "differs")
            page.click(f".card[data-id='{failing['id']}'] .frame")
            page.wait_for_selector("dialog#closeup[open]", timeout=10000)
            opened = page.inner_text("#closeup strong")
            page.keyboard.press("Escape")
            page.wait_for_selector("dialog#closeup", state="detached", timeout=5000)
            check("a failing card of the live gallery opens its close-up", opened == failing["name"], opened)
            # The gallery's text filter finds a cause and a text too, not only names.
            page.fill("#filter-text", "colors.brand in design/tokens.json")
            page.wait_for_timeout(200)
            by_cause = page.locator(".card").count()
            page.fill("#filter-text", "ボードを削除しますか")
            page.wait_for_timeout(200)
            by_text = page.locator(".card").count()
            check("the gallery's text filter matches causes and texts", by_cause == 6 and by_text == 2,
                  f"{by_cause} by cause, {by_text} by text")
            page.fill("#filter-text", "")

            page.goto(base + "?token=" + token + "#/review")
            page.wait_for_selector("#groups li", timeout=20000)
            groups = page.locator("#groups li").all_inner_texts()
            check("the review shows the failures as two causes, in the spec's words",
                  len(groups) == 2 and any("colors.brand in design/tokens.json: dark #2ED3A8 -> #2EC8A8: 6 snapshots in 3 dialogs" in g for g in groups)
                  and any('"d2.title" in strings/ja.lproj/Localizable.strings' in g and ": 2 snapshots in 1 dialog" in g for g in groups),
                  " | ".join(g.replace("\n", " ") for g in groups))
            check("a colour cause has its two swatches", page.locator("#groups .swatch").count() == 2)
            page.screenshot(path=str(shots / "project-review-groups.png"))

            # A saved token file: "updating…" until its renders are done.
            tokens = project / "design" / "tokens.json"
            updating_checks(page, lambda: write(tokens, tokens.read_text()), "live review")
            wait_idle(page)
            # The close-up of a dark snapshot: the brand colour's pixels, from the two files.
            dark = next(s for s in snapshot_list(page)["snapshots"]
                        if s["name"] == "d1.appearance=dark.locale=en" and s["review"]["status"] == "differs")
            page.wait_for_selector(f"[data-review='{dark['id']}'] .pane img", timeout=10000)
            closeup_checks(page, f"[data-review='{dark['id']}'] .pane img >> nth=0",
                           get_bytes(port, dark["review"]["expected"]), get_bytes(port, dark["review"]["actual"]),
                           shots / "serve-closeup.png", "live review", prefer=("#2ED3A8", "#2EC8A8"))

            # The text filter finds a cause, not only names.
            page.fill("#review-filter", "colors.brand in design/tokens.json")
            page.wait_for_timeout(200)
            shown = page.locator(".review-list article").count()
            check("the review's text filter matches causes", shown == 6, f"{shown} shown")
            page.fill("#review-filter", "ボードを削除しますか")
            page.wait_for_timeout(200)
            shown = page.locator(".review-list article").count()
            check("the review's text filter matches texts", shown == 2, f"{shown} shown")
            page.fill("#review-filter", "")
            page.wait_for_timeout(200)

            # "Accept all shown" asks first; declined, nothing is written.
            page.click("#accept-all")
            page.wait_for_timeout(500)
            check("Accept all shown asks first, with the count and what changes",
                  len(dialogs) == 1 and "accept 7 snapshots" in dialogs[0] and "colors.brand in design/tokens.json" in dialogs[0],
                  dialogs[0].replace("\n", " / ")[:200] if dialogs else "no dialog")
            check("declined, no golden changed", goldens(project) == recorded)
            # A bulk or group accept says how many of its snapshots carry lint errors (one marked so here).
            before = len(dialogs)
            page.evaluate("""() => {
              const items = reviewItems().filter((r) => acceptable(r) && r.id !== undefined).slice(0, 2);
              const s = state.snapshots.get(items[0].id);
              const saved = s.lint.errors;
              s.lint.errors = 3;
              confirmAccept(items, "Accept group");
              s.lint.errors = saved;
            }""")
            check("a group accept says how many of its snapshots carry lint errors",
                  len(dialogs) == before + 1 and "1 of them carry lint errors" in dialogs[-1],
                  dialogs[-1].replace("\n", " / ")[:160] if len(dialogs) > before else "no dialog")
            check("declined again, no golden changed", goldens(project) == recorded)

            # One snapshot accepted from the page: the bytes check --record failed writes.
            counts_before = page.inner_text("#review-counts")
            target = next(s for s in listed["snapshots"] if s["review"]["status"] == "differs" and "locale=ja" in s["name"]
                          and "appearance=light" in s["name"])
            name = f"dialogs/__snapshots__/{Path(target['golden']).name}"
            page.click(f"[data-review='{target['id']}'] button.accept")
            deadline = time.time() + 10
            while time.time() < deadline and (project / name).read_bytes() == recorded[name]:
                time.sleep(0.05)
            check("an accepted snapshot is byte-identical to what check --record failed writes",
                  (project / name).read_bytes() == by_check[name])
            page.wait_for_function(f"document.getElementById('review-counts').textContent !== {json.dumps(counts_before)}",
                                   timeout=20000)
            counts_after = page.inner_text("#review-counts")
            check("the counts update after an accept", "6 differs" in counts_after, f"{counts_before} -> {counts_after}")
            empty = page.locator(".review-list .pane .empty").count()
            check("no card is left without images after an accept", empty == 0, f"{empty} empty panes")
            page.screenshot(path=str(shots / "project-review-accepted.png"))
            # Shown with the passes, the accepted snapshot's card shows its golden, not empty panes.
            page.click("text=show passed")
            page.wait_for_selector(f"[data-review='{target['id']}'].status-passed .pane img", timeout=10000)
            empty = page.locator(".review-list .pane .empty").count()
            check("a passed card shows its golden (no none / none / none)", empty == 0, f"{empty} empty panes")
            page.click("text=show passed")

            # Undo: the old golden back, byte for byte.
            page.click("#undo-last")
            deadline = time.time() + 10
            while time.time() < deadline and (project / name).read_bytes() != recorded[name]:
                time.sleep(0.05)
            check("an undo restores the old golden byte for byte", (project / name).read_bytes() == recorded[name])
            page.wait_for_function("document.getElementById('review-counts').textContent.includes('7 differs')", timeout=20000)
            check("the counts update after an undo", "7 differs" in page.inner_text("#review-counts"))

            # Accept a group, confirmed: its snapshots become what check --record failed writes.
            answer[0] = True
            page.locator("#groups li", has_text="d2.title").locator("button.accept-group").click()
            page.wait_for_function("document.getElementById('review-counts').textContent.includes('5 differs')", timeout=30000)
            now = goldens(project)
            changed = [k for k in now if now[k] != recorded[k]]
            check("accepting the string's group writes its 2 goldens as check --record failed does",
                  len(changed) == 2 and all(now[k] == by_check[k] for k in changed), ", ".join(changed))
            page.screenshot(path=str(shots / "project-review-group-accepted.png"))

            # The group accept undone in one click, after a reload; then Accept all shown over two
            # created goldens, refused once a golden changed on disk, and undone whole.
            group_undo_checks(page, project, recorded, "d2.title", 2, "live review")
            page.wait_for_function("document.getElementById('review-counts').textContent.includes('7 differs')", timeout=20000)
            created = ["dialogs/__snapshots__/d1.appearance=light.locale=en.png", "dialogs/__snapshots__/d3.appearance=light.locale=en.png"]
            for c in created:
                (project / c).unlink()
            page.wait_for_function("document.getElementById('review-counts').textContent.includes('2 missing')", timeout=20000)
            bulk_undo_checks(page, project, recorded, created, shots / "project-review-undo.png")
            browser.close()
    finally:
        stop_server(server)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
