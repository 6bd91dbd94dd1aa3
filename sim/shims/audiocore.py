"""Simulated ``audiocore`` (CircuitPython 10): ``RawSample`` keeps its buffer and rate.

An ``audioio.AudioOut`` plays it: the simulator logs it and, in a window with a sound
device, plays it (``sim.window``).
"""


class RawSample:
    """A raw audio sample buffer in memory."""

    def __init__(self, buffer, *, channel_count=1, sample_rate=8000, single_buffer=True):
        try:
            view = memoryview(buffer)
        except TypeError:
            raise TypeError("buffer must be a ReadableBuffer") from None
        if channel_count not in (1, 2):
            raise ValueError("channel_count must be 1-2")
        self._buffer = view
        self._channel_count = channel_count
        self.sample_rate = sample_rate
        self._single_buffer = single_buffer
        self._live = True

    def _samples(self):
        """The samples as unsigned 8-bit bytes (16-bit ones scaled down), one channel."""
        view = self._buffer
        if view.format in ("h", "H"):
            step = self._channel_count
            signed = view.format == "h"
            return bytes(((v + 32768 if signed else v) >> 8) for v in view[::step])
        if view.format == "b":
            return bytes((v + 128) & 255 for v in view[::self._channel_count])
        return bytes(view.cast("B")[::self._channel_count])

    def deinit(self):
        """Deinitialises the RawSample."""
        self._live = False

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()
