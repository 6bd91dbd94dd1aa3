"""Skip to the result: when no human seat can act any more (knocked out,
or a race of bots only), the bots play the rest at once, a few moves a tick,
under a dialog that counts the turns. Loaded only when it is offered."""

from paddock.hal import B
from paddock.console.screen import Message


def offer(app, game):
    """Ask once: skip, or watch the bots at their pace."""
    app.push(Message(app, "No one here can act", "The bots can play the rest at once.",
                     "A: skip  B: watch", on_a=lambda: skip(app, game)))


def skip(app, game):
    app.push(Skipping(app, game.view))


class Skipping(Message):
    """The bots play on, about budget ms of work a tick (a slice at least);
    B stops (watch again)."""

    budget = 60

    def __init__(self, app, view):
        Message.__init__(self, app, "Skipping to the result", "", "B: stop")
        self.view = view

    def key(self, k):
        if k == B:
            self.app.pop(self)

    def tick(self, now):
        turns = self.view.turns
        if turns.rush(self.budget):
            self.app.pop(self)   # the race's screen shows the end, then the result
        else:
            self.dialog.set_body("Turn %d" % self.view.state.turns)
