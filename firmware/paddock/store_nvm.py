"""``Store``'s write to nvm: a copy of the settings or the console's
hand-over in a cell (nothing else is written there).

Loaded for the call only (``Store._call``): a race's saves never need it.
"""

from paddock.store import CELL, frame, newer


def save(st, slot, seq, record, good, bad):
    """Write a copy over the older of two good cells, else an empty one,
    else a damaged one; False (with the reason) if none or too big."""
    data = frame(seq, record)
    if len(data) > CELL:
        return st._fail("%s not saved: %d bytes is too big for nvm" % (slot, len(record)))
    target = -1
    if len(good) >= 2:
        old = good[0]
        for c in good:
            if newer(old[0], c[0]):
                old = c
        target = old[2]
    if target < 0:
        for i in range(len(st.nvm) // CELL):
            if st._cell_id(i) == "":
                target = i
                break
    if target < 0 and bad:
        target = bad[0]
        st._report("nvm full: %s written over a damaged copy" % slot)
    if target < 0:
        return st._fail("%s not saved: nvm is full" % slot)
    a = target * CELL
    st.nvm[a:a + len(data)] = data
    if bytes(st.nvm[a:a + len(data)]) != data:
        return st._fail("%s nvm copy did not read back" % slot)
    return True
