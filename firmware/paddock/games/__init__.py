"""The games, by id, in menu order. A game is imported only when chosen."""

import sys

GAMES = (
    ("zoomzoom", "Zoom Zoom Vroom"),
    ("nascard", "Nascard"),
    ("onecard", "1 CAR D"),
    ("stockcar", "Stock Car Champ."),
    ("nitro", "Nitro"),
)

# Where each game's modules live; tests may add ids here (the demo game).
PACKAGES = {}


def package(game_id):
    return PACKAGES.get(game_id, "paddock.games." + game_id)


def title(game_id):
    for gid, name in GAMES:
        if gid == game_id:
            return name
    return game_id


def metadata(game_id):
    """The game package itself: its ``__init__`` holds only metadata
    (``TITLE``, ``VERSION``, ``OPTIONS``...). ImportError if not built."""
    name = package(game_id)
    __import__(name)
    return sys.modules[name]


def load(game_id, part):
    """Import and return the module ``part`` ('rules', 'bots', 'view') of a game.

    ImportError means the game is not built yet (or the id is unknown).
    """
    name = package(game_id) + "." + part
    __import__(name)
    return sys.modules[name]


def unload(game_id):
    """Drop every module of a game so its memory can be collected."""
    from paddock import drop
    prefix = package(game_id)
    for name in list(sys.modules):
        if name.startswith(prefix + "."):
            drop(name)
    drop(prefix)
