"""The memory gates, on CircuitPython's own test interpreter.

    python -m sim.memcheck --console --game ID [--heap 128K] [--find-min]
        [--files py|mpy] [--players P] [--seed S]
    python -m sim.memcheck --game ID [--heap 96K] [--find-min]
        [--players P] [--seats hard,...] [--seed S] [--option key=value ...]
    python -m sim.memcheck --table

``--console`` is the judge: the whole console runs ``firmware/`` as ``make
flash`` ships it (``.mpy`` from CircuitPython's mpy-cross unless ``--files
py``) on ``../shared/tools/circuitpython/circuitpython`` (or
``$PADDOCK_CIRCUITPYTHON``) with the heap capped, driven by keys through
title, menu, setup, a race at the most players (seat 1 human, hard bots), a
power cut and Continue, the result and the menu (``sim.consolerun``). Its
last line is a JSON object: ``game``, ``interpreter``, ``console``,
``files``, ``heap``, ``ok``, ``min_heap`` (bisected to 1 KB with
``--find-min``), ``decision_live`` (live bytes at the first human decision),
``peak_live``, ``rig`` (what the driver and the stand-ins for ``board``,
``keypad``... hold: they are counted in every figure, though a board has
none of them), ``qstrs`` (names interned at the peak, the rig's among them:
the pool that holds them doubles past about 1,255, a step of some 8 KB),
``stack_ok`` (the run kept 256 bytes of the 2 KB pystack
spare), board estimates of the load times in ms (``boot_ms``: power-on to
the title; ``load_ms``: A on Start to the first decision) and, on failure,
``error``.

Without ``--console`` the gate plays the rules and bots alone: one game,
hard bots in every seat, imported from the ``.py`` sources so the
compiler's RAM counts, on the same interpreter (the MicroPython unix port
where it is missing). It prints ``game``, ``interpreter``, ``heap``,
``min_heap``, ``ok`` and, on failure, ``error``.

Where no interpreter is found the gate says so in one line and exits 0.
Exit status 1 when a run fails at ``--heap``; 2 for bad input.
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
CONSOLE_HEAP = 128 * 1024
FACTOR = 150     # board time / interpreter time (the interpreter's README)
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


def interpreter():
    """(name, path) of the interpreter the rules gate runs on."""
    from sim import consolerun
    cp = consolerun.interpreter()
    if cp:
        return "circuitpython", cp
    return "micropython", str(MICROPYTHON) if MICROPYTHON.exists() else None


def run_driver(path, heap):
    """(ok, error line) for the driver at path under a heap of heap bytes."""
    try:
        done = subprocess.run(
            [interpreter()[1], "-X", "heapsize=%d" % heap, str(path)],
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
        record = {"game": game_id, "interpreter": interpreter()[0], "heap": heap, "ok": ok,
                  "min_heap": None}
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


def console(game_id, heap=CONSOLE_HEAP, want_min=False, files="mpy", players=None, seed=1):
    """The JSON record of the console gate for one game."""
    from sim import consolerun
    if want_min:
        low, r = consolerun.find_min(game_id, files, players)
        at = consolerun.run(game_id, heap, files, players, seed) if heap != low else r
    else:
        low, at = None, consolerun.run(game_id, heap, files, players, seed)
        r = at
    s = r.get("samples", {})
    ms = r.get("ms", {})
    error = at.get("error", "")
    record = {"game": game_id, "interpreter": "circuitpython", "console": True, "files": files,
              "heap": heap, "ok": at["ok"], "min_heap": low,
              "decision_live": s.get("first_decision"), "peak_live": s.get("peak"),
              "rig": s.get("rig"), "qstrs": r.get("qstrs"), "stack_ok": "pystack" not in error and "pystack" not in
              r.get("error", ""), "decisions": r.get("decisions"),
              "boot_ms": round(ms.get("boot", 0) * FACTOR), "load_ms": round(ms.get("load", 0) * FACTOR)}
    if not at["ok"]:
        record["error"] = error
    elif want_min and low is None:
        record["error"] = r.get("error")
    return record


def table(out):
    """Every game's console gate, .mpy and .py, and the rules gate, as a table;
    False if a game does not fit as .mpy, the files ``make flash`` ships (the
    .py rows say what a build without CircuitPython's mpy-cross would need)."""
    from sim import consolerun
    if consolerun.interpreter() is None:
        out.write("memcheck: no CircuitPython test interpreter; the table is skipped\n")
        return True
    out.write("%-9s %5s %9s %9s %9s %6s %6s %5s  %s\n" % (
        "game", "files", "min heap", "decision", "peak", "rig", "stack", "128K", "rules min"))
    all_ok = True
    for gid in games.IDS:
        if gid == games.DEMO or not games.is_built(gid):
            continue
        rules = check(gid, GATE, True)
        for files in ("mpy", "py"):
            r = console(gid, CONSOLE_HEAP, True, files)
            all_ok = all_ok and (r["ok"] or files == "py")
            kib = lambda v: "%.1fK" % (v / 1024) if v else "?"  # noqa: E731
            out.write("%-9s %5s %9s %9s %9s %6s %6s %5s  %s\n" % (
                gid, files, kib(r["min_heap"]), kib(r["decision_live"]), kib(r["peak_live"]),
                kib(r["rig"]), "ok" if r["stack_ok"] else "NO", "yes" if r["ok"] else "NO",
                kib(rules["min_heap"])))
            out.flush()
    out.write("the gate is the .mpy rows (what make flash ships); .py rows are for reference\n")
    return all_ok


def parser():
    p = games.Parser(prog=PROG, description="The memory gate on the MicroPython unix port.")
    p.add_argument("--game", help="game id")
    p.add_argument("--heap", help="heap size, e.g. 96K (default 96K; 128K with --console)")
    p.add_argument("--find-min", action="store_true", help="bisect the smallest heap")
    p.add_argument("--players", type=int, help="player count (default: the most)")
    p.add_argument("--seats", help="seat kinds, e.g. hard,easy (default: hard)")
    p.add_argument("--seed", type=int, default=1, help="the game's seed")
    p.add_argument("--option", action="extend", nargs="+", default=[],
                   metavar="KEY=VALUE", help="a rulebook option")
    p.add_argument("--table", action="store_true", help="every built game, as a table")
    p.add_argument("--console", action="store_true",
                   help="the whole console on CircuitPython (the judge)")
    p.add_argument("--files", choices=("mpy", "py"), default="mpy",
                   help="what the console runs: .mpy as make flash ships (default) or .py")
    return p


def main(argv=None, out=None):
    args = parser().parse_args(argv)
    out = out or sys.stdout
    if args.table:
        return 0 if table(out) else 1
    if not args.game:
        games.fail(PROG, "give --game ID or --table")
    try:
        heap = parse_heap(args.heap or ("128K" if args.console else "96K"))
    except ValueError:
        games.fail(PROG, "bad --heap '%s' (say e.g. 96K, 1M or 98304)" % args.heap)
    if args.console:
        from sim import consolerun
        try:
            game = games.load(args.game)
            players = game.players(args.players)
        except games.GameError as e:
            games.fail(PROG, str(e))
        if args.game == games.DEMO:
            games.fail(PROG, "the console has no demo game")
        if consolerun.interpreter() is None:
            out.write("memcheck: no CircuitPython test interpreter (set PADDOCK_CIRCUITPYTHON); "
                      "skipped\n")
            return 0
        record = console(args.game, heap, args.find_min, args.files, players, args.seed)
        out.write(json.dumps(record) + "\n")
        return 0 if record["ok"] else 1
    if interpreter()[1] is None:
        out.write("memcheck: no CircuitPython or MicroPython interpreter; skipped\n")
        return 0
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
