"""Stock Car Championship's words on the screen: the log line (the news,
or why a card cannot be played), what is being decided, and the card or
button under the cursor. Used by ``view_draw``."""

import displayio

from paddock import ui
from paddock.ui import fonts, ink, palette, shapes, text
from paddock.games.stockcar import data
from paddock.games.stockcar import codes as C
from paddock.games.stockcar.view_hand import DRW, END, NO, OK, PIT

TRACKS = ("Speedway", "Mile Oval", "Short Track")
PASSES = ("PASS INSIDE", "PASS OUTSIDE", "INSIDE ADV.", "PASS 2")
ABOUT = {END: "END: end your move", PIT: "PIT: a pit stop now",
         DRW: "DRW: the DRAW PILE's top card", OK: "OK: done, refill the hand"}
NO_ABOUT = {C.RESPOND: "NO: let the pass go", C.DRAFTING: "NO: no DRAFT, a gap opens",
            C.FOLLOWING: "NO: do not follow", C.CHALLENGED: "NO: give up, the pass fails"}
# The rules' reasons, said in the log line's 26 columns.
SHORT_WHY = {
    "No card plays left this turn": "No card plays left",
    "DRAFT makes the lap count or follows a PULL AWAY": "DRAFT: answers PULL AWAY",
    "A response: only against another's pass": "Only to answer a pass",
    "FAST PIT: to leave the pits (advanced)": "FAST PIT: to leave pits",
    "A gap ahead: a pass needs the car in front": "A gap ahead: no pass",
    "TWO WIDE: only PASS OUTSIDE gets by": "TWO WIDE: PASS OUTSIDE",
    "A car right ahead: no room to pull away": "No room to pull away",
    "Too few laps: only a DRAFT makes it": "Too few laps: DRAFT only",
    "Only a pass card gets by the crash": "Only a pass card gets by",
    "BLOCK has no effect on INSIDE ADVANTAGE": "INSIDE ADVANTAGE: no BLOCK",
    "Only a BLOCK or a CHALLENGE stops a pass": "Only BLOCK or CHALLENGE",
    "Only a DRAFT keeps up with a PULL AWAY": "Only a DRAFT keeps up",
    "Pit stops: at the start of a move": "Pit only at a move's start",
}


def short_why(words):
    """A rules reason short enough for the log line."""
    return SHORT_WHY.get(words, words)


def card_words(card):
    """A Driver card in full: effect, laps, speed rating, pit time."""
    from paddock.games.stockcar.texts import EFFECT_NAMES
    p = data.pit(card)
    return "%s %dL .%03d %d.%ds" % (EFFECT_NAMES[data.EFFECT[card]], data.laps(card),
                                    data.speed(card), p // 10, p % 10)


class NewsLine:
    """The log line: the last thing that happened, or a reason. Words go in
    the large font when they fit its 26 columns (saying "#3" for "Car #3"
    if that makes them fit), else in the compact font, cut to the width."""

    def __init__(self, y):
        self.group = displayio.Group(y=y)
        self.group.append(shapes.rect(0, 0, ui.W, 12, palette.DARK))
        self.big = text.Text("", 1, 0, palette.FG, fonts.text())
        self.small = text.Text("", 1, 2, palette.FG, fonts.small())
        self.small.hidden = True
        self.group.append(self.big)
        self.group.append(self.small)
        self.cols = (ui.W - 2) // fonts.char_width(fonts.text())
        self.words = ""

    def say(self, words):
        self.words = words
        short = words.replace("Car #", "#")
        if len(short) <= self.cols:
            text.put(self.big, words if len(words) <= self.cols else short)
            self.big.hidden = False
            self.small.hidden = True
            return
        font = fonts.small()
        room = ui.W - 1
        if ink.width(font, words) > room:
            words = short
        while len(words) > 1 and ink.width(font, words) > room:
            words = words[:-2] + "~"
        text.put(self.small, words)
        self.small.hidden = False
        self.big.hidden = True

    def color(self, c):
        text.color(self.big, c)
        text.color(self.small, c)

    def text(self):
        """What the line shows."""
        return self.small.text if self.big.hidden else self.big.text


def asked(view, waiting):
    """What is being decided, in a few words (the race, while waiting)."""
    st = view.state
    if waiting:
        sea = st.season
        words = "%s, %s" % (TRACKS[st.track], "turn %d" % st.turn_no if st.turn_no
                            else "qualifying")
        if sea.races > 1:
            words += ", race %d/%d" % (min(sea.done + 1, sea.races), sea.races)
        if st.count and not st.yellow:
            words += ", count %d" % st.count
        return words
    ph = st.phase
    me = st.cur
    if ph == C.QUALIFY:
        return "Qualify: fastest card wins pole"
    if ph == C.LAP_COUNT:
        pend = st.pend[me]
        got = 0
        for i in range(pend.n):
            got += data.laps(pend.cards[i])
        return "Make %d laps: %d so far, limit %d" % (st.count, got, st.card_limit(me))
    if ph == C.CRASH:
        return "CRASH AHEAD: a pass card gets by"
    if ph == C.PIT_DISCARD:
        return "Pits: discard cards, then OK"
    if ph == C.PIT_EXIT:
        return "Leave the pits: low pit time first"
    if ph == C.ACTION:
        if st.slot_of(me) < 0 and st.status[me] == C.RACING:
            return "%ds behind: each card 1s, %d left" % (st.behind[me], st.acts)
        return "Your move: %d card play%s left" % (st.acts, "" if st.acts == 1 else "s")
    if ph == C.RESPOND:
        return "#%d %s on you: answer?" % (st.mover + 1, PASSES[data.EFFECT[st.pa_card]])
    if ph == C.DRAFTING:
        return "#%d pulls away: DRAFT along?" % (st.mover + 1)
    if ph == C.FOLLOWING:
        return "#%d challenges #%d: DRAFT after?" % (st.pa_def + 1, st.mover + 1)
    if ph == C.CHALLENGED:
        if me == st.mover:
            return "Challenged by #%d: your card" % (st.pa_def + 1)
        return "Challenge #%d: your card" % (st.mover + 1)
    if ph == C.PIT_CALL:
        return "Yellow flag: pit or stay out"
    return "PASS 2: try the second car?"


SHORT_ASKED = {C.QUALIFY: "Qualify", C.CRASH: "Crash ahead", C.PIT_DISCARD: "Discard?",
               C.PIT_EXIT: "Leave pits", C.FOLLOWING: "Follow?", C.CHALLENGED: "Challenge",
               C.PIT_CALL: "Pit stop?", C.PASS_TWO: "2nd car?"}


def short_asked(st):
    """The decision in 11 columns, for the header of a screen with no
    prompt line."""
    ph = st.phase
    if ph == C.LAP_COUNT:
        pend = st.pend[st.cur]
        got = 0
        for i in range(pend.n):
            got += data.laps(pend.cards[i])
        return "Laps %d/%d" % (got, st.count)
    if ph == C.ACTION:
        return "Moves: %d" % st.acts
    if ph == C.RESPOND:
        return "#%d passing" % (st.mover + 1)
    if ph == C.DRAFTING:
        return "Draft #%d?" % (st.mover + 1)
    return SHORT_ASKED.get(ph, "")


def about(st, item):
    """The card or button under the cursor, in words."""
    if item < data.DECK:
        return card_words(item)
    if item == NO:
        return NO_ABOUT.get(st.phase, "NO")
    return ABOUT[item]
