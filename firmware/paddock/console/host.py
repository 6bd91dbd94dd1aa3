"""A race's rarer host calls (``GameScreen.hand_off``, ``end``, a game's
own records, ``failed``), loaded for the call: the race's heap holds their
code only then."""

from paddock import games
from paddock.hal import A
from paddock.console.screen import Screen, Message


def failed(game, e, line):
    """The race broke with e (line says how): a resumed one is set
    aside, so Continue does not meet it again. Returns (the error's
    title, game id, options, words) for the menu: options the rules
    refused reopen the setup, with the rules' reason."""
    if game.from_save or game.owns:
        # every copy of the slot: a newer autosave of the same broken
        # race would fail Continue again
        try:
            from paddock.console import reading
            reading.set_aside(game.app.saves, game.game_id, None, line)
        except Exception as e2:   # reported, never a second failure
            print("not set aside:", e2)
        return "Cannot continue", None, None, line
    if game.resuming and game.view is None and isinstance(e, ValueError):
        return "Cannot continue", None, None, str(e)   # set aside as it failed
    if game.view is None and isinstance(e, ValueError):
        return "Cannot start", game.game_id, game.options, str(e)
    return "Error", None, None, line


def hand_off(game, name, seat):
    """Cover the screen until the next player (seat, named name) presses A."""
    game.boundary()
    if game.due:   # the turn just ended is saved before the console changes hands
        game.due = False
        game.autosave()
        while game.rec is not None:
            game.autosave()   # written now: the hand-off screen stops this one's ticks
    game.app.push(HandOffScreen(game.app, name, seat))


class HandOffScreen(Screen):
    """Hides everything beneath it until A is pressed."""

    def __init__(self, app, name, seat=-1):
        from paddock.ui.handoff import HandOff
        Screen.__init__(self, app)
        self.group.append(HandOff(name, seat).group)

    def key(self, k):
        if k == A:
            self.app.pop(self)


def end(game, summary):
    """The game is over: the summary, then a rematch (A: the same options,
    a new deal) or the main menu (B)."""
    if not game.over:
        game.over = True
        game.forget()
        game.app.push(Message(game.app, "Race over", summary, "A: rematch  B: menu",
                              on_a=game.rematch, on_b=game.app.to_menu))


def save_record(game, slot, record):
    """Keep record (``core.save.encode(slot, ...)``) in its own slot of the
    store; False if it was not written (saves off, a full drive). A game's
    own slot or the settings are not the view's to write."""
    if slot in ("settings", "launch") or slot in [g for g, _ in games.GAMES]:
        raise ValueError("slot %s is the console's" % slot)
    store = game.app.store()
    if store.mode() == "off":
        return False
    try:
        return store.save(slot, record)
    except OSError:
        return False
    finally:
        game.app.put_saves_away()   # its code goes at once: a view may be building


def load_record(game, slot):
    """The newest good record of slot, or None (none, or damaged)."""
    try:
        return game.app.store().load(slot)
    except OSError:
        return None
    finally:
        game.app.put_saves_away()
