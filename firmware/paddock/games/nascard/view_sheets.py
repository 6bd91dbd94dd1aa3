"""Nascard's sheets, the track and the infield, made once while the view
is built (``view_build`` drops this module as soon as they are): the pixels from sheets.bin (which
``tests/nascard_sheets.py`` draws), each car's chip put together from its
letter and colour, the Caution rings dashed in (the track is dealt at
random), the palettes and the frames; then the track's parts
(``view_track.Track``) and the infield's (``view_table.Table``).
"""

import bitmaptools
import displayio

from paddock.ui import cards, palette
from paddock.ui.ranks import CHARS, RankRow, RankSheet
from paddock.games.nascard import data
from paddock.games.nascard.view_table import PIPS, Table
from paddock.games.nascard.view_track import CAUTION, Track

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Layout shared with the other view modules (a test checks they agree).
_TOP_Y = const(13)      # the track's top row, under the header
_PITCH = const(24)
_MINI = const(24)
_MINI_H = const(9)
_CHIPS_Y = const(9)
_BONUS_X = const(66)
_CELL = const(20)
_CHIP_TILE = const(10)  # a chip's tile: the chip and its ring, half a Track card
_CHIP_X = const(3)
_CHIP_W = const(7)
_CHIP_H = const(9)

# The sheets in sheets.bin (tests/nascard_sheets.py draws them): (width,
# height, bits a pixel) each, in file order: the card numbers, the small
# cards, the hand's faces, the Pit card, the chips' letters, the infield's
# labels ("Trump" in ink 1, "Bonus" in ink 2), then the two
# rows of Track cards for an 11-pixel space and for a 10-pixel one.
SHAPES = ((392, 7, 1), (264, 9, 4), (80, 22, 4), (27, 21, 2), (55, 7, 1), (64, 8, 2),
          (160, 22, 2), (160, 22, 2), (160, 20, 2), (160, 20, 2))
_ROW_SHEETS = const(6)   # the first row sheet's place in SHAPES


def _dim(c):
    """c halfway to a dark grey: a greyed card keeps its shapes, loses its glow."""
    return ((((c >> 16) + 0x50) // 2) << 16) | (((((c >> 8) & 255) + 0x50) // 2) << 8) \
        | (((c & 255) + 0x50) // 2)


def _shader(colors, dim=False, clear=True):
    p = displayio.Palette(len(colors))
    for i in range(len(colors)):
        p[i] = _dim(colors[i]) if dim else colors[i]
    if clear:
        p.make_transparent(0)
    return p


def _read(f, i):
    w, h, bits = SHAPES[i]
    bm = displayio.Bitmap(w, h, 1 << bits)
    bitmaptools.readinto(bm, f, bits)
    return bm


def parts(v, lane, pw):
    """The sheets, then view v's screen (``new_screen``) with the track
    (``v.track``) and the infield (``v.table``) in it; returns what the
    rest of the screen is made of: (ranks, hand sheet, (Pit card, its
    frame), (entry frame, bars, their palette))."""
    ranks, chips, rows, minis, sheet, pit, marks, words = read(v, lane, pw)
    row = 2 * lane
    v.new_screen()
    v.table = _table(_TOP_Y + row, v.state.cars, minis, chips, ranks, lane, marks, words)
    v.bottom_y = bottom = _TOP_Y + row + v.table.height
    v.track = _track(rows, chips, _TOP_Y, bottom, lane)
    v.group.append(v.track.group)
    v.group.append(v.table.group)
    return ranks, sheet, pit, marks


def read(v, lane, pw):
    """(ranks, chips, track rows, minis, hand sheet, (Pit card, its frame),
    (entry frame, bars, their palette), (labels, their palette)): the sheets read from sheets.bin,
    the chips and the Caution rings put in."""
    st = v.state
    path = __file__
    with open(path[:path.rfind("/") + 1] + "sheets.bin", "rb") as f:
        ranks = RankSheet("")       # no characters: nothing drawn
        ranks.chars = CHARS
        ranks.bitmap = _read(f, 0)
        colors = [0, palette.WHITE, 0x707070, palette.BLACK, palette.VERMILLION, 0xA0A0A0]
        for s in PIPS:
            colors.append(palette.SUITS[s])
        minis = (_read(f, 1), _shader(colors), _shader(colors, True))
        sheet = object.__new__(cards.CardSheet)     # its painter is not needed
        sheet.bitmap = _read(f, 2)
        colors = [0, palette.WHITE, 0x707070, palette.BLUE, palette.SKY]
        colors.extend(palette.SUITS)
        colors.append(palette.BLACK)
        sheet.palette = _shader(colors)
        sheet.dim_palette = _shader(colors, True)
        sheet.dim_palette[1] = 0x8C8C8C
        sheet.tiles = tiles = bytearray(data.CARDS + 1)    # by card: no card is above 58
        for c in range(1, data.CARDS + 1):
            tiles[c] = 1 + data.suit(c)    # no back: no card is face down
        pit = _read(f, 3)
        letters = _read(f, 4)
        words = (_read(f, 5), _shader((0, palette.YELLOW, palette.GREY)))
        i = _ROW_SHEETS
        if lane != 11:
            f.seek(2 * 40 * 22, 1)      # past the rows for 11-pixel spaces
            i += 2
        top = _read(f, i)
        bottom = _read(f, i)
    v.pit_lit = _shader((palette.DARK, palette.FG, palette.SKY, palette.BLUE), False, False)
    v.pit_dim = _shader((palette.DARK, palette.GREY, palette.SKY, palette.BLUE), False, False)
    _caution(top, True, st.caution, lane)
    _caution(bottom, False, st.caution, lane)
    rows = (top, bottom, _shader((palette.BLACK, 0x3C3C3C, CAUTION, 0xB4B4B4), False, False))
    marks = (_outline(_PITCH, lane + 10), _bars(), _shader((0, palette.YELLOW)))
    pit = (pit, _outline(pw + 2, cards.TH + 1))
    return (ranks, _chips(st.players, st.cars, lane, letters), rows, minis, sheet, pit, marks,
            words)


def _chips(players, cars, lane, letters):
    """(bitmap, palette): tile 0 blank, tile 1 + 2 * car + flag a car's chip
    in a _CHIP_TILE x lane tile (the chip at _CHIP_X, 1): the car's colour and its
    number (players) or letter on round corners (rivals); on the flag side
    (a lap done) its top and bottom rows chequered."""
    bm = displayio.Bitmap(_CHIP_TILE * (1 + 2 * cars), lane, 16)
    colors = [0, palette.BLACK, palette.WHITE]
    for car in range(cars):
        colors.append(palette.SEATS[car])
    for car in range(cars):
        ink = 3 + car
        g = 5 * (car if car < players else 6 + car - players)   # its letter's x
        for flag in (0, 1):
            x0 = _CHIP_TILE * (1 + 2 * car + flag) + _CHIP_X
            bitmaptools.fill_region(bm, x0, 1, x0 + _CHIP_W, 1 + _CHIP_H, ink)
            if flag:
                for x in range(_CHIP_W):
                    bm[x0 + x, 1] = bm[x0 + x, _CHIP_H] = 2 if x & 1 else 1
            if car >= players:  # a rival's chip has round corners
                for x, y in ((0, 1), (_CHIP_W - 1, 1), (0, _CHIP_H), (_CHIP_W - 1, _CHIP_H)):
                    bm[x0 + x, y] = 0
            bitmaptools.blit(bm, letters, x0 + 1, 2, x1=g, y1=0, x2=g + 5, y2=7,
                             skip_source_index=0)
    return bm, _shader(colors)


def _caution(bm, top, caution, lane):
    """A dashed amber ring (ink 2, every other pixel the card's) round each
    Caution space of a row's cards."""
    for j in range(8):
        i = 15 - j if top else j
        for ln in (0, 1):
            if not caution[i] & (1 << ln):
                continue
            y0 = (ln if not top else 1 - ln) * lane
            x1 = j * _CELL + _CHIP_X - 1
            for x in range(x1, x1 + _CHIP_W + 2):
                bm[x, y0] = bm[x, y0 + lane - 1] = 1 + (x & 1 ^ 1)
            for y in range(y0, y0 + lane):
                bm[x1, y] = bm[x1 + _CHIP_W + 1, y] = 1 + (y & 1 ^ 1)


def _outline(w, h):
    """A w x h frame, one pixel thick (ink 1 of the marks' palette)."""
    bm = displayio.Bitmap(w, h, 2)
    bitmaptools.fill_region(bm, 0, 0, w, h, 1)
    bitmaptools.fill_region(bm, 1, 1, w - 1, h - 1, 0)
    return bm


def _bars():
    """Tile 1: the yellow edge under a small card that counts as trump
    (tile 0 clear), _MINI wide, one pixel high."""
    bm = displayio.Bitmap(2 * _MINI, 1, 2)
    bitmaptools.fill_region(bm, _MINI + 9, 0, _MINI + 21, 1, 1)
    return bm


def _grid(sheet, pal, w, x, y, th=_MINI_H, tw=_MINI):
    return displayio.TileGrid(sheet, pixel_shader=pal, width=w, tile_width=tw,
                              tile_height=th, x=x, y=y)


def _table(y, cars, minis, chips, ranks, lane, marks, words):
    """The infield (``view_table.Table``) at y, ``ui.W`` wide, for a race of
    cars cars: minis = (bitmap, palette, greyed palette), chips = (bitmap, palette),
    lane the chips' tile height, marks = (frame bitmap, bars bitmap, their
    palette), words = ("Trump" and "Bonus" bitmap, its palette)."""
    t = Table()
    t.cars = cars
    bm, pal, dim = minis
    g = t.group = displayio.Group(y=y)
    g.append(displayio.TileGrid(words[0], pixel_shader=words[1], x=1))
    t.trump = _grid(bm, pal, 1, 27, 0)
    g.append(t.trump)
    t.bonus = _grid(bm, pal, 4, _BONUS_X, 0)
    t.bonus_dim = _grid(bm, dim, 4, _BONUS_X, 0)
    g.append(t.bonus)
    g.append(t.bonus_dim)
    t.bonus_nums = RankRow(ranks, 4, x=_BONUS_X + 8, y=1, pitch=3)
    g.append(t.bonus_nums.group)
    # The entries: a chip over a small card, one a car.
    ex = (160 - _PITCH * cars) // 2 + 1
    t.x = ex
    my = _CHIPS_Y + lane
    t.frame = displayio.TileGrid(marks[0], pixel_shader=marks[2], y=_CHIPS_Y)
    t.frame.hidden = True
    g.append(t.frame)
    # The chips: one grid of 2-pixel slices, twelve an entry (a chip's tile is five).
    t.chips = _grid(chips[0], chips[1], cars * _PITCH // 2, ex + 7 - _CHIP_X, _CHIPS_Y, lane, 2)
    g.append(t.chips)
    t.cards = _grid(bm, pal, cars, ex, my)
    g.append(t.cards)
    t.nums = RankRow(ranks, cars, x=ex + 8, y=my + 1, pitch=3)
    g.append(t.nums.group)
    t.bars = _grid(marks[1], marks[2], cars, ex, my + _MINI_H - 1, 1)
    g.append(t.bars)
    t.height = my + _MINI_H + 1
    return t


def _track(rows, chips, top_y, bottom_y, lane):
    """Both rows of the track (``view_track.Track``) at y = top_y and
    bottom_y: rows = (top bitmap, bottom bitmap, palette), chips = (bitmap,
    palette), lane = space height."""
    t = Track()
    bm, pal = chips
    t.group = displayio.Group()
    t.grids = []
    for i, y in ((0, top_y), (1, bottom_y)):
        t.group.append(displayio.TileGrid(rows[i], pixel_shader=rows[2], x=0, y=y))
        # a chip tile in every other column: the left half of each Track card
        g = displayio.TileGrid(bm, pixel_shader=pal, width=16, height=2, tile_width=_CHIP_TILE,
                               tile_height=lane, default_tile=0, x=0, y=y)
        t.group.append(g)
        t.grids.append(g)
    t.want = bytearray(32)
    return t
