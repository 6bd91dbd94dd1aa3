"""The memory gate: a full bot game on the MicroPython unix port, heap capped.

    python -m sim.memcheck --game ID [--heap 96K] [--find-min]
        [--players P] [--seats hard,...] [--seed S] [--option key=value ...]
    python -m sim.memcheck --table

A small driver script puts ``firmware/`` (and, for the demo, its folder) on
MicroPython's ``sys.path``, imports the game from its ``.py`` sources (so
the compiler's RAM counts, as on the board), and plays one game with
``core.game.play_out``: hard bots in every seat, the most players unless
told. It prints one JSON line: ``game``, ``heap`` and ``min_heap`` in bytes
(``min_heap`` by bisection to 1 KB with ``--find-min``, else null), ``ok``
and, on failure, ``error``. Exit status 1 if the game fails at ``--heap``.

The unix port is a 64-bit build: its objects are larger than on the 32-bit
board, so a pass here is on the safe side.
"""

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from sim import games

PROG = "memcheck"
MICROPYTHON = Path(sys.executable).parent / "micropython"
MARKER = "PADDOCK-MEMCHECK-OK"
GATE = 96 * 1024
STEP = 1024
CEILING = 16 * 1024 * 1024
TIMEOUT = 300

DRIVER = """\
import sys
sys.path.insert(0, {firmware!r})
{demo_path}
import gc
# What the console has loaded at boot, before any game: the rules and the save codec.
from paddock.core import game, save
from paddock import games
{demo_register}
rules = games.load({gid!r}, "rules")
bots = games.load({gid!r}, "bots")
for m in (rules, bots):
    if not m.__file__.endswith(".py"):
        raise ImportError("not compiled from source: " + m.__file__)
options = {options!r}
options["seats"] = bytearray(options["seats"])
state = rules.new_game(options, {seed!r})
moves = game.play_out(state, bots)
gc.collect()
print({marker!r}, moves, gc.mem_free())
"""


def driver_source(game_id, options, seed):
    """The MicroPython script that plays one bot game of game_id."""
    plain = dict(options)
    plain["seats"] = list(options["seats"])
    demo = game_id == games.DEMO
    return DRIVER.format(
        firmware=str(games.FIRMWARE),
        demo_path="sys.path.insert(0, %r)" % str(games.TESTGAMES) if demo else "",
        demo_register="games.PACKAGES[%r] = %r" % (game_id, game_id) if demo else "",
        gid=game_id,
        options=plain,
        seed=seed,
        marker=MARKER,
    )


def run_driver(path, heap):
    """(ok, error line) for the driver at path under a heap of heap bytes."""
    try:
        done = subprocess.run(
            [str(MICROPYTHON), "-X", "heapsize=%d" % heap, str(path)],
            capture_output=True, text=True, timeout=TIMEOUT, cwd=str(path.parent),
            env=dict(os.environ, MICROPYPATH=".frozen"))
    except subprocess.TimeoutExpired:
        return False, "timed out after %d s" % TIMEOUT
    if done.returncode == 0 and MARKER in done.stdout:
        return True, None
    lines = (done.stderr + done.stdout).strip().splitlines()
    return False, lines[-1] if lines else "exit status %d" % done.returncode


def find_min(path, error=None):
    """The smallest heap (to STEP bytes) in which the game finishes.

    Raises RuntimeError when it fails even at CEILING (a bug, not memory).
    """
    hi = 256 * 1024
    while True:
        ok, error = run_driver(path, hi)
        if ok:
            break
        if hi >= CEILING:
            raise RuntimeError("fails even with a %d KB heap: %s" % (CEILING // 1024, error))
        hi *= 2
    lo = 0
    while hi - lo > STEP:
        mid = (lo + hi) // 2 // STEP * STEP
        if run_driver(path, mid)[0]:
            hi = mid
        else:
            lo = mid
    return hi


def check(game_id, heap=GATE, want_min=False, options=None, seed=1):
    """The JSON record of one game's gate."""
    game = games.load(game_id)
    if options is None:
        players = game.players()
        options = game.options(players, game.seats(None, players))
    with tempfile.TemporaryDirectory(prefix="paddock-mem-") as tmp:
        path = Path(tmp) / "memdriver.py"
        path.write_text(driver_source(game_id, options, seed))
        ok, error = run_driver(path, heap)
        record = {"game": game_id, "heap": heap, "ok": ok, "min_heap": None}
        if want_min:
            try:
                record["min_heap"] = find_min(path)
            except RuntimeError as e:
                error = str(e)
        if error:
            record["error"] = error
    return record


def parse_heap(text):
    """Bytes from '96K', '1M' or '98304'; ValueError otherwise."""
    t = text.strip().upper()
    scale = 1
    if t.endswith("K"):
        t, scale = t[:-1], 1024
    elif t.endswith("M"):
        t, scale = t[:-1], 1024 * 1024
    if not t.isdigit() or int(t) == 0:
        raise ValueError(text)
    return int(t) * scale


def table(out):
    """Every built game's smallest heap and whether it passes at 96 KB."""
    out.write("%-10s %9s  %s\n" % ("game", "min heap", "ok at 96K"))
    all_ok = True
    for gid in games.IDS:
        if not games.is_built(gid):
            out.write("%-10s %9s  %s\n" % (gid, "-", "not built yet"))
            continue
        try:
            r = check(gid, GATE, True)
        except games.GameError as e:
            r = {"ok": False, "min_heap": None, "error": str(e)}
        all_ok = all_ok and r["ok"]
        low = "%dK" % (r["min_heap"] // 1024) if r["min_heap"] else "?"
        out.write("%-10s %9s  %s\n" % (gid, low, "yes" if r["ok"] else "NO: " + r.get("error", "")))
    return all_ok


def parser():
    p = games.Parser(prog=PROG, description="The memory gate on the MicroPython unix port.")
    p.add_argument("--game", help="game id")
    p.add_argument("--heap", default="96K", help="heap size, e.g. 96K (default)")
    p.add_argument("--find-min", action="store_true", help="bisect the smallest heap")
    p.add_argument("--players", type=int, help="player count (default: the most)")
    p.add_argument("--seats", help="seat kinds, e.g. hard,easy (default: hard)")
    p.add_argument("--seed", type=int, default=1, help="the game's seed")
    p.add_argument("--option", action="extend", nargs="+", default=[],
                   metavar="KEY=VALUE", help="a rulebook option")
    p.add_argument("--table", action="store_true", help="every built game, as a table")
    return p


def main(argv=None, out=None):
    args = parser().parse_args(argv)
    out = out or sys.stdout
    if not MICROPYTHON.exists():
        games.fail(PROG, "no MicroPython unix port at %s (run make setup)" % MICROPYTHON)
    if args.table:
        return 0 if table(out) else 1
    if not args.game:
        games.fail(PROG, "give --game ID or --table")
    try:
        heap = parse_heap(args.heap)
    except ValueError:
        games.fail(PROG, "bad --heap '%s' (say e.g. 96K, 1M or 98304)" % args.heap)
    try:
        game = games.load(args.game)
        players = game.players(args.players)
        options = game.options(players, game.seats(args.seats, players), args.option)
    except games.GameError as e:
        games.fail(PROG, str(e))
    record = check(args.game, heap, args.find_min, options, args.seed)
    out.write(json.dumps(record) + "\n")
    return 0 if record["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
