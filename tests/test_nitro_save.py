"""Nitro saves: a game saved at any point resumes exactly; damage is refused."""

import pytest

from paddock.core import game, save
from paddock.games import nitro
from paddock.games.nitro import bots, codes, rules
from test_nitro_fixtures import check, new, position


def bot_game(players, seed, seats=None, **options):
    kinds = seats or [game.HARD, game.EASY, game.NORMAL, game.RANDOM, game.HARD, game.NORMAL]
    opts = {"players": players, "seats": bytearray(kinds[:players])}
    opts.update(options)
    return rules.new_game(opts, seed)


def finish(st, limit=20000):
    """Play bots to the end; the moves made."""
    moves = []
    while not st.over():
        m = game.bot_move(st, bots)
        st.play(m)
        moves.append(m)
        assert len(moves) < limit
    return moves


@pytest.mark.parametrize("players,seed,boards", [(2, 1, 3), (4, 7, 5), (6, 11, 4)])
def test_a_game_saved_at_any_point_resumes_identically(players, seed, boards):
    st = bot_game(players, seed, boards=boards, prompts="off")
    whole = finish(bot_game(players, seed, boards=boards, prompts="off"))
    points = set(range(0, len(whole), max(1, len(whole) // 25)))
    played = 0
    while not st.over():
        if played in points:
            data = save.encode(nitro.ID, nitro.VERSION, st.to_bytes())
            _, _, payload = save.decode(data, nitro.ID, nitro.VERSION)
            back = rules.from_bytes(payload)
            assert back.to_bytes() == st.to_bytes()
            check(back)
            assert finish(back) == whole[played:]
        st.play(game.bot_move(st, bots))
        played += 1
    assert played == len(whole)


def test_saves_in_the_middle_of_a_choice_keep_it():
    st = position(new(3, boards=3), hands=[[27], [], []], at=[(0, 0), (7, 1), (7, 2)])
    st.play(codes.EVENT + 27)           # a tie: seat 0 must choose
    back = rules.from_bytes(st.to_bytes())
    assert back.aim_by == 0 and back.legal() == st.legal() == [codes.TARGET + 1, codes.TARGET + 2]
    back.prompts = False
    assert rules.from_bytes(back.to_bytes()).prompts is False


def test_damaged_payloads_are_refused_with_a_reason():
    st = bot_game(3, 5, boards=3)
    good = st.to_bytes()
    with pytest.raises(save.SaveError):
        rules.from_bytes(good[:-3])
    with pytest.raises(save.SaveError):
        rules.from_bytes(good + b"\x00")
    bad = bytearray(good)
    bad[0] = 9                          # nine players
    with pytest.raises(save.SaveError):
        rules.from_bytes(bytes(bad))


def test_a_save_with_a_card_too_many_is_refused():
    st = position(new(2, boards=3))
    st.whand[0].push(19)                # a third Rocket Launcher
    with pytest.raises(save.SaveError, match="Wasteland cards"):
        rules.from_bytes(st.to_bytes())


def test_a_save_with_a_marker_off_the_wasteland_is_refused():
    st = position(new(2, boards=3))
    st.row[1] = 40
    with pytest.raises(save.SaveError, match="marker"):
        rules.from_bytes(st.to_bytes())


def test_a_ride_past_the_card_list_is_a_save_error_not_a_crash():
    # A Ride number past the Wasteland card list, written with a good CRC.
    st = rules.new_game({"players": 2, "seats": bytearray([4, 4])}, 5)
    st.ride[0] = 250
    with pytest.raises(save.SaveError, match="card"):
        rules.from_bytes(st.to_bytes())
