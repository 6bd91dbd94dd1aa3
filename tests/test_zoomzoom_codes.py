"""Zoom Zoom Vroom's modules keep the codes they use as private consts
(folded into the board's bytecode: no names in the heap). Each must agree
with the public table in ``codes`` that tests and tools read."""

import importlib
import os
import pkgutil
import subprocess
import sys

from paddock.games import zoomzoom
from paddock.games.zoomzoom import codes


def test_every_private_code_is_the_public_one():
    public = {n: getattr(codes, n) for n in dir(codes) if n.isupper()}
    checked = 0
    for info in pkgutil.iter_modules(zoomzoom.__path__):
        mod = importlib.import_module("paddock.games.zoomzoom." + info.name)
        for name in dir(mod):
            if name.startswith("_") and name[1:] in public:
                assert getattr(mod, name) == public[name[1:]], (mod.__name__, name)
                checked += 1
    assert checked > 80


def test_a_race_never_loads_the_public_table():
    # a fresh interpreter: this one's modules are shared with other tests
    code = ("import sys; from paddock.games.zoomzoom import rules, bots, hard, view; "
            "print('paddock.games.zoomzoom.codes' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=dict(os.environ, PYTHONPATH="firmware"), check=True)
    assert out.stdout.strip() == "False"
