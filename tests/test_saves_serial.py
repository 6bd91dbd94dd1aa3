"""The simulated board's serial port with the console running, and the whole chain:
a save made by playing, ``python -m sim --serial --headless``, ``python -m host_tools flash``
and ``pull-saves`` against it, then ``python -m sim --load`` continuing the same race."""

import contextlib
import os
import select
import subprocess
import sys
import time

import pytest
import serial

from test_saves_game import GID, factory, game_dir  # noqa: F401  (a fixture)
from sim.harness import Sim

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def env_for(pkgs, tmp_path):
    """The subprocesses' environment: Save Race importable, no real boards or drives."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(pkgs), REPO] + [p for p in
                                         env.get("PYTHONPATH", "").split(os.pathsep) if p])
    mounts = tmp_path / "mounts"
    mounts.mkdir(exist_ok=True)
    env["PADDOCK_MOUNTS"] = str(mounts)
    env.pop("PADDOCK_PORTS", None)
    return env


def run(args, env, timeout=60):
    return subprocess.run([sys.executable] + args, cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=timeout)


def read_line_with(proc, prefix, timeout=20):
    """The first stdout line of proc starting with prefix (fails after timeout s)."""
    deadline = time.monotonic() + timeout
    seen = []
    while time.monotonic() < deadline:
        ready = select.select([proc.stdout], [], [], 0.2)[0]
        if ready:
            line = proc.stdout.readline()
            if not line:
                break
            seen.append(line)
            if line.startswith(prefix):
                return line.strip()
    pytest.fail("no %r line from the simulator: %r %s" % (prefix, seen, proc.poll()))


def read_until(port, words, timeout=3):
    deadline = time.monotonic() + timeout
    got = b""
    while words not in got and time.monotonic() < deadline:
        got += port.read(port.in_waiting or 1)
    return got


def test_ctrl_c_stops_the_console_and_ctrl_d_runs_it_again(game_dir, tmp_path):
    lines = []
    with Sim(app_factory=factory(), drive=str(tmp_path / "d"), serial=True,
             log=lines.append) as s:
        assert s.serial.port.startswith("/dev/")
        s.press("A")
        assert "Save Race" in s.texts()
        with serial.Serial(s.serial.port, timeout=0.1) as port:
            port.write(b"\x03")
            s.run_for(2, until=lambda: s.app is None)
            assert s.app is None and "KeyboardInterrupt" in read_until(port, b"REPL").decode()
            s.keys("DOWN A")                       # stopped: keys go nowhere
            assert s.app is None
            port.write(b"\x04")                    # soft reboot: code.py again
            s.run_for(2, until=lambda: s.app is not None)
            assert s.restarts == 1 and s.app is not None
            assert b"soft reboot" in read_until(port, b"soft reboot")
        s.advance(50)
        assert "Press A" in s.texts()               # a fresh start, at the title
        assert lines == ["program stopped (Ctrl-C on the serial port)",
                         "soft reboot: code.py runs again"]


def play_and_save(drive):
    """Play two turns of Save Race on drive, then Save and quit; the saved state bytes."""
    with Sim(app_factory=factory(), drive=str(drive), boot=True) as s:
        s.press("A")
        menu = s.app.stack[-1].menu
        while menu.labels[menu.cursor].text != "Save Race":
            s.press("DOWN")
        s.keys("A RIGHT")                          # two players, the second a bot
        menu = s.app.stack[-1].menu
        while menu.labels[menu.cursor].text != "Start":
            s.press("DOWN")
        s.press("A")
        view = sys.modules["saverace.view"].made[-1]
        for _ in range(2):
            s.press("A")
            s.advance(250)
        state = view.state.to_bytes()
        s.keys("START DOWN DOWN A")                # Save and quit, the third row
        assert "Race saved." in s.texts()
    return state


@contextlib.contextmanager
def firmware():
    """Firmware modules importable here for a moment (no board: codecs only)."""
    fw = os.path.join(REPO, "firmware")
    before = set(sys.modules)
    sys.path.append(fw)
    try:
        yield
    finally:
        sys.path.remove(fw)
        for name in set(sys.modules) - before:
            if name.split(".")[0] in ("paddock", GID):
                del sys.modules[name]


def state_in(record):
    """The rules state bytes in a Save Race record (checked on the way)."""
    with firmware():
        import saverace
        from paddock.console.reading import unpack
        from paddock.core.save import decode
        return unpack(decode(record, GID, 1)[2], saverace)[2]


def test_flash_pull_saves_and_load_continue_the_same_race(game_dir, tmp_path):
    drive = tmp_path / "CIRCUITPY"
    saved = play_and_save(drive)
    env = env_for(game_dir, tmp_path)
    board = subprocess.Popen(
        [sys.executable, "-m", "sim", "--serial", "--headless", "--drive", str(drive),
         "--app", "saveapp:App", "--run-for", "90"],
        cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        port = read_line_with(board, "serial: ").split(": ", 1)[1]
        flashed = run(["-m", "host_tools", "flash", "--port", port], env, timeout=90)
        assert flashed.returncode == 0, flashed.stderr
        assert "soft reboot" in flashed.stdout
        assert (drive / "code.py").read_bytes() == open(
            os.path.join(REPO, "firmware", "code.py"), "rb").read()
        out = tmp_path / "pulled"
        pulled = run(["-m", "host_tools", "pull-saves", "--port", port, "--out", str(out)],
                     env)
        assert pulled.returncode == 0, pulled.stderr
        assert "saverace.sav" in pulled.stdout and "0 damaged" in pulled.stdout
    finally:
        board.terminate()
        rest, err = board.communicate(timeout=20)
    assert board.returncode == 0, err
    assert "Traceback" not in err
    # flash and pull-saves each stopped the program, then rebooted it
    assert rest.count("sim: program stopped (Ctrl-C on the serial port)") == 2
    assert rest.count("sim: soft reboot: code.py runs again") == 2
    files = list(out.glob("*/saverace.sav"))
    assert len(files) == 1
    record = files[0].read_bytes()
    assert state_in(record) == saved                      # what was played, nothing lost

    # --load continues it: the human plays a 1, the bot answers
    drive2 = tmp_path / "CIRCUITPY2"
    shot = tmp_path / "go-on.png"
    done = run(["-m", "sim", "--load", str(files[0]), "--headless", "--app", "saveapp:App",
                "--drive", str(drive2), "--keys", "A WAIT400", "--shot", str(shot)], env)
    assert done.returncode == 0, done.stderr
    with firmware():
        from saverace import rules
        from paddock.store import Store
        ref = rules.from_bytes(saved)
        ref.play(1)
        ref.play(ref.legal()[ref.bot_rng.below(3)])
        stored = Store(root=str(drive2 / "saves"), nvm=False, writable=False).load(GID)
    want = "turns %d pos %s" % (ref.turns, ",".join(str(p) for p in ref.pos))
    assert want in done.stdout.splitlines(), done.stdout
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # and its autosave there holds exactly the reference race
    assert state_in(stored) == ref.to_bytes()


def test_load_refuses_a_damaged_file_in_one_line(game_dir, tmp_path):
    bad = tmp_path / "saverace.sav"
    good = b"PDK\x02\x08saverace\x01\x00\x03abc"
    bad.write_bytes(good + b"\x00\x00\x00\x00")            # a wrong checksum
    env = env_for(game_dir, tmp_path)
    for path, words in ((bad, "checksum"), (tmp_path / "none.sav", "cannot read")):
        done = run(["-m", "sim", "--load", str(path), "--headless"], env)
        assert done.returncode == 2 and "Traceback" not in done.stderr
        lines = done.stderr.splitlines()
        assert len(lines) == 1 and lines[0].startswith("sim: --load: ") and words in lines[0]


def test_run_for_wants_a_headless_serial_board(game_dir, tmp_path):
    done = run(["-m", "sim", "--headless", "--run-for", "3"], env_for(game_dir, tmp_path))
    assert done.returncode == 2 and done.stderr.strip() == \
        "sim: --run-for wants --headless --serial and seconds >= 0"
