#!/usr/bin/env python3
"""Draws the small PNGs the fixtures use for action images and a content view: Fixtures/icons/
phone.png, video.png (template glyphs: black on transparent) and star.png (colour, for
"template": false), and Fixtures/views/chart.png (a bar chart). Plain Python (zlib), shapes
sampled 4x4 per pixel for smooth edges; the same script always writes the same bytes.
Usage: python3 scripts/make-fixture-images.py [FIXTURES_DIR]"""
import math
import os
import struct
import sys
import zlib


def png(path, width, height, pixel):
    """Writes an 8-bit RGBA PNG whose pixel (x, y) is pixel(x, y) -> (r, g, b, a)."""
    rows = bytearray()
    for y in range(height):
        rows.append(0)
        for x in range(width):
            rows.extend(pixel(x, y))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path + ".tmp", "wb") as f:
        f.write(data)
    os.replace(path + ".tmp", path)


def coverage(inside, x, y, n=4):
    """The fraction of pixel (x, y) that `inside(u, v)` covers, in pixel units."""
    hits = 0
    for j in range(n):
        for i in range(n):
            if inside(x + (i + 0.5) / n, y + (j + 0.5) / n):
                hits += 1
    return hits / (n * n)


def glyph(path, size, inside):
    """A template glyph: black, its coverage as alpha."""
    png(path, size, size, lambda x, y: (0, 0, 0, round(255 * coverage(inside, x, y))))


def rounded_rect(u, v, x0, y0, x1, y1, r):
    if not (x0 <= u <= x1 and y0 <= v <= y1):
        return False
    cx = min(max(u, x0 + r), x1 - r)
    cy = min(max(v, y0 + r), y1 - r)
    return (u - cx) ** 2 + (v - cy) ** 2 <= r * r


def triangle(u, v, a, b, c):
    def side(p, q):
        return (q[0] - p[0]) * (v - p[1]) - (q[1] - p[1]) * (u - p[0])
    s1, s2, s3 = side(a, b), side(b, c), side(c, a)
    return (s1 >= 0 and s2 >= 0 and s3 >= 0) or (s1 <= 0 and s2 <= 0 and s3 <= 0)


def phone(u, v, s):
    """A handset: a thick arc bowing to the bottom left, with a round pad at each end."""
    x, y = u / s, v / s
    cx, cy = 0.78, 0.22
    d = math.hypot(x - cx, y - cy)
    angle = math.degrees(math.atan2(y - cy, x - cx)) % 360
    arc = 0.44 <= d <= 0.62 and 90 <= angle <= 180
    pads = math.hypot(x - 0.78, y - 0.75) <= 0.13 or math.hypot(x - 0.25, y - 0.22) <= 0.13
    return arc or pads


def video(u, v, s):
    """A video camera: a rounded body and a lens wedge on its right."""
    x, y = u / s, v / s
    body = rounded_rect(x, y, 0.06, 0.26, 0.66, 0.74, 0.1)
    lens = triangle(x, y, (0.62, 0.5), (0.94, 0.28), (0.94, 0.72))
    return body or lens


def star_pixel(size):
    """A yellow five-pointed star with an orange rim, in its own colours."""
    points = []
    for k in range(10):
        r = 0.46 if k % 2 == 0 else 0.19
        a = math.radians(-90 + 36 * k)
        points.append((0.5 + r * math.cos(a), 0.53 + r * math.sin(a)))

    def inside(u, v, shrink=0.0):
        x, y = u / size, v / size
        cx, cy = 0.5, 0.53
        x, y = cx + (x - cx) / (1 - shrink), cy + (y - cy) / (1 - shrink)
        crossings = 0
        for i in range(10):
            (x1, y1), (x2, y2) = points[i], points[(i + 1) % 10]
            if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                crossings += 1
        return crossings % 2 == 1

    def pixel(x, y):
        outer = coverage(inside, x, y)
        core = coverage(lambda u, v: inside(u, v, 0.16), x, y)
        if outer == 0:
            return (0, 0, 0, 0)
        r, g, b = 255, round(149 + (204 - 149) * core), round(0 + 0 * core)
        return (r, g, b, round(255 * outer))

    return pixel


def chart_pixel(width, height):
    """A bar chart: five rounded bars in systemBlue shades over a light track and a baseline."""
    bars = [0.45, 0.7, 0.55, 0.9, 0.62]
    n = len(bars)
    pad = width * 0.06
    gap = width * 0.04
    bw = (width - 2 * pad - (n - 1) * gap) / n
    base = height * 0.88

    def pixel(x, y):
        for i, h in enumerate(bars):
            x0 = pad + i * (bw + gap)
            top = base - h * height * 0.78
            c = coverage(lambda u, v: rounded_rect(u, v, x0, top, x0 + bw, base, bw * 0.18), x, y, 2)
            if c > 0:
                shade = 0.55 + 0.45 * (i / (n - 1))
                return (round(0 * shade), round(122 * shade + 60 * (1 - shade)), 255, round(255 * c))
        if base <= y < base + max(1, height * 0.012) and pad <= x < width - pad:
            return (142, 142, 147, 255)
        return (0, 0, 0, 0)

    return pixel


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "Fixtures"
    size = 78  # 26 pt at @3x: the action sheet's image box
    glyph(os.path.join(root, "icons/phone.png"), size, lambda u, v: phone(u, v, size))
    glyph(os.path.join(root, "icons/video.png"), size, lambda u, v: video(u, v, size))
    png(os.path.join(root, "icons/star.png"), size, size, star_pixel(size))
    w, h = 714, 360  # 238 x 120 pt at @3x
    png(os.path.join(root, "views/chart.png"), w, h, chart_pixel(w, h))


if __name__ == "__main__":
    main()
