"""``Store``'s reading half: a slot's copies read and checked, the newest
found, the slots listed.

Loaded to read (a program's start, Continue, the menu's saves). A race's
autosaves go on from what its program last wrote (``Store.prime``), so
its store writes without this module or the codec.
"""

from paddock.core import save as codec
from paddock.store import HEAD, LIMIT, MAGIC, OLD_MAGIC, SEQ, _check_slot, _why, newer


def unframe(data, exact=True):
    """(sequence, record, game id, version) of a copy; SaveError if damaged.

    ``exact`` is False for an nvm cell, whose tail may hold old bytes.
    """
    if len(data) >= 2 and data[0:2] == OLD_MAGIC:
        raise codec.SaveError("from an older Paddock")
    if len(data) < HEAD + 16 or data[0:2] != MAGIC:
        raise codec.SaveError("not a save copy")
    n = (data[5] << 8) | data[6]
    end = HEAD + n
    if len(data) < end + 4 or (exact and len(data) != end + 4):
        raise codec.SaveError("cut short" if len(data) < end + 4 else "extra bytes")
    record = bytes(data[HEAD:end])
    if codec.crc_bytes(record[n - 4:], codec.crc32(data[0:HEAD])) != data[end:end + 4]:
        raise codec.SaveError("checksum does not match")
    gid, ver, _ = codec.decode(record, payload=False)
    return (data[2] << 16) | (data[3] << 8) | data[4], record, gid, ver


def load(st, slot, version):
    """The newest good record, or None; other versions are kept aside."""
    _check_slot(slot)
    best = newest(st, slot, version)
    return best[1] if best else None


def next_copy(st, slot, ver):
    """(the next copy's sequence, ``file_copies``, ``Store._cells``) of slot."""
    files = file_copies(st, slot, ver)
    cells = st._cells(slot, ver) if st.nvm is not None else ([], [])
    copies = files[0] + cells[0]
    seq = copies[0][0] if copies else 0
    for copy in copies:
        if newer(copy[0], seq):
            seq = copy[0]
    return (seq + 1) & SEQ, files, cells


def prime(st, slot, version):
    """Read slot's copies now (while the heap is whole), so that its next
    save goes on from them without reading them: True if it will."""
    try:
        seq, files, _ = next_copy(st, slot, version)
    except OSError:
        return False
    if files[2] or st.mode() != "files":
        return False   # a copy that stays in the way: the save itself says so
    seqs = files[1]
    last = 1   # the file copy kept: the newest, or 1 (copy 0 is written first)
    for i in seqs:
        if last not in seqs or newer(seqs[i], seqs[last]):
            last = i
    st._wrote[slot] = ((seq - 1) & SEQ, last)
    return True


def slots(st):
    """Ids of the slots that have copies (good or damaged), sorted."""
    ids = []
    for name in st._names():
        if name[-2:] in (".0", ".1") and name[:-2] not in ids:
            ids.append(name[:-2])
    if st.nvm is not None:
        st._call("store_nvm", "ids", ids)
    ids.sort()
    return ids


def check(st):
    """Read every slot so damage is reported; returns problems()."""
    for slot in slots(st):
        try:
            _check_slot(slot)
        except ValueError:
            continue
        newest(st, slot, None)
    return st._problems


def newest(st, slot, version):
    """(sequence, record) of the newest usable copy in files and nvm."""
    best = None
    found = file_copies(st, slot, version)[0]
    if st.nvm is not None:
        found += [(c[0], c[1]) for c in st._cells(slot, version)[0]]
    for seq, record in found:
        if (slot, seq) in st._aside:
            continue
        if best is None or newer(seq, best[0]):
            best = (seq, record)
    return best


def file_copies(st, slot, version):
    """([(seq, record), ...], {index: seq}, [blocked indices])."""
    good = []
    seqs = {}
    blocked = []
    names = st._names()
    for i in (0, 1):
        name = "%s.%d" % (slot, i)
        if name not in names:
            continue
        why = None
        try:
            seq, record, gid, ver = unframe(read(st, st._path(name)))
            if gid != slot:
                why = "holds a %s save" % gid
            elif version is not None and ver != version:
                why = "is version %d, not %d" % (ver, version)
        except codec.SaveError as e:
            why = "damaged (%s)" % e.args[0]
        except OSError as e:
            why = "unreadable (%s)" % _why(e)
        if why is None:
            good.append((seq, record))
            seqs[i] = seq
        elif not st._aside_copy(slot, name, why, names):
            blocked.append(i)
    return good, seqs, blocked


def read(st, path):
    """A copy's bytes, as long as its header says (and one more, to show
    a file too long): never a buffer bigger than the copy."""
    f = st.fs.open(path, "rb")
    try:
        data = f.read(HEAD)
        if len(data) == HEAD and data[:2] == MAGIC:
            n = HEAD + ((data[5] << 8) | data[6]) + 4
            if n > LIMIT:
                raise codec.SaveError("too big to be a save")
            data += f.read(n - HEAD + 1)
    finally:
        f.close()
    return data
