"""1 CAR D saves: a race saved at any point resumes exactly, and a damaged
payload is refused with one line."""

import pytest

from paddock.core import game, save
from paddock.games import onecard
from paddock.games.onecard import events as C
from paddock.games.onecard import bots, rules
from test_onecard_fixtures import check, new, position, roll, sq


def resumed(st):
    """The state rebuilt from a full save record, as the console does."""
    record = save.encode(onecard.ID, onecard.VERSION, st.to_bytes())
    gid, version, payload = save.decode(record, onecard.ID, onecard.VERSION)
    return rules.from_bytes(payload)


def finish(st):
    """Play st out with its bots; the moves made and the final payload."""
    moves = []
    while not st.over():
        m = game.bot_move(st, bots)
        moves.append(m)
        st.play(m)
    return moves, st.to_bytes()


@pytest.mark.parametrize("kind", [game.RANDOM, game.EASY, game.NORMAL, game.HARD])
def test_a_race_saved_anywhere_continues_identically(kind):
    checked = 0
    for seed in range(4):
        st = new(1 + seed % 6, seed=100 + seed, seat=kind)
        whole, end = finish(new(1 + seed % 6, seed=100 + seed, seat=kind))
        for i in range(len(whole)):
            copy = resumed(st)
            check(copy)
            assert copy.to_bytes() == st.to_bytes()
            assert (copy.phase, copy.lap, copy.turns, copy.moves) == (
                st.phase, st.lap, st.turns, st.moves)
            if i % 3 == 0:  # the resumed race plays on exactly as the original
                assert finish(copy) == (whole[i:], end)
                checked += 1
            assert game.bot_move(st, bots) == whole[i]  # the bot's stream moves on too
            st.play(whole[i])
        assert st.to_bytes() == end and resumed(st).over()
    assert checked > 20


def test_a_save_while_you_choose_a_rivals_side():
    st = position([sq(6, 3), sq(7, 3), sq(4, 1), sq(3, 1), sq(8, 3), sq(0, 0)], speed=3)
    real = st.rng
    roll(st, [3, 3, 5, 3, 1])
    st.rng = real
    assert st.phase == C.SIDE_STEP
    copy = resumed(st)
    assert copy.phase == C.SIDE_STEP and copy.legal() == st.legal()
    assert list(copy.dice) == list(st.dice) and list(copy.order) == list(st.order)
    assert copy.step == st.step
    copy.play(C.SIDE_RIGHT)
    st.play(C.SIDE_RIGHT)
    assert copy.to_bytes() == st.to_bytes()


def test_the_payload_is_small_and_versioned():
    st = new()
    assert len(st.to_bytes()) < 64
    record = save.encode(onecard.ID, onecard.VERSION, st.to_bytes())
    with pytest.raises(save.SaveError):
        save.decode(record, onecard.ID, onecard.VERSION + 1)


def refused(payload):
    """The one-line reason from_bytes gives. The simulator tests re-import the
    firmware afresh, so SaveError is matched by name, not by identity."""
    with pytest.raises(ValueError) as caught:
        rules.from_bytes(payload)
    assert type(caught.value).__name__ == "SaveError"
    return str(caught.value)


def payload_with(field, value):
    """A fresh race's payload with one field's bytes replaced."""
    st = new()
    if field == "cars":
        st.cars = bytearray(value)
    elif field == "order":
        st.order = bytearray(value)
    else:
        setattr(st, field, value)
    return st.to_bytes()


@pytest.mark.parametrize("field, value", [
    ("cars", [1, 1, 2, 3, 4, 5]), ("cars", [1, 2, 3, 4, 5, 36]), ("cars", [1, 2, 3, 4, 5]),
    ("order", [1, 1, 2, 3, 4]), ("speed", 6), ("speed", 0), ("lap", 21),
    ("difficulty", 7), ("phase", 9), ("step", 6), ("gauges", bytearray((7, 6, 6)))])
def test_damaged_payloads_are_refused(field, value):
    why = refused(payload_with(field, value))
    assert why.startswith("save has") and "\n" not in why


def test_a_side_step_or_a_loss_that_cannot_be_is_refused():
    st = new()
    st.phase = C.SIDE_STEP
    st.step = 0  # the rival first in order is not blocked on both sides
    st.order = bytearray((1, 2, 3, 4, 5))
    st.place_cars(bytearray([sq(0, 0), sq(3, 0), sq(5, 0), sq(5, 1), sq(5, 2), sq(5, 3)]))
    assert "side-step" in refused(st.to_bytes())
    st = new()
    st.gauges[2] = 0  # a gauge at 0 but the race goes on
    assert "gauge" in refused(st.to_bytes())


def test_cut_or_padded_payloads_are_refused():
    data = new().to_bytes()
    for bad in (data[:-1], data + b"\x00", data[:5], b""):
        assert refused(bad).startswith("save ")
