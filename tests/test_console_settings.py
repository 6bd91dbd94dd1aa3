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
    data = s.to_bytes()
    assert isinstance(data, bytes) and data[:3] == b"PS\x01"
    t = Settings.from_bytes(data)
    assert (t.bot_level, t.repeat, t.names) == (EASY, 2, ["Ann", "B", "Carla-2", "d e", "Zed"])
    assert t.to_bytes() == data


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
