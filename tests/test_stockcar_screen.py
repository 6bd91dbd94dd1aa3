"""Stock Car Championship's screen, told clearly: the board never runs ahead
of the log line, every line fits the screen in the players' names, the
rows and the help explain every code shown, the help tour names the
screen's parts, and a driver knocked out of the last race has no decision
left (so the console can skip to the result)."""

import functools

import pytest

import screens
from screens import HARD, HUMAN, begin, open_sim  # noqa: F401  (a fixture)

GAME = "stockcar"
CARDS = 1
LONG = ["Fernanda", "Jaronimo", "Vernonia", "Rowanika"]     # 8 letters, the most


def deciding(view):
    return view.mode == CARDS and view.turns.my_turn()


to_my_turn = functools.partial(screens.to_my_turn, ready=deciding, dialogs=True)


def small_width(words):
    from paddock.ui import fonts
    return fonts.small().width(words) - 1     # the last glyph's spacing is no ink


# --- board and log in step ----------------------------------------------------

def test_the_board_is_drawn_only_once_the_log_has_told_it(open_sim):
    """Every redraw happens with no line of another's move still waiting, and
    the line-up after qualifying appears only once "wins the pole position"
    has been on the log line (it used to show while the log still said
    "Car #1 qualifies at .935")."""
    sim = open_sim(seed=3)
    view = begin(sim, GAME, 4, seats=(HUMAN, HARD, HARD, HARD))
    st = view.state
    shown = []
    show = view.turns.show

    def showing(words):
        shown.append(words)
        show(words)
    view.turns.show = showing
    lined_up = []
    draw = view.redraw

    def redraw():
        assert not view.turns.busy(), "drawn while lines wait: %r" % view.turns.lines
        if st.nline and not lined_up:
            lined_up.append(list(shown))
        draw()
    view.redraw = redraw
    for _ in range(40):
        if not to_my_turn(sim, view):
            break
        sim.press("A")
    assert lined_up and any("wins the pole position" in w for w in lined_up[0])
    assert len(shown) > 30 and sim.app.errors == []


def test_a_key_while_the_bots_play_shows_the_next_line_first(open_sim):
    """A hurries: the next line comes at once, and the board follows it."""
    sim = open_sim(seed=5)
    view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD))
    to_my_turn(sim, view)
    sim.press("A")                         # qualify: the bots follow
    lines = list(view.turns.lines)
    if lines:
        sim.press("B")
        assert view.turns.line == lines[0]


# --- words that fit -------------------------------------------------------------

def event_args(code):
    """(seats, a values, b values) an event can have."""
    from paddock.games.stockcar import data, events as E
    slow = 8 + 5                              # SLOW TRAFFIC in the line
    seats = (0, 3, slow) if code == E.EV_GAP else (0, 3)
    a, b = (0, 1, 13, 59), (0, 1, 30, 200)
    if code in (E.EV_PASSES, E.EV_FREE_PASS, E.EV_FOLLOWS, E.EV_PASS_FAILS):
        a = (0, 3, slow) if code == E.EV_PASSES else (0, 3)
    elif code == E.EV_NO_EFFECT:
        a = E.FAILURES
    elif code in (E.EV_TRACK, E.EV_GETS):
        a = (E.LAP, E.CRASH_AHEAD, E.SLOW_TRAFFIC, E.OUTSIDE_GROOVE)
    elif code in (E.EV_OUT, E.EV_TO_REAR):
        a = (E.BLOWN_ENGINE, E.OUT_OF_GAS)
    elif code in (E.EV_NEW_RACE, E.EV_RACE_OVER, E.EV_FINISH):
        a, b = (1, 10, 40), (1, 2, 10) if code == E.EV_RACE_OVER else (0, 1, 2, 64)
    return seats, a, b


def test_every_log_line_fits_in_the_drivers_longest_names():
    from paddock.games.stockcar import events, texts
    for code in [getattr(events, n) for n in dir(events) if n.startswith("EV_")]:
        seats, avals, bvals = event_args(code)
        for seat in seats:
            for a in avals:
                for b in bvals:
                    if code == events.EV_NEW_RACE and b > 2:
                        continue                  # b is a track
                    words = texts.event_text((code, seat, a, b), LONG)
                    assert small_width(words) <= 159, words


def test_every_prompt_and_card_line_fits():
    from paddock.games.stockcar import view_draw
    from paddock.games.stockcar.texts import EFFECT_NAMES
    for i in range(14 + 3):
        words = view_draw.line(i).format(30, 27, 6, 6, "s", LONG[1], LONG[2], 250)
        assert small_width(words) <= 156, words
    for e in range(13):
        words = view_draw.line(66).format(EFFECT_NAMES[e], 30, 995, 19, 9)
        assert small_width(words) <= 156, words


# --- codes explained ------------------------------------------------------------

def test_rows_say_place_speed_cards_and_what_lies_in_front_of_a_driver(open_sim):
    from paddock.core.game import HUMAN as H
    from paddock.games.stockcar import data, rules, events as E
    st = rules.new_game({"players": 3, "seats": bytearray([H, H, H])}, 1)
    sim = open_sim(seed=1)
    view = screens.view_over(GAME, st, screens.Host(), ["Fern", "Jaron", "Vernon"])
    rows = view.track.info.text.split("\n")
    assert rows == ["7 cards"] * 3                # before qualifying: no place, no speed
    st.phase = 6                                  # the action phase, lined up 2, 1, 3
    for i, seat in enumerate((1, 0, 2)):
        st.line[i] = seat
    st.nline = 3
    st.discs[0].push(next(c for c in range(60) if data.speed(c) == 860))
    st.perms[1].push(next(c for c in range(60) if data.EFFECT[c] == data.CAR_SETUP))
    st.evs[2].push(next(c for c in range(60) if st.tkind[c] == E.TIRES_WORN))
    st.tdeck.remove(st.evs[2].top())
    st.moved[0] = 1
    view.track.rows(st, 0)
    rows = view.track.info.text.split("\n")
    assert rows[0] == "P2 .860 7 cards \u2713"
    assert rows[1] == "P1 7 cards +CS"
    assert rows[2] == "P3 7 cards TW"


def help_text():
    from paddock.games.stockcar import view
    pages = view.GameView.help_pages(view.GameView)
    return [pages[i] for i in range(len(pages))]


def test_help_pages_break_at_line_ends_and_never_leave_a_word_or_two():
    from paddock.ui import text
    from paddock.ui.pager import screens as count, share
    pages = help_text()
    for rows in (8, 7):              # 160x128, and 320x240 at scale 2
        total = 0
        for page in pages:
            lines = text.wrap(page.replace("|", "\n"), 26).split("\n")
            n = count(len(lines), rows)
            total += n
            for k in range(n):
                assert len(" ".join(share(lines, n, k)).split()) >= 3
        assert total >= 12


@pytest.mark.parametrize("code", ["PI", "PO", "IA", "P2", "2W", "PA", "DR", "BL", "CH", "LT",
                                  "ES", "CS", "FP", "hi", "-1L", "12s", "pit", "ET", "CT", "BD",
                                  "TW", "+LT", "+ES", "+CS", "P2", "7c", "END", "PIT", "DRW", "NO",
                                  "OK", "2ND", "SLOW TRAFFIC", "raised"])
def test_every_code_on_screen_has_a_legend_in_the_help(code):
    words = " %s " % " ".join(help_text())
    for mark in ",.:()":
        words = words.replace(mark, " ")
    assert " %s " % code in words


@pytest.mark.parametrize("board", ["pygamer", "fruitjam"])
def test_a_decision_shows_its_keys_until_the_cursor_moves(open_sim, board):
    """Every play screen shows its keys: while the bots play, A hurries and
    SELECT hints; as your decision begins, how to pick and play; once the
    cursor moves, the card under it in words."""
    sim = open_sim(seed=4, board=board)
    view = begin(sim, GAME, 4, seats=(HUMAN, HARD, HARD, HARD))
    sim.press("A")              # qualify: the bots' turns follow
    assert "A: hurry" in view.info.text or view.turns.my_turn()
    to_my_turn(sim, view)
    assert view.info.text.startswith("LEFT/RIGHT") and view.info.text in screens.screen_text(sim)
    sim.press("RIGHT")
    item = view.items[view.cursor]
    if item < 60:
        from paddock.games.stockcar.texts import EFFECT_NAMES
        from paddock.games.stockcar import data
        assert view.info.text.startswith(EFFECT_NAMES[data.EFFECT[item]])


# --- the help tour ----------------------------------------------------------------

@pytest.mark.parametrize("board", ["pygamer", "fruitjam"])
def test_the_tour_frames_each_part_of_the_play_screen(open_sim, board):
    sim = open_sim(seed=2, board=board)
    view = begin(sim, GAME, 4, seats=(HUMAN, HARD, HARD, HARD))
    from paddock import ui
    parts = view.tour()
    assert 4 <= len(parts) <= 8
    tops = []
    for x, y, w, h, words in parts:
        assert 0 <= x and x + w <= ui.W and 0 <= y and y + h <= ui.H and w > 0 and h > 0
        lines = words.split("\n")
        assert 1 <= len(lines) <= 2 and all(len(t) <= 28 for t in lines), words
        tops.append(y)
    assert tops == sorted(tops)                   # top to bottom, no part twice
    assert any("hand" in p[4] for p in parts) and any("LEFT/RIGHT" in p[4] for p in parts)


# --- no dead ends ----------------------------------------------------------------

def test_a_car_out_of_the_last_race_can_act_no_more():
    from paddock.core.game import HUMAN as H
    from paddock.games.stockcar import codes as C
    from paddock.games.stockcar import rules
    st = rules.new_game({"players": 2, "seats": bytearray([H, H])}, 1)
    assert st.can_act(0) and st.can_act(1)
    st.status[0] = C.OUT
    assert not st.can_act(0) and st.can_act(1)
    season = rules.new_game({"players": 2, "seats": bytearray([H, H]), "races": 3}, 1)
    season.status[0] = C.OUT
    assert season.can_act(0)                      # it races again in the next race
    season.season.done = 2
    assert not season.can_act(0)
    st.phase = C.OVER
    assert not st.can_act(1)


@pytest.mark.parametrize("name", ["texts.txt", "view.txt"])
def test_word_files_keep_every_line_64_bytes(name):
    """A line is found by one seek to 64 * its number: every line is 63
    characters (padded) and its newline, and none ends in a space it needs."""
    from pathlib import Path
    data = (Path(screens.REPO) / "firmware/paddock/games/stockcar" / name).read_bytes()
    assert len(data) % 64 == 0 and len(data) >= 64 * 70
    for i in range(0, len(data), 64):
        rec = data[i:i + 64]
        assert rec[63:] == b"\n" and b"\n" not in rec[:63], (name, i // 64)
        assert rec[:63].decode("ascii").rstrip()
