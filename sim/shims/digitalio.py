"""Simulated ``digitalio`` (CircuitPython 10), minimal: pins keep what they are given.

An input reads its pull (UP reads True, otherwise False); no simulated pin carries a key
(the buttons are read through ``keypad.ShiftRegisterKeys``).
"""


class Direction:
    """Input or output."""

    INPUT = "INPUT"
    OUTPUT = "OUTPUT"


class Pull:
    """Pull up or down."""

    UP = "UP"
    DOWN = "DOWN"


class DriveMode:
    """Push-pull or open-drain."""

    PUSH_PULL = "PUSH_PULL"
    OPEN_DRAIN = "OPEN_DRAIN"


class DigitalInOut:
    """One digital pin."""

    def __init__(self, pin):
        if getattr(pin, "_name", None) is None:
            raise TypeError("pin must be a microcontroller.Pin")
        self._pin = pin
        self._direction = Direction.INPUT
        self._pull = None
        self._value = False
        self._drive_mode = DriveMode.PUSH_PULL
        self._live = True

    def _check(self):
        if not self._live:
            raise ValueError("Object has been deinitialized.")

    def switch_to_output(self, value=False, drive_mode=DriveMode.PUSH_PULL):
        """Make the pin an output."""
        self._check()
        self._direction = Direction.OUTPUT
        self._value = bool(value)
        self._drive_mode = drive_mode
        self._pull = None

    def switch_to_input(self, pull=None):
        """Make the pin an input."""
        self._check()
        self._direction = Direction.INPUT
        self._pull = pull

    @property
    def direction(self):
        self._check()
        return self._direction

    @direction.setter
    def direction(self, value):
        if value == Direction.OUTPUT:
            self.switch_to_output()
        else:
            self.switch_to_input()

    @property
    def value(self):
        self._check()
        if self._direction == Direction.OUTPUT:
            return self._value
        return self._pull == Pull.UP

    @value.setter
    def value(self, value):
        self._check()
        if self._direction != Direction.OUTPUT:
            raise AttributeError("Cannot set value when direction is input.")
        self._value = bool(value)

    @property
    def pull(self):
        self._check()
        return self._pull

    @pull.setter
    def pull(self, value):
        self._check()
        if self._direction == Direction.OUTPUT:
            raise AttributeError("Pull not used when direction is output.")
        self._pull = value

    @property
    def drive_mode(self):
        self._check()
        return self._drive_mode

    @drive_mode.setter
    def drive_mode(self, value):
        self._check()
        self._drive_mode = value

    def deinit(self):
        """Release the pin."""
        self._live = False

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()
