"""Zoom Zoom Vroom bots: strength in seeded tournaments, hints, and what a
seat may see (no face-down card, other hand or deck order)."""

import pytest

from paddock.core import game
from paddock.core.rng import Rng
from paddock.games.zoomzoom import bots, rules
from paddock.games.zoomzoom import codes as zcodes
from test_zoomzoom_fixtures import S1, S2, S3, S4B, S5, G, P, T, new, play, position

H, N, E, R = game.HARD, game.NORMAL, game.EASY, game.RANDOM


def tournament(kinds, games, seed0, **options):
    """Wins of each entry of kinds, seats rotated every game."""
    n = len(kinds)
    wins = [0] * n
    for g in range(games):
        rot = g % n
        seats = bytearray(kinds[(i - rot) % n] for i in range(n))
        st = rules.new_game(dict(options, players=n, seats=seats), seed0 + g)
        game.play_out(st, bots)
        wins[(st.standings()[0] - rot) % n] += 1
    return wins


@pytest.mark.parametrize("rival,least", [(E, 0.75), (R, 0.75), (N, 0.6)])
def test_hard_beats_two_rivals_by_a_clear_margin(rival, least):
    wins = tournament([H, rival, rival], 300, 5000)
    share = wins[0] / 300
    assert share > least, (wins, share)  # the baseline is 1/3


def test_hard_beats_four_easy_seats_at_five_players():
    wins = tournament([H, E, E, E, E], 100, 7000)
    assert wins[0] / 100 > 0.6, wins  # the baseline is 1/5


def test_hard_beats_easy_with_every_variant():
    wins = tournament([H, E, E], 120, 9000, track="B", larger="on", zero="7th suit",
                      z05="on")
    assert wins[0] / 120 > 0.6, wins


def test_normal_beats_easy():
    wins = tournament([N, E, E], 300, 6000)
    assert wins[0] / 300 > 0.4, wins


def test_hint_is_the_hard_move_with_a_reason():
    st = new(4, seed=3)
    while not st.over() and st.moves < 60:
        view = st.seen_by(st.to_move())
        move, why = bots.hint(view)
        assert move in st.legal() and why and len(why) <= 26
        assert bots.choose(view, H, Rng(1)) == move
        st.play(move)


def test_hard_takes_the_lap_when_it_can():
    # Trick six, last to play: a 3 plus two gas beats the 4 on the table.
    st = position(new(3), [[S4B], [S1], [S3]], lead=0, gas=[0, 0, 2], trick=6)
    play(st, P + S4B, T + S1)
    view = st.seen_by(2)
    assert bots.choose(view, H, Rng(1)) == P + S3
    play(st, P + S3)
    assert bots.choose(st.seen_by(2), H, Rng(1)) == G(2)


def test_hard_does_not_waste_gas_on_a_lost_trick():
    st = position(new(3), [[S5, S2], [S1, S2], [S3, S4B]], lead=0, gas=[5, 5, 1], trick=2)
    play(st, P + S5, G(3), T + S1)
    move = bots.choose(st.seen_by(2), H, Rng(1))
    assert move in (T + S3, T + S4B)


def test_hard_spends_the_gas_the_2_gained():
    # Trick six, last to play: the 2 ties the 1 + speed 1 (the earlier card
    # would win), so the gained gas must go on it.
    st = position(new(3, track="original"), [[S2], [S1], [S5]], lead=1, pos=[0, 1, 0],
                  gas=[0, 0, 0], middle=3, trick=6)
    play(st, P + S1, T + S5, P + S2)
    assert st.gas[0] == 1 and bots.choose(st.seen_by(0), H, Rng(1)) == G(1)


def views_equal(a, b):
    for k in vars(a):
        assert getattr(a, k) == getattr(b, k), k


def test_seen_by_hides_other_hands_face_down_cards_and_the_deck():
    st = rules.new_game({"players": 4, "larger": "on", "z05": "on", "seats": bytearray(4)}, 8)
    st.play(zcodes.TUNE + st.hands[st.to_move()][0])  # a face-down card
    me = st.to_move()
    a = st.seen_by(me)
    other = rules.from_bytes(st.to_bytes())
    # Swap cards between the other hands, the face-down pile and the piles
    # nobody sees; this seat must not be able to tell.
    them = [p for p in range(4) if p != me]
    x, y = other.hands[them[0]], other.hands[them[1]]
    cx, cy = x.pop(0), y.pop(0)
    x.push(cy)
    y.push(cx)
    fd = other.facedown.pop()
    z = other.hands[them[2]]
    i = next(i for i in range(len(z)) if z[i] != fd)
    other.facedown.push(z.pop(i))  # a different card was tuned up
    z.push(fd)
    cut = other.aside.pop(0)
    other.aside.push(cut)
    other.rng.seed(99)
    assert other.facedown.list() != st.facedown.list()
    b = other.seen_by(me)
    views_equal(a, b)
    for entry in a.trick:
        assert entry[1] == zcodes.DOWN  # the Tune Up shows no card
    assert not hasattr(a, "deck") and not hasattr(a, "facedown") and not hasattr(a, "hands")


def test_seen_by_shows_the_trick_gas_and_speeds():
    st = position(new(3, track="original"), [[S5, S2], [S3, S1], [S4B, S2]], lead=0,
                  gas=[4, 3, 2], pos=[2, 1, 0], middle=2, trick=3)
    play(st, P + S5, G(1))
    v = st.seen_by(1)
    assert v.trick == [(0, S5, 1, 8)] and list(v.gas) == [3, 3, 2]
    assert list(v.speed) == [2, 1, 0] and v.middle == 2 and v.trick_no == 3
    assert v.lead == 0 and v.seen[S5] == 1 and v.hand == bytearray([S3, S1])
    assert v.unseen[S5] == 2 and v.unseen[S3] == 2 and v.legal == st.legal()
    assert st.seen_by(2).legal == []


def test_bots_decide_from_the_view_alone():
    st = new(5, seed=2)
    view = st.seen_by(st.to_move())
    before = st.to_bytes()
    for kind in (E, N, H):
        assert bots.choose(view, kind, Rng(3)) in view.legal
    assert st.to_bytes() == before


def deal_hidden_again(st, seat, seed):
    """A copy of st that seat cannot tell from it: the cards in other hands,
    face down in the trick, set aside and in the deck dealt again (each pile
    keeps its size), and a different game random stream."""
    other = rules.from_bytes(st.to_bytes())
    piles = [other.hands[p] for p in range(other.players) if p != seat]
    piles += [other.facedown, other.aside, other.deck]
    cards = bytearray()
    for p in piles:
        cards.extend(p.list())
    Rng(seed).shuffle(cards)
    i = 0
    for p in piles:
        k = len(p)
        p.set(cards[i:i + k])
        i += k
    other.rng.seed(seed)
    return other


@pytest.mark.parametrize("options", [{}, {"larger": "on", "zero": "7th suit", "z05": "on"}])
def test_no_level_can_tell_hidden_cards_apart(options):
    """Along whole games, every level's choice (and the hint) stays the same
    when every card its seat cannot see is dealt again."""
    checked = 0
    for seed in (41, 42):
        st = rules.new_game(dict(options, players=4, seats=bytearray([H, N, E, H])), seed)
        while not st.over():
            seat = st.to_move()
            twin = deal_hidden_again(st, seat, seed * 1000 + st.moves)
            for kind in (E, N, H):
                z, w = st.bot_rng.state()
                a = bots.choose(st.seen_by(seat), kind, Rng(z))
                assert bots.choose(twin.seen_by(seat), kind, Rng(z)) == a, (st.moves, kind)
            assert bots.hint(st.seen_by(seat)) == bots.hint(twin.seen_by(seat))
            checked += 1
            st.play(game.bot_move(st, bots))
    assert checked > 100


def test_hard_wins_over_twice_its_share_against_three_normal_bots():
    wins = tournament([H, N, N, N], 200, 11000)
    assert wins[0] >= 120, wins       # a fair share would be 50
