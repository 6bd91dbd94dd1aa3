"""``python -m sim``: play Paddock in a window, or script it headless.

Examples::

    python -m sim                                   # window, PyGamer, runs firmware/code.py
    python -m sim --board pybadge --scale 3
    python -m sim --headless --keys "DOWN DOWN A WAIT500" --shot out.png
    python -m sim --app sim.keytest:App             # a button tester instead of code.py

Bad input (unknown board or key, no display without --headless, ...) prints one line on
stderr and exits with status 2.
"""

import argparse
import importlib
import os
import runpy
import sys
import time

import sim
from sim import boards

USAGE_HINT = 'run headless instead: python -m sim --headless --keys "A" --shot out.png'


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
    needed = ("paddock/console.py", "paddock/console/__init__.py") if args.headless \
        else ("code.py",)
    if not args.app and not any(os.path.exists(os.path.join(sim.FIRMWARE, n)) for n in needed):
        raise BadInput("firmware/%s does not exist yet (try --app sim.keytest:App)" % needed[0])


def _app_factory(spec):
    """A factory importing ``MODULE:CALLABLE`` when called (after the board is up)."""
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


def run_headless(args):
    """Boot, press the keys, save the shot, print the screen's texts."""
    from sim.harness import Sim  # pylint: disable=import-outside-toplevel

    try:
        sim_ = Sim(args.board, _app_factory(args.app), args.nvm, args.drive, boot=True,
                   boot_hold=args.boot_hold)
    except ValueError as err:  # the nvm file does not fit the board
        raise BadInput(str(err)) from None
    try:
        sim_.keys(args.keys)
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
    try:
        board = runtime.start(args.board, nvm_path=args.nvm, drive=args.drive, virtual=False,
                              readonly=True)
    except ValueError as err:
        raise BadInput(str(err)) from None
    try:
        window = Window(board, args.scale)
    except NoWindow as err:
        runtime.stop()
        raise BadInput("%s; %s" % (err, USAGE_HINT)) from None
    if args.exit_after is not None:
        window.deadline = time.monotonic() + args.exit_after
    real_sleep = time.sleep

    def pumping_sleep(seconds):
        board.poll()
        real_sleep(seconds)

    time.sleep = pumping_sleep
    factory = _app_factory(args.app)
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
                if factory:
                    app = factory()
                    while True:
                        app.tick()
                        time.sleep(0.01)
                runpy.run_path(os.path.join(sim.FIRMWARE, "code.py"), run_name="__main__")
                while True:  # code.py ended: the board waits; so does the window
                    pumping_sleep(0.02)
            except _machine.Reload as reload:
                hard = reload.hard
                runtime.purge_firmware()
    except WindowClosed:
        return 0
    except KeyboardInterrupt:
        return 130
    finally:
        time.sleep = real_sleep
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
