"""sim.autoplay: JSON per game and a summary, seeded, with clear bad-input errors."""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sim import autoplay, games  # noqa: E402
from paddock.core import game, options as core_options  # noqa: E402

GAME_KEYS = {"game", "seed", "players", "seats", "standings", "winner", "turns", "moves", "finished"}
SUMMARY_KEYS = {"games", "finished", "errors", "wins", "none_won", "seconds"}


def run(*argv):
    out = io.StringIO()
    status = autoplay.main(list(argv), out)
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    return status, lines[:-1], lines[-1]


def test_json_shape_and_summary():
    status, records, summary = run("--game", "demo", "--games", "5", "--seed", "10")
    assert status == 0 and len(records) == 5
    for i, r in enumerate(records):
        assert set(r) == GAME_KEYS
        assert r["game"] == "demo" and r["seed"] == 10 + i and r["players"] == 4
        assert r["seats"] == ["hard"] * 4 and r["finished"] is True
        assert sorted(r["standings"]) == [0, 1, 2, 3] and r["moves"] >= r["turns"] > 0
        assert r["winner"] == r["standings"][0]
    assert set(summary) == SUMMARY_KEYS
    assert summary["games"] == summary["finished"] == 5 and summary["errors"] == 0
    assert sum(summary["wins"]) == 5 and len(summary["wins"]) == 4
    assert summary["wins"] == [sum(1 for r in records if r["standings"][0] == s) for s in range(4)]


def test_a_seed_replays_exactly_and_game_i_uses_seed_plus_i():
    _, first, _ = run("--game", "demo", "--games", "4", "--seed", "3", "--seats", "random,easy")
    _, again, _ = run("--game", "demo", "--games", "4", "--seed", "3", "--seats", "random,easy")
    _, shifted, _ = run("--game", "demo", "--games", "3", "--seed", "4", "--seats", "random,easy")
    assert first == again
    assert first[1:] == shifted
    assert len({json.dumps(r["standings"]) + str(r["moves"]) for r in first}) > 1


def test_players_seats_and_options_reach_the_game():
    _, records, summary = run("--game", "demo", "--games", "20", "--players", "2",
                              "--seats", "hard,easy", "--option", "target=30", "overshoot=wait")
    assert records[0]["seats"] == ["hard", "easy"] and records[0]["players"] == 2
    assert summary["wins"][0] > summary["wins"][1]
    _, short, _ = run("--game", "demo", "--games", "20", "--players", "2", "--seats", "hard,easy")
    assert sum(r["moves"] for r in records) > sum(r["moves"] for r in short)


def test_exit_1_when_a_game_does_not_finish():
    status, records, summary = run("--game", "demo", "--games", "2", "--max-moves", "3")
    assert status == 1 and summary["finished"] == 0 and summary["errors"] == 0
    assert records[0]["finished"] is False and records[0]["moves"] == 3


def test_exit_1_when_a_game_raises(monkeypatch):
    demo = games.load("demo")
    monkeypatch.setattr(demo.bots, "choose", lambda view, kind, rng: 99)
    status, records, summary = run("--game", "demo", "--games", "2", "--seats", "easy,random")
    assert status == 1 and summary["errors"] == 2
    assert records[0]["error"].startswith("RulesError:") and "\n" not in records[0]["error"]


@pytest.mark.parametrize("argv,words", [
    (["--game", "nope"], "unknown game 'nope' (known: zoomzoom, nascard, onecard, stockcar, nitro, demo)"),
    (["--game", "demo", "--players", "5"], "demo takes 2 to 4 players, not 5"),
    (["--game", "demo", "--players", "1"], "demo takes 2 to 4 players, not 1"),
    (["--game", "demo", "--players", "two"], "invalid int value"),
    (["--game", "demo", "--seats", "hard,wizard"], "unknown seat 'wizard'"),
    (["--game", "demo", "--seats", "human"], "human seat"),
    (["--game", "demo", "--players", "2", "--seats", "hard,hard,hard"], "3 seats given for 2 players"),
    (["--game", "demo", "--option", "target=25"], "option target must be one of 20, 30, not '25'"),
    (["--game", "demo", "--option", "laps=3"], "demo has no option 'laps'"),
    (["--game", "demo", "--option", "target"], "not key=value"),
    (["--game", "demo", "--games", "0"], "at least 1"),
    ([], "required: --game"),
])
def test_bad_input_is_one_line_and_exit_2(argv, words, capsys):
    with pytest.raises(SystemExit) as info:
        autoplay.main(argv, io.StringIO())
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("autoplay: ") and words in err


def test_a_game_not_built_yet(monkeypatch, capsys):
    monkeypatch.setattr(games, "is_built", lambda gid: gid == "demo")
    with pytest.raises(SystemExit) as info:
        autoplay.main(["--game", "nitro"], io.StringIO())
    assert info.value.code == 2
    assert capsys.readouterr().err == "autoplay: game nitro is not built yet\n"


def test_options_the_rules_refuse_together(monkeypatch, capsys):
    demo = games.load("demo")

    def refuse(options, seed):
        raise game.RulesError("wait needs target 30")

    monkeypatch.setattr(demo.rules, "new_game", refuse)
    with pytest.raises(SystemExit) as info:
        autoplay.main(["--game", "demo", "--option", "overshoot=wait"], io.StringIO())
    assert info.value.code == 2
    assert capsys.readouterr().err == "autoplay: demo cannot be played so: wait needs target 30\n"


def test_runs_as_a_module():
    done = subprocess.run([sys.executable, "-m", "sim.autoplay", "--game", "demo", "--games", "2",
                           "--seed", "7", "--players", "3", "--seats", "hard,normal,random"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    lines = [json.loads(x) for x in done.stdout.splitlines()]
    assert [r["seed"] for r in lines[:2]] == [7, 8] and lines[2]["games"] == 2
    assert lines[0]["seats"] == ["hard", "normal", "random"]


def test_bad_input_as_a_module_has_no_traceback():
    done = subprocess.run([sys.executable, "-m", "sim.autoplay", "--game", "demo", "--seats", "x"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_seat_names_cover_every_level():
    assert games.seat_names(bytearray([1, 2, 3, 4])) == list(core_options.LEVELS[1:])


def test_a_race_no_seat_won_is_counted_apart():
    # Solo 1 CAR D at difficulty 6 with an easy autopilot: a win is first place
    # with every gauge above 0; other finishes count in none_won, not as wins.
    options = {"players": 1, "seats": core_options.seats_from(["easy"], 1), "difficulty": 6}
    out = io.StringIO()
    autoplay.run(games.Game("onecard"), options, 1, 40, 20000, out)
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    summary, records = lines[-1], lines[:-1]
    assert summary["finished"] == 40
    assert summary["wins"][0] + summary["none_won"] == 40 and summary["none_won"] > 0
    assert summary["none_won"] == sum(r["winner"] == -1 for r in records)


def test_rotate_moves_the_seat_kinds_one_seat_on_each_game():
    out, err = io.StringIO(), io.StringIO()
    status = autoplay.main(["--game", "demo", "--games", "8", "--seed", "5", "--players", "4",
                            "--seats", "hard,easy,easy,easy", "--rotate"], out, err)
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    records, summary = lines[:-1], lines[-1]
    assert status == 0 and [r["seed"] for r in records] == list(range(5, 13))
    for i, r in enumerate(records):
        assert r["seats"].index("hard") == i % 4 and r["seats"].count("easy") == 3
    assert set(summary) == SUMMARY_KEYS | {"levels"}
    assert list(summary["levels"]) == ["hard", "easy"]


def test_rotate_reports_each_levels_share_with_its_standard_error():
    out, err = io.StringIO(), io.StringIO()
    autoplay.main(["--game", "demo", "--games", "40", "--players", "4",
                   "--seats", "hard,easy,easy,easy", "--rotate"], out, err)
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    records, levels = lines[:-1], lines[-1]["levels"]
    hard_wins = sum(r["seats"][r["winner"]] == "hard" for r in records)
    assert levels["hard"]["wins"] == hard_wins and levels["hard"]["seats"] == 1
    assert levels["easy"]["wins"] == 40 - hard_wins and levels["easy"]["seats"] == 3
    p = hard_wins / 40
    assert levels["hard"]["share"] == round(p, 4)
    assert levels["hard"]["se"] == pytest.approx((p * (1 - p) / 40) ** 0.5, abs=1e-4)
    assert levels["hard"]["share"] > 0.25          # the demo's hard beats its easy
    text = err.getvalue()
    assert text.count("\n") == 1 and text.startswith("autoplay: hard %.1f%% +- " % (100 * p))
    assert "(3 seats); 40 games, seats rotated" in text


def test_rotate_counts_races_no_seat_won_as_no_levels_win():
    options = {"players": 1, "seats": core_options.seats_from(["easy"], 1), "difficulty": 6}
    out, err = io.StringIO(), io.StringIO()
    autoplay.run(games.Game("onecard"), options, 1, 20, 20000, out, True, err)
    summary = json.loads(out.getvalue().splitlines()[-1])
    assert summary["levels"]["easy"]["wins"] == summary["wins"][0]
    assert summary["levels"]["easy"]["wins"] + summary["none_won"] == 20


def test_without_rotate_stderr_stays_quiet():
    out, err = io.StringIO(), io.StringIO()
    autoplay.main(["--game", "demo", "--games", "2", "--seats", "hard,easy"], out, err)
    assert err.getvalue() == "" and "levels" not in json.loads(out.getvalue().splitlines()[-1])
