"""The simulator redraws a vectorio shape whose palette was swapped, as the board does."""

from sim.harness import Sim


def test_swapping_a_shapes_palette_redraws_it():
    with Sim(app_factory=lambda: None) as sim:
        import board
        import displayio
        import vectorio

        red, blue = displayio.Palette(1), displayio.Palette(1)
        red[0], blue[0] = 0xFF0000, 0x0000FF
        shape = vectorio.Rectangle(pixel_shader=red, width=20, height=20, x=10, y=10)
        other = vectorio.Rectangle(pixel_shader=blue, width=20, height=20, x=40, y=10)
        root = displayio.Group()
        root.append(shape)
        root.append(other)   # both palettes drawn once, so neither is new
        board.DISPLAY.root_group = root
        board.DISPLAY.refresh()
        assert sim.image().getpixel((15, 15)) == (255, 0, 0)
        shape.pixel_shader = blue
        board.DISPLAY.refresh()
        assert sim.image().getpixel((15, 15)) == (0, 0, 255)
