"""Zoom Zoom Vroom saves: a game saved anywhere resumes exactly."""

import pytest

from paddock import games
from paddock.core import game, save
from paddock.games import zoomzoom
from paddock.games.zoomzoom import bots, rules
from test_zoomzoom_fixtures import check

SEATS = bytearray([game.HARD, game.RANDOM, game.EASY, game.NORMAL, game.HARD])
CONFIGS = [
    {"players": 3},
    {"players": 4, "track": "B", "larger": "on", "zero": "7th suit", "z05": "on"},
    {"players": 5, "track": "original", "zero": "replaces 2", "z05": "on"},
]


def play_all(st):
    """Play st out with its bots; every move and the state bytes before it."""
    moves, saves = [], []
    while not st.over():
        saves.append(st.to_bytes())
        m = game.bot_move(st, bots)
        moves.append(m)
        st.play(m)
    return moves, saves


@pytest.mark.parametrize("config", CONFIGS)
def test_a_game_saved_at_many_points_resumes_identically(config):
    opts = dict(config, seats=SEATS[:config["players"]])
    for seed in (11, 12):
        st = rules.new_game(opts, seed)
        moves, saves = play_all(st)
        end = st.to_bytes()
        step = max(1, len(moves) // 12)
        for i in range(0, len(moves), step):
            record = save.encode(zoomzoom.ID, zoomzoom.VERSION, saves[i])
            _, _, payload = save.decode(record, zoomzoom.ID, zoomzoom.VERSION)
            again = rules.from_bytes(payload)
            check(again)
            assert again.to_bytes() == saves[i]
            more, _ = play_all(again)
            assert more == moves[i:] and again.to_bytes() == end
            assert again.standings() == st.standings()


def test_save_keeps_a_half_played_trick_and_turn():
    st = rules.new_game({"players": 4, "z05": "on", "zero": "replaces 4B",
                         "seats": bytearray(4)}, 3)
    st.play(st.legal()[0])
    copy = rules.from_bytes(st.to_bytes())
    for name in ("phase", "pending", "t_n", "lead", "trick", "round", "middle",
                 "removed", "turns", "moves", "track", "larger", "zero", "z05"):
        assert getattr(copy, name) == getattr(st, name), name
    assert copy.legal() == st.legal() and copy.to_move() == st.to_move()
    assert [h.list() for h in copy.hands] == [h.list() for h in st.hands]
    assert copy.rng.state() == st.rng.state() and copy.bot_rng.state() == st.bot_rng.state()


def test_a_damaged_payload_raises_save_error():
    # By name: the simulator's tests drop firmware modules between runs, so
    # the lazily imported codec may be a fresh copy of core.save.
    st = rules.new_game({"players": 3}, 5)
    data = st.to_bytes()
    for bad in (data[:-3], data + b"\x00", b"\x09" + data[1:]):
        with pytest.raises(ValueError) as e:
            rules.from_bytes(bad)
        assert type(e.value).__name__ == "SaveError"


def test_the_save_is_small():
    st = rules.new_game({"players": 5, "larger": "on", "zero": "7th suit"}, 5)
    assert len(st.to_bytes()) < 200


def test_the_registry_finds_the_game():
    r = games.load("zoomzoom", "rules")
    b = games.load("zoomzoom", "bots")
    assert r.__name__ == "paddock.games.zoomzoom.rules" and b.__name__.endswith(".bots")
    st = r.new_game({"players": 3}, 1)
    assert game.play_out(st, b) > 0 and st.over()
