"""Save slots that survive a power cut (docs/architecture.md, "Saves", says
what each storage mode promises; this module keeps those promises).

A slot (a game id, "settings", "season") keeps two copies of its record, each
framed ``b"PT" | sequence (3) | length (2) | record | CRC-32 (4)`` (the CRC of
the frame's head and the record's own CRC, ``binascii.crc32`` in C).

- files (play mode): ``saves/<id>.0`` and ``.1``; a save writes only the copy
  not holding the newest good record and reads it back; a failed write
  removes its own half-written copy; a damaged copy becomes ``<id>.bad``.
- nvm (USB edit mode): a SAMD51 rewrites the whole 8 KB block on every write,
  so nvm holds only the settings and the console's hand-over, never a race.
- off: nothing is written.

Loading (``store_read``) takes the newest good copy across files and nvm;
24-bit sequence numbers compare with wrap-around, so saving never stops.
This module writes and deletes, without the codec: a race's autosave loads
nothing else.
"""

from binascii import crc32

MAGIC = b"PT"       # "PS" framed the codec-1 records, summed by a CRC-16
RECORD = b"PDK"     # core.save.MAGIC, to name an nvm cell without the codec
OLD_MAGIC = b"PS"
HEAD = 7            # magic, sequence, record length
CELL = 512          # nvm bytes per copy: records up to CELL - HEAD - 4
SEQ = 0xFFFFFF      # sequence numbers wrap at 2**24
LIMIT = 2048        # bytes of a copy read at most: a larger file is not a save
ERASED = b"\xff\xff"
NVM_SLOTS = ("settings", "launch")   # the console's hand-over is gone once read


class FileSystem:
    """The board's files; tests and host tools pass their own."""

    def __init__(self):
        import os
        self.os = os

    def open(self, path, mode):
        return open(path, mode)

    def listdir(self, path):
        return self.os.listdir(path)

    def remove(self, path):
        self.os.remove(path)

    def rename(self, old, new):
        self.os.rename(old, new)

    def mkdir(self, path):
        self.os.mkdir(path)

    def sync(self):
        sync = getattr(self.os, "sync", None)
        if sync:
            sync()


def newer(a, b):
    """True when sequence a comes after b (24-bit, with wrap-around)."""
    d = (a - b) & SEQ
    return 0 < d < 0x800000


def _crc(data, value=0):
    """CRC-32 (``binascii.crc32``, in C) as 4 big-endian bytes."""
    return (crc32(data, value) & 0xFFFFFFFF).to_bytes(4, "big")


def ends(seq, record):
    """(head, tail) of a copy of record: the copy is head + record + tail,
    written in three pieces (a board's heap has few large holes)."""
    n = len(record)
    head = bytes((MAGIC[0], MAGIC[1], seq >> 16 & 0xFF, seq >> 8 & 0xFF, seq & 0xFF, n >> 8,
                  n & 0xFF))
    return head, _crc(record[n - 4:], crc32(head))


def frame(seq, record):
    """One copy of a record in one piece, as an nvm cell holds it."""
    head, tail = ends(seq, record)
    return head + bytes(record) + tail


def named(record):
    """(game id, state version) of a whole ``core.save`` record, checked by
    its own CRC without the codec; ValueError if it is not one."""
    n = record[4] if len(record) > 12 and record[:3] == RECORD else -1
    end = -1
    if 0 <= n and len(record) >= 12 + n:
        end = 8 + n + ((record[6 + n] << 8) | record[7 + n])   # the payload's end
    if end + 4 != len(record) or _crc(memoryview(record)[:end]) != record[end:]:
        raise ValueError("not a whole save record")
    return bytes(record[5:5 + n]).decode(), record[5 + n]


def _reading():
    from paddock import store_read   # the App drops it between a race's saves
    return store_read


def _check_slot(slot):
    if not slot or len(slot) > 16:
        raise ValueError("bad slot id %r" % (slot,))
    for ch in slot:
        if not (ch.isalpha() or ch.isdigit() or ch == "_"):
            raise ValueError("bad slot id %r" % (slot,))


def _board_nvm():
    try:
        import microcontroller
        return microcontroller.nvm
    except (ImportError, AttributeError):
        return None


class Store:
    """``root``: the save folder; ``nvm``: slice-assignable (None: the
    board's, False: none); ``writable``: may code write (None: find out);
    ``fs``: the filesystem; ``wrote``: a dict of what this program last
    wrote, slot -> (sequence, copy), to go on from without reading the
    copies again (a program that makes a store for each save keeps one).
    ``reason``: why the last save or delete failed."""

    def __init__(self, root="saves", nvm=None, writable=None, fs=None, wrote=None):
        self.root = root
        self.fs = fs or FileSystem()
        self._problems = []
        self.reason = None
        self._aside = []     # (slot, sequence) set aside this session where no rename could
        self._wrote = {} if wrote is None else wrote
        if nvm is None:
            nvm = _board_nvm()
        self.nvm = nvm if nvm and len(nvm) >= CELL else None
        if writable is None:
            writable = self._probe(fs is None)
        self.writable = writable

    def mode(self):
        """Where saves go: "files", "nvm" (the settings only) or "off"."""
        if self.writable:
            return "files"
        return "nvm" if self.nvm is not None else "off"

    def can_save(self, slot):
        """Whether a save of slot can be written in this mode."""
        mode = self.mode()
        return mode == "files" or (mode == "nvm" and slot in NVM_SLOTS)

    def why(self, slot, name):
        """Why slot's last save failed, in one line, the slot called name."""
        p = self._problems
        line = self.reason or (p[-1] if p else slot + " not saved")
        return line.replace(slot + " not saved", name + " not saved")

    def problems(self):
        """One-line messages about damaged or unsaved copies, oldest first."""
        return self._problems

    def load(self, slot, version=None):
        """The newest good record, or None; other versions are kept aside."""
        return _reading().load(self, slot, version)

    def prime(self, slot, version):
        """Read slot's copies now (while the heap is whole), so that its next
        save goes on from them without reading them: True if it will."""
        return _reading().prime(self, slot, version)

    def slots(self):
        """Ids of the slots that have copies (good or damaged), sorted."""
        return _reading().slots(self)

    def check(self):
        """Read every slot so damage is reported; returns problems()."""
        return _reading().check(self)

    def save(self, slot, record):
        """Write a record (``core.save.encode``); False if not (see reason)."""
        _check_slot(slot)
        gid, ver = named(record)
        if gid != slot:
            raise ValueError("record is for %s, not %s" % (gid, slot))
        mode = self.mode()
        if not self.can_save(slot):
            return self._fail("%s not saved: %s" % (slot, "saves are off" if mode == "off" else
                                                    "in USB edit mode only the settings are"))
        last = self._wrote.pop(slot, None)
        try:
            if last and mode == "files":   # the next copy, as this program wrote the last
                return self._save_file(slot, (last[0] + 1) & SEQ, record, {last[1]: last[0]},
                                       ())
            seq, files, cells = _reading().next_copy(self, slot, ver)
            if mode == "files":
                ok = self._save_file(slot, seq, record, files[1], files[2])
            else:
                ok = self._call("store_nvm", "save", slot, seq, record, cells[0], cells[1])
        except OSError as e:
            return self._fail("%s not saved: %s" % (slot, _why(e)))
        if ok:
            self.reason = None
        return ok

    def delete(self, slot):
        """Remove every good and damaged copy (never the ``.bad`` file)."""
        _check_slot(slot)
        self._wrote.pop(slot, None)
        ok = True
        if self.nvm is not None:
            self._call("store_nvm", "erase", slot)
        names = self._names()
        for i in (0, 1):
            name = "%s.%d" % (slot, i)
            if name in names:
                try:
                    self.fs.remove(self._path(name))
                except OSError as e:
                    ok = self._fail("%s not deleted: %s" % (name, _why(e)))
        return ok

    def set_aside(self, slot, why, record=None):
        """Keep a failing record out of Continue's way; the one-line report
        (``store_aside``, loaded only for this)."""
        self._wrote.pop(slot, None)
        return self._call("store_aside", "set_aside", slot, why, record)

    def _aside_copy(self, slot, name, why, names):
        """A damaged copy that must not be overwritten: renamed; False if it stays."""
        return self._call("store_aside", "aside_copy", slot, name, why, names)

    def _call(self, module, fn, *args):
        """fn(self, *args) of ``paddock.<module>``, loaded for the call only:
        what a race's saves never need takes no heap."""
        from paddock import once
        return once("paddock." + module, fn, self, *args)

    def _cells(self, slot, version):
        """([(seq, record, cell)], [damaged cells]) of a slot in nvm."""
        return self._call("store_nvm", "cells", slot, version)

    def _cell_id(self, i):
        """The slot id nvm cell i names: "" if empty, "?" if unreadable."""
        return self._call("store_nvm", "cell_id", i)

    def _holds(self, path, parts):
        """True if the file holds exactly the parts, one after another, read
        back a little at a time."""
        f = self.fs.open(path, "rb")
        try:
            for part in parts:
                i = 0
                while i < len(part):
                    piece = f.read(min(64, len(part) - i))
                    if not piece or piece != part[i:i + len(piece)]:
                        return False
                    i += len(piece)
            return not f.read(1)
        finally:
            f.close()

    def _names(self):
        try:
            return self.fs.listdir(self.root)
        except OSError:
            return []

    def _path(self, name):
        return self.root + "/" + name

    def _save_file(self, slot, seq, record, seqs, blocked):
        newest = -1
        for i in seqs:
            if newest < 0 or newer(seqs[i], seqs[newest]):
                newest = i
        target = 1 if newest == 0 or (newest < 0 and 0 in blocked) else 0
        if target in blocked:
            return self._fail("%s not saved: remove %s.%d" % (slot, slot, target))
        self._mkdir()
        head, tail = ends(seq, record)
        path = self._path("%s.%d" % (slot, target))
        try:
            f = self.fs.open(path, "wb")
            try:
                for part in (head, record, tail):
                    f.write(part)
                f.flush()
            finally:
                f.close()
            sync = getattr(self.fs, "sync", None)
            if sync:
                sync()
            ok = self._holds(path, (head, record, tail))
        except OSError as e:
            self._drop(path)   # our own half-written copy: no damage to keep
            return self._fail("%s not saved: %s" % (slot, _why(e)))
        if not ok:
            self._drop(path)
            return self._fail("%s not saved: %s.%d did not read back" % (slot, slot, target))
        self._wrote[slot] = (seq, target)
        self.reason = None
        return True

    def _drop(self, path):
        try:
            self.fs.remove(path)
        except OSError:
            pass

    def _mkdir(self):
        try:
            self.fs.mkdir(self.root)
        except OSError as e:
            if e.args[0] != 17:  # EEXIST
                raise

    def _probe(self, own_fs):
        """May code write? The board says, else try mkdir."""
        if own_fs:
            try:
                import storage
                return not storage.getmount("/").readonly
            except (ImportError, AttributeError, OSError, ValueError):
                pass
        try:
            self.fs.mkdir(self.root)
            return True
        except OSError as e:
            return e.args[0] == 17

    def _report(self, msg):
        """Add a problem; a repeat moves to the end (the last is the latest)."""
        if msg in self._problems:
            self._problems.remove(msg)
        self._problems.append(msg)

    def _fail(self, msg):
        self._report(msg)
        self.reason = msg
        return False


def _why(err):
    code = err.args[0] if err.args else 0
    if code == 30:
        return "read-only filesystem"
    if code == 28:
        return "the drive is full"
    if code == 5:
        return "input/output error"
    return "error %s" % (code,)
