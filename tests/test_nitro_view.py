"""Nitro's screen through the simulator: a turn played with key presses and
checked on the rules state, greyed choices and their reasons, the hint, the
rules pages, the label budget of cursor keys, the Repair Shop, the
Junkyard, a target, a discard, the Event questions, and random keys.

The Sim is made before any firmware module is imported (its close() drops
them), so firmware names are imported inside the tests. The helpers that
drive the screen by keys live in test_nitro_view_keys.py.
"""

from screens import (HARD, HUMAN, begin, check_rules_pages, close_hint, label_budget, log_line,
                     open_hint, random_keys, screen_text)
from screens import open_sim  # noqa: F401  (a fixture)
from test_nitro_view_keys import (ENTER_MAP, PROMPTS_OFF, PROMPTS_ON, add_card, do, set_gear,
                                  set_hand, take, to_my_phase, to_my_turn)

GAME = "nitro"


def test_a_full_turn_by_keys_equips_moves_and_ends(open_sim):
    sim = open_sim(seed=7)
    view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD))
    from paddock.games.nitro import codes, data
    st = view.state
    to_my_phase(sim, view, codes.PH_TURN)
    me = view.turns.holder
    set_hand(st, me, [1, 8])            # a Muscle Car and a Turbocharger to fit
    view.redraw()
    do(sim, view, codes.EQUIP + 1)
    assert st.ride[me] == 1 and st.whand[me].list() == [8]
    do(sim, view, codes.EQUIP + 8)
    assert list(st.gear[me]) == [8] and st.whand[me].n == 0
    assert "equips Turbocharger" in log_line(view)
    # MOVE opens the map on the space in reach nearest the far edge
    ends = [m - codes.DEST for m in st.legal() if m >= codes.DEST]
    do(sim, view, ENTER_MAP)
    assert view.focus == 1
    here = view.crow * data.WIDTH + view.ccol
    assert here in ends and view.crow == max(e // data.WIDTH for e in ends)
    assert "%d steps" % _need(st, me, here) in screen_text(sim)
    turns = st.turns
    sim.press("A")
    assert st.moved and st.row[me] * data.WIDTH + st.col[me] == here
    if st.phase == codes.PH_TURN and st.aim_by < 0 and st.drop_seat < 0:
        do(sim, view, codes.END)
        assert st.turns == turns + 1 or st.phase == codes.PH_GIVE
    assert sim.app.errors == []


def _need(st, seat, space):
    from paddock.games.nitro import drive
    return drive.reach_for(st, seat, drive.budget(st, seat)).need(space)


def test_greyed_choices_say_why_and_do_nothing(open_sim):
    sim = open_sim(seed=7)
    view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD))
    from paddock.games.nitro import codes, data
    from paddock.ui import palette
    st = view.state
    to_my_phase(sim, view, codes.PH_TURN)
    me = view.turns.holder
    set_gear(st, me, 255, [8])
    set_hand(st, me, [8, 31])           # a second Turbocharger cannot be fitted
    view.redraw()
    assert view.dims[2] & 1                 # greyed in the hand
    do(sim, view, codes.EQUIP + 8)      # the cursor goes there; A does nothing
    why = st.why_not(codes.EQUIP + 8)
    assert why == "that Mod is already fitted"
    # the reason is the second line under the panel, in red (the log stays put)
    assert view.lines[1].text == why and view.lines[1].color == palette.WARN
    assert st.whand[me].list() == [8, 31] and list(st.gear[me]) == [8]
    # the map cursor keeps to the spaces in reach: UP stops at the last one
    do(sim, view, ENTER_MAP)
    for _ in range(st.rows):
        row = view.crow
        sim.press("UP")
        sp = view.crow * data.WIDTH + view.ccol
        assert codes.DEST + sp in st.legal() or sp == st.row[me] * data.WIDTH + st.col[me]
        if view.crow == row:
            break
    assert view.crow == row     # it stopped
    for c in range(data.WIDTH):     # nothing further up is in reach
        for r in range(view.crow + 1, st.rows):
            assert codes.DEST + r * data.WIDTH + c not in st.legal()
    # and B goes back to the panel, on END (no move made)
    moves = st.moves
    sim.press("B")
    assert st.moves == moves
    assert view.focus == 0 and sim.app.errors == []


def test_select_gives_the_hard_bots_move_as_a_hint(open_sim):
    sim = open_sim(seed=5)
    view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD))
    from paddock.games.nitro import bots, rules
    st = view.state
    to_my_turn(sim, view)
    move, why = bots.hint(st.seen_by(st.to_move()))
    words = open_hint(sim)
    assert rules.move_text(move) in words and why in words
    close_hint(sim, st)


def test_rules_pages_open_from_the_pause_menu(open_sim):
    sim = open_sim(seed=1)
    begin(sim, GAME, 2)
    check_rules_pages(sim, GAME, "far edge", 10)


def test_cursor_keys_change_at_most_three_labels(open_sim):
    sim = open_sim(seed=7)
    view = begin(sim, GAME, 4, seats=(HUMAN, HARD, HARD, HARD))
    from paddock.games.nitro import codes
    st = view.state
    to_my_phase(sim, view, codes.PH_TURN)
    set_hand(st, view.turns.holder, [1, 8, 16, 31, 24])
    view.redraw()
    sim.advance(1500)
    label_budget(sim, "UP UP RIGHT RIGHT DOWN RIGHT LEFT DOWN DOWN RIGHT UP UP LEFT B", "panel")
    do(sim, view, ENTER_MAP)
    label_budget(sim, "UP UP LEFT RIGHT DOWN UP UP UP UP UP UP", "map")


def test_the_repair_shop_by_keys(open_sim):
    sim = open_sim(seed=7)
    view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD))
    from paddock.games.nitro import codes, places
    st = view.state
    to_my_phase(sim, view, codes.PH_TURN)
    me = view.turns.holder
    set_hand(st, me, [22, 8], [])       # a Mortar (5) and a Turbocharger (3) to pay with
    places.repair_shop(st, me)
    view.redraw()
    assert "REPAIR SHOP" not in sim.texts()     # drawn in tiles, not labels
    # the shop's cards take the gear's row: the map stays in view
    assert view.items[4] and view.nrow == 0 and view.gear.code[0] == 1 + st.shop[0]
    assert "Repair Shop: order, then pay" in screen_text(sim)
    cheap = [t for t in st.shop if places.orderable(st, me, t)][0]
    do(sim, view, codes.BUY + cheap)
    assert list(st.order) == [cheap]
    do(sim, view, codes.UNDO)
    assert st.order.n == 0
    do(sim, view, codes.BUY + cheap)
    do(sim, view, codes.PAY + 22)       # 5 pays any one card: the rest is taken
    assert st.phase != codes.PH_SHOP and cheap in st.whand[me].list()
    assert 22 not in st.whand[me].list() and not view.items[4]
    assert view.gear.body[0] == 13 and view.gear.code[0] == 40   # the basic Ride again
    assert sim.app.errors == []


def test_the_junkyard_a_target_and_a_discard_by_keys(open_sim):
    sim = open_sim(seed=7)
    view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD))
    from paddock.games.nitro import codes, events, places
    st = view.state
    to_my_phase(sim, view, codes.PH_TURN)
    me = view.turns.holder
    bottom = [take(st, t) for t in (16, 24, 9)]
    st.wdiscard.set(bottom + st.wdiscard.list())
    places.junkyard(st, me)
    view.redraw()
    assert "Junkyard: take one card" in screen_text(sim)
    do(sim, view, codes.JUNK + 24)
    assert 24 in st.whand[me].list() and st.phase == codes.PH_TURN
    # two leaders: Ambush asks whom it hits
    others = [s for s in range(3) if s != me]
    for s in others:
        st.row[s] = 9
    do(sim, view, codes.EVENT + 24)
    assert st.aim_by == me and view.nrow == 1
    assert view.dims[0] & (1 << me)         # not a target: greyed
    do(sim, view, codes.TARGET + others[1])
    assert st.aim_by < 0 and any(e[0] == codes.EV_LOSE_RIDE or e[0] == codes.EV_NOTHING
                                 for e in st.events)
    # a lost War Rig: one Weapon and one Mod of four must go
    set_gear(st, me, 4, [16, 17, 8, 9])
    events.lose_ride(st, me, False)
    view.redraw()
    assert view.nrow == 2 and "Discard a Weapon" in screen_text(sim)
    do(sim, view, codes.DROP + 17)
    do(sim, view, codes.DROP + 9)
    assert st.drop_seat < 0 and list(st.gear[me]) == [16, 8]
    assert sim.app.errors == []


def test_event_questions_and_turning_them_off(open_sim):
    sim = open_sim(seed=3)
    view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD))
    from paddock.games.nitro import codes
    st = view.state
    me = 0
    from paddock.games.nitro import bots
    for _ in range(60):
        to_my_turn(sim, view)
        if st.phase == codes.PH_WINDOW:
            break
        if st.phase == codes.PH_TURN and st.aim_by < 0 and st.drop_seat < 0:
            if not any(c == 31 for c in st.whand[me]):
                add_card(st, me, 31)    # a Tailwind to be asked about
                view.redraw()
            do(sim, view, codes.END)
        else:
            do(sim, view, bots.hint(st.seen_by(me))[0])
    assert st.phase == codes.PH_WINDOW and st.to_move() == me
    assert "an Event?" in screen_text(sim) or "play an Event?" in screen_text(sim)
    assert [it[1] for it in view.items[3]][:2] == [3, 6]     # PASS, OFF buttons
    do(sim, view, PROMPTS_OFF)          # OFF: pass, and no more questions
    assert st.prompts is False and view.options["prompts"] == "off"
    for _ in range(100):
        to_my_turn(sim, view)
        assert st.phase != codes.PH_WINDOW
        if st.phase == codes.PH_TURN and not st.moved:
            break
        do(sim, view, codes.END)
    do(sim, view, PROMPTS_ON)           # ASK, in your own turn
    assert st.prompts is True and sim.app.errors == []


def test_two_hundred_random_keys_mid_game_never_raise(open_sim):
    sim = open_sim(seed=13)
    view = begin(sim, GAME, 5, seats=(HUMAN, HARD, HARD, HARD, HARD))
    to_my_turn(sim, view)
    random_keys(sim, ("UP", "DOWN", "LEFT", "RIGHT", "A", "A", "B", "SELECT"))
    assert sim.app.errors == []
    assert view.state.moves > 5


def _to_the_handover(sim, view, key=None):
    """Tick by tick to the tick a bot's move makes the decision yours, the
    keys' code not in yet (then key, if any, is pressed); then to the tick
    the screen shows it yours. Returns the ticks that took, the keys'
    modules loaded after each."""
    import sys
    from test_nitro_view_keys import hint_move
    pkg = "paddock.games.nitro."
    for _ in range(40):
        to_my_turn(sim, view)
        do(sim, view, hint_move(view))
        for _ in range(3000):
            if view.turns.my_turn():
                break
            sim.tick(1)
        if view.turns.my_turn() and pkg + "view_keys" not in sys.modules:
            break
    else:
        raise AssertionError("no bot's move handed over with the keys' code out")
    assert not view.mine            # drawn as the others' turn: no keys' code yet
    if key:
        sim.down(key)
        sim.tick(1)
        sim.up(key)
    loaded = []
    while not view.mine:
        sim.tick(1)
        loaded.append(sum(pkg + m in sys.modules for m in ("view_words", "view_keys")))
        assert len(loaded) < 12
    sim.tick(2)
    return loaded


def test_the_keys_code_comes_in_a_module_a_tick_after_a_bots_move(open_sim):
    sim = open_sim(seed=3)
    view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD))
    loaded = _to_the_handover(sim, view)
    for before, after in zip([0] + loaded, loaded):
        assert after - before <= 1      # never both in one tick
    assert loaded[-1] == 2 and sim.app.errors == []


def test_a_key_while_the_keys_code_comes_in_is_not_lost(open_sim, tmp_path):
    got = []
    for key in (None, "DOWN"):
        sim = open_sim(seed=3, drive=str(tmp_path / str(key)))
        view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD))
        _to_the_handover(sim, view, key)
        assert view.queued is None and sim.app.errors == []
        got.append((view.focus, view.nrow, view.col, view.crow, view.ccol))
        sim.close()
    assert got[0] != got[1]     # the key moved the cursor once the screen was yours
