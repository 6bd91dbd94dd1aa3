"""1 CAR D autopilots: they read only what the driver may know, keep the
car alive, and hard is measurably the strongest (seeded races)."""

import pytest

from paddock.core import game
from paddock.core.rng import Rng
from paddock.games.onecard import events as C
from paddock.games.onecard import bots, data, hard, outlook, rules, seen, value
from test_onecard_fixtures import new, position, roll, sq

LEVELS = (game.RANDOM, game.EASY, game.NORMAL, game.HARD)


def results(kind, per_difficulty, seed=50000):
    """Mean finishing place (a lost race counts 7) and races lost, over the
    same seeds for every level."""
    total = lost = 0
    for difficulty in range(1, 7):
        for i in range(per_difficulty):
            st = new(difficulty, seed=seed + 10 * i + difficulty, seat=kind)
            game.play_out(st, bots)
            if st.lost >= 0:
                lost += 1
                total += 7
            else:
                total += st.place()
    return total / (6 * per_difficulty), lost


def test_hard_finishes_ahead_of_easy_and_random_drivers():
    mean = {}
    lost = {}
    for kind in LEVELS:
        mean[kind], lost[kind] = results(kind, 60)
    # Seen at this size: random 5.9, easy 4.9, normal 3.9, hard 2.96.
    assert mean[game.HARD] < mean[game.NORMAL] < mean[game.EASY] < mean[game.RANDOM]
    assert mean[game.HARD] <= mean[game.NORMAL] - 0.4
    assert mean[game.HARD] <= mean[game.EASY] - 1.5
    assert mean[game.HARD] <= mean[game.RANDOM] - 2.5
    assert lost[game.HARD] <= 2 and lost[game.RANDOM] > 20


def test_the_seen_view_holds_no_random_stream():
    st = new(3, seed=9)
    v = st.seen_by(0)
    assert type(v).__name__ == "Seen" and type(v).__module__ == seen.__name__
    for name in ("rng", "bot_rng"):
        assert not hasattr(v, name)
    assert all(not hasattr(getattr(v, k), "bits30") for k in vars(v))
    assert v.legal == st.legal() and list(v.cars) == list(st.cars)


@pytest.mark.parametrize("kind", [game.EASY, game.NORMAL, game.HARD])
def test_every_bot_move_is_legal_and_a_hint_explains_it(kind):
    st = new(4, seed=21, seat=kind)
    while not st.over():
        v = st.seen_by(0)
        m = bots.choose(v, kind, st.bot_rng)
        assert m in st.legal()
        move, why = bots.hint(st.seen_by(0))
        assert move in st.legal() and 0 < len(why) <= 26
        st.play(m)
    assert bots.hint(st.seen_by(0)) == (None, "nothing to decide now")


def test_hard_never_spends_its_last_fuel_or_engine_point():
    st = position([sq(4, 1)] + [sq(8, 1), sq(8, 2), sq(8, 3), sq(0, 0), sq(0, 3)],
                  speed=5, lap=18, gauges=(6, 1, 1), phase=C.CHOOSE_SPEED)
    move, why = bots.hint(st.seen_by(0))
    assert move == C.SPEED + 3
    st.gauges = bytearray((6, 3, 1))
    assert bots.hint(st.seen_by(0))[0] == C.SPEED + 4


def test_hard_sprints_at_the_end_and_pits_for_fuel_on_the_way():
    st = position([sq(4, 1)] + [sq(8, 1), sq(8, 2), sq(8, 3), sq(0, 0), sq(0, 3)],
                  speed=4, lap=data.CHECKERED - 3, phase=C.CHOOSE_SPEED)
    assert bots.hint(st.seen_by(0)) == (C.SPEED + 5, "sprint: rivals drop")
    st.phase = C.PITS
    st.lap = data.CHECKERED - 8
    st.gauges = bytearray((6, 1, 4))
    assert bots.hint(st.seen_by(0)) == (C.PIT_FUEL, "fuel for the sprint")
    st.lap = data.WHITE_FLAG  # the last lap: speed 3 gets there on 1 fuel
    assert bots.hint(st.seen_by(0))[0] == C.PIT_NONE


def test_hard_moves_off_the_wall_when_a_hit_would_end_the_race():
    cars = [sq(4, 3), sq(8, 0), sq(8, 1), sq(8, 2), sq(0, 0), sq(0, 3)]
    st = position(cars, speed=4, lap=15, gauges=(5, 4, 1))
    move, why = bots.hint(st.seen_by(0))
    assert move in (C.LANE - 1, C.LANE - 2) and why == "keeps off the sides"
    st = position(cars, speed=4, lap=15, gauges=(5, 4, 4))
    assert bots.hint(st.seen_by(0)) == (C.LANE, "no better lane")


def test_hard_sends_a_blocked_rival_to_the_side_that_keeps_you_ahead():
    # Blue, blocked by Red, may step left (onto the white arrow, which brings
    # it back) or right. On the right it blocks Yellow, whose 5 would
    # otherwise climb into your row, ahead of you (apron side).
    cars = [sq(3, 3), sq(7, 3), sq(4, 1), sq(3, 1), sq(8, 3), sq(2, 2)]
    st = position(cars, speed=3)
    real = st.rng
    roll(st, [3, 3, 5, 3, 5])
    st.rng = real
    assert st.phase == C.SIDE_STEP
    assert bots.hint(st.seen_by(0)) == (C.SIDE_RIGHT, "keeps you further ahead")
    st.play(C.SIDE_RIGHT)
    assert st.place() == 5
    st = position(cars, speed=3)
    roll(st, [3, 3, 5, 3, 5])
    st.play(C.SIDE_LEFT)
    assert st.place() == 6


def first_places(kind, difficulty, races, seed=70000):
    won = 0
    for i in range(races):
        st = new(difficulty, seed=seed + i, seat=kind)
        game.play_out(st, bots)
        won += st.won_by() == 0
    return won


def test_hard_takes_the_flag_first_in_half_its_races_from_the_front():
    # Seen at this size: hard 147, normal 40 (3,000 races from seed 1:
    # hard 51.6%, normal 14.6%).
    hard = first_places(game.HARD, 1, 300)
    assert hard >= 140, hard
    assert first_places(game.NORMAL, 1, 300) * 2 < hard


@pytest.mark.parametrize("difficulty", [1, 6])
def test_no_level_can_tell_the_dice_to_come(difficulty):
    """Along whole races every level's choice (and the hint) stays the same
    when the dice still to roll change: the view holds none of them."""
    checked = 0
    for seed in (81, 82, 83):
        st = new(difficulty, seed=seed, seat=game.HARD)
        while not st.over():
            twin = rules.from_bytes(st.to_bytes())
            twin.rng.seed(seed * 1000 + st.moves)
            assert twin.rng.state() != st.rng.state()
            for kind in (game.EASY, game.NORMAL, game.HARD):
                z, w = st.bot_rng.state()
                a = bots.choose(st.seen_by(0), kind, Rng(z))
                assert bots.choose(twin.seen_by(0), kind, Rng(z)) == a, (st.moves, kind)
            assert bots.hint(st.seen_by(0)) == bots.hint(twin.seen_by(0))
            checked += 1
            st.play(game.bot_move(st, bots))
    assert checked > 100


def test_the_worth_table_never_prefers_a_lower_row_or_more_rivals_ahead():
    for left in range(1, 20):
        for ahead in range(6):
            for row in range(9):
                w = value.worth(left, ahead, row)
                assert 0 <= w <= 100
                if row:
                    assert w >= value.worth(left, ahead, row - 1)
                if ahead:
                    assert w <= value.worth(left, ahead - 1, row)
    assert value.worth(0, 0, 0) == 100 and value.worth(0, 1, 8) == 0
    # Leading with a turn to go wins most races; five rivals ahead, hardly any.
    assert value.worth(1, 0, 8) > 80 and value.worth(1, 5, 4) < 5


def test_a_leader_no_rival_can_pass_this_turn_is_worth_the_leaders_share():
    # First on the top row, the square below empty, the field two rows back:
    # no die lets a rival by, at any speed; one behind it, a six swaps.
    cars = [sq(8, 0), sq(6, 0), sq(6, 1), sq(6, 2), sq(5, 0), sq(5, 3)]
    st = position(cars, speed=3, lap=2, phase=C.CHOOSE_SPEED)
    cars, grid = hard._board(st.seen_by(0))
    for speed in (1, 2, 3, 4, 5):
        worth, hits = outlook.chances(cars, grid, speed, 0, 17, [0] * 30)
        assert (worth, hits) == (value.worth(17, 0, 8) * hard.PER_CENT, 0)
    grid[cars[1]] = 0
    cars[1] = sq(7, 0)
    grid[cars[1]] = 2
    worth, _ = outlook.chances(cars, grid, 5, 0, 17, [0] * 30)
    assert worth < value.worth(17, 0, 8) * hard.PER_CENT


def test_a_line_of_rivals_above_you_pushes_you_down_further_than_one():
    # At 5 each rival above you that drops pushes you down with it: under a
    # line of three (lane 1) you are worth less than under one (lane 0).
    cars = [sq(4, 1), sq(5, 0), sq(5, 1), sq(6, 1), sq(7, 1), sq(0, 3)]
    st = position(cars, speed=5, lap=data.CHECKERED - 4)
    assert bots.hint(st.seen_by(0))[0] == C.LANE - 1
    v = st.seen_by(0)
    cars, grid = hard._board(v)
    under_three, _ = outlook.chances(cars, grid, 5, 0, 3, [0] * 30)
    grid[sq(7, 1)] = grid[sq(6, 1)] = 0  # only one rival left above you
    cars[3] = sq(8, 0)
    cars[4] = sq(8, 3)
    grid[sq(8, 0)] = 4
    grid[sq(8, 3)] = 5
    under_one, _ = outlook.chances(cars, grid, 5, 0, 3, [0] * 30)
    assert under_three < under_one


def test_spare_tires_are_spent_freely_but_the_last_ones_are_priced():
    # A lane whose worth beats staying by less than a tire's price: taken
    # with spare tires near the flag, not with three points left.
    cars = [sq(4, 1), sq(5, 0), sq(5, 1), sq(6, 1), sq(7, 1), sq(0, 3)]
    st = position(cars, speed=5, lap=data.CHECKERED - 4)
    v = st.seen_by(0)
    cars, grid = hard._board(v)
    stay, _ = outlook.chances(cars, grid, 5, 0, 3, [0] * 30)
    grid[sq(4, 1)] = 0
    grid[sq(4, 0)] = 1
    cars[0] = sq(4, 0)
    left, _ = outlook.chances(cars, grid, 5, 0, 3, [0] * 30)
    assert 0 < left - stay < hard.TIRE_COST
    assert bots.hint(st.seen_by(0))[0] == C.LANE - 1
    st.gauges = bytearray((3, 6, 6))
    assert bots.hint(st.seen_by(0))[0] == C.LANE
