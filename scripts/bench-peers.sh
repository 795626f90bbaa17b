#!/usr/bin/env bash
# Measures issue 15's ratios side by side in one run, against peers installed from PyPI:
#   diff      `alertsnap diff A.png B.png` (1170x2532) / blazediff comparing the same pair, whole processes
#   check     `alertsnap check Fixtures --record never` (whole process) / blazediff comparing the same
#             goldens with copies of themselves, in one process on 2 threads (the comparisons alone)
#   frames    `alertsnap frames` of the pop fixture, on both cores / the whole process held on one core
#             (`taskset -c 0 ... --jobs 1`: `--jobs 1` alone still compresses each PNG on every core)
#   r1        the scene R1, spec to PNG bytes: `alertsnap bench`'s cold run (fresh renderer, median of
#             5 in its process) / the faster of cairo (pycairo) and Skia (skia-python) drawing the same
#             scene in their process (scripts/bench-r1-peers.py, median of 5 a round)
#   r1g       R1's dialog in iOS 26's look (bench/ios26/r1-ios26.json: the glass card, its blur, rim and
#             capsules), cold, against the same peers drawing R1 (the budget the glass must keep)
#   r1a       R1's dialog as Android's MaterialAlertDialogBuilder draws it (bench/android/r1-android.json:
#             Roboto, the elevation's two shadows, the 0.32 scrim, pixel-9), cold, against the same peers
#   r1a/r1g   the Android render against the iOS 26 one, both ours, cold: an Android render must cost no
#             more than an iOS 26 one
# Each measure runs RUNS times (default 7), the two sides interleaved (A B A B ...), so that load on a
# shared machine hits both alike; it prints the median of each side, its spread (min-max) and the ratio
# of the medians. Needs python3 with venv (the peers go into .build/bench-peers/venv) and a release
# build (`scripts/install.sh` builds .build/static, else `swift build -c release`); ALERTSNAP=path
# overrides the binary.
#
#   scripts/bench-peers.sh            # RUNS=9 scripts/bench-peers.sh for more runs
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
# The binary scripts/install.sh installs (static Swift runtime, .build/static) when it has been
# built, since that is the one users run; else the plain release build's.
bin="${ALERTSNAP:-}"
if [ -z "$bin" ]; then
    bin="$root/.build/static/release/alertsnap"
    [ -x "$bin" ] || bin="$root/.build/release/alertsnap"
fi
echo "bench-peers: measuring $bin"
runs="${RUNS:-7}"
work="$root/.build/bench-peers"
venv="$work/venv"

if ! command -v python3 >/dev/null; then
    echo "bench-peers: python3 is needed to install the peers from PyPI" >&2
    exit 2
fi
if [ ! -x "$bin" ]; then
    echo "bench-peers: $bin not found; run swift build -c release first" >&2
    exit 2
fi
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import blazediff, pixelmatch, skia" 2>/dev/null; then
    "$venv/bin/pip" install --quiet blazediff pixelmatch skia-python
fi
# pycairo comes from PyPI as source only: it builds against cairo's headers (Debian: libcairo2-dev).
if ! "$venv/bin/python" -c "import cairo" 2>/dev/null; then
    if ! "$venv/bin/pip" install --quiet pycairo; then
        echo "bench-peers: pycairo did not build; install cairo's headers (apt-get install libcairo2-dev)" >&2
        exit 2
    fi
fi

# The pair: R1 and R1 with one word of its title changed, rendered by this build.
pair="$work/pair"
rm -rf "$pair" && mkdir -p "$pair"
cp "$root/bench/r1.json" "$root/bench/r1-background.png" "$pair/"
sed -e 's/"name": "r1"/"name": "r1b"/' -e 's/Save changes?/Save change?/' "$pair/r1.json" >"$pair/r1b.json"
"$bin" render "$pair/r1.json" "$pair/r1b.json" -o "$pair" >/dev/null

# A copy of the fixtures, so that check never writes next to the repository's goldens.
fixtures="$work/Fixtures"
rm -rf "$fixtures" && cp -r "$root/Fixtures" "$fixtures"
frames="$work/frames"

exec "$venv/bin/python" - "$bin" "$runs" "$pair" "$fixtures" "$frames" "$root" <<'PY'
import glob, json, os, shutil, statistics, subprocess, sys, time
from concurrent.futures import ThreadPoolExecutor

binary, runs, pair, fixtures, frames, root = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6]
python = sys.executable
a, b = f"{pair}/r1.png", f"{pair}/r1b.png"

def wall(cmd):
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start

# blazediff's side of the check scene: every golden check compares (all __snapshots__ folders)
# against a copy of itself, 2 threads, in-process.
goldens = sorted(glob.glob(f"{fixtures}/**/__snapshots__/*.png", recursive=True))
copies = f"{pair}/copies"
shutil.rmtree(copies, ignore_errors=True)
os.makedirs(copies)
pairs = []
for i, g in enumerate(goldens):
    c = f"{copies}/{i:03d}-{os.path.basename(g)}"
    shutil.copyfile(g, c)
    pairs.append((g, c))
blaze_check = f"""
import sys, time
from concurrent.futures import ThreadPoolExecutor
from blazediff import compare
pairs = {pairs!r}
start = time.perf_counter()
with ThreadPoolExecutor(2) as pool:
    list(pool.map(lambda p: compare(p[0], p[1], threshold=0.1), pairs))
print(time.perf_counter() - start)
"""

def in_process(code):
    out = subprocess.run([python, "-c", code], capture_output=True, text=True, check=True).stdout
    return float(out.strip().splitlines()[-1])

def ours_r1():
    out = subprocess.run([binary, "bench", "--json", "--runs", "1", "--dir", f"{root}/bench"],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)["scenes"][0]["coldMs"] / 1000

def ours_r1g():
    out = subprocess.run([binary, "bench", "--json", "--runs", "1", "--dir", f"{root}/bench/ios26"],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)["scenes"][0]["coldMs"] / 1000

def ours_r1a():
    out = subprocess.run([binary, "bench", "--json", "--runs", "1", "--dir", f"{root}/bench/android"],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)["scenes"][0]["coldMs"] / 1000

peer_r1 = {}
def theirs_r1():
    out = subprocess.run([python, f"{root}/scripts/bench-r1-peers.py", root, "5"],
                         capture_output=True, text=True, check=True).stdout
    result = json.loads(out.strip().splitlines()[-1])
    for name in ("cairo", "skia"):
        peer_r1.setdefault(name, []).append(result[name])
    return min(result["cairo"], result["skia"]) / 1000

pop = f"{fixtures}/article-ratio-card.json"
# One core for the whole process; without taskset, `--jobs 1` alone (its encoder still uses every core).
one_core = ["taskset", "-c", "0"] if shutil.which("taskset") else []
measures = [
    ("diff A.png B.png (1170x2532) / blazediff, same pair, whole processes",
     lambda: wall([binary, "diff", a, b]),
     lambda: wall([python, "-c", f"from blazediff import compare; compare({a!r}, {b!r}, threshold=0.1)"])),
    (f"check Fixtures --record never / blazediff on the {len(pairs)} goldens only (in-process, 2 threads)",
     lambda: wall([binary, "check", fixtures, "--record", "never"]),
     lambda: in_process(blaze_check)),
    ("frames of the pop fixture, 2 cores / 1 core (taskset -c 0, --jobs 1)",
     lambda: wall([binary, "frames", pop, "-o", frames]),
     lambda: wall(one_core + [binary, "frames", pop, "-o", frames, "--jobs", "1"])),
    ("R1 spec -> PNG bytes, cold renderer / the faster of cairo and Skia (in-process)", ours_r1, theirs_r1),
    ("R1 in the iOS 26 look (glass), cold / the faster of cairo and Skia drawing R1 (in-process)", ours_r1g, theirs_r1),
    ("R1 as Android's Material 3 Views dialog, cold / the faster of cairo and Skia drawing R1 (in-process)", ours_r1a, theirs_r1),
    ("R1 as Android's dialog / R1 in the iOS 26 look, both ours, cold", ours_r1a, ours_r1g),
]
only = os.environ.get("ONLY")  # e.g. ONLY=check,r1
if only:
    keys = ["diff", "check", "frames", "r1", "r1g", "r1a", "r1a/r1g"]
    measures = [m for k, m in zip(keys, measures) if k in only.split(",")]

def cores_free():
    """Two busy processes for half a second: the CPU time they got over the wall time, i.e. how
    many of the cores this run really had (the load average lags; other builds take cores)."""
    spin = "import time\nt = time.perf_counter()\nwhile time.perf_counter() - t < 0.5: pass"
    before, start = os.times(), time.perf_counter()
    for p in [subprocess.Popen([python, "-c", spin]) for _ in range(2)]:
        p.wait()
    after, elapsed = os.times(), time.perf_counter() - start
    return (after.children_user - before.children_user + after.children_system - before.children_system) / elapsed

python_start = statistics.median(wall([python, "-c", "import blazediff"]) for _ in range(runs))
print(f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}, two busy processes got {cores_free():.2f} cores;"
      f" {runs} runs a side, interleaved")
print(f"(python3 + import blazediff alone: median {python_start * 1000:.0f} ms, included in the diff peer's time)")
for name, ours, theirs in measures:
    ours(); theirs()  # warm the file cache and the venv
    o, t = [], []
    for _ in range(runs):
        o.append(ours())
        t.append(theirs())
    mo, mt = statistics.median(o), statistics.median(t)
    print(f"{name}\n  ours   median {mo * 1000:7.1f} ms  (min {min(o) * 1000:.1f}, max {max(o) * 1000:.1f})"
          f"\n  theirs median {mt * 1000:7.1f} ms  (min {min(t) * 1000:.1f}, max {max(t) * 1000:.1f})"
          f"\n  ratio  {mo / mt:.2f}   (load average now {os.getloadavg()[0]:.1f}, {cores_free():.2f} cores free)")
for name, t in peer_r1.items():
    print(f"  R1 {name}: median {statistics.median(t):.1f} ms (min {min(t):.1f}, max {max(t):.1f})")
PY
