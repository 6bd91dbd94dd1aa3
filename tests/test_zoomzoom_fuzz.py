"""Zoom Zoom Vroom seeded fuzz: 1,008 bot games over every player count and
variant combination, checking the invariants after every move."""

from paddock.core import game
from paddock.games.zoomzoom import bots, data, hard, rules
from paddock.games.zoomzoom import codes as zcodes
from test_zoomzoom_fixtures import check

KINDS = (game.RANDOM, game.EASY, game.NORMAL, game.HARD)
TRACKS = ("A", "B", "original")
# (larger, zero): every combination the rulebook allows; a replaced suit cycles.
HANDS = (("off", "off"), ("off", "replaces"), ("on", "off"), ("on", "7th suit"))
REPLACED = ("replaces 1", "replaces 2", "replaces 3", "replaces 4B", "replaces 4J",
            "replaces 5")
MAX_ROUNDS = 40


def configs():
    n = 0
    for players in (3, 4, 5):
        for track in TRACKS:
            for larger, zero in HANDS:
                for z05 in ("off", "on"):
                    if zero == "replaces":
                        zero = REPLACED[n % 6]
                    n += 1
                    yield {"players": players, "track": track, "larger": larger,
                           "zero": zero, "z05": z05}


def raw_choice(view, kind, rng):
    """The bot's own move, bypassing choose()'s illegal-move safety net."""
    if kind == game.HARD:
        return hard.decide(view)[0]
    if kind == game.NORMAL:
        return bots._normal(view, rng)
    return bots._easy(view, rng)


def hand_size(st):
    first = data.LARGER_HAND if st.larger else data.HAND
    return first + 1 - st.trick


def play_checked(st, reasons):
    while not st.over():
        assert st.round <= MAX_ROUNDS
        seat = st.to_move()
        legal = st.legal()
        assert legal and len(set(legal)) == len(legal)
        if st.phase == zcodes.PICK and reasons:
            for m in list(range(7)) + list(range(10, 17)) + [zcodes.Z05_0, zcodes.Z05_5]:
                assert (st.why_not(m) is None) == (m in legal), (m, st.why_not(m))
        if st.phase == zcodes.PICK and st.t_n == 0:
            assert all(len(h) == hand_size(st) for h in st.hands)
        kind = st.seats[seat]
        if kind == game.RANDOM:
            m = legal[st.bot_rng.below(len(legal))]
        else:
            m = raw_choice(st.seen_by(seat), kind, st.bot_rng)
        assert m in legal, (kind, rules.move_text(m))
        st.play(m)
        for e in st.events:
            assert rules.event_text(e) != "?"
        check(st)
    winner = st.standings()[0]
    assert st.winner == winner and st.laps[winner] == data.LAPS_TO_WIN
    assert sum(1 for p in range(st.players) if st.laps[p] >= 2) == 1


def test_fuzz_1008_bot_games_keep_every_invariant():
    games = 0
    seed = 0
    all_configs = list(configs())
    assert len(all_configs) == 72
    while games < 1000:
        for opts in all_configs:
            n = opts["players"]
            seats = bytearray(KINDS[(seed + i) % 4] for i in range(n))
            st = rules.new_game(dict(opts, seats=seats), 1000 + seed)
            play_checked(st, seed % 3 == 0)  # why_not() agrees with legal()
            games += 1
            seed += 1
    assert games == 1008
