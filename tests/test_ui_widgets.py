"""paddock.ui widgets, without a display: what they hold after each change."""

import sys
from pathlib import Path

import pytest

FIRMWARE = str(Path(__file__).resolve().parents[1] / "firmware")
if FIRMWARE not in sys.path:
    sys.path.append(FIRMWARE)

from paddock import ui  # noqa: E402
from paddock.hal import UP, DOWN, LEFT, RIGHT, A, B  # noqa: E402
from paddock.ui import cards, glyphs, palette, text  # noqa: E402
from paddock.ui.dialog import Dialog  # noqa: E402
from paddock.ui.header import Header  # noqa: E402
from paddock.ui.menu import Menu  # noqa: E402
from paddock.ui.pager import Pager  # noqa: E402


@pytest.fixture(autouse=True)
def layout():
    ui.init(160, 128)


def label_texts(menu):
    return [lb.text for lb in menu.labels] + [v.text for v in menu.values if v is not None]


def test_cursor_moves_the_bar_not_the_labels():
    m = Menu(["One", "Two", "Three"], y=10)
    before = label_texts(m)
    ys = [m.bar.y]
    m.key(DOWN)
    ys.append(m.bar.y)
    m.key(DOWN)
    ys.append(m.bar.y)
    assert label_texts(m) == before
    assert ys == [0, m.row_h, 2 * m.row_h] and m.cursor == 2
    m.key(DOWN)                          # wraps to the top
    assert m.cursor == 0 and m.bar.y == 0
    m.key(UP)
    assert m.cursor == 2
    assert not m.key(LEFT) and m.key(UP)


def test_greyed_row_shows_its_reason_and_cannot_be_chosen():
    m = Menu(["Go", "Stay"], hint="A: choose")
    m.set_enabled(1, False, "5 already in trick")
    assert m.labels[1].color == palette.GREY and m.reason.text == "A: choose"
    assert m.chosen() == 0
    m.key(DOWN)
    assert m.chosen() == -1 and m.reason.text == "5 already in trick"
    m.set_enabled(1, True)
    assert m.chosen() == 1 and m.reason.text == "A: choose"


def test_hidden_rows_close_up_and_are_skipped():
    m = Menu(["a", "b", "c", "d"])
    m.set_shown(1, False)
    assert m.labels[1].hidden
    assert m.labels[2].anchored_position[1] == m.row_h
    m.key(DOWN)
    assert m.cursor == 2 and m.bar.y == m.row_h
    m.set_shown(2, False)            # the cursor's row goes: the cursor moves on
    assert m.cursor == 3 and m.bar.y == m.row_h


def test_long_list_scrolls_by_moving_rows_not_rewriting_them():
    items = ["row %d" % i for i in range(9)]
    m = Menu(items, rows=4)
    before = label_texts(m)
    visible = lambda: [i for i in range(9) if not m.labels[i].hidden]  # noqa: E731
    assert visible() == [0, 1, 2, 3]
    for _ in range(5):
        m.key(DOWN)
    assert m.cursor == 5 and visible() == [2, 3, 4, 5] and m.bar.y == 3 * m.row_h
    m.key(UP)
    m.key(UP)
    m.key(UP)
    assert m.cursor == 2 and visible() == [2, 3, 4, 5] and m.bar.y == 0
    m.key(UP)
    assert visible() == [1, 2, 3, 4]
    assert label_texts(m) == before


def test_values_sit_at_the_right_and_change_alone():
    m = Menu(["Bot level", "Back"], ["normal", None])
    right = m.values[0].x + len("normal") * 6
    assert m.values[1] is None and right == m.width - 3
    m.set_value(0, "hard")
    assert m.values[0].text == "hard" and m.labels[0].text == "Bot level"
    assert m.values[0].x + len("hard") * 6 == right


def test_wrap_keeps_words_and_width():
    s = "The quick brown fox jumps over the lazy dog again and again"
    lines = text.wrap(s, 12).split("\n")
    assert all(len(line) <= 12 for line in lines)
    assert " ".join(lines) == s
    assert text.wrap("abcdefghijkl", 5).split("\n") == ["abcde", "fghij", "kl"]
    assert text.wrap("one\ntwo", 20) == "one\ntwo"
    assert text.fit("Stock Car Championship", 10) == "Stock Car~"
    assert text.fit("Nitro", 10) == "Nitro"


def test_put_only_writes_changes():
    lb = text.Text("same", 0, 0)
    assert not text.put(lb, "same")
    assert text.put(lb, "other") and lb.text == "other"


def test_dialog_wraps_its_body_inside_the_panel():
    d = Dialog("Error", "ValueError: " + "word " * 30)
    lines = d.body.text.split("\n")
    assert 1 < len(lines) <= d.max_lines
    assert all(len(line) <= d.cols for line in lines)
    x, y, w, h = d.panel.x, d.panel.y, ui.W - 4, None
    assert x >= 0 and y >= 0 and x + w <= ui.W


def test_pager_splits_long_pages_and_turns():
    long_page = "\n".join("line %d" % i for i in range(20))
    p = Pager("Rules", ["short page", long_page])
    assert len(p.pages) >= 3
    assert p.foot.text.startswith("< 1/")
    assert p.key(LEFT) and p.page == 0          # no page before the first
    assert p.key(RIGHT) and p.page == 1 and p.body.text.startswith("line 0")
    for _ in range(10):
        p.key(RIGHT)
    assert p.page == len(p.pages) - 1
    assert not p.key(B)
    assert not Pager("x", ["y"]).key(A)


def test_header_shows_seat_number_and_name():
    h = Header("Zoom")
    h.turn(2, "Vernon")
    assert h.title.text == "3 Vernon"
    h.set_right("Lap 1/2")
    assert h.right.text == "Lap 1/2"


def test_pips_are_pairwise_distinct_shapes_and_colours():
    assert len(set(glyphs.PIPS)) == len(glyphs.PIPS) == 8
    assert len(set(palette.SUITS)) == 8
    for name in "0123456789+-/":
        assert any(glyphs.CHARS[name])


def face(card):
    return (str(card % 10), card // 10 - 1) if card >= 10 else ("?", -1)


def tile_pixels(sheet, t):
    b = sheet.bitmap
    return tuple(b[t * cards.TW + x, y] for y in range(cards.TH) for x in range(cards.TW))


def test_card_sheet_draws_each_face_once_and_suits_differ():
    deck = [10 + i for i in range(6)] + [20 + i for i in range(6)] + [11, 12]
    sheet = cards.CardSheet(deck, face)
    assert sheet.bitmap.width == cards.TW * (12 + 2)
    tiles = [sheet.tile(c) for c in deck]
    assert len(set(tiles[:12])) == 12 and tiles[12] == tiles[1]
    assert sheet.tile(99) == cards.BLANK
    # same rank, two suits: different pixels (shape), and neither is blank
    a, b = tile_pixels(sheet, sheet.tile(13)), tile_pixels(sheet, sheet.tile(23))
    assert a != b
    assert len(set(a)) >= 3 and set(tile_pixels(sheet, cards.BLANK)) == {0}
    assert tile_pixels(sheet, cards.BACK) != a


def test_hand_strip_shows_backs_selects_and_greys():
    deck = [10, 11, 12, 20]
    sheet = cards.CardSheet(deck, face)
    strip = cards.HandStrip(sheet, 6, y=80)
    strip.show(bytearray(deck))
    assert [strip.grid[i] for i in range(6)] == [sheet.tile(c) for c in deck] + [0, 0]
    strip.show(deck, 2)
    assert strip.grid[2] == cards.BLANK and strip.count == 2
    strip.backs(3)
    assert [strip.grid[i] for i in range(6)] == [cards.BACK] * 3 + [0] * 3
    assert strip.cursor.hidden
    strip.select(2)
    assert not strip.cursor.hidden and strip.cursor.x == 2 * cards.TW - 1
    strip.select(-1)
    assert strip.cursor.hidden
    strip.show(deck)
    strip.dim(1, True)                  # drawn by the grey grid instead
    assert strip.grid[1] == cards.BLANK and strip.dim_grid[1] == sheet.tile(11)
    assert strip.grid[0] == sheet.tile(10) and strip.dim_grid[0] == cards.BLANK
    strip.show([20, 12])                # greying stays with the slot
    assert strip.dim_grid[1] == sheet.tile(12) and strip.grid[1] == cards.BLANK
    strip.undim()
    assert strip.grid[1] == sheet.tile(12)
    assert all(strip.dim_grid[i] == cards.BLANK for i in range(6))
    assert sheet.dim_palette[1] != sheet.palette[1]


def test_fonts_load_from_the_fonts_folder_or_fall_back(monkeypatch):
    from paddock.ui import fonts
    monkeypatch.setattr(fonts, "_fonts", [None, None])
    monkeypatch.chdir(Path(FIRMWARE).parent)           # "fonts/NAME" from the repo root
    small = fonts.small()
    assert not small.mono and small.h == 8 and small.width("Il1") < 3 * 5
    assert fonts.small() is small                         # read once
    monkeypatch.setattr(fonts, "_fonts", [None, None])
    monkeypatch.chdir(Path(FIRMWARE))                    # "../fonts/NAME" from firmware/
    assert not fonts.small().mono
    monkeypatch.setattr(fonts, "_fonts", [None, None])
    monkeypatch.chdir(Path(FIRMWARE) / "paddock")         # no fonts folder: terminalio
    assert fonts.small() is fonts.text() and fonts.text().mono


def test_lines_pool_rewrites_only_the_line_that_changes():
    pool = text.Lines(2, 20, 3)
    assert pool.set(0, "Fern  12") and pool.set(1, "Jaron  9")
    assert not pool.set(0, "Fern  12")
    assert pool.set(2, "Vernon 7", palette.WARN) and pool.labels[2].color == palette.WARN
    ys = [lb.anchored_position[1] for lb in pool.labels]
    assert ys == sorted(ys) and ys[1] - ys[0] == 12
    pool.clear()
    assert [lb.text for lb in pool.labels] == ["", "", ""]
