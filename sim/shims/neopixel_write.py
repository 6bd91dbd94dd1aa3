"""Simulated ``neopixel_write`` (CircuitPython 10): what is written to
``board.NEOPIXEL`` becomes the machine's ``pixels`` (GRB bytes, three a pixel) and a
hardware record ``{"kind": "pixels", "colors": [[r, g, b], ...]}``; the window draws
them under the screen.
"""

from sim import machine as _machine


def neopixel_write(digitalinout, buf):
    """Write buf (G, R, B bytes for each pixel in turn) to the pixels on the pin."""
    pin = getattr(digitalinout, "_pin", None)
    if pin is None or getattr(digitalinout, "_direction", None) != "OUTPUT":
        raise ValueError("digitalinout must be a digitalio.DigitalInOut set to output")
    data = bytes(memoryview(buf).cast("B"))
    colors = [[data[i + 1], data[i], data[i + 2]] for i in range(0, len(data) - 2, 3)]
    board = _machine.get()
    if pin._name == "NEOPIXEL":
        board.pixels = colors
    board.hw("pixels", colors=colors)
