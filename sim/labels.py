"""Counting label text changes, and reading the texts on screen.

On the board, changing a label's text re-lays its glyphs in Python (about 50 ms on the
PyGamer), so tests check that a key press changes only a few. ``install()`` wraps the
``text`` setters of adafruit_display_text's labels to count real changes (same text is
not a change) into the running machine's ``label_changes``.
"""

import adafruit_display_text
from adafruit_display_text import bitmap_label, label

from sim import machine as _machine

try:
    from adafruit_display_text import text_box
except ImportError:  # older adafruit_display_text
    text_box = None


def _counting(prop):
    def set_text(self, value):
        before = prop.fget(self)
        prop.fset(self, value)
        board = _machine.current
        if board is not None and prop.fget(self) != before:
            board.label_changes += 1

    set_text.sim_counting = True
    return property(prop.fget, set_text, prop.fdel, prop.__doc__)


def install():
    """Wrap every label class's own ``text`` setter once."""
    classes = [adafruit_display_text.LabelBase, label.Label, bitmap_label.Label]
    if text_box is not None:
        classes.append(text_box.TextBox)
    for cls in classes:
        prop = cls.__dict__.get("text")
        if isinstance(prop, property) and prop.fset is not None \
                and not getattr(prop.fset, "sim_counting", False):
            setattr(cls, "text", _counting(prop))


def is_label(obj):
    """True for an adafruit_display_text label (or anything label-like with text)."""
    return isinstance(obj, adafruit_display_text.LabelBase) or (
        hasattr(obj, "text") and not hasattr(obj, "__len__"))


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
