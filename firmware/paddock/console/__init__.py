"""The console: title, main menu, settings, about, new-game setup, the game
screen and its pause menu, on a stack of screens.

``App()`` builds it for the board it runs on; ``app.tick()`` does one pass
(read the buttons, handle each key press, let the top screen move on) and
never blocks. ``main()`` is the whole program: ``code.py`` calls it.

This package imports no display code itself, so ``paddock.console.settings``
can be used (and saved) on its own.
"""

VERSION = "0.1.0"


def App(*args, **kwargs):
    """The console application: `paddock.console.app.App` (see its arguments)."""
    from paddock.console.app import App as _App
    return _App(*args, **kwargs)


def main():
    """Run the console for ever: one pass every 10 ms."""
    import time
    app = App()
    while True:
        app.tick()
        time.sleep(0.01)
