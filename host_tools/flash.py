"""``flash``: put the firmware, the fonts and the Adafruit libraries it imports on a board.

What goes where: ``firmware/*`` to the drive's root, ``fonts/*`` to ``/fonts``, and each
``adafruit_*`` library the firmware imports (found by reading its imports, then the
libraries' own) from this Python's installed packages to ``/lib``. With
``--mpy-cross PATH`` every module but ``code.py`` and ``boot.py`` is compiled by
CircuitPython's own mpy-cross first (MicroPython's is refused: CircuitPython 10 cannot
load its files).

Only files whose hash differs are written, ``code.py`` last; each is written beside its
place (``.part``), checked by hash, then moved in, so a cut link leaves the old file whole.
"""

import ast
import hashlib
import importlib.util
import os
import subprocess
import sys
import tempfile
import zlib

from host_tools import FIRMWARE, FONTS, find
from host_tools.errors import BoardError, DeviceError, UsageError
from host_tools.link import Link

MAJOR = 10
KEEP_SOURCE = ("/code.py", "/boot.py")
HOST_ONLY = ("adafruit_blinka", "adafruit_blinka_displayio", "adafruit_platformdetect",
             "adafruit_pureio")


class File:
    """One file for the board: its board path and bytes."""

    def __init__(self, path, data):
        self.path = path
        self.data = data


# -- what to send -------------------------------------------------------------------------
def plan(firmware=None, fonts=None, mpy_cross=None):
    """([File], [missing library names]), ``code.py`` last."""
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
        dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not d.startswith("."))
        for name in sorted(names):
            if name.startswith(".") or name.endswith(".pyc"):
                continue
            full = os.path.join(folder, name)
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
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "m.py")
        out = os.path.join(tmp, "m.mpy")
        with open(src, "wb") as fh:
            fh.write(f.data)
        try:
            done = subprocess.run([mpy_cross, "-s", f.path.lstrip("/"), "-o", out, src],
                                  capture_output=True, timeout=60)
        except OSError as e:
            raise UsageError("cannot run mpy-cross %s: %s" % (mpy_cross, e.strerror)) from None
        if done.returncode != 0 or not os.path.exists(out):
            why = (done.stderr or done.stdout).decode("utf-8", "replace").strip().splitlines()
            raise DeviceError("mpy-cross failed on %s: %s" % (f.path, why[-1] if why else "?"))
        with open(out, "rb") as fh:
            data = fh.read()
    if data[:1] != b"C":
        raise UsageError("%s is not CircuitPython's mpy-cross (its files start with %r, "
                         "CircuitPython 10 needs 'C')" % (mpy_cross, data[:1].decode("latin-1")))
    return File(f.path[:-3] + ".mpy", data)


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
    if not board_hash:
        return False
    return digest(data, board_hash.split(":")[0]) == board_hash


# -- where to send it ---------------------------------------------------------------------
class DriveTarget:
    """The mounted CIRCUITPY drive, written by this computer."""

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

    def write(self, f, progress):
        full = self._full(f.path)
        part = os.path.join(os.path.dirname(full), "." + os.path.basename(full) + ".part")
        try:
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(part, "wb") as fh:
                fh.write(f.data)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(part, full)
        except OSError as e:
            raise DeviceError("cannot write %s on the drive %s: %s" % (
                f.path, self.drive, e.strerror or e)) from None
        progress(len(f.data))
        if not same(self.hashes([f.path])[f.path], f.data):
            raise DeviceError("%s did not verify after writing to %s" % (f.path, self.drive))

    def remove(self, path):
        try:
            os.remove(self._full(path))
        except OSError as e:
            raise DeviceError("cannot remove %s from %s: %s" % (path, self.drive, e.strerror)) \
                from None


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
        return ".".join(str(v) for v in self.info["version"])

    def hashes(self, paths):
        return self.link.hashes(paths)

    def write(self, f, progress):
        part = f.path + ".part"
        self.link.write_file(part, f.data, progress)
        self._verify(part, f.data)
        if self.link.hashes([f.path])[f.path] is not None:
            self.link.remove(f.path)  # rename never replaces a file on the board
        self.link.rename(part, f.path)
        self._verify(f.path, f.data)

    def _verify(self, path, data):
        got = self.link.hashes([path])[path]
        if got and got.startswith("none:"):
            ok = self.link.read_file(path) == data
        else:
            ok = same(got, data)
        if not ok:
            raise DeviceError("%s did not verify after writing over %s" % (path, self.link.port))

    def remove(self, path):
        self.link.remove(path)


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
    files, missing = plan(mpy_cross=args.mpy_cross)
    for name in missing:
        print("warning: library %s is not installed here, not copied" % name, file=sys.stderr)
    drive = find.choose_drive(args.drive)
    link = None
    if drive and drive_writable(drive):
        target = DriveTarget(drive)
    else:
        try:
            port = find.choose_port(args.port)
        except DeviceError:
            if drive:
                raise DeviceError("the drive %s is read-only to this computer (play mode) and "
                                  "no serial port was found: give --port" % drive) from None
            raise
        link = Link(port, args.timeout)
    try:
        if link is not None:
            target = SerialTarget(link)
        _check_version(target.version(), target.name)
        if link is not None and target.info["readonly"]:
            raise DeviceError("the board's drive is read-only to its code (USB edit mode): "
                              "copy through the mounted drive with --drive, or reset into play "
                              "mode")
        code = _flash(target, files, args.dry_run, out)
        if link is not None:
            link.close(reboot=True)
            out("soft reboot: the board runs the new code")
        elif not args.dry_run:
            _reboot_after_drive(args.port, args.timeout, out)
        return code
    except BoardError as e:
        raise DeviceError("the board refused: %s" % e.line) from None
    finally:
        if link is not None:
            link.close(reboot=False)


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


def _flash(target, files, dry_run, out):
    alts = [a for a in (alternate(f.path) for f in files) if a]
    current = target.hashes([f.path for f in files] + alts)
    changed = [f for f in files if not same(current.get(f.path), f.data)]
    stale = [a for a in alts if current.get(a) is not None]
    if dry_run:
        for f in changed:
            out("would write %s (%d bytes)" % (f.path, len(f.data)))
        for p in stale:
            out("would remove %s" % p)
        out("dry run: %d of %d files would change on %s" % (len(changed), len(files),
                                                             target.name))
        return 0
    bar = Progress(sum(len(f.data) for f in changed))
    for f in changed:
        bar.start(f.path)
        target.write(f, bar.add)
        bar.file_done(f)
    bar.end()
    for p in stale:
        target.remove(p)
    out("flashed %d files (%d bytes) to %s; %d unchanged%s" % (
        len(changed), sum(len(f.data) for f in changed), target.name,
        len(files) - len(changed), "; removed %d stale" % len(stale) if stale else ""))
    return 0


def _reboot_after_drive(port, timeout, out):
    if port:
        Link(port, timeout).close(reboot=True)
        out("soft reboot: the board runs the new code")
    else:
        out("the board reloads by itself after files change on its drive")
