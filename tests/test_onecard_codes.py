"""1 CAR D's rules and screen keep the codes they use as private consts
(folded into the board's bytecode: a race loads ``codes`` only with the
autopilots, ``events`` never). Each must agree with the public tables."""

from paddock.games import onecard
from paddock.games.onecard import codes, events


def test_codes_are_a_part_of_events():
    for name in dir(codes):
        if name.isupper():
            assert getattr(events, name) == getattr(codes, name), name



def test_event_numbers_are_distinct_and_each_has_a_phrase():
    numbers = [getattr(events, n) for n in dir(events) if n.startswith("EV_")]
    assert len(numbers) == len(set(numbers)) == 31


def test_a_race_of_your_own_loads_no_codes_module():
    """Only the autopilots (bots, hard, driving) import ``codes``; no module
    of a race imports ``events``."""
    import ast
    import pathlib
    folder = pathlib.Path(onecard.__file__).parent
    own = []
    for path in sorted(folder.glob("*.py")):
        if path.stem in ("codes", "events", "bots", "hard", "driving", "outlook", "value",
                         "sidestep"):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module and (
                    node.module.endswith(".codes") or node.module.endswith(".events")):
                own.append(path.name)
            if isinstance(node, ast.ImportFrom) and any(a.name in ("codes", "events")
                                                        for a in node.names):
                own.append(path.name)
    assert own == []


def test_every_log_line_and_move_label_has_its_blanks_filled():
    from paddock.games.onecard import texts
    for code in range(1, 32):
        for car in (0, 1):
            words = texts.event_text((code, car, 1, 2))
            assert words and "{" not in words and "}" not in words, (code, car, words)
    for move in list(range(4)) + list(range(11, 16)) + list(range(20, 25)) + [30, 31]:
        words = texts.move_text(move)
        assert words and "{" not in words, (move, words)
