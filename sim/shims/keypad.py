"""Simulated ``keypad`` (CircuitPython 10): Event, EventQueue, Keys, ShiftRegisterKeys.

No scanning thread: the simulator hands each key transition to every live scanner the
moment it happens (``sim.machine.Machine.set_key``), stamped with ``supervisor.ticks_ms``.
A ``ShiftRegisterKeys`` built on the board's ``BUTTON_CLOCK`` / ``BUTTON_OUT`` /
``BUTTON_LATCH`` pins reads the board's buttons; other pins read nothing. As on the board,
``value_when_pressed=False`` on that register reads every released key as pressed, keys
held when a scanner starts (or ``reset()``) report a press, and a full queue drops the
new event and sets ``overflowed``.
"""

from collections import deque

import supervisor
from sim import machine as _machine


class Event:
    """A key transition: ``key_number`` went down (``pressed``) or up (``released``)."""

    def __init__(self, key_number=0, pressed=True, timestamp=None):
        self._key_number = key_number
        self._pressed = bool(pressed)
        self._timestamp = supervisor.ticks_ms() if timestamp is None else timestamp

    @property
    def key_number(self):
        """The key number."""
        return self._key_number

    @property
    def pressed(self):
        """True for a key-down transition."""
        return self._pressed

    @property
    def released(self):
        """True for a key-up transition."""
        return not self._pressed

    @property
    def timestamp(self):
        """``supervisor.ticks_ms()`` when the transition was seen."""
        return self._timestamp

    def __eq__(self, other):
        if not isinstance(other, Event):
            return False
        return self._key_number == other._key_number and self._pressed == other._pressed

    def __hash__(self):
        return hash((self._key_number, self._pressed))

    def __repr__(self):
        return "<Event: key_number %d %s>" % (
            self._key_number, "pressed" if self._pressed else "released")


class EventQueue:
    """The events of one scanner; each scanner makes its own (``scanner.events``)."""

    def __init__(self):
        raise TypeError("cannot create 'EventQueue' instances")

    @classmethod
    def _make(cls, max_events):
        queue = object.__new__(cls)
        queue._events = deque()
        queue._max = max_events
        queue._overflowed = False
        return queue

    def _record(self, key_number, pressed, timestamp):
        if len(self._events) >= self._max:
            self._overflowed = True
            return False
        self._events.append((key_number, pressed, timestamp))
        return True

    @staticmethod
    def _poll():
        board = _machine.current
        if board is not None:
            board.poll()

    def get(self):
        """The next event, or None."""
        self._poll()
        if not self._events:
            return None
        return Event(*self._events.popleft())

    def get_into(self, event):
        """Store the next event in ``event`` and return True; False (``event`` untouched) if
        there is none. Allocates nothing on the board."""
        self._poll()
        if not self._events:
            return False
        # pylint: disable=protected-access
        event._key_number, event._pressed, event._timestamp = self._events.popleft()
        return True

    def clear(self):
        """Drop every queued event and clear ``overflowed``."""
        self._events.clear()
        self._overflowed = False

    def __bool__(self):
        self._poll()
        return bool(self._events)

    def __len__(self):
        self._poll()
        return len(self._events)

    @property
    def overflowed(self):
        """True if an event was dropped because the queue was full (read-only)."""
        return self._overflowed


def _check_timing(interval, max_events, debounce_threshold):
    if not 0 <= interval <= 100:
        raise ValueError("interval must be 0.00-100.00")
    if max_events < 1:
        raise ValueError("max_events must be >= 1")
    if not 1 <= debounce_threshold <= 127:
        raise ValueError("debounce_threshold must be 1-127")


class _Scanner:
    """What every scanner shares: the queue, the key state, deinit."""

    def _start(self, key_count, max_events, wired, inverted):
        self._events = EventQueue._make(max_events)
        self._key_count = key_count
        self._down = [False] * key_count
        self._wired = wired
        self._inverted = inverted
        self._board = _machine.get()
        self._board.scanners.append(self)
        self.reset()

    def _check(self):
        if self._events is None:
            raise ValueError("Object has been deinitialized.")

    def _reads_down(self, key_number):
        held = self._wired and self._board.key_number_down(key_number)
        return held != self._inverted

    def _sim_transition(self, key_number, held, timestamp):
        if not self._wired or key_number >= self._key_count:
            return
        down = held != self._inverted
        if self._down[key_number] != down:
            self._down[key_number] = down
            self._events._record(key_number, down, timestamp)  # pylint: disable=protected-access

    @property
    def events(self):
        """The scanner's EventQueue (read-only)."""
        self._check()
        return self._events

    @property
    def key_count(self):
        """How many keys are scanned (read-only)."""
        self._check()
        return self._key_count

    def reset(self):
        """Forget the key state: keys down now report a press again."""
        self._check()
        now = self._board.ticks_ms()
        for number in range(self._key_count):
            self._down[number] = False
            if self._reads_down(number):
                self._down[number] = True
                self._events._record(number, True, now)  # pylint: disable=protected-access

    def deinit(self):
        """Stop scanning."""
        if self._events is None:
            return
        if self in self._board.scanners:
            self._board.scanners.remove(self)
        self._events = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()


def _pin_name(pin):
    return getattr(pin, "_name", None)


class Keys(_Scanner):
    """Keys on their own pins. No pin of the simulated boards carries a key, so these
    report nothing (but behave otherwise as on the board)."""

    def __init__(self, pins, *, value_when_pressed, pull=True, interval=0.020, max_events=64,
                 debounce_threshold=1):
        _check_timing(interval, max_events, debounce_threshold)
        pins = tuple(pins)
        if not pins:
            raise ValueError("pins must not be empty")
        self._start(len(pins), max_events, False, False)


class ShiftRegisterKeys(_Scanner):
    """Keys on a parallel-in serial-out shift register (the badges' 74HC165)."""

    def __init__(self, *, clock, data, latch, value_to_latch=True, key_count,
                 value_when_pressed, interval=0.020, max_events=64, debounce_threshold=1):
        _check_timing(interval, max_events, debounce_threshold)
        data_pins = tuple(data) if isinstance(data, (list, tuple)) else (data,)
        counts = tuple(key_count) if isinstance(key_count, (list, tuple)) else (key_count,)
        if len(counts) != len(data_pins):
            raise ValueError("key_count must have one count per data pin")
        for count in counts:
            if count < 1:
                raise ValueError("key_count must be >= 1")
        wired = (_pin_name(clock) == "BUTTON_CLOCK" and _pin_name(latch) == "BUTTON_LATCH"
                 and _pin_name(data_pins[0]) == "BUTTON_OUT" and bool(value_to_latch))
        self._first_count = counts[0]  # only the first data line carries the board's buttons
        self._start(sum(counts), max_events, wired, wired and not value_when_pressed)

    def _sim_transition(self, key_number, held, timestamp):
        if key_number < self._first_count:
            super()._sim_transition(key_number, held, timestamp)

    def _reads_down(self, key_number):
        return key_number < self._first_count and super()._reads_down(key_number)
