"""Nitro's numbers are named once, in codes.py and data.py; the modules a
race loads keep the ones they use as private consts (no name on the board's
heap). Each private copy must equal the name it stands for."""

import ast
import re
from pathlib import Path

import pytest

from paddock.games.nitro import codes, data

GAME = Path(__file__).resolve().parents[1] / "firmware" / "paddock" / "games" / "nitro"
REFERENCE = ("codes", "data")
MODULES = sorted(p for p in GAME.glob("*.py") if p.stem not in REFERENCE)


def private_consts(path):
    """{name: (value, the reference its comment names or None, line)} of the
    module's ``_NAME = const(...)`` lines, in order."""
    text = path.read_text()
    lines = text.split("\n")
    out = {}
    env = {}
    for node in ast.parse(text).body:
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Call)
                and getattr(node.value.func, "id", "") == "const"):
            continue
        name = node.targets[0].id
        value = eval(compile(ast.Expression(node.value.args[0]), str(path), "eval"), {}, env)
        env[name] = value
        line = lines[node.lineno - 1]
        ref = None
        if "#" in line:     # "# module.NAME": the name this one copies
            words = line.split("#", 1)[1].split()
            if words and re.match(r"^[a-z_]+\.[A-Z_][A-Za-z0-9_]*$", words[0]):
                ref = words[0]
        out[name] = (value, ref, node.lineno)
    return out


def reference(ref):
    module, _, name = ref.partition(".")
    found = {"codes": codes, "data": data}.get(module)
    if found is None:
        import importlib
        found = importlib.import_module(
            module if module == "nitro_sheets" else "paddock.games.nitro." + module)
    return getattr(found, name)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_each_private_const_equals_the_name_it_copies(path):
    for name, (value, ref, line) in private_consts(path).items():
        where = "%s:%d %s" % (path.name, line, name)
        assert name.startswith("_"), where + " is public: it costs a name on the board"
        if ref is not None:
            assert value == reference(ref), where + " is not " + ref
            continue
        plain = name[1:]
        found = [getattr(m, plain) for m in (codes, data) if isinstance(getattr(m, plain, None), int)]
        if len(set(found)) > 1:
            pytest.fail(where + " is named in both codes and data: say which (# codes.X)")
        if found:
            assert value == found[0], "%s is %d, not %d" % (where, value, found[0])


def test_the_check_finds_a_wrong_copy(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("from micropython import const\n_PH_SHOP = const(5)\n_W = const(7)  # data.WIDTH\n")
    got = private_consts(bad)
    assert got["_PH_SHOP"][0] != codes.PH_SHOP and got["_W"] == (7, "data.WIDTH", 3)
    with pytest.raises(AssertionError):
        test_each_private_const_equals_the_name_it_copies(bad)


def test_a_race_never_imports_the_reference_modules():
    for path in MODULES:
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "paddock.games.nitro":
                names = {a.name for a in node.names}
                assert not names & set(REFERENCE), "%s imports %s" % (path.name, names)
