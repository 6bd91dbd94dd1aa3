"""Seeded fuzz of saves whose checksum passes but whose fields are damaged.

    python -m sim.savefuzz --game ID [--cases N] [--seed S] [--moves M] [--show K]

Base races are played by bots with random options, seats and lengths; each case
takes one race's ``to_bytes()`` payload, changes one to three bytes (a new
value, one more or less, 0 or 255, or two bytes swapped) and hands it to
``rules.from_bytes``, as a save whose CRC was recomputed would reach it. Each
case must end one of two ways:

- refused: ``SaveError`` with a one-line reason;
- loaded: then every seat's ``seen_by``, ``legal``, the hint for human seats
  and M bot moves (default 150) run without an error, and the race, saved
  again, loads again.

Anything else is an escape. One JSON line at the end: ``game``, ``cases``,
``refused``, ``loaded``, ``escapes``, ``seconds`` and the first escapes
(``--show``). Exit 1 if any case escaped, 2 for bad input.
"""

import json
import random
import sys
import time

from sim import games
from paddock.core import game as core_game
from paddock.core.save import SaveError

PROG = "savefuzz"
MOVES = 150


def base_races(game, seed, count=24):
    """(payload, ...) of races played a random number of moves, any options."""
    rng = random.Random(seed)
    found = []
    tries = 0
    while len(found) < count and tries < count * 20:
        tries += 1
        players = rng.randint(game.min_players, game.max_players)
        seats = bytearray(rng.choice((core_game.HUMAN, core_game.RANDOM, core_game.EASY,
                                      core_game.NORMAL, core_game.HARD))
                          for _ in range(players))
        options = {"players": players, "seats": seats}
        for key, _label, choices, _default in game.meta.OPTIONS:
            options[key] = rng.choice(choices)
        try:
            st = game.new(options, rng.randrange(1 << 20))
        except ValueError:
            continue
        stop = rng.choice((0, 1, 3, 10, 30, 80, 200, 600))
        n = 0
        while n < stop and not st.over():
            st.play(pick(game, st))
            n += 1
        found.append(bytes(st.to_bytes()))
    return found


def pick(game, st):
    """The move for the seat to move: its bot, or for a human seat the hint
    when it is legal, else a legal move from the bot stream."""
    seat = st.to_move()
    if st.seats[seat] != core_game.HUMAN:
        return core_game.bot_move(st, game.bots)
    legal = st.legal()
    hint = game.bots.hint(st.seen_by(seat))
    move = hint[0] if isinstance(hint, tuple) else hint
    return move if move in legal else legal[st.bot_rng.below(len(legal))]


def mutate(data, rng):
    out = bytearray(data)
    for _ in range(rng.choice((1, 1, 2, 3))):
        i = rng.randrange(len(out))
        how = rng.randrange(5)
        if how == 0:
            out[i] = rng.randrange(256)
        elif how == 1:
            out[i] = (out[i] + 1) & 0xFF
        elif how == 2:
            out[i] = (out[i] - 1) & 0xFF
        elif how == 3:
            out[i] = rng.choice((0, 255))
        else:
            j = rng.randrange(len(out))
            out[i], out[j] = out[j], out[i]
    return bytes(out)


def play(game, st, moves):
    """Look at the race as the console would, then play up to moves moves."""
    for seat in range(st.players):
        st.seen_by(seat)
    st.standings()
    n = 0
    while n < moves and not st.over():
        seat = st.to_move()
        if not 0 <= seat < st.players:
            raise AssertionError("to_move() is %r" % (seat,))
        if not st.legal():
            raise AssertionError("no legal move, not over")
        st.play(pick(game, st))
        for ev in st.events:
            game.rules.event_text(ev)
        n += 1
    st.standings()
    if st.over():
        st.won_by()
    game.rules.from_bytes(st.to_bytes())


def case(game, bad, moves):
    """("refused" | "loaded" | "escape", detail) of one mutated payload."""
    try:
        st = game.rules.from_bytes(bad)
    except SaveError as e:
        text = str(e)
        if not text or "\n" in text:
            return "escape", "load: SaveError not one line: %r" % text
        return "refused", text
    except Exception as e:  # what the issue counts: anything but a SaveError
        return "escape", "load: " + games.first_line(e)
    try:
        play(game, st, moves)
    except Exception as e:
        return "escape", "play: " + games.first_line(e) + " at " + _where(e)
    return "loaded", ""


def _where(err):
    tb = err.__traceback__
    last = None
    while tb is not None:
        last = tb
        tb = tb.tb_next
    if last is None:
        return "?"
    code = last.tb_frame.f_code
    return "%s:%d" % (code.co_filename.replace("\\", "/").split("/firmware/")[-1],
                      last.tb_lineno)


def run(game_id, cases, seed=1, moves=MOVES, show=5):
    """The summary dict of a fuzz run."""
    game = games.load(game_id)
    start = time.perf_counter()
    pool = base_races(game, seed)
    rng = random.Random(seed * 7919 + 1)
    counts = {"refused": 0, "loaded": 0, "escape": 0}
    escapes = []
    for k in range(cases):
        bad = mutate(pool[k % len(pool)], rng)
        kind, detail = case(game, bad, moves)
        counts[kind] += 1
        if kind == "escape" and len(escapes) < show:
            escapes.append({"case": k, "detail": detail, "payload": bad.hex()})
    return {"game": game_id, "cases": cases, "refused": counts["refused"],
            "loaded": counts["loaded"], "escapes": counts["escape"],
            "seconds": round(time.perf_counter() - start, 2), "first": escapes}


def main(argv=None, out=None):
    p = games.Parser(prog=PROG, description="Fuzz a game's saves with CRC-valid damage.")
    p.add_argument("--game", required=True, help="game id")
    p.add_argument("--cases", type=int, default=1000, help="how many mutated saves")
    p.add_argument("--seed", type=int, default=1, help="seed of the run")
    p.add_argument("--moves", type=int, default=MOVES, help="bot moves after a save loads")
    p.add_argument("--show", type=int, default=5, help="escapes to describe")
    args = p.parse_args(argv)
    if args.cases < 1 or args.moves < 0:
        games.fail(PROG, "--cases must be at least 1 and --moves at least 0")
    try:
        result = run(args.game, args.cases, args.seed, args.moves, args.show)
    except games.GameError as e:
        games.fail(PROG, str(e))
    (out or sys.stdout).write(json.dumps(result) + "\n")
    return 1 if result["escapes"] else 0


if __name__ == "__main__":
    sys.exit(main())
