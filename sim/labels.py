"""Counting text changes, and reading the texts on screen.

Tests check that a key press rewrites only a few texts. ``install()`` wraps the
``text`` setter of the firmware's ``paddock.ui.text.Text`` (once per import of
that module: a power cycle imports it afresh), and of adafruit_display_text's
labels for any other CircuitPython app the simulator runs, to count real
changes (the same words are not a change) into the running machine's
``label_changes``.
"""

import sys

from sim import machine as _machine

try:
    import adafruit_display_text
    from adafruit_display_text import bitmap_label, label
    LABELS = (adafruit_display_text.LabelBase, label.Label, bitmap_label.Label)
except ImportError:  # not installed: only Paddock's own texts
    LABELS = ()


def _counting(prop):
    def set_text(self, value):
        before = prop.fget(self)
        prop.fset(self, value)
        board = _machine.current
        if board is not None and before is not None and prop.fget(self) != before:
            board.label_changes += 1

    set_text.sim_counting = True
    return property(prop.fget, set_text, prop.fdel, prop.__doc__)


def install():
    """Wrap the label classes (the firmware's Text, if imported) so their changes
    are counted."""
    module = sys.modules.get("paddock.ui.text")
    own = getattr(module, "Text", None)
    for cls in LABELS + ((own,) if own is not None else ()):
        prop = cls.__dict__.get("text")
        if isinstance(prop, property) and prop.fset is not None \
                and not getattr(prop.fset, "sim_counting", False):
            setattr(cls, "text", _counting(prop))


def is_label(obj):
    """True for a text on screen: a label, or anything label-like with ``text``."""
    return isinstance(obj, LABELS) or (hasattr(obj, "text") and not hasattr(obj, "__len__"))


def visible_texts(group):
    """Texts of the visible, non-empty labels under ``group``, in draw order."""
    found = []
    _walk(group, found)
    return found


def _walk(layer, found):
    if layer is None or getattr(layer, "hidden", False):
        return
    if is_label(layer):
        text = layer.text
        if text:
            found.append(text)
        return
    if hasattr(layer, "__len__") and hasattr(layer, "__getitem__"):
        for i in range(len(layer)):
            _walk(layer[i], found)
