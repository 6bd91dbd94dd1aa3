"""Nascard's rules and view keep the codes they use as private consts
(folded into the board's bytecode: no names in a race's heap). Each must
agree with the public tables (``codes`` for the bots, ``events`` for all)."""

import importlib
import pkgutil

from paddock.games import nascard
from paddock.games.nascard import codes, events


def modules():
    for info in pkgutil.iter_modules(nascard.__path__):
        yield importlib.import_module("paddock.games.nascard." + info.name)



def test_a_private_const_has_one_value_in_every_module():
    """The view modules share their layout (tile sizes, places, colours) as
    private consts too: a name means the same number wherever it is."""
    seen = {}
    shared = 0
    for mod in modules():
        for name in dir(mod):
            value = getattr(mod, name)
            if name.startswith("_") and name[1:2].isupper() and isinstance(value, int):
                if name in seen:
                    assert seen[name][1] == value, (name, seen[name][0], mod.__name__)
                    shared += 1
                else:
                    seen[name] = (mod.__name__, value)
    assert shared > 50


def test_codes_are_a_part_of_events():
    for name in dir(codes):
        if name.isupper():
            assert getattr(events, name) == getattr(codes, name), name


def test_event_numbers_are_distinct_and_each_has_a_phrase():
    numbers = [getattr(events, n) for n in dir(events) if n.startswith("EV_")]
    assert len(numbers) == len(set(numbers)) == 27
    from paddock.games.nascard import texts
    assert len(texts.EVENTS) == max(numbers) + 1 + 7   # then the 7 moves' labels
