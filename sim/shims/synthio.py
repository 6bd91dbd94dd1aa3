"""Simulated ``synthio`` (CircuitPython 10), the part a game's sounds would use:
``Envelope``, ``Note``, ``Synthesizer`` (press, release, change) and ``midi_to_hz``.

Nothing is synthesised: each press is a hardware record ``{"kind": "sound", "name":
"synthio", "notes": [...]}`` (MIDI numbers, or a Note's frequency in Hz). An
``audioio.AudioOut`` accepts a Synthesizer as its sample. Paddock itself plays its
tunes on ``audiocore.RawSample`` (``paddock.hal.cues``).
"""

from sim import hwlog
from sim import machine as _machine

waveform_max_length = 16384


def midi_to_hz(midi_note):
    """The frequency of a MIDI note number, which may be fractional."""
    return hwlog.midi_hz(midi_note)


class Envelope:
    """An ADSR envelope: the loudness of a note over time."""

    def __init__(self, *, attack_time=0.1, decay_time=0.05, release_time=0.2,
                 attack_level=1.0, sustain_level=0.8):
        self.attack_time = attack_time
        self.decay_time = decay_time
        self.release_time = release_time
        self.attack_level = attack_level
        self.sustain_level = sustain_level


class Note:
    """A note with its frequency (the rest of CircuitPython's options are kept as given)."""

    def __init__(self, *, frequency, envelope=None, amplitude=1.0, bend=0.0, **options):
        self.frequency = frequency
        self.envelope = envelope
        self.amplitude = amplitude
        self.bend = bend
        for key, value in options.items():
            setattr(self, key, value)


def _notes(notes):
    if isinstance(notes, (int, Note)):
        return [notes]
    return list(notes)


class Synthesizer:
    """Notes on and off, as a sample for ``audioio.AudioOut``."""

    def __init__(self, *, sample_rate=11025, channel_count=1, waveform=None, envelope=None):
        if channel_count not in (1, 2):
            raise ValueError("channel_count must be 1-2")
        self.sample_rate = sample_rate
        self.channel_count = channel_count
        self.waveform = waveform
        self.envelope = envelope
        self._pressed = []
        self.blocks = []
        self._live = True

    def _check(self):
        if not self._live:
            raise ValueError("Object has been deinitialized.")

    def _samples(self):
        return bytes(b"\x80")   # silence until a note is pressed

    def press(self, press=()):
        """Turn some notes on."""
        self._check()
        new = [n for n in _notes(press) if n not in self._pressed]
        self._pressed.extend(new)
        if new:
            said = [n if isinstance(n, int) else round(n.frequency, 1) for n in new]
            _machine.get().hw("sound", name="synthio", notes=said)

    def release(self, release=()):
        """Turn some notes off."""
        self._check()
        for n in _notes(release):
            if n in self._pressed:
                self._pressed.remove(n)

    def change(self, release=(), press=(), retrigger=()):
        """Stop some notes and start others at once."""
        self.release(release)
        self.press(press)

    def release_all(self):
        """Turn every note off."""
        self._check()
        self._pressed = []

    def release_all_then_press(self, press):
        """Turn every note off, then the given notes on."""
        self.release_all()
        self.press(press)

    @property
    def pressed(self):
        """The notes on now."""
        return tuple(self._pressed)

    def deinit(self):
        """Release the synthesizer's memory."""
        self._live = False

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()
