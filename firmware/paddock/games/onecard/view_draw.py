"""1 CAR D's screen drawn from what the player has seen (``view_replay``):
the header, the track, the panel, the choice under the cursor.
``view.GameView`` adds the keys."""

from paddock.ui import palette
from paddock.games.onecard import data
from paddock.games.onecard.texts import ordinal

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``: the autopilots and tests read them there), folded into the bytecode.
_PIT_NONE = const(0)
_PITS = const(0)
_CHOOSE_SPEED = const(1)
_CHANGE_LANES = const(2)
_SIDE_STEP = const(3)
_SPEED = const(10)
_EV_ACTIVATE = const(13)
_LANE = const(22)
_SIDE_LEFT = const(30)
_SIDE_RIGHT = const(31)

# What the keys do now.
WAIT, PIT, PACE, LANES, SIDE = range(5)
_MODES = {_PITS: PIT, _CHOOSE_SPEED: PACE, _CHANGE_LANES: LANES, _SIDE_STEP: SIDE}
PROMPTS = ("", "UP/DOWN  A:ok", "LEFT/RIGHT  A:ok", "LEFT/RIGHT  A:ok",
           "LEFT/RIGHT  A:ok")
TITLES = ("", "You: pits?", "You: speed", "You: lanes", "")


def place(cars, car=data.YOU):
    """1 + the cars ahead of car (State.place on the cars shown)."""
    r = data.rank(cars[car])
    n = 1
    for c in range(data.CARS):
        if data.rank(cars[c]) > r:
            n += 1
    return n


class Drawing:
    """The drawing half of the view; its fields are made by ``GameView``."""

    why_move = -1     # the move whose reason ``_why`` keeps (-1: none)
    why_was = None

    def redraw(self):
        self.why_move = -1
        self._mode()
        st = self.state
        m = self.mirror
        tr = self.track
        mode = self.mode
        colour = data.lap_colour(min(m.lap, data.WHITE_FLAG))
        tr.arrows(colour)
        if self.swatch[0] != 1 + 2 * colour:
            self.swatch[0] = 1 + 2 * colour
        self.cursor()
        act = m.active
        if self.held():
            act = m.queue[0][1]
        tr.put(tr.mark, m.cars[act] if act > 0 else -1)
        self.panel.show_dice(m.dice, m.used, m.speed if m.marking else 0, act)
        self._header(act)
        if m.lost >= 0:
            status = "Out of the race"
        else:
            status = "%s of 6%s" % (ordinal(place(m.cars)), "  draft" if m.speed <= 2 else "")
        if mode != WAIT:
            prompt = PROMPTS[mode]
        elif st.over() and not m.queue:
            prompt = ""
        elif self.held():
            prompt = "A:next  B:skip all"
        elif m.queue and self.human:
            prompt = "A:faster  B:skip all"
        else:
            prompt = "A:faster"
        self.panel.say(status, prompt)

    def cursor(self):
        """What a cursor key changes, and nothing else: the square you are
        choosing on the track, the speed boxes, the gauges' preview."""
        m = self.mirror
        tr = self.track
        mode = self.mode
        ghost = -1
        gcar = 0
        cursor = -1
        ccolor = palette.YELLOW
        if mode == LANES:
            sq = m.cars[data.YOU]
            cursor = sq - sq % data.LANES + self.pick
            if self._why() is None:
                ghost = cursor
            else:   # a car is there: white shows around any rival's colour
                ccolor = palette.WHITE
        elif mode == SIDE:
            gcar = self.state.order[self.state.step]
            cursor = ghost = m.cars[gcar] + self.pick
        tr.show(m.cars, ghost, gcar)
        tr.put(tr.cursor, cursor, ccolor)
        p = self.panel
        if mode == PACE:
            p.show_speed(m.speed, self.pick, self.reach)
        else:
            p.show_speed(m.speed)
        p.show_gauges(m.gauges, self._change())

    def _header(self, act):
        st = self.state
        m = self.mirror
        mode = self.mode
        color = palette.DARK
        if mode == SIDE:
            car = st.order[st.step]
            words = "%s: side?" % data.NAMES[car]
            color = self.car_rgb[car]
        elif mode != WAIT:
            words = TITLES[mode]
            color = palette.WHITE
        elif m.yellow:
            words = "Yellow flag!"
            color = palette.YELLOW
        elif act > 0:
            words = ("Next: %s" if self.held() else "%s moves") % data.NAMES[act]
            color = self.car_rgb[act]
        elif st.over() and not m.queue:
            words = "Out!" if st.lost >= 0 else "Finished %s" % ordinal(st.place())
        elif self.human:
            words = "Rivals"
        else:
            words = "Autopilot"
        self.show_turn(color, words)   # at most 13 letters: "Yellow: side?"
        lap = m.lap
        if lap >= data.CHECKERED:
            right = "Flag!"
        elif lap == data.WHITE_FLAG:
            right = "Last lap"
        else:
            right = "Lap %d" % data.LAPS[lap]
        self.header.set_right(right)

    # -- the choice under the cursor ------------------------------------------
    def _reach(self):
        """Which speeds may be chosen now (a byte a speed, from 1)."""
        r = self.reach
        for s in range(1, data.SPEEDS + 1):
            r[s] = 1 if self.state.why_not(_SPEED + s) is None else 0

    def _move(self):
        """The move the cursor stands on (pits: the menu's row)."""
        mode = self.mode
        if mode == PIT:
            return _PIT_NONE + (self.popup[1].cursor if self.popup else 0)
        if mode == PACE:
            return _SPEED + self.pick
        if mode == LANES:
            return _LANE + self.pick - self.state.cars[data.YOU] % data.LANES
        return _SIDE_RIGHT if self.pick > 0 else _SIDE_LEFT

    def _why(self):
        """Why the choice under the cursor cannot be made, or None. A key
        asks three times (the reason, the square, the gauges): the answer
        is kept for the move under the cursor until the next redraw."""
        move = self._move()
        if move == self.why_move:
            return self.why_was
        why = None
        if self.mode == LANES and not _LANE - 2 <= move <= _LANE + 2:
            why = "2 places at most"
        else:
            why = self.state.why_not(move)
        self.why_move = move
        self.why_was = why
        return why

    def _change(self):
        """Points the choice under the cursor costs or gives, per gauge (a
        list made once and reused: a cursor key allocates nothing for it)."""
        mode = self.mode
        g = self.mirror.gauges
        out = self.change
        out[0] = out[1] = out[2] = 0
        if mode == PIT:
            mask = self._move()
            for i in (data.TIRES, data.FUEL):
                if mask & (1 << i):
                    out[i] = data.FULL - g[i]
        elif mode == PACE:
            s = self.pick
            out[data.FUEL] = -min(data.FUEL_COST[s], g[data.FUEL])
            e = data.ENGINE_COST[s]
            out[data.ENGINE] = -min(e, g[data.ENGINE]) if e > 0 else min(-e, data.FULL - g[data.ENGINE])
        elif mode == LANES and self._why() is None:
            d = self._move() - _LANE
            out[data.TIRES] = -min(d if d > 0 else -d, g[data.TIRES])
        return out

    def _mode(self):
        """What the keys do now, from the rules' phase."""
        st = self.state
        mode = WAIT
        if self.ready():
            mode = _MODES.get(st.phase, WAIT)
        if mode == self.mode:
            return
        self.mode = mode
        if mode == PIT:
            self._open_pits()
        else:
            self._close_popup()
        if mode == PACE:
            self.pick = st.speed
            self._reach()
        elif mode == LANES:
            self.pick = st.cars[data.YOU] % data.LANES
        elif mode == SIDE:
            self.pick = -1
        self.entered = mode != WAIT

    def ready(self):
        """True when you decide now and the replay has caught up."""
        return self.turns.my_turn() and not self.mirror.replaying()

    def held(self):
        """True while the replay waits for A before the next rival moves."""
        m = self.mirror
        return (self.human and not self.ff and not self.go and bool(m.queue)
                and m.queue[0][0] == _EV_ACTIVATE)
