"""Nitro's screen, built once and drawn from the rules state: the header,
the Wasteland, the players' chips with their rows, the equipped cards (at
the Repair Shop or the Junkyard, the cards on show there), the hand, the
buttons, two lines on the thing under the cursor and two lines of log. ``view.GameView`` adds
the keys.

The Wasteland's 6 columns are on the left (10 px spaces, the far edge up),
the panel on the right. Everything but the text lines is tiles, and a text
line repaints only the pixels its old and new words cover, so a cursor key
redraws a frame and a line or two.
"""

import bitmaptools
import displayio
from micropython import const

from paddock import ui
from paddock.ui import fonts, palette, shapes, text

_W = const(6)               # data.WIDTH
_TOP = const(14)            # under the header
_PX = const(62)             # the panel's left edge
_CHIP_Y = const(14)
_NUM_Y = const(26)
_GEAR_Y = const(33)
_HAND_Y = const(50)
_CELL = const(10)           # nitro_sheets.CELL
_CW = const(14)             # nitro_sheets.CW
_CH = const(16)             # nitro_sheets.CH
_BW = const(24)             # nitro_sheets.BW
_BH = const(12)             # nitro_sheets.BH
_TERRAIN = const(1)         # nitro_sheets.TERRAIN
_FINISH = const(11)         # nitro_sheets.FINISH
_MARKER = const(21)         # nitro_sheets.MARKER
_MORE = const(27)           # nitro_sheets.MORE
_REACH = const(33)          # nitro_sheets.REACH
_TARGET_TILE = const(34)    # nitro_sheets.TARGET_TILE
_FLAG = const(35)           # nitro_sheets.FLAG
_NITRO_K = const(4)         # nitro_sheets.NITRO_K
_DIM = const(5)             # nitro_sheets.DIM
_SLOT_W = const(11)         # nitro_sheets.SLOT_W
_SLOT_M = const(12)         # nitro_sheets.SLOT_M
_BASIC_BODY = const(13)     # nitro_sheets.BASIC_BODY
_L_BASIC = const(40)        # nitro_sheets.L_BASIC
_L_NITRO = const(40)        # nitro_sheets.L_NITRO
_WORDS = const(7)           # buttons: nitro_sheets.WORDS lit, then greyed
_BASIC = const(255)
_CODE_NITRO = const(64)
_K_RIDE = const(1)          # view_items._K_RIDE
_K_SLOT_W = const(4)        # view_items._K_SLOT_W
_K_SLOT_M = const(5)        # view_items._K_SLOT_M
_PH_PLACE = const(0)
_PH_SHOP = const(4)


def grid(sheet, w, h, tw, th, x=0, y=0):
    return displayio.TileGrid(sheet[0], pixel_shader=sheet[1], width=w, height=h,
                              tile_width=tw, tile_height=th, default_tile=0, x=x, y=y)


def set_tile(g, i, t):
    """Set tile i of grid g, only if it changes."""
    if g[i] != t:
        g[i] = t


class Line(text.Text):
    """A line of the small font that repaints only the pixels its old and new
    words cover (the kit's Text clears the whole line)."""

    inked = 0

    def _ink(self, f, words):
        bm = self.bitmap
        if self.inked:
            bitmaptools.fill_region(bm, 0, 0, self.inked, bm.height, 0)
        x = 0
        for ch in words:
            i = f.index(ch)
            w = f.art[i]
            if x + w > bm.width:
                break
            bitmaptools.blit(bm, f.bitmap, x, 0, x1=f.x[i], y1=0, x2=f.x[i] + w, y2=f.h)
            x += w + f.spacing
        self.inked = min(x, bm.width)


def line(y, color=palette.FG, x=1, width=0):
    return Line(" ", x, y, color, fonts.small(), width or ui.W - 2 * x)


class Log:
    """The log: two lines, the words wrapped at a space (never cut)."""

    def __init__(self, y):
        self.group = displayio.Group(y=y)
        self.group.append(shapes.rect(0, 0, ui.W, 16, palette.DARK))
        self.label = line(0)
        self.more = line(8)
        self.group.append(self.label)
        self.group.append(self.more)

    def say(self, words):
        f = fonts.small()
        room = self.label.bitmap.width
        cut = len(words)
        while f.width(words[:cut]) > room:
            i = words.rfind(" ", 0, cut)
            cut = i if i > 0 else cut - 1
        text.put(self.label, words[:cut] or " ")
        text.put(self.more, words[cut:].strip() or " ")

    def color(self, c):
        self.label.color = c
        self.more.color = c


class Strip:
    """Small numbers painted into one bitmap, each centred in its box."""

    def __init__(self, w, x, y):
        from paddock.games.nitro.view_build import shader
        self.bitmap = displayio.Bitmap(w, 8, 2)
        self.group = grid((self.bitmap, shader((0, palette.WHITE))), 1, 1, w, 8, x, y)
        self.shown = {}

    def put(self, x, words, w):
        if self.shown.get(x) == words:
            return
        self.shown[x] = words
        bm = self.bitmap
        bitmaptools.fill_region(bm, x, 0, x + w, 8, 0)
        f = fonts.small()
        x += (w - f.width(words)) // 2
        for ch in words:
            i = f.index(ch)
            bitmaptools.blit(bm, f.bitmap, x, 0, x1=f.x[i], y1=0, x2=f.x[i] + f.art[i], y2=f.h)
            x += f.art[i] + f.spacing


class CardRow:
    """Card slots: a body tile under a letters tile."""

    def __init__(self, bodies, letters, x, y, n=7):
        self.group = displayio.Group(x=x, y=y)
        self.body = grid(bodies, n, 1, _CW, _CH)
        self.code = grid(letters, n, 1, _CW, 8, 0, 4)
        self.group.append(self.body)
        self.group.append(self.code)

    def put(self, i, body, code):
        set_tile(self.body, i, body)
        set_tile(self.code, i, code)


def card_tiles(item, dim):
    """(body, letters) tiles for a panel item (view_items kinds)."""
    kind, v = item[0], item[1]
    if kind == _K_SLOT_W:
        return _SLOT_W, 0
    if kind == _K_SLOT_M:
        return _SLOT_M, 0
    if kind == _K_RIDE and v == _BASIC:
        return _BASIC_BODY, _L_BASIC
    shade = _DIM if dim else 0
    if v >= _CODE_NITRO:
        return 1 + _NITRO_K + shade, _L_NITRO + v - _CODE_NITRO
    from paddock.games.nitro.cards import kind as kind_of
    return 1 + kind_of(v) + shade, 1 + v


class Layout:
    """The drawing methods (``view_build`` makes the display objects)."""

    # -- the Wasteland -------------------------------------------------------
    def scroll(self, focus, cursor=False):
        """Show rows so that row focus is on screen (a cursor: near an edge
        only when it must be; otherwise focus sits low, the way ahead shown)."""
        st = self.state
        mr = self.map_rows
        b = self.bottom
        if cursor:
            if focus < b + 1 or b < 0:
                b = focus - 1
            elif focus > b + mr - 2:
                b = focus - mr + 2
        else:
            b = focus - 2
        b = max(0, min(b, st.rows - mr))
        if b != self.bottom:
            self.bottom = b
            top = b + mr - 1
            for i in range(mr):
                r = top - i
                for c in range(_W):
                    sp = st.grid[r * _W + c]
                    t = (_FINISH if r == st.finish else _TERRAIN) + (sp & 1) * 5 + (sp >> 1)
                    set_tile(self.terrain, i * _W + c, t)

    def cell_xy(self, r, c):
        """Screen (x, y) of Wasteland row r, column c (row on show)."""
        return c * _CELL, _TOP + (self.bottom + self.map_rows - 1 - r) * _CELL

    def show_map(self, targets):
        """Markers and frames, drawn again only if the rows on show or the
        targets changed (a cursor key seldom redraws the map)."""
        if self.bottom != self.map_b or targets != self.map_t:
            self.map_b = self.bottom
            self.map_t = targets
            self.draw_map(self.reach, targets)

    def draw_map(self, reach, targets):
        """Markers, reachable spaces (a set of space numbers) and targets:
        worked out into two buffers a seat and a space at a time, then set
        where a tile changed."""
        st = self.state
        mr = self.map_rows
        b = self.bottom
        top = b + mr - 1
        lead = st.to_move() if not st.over() else st.winner
        placed = st.cur if st.phase == _PH_PLACE else st.players
        mk = self.mk
        ov = self.ov
        n = mr * _W
        for i in range(n):
            mk[i] = 0
            ov[i] = 0
        for sp in reach:
            r = sp // _W
            if b <= r <= top:
                ov[(top - r) * _W + sp % _W] = _REACH
        for s in range(placed):
            r = st.row[s]
            if b <= r <= top:
                i = (top - r) * _W + st.col[s]
                t = mk[i]
                if t:       # others here too: the lead's marker shows, else the first's
                    mk[i] = _MORE + (s if s == lead else (t - _MARKER) % 6)
                else:
                    mk[i] = _MARKER + s
                if targets >> s & 1:
                    ov[i] = _TARGET_TILE
        for i in range(n):
            set_tile(self.marks, i, mk[i])
            set_tile(self.overlay, i, ov[i])

    # -- the panel -----------------------------------------------------------
    def draw_chips(self):
        st = self.state
        for s in range(st.players):
            self.nums.put(s * _CW, str(st.row[s] + 1), _CW)
        self.nums.put(6 * _CW, str(st.rows), _CW)
        seat = st.to_move() if not st.over() else st.winner
        self.mover.x = _PX + seat * _CW + 2

    def draw_rows(self, rows, dims):
        """The equipped cards (or the Repair Shop's or Junkyard's), the hand
        and the buttons."""
        gear, d = (rows[4], dims[4]) if rows[4] else (rows[1], dims[1])
        for i in range(7):
            if i < len(gear):
                b, c = card_tiles(gear[i], d >> i & 1)
            else:
                b = c = 0
            self.gear.put(i, b, c)
        hand = rows[2]
        for j in range(7 * self.hand_rows):
            k = self.hoff + j
            if k < len(hand):
                b, c = card_tiles(hand[k], dims[2] >> k & 1)
            else:
                b = c = 0
            self.hands[j // 7].put(j % 7, b, c)
        act = rows[3]
        for i in range(4):
            t = 0
            if i < len(act):
                t = act[i][1] + (_WORDS if dims[3] >> i & 1 else 0)
            set_tile(self.buttons, i, t)

    def frame_at(self, x, y, w, h):
        """The cursor frame around the w x h box at (x, y); w 0 hides it."""
        f = self.frame
        if not w:
            f.hidden = True
            return
        if w != self.fw or h != self.fh:    # a new size: its four sides again
            self.fw = w
            self.fh = h
            k = ui.SCALE        # vectorio sizes are not scaled by a group
            for i in range(4):
                side = f[i]
                side.width = (w + 2 if i < 2 else 1) * k
                side.height = (1 if i < 2 else h + 2) * k
            f[1].y = h + 1
            f[3].x = w + 1
        f.x = x - 1
        f.y = y - 1
        f.hidden = False
