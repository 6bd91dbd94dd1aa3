"""Nitro seeded fuzz: 1,000 games over every player count, board count and
prompt setting, with every seat kind (humans played by random legal moves),
checking the invariants as they go."""

from paddock.core import game
from paddock.core.rng import Rng
from paddock.games.nitro import bots, codes, data, rules
from test_nitro_fixtures import check

GAMES = 1000
KINDS = (game.HUMAN, game.RANDOM, game.EASY, game.NORMAL, game.HARD)


def one_game(i):
    pick = Rng(90001 + i)
    players = 2 + i % 5
    boards = (3, 3, 4, 5, 7, 10)[i % 6]
    seats = bytearray(KINDS[pick.below(5)] for _ in range(players))
    seats[pick.below(players)] = (game.EASY, game.NORMAL, game.HARD)[i % 3]  # someone races
    st = rules.new_game({"players": players, "seats": seats, "boards": boards,
                         "prompts": ("on", "off")[i % 2]}, 1000 + i)
    moves = 0
    while not st.over():
        seat = st.to_move()
        legal = st.legal()
        assert legal, "no legal move for P%d in phase %d" % (seat + 1, st.phase)
        if st.seats[seat] == game.HUMAN:
            move = legal[pick.below(len(legal))]
        else:
            move = game.bot_move(st, bots)
            assert move in legal
        st.play(move)
        moves += 1
        assert moves < 20000 and st.round <= data.MAX_ROUNDS + 1
        if moves % 13 == 0:
            check(st)
    check(st)
    assert st.legal() == [] and sorted(st.standings()) == list(range(players))
    w = st.winner
    assert st.row[w] == st.finish or st.round > data.MAX_ROUNDS
    return players, st.round


def test_a_thousand_games_keep_every_invariant_and_end():
    played = [0] * 7
    called = 0
    for i in range(GAMES):
        players, rounds = one_game(i)
        played[players] += 1
        called += rounds > data.MAX_ROUNDS
    assert played[2:] == [GAMES // 5] * 5
    assert called < GAMES // 10         # nearly every race is won on the far edge
    assert codes.PH_OVER == 7
