"""The simulator's CircuitPython shims: signatures as in circuitpython-stubs, behaviour as
on the board (keypad queue, nvm, storage, ticks, joystick)."""

import ast
import errno
import importlib
import inspect
import os
import sysconfig
import time

import pytest

from sim import boards, machine
from sim.harness import Sim


class Idle:
    """An app that does nothing: the tests drive the shims themselves."""

    def tick(self):
        pass


@pytest.fixture
def sim():
    s = Sim(app_factory=Idle)
    yield s
    s.close()


def _shift_keys(key_count=4, **kwargs):
    import board
    import keypad

    return keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                    latch=board.BUTTON_LATCH, key_count=key_count,
                                    value_when_pressed=kwargs.pop("value_when_pressed", True),
                                    **kwargs)


# -- signatures against circuitpython-stubs -----------------------------------------------

def _stub_tree(module):
    path = os.path.join(sysconfig.get_paths()["purelib"], module + "-stubs", "__init__.pyi")
    with open(path) as f:
        return ast.parse(f.read())


def _stub_function(tree, qualname):
    nodes = tree.body
    for part in qualname.split("."):
        found = [n for n in nodes if getattr(n, "name", None) == part]
        assert found, qualname + " is not in the stubs"
        node = found[0]
        nodes = getattr(node, "body", [])
    return node


def _stub_params(func):
    args = func.args
    params = []
    positional = args.posonlyargs + args.args
    defaults = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    for arg, default in zip(positional, defaults):
        params.append((arg.arg, "positional", _literal(default)))
    for arg, default in zip(args.kwonlyargs, args.kw_defaults):
        params.append((arg.arg, "keyword", _literal(default)))
    return [p for p in params if p[0] != "self"]


def _literal(node):
    if node is None:
        return "<required>"
    return ast.literal_eval(node)


def _shim_params(obj):
    params = []
    for p in inspect.signature(obj).parameters.values():
        if p.name == "self":
            continue
        kind = "keyword" if p.kind == p.KEYWORD_ONLY else "positional"
        default = "<required>" if p.default is p.empty else p.default
        params.append((p.name, kind, default))
    return params


SIGNATURES = [
    ("keypad", "Event.__init__"),
    ("keypad", "EventQueue.get"),
    ("keypad", "EventQueue.get_into"),
    ("keypad", "EventQueue.clear"),
    ("keypad", "Keys.__init__"),
    ("keypad", "Keys.reset"),
    ("keypad", "Keys.deinit"),
    ("keypad", "ShiftRegisterKeys.__init__"),
    ("analogio", "AnalogIn.__init__"),
    ("analogio", "AnalogIn.deinit"),
    ("supervisor", "ticks_ms"),
    ("supervisor", "reload"),
    ("supervisor", "get_setting"),
    ("storage", "remount"),
    ("storage", "getmount"),
    ("storage", "disable_usb_drive"),
    ("microcontroller", "reset"),
    ("microcontroller", "on_next_reset"),
    ("microcontroller", "delay_us"),
]


@pytest.mark.parametrize("module,qualname", SIGNATURES)
def test_signature_matches_circuitpython_stubs(sim, module, qualname):
    shim = importlib.import_module(module)
    obj = shim
    for part in qualname.split("."):
        obj = getattr(obj, part)
    assert _shim_params(obj) == _stub_params(_stub_function(_stub_tree(module), qualname))


def test_shims_shadow_blinka(sim):
    import board
    import keypad
    import microcontroller

    for module in (board, keypad, microcontroller):
        assert os.sep + "sim" + os.sep + "shims" + os.sep in module.__file__


# -- keypad ---------------------------------------------------------------------------------

def test_key_press_reaches_shift_register_as_event(sim):
    import supervisor

    keys = _shift_keys()
    sim.advance(30)
    sim.down("A")
    event = keys.events.get()
    assert (event.key_number, event.pressed, event.released) == (1, True, False)
    assert event.timestamp == supervisor.ticks_ms()
    assert keys.events.get() is None
    sim.up("A")
    assert keys.events.get().released


def test_get_into_reuses_event_and_leaves_it_alone_when_empty(sim):
    import keypad

    keys = _shift_keys()
    event = keypad.Event(3, False, 7)
    assert keys.events.get_into(event) is False
    assert (event.key_number, event.pressed, event.timestamp) == (3, False, 7)
    sim.down("START")
    same = event
    assert keys.events.get_into(event) is True
    assert event is same and event.key_number == 2 and event.pressed


def test_event_equality_ignores_timestamp(sim):
    import keypad

    assert keypad.Event(1, True, 5) == keypad.Event(1, True, 900)
    assert keypad.Event(1, True) != keypad.Event(1, False)
    assert keypad.Event(1, True) != keypad.Event(2, True)
    assert hash(keypad.Event(4, False, 1)) == hash(keypad.Event(4, False, 2))
    assert repr(keypad.Event(4, False)) == "<Event: key_number 4 released>"


def test_full_queue_drops_new_events_and_sets_overflowed(sim):
    keys = _shift_keys(max_events=2)
    sim.down("A")
    sim.up("A")
    sim.down("B")
    queue = keys.events
    assert len(queue) == 2 and bool(queue) and queue.overflowed
    assert [(e.key_number, e.pressed) for e in (queue.get(), queue.get())] == [(1, True),
                                                                            (1, False)]
    sim.down("SELECT")
    queue.clear()
    assert len(queue) == 0 and not queue and not queue.overflowed


def test_held_key_reports_a_press_when_scanner_starts_and_on_reset(sim):
    sim.down("B")
    keys = _shift_keys()
    assert keys.events.get() == _event(0, True)
    keys.reset()
    assert keys.events.get() == _event(0, True)
    assert keys.events.get() is None


def _event(number, pressed):
    import keypad

    return keypad.Event(number, pressed)


def test_value_when_pressed_false_reads_released_keys_as_pressed(sim):
    keys = _shift_keys(value_when_pressed=False)
    assert sorted(keys.events.get().key_number for _ in range(4)) == [0, 1, 2, 3]


def test_deinit_is_quick_and_final(sim):
    keys = _shift_keys()
    start = time.monotonic()
    keys.deinit()
    keys.deinit()
    assert time.monotonic() - start < 0.1
    with pytest.raises(ValueError):
        keys.events  # pylint: disable=pointless-statement
    sim.down("A")  # a deinited scanner is no longer fed
    assert not machine.current.scanners


def test_scanner_arguments_are_checked(sim):
    import board
    import keypad

    with pytest.raises(ValueError):
        _shift_keys(max_events=0)
    with pytest.raises(ValueError):
        _shift_keys(debounce_threshold=0)
    with pytest.raises(TypeError):
        keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                 latch=board.BUTTON_LATCH, value_when_pressed=True)
    with pytest.raises(TypeError):
        keypad.EventQueue()


def test_keys_on_other_pins_read_nothing(sim):
    import board
    import keypad

    keys = keypad.Keys((board.A0, board.A1), value_when_pressed=False)
    sim.down("A")
    assert keys.key_count == 2 and keys.events.get() is None


@pytest.mark.parametrize("name", ["pybadge", "fruitjam"])
def test_eight_key_pad_numbers(name):
    expected = {"B": 0, "A": 1, "START": 2, "SELECT": 3, "RIGHT": 4, "DOWN": 5, "UP": 6,
                "LEFT": 7}
    with Sim(name, app_factory=Idle) as s:
        keys = _shift_keys(8)
        for key, number in expected.items():
            s.down(key)
            assert keys.events.get() == _event(number, True), key
            s.up(key)
            assert keys.events.get() == _event(number, False), key


def test_pygamer_dpad_is_the_analog_joystick(sim):
    import analogio
    import board

    keys = _shift_keys()
    x, y = analogio.AnalogIn(board.JOYSTICK_X), analogio.AnalogIn(board.JOYSTICK_Y)
    assert (x.value, y.value) == (boards.AXIS_CENTRE, boards.AXIS_CENTRE)
    readings = {}
    for key in ("LEFT", "RIGHT", "UP", "DOWN"):
        sim.down(key)
        readings[key] = (x.value, y.value)
        sim.up(key)
    assert readings["LEFT"][0] < 15000 and readings["RIGHT"][0] > 50000
    assert readings["UP"][1] < 15000 and readings["DOWN"][1] > 50000
    assert readings["LEFT"][1] == readings["UP"][0] == boards.AXIS_CENTRE
    assert (x.value, y.value) == (boards.AXIS_CENTRE, boards.AXIS_CENTRE)
    assert keys.events.get() is None  # the stick is not on the shift register
    x.deinit()
    with pytest.raises(ValueError):
        x.value  # pylint: disable=pointless-statement


def test_joystick_last_pressed_direction_wins(sim):
    import analogio
    import board

    x = analogio.AnalogIn(board.JOYSTICK_X)
    sim.down("LEFT")
    sim.down("RIGHT")
    assert x.value == boards.AXIS_HIGH
    sim.up("RIGHT")
    assert x.value == boards.AXIS_LOW


# -- supervisor -----------------------------------------------------------------------------

def test_ticks_start_near_the_wrap_and_wrap_at_2_29(sim):
    import supervisor

    first = supervisor.ticks_ms()
    assert first == machine.TICKS_START and first < 1 << 29
    sim.advance(70000)
    later = supervisor.ticks_ms()
    assert later < first  # wrapped
    assert (later - first) & ((1 << 29) - 1) == 70000


def test_reload_restarts_the_app():
    import_counts = []

    class Reloader:
        def __init__(self):
            import_counts.append(1)
            self.ticks = 0

        def tick(self):
            import supervisor

            self.ticks += 1
            if len(import_counts) == 1 and self.ticks == 3:
                supervisor.reload()

    with Sim(app_factory=Reloader) as s:
        s.tick(5)
        assert s.restarts == 1 and len(import_counts) == 2


# -- storage --------------------------------------------------------------------------------

def test_read_only_drive_refuses_writes_with_erofs(tmp_path):
    drive = tmp_path / "CIRCUITPY"
    outside = tmp_path / "outside.txt"
    with Sim(app_factory=Idle, drive=str(drive), readonly=True) as s:
        import storage

        assert storage.getmount("/").readonly
        assert os.getcwd() == s.drive
        attempts = (lambda: open("save.bin", "wb"), lambda: open(os.path.join(s.drive, "x"), "a"),
                    lambda: os.mkdir("saves"), lambda: os.remove("fonts"),
                    lambda: os.rename("a", "b"))
        for attempt in attempts:
            with pytest.raises(OSError) as err:
                attempt()
            assert err.value.errno == errno.EROFS == 30
        with open(str(outside), "w") as f:  # outside the drive: untouched
            f.write("ok")
        machine.current.readonly = False
        with open("save.bin", "wb") as f:
            f.write(b"saved")
    assert (drive / "save.bin").read_bytes() == b"saved"
    assert outside.read_text() == "ok"


def test_remount_only_in_boot_while_usb_shows_the_drive(sim):
    import storage

    with pytest.raises(RuntimeError):
        storage.remount("/", readonly=True)
    with pytest.raises(OSError):
        storage.getmount("/sd")
    with pytest.raises(RuntimeError):
        storage.disable_usb_drive()
    machine.current.in_boot = True
    storage.remount("/", readonly=True)
    assert storage.getmount("/").readonly
    storage.remount("/", False)
    assert not storage.getmount("/").readonly


def test_boot_runs_with_keys_held(monkeypatch):
    """boot=True runs firmware/boot.py with the drive read-only, keys held as asked."""
    seen = []

    def fake_boot(board):
        import storage

        seen.append((storage.getmount("/").readonly, list(board.held), board.in_boot))

    monkeypatch.setattr("sim.harness.run_boot", fake_boot)
    with Sim(app_factory=Idle, boot=True, boot_hold="SELECT") as s:
        assert seen == [(True, ["SELECT"], False)]
        assert s.machine.held == []


# -- microcontroller.nvm ---------------------------------------------------------------------

def test_nvm_persists_in_its_file(tmp_path):
    path = tmp_path / "nvm.bin"
    with Sim(app_factory=Idle, nvm_path=str(path)):
        import microcontroller

        nvm = microcontroller.nvm
        assert len(nvm) == 8192 and nvm[0] == 0xFF and nvm[8191] == 0xFF
        nvm[0:3] = b"PDK"
        nvm[-1] = 7
        assert path.read_bytes()[:3] == b"PDK"
    assert path.stat().st_size == 8192
    with Sim(app_factory=Idle, nvm_path=str(path)):
        import microcontroller

        assert microcontroller.nvm[0:3] == bytearray(b"PDK")
        assert microcontroller.nvm[8191] == 7
        assert isinstance(microcontroller.nvm[0:3], bytearray)


def test_nvm_acts_like_circuitpythons(sim):
    import microcontroller

    nvm = microcontroller.nvm
    with pytest.raises(ValueError):
        nvm[0:3] = b"ab"
    with pytest.raises(NotImplementedError):
        nvm[0:6:2]  # pylint: disable=pointless-statement
    with pytest.raises(IndexError):
        nvm[8192]  # pylint: disable=pointless-statement
    with pytest.raises(ValueError):
        nvm[0] = 256
    with pytest.raises(TypeError):
        type(nvm)()


def test_nvm_size_follows_the_board(tmp_path):
    path = tmp_path / "jam.bin"
    with Sim("fruitjam", app_factory=Idle, nvm_path=str(path)):
        import microcontroller

        assert len(microcontroller.nvm) == 4096
    with pytest.raises(ValueError, match="4096 bytes"):
        Sim("pygamer", app_factory=Idle, nvm_path=str(path))


def test_microcontroller_basics(sim):
    import microcontroller

    assert microcontroller.cpu.frequency == 120000000
    assert 0 < microcontroller.cpu.temperature < 100
    microcontroller.on_next_reset(microcontroller.RunMode.BOOTLOADER)
    assert machine.current.next_run_mode is microcontroller.RunMode.BOOTLOADER
    with pytest.raises(machine.Reload):
        microcontroller.reset()
