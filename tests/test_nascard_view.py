"""Nascard's screen through the simulator and the console: a full turn
played with key presses and checked on the rules state (a card, its Bonus,
the burn with a greyed card and its reason, the Blister), greyed cards and
their reasons, the Pit Stop, the Bonus's words on B, the hint, the rules
pages, hot-seat hand-offs, a whole race to the result, save and quit then
Continue, the label budget of a cursor key, and random keys.

The Sim is made before any firmware module is imported (its close() drops
them), so firmware names are imported inside the tests.
"""

import functools
import sys
import time

import screens
from screens import (HARD, HUMAN, NORMAL, begin, check_rules_pages, close_hint, game_view,
                     handed_to, label_budget, log_line, open_hint, play_to_a_hand_off,
                     play_to_the_result, random_keys, save_and_quit, screen_text, top_kind)
from screens import open_sim  # noqa: F401  (a fixture)
import test_nascard_kit as kit

GAME = "nascard"
WAIT, HAND, MENU = 0, 1, 2      # view modes
PURPLE, BLUE, ORANGE, YELLOW = range(4)


# --- helpers ---------------------------------------------------------------

def deciding(view):
    return view.mode in (HAND, MENU)


to_my_turn = functools.partial(screens.to_my_turn, ready=deciding)


def play_simply(sim, view):
    """One key step of a plain player: A on the card the cursor starts on
    (or the Pit card), the first row of a menu."""
    sim.press("A")


def record(view):
    """Every line the log will show from now on (a list that grows)."""
    said = []
    say = view.log.say

    def recording(words):
        said.append(words)
        say(words)
    view.log.say = recording
    return said


def set_up(view, hand, trump=PURPLE):
    """A position for the holder: this hand, this trump, and first to play
    of the two players (so the cars do not move after the turn)."""
    st = view.state
    me = view.turns.holder
    other = 1 - me
    st.trump = trump
    kit.arrange(st, hands={me: hand})
    st.order[0] = me
    st.order[1] = other
    st.turn = 0
    view.refresh()
    return st, me


def cursor_to(sim, view, card):
    for _ in range(12):
        if view.cursor < len(view.cards) and view.cards[view.cursor] == card:
            return
        sim.press("RIGHT")
    raise AssertionError("card %d not in the hand" % card)


# --- a turn by keys ----------------------------------------------------------

def test_the_code_that_builds_the_screen_is_gone_once_it_is_up(open_sim):
    """The sheets' painters and the screen's builder run once: a race's heap
    keeps none of their code (nor Setup's)."""
    sim = open_sim(seed=4)
    view = begin(sim, GAME, 2, seats=(HUMAN, HARD))
    for name in ("view_build", "view_sheets", "setup"):
        assert "paddock.games.nascard." + name not in sys.modules, name
    assert view.table.cars == view.state.cars and len(view.track.grids) == 2


def test_a_full_turn_by_keys_plays_a_card_pays_its_bonus_and_ends(open_sim):
    sim = open_sim(seed=4)
    view = begin(sim, GAME, 2, seats=(HUMAN, HARD))
    to_my_turn(sim, view)
    # blue's Bonus is Pace Car (7): burn a card above yours, Blister 1; trump.
    st, me = set_up(view, [8, 3, 30, 39], trump=PURPLE)
    assert st.bonus[BLUE] == 7 and view.mode == HAND
    assert view.cards == bytearray([39, 3, 8, 30])   # by suit, then value
    assert "A:play  Trump: Blister 2, no Bonus" in sim.texts()   # on the 39
    cursor_to(sim, view, 8)
    assert "A:play  B:Pace Car?" in sim.texts()
    said = record(view)
    sim.press("A")
    assert st.card[me] == 8 and st.hands[me].list() == [39, 3, 30]
    assert view.mode == MENU and "Pace Car?" in sim.texts()
    assert "Burn a card above 8, Blister 1 Tire; then your card counts as trump." \
        in screen_text(sim).replace("\n", " ")
    sim.press("A")                                  # Activate it
    assert st.phase == 2 and view.mode == HAND      # BURNING: 30 or 39
    assert "A:burn  a card above 8" in sim.texts()
    assert [view.hand.dimmed[i] for i in range(3)] == [0, 1, 0]
    cursor_to(sim, view, 3)
    assert log_line(view) == "burn a card higher than 8"
    sim.press("A")                                  # greyed: nothing burns
    assert st.hands[me].n == 3 and st.phase == 2
    cursor_to(sim, view, 30)
    sim.press("A")
    assert st.discard.top() == 30 and st.phase == 3  # then Blister 1 of 39 and 3
    assert "A:Blister a Tire (1 to go)" in sim.texts()
    cursor_to(sim, view, 3)
    sim.press("A")
    assert st.blisters[me].list() == [3] and st.hands[me].list() == [39]
    assert st.as_trump[me] == 1 and st.to_move() != me and view.mode == WAIT
    said += view.turns.lines
    for line in ("Fern plays 8 blue", "Fern uses Pace Car", "Fern burns 30 yellow",
                 "Fern Blisters a Tire", "Fern: 8 blue is trump"):
        assert line in said
    kit.check_cards(st)
    assert sim.app.errors == []


def test_a_greyed_trump_card_says_why_and_cannot_be_played(open_sim):
    sim = open_sim(seed=5)
    view = begin(sim, GAME, 2, seats=(HUMAN, HARD))
    to_my_turn(sim, view)
    st, me = set_up(view, [39, 8], trump=PURPLE)    # a trump card needs 2 more cards
    assert view.cards == bytearray([39, 8])
    assert [view.hand.dimmed[i] for i in range(2)] == [1, 0]
    assert view.cursor == 1                          # the turn starts on a playable card
    sim.press("LEFT")
    why = st.why_not(kit.C.PLAY + 39)
    assert why == "Trump: 2 more cards to Blister"
    assert log_line(view) == why and why in sim.texts()
    sim.press("A")
    assert st.card[me] == 0 and st.hands[me].n == 2 and log_line(view) == why
    sim.press("RIGHT")
    assert log_line(view) != why                    # the news is back
    assert view.nums.dimmed[0] == 1 and view.nums.words[0] == "39"


def test_the_pit_card_after_the_hand_makes_a_pit_stop(open_sim):
    sim = open_sim(seed=6)
    view = begin(sim, GAME, 2, seats=(HUMAN, HARD))
    to_my_turn(sim, view)
    st, me = set_up(view, [8, 30])
    kit.arrange(st, blisters={me: [1, 3]})
    view.refresh()
    sim.press("RIGHT")
    sim.press("RIGHT")
    assert view.cursor == 2 and not view.pit_frame.hidden and view.hand.cursor.hidden
    assert "A:Pit Stop, draw 4, 2 Blisters back" in sim.texts()
    sim.press("A")
    assert st.pit[me] == 1 and st.hands[me].n == 8 and st.blisters[me].n == 0
    assert view.shown.kind[me] == 3                 # PIT in the infield
    sim.press("RIGHT")                              # the bot's turn: keys only hurry
    assert st.pit[me] == 1 or st.round > 1


def test_over_the_hand_limit_the_hand_scrolls_to_every_card(open_sim):
    sim = open_sim(seed=8)
    view = begin(sim, GAME, 2, seats=(HUMAN, HARD))
    to_my_turn(sim, view)
    st, me = set_up(view, [18, 3, 30, 39, 40, 20])
    kit.arrange(st, blisters={me: [26, 34]})
    view.refresh()
    while view.cursor != len(view.cards):
        sim.press("RIGHT")
    sim.press("A")                                  # Pit Stop: 6 + 4 + 2 = 12 cards
    assert st.phase == 4 and len(view.cards) == 12 and view.cursor < 8
    assert "A:discard (down to 8, 4 to go)" in sim.texts()
    assert view.more_left.hidden and not view.more_right.hidden
    label_budget(sim, ["RIGHT"] * (11 - view.cursor))
    last = st.hands[me].list()[11]
    assert view.cursor == 11 and view.first == 4 and not view.more_left.hidden
    assert view.nums.words[7] == str(last) and view.hand.cursor.x == 7 * 16 - 1
    sim.press("A")
    assert last not in st.hands[me].list() and st.discard.top() == last
    assert "A:discard (down to 8, 3 to go)" in sim.texts()
    for _ in range(3):
        sim.press("A")
    assert st.hands[me].n == 8 and st.to_move() != me and view.more_right.hidden


def test_b_on_a_card_tells_its_bonus(open_sim):
    sim = open_sim(seed=7)
    view = begin(sim, GAME, 2, seats=(HUMAN, HARD))
    to_my_turn(sim, view)
    st, me = set_up(view, [18, 40, 39], trump=PURPLE)  # orange: Running Lean (10)
    cursor_to(sim, view, 18)
    sim.press("B")
    assert top_kind(sim) == "Message" and "Running Lean" in sim.texts()
    assert "Burn another orange card; then draw 4 cards." in screen_text(sim)
    sim.press("A")
    assert top_kind(sim) == "GameScreen" and st.card[me] == 0
    cursor_to(sim, view, 39)                        # trump
    sim.press("B")
    assert "Trump: 39 purple" in sim.texts()
    sim.press("A")


def test_select_gives_the_hard_bots_move_as_a_hint(open_sim):
    sim = open_sim(seed=3)
    view = begin(sim, GAME, 3)
    from paddock.games.nascard import bots, rules
    st = view.state
    to_my_turn(sim, view)
    move, why = bots.hint(st.seen_by(st.to_move()))
    assert "%s: %s" % (rules.move_text(move), why) in open_hint(sim)
    close_hint(sim, st)


def test_rules_pages_open_from_the_pause_menu(open_sim):
    sim = open_sim(seed=1)
    begin(sim, GAME, 3)
    check_rules_pages(sim, GAME, "Race two laps", 10)


# --- seats -------------------------------------------------------------------

def test_hot_seat_hands_off_between_humans_and_hides_the_hand(open_sim):
    sim = open_sim(seed=5)
    view = begin(sim, GAME, 2, seats=(HUMAN, HUMAN))
    st = view.state
    sim.advance(1000)
    first = handed_to(sim, view)
    assert "Round 1" not in sim.texts() and "PIT" not in sim.texts()   # covered
    assert view.cards == bytearray(st.hands[first].list())
    sim.press("A")
    assert top_kind(sim) == "GameScreen" and "Round 1" in sim.texts()
    play_to_a_hand_off(sim, view, play_simply, deciding, limit=80)   # to the other human
    other = handed_to(sim, view)
    assert other != first and st.seats[other] == HUMAN
    assert view.cards == bytearray(st.hands[other].list())
    sim.press("A")
    assert {first, other} == {0, 1}
    assert sim.app.errors == []


def test_a_whole_race_with_one_human_ends_at_the_result(open_sim):
    started = time.process_time()   # CPU time: other processes do not count
    sim = open_sim(seed=9)
    view = begin(sim, GAME, 4, seats=(HUMAN, HARD, HARD, HARD))
    st = view.state
    mine = play_to_the_result(sim, view, play_simply, deciding)
    assert top_kind(sim) == "Message" and "Race over" in sim.texts()
    assert st.over() and mine >= 8
    words = screen_text(sim)
    winner = view.car_name(st.winner)
    assert "%s wins!" % winner in words and "1 %s: finished" % winner in words
    for car in range(st.cars):
        assert view.car_name(car) in words
    assert sim.app.errors == []
    sim.press("B")   # the menu (A: a rematch)
    assert top_kind(sim) == "MainMenu"
    assert time.process_time() - started < 20


def test_save_and_quit_then_continue_resumes_the_same_race(open_sim):
    sim = open_sim(seed=11)
    view = begin(sim, GAME, 3, seats=(HUMAN, NORMAL, HARD), bonus="random")
    to_my_turn(sim, view)
    play_simply(sim, view)
    to_my_turn(sim, view)
    before = view.state.to_bytes()
    hand = bytes(view.cards)
    save_and_quit(sim)
    assert "Saved" in sim.texts()
    sim.press("A")
    assert top_kind(sim) == "MainMenu" and "paddock.games.nascard.view" not in sys.modules
    assert sim.app.stack[-1].menu.labels[sim.app.stack[-1].menu.cursor].text == "Continue"
    sim.press("A")                                   # the only save: straight into it
    again = game_view(sim)
    assert again is not view and again.state.to_bytes() == before
    assert again.options["bonus"] == "random" and list(again.state.seats) == [0, 3, 4]
    assert bytes(again.cards) == hand and again.mode in (HAND, MENU)
    assert "Round %d: go on" % again.state.round in sim.texts()
    play_simply(sim, again)
    assert again.state.moves > view.state.moves and sim.app.errors == []


# --- the board's budget -------------------------------------------------------

def test_cursor_keys_change_at_most_three_labels(open_sim):
    sim = open_sim(seed=6)
    view = begin(sim, GAME, 2, seats=(HUMAN, HARD))
    to_my_turn(sim, view)
    set_up(view, [8, 3, 30, 39, 18, 40], trump=PURPLE)
    sim.advance(1000)
    label_budget(sim, ["RIGHT"] * 8 + ["LEFT"] * 4, "hand")   # over greyed cards, the Pit card
    cursor_to(sim, view, 8)
    sim.keys("A A")                                  # Pace Car: now the burn
    assert view.state.phase == 2
    sim.advance(1500)
    label_budget(sim, "RIGHT RIGHT LEFT RIGHT UP DOWN", "burn")


def test_two_hundred_random_keys_mid_game_never_raise(open_sim):
    sim = open_sim(seed=13)
    view = begin(sim, GAME, 3, seats=(HUMAN, HUMAN, HARD), rivals="always", track="first")
    to_my_turn(sim, view)
    random_keys(sim, ("UP", "DOWN", "LEFT", "RIGHT", "A", "A", "A", "B", "SELECT"))
    assert sim.app.errors == []
    assert view.state.moves > 0
