"""The new-game screen, built from a game's metadata: the number of players,
each seat (a human, or a bot at easy, normal or hard), the game's options,
then Start."""

from paddock import games, ui
from paddock.core.game import HUMAN, EASY, NORMAL, HARD, LEVELS
from paddock.hal import LEFT, RIGHT, A, B
from paddock.ui import fonts, palette, shapes, text
from paddock.ui.menu import Menu
from paddock.console.screen import Screen, Message

SEAT_KINDS = (HUMAN, EASY, NORMAL, HARD)
_PLAYERS, _SEAT, _OPTION, _START = range(4)


class SetupScreen(Screen):
    def __init__(self, app, game_id, meta, view):
        Screen.__init__(self, app)
        self.game_id = game_id
        self.view = view
        self.started = False
        self.lo = meta.MIN_PLAYERS
        self.hi = meta.MAX_PLAYERS
        self.options = tuple(getattr(meta, "OPTIONS", ()))
        self.players = self.lo
        self.seats = bytearray(self.hi)
        for i in range(self.hi):
            self.seats[i] = HUMAN if i == 0 else app.settings.bot_level
        self.choice = bytearray(len(self.options))
        rows = [(_PLAYERS, 0)]
        items = ["Players"]
        values = [str(self.players)]
        for i in range(self.hi):
            rows.append((_SEAT, i))
            items.append(self._seat_name(i))
            values.append(LEVELS[self.seats[i]])
        for j in range(len(self.options)):
            key, label, choices, default = self.options[j]
            self.choice[j] = default
            rows.append((_OPTION, j))
            items.append(text.fit(label, 15))
            values.append(text.fit(str(choices[default]), 9))
        rows.append((_START, 0))
        items.append("Start")
        values.append(None)
        self.rows = rows
        font = fonts.text()
        lh = fonts.line_height(font)
        self.group.append(shapes.rect(0, 0, ui.W, lh + 1, palette.DARK))
        self.group.append(text.make(text.fit(games.title(game_id), 17), 2, 1,
                                    palette.TITLE, font))
        self.group.append(text.make("B: back", ui.W - 2, 1, palette.INFO, font,
                                    anchor=(1.0, 0.0)))
        self.menu = Menu(items, values, y=lh + 3, hint="LEFT/RIGHT: change")
        self.menu.set_note(0, "%d to %d players" % (self.lo, self.hi))
        self.menu.set_note(len(rows) - 1, "A: start (replaces save)"
                           if game_id in app.saves.saved else "A: start the race")
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
        from paddock.console.play import GameScreen
        gs = GameScreen(self.app, self.game_id)
        self.app.push(gs)
        try:
            gs.begin(self.view, self.game_options(), self.app.next_seed())
        except ValueError as e:  # options the rules refuse: say so, stay here
            gs.game_id = None     # keep the game loaded for another try
            self.app.to_screen(self)
            self.app.push(Message(self.app, "Cannot start", str(e)))
            return
        self.started = True
        self.app.drop(self)

    def close(self):
        if not self.started:
            games.unload(self.game_id)
            import gc
            gc.collect()
