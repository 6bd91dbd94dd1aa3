"""What the simulator says about the firmware's sounds, by name.

``paddock.hal.cues`` plays tunes, a note at a time, on ``audioio``; a tune's first note
is logged as ``{"kind": "sound", "name": ...}`` with the tune's name below (in the order
of the tune numbers in ``cues``: ``tests/test_hw.py`` checks it). Any other sample an
``AudioOut`` plays is logged as a sound named "sample".
"""

import sys

NAMES = ("card", "car", "illegal", "turn", "flag", "win", "lose")
CUES = "paddock.hal.cues"


def sound_name():
    """The name of the tune whose first note is starting now, "" for a later note of a
    tune, "sample" when no tune is playing."""
    cues = sys.modules.get(CUES)
    at = getattr(cues, "at", 0)
    tune = getattr(cues, "tune", -1)
    if not at or not 0 <= tune < len(NAMES):
        return "sample"
    return NAMES[tune] if cues.START[tune] == at else ""


def midi_hz(note):
    """The frequency of a MIDI note number."""
    return 440.0 * 2 ** ((note - 69) / 12)
