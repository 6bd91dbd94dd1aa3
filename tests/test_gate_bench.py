"""sim.bench: bot decision times on the MicroPython unix port, games a second on CPython."""

import io
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sim import bench, games  # noqa: E402
from paddock.core import game  # noqa: E402


def test_demo_bench_json_shape():
    out = io.StringIO()
    assert bench.main(["--game", "demo", "--games", "3", "--seed", "2"], out) == 0
    record = json.loads(out.getvalue())
    assert set(record) == {"game", "players", "games", "seed", "decide_ms",
                           "games_per_second", "hard_ok"}
    assert (record["game"], record["players"], record["games"], record["seed"]) == ("demo", 4, 3, 2)
    assert list(record["decide_ms"]) == ["easy", "normal", "hard"]
    for level in record["decide_ms"].values():
        assert set(level) == {"decisions", "median", "max"}
        assert level["decisions"] >= 3 * 4
        assert 0 <= level["median"] <= level["max"]
    assert record["games_per_second"] > 0
    assert record["hard_ok"] is True  # the demo's bots think in microseconds


def test_decisions_count_matches_the_games_played():
    demo = games.load("demo")
    options = demo.options(2, demo.seats(None, 2))
    ms = bench.decide_ms("demo", options, 4, 30)
    for name, kind in bench.LEVELS:
        moves = 0
        for i in range(4):
            s = demo.new(dict(options, seats=bytearray([kind, kind])), 30 + i)
            moves += game.play_out(s, demo.bots)
        assert ms[name]["decisions"] == moves


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
    (["--game", "demo", "--players", "6"], "demo takes 2 to 4 players"),
    (["--game", "pong"], "unknown game 'pong'"),
])
def test_bad_input_is_one_line_and_exit_2(argv, words, capsys):
    with pytest.raises(SystemExit) as info:
        bench.main(argv, io.StringIO())
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("bench: ") and words in err
