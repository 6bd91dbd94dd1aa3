"""Nascard's table on screen, with a stand-in host and a hand-made clock:
the rulebook's yellow-trump round replayed one log line at a time, the
pushes of placement C, a whole bot race whose chips always match the lines
shown, the end with a tie on one card, a resumed race, the 320x240 layout,
and what the screen costs in labels and bitmap bytes.

Firmware modules are imported inside the tests: a Sim made by another test
drops them when it closes.
"""

from screens import HARD, HUMAN, Host, begin, view_over
from screens import plain_sim  # noqa: F401  (the sim fixture)
from sim.harness import Sim
import test_nascard_kit as kit

NAMES = ["Alba", "William", "Anna", "Clara", "Harvey", "Mika"]


def make_view(st, host=None):
    return view_over("nascard", st, host or Host(), NAMES)


def chip_at(view, car):
    """The (index, lane) where the track shows car's chip, or None."""
    from paddock.games.nascard.view_track import half
    found = None
    for k in range(32):
        top = k < 16
        g = view.track.grids[0 if top else 1]
        x, y = k & 7, (k >> 3) & 1
        t = g[2 * x, y]     # a chip tile in every other column
        if t and (t - 1) // 2 == car:
            assert found is None, "a car shown twice"
            index = 15 - x if top else x
            lane = y if half(top, 0) == 0 else 1 - y
            found = (index, lane)
    return found


def shown_lines(view, moves=()):
    """Play moves, then run the view's clock until their lines are all
    shown; returns the lines with the entries' words and the chips as each
    line showed."""
    seen = []
    say = view.log.say

    def watch(words):
        say(words)
        seen.append((words, list(view.table.nums.words),
                     [chip_at(view, c) for c in range(view.state.cars)],
                     [view.table.cards[i] for i in range(view.state.cars)]))
    view.log.say = watch
    for move in moves:
        view.play(move)
    now = view.host.now_ms
    while view.pending:
        now += 500
        view.host.now_ms = now
        view.turns.tick(now)
    view.log.say = say
    return seen


def test_the_rulebook_round_moves_one_line_at_a_time(sim):
    """Alba 30 yellow moves 5, Harvey 8 blue with the blue Bonus 4, William 39
    purple 3, Anna 18 orange 2, Clara's Pit Stop 0; orange becomes trump."""
    from paddock.games.nascard.codes import (
        BLISTER, BURN, PIT, PLAY, SKIP_BONUS, USE_BONUS)
    alba, william, anna, clara, harvey = range(5)
    st = kit.new(5)
    st.trump = kit.Y
    kit.place_cars(st, {alba: (9, 0), william: (7, 0), anna: (5, 0), clara: (4, 0),
                        harvey: (2, 0)})
    kit.restart_round(st)
    kit.arrange(st, hands={alba: [30, 1, 3, 5], william: [39, 7, 10], anna: [18, 13, 15],
                           clara: [25, 26], harvey: [8, 21, 11]},
                blisters={clara: [27, 28]}, deck_top=[40, 41, 42, 43])
    view = make_view(st)
    order = [view.shown.order[i] for i in range(5)]
    assert order == [alba, william, anna, clara, harvey]   # the entries, lead car first
    seen = shown_lines(view, (PLAY + 30, BLISTER + 1, BLISTER + 3, PLAY + 39, SKIP_BONUS,
                              PLAY + 18, SKIP_BONUS, PIT, PLAY + 8, USE_BONUS, BURN + 21))
    assert st.round == 2 and st.trump == kit.O
    words = [e[0] for e in seen]
    assert words[0] == "Alba plays 30 yellow"
    at = {e[0]: e[1:3] for e in seen}
    nums, chips = at["Clara Pit Stop: draws 4, 2 back"]
    assert nums[:4] == ["30", "39", "18", ""] and chips[alba] == (9, 0)
    nums, chips = at["Harvey: 8 blue is trump"]
    assert nums == ["30", "39", "18", "", "8"]
    i = words.index("Alba 30 yellow moves 5")
    assert seen[i][1][0] == "+5" and seen[i][2][alba] == (9, 0)   # moves on the next line
    assert words[i + 1] == "Alba inside on card 15" and seen[i + 1][2][alba] == (14, 0)
    nums, chips = at["Harvey inside on card 7"]
    assert nums == ["+5", "39", "18", "", "+4"] and chips[harvey] == (6, 0)
    nums, chips = at["Anna inside on card 8"]
    assert nums == ["+5", "+3", "+2", "", "+4"] and chips[anna] == (7, 0)
    assert chips[william] == (10, 0) and chips[clara] == (4, 0)
    assert seen[words.index("Anna inside on card 8")][3][3] == 5   # Clara: the PIT tile
    assert "Orange is trump" in words and words[-1] == "Round 2"
    assert view.shown.trump == kit.O and view.table.trump[0] == 7 + kit.O
    for car in range(5):                                # the table is the state's again
        assert chip_at(view, car) == (st.pos[car] % 16, st.lane[car])


def test_placement_c_a_chain_of_pushes_shows_car_by_car(sim):
    from paddock.games.nascard import move_cars
    from paddock.games.nascard.events import EV_PUSHED
    st = kit.new(5)
    kit.place_cars(st, {0: (5, 0), 1: (5, 1), 2: (6, 0), 3: (6, 1), 4: (3, 0)})
    view = make_view(st)
    st.events = []
    move_cars.place(st, 4, 5)     # cards 6 and 7 (index 5, 6) are full: two pushes
    assert [e[0] for e in st.events].count(EV_PUSHED) == 2
    for ev in st.events:     # as the turn driver queues a move's lines
        view.turns.lines.append(view.say(ev))
        view.turns.keep(0, ev)
    seen = shown_lines(view)
    words = [e[0] for e in seen]
    assert words == ["Harvey inside on card 6", "Alba pushed to card 7",
                     "Alba inside on card 7", "Anna pushed to card 8", "Anna inside on card 8"]
    chips = [e[2] for e in seen]
    assert chips[0][4] == (5, 0) and chips[0][1] == (5, 1)   # Harvey over Alba
    assert chips[1][0] == (6, 0) and chips[1][4] == (5, 0)   # Alba over Anna
    assert chips[3][2] == (7, 0) and chips[3][3] == (6, 1)
    for car in range(5):
        assert chip_at(view, car) == (st.pos[car] % 16, st.lane[car])


def test_a_bot_race_shows_each_car_where_its_lines_put_it(sim):
    from paddock.games.nascard import rules
    st = rules.new_game({"players": 6, "seats": bytearray([HARD] * 6)}, 21)
    host = Host()
    view = make_view(st, host)
    say = view.log.say
    checks = [0]

    def watch(words):
        say(words)
        if " inside on card " in words or " outside on card " in words:
            name, card = words.split(" inside on card " if " inside" in words
                                     else " outside on card ")
            car = NAMES.index(name)
            index, lane = chip_at(view, car)
            assert index == int(card) - 1 and lane == (0 if " inside" in words else 1)
            checks[0] += 1
        if not view.pending and not st.over():
            for car in range(st.cars):
                assert chip_at(view, car) == (st.pos[car] % 16, st.lane[car])
    view.log.say = watch
    now = 0
    while not host.ended:
        assert now < 10 ** 7, "the race did not end"
        now += 500
        host.now_ms = now
        view.tick(now)
    assert st.over() and checks[0] > 30
    lines = host.ended[0].split("\n")
    assert lines[0] == "%s wins!" % NAMES[st.winner]
    assert lines[1] == "1 %s: finished" % NAMES[st.winner] and len(lines) == 7
    assert view.header.title.text == "%s wins!" % NAMES[st.winner]


def test_the_end_with_a_tie_on_one_card_names_the_inside_car(sim):
    from paddock.games.nascard.codes import BLISTER, PLAY, SKIP_BONUS
    st = kit.new(3)
    st.trump = kit.Y
    kit.place_cars(st, {0: (27, 0), 1: (28, 0), 2: (10, 0)})
    kit.restart_round(st)
    kit.arrange(st, hands={0: [54, 1, 2, 3], 1: [55, 7], 2: [9, 10]})
    host = Host()
    view = make_view(st, host)
    seen = shown_lines(view, (PLAY + 55, SKIP_BONUS, PLAY + 54, BLISTER + 1, BLISTER + 2,
                              PLAY + 9, SKIP_BONUS))
    assert st.over() and st.pos[0] == st.pos[1] == 32
    assert [e[0] for e in seen][-1] == "Alba wins the race!"
    assert chip_at(view, 0) == (0, 0) and chip_at(view, 1) == (0, 1)
    assert view.track.grids[1][0, 0] == 1 + 2 * 0 + 1     # Alba on the flag side
    now = host.now_ms
    while not host.ended:
        assert now < host.now_ms + 10 ** 6, "the result never came"
        now += 500
        view.tick(now)
    assert host.ended[0].split("\n")[:3] == ["Alba wins!", "1 Alba: finished",
                                             "2 William: finished"]


def test_a_resumed_race_shows_the_same_table_and_hand(sim):
    from paddock.games.nascard import rules
    st = rules.new_game({"players": 2, "seats": bytearray([HUMAN, HARD]), "bonus": "random"}, 8)
    view = make_view(st)
    now = 0
    while st.round < 3 or not view.turns.my_turn():
        now += 500
        view.host.now_ms = now
        view.tick(now)
        if view.turns.my_turn() and st.round < 3:
            view.play(st.legal()[0])
    again = make_view(rules.from_bytes(st.to_bytes()))
    for a, b in zip(view.track.grids, again.track.grids):
        assert [a[k % 16, k // 16] for k in range(32)] == [b[k % 16, k // 16] for k in range(32)]
    assert view.table.nums.words == again.table.nums.words
    assert view.table.bonus_nums.words == again.table.bonus_nums.words
    assert bytes(view.cards) == bytes(again.cards) and again.mode == view.mode
    assert again.log.label.text == "Round %d: go on" % st.round


def test_the_320x240_screen_keeps_every_line_inside_120_rows():
    """The 160x128 layout's lines all fit in 120 rows: spaces of 10 pixels
    instead of 11, the hint line kept (it names the keys)."""
    for board, rows, lane in (("fruitjam", 120, 10), ("pygamer", 128, 11)):
        s = Sim(board=board)
        try:
            view = begin(s, "nascard", 2)
            from paddock import ui
            assert ui.H == rows and view.lane == lane
            track = view.track.grids
            assert track[0].y + 2 * lane <= view.table.group.y
            assert view.table.group.y + view.table.height <= track[1].y
            assert track[1].y + 2 * lane <= view.info.y
            assert view.info.y + 8 <= view.hand.group.y
            assert view.hand.group.y + 22 <= view.log.group.y <= rows - 8
            s.advance(1500)
            assert s.app.errors == [] and view.info.text.startswith("A:")
        finally:
            s.close()


def _tree(group):
    """(texts, {id: bitmap}, bytes of the texts' own bitmaps) under group: a
    text in the compact font paints into a bitmap of its own; terminalio's
    tiles live in the board's flash."""
    import displayio
    from displayio._bitmap import stride
    from paddock.ui.text import Text
    labels, bitmaps, inked = 0, {}, 0
    stack = [group]
    while stack:
        g = stack.pop()
        if isinstance(g, Text):
            labels += 1
            if g.font is not None and not g.font.mono:
                inked += stride(g.bitmap.width, 1) * 4 * g.bitmap.height
        elif isinstance(g, displayio.Group):
            stack.extend(list(g))
        elif isinstance(g, displayio.TileGrid) and isinstance(g.bitmap, displayio.Bitmap):
            bitmaps[id(g.bitmap)] = g.bitmap
    return labels, bitmaps, inked


def test_the_screen_costs_few_labels_and_small_bitmaps(sim):
    """Labels are slow to change on the board and each holds its own glyph
    grid; the bitmaps are the view's pixels, in 32-bit words a row as the
    board stores them. Six cars, the most there are."""
    from displayio._bitmap import stride
    from paddock.games.nascard import rules
    st = rules.new_game({"players": 6, "seats": bytearray([HUMAN] + [HARD] * 5)}, 3)
    view = make_view(st)
    labels, bitmaps, inked = _tree(view.group)
    size = inked
    for bm in bitmaps.values():
        size += stride(bm.width, bm._bits_per_value) * 4 * bm.height
    print("nascard view: %d labels, %d bitmaps, %d bytes" % (labels, len(bitmaps), size))
    # card faces, numbers, small cards, chips, two rows, the Pit card,
    # three yellow marks (two frames and the bars under trump cards) and the
    # infield's two words ("Trump", "Bonus": one bitmap, no labels)
    assert len(bitmaps) == 11
    assert labels <= 6 and size <= 8 * 1024


def test_the_header_never_tells_a_round_or_the_win_before_the_log(sim):
    """Board and log in step: the header's round changes only as the log
    says "Round N" (or the last round's call), and it names the winner only
    once the log has."""
    from paddock.games.nascard import rules
    st = rules.new_game({"players": 6, "seats": bytearray([HARD] * 6)}, 5)
    host = Host()
    view = make_view(st, host)
    said = []
    say = view.log.say

    def watch(words):
        say(words)
        said.append(words)
    view.log.say = watch
    right = view.header.right.text
    now = 0
    changes = 0
    while not host.ended:
        assert now < 10 ** 7, "the race did not end"
        now += 100
        host.now_ms = now
        view.tick(now)
        title = view.header.title.text
        if title.endswith(" wins!"):
            assert said and said[-1] == title[:-1] + " the race!", (title, said[-3:])
        if view.header.right.text != right:
            right = view.header.right.text
            changes += 1
            if right == "Last round":
                assert any(w.endswith("crosses twice: last round!") for w in said)
            else:
                assert said[-1] == right, (right, said[-3:])
    assert changes >= 5 and st.over()


def test_the_tour_names_each_region_of_the_screen_at_both_sizes():
    for board, rows in (("pygamer", 128), ("fruitjam", 120)):
        s = Sim(board=board)
        try:
            view = begin(s, "nascard", 3)
            import sys
            from paddock.ui import text
            name = view.tour_module            # loaded for the tour alone
            assert name not in sys.modules
            __import__(name)
            regions = sys.modules[name].regions(view)
            assert 4 <= len(regions) <= 8
            for x, y, w, h, words in regions:
                assert 0 <= x and 0 <= y and w > 0 and h > 0
                assert x + w <= 160 and y + h <= rows, (x, y, w, h, words)
                assert 3 <= len(words.split()) and text.wrap(words, 25).count("\n") < 3
            sys.modules.pop(name)
        finally:
            s.close()


def test_the_race_log_names_the_cars_and_leaves_the_replay_alone(sim):
    """SELECT twice shows the race log, made from the turn driver's history
    by the view's own words: names, never "P2"; making it moves nothing on
    the table (the replay's queue is filled as moves are played, not as
    lines are worded)."""
    from paddock.console import racelog
    from paddock.games.nascard import rules
    st = rules.new_game({"players": 4, "seats": bytearray([HARD] * 4)}, 2)
    host = Host()
    view = make_view(st, host)
    now = 0
    while st.round < 2 or not view.pending:   # mid-replay, a round in
        assert now < 10 ** 6
        now += 100
        host.now_ms = now
        view.tick(now)
    before = list(view.pending)
    lines = racelog.entries(view.turns)
    assert view.pending == before and len(lines) > 8
    words = " ".join(lines)
    assert "P1" not in words and "P2" not in words and "R1" not in words
    assert any(name in words for name in NAMES[:4])
