"""core.game: seat parsing, the State base, bot_move and play_out."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sim import games  # noqa: E402  (puts firmware/ and the demo on the path)
from paddock.core import game, options  # noqa: E402
from paddock.core.rng import Rng  # noqa: E402

DEMO = games.load("demo")


def demo_state(seats, seed=1, players=2):
    return DEMO.new(DEMO.options(players, bytearray(seats)), seed)


def test_level_names():
    assert [options.level_of(n) for n in options.LEVELS] == [0, 1, 2, 3, 4]
    assert (game.HUMAN, game.RANDOM, game.EASY, game.NORMAL, game.HARD) == (0, 1, 2, 3, 4)


def test_unknown_level_names_the_choices():
    with pytest.raises(ValueError) as info:
        options.level_of("expert")
    assert "expert" in str(info.value) and "hard" in str(info.value)
    assert "\n" not in str(info.value)


def test_seats_from_names_kinds_and_padding():
    assert list(options.seats_from(["easy", "random"], 4)) == [2, 1, 4, 4]
    assert list(options.seats_from([game.HUMAN], 2, default=game.NORMAL)) == [0, 3]
    assert list(options.seats_from(None, 3)) == [4, 4, 4]
    assert isinstance(options.seats_from(None, 1), bytearray)


def test_seats_from_errors():
    with pytest.raises(ValueError) as info:
        options.seats_from(["hard"] * 3, 2)
    assert "3 seats given for 2 players" in str(info.value)
    with pytest.raises(ValueError):
        options.seats_from(["hard", "bogus"], 2)


def test_the_base_state_leaves_the_rules_to_the_game():
    s = game.State(2, bytearray([0, 4]), 5)
    for method in (s.to_move, s.legal, s.standings, s.to_bytes, s.over):
        with pytest.raises(NotImplementedError):
            method()
    with pytest.raises(NotImplementedError):
        s.play(0)
    with pytest.raises(NotImplementedError):
        s.seen_by(0)
    assert not s.is_bot(0) and s.is_bot(1)
    s.emit(3, 1, 2)
    assert s.events == [(3, 1, 2, 0)]


def test_the_two_random_streams_differ():
    s = game.State(2, bytearray(2), 5)
    assert s.rng.state() != s.bot_rng.state()
    assert s.rng.state() == Rng(5).state()


def test_check_refuses_an_illegal_move():
    s = demo_state([4, 4])
    bad = max(s.legal()) + 10
    with pytest.raises(game.RulesError):
        s.check(bad)
    s.check(s.legal()[0])


def test_a_random_seat_uses_only_the_bot_stream():
    s = demo_state([game.RANDOM, game.RANDOM], seed=3)
    before = s.rng.state()
    bot_before = s.bot_rng.state()
    move = game.bot_move(s, DEMO.bots)
    assert move in s.legal()
    assert s.rng.state() == before and s.bot_rng.state() != bot_before


def test_random_seats_pick_every_legal_move_in_time():
    picked = set()
    for seed in range(40):
        s = demo_state([game.RANDOM, game.RANDOM], seed=seed)
        if len(s.legal()) == 3:
            picked.add(s.legal().index(game.bot_move(s, DEMO.bots)))
    assert picked == {0, 1, 2}


def test_a_bot_seat_asks_the_bots_with_its_own_view():
    seen = []

    class Spy:
        @staticmethod
        def choose(view, kind, rng):
            seen.append((view.seat, kind, rng))
            return view.legal[0]

    s = demo_state([game.EASY, game.NORMAL])
    game.bot_move(s, Spy)
    assert seen == [(0, game.EASY, s.bot_rng)]


def test_play_out_ends_the_game_and_counts_moves():
    s = demo_state([game.HARD, game.EASY], seed=8)
    n = game.play_out(s, DEMO.bots)
    assert s.over() and n == s.moves > 0


def test_play_out_has_a_move_bound():
    s = demo_state([game.EASY, game.EASY], seed=8)
    with pytest.raises(game.RulesError) as info:
        game.play_out(s, DEMO.bots, max_moves=2)
    assert "2 moves" in str(info.value) and s.moves == 2


def test_option_index_takes_a_choice_or_its_index_and_names_the_choices():
    choices = ("A", "B", "original")
    assert options.option_index({}, "track", choices, 1) == 1
    assert options.option_index({"track": "original"}, "track", choices, 0) == 2
    assert options.option_index({"track": 1}, "track", choices, 0) == 1
    with pytest.raises(ValueError, match="track=C is not one of A, B, original"):
        options.option_index({"track": "C"}, "track", choices, 0)
    with pytest.raises(ValueError):
        options.option_index({"track": True}, "track", choices, 0)


def test_a_sliced_bot_yields_none_until_its_move():
    slices = []

    class Slow:
        @staticmethod
        def think(view, kind, rng):
            for i in range(3):
                slices.append(i)
                yield None
            yield view.legal[-1]

    s = demo_state([game.NORMAL, game.NORMAL], seed=2)
    steps = game.bot_think(s, Slow)
    got = [next(steps) for _ in range(4)]
    assert got[:3] == [None, None, None] and got[3] is not None
    assert slices == [0, 1, 2]
    assert game.bot_move(s, Slow) == got[3]


def test_a_bot_that_stops_without_a_move_is_an_error():
    class Mute:
        @staticmethod
        def think(view, kind, rng):
            yield None

    s = demo_state([game.NORMAL, game.NORMAL], seed=2)
    with pytest.raises(game.RulesError):
        game.bot_move(s, Mute)
