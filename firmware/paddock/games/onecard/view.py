"""1 CAR D's screen: the track, the dice, your gauges, and your choices.

Your turn, step by step: the pits (UP/DOWN, A; a full gauge is greyed),
your speed (LEFT/RIGHT on the speed boxes, A; speeds out of reach are
greyed), a lane change (LEFT/RIGHT moves a hollow X over your row, A; on
a square a car holds, only a white outline), and, when a rival is blocked with both
sides free, its side (LEFT/RIGHT, A). The pips a choice costs are crossed
out, the pips it gives back are hollow. The log line says why a choice
cannot be made.

Then the dice roll and the rivals move one at a time: the next rival and
its die are outlined, A moves it (its verdict, then what it did, one log
line each), B runs the rest of the turn at once. SELECT: the autopilot's
hint. START: the pause menu (rules, save).
"""

import sys

from paddock import drop
from paddock.core.game import HUMAN
from paddock.hal import LEFT, RIGHT, A, B
from paddock.ui import palette, text
from paddock.ui.gameview import BaseView
from paddock.ui.turns import Turns
from paddock.games.onecard import data, rules
from paddock.games.onecard.view_draw import (
    LANES, PACE, PIT, SIDE, WAIT, Drawing, ordinal, place)
from paddock.games.onecard.view_replay import Mirror
from paddock.games.onecard.view_track import CAR_RGB

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``: the autopilots and tests read them there), folded into the bytecode.
_EV_ROLL = const(8)
_EV_ACTIVATE = const(13)
_SIDE_LEFT = const(30)

TOP = 14    # the track's front row, under the header


class Race(Turns):
    """The shared turn driver, with a solo race's result."""

    def summary(self):
        st = self.state
        if st.lost >= 0:
            return "Out of the race!\n%s at 0.\nYou were %s." % (
                data.GAUGES[st.lost], ordinal(st.place()))
        return "Checkered flag!\nYou finish %s of 6\n(difficulty %d)." % (
            ordinal(st.place()), st.difficulty)


# The autopilots' modules, loaded by a hint or an autopilot seat (``bots``);
# a hint loads them in reverse order, each after what it imports.
_AUTOPILOT = ("bots", "hard", "outlook", "driving", "seen", "codes")


class GameView(Drawing, BaseView):
    """1 CAR D's screen (``BaseView`` says what it is given: players is 1,
    the one option the difficulty)."""

    rules = rules
    help_beside = __file__                          # help.txt, a page a line
    tour_module = "paddock.games.onecard.view_tour"    # the screen's regions, for the help

    @property
    def bots(self):
        """The autopilots, loaded for an autopilot seat or the first hint:
        your own race needs them for nothing else."""
        from paddock.games.onecard import bots
        return bots

    def __init__(self, host, options, seed, state=None):
        BaseView.__init__(self, host, options, seed, state)
        st = self.state
        self.human = st.seats[0] == HUMAN
        self.car_rgb = CAR_RGB
        __import__("paddock.games.onecard.texts")
        # Every part of the screen, by code that runs once and is gone after.
        from paddock.games.onecard import view_build as once
        once.build(self, TOP)
        once = None
        drop("paddock.games.onecard.view_build")
        # The hard driver's worth table is one 1 KB piece: loaded while the
        # heap is whole and kept, a hint needs no such gap later.
        __import__("paddock.games.onecard.value")
        self.mirror = Mirror(st)
        self.mode = -1
        self.reach = bytearray(data.SPEEDS + 1)   # the speeds you may choose now
        self.change = [0, 0, 0]                   # the preview on the gauges
        self.pick = 0         # the speed, lane or side under the cursor
        self.popup = None     # the pits menu: (group, menu)
        self.entered = False
        self.go = False       # A was pressed: the next rival may move
        self.ff = False       # B was pressed: the rest of the turn at once
        self.turns = Race(host, st, None if self.human else self.bots, self.names,
                          rules.event_text, self, self._after)
        self.redraw()
        if st.moves == 0:
            self.turns.show("Start: %s (difficulty %d)" % (ordinal(place(st.cars)),
                                                           st.difficulty))
        elif not st.over():
            self.turns.show("Last lap: go on" if st.lap == data.WHITE_FLAG
                            else "Lap %d: go on" % data.LAPS[st.lap])

    # -- the log line: each line shown makes its event true on screen -----------
    def say(self, words):
        m = self.mirror
        while len(m.queue) > len(self.turns.lines):
            ev = m.pop()
            if ev[0] == _EV_ACTIVATE:
                self.go = False
        text.color(self.log.label, palette.FG)
        self.log.say(words)
        self.dirty = True

    def _after(self, events):
        """After every move: queue its events for the replay. Your own
        choices show at once (you just made them); the roll, the rivals, and
        an autopilot's choices as their lines come."""
        if events is not None:
            now = len(events) if self.human else 0
            for i in range(now):
                if events[i][0] == _EV_ROLL or events[i][0] == _EV_ACTIVATE:
                    now = i
                    break
            self.mirror.add(events, now)
        self.redraw()

    # -- keys -------------------------------------------------------------------
    def key(self, k):
        mode = self.mode
        if mode == WAIT:
            if k == A:
                self.go = self.held()
                self.turns.hurry()
            elif k == B and self.mirror.queue:
                self.ff = True
                self.turns.hurry()
            return
        if mode == PIT:
            self._key_pits(k)
            return
        if k == A:
            why = self._why()
            if why:
                self.note(why, palette.WARN)
            else:
                self.play(self._move())
            return
        step = 1 if k == RIGHT else (-1 if k == LEFT else 0)
        if not step:
            return
        if mode == PACE:
            s = self.pick + step
            if 1 <= s <= data.SPEEDS:
                self.pick = s
        elif mode == LANES:
            lane = self.pick + step
            if 0 <= lane < data.LANES:
                self.pick = lane
        elif mode == SIDE:
            self.pick = step
        self._reason()
        self.cursor()

    def _key_pits(self, k):
        menu = self.popup[1]
        if menu.key(k):
            self._reason()
            self.cursor()
        elif k == A:
            self._reason()
            if menu.chosen() >= 0:
                self.play(self._move())

    def _reason(self):
        """The log line under the cursor: a reason in red, else the news."""
        self.say_why(self._why())

    # -- the pits menu ----------------------------------------------------------
    def _close_popup(self):
        """The pits menu closes; its code (``view_pits``) goes with it: a
        turn starts in the pits at most once, and the race keeps the heap."""
        if self.popup is not None:
            BaseView._close_popup(self)
            drop("paddock.games.onecard.view_pits")

    def _open_pits(self):
        if self.popup is None:
            from paddock.games.onecard.view_pits import popup
            self.popup = popup(self.state, self.panel.gauge_y)
            self.group.append(self.popup[0])

    # -- the console's side -------------------------------------------------------
    def tick(self, now):
        tr = self.turns
        m = self.mirror
        if self.ff:
            tr.hurry()
        held = self.held()
        if not held:
            tr.tick(now)
        if not m.queue:
            self.ff = False
            m.settle(self.state)
        if self.dirty or held != self.was_held or self.ready() != (self.mode != WAIT):
            self.dirty = False
            self.was_held = self.held()
            self.redraw()
            if self.entered:   # a choice begins: say why if its cursor is greyed
                self.entered = False
                if self._why():
                    self._reason()

    dirty = False
    was_held = False

    def unnamed(self, seat):
        return "You"

    def hint(self):
        """What the autopilot (the hard driver) would do in your place, and why."""
        return BaseView.hint(self) if self.ready() else None

    def hint_steps(self):
        """BaseView's hint, a slice a tick. With no autopilot in the race the
        autopilots' code is loaded for the hint alone, a module a tick, and
        forgotten once the words are worked out, so the race's heap holds it
        only then."""
        if self.human and "paddock.games.onecard.bots" not in sys.modules:
            for i in range(len(_AUTOPILOT) - 1, -1, -1):   # a module a tick: short ticks
                __import__("paddock.games.onecard." + _AUTOPILOT[i])
                yield None
        words = None
        for words in BaseView.hint_steps(self):
            if words is not None:
                break
            yield None
        if self.human:
            for name in _AUTOPILOT + ("sidestep",):   # hard loads sidestep when it must
                drop("paddock.games.onecard." + name)
        yield words

    def hint_text(self, move, why):
        words = rules.move_text(move)
        if move >= _SIDE_LEFT:
            st = self.state
            words = words.replace("Rival", data.NAMES[st.order[st.step]])
        return words + ": " + why
