"""The board's pins (named here as ``board`` names them, not by MCU port)."""

from microcontroller import Pin as _Pin
from sim import machine as _machine

for _name in _machine.get().profile.pins:
    globals()[_name] = _Pin._make(_name)
del _name
