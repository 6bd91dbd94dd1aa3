"""sim.memcheck: the demo passes at 96 KB, fails at 8 KB, and bisection lands between."""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sim import games, memcheck  # noqa: E402


def run(*argv):
    out = io.StringIO()
    status = memcheck.main(list(argv), out)
    return status, json.loads(out.getvalue())


def test_demo_passes_at_96k_and_finds_its_minimum():
    status, record = run("--game", "demo", "--find-min")
    assert status == 0
    assert set(record) == {"game", "interpreter", "heap", "ok", "min_heap"}
    assert record["game"] == "demo" and record["heap"] == 96 * 1024 and record["ok"] is True
    low = record["min_heap"]
    assert 8 * 1024 < low < 96 * 1024 and low % 1024 == 0
    # the bisection's answer works and one step below it does not
    path_ok, _ = check_at(low)
    path_low, _ = check_at(low - 8 * 1024)
    assert path_ok and not path_low


def check_at(heap):
    r = memcheck.check("demo", heap)
    return r["ok"], r.get("error")


def test_demo_fails_with_a_tiny_heap():
    status, record = run("--game", "demo", "--heap", "8K")
    assert status == 1 and record["ok"] is False and record["heap"] == 8192
    assert record["min_heap"] is None and "MemoryError" in record["error"]


def test_the_driver_imports_the_sources_and_plays_every_seat_hard(tmp_path):
    demo = games.load("demo")
    options = demo.options(4, demo.seats(None, 4))
    source = memcheck.driver_source("demo", options, 5)
    assert str(games.FIRMWARE) in source and str(games.TESTGAMES) in source
    assert "play_out" in source and "'seats': [4, 4, 4, 4]" in source
    assert ".py" in source  # it checks that the game was compiled from source
    other = memcheck.driver_source("nascard", options, 5)
    assert str(games.TESTGAMES) not in other  # a real game sees only firmware/


def test_a_broken_game_is_not_ok_even_with_room(monkeypatch):
    # a rules error is reported as such, and find-min gives up rather than guessing
    monkeypatch.setattr(memcheck, "CEILING", 512 * 1024)
    options = {"players": 2, "seats": bytearray([4, 4]), "target": 25, "overshoot": "bounce"}
    record = memcheck.check("demo", 1024 * 1024, True, options)
    assert record["ok"] is False and record["min_heap"] is None
    assert "RulesError" in record["error"]


@pytest.mark.parametrize("text,size", [("96K", 98304), ("96k", 98304), ("1M", 1048576), ("4096", 4096)])
def test_parse_heap(text, size):
    assert memcheck.parse_heap(text) == size


@pytest.mark.parametrize("argv,words", [
    (["--game", "demo", "--heap", "lots"], "bad --heap 'lots'"),
    (["--game", "demo", "--heap", "0K"], "bad --heap"),
    (["--game", "chess"], "unknown game 'chess'"),
    (["--game", "demo", "--players", "9"], "demo takes 2 to 4 players"),
    (["--game", "demo", "--seats", "hard,human"], "human seat"),
    (["--game", "demo", "--option", "target=5"], "option target must be one of 20, 30"),
    ([], "give --game ID or --table"),
])
def test_bad_input_is_one_line_and_exit_2(argv, words, capsys):
    with pytest.raises(SystemExit) as info:
        memcheck.main(argv, io.StringIO())
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("memcheck: ") and words in err


def test_table_runs_each_built_game_as_mpy_and_py(monkeypatch):
    # The table's own work (which runs, in which order, how each row reads);
    # a whole console run is sim.consolerun's, checked in test_cp_console.py.
    monkeypatch.setattr(games, "IDS", ("nitro", "zoomzoom", "demo"))
    monkeypatch.setattr(games, "is_built", lambda gid: gid != "nitro")
    ran = []

    def console(gid, heap, want_min, files):
        ran.append((gid, files, heap, want_min))
        return {"ok": files == "mpy", "min_heap": 120 * 1024 if files == "mpy" else None,
                "decision_live": 100 * 1024, "peak_live": 110 * 1024, "rig": 12 * 1024,
                "stack_ok": True}
    monkeypatch.setattr(memcheck, "console", console)
    monkeypatch.setattr(memcheck, "check", lambda gid, heap, want: {"min_heap": 70 * 1024})
    out = io.StringIO()
    assert memcheck.main(["--table"], out) == 0          # .py does not fit: for reference only
    lines = out.getvalue().splitlines()
    assert ran == [("zoomzoom", "mpy", 128 * 1024, True), ("zoomzoom", "py", 128 * 1024, True)]
    assert lines[0].split()[:3] == ["game", "files", "min"]
    assert lines[1].split() == ["zoomzoom", "mpy", "120.0K", "100.0K", "110.0K", "12.0K", "ok",
                                "yes", "70.0K"]
    assert lines[2].split()[:3] == ["zoomzoom", "py", "?"] and lines[2].split()[7] == "NO"
    assert "the gate is the .mpy rows" in lines[3]


def test_table_fails_when_a_game_does_not_fit_as_mpy(monkeypatch):
    monkeypatch.setattr(games, "IDS", ("zoomzoom",))
    monkeypatch.setattr(games, "is_built", lambda gid: True)
    monkeypatch.setattr(memcheck, "console", lambda gid, heap, want_min, files: {
        "ok": files == "py", "min_heap": None, "decision_live": 1, "peak_live": 1, "rig": 1,
        "stack_ok": True})
    monkeypatch.setattr(memcheck, "check", lambda gid, heap, want: {"min_heap": 70 * 1024})
    assert memcheck.main(["--table"], io.StringIO()) == 1


def test_runs_as_a_module():
    done = subprocess.run([sys.executable, "-m", "sim.memcheck", "--game", "demo",
                           "--players", "2", "--seats", "easy,random", "--seed", "4"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    record = json.loads(done.stdout)
    assert record["ok"] is True and record["min_heap"] is None
