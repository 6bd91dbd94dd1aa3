"""``flash``: put the firmware, the fonts and the Adafruit libraries it imports on a board.

What goes where: ``firmware/*`` to the drive's root, every file of ``fonts/`` to
``/fonts``, and each ``adafruit_*`` library the firmware imports (found by reading its
imports, then the libraries' own) from this Python's installed packages to ``/lib``.
Every module but ``code.py`` and ``boot.py`` is compiled with CircuitPython's own
mpy-cross (``host_tools.mpy``: ``--mpy-cross``, ``$PADDOCK_MPY_CROSS``, the shared tool);
without one, or with ``--sources``, the ``.py`` files go as they are, and flash says so.

Only files whose hash differs are written, and never over a live file:

1. every changed file is written beside its place as ``<path>.part`` and checked by hash
   (a ``.part`` that an interrupted flash left, holding the right bytes, is kept);
2. one snippet on the board (one pass on a mounted drive) swaps them all in: each old
   file removed and its ``.part`` renamed at once, the other form of each module
   (``x.py`` beside a shipped ``x.mpy``, which the board would import first) removed
   after its replacement is in, ``code.py`` last.

A line that drops before step 2 leaves the old program whole; the board runs each
snippet it has received to the end, so no file is ever missing; the next flash finishes
whatever an interrupted one left. Symlinks in ``firmware/`` or ``fonts/`` are refused.
``--dry-run`` never stops the board: it compares with a mounted drive, or lists what
would be checked.
"""

import ast
import hashlib
import importlib.util
import os
import sys
import zlib

from host_tools import FIRMWARE, FONTS, find, mpy
from host_tools.errors import BoardError, DeviceError, UsageError
from host_tools.link import Link

MAJOR = 10
KEEP_SOURCE = ("/code.py", "/boot.py")
HOST_ONLY = ("adafruit_blinka", "adafruit_blinka_displayio", "adafruit_platformdetect",
             "adafruit_pureio")
PART = ".part"


class File:
    """One file for the board: its board path and bytes."""

    def __init__(self, path, data):
        self.path = path
        self.data = data


# -- what to send -------------------------------------------------------------------------
def plan(firmware=None, fonts=None, mpy_cross=None):
    """([File], [missing library names]), ``code.py`` last; modules compiled with
    mpy_cross when given."""
    firmware = firmware or FIRMWARE
    files = _tree(firmware, "/") + _tree(fonts or FONTS, "/fonts/")
    libs, missing = libraries(firmware)
    files += libs
    if mpy_cross:
        files = [_compiled(f, mpy_cross) for f in files]
    files.sort(key=lambda f: (f.path == "/code.py", f.path))
    return files, missing


def _tree(root, base):
    found = []
    if not os.path.isdir(root):
        return found
    for folder, dirs, names in os.walk(root):
        for d in dirs:
            if os.path.islink(os.path.join(folder, d)):
                raise UsageError("refusing the symlink %s: flash copies only real files"
                                 % os.path.join(folder, d))
        dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not d.startswith("."))
        for name in sorted(names):
            if name.startswith(".") or name.endswith(".pyc"):
                continue
            full = os.path.join(folder, name)
            if os.path.islink(full):
                raise UsageError("refusing the symlink %s: flash copies only real files"
                                 % full)
            rel = os.path.relpath(full, root).replace(os.sep, "/")
            with open(full, "rb") as f:
                found.append(File(base + rel, f.read()))
    return found


def imports_of(source):
    """Top-level ``adafruit_*`` names a module imports (host-only ones left out)."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return set()
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return {n for n in names if n.startswith("adafruit_") and n not in HOST_ONLY}


def libraries(firmware=None):
    """([File] under /lib, [names not installed]) for the libraries the firmware needs."""
    wanted = set()
    firmware = firmware or FIRMWARE
    for f in _tree(firmware, "/"):
        if f.path.endswith(".py"):
            wanted |= imports_of(f.data)
    files, missing, done = [], [], set()
    while wanted - done:
        name = sorted(wanted - done)[0]
        done.add(name)
        spec = importlib.util.find_spec(name)
        if spec is None or not spec.origin:
            missing.append(name)
            continue
        if spec.submodule_search_locations:
            got = _tree(list(spec.submodule_search_locations)[0], "/lib/%s/" % name)
            got = [g for g in got if g.path.endswith((".py", ".mpy"))]
        else:
            with open(spec.origin, "rb") as fh:
                got = [File("/lib/%s.py" % name, fh.read())]
        for g in got:
            wanted |= imports_of(g.data)
        files += got
    return files, missing


def _compiled(f, mpy_cross):
    if not f.path.endswith(".py") or f.path in KEEP_SOURCE:
        return f
    return File(f.path[:-3] + ".mpy", mpy.compile_source(f.data, f.path, mpy_cross))


def alternate(path):
    """The other form of a module (.py / .mpy), which would shadow or confuse it."""
    if path in KEEP_SOURCE:
        return None
    if path.endswith(".py"):
        return path[:-3] + ".mpy"
    if path.endswith(".mpy"):
        return path[:-4] + ".py"
    return None


def digest(data, kind):
    """Our hash of ``data`` in the board's kind ("sha256", "crc32"); None if it has none."""
    if kind == "sha256":
        return "sha256:" + hashlib.sha256(data).hexdigest()
    if kind == "crc32":
        return "crc32:%08x" % (zlib.crc32(data) & 0xFFFFFFFF)
    return None


def same(board_hash, data):
    if not board_hash or not isinstance(board_hash, str):
        return False
    return digest(data, board_hash.split(":")[0]) == board_hash


# -- where to send it ---------------------------------------------------------------------
class DriveTarget:
    """The mounted CIRCUITPY drive, read (and, unless read-only, written) by this computer."""

    def __init__(self, drive):
        self.drive = drive
        self.name = "drive %s" % drive

    def version(self):
        return find.boot_out(self.drive)[0]

    def _full(self, path):
        return os.path.join(self.drive, *path.lstrip("/").split("/"))

    def hashes(self, paths):
        got = {}
        for p in paths:
            try:
                with open(self._full(p), "rb") as f:
                    got[p] = digest(f.read(), "sha256")
            except OSError:
                got[p] = None
        return got

    def stage(self, f, progress):
        full = self._full(f.path + PART)
        try:
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "wb") as fh:
                fh.write(f.data)
                fh.flush()
                os.fsync(fh.fileno())
        except OSError as e:
            raise DeviceError("cannot write %s on the drive %s: %s" % (
                f.path, self.drive, e.strerror or e)) from None
        progress(len(f.data))
        if not same(self.hashes([f.path + PART])[f.path + PART], f.data):
            raise DeviceError("%s did not verify after writing to %s" % (f.path, self.drive))

    def swap(self, paths, stale):
        """Each staged file in place (os.replace never leaves the name empty), then
        the stale forms removed; ``code.py`` comes last in paths."""
        try:
            for p in paths:
                if p == "/code.py":
                    self._remove(stale)
                    stale = []
                os.replace(self._full(p + PART), self._full(p))
            self._remove(stale)
            os.sync()
        except OSError as e:
            raise DeviceError("cannot finish the flash on %s: %s" % (self.drive, e.strerror)) \
                from None

    def _remove(self, paths):
        for p in paths:
            try:
                os.remove(self._full(p))
            except FileNotFoundError:
                pass


class SerialTarget:
    """The board over its serial REPL (code may write the drive: play mode)."""

    def __init__(self, link):
        self.link = link
        self.name = "serial %s" % link.port
        self.info = link.info()

    def version(self):
        if self.info["name"] != "circuitpython":
            raise DeviceError("the board on %s runs %s, not CircuitPython" % (
                self.link.port, self.info["name"]))
        v = self.info["version"]
        return ".".join(str(x) for x in v) if isinstance(v, (tuple, list)) else str(v)

    def hashes(self, paths):
        return self.link.hashes(paths)

    def stage(self, f, progress):
        part = f.path + PART
        self.link.write_file(part, f.data, progress)
        got = self.link.hashes([part])[part]
        ok = self.link.read_file(part) == f.data if got == "none:" else same(got, f.data)
        if not ok:
            raise DeviceError("%s did not verify after writing over %s" % (f.path,
                                                                         self.link.port))

    def swap(self, paths, stale):
        """One snippet: the board runs it whole once it has it, so a dropped line
        cannot stop it between a remove and its rename."""
        code = ("def _psw(paths, stale):\n"
                "    for p in paths:\n"
                "        if p == '/code.py':\n"
                "            _prm(stale)\n"
                "            stale = []\n"
                "        try:\n"
                "            os.remove(p)\n"
                "        except OSError:\n"
                "            pass\n"
                "        os.rename(p + %r, p)\n"
                "    _prm(stale)\n"
                "def _prm(stale):\n"
                "    for p in stale:\n"
                "        try:\n"
                "            os.remove(p)\n"
                "        except OSError:\n"
                "            pass\n"
                "_psw(%r, %r)\n" % (PART, list(paths), list(stale)))
        wait = self.link.timeout * (1 + (len(paths) + len(stale)) // 16)
        self.link.run(code, "moving the new files in", wait=wait)


def drive_writable(drive):
    """Whether this computer may write the drive (USB edit mode on a real board)."""
    probe = os.path.join(drive, ".paddock-probe")
    try:
        with open(probe, "wb") as f:
            f.write(b"x")
        os.remove(probe)
        return True
    except OSError:
        return False


class Progress:
    """A progress bar on a terminal; one line per file otherwise."""

    def __init__(self, total, stream=None):
        self.total = max(1, total)
        self.done = 0
        self.stream = stream or sys.stderr
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self.label = ""

    def start(self, label):
        self.label = label

    def add(self, n):
        self.done += n
        if self.tty:
            filled = 30 * self.done // self.total
            self.stream.write("\r[%s%s] %3d%% %-40s" % ("#" * filled, "." * (30 - filled),
                                                        100 * self.done // self.total,
                                                        self.label[-40:]))
            self.stream.flush()

    def file_done(self, f):
        if not self.tty:
            self.stream.write("  wrote %s (%d bytes)\n" % (f.path, len(f.data)))

    def end(self):
        if self.tty:
            self.stream.write("\n")


# -- the command --------------------------------------------------------------------------
def run(args, out=print):
    cross = None if getattr(args, "sources", False) else mpy.find_mpy_cross(args.mpy_cross)
    files, missing = plan(mpy_cross=cross)
    if cross is None:
        print("note: %s: shipping .py sources (the board compiles each module it imports)"
              % ("--sources" if getattr(args, "sources", False)
                 else "no CircuitPython mpy-cross found (--mpy-cross or PADDOCK_MPY_CROSS)"),
              file=sys.stderr)
    for name in missing:
        print("warning: library %s is not installed here, not copied" % name, file=sys.stderr)
    drive = find.choose_drive(args.drive)
    if args.dry_run:
        return _dry_run(files, drive, args.port, out)
    if drive and drive_writable(drive):
        target = DriveTarget(drive)
        _check_version(target.version(), target.name)
        code = _flash(target, files, out)
        _reboot_after_drive(args.port, args.timeout, out)
        return code
    try:
        port = find.choose_port(args.port)
    except DeviceError:
        if drive:
            raise DeviceError("the drive %s is read-only to this computer (play mode) and "
                              "no serial port was found: give --port" % drive) from None
        raise
    link = Link(port, args.timeout, getattr(args, "stay_stopped", False))
    try:
        target = SerialTarget(link)
        _check_version(target.version(), target.name)
        if target.info["readonly"]:
            raise DeviceError("the board's drive is read-only to its code (USB edit mode): "
                              "copy through the mounted drive with --drive, or reset into play "
                              "mode")
        code = _flash(target, files, out)
        link.close()
        if not link.stay_stopped:
            out("soft reboot: the board runs the new code")
        return code
    except BoardError as e:
        raise DeviceError("the board refused: %s" % e.line) from None
    finally:
        link.close()


def _check_version(version, where):
    if not version:
        raise DeviceError("cannot tell which CircuitPython %s runs (no boot_out.txt)" % where)
    try:
        major = int(str(version).split(".")[0])
    except ValueError:
        major = -1
    if major != MAJOR:
        raise DeviceError("the board runs CircuitPython %s; this build needs CircuitPython %d "
                          "(update the board first)" % (version, MAJOR))


def _dry_run(files, drive, port, out):
    """What would change: compared with a mounted drive (read only), else listed; the
    board is never stopped."""
    if drive:
        target = DriveTarget(drive)
        _check_version(target.version(), target.name)
        alts = [a for a in (alternate(f.path) for f in files) if a]
        current = target.hashes([f.path for f in files] + alts)
        changed = [f for f in files if not same(current.get(f.path), f.data)]
        for f in changed:
            out("would write %s (%d bytes)" % (f.path, len(f.data)))
        for p in alts:
            if current.get(p) is not None:
                out("would remove %s" % p)
        out("dry run: %d of %d files would change on %s" % (len(changed), len(files),
                                                             target.name))
        return 0
    for f in files:
        out("would check %s (%d bytes)" % (f.path, len(f.data)))
    out("dry run: %d files would be checked%s; the board was not stopped (no mounted drive "
        "to compare with)" % (len(files), " on %s" % port if port else ""))
    return 0


def _flash(target, files, out):
    alts = [a for a in (alternate(f.path) for f in files) if a]
    current = target.hashes([f.path for f in files] + alts)
    changed = [f for f in files if not same(current.get(f.path), f.data)]
    stale = [a for a in alts if current.get(a) is not None]
    if changed:
        staged = target.hashes([f.path + PART for f in changed])
        todo = [f for f in changed if not same(staged.get(f.path + PART), f.data)]
        bar = Progress(sum(len(f.data) for f in todo))
        for f in todo:
            bar.start(f.path)
            target.stage(f, bar.add)
            bar.file_done(f)
        bar.end()
    if changed or stale:
        target.swap([f.path for f in changed], stale)
        after = target.hashes([f.path for f in changed])
        for f in changed:
            if not same(after.get(f.path), f.data) and after.get(f.path) != "none:":
                raise DeviceError("%s did not verify after moving it in on %s"
                                  % (f.path, target.name))
    out("flashed %d files (%d bytes) to %s; %d unchanged%s" % (
        len(changed), sum(len(f.data) for f in changed), target.name,
        len(files) - len(changed), "; removed %d stale" % len(stale) if stale else ""))
    return 0


def _reboot_after_drive(port, timeout, out):
    if port:
        Link(port, timeout).close()
        out("soft reboot: the board runs the new code")
    else:
        out("the board reloads by itself after files change on its drive")
