"""Simulated ``storage`` (CircuitPython 10): the CIRCUITPY drive's write access.

The drive is a folder (``--drive``; the code runs with it as the working directory).
``readonly`` means read-only to the code: writes under the folder then raise
``OSError(30)`` (EROFS), as on the board while the computer may write the drive. As on
the board, ``remount`` works in boot.py; later, while USB shows the drive, it raises
RuntimeError. ``disable_usb_drive()`` in boot.py hands write access to the code.
"""

from sim import machine as _machine


class VfsFat:
    """The mounted drive (only ``/`` in the simulator)."""

    def __init__(self, block_device):
        raise TypeError("the simulator has one filesystem: storage.getmount('/')")

    @property
    def readonly(self):
        """True when the filesystem is read-only to the code."""
        return _machine.get().readonly

    @property
    def label(self):
        return "CIRCUITPY"


_ROOT = object.__new__(VfsFat)


def _check_root(mount_path):
    if mount_path != "/":
        raise OSError(22, "Invalid argument")


def remount(mount_path, readonly=False, *, disable_concurrent_write_protection=False):
    """Make ``/`` read-only (True) or writable (False) to the code."""
    _check_root(mount_path)
    board = _machine.get()
    if not board.in_boot and board.usb_connected and not disable_concurrent_write_protection:
        raise RuntimeError("Cannot remount path when visible via USB.")
    board.readonly = bool(readonly)


def getmount(mount_path):
    """The filesystem mounted at ``mount_path``."""
    _check_root(mount_path)
    return _ROOT


def mount(filesystem, mount_path, *, readonly=False):
    """Not in the simulator: only the drive is mounted."""
    raise OSError(1, "Operation not permitted")


def umount(mount):
    """Not in the simulator: the drive stays mounted."""
    raise OSError(1, "Operation not permitted")


def erase_filesystem(extended=None):
    """Refused: the simulator never erases the drive folder."""
    raise OSError(1, "Operation not permitted")


def _in_boot():
    board = _machine.get()
    if not board.in_boot:
        raise RuntimeError("Cannot change USB devices now")
    return board


def disable_usb_drive():
    """In boot.py: hide the drive from the computer; the code may then write it."""
    board = _in_boot()
    board.readonly = False


def unsafe_disable_usb_drive():
    """As ``disable_usb_drive``."""
    disable_usb_drive()


def enable_usb_drive():
    """In boot.py: show the drive to the computer again."""
    _in_boot()
