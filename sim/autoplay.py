"""Play bot games headless, through the rules alone (no display).

    python -m sim.autoplay --game ID --games N --seed S [--players P]
        [--seats hard,random,...] [--rotate] [--option key=value ...] [--max-moves M]

Prints one JSON object a game (``game``, ``seed``, ``players``, ``seats``,
``standings``, ``winner`` (the seat that won, -1 when no seat did: a rival
car, a lost solo race), ``turns``, ``moves``, ``finished``, and ``error`` when
one was raised), then a summary line (``games``, ``finished``, ``errors``,
``wins`` a seat, ``none_won``, ``seconds``). Game i uses seed S+i. Exit status 1 when a
game raised or did not end within the move bound; 2 for bad input.

``--rotate`` is a tournament: game i moves the seat kinds i seats on (with
``--seats hard,normal,normal,normal`` and 1,000 games, hard sits 250 games
in each seat), and the summary adds ``levels``: for each seat kind, its
``seats`` (how many a game), ``wins`` (games one of them won), ``share``
(wins / games) and ``se`` (the binomial standard error of that share,
sqrt(share * (1 - share) / games)); a readable line goes to stderr.
"""

import json
import math
import sys
import time

from sim import games
from paddock.core import game as core_game
from paddock.core import options as core_options

PROG = "autoplay"


def play_one(game, options, seed, max_moves):
    """Play one game; returns its JSON record."""
    record = {
        "game": game.id,
        "seed": seed,
        "players": options["players"],
        "seats": games.seat_names(options["seats"]),
        "standings": None,
        "winner": None,
        "turns": 0,
        "moves": 0,
        "finished": False,
    }
    state = None
    try:
        state = game.new(options, seed)
        n = 0
        while not state.over() and n < max_moves:
            state.play(core_game.bot_move(state, game.bots))
            n += 1
        record["finished"] = state.over()
        record["standings"] = list(state.standings())
        record["winner"] = state.won_by() if record["finished"] else None
    except Exception as e:  # a broken game is reported, not fatal
        record["error"] = games.first_line(e)
    if state is not None:
        record["turns"] = state.turns
        record["moves"] = state.moves
    return record


def rotated(seats, k):
    """The seat kinds moved k seats on: seat j gets the kind of seat j - k."""
    n = len(seats)
    return bytearray(seats[(j - k) % n] for j in range(n))


def level_shares(records, seats):
    """{kind name: {seats, wins, share, se}} over the games played: a level
    wins a game when one of its seats does."""
    games_n = len(records)
    out = {}
    for kind in sorted(set(seats), key=lambda k: -k):
        name = core_options.LEVELS[kind]
        wins = sum(1 for r in records if r.get("winner") is not None and r["winner"] >= 0
                   and r["seats"][r["winner"]] == name)
        share = wins / games_n if games_n else 0.0
        out[name] = {"seats": list(seats).count(kind), "wins": wins,
                     "share": round(share, 4),
                     "se": round(math.sqrt(share * (1 - share) / games_n), 4) if games_n else 0.0}
    return out


def shares_line(levels, count):
    """The tournament in words: 'hard 61.2% +- 1.5 (1 seat), ...'."""
    parts = ["%s %.1f%% +- %.1f (%d seat%s)" % (name, 100 * v["share"], 100 * v["se"], v["seats"],
                                                "" if v["seats"] == 1 else "s")
             for name, v in levels.items()]
    return "%s; %d games, seats rotated" % (", ".join(parts), count)


def run(game, options, seed, count, max_moves, out, rotate=False, err=None):
    """Play count games from seed; print each and the summary; True if all ended.
    rotate: game i moves the seat kinds i seats on, and the summary says
    each level's share of the wins (and err gets it in words)."""
    start = time.perf_counter()
    wins = [0] * options["players"]
    finished = errors = none_won = 0
    records = []
    for i in range(count):
        opts = options
        if rotate:
            opts = dict(options, seats=rotated(options["seats"], i))
        record = play_one(game, opts, seed + i, max_moves)
        if "error" in record:
            errors += 1
        elif record["finished"]:
            finished += 1
            if record["winner"] >= 0:
                wins[record["winner"]] += 1
            else:
                none_won += 1
        if rotate:
            records.append(record)
        out.write(json.dumps(record) + "\n")
    summary = {
        "games": count,
        "finished": finished,
        "errors": errors,
        "wins": wins,
        "none_won": none_won,
        "seconds": round(time.perf_counter() - start, 3),
    }
    if rotate:
        summary["levels"] = level_shares(records, options["seats"])
        if err is not None:
            err.write("%s: %s\n" % (PROG, shares_line(summary["levels"], count)))
    out.write(json.dumps(summary) + "\n")
    return finished == count


def parser():
    p = games.Parser(prog=PROG, description="Play bot games headless.")
    p.add_argument("--game", required=True, help="game id")
    p.add_argument("--games", type=int, default=1, help="how many games")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game")
    p.add_argument("--players", type=int, help="player count (default: the most)")
    p.add_argument("--seats", help="seat kinds, e.g. hard,random,easy (default: hard)")
    p.add_argument("--rotate", action="store_true",
                   help="move the seat kinds one seat on each game; report each level's share")
    p.add_argument("--option", action="extend", nargs="+", default=[],
                   metavar="KEY=VALUE", help="a rulebook option")
    p.add_argument("--max-moves", type=int, default=20000,
                   help="a game not over after this many moves did not finish")
    return p


def main(argv=None, out=None, err=None):
    args = parser().parse_args(argv)
    if args.games < 1 or args.max_moves < 1:
        games.fail(PROG, "--games and --max-moves must be at least 1")
    try:
        game = games.load(args.game)
        players = game.players(args.players)
        seats = game.seats(args.seats, players)
        options = game.options(players, seats, args.option)
    except games.GameError as e:
        games.fail(PROG, str(e))
    ok = run(game, options, args.seed, args.games, args.max_moves, out or sys.stdout,
             args.rotate, err or sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
