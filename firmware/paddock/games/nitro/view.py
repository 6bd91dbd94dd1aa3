"""Nitro's screen: the Wasteland, the race, your Ride, gear and hand.

The panel (right): UP/DOWN choose a row (players, equipped cards, hand,
buttons), LEFT/RIGHT an item; the lines below say what it is. A equips a
card, plays an Event or a Nitro card, fires a Weapon, presses a button;
B jumps to the buttons. MOVE opens the map: the d-pad moves the cursor
over the spaces in reach (framed), A drives there, B goes back. Greyed
items cannot be chosen now; the log line says why. While others play, A
hurries them. SELECT: a hint. START: the pause menu (rules, save).
"""

from paddock.hal import UP, DOWN, LEFT, RIGHT, A, B
from paddock.ui import palette, text
from paddock.ui.gameview import BaseView
from paddock.ui.turns import Turns
from paddock.games.nitro import bots, codes, data, rules
from paddock.games.nitro import view_items as vi
from paddock.games.nitro.view_draw import Layout
from paddock.games.nitro.view_cursor import Cursor, PANEL, MAP, N_ACT


class GameView(Cursor, Layout, BaseView):
    """Nitro's screen (``BaseView`` says what it is given)."""

    rules = rules
    bots = bots
    help_module = "paddock.games.nitro.view_help"

    def __init__(self, host, options, seed, state=None):
        BaseView.__init__(self, host, options, seed, state)
        st = self.state
        self.focus = PANEL
        self.nrow = N_ACT
        self.col = 0
        self.hoff = 0           # the first hand card on show (a multiple of 7)
        self.crow = 0           # the map cursor
        self.ccol = 1
        self.items = None
        self.dims = None
        self.legal = ()
        self.mine = False
        self.where = None       # the situation the cursor was placed for
        self.reach = set()      # the spaces a move may end on now
        self.map_key = None     # what the map was last drawn for
        self.build(st)
        self.turns = Turns(host, st, bots, self.names, self.say, self.log, self._after)
        if st.moves == 0:
            self.turns.show("Markers to the start edge")
        elif not st.over():
            self.turns.show("Round %d: the race goes on" % st.round)
        self.redraw()

    # -- the log -----------------------------------------------------------------
    def say(self, ev):
        """An event's log line, with names for "P1" where they fit."""
        words = rules.event_text(ev)
        named = words
        for s in range(self.state.players):
            named = named.replace("P%d" % (s + 1), self.names[s])
        return named if len(named) <= self.log.cols else words

    def _after(self, events):
        text.color(self.log.label, palette.FG)
        self.redraw()

    # -- drawing -------------------------------------------------------------------
    def redraw(self):
        st = self.state
        tr = self.turns
        self.mine = tr.my_turn()
        holder = tr.holder
        self.legal = st.legal() if self.mine else ()
        self.items = vi.rows(st, holder, self.mine)
        self.dims = self._dim_bits() if self.mine else [0] * 5
        self.reach = set()
        if self.mine and st.aim_by < 0 and st.drop_seat < 0:
            for m in self.legal:
                if m >= codes.DEST:
                    self.reach.add(m - codes.DEST)
        self.map_key = None
        self._place_cursor()
        over = st.over()
        seat = st.winner if over else st.to_move()
        self.show_turn(palette.SEATS[seat], ("%s wins!" if over else "%d %s") % (
            (self.names[seat],) if over else (seat + 1, self.names[seat])))
        self.header.set_right("Rd %d" % max(1, st.round))
        self.draw_chips()
        table = self.items[vi.TABLE]
        self.table.hidden = not table
        if table:
            self.draw_table()
        self.draw_rows(self.items, self.dims)
        self.moved_cursor(False)

    # -- keys ------------------------------------------------------------------------
    def key(self, k):
        if self.hurried():
            return
        if self.focus == MAP:
            self._key_map(k)
        else:
            self._key_panel(k)

    def _key_panel(self, k):
        if k == LEFT or k == RIGHT:
            got, _ = self._row_items(self.nrow)
            if got:
                self.col = (self.col + (1 if k == RIGHT else -1)) % len(got)
            self.moved_cursor()
        elif k == UP or k == DOWN:
            self._step_row(-1 if k == UP else 1)
            self.moved_cursor()
        elif k == B:
            if self.items[vi.ACT]:
                self.nrow = N_ACT
                self.col = 0
                self.moved_cursor()
        elif k == A:
            self._press(self.item())

    def _press(self, item):
        if item is None:
            return
        st = self.state
        why = vi.why(st, item, self.legal)
        move = item[2]
        if why:
            self.note(why, palette.WARN)
        elif move == vi.ENTER_MAP:
            self._open_map()
        elif move == vi.PROMPTS_OFF or move == vi.PROMPTS_ON:
            st.prompts = move == vi.PROMPTS_ON
            self.options["prompts"] = "on" if st.prompts else "off"
            if move == vi.PROMPTS_OFF:
                self.play(codes.PASS)
            else:
                self.redraw()
                self.note("Event questions are on", palette.INFO)
        elif move >= 0:
            self.play(move)

    def _open_map(self):
        """MOVE: the map cursor on the space in reach nearest the far edge."""
        st = self.state
        seat = st.to_move()
        best = st.row[seat] * data.WIDTH + st.col[seat]
        for m in self.legal:
            if m >= codes.DEST and (m - codes.DEST) // data.WIDTH > best // data.WIDTH:
                best = m - codes.DEST
        self.crow = best // data.WIDTH
        self.ccol = best % data.WIDTH
        self.focus = MAP
        self.moved_cursor()

    def _key_map(self, k):
        st = self.state
        place = st.phase == codes.PH_PLACE
        if k == LEFT or k == RIGHT:
            self.ccol = max(0, min(data.WIDTH - 1, self.ccol + (1 if k == RIGHT else -1)))
        elif (k == UP or k == DOWN) and not place:
            self.crow = max(0, min(st.rows - 1, self.crow + (1 if k == UP else -1)))
        elif k == B and not place:
            self.focus = PANEL
            self.nrow = N_ACT
            self.col = 0
        elif k == A:
            sp = self.crow * data.WIDTH + self.ccol
            move = codes.START + self.ccol if place else codes.DEST + sp
            if move in self.legal:
                self.focus = PANEL
                self.play(move)
                return
        self.moved_cursor()
