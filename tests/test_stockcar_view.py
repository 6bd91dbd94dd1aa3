"""Stock Car Championship's screen through the simulator: a turn played with
key presses and checked on the rules state, greyed cards and their reasons,
the hint, the rules pages, hot-seat hand-offs, a whole race, save and
Continue, the label budget of a cursor key, and random keys.

The Sim is made before any firmware module is imported (its close() drops
them), so firmware names are imported inside the tests.
"""

import functools
import time

import screens
from screens import (HARD, HUMAN, NORMAL, begin, check_rules_pages, close_hint, game_view,
                     handed_to, label_budget, open_hint, play_to_a_hand_off, play_to_the_result,
                     random_keys, save_and_quit, screen_text, top_kind)
from screens import open_sim, plain_sim  # noqa: F401  (fixtures)

GAME = "stockcar"
WAIT, CARDS, MENU = 0, 1, 2        # the view's modes
DECK = 60


# --- helpers ---------------------------------------------------------------

def deciding(view):
    """A human decides now: the keys are the player's, and the board has
    caught up with the log (it is drawn once the lines of a move are shown)."""
    return view.mode in (CARDS, MENU) and view.turns.my_turn()


# Dialogs between races (the season table) are passed too.
to_my_turn = functools.partial(screens.to_my_turn, ready=deciding, dialogs=True)


def play_simply(sim, view):
    """One key step of a plain player: the item under the cursor (the first
    one that may be chosen), or the first menu row."""
    sim.press("A")


def until(sim, view, wanted, limit=600):
    """Play simply until wanted(view) holds on a human decision."""
    return screens.until(sim, view, wanted, play_simply, deciding, limit, dialogs=True)


def hurry(sim):
    """A while the bots play: the next line or bot comes at once."""
    sim.press("A")


def log_line(view):
    return view.log.text()


def move_cursor_to(sim, view, i):
    """RIGHT until the cursor is on item i (at least one key: until the
    cursor first moves in a decision, the info line shows the keys)."""
    if view.cursor == i:
        sim.press("RIGHT")
    while view.cursor != i:
        sim.press("RIGHT")


# --- a turn by keys ----------------------------------------------------------

def test_a_full_turn_by_keys_makes_the_count_then_moves(open_sim):
    sim = open_sim(seed=4)
    view = begin(sim, GAME, 4, seats=(HUMAN, HARD, HARD, HARD))
    from paddock.games.stockcar import data
    from paddock.games.stockcar import codes as C
    st = view.state
    me = 0
    # Qualifying: the fastest card, chosen with RIGHT, played with A.
    until(sim, view, lambda v: st.phase == C.QUALIFY)
    fastest = max(range(len(view.items)), key=lambda i: data.speed(view.items[i]))
    card = view.items[fastest]
    move_cursor_to(sim, view, fastest)
    assert view.info.text.startswith(data_name(card))
    sim.press("A")
    assert st.hands[me].index(card) < 0 and (st.pend[me].list() == [card]
                                             or st.discs[me].list()[:1] == [card])
    # The lap count: cards by A until it is made.
    until(sim, view, lambda v: st.phase == C.LAP_COUNT and st.cur == me)
    hand = st.hands[me].list()
    count = st.count
    assert "Make %d laps" % count in screen_text(sim)
    while st.phase == C.LAP_COUNT and st.cur == me:
        sim.press("A")
    gone = [c for c in hand if st.hands[me].index(c) < 0]
    assert gone and (sum(data.laps(c) for c in gone) >= count
                     or (len(gone) == 1 and data.EFFECT[gone[0]] == data.DRAFT))
    assert all(c in st.pend[me].list() + st.discs[me].list() for c in gone)
    # The move: a playable action card by RIGHT and A, then END by B and A.
    until(sim, view, lambda v: st.phase == C.ACTION and st.cur == me and any(
        c < DECK and st.why_not(c) is None for c in v.items))
    ok = [i for i in range(len(view.items))
          if view.items[i] < DECK and st.why_not(view.items[i]) is None]
    move_cursor_to(sim, view, ok[-1])
    card = view.items[ok[-1]]
    assert view.info.text.startswith(data_name(card))
    acts = st.acts
    turn = st.turn_no
    sim.press("A")
    assert st.hands[me].index(card) < 0
    assert card in st.discs[me].list() or card in st.perms[me].list()
    assert st.acts == acts - 1 or st.cur != me or st.phase != C.ACTION
    to_my_turn(sim, view)
    if st.phase == C.ACTION and st.cur == me:
        sim.press("B")
        assert view.items[view.cursor] == 64       # END
        assert "END: end your move" in screen_text(sim)
        sim.press("A")
        assert st.moved[me] == 1 or st.turn_no > turn
    assert sim.app.errors == []


def data_name(card):
    from paddock.games.stockcar.texts import EFFECT_NAMES
    from paddock.games.stockcar import data
    return EFFECT_NAMES[data.EFFECT[card]]


def test_a_greyed_card_says_why_and_cannot_be_played(open_sim):
    sim = open_sim(seed=6)
    view = begin(sim, GAME, 3, seats=(HUMAN, NORMAL, NORMAL))
    from paddock.games.stockcar import codes as C
    st = view.state

    def grey_card(v):
        return st.phase == C.ACTION and any(
            c < DECK and st.why_not(c) for c in v.items)
    until(sim, view, grey_card)
    items = view.items
    grey = [i for i in range(len(items)) if items[i] < DECK and st.why_not(items[i])]
    assert [i for i in range(len(items)) if view.hand.dimmed[i]] == grey
    i = grey[0]
    move_cursor_to(sim, view, i)
    from paddock.games.stockcar import legal, texts
    why = texts.short_why(legal.why(st, items[i]))
    assert log_line(view) == why and len(why) <= 26
    assert view.log.big.color == 0xD55E00              # in the warning colour
    hand = st.hands[st.cur].n
    moves = st.moves
    sim.press("A")
    assert st.moves == moves and st.hands[st.cur].n == hand and log_line(view) == why
    sim.press("RIGHT")
    if view.cursor not in grey:
        assert log_line(view) != why                    # the news is back


def test_select_gives_the_hard_bots_move_as_a_hint(open_sim):
    sim = open_sim(seed=3)
    view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD))
    from paddock.games.stockcar import bots
    st = view.state
    to_my_turn(sim, view)
    move, why = bots.hint(st.seen_by(st.to_move()))
    words = open_hint(sim)
    assert why.split(" ")[-1] in words
    if move < DECK:
        assert data_name(move).split(" ")[0] in words
    close_hint(sim, st)


def test_rules_pages_open_from_the_pause_menu(open_sim):
    sim = open_sim(seed=1)
    begin(sim, GAME, 2)
    check_rules_pages(sim, GAME, "Race your stock car", 12)


# --- seats -------------------------------------------------------------------

def test_hot_seat_hands_off_between_humans_and_hides_the_hand(open_sim):
    sim = open_sim(seed=5)
    view = begin(sim, GAME, 3, seats=(HUMAN, HUMAN, NORMAL))
    st = view.state
    sim.advance(500)
    first = handed_to(sim, view)
    assert not any(t.startswith("Lap ") for t in sim.texts())   # the race is covered
    sim.press("A")
    assert top_kind(sim) == "GameScreen" and "Lap 0/100" in sim.texts()
    assert sorted(view.items) == sorted(st.hands[first].list())
    play_to_a_hand_off(sim, view, play_simply, deciding)   # to the other human
    other = handed_to(sim, view)
    assert other != first and st.seats[other] == HUMAN
    sim.press("A")
    assert [c for c in view.items if c < DECK] == sorted(st.hands[other].list())
    assert {first, other} == {0, 1}
    assert sim.app.errors == []


def test_a_whole_race_with_one_human_ends_at_the_result(open_sim):
    started = time.process_time()   # CPU time: other processes do not count
    sim = open_sim(seed=9)
    view = begin(sim, GAME, 4, seats=(HUMAN, HARD, HARD, HARD))
    st = view.state
    mine = play_to_the_result(sim, view, play_simply, deciding, wait=hurry)   # A hurries bots
    assert top_kind(sim) == "Message" and "Race over" in sim.texts()
    assert st.over() and mine >= 10
    words = screen_text(sim)
    winner = view.names[st.standings()[0]]
    assert "%s wins!" % winner in words
    assert "1 %s: %d pts" % (winner, st.season.last_pts[st.standings()[0]]) in words
    assert sim.app.errors == []
    sim.press("B")   # the menu (A: a rematch)
    assert top_kind(sim) == "MainMenu"
    assert time.process_time() - started < 30


def test_save_and_quit_then_continue_resumes_the_same_race(open_sim):
    sim = open_sim(seed=7)
    view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD), track="Short")
    from paddock.games.stockcar import codes as C
    st = view.state
    until(sim, view, lambda v: st.turns >= 2 and st.phase == C.LAP_COUNT)
    saved = st.to_bytes()
    items = bytes(view.items)
    save_and_quit(sim)
    assert top_kind(sim) == "Message" and "Saved" in sim.texts()
    sim.press("A")
    assert top_kind(sim) == "MainMenu"
    menu = sim.app.stack[-1].menu
    assert menu.labels[0].text == "Continue"
    menu.select(0)
    sim.press("A")
    again = game_view(sim)
    assert again is not None and again is not view and sim.app.errors == []
    assert again.state.to_bytes() == saved
    assert again.mode == CARDS and bytes(again.items) == items
    assert "Turn %d: go on" % st.turn_no in log_line(again)
    sim.press("A")                      # and it plays on
    assert again.state.moves == st.moves + 1


# --- the board's budget -------------------------------------------------------

def test_cursor_keys_change_at_most_three_labels(open_sim):
    sim = open_sim(seed=6)
    view = begin(sim, GAME, 4, seats=(HUMAN, NORMAL, NORMAL, NORMAL), track="Short")
    from paddock.games.stockcar import codes as C
    st = view.state
    until(sim, view, lambda v: st.phase == C.ACTION and len(v.items) > 9)
    sim.advance(1000)
    label_budget(sim, ["RIGHT"] * 12 + ["LEFT"] * 5 + ["B", "LEFT", "UP", "DOWN"])
    hs = view.hand
    move_cursor_to(sim, view, len(view.items) - 1)     # the strip scrolls
    assert hs.first == len(view.items) - hs.fits > 0
    assert not hs.left_arrow.hidden and hs.right_arrow.hidden
    sim.press("RIGHT")                                  # wraps to the first
    assert view.cursor == 0 and hs.first == 0
    assert hs.left_arrow.hidden and not hs.right_arrow.hidden


def test_two_hundred_random_keys_mid_game_never_raise(open_sim):
    sim = open_sim(seed=13)
    view = begin(sim, GAME, 4, seats=(HUMAN, HUMAN, HARD, NORMAL), track="Mile Oval",
                 stats="on", outrule="to rear", advchal="on", advanced="on")
    to_my_turn(sim, view)
    random_keys(sim, ("UP", "DOWN", "LEFT", "RIGHT", "A", "A", "A", "B", "SELECT"))
    assert sim.app.errors == []
    assert view.state.moves > 0


def test_on_a_320x240_screen_every_line_of_the_pygamer_stays(open_sim):
    """320x240 lays the race out in 120 rows: the header names the player
    (not the decision) and the prompt, hand, info and log lines all stay,
    each inside the screen (the 160x128 layout lost its prompt line here)."""
    sim = open_sim(seed=2, board="fruitjam")
    view = begin(sim, GAME, 2, seats=(HUMAN, HARD))
    from paddock import ui
    assert ui.H == 120
    until(sim, view, lambda v: v.mode == CARDS and v.state.turn_no >= 1)
    assert view.header.title.text == "1 " + view.names[0]
    assert view.prompt.text and not view.prompt.hidden
    words = screen_text(sim)
    assert view.prompt.text in words and view.info.text in words
    bottoms = [view.prompt.y + 8, view.hand.group.y + 27, view.info.y + 8,
               view.log.group.y + 12]
    assert bottoms == sorted(bottoms) and bottoms[-1] <= ui.H
    assert view.track.bottom <= view.prompt.y and sim.app.errors == []


def test_the_strip_scrolls_by_painting_only_the_item_coming_into_view(sim, monkeypatch):
    import displayio
    from paddock.games.stockcar import view_hand
    painted = []
    paint = view_hand.paint_card

    def counting(bm, x, item, font):
        painted.append(item)
        paint(bm, x, item, font)
    monkeypatch.setattr(view_hand, "paint_card", counting)
    strip = view_hand.CardStrip(12)
    items = bytes([3, 9, 15, 20, 27, 33, 41, 48, 55, view_hand.END, view_hand.PIT])
    strip.show(items)
    assert sorted(painted) == sorted(items[:strip.fits])       # what shows, once each
    for at in range(strip.fits, len(items)):                   # RIGHT past the edge
        del painted[:]
        strip.select(at)
        assert painted == [items[at]]
    ref = displayio.Bitmap(strip.bitmap.width, strip.bitmap.height, 16)
    for j in range(strip.fits):     # each place shows its own item's picture
        item = items[strip.first + j]
        t = strip.grid[j]
        paint(ref, 19, item, strip.font)
        assert all(strip.bitmap[t * 19 + x, y] == ref[19 + x, y]
                   for x in range(19) for y in range(25)), (j, item)
    del painted[:]
    strip.select(0)                 # all the way back: the left ones again
    assert strip.first == 0 and len(painted) == len(items) - strip.fits
