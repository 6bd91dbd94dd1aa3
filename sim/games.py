"""Find a game's modules by id, for the desktop tools and the tests.

The five games live in ``firmware/paddock/games/<id>``. The demo game, used
only by the tests, lives in ``sim/testgames/demo`` and is imported as
``demo``. Importing this module puts both folders on ``sys.path`` and
registers the demo in ``paddock.games.PACKAGES``.

It also holds the command-line checks the tools share (players, seats,
``key=value`` options), each failing with a one-line ``GameError``.
"""

import argparse
import importlib
import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIRMWARE = ROOT / "firmware"
TESTGAMES = ROOT / "sim" / "testgames"
DEMO = "demo"

for _folder in (TESTGAMES, FIRMWARE):
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))

from paddock import games as registry  # noqa: E402  (needs the path above)
from paddock.core import game as core_game  # noqa: E402
from paddock.core import options as core_options  # noqa: E402

registry.PACKAGES.setdefault(DEMO, DEMO)

IDS = tuple(gid for gid, _ in registry.GAMES) + (DEMO,)


class GameError(ValueError):
    """A bad game id, player count, seat or option; its text is one line."""


def first_line(error):
    """'Type: message' of an exception, cut to its first line."""
    text = str(error).strip()
    return "%s: %s" % (type(error).__name__, text.splitlines()[0] if text else "")


def check_id(game_id):
    if game_id not in IDS:
        raise GameError("unknown game '%s' (known: %s)" % (game_id, ", ".join(IDS)))


def is_built(game_id):
    """True when the game's package has both rules.py and bots.py."""
    check_id(game_id)
    package = registry.package(game_id)
    if importlib.util.find_spec(package) is None:
        return False
    return all(importlib.util.find_spec(package + "." + part) is not None
               for part in ("rules", "bots"))


def built():
    """The ids of every game that is built, in menu order, the demo last."""
    return [gid for gid in IDS if is_built(gid)]


def package_dir(game_id):
    """The folder holding a game's package (what goes on MicroPython's path)."""
    return TESTGAMES if game_id == DEMO else FIRMWARE


class Game:
    """One game's modules: ``meta`` (the package), ``rules`` and ``bots``."""

    def __init__(self, game_id):
        check_id(game_id)
        if not is_built(game_id):
            raise GameError("game %s is not built yet" % game_id)
        self.id = game_id
        self.package = registry.package(game_id)
        try:
            self.meta = importlib.import_module(self.package)
            self.rules = registry.load(game_id, "rules")
            self.bots = registry.load(game_id, "bots")
        except Exception as e:  # a half-written game: say so in one line
            raise GameError("game %s does not load: %s" % (game_id, first_line(e))) from None
        self.min_players = self.meta.MIN_PLAYERS
        self.max_players = self.meta.MAX_PLAYERS

    def players(self, count=None):
        """A checked player count; the largest when count is None."""
        if count is None:
            return self.max_players
        if not self.min_players <= count <= self.max_players:
            raise GameError("%s takes %d to %d players, not %d"
                            % (self.id, self.min_players, self.max_players, count))
        return count

    def seats(self, spec, players):
        """Seat kinds from 'hard,random,...' (padded with hard); no humans."""
        names = [s.strip() for s in spec.split(",")] if spec else None
        try:
            seats = core_options.seats_from(names, players)
        except ValueError as e:
            raise GameError(str(e)) from None
        if core_game.HUMAN in seats:
            raise GameError("a human seat cannot play headless (choose from %s)"
                            % ", ".join(core_options.LEVELS[1:]))
        return seats

    def options(self, players, seats, pairs=()):
        """The options dict for ``new_game``: defaults, then each 'key=value'.

        A choice is passed as its value (20, "wait"), never as its index.
        """
        chosen = {"players": players, "seats": seats}
        table = {}
        for key, _label, choices, default in self.meta.OPTIONS:
            chosen[key] = choices[default]
            table[key] = choices
        for pair in pairs:
            key, eq, value = pair.partition("=")
            if not eq:
                raise GameError("option '%s' is not key=value" % pair)
            if key not in table:
                known = ", ".join(table) or "none"
                raise GameError("%s has no option '%s' (options: %s)" % (self.id, key, known))
            for choice in table[key]:
                if str(choice) == value:
                    chosen[key] = choice
                    break
            else:
                raise GameError("option %s must be one of %s, not '%s'"
                                % (key, ", ".join(str(c) for c in table[key]), value))
        try:  # some choices exclude others; the rules say which
            self.new(chosen, 1)
        except ValueError as e:
            why = str(e).strip().splitlines()
            raise GameError("%s cannot be played so: %s" % (self.id, why[0] if why else e)) from None
        except Exception:  # a bug, not bad input: the games played will report it
            pass
        return chosen

    def new(self, options, seed):
        """A new State; options are copied so a game cannot change them."""
        fresh = dict(options)
        fresh["seats"] = bytearray(options["seats"])
        return self.rules.new_game(fresh, seed)


def load(game_id):
    """The Game for an id; GameError if it is unknown or not built yet."""
    return Game(game_id)


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr and exit 2."""

    def error(self, message):
        self.exit(2, "%s: %s\n" % (self.prog, message))


def fail(prog, message):
    """One line on stderr, exit status 2."""
    sys.stderr.write("%s: %s\n" % (prog, message))
    raise SystemExit(2)


def seat_names(seats):
    return [core_options.LEVELS[k] for k in seats]
