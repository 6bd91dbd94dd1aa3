"""The simulated board's state: clock, buttons, joystick, drive, nvm and display.

One ``Machine`` runs at a time (``current``); the shim modules (``board``, ``keypad``,
``analogio``, ``supervisor``, ``storage``, ``microcontroller``) read and change it. The
harness and the window feed it: ``set_key`` presses a logical key the way the board's
wiring would report it, ``advance`` moves the virtual clock.

Hardware outputs (``audioio``, ``neopixel_write``, the display's brightness) go through
``hw(kind, **fields)``: one record each, ``{"t": ms, "kind": ..., ...}``, kept in
``hw_events`` (the last ``HW_KEPT``), written as a JSON line to the ``hw_log`` file if
one is given, and handed to ``hw_hook`` (the window). ``audio_hook`` hears each note
(``sample`` bytes, rate, loop) and each stop (None), to play it where there is sound.
"""

import io
import json
import os
import time

from sim import boards

TICKS_PERIOD = 1 << 29
TICKS_MASK = TICKS_PERIOD - 1
# CircuitPython starts ticks_ms so that it first wraps about 65 s after power-on.
TICKS_START = TICKS_PERIOD - 65536
HW_KEPT = 10000
# A battery at 4.0 V reads half of it on A6 (the PyGamer's divider), of 3.3 V full scale.
BATTERY_MV = 4000

current = None


class Reload(BaseException):
    """Stops the running code: ``supervisor.reload()`` (soft) or ``microcontroller.reset()``
    (hard: boot.py runs again). The simulator catches it and starts the code again."""

    def __init__(self, hard=False):
        super().__init__("hard reset" if hard else "soft reload")
        self.hard = hard


def get():
    """The running machine; RuntimeError if no simulated board is running."""
    if current is None:
        raise RuntimeError("no simulated board is running (use sim.harness.Sim or python -m sim)")
    return current


class Machine:
    """The state of one simulated board.

    :param str board: a name from ``sim.boards.BOARDS``
    :param str nvm_path: file that keeps ``microcontroller.nvm`` (None: memory only)
    :param str drive: the CIRCUITPY folder (None: chosen by the caller)
    :param bool virtual: ``ticks_ms`` follows ``advance`` (headless) or the wall clock (window)
    :param bool readonly: the drive as code sees it; True raises EROFS on writes
    """

    def __init__(self, board=boards.DEFAULT, *, nvm_path=None, drive=None, virtual=True,
                 readonly=False, hw_log=None):
        self.profile = boards.get(board)
        self.virtual = virtual
        self.ticks_start = TICKS_START
        self._elapsed = 0
        self._t0 = time.monotonic()
        self.held = []
        self.analog = {pin: boards.AXIS_CENTRE for pin in self.profile.axes()}
        if "A6" in self.profile.pins:
            self.set_battery(BATTERY_MV)
        self.scanners = []
        self.drive = drive
        self.readonly = readonly
        self.in_boot = False
        self.usb_connected = True
        self.autoreload = True
        self.next_run_mode = None
        self.display = None
        self.poll_hook = None
        self.label_changes = 0
        self.nvm_path = nvm_path
        self.nvm_data = _load_nvm(nvm_path, self.profile.nvm_size)
        self.hw_events = []
        self.hw_hook = None
        self.audio_hook = None
        self.pixels = [[0, 0, 0]] * self.profile.pixels
        self.hw_file = io.open(hw_log, "w") if hw_log else None

    # -- clock --------------------------------------------------------------------------
    def elapsed_ms(self):
        """Milliseconds since the board started."""
        if self.virtual:
            return self._elapsed
        return int((time.monotonic() - self._t0) * 1000)

    def ticks_ms(self):
        """``supervisor.ticks_ms()``: wraps at 2**29."""
        return (self.ticks_start + self.elapsed_ms()) & TICKS_MASK

    def advance(self, ms):
        """Let ``ms`` milliseconds of virtual time pass."""
        if not self.virtual:
            raise RuntimeError("the window runs on the wall clock")
        if ms < 0:
            raise ValueError("time cannot go backwards")
        self._elapsed += int(ms)

    # -- input --------------------------------------------------------------------------
    def set_key(self, name, down):
        """Press (``down`` True) or release a logical key; ValueError for an unknown name."""
        wiring = self.profile.keys.get(name)
        if wiring is None:
            raise ValueError("unknown key %r (keys: %s)" % (name, " ".join(boards.KEY_NAMES)))
        if down == (name in self.held):
            return
        if down:
            self.held.append(name)
        else:
            self.held.remove(name)
        if wiring[0] == "key":
            now = self.ticks_ms()
            for scanner in list(self.scanners):
                scanner._sim_transition(wiring[1], down, now)  # pylint: disable=protected-access
        else:
            self._update_axis(wiring[1])

    def release_all(self):
        """Let go of every key."""
        for name in list(self.held):
            self.set_key(name, False)

    def key_number_down(self, number):
        """True if shift-register key ``number`` is held."""
        for name in self.held:
            if self.profile.keys[name] == ("key", number):
                return True
        return False

    def _update_axis(self, pin):
        value = boards.AXIS_CENTRE
        for name in self.held:  # the key pressed last wins, as a thumb would
            wiring = self.profile.keys[name]
            if wiring[0] == "axis" and wiring[1] == pin:
                value = wiring[2]
        self.analog[pin] = value

    def poll(self):
        """Called whenever firmware reads input: the window pumps its events here."""
        if self.poll_hook is not None:
            self.poll_hook()

    def set_battery(self, millivolts):
        """What ``analogio.AnalogIn(board.A6)`` reads for a battery at millivolts."""
        self.analog["A6"] = max(0, min(65535, (millivolts * 65535 + 6599) // 6600))

    # -- hardware outputs ---------------------------------------------------------------
    def hw(self, kind, **fields):
        """Record one hardware output (see the module's docstring)."""
        record = {"t": self.elapsed_ms(), "kind": kind}
        record.update(fields)
        self.hw_events.append(record)
        if len(self.hw_events) > HW_KEPT:
            del self.hw_events[0]
        if self.hw_file is not None:
            self.hw_file.write(json.dumps(record) + "\n")
            self.hw_file.flush()
        if self.hw_hook is not None:
            self.hw_hook(record)

    def close_hw(self):
        """Close the hw log file, if any."""
        if self.hw_file is not None:
            self.hw_file.close()
            self.hw_file = None

    # -- nvm ----------------------------------------------------------------------------
    def save_nvm(self):
        """Write ``microcontroller.nvm`` through to its file, as the board writes flash."""
        if self.nvm_path:
            with io.open(self.nvm_path, "wb") as f:
                f.write(self.nvm_data)


def _load_nvm(path, size):
    if not path:
        return bytearray(b"\xff" * size)
    if not os.path.exists(path):
        data = bytearray(b"\xff" * size)  # erased flash reads 0xFF
        with io.open(path, "wb") as f:
            f.write(data)
        return data
    with io.open(path, "rb") as f:
        data = bytearray(f.read())
    if len(data) != size:
        raise ValueError("nvm file %s holds %d bytes; this board has %d" % (path, len(data), size))
    return data
