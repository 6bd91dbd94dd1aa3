"""Simulated ``microcontroller`` (CircuitPython 10): pins, cpu, nvm, reset.

``nvm`` is the running board's non-volatile memory, written through to the sim's nvm file
on every assignment. ``reset()`` ends the running code the way a hard reset would: the
simulator starts boot.py and the app again.
"""

from sim import machine as _machine


class Pin:
    """A pin on the board. Opaque: it can only be compared and hashed."""

    def __init__(self):
        raise TypeError("cannot create 'Pin' instances")

    @classmethod
    def _make(cls, name):
        pin = object.__new__(cls)
        pin._name = name
        return pin

    def __repr__(self):
        return "board." + self._name


class ResetReason:
    """Why the microcontroller last started."""

    POWER_ON = "POWER_ON"
    BROWNOUT = "BROWNOUT"
    SOFTWARE = "SOFTWARE"
    DEEP_SLEEP_ALARM = "DEEP_SLEEP_ALARM"
    RESET_PIN = "RESET_PIN"
    WATCHDOG = "WATCHDOG"
    UNKNOWN = "UNKNOWN"
    RESCUE_DEBUG = "RESCUE_DEBUG"


class RunMode:
    """How the microcontroller starts after the next reset."""

    def __init__(self):
        raise TypeError("cannot create 'RunMode' instances")

    @classmethod
    def _make(cls, name):
        mode = object.__new__(cls)
        mode._name = name
        return mode

    def __repr__(self):
        return "microcontroller.RunMode." + self._name


RunMode.NORMAL = RunMode._make("NORMAL")
RunMode.SAFE_MODE = RunMode._make("SAFE_MODE")
RunMode.UF2 = RunMode._make("UF2")
RunMode.BOOTLOADER = RunMode._make("BOOTLOADER")


class Processor:
    """The cpu: steady, plausible readings."""

    def __init__(self):
        raise TypeError("cannot create 'Processor' instances")

    @classmethod
    def _make(cls, frequency):
        cpu = object.__new__(cls)
        cpu._frequency = frequency
        return cpu

    @property
    def frequency(self):
        return self._frequency

    @property
    def temperature(self):
        return 25.0

    @property
    def voltage(self):
        return 3.3

    @property
    def uid(self):
        return bytearray(b"PADDOCK-SIM-0001")

    @property
    def reset_reason(self):
        return ResetReason.POWER_ON


_board = _machine.get()
cpu = Processor._make(_board.profile.frequency)
cpus = (cpu,)
watchdog = None

from nvm import ByteArray as _ByteArray  # noqa: E402  (nvm needs nothing from here)

nvm = _ByteArray._bind(_board)

from microcontroller import pin  # noqa: E402,F401  (pin needs Pin, defined above)


def delay_us(delay):
    """Busy-wait ``delay`` microseconds (nothing to wait for in the simulator)."""
    if delay < 0:
        raise ValueError("delay must be >= 0")


def disable_interrupts():
    """No interrupts in the simulator."""


def enable_interrupts():
    """No interrupts in the simulator."""


def on_next_reset(run_mode):
    """Remember the run mode for the next reset."""
    if not isinstance(run_mode, RunMode):
        raise TypeError("run_mode must be a microcontroller.RunMode")
    _machine.get().next_run_mode = run_mode


def reset():
    """Reset the board: the running code stops; the simulator runs boot.py and code again."""
    raise _machine.Reload(hard=True)
