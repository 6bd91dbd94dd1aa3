"""Simulated ``audioio`` (CircuitPython 10): ``AudioOut`` on a pin.

``play`` and ``stop`` never block. Each note is handed to the running machine's
``audio_hook`` (the window plays it where there is a sound device) and the start of each
of ``paddock.hal.cues``' tunes becomes a hardware record, ``{"kind": "sound", "name":
...}`` (``sim.hwlog``).
"""

from sim import hwlog
from sim import machine as _machine


class AudioOut:
    """Output an analog audio signal."""

    def __init__(self, left_channel, *, right_channel=None, quiescent_value=0x8000):
        if getattr(left_channel, "_name", None) is None:
            raise TypeError("left_channel must be a microcontroller.Pin")
        self._pin = left_channel
        self._playing = False
        self._paused = False
        self._live = True
        self.quiescent_value = quiescent_value

    def _check(self):
        if not self._live:
            raise ValueError("Object has been deinitialized.")

    def play(self, sample, *, loop=False):
        """Play sample once, or for ever with loop (until ``stop``); never blocks."""
        self._check()
        samples = getattr(sample, "_samples", None)
        if samples is None:
            raise TypeError("sample must be an audiocore.RawSample or a synthio.Synthesizer")
        self._playing = True
        self._paused = False
        board = _machine.get()
        rate = sample.sample_rate
        data = samples()
        name = hwlog.sound_name()
        if name:
            hz = round(rate / max(len(data), 1), 1)
            board.hw("sound", name=name, hz=hz)
        if board.audio_hook is not None:
            board.audio_hook((data, rate, loop))

    def stop(self):
        """Stop playing."""
        self._check()
        self._playing = False
        self._paused = False
        board = _machine.get()
        if board.audio_hook is not None:
            board.audio_hook(None)

    @property
    def playing(self):
        """True while a sample plays (a sample played once is over at once here)."""
        self._check()
        return self._playing

    def pause(self):
        """Stop playing for now."""
        self._check()
        self._paused = True

    def resume(self):
        """Play on."""
        self._check()
        self._paused = False

    @property
    def paused(self):
        """True while paused."""
        self._check()
        return self._paused

    def deinit(self):
        """Release the pin."""
        if self._live and self._playing:
            self.stop()
        self._live = False

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()
