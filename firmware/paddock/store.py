"""Save slots that survive a power cut (docs/architecture.md, "Saves").

A slot (a game id, "settings", "season") keeps two copies of its record, each
framed ``b"PS" | sequence (3) | length (2) | record | CRC-16 (2)``. A save
writes the copy that does not hold the newest good record, so a power cut
spoils at most that one write. Copies live in ``saves/<id>.0`` and ``.1``
when code may write files, else in 512-byte cells of ``microcontroller.nvm``.
Damaged or unknown-version copies are reported and kept aside, never
overwritten. Loading takes the highest sequence from files and nvm.
"""

from paddock.core import save as codec

MAGIC = b"PS"
HEAD = 7            # magic, sequence, record length
CELL = 512          # nvm bytes per copy: records up to CELL - HEAD - 2
MAX_SEQ = 0xFFFFFF
ERASED = b"\xff\xff"


class FileSystem:
    """The board's files; tests and host tools pass their own to Store(fs=)."""

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


def frame(seq, record):
    """One copy of a record: the bytes written to a file or an nvm cell."""
    n = len(record)
    out = bytearray(MAGIC)
    out.append((seq >> 16) & 0xFF)
    out.append((seq >> 8) & 0xFF)
    out.append(seq & 0xFF)
    out.append(n >> 8)
    out.append(n & 0xFF)
    c = codec.crc16(record[n - 2:], codec.crc16(out))
    out.extend(record)
    out.append(c >> 8)
    out.append(c & 0xFF)
    return bytes(out)


def unframe(data, exact=True):
    """(sequence, record, game id, version) of a copy; SaveError if damaged.

    ``exact`` is False for an nvm cell, whose tail may hold old bytes.
    """
    if len(data) < HEAD + 12 or data[0:2] != MAGIC:
        raise codec.SaveError("not a save copy")
    n = (data[5] << 8) | data[6]
    end = HEAD + n
    if len(data) < end + 2 or (exact and len(data) != end + 2):
        raise codec.SaveError("cut short" if len(data) < end + 2 else "extra bytes")
    record = bytes(data[HEAD:end])
    if codec.crc16(record[n - 2:], codec.crc16(data[0:HEAD])) != (data[end] << 8) | data[end + 1]:
        raise codec.SaveError("checksum does not match")
    gid, ver, _ = codec.decode(record)
    return (data[2] << 16) | (data[3] << 8) | data[4], record, gid, ver


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
    """The console's saves.

    :param str root: save folder, relative (the simulator runs elsewhere)
    :param nvm: slice-assignable; None: ``microcontroller.nvm``; False: none
    :param writable: whether code may write files; None finds out
    :param fs: the filesystem (default ``FileSystem()``)
    """

    def __init__(self, root="saves", nvm=None, writable=None, fs=None):
        self.root = root
        self.fs = fs or FileSystem()
        self._problems = []
        if nvm is None:
            nvm = _board_nvm()
        self.nvm = nvm if nvm and len(nvm) >= CELL else None
        if writable is None:
            writable = self._probe(fs is None)
        self.writable = writable

    def mode(self):
        """Where saves go: "files", "nvm" or "off"."""
        if self.writable:
            return "files"
        return "nvm" if self.nvm is not None else "off"

    def problems(self):
        """One-line messages about damaged or unsaved copies, oldest first."""
        return self._problems

    def load(self, slot, version=None):
        """The newest good record, or None; other versions are kept aside."""
        _check_slot(slot)
        best = self._newest(slot, version)
        return best[1] if best else None

    def exists(self, slot):
        _check_slot(slot)
        return self._newest(slot, None) is not None

    def save(self, slot, record):
        """Write a record (from ``core.save.encode``); False if it could not."""
        _check_slot(slot)
        gid, ver, _ = codec.decode(record)
        if gid != slot:
            raise ValueError("record is for %s, not %s" % (gid, slot))
        mode = self.mode()
        if mode == "off":
            return self._fail("%s not saved: saves are off" % slot)
        try:
            files = self._file_copies(slot, ver)
            cells = self._cells(slot, ver) if self.nvm is not None else ([], [])
            seq = 0
            for copy in files[0] + cells[0]:
                seq = max(seq, copy[0])
            seq = min(seq + 1, MAX_SEQ)
            if mode == "files":
                return self._save_file(slot, seq, record, files[1], files[2])
            return self._save_nvm(slot, seq, record, cells[0], cells[1])
        except OSError as e:
            return self._fail("%s not saved: %s" % (slot, _why(e)))

    def delete(self, slot):
        """Remove every good and damaged copy (never the ``.bad`` files)."""
        _check_slot(slot)
        ok = True
        if self.nvm is not None:
            for i in range(len(self.nvm) // CELL):
                if self._cell_id(i) == slot:
                    self.nvm[i * CELL:i * CELL + 2] = ERASED
        names = self._names()
        for i in (0, 1):
            name = "%s.%d" % (slot, i)
            if name in names:
                try:
                    self.fs.remove(self._path(name))
                except OSError as e:
                    ok = self._fail("%s not deleted: %s" % (name, _why(e)))
        return ok

    def slots(self):
        """Ids of the slots that have copies (good or damaged), sorted."""
        ids = []
        for name in self._names():
            if name[-2:] in (".0", ".1") and name[:-2] not in ids:
                ids.append(name[:-2])
        if self.nvm is not None:
            for i in range(len(self.nvm) // CELL):
                gid = self._cell_id(i)
                if gid and gid not in ids:
                    ids.append(gid)
        ids.sort()
        return ids

    def check(self):
        """Read every slot so damage is reported; returns problems()."""
        for slot in self.slots():
            try:
                _check_slot(slot)
            except ValueError:
                continue
            self._newest(slot, None)
        return self._problems

    def _newest(self, slot, version):
        """(sequence, record) of the newest usable copy in files and nvm."""
        best = None
        for seq, record in self._file_copies(slot, version)[0]:
            if best is None or seq > best[0]:
                best = (seq, record)
        if self.nvm is not None:
            for seq, record, _ in self._cells(slot, version)[0]:
                if best is None or seq > best[0]:
                    best = (seq, record)
        return best

    def _file_copies(self, slot, version):
        """([(seq, record), ...], {index: seq}, [blocked indices])."""
        good = []
        seqs = {}
        blocked = []
        names = self._names()
        for i in (0, 1):
            name = "%s.%d" % (slot, i)
            if name not in names:
                continue
            why = None
            try:
                data = self._read(self._path(name))
                seq, record, gid, ver = unframe(data)
                if gid != slot:
                    why = "holds a %s save" % gid
                elif version is not None and ver != version:
                    why = "is version %d, not %d" % (ver, version)
            except codec.SaveError as e:
                why = "damaged (%s)" % e.args[0]
            except OSError as e:
                why = "unreadable (%s)" % _why(e)
            if why is None:
                good.append((seq, record))
                seqs[i] = seq
            elif not self._set_aside(name, why, names):
                blocked.append(i)
        return good, seqs, blocked

    def _cells(self, slot, version):
        """([(seq, record, cell)], [damaged cells]) of a slot in nvm."""
        good = []
        bad = []
        for i in range(len(self.nvm) // CELL):
            if self._cell_id(i) != slot:
                continue
            try:
                seq, record, gid, ver = unframe(self.nvm[i * CELL:(i + 1) * CELL], False)
                if version is None or ver == version:
                    good.append((seq, record, i))
                    continue
                self._report("nvm %s: version %d, not %d; kept" % (slot, ver, version))
            except codec.SaveError as e:
                bad.append(i)
                self._report("nvm %s: damaged (%s); kept" % (slot, e.args[0]))
        return good, bad

    def _cell_id(self, i):
        """The slot id a cell names: "" if empty, "?" if unreadable."""
        b = self.nvm[i * CELL:i * CELL + HEAD + 21]
        if b[0:2] != MAGIC:
            return ""
        n = b[HEAD + 4]
        if b[HEAD:HEAD + 3] != codec.MAGIC or n > 16:
            return "?"
        try:
            return bytes(b[HEAD + 5:HEAD + 5 + n]).decode()
        except UnicodeError:
            return "?"

    def _read(self, path):
        f = self.fs.open(path, "rb")
        try:
            return f.read()
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
            if newest < 0 or seqs[i] > seqs[newest]:
                newest = i
        target = 1 if newest == 0 or (newest < 0 and 0 in blocked) else 0
        if target in blocked:
            return self._fail("%s not saved: remove %s.%d" % (slot, slot, target))
        self._mkdir()
        data = frame(seq, record)
        path = self._path("%s.%d" % (slot, target))
        f = self.fs.open(path, "wb")
        try:
            f.write(data)
            f.flush()
        finally:
            f.close()
        sync = getattr(self.fs, "sync", None)
        if sync:
            sync()
        if self._read(path) != data:
            return self._fail("%s.%d did not read back" % (slot, target))
        return True

    def _save_nvm(self, slot, seq, record, good, bad):
        data = frame(seq, record)
        if len(data) > CELL:
            return self._fail("%s not saved: %d bytes is too big for nvm" % (slot, len(record)))
        good.sort()
        target = good[0][2] if len(good) >= 2 else -1
        if target < 0:
            for i in range(len(self.nvm) // CELL):
                if self._cell_id(i) == "":
                    target = i
                    break
        if target < 0 and bad:
            target = bad[0]
            self._report("nvm full: %s written over a damaged copy" % slot)
        if target < 0:
            return self._fail("%s not saved: nvm is full" % slot)
        a = target * CELL
        self.nvm[a:a + len(data)] = data
        if bytes(self.nvm[a:a + len(data)]) != data:
            return self._fail("%s nvm copy did not read back" % slot)
        return True

    def _set_aside(self, name, why, names):
        """Rename a copy that must not be overwritten; False if it stays."""
        if self.writable:
            for k in range(10):
                bad = name + ".bad" + (str(k) if k else "")
                if bad in names:
                    continue
                try:
                    self.fs.rename(self._path(name), self._path(bad))
                    names.remove(name)
                    names.append(bad)
                    self._report("%s %s; kept as %s" % (name, why, bad))
                    return True
                except OSError:
                    break
        self._report("%s %s; kept" % (name, why))
        return False

    def _mkdir(self):
        try:
            self.fs.mkdir(self.root)
        except OSError as e:
            if e.args[0] != 17:  # EEXIST
                raise

    def _probe(self, own_fs):
        """Whether code may write: the board says, else try mkdir."""
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
        if msg not in self._problems:
            self._problems.append(msg)

    def _fail(self, msg):
        self._report(msg)
        return False


def _why(err):
    code = err.args[0] if err.args else 0
    if code == 30:
        return "read-only filesystem"
    if code == 28:
        return "drive full"
    return "error %s" % (code,)
