"""Seeded fuzz: 1,200 bot games of Stock Car Championship across every player
count, track, race length, house rule, the advanced rules and seasons, with
the invariants checked after every move."""

from paddock.core import game
from paddock.games.stockcar import bots, rules
from paddock.games.stockcar import codes as C
from paddock.games.stockcar import events as E
from test_stockcar_fixtures import check

GAMES = 1200
KINDS = (game.RANDOM, game.EASY, game.NORMAL, game.HARD)
TRACKS = ("Speedway", "Mile Oval", "Short")


def options(i):
    players = 2 + i % 3
    return {
        "players": players,
        "seats": bytearray(KINDS[(i // 5 + k) % 4] for k in range(players)),
        "track": TRACKS[(i // 3) % 3],
        "length": "short" if i % 20 == 7 else "heat",
        "stats": ("off", "on")[(i // 9) % 2],
        "outrule": ("out", "to rear")[(i // 18) % 2],
        "advchal": ("off", "on")[(i // 36) % 2],
        "advanced": ("off", "on")[(i // 72) % 2],
        "races": 3 if i % 97 == 5 else 1,
    }


def test_fuzz_bot_games_keep_every_invariant():
    seen_options = set()
    for i in range(GAMES):
        opts = options(i)
        seen_options.add((opts["players"], opts["track"], opts["stats"], opts["outrule"],
                          opts["advchal"], opts["advanced"]))
        st = rules.new_game(opts, 1000 + i)
        moves = 0
        races = 0
        while not st.over():
            legal = st.legal()
            assert legal and len(set(legal)) == len(legal)
            st.play(game.bot_move(st, bots))
            moves += 1
            assert moves < 3000 * opts["races"], "game %d does not end" % i
            assert st.turn_no <= 120, "race %d runs past 120 turns" % i
            check(st)
            for e in st.events:
                races += e[0] == E.EV_RACE_OVER
        assert races == opts["races"]
        assert sorted(st.standings()) == list(range(opts["players"]))
        assert st.season.done == opts["races"]
        assert sum(st.season.wins) <= opts["races"]      # a race may lose every car
    assert len(seen_options) == 3 * 3 * 2 ** 4          # every combination
