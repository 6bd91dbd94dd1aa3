"""The whole console on CircuitPython's own test interpreter, driven by keys.

``run(game_id, heap, files)`` builds what ``make flash`` ships (``firmware/``,
its modules compiled by CircuitPython's ``mpy-cross`` unless ``files="py"``),
adds the stand-ins of ``sim/cpboard`` for the modules that interpreter lacks
(``board``, ``keypad``, ``supervisor``, ``storage``, ``microcontroller``,
``analogio``, ``digitalio``), and runs ``sim/cpboard/drive.py`` in a drive
folder under ``-X heapsize=heap``: title, menu, setup at the most players
(seat 1 human, hard bots), the race by keys, a power cut and Continue, the
result, the menu. A program that reloads or loses power is started again,
as the board would, until the driver says it is done.

The interpreter is ``$PADDOCK_CIRCUITPYTHON`` or
``../shared/tools/circuitpython/circuitpython`` beside the repository, its
``mpy-cross`` beside it (or ``$PADDOCK_MPY_CROSS``).
"""

import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIRMWARE = ROOT / "firmware"
FONTS = ROOT / "fonts"
RIG = ROOT / "sim" / "cpboard"
SHARED = ROOT.parent / "shared" / "tools" / "circuitpython"
RELOAD = 3
POWER_CUT = 4
MAX_PROGRAMS = 12
MPY_FLAGS = ["-O3"]   # no line numbers: about 4% less bytecode
SOURCE_NAME = "paddock"   # one name for every module's source: one qstr, not one each
TIMEOUT = 600


def scratch(prefix="paddock-cp-"):
    """A fresh folder for a run, in memory (/dev/shm) where the machine has one:
    the host's disk is far slower than a board's flash to write a save to,
    and its time would count as the firmware's."""
    shm = "/dev/shm"
    where = shm if os.path.isdir(shm) and os.access(shm, os.W_OK) else None
    return tempfile.mkdtemp(prefix=prefix, dir=where)


def interpreter():
    """The CircuitPython test interpreter's path, or None."""
    path = os.environ.get("PADDOCK_CIRCUITPYTHON") or str(SHARED / "circuitpython")
    return path if os.path.isfile(path) and os.access(path, os.X_OK) else None


def mpy_cross():
    """CircuitPython's mpy-cross: ``$PADDOCK_MPY_CROSS``, else beside the
    interpreter; None if there is none."""
    path = os.environ.get("PADDOCK_MPY_CROSS")
    if not path:
        cp = interpreter()
        path = str(Path(cp).parent / "mpy-cross") if cp else ""
    return path if path and os.path.isfile(path) and os.access(path, os.X_OK) else None


def build(out, files="mpy"):
    """The board's drive in out: firmware (compiled unless files is "py"),
    fonts, and the stand-ins in out/rig. Returns out."""
    out = Path(out)
    shutil.copytree(FIRMWARE, out / "fw", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(RIG, out / "rig", ignore=shutil.ignore_patterns("__pycache__"))
    (out / "drive").mkdir()
    shutil.copytree(FONTS, out / "drive" / "fonts",
                    ignore=shutil.ignore_patterns("src", "*.md", "*.bdf"))
    if files == "mpy":
        cross = mpy_cross()
        if cross is None:
            raise RuntimeError("no CircuitPython mpy-cross to compile with")
        for root in (out / "fw" / "paddock", out / "rig"):
            for src in sorted(root.rglob("*.py")):
                rel = src.relative_to(out)
                done = subprocess.run([cross] + MPY_FLAGS + ["-s", SOURCE_NAME, "-o",
                                       str(src.with_suffix(".mpy")), str(src)],
                                      capture_output=True, text=True)
                if done.returncode != 0:
                    raise RuntimeError("mpy-cross failed on %s: %s" % (rel, done.stderr.strip()))
                src.unlink()
    return out


_REALTIME = None   # the prefix, once found


def realtime():
    """A prefix that runs a command ahead of every other process (Linux's
    SCHED_FIFO via chrt), where this machine allows it, else []: timings
    then measure the firmware, not the other programs sharing the cores."""
    global _REALTIME  # pylint: disable=global-statement
    if _REALTIME is None:
        chrt = shutil.which("chrt")
        ok = chrt and subprocess.run([chrt, "-f", "10", "true"],
                                     capture_output=True).returncode == 0
        _REALTIME = [chrt, "-f", "10"] if ok else []
    return list(_REALTIME)


def run(game_id, heap, files="mpy", players=None, seed=1, where=None, plan=None,
        prefix=()):
    """One whole run at heap bytes: the driver's last record (a dict) with
    ``ok`` and, on failure, ``error``. prefix goes before the interpreter's
    command (``realtime()`` for timings)."""
    cp = interpreter()
    if cp is None:
        raise RuntimeError("no CircuitPython test interpreter")
    from sim import games
    title = games.registry.title(game_id)
    own = where is None
    tree = Path(where or scratch())
    try:
        if not (tree / "fw").exists():
            build(tree, files)
        drive = tree / "drive"
        for name in ("drive.json", "plan.json"):
            if (drive / name).exists():
                (drive / name).unlink()
        shutil.rmtree(drive / "saves", ignore_errors=True)
        p = {"game": game_id, "title": title, "seed": seed, "cut_at": 3, "hint_every": 5}
        if players:
            p["players"] = players
        p.update(plan or {})
        (drive / "plan.json").write_text(json.dumps(p))
        # Relative, as on the board ("/paddock/..."): each module's __file__ is a name in the heap.
        env = dict(os.environ, MICROPYPATH="../fw:../rig")
        record = None
        said = []       # what the programs printed, but for the driver's samples
        names = ""      # qstr_info() at the last peak: "... n_qstr=N, ... n_total_bytes=M"
        for _ in range(MAX_PROGRAMS):
            try:
                done = subprocess.run(list(prefix) + [cp, "-X", "heapsize=%d" % heap, "-c",
                                                      "import drive"],
                                      cwd=str(drive), env=env, capture_output=True, text=True,
                                      timeout=TIMEOUT)
            except subprocess.TimeoutExpired:
                return {"ok": False, "error": "timed out after %d s" % TIMEOUT}
            for line in (done.stdout + done.stderr).splitlines():
                if line.startswith("DRIVER "):
                    record = json.loads(line[7:])
                elif line.startswith("qstr pool:"):
                    names = line   # the last: the names at the peak
                elif not line.startswith("SAMPLE "):
                    said.append(line)
            if done.returncode in (RELOAD, POWER_CUT):
                continue
            if record is not None and names:
                record["qstrs"], record["qstr_bytes"] = _pool(names)
            if done.returncode == 0 and record is not None:
                record["ok"] = True
                if p.get("mods"):   # diagnostics: what the programs printed
                    record["trace"] = said[-40:]
                return record
            lines = (done.stderr + done.stdout).strip().splitlines()
            why = lines[-1] if lines else "exit status %d" % done.returncode
            return dict(record or {}, ok=False, error=why, trace=said[-40:])
        return dict(record or {}, ok=False, error="more than %d programs" % MAX_PROGRAMS)
    finally:
        if own:
            shutil.rmtree(tree, ignore_errors=True)


def _pool(line):
    """(names, bytes) from a ``micropython.qstr_info()`` line."""
    f = dict(kv.split("=") for kv in line.split(": ", 1)[1].split(", "))
    return int(f["n_qstr"]), int(f["n_total_bytes"])


def find_min(game_id, files="mpy", players=None, step=1024, lo=32 * 1024, hi=512 * 1024,
             where=None):
    """(smallest heap that completes the run, to step bytes; its record)."""
    own = where is None
    tree = where or scratch()
    try:
        build(tree, files)
        best = run(game_id, hi, files, players, where=tree)
        if not best["ok"]:
            return None, best
        while hi - lo > step:
            mid = (lo + hi) // 2 // step * step
            r = run(game_id, mid, files, players, where=tree)
            if r["ok"]:
                hi, best = mid, r
            else:
                lo = mid
        return hi, best
    finally:
        if own:
            shutil.rmtree(tree, ignore_errors=True)
