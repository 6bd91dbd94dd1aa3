"""paddock.hal: board profiles, key mapping, joystick thresholds, repeat, clock."""

import sys
from pathlib import Path

FIRMWARE = str(Path(__file__).resolve().parents[1] / "firmware")
if FIRMWARE not in sys.path:
    sys.path.append(FIRMWARE)  # last: firmware/code.py must not shadow stdlib `code`

from paddock import hal  # noqa: E402
from paddock.hal import clock  # noqa: E402
from paddock.hal import buttons as hb  # noqa: E402
from paddock.hal.profiles import profile  # noqa: E402


class FakeEvent:
    def __init__(self):
        self.key_number = 0
        self.pressed = False


class FakeQueue:
    def __init__(self):
        self.pending = []
        self.overflowed = False

    def get_into(self, ev):
        if not self.pending:
            return False
        ev.key_number, ev.pressed = self.pending.pop(0)
        return True

    def clear(self):
        self.pending = []
        self.overflowed = False


class FakeKeys:
    def __init__(self):
        self.events = FakeQueue()
        self.resets = 0

    def reset(self):
        self.resets += 1


class FakePin:
    def __init__(self, value=32768):
        self.value = value


def drain(b):
    out = []
    k = b.get()
    while k >= 0:
        out.append(hal.NAMES[k])
        k = b.get()
    return out


def make(board_id, joystick=False, primed=True):
    """Buttons on a board's profile, after the console's first pass (which
    only learns what is held) unless primed is False."""
    prof = profile(board_id)
    keys = FakeKeys()
    jx = FakePin() if joystick else None
    jy = FakePin() if joystick else None
    b = Buttons(prof, keys, jx, jy)
    if primed:
        b.update(0)
    return b, keys, jx, jy


def Buttons(prof, keys, jx, jy):
    return hb.Buttons(prof, keys, jx, jy, FakeEvent())


def press_all(b, keys, count):
    for n in range(count):
        keys.events.pending.append((n, True))
        keys.events.pending.append((n, False))
    b.update(0)
    return drain(b)


def test_key_names_round_trip():
    for i, name in enumerate(hal.NAMES):
        assert hal.key_of(name) == i
    assert [k for k in range(8) if hal.is_dpad(k)] == [hal.UP, hal.DOWN, hal.LEFT, hal.RIGHT]


def test_unknown_key_name_says_the_choices():
    try:
        hal.key_of("X")
    except ValueError as e:
        assert "UP DOWN LEFT RIGHT A B SELECT START" in str(e)
    else:
        raise AssertionError("no error")


def test_pygamer_has_four_shift_register_keys_and_a_joystick():
    b, keys, _, _ = make("pygamer", joystick=True)
    assert press_all(b, keys, 4) == ["B", "A", "START", "SELECT"]
    p = profile("pygamer")
    assert p.joystick and p.logical(4) == -1 and (p.width, p.height, p.scale) == (160, 128, 1)


def test_pybadge_maps_all_eight_keys():
    b, keys, _, _ = make("pybadge")
    assert press_all(b, keys, 8) == ["B", "A", "START", "SELECT", "RIGHT", "DOWN", "UP", "LEFT"]
    assert not profile("pybadge").joystick


def test_fruit_jam_uses_the_same_pad_at_scale_two():
    b, keys, _, _ = make("adafruit_fruit_jam")
    assert press_all(b, keys, 8) == ["B", "A", "START", "SELECT", "RIGHT", "DOWN", "UP", "LEFT"]
    p = profile("adafruit_fruit_jam")
    assert (p.screen_width, p.screen_height, p.scale) == (320, 240, 2)
    assert (p.width, p.height) == (160, 120)


def test_unknown_board_gets_the_pad_layout_under_its_own_name():
    p = profile("edgebadge")
    assert p.name == "edgebadge" and p.logical(6) == hal.UP and (p.width, p.height) == (160, 128)


def test_release_events_do_not_press_and_held_state_tracks():
    b, keys, _, _ = make("pybadge")
    keys.events.pending.append((1, True))
    b.update(0)
    assert drain(b) == ["A"] and b.is_held(hal.A)
    keys.events.pending.append((1, False))
    b.update(10)
    assert drain(b) == [] and not b.is_held(hal.A)


def test_axis_thresholds_with_hysteresis():
    ax = hb.Axis(FakePin(), hal.LEFT, hal.RIGHT)
    seq = [(32768, 0), (hb._LOW_ON + 1, 0), (hb._LOW_ON - 1, -1), (hb._LOW_OFF - 1, -1),
           (hb._LOW_OFF + 1, 0), (hb._HIGH_ON - 1, 0), (hb._HIGH_ON + 1, 1),
           (hb._HIGH_OFF + 1, 1), (hb._HIGH_OFF - 1, 0), (0, -1), (65535, 1)]
    for value, want in seq:
        ax.state = ax.step(value)
        assert ax.state == want, value


def test_joystick_presses_once_and_does_not_chatter_near_threshold():
    b, keys, jx, jy = make("pygamer", joystick=True)
    jx.value = 1000
    b.update(0)
    assert drain(b) == ["LEFT"] and b.is_held(hal.LEFT)
    for t, v in enumerate((hb._LOW_ON + 10, hb._LOW_ON - 10, hb._LOW_ON + 10, 20000)):
        jx.value = v
        b.update(10 + t)
    assert drain(b) == [] and b.is_held(hal.LEFT)
    jx.value = 32768
    b.update(20)
    assert not b.is_held(hal.LEFT)
    jy.value = 64000
    b.update(30)
    jy.value = 32768
    jx.value = 64000
    b.update(40)
    assert drain(b) == ["DOWN", "RIGHT"]


def test_joystick_straight_across_releases_one_side_and_presses_the_other():
    b, keys, jx, _ = make("pygamer", joystick=True)
    jx.value = 0
    b.update(0)
    jx.value = 65535
    b.update(10)
    assert drain(b) == ["LEFT", "RIGHT"]
    assert b.is_held(hal.RIGHT) and not b.is_held(hal.LEFT)


def presses_while_held(b, keys, raw, ms, start=0, step=10):
    keys.events.pending.append((raw, True))
    t = start
    n = 0
    end = start + ms
    while t <= end:
        b.update(t & (clock.PERIOD - 1))
        n += len(drain(b))
        t += step
    keys.events.pending.append((raw, False))
    b.update(t & (clock.PERIOD - 1))
    n += len(drain(b))
    return n


def test_held_dpad_key_repeats_after_delay_at_rate():
    b, keys, _, _ = make("pybadge")
    b.set_repeat(500, 180)
    # pressed at 0, repeats at 500, 680, 860 within 1000 ms
    assert presses_while_held(b, keys, 4, 1000) == 4
    assert presses_while_held(b, keys, 4, 490, start=5000) == 1


def test_repeat_off_and_non_dpad_keys_never_repeat():
    b, keys, _, _ = make("pybadge")
    b.set_repeat(0, 0)
    assert presses_while_held(b, keys, 6, 2000) == 1
    b.set_repeat(300, 70)
    assert presses_while_held(b, keys, 1, 2000) == 1   # A
    assert presses_while_held(b, keys, 6, 1000) == 1 + 1 + (1000 - 300) // 70


def test_repeat_stops_when_released_and_survives_the_tick_wrap():
    b, keys, _, _ = make("pybadge")
    b.set_repeat(300, 100)
    start = clock.PERIOD - 150       # the clock wraps 150 ms after the press
    assert presses_while_held(b, keys, 5, 600, start=start) == 1 + 1 + 3
    for t in range(0, 1000, 10):
        b.update(t)
    assert drain(b) == []


def test_joystick_directions_repeat_too():
    b, keys, jx, _ = make("pygamer", joystick=True)
    b.set_repeat(500, 180)
    jx.value = 64000
    n = 0
    for t in range(0, 1010, 10):
        b.update(t)
        n += len(drain(b))
    assert n == 4


def test_lost_events_reset_the_scanner_and_forget_held_keys():
    b, keys, _, _ = make("pybadge")
    keys.events.pending.append((4, True))
    b.update(0)
    assert b.is_held(hal.RIGHT)
    keys.events.overflowed = True
    b.update(10)
    assert keys.resets == 1 and not b.is_held(hal.RIGHT) and not keys.events.overflowed


def test_mashing_keeps_at_most_sixteen_pending_presses():
    b, keys, _, _ = make("pybadge")
    assert len(press_all(b, keys, 8) + press_all(b, keys, 8)) == 16
    for _ in range(3):
        for n in range(8):
            keys.events.pending.append((n, True))
            keys.events.pending.append((n, False))
    b.update(0)
    got = drain(b)
    assert len(got) == 16 and got[:8] == ["B", "A", "START", "SELECT", "RIGHT", "DOWN", "UP", "LEFT"]


def test_clock_diff_and_add_across_the_wrap():
    near = clock.PERIOD - 5
    later = clock.add(near, 20)
    assert later == 15
    assert clock.diff(later, near) == 20
    assert clock.diff(near, later) == -20
    assert clock.diff(1000, 400) == 600
    assert 0 <= clock.ticks_ms() < clock.PERIOD


def test_a_key_held_when_the_program_starts_is_not_a_press():
    # A on Start, then the reload: A is still down when the race's program
    # starts, and its first scan reports it pressed.
    b, keys, jx, jy = make("pygamer", joystick=True, primed=False)
    keys.events.pending.append((1, True))       # A, held since before
    jx.value = 100                              # LEFT, held too
    b.update(0)
    assert drain(b) == [] and b.is_held(hal.A)
    keys.events.pending.append((1, False))      # let go, press again
    keys.events.pending.append((1, True))
    jx.value = 32768
    b.update(10)
    jx.value = 100
    b.update(20)
    assert drain(b) == ["A", "LEFT"]
