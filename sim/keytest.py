"""A button tester for the simulator: shows the board, the last key event and the stick.

Written against the real CircuitPython API (it would run on a badge too), it checks the
simulator end to end without the console: ``python -m sim --app sim.keytest:App``.
"""

import analogio
import board
import displayio
import keypad
import supervisor
import terminalio
from adafruit_display_text import label

# Shift-register key names by board (key number = index).
_NAMES = {
    "pygamer": ("B", "A", "START", "SELECT"),
    "pybadge": ("B", "A", "START", "SELECT", "RIGHT", "DOWN", "UP", "LEFT"),
    "adafruit_fruit_jam": ("B", "A", "START", "SELECT", "RIGHT", "DOWN", "UP", "LEFT"),
}


class App:
    """Draws four lines and updates them from keypad events and the joystick."""

    def __init__(self):
        self.names = _NAMES.get(board.board_id, ())
        self.keys = keypad.ShiftRegisterKeys(
            clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, latch=board.BUTTON_LATCH,
            key_count=len(self.names), value_when_pressed=True)
        self.event = keypad.Event()
        self.stick = None
        if hasattr(board, "JOYSTICK_X"):
            self.stick = (analogio.AnalogIn(board.JOYSTICK_X), analogio.AnalogIn(board.JOYSTICK_Y))
        root = displayio.Group()
        self.lines = []
        for i in range(4):
            line = label.Label(terminalio.FONT, text=" ", color=0xFFFFFF, x=4, y=8 + 14 * i)
            root.append(line)
            self.lines.append(line)
        self.lines[0].text = "keytest " + board.board_id
        self.lines[1].text = "press a key"
        board.DISPLAY.root_group = root
        self.presses = 0

    def tick(self):
        """Read every pending event and the stick; never blocks."""
        while self.keys.events.get_into(self.event):
            name = self.names[self.event.key_number]
            if self.event.pressed:
                self.presses += 1
            self.lines[1].text = "%s %s" % (name, "down" if self.event.pressed else "up")
        if self.stick is not None:
            self.lines[2].text = "stick %d %d" % (self.stick[0].value, self.stick[1].value)
        self.lines[3].text = "presses %d t%d" % (self.presses, supervisor.ticks_ms() % 1000 // 100)
