"""Nascard test kit: set up any position by hand, keeping every card accounted for.

The other ``test_nascard_*`` files import these helpers; the tests here
check the helpers themselves, so a broken kit cannot pass quietly.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sim import games  # noqa: E402
from paddock.core import game  # noqa: E402
from paddock.games.nascard import data, rules  # noqa: E402
from paddock.games.nascard import move_cars  # noqa: E402
from paddock.games.nascard import events as C  # noqa: E402

NASCARD = games.load("nascard")
P, B, O, Y = data.PURPLE, data.BLUE, data.ORANGE, data.YELLOW


def new(players=3, seed=1, seats=None, **chosen):
    """A race on the first-race track with the first-game Bonus cards."""
    options = {"players": players, "seats": bytearray(seats or [game.HARD] * players),
               "track": "first", "bonus": "first"}
    options.update(chosen)
    return rules.new_game(options, seed)


def of_suit(suit, count, above=0, skip=()):
    """The count lowest cards of suit above the value above, not in skip."""
    out = []
    for c in range(above + 1, data.CARDS + 1):
        if data.suit(c) == suit and c not in skip:
            out.append(c)
            if len(out) == count:
                return out
    raise ValueError("not enough cards of suit %d" % suit)


def arrange(st, hands=None, blisters=None, discard=None, deck_top=(), rival_cards=None):
    """Give the named piles exactly these cards; every other card goes to the deck.

    hands and blisters map a seat to its cards; rival_cards maps a car to its
    face-down card; deck_top lists the next cards drawn, the first drawn first.
    """
    hands = hands or {}
    blisters = blisters or {}
    rival_cards = rival_cards or {}
    wanted = set(deck_top)
    for group in (hands, blisters):
        for cards in group.values():
            wanted.update(cards)
    wanted.update(discard or ())
    wanted.update(rival_cards.values())
    loose = []
    piles = [st.deck, st.discard] + st.hands + st.blisters
    for pile in piles:
        keep = [c for c in pile if c not in wanted]
        pile.set(keep)
    for car in range(st.cars):
        if st.card[car] in wanted or car in rival_cards:
            if st.card[car] not in wanted and st.card[car]:
                loose.append(st.card[car])
            st.card[car] = 0
    for seat, cards in hands.items():
        loose += st.hands[seat].list()
        st.hands[seat].set(sorted(cards, key=lambda c: (data.suit(c), c)))
    for seat, cards in blisters.items():
        loose += st.blisters[seat].list()
        st.blisters[seat].set(cards)
    if discard is not None:
        loose += st.discard.list()
        st.discard.set(discard)
    for car, card in rival_cards.items():
        st.card[car] = card
    rest = [c for c in st.deck if c not in wanted] + loose
    st.deck.set(sorted(rest))
    for c in reversed(deck_top):
        st.deck.push(c)
    check_cards(st)


def place_cars(st, spots):
    """spots: {car: (pos, lane)}; the other cars keep their places."""
    for car, (pos, lane) in spots.items():
        st.pos[car] = pos
        st.lane[car] = lane
    taken = set()
    for car in range(st.cars):
        spot = (st.pos[car] % data.LAP, st.lane[car])
        assert spot not in taken, "two cars on one space"
        taken.add(spot)


def restart_round(st):
    """Play Cards again from the lead car, with the positions as they are now."""
    n = 0
    for car in st.ranking():
        if car < st.players:
            st.order[n] = car
            n += 1
    st.turn = 0
    st.phase = C.PICK


def check_cards(st):
    """Every one of the 58 Driving cards is in exactly one place."""
    seen = []
    for pile in [st.deck, st.discard] + st.hands + st.blisters:
        seen += pile.list()
    seen += [c for c in st.card if c]
    assert sorted(seen) == list(range(1, data.CARDS + 1))


def texts(st):
    return [rules.event_text(e) for e in st.events]


def codes(st):
    return [e[0] for e in st.events]


def test_arrange_keeps_every_card_and_puts_them_where_asked():
    st = new(3, seed=4)
    arrange(st, hands={0: [30, 8, 1]}, blisters={1: [2, 3]}, discard=[18], deck_top=[39, 40])
    assert st.hands[0].list() == [1, 8, 30]  # sorted by suit: purple 1, blue 8, yellow 30
    assert st.blisters[1].list() == [2, 3]
    assert st.discard.list() == [18]
    assert st.deck.pop() == 39 and st.deck.pop() == 40
    st.deck.push(40)
    st.deck.push(39)
    check_cards(st)


def test_of_suit_and_place_cars():
    assert of_suit(Y, 3) == [4, 6, 12]
    assert all(data.suit(c) == O for c in of_suit(O, 5, above=20))
    st = new(3)
    place_cars(st, {0: (10, 0), 1: (10, 1), 2: (3, 0)})
    assert st.at(10, 0) == 0 and st.at(10, 1) == 1 and st.at(3, 0) == 2
    assert move_cars.resolution_order(st) == []
