"""core.words: lines of a text file by number, an index in the heap."""

import subprocess
import sys
from pathlib import Path

import pytest

from sim import consolerun

FIRMWARE = str(Path(__file__).resolve().parents[1] / "firmware")
if FIRMWARE not in sys.path:
    sys.path.append(FIRMWARE)

from paddock.core.words import Words  # noqa: E402

TEXT = "first line\nsecond: {0} passes {1}\n\u2192 an arrow\nlast, no newline"


def test_lines_by_number_beside_a_module(tmp_path):
    (tmp_path / "events.txt").write_bytes(TEXT.encode())
    w = Words(str(tmp_path / "texts.py"), "events.txt")
    assert len(w) == 4
    assert [w[i] for i in range(4)] == TEXT.split("\n")
    assert w[1].format("Car #1", "Car #2") == "second: Car #1 passes Car #2"
    with pytest.raises(IndexError):
        w[4]


def test_a_missing_file_is_an_oserror(tmp_path):
    with pytest.raises(OSError):
        Words(str(tmp_path / "texts.py"), "none.txt")


@pytest.mark.skipif(consolerun.interpreter() is None, reason="no CircuitPython test interpreter")
def test_on_circuitpython(tmp_path):
    (tmp_path / "events.txt").write_bytes((TEXT + "\n").encode())
    script = tmp_path / "w.py"
    script.write_text("from paddock.core.words import Words\n"
                      "w = Words(%r, 'events.txt')\n"
                      "print(len(w), w[2], w[3])\n" % str(tmp_path / "x.py"))
    done = subprocess.run([consolerun.interpreter(), "-X", "heapsize=64K", str(script)],
                          capture_output=True, text=True, timeout=60,
                          env={"MICROPYPATH": FIRMWARE})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "4 \u2192 an arrow last, no newline"
