"""The headless harness: ticking, keys, screen texts, label counts, images, clean-up."""

import builtins
import os
import sys

import pytest

from sim import boards, machine
from sim.harness import Sim, parse_keys


class Counter:
    """A tiny app in the CircuitPython style: A counts up, B counts down, SELECT hides the
    hint, START shows a hidden panel. Three labels, one group that can hide."""

    def __init__(self):
        import board
        import displayio
        import keypad
        import terminalio
        from adafruit_display_text import label

        self.keys = keypad.ShiftRegisterKeys(
            clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, latch=board.BUTTON_LATCH,
            key_count=4, value_when_pressed=True)
        self.event = keypad.Event()
        self.count = 0
        self.ticks = 0
        root = displayio.Group()
        background = displayio.Bitmap(board.DISPLAY.width, board.DISPLAY.height, 1)
        palette = displayio.Palette(1)
        palette[0] = 0x102040
        root.append(displayio.TileGrid(background, pixel_shader=palette))
        self.title = label.Label(terminalio.FONT, text="COUNTER", color=0xFFFF00, x=4, y=8)
        self.value = label.Label(terminalio.FONT, text="0", color=0xFFFFFF, x=4, y=24)
        self.hint = label.Label(terminalio.FONT, text="A up B down", color=0x80FF80, x=4, y=40)
        self.panel = displayio.Group()
        self.panel.append(label.Label(terminalio.FONT, text="PANEL", x=4, y=56))
        self.panel.hidden = True
        for layer in (self.title, self.value, self.hint, self.panel):
            root.append(layer)
        board.DISPLAY.root_group = root

    def tick(self):
        self.ticks += 1
        while self.keys.events.get_into(self.event):
            if not self.event.pressed:
                continue
            number = self.event.key_number
            if number in (0, 1):
                self.count += 1 if number == 1 else -1
                self.value.text = str(self.count)
            elif number == 3:
                self.hint.hidden = not self.hint.hidden
            elif number == 2:
                self.panel.hidden = not self.panel.hidden


def test_first_screen_is_drawn_at_start():
    with Sim(app_factory=Counter) as sim:
        assert sim.app.ticks == 1
        assert sim.texts() == ["COUNTER", "0", "A up B down"]
        pixel = sim.image().getpixel((150, 120))  # 0x102040, through RGB565
        assert all(abs(got - want) <= 4 for got, want in zip(pixel, (0x10, 0x20, 0x40)))


def test_keys_presses_and_counts_label_changes():
    with Sim(app_factory=Counter) as sim:
        assert sim.label_changes == 0  # counting starts with the first screen drawn
        sim.press("A")
        assert sim.texts()[1] == "1" and sim.label_changes == 1
        sim.keys("A A b WAIT100")
        assert sim.app.count == 2 and sim.label_changes == 4
        sim.reset_counts()
        sim.app.value.text = "2"  # same text: not a change
        assert sim.label_changes == 0


def test_hidden_labels_and_groups_are_not_texts():
    with Sim(app_factory=Counter) as sim:
        sim.press("SELECT")
        assert sim.texts() == ["COUNTER", "0"]
        sim.press("START")
        assert sim.texts() == ["COUNTER", "0", "PANEL"]


def test_hold_and_advance_move_virtual_time():
    start = []
    with Sim(app_factory=Counter) as sim:
        import supervisor

        start.append(supervisor.ticks_ms())
        sim.hold("A", 600)
        assert sim.app.ticks == 1 + 60 + 5
        assert sim.app.count == 1  # one press, however long held
        sim.advance(95)  # rounds up to whole ticks: 100 ms
        assert sim.app.ticks == 76
        assert (supervisor.ticks_ms() - start[0]) & machine.TICKS_MASK == 750


def test_images_are_byte_identical_run_to_run(tmp_path):
    shots = []
    for run in range(2):
        with Sim(app_factory=Counter) as sim:
            sim.keys("A A B START")
            path = tmp_path / ("run%d.png" % run)
            sim.shot(str(path))
            shots.append((sim.image().tobytes(), path.read_bytes()))
    assert shots[0] == shots[1]
    with Sim(app_factory=Counter) as sim:
        sim.keys("A")
        assert sim.image().tobytes() != shots[0][0]


@pytest.mark.parametrize("name", sorted(boards.BOARDS))
def test_board_profiles(name):
    profile = boards.BOARDS[name]
    with Sim(name, app_factory=Counter) as sim:
        import board

        assert board.board_id == profile.board_id
        assert (board.DISPLAY.width, board.DISPLAY.height) == (profile.width, profile.height)
        assert sim.image().size == (profile.width, profile.height)
        assert hasattr(board, "JOYSTICK_X") == (name == "pygamer")
    sizes = {n: (p.width, p.height) for n, p in boards.BOARDS.items()}
    assert sizes == {"pygamer": (160, 128), "pybadge": (160, 128), "fruitjam": (320, 240)}


def test_pygamer_joystick_reaches_the_app():
    class Stick:
        def __init__(self):
            import analogio
            import board

            self.y = analogio.AnalogIn(board.JOYSTICK_Y)
            self.seen = []

        def tick(self):
            self.seen.append(self.y.value)

    with Sim("pygamer", app_factory=Stick) as sim:
        sim.press("UP")
        seen = sim.app.seen
        assert seen[0] == boards.AXIS_CENTRE and seen[-1] == boards.AXIS_CENTRE
        assert seen.count(boards.AXIS_LOW) == 5  # the 50 ms press, ticked every 10 ms


def test_key_names_are_checked():
    assert parse_keys("down Up a WAIT250") == [("key", "DOWN"), ("key", "UP"), ("key", "A"),
                                               ("wait", 250)]
    with pytest.raises(ValueError, match="JUMP"):
        parse_keys("A JUMP")
    with Sim(app_factory=Counter) as sim:
        with pytest.raises(ValueError):
            sim.press("WAIT5")


def test_close_restores_the_process(tmp_path):
    cwd = os.getcwd()
    real_open = builtins.open
    sim = Sim(app_factory=Counter)
    drive = sim.drive
    import paddock.core.rng  # noqa: F401  (hardware-free: kept across power cycles)
    import paddock.hal.clock  # noqa: F401  (reads the board: forgotten at power-off)

    assert builtins.open is not real_open and os.getcwd() == drive
    sim.close()
    assert builtins.open is real_open and os.getcwd() == cwd
    assert not os.path.exists(drive)
    assert "paddock.hal.clock" not in sys.modules and "board" not in sys.modules
    assert "paddock.core.rng" in sys.modules
    assert machine.current is None
    with pytest.raises(RuntimeError):
        sim.press("A")


def test_a_new_sim_replaces_a_forgotten_one():
    first = Sim(app_factory=Counter)
    second = Sim("pybadge", app_factory=Counter)
    try:
        with pytest.raises(RuntimeError):
            first.tick()
        second.press("A")
        assert second.texts()[1] == "1"
    finally:
        second.close()


def test_fonts_are_on_the_drive():
    with Sim(app_factory=Counter) as sim:
        repo_fonts = os.path.join(os.path.dirname(os.path.dirname(__file__)), "fonts")
        wanted = sorted(n for n in os.listdir(repo_fonts) if n.endswith(".bin"))
        assert wanted and sorted(os.listdir("fonts")) == wanted
        assert os.path.isfile(os.path.join(sim.drive, "fonts", wanted[0]))


def test_console_smoke():
    """The default factory (paddock.console.App) draws a screen with text."""
    with Sim() as sim:
        texts = sim.texts()
        assert texts and any(t.strip() for t in texts)
        sim.press("A")
        assert sim.texts()
