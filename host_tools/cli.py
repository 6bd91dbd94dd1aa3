"""``python -m host_tools <command>``: the command line.

Every failure ends with one line on stderr: exit status 2 for a wrong command line or
input file, 1 for a board that is missing, busy, silent, garbled or refusing.
"""

import argparse
import os
import sys

from host_tools import find
from host_tools.errors import DeviceError, ToolError, UsageError


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError("%s (see --help)" % message)


def parser():
    p = _Parser(prog="python -m host_tools",
                description="Find CircuitPython boards, flash Paddock, pull and push saves.")
    sub = p.add_subparsers(dest="command", metavar="command", parser_class=_Parser)
    sub.required = True

    def board_options(cmd):
        cmd.add_argument("--port", help="the board's serial port (needed when several are attached)")
        cmd.add_argument("--timeout", type=float, default=5.0,
                         help="seconds any one wait for the board may take (default 5)")
        cmd.add_argument("--stay-stopped", action="store_true",
                         help="leave the board's program stopped at the REPL afterwards "
                              "(default: soft reboot, the program runs again)")

    sub.add_parser("devices", help="list attached CircuitPython boards, one line each")

    fl = sub.add_parser("flash", help="put firmware/, fonts/ and the libraries on the board")
    board_options(fl)
    fl.add_argument("--drive", help="the mounted CIRCUITPY folder (found by itself if one)")
    fl.add_argument("--dry-run", action="store_true", help="list what would change, write nothing")
    fl.add_argument("--mpy-cross", metavar="PATH",
                    help="CircuitPython's own mpy-cross (default: $PADDOCK_MPY_CROSS, then "
                         "../shared/tools/circuitpython/mpy-cross)")
    fl.add_argument("--sources", action="store_true",
                    help="ship the .py sources, not compiled .mpy files")

    pl = sub.add_parser("pull-saves", help="copy every save record off the board (read only)")
    board_options(pl)
    pl.add_argument("--out", default="pulled-saves",
                    help="folder to put the <board>-<date> folder in (default pulled-saves)")

    ps = sub.add_parser("push-save", help="put a pulled save record back on the board")
    board_options(ps)
    ps.add_argument("file", help="a .sav file from pull-saves")
    return p


def devices(args, out=print):
    ports = find.find_ports()
    drives = find.find_drives()
    for port in ports:
        out(port.line())
    for drive in drives:
        out(drive.line())
    if not ports and not drives:
        raise DeviceError("no CircuitPython board found (no serial port with a CircuitPython "
                          "USB id, no CIRCUITPY drive mounted)")
    return 0


def main(argv=None):
    try:
        args = parser().parse_args(argv)
        if getattr(args, "timeout", 1) <= 0:
            raise UsageError("--timeout must be more than 0")
        if args.command == "devices":
            return devices(args)
        if args.command == "flash":
            from host_tools import flash
            return flash.run(args)
        from host_tools import saves
        if args.command == "pull-saves":
            return saves.pull(args)
        return saves.push(args)
    except ToolError as e:
        print("error: %s" % e, file=sys.stderr)
        return e.status
    except BrokenPipeError:
        return 1
    except KeyboardInterrupt:
        print("error: interrupted", file=sys.stderr)
        return 130
    except Exception as e:  # never a traceback for the user; PADDOCK_DEBUG=1 shows it
        if os.environ.get("PADDOCK_DEBUG"):
            raise
        print("error: unexpected %s: %s (run with PADDOCK_DEBUG=1 for details)"
              % (type(e).__name__, e), file=sys.stderr)
        return 1
