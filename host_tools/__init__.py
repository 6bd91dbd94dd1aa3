"""Paddock's host tools: find boards, flash the firmware, pull and push saves.

Run ``python -m host_tools --help``. Every command talks to a real board or to the
simulator's serial port (``python -m sim --serial``) the same way: through the mounted
CIRCUITPY drive when the computer may write it, else over the USB serial REPL with
mpremote's transport, sending small CircuitPython-safe snippets.
"""

import os

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(REPO, "firmware")
FONTS = os.path.join(REPO, "fonts")
