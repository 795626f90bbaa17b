"""The standard scene R1 (bench/README.md) drawn with cairo (pycairo) and Skia (skia-python), timed
inside this Python process, for scripts/bench-peers.sh.

One run is what `alertsnap bench` times as a cold run: read and decode the presenting screen
(bench/r1-background.png, 1170x2532), draw it grayscale, dim it with black at 0.3, draw the card's
shadow (black at 0.7, sigma 15 px, offset (30, 30) px), the white 810x450 px card with 39 px
corners (270x150 pt at @3x, 13 pt), the title, a three-line message, two actions and their
separators, then encode the frame as PNG (zlib level 6, libpng's/Skia's adaptive filters). Fonts
are loaded once, outside the timing, as alertsnap's typesetter is shared by its cold runs.

cairo has no blur and no colour filter: grayscale is numpy over the frame's pixels and the shadow is the card's shape in an A8 mask blurred by three box blurs in
numpy (the usual recipe; sigma 15 px), masked onto the frame. Skia blurs with its own mask filter.

    python bench-r1-peers.py ROOT RUNS     # prints {"cairo": ms, "skia": ms, ...} (medians)
"""

import io
import json
import statistics
import sys
import time

import cairo
import numpy
import skia

W, H = 1170, 2532
CARD = (180.0, 1041.0, 810.0, 450.0)  # centred, in device pixels
RADIUS = 39.0
SHADOW = (30.0, 30.0, 15.0, 0.7)  # offset x, y, sigma, opacity
TITLE = "Save changes?"
MESSAGE = ["Do you want to save the document", "before closing? Your changes will be", "lost otherwise."]
ACTIONS = ["Cancel", "Save"]
BLUE = (0.0, 0.478, 1.0)
SEPARATOR = (0.8, 0.8, 0.8)
ACTION_ROW = 132.0  # 44 pt


def box_blur_3(mask, sigma):
    """Three box blurs along each axis, the classic approximation of a Gaussian of `sigma`."""
    width = int(round((12 * sigma * sigma / 3 + 1) ** 0.5))
    r = width // 2
    out = mask.astype(numpy.float32)
    for axis in (0, 1):
        for _ in range(3):
            pad = [(0, 0), (0, 0)]
            pad[axis] = (r + 1, r)
            c = numpy.cumsum(numpy.pad(out, pad), axis=axis)
            n = out.shape[axis]
            hi = numpy.take(c, numpy.arange(2 * r + 1, 2 * r + 1 + n), axis=axis)
            lo = numpy.take(c, numpy.arange(0, n), axis=axis)
            out = (hi - lo) / (2 * r + 1)
    return out


def cairo_rounded_rect(cr, x, y, w, h, r):
    cr.new_sub_path()
    cr.arc(x + w - r, y + r, r, -1.5708, 0)
    cr.arc(x + w - r, y + h - r, r, 0, 1.5708)
    cr.arc(x + r, y + h - r, r, 1.5708, 3.14159)
    cr.arc(x + r, y + r, r, 3.14159, 4.71239)
    cr.close_path()


def r1_cairo(background):
    bg = cairo.ImageSurface.create_from_png(background)
    frame = cairo.ImageSurface(cairo.FORMAT_RGB24, W, H)
    cr = cairo.Context(frame)
    cr.set_source_surface(bg, 0, 0)
    cr.paint()
    # Grayscale: cairo has no colour filter (its HSL saturation operator is several times
    # slower), so Rec. 709 luma in 256ths over the frame's pixels (B, G, R, x in memory) in numpy.
    frame.flush()
    px = numpy.ndarray((H, frame.get_stride() // 4, 4), numpy.uint8, frame.get_data())
    luma = (px[:, :, 2] * numpy.uint16(54) + px[:, :, 1] * numpy.uint16(183) + px[:, :, 0] * numpy.uint16(19)) >> 8
    px[:, :, 0] = px[:, :, 1] = px[:, :, 2] = luma.astype(numpy.uint8)
    frame.mark_dirty()
    cr.set_source_rgba(0, 0, 0, 0.3)
    cr.paint()
    # The shadow: the card's shape drawn into an A8 mask with a 3-sigma margin, blurred, masked on.
    x, y, w, h = CARD
    dx, dy, sigma, opacity = SHADOW
    margin = int(3 * sigma)
    mw, mh = int(w) + 2 * margin, int(h) + 2 * margin
    shape = cairo.ImageSurface(cairo.FORMAT_A8, mw, mh)
    sc = cairo.Context(shape)
    cairo_rounded_rect(sc, margin, margin, w, h, RADIUS)
    sc.fill()
    shape.flush()
    stride = shape.get_stride()
    alpha = numpy.ndarray((mh, stride), numpy.uint8, shape.get_data())[:, :mw]
    blurred = numpy.clip(box_blur_3(alpha, sigma) + 0.5, 0, 255).astype(numpy.uint8)
    mstride = cairo.ImageSurface.format_stride_for_width(cairo.FORMAT_A8, mw)
    buf = numpy.zeros((mh, mstride), numpy.uint8)
    buf[:, :mw] = blurred
    mask = cairo.ImageSurface.create_for_data(memoryview(buf), cairo.FORMAT_A8, mw, mh, mstride)
    cr.set_source_rgba(0, 0, 0, opacity)
    cr.mask_surface(mask, x + dx - margin, y + dy - margin)
    # The card, its texts and separators.
    cr.set_source_rgb(1, 1, 1)
    cairo_rounded_rect(cr, x, y, w, h, RADIUS)
    cr.fill()

    def centred(text, size, bold, baseline, left=x, width=w, colour=(0, 0, 0)):
        cr.select_font_face("sans-serif", cairo.FONT_SLANT_NORMAL,
                            cairo.FONT_WEIGHT_BOLD if bold else cairo.FONT_WEIGHT_NORMAL)
        cr.set_font_size(size)
        ext = cr.text_extents(text)
        cr.move_to(left + (width - ext.x_advance) / 2, baseline)
        cr.set_source_rgb(*colour)
        cr.show_text(text)

    centred(TITLE, 51, True, y + 111)
    for i, line in enumerate(MESSAGE):
        centred(line, 39, False, y + 177 + 48 * i)
    cr.set_source_rgb(*SEPARATOR)
    cr.rectangle(x, y + h - ACTION_ROW, w, 1)
    cr.rectangle(x + w / 2, y + h - ACTION_ROW, 1, ACTION_ROW)
    cr.fill()
    for i, title in enumerate(ACTIONS):
        centred(title, 51, i == 0, y + h - 48, x + i * w / 2, w / 2, BLUE)
    out = io.BytesIO()
    frame.write_to_png(out)  # libpng with zlib's default level (6) and adaptive filters
    return out.getvalue()


def r1_skia(background, regular, bold):
    image = skia.Image.MakeFromEncoded(skia.Data.MakeFromFileName(background)).makeRasterImage()
    surface = skia.Surface(W, H)
    canvas = surface.getCanvas()
    luma = [0.2126, 0.7152, 0.0722, 0, 0]
    gray = skia.ColorFilters.Matrix(luma + luma + luma + [0, 0, 0, 1, 0])
    canvas.drawImage(image, 0, 0, skia.SamplingOptions(), skia.Paint(ColorFilter=gray))
    canvas.drawColor(skia.Color4f(0, 0, 0, 0.3))
    x, y, w, h = CARD
    dx, dy, sigma, opacity = SHADOW
    card = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, w, h), RADIUS, RADIUS)
    shadow = skia.Paint(
        Color4f=skia.Color4f(0, 0, 0, opacity), AntiAlias=True,
        MaskFilter=skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, sigma))
    canvas.drawRRect(card.makeOffset(dx, dy), shadow)
    canvas.drawRRect(card, skia.Paint(Color=skia.ColorWHITE, AntiAlias=True))

    def centred(text, font, baseline, left=x, width=w, colour=skia.ColorBLACK):
        advance = font.measureText(text)
        canvas.drawString(text, left + (width - advance) / 2, baseline, font, skia.Paint(Color=colour, AntiAlias=True))

    title = skia.Font(bold, 51)
    body = skia.Font(regular, 39)
    centred(TITLE, title, y + 111)
    for i, line in enumerate(MESSAGE):
        centred(line, body, y + 177 + 48 * i)
    separator = skia.Paint(Color=skia.Color(204, 204, 204))
    canvas.drawRect(skia.Rect.MakeXYWH(x, y + h - ACTION_ROW, w, 1), separator)
    canvas.drawRect(skia.Rect.MakeXYWH(x + w / 2, y + h - ACTION_ROW, 1, ACTION_ROW), separator)
    blue = skia.Color(0, 122, 255)
    for i, action in enumerate(ACTIONS):
        centred(action, title if i == 0 else skia.Font(regular, 51), y + h - 48, x + i * w / 2, w / 2, blue)
    # Skia's PNG encoder: zlib level 6, all filters tried (its defaults).
    return bytes(surface.makeImageSnapshot().encodeToData(skia.kPNG, 100))


def main():
    root, runs = sys.argv[1], int(sys.argv[2])
    background = f"{root}/bench/r1-background.png"
    regular = skia.Typeface.MakeFromFile(f"{root}/Fonts/Inter-Regular.otf")
    bold = skia.Typeface.MakeFromFile(f"{root}/Fonts/Inter-SemiBold.otf")
    draw = {"cairo": lambda: r1_cairo(background), "skia": lambda: r1_skia(background, regular, bold)}
    times = {name: [] for name in draw}
    sizes = {}
    for name, f in draw.items():
        sizes[name] = len(f())  # warm: fonts, code paths
    for _ in range(runs):
        for name, f in draw.items():
            start = time.perf_counter()
            f()
            times[name].append((time.perf_counter() - start) * 1000)
    result = {name: statistics.median(t) for name, t in times.items()}
    result["pngBytes"] = sizes
    if len(sys.argv) > 3:  # write the two frames, to look at them
        open(f"{sys.argv[3]}/r1-cairo.png", "wb").write(r1_cairo(background))
        open(f"{sys.argv[3]}/r1-skia.png", "wb").write(r1_skia(background, regular, bold))
    print(json.dumps(result))


if __name__ == "__main__":
    main()
