"""Nascard's sprite sheets ship as sheets.bin; tests/nascard_sheets.py draws
them. The shipped file must be what it draws, and the screen built from it
must be what the painters draw, the state's parts included: each car's chip
(number or letter, in its colour, flagged) and each Caution ring."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import nascard_sheets  # noqa: E402


def test_the_shipped_sheets_are_what_nascard_sheets_draws():
    assert nascard_sheets.OUT.read_bytes() == nascard_sheets.contents(), \
        "run: python tests/nascard_sheets.py"


def same(a, b):
    assert (a.width, a.height) == (b.width, b.height)
    bad = [(x, y) for y in range(a.height) for x in range(a.width) if a[x, y] != b[x, y]]
    assert not bad, "first differing pixel: %s" % (bad[:1],)


def test_the_screen_reads_the_sheets_and_puts_in_what_the_painters_draw():
    from paddock.games.nascard import rules, view_sheets
    read = view_sheets.read
    assert view_sheets.SHAPES == nascard_sheets.shapes()
    from paddock.core import game
    for players, seed in ((1, 3), (3, 8), (6, 1)):
        st = rules.new_game({"players": players, "seats": bytearray([game.HARD] * players),
                             "track": "shuffled", "bonus": "first"}, seed)
        assert any(st.caution), "a track with Caution spaces"
        cars = st.cars

        class V:
            state = st
        for lane in (11, 10):
            v = V()
            ranks, chips, rows, minis, sheet, pit, marks, words = read(v, lane, nascard_sheets.PIT_W)
            same(chips[0], nascard_sheets.chips(players, cars, lane)[0])
            same(rows[0], nascard_sheets.row(st, True, lane))
            same(rows[1], nascard_sheets.row(st, False, lane))
            same(minis[0], nascard_sheets.minis()[0])
            same(ranks.bitmap, nascard_sheets.ranks())
            same(sheet.bitmap, nascard_sheets.faces())
            same(pit[0], nascard_sheets.pit_card(nascard_sheets.PIT_W, 21))
            assert [sheet.tile(c) for c in (1, 2, 3, 4)] == [1 + rules.data.suit(c)
                                                             for c in (1, 2, 3, 4)]
            assert ranks.pair("12") == (1 + 4 * 1, 2 + 4 * 2)
