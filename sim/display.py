"""A display with no screen: Blinka's own displayio composes, we keep the pixels.

``HeadlessDisplay`` is a ``busdisplay.BusDisplay`` with no bus and an empty init sequence.
Its ``_refresh_area`` copies what the display core's ``fill_area`` composes for each dirty
area into an RGB565 frame buffer, so only changed areas are redrawn, exactly as the board
does. Blinka's background refresh thread stays off: a refresh happens when someone asks
(the harness after each tick, the window on its frame clock, or the firmware itself).
A change of ``brightness`` is a hardware record of the running machine
(``{"kind": "brightness", "value": x}``); the window dims its image to it.
"""

from busdisplay import BusDisplay
from displayio._area import Area  # pylint: disable=import-private-name
from PIL import Image


class HeadlessDisplay(BusDisplay):
    """An RGB565 display that keeps its pixels in memory.

    :param int width: pixels across
    :param int height: pixels down
    """

    def __init__(self, width, height):
        self._fb = bytearray(width * height * 2)
        self._fb_size = (width, height)
        self.refresh_count = 0
        self.on_refresh = None
        self.redrawn = bytearray(width * height)   # 1 where a refresh drew, since cleared
        # Native-order 16-bit pixels (not the byte-swapped wire order an ST7735 wants).
        super().__init__(None, b"", width=width, height=height, reverse_bytes_in_word=False,
                         auto_refresh=True)

    @property
    def brightness(self):
        """The backlight, 0.0 (off) to 1.0."""
        return BusDisplay.brightness.fget(self)

    @brightness.setter
    def brightness(self, value):
        before = getattr(self, "_brightness", None)
        BusDisplay.brightness.fset(self, value)
        if before is not None and float(value) != before:
            from sim import machine   # pylint: disable=import-outside-toplevel

            if machine.current is not None:
                machine.current.hw("brightness", value=float(value))

    def _refresh_display(self):
        if not super()._refresh_display():
            return False
        self.refresh_count += 1
        if self.on_refresh is not None:
            self.on_refresh(self)
        return True

    def _refresh_area(self, area):
        clipped = Area()
        if not self._core.clip_area(area, clipped):
            return True
        width, height = self._core.width, self._core.height
        if self._fb_size != (width, height):  # rotated since the last frame
            self._fb = bytearray(width * height * 2)
            self._fb_size = (width, height)
        w, h = clipped.width(), clipped.height()
        pixels = w * h
        buffer = memoryview(bytearray(((pixels + 1) // 2) * 4)).cast("I")
        mask = memoryview(bytearray((pixels // 32 + 1) * 4)).cast("I")
        self._core.fill_area(clipped, mask, buffer)
        raw = buffer.cast("B")
        row = w * 2
        mark = b"\x01" * w
        for r in range(h):
            start = ((clipped.y1 + r) * width + clipped.x1) * 2
            self._fb[start:start + row] = raw[r * row:(r + 1) * row]
            if len(self.redrawn) == width * height:
                at = (clipped.y1 + r) * width + clipped.x1
                self.redrawn[at:at + w] = mark
        return True

    def redrawn_share(self, clear=True):
        """Percent of the screen redrawn since the last call (the union of the
        dirty areas the refreshes drew)."""
        share = 100.0 * sum(self.redrawn) / max(len(self.redrawn), 1)
        if clear:
            self.redrawn = bytearray(len(self.redrawn))
        return share

    def rgb565(self):
        """The frame buffer as it stands: 16-bit pixels, row by row."""
        return bytes(self._fb)

    def image(self):
        """The screen as a PIL RGB image (what the last refresh drew)."""
        return Image.frombytes("RGB", self._fb_size, bytes(self._fb), "raw", "BGR;16")
