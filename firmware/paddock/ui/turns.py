"""The turn driver every game view shares: bots paced over ticks, the hand-off
between human seats, the log line, and the end of the game.

It knows a game only through the core protocol: ``state.to_move()``,
``state.seats``, ``state.over()``, ``state.play(move)``, ``state.events``,
``state.standings()``, ``core.game.bot_move(state, bots)``, and the game's
``rules.event_text`` (passed in as ``say``).

Each move's events become lines in a queue; the log line shows one line a
``pace`` (400 ms), and a bot decides only once the queue has been shown, so
a player can follow a trick. A bot thinks a slice a tick
(``core.game.bot_think``), so keys stay live while it does. ``hurry()`` (the
A key while the bots play) shows the next line, or lets the next bot decide,
at once.
"""

import array

from paddock.core.game import HUMAN, bot_think
from paddock.hal import clock

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

PACE = 400       # ms a log line stays before the next line or bot decision
_END_PAUSE = const(800)  # ms the last line stays before the result dialog
KEPT = 64        # events the race log keeps, the oldest going first


def log_room():
    """The race log's array, 640 bytes in one piece (no temporary)."""
    return array.array("h", [0]) * (KEPT * 5)


class Turns:
    """Runs one game's seats for its view.

    :param host: the console's game host (``hand_off``, ``end``)
    :param state: the rules State
    :param bots: the game's bots module
    :param names: one name a seat
    :param say: event -> log text (the game's ``rules.event_text``)
    :param log: where lines go: anything with ``say(text)``, e.g. ``ui.text.LogLine``
    :param after: called with the events of every move (and with ``None``
        when the console changes hands), so the view redraws
    :param score: seat -> a few words for the result ("2 laps"), or None
    :param pace: ms between log lines and bot decisions
    :param hold: call ``after`` for a move only once its last log line is
        shown (the board never runs ahead of the log), not at once
    """

    def __init__(self, host, state, bots, names, say, log=None, after=None,
                 score=None, pace=PACE, hold=False):
        self.host = host
        self.state = state
        self.bots = bots
        self.names = names
        self.say = say
        self.log = log
        self.after = after
        self.score = score
        self.pace = pace
        self.hold = hold
        self.lines = []     # texts waiting their turn on the log line
        self.free = False   # they are the holder's own, from a turn still going on
        self.line = ""      # what the log line says now
        self.due = None     # ticks when the next line or bot may come; None: now
        self.ended = False
        self.closing = False  # the game is over; the result comes next
        self.thinking = None  # the bot to move, a slice of thought a tick
        self.chosen = None    # its move, played on the next tick
        self.held = None      # a move's events, for the view once its lines are shown
        # The race log: the last KEPT events as (turn, code, seat, a, b), five
        # shorts each in one array; made into words only when shown. The host
        # may have made it (``log_room()``) while the heap was still whole.
        self.past = getattr(host, "past", None) or log_room()
        self.kept = 0
        self.humans = 0
        self.holder = -1    # the human seat whose hand shows (holding the console)
        for seat in range(len(state.seats)):
            if state.seats[seat] == HUMAN:
                self.humans += 1
                self.holder = seat
        if self.humans != 1:
            self.holder = -1  # hot-seat: nobody holds it until the first hand-off

    # What the view asks.
    def busy(self):
        """True while others' lines wait to be shown (keys then only hurry)."""
        return len(self.lines) > 0 and not self.free

    def waiting(self, now):
        """True until the line on show has had its time."""
        return self.due is not None and clock.diff(now, self.due) < 0

    def my_turn(self):
        """True when the human holding the console decides now."""
        st = self.state
        if self.ended or st.over():
            return False
        seat = st.to_move()
        return seat == self.holder and st.seats[seat] == HUMAN and not self.busy()

    def hurry(self):
        """Show the next line, or let the next bot decide, on the next tick."""
        self.due = None

    # Moves.
    def play(self, move, now=None):
        """Play move for the seat to move (a human's choice, or a bot's); its
        first log line shows at once unless earlier lines still wait."""
        st = self.state
        quiet = not self.lines
        seat = st.to_move()
        turns = st.turns
        st.play(move)
        # A human's turn that goes on (a card, then its gas): their own lines
        # never hold up their next key.
        goes_on = st.turns == turns and not st.over() and st.to_move() == seat \
            and st.seats[seat] == HUMAN
        if not goes_on:
            self.free = False
        elif quiet:
            self.free = True
        for ev in st.events:
            self.lines.append(self.say(ev))
            self.keep(turns + 1, ev)      # the turn the move was made in
        # With hold, the board never runs ahead of the log: the view redraws
        # for a move once the last line telling it is shown. A human's own
        # turn that goes on is drawn at once: their next key needs it.
        self.held = list(st.events)
        if not self.lines or not self.hold or self.free:
            self._release()
        if quiet and self.lines:
            self._next(now)

    def keep(self, turn, ev):
        """Put an event in the race log."""
        i = (self.kept % KEPT) * 5
        p = self.past
        p[i] = min(turn, 32767)
        for j in range(4):
            p[i + 1 + j] = max(-32768, min(ev[j], 32767))
        self.kept += 1

    def history(self):
        """The race log, newest first: (turn, event) pairs."""
        out = []
        p = self.past
        for k in range(min(self.kept, KEPT)):
            i = ((self.kept - 1 - k) % KEPT) * 5
            out.append((p[i], (p[i + 1], p[i + 2], p[i + 3], p[i + 4])))
        return out

    def _release(self):
        events, self.held = self.held, None
        if self.after is not None and events is not None:
            self.after(events)

    def _next(self, now):
        self.show(self.lines.pop(0))
        self.due = clock.add(now if now is not None else clock.ticks_ms(), self.pace)
        if not self.lines:
            self._release()

    def show(self, words):
        """Put words on the log line as the news (a view's own opening line)."""
        self.line = words
        if self.log is not None:
            self.log.say(words)

    def tick(self, now):
        """One pass: the next line, a bot's move, a hand-off or the end.

        Returns True when something changed."""
        if self.ended or self.waiting(now):
            return False
        if self.lines:
            self._next(now)
            return True
        st = self.state
        if st.over():
            if self.closing:
                self.ended = True
                self.host.end(self.summary())
            else:  # the last line stays a moment before the result covers it
                self.closing = True
                self.due = clock.add(now, _END_PAUSE)
            return True
        seat = st.to_move()
        if st.seats[seat] != HUMAN:
            # A slice of thought a tick; the move is played on the tick after
            # the last slice, so no tick both thinks and redraws.
            if self.thinking is None:
                self.thinking = bot_think(st, self.bots)
                self.chosen = None
            elif self.chosen is not None:
                self.thinking = None
                self.play(self.chosen, now)
                return True
            self.chosen = next(self.thinking)
            return True
        if seat != self.holder:
            self.holder = seat
            if self.after is not None:
                self.after(None)
            if self.humans > 1:
                self.host.hand_off(self.names[seat], seat)
            return True
        return False

    def rush(self, budget=60):
        """Skip to the result: bots play on without pace for about budget ms
        (a slice of thought at a time, so no tick runs long); their events
        go to the race log, not the log line. True once the race is over, or
        a human is to move (nothing left to skip)."""
        st = self.state
        start = clock.ticks_ms()
        self.lines = []
        self.chosen = None
        while not st.over() and st.seats[st.to_move()] != HUMAN:
            if self.thinking is None:
                self.thinking = bot_think(st, self.bots)
            move = next(self.thinking)
            if move is not None:
                self.thinking = None
                turns = st.turns
                st.play(move)
                for ev in st.events:
                    self.keep(turns + 1, ev)
            if clock.diff(clock.ticks_ms(), start) >= budget:
                return False
        self.held = None
        self.due = None
        if self.after is not None:
            self.after(None)
        return True

    def summary(self):
        """The result: the winner, then each seat in standing order."""
        order = self.state.standings()
        words = ["%s wins!" % self.names[order[0]]]
        for i in range(len(order)):
            seat = order[i]
            extra = self.score(seat) if self.score is not None else ""
            words.append("%d %s%s" % (i + 1, self.names[seat], (": " + extra) if extra else ""))
        return "\n".join(words)
