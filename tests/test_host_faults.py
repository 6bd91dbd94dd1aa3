"""python -m host_tools against devices and boards that misbehave (issue 16).

Fake devices on a pty (silent, echoing, garbage, an endless stream, flooding inside
the raw REPL); names from a board that would leave ``--out``; records that must not
be pushed; a cut at every step of a flash; and the board running again afterwards.
"""

import errno
import os
import subprocess
import sys
import time

import pytest

from fakeserial import KINDS, FakeDevice
from test_host_tools import (REC1, Board, no_real_devices, one_line_error,  # noqa: F401
                             race_record, run, small_firmware, tree_matches)
from host_tools import flash, link, mpy
from paddock import store
from paddock.core import save


@pytest.fixture
def make_board(tmp_path):
    made = []

    def make(**kw):
        root = tmp_path / ("board%d" % len(made))
        root.mkdir()
        b = Board(root, **kw)
        made.append(b)
        return b
    yield make
    for b in made:
        b.sim.stop()


def timed(capsys, *argv):
    start = time.monotonic()
    code, out, err = run(capsys, *argv)
    return code, out, err, time.monotonic() - start


# -- fake devices -------------------------------------------------------------------------
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("command", ["pull-saves", "push-save", "flash"])
def test_a_misbehaving_device_ends_every_command_in_one_line(capsys, tmp_path, small_firmware,
                                                             kind, command):
    rec = tmp_path / "zoomzoom.sav"
    rec.write_bytes(REC1)
    extra = {"pull-saves": ["--out", tmp_path / "pulled"], "push-save": [rec], "flash": []}
    with FakeDevice(kind) as dev:
        code, out, err, took = timed(capsys, command, "--port", dev.port, "--timeout", "1",
                                     *extra[command])
    line = one_line_error(err)
    assert code == 1, (kind, command, err)
    assert took < 12, "%s/%s took %.1f s" % (kind, command, took)  # bounded by --timeout
    assert "unexpected" not in line
    assert not (tmp_path / "pulled").exists() or not any((tmp_path / "pulled").iterdir())


def test_an_endless_stream_cannot_hold_a_wait_past_its_deadline():
    # Defect 1: mpremote's read_until looked at its deadline only while no byte waited.
    with FakeDevice("endless") as dev:
        w = link.Wire(dev.port, 1.0)
        start = time.monotonic()
        with pytest.raises((link._Late, link._Flood)):
            w.read_until(b"never sent", 0.5)
        assert time.monotonic() - start < 2
        w.close()


def test_a_termios_error_is_a_device_error(capsys, monkeypatch, tmp_path):
    import termios
    dev = tmp_path / "ttyFAKE"
    dev.write_text("")

    def broken(*a, **k):
        raise termios.error(5, "Input/output error")
    monkeypatch.setattr(link.serial, "Serial", broken)
    code, out, err = run(capsys, "pull-saves", "--port", dev, "--out", tmp_path / "o")
    line = one_line_error(err)
    assert code == 1 and "unexpected" not in line and "Input/output error" in line


# -- names from the board -----------------------------------------------------------------
def evil_cell(gid):
    rec = save.encode(gid, 1, b"escape")
    return store.frame(9, rec)


@pytest.mark.parametrize("gid", ["../../escaped", "/tmp/escaped-abs", "..", "a/b", "x" * 40])
def test_a_slot_id_from_nvm_never_becomes_a_path_outside_out(capsys, make_board, tmp_path, gid):
    b = make_board()
    cell = evil_cell(gid)
    b.sim.view.nvm[0:len(cell)] = cell
    out_dir = tmp_path / "pulled"
    before = set(p for p in tmp_path.rglob("*"))
    code, out, err = run(capsys, "pull-saves", "--port", b.port, "--out", out_dir)
    assert code == 0, err
    assert "REFUSED a name from the board: %r" % gid in out
    made = set(p for p in tmp_path.rglob("*")) - before
    assert made and all(p == out_dir or out_dir in p.parents for p in made), made
    assert not list(tmp_path.parent.glob("escaped*")) and not os.path.exists("/tmp/escaped-abs.sav")
    assert b.events == ["interrupt", "reload"]


def test_a_board_whose_listdir_lies_writes_nothing_outside_out(capsys, make_board, tmp_path):
    b = make_board()
    b.files().save("zoomzoom", REC1)
    real = b.sim.view.modules["os"].listdir
    lies = ["../../../escaped.0", "/etc/escaped.1", "..", "zoomzoom.0", "a\\b.0", ""]
    b.sim.view.modules["os"].listdir = lambda p=None: lies if p == "/saves" else real(p)
    out_dir = tmp_path / "pulled"
    code, out, err = run(capsys, "pull-saves", "--port", b.port, "--out", out_dir)
    assert code == 0, err
    for name in ("../../../escaped.0", "/etc/escaped.1", "..", "a\\b.0"):
        assert "REFUSED a name from the board: %r" % name in out
    [folder] = list(out_dir.iterdir())
    assert (folder / "zoomzoom.sav").read_bytes() == REC1
    assert not list(tmp_path.rglob("escaped*"))


def test_a_bad_out_is_a_usage_error_before_the_board_is_touched(capsys, make_board, tmp_path):
    b = make_board()
    afile = tmp_path / "a-file"
    afile.write_text("x")
    code, out, err = run(capsys, "pull-saves", "--port", b.port, "--out", afile)
    assert code == 2 and "not a folder" in one_line_error(err)
    code, out, err = run(capsys, "pull-saves", "--port", b.port, "--out", afile / "sub")
    assert code == 2 and "cannot write" in one_line_error(err)
    assert b.events == []


def test_a_folder_a_killed_pull_left_is_removed_by_the_next(capsys, make_board, tmp_path):
    b = make_board()
    out_dir = tmp_path / "pulled"
    out_dir.mkdir()
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True).stdout.strip()
    left = out_dir / (".pull-%s-abc123" % dead)
    left.mkdir()
    (left / "zoomzoom.sav").write_bytes(b"half")
    mine = out_dir / (".pull-%d-live" % os.getpid())   # one in use is left alone
    mine.mkdir()
    code, out, err = run(capsys, "pull-saves", "--port", b.port, "--out", out_dir)
    assert code == 0, err
    assert not left.exists() and mine.exists()


# -- push-save ----------------------------------------------------------------------------
def refused_push(capsys, b, tmp_path, record, words):
    path = tmp_path / "x.sav"
    path.write_bytes(record)
    before = b.snapshot()
    code, out, err = run(capsys, "push-save", "--port", b.port, path)
    assert code == 2 and words in one_line_error(err), err
    assert b.events == [] and b.snapshot() == before           # the board never touched


def test_push_refuses_an_unknown_version_before_touching_the_board(capsys, make_board, tmp_path):
    # Defect 4: version 99 set the board's two good saves aside and returned 0.
    b = make_board()
    files = b.files()
    files.save("zoomzoom", REC1)
    files.save("zoomzoom", race_record(4))
    payload = save.decode(REC1)[2]
    refused_push(capsys, b, tmp_path, save.encode("zoomzoom", 99, payload), "version 99")
    assert b.files().load("zoomzoom") == race_record(4) and b.files().problems() == []


def test_push_refuses_an_unknown_game(capsys, make_board, tmp_path):
    b = make_board()
    refused_push(capsys, b, tmp_path, save.encode("tetris", 1, b"lines"), "unknown game id")


def test_push_refuses_a_crc_valid_race_that_would_not_play(capsys, make_board, tmp_path):
    # Defect 3: push-save accepted such records with exit 0.
    b = make_board()
    payload = bytearray(save.decode(REC1)[2])
    payload[-1] = 200                  # the last trick byte: a card that does not exist
    refused_push(capsys, b, tmp_path, save.encode("zoomzoom", 1, bytes(payload)),
                 "does not load")


def test_push_refuses_bad_settings(capsys, make_board, tmp_path):
    b = make_board()
    refused_push(capsys, b, tmp_path, save.encode("settings", 1, b"volume=3"), "bad settings")


def test_a_refused_command_leaves_the_board_running(capsys, make_board, tmp_path):
    # Defect 9: a failing command left the board stopped at the REPL.
    b = make_board(readonly=True)
    path = tmp_path / "zoomzoom.sav"
    path.write_bytes(REC1)
    code, out, err = run(capsys, "push-save", "--port", b.port, path)
    assert code == 1 and "only the settings" in one_line_error(err)
    assert b.events == ["interrupt", "reload"]
    code, out, err = run(capsys, "pull-saves", "--port", b.port, "--out", tmp_path / "p",
                         "--stay-stopped")
    assert code == 0 and b.events == ["interrupt", "reload", "interrupt"]


# -- flash --------------------------------------------------------------------------------
def test_flash_dry_run_over_serial_never_stops_the_board(capsys, small_firmware, make_board):
    b = make_board()
    code, out, err = run(capsys, "flash", "--port", b.port, "--dry-run")
    assert code == 0 and "the board was not stopped" in out
    assert b.events == [] and not (b.drive / "code.py").exists()


def test_flash_refuses_a_symlink(capsys, small_firmware, make_board, tmp_path):
    b = make_board()
    secret = tmp_path / "secret.txt"
    secret.write_text("host only")
    (small_firmware / "paddock" / "leak.py").symlink_to(secret)
    code, out, err = run(capsys, "flash", "--port", b.port)
    assert code == 2 and "symlink" in one_line_error(err)
    assert b.events == [] and not (b.drive / "paddock").exists()


def runnable(drive, old, new):
    """The program code.py names is whole: code.py there, with the old bytes and every
    old module (as .py or .mpy), or the new bytes and every new module; and each file
    holds the old or the new bytes."""
    code = (drive / "code.py").read_bytes()
    assert code in (old["code.py"], new["code.py"])
    tree = old if code == old["code.py"] else new
    for rel in tree:
        if rel.endswith((".py", ".mpy")):
            base = rel.rsplit(".", 1)[0]
            assert (drive / (base + ".py")).exists() or (drive / (base + ".mpy")).exists(), rel
    for rel in set(old) | set(new):
        p = drive / rel
        if p.exists():
            assert p.read_bytes() in (old.get(rel), new.get(rel)), rel


def tree_of(files):
    return {f.path.lstrip("/"): f.data for f in files}


def test_a_cut_at_every_step_of_a_flash_leaves_a_runnable_board(capsys, small_firmware,
                                                               make_board, monkeypatch):
    # Defect 5: cut between removing the old file and renaming the new one, a board was
    # left without code.py or a module. Here the line drops before each snippet in turn.
    b = make_board()
    assert run(capsys, "flash", "--port", b.port)[0] == 0
    old = tree_of(flash.plan()[0])
    (small_firmware / "code.py").write_text("import paddock.x\nprint('new')\n")
    (small_firmware / "paddock" / "x.py").write_text("X = %r\n" % ("y" * 6000))
    (small_firmware / "paddock" / "y.py").write_text("Y = 1\n")
    new = tree_of(flash.plan()[0])
    real_run = link.Link.run
    calls = {"n": 0, "cut": None}

    def cutting(self, code, what="a command", wait=None):
        calls["n"] += 1
        if calls["n"] == calls["cut"]:
            raise link.DeviceError("lost the board (cut %d)" % calls["n"])
        return real_run(self, code, what, wait)
    monkeypatch.setattr(link.Link, "run", cutting)
    steps = 0
    cut = 1
    while True:
        # Each cut: the board holds old bytes or new ones, never a missing file.
        for f in b.drive.rglob("*.part"):
            f.unlink()                  # start from the flashed old tree
        calls.update(n=0, cut=cut)
        code, out, err = run(capsys, "flash", "--port", b.port)
        runnable(b.drive, old, new)
        if code == 0:
            break
        assert code == 1 and "lost the board" in one_line_error(err)
        steps += 1
        calls.update(n=0, cut=None)     # the next flash finishes the job
        assert run(capsys, "flash", "--port", b.port)[0] == 0
        tree_matches(b.drive, small_firmware)
        assert not list(b.drive.rglob("*.part"))
        runnable(b.drive, old, new)
        # back to the old tree for the next cut
        for rel, data in old.items():
            (b.drive / rel).write_bytes(data)
        (b.drive / "paddock" / "y.py").unlink()
        cut += 1
    assert steps >= 8, steps
    print("flash cut points tried:", steps)


def test_an_interrupted_flash_keeps_its_checked_parts_for_the_next(capsys, small_firmware,
                                                                  make_board):
    b = make_board()
    b.sim.inject("close", after=9000)     # the line drops while the big module goes
    code, out, err = run(capsys, "flash", "--port", b.port)
    assert code == 1
    assert not (b.drive / "code.py").exists() or \
        (b.drive / "code.py").read_bytes() == (small_firmware / "code.py").read_bytes()
    b.sim.stop()
    b2 = Board.__new__(Board)             # the same drive, a fresh serial line
    b2.drive, b2.events = b.drive, []
    from sim import repl
    b2.sim = repl.SimBoard(str(b.drive), str(b.drive.parent / "nvm.bin"),
                           on_interrupt=lambda: b2.events.append("interrupt"),
                           on_reload=lambda: b2.events.append("reload"))
    b2.port = b2.sim.start()
    try:
        code, out, err = run(capsys, "flash", "--port", b2.port)
        assert code == 0, err
        tree_matches(b.drive, small_firmware)
        assert not list(b.drive.rglob("*.part"))
    finally:
        b2.sim.stop()


def test_flash_removes_the_other_form_of_each_module_in_the_swap(capsys, small_firmware,
                                                                  make_board, tmp_path):
    b = make_board()
    (b.drive / "paddock").mkdir()
    (b.drive / "paddock" / "x.mpy").write_bytes(b"C\x06old compiled module")
    code, out, err = run(capsys, "flash", "--port", b.port)
    assert code == 0 and "removed 1 stale" in out
    assert not (b.drive / "paddock" / "x.mpy").exists()
    tree_matches(b.drive, small_firmware)


REAL_SHARED = mpy.SHARED      # before a fixture hides it


def shared_mpy_cross():
    return REAL_SHARED if os.access(REAL_SHARED, os.X_OK) else None


def test_flash_ships_circuitpython_mpy_files(capsys, small_firmware, no_real_devices,
                                            monkeypatch):
    monkeypatch.setattr(mpy, "SHARED", REAL_SHARED)   # found by itself, if it is there
    cross = shared_mpy_cross()
    if cross is None:
        pytest.skip("no CircuitPython mpy-cross in ../shared/tools/circuitpython")
    drive = no_real_devices / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 10.0.3 on x; y\nBoard ID:p\n")
    code, out, err = run(capsys, "flash")
    assert code == 0, err
    shipped = list(drive.rglob("*.mpy"))
    assert shipped and all(p.read_bytes()[:2] == b"\x43\x06" for p in shipped)
    assert not list((drive / "paddock").glob("*.py"))
    assert (drive / "code.py").read_bytes() == (small_firmware / "code.py").read_bytes()
    assert (drive / "fonts" / "tiny.bdf").exists()


def test_the_real_firmware_compiles_to_circuitpython_mpy(tmp_path):
    cross = shared_mpy_cross()
    if cross is None:
        pytest.skip("no CircuitPython mpy-cross in ../shared/tools/circuitpython")
    written = mpy.compile_tree(flash.FIRMWARE, str(tmp_path / "tree"), cross)
    mods = [w for w in written if w.endswith(".mpy")]
    assert "code.py" in written and "boot.py" in written and len(mods) > 50
    for w in mods:
        assert (tmp_path / "tree" / w).read_bytes()[:2] == b"C\x06", w


def test_fonts_go_over_whatever_their_kind(capsys, small_firmware, no_real_devices):
    fonts = small_firmware.parent / "fonts"
    (fonts / "small.bin").write_bytes(b"\x00\x01glyphs")
    (fonts / "LICENSE.txt").write_text("font licence")
    drive = no_real_devices / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 10.0.3 on x; y\nBoard ID:p\n")
    code, out, err = run(capsys, "flash")
    assert code == 0, err
    assert (drive / "fonts" / "small.bin").read_bytes() == b"\x00\x01glyphs"
    assert (drive / "fonts" / "LICENSE.txt").exists()


# -- the simulated board ------------------------------------------------------------------
def test_a_close_fault_while_bytes_wait_raises_nothing_in_the_serial_thread(tmp_path):
    # Defect 9: IndexError in the simulated board's serial thread after a "close" fault.
    import threading
    from sim import repl
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    b = repl.SimBoard(str(drive), str(tmp_path / "nvm.bin"))
    b._worker = threading.Thread(target=lambda: None)
    b._worker.start()
    b._worker.join()
    b._exec_raw = True
    b._pending = bytearray(b"print(1)\x04")
    b.state = repl.EXEC
    b.inject("close", after=0)
    b._finish_exec()                      # the close lands on the first pending byte
    assert b.state == repl.DEAD
