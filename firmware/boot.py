"""Storage mode, chosen at reset.

Play mode (the default): the drive is remounted writable for code, so games
can save; the computer then sees it read-only. Hold SELECT while the board
resets for USB edit mode: the drive stays writable by the computer (copy new
firmware on) and games save to ``microcontroller.nvm`` instead (saves are off
on a board without nvm). code.py reads the choice back from
``storage.getmount("/").readonly``; the title screen shows it.
"""

import storage

edit = False
try:
    import time
    import board
    import keypad
    from paddock.hal import SELECT
    from paddock.hal.profiles import profile

    prof = profile(board.board_id)
    keys = keypad.ShiftRegisterKeys(
        clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, latch=board.BUTTON_LATCH,
        key_count=len(prof.keys), value_when_pressed=True)
    time.sleep(0.05)  # a few scans, so a held key is reported as pressed
    ev = keys.events.get()
    while ev:
        if ev.pressed and prof.logical(ev.key_number) == SELECT:
            edit = True
        ev = keys.events.get()
    keys.deinit()
except Exception as e:  # no buttons: play mode all the same
    print("boot: no buttons:", e)

if not edit:
    try:
        storage.remount("/", readonly=False)
    except RuntimeError as e:  # the computer holds the drive: stay as we are
        print("boot: remount failed:", e)
print("boot:", "USB edit mode" if edit else "play mode")
