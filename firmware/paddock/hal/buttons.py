"""Buttons and joystick -> logical key presses, with repeat for the d-pad.

``Buttons.update(now)`` reads what happened since the last call (keypad
events, the joystick's position, repeat timers) and queues logical key
presses; ``get()`` hands them out one at a time, -1 when there are none.
Nothing is allocated per poll: one reusable ``keypad.Event``, a small ring
of pending keys, ints for the rest.
"""

from paddock.hal import UP, DOWN, LEFT, RIGHT, is_dpad
from paddock.hal import clock

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Joystick thresholds (0..65535, centre about 32768, low = left/up). A
# direction engages past a quarter of the range from the centre and lets go
# only back within an eighth, so a stick resting near a threshold never chatters.
_LOW_ON = const(16384)
_LOW_OFF = const(24576)
_HIGH_ON = const(49152)
_HIGH_OFF = const(40960)

_RING = 16


class Axis:
    """One joystick axis as two keys with hysteresis: -1, 0 or +1."""

    def __init__(self, pin, low_key, high_key):
        self.pin = pin
        self.low_key = low_key
        self.high_key = high_key
        self.state = 0

    def step(self, value):
        """The new state for a reading."""
        s = self.state
        if s < 0 and value > _LOW_OFF:
            s = 0
        elif s > 0 and value < _HIGH_OFF:
            s = 0
        if s == 0:
            if value < _LOW_ON:
                s = -1
            elif value > _HIGH_ON:
                s = 1
        return s


class Buttons:
    """Logical key presses from a keypad-like source and optional joystick.

    :param profile: the board's `paddock.hal.profiles.Profile`
    :param source: a ``keypad`` scanner (``.events`` queue) or None
    :param joy_x: an ``analogio.AnalogIn``-like object (``.value``) or None
    :param joy_y: the same for the vertical axis
    :param event: a reusable ``keypad.Event`` (made here if None and a source is given)
    """

    def __init__(self, profile, source=None, joy_x=None, joy_y=None, event=None):
        self.profile = profile
        self.source = source
        if event is None and source is not None:
            import keypad
            event = keypad.Event()
        self.event = event
        self.axes = []
        if joy_x is not None:
            self.axes.append(Axis(joy_x, LEFT, RIGHT))
        if joy_y is not None:
            self.axes.append(Axis(joy_y, UP, DOWN))
        self.held = 0          # bit per logical key now down
        self.ring = bytearray(_RING)
        self.head = 0
        self.count = 0
        self.delay = 0         # ms before a held d-pad key repeats; 0 = no repeat
        self.rate = 0          # ms between repeats
        self.rep_key = -1      # the d-pad key that repeats, if any
        self.rep_at = 0
        self.primed = False    # the first update only learns what is held

    def set_repeat(self, delay, rate):
        """Repeat held d-pad keys after delay ms, every rate ms (delay 0: off)."""
        self.delay = delay
        self.rate = rate if rate > 0 else 1
        if delay <= 0:
            self.rep_key = -1

    def is_held(self, key):
        return bool(self.held & (1 << key))

    def update(self, now):
        """Read the source, the joystick and the repeat timer at time now.

        The first call only learns which keys are held: a key still down
        from the last program (A on Start, then a reload) is not a press.
        """
        src = self.source
        quiet = not self.primed
        self.primed = True
        if src is not None:
            events = src.events
            ev = self.event
            while events.get_into(ev):
                k = self.profile.logical(ev.key_number)
                if k >= 0:
                    if quiet and ev.pressed:
                        self.held |= 1 << k
                    elif ev.pressed:
                        self._down(k, now)
                    else:
                        self._up(k)
            if getattr(events, "overflowed", False):
                # Lost events: forget what we think is held and rescan.
                events.clear()
                src.reset()
                self.held = 0
                self.rep_key = -1
        for axis in self.axes:
            s = axis.step(axis.pin.value)
            if quiet:
                axis.state = s
            elif s != axis.state:
                if axis.state < 0:
                    self._up(axis.low_key)
                elif axis.state > 0:
                    self._up(axis.high_key)
                axis.state = s
                if s < 0:
                    self._down(axis.low_key, now)
                elif s > 0:
                    self._down(axis.high_key, now)
        k = self.rep_key
        if k >= 0 and clock.diff(now, self.rep_at) >= 0:
            self._push(k)
            nxt = clock.add(self.rep_at, self.rate)
            # After a long stall, start afresh rather than fire a burst.
            self.rep_at = nxt if clock.diff(nxt, now) > 0 else clock.add(now, self.rate)

    def get(self):
        """The next pending logical key press, or -1."""
        if self.count == 0:
            return -1
        k = self.ring[self.head]
        self.head = (self.head + 1) % _RING
        self.count -= 1
        return k

    def clear(self):
        """Drop pending presses (a screen change should not inherit them)."""
        self.count = 0

    def _push(self, k):
        if self.count < _RING:  # full: mashing, drop the newest
            self.ring[(self.head + self.count) % _RING] = k
            self.count += 1

    def _down(self, k, now):
        self.held |= 1 << k
        self._push(k)
        if is_dpad(k) and self.delay > 0:
            self.rep_key = k
            self.rep_at = clock.add(now, self.delay)

    def _up(self, k):
        self.held &= ~(1 << k)
        if k == self.rep_key:
            self.rep_key = -1
