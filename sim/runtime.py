"""Bringing a simulated board up and down in this process.

``start()`` makes the firmware see a CircuitPython board:

- ``sim/shims`` goes FIRST on ``sys.path`` so its ``board``, ``keypad``, ``analogio``,
  ``digitalio``, ``supervisor``, ``storage``, ``microcontroller`` and ``nvm`` shadow
  Blinka's; ``firmware/`` goes LAST (it holds a ``code.py``, which must not shadow the
  standard library's ``code`` module).
- ``BLINKA_OS_AGNOSTIC=1``; Blinka displayio's background refresh thread is stopped.
- a ``HeadlessDisplay`` of the profile's size becomes ``board.DISPLAY``.
- the drive folder (a temporary one unless given) becomes the working directory, as
  ``/`` is on the board; the repo's font sheets (``fonts/*.bin``, what ``make flash``
  puts on a board) are copied into ``<drive>/fonts`` so the firmware's font lookup
  (``/fonts``, ``fonts``, ``../fonts``) finds them.
- writes under the drive raise EROFS while it is read-only (``sim.fsguard``); label text
  changes are counted (``sim.labels``).

``stop()`` undoes all of it and drops every firmware and shim module from ``sys.modules``.
"""

import os
import shutil
import sys
import tempfile

import sim
from sim import fsguard
from sim import machine as _machine

SHIM_MODULES = ("board", "keypad", "analogio", "digitalio", "supervisor", "storage",
                "microcontroller", "microcontroller.pin", "nvm", "audioio", "audiocore",
                "synthio", "neopixel_write")


def prepare_imports():
    """Put the shims and the firmware on ``sys.path`` and quiet Blinka (idempotent)."""
    os.environ["BLINKA_OS_AGNOSTIC"] = "1"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if sys.path[:1] != [sim.SHIMS]:
        while sim.SHIMS in sys.path:
            sys.path.remove(sim.SHIMS)
        sys.path.insert(0, sim.SHIMS)
    if sim.FIRMWARE not in sys.path:
        sys.path.append(sim.FIRMWARE)
    for name in SHIM_MODULES:  # Blinka's own, or a previous board's
        module = sys.modules.get(name)
        if module is not None and not _is_shim(module):
            del sys.modules[name]
    import displayio  # pylint: disable=import-outside-toplevel

    displayio._stop_background()  # pylint: disable=protected-access
    from sim import labels, patches  # pylint: disable=import-outside-toplevel

    labels.install()
    patches.install()


def _is_shim(module):
    path = getattr(module, "__file__", None) or ""
    return os.path.abspath(path).startswith(sim.SHIMS + os.sep)


def start(board="pygamer", *, nvm_path=None, drive=None, virtual=True, readonly=False,
          hw_log=None):
    """Bring up a board (stopping any that runs) and return its ``Machine``; hw_log is a
    file for its hardware outputs, a JSON line each (``Machine.hw``).

    ValueError (one line) for an unknown board or an nvm file of the wrong size.
    """
    board_state = _machine.Machine(board, nvm_path=nvm_path, virtual=virtual,
                                   readonly=readonly, hw_log=hw_log)
    stop()
    prepare_imports()
    _purge(SHIM_MODULES)
    purge_firmware()   # modules imported before power-on hold stale shims
    board_state.temp_drive = drive is None
    if drive is None:
        drive = tempfile.mkdtemp(prefix="paddock-drive-")
    os.makedirs(drive, exist_ok=True)
    board_state.drive = os.path.realpath(drive)
    _copy_fonts(board_state.drive)

    _machine.current = board_state  # busdisplay imports microcontroller, which needs it
    import displayio  # pylint: disable=import-outside-toplevel
    from sim.display import HeadlessDisplay  # pylint: disable=import-outside-toplevel

    displayio.release_displays()
    board_state.display = HeadlessDisplay(board_state.profile.width, board_state.profile.height)
    fsguard.install()
    board_state.saved_cwd = os.getcwd()
    os.chdir(board_state.drive)
    return board_state


def stop():
    """Bring the running board down, if any."""
    board_state = _machine.current
    if board_state is None:
        return
    import displayio  # pylint: disable=import-outside-toplevel

    board_state.poll_hook = None
    board_state.close_hw()
    displayio.release_displays()
    fsguard.uninstall()
    _machine.current = None
    try:
        os.chdir(board_state.saved_cwd)
    except OSError:
        os.chdir(sim.REPO)
    purge_firmware()
    _purge(SHIM_MODULES)
    # With no board running, plain desktop code must not find the shims.
    while sim.SHIMS in sys.path:
        sys.path.remove(sim.SHIMS)
    if board_state.temp_drive:
        shutil.rmtree(board_state.drive, ignore_errors=True)


# Hardware-free modules survive a power cycle: they hold no board state, and a
# test that imported them (SaveError, a rules module) must meet the same classes.
PURE = ("paddock", "paddock.core")


def purge_firmware():
    """Forget every module loaded from ``firmware/`` that may hold board state, and
    the test games' (``paddock.games.PACKAGES``), so the next import reads them
    afresh against the running board's shims, as a board's reload does."""
    prefix = sim.FIRMWARE + os.sep
    registry = sys.modules.get("paddock.games")
    extra = tuple(getattr(registry, "PACKAGES", {}).values())
    for name, module in list(sys.modules.items()):
        if name in extra or name.startswith(tuple(p + "." for p in extra)):
            del sys.modules[name]
            continue
        path = getattr(module, "__file__", None)
        if not path or not os.path.abspath(path).startswith(prefix):
            continue
        if name in PURE or name.startswith("paddock.core."):
            continue
        del sys.modules[name]
        parent, _, child = name.rpartition(".")
        if parent in PURE and getattr(sys.modules.get(parent), child, None) is module:
            delattr(sys.modules[parent], child)   # else `from paddock import x` finds it


def _purge(names):
    for name in names:
        sys.modules.pop(name, None)


def _copy_fonts(drive):
    if not os.path.isdir(sim.FONTS):
        return
    target = os.path.join(drive, "fonts")
    os.makedirs(target, exist_ok=True)
    for name in sorted(os.listdir(sim.FONTS)):
        if name.lower().endswith(".bin"):   # the sheets the board reads
            shutil.copyfile(os.path.join(sim.FONTS, name), os.path.join(target, name))


class ProgramStopped(BaseException):
    """Ctrl-C from the serial side stopped the running program (raised in the window's
    loop, out of ``code.py``, as CircuitPython's KeyboardInterrupt ends it)."""


class SerialLink:
    """The running board's USB serial: ``sim.repl`` on a pty, wired to the program.

    Ctrl-C and Ctrl-D arrive in the serial thread; they only set flags here, and the
    main loop acts on them between two passes of the program (``poll``). A Ctrl-C
    waits (up to a second) until the main loop has stopped the program, so nothing the
    program writes (a save) overlaps what the computer reads next.

    :param board_state: the running ``sim.machine.Machine``
    :param log: function taking one line, told when the program stops or restarts
    """

    def __init__(self, board_state, log=None):
        import threading  # pylint: disable=import-outside-toplevel

        import microcontroller  # pylint: disable=import-outside-toplevel
        from sim import repl  # pylint: disable=import-outside-toplevel

        self.log = log or (lambda line: None)
        self._lock = threading.Lock()
        self._wanted = []            # "stop" / "reload", in the order they came
        self._stopped = threading.Event()
        # The board itself writes boot_out.txt, whatever the drive's mode.
        was, board_state.readonly = board_state.readonly, False
        try:
            self.board = repl.serve(board_state.drive, nvm=microcontroller.nvm,
                                    readonly=lambda: board_state.readonly,
                                    on_interrupt=self._interrupt, on_reload=self._reload)
        finally:
            board_state.readonly = was
        self.port = self.board.port

    def _interrupt(self):
        self._stopped.clear()
        with self._lock:
            self._wanted.append("stop")
        self._stopped.wait(1.0)

    def _reload(self):
        with self._lock:
            self._wanted.append("reload")

    def poll(self):
        """What the main loop must do now: ``"stop"``, ``"reload"`` or None."""
        with self._lock:
            what = self._wanted.pop(0) if self._wanted else None
        if what == "stop":
            self.log("program stopped (Ctrl-C on the serial port)")
            self._stopped.set()
        elif what == "reload":
            self.log("soft reboot: code.py runs again")
        return what

    def close(self):
        """Close the port."""
        self._stopped.set()
        self.board.stop()
