"""Ink widths of SF Pro texts in real iOS 26 screenshots against alertsnap's Inter renders of the same
texts, and the fit of Inter's tracking (TrackingTable.interFit) on them.

    python3 scripts/tracking-fit.py REFERENCES [ALERTSNAP]

REFERENCES: the folder of the real renders (the shared references/ios26, with keyboard/ inside);
ALERTSNAP: the binary (default .build/release/alertsnap). Prints each text's widths, the tracking
each size and weight would need alone, then k (em) of "SF Pro's tracking + k x size" fitted over
all of them, with each text's width error untracked, predicted by the fit and as rendered."""
import json, os, subprocess, sys, tempfile
import numpy as np
from PIL import Image

if len(sys.argv) < 2:
    sys.exit(__doc__)
REF = sys.argv[1]
BIN = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), '..', '.build', 'release', 'alertsnap')

def edges(rgb, box, dark_on_light):
    x0, y0, x1, y1 = box
    L = rgb[y0:y1, x0:x1].astype(float).mean(axis=2)
    bg = np.median(np.concatenate([L[:, :3].ravel(), L[:, -3:].ravel()]))
    d = (bg - L) if dark_on_light else (L - bg)
    raw = np.clip(d, 0, None).max(axis=0)
    # Each end is normalised by the ink level of the glyphs at that end (a line may mix colours).
    inked = np.where(raw >= 0.25 * raw.max())[0]
    first, last = inked[0], inked[-1]
    span = max((last - first) // 5, 8)
    lo = raw[first:first + span].max(); hi = raw[last - span + 1:last + 1].max()
    prof = raw.copy()
    l = first
    while l > 0 and raw[l - 1] / lo >= 0.5: l -= 1
    while raw[l] / lo < 0.5: l += 1
    r = last
    while r + 1 < len(raw) and raw[r + 1] / hi >= 0.5: r += 1
    while raw[r] / hi < 0.5: r -= 1
    left = l - (raw[l] / lo - 0.5) / max((raw[l] - (raw[l - 1] if l > 0 else 0)) / lo, 1e-6)
    right = r + (raw[r] / hi - 0.5) / max((raw[r] - (raw[r + 1] if r + 1 < len(raw) else 0)) / hi, 1e-6)
    return left + 0.5, right + 0.5

# (file, box in px, text, size pt, weight, px per pt, dark text on light)
K = 'keyboard/keyboardkit-keyboard-safari-440pt-light.png'
A = 'nlgf-alert-cancel-preferred-light.png'
D = 'keyboard/keyboardkit-keyboard-safari-402pt-dark.png'
P = 'nlgf-actionsheet-popover-titleonly-light.png'
TEXTS = [
    (K, (150, 510, 1170, 567), 'Safari search now shows personalized', 17, 'regular', 3.0, True),
    (K, (150, 570, 1170, 628), 'suggestions from the web, the iTunes Store,', 17, 'regular', 3.0, True),
    (K, (150, 630, 1170, 688), 'the App Store, movie showtimes, nearby', 17, 'regular', 3.0, True),
    (K, (150, 690, 1170, 748), 'locations, and more.', 17, 'regular', 3.0, True),
    (K, (150, 810, 1170, 868), 'You can adjust this in Settings.', 17, 'regular', 3.0, True),
    (D, (180, 478, 1000, 532), 'allsvenskan', 17, 'regular', 3.0, False),
    (D, (180, 634, 1000, 688), 'aftonbladet', 17, 'regular', 3.0, False),
    (D, (180, 794, 1000, 850), 'apotea', 17, 'regular', 3.0, False),
    (D, (180, 1102, 1000, 1156), 'aik fotboll', 17, 'regular', 3.0, False),
    (D, (180, 1258, 1000, 1312), 'allsvenskan tabell', 17, 'regular', 3.0, False),
    (D, (180, 1414, 1000, 1474), 'apoteket', 17, 'regular', 3.0, False),
    (A, (100, 140, 700, 195), 'Confirm change', 17, 'semibold', 2.467, True),
    (A, (100, 212, 700, 262), 'Choose one option.', 15, 'regular', 2.467, True),
    (A, (160, 335, 340, 395), 'Cancel', 17, 'medium', 2.467, True),
    (A, (530, 335, 700, 395), 'Apply', 17, 'semibold', 2.467, False),
    (P, (270, 220, 600, 275), 'Choose action', 17, 'regular', 2.567, True),
    (P, (320, 352, 540, 408), 'Continue', 17, 'medium', 2.567, True),
    (P, (340, 495, 520, 550), 'Delete', 17, 'medium', 2.567, True),
]

def ours(text, size, weight, theme, scale=3):
    """Ink width in points of alertsnap's render: `plain` sets Inter untracked, `system` with the
    system looks' tracking (TrackingTable.bundledInter)."""
    spec = {"ios": 18, "theme": theme, "canvas": {"width": 1000, "height": 200, "scale": scale},
            "alert": {"width": 980, "title": text,
                      "titleStyle": {"size": size, "weight": weight, "color": "#000000"}}}
    with tempfile.TemporaryDirectory() as d:
        sp = os.path.join(d, 's.json'); out = os.path.join(d, 's.png')
        json.dump(spec, open(sp, 'w'))
        subprocess.run([BIN, 'render', sp, '-o', out], check=True, capture_output=True)
        rgb = np.asarray(Image.open(out).convert('RGB'))
    # the title line: rows with dark ink
    L = rgb.astype(float).mean(axis=2)
    card = np.where(L[:, 150] > 225)[0]
    inside = L[card[0] + 6:card[-1] - 6, 150:rgb.shape[1] - 150]
    rows = np.where((inside < 128).any(axis=1))[0] + card[0] + 6
    box = (150, rows[0] - 4, rgb.shape[1] - 150, rows[-1] + 5)
    l, r = edges(rgb, box, True)
    return (r - l) / scale

if __name__ == '__main__':
    rows = []
    for f, box, text, size, weight, s, dol in TEXTS:
        rgb = np.asarray(Image.open(os.path.join(REF, f)).convert('RGB'))
        l, r = edges(rgb, box, dol)
        sf = (r - l) / s
        inter = ours(text, size, weight, 'plain')
        tracked = ours(text, size, weight, 'system')
        n = len(text)
        rows.append((text, size, weight, sf, inter, tracked))
        print(f'{text!r:46} {size:>3} {weight:9} SF {sf:7.2f} pt  Inter {inter:7.2f} pt {100*(inter/sf-1):+5.1f} %'
              f'  tracked {tracked:7.2f} pt {100*(tracked/sf-1):+5.1f} %')

    # The tracking (pt) each size and weight needs so Inter's ink widths match SF Pro's: least
    # squares on the relative width error, tracking after every glyph (n - 1 gaps inside the ink).
    print()
    groups = {}
    for text, size, weight, sf, inter, tracked in rows:
        groups.setdefault((size, weight), []).append((len(text) - 1, sf, inter))
    for (size, weight), items in sorted(groups.items()):
        num = sum((sf - inter) * g / sf ** 2 for g, sf, inter in items)
        den = sum(g * g / sf ** 2 for g, sf, inter in items)
        t = num / den
        errors = [100 * ((inter + t * g) / sf - 1) for g, sf, inter in items]
        before = [100 * (inter / sf - 1) for g, sf, inter in items]
        print(f'{size:>4} {weight:9} n={len(items):2}  tracking {t:+.3f} pt ({1000 * t / size:+.1f}/1000 em)  '
              f'width error before {min(before):+.1f}..{max(before):+.1f} %, after {min(errors):+.1f}..{max(errors):+.1f} %')

    # One table for every weight (a look's tracking depends on the size alone, as SF Pro's does):
    # SF Pro's own tracking at the size plus k em, k fitted over every text measured.
    SF = {15: -0.23, 17: -0.43}  # TrackingTable.sfPro at the sizes measured
    num = sum((sf - inter - SF[size] * (len(text) - 1)) * (len(text) - 1) * size / sf ** 2
              for text, size, weight, sf, inter, tracked in rows)
    den = sum(((len(text) - 1) * size / sf) ** 2 for text, size, weight, sf, inter, tracked in rows)
    k = num / den
    print(f'\nk = {1000 * k:+.2f}/1000 em: Inter tracking = SF Pro tracking + k x size')
    for text, size, weight, sf, inter, tracked in rows:
        g = len(text) - 1
        t = SF[size] + k * size
        print(f'{text!r:46} {size:>3} {weight:9} untracked {100 * (inter / sf - 1):+5.1f} %  predicted {100 * ((inter + t * g) / sf - 1):+5.1f} %'
              f'  rendered {100 * (tracked / sf - 1):+5.1f} %')
