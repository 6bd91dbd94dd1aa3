"""Saves in the console, through the simulator with Save Race (tests/test_saves_game.py):
save and quit, Continue, autosave at turn boundaries, power cuts, damaged records,
USB edit mode, settings, finished and abandoned races."""

import sys

import pytest

from test_saves_game import GID, HUMAN, factory, forget_game, game_dir  # noqa: F401
from sim.harness import Sim

HARD = 4


# -- helpers ----------------------------------------------------------------------------
def top(sim):
    return sim.app.stack[-1]


def kind(sim):
    return type(top(sim)).__name__


def words(sim):
    return " ".join(sim.texts()).replace("\n", " ")


def goto(sim, row):
    menu = top(sim).menu
    want = [lb.text for lb in menu.labels].index(row)
    for _ in range(menu.n):
        if menu.cursor == want:
            return
        sim.press("DOWN")
    assert menu.cursor == want, row


def view():
    return sys.modules["saverace.view"].made[-1]


def rules():
    return sys.modules["saverace.rules"]


def start(sim, players=2, laps=None, humans=1):
    """From the title or the menu: a new Save Race, the first seats human, the others
    bots (normal)."""
    if kind(sim) == "TitleScreen":
        sim.press("A")
    goto(sim, "Save Race")
    sim.press("A")
    assert kind(sim) == "SetupScreen"
    for _ in range(players - 1):
        sim.press("RIGHT")
    for seat in range(2, humans + 1):
        goto(sim, "%d Bot" % seat)
        sim.keys("RIGHT RIGHT")              # normal -> hard -> human
    if laps is not None:
        goto(sim, "Laps")
        while sim.texts()[sim.texts().index("Laps") + 1] != str(laps):
            sim.press("RIGHT")
    goto(sim, "Start")
    sim.press("A")
    assert kind(sim) == "GameScreen"
    return view()


def play_turn(sim):
    """The human plays the card under the cursor; the bots then play theirs."""
    sim.press("A")
    sim.advance(250 * (view().state.players - 1))


def slot_record(sim, slot=GID):
    return sim.app.saves.store.load(slot)


def saved_state(sim):
    """The rules state bytes in the game's save slot."""
    from paddock.console.reading import unpack
    from paddock.core.save import decode
    meta = sys.modules[GID]
    return unpack(decode(slot_record(sim), GID)[2], meta)[2]


def count_saves(sim, monkeypatch):
    """A list that grows by one slot id at each store.save of a record (not the
    console's hand-over between two programs), in this program and the next ones."""
    calls = []

    def counting(app):
        # A race's program loads its saves and its store afresh for each save:
        # each new store counts.
        def patched(store):
            real = store.save
            if not hasattr(real, "counts"):
                def save(slot, record):
                    if slot != "launch":
                        calls.append(slot)
                    return real(slot, record)
                save.counts = True
                store.save = save
            return store
        opened, stored = app.open_saves, app.store

        def open_saves():
            patched(opened().store)
            return app._saves
        app.open_saves = open_saves
        app.store = lambda: patched(stored())
        return app
    counting(sim.app)
    make = sim._factory
    monkeypatch.setattr(sim, "_factory", lambda: counting(make()))
    return calls


def pause_choose(sim, row):
    sim.press("START")
    goto(sim, row)
    sim.press("A")


@pytest.fixture
def sim(game_dir, tmp_path):
    s = Sim(app_factory=factory(), drive=str(tmp_path / "drive"))
    yield s
    s.close()


def restart(sim, tmp_path, **kw):
    """Power off (no quitting, nothing saved on the way out) and on again."""
    sim.close()
    forget_game()                            # the game's modules go with the power
    return Sim(app_factory=factory(), drive=str(tmp_path / "drive"), **kw)


# -- save and quit, Continue ------------------------------------------------------------
def test_save_and_quit_then_continue_resumes_exactly(sim):
    assert "Continue" not in sim.texts()
    sim.press("A")
    assert "Continue" not in sim.texts()
    start(sim)
    play_turn(sim)
    play_turn(sim)
    before = view().state.to_bytes()
    pause_choose(sim, "Save and quit")
    assert "Saved" in sim.texts() and "Race saved." in sim.texts()
    sim.press("A")
    assert kind(sim) == "MainMenu" and "saverace.view" not in sys.modules
    menu = top(sim).menu
    assert "Continue" in sim.texts() and menu.labels[menu.cursor].text == "Continue"
    sim.press("A")                       # the only save: straight into it
    resumed = view()
    assert kind(sim) == "GameScreen" and resumed.resumed
    assert resumed.state.to_bytes() == before
    assert resumed.options["names"] == ["Fern", "Bot 2"] and resumed.options["laps"] == 2
    assert list(resumed.options["seats"]) == [HUMAN, 3] and resumed.options["players"] == 2
    assert "turns 4 pos" in words(sim), (sim.texts(), resumed.state.turns, [type(s).__name__ for s in sim.app.stack])
    # it goes on exactly as the saved race would have: same dice, same bot choices
    ref = rules().from_bytes(before)
    play_turn(sim)
    ref.play(1)
    ref.play(ref.legal()[ref.bot_rng.below(3)])
    assert resumed.state.to_bytes() == ref.to_bytes() and resumed.state.turns == 6


def test_continue_lists_the_saved_games_when_there_are_several(game_dir, tmp_path):
    def make():
        import saveapp
        from paddock import games
        games.PACKAGES["saverace2"] = "saverace"       # the same game under a second id
        games.GAMES = games.GAMES + ((GID, "Save Race"), ("saverace2", "Save Race 2"))
        return saveapp.App()
    with Sim(app_factory=make, drive=str(tmp_path / "d")) as s:
        s.press("A")
        for title in ("Save Race", "Save Race 2"):
            goto(s, title)
            s.keys("A RIGHT")
            goto(s, "Start")
            s.press("A")
            play_turn(s)
            if title == "Save Race 2":
                play_turn(s)
            pause_choose(s, "Save and quit")
            s.press("A")
        assert s.app.saves.saved == ["saverace", "saverace2"]
        goto(s, "Continue")
        s.press("A")
        assert kind(s) == "ContinueScreen" and "Save Race" in s.texts()
        s.keys("DOWN A")
        assert kind(s) == "GameScreen" and top(s).game_id == "saverace2"
        assert view().state.turns == 4
        s.press("START")
        goto(s, "Quit to menu")
        s.keys("A A")
        goto(s, "Continue")
        s.press("A")
        assert kind(s) == "GameScreen" and top(s).game_id == "saverace"   # the one left


# -- autosave ---------------------------------------------------------------------------
def test_autosave_on_a_turn_boundary_and_never_on_a_plain_key(sim, monkeypatch):
    calls = count_saves(sim, monkeypatch)
    v = start(sim, players=1)
    sim.keys("LEFT RIGHT RIGHT LEFT SELECT A WAIT300")   # cursor, hint dialog: no turn
    assert calls == [] and v.state.turns == 0
    sim.keys("RIGHT A")                                   # a 2 ends turn 1
    assert calls == [GID] and saved_state(sim) == v.state.to_bytes()
    sim.advance(1000)
    sim.keys("LEFT RIGHT B")
    assert calls == [GID]                                 # one save a boundary


def test_a_bot_turn_ending_in_a_tick_is_saved_too(sim, monkeypatch):
    calls = count_saves(sim, monkeypatch)
    v = start(sim, players=3)
    sim.press("A")
    assert calls == [GID] and v.state.turns == 1
    sim.advance(600)                                      # two bots, 200 ms each
    assert v.state.turns == 3 and calls == [GID] * 3
    assert saved_state(sim) == v.state.to_bytes()


def test_a_power_cut_mid_game_continues_from_the_last_autosave(sim, tmp_path):
    start(sim)
    for _ in range(3):
        play_turn(sim)
    last = view().state.to_bytes()
    sim.keys("LEFT LEFT")                                 # no turn: nothing saved
    s2 = restart(sim, tmp_path)
    try:
        s2.press("A")
        assert top(s2).menu.labels[top(s2).menu.cursor].text == "Continue"
        s2.press("A")
        assert kind(s2) == "GameScreen" and view().resumed
        assert view().state.to_bytes() == last and view().state.turns == 6
    finally:
        s2.close()


def test_a_hot_seat_turn_is_saved_before_the_hand_off_screen(sim, tmp_path):
    v = start(sim, humans=2)
    assert list(v.state.seats) == [HUMAN, HUMAN]
    sim.press("A")
    assert kind(sim) == "HandOffScreen"       # covers the game: the game screen stops ticking
    last = v.state.to_bytes()
    s2 = restart(sim, tmp_path)               # a power cut while the console changes hands
    try:
        s2.keys("A A")
        assert kind(s2) == "GameScreen" and view().resumed
        assert view().state.to_bytes() == last and view().state.turns == 1
    finally:
        s2.close()


# -- damage -----------------------------------------------------------------------------
def test_a_damaged_record_is_reported_kept_aside_and_the_console_goes_on(sim, tmp_path,
                                                                         capsys):
    start(sim)
    play_turn(sim)
    pause_choose(sim, "Save and quit")
    saves = tmp_path / "drive" / "saves"
    spoiled = {}
    for p in sorted(saves.glob("saverace.*")):
        data = bytearray(p.read_bytes())
        data[20] ^= 0x55
        p.write_bytes(bytes(data))
        spoiled[p.name] = bytes(data)
    assert len(spoiled) == 2
    s2 = restart(sim, tmp_path)
    try:
        assert kind(s2) == "TitleScreen"
        s2.press("A")
        assert kind(s2) == "PagerScreen" and "Save problems" in s2.texts()
        # the player reads what happened; the file names go to the serial console
        text = words(s2)
        assert "The saved Save Race race was damaged; it is kept aside." in text
        assert "saverace." not in text
        serial = capsys.readouterr().out
        for name in spoiled:
            assert "%s damaged" % name in serial
        assert serial.count("kept as saverace.bad") == 2
        # At most one .bad a slot: the last one set aside, untouched.
        assert sorted(p.name for p in saves.glob("saverace.*")) == ["saverace.bad"]
        assert (saves / "saverace.bad").read_bytes() == spoiled["saverace.1"]
        s2.press("B")
        assert kind(s2) == "MainMenu" and "Continue" not in s2.texts()
        start(s2)                                           # the console still plays
        play_turn(s2)
        assert (saves / "saverace.0").exists() and s2.app.errors == []
        assert (saves / "saverace.bad").read_bytes() == spoiled["saverace.1"]
    finally:
        s2.close()


def test_a_record_whose_state_does_not_load_is_kept_aside(sim, tmp_path):
    from paddock.core import save
    start(sim)
    play_turn(sim)
    pause_choose(sim, "Save and quit")
    sim.press("A")
    good = slot_record(sim)
    payload = bytearray(save.decode(good)[2])
    payload[-30] = 9                       # the state's player count: 9 (CRC made anew)
    bad = save.encode(GID, 1, bytes(payload))
    assert sim.app.saves.store.save(GID, bad)
    s2 = restart(sim, tmp_path)
    try:
        s2.press("A")
        assert kind(s2) == "MainMenu"      # the checksums are fine: nothing to report yet
        s2.press("A")                      # Continue
        assert "Cannot continue" in s2.texts() and "could not be loaded" in words(s2)
        assert "kept aside" in words(s2) and "saverace." not in words(s2)
        assert "saverace.view" not in sys.modules and s2.app.errors == []
        kept = list((tmp_path / "drive" / "saves").glob("saverace.bad"))
        assert len(kept) == 1 and bad in kept[0].read_bytes()
        s2.press("A")
        # the older copy (the first autosave) is still a good save: Continue offers it
        assert "Continue" in s2.texts()
        s2.press("A")
        assert kind(s2) == "GameScreen" and view().state.turns == 2
    finally:
        s2.close()


def test_an_unknown_version_is_reported_at_start_and_kept(sim, tmp_path, capsys):
    from paddock.core import save
    assert sim.app.saves.store.save(GID, save.encode(GID, 9, b"from the future"))
    s2 = restart(sim, tmp_path)
    try:
        s2.press("A")
        assert "Save problems" in s2.texts()
        assert "is from another version of the game" in words(s2)
        assert "version 9, not 1" in capsys.readouterr().out
        s2.press("A")
        assert kind(s2) == "MainMenu" and "Continue" not in s2.texts()
        assert (tmp_path / "drive" / "saves" / "saverace.bad").exists()
    finally:
        s2.close()


# -- modes ------------------------------------------------------------------------------
def test_usb_edit_mode_keeps_settings_in_nvm_never_a_race(game_dir, tmp_path):
    # A SAMD51 rewrites the whole 8 KB nvm block on every write, so a cut can
    # erase it: races stay in play mode's files, settings may go to nvm.
    nvm = tmp_path / "nvm.bin"
    drive = str(tmp_path / "drive")
    with Sim(app_factory=factory(), drive=drive, nvm_path=str(nvm), boot=True) as s:
        v = start(s)
        play_turn(s)
        pause_choose(s, "Save and quit")
        assert "Race saved." in s.texts()
        kept = v.state.to_bytes()
    forget_game()
    with Sim(app_factory=factory(), drive=drive, nvm_path=str(nvm), boot=True,
             boot_hold="SELECT") as s:
        assert s.machine.readonly
        store = s.app.saves.store
        assert store.mode() == "nvm" and not store.can_save(GID) and store.can_save("settings")
        s.keys("A A")                                       # Continue from play mode's save
        assert kind(s) == "GameScreen" and view().state.to_bytes() == kept
        play_turn(s)
        store = s.app.saves.store          # the race's own program
        cells = [store._cell_id(i) for i in range(len(store.nvm) // 512)]
        assert GID not in cells                             # no race in nvm
        from paddock.console.settings import Settings
        from paddock.core import save
        rec = save.encode("settings", 1, Settings().to_bytes())
        assert store.save("settings", rec) and rec in nvm.read_bytes()
    forget_game()
    with Sim(app_factory=factory(), drive=drive, nvm_path=str(nvm), boot=True) as s:
        s.keys("A A")                                       # the race saved in play mode
        assert kind(s) == "GameScreen" and view().state.to_bytes() == kept


def test_saves_off_says_so(game_dir, tmp_path):
    def make():                       # a board with no nvm, in USB edit mode
        from paddock import console, games
        from paddock.store import Store
        games.PACKAGES[GID] = GID
        games.GAMES = games.GAMES + ((GID, "Save Race"),)
        return console.App(store=Store(nvm=False, writable=False))
    with Sim(app_factory=make, boot=True, boot_hold="SELECT") as s:
        assert "USB edit mode: saves off" in s.texts()
        start(s)
        play_turn(s)                                        # no autosave, no complaint
        assert kind(s) == "GameScreen"
        pause_choose(s, "Save and quit")
        assert "Not saved" in s.texts() and "Saves are off." in s.texts()


# -- settings ---------------------------------------------------------------------------
def test_settings_persist_across_a_restart(sim, tmp_path, monkeypatch):
    calls = count_saves(sim, monkeypatch)
    sim.press("A")
    goto(sim, "Settings")
    sim.keys("A B")
    assert calls == []                                     # nothing changed: not written
    sim.keys("A RIGHT B")
    assert calls == ["settings"] and sim.app.settings.bot_level == HARD
    s2 = restart(sim, tmp_path)
    try:
        assert s2.app.settings.bot_level == HARD
        s2.press("A")
        goto(s2, "Save Race")
        s2.keys("A RIGHT")
        t = s2.texts()
        assert t[t.index("2 Bot") + 1] == "hard"          # new bot seats start at hard
    finally:
        s2.close()


def test_damaged_settings_mean_defaults_and_a_report(sim, tmp_path, capsys):
    from paddock.core import save
    assert sim.app.saves.store.save("settings", save.encode("settings", 1, b"PS\x01\x09"))
    s2 = restart(sim, tmp_path)
    try:
        assert s2.app.settings.bot_level == 3               # normal, the default
        s2.press("A")
        text = words(s2)
        assert "Save problems" in s2.texts() and "Settings not loaded: defaults used" in text
        assert "The settings could not be loaded: not Paddock settings; it is kept aside." \
            in text
        assert "settings save: not Paddock settings; kept as settings.bad" in \
            capsys.readouterr().out
        assert (tmp_path / "drive" / "saves" / "settings.bad").exists()
        s2.press("B")
        assert kind(s2) == "MainMenu"
    finally:
        s2.close()


# -- the end of a race ------------------------------------------------------------------
def test_a_finished_race_deletes_its_save(sim, tmp_path):
    v = start(sim, players=1, laps=1)
    play_turn(sim)
    assert slot_record(sim) is not None
    for _ in range(12):                                     # 12 spaces, a card at least 1
        if kind(sim) != "GameScreen":
            break
        sim.press("A")
    assert "Race over" in sim.texts() and v.state.over()
    assert slot_record(sim) is None and not list((tmp_path / "drive" / "saves").glob("saverace.*"))
    sim.press("B")
    assert kind(sim) == "MainMenu" and "Continue" not in sim.texts()


def test_quit_drops_this_race_but_never_an_older_saved_one(sim):
    start(sim)
    play_turn(sim)
    pause_choose(sim, "Save and quit")
    sim.press("A")
    saved = slot_record(sim)
    goto(sim, "Save Race")
    sim.press("A")
    goto(sim, "Start")
    assert "A: start (replaces save)" in sim.texts()
    sim.press("A")
    pause_choose(sim, "Quit to menu")
    sim.press("A")                                         # quit before a turn: old save kept
    assert kind(sim) == "MainMenu" and slot_record(sim) == saved
    goto(sim, "Continue")                                  # Continue, then quit it
    sim.press("A")
    assert view().resumed
    pause_choose(sim, "Quit to menu")
    sim.press("A")
    assert slot_record(sim) is None and "Continue" not in sim.texts()


def test_a_race_that_fails_in_play_is_set_aside_whole_and_continue_cannot_loop(sim, tmp_path):
    # Issue 16, defect 3: a save whose game fails during play was not set aside, and
    # autosave had copied the bad state into the second copy: Continue crashed again.
    # When the race fails the console sets aside every copy: store.set_aside(id, why).
    start(sim)
    play_turn(sim)
    play_turn(sim)                                  # two autosaves: both copies
    saves = tmp_path / "drive" / "saves"
    assert sorted(p.name for p in saves.glob("saverace.*")) == ["saverace.0", "saverace.1"]
    line = sim.app.saves.store.set_aside(GID, "IndexError: tuple index out of range")
    assert line == "saverace save: IndexError: tuple index out of range; kept as saverace.bad"
    assert sorted(p.name for p in saves.glob("saverace.*")) == ["saverace.bad"]
    s2 = restart(sim, tmp_path)
    try:
        s2.press("A")
        assert kind(s2) == "MainMenu" and "Continue" not in s2.texts()
    finally:
        s2.close()


def test_a_new_race_that_autosaved_then_fails_is_set_aside_whole(sim, tmp_path):
    # Not only a resumed race: one begun in this program that has autosaved
    # and then fails leaves no copy for Continue to fail on again.
    start(sim)
    play_turn(sim)
    play_turn(sim)
    saves = tmp_path / "drive" / "saves"
    assert sorted(p.name for p in saves.glob("saverace.*")) == ["saverace.0", "saverace.1"]
    game = sim.app.stack[0]

    def broken(now):
        raise IndexError("tuple index out of range")
    game.view.tick = broken
    sim.advance(100)
    assert sorted(p.name for p in saves.glob("saverace.*")) == ["saverace.bad"]
    assert "Cannot continue" in sim.texts() and "Continue" not in " ".join(
        t for t in sim.texts() if t != "Cannot continue")
