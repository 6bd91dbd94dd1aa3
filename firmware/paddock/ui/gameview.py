"""What every game's screen shares: the start of the view, the turn marker,
the log line's notes, the hint, the rules pages, and the small menus' box.

A game's ``view.GameView`` subclasses ``BaseView``, after its drawing class
(whose methods come first). Its class attributes ``rules`` and ``bots`` are
the game's modules; ``help_beside`` is the view module's ``__file__`` when
the rules pages are a ``help.txt`` beside it (a page a line, read a page at a
time), else ``help_module`` names the module whose ``HELP`` holds them. Its constructor calls ``BaseView.__init__``, then
``new_screen()``, then builds the rest of the screen.

The methods read the fields the view makes: ``turns`` (a ``ui.turns.Turns``),
``log`` (with ``label`` and ``say``), ``mine`` (the keys were the player's at
the last redraw), ``redraw()`` and, for the hand helpers, ``hand`` (a
``ui.cards.HandStrip``), ``cursor`` and ``_why(card)`` (None: the card may be
chosen).
"""

import sys

import displayio

from paddock.hal import A
from paddock.ui import palette, shapes, text
from paddock.ui.header import Header


class BaseView:
    """:param host: the console's game host
    :param options: players, seats, names and the game's OPTIONS choices
    :param seed: the new game's seed
    :param state: a rules State to continue (from a save), or None for a
        new game, ``rules.new_game(options, seed)``
    """

    popup = None    # the small menu open over the screen: (group, menu, ...)

    def __init__(self, host, options, seed, state=None):
        self.host = host
        self.options = options
        if state is None:
            state = self.rules.new_game(options, seed)
        self.state = state
        names = list(options.get("names") or ())
        while len(names) < state.players:
            names.append(self.unnamed(len(names)))
        self.names = names

    def unnamed(self, seat):
        """The name of a seat the options did not name."""
        return "Player %d" % (seat + 1)

    # -- the header --------------------------------------------------------------
    def new_screen(self):
        """The view's group, the header its first part; the header's turn
        marker gets a palette of its own, so ``show_turn`` recolours it in
        place."""
        self.group = displayio.Group()
        self.header = Header()
        self.group.append(self.header.group)
        self.marker = displayio.Palette(2)
        self.header.marker.pixel_shader = self.marker
        self.marker_rgb = -1

    def show_turn(self, color, words, cols=15):
        """The header: the marker in color, and words cut to cols."""
        if self.marker_rgb != color:
            self.marker_rgb = color
            self.marker[0] = color
            self.marker[1] = color
        text.put(self.header.title, text.fit(words, cols))

    # -- the log line ------------------------------------------------------------
    def note(self, words, color=palette.FG):
        """Say words on the log line (a reason, a prompt) in color; a
        reason after A or B buzzes."""
        text.color(self.log.label, color)
        self.log.say(words)
        if color == palette.WARN:
            c = sys.modules.get("paddock.hal.cues")   # loaded if a sound is on
            if c is not None and c.key >= A:   # A or B: not a cursor's reason
                c.sound(c.ILLEGAL)

    def say_why(self, why):
        """A greyed choice's reason in red, or else the news."""
        if why:
            self.note(why, palette.WARN)
        else:
            self.note(self.turns.line)

    # -- the hand ----------------------------------------------------------------
    def hide_hand(self):
        """Hot-seat, before the first hand-off: only the backs of the hand
        to move (none once the race is over)."""
        st = self.state
        hs = self.hand
        self.cards = bytearray(0)
        hs.undim()
        hs.backs(st.hands[st.to_move()].n if not st.over() else 0)
        hs.select(-1)

    def show_hand(self, cards, mine):
        """cards in the hand strip; while mine, those ``_why`` refuses are
        greyed and the cursor stays on a card."""
        hs = self.hand
        hs.show(cards)
        n = len(cards)
        for i in range(hs.slots):
            hs.dim(i, mine and i < n and self._why(cards[i]) is not None)
        if mine and n:
            self.cursor = min(self.cursor, n - 1)
            hs.select(self.cursor)
        else:
            hs.select(-1)

    # -- turns -------------------------------------------------------------------
    def play(self, move):
        self.turns.play(move, self.host.now())

    def hurried(self):
        """True when a key only hurries the others (their lines wait, or it
        is not your turn)."""
        tr = self.turns
        if tr.busy() or not tr.my_turn():
            tr.hurry()
            return True
        return False

    def tick(self, now):
        tr = self.turns
        tr.tick(now)
        if tr.my_turn() != self.mine:
            self.redraw()

    # -- the console's side ------------------------------------------------------
    def hint(self):
        """What the hard bot would do in your place, and why (all at once)."""
        for words in self.hint_steps():
            if words is not None:
                return words or None
        return None

    def hint_steps(self):
        """The hint a slice a tick: yields None while the hard bot thinks,
        then the words (or "" when there is no decision to hint at).

        With the bots' ``think`` and ``why(view, move)`` the thinking is
        sliced as a bot's turn is, on a copy of the bot stream (a hint never
        changes what the bots do next); else ``bots.hint`` in one slice."""
        if not self.turns.my_turn():
            yield ""
            return
        st = self.state
        view = st.seen_by(st.to_move())
        think = getattr(self.bots, "think", None)
        why = getattr(self.bots, "why", None)
        if think is None or why is None:
            move, words = self.bots.hint(view)
            yield self.hint_text(move, words)
            return
        from paddock.core.game import HARD
        from paddock.core.rng import Rng
        rng = Rng(0)
        rng.set_state(*st.bot_rng.state())
        for move in think(view, HARD, rng):
            if move is not None:
                break
            yield None
        yield None              # the reason gets a tick of its own
        yield self.hint_text(move, why(view, move))

    def hint_text(self, move, why):
        return self.rules.move_text(move) + ": " + why

    help_beside = None

    def help_pages(self):
        """The rules pages: help.txt beside the view (the heap holds an index),
        else ``HELP`` of ``help_module``, loaded when asked."""
        if self.help_beside:
            from paddock.core.words import Words
            return Words(self.help_beside, "help.txt")
        __import__(self.help_module)
        return sys.modules[self.help_module].HELP

    def _close_popup(self):
        if self.popup is not None:
            self.group.remove(self.popup[0])
            self.popup = None

    def close(self):
        self._close_popup()


def box(x, y, w, h, title=None, font=None):
    """A small menu's back: a black box framed in the title colour, with
    title (if any) at its top left; the caller adds the rest."""
    g = displayio.Group()
    g.append(shapes.rect(x, y, w, h, palette.BLACK))
    g.append(shapes.frame(x, y, w, h, palette.TITLE))
    if title is not None:
        g.append(text.Text(title, x + 4, y + 2, palette.TITLE, font))
    return g
