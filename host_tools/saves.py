"""``pull-saves`` and ``push-save``: save records between a board and this computer.

``pull-saves`` only reads the board: every file in ``/saves`` and the whole nvm. Each copy
is checked (frame and record checksums, ``paddock.store.unframe``); the newest good copy of
each slot is written as ``<slot>.sav`` (a bare record, what ``core.save.decode`` reads and
``python -m sim --load`` resumes), damaged copies go to ``damaged/`` as they were. The folder,
``<board id>-<date>-<time>``, is filled under a temporary name and renamed when complete,
so a failure never leaves half a pull behind.

``push-save FILE`` refuses a damaged record, then saves it on the board with the
firmware's own ``paddock.store.Store`` working through the serial link, so it lands in
the right copy (files in play mode, nvm in USB edit mode) with the next sequence number.
"""

import datetime
import io
import os
import shutil
import sys
import tempfile

from host_tools import FIRMWARE, find
from host_tools.errors import BoardError, DeviceError, UsageError
from host_tools.link import Link

if FIRMWARE not in sys.path:
    sys.path.insert(0, FIRMWARE)

from paddock import store as _store  # noqa: E402
from paddock.core import save as codec  # noqa: E402

SAVES = "/saves"


# -- the board as the store sees it -------------------------------------------------------
class RemoteFS:
    """``paddock.store``'s filesystem, on the board through a Link."""

    def __init__(self, link):
        self.link = link

    def open(self, path, mode):
        if "r" in mode:
            try:
                return io.BytesIO(self.link.read_file(path))
            except BoardError as e:
                raise OSError(e.errno or 5, e.line) from None
        return _RemoteWriter(self.link, path)

    def listdir(self, path):
        return self.link.listdir(path)

    def remove(self, path):
        self._do(self.link.remove, path)

    def rename(self, old, new):
        self._do(self.link.rename, old, new)

    def mkdir(self, path):
        self._do(self.link.mkdir, path)

    def sync(self):
        self._do(self.link.run, "os.sync()")

    @staticmethod
    def _do(fn, *args):
        try:
            fn(*args)
        except BoardError as e:
            raise OSError(e.errno or 5, e.line) from None


class _RemoteWriter(io.BytesIO):
    def __init__(self, link, path):
        super().__init__()
        self.link = link
        self.path = path

    def close(self):
        if not self.closed:
            data = self.getvalue()
            super().close()
            try:
                self.link.write_file(self.path, data)
            except BoardError as e:
                raise OSError(e.errno or 5, e.line) from None


class RemoteNvm:
    """``microcontroller.nvm`` on the board, read once and written through."""

    def __init__(self, link):
        self.link = link
        self.image = bytearray(link.read_nvm())

    def __len__(self):
        return len(self.image)

    def __bool__(self):
        return bool(self.image)

    def __getitem__(self, index):
        return self.image[index] if isinstance(index, int) else bytearray(self.image[index])

    def __setitem__(self, index, value):
        start, stop, _ = index.indices(len(self.image))
        self.link.write_nvm(start, bytes(value))
        self.image[start:stop] = value


# -- pull ---------------------------------------------------------------------------------
def read_board(link):
    """(board id, [(where, name, bytes)]) of every save file and the nvm."""
    info = link.info()
    found = []
    try:
        names = sorted(link.listdir(SAVES))
    except OSError:
        names = []
    for name in names:
        found.append(("file", name, link.read_file(SAVES + "/" + name)))
    nvm = link.read_nvm()
    for i in range(len(nvm) // _store.CELL):
        cell = nvm[i * _store.CELL:(i + 1) * _store.CELL]
        if cell[:2] == _store.MAGIC:
            found.append(("nvm", "nvm-cell-%02d" % i, cell))
    return info["board_id"] or "board", found


def sort_copies(found):
    """({slot: (seq, record, source)}, [(source, reason, raw)]) from read_board's list."""
    best = {}
    damaged = []
    for where, name, data in found:
        source = ("saves/" + name) if where == "file" else name
        is_copy = where == "nvm" or name[-2:] in (".0", ".1")
        if not is_copy:
            reason = "kept aside by the console" if ".bad" in name else "not a save copy"
            damaged.append((source, reason, data))
            continue
        try:
            seq, record, gid, _ = _store.unframe(data, exact=where == "file")
            if where == "file" and gid != name[:-2]:
                raise codec.SaveError("holds a %s save" % gid)
        except codec.SaveError as e:
            damaged.append((source, str(e), data))
            continue
        if gid not in best or seq > best[gid][0]:
            best[gid] = (seq, record, source)
    return best, damaged


def pull(args, out=print):
    port = find.choose_port(args.port)
    with Link(port, args.timeout) as link:
        try:
            board_id, found = read_board(link)
        except BoardError as e:
            raise DeviceError("the board refused: %s" % e.line) from None
    best, damaged = sort_copies(found)
    parent = args.out
    os.makedirs(parent, exist_ok=True)
    stamp = datetime.datetime.now().strftime("%Y-%m-%d-%H%M%S")
    final = os.path.join(parent, "%s-%s" % (_safe(board_id), stamp))
    tmp = tempfile.mkdtemp(prefix=".pull-", dir=parent)
    try:
        for slot in sorted(best):
            seq, record, source = best[slot]
            codec.decode(record, slot)  # checked once more, as written
            _write(os.path.join(tmp, slot + ".sav"), record)
        for source, reason, data in damaged:
            _write(os.path.join(tmp, "damaged", source.replace("/", "_")), data)
        if os.path.exists(final):
            raise UsageError("%s already exists" % final)
        os.rename(tmp, final)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    for slot in sorted(best):
        seq, _, source = best[slot]
        out("%s.sav  from %s (sequence %d)" % (slot, source, seq))
    for source, reason, _ in damaged:
        out("DAMAGED %s: %s (raw copy in damaged/)" % (source, reason))
    out("%d saves, %d damaged, in %s" % (len(best), len(damaged), final))
    return 0


def _write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())


def _safe(name):
    return "".join(c if c.isalnum() or c in "-_" else "_" for c in name)


# -- push ---------------------------------------------------------------------------------
def read_record(path):
    """The record in a pulled file (a bare record or one copy); UsageError if damaged."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise UsageError("cannot read %s: %s" % (path, e.strerror)) from None
    try:
        if data[:2] == _store.MAGIC:
            data = _store.unframe(data)[1]
        gid, _, _ = codec.decode(data)
    except codec.SaveError as e:
        raise UsageError("%s is damaged (%s): not pushed" % (path, e)) from None
    return gid, data


def push(args, out=print):
    slot, record = read_record(args.file)
    port = find.choose_port(args.port)
    with Link(port, args.timeout) as link:
        try:
            info = link.info()
            store = _store.Store(root=SAVES, nvm=RemoteNvm(link) or False,
                                 writable=not info["readonly"], fs=RemoteFS(link))
            ok = store.save(slot, record)
        except BoardError as e:
            raise DeviceError("the board refused: %s" % e.line) from None
        for line in store.problems():
            out("board: %s" % line)
        if not ok:
            raise DeviceError("%s was not saved on the board (%s)" % (
                slot, store.problems()[-1] if store.problems() else "unknown reason"))
        out("pushed %s to the board's %s" % (slot, "saves folder" if store.mode() == "files"
                                              else store.mode()))
    return 0
