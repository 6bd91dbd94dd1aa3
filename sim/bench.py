"""How fast the bots think, how much memory a decision takes, and how fast
whole games play.

    python -m sim.bench --game ID [--games N] [--seed S] [--players P]
        [--repeats R] [--factor F]
    python -m sim.bench --all
    python -m sim.bench --ui --game ID [--runs R] [--decisions D] [--seed S]
    python -m sim.bench --ui --all        (a table, as make bench prints it)

``--ui`` times what a player waits for, on the whole console (``sim.uibench``):
key presses, the longest tick while bots play, autosaves, and the load from
Start to the race's screen, as board estimates, with the share of the screen a
cursor press redraws and the bytes it allocates. Its JSON line has ``game``,
``interpreter``, ``factor``, ``cursor_ms`` and ``confirm_ms`` [median, max],
``tick_max_ms``, ``save_ms`` [median, max] (an autosave's longest tick),
``save_all_ms`` (its ticks together), ``load_ms``,
``cursor_dirty_pct`` and ``cursor_alloc`` [median, max], and ``ok`` (within
the key-press budget).

Bot decisions run on CircuitPython's test interpreter
(``../shared/tools/circuitpython/circuitpython`` from the repo root, or the
path in ``PADDOCK_CIRCUITPYTHON``), the closest thing to the board here;
the MicroPython unix port is the fallback, and with neither the decision
figures are skipped (one line on stderr). For each level (easy, normal,
hard) a driver script plays N games with that level in every seat and runs
each decision as a screen does: ``core.game.bot_think`` a slice a tick, the
first slice building the seat's view. A decision's time is the sum of its
slices. Each decision is run R times from the same state (the bot stream
reset each time; the move must not change) and each slice keeps its fastest
run, so a busy machine does not fail the budget (a module a bot imports on
its first use is not counted either); a last run with the garbage collector
off counts the bytes the decision allocates (its working memory: the view,
the thinking, the garbage).

Prints one JSON line a game: ``interpreter``, ``factor``, ``repeats``,
``decide_ms`` per level (``decisions``, ``median`` and ``max`` of a whole
decision, ``slice_max`` the longest slice, ``slices_max`` the most slices,
``mem_max`` the most bytes one decision allocated), ``board_ms`` (hard's
``median``, ``max`` and ``slice_max`` times ``factor``), ``games_per_second``
(whole hard-bot games on CPython) and ``hard_ok``: hard within the
checklist's budget on the interpreter (median <= 1 ms, max <= 3 ms, every
slice <= 0.3 ms, working memory <= 4 KB), or null when skipped.

``factor`` turns interpreter time into board time. The interpreter's README
calibrates it as F = (its pystones/s on this machine) / 1521, the SAMD51's
pystones/s; its measured medians gave 117 to 149, so the default is 150 (a
little pessimistic). The MicroPython unix port's default is 270 (by
pystone, docs: design notes). ``--factor`` sets it.
"""

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from sim import games
from sim.memcheck import MICROPYTHON
from paddock.core import game as core_game

PROG = "bench"
MARKER = "PADDOCK-BENCH"
LEVELS = (("easy", core_game.EASY), ("normal", core_game.NORMAL), ("hard", core_game.HARD))
HARD_MEDIAN_MS = 1.0
HARD_MAX_MS = 3.0
HARD_SLICE_MS = 0.3
HARD_MEM_BYTES = 4096
REPEATS = 5
HEAP = "2048K"
FACTORS = {"circuitpython": 150.0, "micropython": 270.0}
TIMEOUT = 1200
CIRCUITPYTHON = games.ROOT.parent / "shared" / "tools" / "circuitpython" / "circuitpython"

DRIVER = """\
import sys
sys.path.insert(0, {firmware!r})
{demo_path}
import gc
import time
try:
    ticks = time.ticks_us
    diff = time.ticks_diff
except AttributeError:            # CircuitPython: no ticks_us
    def ticks():
        return time.monotonic_ns() // 1000

    def diff(a, b):
        return a - b
from paddock import games
from paddock.core import game
{demo_register}
rules = games.load({gid!r}, "rules")
bots = games.load({gid!r}, "bots")
base = {options!r}


def think(state, timed, out):
    # One decision, a slice at a time; slice times go into out. The move.
    gen = game.bot_think(state, bots)
    k = 0
    while True:
        if timed:
            t0 = ticks()
            m = next(gen)
            out[k] = diff(ticks(), t0)
        else:
            m = next(gen)
        k += 1
        if m is not None:
            return m, k


def run(name, kind, count, repeats):
    base["seats"] = bytearray([kind] * base["players"])
    totals = []
    slice_max = slices_max = mem_max = 0
    best = [0] * 1000
    now = [0] * 1000
    for i in range(count):
        state = rules.new_game(base, {seed!r} + i)
        while not state.over():
            if len(totals) > 200000:
                raise RuntimeError("a game did not end")
            z, w = state.bot_rng.state()
            move = None
            for r in range(repeats + 1):
                state.bot_rng.set_state(z, w)
                gc.collect()
                gc.disable()
                if r == repeats:          # the last run counts memory, untimed
                    a = gc.mem_alloc()
                    m, n = think(state, False, now)
                    mem = gc.mem_alloc() - a
                else:
                    m, n = think(state, True, now)
                gc.enable()
                if move is None:
                    move = m
                    slices = n
                    for k in range(n):
                        best[k] = now[k]
                elif m != move or n != slices:
                    raise RuntimeError("the bot changed its move when run again")
                elif r < repeats:
                    for k in range(n):
                        if now[k] < best[k]:
                            best[k] = now[k]
            totals.append(sum(best[:slices]))
            slice_max = max(slice_max, max(best[:slices]))
            slices_max = max(slices_max, slices)
            mem_max = max(mem_max, mem)
            state.play(move)
    totals.sort()
    print({marker!r}, name, len(totals), totals[len(totals) // 2], totals[-1], slice_max,
          slices_max, mem_max)


for name, kind in {levels!r}:
    run(name, kind, {games!r}, {repeats!r})
"""


def interpreter():
    """(name, path) of the interpreter for decisions: CircuitPython's test
    interpreter, else the MicroPython unix port; None when neither is here."""
    env = os.environ.get("PADDOCK_CIRCUITPYTHON")
    cp = Path(env) if env else CIRCUITPYTHON
    if cp.is_file() and os.access(cp, os.X_OK):
        return "circuitpython", cp
    if MICROPYTHON.exists():
        return "micropython", MICROPYTHON
    return None


def driver_source(game_id, options, count, seed, repeats=REPEATS):
    plain = dict(options)
    del plain["seats"]
    demo = game_id == games.DEMO
    return DRIVER.format(
        firmware=str(games.FIRMWARE),
        demo_path="sys.path.insert(0, %r)" % str(games.TESTGAMES) if demo else "",
        demo_register="games.PACKAGES[%r] = %r" % (game_id, game_id) if demo else "",
        gid=game_id, options=plain, levels=LEVELS, games=count, seed=seed, marker=MARKER,
        repeats=repeats)


def decide_ms(game_id, options, count, seed, repeats=REPEATS, interp=None):
    """{level: {decisions, median, max, slice_max, slices_max, mem_max}} from
    the driver on interp ((name, path); default: ``interpreter()``)."""
    name, exe = interp or interpreter()
    with tempfile.TemporaryDirectory(prefix="paddock-bench-") as tmp:
        path = Path(tmp) / "benchdriver.py"
        path.write_text(driver_source(game_id, options, count, seed, repeats))
        from sim import consolerun   # pylint: disable=import-outside-toplevel
        # ahead of other processes where allowed: the bots' time, not the machine's load
        args = consolerun.realtime() + [str(exe), "-X", "heapsize=" + HEAP, str(path)]
        done = subprocess.run(args, capture_output=True, text=True, timeout=TIMEOUT, cwd=tmp,
                              env=dict(os.environ, MICROPYPATH=".frozen"))
    result = {}
    for line in done.stdout.splitlines():
        parts = line.split()
        if len(parts) == 8 and parts[0] == MARKER:
            result[parts[1]] = {"decisions": int(parts[2]),
                                "median": int(parts[3]) / 1000,
                                "max": int(parts[4]) / 1000,
                                "slice_max": int(parts[5]) / 1000,
                                "slices_max": int(parts[6]),
                                "mem_max": int(parts[7])}
    if done.returncode != 0 or len(result) != len(LEVELS):
        lines = (done.stderr or done.stdout).strip().splitlines()
        raise RuntimeError(lines[-1] if lines else "driver exit status %d" % done.returncode)
    return result


def board_ms(level, factor):
    """A level's interpreter times as board estimates (ms)."""
    return {k: round(level[k] * factor, 1) for k in ("median", "max", "slice_max")}


def within_budget(hard):
    return (hard["median"] <= HARD_MEDIAN_MS and hard["max"] <= HARD_MAX_MS
            and hard["slice_max"] <= HARD_SLICE_MS and hard["mem_max"] <= HARD_MEM_BYTES)


def games_per_second(game, options, count, seed):
    """Whole games of hard bots a second, on CPython."""
    hard = dict(options)
    hard["seats"] = bytearray([core_game.HARD] * options["players"])
    start = time.perf_counter()
    for i in range(count):
        core_game.play_out(game.new(hard, seed + i), game.bots)
    return round(count / max(time.perf_counter() - start, 1e-9), 1)


def bench(game_id, count=10, seed=1, players=None, repeats=REPEATS, factor=None, interp=None):
    """The JSON record for one game's bots; interp (name, path) or None to
    skip the decision figures."""
    game = games.load(game_id)
    players = game.players(players)
    options = game.options(players, game.seats(None, players))
    record = {"game": game_id, "players": players, "games": count, "seed": seed,
              "interpreter": None, "factor": None, "repeats": repeats,
              "decide_ms": None, "board_ms": None}
    if interp is not None:
        ms = decide_ms(game_id, options, count, seed, repeats, interp)
        f = factor or FACTORS[interp[0]]
        record.update(interpreter=interp[0], factor=f, decide_ms=ms,
                      board_ms={"hard": board_ms(ms["hard"], f)})
    record["games_per_second"] = games_per_second(game, options, count, seed)
    record["hard_ok"] = within_budget(record["decide_ms"]["hard"]) if interp else None
    return record


def parser():
    p = games.Parser(prog=PROG, description="Time bot decisions and whole games.")
    p.add_argument("--game", help="game id")
    p.add_argument("--all", action="store_true", help="every built game")
    p.add_argument("--games", type=int, default=10, help="games a level (default 10)")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game")
    p.add_argument("--players", type=int, help="player count (default: the most)")
    p.add_argument("--repeats", type=int, default=REPEATS,
                   help="timed runs of each decision, the fastest kept (default %d)" % REPEATS)
    p.add_argument("--factor", type=float,
                   help="board time / interpreter time (default 150 on CircuitPython)")
    p.add_argument("--ui", action="store_true",
                   help="key presses, ticks and saves on the whole console (sim.uibench)")
    p.add_argument("--runs", type=int, default=3,
                   help="--ui: runs of the same race, each press's fastest kept (default 3)")
    p.add_argument("--decisions", type=int, default=6,
                   help="--ui: human decisions pressed key by key (default 6)")
    return p


UI_ROW = "%-9s %11s %11s %8s %11s %8s %9s %10s %4s\n"


def ui_main(args, ids, out):
    """``--ui``: one JSON line a game, or with --all a table of them."""
    from sim import uibench
    if not uibench.available():
        out.write("%s: no CircuitPython test interpreter; --ui skipped\n" % PROG)
        return 0
    factor = args.factor or uibench.FACTOR
    status = 0
    if args.all:
        out.write(UI_ROW % ("game", "cursor ms", "confirm ms", "tick ms", "save ms", "load ms",
                            "redrawn%", "alloc B", "ok"))
    for gid in ids:
        try:
            r = uibench.bench(gid, args.runs, args.decisions, args.seed, factor)
        except RuntimeError as e:
            r = {"game": gid, "error": str(e), "ok": False}
        status = status or (0 if r["ok"] else 1)
        if not args.all:
            out.write(json.dumps(r) + "\n")
            continue
        if "error" in r:
            out.write("%-9s %s\n" % (gid, r["error"]))
            continue
        pair = lambda p: "-" if p is None else "%s/%s" % (p[0], p[1])  # noqa: E731
        out.write(UI_ROW % (gid, pair(r["cursor_ms"]), pair(r["confirm_ms"]), r["tick_max_ms"],
                            pair(r["save_ms"]), r["load_ms"], pair(r["cursor_dirty_pct"]),
                            pair(r["cursor_alloc"]), "yes" if r["ok"] else "NO"))
        out.flush()
    return status


def main(argv=None, out=None):
    args = parser().parse_args(argv)
    out = out or sys.stdout
    if args.games < 1 or args.repeats < 1:
        games.fail(PROG, "--games and --repeats must be at least 1")
    if args.factor is not None and args.factor <= 0:
        games.fail(PROG, "--factor must be above 0")
    if args.all == bool(args.game):
        games.fail(PROG, "give either --game ID or --all")
    try:
        ids = games.built() if args.all else [args.game]
        if not args.all:
            games.load(args.game).players(args.players)
    except games.GameError as e:
        games.fail(PROG, str(e))
    if args.ui:
        ids = [g for g in ids if g != games.DEMO]
        if not ids:
            games.fail(PROG, "--ui needs a console game, not the demo")
        return ui_main(args, ids, out)
    interp = interpreter()
    if interp is None:
        sys.stderr.write("%s: no CircuitPython test interpreter (%s or PADDOCK_CIRCUITPYTHON) "
                         "nor MicroPython unix port: decision times skipped\n"
                         % (PROG, "../shared/tools/circuitpython/circuitpython"))
    status = 0
    for gid in ids:
        try:
            record = bench(gid, args.games, args.seed, args.players if not args.all else None,
                           args.repeats, args.factor, interp)
        except RuntimeError as e:  # the driver's last line
            record = {"game": gid, "error": str(e)}
            status = 1
        except Exception as e:  # a game that breaks on CPython, or a timeout
            record = {"game": gid, "error": games.first_line(e)}
            status = 1
        out.write(json.dumps(record) + "\n")
    return status


if __name__ == "__main__":
    sys.exit(main())
