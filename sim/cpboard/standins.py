"""Stand-ins for the board modules CircuitPython's test interpreter lacks.

``import standins`` puts ``board``, ``keypad``, ``supervisor``, ``storage``,
``microcontroller`` (with ``nvm``), ``analogio`` and ``digitalio`` in
``sys.modules``: one class each, holding what Paddock uses of the real
module, so the firmware imports them as on a PyGamer. They cost the heap
what this one module costs, which the drivers report as the rig's share.

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


def advance(ms):
    clock[0] = (clock[0] + ms) % PERIOD


def key(number, down):
    """A shift-register key changes: every live scanner queues the event."""
    for s in scanners:
        if number < s.key_count:
            s.events.q.append((number, down))


class _Display:
    width = 160
    height = 128
    root_group = None
    brightness = 1.0
    auto_refresh = True

    def refresh(self, **kw):
        return True


class board:
    board_id = "pygamer"
    DISPLAY = _Display()
    BUTTON_CLOCK = "BUTTON_CLOCK"
    BUTTON_OUT = "BUTTON_OUT"
    BUTTON_LATCH = "BUTTON_LATCH"
    JOYSTICK_X = "JOYSTICK_X"
    JOYSTICK_Y = "JOYSTICK_Y"
    SPEAKER = "SPEAKER"
    SPEAKER_ENABLE = "SPEAKER_ENABLE"
    NEOPIXEL = "NEOPIXEL"
    A6 = "A6"


class _Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed


class _Queue:
    overflowed = False

    def __init__(self):
        self.q = []

    def get_into(self, event):
        if not self.q:
            return False
        event.key_number, event.pressed = self.q.pop(0)
        return True

    def clear(self):
        self.q = []


class _ShiftRegisterKeys:
    def __init__(self, **kw):
        self.key_count = kw.get("key_count", 8)
        self.events = _Queue()
        scanners.append(self)

    def reset(self):
        self.events.clear()

    def deinit(self):
        scanners.remove(self)


class keypad:
    Event = _Event
    ShiftRegisterKeys = _ShiftRegisterKeys


class supervisor:
    @staticmethod
    def ticks_ms():
        return clock[0]

    @staticmethod
    def reload():
        raise Reload()

    @staticmethod
    def set_next_code_file(filename, **kw):
        pass


class _Mount:
    readonly = False


class storage:
    @staticmethod
    def getmount(path):
        return _Mount


class _Nvm:
    """8 KB kept in the drive folder's nvm.bin, a slice at a time: the heap
    pays for it no more than on the board."""

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
        a = i.indices(8192)[0]
        try:
            f = open("nvm.bin", "r+b")
        except OSError:
            f = open("nvm.bin", "w+b")
            for _ in range(16):
                f.write(b"\xff" * 512)
        f.seek(a)
        f.write(bytes(value))
        f.close()


class microcontroller:
    nvm = _Nvm()

    @staticmethod
    def reset():
        raise Reload()


class _AnalogIn:
    def __init__(self, pin):
        self.axis = ("JOYSTICK_X", "JOYSTICK_Y", pin).index(pin)

    @property
    def value(self):
        return joy[self.axis] if self.axis < 2 else 0


class analogio:
    AnalogIn = _AnalogIn


class _DigitalInOut:
    value = False

    def __init__(self, pin):
        pass

    def switch_to_output(self, value=False, **kw):
        self.value = value


class digitalio:
    DigitalInOut = _DigitalInOut


for _m in (board, keypad, supervisor, storage, microcontroller, analogio, digitalio):
    sys.modules[_m.__name__] = _m
