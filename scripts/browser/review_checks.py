"""Checks of the review's tools, shared by the live review and `serve --report`'s: the close-up
(1:1 views, wipe, swap, the colour under the pointer), the undo list (one entry a bulk or group
accept, kept across reloads, refused when a golden changed on disk) and the "updating" state."""
import io
import time

from PIL import Image

from browser_common import check
from design_project import goldens

VIEWS = ["wipe", "expected", "actual", "diff"]


def hex_of(pixel):
    return "#" + "".join(f"{v:02X}" for v in pixel[:3])


def known_pixel(expected_png, actual_png, prefer=None):
    """(x, y, expected hex, actual hex) of an opaque pixel that differs, its 3x3 neighbourhood one
    colour on each side (the pointer may land a pixel off); the pair `prefer` first."""
    e = Image.open(io.BytesIO(expected_png)).convert("RGBA")
    a = Image.open(io.BytesIO(actual_png)).convert("RGBA")
    ep, ap = e.load(), a.load()
    w, h = min(e.width, a.width), min(e.height, a.height)

    def uniform(p, x, y):
        c = p[x, y]
        return all(p[x + dx, y + dy] == c for dx in (-1, 0, 1) for dy in (-1, 0, 1))

    first = None
    for y in range(2, h - 2):
        for x in range(2, w - 2):
            ce, ca = ep[x, y], ap[x, y]
            if ce == ca or ce[3] != 255 or ca[3] != 255 or not uniform(ep, x, y) or not uniform(ap, x, y):
                continue
            pair = (hex_of(ce), hex_of(ca))
            if prefer is None or pair == prefer:
                return (x, y) + pair
            first = first or (x, y) + pair
    return first


def point_at(page, x, y):
    """Scrolls image pixel (x, y) into the close-up's view and moves the pointer onto it."""
    page.evaluate(f"""(() => {{ const s = document.getElementById('closeup-scroll');
        s.scrollLeft = {x} - s.clientWidth / 2; s.scrollTop = {y} - s.clientHeight / 2; }})()""")
    box = page.locator("#closeup-stage").bounding_box()
    page.mouse.move(box["x"] + x + 0.5, box["y"] + y + 0.5)


def image_scale(page):
    """Device pixels per image pixel of the close-up's shown image."""
    return page.evaluate("""(() => { const i = document.querySelector('#closeup-stage img.base');
        return i.getBoundingClientRect().width * devicePixelRatio / i.naturalWidth; })()""")


def closeup_checks(page, thumbnail, expected_png, actual_png, screenshot, where, prefer=None):
    """Opens the close-up from `thumbnail` and checks its views, 1:1 scale, readout, swap, zoom and Escape."""
    page.click(thumbnail)
    page.wait_for_selector("dialog#closeup[open][data-ready='1']", timeout=10000)
    views = page.eval_on_selector_all("#closeup [data-view]", "bs => bs.filter(b => !b.disabled).map(b => b.dataset.view)")
    controls = page.locator("#closeup-split").count() == 1 and page.locator("#closeup-swap").count() == 1
    check(f"{where}: a thumbnail click opens the close-up: expected, actual, diff, a wipe slider and a swap",
          views == VIEWS and controls, f"views {views}")
    check(f"{where}: the close-up shows the images at 1:1 pixels", abs(image_scale(page) - 1) < 1e-6, f"{image_scale(page)}")
    x, y, want_expected, want_actual = known_pixel(expected_png, actual_png, prefer)
    point_at(page, x, y)
    readout = page.evaluate("['closeup-xy', 'closeup-expected', 'closeup-actual'].map(id => document.getElementById(id).textContent)")
    check(f"{where}: the close-up reads the colour under the pointer on both sides",
          readout == [f"x {x}, y {y}", want_expected, want_actual],
          f"{' | '.join(readout)}; the files: {want_expected} / {want_actual} at ({x}, {y})")
    page.click("#closeup [data-view=wipe]")
    page.keyboard.press("s")
    swapped = page.inner_text("#closeup-shown")
    page.keyboard.press("s")
    page.click("#closeup [data-view=diff]")
    diff = page.inner_text("#closeup-shown")
    page.click("#closeup [data-zoom='4']")
    rendering = page.evaluate("getComputedStyle(document.querySelector('#closeup-stage img.base')).imageRendering")
    zoomed = image_scale(page)
    check(f"{where}: S swaps expected and actual, Diff shows the diff, 4x is drawn pixelated",
          swapped == "actual | expected" and diff == "diff" and rendering == "pixelated" and abs(zoomed - 4) < 1e-6,
          f"{swapped} / {diff} / {rendering} x{zoomed}")
    page.click("#closeup [data-zoom='1']")
    page.click("#closeup [data-view=wipe]")
    point_at(page, x, y)
    page.evaluate(f"""(() => {{ const r = document.getElementById('closeup-split');
        r.value = Math.round(100 * {x} / document.querySelector('#closeup-stage img.base').naturalWidth);
        r.dispatchEvent(new Event('input')); }})()""")
    point_at(page, x, y)
    page.screenshot(path=str(screenshot))
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog#closeup", state="detached", timeout=5000)
    check(f"{where}: Escape closes the close-up", page.locator("#closeup").count() == 0)


def undo_entries(page):
    return page.locator("#undo-list li .undo-what").all_inner_texts()


def wait_for(predicate, timeout=15):
    deadline = time.time() + timeout
    while time.time() < deadline and not predicate():
        time.sleep(0.05)
    return predicate()


def group_undo_checks(page, project, recorded, group, count, where):
    """The group accept just made is one entry; it survives a reload; one click puts every golden back."""
    page.wait_for_selector("#undo-list li", timeout=20000)
    entries = undo_entries(page)
    check(f"{where}: a group accept is one entry in the undo list, saying what it restores",
          len(entries) == 1 and entries[0].startswith(f"accept of {count} snapshots in group `") and group in entries[0]
          and entries[0].endswith(f"` — puts back {count} goldens"), " | ".join(entries))
    page.reload()
    page.wait_for_selector("#undo-list li", timeout=20000)
    after = undo_entries(page)
    check(f"{where}: the undo list is still there after a page reload, naming what it restores", after == entries, " | ".join(after))
    page.click("#undo-list li button.undo-entry")
    restored = wait_for(lambda: goldens(project) == recorded)
    check(f"{where}: one click undoes the whole group accept, every golden back byte for byte", restored)
    page.wait_for_selector("#undo-list", state="detached", timeout=10000)
    check(f"{where}: the undone entry leaves the list", page.locator("#undo-list li").count() == 0)


def bulk_undo_checks(page, project, recorded, created, screenshot):
    """Accept all shown over replaced and created goldens, one entry; refused once a golden changed
    on disk (nothing touched), then undone whole: replaced goldens back, created ones gone."""
    page.click("#accept-all")
    page.wait_for_function("(() => { const li = document.querySelector('#undo-list li'); return li && li.textContent.includes('accept of 9 snapshots'); })()",
                           timeout=30000)
    entry = undo_entries(page)[0]
    check("Accept all shown is one undo entry: puts back the goldens it replaced, removes the ones it created",
          entry.endswith("accept of 9 snapshots — puts back 7 goldens, removes 2 new goldens"), entry)
    page.wait_for_function("document.getElementById('review-counts').textContent === '12 passed' && document.getElementById('status').textContent === 'live'", timeout=30000)
    page.screenshot(path=str(screenshot))
    accepted = goldens(project)
    victim = "dialogs/__snapshots__/d2.appearance=dark.locale=ja.png"
    theirs = recorded["dialogs/__snapshots__/d1.appearance=light.locale=en.png"]
    (project / victim).write_bytes(theirs)
    page.click("#undo-list li button.undo-entry")
    page.wait_for_function("document.getElementById('accept-note').textContent.includes('undo refused')", timeout=10000)
    note = page.inner_text("#accept-note")
    now = goldens(project)
    untouched = all(now[k] == v for k, v in accepted.items() if k != victim)
    check("an undo is refused when a golden changed on disk since the accept: the user's file and every other golden stay",
          "changed on disk" in note and now.get(victim) == theirs and untouched and len(undo_entries(page)) == 1, note)
    (project / victim).write_bytes(accepted[victim])
    page.click("#undo-list li button.undo-entry")
    before = {k: v for k, v in recorded.items() if k not in created}
    back = wait_for(lambda: goldens(project) == before)
    check("undone in one click: every replaced golden back byte for byte, every created one removed",
          back and not any((project / c).exists() for c in created), ", ".join(sorted(set(goldens(project)) ^ set(before))))


def updating_checks(page, touch, where):
    """`touch` makes the server render again: the page says "updating…" with stale counts, then "live"."""
    t0 = page.evaluate("Date.now()")
    touch()
    page.wait_for_function(f"window.alertsnapStatus.some(s => s.t >= {t0} && s.pending > 0)", timeout=10000)
    page.wait_for_function(f"""window.alertsnapStatus.some(s => s.t >= {t0} && s.pending > 0)
        && window.alertsnapStatus[window.alertsnapStatus.length - 1].pending === 0""", timeout=60000)
    log = page.evaluate(f"window.alertsnapStatus.filter(s => s.t >= {t0})")
    busy = [s for s in log if s["pending"] > 0]
    check(f"{where}: while renders are pending the page says updating… and marks the counts stale",
          bool(busy) and busy[0]["text"].startswith("updating…") and (busy[0]["countsOpacity"] or 1) < 1,
          f"{busy[0] if busy else log}")
    status = page.inner_text("#status")
    stale = page.evaluate("document.body.classList.contains('updating')")
    check(f"{where}: once the renders are done the page is live again, its counts no longer stale",
          status == "live" and not stale and log[-1]["countsOpacity"] == 1, f"{status}, {log[-1]}")
