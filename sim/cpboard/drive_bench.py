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
    """Every autosave, a tick at a time (the saving code loaded, the record
    packed, then written): its longest tick ("save") and the whole ("save_all")."""
    cls = type(app.game)
    autosave = cls.autosave
    opened = app.open_saves
    steps = []

    def open_saves():
        if app.saves_loaded():
            return opened()
        t = clock()
        saves = opened()
        steps.append(clock() - t)
        return saves

    def timed(self):
        t = clock()
        autosave(self)
        steps.append(clock() - t)
        if self.rec is None:   # written, or given up: one save
            bench = ST.setdefault("bench", [])
            bench.append(["save", "", max(steps), 0])
            bench.append(["save_all", "", sum(steps), 0])
            steps[:] = []
    app.open_saves = open_saves
    cls.autosave = timed
