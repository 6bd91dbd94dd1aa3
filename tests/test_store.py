"""paddock.store: two copies per slot, files or nvm, damage kept aside, power cuts."""

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "firmware"))

from paddock import store, store_read  # noqa: E402
from paddock.core import save  # noqa: E402

A = save.encode("zoomzoom", 2, b"A" * 40)
B = save.encode("zoomzoom", 2, b"B" * 40)
C = save.encode("zoomzoom", 2, b"C" * 40)


class PowerCut(Exception):
    """The board lost power: nothing after this runs."""


class MemFile:
    def __init__(self, fs, path, mode):
        self.fs, self.path, self.mode = fs, path, mode
        self.at = 0        # where the next read starts, as in a real file
        if "w" in mode:
            fs.tick("open")
            fs.files[path] = b""
        elif path not in fs.files:
            raise OSError(2, "No such file/directory")

    def read(self, n=-1):
        data = self.fs.files[self.path][self.at:]
        data = data if n < 0 else data[:n]
        self.at += len(data)
        return data

    def write(self, data):
        data = bytes(data)
        room = self.fs.room()
        if room < len(data):             # the drive fills up: part of it, then ENOSPC
            self.fs.files[self.path] += data[:room]
            raise OSError(28, "No space left on device")
        if self.fs.tick("write", cut=True):
            # Power fails half way: part of the data, then whatever the flash held.
            half = data[:len(data) // 2] + (b"\xff" * 5 if self.fs.junk else b"")
            self.fs.files[self.path] += half
            raise PowerCut()
        self.fs.files[self.path] += data
        return len(data)

    def flush(self):
        self.fs.tick("flush")

    def close(self):
        if "w" in self.mode:
            self.fs.tick("close")


class MemFS:
    """A filesystem in memory that loses power at its ``cut_at``-th low-level step."""

    def __init__(self, files=None, cut_at=None, junk=False, readonly=False, space=1 << 20):
        self.space = space
        self.files = dict(files or {})
        self.cut_at = cut_at
        self.junk = junk
        self.readonly = readonly
        self.steps = 0
        self.dirs = {"saves"}

    def room(self):
        return self.space - sum(len(d) for d in self.files.values())

    def tick(self, what, cut=False):
        if self.readonly:
            raise OSError(30, "Read-only filesystem")
        self.steps += 1
        if self.cut_at is not None and self.steps == self.cut_at:
            if cut:
                return True
            raise PowerCut()
        return False

    def open(self, path, mode):
        return MemFile(self, path, mode)

    def listdir(self, path):
        if path not in self.dirs:
            raise OSError(2, "No such file/directory")
        return [p.split("/", 1)[1] for p in self.files if p.startswith(path + "/")]

    def remove(self, path):
        self.tick("remove")
        del self.files[path]

    def rename(self, old, new):
        self.tick("remove")           # the board removes the target first...
        self.files.pop(new, None)
        self.tick("rename")           # ...then renames: a cut between loses the target
        self.files[new] = self.files.pop(old)

    def mkdir(self, path):
        if self.readonly:  # FatFS refuses a write before it looks for the name
            raise OSError(30, "Read-only filesystem")
        if path in self.dirs:
            raise OSError(17, "File exists")
        self.tick("mkdir")
        self.dirs.add(path)

    def sync(self):
        self.tick("sync")


def files_store(fs, **kw):
    return store.Store(root="saves", nvm=False, fs=fs, **kw)


def test_files_round_trip_alternates_copies(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    s = store.Store(nvm=False)
    assert s.mode() == "files"
    assert s.load("zoomzoom") is None and s.slots() == []
    assert s.save("zoomzoom", A)
    assert sorted(os.listdir("saves")) == ["zoomzoom.0"]
    assert s.save("zoomzoom", B)
    assert sorted(os.listdir("saves")) == ["zoomzoom.0", "zoomzoom.1"]
    assert s.save("zoomzoom", C)  # over the older copy, .0
    assert store_read.unframe(open("saves/zoomzoom.0", "rb").read())[:2] == (3, C)
    assert store_read.unframe(open("saves/zoomzoom.1", "rb").read())[:2] == (2, B)
    assert store.Store(nvm=False).load("zoomzoom") == C
    assert s.slots() == ["zoomzoom"] and s.problems() == []


def test_record_must_match_slot():
    s = files_store(MemFS())
    with pytest.raises(ValueError):
        s.save("nascard", A)
    with pytest.raises(ValueError):
        s.load("../etc")
    with pytest.raises(ValueError, match="not a whole save record"):
        s.save("zoomzoom", A[:-1])         # checked without the codec
    with pytest.raises(ValueError, match="not a whole save record"):
        s.save("zoomzoom", A[:-1] + b"!")  # its own CRC fails
    for junk in (b"", b"PDK", b"x" * 200, A[:5]):
        with pytest.raises(ValueError, match="not a whole save record"):
            s.save("zoomzoom", junk)


def test_damaged_copy_is_reported_kept_aside_and_never_overwritten():
    fs = MemFS()
    s = files_store(fs)
    s.save("zoomzoom", A)
    s.save("zoomzoom", B)
    spoiled = bytearray(fs.files["saves/zoomzoom.1"])
    spoiled[20] ^= 0xFF
    fs.files["saves/zoomzoom.1"] = bytes(spoiled)
    s = files_store(fs)
    assert s.load("zoomzoom") == A
    [msg] = s.problems()
    assert "zoomzoom.1" in msg and "checksum" in msg and "kept as zoomzoom.bad" in msg
    assert "\n" not in msg
    assert fs.files["saves/zoomzoom.bad"] == bytes(spoiled)
    assert s.save("zoomzoom", C) and s.load("zoomzoom") == C
    assert fs.files["saves/zoomzoom.bad"] == bytes(spoiled)


def test_at_most_one_bad_file_a_slot():
    # Damage after damage (issue 16, defect 6): the newest replaces the one kept.
    fs = MemFS()
    for k in range(12):
        fs.files["saves/zoomzoom.%d" % (k % 2)] = b"junk %d" % k
        files_store(fs).load("zoomzoom")
        bad = [p for p in fs.files if ".bad" in p]
        assert bad == ["saves/zoomzoom.bad"] and fs.files[bad[0]] == b"junk %d" % k
    assert files_store(fs).save("zoomzoom", A) and files_store(fs).load("zoomzoom") == A


def test_unknown_version_is_kept_and_the_known_one_loads():
    newer = save.encode("zoomzoom", 3, b"from newer firmware")
    fs = MemFS({"saves/zoomzoom.0": store.frame(1, A), "saves/zoomzoom.1": store.frame(2, newer)})
    s = files_store(fs)
    assert s.load("zoomzoom") == newer       # any version, when none is asked for
    assert s.load("zoomzoom", 2) == A
    assert any("version 3, not 2" in p for p in s.problems())
    assert fs.files["saves/zoomzoom.bad"] == store.frame(2, newer)
    assert s.save("zoomzoom", B) and files_store(fs).load("zoomzoom", 2) == B
    assert fs.files["saves/zoomzoom.bad"] == store.frame(2, newer)


SET = save.encode("settings", 1, b"volume=3")
SET2 = save.encode("settings", 1, b"volume=5")


def test_usb_edit_mode_keeps_settings_in_nvm_and_races_where_they_were():
    fs = MemFS()
    files_store(fs).save("zoomzoom", A)
    files_store(fs).save("settings", SET)
    fs.readonly = True
    nvm = bytearray(b"\xff" * 8192)
    s = store.Store(root="saves", nvm=nvm, fs=fs)
    assert s.writable is False and s.mode() == "nvm"
    assert s.load("zoomzoom") == A           # saved in play mode, continued in edit mode
    assert not s.can_save("zoomzoom") and s.can_save("settings")
    assert s.save("zoomzoom", B) is False    # races are never written to nvm
    assert s.reason == "zoomzoom not saved: in USB edit mode only the settings are"
    assert s.problems()[-1] == s.reason and nvm == bytearray(b"\xff" * 8192)
    assert s.save("settings", SET2) and s.load("settings") == SET2
    fs.readonly = False
    back = store.Store(root="saves", nvm=nvm, fs=fs)
    assert back.load("settings") == SET2 and back.load("zoomzoom") == A   # and back


def test_nvm_alternates_two_cells_for_the_settings():
    nvm = bytearray(b"\xff" * 8192)
    s = store.Store(nvm=nvm, writable=False, fs=MemFS(readonly=True))
    for rec in (SET, SET2, SET, SET2, SET):
        assert s.save("settings", rec)
    ids = [s._cell_id(i) for i in range(16)]
    assert ids[:2] == ["settings", "settings"] and ids[2:] == [""] * 14  # separate pages
    assert s.load("settings") == SET and s.slots() == ["settings"]
    assert s.delete("settings") and s.load("settings") is None


def test_a_race_older_firmware_left_in_nvm_still_loads_and_can_go():
    nvm = bytearray(b"\xff" * 8192)
    nvm[512:512 + len(store.frame(4, A))] = store.frame(4, A)
    s = store.Store(nvm=nvm, writable=False, fs=MemFS(readonly=True))
    assert s.load("zoomzoom") == A and s.slots() == ["zoomzoom"]
    assert s.delete("zoomzoom") and s.load("zoomzoom") is None


def test_nvm_limits_are_reported_not_raised():
    nvm = bytearray(b"\xff" * 8192)
    s = store.Store(nvm=nvm, writable=False, fs=MemFS(readonly=True))
    big = save.encode("settings", 1, bytes(600))
    assert s.save("settings", big) is False
    assert "too big" in s.problems()[-1] and "too big" in s.reason
    for i in range(16):              # every cell taken by races of older firmware
        rec = save.encode("g%d" % i, 1, b"x")
        nvm[i * 512:i * 512 + len(store.frame(1, rec))] = store.frame(1, rec)
    assert s.save("settings", SET) is False
    assert "nvm is full" in s.problems()[-1]


def test_off_when_neither_files_nor_nvm():
    s = store.Store(nvm=False, writable=False, fs=MemFS(readonly=True))
    assert s.mode() == "off"
    assert s.save("zoomzoom", A) is False
    assert "saves are off" in s.problems()[-1]


def test_damaged_nvm_cell_is_reported_and_spared():
    nvm = bytearray(b"\xff" * 8192)
    s = store.Store(nvm=nvm, writable=False, fs=MemFS(readonly=True))
    s.save("settings", SET)
    s.save("settings", SET2)
    nvm[512 + 20] ^= 0xFF          # cell 1 holds SET2
    s = store.Store(nvm=nvm, writable=False, fs=MemFS(readonly=True))
    assert s.load("settings") == SET
    assert "damaged" in s.check()[0]
    damaged = bytes(nvm[512:1024])
    assert s.save("settings", SET2) and s.load("settings") == SET2
    assert bytes(nvm[512:1024]) == damaged  # an empty cell was used instead


def test_failing_filesystem_gives_a_problem_not_an_exception():
    fs = MemFS()
    s = files_store(fs)
    s.save("zoomzoom", A)
    fs.readonly = True
    assert s.save("zoomzoom", B) is False
    assert "read-only" in s.problems()[-1]
    assert s.load("zoomzoom") == A


@pytest.mark.parametrize("junk", [False, True])
def test_power_cut_at_every_step_of_a_save_loses_at_most_that_save(junk):
    # Two saves made, so both copies exist; then a third is cut at step k, for every k.
    base = MemFS()
    s = files_store(base)
    s.save("zoomzoom", A)
    s.save("zoomzoom", B)
    k = 1
    outcomes = set()
    while True:
        fs = MemFS(base.files, cut_at=k, junk=junk)
        try:
            done = files_store(fs).save("zoomzoom", C)
        except PowerCut:
            done = None
        after = MemFS(fs.files)      # power back on: a fresh console
        fresh = files_store(after)
        got = fresh.load("zoomzoom")
        assert got in (B, C), "cut at step %d lost the last good save" % k
        if done is None:
            outcomes.add(got)
        # The console keeps saving after the cut.
        assert fresh.save("zoomzoom", A) and files_store(after).load("zoomzoom") == A
        if done is not None:
            assert done and got == C
            break
        k += 1
    assert k >= 5 and B in outcomes


class Samd51Nvm:
    """microcontroller.nvm as a SAMD51 writes it: every slice write reads the
    8 KB block, erases it (all 0xFF), then programs its 16 pages of 512 bytes
    in order. ``cut_at`` loses power before that step (1 = the erase)."""

    def __init__(self, data, cut_at=None):
        self.data = bytearray(data)
        self.cut_at = cut_at
        self.steps = 0

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.data[i] if isinstance(i, int) else bytearray(self.data[i])

    def __setitem__(self, i, value):
        image = bytearray(self.data)
        image[i] = value
        self._step()
        self.data[:] = b"\xff" * len(self.data)
        for page in range(16):
            self._step()
            self.data[page * 512:(page + 1) * 512] = image[page * 512:(page + 1) * 512]

    def _step(self):
        self.steps += 1
        if self.steps == self.cut_at:
            raise PowerCut()


def test_power_cut_at_every_step_of_an_nvm_write_never_loses_a_race():
    # USB edit mode: a race saved in play mode, settings in files and nvm.
    fs = MemFS()
    files_store(fs).save("zoomzoom", A)
    files_store(fs).save("settings", SET)
    fs.readonly = True
    base = Samd51Nvm(b"\xff" * 8192)
    s = store.Store(root="saves", nvm=base, fs=fs)
    race = B if s.save("zoomzoom", B) else A   # a race the store says it kept
    assert s.save("settings", SET2) and s.save("settings", SET)
    cuts = 0
    for cut_at in range(1, 19):
        nvm = Samd51Nvm(base.data, cut_at)
        try:
            done = store.Store(root="saves", nvm=nvm, fs=fs).save("settings", SET2)
            assert done and cut_at == 18
        except PowerCut:
            cuts += 1
        nvm.cut_at = None                             # power back on
        fresh = store.Store(root="saves", nvm=nvm, fs=fs)
        assert fresh.load("zoomzoom") == race         # no race is ever lost to a cut
        assert fresh.load("settings") in (SET, SET2)  # nvm's, or play mode's
        assert fresh.save("settings", SET2) and fresh.load("settings") == SET2
    assert cuts == 17       # the erase and each of the 16 pages


def test_frame_rejects_every_kind_of_damage():
    good = store.frame(7, A)
    assert store_read.unframe(good)[:3] == (7, A, "zoomzoom")
    for bad in (good[:-1], good + b"x", b"XX" + good[2:], good[:3] + b"\x09" + good[4:]):
        with pytest.raises(save.SaveError):
            store_read.unframe(bad)
    assert store_read.unframe(good + b"\xff" * 9, exact=False)[1] == A


def test_a_full_drive_says_so_every_time_and_saving_comes_back_with_room():
    # Issue 16, defect 6: each failed save left a .bad file, after ten the slot
    # was refused for good, and from the third try the reason was wrong.
    fs = MemFS()
    s = files_store(fs)
    assert s.save("zoomzoom", A) and s.save("zoomzoom", B)
    fs.space = sum(len(d) for d in fs.files.values()) - 10      # other files took the rest
    for k in range(15):
        s = files_store(fs)
        assert s.save("zoomzoom", C) is False, k
        assert s.reason == "zoomzoom not saved: the drive is full", k
        assert s.problems()[-1] == s.reason
        assert sorted(fs.files) == ["saves/zoomzoom.0", "saves/zoomzoom.1"] or \
            sorted(fs.files) == ["saves/zoomzoom.1"], sorted(fs.files)
        assert files_store(fs).load("zoomzoom") in (A, B)
    assert not [p for p in fs.files if ".bad" in p]
    assert files_store(fs).load("zoomzoom") == B            # the newest good one
    fs.space = 1 << 20                                       # room again
    s = files_store(fs)
    assert s.save("zoomzoom", C) and s.reason is None and files_store(fs).load("zoomzoom") == C


def test_the_sequence_number_wraps_and_the_newest_save_still_wins():
    # Issue 16, defect 7: at 0xFFFFFF later saves were silently lost.
    fs = MemFS({"saves/zoomzoom.0": store.frame(0xFFFFFE, A),
                "saves/zoomzoom.1": store.frame(0xFFFFFF, B)})
    recs = [save.encode("zoomzoom", 2, b"save %d" % k) for k in range(6)]
    for k, rec in enumerate(recs):
        s = files_store(fs)
        assert s.save("zoomzoom", rec)
        assert files_store(fs).load("zoomzoom") == rec, k
    seqs = sorted(store_read.unframe(fs.files[p])[0] for p in fs.files)
    assert seqs == [4, 5]
    assert store.newer(0, 0xFFFFFF) and not store.newer(0xFFFFFF, 0) and not store.newer(3, 3)


class CountingFile(MemFile):
    asked = []

    def read(self, n=-1):
        CountingFile.asked.append(n)
        return MemFile.read(self, n)


def test_a_huge_stray_file_in_a_slot_is_not_read_whole():
    # Issue 16: a 24 KB stray file raised MemoryError at boot on the board.
    fs = MemFS({"saves/zoomzoom.0": b"\x00" * 24 * 1024, "saves/zoomzoom.1": store.frame(3, A)})
    fs.open = lambda path, mode: CountingFile(fs, path, mode)
    CountingFile.asked = []
    s = files_store(fs)
    assert s.load("zoomzoom") == A
    assert all(0 < n <= store.LIMIT + 1 for n in CountingFile.asked)
    assert any("not a save copy" in p for p in s.problems())
    assert "saves/zoomzoom.bad" in fs.files
    # a header that claims more than any copy holds is not read on either
    big = b"PT\x00\x00\x09\xff\xff" + b"\x00" * 24 * 1024
    fs = MemFS({"saves/zoomzoom.0": big, "saves/zoomzoom.1": store.frame(3, A)})
    fs.open = lambda path, mode: CountingFile(fs, path, mode)
    CountingFile.asked = []
    s = files_store(fs)
    assert s.load("zoomzoom") == A
    assert all(0 < n <= store.LIMIT + 1 for n in CountingFile.asked)
    assert any("too big" in p for p in s.problems())


def test_set_aside_a_race_that_fails_in_play_takes_every_copy():
    fs = MemFS()
    s = files_store(fs)
    s.save("zoomzoom", A)
    s.save("zoomzoom", B)
    line = s.set_aside("zoomzoom", "IndexError: tuple index out of range")
    assert line == "zoomzoom save: IndexError: tuple index out of range; kept as zoomzoom.bad"
    assert "\n" not in line and s.problems()[-1] == line
    assert sorted(fs.files) == ["saves/zoomzoom.bad"]
    assert store_read.unframe(fs.files["saves/zoomzoom.bad"])[1] == B     # the newest is kept
    assert files_store(fs).load("zoomzoom") is None                  # Continue cannot loop
    assert files_store(fs).save("zoomzoom", C) and files_store(fs).load("zoomzoom") == C


def test_set_aside_one_record_leaves_the_other_copy():
    fs = MemFS()
    s = files_store(fs)
    s.save("zoomzoom", A)
    s.save("zoomzoom", B)
    s.set_aside("zoomzoom", "bad state", B)
    assert files_store(fs).load("zoomzoom") == A
    assert store_read.unframe(fs.files["saves/zoomzoom.bad"])[1] == B


def test_set_aside_where_nothing_can_be_renamed_holds_for_the_session():
    fs = MemFS()
    files_store(fs).save("zoomzoom", A)
    fs.readonly = True
    s = store.Store(root="saves", nvm=False, fs=fs)
    assert s.mode() == "off"
    assert s.set_aside("zoomzoom", "bad state").endswith("; kept")
    assert s.load("zoomzoom") is None and fs.files["saves/zoomzoom.0"]
    assert store.Store(root="saves", nvm=False, fs=fs).load("zoomzoom") == A


@pytest.mark.parametrize("junk", [False, True])
def test_a_write_torn_at_every_byte_loses_at_most_that_save(junk):
    base = MemFS()
    s = files_store(base)
    s.save("zoomzoom", A)
    s.save("zoomzoom", B)
    data = store.frame(3, C)
    target = "saves/zoomzoom.0"                  # A's copy, the older: the one written
    for n in range(len(data) + 1):
        fs = MemFS(base.files)
        fs.files[target] = data[:n] + (b"\xff" * 7 if junk and n < len(data) else b"")
        fresh = files_store(fs)
        got = fresh.load("zoomzoom")
        assert got == (C if n == len(data) else B), n
        assert fresh.save("zoomzoom", A) and files_store(fs).load("zoomzoom") == A
        assert len([p for p in fs.files if p.endswith(".bad")]) <= 1


@pytest.mark.parametrize("before", [(), (A,), (A, B), (A, B, C)])
def test_a_primed_store_writes_what_reading_the_copies_would(before):
    """A race's program primes its slot as it starts (``Store.prime``), then
    saves with a fresh store each time sharing ``wrote``: the same copies and
    sequence numbers as one store that reads the copies first, and no read."""
    plain, primed = MemFS(), MemFS()
    for rec in before:
        assert files_store(plain).save("zoomzoom", rec)
        assert files_store(primed).save("zoomzoom", rec)
    wrote = {}
    assert files_store(primed, wrote=wrote).prime("zoomzoom", 2)
    reads = []

    class Watched(MemFS):
        def open(self, path, mode):
            if "r" in mode:
                reads.append(path)
            return MemFile(self, path, mode)
    watched = Watched(primed.files)
    for rec in (B, C, A):
        assert files_store(plain).save("zoomzoom", rec)
        assert files_store(watched, wrote=wrote).save("zoomzoom", rec)
        assert watched.files == plain.files
    # only the read-back of each copy written, never the other copy
    assert len(reads) == 3 and len(set(reads)) == 2


def test_prime_declines_where_a_copy_is_in_the_way():
    fs = MemFS(readonly=True)
    assert not files_store(fs).prime("zoomzoom", 2)   # nothing can be written
    fs = MemFS({"saves/zoomzoom.0": b"PT damaged"})
    wrote = {}
    s = files_store(fs, wrote=wrote)
    s.prime("zoomzoom", 2)
    assert s.save("zoomzoom", A) and files_store(fs).load("zoomzoom") == A


def test_nvm_cells_are_named_by_the_codecs_own_magic():
    # store_nvm names a cell without loading the codec: the two must agree.
    assert store.RECORD == save.MAGIC
