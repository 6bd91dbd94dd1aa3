"""The simulator's window: the headless display's image, scaled up, in pygame.

The firmware runs unchanged (``code.py`` loops forever); the window does its work from
hooks: whenever the firmware reads a key or the joystick (``Machine.poll``) and whenever
it sleeps (``time.sleep`` is wrapped while the window is open), pygame's events are
pumped, keys reach the board, and the display is refreshed at 60 frames a second if
``auto_refresh`` is on (as CircuitPython's background refresh does). Each refresh is
drawn into the window. Closing the window raises ``WindowClosed`` (a SystemExit).
"""

import os
import sys
import time

KEYMAP_HELP = "arrows: d-pad  X: A  Z: B  Enter: Start  Backspace/RShift: Select"
FRAME_S = 1 / 60
PUMP_S = 0.004


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
        try:
            pygame.display.init()
            size = (board.profile.width * self.scale, board.profile.height * self.scale)
            self.screen = pygame.display.set_mode(size)
        except pygame.error as err:
            pygame.quit()
            raise NoWindow("cannot open a window: %s" % err) from None
        pygame.display.set_caption("Paddock %s - %s" % (board.profile.name, KEYMAP_HELP))
        self._last_pump = 0.0
        self._last_frame = 0.0
        self.deadline = None  # monotonic time to close by itself (tests, CI)
        board.poll_hook = self.pump
        board.display.on_refresh = self.present
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
        """Draw the display's image, scaled, into the window."""
        image = display.image()
        pygame = self.pygame
        surface = pygame.image.frombuffer(image.tobytes(), image.size, "RGB")
        self.screen.blit(pygame.transform.scale(surface, self.screen.get_size()), (0, 0))
        pygame.display.flip()

    def close(self):
        """Close the window."""
        self.board.poll_hook = None
        self.board.display.on_refresh = None
        self.pygame.display.quit()
        self.pygame.quit()
