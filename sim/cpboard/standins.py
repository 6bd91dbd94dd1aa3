"""Stand-ins for the board modules CircuitPython's test interpreter lacks.

``import standins`` puts ``board``, ``keypad``, ``supervisor``, ``storage``,
``microcontroller`` (with ``nvm``), ``analogio``, ``digitalio``, ``audioio``,
``audiocore`` and ``neopixel_write`` in ``sys.modules``, each a plain
namespace holding what Paddock uses of the real module, so the firmware
imports them as on a PyGamer. On a board they are C and cost the heap
nothing; here they cost what this module costs, which the drivers report
as the rig's share.

A driver moves the clock (``advance``), presses shift-register keys
(``key``) and tilts the joystick (``joy``); ``supervisor.reload()`` and
``microcontroller.reset()`` raise ``Reload`` for the driver to catch.
"""

import sys

PERIOD = 1 << 29
clock = [PERIOD - 65536]   # ticks_ms, which first wraps 65 s after boot
joy = [32768, 32768]       # the joystick, x and y
scanners = []


class Reload(BaseException):
    """The program stops here; the driver starts the next one."""


class Space:
    """A module's namespace, or any object with a few attributes."""


def advance(ms):
    clock[0] = (clock[0] + ms) % PERIOD


def key(number, down):
    """A shift-register key changes: every live scanner queues the event."""
    for s in scanners:
        s.q.append((number, down))


def _reload():
    raise Reload()


class _Keys:
    """keypad.ShiftRegisterKeys; it is its own event queue (``events``)."""
    overflowed = False

    def __init__(self, **kw):
        self.q = []
        self.events = self
        scanners.append(self)

    def get_into(self, event):
        if not self.q:
            return False
        event.key_number, event.pressed = self.q.pop(0)
        return True

    def clear(self):
        self.q = []

    def reset(self):
        self.q = []

    def deinit(self):
        scanners.remove(self)


class _Nvm:
    """microcontroller.nvm: 8 KB kept in the drive folder's nvm.bin, a slice
    at a time."""

    def __len__(self):
        return 8192

    def __getitem__(self, i):
        a, b, _ = i.indices(8192)
        try:
            with open("nvm.bin", "rb") as f:
                f.seek(a)
                return f.read(b - a)
        except OSError:
            return b"\xff" * (b - a)

    def __setitem__(self, i, value):
        try:
            f = open("nvm.bin", "r+b")
        except OSError:
            f = open("nvm.bin", "w+b")
            f.write(b"\xff" * 8192)
        f.seek(i.indices(8192)[0])
        f.write(bytes(value))
        f.close()


class _AnalogIn:
    """analogio.AnalogIn: the joystick's axes read ``joy``; any other pin
    (A6, the battery's divider) half of a battery at 4.0 V."""

    def __init__(self, pin):
        self.axis = ("JOYSTICK_X", "JOYSTICK_Y", pin).index(pin)

    @property
    def value(self):
        return joy[self.axis] if self.axis < 2 else 39718


def _nothing(a=None, b=None, loop=False):
    """audioio's play and stop, neopixel_write: the sound and the light go
    nowhere (named arguments: *args or **kw would allocate, the board's C
    does not)."""


class _DigitalInOut:
    """digitalio.DigitalInOut: a pin that keeps what is written to it."""
    value = False

    def __init__(self, pin):
        pass

    def switch_to_output(self, value=False, **kw):
        self.value = value


board = Space()
board.board_id = "pygamer"
board.DISPLAY = Space()
board.DISPLAY.width = 160
board.DISPLAY.height = 128
board.DISPLAY.root_group = None
board.DISPLAY.brightness = 1.0
board.DISPLAY.refresh = lambda **kw: True
for _p in ("BUTTON_CLOCK", "BUTTON_OUT", "BUTTON_LATCH", "JOYSTICK_X", "JOYSTICK_Y",
           "SPEAKER", "SPEAKER_ENABLE", "NEOPIXEL", "A6"):
    setattr(board, _p, _p)
keypad = Space()
keypad.Event = Space
keypad.ShiftRegisterKeys = _Keys
supervisor = Space()
supervisor.ticks_ms = lambda: clock[0]
supervisor.reload = _reload
supervisor.set_next_code_file = lambda filename, **kw: None
storage = Space()
storage.getmount = lambda path: storage
storage.readonly = False
microcontroller = Space()
microcontroller.nvm = _Nvm()
microcontroller.reset = _reload
analogio = Space()
analogio.AnalogIn = _AnalogIn
digitalio = Space()
digitalio.DigitalInOut = _DigitalInOut
# One namespace serves as all three modules, and as the AudioOut and the sample.
audioio = audiocore = neopixel_write = Space()
audioio.play = audioio.stop = audioio.neopixel_write = _nothing
audioio.AudioOut = audioio.RawSample = lambda *args, **kw: audioio
for _name in ("board", "keypad", "supervisor", "storage", "microcontroller", "analogio",
              "digitalio", "audioio", "audiocore", "neopixel_write"):
    sys.modules[_name] = globals()[_name]
