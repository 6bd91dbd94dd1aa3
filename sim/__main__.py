"""``python -m sim``: play Paddock in a window, or script it headless.

Examples::

    python -m sim                                   # window, PyGamer, runs firmware/code.py
    python -m sim --board pybadge --scale 3
    python -m sim --headless --keys "DOWN DOWN A WAIT500" --shot out.png
    python -m sim --app sim.keytest:App             # a button tester instead of code.py
    python -m sim --serial                          # and a USB serial port (prints its path)
    python -m sim --serial --headless --run-for 60 --drive build/CIRCUITPY
    python -m sim --load pulled-saves/pygamer-.../zoomzoom.sav   # continue a pulled save
    python -m sim --headless --keys "A A WAIT2000" --hw-log hw.jsonl   # sounds, pixels...

``--serial`` opens the board's USB serial on a pseudo-terminal (``sim.repl``) and prints
``serial: <path>`` on one line: the host tools work against it. Ctrl-C from that side
stops the program, Ctrl-D (a soft reboot) runs it again. Headless, the program then runs
on the wall clock for ``--run-for`` seconds (default: until interrupted).

``--hw-log FILE`` writes one JSON object a line for each hardware output:
``{"t": ms, "kind": "sound", "name": ...}``, ``{"t": ms, "kind": "pixels", "colors":
[[r, g, b], ...]}`` and ``{"t": ms, "kind": "brightness", "value": x}``.

``--load FILE`` puts a save record (a ``.sav`` from ``host_tools pull-saves``) into the
drive's save slot for its game and starts the console straight into that game.

Bad input (unknown board or key, no display without --headless, a damaged --load file,
...) prints one line on stderr and exits with status 2.
"""

import argparse
import importlib
import os
import runpy
import signal
import sys
import time

import sim
from sim import boards

USAGE_HINT = ('run headless instead: .venv/bin/python -m sim --headless --keys "A" '
              '--shot out.png (make setup first makes .venv)')


class BadInput(Exception):
    """One line for the user; exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise BadInput(message)


def _parser():
    parser = _Parser(prog="python -m sim", description="Paddock's desktop simulator.")
    parser.add_argument("--board", default=boards.DEFAULT,
                        help="pygamer (default), pybadge or fruitjam")
    parser.add_argument("--headless", action="store_true", help="no window: script it")
    parser.add_argument("--keys", default="",
                        help='keys to press, e.g. "DOWN DOWN A WAIT500" (with --headless)')
    parser.add_argument("--shot", help="save the final screen as this PNG (with --headless)")
    parser.add_argument("--nvm", help="file that keeps microcontroller.nvm between runs")
    parser.add_argument("--drive", help="the CIRCUITPY folder (default: a temporary one)")
    parser.add_argument("--scale", type=int, help="window zoom (default x4 at 160x128)")
    parser.add_argument("--app", help="MODULE:CALLABLE making an app with tick(), run "
                                      "instead of firmware/code.py")
    parser.add_argument("--boot-hold", default="", help='keys held while boot.py runs, e.g. '
                                                        '"SELECT"')
    parser.add_argument("--serial", action="store_true",
                        help="open the board's USB serial on a pty and print its path")
    parser.add_argument("--run-for", type=float, metavar="SECONDS",
                        help="with --headless --serial: run this long on the wall clock "
                             "(default: until interrupted)")
    parser.add_argument("--load", metavar="FILE",
                        help="a pulled save (.sav) to put on the drive and continue")
    parser.add_argument("--hw-log", metavar="FILE",
                        help="write each sound, pixels and brightness output as a JSON line")
    parser.add_argument("--exit-after", type=float, help=argparse.SUPPRESS)  # tests, CI
    return parser


def _check(args):
    from sim.harness import parse_keys  # pylint: disable=import-outside-toplevel

    if args.board not in boards.BOARDS:
        raise BadInput("unknown board %r (known: %s)" % (args.board, ", ".join(boards.BOARDS)))
    try:
        parse_keys(args.keys)
        parse_keys(args.boot_hold)
    except ValueError as err:
        raise BadInput(str(err)) from None
    if (args.keys or args.shot) and not args.headless:
        raise BadInput("--keys and --shot need --headless")
    if args.scale is not None and not 1 <= args.scale <= 16:
        raise BadInput("--scale must be 1..16")
    if args.drive and os.path.exists(args.drive) and not os.path.isdir(args.drive):
        raise BadInput("--drive %s is not a folder" % args.drive)
    if args.app and ":" not in args.app:
        raise BadInput("--app wants MODULE:CALLABLE, e.g. sim.keytest:App")
    if args.run_for is not None and (args.run_for < 0 or not (args.headless and args.serial)):
        raise BadInput("--run-for wants --headless --serial and seconds >= 0")
    for flag, path in (("--shot", args.shot), ("--nvm", args.nvm), ("--hw-log", args.hw_log)):
        folder = os.path.dirname(os.path.abspath(path)) if path else ""
        if folder and not os.path.isdir(folder):
            raise BadInput("%s %s: there is no folder %s" % (flag, path, folder))
        if path and os.path.isdir(path):
            raise BadInput("%s %s is a folder, not a file" % (flag, path))
    args.record = args.load_id = None
    if args.load:
        args.record, args.load_id = read_save(args.load)
        if not args.app and not known_slot(args.load_id):   # an --app may bring its own games
            raise BadInput("--load: %s is a save of %r, which this Paddock does not have"
                           % (args.load, args.load_id))
    needed = ("paddock/console.py", "paddock/console/__init__.py") if args.headless \
        else ("code.py",)
    if not args.app and not any(os.path.exists(os.path.join(sim.FIRMWARE, n)) for n in needed):
        raise BadInput("firmware/%s does not exist yet (try --app sim.keytest:App)" % needed[0])


def read_save(path):
    """(record, game id) of a pulled file (a bare record or one store copy); BadInput if
    it cannot be read or is damaged."""
    if sim.FIRMWARE not in sys.path:
        sys.path.append(sim.FIRMWARE)  # last, as the board's runtime puts it
    # pylint: disable=import-outside-toplevel
    from paddock import store, store_read
    from paddock.core import save

    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as err:
        raise BadInput("--load: cannot read %s (%s)" % (path, err.strerror)) from None
    try:
        if data[:2] == store.MAGIC:
            data = store_read.unframe(data)[1]
        game_id = save.decode(data)[0]
    except save.SaveError as err:
        raise BadInput("--load: %s is damaged (%s)" % (path, err)) from None
    return data, game_id


def known_slot(slot):
    """True for a game's slot, the settings, or a game's own record."""
    from paddock import games  # pylint: disable=import-outside-toplevel

    return slot in [g for g, _ in games.GAMES] or slot in ("settings", "launch", "season")


def put_save(record):
    """A ``setup`` for the board: put record into its slot on the drive (as push-save
    would, with the next sequence number), whatever mode boot.py will choose; a
    game's record is also handed over to the console, which then starts straight
    into that race (as Continue does)."""
    def setup(board_state):
        # pylint: disable=import-outside-toplevel
        from paddock import store
        from paddock.console.saves import Saves
        from paddock.core import save

        slot = save.decode(record)[0]
        was, board_state.readonly = board_state.readonly, False  # the computer writes it
        try:
            st = store.Store(writable=True)
            ok = st.save(slot, record)
            if ok and slot not in ("settings", "launch", "season"):   # a game's
                ok = Saves(st).hand_over(("continue", slot, None, 0, "", ""))
        finally:
            board_state.readonly = was
        if not ok:
            raise BadInput("--load: could not put %s on the drive" % slot)
    return setup


def _named_factory(spec):
    if not spec:
        return None
    module_name, _, attr = spec.partition(":")

    def make():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as err:
            if err.name and module_name.startswith(err.name):
                raise BadInput("--app: no module named %r" % err.name) from None
            raise
        if not hasattr(module, attr):
            raise BadInput("--app: %s has no %r" % (module_name, attr))
        return getattr(module, attr)()

    return make


def _interrupted(signum, frame):
    raise KeyboardInterrupt()


def _log(line):
    print("sim: %s" % line, flush=True)


def run_headless(args):
    """Boot, press the keys (with --serial: run on the wall clock), save the shot, print
    the screen's texts."""
    from sim.harness import Sim  # pylint: disable=import-outside-toplevel

    load = args.record
    try:
        sim_ = Sim(args.board, _named_factory(args.app), args.nvm, args.drive,
                   boot=True, boot_hold=args.boot_hold, setup=put_save(load) if load else None,
                   serial=args.serial, log=_log, hw_log=args.hw_log)
    except ValueError as err:  # the nvm file does not fit the board
        raise BadInput(str(err)) from None
    try:
        sim_.keys(args.keys)
        if args.serial:
            signal.signal(signal.SIGTERM, _interrupted)  # `kill` ends it as Ctrl-C does
            try:
                sim_.run_for(args.run_for if args.run_for is not None else float("inf"))
            except KeyboardInterrupt:
                pass
        sim_.advance(100)
        if args.shot:
            sim_.shot(args.shot)
        for text in sim_.texts():
            print(text)
    finally:
        sim_.close()
    return 0


def run_window(args):
    """Open the window and run code.py (or --app) until the window closes."""
    # pylint: disable=import-outside-toplevel
    from sim import runtime
    from sim import machine as _machine
    from sim.harness import run_boot, parse_keys
    from sim.window import NoWindow, Window, WindowClosed, display_available

    reason = display_available()
    if reason:
        raise BadInput("%s; %s" % (reason, USAGE_HINT))
    load = args.record
    try:
        board = runtime.start(args.board, nvm_path=args.nvm, drive=args.drive, virtual=False,
                              readonly=True, hw_log=args.hw_log)
    except ValueError as err:
        raise BadInput(str(err)) from None
    try:
        if load:
            put_save(load)(board)
        window = Window(board, args.scale)
    except (NoWindow, BadInput) as err:
        runtime.stop()
        if isinstance(err, NoWindow):
            raise BadInput("%s; %s" % (err, USAGE_HINT)) from None
        raise
    if args.exit_after is not None:
        window.deadline = time.monotonic() + args.exit_after
    link = runtime.SerialLink(board, _log) if args.serial else None
    real_sleep = time.sleep

    def pumping_sleep(seconds):
        board.poll()
        if link is not None:
            what = link.poll()
            if what == "stop":
                raise runtime.ProgramStopped()
            if what == "reload":
                raise _machine.Reload(hard=False)
        real_sleep(seconds)

    time.sleep = pumping_sleep
    factory = _named_factory(args.app)
    hold = [name for _, name in parse_keys(args.boot_hold)]
    hard = True
    try:
        while True:
            try:
                if hard:
                    for name in hold:
                        board.set_key(name, True)
                    run_boot(board)
                    board.release_all()
                    hard = False
                try:
                    if factory:
                        app = factory()
                        while True:
                            app.tick()
                            time.sleep(0.01)
                    runpy.run_path(os.path.join(sim.FIRMWARE, "code.py"), run_name="__main__")
                    if link is not None:
                        link.board.program_done()
                except runtime.ProgramStopped:
                    pass
                app = None
                while True:  # the program ended: the board waits; so does the window
                    try:
                        pumping_sleep(0.02)
                    except runtime.ProgramStopped:
                        pass
            except _machine.Reload as reload:
                hard = reload.hard
                runtime.purge_firmware()
    except WindowClosed:
        return 0
    except KeyboardInterrupt:
        return 130
    finally:
        time.sleep = real_sleep
        if link is not None:
            link.close()
        window.close()
        runtime.stop()


def main(argv=None):
    """Run the simulator; returns the exit status."""
    try:
        args = _parser().parse_args(argv)
        _check(args)
        return run_headless(args) if args.headless else run_window(args)
    except BadInput as err:
        sys.stderr.write("sim: %s\n" % err)
        return 2


if __name__ == "__main__":
    sys.exit(main())
