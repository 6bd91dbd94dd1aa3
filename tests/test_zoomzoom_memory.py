"""Zoom Zoom Vroom's rules and bots on a board-like interpreter (CircuitPython's
test interpreter, else the MicroPython unix port): a full 5-player hard-bot game
(every variant, log lines and a save reload included) fits a 96 KB heap, and a
hard bot's median decision stays within 2 ms."""

from mpdriver import TIMING, board_like, memory_gate, run_script

DRIVER = TIMING + """\
from paddock.core import game
from paddock import games
rules = games.load("zoomzoom", "rules")
bots = games.load("zoomzoom", "bots")
n = slow = top = 0  # decisions, those over 2 ms, the longest (no lists)
opts = {"players": 5, "seats": bytearray([game.HARD] * 5), "track": "B",
        "larger": "on", "zero": "7th suit", "z05": "on"}
for seed in (1, 2):
    st = rules.new_game(opts, seed)
    while not st.over():
        view = st.seen_by(st.to_move())
        t = us()
        move = bots.choose(view, game.HARD, st.bot_rng)
        t = us() - t
        n += 1
        slow += t > 2000
        top = max(top, t)
        st.play(move)
        for e in st.events:
            rules.event_text(e)
        if st.moves % 50 == 0:
            st = rules.from_bytes(st.to_bytes())
print("ZZ-OK", n, slow, top)
"""


def run_driver(tmp_path, heap):
    return run_script(tmp_path, DRIVER, heap, name="zzdriver.py",
                      interp=board_like())


def test_full_game_with_every_variant_fits_96k_and_bots_are_quick(tmp_path):
    done = run_driver(tmp_path, "96K")
    assert "ZZ-OK" in done.stdout, done.stderr[-400:]
    _, decisions, slow, max_us = done.stdout.split()
    assert int(decisions) > 200
    assert int(slow) * 2 < int(decisions), (slow, max_us)  # the median is <= 2 ms


def test_too_small_a_heap_fails(tmp_path):
    done = run_driver(tmp_path, "24K")
    assert "ZZ-OK" not in done.stdout and "MemoryError" in done.stdout + done.stderr


def test_memory_gate_passes_at_96k():
    status, record = memory_gate("zoomzoom")
    assert status == 0 and record["ok"] is True and record["heap"] == 96 * 1024
