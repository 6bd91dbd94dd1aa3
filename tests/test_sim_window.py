"""The pygame window, on SDL's dummy video driver: keys reach the board, frames reach the
window, closing it raises WindowClosed."""

import pytest

from sim import runtime


@pytest.fixture
def window(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from sim.window import Window

    board = runtime.start("pygamer", virtual=False)
    win = Window(board, scale=2)
    yield win
    win.close()
    runtime.stop()


def _pump(win):
    win._last_pump = 0.0  # pylint: disable=protected-access
    win.board.poll()


def test_keyboard_reaches_keypad_and_joystick(window):
    import analogio
    import board
    import keypad

    pygame = window.pygame
    keys = keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                    latch=board.BUTTON_LATCH, key_count=4,
                                    value_when_pressed=True)
    stick_x = analogio.AnalogIn(board.JOYSTICK_X)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT))
    _pump(window)
    assert keys.events.get() == keypad.Event(1, True)  # X is A
    assert stick_x.value < 15000  # the arrows move the PyGamer's stick
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_LEFT))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE))
    _pump(window)
    assert stick_x.value == 32768
    assert keys.events.get() == keypad.Event(3, True)  # Backspace is SELECT
    assert "X: A" in pygame.display.get_caption()[0]


def test_frames_are_drawn_scaled(window):
    import board
    import displayio

    group = displayio.Group()
    bitmap = displayio.Bitmap(160, 128, 1)
    palette = displayio.Palette(1)
    palette[0] = 0xFF0000
    group.append(displayio.TileGrid(bitmap, pixel_shader=palette))
    board.DISPLAY.root_group = group
    _pump(window)  # the frame clock refreshes the display, the refresh draws the window
    from sim.window import STRIP
    assert window.screen.get_size() == (320, 256 + 2 * STRIP)   # the NeoPixels' strip under it
    assert tuple(window.screen.get_at((319, 255)))[:3] == (255, 0, 0)


def test_closing_the_window_raises_window_closed(window):
    from sim.window import WindowClosed

    pygame = window.pygame
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    with pytest.raises(WindowClosed):
        _pump(window)
