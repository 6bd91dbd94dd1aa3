"""Stock Car's rules keep the codes and event numbers they use as private
consts (folded into the board's bytecode: no names in the heap). Each must
agree with the public tables the bots, views and tests read."""

import importlib
import pkgutil

from paddock.games import stockcar
from paddock.games.stockcar import codes, events


def modules():
    for info in pkgutil.iter_modules(stockcar.__path__):
        yield importlib.import_module("paddock.games.stockcar." + info.name)


def test_every_private_code_is_the_public_one():
    public = {}
    for table in (codes, events):
        for name in dir(table):
            if name.isupper():
                public[name] = getattr(table, name)
    checked = 0
    for mod in modules():
        for name in dir(mod):
            if name.startswith("_") and name[1:] in public and not name.startswith("__"):
                assert getattr(mod, name) == public[name[1:]], (mod.__name__, name)
                checked += 1
    assert checked > 100


def test_event_numbers_are_distinct():
    numbers = [getattr(events, n) for n in dir(events) if n.startswith("EV_")]
    assert len(numbers) == len(set(numbers)) == 44
