"""`serve --report`: the design project's failing run reviewed from its report folder, as a CI
artifact is. The review lists the report's failures with their images; a thumbnail opens the
close-up; a group accept of the report's group is one undo entry, undone in one click."""
import shutil
import subprocess
import urllib.parse
from pathlib import Path

from playwright.sync_api import sync_playwright

from browser_common import check, get_bytes, stop_server
from design_project import changed_project, goldens
from review_checks import closeup_checks, group_undo_checks, wait_for


def report_review(args, env):
    shots = Path(args.screenshots)
    work, project, recorded = changed_project(args.binary, env, "alertsnap-report-")
    # As a team runs it: from the project's folder, the report beside its specs.
    run = subprocess.run([args.binary, "check", ".", "--record", "never", "--report", str(work / "report")],
                         capture_output=True, text=True, env=env, cwd=project)
    summary = next((line for line in run.stdout.splitlines() if "snapshots of" in line), run.stderr.strip())
    check("the report's run fails (7 snapshots differ)", run.returncode == 1 and "7 differ" in summary, summary)
    server = subprocess.Popen([args.binary, "serve", "--report", str(work / "report")], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, env=env, cwd=project, text=True)
    try:
        url = server.stdout.readline().strip()
        port = urllib.parse.urlparse(url).port
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1400, "height": 1000}, bypass_csp=True)
            page.on("pageerror", lambda e: print("page error:", e, flush=True))
            page.on("dialog", lambda d: d.accept())
            page.goto(url.split("#")[0] + "#/review")
            page.wait_for_selector("[data-review^='r'] .pane img", timeout=30000)
            page.wait_for_function("[...document.querySelectorAll('.review-list img')].every(i => i.complete && i.naturalWidth > 0)",
                                   timeout=30000)
            rows = page.locator(".review-list article").count()
            headline = page.inner_text("#review-verdict h2")
            check("serve --report lists the report's 7 failures with their images and its headline",
                  rows == 7 and "7" in headline, f"{rows} rows; {headline}")
            page.screenshot(path=str(shots / "report-review.png"), full_page=False)

            items = page.evaluate("fetch('/api/report').then(r => r.json())")
            dark = next(i for i in items if i["golden"].endswith("d1.appearance=dark.locale=en.png"))
            closeup_checks(page, f"[data-review='r{dark['index']}'] .pane img >> nth=1",
                           get_bytes(port, dark["expected"]), get_bytes(port, dark["actual"]),
                           shots / "report-closeup.png", "report review", prefer=("#2ED3A8", "#2EC8A8"))

            # The report's colour group accepted: 6 goldens, one undo entry, one click back.
            page.locator("#groups li", has_text="colors.brand in design/tokens.json").locator("button.accept-group").click()
            changed = wait_for(lambda: sum(1 for k, v in goldens(project).items() if v != recorded[k]) == 6)
            check("serve --report: the report's group accept writes its 6 goldens", changed)
            group_undo_checks(page, project, recorded, "colors.brand in design/tokens.json", 6, "report review")
            browser.close()
    finally:
        stop_server(server)
        shutil.rmtree(work, ignore_errors=True)
