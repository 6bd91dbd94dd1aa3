"""``python -m sim`` as a user runs it: bad input exits 2 with one line; headless shots are
byte-identical run to run; the window runs and closes cleanly."""

import os
import subprocess
import sys

import pytest

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_sim(*args, env_drop=(), env_add=None, timeout=60):
    env = {k: v for k, v in os.environ.items() if k not in env_drop}
    env.update(env_add or {})
    return subprocess.run([sys.executable, "-m", "sim"] + list(args), cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=timeout)


def assert_one_line_exit_2(result, *words):
    assert result.returncode == 2, result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("sim: "), result.stderr
    assert "Traceback" not in result.stderr
    for word in words:
        assert word in lines[0]


@pytest.mark.parametrize("args,words", [
    (("--board", "pyportal", "--headless"), ("pyportal", "pygamer, pybadge, fruitjam")),
    (("--headless", "--keys", "DOWN JUMP A"), ("JUMP", "WAIT")),
    (("--headless", "--keys", "WAITX"), ("WAITX",)),
    (("--headless", "--boot-hold", "HOME"), ("HOME",)),
    (("--keys", "A"), ("--headless",)),
    (("--headless", "--app", "nowhere"), ("MODULE:CALLABLE",)),
    (("--headless", "--app", "no_such_module:App"), ("no_such_module",)),
    (("--headless", "--app", "sim.keytest:Nope"), ("Nope",)),
    (("--headless", "--scale", "0"), ("--scale",)),
    (("--frobnicate",), ("frobnicate",)),
    (("--headless", "--keys", "A", "--shot", "no/such/folder/x.png"), ("--shot", "no folder")),
    (("--headless", "--nvm", "no/such/folder/nvm.bin"), ("--nvm", "no folder")),
    (("--headless", "--shot", "tests"), ("--shot", "is a folder")),
])
def test_bad_input_is_one_line_and_exit_2(args, words):
    assert_one_line_exit_2(run_sim(*args), *words)


def test_nvm_file_of_the_wrong_size(tmp_path):
    nvm = tmp_path / "nvm.bin"
    nvm.write_bytes(b"\0" * 100)
    result = run_sim("--headless", "--app", "sim.keytest:App", "--nvm", str(nvm))
    assert_one_line_exit_2(result, "100 bytes")


def test_no_display_without_headless_says_how_to_run_headless():
    result = run_sim("--app", "sim.keytest:App",
                     env_drop=("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"))
    # a command that works from a fresh clone: the venv `make setup` makes
    assert_one_line_exit_2(result, "display", ".venv/bin/python -m sim --headless", "make setup")


def test_a_save_of_a_game_this_paddock_lacks_is_refused(tmp_path):
    sys.path.insert(0, os.path.join(REPO, "firmware"))
    try:
        from paddock.core import save
    finally:
        sys.path.pop(0)
    alien = tmp_path / "tetris.sav"
    alien.write_bytes(save.encode("tetris", 1, b"\x01\x02"))
    assert_one_line_exit_2(run_sim("--headless", "--load", str(alien)), "tetris",
                           "does not have")


def test_headless_shots_are_byte_identical(tmp_path):
    outputs = []
    for run in range(2):
        shot = tmp_path / ("shot%d.png" % run)
        result = run_sim("--headless", "--board", "pybadge", "--app", "sim.keytest:App",
                         "--keys", "UP A WAIT300", "--shot", str(shot),
                         "--drive", str(tmp_path / "drive"))
        assert result.returncode == 0, result.stderr
        outputs.append((shot.read_bytes(), result.stdout))
    assert outputs[0] == outputs[1]
    assert outputs[0][0][:8] == b"\x89PNG\r\n\x1a\n"
    assert "keytest pybadge" in outputs[0][1] and "A up" in outputs[0][1]


def test_window_runs_and_closes_cleanly():
    result = run_sim("--app", "sim.keytest:App", "--exit-after", "0.3",
                     env_add={"SDL_VIDEODRIVER": "dummy"})
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
