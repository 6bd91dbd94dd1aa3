"""``pull-saves`` and ``push-save``: save records between a board and this computer.

``pull-saves`` only reads the board: every file in ``/saves`` and the whole nvm. Each copy
is checked (frame and record checksums, ``paddock.store_read.unframe``); the newest good copy of
each slot is written as ``<slot>.sav`` (a bare record, what ``core.save.decode`` reads and
``python -m sim --load`` resumes), damaged copies go to ``damaged/`` as they were. Every
name that comes from the board (a file name, a slot id in a record) is checked before it
becomes a host path: one that could leave the folder is refused and reported, and
nothing is written outside ``--out``. The folder, ``<board id>-<date>-<time>``, is filled
under a temporary name (``.pull-<pid>-...``) and renamed when complete, so a failure
never leaves half a pull behind; one left by a pull that was killed is removed by the
next. ``--out`` is checked before the board is touched.

``push-save FILE`` checks the record as the console would load it (checksums, a known
game or slot, its version, the header and the game's own ``from_bytes`` checks) and
refuses with exit 2 before touching the board; then it saves it on the board with the
firmware's own ``paddock.store.Store`` working through the serial link, so it lands in
the right copy (files in play mode; in USB edit mode only settings, in nvm) with the
next sequence number.
"""

import datetime
import io
import os
import re
import shutil
import sys
import tempfile

from host_tools import FIRMWARE, find
from host_tools.errors import BoardError, DeviceError, UsageError
from host_tools.link import Link

if FIRMWARE not in sys.path:
    sys.path.insert(0, FIRMWARE)

from paddock import store as _store, store_read as _store_read  # noqa: E402
from paddock.core import save as codec  # noqa: E402

SAVES = "/saves"
NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.\-]{0,63}\Z")
SLOT = re.compile(r"[A-Za-z0-9_]{1,16}\Z")
TMP = ".pull-"


def safe_name(name, slot=False):
    """True when a name from the board may become one host file name."""
    if not isinstance(name, str):
        return False
    return bool((SLOT if slot else NAME).match(name)) and ".." not in name


# -- the board as the store sees it -------------------------------------------------------
class RemoteFS:
    """``paddock.store``'s filesystem, on the board through a Link."""

    def __init__(self, link):
        self.link = link

    def open(self, path, mode):
        if "r" in mode:
            try:
                size = self.link.size(path)
                return io.BytesIO(self.link.read_file(path, min(size, _store.LIMIT + 1)))
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
    """(board id, [(where, name, bytes)], [refused names]) of every save file and the nvm."""
    info = link.info()
    found = []
    refused = []
    try:
        names = sorted(set(link.listdir(SAVES)))
    except OSError:
        names = []
    for name in names:
        if not safe_name(name):
            refused.append(name)
            continue
        size = link.size(SAVES + "/" + name)
        if size > _store.LIMIT:
            found.append(("file", name, None))     # no save is that big: not read
            continue
        found.append(("file", name, link.read_file(SAVES + "/" + name, size)))
    nvm = link.read_nvm()
    for i in range(len(nvm) // _store.CELL):
        cell = nvm[i * _store.CELL:(i + 1) * _store.CELL]
        if cell[:2] == _store.MAGIC:
            found.append(("nvm", "nvm-cell-%02d" % i, cell))
    return info["board_id"] or "board", found, refused


def sort_copies(found):
    """({slot: (seq, record, source)}, [(source, reason, raw)], [refused ids]) from
    read_board's list."""
    best = {}
    damaged = []
    refused = []
    for where, name, data in found:
        source = ("saves/" + name) if where == "file" else name
        is_copy = where == "nvm" or name[-2:] in (".0", ".1")
        if data is None:
            damaged.append((source, "too big to be a save (not read)", b""))
            continue
        if not is_copy:
            reason = "kept aside by the console" if ".bad" in name else "not a save copy"
            damaged.append((source, reason, data))
            continue
        try:
            seq, record, gid, _ = _store_read.unframe(data, exact=where == "file")
            if where == "file" and gid != name[:-2]:
                raise codec.SaveError("holds a %s save" % gid)
        except codec.SaveError as e:
            damaged.append((source, str(e), data))
            continue
        if not safe_name(gid, slot=True):
            refused.append(gid)
            continue
        if gid not in best or _store.newer(seq, best[gid][0]):
            best[gid] = (seq, record, source)
    return best, damaged, refused


def prepare_out(parent):
    """The --out folder, made and writable, with what killed pulls left removed;
    UsageError (before the board is touched) if it cannot be."""
    if os.path.exists(parent) and not os.path.isdir(parent):
        raise UsageError("--out %s is not a folder" % parent)
    try:
        os.makedirs(parent, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=TMP + "probe-", dir=parent)
        os.close(fd)
        os.remove(probe)
    except OSError as e:
        raise UsageError("cannot write in --out %s: %s" % (parent, e.strerror or e)) from None
    for name in os.listdir(parent):
        m = re.match(r"\.pull-(\d+)-", name)
        path = os.path.join(parent, name)
        if m and os.path.isdir(path) and not os.path.islink(path) and not _alive(int(m.group(1))):
            shutil.rmtree(path, ignore_errors=True)


def _alive(pid):
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True


def pull(args, out=print):
    parent = args.out
    prepare_out(parent)
    port = find.choose_port(args.port)
    with Link(port, args.timeout, args.stay_stopped) as link:
        try:
            board_id, found, refused = read_board(link)
        except BoardError as e:
            raise DeviceError("the board refused: %s" % e.line) from None
    best, damaged, bad_ids = sort_copies(found)
    refused += bad_ids
    stamp = datetime.datetime.now().strftime("%Y-%m-%d-%H%M%S")
    final = os.path.join(parent, "%s-%s" % (_safe(board_id), stamp))
    tmp = tempfile.mkdtemp(prefix="%s%d-" % (TMP, os.getpid()), dir=parent)
    try:
        for slot in sorted(best):
            seq, record, source = best[slot]
            codec.decode(record, slot)  # checked once more, as written
            _write(tmp, slot + ".sav", record)
        for source, reason, data in damaged:
            if data:
                _write(tmp, os.path.join("damaged", source.replace("/", "_")), data)
        if os.path.exists(final):
            raise UsageError("%s already exists" % final)
        os.rename(tmp, final)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    for slot in sorted(best):
        seq, _, source = best[slot]
        out("%s.sav  from %s (sequence %d)" % (slot, source, seq))
    for source, reason, data in damaged:
        out("DAMAGED %s: %s%s" % (source, reason, " (raw copy in damaged/)" if data else ""))
    for name in refused:
        out("REFUSED a name from the board: %r (not a safe file name; nothing written for it)"
            % (name,))
    out("%d saves, %d damaged, in %s" % (len(best), len(damaged), final))
    return 0


def _write(folder, rel, data):
    """Write folder/rel, which must stay inside folder."""
    path = os.path.join(folder, rel)
    root = os.path.realpath(folder)
    if not os.path.realpath(path).startswith(root + os.sep):
        raise DeviceError("refused to write %r outside the pull folder" % rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "xb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())


def _safe(name):
    return "".join(c if c.isalnum() or c in "-_" else "_" for c in str(name))[:40] or "board"


# -- push ---------------------------------------------------------------------------------
def read_record(path):
    """(slot, record) in a pulled file (a bare record or one copy), checked as the
    console would load it; UsageError if it would not load."""
    try:
        with open(path, "rb") as f:
            data = f.read(1 << 16)
    except OSError as e:
        raise UsageError("cannot read %s: %s" % (path, e.strerror)) from None
    try:
        if data[:2] == _store.MAGIC:
            data = _store_read.unframe(data)[1]
        gid, version, _ = codec.decode(data)
    except codec.SaveError as e:
        raise UsageError("%s is damaged (%s): not pushed" % (path, e)) from None
    why = check_record(gid, version, data)
    if why:
        raise UsageError("%s: %s: not pushed" % (path, why))
    return gid, data


def check_record(gid, version, record):
    """Why the firmware would not load this record (one line), or None."""
    from paddock import games
    if gid == "settings":
        from paddock.console.saves import SETTINGS_VERSION
        from paddock.console.settings import Settings
        if version != SETTINGS_VERSION:
            return "settings version %d is unknown" % version
        try:
            Settings.from_bytes(codec.decode(record, gid, version)[2])
        except ValueError as e:
            return "bad settings (%s)" % e
        return None
    if gid == "season":
        from paddock.games.stockcar.season import VERSION, Season
        if version != VERSION:
            return "season version %d is unknown" % version
        try:
            Season.from_record(record)
        except ValueError as e:
            return "bad season (%s)" % e
        return None
    if gid not in [g for g, _ in games.GAMES]:
        return "unknown game id %r (known: %s)" % (gid, ", ".join(g for g, _ in games.GAMES))
    import importlib
    meta = importlib.import_module(games.package(gid))
    if version != meta.VERSION:
        return "%s save version %d is unknown (this firmware reads %d)" % (gid, version,
                                                                         meta.VERSION)
    from paddock.console.reading import load_state
    try:
        load_state(gid, record, meta, games.load(gid, "rules"))
    except Exception as e:  # whatever the game's checks raise, in one line
        text = str(e).strip().splitlines()
        return "the race does not load (%s)" % (text[0] if text else type(e).__name__)
    return None


def push(args, out=print):
    slot, record = read_record(args.file)
    port = find.choose_port(args.port)
    with Link(port, args.timeout, args.stay_stopped) as link:
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
                slot, store.reason or "unknown reason"))
        out("pushed %s to the board's %s" % (slot, "saves folder" if store.mode() == "files"
                                              else store.mode()))
    return 0
