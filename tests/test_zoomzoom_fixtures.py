"""Zoom Zoom Vroom test helpers: set a position up directly, play moves.

Other ``test_zoomzoom_*`` files import these; the tests here check that the
helpers build positions where every card and gas token is accounted for.
"""

from paddock.core import game
from paddock.games.zoomzoom import data, rules
from paddock.games.zoomzoom import codes as zcodes

S0, S1, S2, S3, S4B, S4J, S5 = range(7)
P = zcodes.PLAY
T = zcodes.TUNE


def G(n):
    """The move that spends n gas."""
    return zcodes.GAS + n


def new(players=3, seed=1, **options):
    """A game with human seats (so nothing plays by itself)."""
    opts = {"players": players, "seats": bytearray(players)}
    opts.update(options)
    return rules.new_game(opts, seed)


def position(st, hands, lead=0, gas=None, pos=None, middle=0, removed=None,
             trick=1, laps=None):
    """Set hands, gas, speed spaces, the middle and the lead; the other cards
    go to the discard pile (or aside with Larger Hands, as dealt) and removed
    gas balances the total unless given."""
    n = st.players
    left = bytearray(st.counts)
    for p in range(n):
        st.hands[p].set(hands[p])
        for c in hands[p]:
            assert left[c] > 0, "more %d cards than the deck has" % c
            left[c] -= 1
    st.deck.clear()
    st.discard.clear()
    st.aside.clear()
    st.facedown.clear()
    aside = (st.players + 1) * 6 - 7 * n if st.larger else 0
    for s in range(data.SUITS):
        for _ in range(left[s]):
            if st.aside.n < aside:
                st.aside.push(s)
            else:
                st.discard.push(s)
    st.lead = lead
    st.trick = trick
    st.t_n = 0
    st.phase = zcodes.PICK
    for p in range(n):
        st.gas[p] = gas[p] if gas else data.START_GAS
        st.pos[p] = pos[p] if pos else 0
        st.laps[p] = laps[p] if laps else 0
        st.boost[p] = 0
    st.lap_pool = n + 1 - sum(st.laps)
    st.middle = middle
    total = data.START_GAS * n
    st.removed = removed if removed is not None else total - sum(st.gas) - middle
    for s in range(data.SUITS):
        st.seen[s] = 0
    check(st)
    return st


def play(st, *moves):
    """Play moves in order; returns every event they made."""
    events = []
    for m in moves:
        assert m in st.legal(), "%s not legal: %s (%s)" % (
            rules.move_text(m), [rules.move_text(x) for x in st.legal()],
            st.why_not(m))
        st.play(m)
        events.extend(st.events)
    return events


def only(events, code):
    return [e for e in events if e[0] == code]


def cards_in_play(st):
    """Count of each suit over every pile and the trick (0/5 cards aside)."""
    counts = bytearray(data.SUITS)
    piles = [st.deck, st.discard, st.aside, st.facedown] + list(st.hands)
    for pile in piles:
        for c in pile:
            counts[c] += 1
    for i in range(st.t_n):
        if st.t_card[i] < zcodes.DOWN:
            counts[st.t_card[i]] += 1
    return counts


def check(st):
    """The invariants: every card and every gas accounted for, ranges."""
    assert cards_in_play(st) == st.counts
    on_cards = sum(st.t_gas[i] for i in range(st.t_n))
    assert sum(st.gas) + st.middle + on_cards + st.removed == data.START_GAS * st.players
    top = len(data.TRACKS[st.track]) - 1
    for p in range(st.players):
        assert 0 <= st.gas[p] <= data.START_GAS
        assert 0 <= st.pos[p] <= top
        assert st.laps[p] <= data.LAPS_TO_WIN
    assert st.lap_pool + sum(st.laps) == st.players + 1
    assert 0 <= st.t_n <= st.players and 1 <= st.trick <= data.TRICKS


def test_position_accounts_for_every_card_and_gas():
    st = position(new(4), [[S5, S1], [S3], [S2, S2], [S4B]], gas=[1, 2, 3, 4], middle=3)
    assert st.removed == 20 - 10 - 3
    assert st.discard.n == 24 - 6 and st.deck.n == 0


def test_position_with_larger_hands_sets_the_undealt_cards_aside():
    st = position(new(3, larger="on"), [[S2, S3], [S5, S1], [S4J, S4B]], trick=6)
    assert st.aside.n == 3 and st.discard.n == 24 - 6 - 3


def test_play_refuses_an_illegal_move():
    st = position(new(3), [[S5], [S5], [S3]])
    play(st, P + S5)
    try:
        play(st, G(6))
    except AssertionError:
        return
    raise AssertionError("spending six gas was accepted")


def test_seats_in_helpers_are_human():
    st = new(5)
    assert list(st.seats) == [game.HUMAN] * 5
