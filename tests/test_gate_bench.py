"""sim.bench: bot decision times and working memory on CircuitPython's test
interpreter (MicroPython unix as the fallback), games a second on CPython."""

import io
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sim import bench, games  # noqa: E402
from paddock.core import game  # noqa: E402

LEVEL_KEYS = {"decisions", "median", "max", "slice_max", "slices_max", "mem_max"}


def test_demo_bench_json_shape():
    out = io.StringIO()
    assert bench.main(["--game", "demo", "--games", "3", "--seed", "2"], out) == 0
    record = json.loads(out.getvalue())
    assert set(record) == {"game", "players", "games", "seed", "interpreter", "factor", "repeats",
                           "decide_ms", "board_ms", "games_per_second", "hard_ok"}
    assert (record["game"], record["players"], record["games"], record["seed"]) == ("demo", 4, 3, 2)
    assert record["interpreter"] == bench.interpreter()[0]
    assert record["repeats"] == bench.REPEATS
    assert record["factor"] == bench.FACTORS[record["interpreter"]]
    assert list(record["decide_ms"]) == ["easy", "normal", "hard"]
    for level in record["decide_ms"].values():
        assert set(level) == LEVEL_KEYS
        assert level["decisions"] >= 3 * 4
        assert 0 <= level["median"] <= level["max"]
        assert 0 < level["slice_max"] <= level["max"] and level["slices_max"] == 1
        assert 0 < level["mem_max"] < 4096          # at least the view, at most a little
    hard = record["decide_ms"]["hard"]
    assert record["board_ms"] == {"hard": {k: round(hard[k] * record["factor"], 1)
                                           for k in ("median", "max", "slice_max")}}
    assert record["games_per_second"] > 0
    assert record["hard_ok"] is True  # the demo's bots think in microseconds


def test_decisions_count_matches_the_games_played():
    demo = games.load("demo")
    options = demo.options(2, demo.seats(None, 2))
    ms = bench.decide_ms("demo", options, 4, 30, repeats=2)
    for name, kind in bench.LEVELS:
        moves = 0
        for i in range(4):
            s = demo.new(dict(options, seats=bytearray([kind, kind])), 30 + i)
            moves += game.play_out(s, demo.bots)
        assert ms[name]["decisions"] == moves


def test_sliced_thinking_is_timed_a_slice_at_a_time(tmp_path, monkeypatch):
    # A demo whose hard bot thinks in three slices, the middle one long.
    pkg = tmp_path / "slowdemo"
    pkg.mkdir()
    src = (ROOT / "sim" / "testgames" / "demo")
    for name in ("__init__.py", "rules.py"):
        (pkg / name).write_text((src / name).read_text().replace("demo", "slowdemo"))
    (pkg / "bots.py").write_text(
        (src / "bots.py").read_text() + "\n\n"
        "def think(view, kind, rng):\n"
        "    if kind != 4:\n"
        "        yield choose(view, kind, rng)\n"
        "        return\n"
        "    yield None\n"
        "    junk = [bytearray(100) for _ in range(20)]\n"
        "    for _ in range(3000):\n"
        "        pass\n"
        "    yield None\n"
        "    yield choose(view, kind, rng)\n")
    monkeypatch.setattr(games, "TESTGAMES", tmp_path)
    monkeypatch.setattr(games, "DEMO", "slowdemo")
    options = games.load("demo").options(2, bytearray([4, 4]))
    ms = bench.decide_ms("slowdemo", options, 1, 3, repeats=2)
    hard, easy = ms["hard"], ms["easy"]
    assert hard["slices_max"] == 3 and easy["slices_max"] == 1
    assert hard["slice_max"] <= hard["max"] and hard["median"] > 2 * easy["median"]
    assert hard["mem_max"] > easy["mem_max"] + 20 * 100        # the junk counts


def test_the_budget_is_the_checklists():
    ok = {"median": 1.0, "max": 3.0, "slice_max": 0.3, "mem_max": 4096}
    assert bench.within_budget(ok)
    for key, over in (("median", 1.01), ("max", 3.1), ("slice_max", 0.31), ("mem_max", 4097)):
        assert not bench.within_budget(dict(ok, **{key: over}))


def test_factor_sets_the_board_estimate():
    out = io.StringIO()
    assert bench.main(["--game", "demo", "--games", "1", "--factor", "100", "--repeats", "1"],
                      out) == 0
    record = json.loads(out.getvalue())
    assert record["factor"] == 100 and record["repeats"] == 1
    assert record["board_ms"]["hard"]["max"] == round(record["decide_ms"]["hard"]["max"] * 100, 1)


def test_interpreter_from_the_environment_and_the_fallback(monkeypatch, tmp_path):
    if bench.CIRCUITPYTHON.exists():
        monkeypatch.setenv("PADDOCK_CIRCUITPYTHON", str(bench.CIRCUITPYTHON))
        assert bench.interpreter() == ("circuitpython", bench.CIRCUITPYTHON)
    monkeypatch.setenv("PADDOCK_CIRCUITPYTHON", str(tmp_path / "none"))
    assert bench.interpreter() == ("micropython", bench.MICROPYTHON)
    out = io.StringIO()
    assert bench.main(["--game", "demo", "--games", "1", "--repeats", "1"], out) == 0
    record = json.loads(out.getvalue())
    assert record["interpreter"] == "micropython" and record["factor"] == 270


def test_with_no_interpreter_one_line_and_the_decisions_skipped(monkeypatch, capsys):
    monkeypatch.setattr(bench, "interpreter", lambda: None)
    out = io.StringIO()
    assert bench.main(["--game", "demo", "--games", "1"], out) == 0
    record = json.loads(out.getvalue())
    assert record["decide_ms"] is None and record["hard_ok"] is None
    assert record["games_per_second"] > 0
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("bench: ") and "skipped" in err


def test_all_benches_every_built_game(monkeypatch):
    monkeypatch.setattr(games, "IDS", ("nitro", "demo"))
    monkeypatch.setattr(games, "is_built", lambda gid: gid == "demo")
    out = io.StringIO()
    assert bench.main(["--all", "--games", "1"], out) == 0
    assert [json.loads(x)["game"] for x in out.getvalue().splitlines()] == ["demo"]


@pytest.mark.parametrize("argv,words", [
    (["--game", "demo", "--all"], "either --game ID or --all"),
    ([], "either --game ID or --all"),
    (["--game", "demo", "--games", "0"], "at least 1"),
    (["--game", "demo", "--repeats", "0"], "at least 1"),
    (["--game", "demo", "--factor", "0"], "--factor must be above 0"),
    (["--game", "demo", "--players", "6"], "demo takes 2 to 4 players"),
    (["--game", "pong"], "unknown game 'pong'"),
])
def test_bad_input_is_one_line_and_exit_2(argv, words, capsys):
    with pytest.raises(SystemExit) as info:
        bench.main(argv, io.StringIO())
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("bench: ") and words in err
