"""Stock Car Championship on the MicroPython unix port: the same seed and
moves give the same race, byte for byte, as on CPython; log lines and saves
work there too."""

import subprocess
import sys
from pathlib import Path

from paddock.core import game
from paddock.games.stockcar import bots, rules

REPO = Path(__file__).resolve().parents[1]
MICROPYTHON = Path(sys.executable).parent / "micropython"
OPTIONS = {"players": 4, "seats": [4, 3, 2, 1], "advanced": "on", "advchal": "on",
           "stats": "on", "track": "Short", "races": 2}

SCRIPT = r'''
import sys
sys.path.insert(0, %r)
from paddock.core import game
from paddock.games.stockcar import rules, bots
opts = %r
opts["seats"] = bytearray(opts["seats"])
st = rules.new_game(opts, 21)
lines = 0
while not st.over():
    st.play(game.bot_move(st, bots))
    for e in st.events:
        lines += len(rules.event_text(e)) > 0
back = rules.from_bytes(st.to_bytes())
print("RESULT", st.to_bytes().hex(), back.to_bytes() == st.to_bytes(), lines)
'''


def test_micropython_plays_the_same_race_as_cpython(tmp_path):
    path = tmp_path / "race.py"
    path.write_text(SCRIPT % (str(REPO / "firmware"), OPTIONS))
    done = subprocess.run([str(MICROPYTHON), str(path)], capture_output=True, text=True,
                          timeout=120, cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr
    words = [line for line in done.stdout.splitlines() if line.startswith("RESULT")][0].split()
    opts = dict(OPTIONS)
    opts["seats"] = bytearray(opts["seats"])
    st = rules.new_game(opts, 21)
    lines = 0
    while not st.over():
        st.play(game.bot_move(st, bots))
        lines += len(st.events)
    assert words[1] == st.to_bytes().hex()
    assert words[2] == "True" and int(words[3]) == lines
