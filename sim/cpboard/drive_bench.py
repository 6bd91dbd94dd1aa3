"""The driver's timing side, loaded only for ``sim.bench --ui`` (plan
"bench"): presses timed one by one, and every autosave."""

import gc

import drive
from drive import JOY, OWN, ST, WORST, clock, press


def timed(names, what=None):
    """Press names one by one, each a bench record: [what (cursor for the
    d-pad, else confirm), key, the longest tick in us, bytes allocated]."""
    for name in names.split():
        gc.collect()
        WORST[0] = 0
        before = gc.mem_alloc()
        press(name)
        cat = what or ("cursor" if name in JOY else "confirm")
        used = gc.mem_alloc() - before - OWN[0]
        ST.setdefault("bench", []).append([cat, name, WORST[0], max(used, 0)])



class Idle:
    """An app that does nothing: what a timed press costs the driver alone."""

    def tick(self):
        pass


def start():
    drive.app = Idle()
    timed("RIGHT")
    OWN[0] = ST["bench"].pop()[3]


def time_saves(app):
    _save = app.saves.save_game

    def save_game(*a):
        t = clock()
        r = _save(*a)
        ST.setdefault("bench", []).append(["save", "", clock() - t, 0])
        return r
    app.saves.save_game = save_game
