"""Every test sees displayio as the board has it: the simulator's patches
(``sim.patches``: terminalio's glyph sheet, vectorio redraws) go in first,
also for widget tests that make no simulated board."""

import os
import sys
from pathlib import Path

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")

REPO = str(Path(__file__).resolve().parents[1])
if REPO not in sys.path:
    sys.path.insert(0, REPO)

from sim import patches  # noqa: E402

patches.install()
