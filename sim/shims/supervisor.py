"""Simulated ``supervisor`` (CircuitPython 10).

``ticks_ms()`` is the board's millisecond counter: virtual time in the headless harness,
the wall clock in the window, wrapping at 2**29 and starting 65.5 s before its first wrap
as CircuitPython's does. ``reload()`` stops the code; the simulator starts it again.
"""

import os
import tomllib

from sim import machine as _machine


def ticks_ms():
    """Milliseconds since an arbitrary point, wrapping after 2**29."""
    return _machine.get().ticks_ms()


def reload():
    """Stop the code and run it again (like Ctrl-D at the REPL)."""
    raise _machine.Reload(hard=False)


class RunReason:
    """Why the code is running."""

    STARTUP = "STARTUP"
    AUTO_RELOAD = "AUTO_RELOAD"
    SUPERVISOR_RELOAD = "SUPERVISOR_RELOAD"
    REPL_RELOAD = "REPL_RELOAD"


class SafeModeReason:
    """Why safe mode started (never, here)."""

    NONE = "NONE"


class Runtime:
    """Runtime facts; use the sole instance ``supervisor.runtime``."""

    def __init__(self):
        raise TypeError("cannot create 'Runtime' instances")

    @property
    def usb_connected(self):
        return _machine.get().usb_connected

    @property
    def serial_connected(self):
        return _machine.get().usb_connected

    @property
    def serial_bytes_available(self):
        return 0

    @property
    def run_reason(self):
        return RunReason.STARTUP

    @property
    def safe_mode_reason(self):
        return SafeModeReason.NONE

    @property
    def autoreload(self):
        return _machine.get().autoreload

    @autoreload.setter
    def autoreload(self, value):
        _machine.get().autoreload = bool(value)

    @property
    def display(self):
        return _machine.get().display

    ble_workflow = False
    rgb_status_brightness = 255


class StatusBar:
    """The status bar switches; the simulator shows no status bar."""

    def __init__(self):
        raise TypeError("cannot create 'StatusBar' instances")

    console = True
    display = True


runtime = object.__new__(Runtime)
status_bar = object.__new__(StatusBar)


def set_next_code_file(filename, *, working_directory=None, reload_on_success=False,
                       reload_on_error=False, sticky_on_success=False, sticky_on_error=False,
                       sticky_on_reload=False):
    """Accepted and ignored: the simulator always runs code.py."""


def get_previous_traceback():
    """None: the simulator keeps no traceback across reloads."""
    return None


def reset_terminal(x_pixels, y_pixels):
    """No terminal to reset."""


def set_usb_identification(manufacturer=None, product=None, vid=-1, pid=-1):
    """Accepted and ignored."""


def get_setting(key, default=None):
    """``key`` from the drive's settings.toml, or ``default``."""
    board = _machine.get()
    path = os.path.join(board.drive or ".", "settings.toml")
    try:
        with open(path, "rb") as f:
            return tomllib.load(f).get(key, default)
    except OSError:
        return default
    except tomllib.TOMLDecodeError as err:
        raise ValueError(str(err)) from None
