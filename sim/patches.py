"""Where Blinka's displayio differs from CircuitPython's, made to match the board.

- ``vectorio`` shapes: CircuitPython marks a shape dirty when its
  ``pixel_shader`` is swapped; Blinka does not, so a recoloured shape stayed
  stale on the simulated screen.
"""

_done = False


def install():
    global _done  # pylint: disable=global-statement
    if _done:
        return
    from vectorio._vectorshape import _VectorShape  # pylint: disable=import-outside-toplevel

    prop = _VectorShape.pixel_shader

    def set_pixel_shader(self, value):
        prop.fset(self, value)
        self._shape_set_dirty()  # pylint: disable=protected-access

    _VectorShape.pixel_shader = property(prop.fget, set_pixel_shader, doc=prop.__doc__)
    _done = True
