"""The console's settings in one object, with bytes for a later save.

``to_bytes()`` gives b"PS", a format version, then the fields;
``Settings.from_bytes(data)`` reads them back and raises ValueError with a
one-line reason on anything it does not understand. Format 2 added a byte
after the repeat: Volume | Lights << 2 | Screen << 4 (each 0-2: off, low,
high; dim, normal, bright); a format 1 record (an older Paddock's) still
loads, with their defaults.
"""

from paddock.core.game import EASY, NORMAL, HARD
from paddock.core.options import LEVELS

FORMAT = 2      # format 1 had no hardware byte
NAME_MAX = 8
NAME_COUNT = 5
BOT_LEVELS = (EASY, NORMAL, HARD)
# name, ms before a held d-pad key repeats, ms between repeats
REPEATS = (("off", 0, 0), ("slow", 500, 180), ("fast", 300, 70))
CHARSET = " ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-"
DEFAULT_NAMES = ("Fern", "Jaron", "Vernon", "Rowan", "Mika")


class Settings:
    def __init__(self):
        self.bot_level = NORMAL      # the level a new bot seat starts at
        self.repeat = 1              # index into REPEATS
        self.names = list(DEFAULT_NAMES)
        self.volume = 1              # 0 off, 1 low, 2 high
        self.lights = 1              # the same
        self.screen = 1              # 0 dim, 1 normal, 2 bright

    def name(self, seat):
        """The hot-seat name of seat; seats past the named ones are "Player N"."""
        return self.names[seat] if seat < len(self.names) else "Player %d" % (seat + 1)

    def level_name(self):
        return LEVELS[self.bot_level]

    def repeat_name(self):
        return REPEATS[self.repeat][0]

    def repeat_timing(self):
        """(delay, rate) in ms for `paddock.hal.buttons.Buttons.set_repeat`."""
        r = REPEATS[self.repeat]
        return r[1], r[2]

    def cycle_level(self, step):
        i = BOT_LEVELS.index(self.bot_level) if self.bot_level in BOT_LEVELS else 1
        self.bot_level = BOT_LEVELS[(i + step) % len(BOT_LEVELS)]

    def cycle_repeat(self, step):
        self.repeat = (self.repeat + step) % len(REPEATS)

    def apply(self, app):
        """Screen, Volume and Lights, at once, on app's board."""
        from paddock import drop
        from paddock.hal import outputs
        outputs.apply(app, self.volume, self.lights, self.screen)
        drop("paddock.hal.outputs")

    def to_bytes(self):
        out = bytearray(b"PS")
        out.append(FORMAT)
        out.append(self.bot_level)
        out.append(self.repeat)
        out.append(self.volume | self.lights << 2 | self.screen << 4)
        for name in self.names:
            b = name.encode()
            out.append(len(b))
            out.extend(b)
        return bytes(out)

    @classmethod
    def from_bytes(cls, data):
        if len(data) < 5 or data[:2] != b"PS":
            raise ValueError("not Paddock settings")
        if data[2] != FORMAT and data[2] != 1:
            raise ValueError("settings format %d is unknown" % data[2])
        s = cls()
        if data[3] not in BOT_LEVELS:
            raise ValueError("settings have a bad bot level")
        if data[4] >= len(REPEATS):
            raise ValueError("settings have a bad repeat")
        s.bot_level = data[3]
        s.repeat = data[4]
        i = 5
        if data[2] == FORMAT:
            if len(data) < 6:
                raise ValueError("settings are cut short")
            hw = data[5]
            s.volume = hw & 3
            s.lights = hw >> 2 & 3
            s.screen = hw >> 4
            if s.volume > 2 or s.lights > 2 or s.screen > 2:
                raise ValueError("settings have a bad level")
            i = 6
        names = []
        for _ in range(NAME_COUNT):
            if i >= len(data):
                raise ValueError("settings are cut short")
            n = data[i]
            if n > NAME_MAX or i + 1 + n > len(data):
                raise ValueError("settings have a bad name")
            name = bytes(data[i + 1:i + 1 + n]).decode()
            for ch in name:
                if ch not in CHARSET:
                    raise ValueError("settings have a bad name")
            names.append(name)
            i += 1 + n
        if i != len(data):
            raise ValueError("settings have extra bytes")
        s.names = names
        return s

