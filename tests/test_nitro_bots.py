"""Nitro bots: they read only what their seat may know, and hard is stronger.

The tournaments are seeded; seats rotate so no seat order favours a level.
"""

from paddock.core import game
from paddock.core.rng import Rng
from paddock.games.nitro import bots, codes, rules
from test_nitro_fixtures import new, position, wasteland

H, N, E, R = game.HARD, game.NORMAL, game.EASY, game.RANDOM


def tournament(kinds, games, seed=500, boards=5):
    """Wins of each entry of kinds (a level a seat), seats rotating."""
    n = len(kinds)
    wins = [0] * n
    for g in range(games):
        rot = g % n
        seats = bytearray(kinds[(i + rot) % n] for i in range(n))
        st = rules.new_game({"players": n, "seats": seats, "boards": boards}, seed + g)
        game.play_out(st, bots)
        wins[(st.standings()[0] + rot) % n] += 1
    return wins


def test_hard_beats_random_moves():
    wins = tournament([H, R], 40)
    assert wins[0] >= 39, wins


def test_hard_beats_easy_head_to_head():
    wins = tournament([H, E], 100)
    assert wins[0] >= 75, wins


def test_hard_beats_normal_head_to_head():
    wins = tournament([H, N], 100)
    assert wins[0] >= 60, wins


def test_hard_wins_far_more_than_its_share_among_five_easy_bots():
    wins = tournament([H, E, E, E, E, E], 60)
    assert wins[0] >= 24, wins          # a fair share would be 10


def test_easy_beats_random_moves():
    wins = tournament([E, R], 20)
    assert wins[0] == 20, wins


def test_a_bot_reads_nothing_hidden():
    st = position(new(3), hands=[[24], [0, 1], [27]], nitro=[[1], [2, 3], []])
    view = st.seen_by(0)
    assert list(view.whand) == [24] and list(view.nhand) == [1]
    assert list(view.wcount) == [1, 2, 1] and list(view.ncount) == [1, 2, 0]
    names = set(vars(view))
    assert not names & {"wdeck", "wdiscard", "ndeck", "ndiscard", "rng", "bot_rng", "hands"}
    before = bots.choose(st.seen_by(0), H, None)
    st.whand[1].set([7, 7])             # another hand and the deck order change...
    st.wdeck.set(list(reversed(st.wdeck.list())))
    assert bots.choose(st.seen_by(0), H, None) == before     # ...the choice does not


def test_hint_names_a_legal_move_and_a_reason():
    st = position(new(3), hands=[[0], [], []], nitro=[[3], [], []])
    move, reason = bots.hint(st.seen_by(0))
    assert move in st.legal() and isinstance(reason, str) and 0 < len(reason) <= 40


def test_hard_takes_the_win_when_it_can():
    st = new(2, boards=3)
    wasteland(st, [])
    position(st, at=[(12, 1), (0, 1)], nitro=[[1], []])
    assert bots.choose(st.seen_by(0), H, st.bot_rng) == codes.NITRO + 1   # 4 + 1 reaches row 17
    st.play(codes.NITRO + 1)
    assert bots.choose(st.seen_by(0), H, st.bot_rng) == codes.DEST + 17 * 6 + 1


def test_hard_hits_the_leader_who_is_about_to_win_off_its_turn():
    st = new(3, boards=3, seats=[H, H, H])
    wasteland(st, [])
    position(st, cur=1, hands=[[27], [], []], at=[(3, 0), (15, 1), (2, 2)])
    st.phase = codes.PH_WINDOW
    st.win_pos = 2                     # seat 0 is asked before seat 1's turn
    assert st.to_move() == 0
    assert bots.choose(st.seen_by(0), H, st.bot_rng) == codes.EVENT + 27


def test_same_seed_same_game():
    a = rules.new_game({"players": 4, "seats": bytearray([H, N, E, R])}, 77)
    b = rules.new_game({"players": 4, "seats": bytearray([H, N, E, R])}, 77)
    assert game.play_out(a, bots) == game.play_out(b, bots)
    assert a.to_bytes() == b.to_bytes()


def deal_hidden_again(st, seat, seed):
    """A copy of st that seat cannot tell from it: the cards in other hands,
    the decks and the discard piles dealt again (each pile keeps its size),
    and a different game random stream."""
    other = rules.from_bytes(st.to_bytes())
    rng = Rng(seed)
    for hands, piles in (("whand", ("wdeck", "wdiscard")), ("nhand", ("ndeck", "ndiscard"))):
        hidden = [getattr(other, p) for p in piles]
        hidden += [getattr(other, hands)[s] for s in range(other.players) if s != seat]
        cards = bytearray()
        for p in hidden:
            cards.extend(p.list())
        rng.shuffle(cards)
        i = 0
        for p in hidden:
            k = len(p)
            p.set(cards[i:i + k])
            i += k
    other.rng.seed(seed)
    return other


def test_no_level_can_tell_hidden_cards_or_the_dice_apart():
    """Along whole games, every level's choice (and the hint) stays the same
    when every card its seat cannot see is dealt again."""
    checked = 0
    for seed in (31, 32):
        st = rules.new_game({"players": 4, "seats": bytearray([H, N, E, H])}, seed)
        while not st.over():
            seat = st.to_move()
            if st.moves % 3 == 0:
                twin = deal_hidden_again(st, seat, seed * 1000 + st.moves)
                for kind in (E, N, H):
                    z, w = st.bot_rng.state()
                    a = bots.choose(st.seen_by(seat), kind, Rng(z))
                    b = bots.choose(twin.seen_by(seat), kind, Rng(z))
                    assert a == b, (st.moves, kind)
                assert bots.hint(st.seen_by(seat)) == bots.hint(twin.seen_by(seat))
                checked += 1
            st.play(game.bot_move(st, bots))
    assert checked > 60


def test_hard_wins_over_twice_its_share_against_three_normal_bots():
    wins = tournament([H, N, N, N], 200, seed=900)
    assert wins[0] >= 100, wins       # a fair share would be 50
