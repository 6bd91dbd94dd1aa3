"""console.settings: the Settings object and its bytes."""

import sys
from pathlib import Path

import pytest

FIRMWARE = str(Path(__file__).resolve().parents[1] / "firmware")
if FIRMWARE not in sys.path:
    sys.path.append(FIRMWARE)

from paddock.console.settings import Settings, REPEATS, NAME_MAX  # noqa: E402
from paddock.core.game import EASY, NORMAL, HARD  # noqa: E402


def test_defaults():
    s = Settings()
    assert s.bot_level == NORMAL and s.level_name() == "normal"
    assert s.repeat_name() == "slow" and s.repeat_timing() == (REPEATS[1][1], REPEATS[1][2])
    assert len(s.names) == 5 and all(0 < len(n) <= NAME_MAX for n in s.names)


def test_cycling_wraps_both_ways():
    s = Settings()
    s.cycle_level(1)
    assert s.bot_level == HARD
    s.cycle_level(1)
    assert s.bot_level == EASY
    s.cycle_level(-1)
    assert s.bot_level == HARD
    s.cycle_repeat(1)
    assert s.repeat_name() == "fast"
    s.cycle_repeat(1)
    assert s.repeat_name() == "off" and s.repeat_timing()[0] == 0


def test_bytes_round_trip():
    s = Settings()
    s.bot_level = EASY
    s.repeat = 2
    s.names = ["Ann", "B", "Carla-2", "d e", "Zed"]
    s.volume, s.lights, s.screen = 0, 2, 1
    data = s.to_bytes()
    assert isinstance(data, bytes) and data[:3] == b"PS\x02"
    assert data[5] == 0 | 2 << 2 | 1 << 4      # the hardware byte
    t = Settings.from_bytes(data)
    assert (t.bot_level, t.repeat, t.names) == (EASY, 2, ["Ann", "B", "Carla-2", "d e", "Zed"])
    assert (t.volume, t.lights, t.screen) == (0, 2, 1)
    assert t.to_bytes() == data


def test_the_hardware_levels_default_to_low_and_normal():
    s = Settings()
    assert (s.volume, s.lights, s.screen) == (1, 1, 1)


def test_an_older_record_of_format_1_still_loads_with_the_new_defaults():
    old = b"PS\x01\x04\x02" + b"".join(bytes((len(n),)) + n for n in
                                         (b"Ann", b"B", b"Cy", b"Di", b"Ed"))
    t = Settings.from_bytes(old)
    assert (t.bot_level, t.repeat, t.names) == (HARD, 2, ["Ann", "B", "Cy", "Di", "Ed"])
    assert (t.volume, t.lights, t.screen) == (1, 1, 1)
    assert t.to_bytes()[2] == 2               # saved again, it is the new format


@pytest.mark.parametrize("hw", [3, 3 << 2, 3 << 4, 1 << 6])
def test_a_bad_hardware_level_is_refused(hw):
    data = bytearray(Settings().to_bytes())
    data[5] = hw
    with pytest.raises(ValueError, match="bad level"):
        Settings.from_bytes(bytes(data))


def test_a_format_2_record_without_its_hardware_byte_is_cut_short():
    with pytest.raises(ValueError, match="cut short"):
        Settings.from_bytes(b"PS\x02\x03\x01")


@pytest.mark.parametrize("data, words", [
    (b"", "not Paddock settings"),
    (b"XX\x01\x03\x01", "not Paddock settings"),
    (b"PS\x09\x03\x01", "format 9"),
    (b"PS\x01\x07\x01", "bot level"),
    (b"PS\x01\x03\x09", "repeat"),
    (b"PS\x01\x03\x01\x03Ann", "cut short"),
    (b"PS\x01\x03\x01\x09AAAAAAAAA" + b"\x01A" * 4, "bad name"),
    (b"PS\x01\x03\x01\x02A!" + b"\x01A" * 4, "bad name"),
])
def test_bad_bytes_say_why(data, words):
    with pytest.raises(ValueError) as e:
        Settings.from_bytes(data)
    assert words in str(e.value)


def test_extra_bytes_are_refused():
    with pytest.raises(ValueError, match="extra"):
        Settings.from_bytes(Settings().to_bytes() + b"\x00")
