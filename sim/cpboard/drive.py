"""Drives the whole console on CircuitPython's test interpreter, by keys.

Run by ``sim.console_run`` in a drive folder holding ``plan.json``; the
program may end in a reload (exit 3) or a power cut (exit 4), and the next
process goes on from ``drive.json``. It looks at the screen on top and does
what a player would: title, menu, setup (the most players, seat 1 human,
hard bots), the race (the key policy below on human decisions, SELECT for
the hint now and then, A to hurry the bots), a power cut and Continue, the
result, the menu. Lines it prints: ``SAMPLE <what> <live bytes>`` and at the
end ``DRIVER <json>``.
"""

import gc
import json
import sys
import time

import micropython

import standins as rig

PLAN = json.load(open("plan.json"))
try:
    ST = json.load(open("drive.json"))
except OSError:
    ST = {"decisions": 0, "cut": 0, "resumed": 0, "finished": 0, "ticks": 0, "samples": {},
          "procs": 0, "ms": {}}
ST["procs"] += 1
RAW = {"B": 0, "A": 1, "START": 2, "SELECT": 3}
JOY = {"LEFT": (0, 1024), "RIGHT": (0, 64512), "UP": (1, 1024), "DOWN": (1, 64512)}
POLICY = ("A", "RIGHT A", "B B", "DOWN A", "LEFT A", "UP A", "RIGHT RIGHT A", "DOWN DOWN A")
HARD = 4
BENCH = PLAN.get("bench", 0)   # decisions to time key by key (sim.bench --ui)
WORST = [0]                    # the longest tick since it was last cleared, us
OWN = [0]                      # bytes a timed press allocates in the driver itself
app = None


def probe(n):
    return micropython.pystack_use() if n == 0 else probe(n - 1)


def main():
    """Where code.py's main() calls app.tick(): its pystack in use."""
    return micropython.pystack_use()


FRAME = probe(1) - probe(0)
MAIN = main()
DEPTH = -1     # frames that hold back "reserve" bytes beyond what main() uses


def deep(n):
    global DEPTH
    if DEPTH < 0:   # how much deeper than main() the driver calls app.tick
        extra = micropython.pystack_use() - MAIN
        DEPTH = max(0, (PLAN.get("reserve", 256) - extra + FRAME - 1) // FRAME)
        n = DEPTH
    if n:
        deep(n - 1)
    else:
        app.tick()


def tick(n=1):
    for _ in range(n):
        rig.advance(10)
        if BENCH:
            t = clock()
            deep(DEPTH)
            WORST[0] = max(WORST[0], clock() - t)
        else:
            deep(DEPTH)
    ST["ticks"] += n
    if ST["ticks"] > PLAN.get("max_ticks", 400000):
        raise RuntimeError("the run did not finish in %d ticks" % ST["ticks"])


def press(names):
    for name in names.split():
        if name in RAW:
            rig.key(RAW[name], True)
            tick(5)
            rig.key(RAW[name], False)
        else:
            axis, value = JOY[name]
            rig.joy[axis].value = value
            tick(5)
            rig.joy[axis].value = 32768
        tick(5)


def clock():
    return time.monotonic_ns() // 1000


def lap(what, since):
    """Python time from since (us) to now, added to ST["ms"][what]."""
    ST["ms"][what] = ST["ms"].get(what, 0) + (clock() - since) / 1000


def sample(what):
    gc.collect()
    live = gc.mem_alloc()
    s = ST["samples"]
    if live > s.get(what, 0):
        s[what] = live
    if live > s.get("peak", 0):
        s["peak"] = live
        if PLAN.get("mods"):   # diagnostics: what is loaded at the peak
            ST["peak_at"] = what
            ST["peak_mods"] = [m for m in sys.modules if m.startswith("paddock")]
        micropython.qstr_info()   # printed (no heap): the names interned so far
    print("SAMPLE", what, live)


def kind(screen):
    return type(screen).__name__


def row_to(menu, words):
    """Move the menu's cursor by keys to the row whose text starts with words."""
    items = getattr(menu, "items", None) or [lb.text for lb in menu.labels]
    for i in range(len(items)):
        if items[i].startswith(words):
            for _ in range(len(items) + 1):
                if menu.cursor == i:
                    return
                press("DOWN")
    raise RuntimeError("no row %r in %r" % (words, items))


def saved():
    """True once the race has an autosave to Continue from."""
    try:
        import os
        return any(n.startswith(PLAN["game"] + ".") for n in os.listdir("saves"))
    except OSError:
        return False


def decide(view):
    st = view.state
    ST["decisions"] += 1
    n = ST["decisions"]
    sample("first_decision" if n == 1 else "decision")
    if n >= PLAN.get("cut_at", 3) and not ST["cut"] and saved():
        ST["cut"] = 1
        end(4)
    if n == PLAN.get("quit_at"):   # a short run: quit to the menu from here
        ST["quit"] = 1
        press("START")
        return
    go = press
    if n <= BENCH:   # every kind of key at this decision: d-pad, hint, pause
        from drive_bench import timed
        go = timed
        timed("RIGHT LEFT DOWN UP SELECT A START B")
    elif n % PLAN.get("hint_every", 5) == 1:
        press("SELECT")
        press("A")
    before = st.moves
    for keys in POLICY:
        go(keys)
        if st.moves != before or not view.turns.my_turn():
            return
    raise RuntimeError("stuck at a human decision: no key moved the game")


def step():
    top = app.stack[-1]
    k = kind(top)
    if k in ("TitleScreen", "MainMenu", "SetupScreen"):
        import drive_menu   # the menu's program only: a race's heap never holds it
        drive_menu.step(top, k)
    elif k == "GameScreen":
        view = top.view
        if view is not None and view.turns.my_turn():
            decide(view)
        elif BENCH and ST["decisions"] <= BENCH:
            drive_bench.timed("A", "tick")   # A hurries the bots: the longest tick they take
        else:
            press("A")
    elif k == "Message" and top.dialog.title.text == "Race over":
        sample("result")
        ST["finished"] = 1
        press("B")          # the menu (A would be a rematch)
    elif k == "Message" and top.dialog.title.text in ("Error", "Cannot start",
                                                       "Cannot continue", "Autosave failed"):
        raise RuntimeError("the console says: %s" % top.dialog.body.text.replace("\n", " "))
    elif k == "PauseScreen":
        if ST.get("quit"):
            row_to(top.menu, "Quit to menu")
            press("A")      # then A on "Quit to menu?"
        else:
            press("B")
    else:
        press("A")


def end(code):
    if code == 3 and ST.get("loading"):
        lap("load", T0)
    ST["stack"] = [kind(s) for s in app.stack] if app else []
    # Streamed, never a whole string: at a power cut the heap is the race's
    f = open("drive.json", "w")
    json.dump(ST, f)
    f.close()
    print("DRIVER", end=" ")
    json.dump(ST, sys.stdout)
    print()
    sys.exit(code)


if BENCH:
    import drive_bench
    drive_bench.start()
gc.collect()
ST["samples"]["rig"] = gc.mem_alloc()
T0 = clock()
try:
    from paddock import console
    app = console.App(seed=PLAN.get("seed", 1))
    if BENCH and app.game is not None:
        drive_bench.time_saves(app)
    if ST["procs"] == 1:
        lap("boot", T0)
    if ST.get("loading") and app.stack and kind(app.stack[-1]) == "GameScreen":
        ST["loading"] = 0     # the race's screen is up
        lap("load", T0)
    while True:
        step()
except rig.Reload:
    end(3)
