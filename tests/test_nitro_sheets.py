"""Nitro's tile sheets ship as sheets.bin; tests/nitro_sheets.py draws them.
The shipped file must be what it draws, and the screen must read it."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import nitro_sheets  # noqa: E402


def test_the_shipped_sheets_are_what_nitro_sheets_draws():
    assert nitro_sheets.OUT.read_bytes() == nitro_sheets.contents(), \
        "run: python tests/nitro_sheets.py"


def test_the_screen_reads_the_sheets_in_the_shapes_drawn():
    from paddock.games.nitro import view_build
    assert view_build.SHAPES == nitro_sheets.SHAPES
    got = view_build.sheets()
    assert len(got) == 4
    for (bm, pal), (w, h, bits) in zip(got, nitro_sheets.SHAPES):
        assert (bm.width, bm.height) == (w, h)
    # a seat's marker is drawn in that seat's colour, with its number
    bm, pal = got[0]
    x = nitro_sheets.MARKER * nitro_sheets.CELL
    assert bm[x + 1, 1] == 7 and bm[x + 5, 9] == 0
