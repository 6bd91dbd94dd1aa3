"""The window's side of the hardware, on SDL's dummy drivers: the five NeoPixels
drawn under the screen, the image dimmed to the brightness, sounds through the
mixer where one opens and nothing (no error) where none does."""

import pytest

from sim import runtime


@pytest.fixture
def window(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    from sim.window import Window

    board = runtime.start("pygamer", virtual=False)
    win = Window(board, scale=2)
    yield win
    win.close()
    runtime.stop()


def pixel_centres(win):
    from sim.window import STRIP
    gap = win.view[0] // 6
    y = win.view[1] + STRIP * win.scale // 2
    return [(gap * (i + 1), y) for i in range(5)]


def test_the_pixels_are_drawn_under_the_screen(window):
    import board
    import digitalio
    import neopixel_write

    pin = digitalio.DigitalInOut(board.NEOPIXEL)
    pin.switch_to_output()
    neopixel_write.neopixel_write(pin, bytes((255, 0, 0)) * 4 + bytes((0, 0, 255)))  # GRB
    seen = [tuple(window.screen.get_at(p))[:3] for p in pixel_centres(window)]
    assert seen[:4] == [(0, 255, 0)] * 4 and seen[4] == (0, 0, 255)
    neopixel_write.neopixel_write(pin, bytes(15))
    assert all(tuple(window.screen.get_at(p))[:3] == (40, 40, 40)       # unlit: grey
               for p in pixel_centres(window))


def test_the_image_dims_with_the_brightness(window):
    import board
    import displayio

    group = displayio.Group()
    bitmap = displayio.Bitmap(160, 128, 1)
    palette = displayio.Palette(1)
    palette[0] = 0xFFFFFF
    group.append(displayio.TileGrid(bitmap, pixel_shader=palette))
    board.DISPLAY.root_group = group
    board.DISPLAY.refresh()
    full = window.screen.get_at((10, 10))[0]
    board.DISPLAY.brightness = 0.25
    dim = window.screen.get_at((10, 10))[0]
    assert full > 240 and 120 < dim < 160     # 255 x (0.4 + 0.6 x 0.25)
    last = window.board.hw_events[-1]
    assert (last["kind"], last["value"]) == ("brightness", 0.25)


def test_sounds_play_through_the_mixer_or_not_at_all(window):
    import audiocore
    import audioio
    import board

    buf = bytearray(b"\xb0" * 8 + b"\x50" * 8)
    sample = audiocore.RawSample(buf, sample_rate=16 * 440)
    out = audioio.AudioOut(board.SPEAKER)
    out.play(sample, loop=True)              # with a mixer or without, never an error
    if window.mixer is not None:
        assert window.playing is not None and window.playing.get_length() > 0
    out.stop()
    assert window.playing is None
    assert window.board.hw_events[-1]["kind"] == "sound"


def test_no_sound_device_no_mixer(monkeypatch):
    monkeypatch.delenv("SDL_AUDIODRIVER", raising=False)
    monkeypatch.setattr("os.path.exists", lambda p: False)
    import pygame
    from sim import window
    assert window._open_mixer(pygame) is None   # pylint: disable=protected-access


def test_the_320x240_window_has_no_strip(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from sim.window import Window
    board = runtime.start("fruitjam", virtual=False)
    try:
        win = Window(board, scale=1)
        assert win.screen.get_size() == (320, 240)
        win.close()
    finally:
        runtime.stop()
