"""Where Blinka's displayio differs from CircuitPython's, made to match the board.

- ``vectorio`` shapes: CircuitPython marks a shape dirty when its
  ``pixel_shader`` is swapped; Blinka does not, so a recoloured shape stayed
  stale on the simulated screen.
- ``terminalio.FONT``: on the board its ``bitmap`` is one sheet of glyph
  tiles (printable ASCII first, ``get_glyph(c).tile_index`` says where), so a
  TileGrid over it shows text; Blinka's is a BDF font with a bitmap a glyph.
  Here it becomes a sheet of the same Terminus 6x12 glyphs, ASCII only, as on
  an English board build.
"""

_done = False


def install():
    global _done  # pylint: disable=global-statement
    if _done:
        return
    import displayio  # noqa: F401  pylint: disable=import-outside-toplevel,unused-import
    from vectorio._vectorshape import _VectorShape  # pylint: disable=import-outside-toplevel

    prop = _VectorShape.pixel_shader

    def set_pixel_shader(self, value):
        prop.fset(self, value)
        self._shape_set_dirty()  # pylint: disable=protected-access

    _VectorShape.pixel_shader = property(prop.fget, set_pixel_shader, doc=prop.__doc__)
    import terminalio  # pylint: disable=import-outside-toplevel

    terminalio.FONT = SheetFont(terminalio.FONT)
    _done = True


class SheetFont:
    """``fontio.BuiltinFont`` as CircuitPython builds it: one bitmap of tiles."""

    def __init__(self, font):
        import displayio  # pylint: disable=import-outside-toplevel
        import fontio  # pylint: disable=import-outside-toplevel

        self._w, self._h = font.get_bounding_box()[:2]
        self.bitmap = displayio.Bitmap(self._w * 95, self._h, 2)
        self._glyphs = {}
        for i in range(95):
            g = font.get_glyph(32 + i)
            src = g.bitmap
            for y in range(min(src.height, self._h)):
                for x in range(min(src.width, self._w)):
                    if src[x, y]:
                        self.bitmap[i * self._w + x, y] = 1
            self._glyphs[32 + i] = fontio.Glyph(bitmap=self.bitmap, tile_index=i, width=self._w,
                                                height=self._h, dx=0, dy=g.dy,
                                                shift_x=self._w, shift_y=0)

    def get_bounding_box(self):
        return (self._w, self._h)

    def get_glyph(self, codepoint):
        return self._glyphs.get(codepoint)
