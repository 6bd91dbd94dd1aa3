"""The settings' Screen, Volume and Lights, applied at once: the display's
brightness, and the speaker and NeoPixels that ``paddock.hal.cues`` plays
on, opened on a board that has them (``Profile.parts``). Loaded to apply
them, then dropped: a race keeps only ``cues``, and only once a sound or
the lights are on (``app.cues``); with both off it holds no code for them.

A board without a speaker, pixels or a dimmable display simply has none of
it, and no error.
"""

import sys

import board
from micropython import const

SPEAKER = const(1)   # Profile.parts' bits
PIXELS = const(2)
BATTERY = const(4)

SCREEN = (0.25, 0.6, 1.0)   # Dim, Normal, Bright: the backlight's share
LOUD = (0, 12, 48)          # Off, Low, High: the square wave's swing about 128


def apply(app, volume, lights, screen):
    """Apply the three levels (indices into the settings' choices)."""
    display = app.display
    try:
        display.brightness = SCREEN[screen]
    except (AttributeError, ValueError, RuntimeError, NotImplementedError):
        pass   # no display here, or one that cannot dim
    parts = app.profile.parts
    cues = sys.modules.get("paddock.hal.cues")
    if cues is None:
        if not (volume and parts & SPEAKER or lights and parts & PIXELS):
            return   # nothing to play on
        from paddock.hal import cues
    app.cues = cues
    if volume and parts & SPEAKER and cues.out is None:
        try:
            import audiocore
            import audioio
            import digitalio
            amp = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
            amp.switch_to_output(True)
            buf = bytearray(16)   # one period: 8 high, 8 low
            # The sample reads buf where it lies: keep both.
            cues.kept = (amp, buf, audiocore.RawSample(buf))
            cues.out = audioio.AudioOut(board.SPEAKER)
        except (ImportError, AttributeError, ValueError, RuntimeError):
            cues.out = None
    cues.wave = None
    cues.at = 0
    if cues.out is not None:
        cues.out.stop()
        amp, buf, sample = cues.kept
        amp.value = volume > 0
        for i in range(16):
            buf[i] = 128 + LOUD[volume] if i < 8 else 128 - LOUD[volume]
        if volume:
            cues.wave = sample
    if lights and parts & PIXELS and cues.pin is None:
        try:
            import digitalio
            pin = digitalio.DigitalInOut(board.NEOPIXEL)
            pin.switch_to_output()
            cues.pin = pin
        except (ImportError, AttributeError, ValueError, RuntimeError):
            cues.pin = None
    cues.dim = 5 - 2 * lights if lights else 8   # a flag's: an eighth, a half; off
    cues.paint(0, 0)
    cues.shown = -1   # a race works its lights out again
