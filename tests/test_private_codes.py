"""Each game's modules keep the codes they use as private consts (folded into
the board's bytecode by mpy-cross: no names, no dict entries in a race's
heap). Each must agree with the game's public tables (``codes``, ``events``),
which tests, tools and bots read."""

import importlib
import pkgutil

import pytest

from paddock import games

# game: (its public tables, the least number of private copies to check)
TABLES = {
    "zoomzoom": (("codes",), 80),
    "nascard": (("events",), 60),
    "onecard": (("events",), 100),
    "stockcar": (("codes", "events"), 100),
}
# Nitro is not here: its consts are named after several tables at once (data's
# EVENT and codes' EVENT differ), each const's comment naming its own.


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_every_private_code_is_the_public_one(game_id):
    tables, least = TABLES[game_id]
    public = {}
    for table in tables:
        mod = games.load(game_id, table)
        for name in dir(mod):
            if name.isupper():
                public[name] = getattr(mod, name)
    package = importlib.import_module(games.package(game_id))
    checked = 0
    for info in pkgutil.iter_modules(package.__path__):
        mod = importlib.import_module(games.package(game_id) + "." + info.name)
        for name in dir(mod):
            if name.startswith("_") and name[1:] in public and not name.startswith("__"):
                assert getattr(mod, name) == public[name[1:]], (mod.__name__, name)
                checked += 1
    assert checked > least
