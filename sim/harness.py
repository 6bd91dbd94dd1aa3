"""The test API: drive the firmware headless, one 10 ms tick at a time.

Example::

    from sim.harness import Sim

    with Sim(board="pygamer") as sim:   # shims + headless display, app = App(), one tick
        sim.press("A")                  # down for 50 ms, up for 50 ms, ticking
        sim.keys("DOWN DOWN A WAIT500")
        sim.hold("RIGHT", 600)          # held for 600 ms of virtual time
        assert "Settings" in sim.texts()
        sim.shot("menu.png")

Time is virtual: each tick advances ``supervisor.ticks_ms()`` by 10 ms, calls
``app.tick()`` and refreshes the display if ``auto_refresh`` is on (as the board's
background refresh would). Images are byte-identical run to run.

Import firmware modules only after the Sim exists (or inside ``app_factory``): ``close()``
drops them from ``sys.modules`` so the next Sim starts from a fresh import, as a board
does at power-on.
"""

import io
import os
import runpy

import sim
from sim import boards, labels, runtime
from sim import machine as _machine

TICK_MS = 10
RELOADS = 8    # a program that reloads more often as it begins is broken
PRESS_MS = 50  # a brisk thumb: well under any button-repeat delay


def default_app():
    """The console, as ``code.py`` starts it."""
    from paddock import console  # pylint: disable=import-outside-toplevel

    return console.App()


def parse_keys(sequence):
    """Split ``"DOWN down A WAIT500"`` into ``[("key", "DOWN"), ..., ("wait", 500)]``.

    ValueError (one line) for an unknown name.
    """
    steps = []
    for token in sequence.replace(",", " ").split():
        name = token.upper()
        if name in boards.KEY_NAMES:
            steps.append(("key", name))
        elif name.startswith("WAIT") and name[4:].isdigit():
            steps.append(("wait", int(name[4:])))
        else:
            raise ValueError("unknown key name %r (use %s, or WAIT<ms> e.g. WAIT500)"
                             % (token, " ".join(boards.KEY_NAMES)))
    return steps


class Sim:
    """A simulated board running an app, headless, on virtual time.

    :param str board: ``pygamer`` (default), ``pybadge`` or ``fruitjam``
    :param app_factory: makes the app (default ``paddock.console.App()``)
    :param str nvm_path: file keeping ``microcontroller.nvm`` (default: memory only)
    :param str drive: the CIRCUITPY folder (default: a temporary folder, removed on close)
    :param bool readonly: the drive starts read-only to the code (default False: writable,
        as after boot.py's play-mode remount)
    :param bool boot: run ``firmware/boot.py`` first, the drive starting read-only as on a
        board plugged into a computer (then ``readonly`` is ignored)
    :param str boot_hold: keys held down while boot.py runs, e.g. ``"SELECT"``
    :param setup: called with the ``Machine`` once the board is up, before boot.py and
        the app (e.g. to put a save on the drive)
    :param bool serial: open the board's USB serial (``sim.repl`` on a pty, ``serial.port``):
        Ctrl-C stops the program, a soft reboot starts it again, between two ticks
    :param log: function taking a line: what the serial side did to the program
    :param str hw_log: a file for the hardware outputs (sounds, pixels, brightness), a
        JSON line each (``sim.machine.Machine.hw``; ``machine.hw_events`` keeps them too)
    """

    def __init__(self, board="pygamer", app_factory=None, nvm_path=None, drive=None, *,
                 readonly=False, boot=False, boot_hold="", setup=None, serial=False,
                 log=None, hw_log=None):
        hold = [name for _, name in parse_keys(boot_hold)]
        self.machine = runtime.start(board, nvm_path=nvm_path, drive=drive, virtual=True,
                                     readonly=readonly or boot, hw_log=hw_log)
        self._factory = app_factory or default_app
        self._boot = boot
        self._boot_hold = hold
        self.restarts = 0
        self.app = None
        self.serial = None
        try:
            if setup is not None:
                setup(self.machine)
            self._power_on(hard=True)
            if serial:
                self.serial = runtime.SerialLink(self.machine, log)
        except BaseException:
            self.close()
            raise
        self.reset_counts()

    # -- life cycle ---------------------------------------------------------------------
    def _power_on(self, hard):
        for _ in range(RELOADS):
            if hard and self._boot:
                for name in self._boot_hold:
                    self.machine.set_key(name, True)
                run_boot(self.machine)
                for name in self._boot_hold:
                    self.machine.set_key(name, False)
            try:
                self.app = self._factory()
                break
            except _machine.Reload as reload:   # the program reloaded as it began
                hard = reload.hard
            self.restarts += 1
            runtime.purge_firmware()
        else:
            raise RuntimeError("the program reloaded %d times as it began" % RELOADS)
        labels.install()
        self._tick_app()

    def _tick_app(self):
        if self.serial is not None:
            what = self.serial.poll()
            if what == "stop":
                self.stop_program()
            elif what == "reload":
                self.reload()
                return
        if self.app is None:   # stopped: the board waits in its REPL
            return
        hard = None
        try:
            self.app.tick()
        except _machine.Reload as reload:
            hard = reload.hard
        if hard is not None:
            self.reload(hard)
            return
        display = self.machine.display
        if display.auto_refresh:
            display.refresh()

    def stop_program(self):
        """Stop the running program, as Ctrl-C does; ticks then only pass time."""
        self.app = None

    def reload(self, hard=False):
        """Start the program again from fresh imports (``hard``: boot.py first)."""
        self.restarts += 1
        self.app = None
        runtime.purge_firmware()
        self._power_on(hard)

    def run_for(self, seconds, until=None):
        """Tick on the wall clock (one tick every 10 ms) for ``seconds``, or until
        ``until()`` is true: the serial side and the program run side by side."""
        import time  # pylint: disable=import-outside-toplevel

        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and not (until and until()):
            self.tick()
            time.sleep(TICK_MS / 1000)

    def _live(self):
        if _machine.current is not self.machine:
            raise RuntimeError("this Sim is closed")
        return self.machine

    def close(self):
        """Release the display, restore the process, forget the firmware modules (a power
        cut: nothing is saved on the way out)."""
        if self.serial is not None:
            self.serial.close()
            self.serial = None
        if _machine.current is self.machine:
            runtime.stop()
        self.app = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- time and keys ------------------------------------------------------------------
    def tick(self, count=1):
        """Let ``count`` ticks of 10 ms pass."""
        board = self._live()
        for _ in range(count):
            board.advance(TICK_MS)
            self._tick_app()

    def advance(self, ms):
        """Let ``ms`` milliseconds pass, ticking every 10 ms."""
        self.tick(max(0, (int(ms) + TICK_MS - 1) // TICK_MS))

    def down(self, name):
        """Press a key and keep it down."""
        self._live().set_key(self._name(name), True)

    def up(self, name):
        """Let go of a key."""
        self._live().set_key(self._name(name), False)

    def press(self, name, ms=PRESS_MS):
        """Press a key for ``ms`` (ticking), release it, tick as long again."""
        self.hold(name, ms)

    def hold(self, name, ms):
        """Hold a key for ``ms`` of virtual time, ticking every 10 ms; then release it and
        tick for 50 ms."""
        self.down(name)
        self.advance(ms)
        self.up(name)
        self.advance(PRESS_MS)

    def keys(self, sequence):
        """Press keys in turn: ``"DOWN DOWN A WAIT500"`` (names as ``--keys``)."""
        for kind, value in parse_keys(sequence):
            if kind == "key":
                self.press(value)
            else:
                self.advance(value)

    @staticmethod
    def _name(name):
        steps = parse_keys(name)
        if len(steps) != 1 or steps[0][0] != "key":
            raise ValueError("expected one key name, got %r" % (name,))
        return steps[0][1]

    # -- what is on screen --------------------------------------------------------------
    @property
    def display(self):
        """``board.DISPLAY``."""
        return self._live().display

    def image(self):
        """The screen now, as a PIL RGB image."""
        return self._live().display.image()

    def shot(self, path):
        """Save the screen as a PNG."""
        image = self.image()
        with io.open(os.path.join(self.machine.saved_cwd, path), "wb") as f:
            image.save(f, format="PNG")

    def texts(self):
        """Texts of every visible, non-empty label on screen, in draw order."""
        return labels.visible_texts(self._live().display.root_group)

    @property
    def label_changes(self):
        """Label text changes since the last ``reset_counts()``."""
        return self.machine.label_changes

    def reset_counts(self):
        """Start counting label changes from zero."""
        self.machine.label_changes = 0

    @property
    def drive(self):
        """The CIRCUITPY folder."""
        return self.machine.drive


def run_boot(board):
    """Run ``firmware/boot.py`` (if there is one) as the board does before code.py."""
    path = os.path.join(sim.FIRMWARE, "boot.py")
    if not os.path.exists(path):
        return
    board.in_boot = True
    try:
        runpy.run_path(path, run_name="__main__")
    finally:
        board.in_boot = False
