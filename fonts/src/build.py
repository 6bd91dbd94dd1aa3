"""Build Paddock's BDF fonts from the ASCII-art sources beside this script.

Each ``fonts/src/<name>.txt`` becomes ``fonts/<name>.bdf`` and, for the
board, ``fonts/<name>.bin`` (``sheet()``: every glyph side by side in one
1-bit bitmap, which ``paddock.ui.fonts`` reads in one call)::

    python fonts/src/build.py              # every source, into fonts/
    python fonts/src/build.py --out DIR    # somewhere else (the tests compare)
    python fonts/src/build.py cards.txt    # one source

Source format (blank lines separate glyphs, ``#`` at column 0 starts a comment
outside a glyph):

* header lines ``key value`` before the first glyph: ``family``, ``weight``,
  ``ascent``, ``descent``, ``spacing`` (blank columns added after each glyph),
  ``default`` (code point shown for a missing one), ``cap_height``,
  ``x_height``, ``comment`` (may repeat);
* a glyph: ``U+XXXX [name]`` then exactly ``ascent + descent`` rows of ``#``
  (ink) and ``.`` (paper), all the same width. The baseline sits under row
  ``ascent``. The art width plus ``spacing`` is the advance, so blank
  columns at either side are kept as side bearings.

The output is byte-for-byte reproducible: no dates, glyphs sorted by code
point. Every glyph gets at least a 1x1 bitmap (a blank one for a space)
because some CircuitPython releases refuse a zero-sized ``displayio.Bitmap``.
"""

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FONTS = os.path.dirname(HERE)
NAME_OK = re.compile(r"^[A-Za-z][A-Za-z0-9_.]{0,13}$")
HEADER_INT = ("ascent", "descent", "spacing", "cap_height", "x_height")
COPYRIGHT = "Drawn for the Paddock project; the project's own licence applies"


class SourceError(Exception):
    """A source file that cannot be built; the message names file and line."""


class Glyph:
    """One drawn glyph: code point, name and rows of 0/1 pixels."""

    def __init__(self, code, name, rows):
        self.code = code
        self.name = name
        self.rows = rows

    @property
    def width(self):
        return len(self.rows[0])


def parse(path):
    """Read a source file; return (header dict, list of Glyph)."""
    header = {"comment": []}
    glyphs = []
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    where = os.path.basename(path)
    i = 0
    while i < len(lines):
        line = lines[i].rstrip()
        i += 1
        if not line or line.startswith("#"):
            continue
        if line.startswith("U+"):
            start = i
            code, name = _glyph_head(line, where, i)
            rows = []
            while i < len(lines) and lines[i].strip():
                rows.append(lines[i].strip())
                i += 1
            glyphs.append(_glyph(code, name, rows, header, where, start))
            continue
        if glyphs:
            raise SourceError("%s:%d: header line after the first glyph" % (where, i))
        key, _, value = line.partition(" ")
        value = value.strip()
        if key == "comment":
            header["comment"].append(value)
        elif key in HEADER_INT:
            header[key] = _int(value, where, i)
        elif key in ("family", "weight"):
            header[key] = value
        elif key == "default":
            header[key] = _int(value, where, i)
        else:
            raise SourceError("%s:%d: unknown header key %r" % (where, i, key))
    for key in ("family", "ascent", "descent", "spacing"):
        if key not in header:
            raise SourceError("%s: header lacks %r" % (where, key))
    if not glyphs:
        raise SourceError("%s: no glyphs" % where)
    seen = set()
    for g in glyphs:
        if g.code in seen:
            raise SourceError("%s: U+%04X drawn twice" % (where, g.code))
        seen.add(g.code)
    return header, sorted(glyphs, key=lambda g: g.code)


def _int(text, where, line):
    try:
        return int(text, 0)
    except ValueError:
        raise SourceError("%s:%d: not a number: %r" % (where, line, text)) from None


def _glyph_head(line, where, lineno):
    parts = line.split()
    try:
        code = int(parts[0][2:], 16)
    except ValueError:
        raise SourceError("%s:%d: bad code point %r" % (where, lineno, parts[0])) from None
    name = parts[1] if len(parts) > 1 else ""
    if not NAME_OK.match(name):
        name = "uni%04X" % code
    return code, name


def _glyph(code, name, rows, header, where, lineno):
    height = header["ascent"] + header["descent"]
    if len(rows) != height:
        raise SourceError(
            "%s:%d: U+%04X has %d rows, expected %d" % (where, lineno, code, len(rows), height)
        )
    width = len(rows[0])
    bits = []
    for n, row in enumerate(rows):
        if len(row) != width or set(row) - set("#."):
            raise SourceError(
                "%s:%d: U+%04X row %d must be %d of '#' and '.'"
                % (where, lineno + n + 1, code, n + 1, width)
            )
        bits.append([1 if c == "#" else 0 for c in row])
    return Glyph(code, name, bits)


def ink_box(glyph, ascent):
    """Tight box of the inked pixels as (width, height, x_off, y_off), BDF-style."""
    rows = glyph.rows
    ys = [y for y, row in enumerate(rows) if any(row)]
    if not ys:
        return 1, 1, 0, 0
    xs = [x for x in range(glyph.width) if any(row[x] for row in rows)]
    top, bottom = ys[0], ys[-1]
    left, right = xs[0], xs[-1]
    return right - left + 1, bottom - top + 1, left, ascent - 1 - bottom


def bitmap_lines(glyph, box, ascent):
    """The BITMAP rows of a glyph in hex, padded to whole bytes."""
    w, h, xo, yo = box
    top = ascent - yo - h
    nbytes = (w + 7) // 8
    out = []
    for y in range(top, top + h):
        value = 0
        for x in range(w):
            if 0 <= y < len(glyph.rows) and glyph.rows[y][xo + x]:
                value |= 1 << (nbytes * 8 - 1 - x)
        out.append("%0*X" % (nbytes * 2, value))
    return out


def render(header, glyphs, source_name):
    """The BDF text of a font."""
    ascent, descent, spacing = header["ascent"], header["descent"], header["spacing"]
    pixel = ascent + descent
    boxes = [ink_box(g, ascent) for g in glyphs]
    left = min(b[2] for b in boxes)
    bottom = min(b[3] for b in boxes)
    right = max(b[2] + b[0] for b in boxes)
    top = max(b[3] + b[1] for b in boxes)
    advances = [g.width + spacing for g in glyphs]
    family = header["family"]
    weight = header.get("weight", "Medium")
    average = (sum(advances) * 10 + len(advances) // 2) // len(advances)
    xlfd = "-Paddock-%s-%s-R-Normal--%d-%d-72-72-P-%d-ISO10646-1" % (
        family, weight, pixel, pixel * 10, average)
    props = [
        ("FOUNDRY", '"Paddock"'),
        ("FAMILY_NAME", '"%s"' % family),
        ("WEIGHT_NAME", '"%s"' % weight),
        ("SLANT", '"R"'),
        ("SETWIDTH_NAME", '"Normal"'),
        ("ADD_STYLE_NAME", '""'),
        ("PIXEL_SIZE", pixel),
        ("POINT_SIZE", pixel * 10),
        ("RESOLUTION_X", 72),
        ("RESOLUTION_Y", 72),
        ("SPACING", '"P"'),
        ("AVERAGE_WIDTH", average),
        ("CHARSET_REGISTRY", '"ISO10646"'),
        ("CHARSET_ENCODING", '"1"'),
        ("FONT_ASCENT", ascent),
        ("FONT_DESCENT", descent),
    ]
    for key in ("cap_height", "x_height"):
        if key in header:
            props.append((key.upper(), header[key]))
    if "default" in header:
        props.append(("DEFAULT_CHAR", header["default"]))
    props.append(("COPYRIGHT", '"%s"' % COPYRIGHT))
    out = ["STARTFONT 2.1"]
    # The loader looks for FONTBOUNDINGBOX in the first lines: keep it near the top.
    out.append("COMMENT Generated by fonts/src/build.py from fonts/src/%s; "
               "edit the source, not this file." % source_name)
    out += ["COMMENT " + c for c in header["comment"]]
    out.append("FONT " + xlfd)
    out.append("SIZE %d 72 72" % pixel)
    out.append("FONTBOUNDINGBOX %d %d %d %d" % (right - left, top - bottom, left, bottom))
    out.append("STARTPROPERTIES %d" % len(props))
    out += ["%s %s" % p for p in props]
    out.append("ENDPROPERTIES")
    out.append("CHARS %d" % len(glyphs))
    for g, box, adv in zip(glyphs, boxes, advances):
        out.append("STARTCHAR " + g.name)
        out.append("ENCODING %d" % g.code)
        out.append("SWIDTH %d 0" % ((adv * 1000 + pixel // 2) // pixel))
        out.append("DWIDTH %d 0" % adv)
        out.append("BBX %d %d %d %d" % box)
        out.append("BITMAP")
        out += bitmap_lines(g, box, ascent)
        out.append("ENDCHAR")
    out.append("ENDFONT")
    return "\n".join(out) + "\n"


SHEET_MAGIC = b"PF"
SHEET_VERSION = 1


def sheet(header, glyphs):
    """The board's form of a font: printable ASCII first, in order, then the
    other glyphs, each its art's full width (side bearings kept), side by
    side in one bitmap of ``ascent + descent`` rows::

        b"PF" | version (1) | height (1) | count (1) | sheet width (2, little-endian)
        | count x art width (1 each) | spacing (1)
        | extra length (1) | the glyphs after ASCII, as UTF-8
        | height rows of the sheet, 1 bit a pixel, first pixel in the low bit,
          each row padded to a whole byte (``bitmaptools.readinto``'s layout)
    """
    by_code = {g.code: g for g in glyphs}
    ascii_ = [by_code.get(c) for c in range(0x20, 0x7F)]
    if None in ascii_:
        raise SourceError("a sheet font needs all of printable ASCII")
    order = ascii_ + [g for g in sorted(glyphs, key=lambda g: g.code) if g.code >= 0x7F]
    if len(order) > 255:
        raise SourceError("a sheet holds at most 255 glyphs")
    height = header["ascent"] + header["descent"]
    width = sum(g.width for g in order)
    extra = "".join(chr(g.code) for g in order[95:]).encode("utf-8")
    out = bytearray(SHEET_MAGIC)
    out += bytes((SHEET_VERSION, height, len(order))) + width.to_bytes(2, "little")
    out += bytes(g.width for g in order) + bytes((header["spacing"], len(extra))) + extra
    stride = (width + 7) // 8
    for y in range(height):
        row = bytearray(stride)
        x = 0
        for g in order:
            for bit in g.rows[y]:
                if bit:
                    row[x >> 3] |= 1 << (x & 7)
                x += 1
        out += row
    return bytes(out)


def build(source, out_dir):
    """Build one source file into ``out_dir``; return the BDF path (the
    sheet, when the font has all of ASCII, goes beside it)."""
    header, glyphs = parse(source)
    name = os.path.splitext(os.path.basename(source))[0]
    target = os.path.join(out_dir, name + ".bdf")
    text = render(header, glyphs, os.path.basename(source))
    with open(target, "w", encoding="ascii", newline="\n") as f:
        f.write(text)
    codes = {g.code for g in glyphs}
    if all(c in codes for c in range(0x20, 0x7F)):
        with open(os.path.join(out_dir, name + ".bin"), "wb") as f:
            f.write(sheet(header, glyphs))
    return target


def sources():
    """Every font source, sorted."""
    return sorted(
        os.path.join(HERE, n) for n in os.listdir(HERE) if n.endswith(".txt")
    )


def main(argv):
    out_dir = FONTS
    names = []
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == "--out":
            if not args:
                raise SourceError("--out needs a directory")
            out_dir = args.pop(0)
        elif arg in ("-h", "--help"):
            print(__doc__.strip().split("\n\n")[0])
            print("usage: build.py [--out DIR] [SOURCE.txt ...]")
            return 0
        elif arg.startswith("-"):
            raise SourceError("unknown option %s" % arg)
        else:
            names.append(arg if os.path.exists(arg) else os.path.join(HERE, arg))
    if not os.path.isdir(out_dir):
        raise SourceError("no such directory: %s" % out_dir)
    for source in names or sources():
        if not os.path.isfile(source):
            raise SourceError("no such source: %s" % source)
        target = build(source, out_dir)
        short = os.path.relpath(target)
        print(target if short.startswith("..") else short)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except SourceError as err:
        print("build.py: %s" % err, file=sys.stderr)
        sys.exit(2)
    except (OSError, UnicodeDecodeError) as err:
        print("build.py: %s" % err, file=sys.stderr)
        sys.exit(2)
