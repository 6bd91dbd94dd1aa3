"""The save codec: versioned bytes with a checksum.

A record is::

    b"PDK" | codec version (1) = 2 | id length (1) | game id | state version (1)
           | payload length (2, big-endian) | payload | CRC-32 (4, big-endian)

The CRC is zlib's CRC-32 from ``binascii.crc32``, in C on every board (codec 1
summed a CRC-16 bit by bit in Python: a third of a second a save on a
PyGamer); a codec-1 record is refused as from an older Paddock.

A game writes its payload with ``Writer`` and reads it back with ``Reader``;
their ``base``, ``u8s`` and ``fields`` write and read in one call what every
payload holds (both random streams and the counters, byte and bytearray fields).
Any damage (short, wrong magic, unknown version, bad checksum) raises
SaveError with a one-line reason, and the bytes are left untouched.
``validate`` runs a game's check module on a rebuilt State, so a save whose
checksum passes but whose fields cannot be played is refused the same way.
"""

from binascii import crc32

from paddock.core import SaveError  # noqa: F401  (the codec's error, kept resident)

MAGIC = b"PDK"
CODEC = 2


def crc_bytes(data, value=0):
    """The CRC-32 of data (continuing value) as 4 big-endian bytes."""
    return (crc32(data, value) & 0xFFFFFFFF).to_bytes(4, "big")


def encode(game_id, version, payload):
    w = begin(game_id, version, len(payload))
    w.buf.extend(payload)
    return bytes(finish(w))


def begin(game_id, version, room):
    """A Writer holding a record's head, with room for a payload of about
    room bytes after it: the record is written in one buffer (a board's
    heap has few large holes), then closed by ``finish``."""
    gid = game_id.encode()
    w = Writer(12 + len(gid) + room)
    out = w.buf
    out.extend(MAGIC)
    out.append(CODEC)
    w.raw(gid)
    out.append(version)
    out.extend(b"\0\0")   # the payload's length: ``finish`` knows it
    return w


def finish(w):
    """The record ``begin`` started in w, its payload written: the length
    and the CRC set, returned as w's bytearray."""
    out = w.buf
    at = 6 + out[4]
    n = len(out) - at - 2
    if n > 0xFFFF:
        raise SaveError("save too large")
    out[at] = n >> 8
    out[at + 1] = n & 0xFF
    out.extend(crc_bytes(out))
    return out


def decode(data, game_id=None, version=None, payload=True):
    """(game id, state version, payload) of a record; SaveError if damaged.
    With payload False the payload is checked, not copied (None)."""
    if data[:3] != MAGIC[:len(data)] or len(data) < 3:
        raise SaveError("not a Paddock save")
    if len(data) < 12:
        raise SaveError("save is cut short")
    if data[3] != CODEC:
        raise SaveError("save is from an older Paddock" if data[3] == 1 else
                        "save format %d is unknown" % data[3])
    n = data[4]
    if len(data) < 12 + n:
        raise SaveError("save is cut short")
    ver = data[5 + n]
    size = (data[6 + n] << 8) | data[7 + n]
    end = 8 + n + size
    if len(data) != end + 4:
        raise SaveError("save is cut short" if len(data) < end + 4 else "save has extra bytes")
    if crc_bytes(memoryview(data)[:end]) != data[end:end + 4]:
        raise SaveError("save checksum does not match")
    try:
        gid = bytes(data[5:5 + n]).decode()
    except UnicodeError:
        raise SaveError("save has a bad game id")
    if game_id is not None and gid != game_id:
        raise SaveError("save is for %s, not %s" % (gid, game_id))
    if version is not None and ver != version:
        raise SaveError("%s save version %d is unknown" % (gid, ver))
    return gid, ver, bytes(data[8 + n:end]) if payload else None


def validate(st, name):
    """Run module ``name``'s ``check(st)``; SaveError if it fails.

    The module (and ``core.valid``) is imported for this call only and
    dropped after, so its code takes heap only while a save is loaded. An
    IndexError or ValueError inside it is a field out of range.
    """
    import gc
    import sys
    if hasattr(gc, "mem_free"):   # a board: the module compiles now, in a clean heap
        gc.collect()
    try:
        __import__(name)
        sys.modules[name].check(st)
    except SaveError:
        raise
    except (IndexError, KeyError, ValueError, TypeError):
        raise SaveError("save has a field out of range")
    finally:
        for mod in (name, "paddock.core.valid"):
            if mod in sys.modules:
                del sys.modules[mod]
            i = mod.rfind(".")
            parent = sys.modules.get(mod[:i])
            if parent is not None and hasattr(parent, mod[i + 1:]):
                delattr(parent, mod[i + 1:])


class Writer:
    """Bytes written in order into ``buf``; room (bytes) is made at once, so
    a buffer that stays within it never moves (its appends reallocate nothing)."""

    def __init__(self, room=256):
        self.buf = bytearray(room)
        self.buf[:] = b""   # the length goes, the room stays (CircuitPython keeps it)

    def u8(self, v):
        if not 0 <= v <= 255:
            raise SaveError("value %d does not fit a byte" % v)
        self.buf.append(v)

    def u16(self, v):
        self.u8(v >> 8)
        self.u8(v & 0xFF)

    def u30(self, v):
        self.u16(v >> 15)
        self.u16(v & 0x7FFF)

    def raw(self, data):
        """A length-prefixed run of bytes (a hand, a pile, the seats)."""
        self.u8(len(data))
        self.buf.extend(data)

    def pile(self, pile):
        self.u8(pile.n)
        self.buf.extend(pile.cards[:pile.n])

    def rng(self, rng):
        self.u30(rng.z)
        self.u30(rng.w)

    def base(self, st, wide=True):
        """What every game saves: both random streams, then ``turns`` and
        ``moves`` (u30 each, or u16 when not wide)."""
        self.rng(st.rng)
        self.rng(st.bot_rng)
        count = self.u30 if wide else self.u16
        count(st.turns)
        count(st.moves)

    def u8s(self, obj, names):
        """The named small-int fields of obj, a byte each."""
        for name in names:
            self.u8(getattr(obj, name))

    def fields(self, obj, names):
        """The named bytearray fields of obj, each length-prefixed."""
        for name in names:
            self.raw(getattr(obj, name))


class Reader:
    def __init__(self, data):
        self.data = data
        self.i = 0

    def u8(self):
        if self.i >= len(self.data):
            raise SaveError("save is cut short")
        v = self.data[self.i]
        self.i += 1
        return v

    def u16(self):
        return (self.u8() << 8) | self.u8()

    def u30(self):
        return (self.u16() << 15) | self.u16()

    def raw(self):
        n = self.u8()
        if self.i + n > len(self.data):
            raise SaveError("save is cut short")
        v = bytearray(self.data[self.i:self.i + n])
        self.i += n
        return v

    def pile(self, pile):
        data = self.raw()
        if len(data) > len(pile.cards):
            raise SaveError("save has too many cards in a pile")
        pile.set(data)

    def rng(self, rng):
        z = self.u30()
        w = self.u30()
        try:
            rng.set_state(z, w)
        except ValueError:
            raise SaveError("save has a bad random state")

    def base(self, st, wide=True):
        """Read back ``Writer.base`` into st."""
        self.rng(st.rng)
        self.rng(st.bot_rng)
        count = self.u30 if wide else self.u16
        st.turns = count()
        st.moves = count()

    def u8s(self, obj, names):
        """Read back ``Writer.u8s`` into obj."""
        for name in names:
            setattr(obj, name, self.u8())

    def fields(self, obj, names, what="field"):
        """Read back ``Writer.fields`` into obj: each field must keep the
        length it has in obj, else SaveError("save has a bad <what>")."""
        for name in names:
            data = self.raw()
            if len(data) != len(getattr(obj, name)):
                raise SaveError("save has a bad " + what)
            setattr(obj, name, data)

    def end(self):
        if self.i != len(self.data):
            raise SaveError("save has extra bytes")
