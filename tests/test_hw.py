"""Sound, race lights, brightness and battery on the simulated board, read
from the hardware log (``--hw-log``, ``Sim(hw_log=...)``): the start turns
the pixels green, a played card makes a sound, Volume Off makes none, the
Screen setting changes the brightness at once and the three settings are
kept across a restart; a board without a speaker, pixels or battery sense
has none of it, with no error."""

import json
import os
import subprocess
import sys

import pytest

from screens import begin, choose_row, game_view, make_sim, open_sim, to_my_turn, top_kind  # noqa: F401

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def read_log(path):
    with open(path) as f:
        return [json.loads(line) for line in f]


def kinds(records, kind):
    return [r for r in records if r["kind"] == kind]


def is_green(colors):
    return len(colors) == 5 and all(c[1] > 0 and c[0] == 0 and c[2] == 0 for c in colors)


def play_a_card(sim, view):
    """On the human's turn, A until the move is played (a Zoom Zoom Vroom card)."""
    assert to_my_turn(sim, view)
    moves = view.state.moves
    for _ in range(8):
        sim.press("A")
        if view.state.moves != moves:
            return
        sim.press("RIGHT")
    raise AssertionError("no card could be played")


def to_settings(sim):
    """From the title or the main menu to the Settings screen."""
    if top_kind(sim) == "TitleScreen":
        sim.press("A")
    choose_row(sim, "Settings")
    sim.press("A")
    assert top_kind(sim) == "SettingsScreen"


def change(sim, row, key):
    choose_row(sim, row)
    sim.press(key)


# --- a race ------------------------------------------------------------------------

def test_a_race_starts_green_and_a_played_card_sounds(open_sim, tmp_path):
    path = tmp_path / "hw.jsonl"
    sim = open_sim(hw_log=str(path))
    view = begin(sim, "zoomzoom")
    lit = [r for r in kinds(sim.machine.hw_events, "pixels") if any(map(any, r["colors"]))]
    assert lit and is_green(lit[0]["colors"])          # the race's first light
    t = sim.machine.elapsed_ms()
    play_a_card(sim, view)
    after = [r for r in kinds(read_log(path), "sound") if r["t"] >= t]
    assert after and after[0]["name"] in ("card", "car")
    assert read_log(path) == sim.machine.hw_events     # the file says what happened
    assert sim.app.errors == []


def test_the_lights_follow_the_race(open_sim):
    from paddock.ui.palette import SEATS
    sim = open_sim()
    view = begin(sim, "zoomzoom")
    for _ in range(3):   # past the start: each seat's first turn
        play_a_card(sim, view)
    sim.advance(300)
    st = view.state
    colors = sim.machine.pixels
    if st.race_flag():   # the round's final trick: white
        assert all(c[0] == c[1] == c[2] > 0 for c in colors)
    else:                # the seat to move's colour, dimmed
        rgb = SEATS[st.to_move()]
        want = [(rgb >> 16) >> 5, (rgb >> 8 & 255) >> 5, (rgb & 255) >> 5]
        assert colors == [want] * 5


def test_the_end_shows_the_winner_and_a_human_win_sounds_its_jingle(open_sim):
    sim = open_sim()
    view = begin(sim, "zoomzoom")
    st = view.state
    assert to_my_turn(sim, view)
    from paddock.hal import cues
    from paddock.games.zoomzoom.codes import DONE
    st.winner = 0                              # the race ends with the human ahead
    st.phase = DONE
    st.moves += 1
    st.events = []
    cues.race(view)
    assert kinds(sim.machine.hw_events, "sound")[-1]["name"] == "win"


def test_the_end_shows_the_winner_and_sounds_its_jingle(open_sim):
    sim = open_sim()
    begin(sim, "zoomzoom", seats=(4, 4, 4))   # hard bots only
    for _ in range(600):
        if "Race over" in sim.texts():
            break
        if "No one here can act" in sim.texts():
            sim.press("A")                      # skip to the result
        sim.advance(500)
    assert "Race over" in sim.texts()
    from paddock.ui.palette import SEATS
    st = sim.app.game.view.state
    rgb = SEATS[st.won_by()]
    shift = 3   # Lights Low: the end, a flag or the start >> 3, the seat to move >> 5
    want = [(rgb >> 16) >> shift, (rgb >> 8 & 255) >> shift, (rgb & 255) >> shift]
    assert sim.machine.pixels == [want] * 5
    names = [r["name"] for r in kinds(sim.machine.hw_events, "sound")]
    assert names[-1] == "lose"     # no human won
    assert sim.app.errors == []


def test_volume_off_makes_no_sound(open_sim, tmp_path):
    path = tmp_path / "hw.jsonl"
    sim = open_sim(hw_log=str(path))
    to_settings(sim)
    change(sim, "Volume", "LEFT")                       # low -> off
    assert "off" in sim.texts()
    sim.press("B")
    view = begin(sim, "zoomzoom")
    play_a_card(sim, view)
    play_a_card(sim, view)
    log = read_log(path)
    assert kinds(log, "sound") == []
    assert kinds(log, "pixels")                          # the lights go on


def test_lights_off_keeps_the_pixels_dark(open_sim):
    sim = open_sim()
    to_settings(sim)
    change(sim, "Lights", "LEFT")
    sim.press("B")
    view = begin(sim, "zoomzoom")
    play_a_card(sim, view)
    assert all(r["colors"] == [[0, 0, 0]] * 5 for r in kinds(sim.machine.hw_events, "pixels"))
    assert kinds(sim.machine.hw_events, "sound")        # the sound goes on


def test_with_volume_and_lights_off_a_race_holds_no_code_for_them(open_sim):
    sim = open_sim()
    to_settings(sim)
    change(sim, "Volume", "LEFT")
    change(sim, "Lights", "LEFT")
    sim.press("B")
    view = begin(sim, "zoomzoom")                  # a program of its own
    play_a_card(sim, view)
    assert "paddock.hal.cues" not in sys.modules and sim.app.cues is None
    assert sim.app.errors == []
    sim.press("START")                             # on again from the pause menu
    choose_row(sim, "Settings")
    sim.press("A")
    change(sim, "Volume", "RIGHT")
    assert sim.app.cues is not None
    assert kinds(sim.machine.hw_events, "sound")[-1]["name"] == "turn"


def test_screen_changes_the_brightness_at_once_and_the_settings_are_kept(tmp_path):
    drive = tmp_path / "drive"
    sim = make_sim(drive=str(drive))
    try:
        assert sim.display.brightness == 0.6             # Normal
        to_settings(sim)
        change(sim, "Screen", "RIGHT")                   # normal -> bright
        assert sim.display.brightness == 1.0
        assert kinds(sim.machine.hw_events, "brightness")[-1]["value"] == 1.0
        change(sim, "Volume", "RIGHT")                   # low -> high
        change(sim, "Lights", "LEFT")                    # low -> off
        sim.press("B")                                   # leaving Settings saves them
    finally:
        sim.close()
    sim = make_sim(drive=str(drive))                     # a restart
    try:
        s = sim.app.get_settings()
        assert (s.volume, s.lights, s.screen) == (2, 0, 2)
        assert sim.display.brightness == 1.0             # applied at start
        to_settings(sim)
        assert {"high", "off", "bright"} <= set(sim.texts())
    finally:
        sim.close()


def test_changing_the_volume_plays_a_sample(open_sim):
    sim = open_sim()
    to_settings(sim)
    change(sim, "Volume", "RIGHT")
    assert kinds(sim.machine.hw_events, "sound")[-1]["name"] == "turn"


def test_an_illegal_a_buzzes_and_a_cursor_onto_a_greyed_choice_does_not(open_sim):
    sim = open_sim()
    view = begin(sim, "zoomzoom")
    assert to_my_turn(sim, view)
    from paddock.ui import palette

    def refuse(k):   # every key shows a reason, as on a greyed card
        view.note("Not now", palette.WARN)
    view.key = refuse
    before = len(kinds(sim.machine.hw_events, "sound"))
    sim.press("LEFT")
    assert len(kinds(sim.machine.hw_events, "sound")) == before
    sim.press("A")
    assert kinds(sim.machine.hw_events, "sound")[-1]["name"] == "illegal"


def test_every_tune_is_named_in_the_log(open_sim):
    from sim import hwlog
    sim = open_sim()
    from paddock.hal import cues
    assert len(cues.START) == len(hwlog.NAMES)
    assert (cues.ILLEGAL, cues.TURN) == (hwlog.NAMES.index("illegal"), hwlog.NAMES.index("turn"))
    for n in range(len(hwlog.NAMES)):
        cues.sound(n)
        assert kinds(sim.machine.hw_events, "sound")[-1]["name"] == hwlog.NAMES[n]
        sim.advance(1000)          # played out: the next tune starts afresh
        assert not cues.at


def test_a_tune_plays_on_under_a_dialog_and_stops(open_sim):
    sim = open_sim()
    from paddock.hal import cues
    from sim import hwlog
    heard = []
    sim.machine.audio_hook = heard.append
    cues.sound(hwlog.NAMES.index("win"))     # six steps: four notes, a rest, a note
    sim.advance(1000)
    notes = [h for h in heard if h is not None]
    assert len(notes) == 5 and heard[-1] is None   # it ended stopped
    rates = [h[1] for h in notes]
    assert rates[:4] == sorted(rates[:4])          # rising


# --- boards without it ---------------------------------------------------------------

def test_the_320x240_board_has_no_pixels_no_speaker_and_no_error(open_sim):
    sim = open_sim(board="fruitjam")
    to_settings(sim)
    choose_row(sim, "Volume")
    assert "This board has no speaker" in sim.texts()
    sim.press("RIGHT")                        # greyed: nothing changes
    assert "low" in sim.texts()
    sim.press("B")
    view = begin(sim, "zoomzoom")
    play_a_card(sim, view)
    assert kinds(sim.machine.hw_events, "pixels") == []
    assert kinds(sim.machine.hw_events, "sound") == []
    assert "paddock.hal.cues" not in sys.modules     # nothing to play on: no code for it
    assert sim.app.errors == []


# --- battery ---------------------------------------------------------------------------

def battery_icons(sim):
    import displayio
    found = []

    def walk(g):
        for item in g:
            if isinstance(item, displayio.Group):
                walk(item)
            elif isinstance(item, displayio.TileGrid) and item.bitmap.width == 17:
                found.append(item)
    walk(sim.display.root_group)
    return found


def bars(icon):
    return sum(1 for x in range(17) if icon.bitmap[x, 3] == 2) // 2


def test_the_title_shows_the_battery_and_a_low_one_warns_once(open_sim):
    sim = open_sim()
    icons = battery_icons(sim)
    assert len(icons) == 1 and bars(icons[0]) == 4       # 4.0 V
    sim.machine.set_battery(3550)
    sim.reload()
    sim.advance(50)
    assert top_kind(sim) == "Message" and "Battery low" in sim.texts()
    assert bars(battery_icons(sim)[0]) == 1
    sim.press("A")
    sim.advance(200)
    assert top_kind(sim) == "TitleScreen"                # told once


def test_the_pause_menu_shows_the_battery(open_sim):
    sim = open_sim()
    begin(sim, "zoomzoom")
    sim.machine.set_battery(3700)
    sim.press("START")
    assert top_kind(sim) == "PauseScreen"
    icons = battery_icons(sim)
    assert len(icons) == 1 and bars(icons[0]) == 2
    assert "paddock.hal.battery" not in sys.modules      # dropped: a race keeps no code of it


@pytest.mark.parametrize("mv,want", [(4200, 4), (3999, 3), (3800, 3), (3650, 2), (3500, 1),
                                     (3300, 0)])
def test_the_battery_levels(open_sim, mv, want):
    sim = open_sim()
    sim.machine.set_battery(mv)
    from paddock.hal import battery
    assert abs(battery.millivolts() - mv) <= 1
    assert battery.level(sim.app) == want


def test_no_battery_sense_no_icon(open_sim):
    sim = open_sim(board="fruitjam")
    assert battery_icons(sim) == []
    from paddock.hal import battery
    assert battery.level(sim.app) == -1


# --- the command line: the "Done when" -------------------------------------------

def test_headless_hw_log_has_a_sound_green_pixels_and_the_brightness(tmp_path):
    log = tmp_path / "hw.jsonl"
    keys = ("A DOWN DOWN DOWN DOWN DOWN A DOWN DOWN DOWN DOWN RIGHT B UP UP UP UP UP A "
            "START WAIT3000 A WAIT2000")
    done = subprocess.run([sys.executable, "-m", "sim", "--headless", "--keys", keys,
                           "--hw-log", str(log)], cwd=REPO, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    records = read_log(log)
    assert kinds(records, "sound")
    lit = [r for r in kinds(records, "pixels") if any(map(any, r["colors"]))]
    assert is_green(lit[0]["colors"])
    values = [r["value"] for r in kinds(records, "brightness")]
    assert values[-1] == 1.0 and 0.6 in values       # Normal at start, then Bright
    assert all(list(r)[:2] == ["t", "kind"] for r in records)


# --- the shims' signatures, as circuitpython-stubs has them --------------------------------

HW_SIGNATURES = [
    ("audioio", "AudioOut.__init__"), ("audioio", "AudioOut.play"), ("audioio", "AudioOut.stop"),
    ("audioio", "AudioOut.pause"), ("audioio", "AudioOut.resume"), ("audioio", "AudioOut.deinit"),
    ("audiocore", "RawSample.__init__"), ("audiocore", "RawSample.deinit"),
    ("neopixel_write", "neopixel_write"),
    ("synthio", "Envelope.__init__"), ("synthio", "Synthesizer.__init__"),
    ("synthio", "Synthesizer.press"), ("synthio", "Synthesizer.release"),
    ("synthio", "Synthesizer.change"), ("synthio", "Synthesizer.release_all"),
    ("synthio", "Synthesizer.release_all_then_press"), ("synthio", "Synthesizer.deinit"),
    ("synthio", "midi_to_hz"),
]


@pytest.mark.parametrize("module,qualname", HW_SIGNATURES)
def test_hw_shim_signatures_match_circuitpython_stubs(open_sim, module, qualname):
    import importlib
    from test_sim_shims import _shim_params, _stub_function, _stub_params, _stub_tree
    open_sim()
    obj = importlib.import_module(module)
    for part in qualname.split("."):
        obj = getattr(obj, part)
    assert _shim_params(obj) == _stub_params(_stub_function(_stub_tree(module), qualname))


def test_the_shims_refuse_what_circuitpython_refuses(open_sim):
    open_sim()
    import audiocore
    import audioio
    import board
    import digitalio
    import neopixel_write
    with pytest.raises(TypeError):
        audioio.AudioOut("A0")                     # not a pin
    with pytest.raises(TypeError):
        audioio.AudioOut(board.SPEAKER).play(b"\x80")   # not a sample
    with pytest.raises(ValueError):
        neopixel_write.neopixel_write(digitalio.DigitalInOut(board.NEOPIXEL), bytes(15))  # input
    out = audioio.AudioOut(board.SPEAKER)
    out.deinit()
    with pytest.raises(ValueError):
        out.play(audiocore.RawSample(bytes(16)))
