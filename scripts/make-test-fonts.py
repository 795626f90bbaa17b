#!/usr/bin/env python3
"""Rebuilds the stand-in system fonts under Tests/Resources/system-fonts/ from Debian's OFL Inter.

The tests of `systemFonts` need fonts shaped like SF Pro's files without SF Pro (Apple's licence
keeps it out of the repository): static Text and Display faces, a variable font with a `wght`
axis, and one with `wght` and `opsz`. Inter 4 has a Text and a Display design, so it stands in for
both optical sizes. Each font is cut to printable ASCII and the ellipsis, and renamed ("StandIn ...")
so no test can mistake it for the bundled Inter.

Needs fontTools (`python3 -m pip install fonttools`) and the variable Inter of Debian's
fonts-inter-variable package:

    apt-get download fonts-inter-variable && dpkg -x fonts-inter-variable_*.deb inter-vf
    scripts/make-test-fonts.py inter-vf/usr/share/fonts/truetype/inter-vf

The output is deterministic for one fontTools version (timestamps are fixed).
"""

import os
import sys

from fontTools import subset
from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, SourceDescriptor
from fontTools.ttLib import TTFont
from fontTools.varLib import build as build_variable
from fontTools.varLib.instancer import instantiateVariableFont

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Resources", "system-fonts")
# Printable ASCII and the ellipsis a truncated line ends with.
UNICODES = list(range(0x20, 0x7F)) + [0x2026]
# How much narrower the optical font's 28 pt masters are than its 17 pt ones.
DISPLAY_WIDTH = 0.9
# A fixed date (2024-01-01) in head.created/modified, so two runs give the same bytes.
FIXED_TIME = 3786912000


def cut(font):
    """Keeps only UNICODES, with the layout features shaping uses (kerning, ligatures)."""
    options = subset.Options()
    options.layout_features = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.glyph_names = False
    options.hinting = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=UNICODES)
    subsetter.subset(font)
    return font


def rename(font, family, style, weight):
    """Sets every family and style name, the weight class, and fixed timestamps."""
    name = font["name"]
    full = f"{family} {style}".strip()
    postscript = full.replace(" ", "")
    for record in list(name.names):
        if record.nameID in (16, 17, 21, 22, 25):
            name.removeNames(nameID=record.nameID)
    for name_id, text in ((1, family), (2, style or "Regular"), (3, postscript), (4, full), (6, postscript)):
        name.setName(text, name_id, 3, 1, 0x409)
        name.setName(text, name_id, 1, 0, 0)
    font["OS/2"].usWeightClass = weight
    font["head"].created = FIXED_TIME
    font["head"].modified = FIXED_TIME
    font.recalcTimestamp = False  # else saving sets `modified` to now
    if "STAT" in font:
        del font["STAT"]


def narrow(font, factor):
    """Scales every outline, component offset, advance and side bearing horizontally by `factor`."""
    glyf, hmtx = font["glyf"], font["hmtx"]
    for name in font.getGlyphOrder():
        glyph = glyf[name]
        if glyph.isComposite():
            for component in glyph.components:
                component.x = round(component.x * factor)
        elif glyph.numberOfContours > 0:
            glyph.coordinates.scale((factor, 1))
            glyph.coordinates.toInt()
        glyph.recalcBounds(glyf)
        advance, _ = hmtx[name]
        hmtx[name] = (round(advance * factor), getattr(glyph, "xMin", 0))


def static_face(source, family, weight, style, path):
    font = instantiateVariableFont(TTFont(source), {"wght": weight})
    rename(cut(font), family, style, weight)
    font.save(path)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    folder = sys.argv[1]
    text = os.path.join(folder, "Inter-roman.var.ttf")
    display = os.path.join(folder, "InterDisplay-roman.var.ttf")
    os.makedirs(OUT, exist_ok=True)

    # Static faces: the Text design below 20 pt, the Display design from 20 pt, as SF Pro's OTFs.
    for weight, style in ((400, "Regular"), (600, "Semibold")):
        static_face(text, "StandIn Text", weight, style, os.path.join(OUT, f"StandInText-{style}.ttf"))
        static_face(display, "StandIn Display", weight, style, os.path.join(OUT, f"StandInDisplay-{style}.ttf"))

    # A variable font with a `wght` axis only (100...900), as Debian's Inter is.
    wght = cut(TTFont(text))
    rename(wght, "StandIn Weight", "", 400)
    wght.save(os.path.join(OUT, "StandInWeight.ttf"))

    # A variable font with `wght` (400...700) and `opsz` (17...28): Inter's instances are the 17 pt
    # masters and the same instances drawn narrower (DISPLAY_WIDTH) the 28 pt ones, as SF Pro's
    # Display design is tighter than its Text design. The narrowed masters are Inter's own outlines
    # scaled, so every glyph interpolates (Inter Display's outlines are not compatible with Inter's).
    work = os.path.join(OUT, ".work")
    os.makedirs(work, exist_ok=True)
    doc = DesignSpaceDocument()
    for tag, name, low, default, high in (("wght", "Weight", 400, 400, 700), ("opsz", "Optical size", 17, 17, 28)):
        axis = AxisDescriptor()
        axis.tag, axis.name, axis.minimum, axis.default, axis.maximum = tag, name, low, default, high
        doc.addAxis(axis)
    for opsz in (17, 28):
        for weight in (400, 700):
            master = cut(instantiateVariableFont(TTFont(text), {"wght": weight}))
            if opsz == 28:
                narrow(master, DISPLAY_WIDTH)
            path = os.path.join(work, f"master-{opsz}-{weight}.ttf")
            master.save(path)
            descriptor = SourceDescriptor()
            descriptor.path = path
            descriptor.location = {"Weight": weight, "Optical size": opsz}
            doc.addSource(descriptor)
    variable, _, _ = build_variable(doc)
    rename(variable, "StandIn Optical", "", 400)
    variable.save(os.path.join(OUT, "StandInOptical.ttf"))
    for file in os.listdir(work):
        os.remove(os.path.join(work, file))
    os.rmdir(work)


if __name__ == "__main__":
    main()
