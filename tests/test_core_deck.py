"""core.deck: Pile operations, capacity, drawing with a reshuffle, dealing."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "firmware"))

from paddock.core.deck import Pile, draw, deal, reshuffle  # noqa: E402
from paddock.core.rng import Rng  # noqa: E402


def test_push_pop_top_and_order():
    p = Pile(5)
    assert len(p) == 0 and p.top() == -1
    for c in (7, 8, 9):
        p.push(c)
    assert p.list() == [7, 8, 9] and p.top() == 9 and len(p) == 3
    assert p.pop() == 9
    assert p.pop(0) == 7
    assert p.list() == [8]


def test_pop_from_the_middle_closes_the_gap():
    p = Pile(6, [1, 2, 3, 4, 5])
    assert p.pop(1) == 2
    assert p.list() == [1, 3, 4, 5]
    assert p.pop(-2) == 4
    assert p.list() == [1, 3, 5]


def test_capacity_and_empty_errors():
    p = Pile(2, [1, 2])
    with pytest.raises(IndexError):
        p.push(3)
    assert p.list() == [1, 2]
    p.clear()
    with pytest.raises(IndexError):
        p.pop()
    with pytest.raises(IndexError):
        Pile(1, [1, 2])


def test_remove_and_index():
    p = Pile(6, [4, 2, 4, 1])
    assert p.index(4) == 0 and p.index(9) == -1
    assert p.remove(4) == 4
    assert p.list() == [2, 4, 1]
    with pytest.raises(ValueError):
        p.remove(9)
    assert p.list() == [2, 4, 1]


def test_getitem_iter_and_set():
    p = Pile(4, [5, 6, 7])
    assert (p[0], p[-1]) == (5, 7)
    with pytest.raises(IndexError):
        p[3]
    with pytest.raises(IndexError):
        p[-4]
    assert list(p) == [5, 6, 7]
    p.set(bytearray([1, 1]))
    assert p.list() == [1, 1]
    with pytest.raises(IndexError):
        p.set([1, 2, 3, 4, 5])


def test_shuffle_is_seeded_and_keeps_the_cards():
    a = Pile(52, range(52))
    b = Pile(52, range(52))
    a.shuffle(Rng(4))
    b.shuffle(Rng(4))
    assert a.list() == b.list()
    assert sorted(a.list()) == list(range(52)) and a.list() != list(range(52))


def test_shuffle_touches_only_the_cards_held():
    p = Pile(10, [1, 2, 3])
    p.cards[5] = 99  # a stale byte past the count must stay out of play
    p.shuffle(Rng(1))
    assert sorted(p.list()) == [1, 2, 3] and p.cards[5] == 99


def test_draw_takes_the_top():
    deck, discard = Pile(5, [1, 2, 3]), Pile(5)
    assert draw(deck, discard, Rng(1)) == 3
    assert deck.list() == [1, 2]


def test_draw_reshuffles_the_discard_when_the_deck_is_empty():
    deck, discard = Pile(10), Pile(10, [1, 2, 3, 4, 5, 6])
    rng = Rng(9)
    card = draw(deck, discard, rng)
    assert len(discard) == 0 and len(deck) == 5
    assert sorted(deck.list() + [card]) == [1, 2, 3, 4, 5, 6]
    again_deck, again_discard = Pile(10), Pile(10, [1, 2, 3, 4, 5, 6])
    assert draw(again_deck, again_discard, Rng(9)) == card
    assert again_deck.list() == deck.list()


def test_draw_from_nothing_is_minus_one():
    assert draw(Pile(3), Pile(3), Rng(1)) == -1


def test_reshuffle_puts_the_discard_under_and_shuffles():
    deck, discard = Pile(8, [7]), Pile(8, [1, 2, 3])
    reshuffle(deck, discard, Rng(2))
    assert sorted(deck.list()) == [1, 2, 3, 7] and len(discard) == 0


def test_deal_one_card_at_a_time_in_turn():
    deck = Pile(10, [1, 2, 3, 4, 5, 6, 7])
    hands = [Pile(3), Pile(3)]
    assert deal(deck, hands, 3)
    assert hands[0].list() == [7, 5, 3] and hands[1].list() == [6, 4, 2]
    assert deck.list() == [1]


def test_deal_stops_when_cards_run_out():
    deck = Pile(4, [1, 2, 3])
    hands = [Pile(2), Pile(2)]
    assert not deal(deck, hands, 2)
    assert len(hands[0]) + len(hands[1]) == 3


def test_deal_with_a_discard_reshuffles_it():
    deck, discard = Pile(6, [1]), Pile(6, [2, 3, 4])
    hands = [Pile(2), Pile(2)]
    assert deal(deck, hands, 2, discard, Rng(5))
    assert sorted(hands[0].list() + hands[1].list()) == [1, 2, 3, 4]
    assert hands[0][0] == 1
