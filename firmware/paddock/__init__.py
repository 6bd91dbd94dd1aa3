"""Paddock: five racing card games for a handheld CircuitPython console."""


def drop(name):
    """Forget module name, and its parent package's attribute for it, so its
    code can be collected (on the board, code lives in the heap)."""
    import sys
    sys.modules.pop(name, None)
    parent, _, child = name.rpartition(".")
    p = sys.modules.get(parent)
    if p is not None:
        try:
            delattr(p, child)
        except (AttributeError, KeyError):   # MicroPython says KeyError
            pass


def once(name, fn, *args):
    """Import module name, return its fn(*args) and forget the module: code
    for a rare call, which takes no heap between calls."""
    import sys
    __import__(name)
    try:
        return getattr(sys.modules[name], fn)(*args)
    finally:
        drop(name)
