"""SELECT in a race: the hint, and SELECT again for the race log (loaded
when asked)."""

from paddock.hal import SELECT
from paddock.console.screen import Message


class HintScreen(Message):
    """SELECT: the dialog shows at once; the hint is worked out over the next
    ticks (a slice a tick with the view's ``hint_steps``, else ``hint()`` in
    one), so the key is answered before any thinking."""

    def __init__(self, app, view):
        Message.__init__(self, app, "Hint", "Thinking...", "SELECT: log  A: OK", lines=4)
        self.steps = None
        self.view = view
        self.started = False   # the thinking (and any code it loads) starts on a tick
        self.done = False

    def tick(self, now):
        if self.done:
            return
        if not self.started:
            self.started = True
            steps = getattr(self.view, "hint_steps", None)
            if steps:
                self.steps = steps()
                return
        if self.steps is None:
            hint = getattr(self.view, "hint", None)
            words = hint() if hint else None
        else:
            words = next(self.steps, "")
            if words is None:
                return
        self.done = True
        self.steps = None
        self.dialog.set_body(words or "No hint here.")

    def key(self, k):
        if k == SELECT:   # SELECT again: the race log
            self.app.pop(self)
            from paddock.console import racelog
            racelog.show(self.app, self.view)
        else:
            Message.key(self, k)

    def close(self):
        from paddock import drop, games
        from paddock.core.game import HARD
        Message.close(self)
        # HARD's own code came for the hint: it goes too, unless a seat plays HARD
        st = getattr(self.view, "state", None)
        if st is not None and max(st.seats[:st.players]) != HARD:   # HARD is the top level
            drop(games.package(self.app.game.game_id) + ".hard")
        drop("paddock.console.hint")    # a race's heap holds it only while shown
