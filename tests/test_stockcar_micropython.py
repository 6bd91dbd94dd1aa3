"""Stock Car Championship on the MicroPython unix port: the same seed and
moves give the same race, byte for byte, as on CPython; log lines and saves
work there too."""

from mpdriver import run_script
from paddock.core import game
from paddock.games.stockcar import bots, rules

OPTIONS = {"players": 4, "seats": [4, 3, 2, 1], "advanced": "on", "advchal": "on",
           "stats": "on", "track": "Short", "races": 2}

SCRIPT = r'''
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
    done = run_script(tmp_path, SCRIPT % (OPTIONS,), name="race.py")
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
