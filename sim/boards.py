"""The simulated boards, in one table.

Each profile says what ``board`` exports and how a logical key (``UP DOWN LEFT RIGHT A B
SELECT START``) reaches the firmware: as a shift-register key number (read with
``keypad.ShiftRegisterKeys``) or as a deflection of an analog joystick axis (read with
``analogio.AnalogIn``).

Checked against Adafruit's own code (adafruit_pybadger, adafruit_cursorcontrol):

- PyBadge shift register (74HC165, value_when_pressed=True): 0=B 1=A 2=START 3=SELECT
  4=RIGHT 5=DOWN 6=UP 7=LEFT (pybadger's bit masks B=1 A=2 START=4 SELECT=8 RIGHT=16
  DOWN=32 UP=64 LEFT=128; cursorcontrol's PYBADGE_BUTTON_* key numbers).
- PyGamer: the same register carries only B, A, START, SELECT (keys 0-3); the d-pad is an
  analog joystick on JOYSTICK_X / JOYSTICK_Y, 0..65535, resting near 32768; pybadger reads
  x < 15000 as LEFT, x > 50000 as RIGHT, y < 15000 as UP, y > 50000 as DOWN.
- The Fruit Jam has no d-pad; the simulator gives it the PyBadge's 8-key register as a
  stand-in for a USB gamepad (its real board has no BUTTON_CLOCK pin).
- The PyGamer and PyBadge have a speaker (SPEAKER, SPEAKER_ENABLE), five NeoPixels
  (NEOPIXEL) and the battery's divider on A6 (half the battery's voltage: Adafruit's
  PyGamer guide; Arcada's readBatterySensor() reads A6 x 2 x 3.3 V). The 320x240
  profile has no pixels.
"""

KEY_NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "SELECT", "START")

# Analog joystick readings: full deflection low / high, and at rest.
AXIS_LOW = 1024
AXIS_CENTRE = 32768
AXIS_HIGH = 64512

_PYBADGE_KEYS = {"B": 0, "A": 1, "START": 2, "SELECT": 3,
                 "RIGHT": 4, "DOWN": 5, "UP": 6, "LEFT": 7}

_SHIFT_PINS = ("BUTTON_CLOCK", "BUTTON_OUT", "BUTTON_LATCH")
_BADGE_PINS = _SHIFT_PINS + (
    "A0", "A1", "A2", "A3", "A4", "A5", "A6", "D13", "LED", "NEOPIXEL", "LIGHT", "SPEAKER",
    "SPEAKER_ENABLE", "ACCELEROMETER_INTERRUPT", "TFT_BACKLIGHT", "SCL", "SDA", "SCK",
    "MOSI", "MISO",
)


class Profile:
    """One simulated board.

    :param str name: the simulator's name for it (``--board``)
    :param str board_id: what ``board.board_id`` says on the real board
    :param int width: display width in pixels
    :param int height: display height in pixels
    :param int key_count: keys on the shift register
    :param dict keys: logical name -> ``("key", number)`` or ``("axis", pin, value)``
    :param tuple pins: names exported by ``board`` as pins
    :param int nvm_size: bytes of ``microcontroller.nvm``
    :param int frequency: ``microcontroller.cpu.frequency`` in Hz
    :param int scale: default window zoom
    :param int pixels: NeoPixels the firmware drives on ``board.NEOPIXEL`` (the window
        draws them under the screen)
    """

    def __init__(self, name, board_id, width, height, key_count, keys, pins, nvm_size,
                 frequency, scale, pixels=0):
        self.name = name
        self.board_id = board_id
        self.width = width
        self.height = height
        self.key_count = key_count
        self.keys = keys
        self.pins = pins
        self.nvm_size = nvm_size
        self.frequency = frequency
        self.scale = scale
        self.pixels = pixels

    def axes(self):
        """Names of the analog pins that the d-pad deflects."""
        return sorted({k[1] for k in self.keys.values() if k[0] == "axis"})

    def __repr__(self):
        return "<Profile %s %dx%d>" % (self.name, self.width, self.height)


def _pad_keys():
    return {name: ("key", num) for name, num in _PYBADGE_KEYS.items()}


def _gamer_keys():
    keys = {"B": ("key", 0), "A": ("key", 1), "START": ("key", 2), "SELECT": ("key", 3)}
    keys["LEFT"] = ("axis", "JOYSTICK_X", AXIS_LOW)
    keys["RIGHT"] = ("axis", "JOYSTICK_X", AXIS_HIGH)
    keys["UP"] = ("axis", "JOYSTICK_Y", AXIS_LOW)
    keys["DOWN"] = ("axis", "JOYSTICK_Y", AXIS_HIGH)
    return keys


BOARDS = {
    "pygamer": Profile("pygamer", "pygamer", 160, 128, 4, _gamer_keys(),
                       _BADGE_PINS + ("JOYSTICK_X", "JOYSTICK_Y"), 8192, 120000000, 4, 5),
    "pybadge": Profile("pybadge", "pybadge", 160, 128, 8, _pad_keys(), _BADGE_PINS,
                       8192, 120000000, 4, 5),
    "fruitjam": Profile("fruitjam", "adafruit_fruit_jam", 320, 240, 8, _pad_keys(),
                        _SHIFT_PINS + ("BUTTON1", "BUTTON2", "BUTTON3", "NEOPIXEL", "SCL",
                                       "SDA", "SCK", "MOSI", "MISO"),
                        4096, 150000000, 2),
}

DEFAULT = "pygamer"


def get(name):
    """The profile called ``name``; ValueError naming the known boards otherwise."""
    try:
        return BOARDS[name]
    except KeyError:
        raise ValueError("unknown board %r (known: %s)" % (name, ", ".join(BOARDS))) from None
