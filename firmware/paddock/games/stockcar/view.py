"""Stock Car Championship's screen: the track, the drivers, and your hand.

Your decision: LEFT/RIGHT choose a card, or a button after the hand (END
your move, PIT, DRW the DRAW PILE for a challenge, NO answer, OK done
discarding); A plays it; B jumps to the button that says no. A greyed
card cannot be played now: the log line says why. Questions (pit under the
yellow, PASS 2's second car, which car to follow in an advanced challenge,
a saved season) are small menus: UP/DOWN, A. While others play, any key
hurries them. SELECT: a hint. START: the pause menu (rules, save).

A response (BLOCK, CHALLENGE, DRAFT) is asked only of a driver holding
one: the rules take a decision with a single choice for the player, so a
race never waits on a player with nothing to answer.
"""

from paddock import ui
from paddock.hal import LEFT, RIGHT, A, B
from paddock.ui import fonts, palette, text
from paddock.ui.gameview import BaseView
from paddock.ui.turns import Turns
from paddock.games.stockcar import bots, data, rules
from paddock.games.stockcar import codes as C
from paddock.games.stockcar.view_draw import ASK, CARDS, MENU, Drawing
from paddock.games.stockcar.view_lines import NewsLine
from paddock.games.stockcar.view_hand import DRW, END, NO, OK, PIT, CardStrip
from paddock.games.stockcar.view_track import Track

MOVES = {END: C.DONE, NO: C.DONE, OK: C.DONE, PIT: C.PIT, DRW: C.DRAW}
SAY_DONE = {C.ACTION: "End your move", C.RESPOND: "Let the pass go",
            C.DRAFTING: "No DRAFT", C.FOLLOWING: "Do not follow",
            C.CHALLENGED: "Give up the challenge", C.PIT_DISCARD: "Keep the rest",
            C.PIT_CALL: "Stay out"}
VERBS = {C.QUALIFY: "Qualify with", C.LAP_COUNT: "Count", C.PIT_DISCARD: "Discard",
         C.PIT_EXIT: "Leave the pits with", C.CHALLENGED: "Challenge with"}


class GameView(Drawing, BaseView):
    """Stock Car Championship's screen (``BaseView`` says what it is given)."""

    rules = rules
    bots = bots
    help_module = "paddock.games.stockcar.view_help"

    def __init__(self, host, options, seed, state=None):
        fresh = state is None
        BaseView.__init__(self, host, options, seed, state)
        self.seed = seed
        self.asking = None          # a saved Season offered before the race starts
        note = ""
        st = self.state
        if fresh:
            from paddock.games.stockcar import view_season
            self.asking, note = view_season.offer(host, st.players)
        self.new_screen()
        self.track = Track(st, self.names, self.header.height)
        small = fonts.small()
        self.hand = CardStrip(14, 0, ui.H - 47)
        self.info = text.Text("", 2, ui.H - 20, palette.INFO, small)
        self.log = NewsLine(ui.H - 12)
        for part in (self.track, self.hand, self.log):
            self.group.append(part.group)
        self.group.append(self.info)
        self.prompt = None          # the decision, where the screen has room for it
        if ui.H >= 128:
            self.prompt = text.Text("", 2, ui.H - 56, palette.VALUE, small)
            self.group.append(self.prompt)
        self.mode = -1
        self.cursor = 0
        self.items = bytearray(0)   # the hand, sorted, then the decision's buttons
        self.popup = None           # (group, menu, moves, can go back)
        self.mine = False
        self.entered = False
        self.seen_phase = -1
        self.seen_moves = -1
        self.turns = None
        self._start(note)

    def _start(self, note=""):
        """Drive the turns of self.state; the opening line."""
        st = self.state
        self.turns = Turns(self.host, st, bots, self.names, rules.event_text, self.log,
                           self._after, self.score)
        if self.asking is not None:
            from paddock.games.stockcar.view_menus import SEASON
            self._open(SEASON)
        self.redraw()
        sea = st.season
        if note:
            self.turns.show(note)
        elif st.moves == 0:
            words = "Race %d: %s, %d laps" % (sea.done + 1, _track(st.track), st.length)
            self.turns.show(words if sea.races > 1 else words[words.index(":") + 2:])
        elif not st.over():
            self.turns.show("Turn %d: go on" % st.turn_no)

    # -- the log and the result ----------------------------------------------
    def score(self, seat):
        st = self.state
        sea = st.season
        if sea.races > 1:
            return "%d pts, %d win%s" % (sea.points[seat], sea.wins[seat],
                                         "" if sea.wins[seat] == 1 else "s")
        return "%d pts%s" % (sea.last_pts[seat], ", out" if st.status[seat] == C.OUT else "")

    def note(self, words, color=palette.FG):
        """Say words on the log line (a reason, a prompt) in color."""
        self.log.color(color)
        self.log.say(words)

    def _after(self, events):
        """After every move (events None: the console changed hands)."""
        if events:
            for ev in events:
                if ev[0] == C.EV_RACE_OVER:
                    from paddock.games.stockcar import view_season
                    view_season.race_over(self)
        self._close_popup()
        self.log.color(palette.FG)
        self.redraw()

    # -- keys ------------------------------------------------------------------
    def key(self, k):
        if self.mode == ASK:
            self._key_menu(k)
            return
        if self.turns.my_turn() != self.mine:
            self.redraw()
        if self.hurried():
            return
        if self.mode == CARDS:
            self._key_cards(k)
        elif self.mode == MENU:
            self._key_menu(k)

    def _key_cards(self, k):
        n = len(self.items)
        if not n:
            return
        if k == LEFT or k == RIGHT:
            self.cursor = (self.cursor + (1 if k == RIGHT else -1)) % n
            self.hand.select(self.cursor)
            self._info()
            self._reason()
            return
        item = self.items[self.cursor]
        if k == A:
            why = self._why(item)
            if why:
                self.note(why, palette.WARN)
            elif item >= data.DECK:
                self.play(MOVES[item])
            elif self.state.phase == C.FOLLOWING:
                self._open(C.FOLLOWING, item)
                self.redraw()
            else:
                self.play(item)
        elif k == B:
            last = self.items[n - 1]
            if last in (END, NO, OK):
                self.cursor = n - 1
                self.hand.select(self.cursor)
                self._info()
                self.note(self.turns.line)
            else:
                self.note("This needs a card", palette.WARN)

    def _key_menu(self, k):
        group, menu, moves, back = self.popup
        if menu.key(k):
            return
        if k == B and back:
            self._close_popup()
            self.redraw()
        elif k == A:
            move = moves[menu.cursor]
            if move >= 0:
                self.play(move)
                return
            from paddock.games.stockcar.view_menus import GO_ON, FRESH
            self._close_popup()
            if move == GO_ON:
                self._go_on()
            elif move == FRESH:
                self.asking = None
                self._start()
            else:
                self.redraw()

    def _go_on(self):
        """Race on in the saved season: its next race replaces the new one."""
        from paddock.games.stockcar import view_season
        self.state = view_season.go_on(self, self.options, self.seed)
        sea = self.state.season
        if sea.races in (1, 3, 5, 10):
            self.options["races"] = sea.races
        self.host.message(view_season.title(sea), view_season.table(sea, self.names))
        self.asking = None
        self._start()

    # -- menus -------------------------------------------------------------------
    def _open(self, kind, card=-1):
        from paddock.games.stockcar.view_menus import popup
        self._close_popup()
        self.popup = popup(self, kind, card)
        self.group.append(self.popup[0])
        if self.asking is None:
            self.mode = MENU

    # -- the console's side ------------------------------------------------------
    def tick(self, now):
        if self.asking is None:
            BaseView.tick(self, now)

    def hint(self):
        """What the hard bot would do in your place, and why."""
        return BaseView.hint(self) if self.asking is None else None

    def hint_text(self, move, why):
        """The hint's words: what a card or a DONE means in this phase."""
        st = self.state
        if move == C.DONE:
            words = SAY_DONE.get(st.phase, "Done")
        elif move < data.DECK:
            from paddock.games.stockcar.texts import EFFECT_NAMES
            words = "%s %s .%03d" % (VERBS.get(st.phase, "Play"),
                                     EFFECT_NAMES[data.EFFECT[move]], data.speed(move))
        elif move >= C.FOLLOW_P:
            side = st.mover if move < C.FOLLOW_D else st.pa_def
            words = "DRAFT and follow car #%d" % (side + 1)
        else:
            words = rules.move_text(move)
        return words + ": " + why


def _track(i):
    from paddock.games.stockcar.view_season import TRACKS
    return TRACKS[i]
