"""The demo game (sim/testgames/demo): the protocol, played to the letter."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sim import games  # noqa: E402
from paddock.core import game, save  # noqa: E402

DEMO = games.load("demo")
rules, bots = DEMO.rules, DEMO.bots


def new(players=2, seats=None, seed=1, **chosen):
    pairs = ["%s=%s" % kv for kv in chosen.items()]
    seats = bytearray(seats or [game.HARD] * players)
    return DEMO.new(DEMO.options(players, seats, pairs), seed)


def set_hand(state, seat, cards):
    """Give seat these cards, keeping every card accounted for."""
    hand = state.hands[seat]
    for c in hand.list():
        state.deck.push(c)
    hand.clear()
    for c in cards:
        state.deck.remove(c)
        hand.push(c)


def card_counts(state):
    counts = [0] * 7
    for pile in state.hands + [state.deck, state.discard]:
        for c in pile:
            counts[c] += 1
    return counts


def test_metadata():
    meta = DEMO.meta
    assert (meta.ID, meta.MIN_PLAYERS, meta.MAX_PLAYERS) == ("demo", 2, 4)
    for key, label, choices, default in meta.OPTIONS:
        assert key and label and 0 <= default < len(choices)


def test_new_game_deals_three_each():
    s = new(players=4)
    assert [len(h) for h in s.hands] == [3, 3, 3, 3]
    assert len(s.deck) == 12 and len(s.discard) == 0
    assert card_counts(s) == [0, 4, 4, 4, 4, 4, 4]
    assert s.to_move() == 0 and not s.over() and list(s.pos) == [0, 0, 0, 0]


def test_new_game_refuses_bad_options():
    for options in ({"players": 5}, {"players": 2, "seats": bytearray(3)},
                    {"players": 2, "target": 25}, {"players": 2, "overshoot": "jump"}):
        with pytest.raises(game.RulesError):
            rules.new_game(options, 1)


def test_legal_is_the_distinct_cards_lowest_first():
    s = new()
    set_hand(s, 0, [5, 2, 5])
    assert s.legal() == [2, 5]


def test_a_card_moves_the_car_and_the_hand_is_refilled():
    s = new(seed=4)
    set_hand(s, 0, [4, 1, 6])
    s.play(4)
    assert s.pos[0] == 4 and len(s.hands[0]) == 3
    assert s.discard.list() == [4] and s.to_move() == 1
    assert s.events[0] == (rules.MOVED, 0, 4, 4)
    assert s.events[1] == (rules.DREW, 0, 1, 0)
    assert s.turns == s.moves == 1
    assert card_counts(s) == [0, 4, 4, 4, 4, 4, 4]


def test_illegal_moves_are_refused_and_change_nothing():
    s = new()
    set_hand(s, 0, [1, 1, 2])
    before = s.to_bytes()
    for bad in (3, 0, "1", None):
        with pytest.raises(game.RulesError):
            s.play(bad)
    assert s.to_bytes() == before


def test_landing_exactly_wins():
    s = new(seed=2)
    s.pos[0] = 17
    set_hand(s, 0, [3, 6, 6])
    s.play(3)
    assert s.over() and s.winner == 0 and s.to_move() == game.OVER
    assert s.standings()[0] == 0 and s.events[-1] == (rules.FINISHED, 0, 20, 0)
    assert s.legal() == []
    with pytest.raises(game.RulesError):
        s.play(6)


def test_passing_the_target_bounces_back():
    s = new()
    s.pos[0] = 18
    set_hand(s, 0, [5, 5, 5])
    s.play(5)
    assert s.pos[0] == 17 and s.events[0] == (rules.BOUNCED, 0, 5, 17)


def test_passing_the_target_waits_with_overshoot_wait():
    s = new(overshoot="wait", target=30)
    assert (s.target, s.bounce) == (30, False)
    s.pos[0] = 28
    set_hand(s, 0, [5, 5, 5])
    s.play(5)
    assert s.pos[0] == 28 and s.events[0] == (rules.WAITED, 0, 5, 28)


def test_the_race_is_flagged_after_the_round_limit():
    s = new(players=3)
    s.turns = s.moves = rules.MAX_ROUNDS * 3 - 1
    s.turn = 2
    s.pos[0], s.pos[1], s.pos[2] = 7, 12, 3
    set_hand(s, 2, [1, 1, 1])
    s.play(1)
    assert s.over() and s.winner == 1 and s.standings() == [1, 0, 2]
    assert s.events[-1] == (rules.FLAGGED, 1, 12, 0)


def test_standings_break_ties_by_seat():
    s = new(players=4)
    s.pos[:] = bytearray([5, 9, 9, 2])
    assert s.standings() == [1, 2, 0, 3]
    s.winner = 3
    assert s.standings() == [3, 1, 2, 0]


def test_the_discard_is_shuffled_back_when_the_deck_runs_out():
    s = new(players=2, seed=6)
    for _ in range(30):
        if s.over():
            break
        s.play(s.legal()[0])
        assert card_counts(s) == [0, 4, 4, 4, 4, 4, 4]
    assert s.moves > 12  # the deck of 12 ran out on the way


def test_a_seat_sees_its_hand_and_the_table_only():
    s = new(players=3, seed=9)
    set_hand(s, 1, [6, 6, 2])
    view = s.seen_by(1)
    assert view.hand == [6, 6, 2] and view.seat == 1 and view.legal == []
    assert view.pos == bytes(s.pos) and view.deck_left == len(s.deck)
    assert not hasattr(view, "hands") and not hasattr(view, "deck")
    assert s.seen_by(0).legal == s.legal()


def test_event_text_says_each_event():
    texts = [rules.event_text((code, 1, 5, 12)) for code in range(1, 7)]
    assert texts[0] == "P2 plays 5, moves to 12"
    assert all(t and t != "?" for t in texts)
    assert rules.event_text((4, 0, 1, 0)) == "P1 draws 1 card"


def bot_view(hand, pos, target=20, bounce=True):
    s = new(target=target, overshoot="bounce" if bounce else "wait")
    set_hand(s, 0, hand)
    s.pos[0] = pos
    return s.seen_by(0), s


def test_easy_plays_its_lowest_card():
    view, s = bot_view([6, 2, 4], 0)
    assert bots.choose(view, game.EASY, s.bot_rng) == 2


def test_normal_plays_its_highest_card_that_fits():
    view, s = bot_view([6, 2, 4], 15)
    assert bots.choose(view, game.NORMAL, s.bot_rng) == 4


def test_hard_finishes_when_it_can():
    view, s = bot_view([6, 2, 3], 17)
    assert bots.choose(view, game.HARD, s.bot_rng) == 3
    move, reason = bots.hint(view)
    assert move == 3 and "exactly" in reason


def test_hard_sets_up_a_finish():
    # From 10: playing 6 leaves 4 with a 4 kept; playing 4 leaves 6 with no 6.
    view, s = bot_view([6, 4, 1], 10)
    assert bots.choose(view, game.HARD, s.bot_rng) == 6
    assert "finish" in bots.hint(view)[1]


def test_save_round_trip_mid_game_continues_identically():
    s = new(players=4, seats=[game.HARD, game.RANDOM, game.EASY, game.NORMAL], seed=21)
    for _ in range(9):
        s.play(game.bot_move(s, bots))
    record = save.encode("demo", DEMO.meta.VERSION, s.to_bytes())
    gid, ver, payload = save.decode(record, "demo", DEMO.meta.VERSION)
    back = rules.from_bytes(payload)
    assert back.to_bytes() == s.to_bytes()
    original, resumed = [], []
    while not s.over():
        original.append(game.bot_move(s, bots))
        s.play(original[-1])
    while not back.over():
        resumed.append(game.bot_move(back, bots))
        back.play(resumed[-1])
    assert original == resumed and len(original) > 0
    assert back.standings() == s.standings() and bytes(back.pos) == bytes(s.pos)


def test_from_bytes_refuses_a_damaged_payload():
    s = new(players=2)
    good = s.to_bytes()
    assert rules.from_bytes(good).to_bytes() == good
    wrong_card = bytearray(good)
    hand_at = 1 + 1 + 2 + 1 + 1 + 1 + 1 + 2 + 2 + 1 + 2 + 1  # first card of seat 0's hand
    wrong_card[hand_at] = 9
    bad_players = bytearray(good)
    bad_players[0] = 7
    for damaged in (good[:-1], good + b"\x00", bytes(wrong_card), bytes(bad_players)):
        with pytest.raises(save.SaveError):
            rules.from_bytes(damaged)


def tournament(seats, games_played=200):
    wins = [0] * len(seats)
    for seed in range(games_played):
        # swap who goes first every other game
        order = seats if seed % 2 == 0 else seats[::-1]
        s = new(players=len(seats), seats=order, seed=1000 + seed)
        game.play_out(s, bots, max_moves=1000)
        winner_kind = order[s.standings()[0]]
        wins[seats.index(winner_kind)] += 1
    return wins


def test_hard_beats_easy():
    hard, easy = tournament([game.HARD, game.EASY])
    assert hard > 0.8 * (hard + easy)


def test_hard_beats_random():
    hard, rand = tournament([game.HARD, game.RANDOM])
    assert hard > 0.7 * (hard + rand)


def test_hard_beats_normal():
    hard, normal = tournament([game.HARD, game.NORMAL], 400)
    assert hard > 0.55 * (hard + normal)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_fuzz_every_card_accounted_for(players):
    levels = (game.RANDOM, game.EASY, game.NORMAL, game.HARD)
    for seed in range(120):
        seats = [levels[(seed + i) % 4] for i in range(players)]
        chosen = {"target": (20, 30)[seed % 2], "overshoot": ("bounce", "wait")[seed // 2 % 2]}
        s = new(players=players, seats=seats, seed=seed, **chosen)
        while not s.over():
            assert s.moves <= rules.MAX_ROUNDS * players
            assert card_counts(s) == [0, 4, 4, 4, 4, 4, 4]
            assert all(len(h) == 3 for h in s.hands)
            assert max(s.pos) <= s.target
            s.play(game.bot_move(s, bots))
        assert sorted(s.standings()) == list(range(players))
