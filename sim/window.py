"""The simulator's window: the headless display's image, scaled up, in pygame.

The firmware runs unchanged (``code.py`` loops forever); the window does its work from
hooks: whenever the firmware reads a key or the joystick (``Machine.poll``) and whenever
it sleeps (``time.sleep`` is wrapped while the window is open), pygame's events are
pumped, keys reach the board, and the display is refreshed at 60 frames a second if
``auto_refresh`` is on (as CircuitPython's background refresh does). Each refresh is
drawn into the window. Closing the window raises ``WindowClosed`` (a SystemExit).

A board with NeoPixels (``Profile.pixels``) has them drawn in a strip under the screen,
as on a PyGamer; the image is dimmed to the display's ``brightness``. Sounds the
firmware plays on ``audioio`` go through pygame's mixer where there is a sound device
(none: silence, and no error).
"""

import array
import os
import sys
import time

KEYMAP_HELP = "arrows: d-pad  X: A  Z: B  Enter: Start  Backspace/RShift: Select"
FRAME_S = 1 / 60
PUMP_S = 0.004
STRIP = 12          # layout pixels under the screen for the NeoPixels
MIXER_HZ = 22050


class NoWindow(Exception):
    """No window can be opened here (no display)."""


class WindowClosed(SystemExit):
    """The player closed the window."""

    def __init__(self):
        super().__init__(0)


def display_available():
    """Why no window can open here, or None if one may.

    An explicit ``SDL_VIDEODRIVER`` is trusted (``dummy`` serves tests and CI).
    """
    if os.environ.get("SDL_VIDEODRIVER"):
        return None
    needs_x11 = sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd"))
    if needs_x11 and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        return "no display ($DISPLAY is not set)"
    return None


class Window:
    """A pygame window showing ``board.DISPLAY`` and feeding the keyboard to the board.

    :param board: the running ``sim.machine.Machine``
    :param int scale: zoom (default: the profile's, x4 at 160x128)
    """

    def __init__(self, board, scale=None):
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame  # pylint: disable=import-outside-toplevel

        self.pygame = pygame
        self.board = board
        self.scale = scale or board.profile.scale
        self.keymap = {
            pygame.K_UP: "UP", pygame.K_DOWN: "DOWN", pygame.K_LEFT: "LEFT",
            pygame.K_RIGHT: "RIGHT", pygame.K_x: "A", pygame.K_z: "B",
            pygame.K_RETURN: "START", pygame.K_KP_ENTER: "START",
            pygame.K_BACKSPACE: "SELECT", pygame.K_RSHIFT: "SELECT",
        }
        self.strip = STRIP if board.profile.pixels else 0
        try:
            pygame.display.init()
            self.view = (board.profile.width * self.scale, board.profile.height * self.scale)
            size = (self.view[0], self.view[1] + self.strip * self.scale)
            self.screen = pygame.display.set_mode(size)
        except pygame.error as err:
            pygame.quit()
            raise NoWindow("cannot open a window: %s" % err) from None
        pygame.display.set_caption("Paddock %s - %s" % (board.profile.name, KEYMAP_HELP))
        self.mixer = _open_mixer(pygame)
        self.sounds = {}
        self.playing = None
        self._last_pump = 0.0
        self._last_frame = 0.0
        self.deadline = None  # monotonic time to close by itself (tests, CI)
        board.poll_hook = self.pump
        board.display.on_refresh = self.present
        board.hw_hook = self.hardware
        board.audio_hook = self.audio
        self.present(board.display)

    def pump(self):
        """Deliver window events to the board; refresh the display when a frame is due."""
        now = time.monotonic()
        if now - self._last_pump < PUMP_S:
            return
        self._last_pump = now
        if self.deadline is not None and now >= self.deadline:
            raise WindowClosed()
        pygame = self.pygame
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                raise WindowClosed()
            if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key in self.keymap:
                self.board.set_key(self.keymap[event.key], event.type == pygame.KEYDOWN)
            elif event.type == pygame.WINDOWEXPOSED:
                self.present(self.board.display)
        display = self.board.display
        if display.auto_refresh and now - self._last_frame >= FRAME_S:
            self._last_frame = now
            display.refresh()

    def present(self, display):
        """Draw the display's image, scaled and dimmed to its brightness, and the
        NeoPixels' strip under it, into the window."""
        image = display.image()
        level = display.brightness
        if level < 1.0:   # gently: a dimmed backlight still reads, as on the board
            image = image.point(lambda v: int(v * (0.4 + 0.6 * level)))
        pygame = self.pygame
        surface = pygame.image.frombuffer(image.tobytes(), image.size, "RGB")
        self.screen.blit(pygame.transform.scale(surface, self.view), (0, 0))
        if self.strip:
            self.draw_pixels()
        pygame.display.flip()

    def draw_pixels(self):
        """The five NeoPixels in a black strip under the screen; a dim pixel is drawn
        brighter than its value (as the eye sees an LED), an unlit one dark grey."""
        pygame = self.pygame
        scale = self.scale
        top = self.view[1]
        pygame.draw.rect(self.screen, (0, 0, 0), (0, top, self.view[0], self.strip * scale))
        pixels = self.board.pixels
        n = len(pixels)
        gap = self.view[0] // (n + 1)
        radius = max(2, self.strip * scale // 3)
        for i, rgb in enumerate(pixels):
            seen = tuple(int(255 * (c / 255) ** 0.4) for c in rgb)
            if not any(seen):
                seen = (40, 40, 40)
            pygame.draw.circle(self.screen, seen, (gap * (i + 1), top + self.strip * scale // 2),
                               radius)

    def hardware(self, record):
        """A hardware output: the pixels or the brightness changed, redraw."""
        if record["kind"] in ("pixels", "brightness"):
            self.present(self.board.display)

    def audio(self, note):
        """Play (sample bytes, rate, loop) through the mixer, or stop (None)."""
        if self.mixer is None:
            return
        if self.playing is not None:
            self.playing.stop()
            self.playing = None
        if note is None:
            return
        data, rate, loop = note
        key = (data, rate)
        sound = self.sounds.get(key)
        if sound is None:
            sound = self.pygame.mixer.Sound(buffer=_resampled(data, rate, loop))
            self.sounds[key] = sound
        sound.play(loops=-1 if loop else 0)
        self.playing = sound

    def close(self):
        """Close the window."""
        self.board.poll_hook = None
        self.board.display.on_refresh = None
        self.board.hw_hook = None
        self.board.audio_hook = None
        if self.mixer is not None:
            self.pygame.mixer.quit()
        self.pygame.display.quit()
        self.pygame.quit()


def _open_mixer(pygame):
    """pygame's mixer at 22,050 Hz, 16-bit mono, or None where there is no sound device
    (on Linux, no /dev/snd and no SDL_AUDIODRIVER chosen: ALSA is not even asked, so it
    prints nothing)."""
    if sys.platform.startswith("linux") and not os.environ.get("SDL_AUDIODRIVER") \
            and not os.path.exists("/dev/snd"):
        return None
    try:
        pygame.mixer.init(frequency=MIXER_HZ, size=-16, channels=1)
    except pygame.error:
        return None
    got = pygame.mixer.get_init()
    return pygame.mixer if got and got[2] == 1 else None


def _resampled(data, rate, loop):
    """Unsigned 8-bit samples at rate as signed 16-bit ones at MIXER_HZ: a looped sample
    as whole periods (about 0.1 s), so the mixer's loop repeats it seamlessly."""
    n = len(data)
    if n == 0:
        return b"\0\0"
    periods = max(1, int(0.1 * rate / n)) if loop else 1
    length = int(periods * n * MIXER_HZ / rate)
    out = array.array("h", bytes(2 * max(length, 1)))
    for i in range(length):
        out[i] = (data[int(i * rate / MIXER_HZ) % n] - 128) * 256
    return out.tobytes()
