"""Stock Car Championship's screen, drawn from the rules state: the header,
the track and drivers, the prompt, the hand and the line about the card
under the cursor, and the log line. ``view.GameView`` adds the keys.

The words are lines of ``view.txt`` beside this module: the decision by
phase (and two more), the race while waiting, the keys, each button, NO by
phase, the hint's words for NO and the verb for a card by phase, then single
lines, then the help tour.
"""

from paddock import ui
from paddock.ui import fonts, palette, text
from paddock.games.stockcar import data, texts
from paddock.games.stockcar.view_hand import BUTTON, END, NO, OK, PIT, DRW, SECOND

from micropython import const

# Codes (``codes``), folded into the bytecode.
_PIT_CALL = const(3)
_PIT_DISCARD = const(4)
_ACTION = const(6)
_RESPOND = const(7)
_DRAFTING = const(8)
_FOLLOWING = const(9)
_CHALLENGED = const(10)
_PASS_TWO = const(11)
_DONE = const(60)
_PIT = const(61)
_DRAW = const(62)
_FOLLOW_P = const(64)

WAIT, CARDS, MENU, ASK = range(4)    # what the keys do now
_W_PROMPT = const(0)
_W_DEFENDER = const(12)
_W_BEHIND = const(13)
_W_WAITING = const(14)
_W_HURRY = const(17)
_W_CHOOSE = const(18)
_W_ABOUT = const(19)
_W_NO = const(25)
_W_EMPTY = const(65)
_W_CARD = const(66)
_W_KEYS = const(74)
_W_FOLLOW_DRAFT = const(21)    # texts' reason: only a DRAFT can follow

def line(i):
    """Line i of view.txt (its lines are 64 bytes long, as texts.txt's)."""
    return texts.record("view.txt", i)


class Drawing:
    """The drawing half of the view; its fields are made by ``GameView``."""

    # -- drawing -------------------------------------------------------------
    def redraw(self):
        st = self.state
        self._mode()
        who = -1 if st.over() or self.mode == ASK else st.to_move()
        self.track.draw(st, who, line(_W_EMPTY))
        self.track.rows(st, self.turns.holder if self.turns is not None else -1)
        if st.over():
            self.show_turn(palette.DARK, "Race over", 14)
        elif self.mode == ASK:
            self.show_turn(palette.DARK, "Stock Car", 14)
        else:
            self.show_turn(palette.SEATS[who], "%d %s" % (who + 1, self.names[who]), 14)
        self.header.set_right("Lap %d/%d" % (st.laps_done, st.length))
        self._prompt()
        self._hand()
        self._info()

    def _prompt(self):
        st = self.state
        if self.mode == CARDS or self.mode == MENU:
            ph = st.phase
            me = st.cur
            got = 0
            for c in st.pend[me].list():
                got += data.laps(c)
            i = ph
            if ph == _CHALLENGED and me != st.mover:
                i = _W_DEFENDER
            elif ph == _ACTION and st.slot_of(me) < 0:
                i = _W_BEHIND
            words = line(_W_PROMPT + i).format(
                st.count, got, st.card_limit(me), st.acts, "" if st.acts == 1 else "s",
                self.names[st.mover], self.names[st.pa_def] if st.pa_def < 4 else "",
                st.behind[me])
            color = palette.VALUE
        else:
            sea = st.season
            where = texts.TRACKS[st.track] if sea.races == 1 else \
                "Race %d of %d" % (min(sea.done + 1, sea.races), sea.races)
            words = line(_W_WAITING + (2 if st.count and not st.yellow else 1 if st.turn_no
                                     else 0)).format(where, st.turn_no, st.count)
            color = palette.FG
        self.prompt.color = color
        text.put(self.prompt, words)

    def _info(self):
        """The item under the cursor in words, or the keys (as a decision
        begins, until the cursor moves)."""
        if self.mode == CARDS and self.items and not self.picked:
            last = self.items[len(self.items) - 1]
            words = line(_W_KEYS + (last in (END, NO, OK))).format(
                ("END", "NO", "OK")[(END, NO, OK).index(last)] if last in (END, NO, OK) else "")
        elif self.mode == CARDS and self.items:
            item = self.items[self.cursor]
            if item < data.DECK:
                p = data.pit(item)
                words = line(_W_CARD).format(texts.EFFECT_NAMES[data.EFFECT[item]],
                                           data.laps(item), data.speed(item), p // 10, p % 10)
            elif item == NO:
                words = line(_W_NO + self.state.phase)
            elif item == SECOND:
                st = self.state
                v = st.line[st.slot_of(st.cur) - 1]
                words = line(_W_ABOUT + 5).format(texts.slot_name(v, self.names))
            else:
                words = line(_W_ABOUT + item - BUTTON)
        elif self.mode == MENU or self.mode == ASK:
            words = line(_W_CHOOSE)
        elif self.turns is not None and not self.turns.my_turn() and not self.state.over():
            words = line(_W_HURRY)
        else:
            words = ""
        text.put(self.info, words)

    def _hand(self):
        """The strip shows self.items, greyed where self.whys has a reason."""
        hs = self.hand
        n = len(self.items)
        hs.show(self.items)
        for i in range(hs.slots):
            hs.dim(i, i < n and self.whys[i] != 255)
        if self.mode == CARDS and n:
            hs.select(self.cursor)
        else:
            hs.select(-1)

    def _items(self):
        """The holder's hand, sorted, then (on a decision) its buttons; each
        item's reason (255: it may be chosen)."""
        st = self.state
        h = self.turns.holder if self.turns is not None else -1
        if h < 0 or self.mode == ASK:   # before the first hand-off: nobody's cards
            self.items = bytearray(0)
            self.whys = bytearray(0)
            return
        got = sorted(st.hands[h].list())
        mine = self.mode == CARDS
        legal = st.legal() if mine else ()
        if mine:
            ph = st.phase
            if ph == _ACTION:
                if _PIT in legal:
                    got.append(PIT)
                got.append(END)
            elif ph == _CHALLENGED:
                if _DRAW in legal:
                    got.append(DRW)
                if _DONE in legal:
                    got.append(NO)
            elif ph == _PIT_DISCARD:
                got.append(OK)
            elif ph == _PIT_CALL or ph == _PASS_TWO:
                got.append(PIT if ph == _PIT_CALL else SECOND)
                got.append(NO)
            elif ph == _RESPOND or ph == _DRAFTING or ph == _FOLLOWING:
                got.append(NO)
        self.items = bytearray(got)
        self.whys = bytearray(b"\xff" * len(got))
        if not mine:
            return
        from paddock.games.stockcar.legal import why
        for i in range(len(got)):
            c = got[i]
            if c >= BUTTON:
                continue
            if st.phase == _FOLLOWING:
                if _FOLLOW_P + c not in legal:
                    self.whys[i] = _W_FOLLOW_DRAFT
            elif c not in legal:
                self.whys[i] = why(st, c)

    def _reason(self):
        """The log line under the cursor: a greyed card's reason, else the news."""
        w = self.whys[self.cursor] if self.items else 255
        self.say_why(texts.short_why(w) if w != 255 else None)

    def _first_item(self):
        """A decision begins: the cursor on the first card that may be played,
        else on the button that says no (never on PIT by itself)."""
        items = self.items
        for want in (0, 1, 2):
            for i in range(len(items)):
                ok = self.whys[i] == 255
                if (want == 0 and items[i] < data.DECK and ok
                        or want == 1 and items[i] in (END, NO, OK) or want == 2 and ok):
                    self.cursor = i
                    return

    def _mode(self):
        """What the keys do now, from the state's phase, and the items of the
        strip; a new decision puts the cursor on its first item that may be
        chosen."""
        st = self.state
        mode = WAIT
        if self.asking is not None:
            mode = ASK
        elif self.turns.my_turn():
            mode = MENU if self.popup is not None else CARDS
        fresh = mode != self.mode or st.phase != self.seen_phase
        if fresh or st.moves != self.seen_moves or self.turns.holder != self.seen_holder:
            self.mode = mode
            self.seen_phase = st.phase
            self.seen_moves = st.moves
            self.seen_holder = self.turns.holder
            self._items()
            if fresh:
                self.cursor = 0
                self.picked = False       # the keys show until the cursor moves
            self.cursor = max(0, min(self.cursor, len(self.items) - 1))
            if mode == CARDS and self.items and (fresh or self.whys[self.cursor] != 255):
                self._first_item()
        self.mine = mode != WAIT


class NewsLine:
    """The log line: the last thing that happened, or a reason. Words go in
    the large font when they fit its 26 columns (saying "#3" for "Car #3"
    if that makes them fit), else in the compact font."""

    def __init__(self, y):
        import displayio
        from paddock.ui import shapes
        self.group = displayio.Group(y=y)
        self.group.append(shapes.rect(0, 0, ui.W, 12, palette.DARK))
        self.big = text.Text("", 1, 0, palette.FG, fonts.text())
        self.small = text.Text("", 1, 2, palette.FG, fonts.small())
        self.small.hidden = True
        self.group.append(self.big)
        self.group.append(self.small)
        self.cols = (ui.W - 2) // fonts.char_width(fonts.text())

    def say(self, words):
        short = words.replace("Car #", "#")
        if len(short) <= self.cols:
            text.put(self.big, words if len(words) <= self.cols else short)
            self.big.hidden = False
            self.small.hidden = True
            return
        text.put(self.small, words if fonts.small().width(words) <= ui.W else short)
        self.small.hidden = False
        self.big.hidden = True

    def color(self, c):
        self.big.color = c
        self.small.color = c

    def text(self):
        """What the line shows."""
        return self.small.text if self.big.hidden else self.big.text
