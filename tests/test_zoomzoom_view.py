"""Zoom Zoom Vroom's screen through the simulator: turns played with key
presses and checked on the rules state, Tune Up, greyed cards and their
reasons, the hint, the rules pages, hot-seat hand-offs, a whole race, the
label budget of a cursor key, and random keys.

The Sim is made before any firmware module is imported (its close() drops
them), so firmware names are imported inside the tests.
"""

import functools
import time

import screens
from screens import (HARD, HUMAN, NORMAL, begin, check_rules_pages, close_hint, handed_to,
                     label_budget, log_line, open_hint, play_to_a_hand_off, play_to_the_result,
                     random_keys, screen_text, top_kind)
from screens import open_sim  # noqa: F401  (a fixture)

GAME = "zoomzoom"
Z05 = 10  # the view's card number for an unplayed 0/5 card


# --- helpers ---------------------------------------------------------------

def deciding(view):
    """Not waiting: the hand, the gas or a menu is up for a human."""
    return view.mode != 0


to_my_turn = functools.partial(screens.to_my_turn, ready=deciding)


def play_simply(sim, view):
    """One key step of a plain player: the first playable card (else a Tune
    Up), no gas, the first menu row."""
    if view.mode == 1:
        card = view.cards[view.cursor]
        if view._why(card) or card == Z05:
            sim.keys("B B")
        else:
            sim.press("A")
    else:
        sim.press("A")


def until(sim, view, wanted, limit=300):
    """Play simply until wanted(view) holds on a human turn."""
    return screens.until(sim, view, wanted, play_simply, deciding, limit)


# --- a turn by keys ----------------------------------------------------------

def test_a_full_turn_by_keys_plays_the_card_and_spends_the_gas(open_sim):
    sim = open_sim(seed=4)
    view = begin(sim, GAME, 3)
    from paddock.games.zoomzoom import data
    from paddock.games.zoomzoom.codes import PLAY
    st = view.state
    to_my_turn(sim, view)
    me = view.turns.holder
    assert st.to_move() == me and view.mode == 1
    # a card that is neither the 2 (it gains gas) nor a 0, and is playable
    want = [i for i in range(len(view.cards)) if view.cards[i] in (1, 3, 4, 5, 6)
            and st.why_not(PLAY + view.cards[i]) is None][0]
    while view.cursor != want:
        sim.press("RIGHT")
    card = view.cards[want]
    hand_before = st.hands[me].n
    gas_before = st.gas[me]
    sim.press("A")
    assert st.hands[me].n == hand_before - 1
    entry = st.t_n - 1
    assert st.t_seat[entry] == me and st.t_card[entry] == card
    assert view.mode == 2 and "Gas 0 of %d" % gas_before in screen_text(sim)
    sim.keys("RIGHT RIGHT UP DOWN")     # 0 -> 1 -> 2 -> 3 -> 2
    final = st.final(entry) + 2
    assert "Gas 2 of %d -> %d" % (gas_before, final) in screen_text(sim)
    col = view.table
    assert col.shows(me)[1] == final
    one = any(st.t_card[i] == data.S1 for i in range(st.t_n))
    printed = 0 if one and card >= data.S4B else data.VALUE[card]
    assert col.said(me) == "%d+2+%d" % (printed, st.speed(me))
    sim.press("A")
    assert st.gas[me] == gas_before - 2
    assert st.turns >= 1 and view.mode == 0
    assert "spends 2 gas: %d" % final in " ".join([log_line(view)] + view.turns.lines)
    assert sim.app.errors == []


def test_tune_up_takes_b_twice(open_sim):
    sim = open_sim(seed=2)
    view = begin(sim, GAME, 4)
    from paddock.games.zoomzoom.codes import DOWN
    st = view.state
    to_my_turn(sim, view)
    me = view.turns.holder
    card = view.cards[view.cursor]
    n = st.hands[me].n
    sim.press("B")
    assert st.hands[me].n == n and "B again: Tune Up" in log_line(view)
    sim.press("RIGHT")                  # another key forgets the first B
    sim.press("B")
    assert st.hands[me].n == n
    card = view.cards[view.cursor]
    copies = st.hands[me].list().count(card)
    sim.press("B")
    assert st.hands[me].n == n - 1 and st.hands[me].list().count(card) == copies - 1
    sh = view.shown
    shown = [sh.card[i] for i in range(sh.n) if sh.seat[i] == me]
    assert shown == [DOWN]              # face down on the table
    assert view.table.said(me) == "tune"
    assert any("I need a Tune Up!" in t for t in [log_line(view)] + view.turns.lines)


def test_a_greyed_card_says_why_and_cannot_be_played(open_sim):
    sim = open_sim(seed=6)
    view = begin(sim, GAME, 5)
    from paddock.games.zoomzoom.codes import PLAY
    st = view.state
    until(sim, view, lambda v: v.mode == 1 and any(
        st.why_not(PLAY + c) for c in v.cards if c != Z05) and any(
        st.why_not(PLAY + c) is None for c in v.cards))
    cards = view.cards
    grey = [i for i in range(len(cards)) if cards[i] != Z05 and st.why_not(PLAY + cards[i])]
    assert [i for i in range(len(cards)) if view.hand.dimmed[i]] == grey
    i = grey[0]
    while view.cursor != i:
        sim.press("RIGHT")
    why = st.why_not(PLAY + cards[i])
    assert why.endswith("already in trick") and log_line(view) == why
    assert why in sim.texts()
    t_n = st.t_n
    sim.press("A")
    assert st.t_n == t_n and log_line(view) == why      # nothing played
    sim.press("LEFT" if i else "RIGHT")
    j = view.cursor
    if j not in grey:
        assert log_line(view) != why                    # the news is back


def test_select_gives_the_hard_bots_move_as_a_hint(open_sim):
    sim = open_sim(seed=3)
    view = begin(sim, GAME, 3)
    from paddock.games.zoomzoom import bots, rules
    st = view.state
    to_my_turn(sim, view)
    move, why = bots.hint(st.seen_by(st.to_move()))
    words = open_hint(sim)
    name = rules.move_text(move).split(" ")[-1] if move < 10 else "Tune Up"
    assert name in words and why.split(":")[-1].strip() in words
    close_hint(sim, st)


def test_rules_pages_open_from_the_pause_menu(open_sim):
    sim = open_sim(seed=1)
    begin(sim, GAME, 3)
    check_rules_pages(sim, GAME, "Race to 2 laps", 8)


# --- seats -------------------------------------------------------------------

def test_hot_seat_hands_off_between_humans_and_hides_the_hand(open_sim):
    sim = open_sim(seed=5)
    view = begin(sim, GAME, 3, seats=(HUMAN, HUMAN, NORMAL))
    st = view.state
    sim.advance(2000)
    first = handed_to(sim, view)
    assert "Trick 1/6" not in sim.texts()              # the game is covered
    assert view.cards == bytearray(sorted(st.hands[first].list()))
    sim.press("A")
    assert top_kind(sim) == "GameScreen" and "Trick 1/6" in sim.texts()
    play_to_a_hand_off(sim, view, play_simply, deciding, limit=60)   # to the other human
    other = handed_to(sim, view)
    assert other != first and st.seats[other] == HUMAN
    assert view.cards == bytearray(sorted(st.hands[other].list()))
    sim.press("A")
    assert {first, other} == {0, 1}
    assert sim.app.errors == []


def test_a_whole_race_with_one_human_ends_at_the_result(open_sim):
    started = time.process_time()   # CPU time: other processes do not count
    sim = open_sim(seed=9)
    view = begin(sim, GAME, 4, seats=(HUMAN, HARD, HARD, HARD))
    st = view.state
    mine = play_to_the_result(sim, view, play_simply, deciding, limit=3000)
    assert top_kind(sim) == "Message" and "Race over" in sim.texts()
    assert st.over() and mine >= 6
    winner = view.names[st.winner]
    words = screen_text(sim)
    assert "%s wins!" % winner in words and "1 %s: 2 laps" % winner in words
    assert sim.app.errors == []
    sim.press("B")
    assert top_kind(sim) == "MainMenu"
    assert time.process_time() - started < 30


# --- the variants' menus -----------------------------------------------------

def test_the_05_card_its_menu_and_its_discard(open_sim):
    sim = open_sim(seed=8)
    view = begin(sim, GAME, 3, z05="on")
    st = view.state
    to_my_turn(sim, view)
    me = view.turns.holder
    st.gas[me] = 2                      # below five, with gas out of the game
    st.removed = 3
    view.redraw()
    assert view.cards[-1] == Z05 and not view.hand.dimmed[len(view.cards) - 1]
    while view.cards[view.cursor] != Z05:
        sim.press("RIGHT")
    sim.press("A")
    assert view.mode == 3 and "Play the 0/5 card" in sim.texts()
    menu = view.popup[1]
    assert not menu.enabled[1] and menu.cursor == 0      # no lap yet: no 5
    sim.reset_counts()
    sim.press("DOWN")
    assert log_line(view) == "5 needs a lap done" and sim.label_changes <= 3
    sim.press("A")                                       # greyed: nothing
    assert st.has05[me] == 1
    sim.press("UP")
    hand = st.hands[me].n
    sim.press("A")                                       # as 0: two removed gas
    assert st.has05[me] == 0 and st.gas[me] == 4 and st.removed == 1
    assert view.mode == 2
    sim.press("A")                                       # no gas spent
    assert view.mode == 3 and "0/5: discard a card" in sim.texts()
    sim.press("A")
    assert st.hands[me].n == hand - 1 and st.turns >= 1
    assert sim.app.errors == []


def test_a_zero_asks_for_its_effect(open_sim):
    sim = open_sim(seed=12)
    view = begin(sim, GAME, 4, larger="on", zero="7th suit")
    st = view.state
    from paddock.games.zoomzoom.codes import PLAY
    until(sim, view, lambda v: v.mode == 1 and 0 in v.cards and st.why_not(PLAY + 0) is None)
    me = view.turns.holder
    st.removed = 2
    view.redraw()
    while view.cards[view.cursor] != 0:
        sim.press("RIGHT")
    sim.press("A")
    assert view.mode == 3 and "The 0: choose one" in sim.texts()
    gas = st.gas[me]
    sim.press("DOWN")
    sim.press("A")                                       # +1 speed this round
    assert st.boost[me] == 1 and st.gas[me] == gas and st.removed == 2


# --- the board's budget -------------------------------------------------------

def test_cursor_keys_change_at_most_three_labels(open_sim):
    sim = open_sim(seed=6)
    view = begin(sim, GAME, 5)
    from paddock.games.zoomzoom.codes import PLAY
    st = view.state
    until(sim, view, lambda v: v.mode == 1 and any(
        st.why_not(PLAY + c) for c in v.cards))
    sim.advance(1000)
    label_budget(sim, "RIGHT RIGHT RIGHT LEFT LEFT RIGHT RIGHT RIGHT", "hand")
    while view._why(view.cards[view.cursor]):
        sim.press("RIGHT")
    sim.press("A")
    assert view.mode == 2
    sim.advance(1500)                   # let the card's own lines be read
    label_budget(sim, "RIGHT UP RIGHT LEFT DOWN", "gas")


def test_two_hundred_random_keys_mid_game_never_raise(open_sim):
    sim = open_sim(seed=13)
    view = begin(sim, GAME, 5, track="B", z05="on", larger="on", zero="7th suit")
    to_my_turn(sim, view)
    random_keys(sim, ("UP", "DOWN", "LEFT", "RIGHT", "A", "A", "B", "SELECT"))
    assert sim.app.errors == []
    assert view.state.moves > 0


def test_a_320x240_screen_keeps_every_line_of_the_160x128_one(open_sim):
    # The 120-row layout (320x240 at scale 2) drops nothing: the keys line,
    # the info line and the log all show, and none overlaps the hand.
    words = {}
    for board in ("pygamer", "fruitjam"):
        sim = open_sim(seed=3, board=board)
        view = begin(sim, GAME, 4, seats=(HUMAN, HARD, HARD, HARD))
        to_my_turn(sim, view)
        shown = sim.texts()
        words[board] = shown
        assert "A:play  B,B:Tune Up  SELECT:hint" in shown
        assert any(t.startswith("Round ") for t in shown)
        hand_top = view.hand.group.y
        # the small font's eighth row is for descenders; the hand's cursor
        # frame is a pixel above and below the cards
        room = 1 if board == "pygamer" else 0
        assert view.prompt.y + 7 + room <= hand_top - room
        assert hand_top + 22 + room <= view.info.y
        assert view.info.y + 8 <= view.log.group.y
    assert len(words["fruitjam"]) >= len(words["pygamer"])
