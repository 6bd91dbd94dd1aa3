"""CircuitPython's own mpy-cross: find it, compile one module, compile a tree.

A CircuitPython 10 board loads ``.mpy`` files that start with ``C`` and version 6 (the
bytes 0x43 0x06) and refuses MicroPython's (``M``). Compiled modules cost the board no
compiler RAM at import. ``code.py`` and ``boot.py`` stay source: the board looks for them
by those names.

    find_mpy_cross(cli=None)   --mpy-cross, else $PADDOCK_MPY_CROSS, else the shared tool
    compile_source(data, name, mpy_cross)  -> .mpy bytes
    compile_tree(src, dest, mpy_cross)     -> paths written under dest
"""

import os
import shutil
import subprocess
import tempfile

from host_tools import REPO
from host_tools.errors import DeviceError, UsageError

ENV = "PADDOCK_MPY_CROSS"
SHARED = os.path.join(os.path.dirname(REPO), "shared", "tools", "circuitpython", "mpy-cross")
KEEP_SOURCE = ("code.py", "boot.py")
HEADER = b"C\x06"


def find_mpy_cross(cli=None):
    """The mpy-cross to use: cli (must exist: UsageError), else $PADDOCK_MPY_CROSS
    (must exist), else ``../shared/tools/circuitpython/mpy-cross`` beside the repo if it
    is there; None when there is none."""
    for path, where in ((cli, "--mpy-cross"), (os.environ.get(ENV), ENV)):
        if path:
            if not (os.path.isfile(path) and os.access(path, os.X_OK)):
                raise UsageError("no mpy-cross at %s (from %s)" % (path, where))
            return path
    if os.path.isfile(SHARED) and os.access(SHARED, os.X_OK):
        return SHARED
    return None


def compile_source(data, name, mpy_cross):
    """The .mpy bytes of one module's source; name is its path, for messages."""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "m.py")
        out = os.path.join(tmp, "m.mpy")
        with open(src, "wb") as fh:
            fh.write(data)
        try:
            done = subprocess.run([mpy_cross, "-s", name.lstrip("/"), "-o", out, src],
                                  capture_output=True, timeout=60)
        except (OSError, subprocess.TimeoutExpired) as e:
            raise UsageError("cannot run mpy-cross %s: %s" % (mpy_cross, e)) from None
        if done.returncode != 0 or not os.path.exists(out):
            why = (done.stderr or done.stdout).decode("utf-8", "replace").strip().splitlines()
            raise DeviceError("mpy-cross failed on %s: %s" % (name, why[-1] if why else "?"))
        with open(out, "rb") as fh:
            mpy = fh.read()
    if mpy[:2] != HEADER:
        raise UsageError("%s is not CircuitPython's mpy-cross (its files start with %r; "
                         "CircuitPython 10 needs 'C', version 6)" % (mpy_cross, mpy[:2]))
    return mpy


def compiled_name(path):
    """The board path a module ships under: x.py -> x.mpy (code.py, boot.py kept)."""
    base = path.rsplit("/", 1)[-1]
    if path.endswith(".py") and base not in KEEP_SOURCE:
        return path[:-3] + ".mpy"
    return path


def compile_tree(src, dest, mpy_cross):
    """Copy the folder src to dest with every module but code.py and boot.py compiled;
    the relative paths written. Symlinks are refused (UsageError)."""
    written = []
    for folder, dirs, names in os.walk(src):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not d.startswith("."))
        for d in dirs:
            if os.path.islink(os.path.join(folder, d)):
                raise UsageError("refusing the symlink %s" % os.path.join(folder, d))
        for name in sorted(names):
            full = os.path.join(folder, name)
            if name.startswith(".") or name.endswith(".pyc"):
                continue
            if os.path.islink(full):
                raise UsageError("refusing the symlink %s" % full)
            rel = os.path.relpath(full, src).replace(os.sep, "/")
            out = compiled_name(rel)
            target = os.path.join(dest, *out.split("/"))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            if out == rel:
                shutil.copyfile(full, target)
            else:
                with open(full, "rb") as fh:
                    data = compile_source(fh.read(), rel, mpy_cross)
                with open(target, "wb") as fh:
                    fh.write(data)
            written.append(out)
    return written
