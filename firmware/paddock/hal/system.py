"""What the menu says about the board: the drive mode, free memory."""

import gc

PLAY = "play"        # boot.py remounted "/" writable for code: saves work
USB_EDIT = "usb"     # SELECT held at reset: the computer may write the drive
UNKNOWN = "?"


def drive_mode():
    """PLAY when code may write the drive, USB_EDIT when only the computer may.

    boot.py leaves its choice in the mount itself: in play mode it remounted
    "/" writable for code, so ``readonly`` is False.
    """
    try:
        import storage
        return USB_EDIT if storage.getmount("/").readonly else PLAY
    except (ImportError, AttributeError, OSError, ValueError):
        return UNKNOWN


def mem_free():
    """Free heap in bytes, or -1 where the port cannot tell (CPython)."""
    f = getattr(gc, "mem_free", None)
    return f() if f else -1
