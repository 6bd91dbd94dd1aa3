"""How fast the bots think, and how fast whole games play.

    python -m sim.bench --game ID [--games N] [--seed S] [--players P]
    python -m sim.bench --all

For each level (easy, normal, hard) a driver script on the MicroPython unix
port plays N games with that level in every seat and times each decision,
``bots.choose(state.seen_by(seat), ...)`` (what the player waits for), with
``time.ticks_us``. On CPython it times N whole games of hard bots. Prints one
JSON line a game: ``decide_ms`` per level (``decisions``, ``median``,
``max``), ``games_per_second`` and ``hard_ok`` (the checklist's bound: a
median of 2 ms or less and a max of 20 ms or less).

The board is far slower: by pystone about 270 times slower than the unix
port here, so 2 ms here is about half a second on a PyGamer.
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
HARD_MEDIAN_MS = 2.0
HARD_MAX_MS = 20.0
TIMEOUT = 600

DRIVER = """\
import sys
sys.path.insert(0, {firmware!r})
{demo_path}
import time
from paddock import games
{demo_register}
rules = games.load({gid!r}, "rules")
bots = games.load({gid!r}, "bots")
base = {options!r}
for name, kind in {levels!r}:
    base["seats"] = bytearray([kind] * base["players"])
    times = []
    for i in range({games!r}):
        state = rules.new_game(base, {seed!r} + i)
        while not state.over():
            if len(times) > 1000000:
                raise RuntimeError("a game did not end")
            seat = state.to_move()
            t0 = time.ticks_us()
            move = bots.choose(state.seen_by(seat), kind, state.bot_rng)
            times.append(time.ticks_diff(time.ticks_us(), t0))
            state.play(move)
    times.sort()
    print({marker!r}, name, len(times), times[len(times) // 2], times[-1])
"""


def driver_source(game_id, options, count, seed):
    plain = dict(options)
    del plain["seats"]
    demo = game_id == games.DEMO
    return DRIVER.format(
        firmware=str(games.FIRMWARE),
        demo_path="sys.path.insert(0, %r)" % str(games.TESTGAMES) if demo else "",
        demo_register="games.PACKAGES[%r] = %r" % (game_id, game_id) if demo else "",
        gid=game_id, options=plain, levels=LEVELS, games=count, seed=seed, marker=MARKER)


def decide_ms(game_id, options, count, seed):
    """{level: {decisions, median, max}} from the MicroPython driver."""
    with tempfile.TemporaryDirectory(prefix="paddock-bench-") as tmp:
        path = Path(tmp) / "benchdriver.py"
        path.write_text(driver_source(game_id, options, count, seed))
        done = subprocess.run([str(MICROPYTHON), str(path)], capture_output=True,
                              text=True, timeout=TIMEOUT, cwd=tmp,
                              env=dict(os.environ, MICROPYPATH=".frozen"))
    result = {}
    for line in done.stdout.splitlines():
        parts = line.split()
        if len(parts) == 5 and parts[0] == MARKER:
            result[parts[1]] = {"decisions": int(parts[2]),
                                "median": int(parts[3]) / 1000,
                                "max": int(parts[4]) / 1000}
    if done.returncode != 0 or len(result) != len(LEVELS):
        lines = (done.stderr or done.stdout).strip().splitlines()
        raise RuntimeError(lines[-1] if lines else "driver exit status %d" % done.returncode)
    return result


def games_per_second(game, options, count, seed):
    """Whole games of hard bots a second, on CPython."""
    hard = dict(options)
    hard["seats"] = bytearray([core_game.HARD] * options["players"])
    start = time.perf_counter()
    for i in range(count):
        core_game.play_out(game.new(hard, seed + i), game.bots)
    return round(count / max(time.perf_counter() - start, 1e-9), 1)


def bench(game_id, count=10, seed=1, players=None):
    """The JSON record for one game."""
    game = games.load(game_id)
    players = game.players(players)
    options = game.options(players, game.seats(None, players))
    ms = decide_ms(game_id, options, count, seed)
    hard = ms["hard"]
    return {
        "game": game_id,
        "players": players,
        "games": count,
        "seed": seed,
        "decide_ms": ms,
        "games_per_second": games_per_second(game, options, count, seed),
        "hard_ok": hard["median"] <= HARD_MEDIAN_MS and hard["max"] <= HARD_MAX_MS,
    }


def parser():
    p = games.Parser(prog=PROG, description="Time bot decisions and whole games.")
    p.add_argument("--game", help="game id")
    p.add_argument("--all", action="store_true", help="every built game")
    p.add_argument("--games", type=int, default=10, help="games a level (default 10)")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game")
    p.add_argument("--players", type=int, help="player count (default: the most)")
    return p


def main(argv=None, out=None):
    args = parser().parse_args(argv)
    out = out or sys.stdout
    if args.games < 1:
        games.fail(PROG, "--games must be at least 1")
    if not MICROPYTHON.exists():
        games.fail(PROG, "no MicroPython unix port at %s (run make setup)" % MICROPYTHON)
    if args.all == bool(args.game):
        games.fail(PROG, "give either --game ID or --all")
    try:
        ids = games.built() if args.all else [args.game]
        if not args.all:
            games.load(args.game).players(args.players)
    except games.GameError as e:
        games.fail(PROG, str(e))
    status = 0
    for gid in ids:
        try:
            record = bench(gid, args.games, args.seed, args.players if not args.all else None)
        except RuntimeError as e:  # the MicroPython driver's last line
            record = {"game": gid, "error": str(e)}
            status = 1
        except Exception as e:  # a game that breaks on CPython, or a timeout
            record = {"game": gid, "error": games.first_line(e)}
            status = 1
        out.write(json.dumps(record) + "\n")
    return status


if __name__ == "__main__":
    sys.exit(main())
