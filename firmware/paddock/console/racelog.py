"""The race log: the last events of this race, newest first, a turn at a
time, in the rulebook's words (``ui.turns.Turns.history``). Made into words
only while it is shown: SELECT twice on the play screen, or the pause
menu's Race log."""

from paddock.console.paging import PagerScreen


def entries(turns):
    """The log's lines: "Turn N" before each turn's events, newest first."""
    out = []
    last = -1
    for turn, ev in turns.history():
        if turn != last:
            out.append("Turn %d:" % turn)
            last = turn
        out.append(" " + turns.say(ev))
    return out


def show(app, view):
    turns = getattr(view, "turns", None)
    lines = entries(turns) if hasattr(turns, "history") else []
    app.push(PagerScreen(app, "Race log", ("\n".join(lines) or "Nothing has happened yet.",)))
    from paddock import drop
    drop("paddock.console.racelog")     # its words are made: the code may go
