"""Stock Car Championship's hint in words: what a card or a DONE means in
this phase. ``view.GameView`` loads it for a hint and drops it after (on
the board code is heap: a small module of its own, not ``view_more``)."""

from paddock.games.stockcar import data, rules, texts
from paddock.games.stockcar.view_draw import line

from micropython import const

_DONE = const(60)
_FOLLOW_P = const(64)
_FOLLOW_D = const(128)
# view.txt's lines (``view_draw`` says what each run holds).
_W_DONE = const(37)
_W_VERB = const(49)
_W_FOLLOW = const(61)


def hint_text(view, move, why):
    """The hint's words: what a card or a DONE means in this phase."""
    st = view.state
    if move == _DONE:
        words = line(_W_DONE + st.phase)
    elif move < data.DECK:
        words = "%s %s .%03d" % (line(_W_VERB + st.phase),
                                 texts.EFFECT_NAMES[data.EFFECT[move]], data.speed(move))
    elif move >= _FOLLOW_P:
        words = line(_W_FOLLOW).format(view.names[st.mover if move < _FOLLOW_D
                                                else st.pa_def])
    else:
        words = rules.move_text(move)
    return words + ": " + why
