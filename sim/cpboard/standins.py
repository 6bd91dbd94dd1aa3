"""Stand-ins for the board modules CircuitPython's test interpreter lacks.

``import standins`` puts ``board``, ``keypad``, ``supervisor``, ``storage``,
``microcontroller`` (with ``nvm``), ``analogio``, ``digitalio``, ``audioio``,
``audiocore`` and ``neopixel_write`` in ``sys.modules``: one plain namespace
holding what Paddock uses of each, so the firmware imports them as on a
PyGamer. On a board they are C and cost the heap nothing; here they cost
what this module costs (few names, few objects), which the drivers report as
the rig's share.

A driver moves the clock (``advance``), presses shift-register keys
(``key``) and tilts the joystick (``joy[axis].value``);
``supervisor.reload()`` and ``microcontroller.reset()`` raise ``Reload``.
"""

import sys

PERIOD = 1 << 29
clock = [PERIOD - 65536]   # ticks_ms, which first wraps 65 s after boot
queue = []                 # the shift-register keys' events, oldest first


class Reload(BaseException):
    """The program stops here; the driver starts the next one."""


class Space:
    """A module, or any object with a few attributes; as a keypad scanner,
    its own event queue; as nvm, 8 KB erased (the files hold every save)."""
    value = 32768   # a pin read: the joystick at rest
    overflowed = False
    events = None

    def __init__(self, *a, **kw):
        self.events = self

    def get_into(self, event):
        if not queue:
            return False
        event.key_number, event.pressed = queue.pop(0)
        return True

    def clear(self):
        queue.clear()

    def __len__(self):
        return 8192

    def __getitem__(self, i):
        return b"\xff" * (i.stop - i.start)

    def nothing(self, *a, **kw):
        """play, stop, deinit, switch_to_output, neopixel_write: the sound and
        the light go nowhere."""

    reset = deinit = play = stop = neopixel_write = switch_to_output = refresh = nothing


def advance(ms):
    clock[0] = (clock[0] + ms) % PERIOD


def key(number, down):
    queue.append((number, down))


def _reload():
    raise Reload()


joy = (Space(), Space())   # the joystick's axes, x and y
battery = Space()
battery.value = 39718      # A6 reads half of a battery at 4.0 V
m = Space()
for _p in ("BUTTON_CLOCK", "BUTTON_OUT", "BUTTON_LATCH", "SPEAKER", "SPEAKER_ENABLE",
           "NEOPIXEL", "JOYSTICK_X", "JOYSTICK_Y", "A6"):
    setattr(m, _p, _p)
m.board_id = "pygamer"
m.DISPLAY = Space()
m.DISPLAY.width = 160
m.DISPLAY.height = 128
m.DISPLAY.root_group = None
m.DISPLAY.brightness = 1.0
m.Event = m.ShiftRegisterKeys = m.DigitalInOut = m.AudioOut = m.RawSample = Space
m.AnalogIn = lambda pin: joy[0] if pin == "JOYSTICK_X" else joy[1] if pin == "JOYSTICK_Y" \
    else battery
m.ticks_ms = lambda: clock[0]
m.reload = m.reset = _reload
m.set_next_code_file = m.nothing
m.getmount = lambda path: m
m.readonly = False
m.nvm = Space()
m.play = m.stop = m.neopixel_write = m.nothing
board = m
for _name in ("board", "keypad", "supervisor", "storage", "microcontroller", "analogio",
              "digitalio", "audioio", "audiocore", "neopixel_write"):
    sys.modules[_name] = m
