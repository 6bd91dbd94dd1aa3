"""Key presses, bot ticks and saves as a player meets them, timed on
CircuitPython's test interpreter and shown as board estimates
(``python -m sim.bench --ui``).

The console driver (``sim/cpboard/drive.py``, as the memory gate runs it)
plays a race at the most players from the menu, and at each of its first
``decisions`` human decisions presses every kind of key one at a time: the
d-pad (cursor), SELECT and A (the hint, open and shut), START and B (the
pause menu), then the keys that make the move. While bots play it presses A
(which hurries them) and times the longest tick; every autosave is timed a
tick at a time (``save_ms``: its longest tick; ``save_all_ms``: the whole). A
press's time is the longest tick it took (the key is handled in one tick;
the others are idle), the fastest of ``runs`` runs of the same seeded race,
each run ahead of other processes where Linux allows (``chrt``), so a busy
machine does not fail the budget; its bytes are what the firmware
allocated during the press, the driver's own share taken off.

The screen redrawn per cursor move is measured on the simulator (Blinka's
displayio redraws only dirty areas, as the board does): the same kind of
race, driven by the same kind of keys, with the union of the areas each
cursor press redrew, as a share of the 160x128 screen.
"""

import statistics

from sim import consolerun

FACTOR = 150.0     # board time / interpreter time (the interpreter's README)
HEAP = 192 * 1024   # the PyGamer's RAM: a collection's time grows with the heap it sweeps

# The budget (issue: every key answers at once), as board milliseconds.
BUDGET = {"cursor_ms": (50, 100), "confirm_ms": (100, 250), "tick_max_ms": 150,
          "save_ms": 150, "cursor_dirty_pct": 10, "cursor_alloc": 256}


def timings(game_id, runs=3, decisions=6, seed=1):
    """Per press [kind, key, fastest us, bytes], and the program records."""
    best = None
    record = None
    prefix = consolerun.realtime()
    for _ in range(runs):
        r = consolerun.run(game_id, HEAP, "mpy", seed=seed, prefix=prefix,
                           plan={"bench": decisions, "hint_every": 99})
        if not r["ok"]:
            raise RuntimeError("%s: %s" % (game_id, r.get("error")))
        rows = r.get("bench", [])
        if best is None:
            best, record = [list(x) for x in rows], r
        elif [x[:2] for x in rows] == [x[:2] for x in best]:   # the same race: keep the faster
            for mine, other in zip(best, rows):
                mine[2] = min(mine[2], other[2])
        else:
            raise RuntimeError("%s: two runs of the same seed pressed different keys" % game_id)
    return best, record


def _stats(values, factor, scale=1000.0):
    """[median, max] of values (us) as board ms, or None."""
    if not values:
        return None
    return [round(statistics.median(values) * factor / scale, 1),
            round(max(values) * factor / scale, 1)]


def cursor_dirty(game_id, decisions=6, seed=1):
    """[median, max] % of the screen each cursor press redraws (the simulator)."""
    from sim.uidirty import cursor_areas
    shares = cursor_areas(game_id, decisions, seed)
    if not shares:
        return None
    return [round(statistics.median(shares), 1), round(max(shares), 1)]


def bench(game_id, runs=3, decisions=6, seed=1, factor=FACTOR):
    """The JSON record of ``sim.bench --ui`` for one game."""
    rows, record = timings(game_id, runs, decisions, seed)
    by = {}
    for kind, _key, us, used in rows:
        by.setdefault(kind, []).append((us, used))
    cursor = [us for us, _ in by.get("cursor", [])]
    out = {
        "game": game_id, "interpreter": "circuitpython", "factor": factor, "runs": runs,
        "presses": len(cursor) + len(by.get("confirm", [])),
        "cursor_ms": _stats(cursor, factor),
        "confirm_ms": _stats([us for us, _ in by.get("confirm", [])], factor),
        "tick_max_ms": round(max([us for us, _ in by.get("tick", [])] or [0]) * factor / 1000, 1),
        "save_ms": _stats([us for us, _ in by.get("save", [])], factor),
        "save_all_ms": _stats([us for us, _ in by.get("save_all", [])], factor),
        "load_ms": round(record.get("ms", {}).get("load", 0) * factor),
        "cursor_dirty_pct": cursor_dirty(game_id, decisions, seed),
        "cursor_alloc": None,
    }
    slow = sorted([r for r in rows if r[0] != "save_all"], key=lambda r: -r[2])[:4]
    out["slowest"] = [[k, key, round(us * factor / 1000, 1)] for k, key, us, _ in slow]
    used = [u for _, u in by.get("cursor", [])]
    if used:
        out["cursor_alloc"] = [int(statistics.median(used)), max(used)]
    out["ok"] = within(out)
    return out


def within(r):
    """True when every figure meets the budget."""
    def fits(pair, median_cap, max_cap=None):
        return pair is None or (pair[0] <= median_cap and (max_cap is None or pair[1] <= max_cap))
    b = BUDGET
    return (fits(r["cursor_ms"], *b["cursor_ms"]) and fits(r["confirm_ms"], *b["confirm_ms"])
            and r["tick_max_ms"] <= b["tick_max_ms"]
            and (r["save_ms"] is None or r["save_ms"][1] <= b["save_ms"])
            and fits(r["cursor_dirty_pct"], b["cursor_dirty_pct"], 100)
            and fits(r["cursor_alloc"], b["cursor_alloc"]))


def available():
    return consolerun.interpreter() is not None
