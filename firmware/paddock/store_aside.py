"""``Store.set_aside``: a record that fails is kept out of Continue's way;
and a damaged copy met while reading is renamed ``<slot>.bad``.

Loaded only when a record or a copy is set aside, so its code takes no heap
the rest of the time.
"""

from paddock.store import _check_slot
from paddock.store_read import codec, file_copies, read, unframe


def set_aside(st, slot, why, record=None):
    """The one-line report. With record: the copy holding it; without: every
    copy of the slot (a race's copies all lead to the failure). In play mode
    the newest becomes ``<slot>.bad`` (one a slot) and the others are removed;
    where nothing can be renamed they are skipped for this session."""
    _check_slot(slot)
    line = "%s save: %s" % (slot, why)
    hit = file_copies(st, slot, None)[0]
    if st.nvm is not None:
        hit += [(c[0], c[1]) for c in st._cells(slot, None)[0]]
    hit = [c for c in hit if record is None or c[1] == record]
    moved = ""
    if st.writable:
        hit.sort(key=lambda c: c[0])
        hit.reverse()            # the newest becomes the .bad file
        names = st._names()
        for seq, rec in hit:
            name = _file_of(st, slot, seq, rec, names)
            if name is None:
                continue
            if moved:
                try:
                    st.fs.remove(st._path(name))
                except OSError:
                    pass
            elif rename_bad(st, slot, name, names):
                moved = slot + ".bad"
    for seq, rec in hit:
        if (slot, seq) not in st._aside:
            st._aside.append((slot, seq))
    line += "; kept as " + moved if moved else "; kept"
    st._report(line)
    return line


def _file_of(st, slot, seq, record, names):
    """The file name of the copy holding (seq, record), or None."""
    for i in (0, 1):
        name = "%s.%d" % (slot, i)
        if name in names:
            try:
                s, rec, _, _ = unframe(read(st, st._path(name)))
                if s == seq and rec == record:
                    return name
            except (codec.SaveError, OSError):
                pass
    return None


def aside_copy(st, slot, name, why, names):
    """Rename a copy that must not be overwritten; False if it stays."""
    if st.writable and rename_bad(st, slot, name, names):
        st._report("%s %s; kept as %s.bad" % (name, why, slot))
        return True
    st._report("%s %s; kept" % (name, why))
    return False


def rename_bad(st, slot, name, names):
    """name becomes ``<slot>.bad`` (replacing the one kept before)."""
    bad = slot + ".bad"
    try:
        if bad in names:
            st.fs.remove(st._path(bad))
            names.remove(bad)
        st.fs.rename(st._path(name), st._path(bad))
    except OSError:
        return False
    names.remove(name)
    names.append(bad)
    return True
