"""1 CAR D's panel, right of the track: the five colored dice as rolled
(each with its car's letter, and under it what the die does against your
speed: = stays, down, up, six), the speed indicator 1-5 with its red and
green effects, the tire, fuel and engine gauges, your place, and the keys.

A die set aside (used, or equal to your speed) is dimmed. Everything that
changes during play is a tile, except the place and the keys line. Where
the screen has 120 rows the rows sit closer, so the keys line stays.
"""

from paddock.ui import text
from paddock.games.onecard import data
from paddock.games.onecard.view_track import BOX_W

X = 60          # the panel's left edge
CELL = 20       # a die's cell: letter, then die
BOX_X = X + 22
PIP_X = X + 38
NAMES = ("Tires", "Fuel", "Engine")


def verdict(die, speed):
    """The mark under a die: 1 '=', 2 down, 3 up, 4 six (rivals.compare + 1)."""
    if die == 6:
        return 4
    if die == speed:
        return 1
    return 2 if die < speed else 3


class Panel:
    """The panel; its parts are made by ``view_build`` (code that runs once,
    dropped after)."""

    def show_dice(self, dice, used, speed, active=-1):
        """The roll (dice[car], 0: none yet); used is a mask of cars (bit car)
        whose die is set aside; speed what the dice are marked against (0:
        no marks, the roll is over); active the rival moving, or -1."""
        for i in range(data.RIVALS):
            car = 1 + i
            v = dice[car]
            t = 0 if v == 0 else (v + 6 if used & (1 << car) else v)
            if self.dice[i][0] != t:
                self.dice[i][0] = t
            m = verdict(v, speed) if v and speed else 0
            if self.marks[i] != m:
                self.marks[i] = m
        if active > 0:
            self.die_mark.put(X + (active - 1) * CELL + 7, self.dice_y - 1)
        else:
            self.die_mark.put(None, 0)

    def show_speed(self, speed, cursor=-1, reach=None):
        """The indicator on speed; while you choose, a cursor on speed cursor
        and the speeds out of reach greyed (reach[s] 0)."""
        for s in range(1, data.SPEEDS + 1):
            style = 1 if s == speed else (2 if reach is not None and not reach[s] else 0)
            t = s - 1 + 5 * style
            if self.boxes[s - 1] != t:
                self.boxes[s - 1] = t
        if cursor > 0:
            self.box_cursor.put(BOX_X + (cursor - 1) * BOX_W - 1, self.speed_y - 1)
        else:
            self.box_cursor.put(None, 0)

    def show_gauges(self, gauges, change=(0, 0, 0)):
        """The three gauges; change[g] points the choice under the cursor
        would cost (< 0) or give back (> 0), shown on the pips. Tiles by
        number, not (x, y): a tuple a tile would be garbage on every key."""
        pips = self.pips
        for g in range(3):
            v = gauges[g]
            c = change[g]
            full = 1 if v >= 4 else (2 if v >= 2 else 3)
            row = g * data.FULL
            for i in range(data.FULL):
                if i < v + (c if c < 0 else 0):
                    t = full
                elif i < v:
                    t = 4       # lost by this choice
                elif i < v + c:
                    t = 5       # given back by it
                else:
                    t = 0
                if pips[row + i] != t:
                    pips[row + i] = t
            if self.values[g] != v:
                self.values[g] = v

    def say(self, status, prompt):
        text.put(self.status, status)
        text.put(self.prompt, prompt)
