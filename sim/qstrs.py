"""Names (qstrs) in CircuitPython .mpy files: what each module adds to the heap.

    python -m sim.qstrs --game ID     # the modules of ID's race, from a fresh .mpy build
    python -m sim.qstrs FILE.mpy ...

On the board every distinct name a program loads is interned for good: its
text and an entry in a qstr pool, whose pools grow by doubling (a race with
more than about 1,250 names pays some 9 KB for the next pool). For each
module this prints how many names it holds and how many no other listed
module holds, then the union.
"""

import argparse
import os
import sys
import tempfile

from sim import consolerun

PROG = "qstrs"


def _varint(b, i):
    v = 0
    while True:
        c = b[i]
        i += 1
        v = (v << 7) | (c & 0x7F)
        if not c & 0x80:
            return v, i


def names(path):
    """The qstrs a .mpy (format 6) interns when loaded, but the built-in ones."""
    with open(path, "rb") as f:
        b = f.read()
    if b[:2] != b"C\x06":
        raise ValueError("%s is not a CircuitPython .mpy (format 6)" % path)
    n_qstr, i = _varint(b, 4)
    _, i = _varint(b, i)
    out = []
    for _ in range(n_qstr):
        n, i = _varint(b, i)
        if n & 1:       # a built-in qstr, by number
            continue
        n >>= 1
        out.append(b[i:i + n].decode("utf-8", "replace"))
        i += n + 1
    return out


def report(paths, out):
    per = {p: set(names(p)) for p in paths}
    union = set().union(*per.values()) if per else set()
    for p in paths:
        others = set().union(*(per[o] for o in paths if o != p))
        out.write("%5d %5d  %s\n" % (len(per[p]), len(per[p] - others), p))
    out.write("%5d names, %d bytes of text in all (the modules' own: second column)\n"
              % (len(union), sum(len(x.encode()) for x in union)))


def race_modules(tree, game_id):
    """The .mpy files a race of game_id can load: the console's race side, the
    kit, core, hal, the store, and the game."""
    fw = os.path.join(tree, "fw", "paddock")
    picked = []
    skip = ("home", "setup", "settings_screen", "reading")
    for folder, _, files in os.walk(fw):
        rel = os.path.relpath(folder, fw)
        if rel.startswith("games" + os.sep) and rel != os.path.join("games", game_id):
            continue
        for f in sorted(files):
            if f.endswith(".mpy") and not (rel == "console" and f[:-4] in skip):
                picked.append(os.path.join(folder, f))
    return sorted(picked)


def main(argv=None, out=None):
    p = argparse.ArgumentParser(prog=PROG, description=__doc__.split("\n\n")[0])
    p.add_argument("--game", help="a game id: its race's modules, freshly compiled")
    p.add_argument("files", nargs="*", help=".mpy files")
    args = p.parse_args(argv)
    out = out or sys.stdout
    if args.game:
        with tempfile.TemporaryDirectory(prefix="paddock-q-") as tmp:
            consolerun.build(tmp, "mpy")
            report(race_modules(tmp, args.game), out)
        return 0
    if not args.files:
        p.error("give --game ID or .mpy files")
    report(args.files, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
