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
    """Every save, timed whole: an autosave's two ticks (the record packed,
    then written) count as one."""
    saves = app.saves
    _record, _save = saves.record, saves.save_game
    packed = [0]

    def record(*a):
        t = clock()
        r = _record(*a)
        packed[0] = clock() - t
        return r

    def save_game(game_id, view, seed, rec=None):
        t = clock()
        r = _save(game_id, view, seed, rec)
        took = clock() - t + (packed[0] if rec is not None else 0)
        packed[0] = 0
        ST.setdefault("bench", []).append(["save", "", took, 0])
        return r
    saves.record = record
    saves.save_game = save_game
