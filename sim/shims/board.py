"""Simulated ``board`` for the running profile (see ``sim/boards.py``).

``board_id``, ``DISPLAY`` (the simulator's display) and the pins the profile names, as
opaque ``microcontroller.Pin`` objects: ``BUTTON_CLOCK``, ``BUTTON_OUT``, ``BUTTON_LATCH``
for the shift-register buttons, ``JOYSTICK_X`` / ``JOYSTICK_Y`` on the PyGamer.
"""

import microcontroller as _microcontroller
from sim import machine as _machine

_board = _machine.get()
board_id = _board.profile.board_id
DISPLAY = _board.display

for _name in _board.profile.pins:
    globals()[_name] = getattr(_microcontroller.pin, _name)
del _name
