"""Zoom Zoom Vroom's screen, region by region, for the help's tour (loaded
only while the tour is opened)."""

from paddock import ui
from paddock.games.zoomzoom import view_table


def regions(view):
    """Each region of the play screen, named: (x, y, w, h, words)."""
    w = ui.W // view.state.players
    sh = view.shown     # the column of the last card played, if any
    x = sh.seat[sh.n - 1] * w if sh.n else 0
    hand = view.hand.group.y
    info = view.info.y
    top = view_table.TOP
    out = [
        (0, 0, ui.W, 12, "Whose turn it is, and the trick of the round (6 a round)"),
        (x, top, w, 57, "A column a player: seat, +speed. Frame: dashed to play, "
                        "solid won the trick"),
        (x, top + 16, w, 31, "Card, its final number, and card+gas+speed"),
        (x, top + 47, w, 10, "Gas pips (yellow; white: spent now), speed track"),
        (2, hand, ui.W - 4, 22, "Your hand: LEFT/RIGHT pick, A plays, B B Tune Up"),
        (0, info, ui.W, ui.H - 12 - info, "The round; gas in the middle, shared by Tune Ups"),
        (0, ui.H - 12, ui.W, 12, "What just happened; SELECT twice: the race log"),
    ]
    out.insert(4, (0, view.prompt.y - 1, ui.W, 9, "The keys you have now"))
    return out
