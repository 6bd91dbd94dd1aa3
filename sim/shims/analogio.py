"""Simulated ``analogio`` (CircuitPython 10).

``AnalogIn(board.JOYSTICK_X).value`` reads the simulated joystick: 0..65535, resting at
32768, low for left/up and high for right/down (``sim/boards.py``). Other pins read 0.
"""

from sim import machine as _machine


class AnalogIn:
    """Read an analog voltage as a 16-bit number."""

    def __init__(self, pin):
        name = getattr(pin, "_name", None)
        if name is None:
            raise TypeError("pin must be a microcontroller.Pin")
        self._name = name
        self._board = _machine.get()
        self._live = True

    def _check(self):
        if not self._live:
            raise ValueError("Object has been deinitialized.")

    @property
    def value(self):
        """The reading, 0..65535."""
        self._check()
        self._board.poll()
        return self._board.analog.get(self._name, 0)

    @property
    def reference_voltage(self):
        """The voltage that reads as 65535."""
        self._check()
        return 3.3

    def deinit(self):
        """Release the pin."""
        self._live = False

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()


class AnalogOut:
    """Write a 16-bit value as a voltage (kept, not heard)."""

    def __init__(self, pin):
        if getattr(pin, "_name", None) is None:
            raise TypeError("pin must be a microcontroller.Pin")
        self.value = 0

    def deinit(self):
        """Release the pin."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()
