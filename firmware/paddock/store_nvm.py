"""``Store``'s nvm cells: a copy of the settings or the console's hand-over
written to one (nothing else is written there), a slot's cells read, named,
listed and erased.

Loaded for the call only (``Store._call``): a race's saves never need it.
"""

from paddock.store import CELL, ERASED, HEAD, MAGIC, RECORD, frame, newer


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
            if cell_id(st, i) == "":
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


def cells(st, slot, version):
    """([(seq, record, cell)], [damaged cells]) of a slot in nvm."""
    from paddock.store_read import codec, unframe   # reading: erasing needs neither
    good = []
    bad = []
    for i in range(len(st.nvm) // CELL):
        if cell_id(st, i) != slot:
            continue
        try:
            seq, record, gid, ver = unframe(st.nvm[i * CELL:(i + 1) * CELL], False)
            if version is None or ver == version:
                good.append((seq, record, i))
                continue
            st._report("nvm %s: version %d, not %d; kept" % (slot, ver, version))
        except codec.SaveError as e:
            bad.append(i)
            st._report("nvm %s: damaged (%s); kept" % (slot, e.args[0]))
    return good, bad


def cell_id(st, i):
    """The slot id a cell names: "" if empty, "?" if unreadable."""
    b = st.nvm[i * CELL:i * CELL + HEAD + 21]
    if b[0:2] != MAGIC:
        return ""
    n = b[HEAD + 4]
    if b[HEAD:HEAD + 3] != RECORD or n > 16:
        return "?"
    try:
        return bytes(b[HEAD + 5:HEAD + 5 + n]).decode()
    except UnicodeError:
        return "?"


def ids(st, found):
    """found, with the slot ids the cells name added."""
    for i in range(len(st.nvm) // CELL):
        gid = cell_id(st, i)
        if gid and gid not in found:
            found.append(gid)


def erase(st, slot):
    """slot's cells, erased."""
    for i in range(len(st.nvm) // CELL):
        if cell_id(st, i) == slot:
            st.nvm[i * CELL:i * CELL + 2] = ERASED
