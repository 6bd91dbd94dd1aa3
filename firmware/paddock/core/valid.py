"""Field checks for a save being loaded: a game's ``check`` module uses these.

Imported only while ``core.save.validate`` runs, then dropped. A failed
check raises SaveError("save has a bad <what>").
"""

from paddock.core.save import SaveError


def fail(what):
    raise SaveError("save has a bad " + what)


def ranges(obj, table):
    """table is flat: name, lo, hi, name, lo, hi... Each ``obj.<name>`` must be
    within lo..hi; a str hi names a count field of obj (the top is one less)."""
    for i in range(0, len(table), 3):
        hi = table[i + 2]
        if isinstance(hi, str):
            hi = getattr(obj, hi) - 1
        if not table[i + 1] <= getattr(obj, table[i]) <= hi:
            fail(table[i])


def each(obj, table):
    """table is flat: name, top, ...; every byte of ``obj.<name>`` <= top (a str
    top names a count field of obj, less one)."""
    for i in range(0, len(table), 2):
        top = table[i + 1]
        if isinstance(top, str):
            top = getattr(obj, top) - 1
        for v in getattr(obj, table[i]):
            if v > top:
                fail(table[i])


def seats(st, lo, hi):
    """The player count and one seat kind (human..hard) a player."""
    if not lo <= st.players <= hi or len(st.seats) != st.players or max(st.seats) > 4:
        fail("seat")


def tally(piles, size, counts=None, what="card"):
    """How many of each card the piles hold (a bytearray of size); a card
    past size fails. With counts, the tally must equal it."""
    got = bytearray(size)
    for p in piles:
        for c in p:
            if c >= size or got[c] == 255:
                fail(what)
            got[c] += 1
    if counts is not None and got != counts:
        fail(what + "s")
    return got


def is_perm(seq, n):
    """True when seq holds 0..n-1 once each."""
    return len(seq) == n and sorted(seq) == list(range(n))
