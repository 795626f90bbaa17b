"""The design-system project the review checks serve: cropped to the dialog, 3 dialogs x en/ja x
light/dark, one shared tokens file, and a change with two causes (one dark colour, one Japanese
string)."""
import json
import subprocess
import tempfile
from pathlib import Path

DIALOGS = {"d1": "Sign out", "d2": "Delete board", "d3": "Share link"}
WORDS = {"en": ("Cancel", "OK"), "ja": ("キャンセル", "OK")}
JA_TITLES = {"d1": "サインアウト", "d2": "ボードを削除", "d3": "リンクを共有"}


def write_project(root):
    """A small design-system project: cropped to the dialog, 3 dialogs x en/ja x light/dark."""
    (root / "design").mkdir(parents=True)
    (root / "dialogs").mkdir()
    (root / "alertsnap.json").write_text(json.dumps({
        "specs": ["dialogs/*.json"], "crop": "alert",
        "variants": {"locale": ["en", "ja"], "appearance": ["light", "dark"]}}) + "\n")
    (root / "design" / "tokens.json").write_text(json.dumps({
        "device": "iphone-15", "strings": "../strings",
        "colors": {"brand": {"light": "#5B3CC4", "dark": "#2ED3A8"}},
        "alert": {"tint": "brand", "titleStyle": {"color": "brand"}}}, indent=2) + "\n")
    for lang, (cancel, ok) in WORDS.items():
        folder = root / "strings" / f"{lang}.lproj"
        folder.mkdir(parents=True)
        lines = [f'"cancel" = "{cancel}";', f'"ok" = "{ok}";']
        for d, title in DIALOGS.items():
            lines.append(f'"{d}.title" = "{JA_TITLES[d] if lang == "ja" else title}";')
        (folder / "Localizable.strings").write_text("\n".join(lines) + "\n")
    for d in DIALOGS:
        (root / "dialogs" / f"{d}.json").write_text(json.dumps({
            "extends": "../design/tokens.json",
            "alert": {"title": {"key": f"{d}.title"},
                      "actions": [{"title": {"key": "cancel"}, "style": "cancel"}, {"title": {"key": "ok"}}]}}) + "\n")


def two_cause_change(root):
    tokens = root / "design" / "tokens.json"
    tokens.write_text(tokens.read_text().replace("#2ED3A8", "#2EC8A8"))
    ja = root / "strings" / "ja.lproj" / "Localizable.strings"
    ja.write_text(ja.read_text().replace("ボードを削除", "ボードを削除しますか"))


def changed_project(binary, env, prefix):
    """A fresh temporary folder with the project in `project/`, its goldens recorded, then the
    two-cause change made: (the folder, the project, the goldens as recorded)."""
    work = Path(tempfile.mkdtemp(prefix=prefix))
    project = work / "project"
    write_project(project)
    subprocess.run([binary, "check", str(project), "--record", "missing"], capture_output=True, env=env, cwd=work)
    two_cause_change(project)
    return work, project, goldens(project)


def goldens(root):
    """The goldens by path in the project, bytes each; one removed while they are read (an undo at
    work) is left out."""
    found = {}
    for p in sorted((root / "dialogs" / "__snapshots__").glob("*.png")):
        try:
            found[p.relative_to(root).as_posix()] = p.read_bytes()
        except FileNotFoundError:
            pass
    return found
