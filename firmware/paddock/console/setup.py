"""The new-game screen, built from a game's metadata: the number of players,
each seat (a human, or a bot at easy, normal or hard), the game's options
(each with its one line from the game's ``ABOUT``), then Start. START starts
the race from any row."""

from paddock import games
from paddock.core.game import HUMAN, EASY, NORMAL, HARD
from paddock.core.options import LEVELS
from paddock.hal import LEFT, RIGHT, A, B, START
from paddock.ui import text
from paddock.ui.menu import Menu
from paddock.console.screen import Screen
from paddock.console.titlebar import titled

SEAT_KINDS = (HUMAN, EASY, NORMAL, HARD)
_PLAYERS, _SEAT, _OPTION, _START = range(4)


class SetupScreen(Screen):
    def __init__(self, app, game_id, meta, chosen=None):
        Screen.__init__(self, app)
        self.game_id = game_id
        self.lo = meta.MIN_PLAYERS
        self.hi = meta.MAX_PLAYERS
        self.options = tuple(getattr(meta, "OPTIONS", ()))
        self.players = self.lo
        self.seats = bytearray(self.hi)
        for i in range(self.hi):
            self.seats[i] = HUMAN if i == 0 else app.settings.bot_level
        self.choice = bytearray(len(self.options))
        if chosen:   # the choices a race refused, to change
            self.players = chosen["players"]
            self.seats[:self.players] = chosen["seats"]
        rows = [(_PLAYERS, 0)]
        items = ["Players"]
        values = [str(self.players)]
        for i in range(self.hi):
            rows.append((_SEAT, i))
            items.append(self._seat_name(i))
            values.append(LEVELS[self.seats[i]])
        for j in range(len(self.options)):
            key, label, choices, default = self.options[j]
            if chosen and chosen.get(key) in choices:
                default = choices.index(chosen[key])
            self.choice[j] = default
            rows.append((_OPTION, j))
            items.append(text.fit(label, 15))
            values.append(text.fit(str(choices[default]), 9))
        rows.append((_START, 0))
        items.append("Start")
        values.append(None)
        self.rows = rows
        y = titled(self, games.title(game_id), "B: back")
        self.menu = Menu(items, values, y=y, hint="L/R: change  START: race")
        self.menu.set_note(0, "%d to %d players" % (self.lo, self.hi))
        try:
            about = games.load(game_id, "about").ABOUT
        except ImportError:   # a game with no lines about its options
            about = {}
        for r in range(len(rows)):
            if rows[r][0] == _OPTION:
                self.menu.set_note(r, about.get(self.options[rows[r][1]][0], ""))
        self.menu.set_note(len(rows) - 1, "A: start (replaces save)"
                           if game_id in app.saves.saved else "A or START: race")
        self.group.append(self.menu.group)
        if self.lo == self.hi:
            self.menu.set_shown(0, False)
        self._show_seats()

    def _seat_name(self, i):
        if self.seats[i] == HUMAN:
            return "%d %s" % (i + 1, self.app.settings.name(i))
        return "%d Bot" % (i + 1)

    def _show_seats(self):
        for i in range(self.hi):
            self.menu.set_shown(1 + i, i < self.players)

    def key(self, k):
        if k == START:   # from any row: the race, as it is set up
            self.start()
            return
        if self.menu.key(k):
            return
        kind, i = self.rows[self.menu.cursor]
        step = -1 if k == LEFT else 1
        if k == B:
            self.app.pop(self)
        elif kind == _START:
            if k == A:
                self.start()
        elif k in (LEFT, RIGHT, A):
            row = self.menu.cursor
            if kind == _PLAYERS:
                n = self.players + step
                if self.lo <= n <= self.hi:
                    self.players = n
                    self.menu.set_value(row, str(n))
                    self._show_seats()
            elif kind == _SEAT:
                j = SEAT_KINDS.index(self.seats[i]) if self.seats[i] in SEAT_KINDS else 0
                self.seats[i] = SEAT_KINDS[(j + step) % len(SEAT_KINDS)]
                self.menu.set_item(row, self._seat_name(i))
                self.menu.set_value(row, LEVELS[self.seats[i]])
            else:
                choices = self.options[i][2]
                c = (self.choice[i] + step) % len(choices)
                self.choice[i] = c
                self.menu.set_value(row, text.fit(str(choices[c]), 9))

    def game_options(self):
        """The options dict handed to the game: players, seats, names and
        each of the game's OPTIONS keys with the chosen value."""
        n = self.players
        opts = {"players": n, "seats": bytearray(self.seats[:n])}
        names = []
        for i in range(n):
            names.append(self.app.settings.name(i) if self.seats[i] == HUMAN
                         else "Bot %d" % (i + 1))
        opts["names"] = names
        for j in range(len(self.options)):
            key, label, choices, default = self.options[j]
            opts[key] = choices[self.choice[j]]
        return opts

    def start(self):
        """The race starts in a program of its own; options its rules
        refuse bring the menu back with the reason."""
        self.app.launch("new", self.game_id, self.game_options(), self.app.next_seed())
