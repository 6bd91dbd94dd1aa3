"""Nascard bots: fair (a choice never depends on a card the seat cannot see),
HARD thinks in slices and the hint says what HARD would do."""

from test_nascard_kit import new
from paddock.core import game
from paddock.core.rng import Rng
from paddock.games.nascard import bots, data, hard, rules
from paddock.games.nascard import events as C

KINDS = (game.EASY, game.NORMAL, game.HARD)


def hidden_twin(st, seat):
    """A copy of st in which every card seat cannot see has moved: other
    players' hands and Blister Tires traded with the Driving deck, a rival's
    face-down card with an unseen card of the same suit, the deck shuffled."""
    twin = rules.from_bytes(st.to_bytes())
    rng = Rng(99)
    deck = twin.deck
    deck.shuffle(rng)
    at = 0
    for s in range(st.players):
        if s == seat:
            continue
        for pile in (twin.hands[s], twin.blisters[s]):
            for i in range(pile.n):
                if at < deck.n:
                    pile.cards[i], deck.cards[at] = deck.cards[at], pile.cards[i]
                    at += 1
            if pile is twin.hands[s]:
                from paddock.games.nascard import hand
                hand.sort(pile)
    for car in range(st.players, st.cars):
        c = twin.card[car]
        for i in range(deck.n):
            if c and data.suit(deck.cards[i]) == data.suit(c):
                twin.card[car], deck.cards[i] = deck.cards[i], c
                break
    return twin


def test_a_bots_choice_never_depends_on_cards_it_cannot_see():
    compared = changed = 0
    for seed, players, extra in ((3, 4, {}), (4, 2, {}), (5, 6, {"rivals": "always"}),
                                 (6, 4, {"bonus": "random", "track": "shuffled"})):
        st = new(players, seed=seed, seats=[game.HARD] * players, **extra)
        while not st.over():
            seat = st.to_move()
            twin = hidden_twin(st, seat)
            v, w = st.seen_by(seat), twin.seen_by(seat)
            assert bytes(v.hand) == bytes(w.hand) and bytes(v.unseen) == bytes(w.unseen)
            for kind in KINDS:
                assert bots.choose(v, kind, Rng(seed)) == bots.choose(w, kind, Rng(seed))
            assert bots.hint(v) == bots.hint(w)
            compared += 1
            if twin.to_bytes() != st.to_bytes():
                changed += 1
            st.play(game.bot_move(st, bots))
    assert compared > 300 and changed > compared // 2   # the twins really differ


def test_hard_thinks_in_short_slices_and_ends_with_a_legal_move():
    st = new(4, seed=9, seats=[game.HARD] * 4)
    sliced = 0
    while not st.over():
        seat = st.to_move()
        steps = list(game.bot_think(st, bots))
        assert all(m is None for m in steps[:-1]) and steps[-1] in st.legal()
        assert steps[-1] == bots.choose(st.seen_by(seat), game.HARD, st.bot_rng)
        if st.phase == C.PICK and len(st.legal()) > 3:
            assert len(steps) >= 4                # a card or two a slice
            sliced += 1
        st.play(steps[-1])
    assert sliced > 10


def test_the_hint_is_hards_move_with_a_short_true_reason():
    st = new(4, seed=10, seats=[game.HUMAN, game.HARD, game.NORMAL, game.EASY])
    reasons = set()
    while not st.over():
        v = st.seen_by(st.to_move())
        move, why = bots.hint(v)
        assert move == bots.choose(v, game.HARD, Rng(1)) and 0 < len(why) <= 40
        if len(v.legal) == 1:
            assert why == "the only move"
        elif move == C.PIT:
            assert why.startswith("refuel")
        elif C.PLAY < move < C.PIT:
            assert why.startswith("about ") and (", trump" in why) == (
                data.suit(move - C.PLAY) == v.trump)
        reasons.add(why.split(" ")[0])
        st.play(game.bot_move(st, bots))
    assert "about" in reasons and len(reasons) >= 4


def test_hard_refuels_rather_than_crawl_on_two_low_cards():
    # First to play with two low cards, the race far from its end: a Pit Stop.
    st = new(4, seed=2, seats=[game.HARD] * 4)
    seat = st.to_move()
    from test_nascard_kit import arrange
    low = [c for c in range(1, 9) if data.suit(c) != st.trump][:2]
    hands = {s: [50 + s] for s in range(4)}        # the others hold one card each
    hands[seat] = low
    arrange(st, hands=hands)
    v = st.seen_by(seat)
    h = hard.Hard(v)
    assert h.score(0, 0, 0) > max(h.score(c, 0, 1) for c in v.hand)
    assert bots.choose(v, game.HARD, Rng(1)) == C.PIT


def test_hard_keeps_running_leans_pair_of_orange_cards():
    # Running Lean (orange, first game) burns an extra orange card to draw 4:
    # two orange cards kept are worth a Bonus more than one, card for card.
    st = new(4, seed=2, seats=[game.HARD] * 4)
    seat = st.to_move()
    from test_nascard_kit import arrange, of_suit
    orange = of_suit(data.ORANGE, 2, above=20)
    other = of_suit(data.PURPLE, 1, above=orange[1] - 2)    # about as high
    worth = []
    for keep in (orange, [orange[0]] + other):
        hands = {s: [50 + s] for s in range(4)}
        hands[seat] = keep + [1]
        arrange(st, hands=hands)
        h = hard.Hard(st.seen_by(seat))
        worth.append(h.score(1, 0, 1))                # play card 1, keep the two
    assert worth[0] - worth[1] > 50                     # half a space at least


def _leader_at(st, seat, pos, others):
    """seat leads at pos, the other cars at the positions others lists."""
    k = 0
    for car in range(st.cars):
        st.lane[car] = 0
        if car == seat:
            st.pos[car] = pos
        else:
            st.pos[car] = others[k]
            k += 1


def test_the_leader_no_car_can_catch_refuels_or_crosses():
    # One low card and four Blister Tires, four spaces from the end. No other
    # car can cross this round (six spaces or more to go): the race goes on
    # unless this car crosses, so it refuels for the last rounds. With a car
    # that can cross (five to go) the race surely ends: it plays its card.
    from test_nascard_kit import arrange
    moves = []
    for others in ((22, 24, 26), (22, 24, 27)):
        st = new(4, seed=2, seats=[game.HARD] * 4)
        seat = st.to_move()
        low = [c for c in range(1, 12) if data.suit(c) != st.trump]
        hands = {s: [50 + s, 40 + s, 30 + s] for s in range(4)}
        hands[seat] = low[:1]
        arrange(st, hands=hands, blisters={seat: low[1:5]})
        _leader_at(st, seat, 28, others)
        moves.append(bots.choose(st.seen_by(seat), game.HARD, Rng(1)))
    assert moves[0] == C.PIT and moves[1] != C.PIT
    # Two spaces from the end, no other car near: any card crosses and wins.
    _leader_at(st, seat, 30, (20, 21, 22))
    assert bots.choose(st.seen_by(seat), game.HARD, Rng(1)) != C.PIT


def test_hard_keeps_the_best_card_of_the_next_trump_suit_for_the_last_round():
    # Six spaces from the end, last to play: the weakest card face up is
    # purple, so purple is trump next round (likely the last). Of two cards
    # that both beat every card played, HARD plays the orange one and keeps
    # the purple one, though it is the lower.
    from test_nascard_kit import arrange, of_suit
    st = new(4, seed=2, seats=[game.HARD] * 4)
    if st.trump in (data.PURPLE, data.ORANGE):
        st.trump = data.YELLOW
    first = st.order[0]
    plays = of_suit(data.BLUE, 2, above=30) + [of_suit(data.PURPLE, 1)[0]]
    purple = of_suit(data.PURPLE, 1, above=max(plays))
    orange = of_suit(data.ORANGE, 1, above=purple[0])
    hands = {s: [plays[i]] + of_suit(data.YELLOW, 2, above=10 + 10 * i)
             for i, s in enumerate(st.order[:3])}
    last = st.order[3]
    hands[last] = [purple[0]] + orange + of_suit(data.BLUE, 3, above=40)
    arrange(st, hands=hands)
    for car in range(4):
        st.pos[car] = 20 + car
        st.lane[car] = 0
    st.pos[first] = 26
    for i in range(3):
        st.play(C.PLAY + plays[i])
        if st.phase == C.BONUS:
            st.play(C.SKIP_BONUS)
        while st.to_move() == st.order[i] and st.phase != C.PICK:
            st.play(st.legal()[0])
    assert st.to_move() == last
    v = st.seen_by(last)
    h = hard.Hard(v)
    assert h.score(orange[0], 0, 1) > h.score(purple[0], 0, 1)
    assert bots.choose(v, game.HARD, Rng(1)) == C.PLAY + orange[0]
