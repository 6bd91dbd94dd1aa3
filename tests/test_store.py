"""paddock.store: two copies per slot, files or nvm, damage kept aside, power cuts."""

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "firmware"))

from paddock import store  # noqa: E402
from paddock.core import save  # noqa: E402

A = save.encode("zoomzoom", 2, b"A" * 40)
B = save.encode("zoomzoom", 2, b"B" * 40)
C = save.encode("zoomzoom", 2, b"C" * 40)


class PowerCut(Exception):
    """The board lost power: nothing after this runs."""


class MemFile:
    def __init__(self, fs, path, mode):
        self.fs, self.path, self.mode = fs, path, mode
        if "w" in mode:
            fs.tick("open")
            fs.files[path] = b""
        elif path not in fs.files:
            raise OSError(2, "No such file/directory")

    def read(self):
        return self.fs.files[self.path]

    def write(self, data):
        data = bytes(data)
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

    def __init__(self, files=None, cut_at=None, junk=False, readonly=False):
        self.files = dict(files or {})
        self.cut_at = cut_at
        self.junk = junk
        self.readonly = readonly
        self.steps = 0
        self.dirs = {"saves"}

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
    assert s.load("zoomzoom") is None and not s.exists("zoomzoom")
    assert s.save("zoomzoom", A)
    assert sorted(os.listdir("saves")) == ["zoomzoom.0"]
    assert s.save("zoomzoom", B)
    assert sorted(os.listdir("saves")) == ["zoomzoom.0", "zoomzoom.1"]
    assert s.save("zoomzoom", C)  # over the older copy, .0
    assert store.unframe(open("saves/zoomzoom.0", "rb").read())[:2] == (3, C)
    assert store.unframe(open("saves/zoomzoom.1", "rb").read())[:2] == (2, B)
    assert store.Store(nvm=False).load("zoomzoom") == C
    assert s.slots() == ["zoomzoom"] and s.problems() == []


def test_record_must_match_slot():
    s = files_store(MemFS())
    with pytest.raises(ValueError):
        s.save("nascard", A)
    with pytest.raises(ValueError):
        s.load("../etc")
    with pytest.raises(save.SaveError):
        s.save("zoomzoom", A[:-1])


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
    assert "zoomzoom.1" in msg and "checksum" in msg and "zoomzoom.1.bad" in msg
    assert "\n" not in msg
    assert fs.files["saves/zoomzoom.1.bad"] == bytes(spoiled)
    assert s.save("zoomzoom", C) and s.load("zoomzoom") == C
    assert fs.files["saves/zoomzoom.1.bad"] == bytes(spoiled)
    # A second damaged copy gets its own name: nothing kept aside is replaced.
    fs.files["saves/zoomzoom.1"] = b"junk"
    files_store(fs).load("zoomzoom")
    assert fs.files["saves/zoomzoom.1.bad1"] == b"junk"
    assert fs.files["saves/zoomzoom.1.bad"] == bytes(spoiled)


def test_unknown_version_is_kept_and_the_known_one_loads():
    newer = save.encode("zoomzoom", 3, b"from newer firmware")
    fs = MemFS({"saves/zoomzoom.0": store.frame(1, A), "saves/zoomzoom.1": store.frame(2, newer)})
    s = files_store(fs)
    assert s.load("zoomzoom") == newer       # any version, when none is asked for
    assert s.load("zoomzoom", 2) == A
    assert any("version 3, not 2" in p for p in s.problems())
    assert fs.files["saves/zoomzoom.1.bad"] == store.frame(2, newer)
    assert s.save("zoomzoom", B) and files_store(fs).load("zoomzoom", 2) == B
    assert fs.files["saves/zoomzoom.1.bad"] == store.frame(2, newer)


def test_read_only_files_go_to_nvm_and_files_still_load():
    fs = MemFS()
    files_store(fs).save("zoomzoom", A)
    fs.readonly = True
    nvm = bytearray(b"\xff" * 8192)
    s = store.Store(root="saves", nvm=nvm, fs=fs)
    assert s.writable is False and s.mode() == "nvm"
    assert s.load("zoomzoom") == A           # saved in play mode, continued in edit mode
    assert s.save("zoomzoom", B) and s.load("zoomzoom") == B
    fs.readonly = False
    assert store.Store(root="saves", nvm=nvm, fs=fs).load("zoomzoom") == B  # and back


def test_nvm_alternates_two_cells_and_keeps_other_slots():
    nvm = bytearray(b"\xff" * 8192)
    s = store.Store(nvm=nvm, writable=False, fs=MemFS(readonly=True))
    settings = save.encode("settings", 1, b"volume=3")
    assert s.save("settings", settings)
    for rec in (A, B, C, A, B):
        assert s.save("zoomzoom", rec)
    ids = [s._cell_id(i) for i in range(16)]
    assert ids.count("zoomzoom") == 2 and ids.count("settings") == 1
    assert s.load("zoomzoom") == B and s.load("settings") == settings
    assert s.slots() == ["settings", "zoomzoom"]
    assert s.delete("zoomzoom") and s.load("zoomzoom") is None
    assert s.load("settings") == settings


def test_nvm_limits_are_reported_not_raised():
    nvm = bytearray(b"\xff" * 8192)
    s = store.Store(nvm=nvm, writable=False, fs=MemFS(readonly=True))
    big = save.encode("nitro", 1, bytes(600))
    assert s.save("nitro", big) is False
    assert "too big" in s.problems()[-1]
    for i in range(16):
        assert s.save("g%d" % i, save.encode("g%d" % i, 1, b"x"))
    assert s.save("late", save.encode("late", 1, b"x")) is False
    assert "nvm is full" in s.problems()[-1]


def test_off_when_neither_files_nor_nvm():
    s = store.Store(nvm=False, writable=False, fs=MemFS(readonly=True))
    assert s.mode() == "off"
    assert s.save("zoomzoom", A) is False
    assert "saves are off" in s.problems()[-1]


def test_damaged_nvm_cell_is_reported_and_spared():
    nvm = bytearray(b"\xff" * 8192)
    s = store.Store(nvm=nvm, writable=False, fs=MemFS(readonly=True))
    s.save("zoomzoom", A)
    s.save("zoomzoom", B)
    nvm[512 + 30] ^= 0xFF          # cell 1 holds B
    s = store.Store(nvm=nvm, writable=False, fs=MemFS(readonly=True))
    assert s.load("zoomzoom") == A
    assert "damaged" in s.check()[0]
    damaged = bytes(nvm[512:1024])
    assert s.save("zoomzoom", C) and s.load("zoomzoom") == C
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


def test_power_cut_while_writing_nvm_keeps_the_older_copy():
    base = bytearray(b"\xff" * 8192)
    s = store.Store(nvm=base, writable=False, fs=MemFS(readonly=True))
    s.save("zoomzoom", A)
    s.save("zoomzoom", B)
    frame = store.frame(3, C)
    for cut in range(len(frame)):
        nvm = bytearray(base)
        nvm[0:cut] = frame[:cut]        # A's cell is the older one: the torn write lands there
        got = store.Store(nvm=nvm, writable=False, fs=MemFS(readonly=True)).load("zoomzoom")
        assert got == B, "torn nvm write of %d bytes lost the last good save" % cut


def test_frame_rejects_every_kind_of_damage():
    good = store.frame(7, A)
    assert store.unframe(good)[:3] == (7, A, "zoomzoom")
    for bad in (good[:-1], good + b"x", b"XX" + good[2:], good[:3] + b"\x09" + good[4:]):
        with pytest.raises(save.SaveError):
            store.unframe(bad)
    assert store.unframe(good + b"\xff" * 9, exact=False)[1] == A
