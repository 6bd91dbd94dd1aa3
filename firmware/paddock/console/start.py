"""What a program does once, as it starts: the App set up, then the title,
the menu or a race as the hand-over says, and a race's view made.

``App.__init__`` and ``App.start`` run it through ``paddock.once``: its
code is heap only while it runs (on the board, code lives in the heap).
"""

import gc

import displayio

from paddock import drop, games, ui
from paddock.hal import clock
from paddock.hal.profiles import profile

NEW, CONTINUE = "new", "continue"


def setup(app, seed, settings, buttons, display, store):
    """``App.__init__``'s work, then ``start`` as the hand-over says."""
    import board
    app.board_id = getattr(board, "board_id", "unknown")
    app.profile = profile(app.board_id)
    ui.init(app.profile.width, app.profile.height, app.profile.scale)
    if display is None:
        display = getattr(board, "DISPLAY", None)
    app.display = display
    # The layout is 160 wide; a bigger screen shows it scaled.
    app.root = displayio.Group(scale=app.profile.scale)
    if display is not None:
        display.root_group = app.root
    app.buttons = buttons if buttons is not None else open_buttons(app.profile)
    app._store = store
    app._saves = None
    app.wrote = {}   # what this program's stores last wrote (``Store``'s wrote)
    settings, launch = _read(app, settings)
    if settings is None:
        from paddock.console.settings import Settings
        settings = Settings()
    app.settings = settings
    app.cues = None   # paddock.hal.cues, once a sound or the lights are on
    app.apply_settings()
    app.seed = seed
    app.games_started = 0
    app.errors = []        # one line per error caught (tests read it)
    app.now = clock.ticks_ms()
    app.stack = []
    app.game = None        # the GameScreen, in a race's program
    start(app, launch)


def _read(app, settings):
    """(the settings, or those given; the hand-over), read in a call of its
    own: a frame's spent values go on holding what they held (here the
    reading code and the saves) until it returns, and a race's view is
    built from this one's caller."""
    from paddock.console import reading
    if settings is None:
        settings = reading.load_settings(app.saves)
    return settings, reading.take_launch(app.saves)


def start(app, launch):
    """Begin as the hand-over says: None (power-on) is the title."""
    kind = launch[0] if launch else None
    if kind == NEW or kind == CONTINUE:
        # A race's settings are applied: their code makes room for it
        # (Settings in the pause menu loads them again).
        app.settings = None
        drop("paddock.console.settings")
        from paddock.console.play import GameScreen
        app.game = GameScreen(app, launch[1])
        app.push(app.game)
        app.guard(_race, (app.game, launch))
        return
    from paddock.console import reading
    reading.check(app.saves)   # damage found here is reported after the title
    from paddock.console import home
    if kind is None:
        app.push(home.TitleScreen(app))
        return
    app.push(home.MainMenu(app))
    if launch[1] and launch[2]:   # options a race refused: back to its setup
        home.choose_game(app, launch[1], launch[2])
    if launch[5]:   # what went wrong in the last program
        if launch[4] == "Error":   # a crash, not a refusal
            app.errors.append(launch[5])
        from paddock.console.screen import Message
        from paddock.ui import palette
        app.push(Message(app, launch[4] or "Error", launch[5], color=palette.WARN))


def _race(pair):
    begin(pair[0], pair[1])


def begin(game, launch):
    """Make the GameScreen game's view for a hand-over: (NEW, id, options,
    seed, ...) starts a race, (CONTINUE, id, ...) resumes the saved one."""
    state = None
    if launch[0] == NEW:
        options, seed = launch[2], launch[3]
    else:
        game.resuming = True
        options, seed, state = _reopen(game)
        game.from_save = True
        game.drop_payload()
    _prime(game)
    # A race reads no more saves, and writes none until its first
    # autosave: that code makes room for the view.
    drop("paddock.console.reading")
    game.app.put_saves_away()
    gc.collect()
    view_module = games.load(game.game_id, "view")   # into the heap the saves left
    game.options = options
    game.seed = seed
    if state is None:
        game.view = view_module.GameView(game, options, seed)
    else:
        game.view = view_module.GameView(game, options, seed, state=state)
    game.kept = None   # built: a record read from now on is read when asked
    game.group.append(game.view.group)
    drop("paddock.ui.glyphs")     # sheets are drawn: their patterns go
    drop("paddock.ui.cardart")
    drop("paddock.core.options")  # the race is set up
    game.drop_payload()
    st = getattr(game.view, "state", None)
    game.turns = st.turns if st is not None else -1
    game.owns = state is not None


def _prime(game):
    """The race's slot read now, while the heap is whole (its autosaves then
    write without reading it), and the game's own ``RECORDS`` for its view's
    build. In a call of its own: the store its frame holds goes with it."""
    store = game.app.store()
    meta = games.metadata(game.game_id)
    store.prime(game.game_id, meta.VERSION)
    game.kept = {}
    for slot in getattr(meta, "RECORDS", ()):
        try:
            game.kept[slot] = store.load(slot)
        except OSError:
            game.kept[slot] = None


def _reopen(game):
    """(options, seed, state) of the saved race, read in a call of its own:
    its frame, and the reading code and saves its spent values hold, are
    gone before the view is built."""
    from paddock.console import reading
    return reading.open_game(game.app.saves, game.game_id)[:3]


def open_buttons(profile):
    """Buttons on the real board (or the simulator's shims) for profile.

    A board without the shift-register pins gets no buttons rather than a
    crash, so the screen still shows what is wrong.
    """
    import board
    import keypad
    source = None
    try:
        source = keypad.ShiftRegisterKeys(
            clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, latch=board.BUTTON_LATCH,
            key_count=len(profile.keys), value_when_pressed=True)
    except (AttributeError, ValueError, RuntimeError):
        source = None
    jx = jy = None
    if profile.joystick:
        try:
            import analogio
            jx = analogio.AnalogIn(board.JOYSTICK_X)
            jy = analogio.AnalogIn(board.JOYSTICK_Y)
        except (AttributeError, ImportError, ValueError):
            jx = jy = None
    from paddock.hal.buttons import Buttons
    return Buttons(profile, source, jx, jy, keypad.Event())
