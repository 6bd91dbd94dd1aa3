"""sim.repl: the simulated board's serial speaks CircuitPython's REPL to mpremote."""

import os
import threading
import time

import pytest
from mpremote.transport import TransportError
from mpremote.transport_serial import SerialTransport

from sim import repl


@pytest.fixture
def board(tmp_path):
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    events = []
    b = repl.SimBoard(str(drive), str(tmp_path / "nvm.bin"),
                      on_interrupt=lambda: events.append("interrupt"),
                      on_reload=lambda: events.append("reload"))
    b.events = events
    b.start()
    yield b
    b.stop()


@pytest.fixture
def raw(board):
    t = SerialTransport(board.port, timeout=1)
    t.enter_raw_repl(soft_reset=False, timeout_overall=5)
    yield t
    t.close()


def error_of(t, code):
    out, err = t.exec_raw(code, timeout=5)
    return err.decode()


def read_for(t, seconds=0.3):
    time.sleep(seconds)
    return t.serial.read(t.serial.in_waiting)


def test_ctrl_c_stops_the_program_and_raw_repl_runs_code(board, raw):
    assert board.events == ["interrupt"] and board.interrupts == 1
    assert raw.exec("print(6 * 7)") == b"42\r\n"
    raw.exec("x = 5")
    assert raw.exec("print(x)") == b"5\r\n"         # the namespace lasts the session
    assert not (os.path.exists(board.drive + "/x"))


def test_files_map_to_the_drive_with_board_paths(board, raw):
    raw.exec("import os\nos.mkdir('/saves')\nf = open('/saves/a.0', 'wb')\n"
             "f.write(b'abc')\nf.close()")
    with open(os.path.join(board.drive, "saves", "a.0"), "rb") as f:
        assert f.read() == b"abc"
    assert raw.exec("print(os.listdir('/saves'), os.stat('saves/a.0')[6])") == \
        b"['a.0'] 3\r\n"
    assert raw.exec("print(open('/../../saves/a.0').read())") == b"abc\r\n"  # never above /
    assert "boot_out.txt" in raw.exec("print(os.listdir('/'))").decode()


def test_circuitpython_error_texts(board, raw):
    err = error_of(raw, "import os\nos.ilistdir('/')")
    assert err.startswith("Traceback (most recent call last):\r\n  File \"<stdin>\", line 2")
    assert "AttributeError" in err and "ilistdir" in err
    assert error_of(raw, "open('/nope')").endswith(
        "OSError: [Errno 2] No such file/directory\r\n")
    assert "ImportError: no module named 'hashlib'" in error_of(raw, "import hashlib")
    board.view._readonly = True
    assert error_of(raw, "open('/y', 'w')") == (
        'Traceback (most recent call last):\r\n  File "<stdin>", line 1, in <module>\r\n'
        "OSError: [Errno 30] Read-only filesystem\r\n")
    assert "[Errno 30]" in error_of(raw, "import os\nos.remove('/boot_out.txt')")
    assert raw.exec("import storage\nprint(storage.getmount('/').readonly)") == b"True\r\n"


def test_nvm_and_board_identity(board, raw):
    raw.exec("import microcontroller\nmicrocontroller.nvm[0:4] = b'abcd'")
    with open(board.view.nvm.path, "rb") as f:
        image = f.read()
    assert len(image) == 8192 and image[:5] == b"abcd\xff"
    assert raw.exec("import board, sys\nprint(board.board_id, sys.implementation.name, "
                    "sys.implementation.version[0])") == b"pygamer circuitpython 10\r\n"


def test_ctrl_c_interrupts_running_code(board, raw):
    raw.exec_raw_no_follow("while True:\n    pass")
    time.sleep(0.2)
    raw.serial.write(b"\x03")
    out, err = raw.follow(5)
    assert err.decode().endswith("KeyboardInterrupt: \r\n")
    assert raw.exec("print('still here')") == b"still here\r\n"


def test_soft_reboot_in_raw_repl_stays_raw_and_in_friendly_repl_runs_the_program(board, raw):
    raw.exec("y = 1")
    raw.enter_raw_repl(soft_reset=True, timeout_overall=5)   # "soft reboot", raw again
    assert "NameError" in error_of(raw, "print(y)")
    assert board.events == ["interrupt"]
    raw.exit_raw_repl()
    text = read_for(raw)
    assert b"Adafruit CircuitPython 10.0.3" in text and text.endswith(b">>> ")
    raw.serial.write(b"1 + 2\r")
    assert read_for(raw).endswith(b"1 + 2\r\n3\r\n>>> ")
    raw.serial.write(b"\x04")
    assert b"soft reboot\r\n" in read_for(raw)
    assert board.events == ["interrupt", "reload"] and board.state == repl.RUN


def test_without_a_program_the_board_waits_for_a_key(tmp_path):
    with repl.SimBoard(str(tmp_path), str(tmp_path / "nvm.bin")) as b:
        assert b.state == repl.WAIT
        t = SerialTransport(b.port, timeout=1)
        t.enter_raw_repl(soft_reset=False, timeout_overall=5)
        assert t.exec("print(1)") == b"1\r\n"
        t.close()


@pytest.mark.parametrize("kind", ["silent", "garbage"])
def test_faults_make_mpremote_fail_not_hang(tmp_path, kind):
    with repl.SimBoard(str(tmp_path), str(tmp_path / "nvm.bin")) as b:
        b.inject(kind)
        t = SerialTransport(b.port, timeout=0.5)
        start = time.monotonic()
        with pytest.raises(TransportError):
            t.enter_raw_repl(soft_reset=False, timeout_overall=1)
        assert time.monotonic() - start < 5
        t.close()


def test_close_fault_drops_the_port_mid_transfer(tmp_path):
    with repl.SimBoard(str(tmp_path), str(tmp_path / "nvm.bin")) as b:
        t = SerialTransport(b.port, timeout=0.5)
        t.enter_raw_repl(soft_reset=False, timeout_overall=5)
        b.inject("close", after=100)
        with pytest.raises(Exception):
            t.exec("x = %r" % ("z" * 2000))
        assert b.state == repl.DEAD
        t.serial.close()  # mpremote's close() would fail on the vanished port


def test_serve_prints_the_port(tmp_path, capsys):
    b = repl.serve(str(tmp_path), str(tmp_path / "nvm.bin"), on_interrupt=lambda: None)
    try:
        assert capsys.readouterr().out == "serial: %s\n" % b.port
        assert os.path.exists(b.port)
    finally:
        b.stop()
    assert threading.active_count() < 50
