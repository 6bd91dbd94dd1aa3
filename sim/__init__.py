"""Paddock's desktop simulator: the board's side of the firmware, on CPython.

``sim.harness.Sim`` drives the firmware headless for tests; ``python -m sim`` plays it in
a window or takes scripted screenshots. See ``sim/README.md``.

Importing this package is cheap: nothing here touches displayio or sys.path.
"""

import os

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(REPO, "firmware")
FONTS = os.path.join(REPO, "fonts")
SHIMS = os.path.join(REPO, "sim", "shims")
