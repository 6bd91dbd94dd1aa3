"""Read-only drive: while the code may not write CIRCUITPY, writes under the drive folder
raise ``OSError(30)`` (EROFS), as CircuitPython's do.

Installed for the life of a simulated board: wraps ``builtins.open`` and the ``os``
functions that change a filesystem. Paths outside the drive folder are untouched.
"""

import builtins
import errno
import os

from sim import machine as _machine

_MUTATORS = ("remove", "unlink", "rmdir", "mkdir", "makedirs", "rename", "replace", "truncate")
_saved = {}


def _under_drive(path):
    board = _machine.current
    if board is None or not board.readonly or not board.drive or isinstance(path, int):
        return False
    real = os.path.realpath(os.fspath(path))
    return real == board.drive or real.startswith(board.drive + os.sep)


def _refuse():
    raise OSError(errno.EROFS, os.strerror(errno.EROFS))


def _guarded_open(file, mode="r", *args, **kwargs):
    if any(c in mode for c in "wax+") and _under_drive(file):
        _refuse()
    return _saved["open"](file, mode, *args, **kwargs)


def _guard(name):
    original = _saved[name]

    def guarded(*args, **kwargs):
        for path in args[:2] if name in ("rename", "replace") else args[:1]:
            if _under_drive(path):
                _refuse()
        return original(*args, **kwargs)

    guarded.__name__ = name
    guarded.__doc__ = original.__doc__
    return guarded


def install():
    """Start guarding (idempotent)."""
    if _saved:
        return
    _saved["open"] = builtins.open
    builtins.open = _guarded_open
    for name in _MUTATORS:
        _saved[name] = getattr(os, name)
        setattr(os, name, _guard(name))


def uninstall():
    """Stop guarding."""
    if not _saved:
        return
    builtins.open = _saved.pop("open")
    for name in _MUTATORS:
        setattr(os, name, _saved.pop(name))
