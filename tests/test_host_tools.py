"""python -m host_tools, end to end against the simulated board (sim.repl on a pty)."""

import os
import stat
import sys
import time
from pathlib import Path

import pytest
import serial

from host_tools import cli, flash, mpy
from sim import repl

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "firmware"))

from paddock import store  # noqa: E402
from paddock.core import save  # noqa: E402

def race_record(seed, moves=0, game_id="zoomzoom"):
    """A real race record, as the console saves it (header, then the state)."""
    import importlib
    from paddock import games
    from paddock.console.saves import pack
    from paddock.core import game
    meta = importlib.import_module("paddock.games." + game_id)
    rules = games.load(game_id, "rules")
    bots = games.load(game_id, "bots")
    n = meta.MAX_PLAYERS
    options = {"players": n, "seats": bytearray([game.HUMAN] + [game.EASY] * (n - 1)),
               "names": ["P%d" % i for i in range(n)]}
    state = rules.new_game(options, seed)
    for _ in range(moves):
        state.play(state.legal()[0] if state.to_move() == 0 else game.bot_move(state, bots))

    class View:
        pass
    view = View()
    view.options, view.state = options, state
    return save.encode(game_id, meta.VERSION, pack(view, meta, seed))


def settings_record():
    from paddock.console.settings import Settings
    return save.encode("settings", 1, Settings().to_bytes())


REC1 = race_record(1)
REC2 = race_record(2, 5)
SETTINGS = settings_record()


@pytest.fixture(autouse=True)
def no_real_devices(monkeypatch, tmp_path):
    """Only the boards a test makes: no USB ports, no mounted drives of this machine."""
    import serial.tools.list_ports as lp
    monkeypatch.setattr(lp, "comports", lambda: [])
    mounts = tmp_path / "mounts"
    mounts.mkdir()
    monkeypatch.setenv("PADDOCK_MOUNTS", str(mounts))
    monkeypatch.delenv("PADDOCK_PORTS", raising=False)
    # No mpy-cross unless a test gives one: the trees compare as sources.
    monkeypatch.delenv("PADDOCK_MPY_CROSS", raising=False)
    monkeypatch.setattr(mpy, "SHARED", str(tmp_path / "no-mpy-cross"))
    return mounts


@pytest.fixture
def small_firmware(monkeypatch, tmp_path):
    """A small firmware tree, so flashing takes a moment."""
    fw = tmp_path / "fw"
    (fw / "paddock").mkdir(parents=True)
    (fw / "code.py").write_text("import paddock.x\n")
    (fw / "boot.py").write_text("print('boot')\n")
    (fw / "paddock" / "__init__.py").write_text("")
    (fw / "paddock" / "x.py").write_text("import adafruit_ticks\nX = %r\n" % ("x" * 5000))
    (fw / "paddock" / "__pycache__").mkdir()
    (fw / "paddock" / "__pycache__" / "x.cpython-311.pyc").write_bytes(b"no")
    fonts = tmp_path / "fonts"
    fonts.mkdir()
    (fonts / "tiny.bdf").write_bytes(bytes(range(256)) * 10)
    monkeypatch.setattr(flash, "FIRMWARE", str(fw))
    monkeypatch.setattr(flash, "FONTS", str(fonts))
    return fw


class Board:
    """A simulated board: its drive, nvm and serial port, with a 'program' running."""

    def __init__(self, root, readonly=False, hashlib=False, version=None):
        self.drive = root / "CIRCUITPY"
        self.drive.mkdir()
        if version:
            (self.drive / "boot_out.txt").write_text(
                "Adafruit CircuitPython %s on 2025-01-01; Adafruit PyGamer with samd51j20\n"
                "Board ID:pygamer\n" % version)
        self.events = []
        self.sim = repl.SimBoard(str(self.drive), str(root / "nvm.bin"), readonly=readonly,
                                 on_interrupt=lambda: self.events.append("interrupt"),
                                 on_reload=lambda: self.events.append("reload"),
                                 hashlib=hashlib)
        self.port = self.sim.start()

    def files(self, readonly=False):
        """A store on the drive and nvm, as the console sees them."""
        return store.Store(root=str(self.drive / "saves"), nvm=self.sim.view.nvm,
                           writable=not readonly)

    def snapshot(self):
        found = {}
        for p in sorted(self.drive.rglob("*")):
            if p.is_file():
                found[str(p.relative_to(self.drive))] = p.read_bytes()
        found["nvm"] = bytes(self.sim.view.nvm[0:8192])
        return found


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


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def one_line_error(err):
    last = err.strip().splitlines()[-1]
    assert last.startswith("error: ") and "Traceback" not in err
    return last


def tree_matches(drive, fw):
    for p in fw.rglob("*"):
        if p.is_file() and "__pycache__" not in p.parts:
            assert (drive / p.relative_to(fw)).read_bytes() == p.read_bytes(), p


# -- devices ------------------------------------------------------------------------------
class FakePortInfo:
    def __init__(self, device, vid, interface=None):
        self.device, self.vid, self.pid = device, vid, 0x803D
        self.product = self.description = "PyGamer"
        self.serial_number = "ABC123"
        self.interface = interface


def test_devices_lists_boards_by_vendor_and_drives(capsys, monkeypatch, no_real_devices):
    import serial.tools.list_ports as lp
    monkeypatch.setattr(lp, "comports", lambda: [
        FakePortInfo("/dev/ttyACM0", 0x239A, "CircuitPython CDC control"),
        FakePortInfo("/dev/ttyACM1", 0x239A, "CircuitPython CDC2 data"),
        FakePortInfo("/dev/ttyUSB0", 0x0403)])
    drive = no_real_devices / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text(
        "Adafruit CircuitPython 10.0.3 on 2026-01-15; Adafruit PyGamer with samd51j20\n"
        "Board ID:pygamer\nUID:1234\n")
    (no_real_devices / "USBSTICK").mkdir()
    code, out, err = run(capsys, "devices")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert len(lines) == 2
    assert lines[0].startswith("serial  /dev/ttyACM0") and "[239a:803d]" in lines[0]
    assert lines[1] == "drive   %s  CircuitPython 10.0.3  board pygamer" % drive


def test_devices_without_a_board_is_a_clear_error(capsys):
    code, out, err = run(capsys, "devices")
    assert code == 1 and "no CircuitPython board found" in one_line_error(err)


# -- flash --------------------------------------------------------------------------------
def test_flash_through_a_writable_drive(capsys, small_firmware, no_real_devices):
    drive = no_real_devices / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 10.1.0 on x; y\nBoard ID:pygamer\n")
    code, out, err = run(capsys, "flash")                  # the one drive is found by itself
    assert code == 0, err
    assert "flashed 6 files" in out and "to drive" in out
    tree_matches(drive, small_firmware)
    assert (drive / "lib" / "adafruit_ticks.py").exists()
    assert (drive / "fonts" / "tiny.bdf").exists()
    assert not list(drive.rglob("*.pyc")) and not list(drive.rglob("*.part"))
    code, out, err = run(capsys, "flash", "--drive", drive)
    assert code == 0 and "flashed 0 files" in out and "6 unchanged" in out
    (small_firmware / "boot.py").write_text("print('boot 2')\n")
    code, out, err = run(capsys, "flash", "--dry-run")
    assert out.splitlines()[0] == "would write /boot.py (16 bytes)"
    assert "1 of 6 files would change" in out
    assert (drive / "boot.py").read_text() == "print('boot')\n"  # a dry run writes nothing


def test_flash_refuses_another_major_version(capsys, small_firmware, no_real_devices):
    drive = no_real_devices / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 9.2.1 on x; y\nBoard ID:pygamer\n")
    code, out, err = run(capsys, "flash")
    line = one_line_error(err)
    assert code == 1 and "9.2.1" in line and "CircuitPython 10" in line
    assert not (drive / "code.py").exists()


@pytest.mark.parametrize("hashlib", [False, True])
def test_flash_over_serial_writes_only_changed_files(capsys, small_firmware, make_board, hashlib):
    b = make_board(hashlib=hashlib)
    code, out, err = run(capsys, "flash", "--port", b.port)
    assert code == 0, err
    assert err.splitlines()[-1] == "  wrote /code.py (17 bytes)"      # code.py last
    tree_matches(b.drive, small_firmware)
    assert b.events == ["interrupt", "reload"]                         # stopped, then rebooted
    (b.drive / "paddock" / "x.py").write_text("spoiled")
    code, out, err = run(capsys, "flash", "--port", b.port)
    assert code == 0 and "flashed 1 files" in out and "5 unchanged" in out
    assert [l.strip() for l in err.splitlines() if not l.startswith("note:")] == \
        ["wrote /paddock/x.py (5029 bytes)"]
    tree_matches(b.drive, small_firmware)
    assert not list(b.drive.rglob("*.part"))


def test_flash_the_real_firmware_over_serial(capsys, make_board):
    b = make_board()
    files, missing = flash.plan()
    assert missing == []
    code, out, err = run(capsys, "flash", "--port", b.port)
    assert code == 0, err
    after = {f.path: f.data for f in flash.plan()[0]}   # others may edit the tree meanwhile
    for f in files:
        if f.path in after:
            assert (b.drive / f.path.lstrip("/")).read_bytes() in (f.data, after[f.path]), f.path
    # the firmware draws its own text: no library goes to /lib, the font sheet does
    assert not any(f.path.startswith("/lib/") for f in files)
    assert any(f.path == "/fonts/paddock5x8.bin" for f in files)


def test_flash_over_serial_refuses_a_read_only_drive(capsys, small_firmware, make_board):
    b = make_board(readonly=True)
    code, out, err = run(capsys, "flash", "--port", b.port)
    assert code == 1 and "read-only" in one_line_error(err)
    assert not (b.drive / "code.py").exists()


def test_flash_over_serial_refuses_another_version(capsys, small_firmware, make_board):
    b = make_board(version="9.2.1")
    code, out, err = run(capsys, "flash", "--port", b.port)
    assert code == 1 and "runs CircuitPython 9.2.1" in one_line_error(err)
    assert not (b.drive / "code.py").exists()
    assert b.events == ["interrupt", "reload"]          # refused, and running again


def fake_mpy_cross(tmp_path, header):
    script = tmp_path / ("mpy-cross-" + header)
    script.write_text(
        "#!%s\nimport sys\nout = sys.argv[sys.argv.index('-o') + 1]\n"
        "open(out, 'wb').write(b%r + open(sys.argv[-1], 'rb').read())\n"
        % (sys.executable, header + "\x06"))
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return script


def test_mpy_cross_compiles_all_but_code_and_boot(capsys, small_firmware, no_real_devices,
                                                  tmp_path):
    drive = no_real_devices / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 10.0.3 on x; y\nBoard ID:p\n")
    (drive / "paddock").mkdir()
    (drive / "paddock" / "x.py").write_text("old source that would shadow the .mpy")
    code, out, err = run(capsys, "flash", "--mpy-cross", fake_mpy_cross(tmp_path, "C"))
    assert code == 0, err
    assert (drive / "paddock" / "x.mpy").read_bytes().startswith(b"C\x06")
    assert not (drive / "paddock" / "x.py").exists() and "removed 1 stale" in out
    assert (drive / "code.py").exists() and (drive / "lib" / "adafruit_ticks.mpy").exists()
    code, out, err = run(capsys, "flash", "--mpy-cross", fake_mpy_cross(tmp_path, "M"))
    assert code == 2 and "not CircuitPython's mpy-cross" in one_line_error(err)
    code, out, err = run(capsys, "flash", "--mpy-cross", tmp_path / "nowhere")
    assert code == 2 and "no mpy-cross" in one_line_error(err)


# -- pull-saves and push-save -------------------------------------------------------------
def test_pull_then_push_round_trip(capsys, make_board, tmp_path):
    b = make_board()
    files = b.files()
    files.save("zoomzoom", REC1)
    files.save("zoomzoom", REC2)
    edit = b.files(readonly=True)
    assert edit.save("settings", SETTINGS) and edit.mode() == "nvm"
    (b.drive / "saves" / "nascard.0").write_bytes(store.frame(1, save.encode("nascard", 1,
                                                                             b"x"))[:-3])
    before = b.snapshot()
    out_dir = tmp_path / "pulled"
    code, out, err = run(capsys, "pull-saves", "--port", b.port, "--out", out_dir)
    assert code == 0, err
    assert b.snapshot() == before                          # pull never writes the board
    [folder] = [p for p in out_dir.iterdir()]
    assert folder.name.startswith("pygamer-")
    assert (folder / "zoomzoom.sav").read_bytes() == REC2
    assert (folder / "settings.sav").read_bytes() == SETTINGS
    assert "DAMAGED saves/nascard.0: cut short" in out
    assert (folder / "damaged" / "saves_nascard.0").exists()
    assert "2 saves, 1 damaged" in out
    # The board plays on; pushing the pulled file brings lap two back as the newest.
    b.files().save("zoomzoom", race_record(3))
    code, out, err = run(capsys, "push-save", "--port", b.port, folder / "zoomzoom.sav")
    assert code == 0, err
    assert "pushed zoomzoom to the board's saves folder" in out
    assert b.files().load("zoomzoom") == REC2


def test_push_goes_to_nvm_in_usb_edit_mode(capsys, make_board, tmp_path):
    b = make_board(readonly=True)
    path = tmp_path / "settings.sav"
    path.write_bytes(SETTINGS)
    code, out, err = run(capsys, "push-save", "--port", b.port, path)
    assert code == 0 and "to the board's nvm" in out, err
    assert b.files(readonly=True).load("settings") == SETTINGS
    assert not (b.drive / "saves").exists()


def test_push_refuses_a_damaged_file(capsys, make_board, tmp_path):
    b = make_board()
    path = tmp_path / "zoomzoom.sav"
    path.write_bytes(REC1[:-1] + b"\x00")
    code, out, err = run(capsys, "push-save", "--port", b.port, path)
    assert code == 2 and "damaged (save checksum does not match)" in one_line_error(err)
    assert b.events == []                                  # the board was never touched


# -- faults -------------------------------------------------------------------------------
def test_port_closed_mid_flash_leaves_no_half_file(capsys, small_firmware, make_board):
    b = make_board()
    b.sim.inject("close", after=6000)
    code, out, err = run(capsys, "flash", "--port", b.port)
    assert code == 1 and "lost the board" in one_line_error(err)
    for p in b.drive.rglob("*"):
        if p.is_file() and not p.name.endswith(".part") and p.name != "boot_out.txt":
            source = small_firmware / p.relative_to(b.drive)
            assert not source.exists() or source.read_bytes() == p.read_bytes()


def test_port_closed_mid_pull_leaves_nothing_behind(capsys, make_board, tmp_path):
    b = make_board()
    b.files().save("zoomzoom", REC1)
    b.sim.inject("close", after=1300)
    out_dir = tmp_path / "pulled"
    code, out, err = run(capsys, "pull-saves", "--port", b.port, "--out", out_dir)
    assert code == 1 and "lost the board" in one_line_error(err)
    assert not out_dir.exists() or list(out_dir.iterdir()) == []


@pytest.mark.parametrize("kind,words", [("garbage", "garbage"), ("silent", "did not answer")])
def test_garbage_or_silence_times_out(capsys, make_board, tmp_path, kind, words):
    b = make_board()
    b.sim.inject(kind)
    start = time.monotonic()
    code, out, err = run(capsys, "pull-saves", "--port", b.port, "--timeout", "1",
                         "--out", tmp_path / "pulled")
    assert code == 1 and words in one_line_error(err)
    assert time.monotonic() - start < 5


def test_busy_missing_and_ambiguous_ports(capsys, make_board, monkeypatch, tmp_path):
    b = make_board()
    holder = serial.Serial(b.port, exclusive=True)
    try:
        code, out, err = run(capsys, "pull-saves", "--port", b.port)
        assert code == 1 and "is busy" in one_line_error(err)
    finally:
        holder.close()
    code, out, err = run(capsys, "pull-saves", "--port", tmp_path / "ttyNONE")
    assert code == 1 and "no such serial port" in one_line_error(err)
    code, out, err = run(capsys, "pull-saves")
    assert code == 1 and "no CircuitPython board found" in one_line_error(err)
    monkeypatch.setenv("PADDOCK_PORTS", os.pathsep.join([b.port, "/dev/ttyACM9"]))
    code, out, err = run(capsys, "pull-saves")
    assert code == 2 and "several boards" in one_line_error(err)
    assert b.events == []


def test_usage_errors_are_one_line(capsys):
    for argv in (["frobnicate"], ["flash", "--timeout", "x"], ["push-save"],
                 ["pull-saves", "--timeout", "0"]):
        code, out, err = run(capsys, *argv)
        assert code == 2 and err.count("\n") == 1 and err.startswith("error: "), argv
