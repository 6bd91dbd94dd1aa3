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
