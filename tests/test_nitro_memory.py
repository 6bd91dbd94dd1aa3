"""Nitro's rules and bots on a board-like interpreter (CircuitPython's test
interpreter, else the MicroPython unix port): the memory gate (a 6-player hard-bot
game in a 96 KB heap), how quickly the hard bot decides, and a game with log
lines and save reloads in a bounded heap."""

from mpdriver import TIMING, board_like, memory_gate, run_script

DRIVER = TIMING + """\
from paddock.core import game
from paddock import games
rules = games.load("nitro", "rules")
bots = games.load("nitro", "bots")
n = slow = top = 0  # decisions, those over 2 ms, the longest (no lists)
opts = {"players": 6, "seats": bytearray([game.HARD] * 6), "boards": 5, "prompts": "on"}
for seed in (1, 2):
    st = rules.new_game(opts, seed)
    while not st.over():
        view = st.seen_by(st.to_move())
        t = us()
        move = bots.choose(view, game.HARD, st.bot_rng)
        t = us() - t
        view = None
        n += 1
        slow += t > 2000
        top = max(top, t)
        st.play(move)
        if %r:
            for e in st.events:
                rules.event_text(e)
            if st.moves %% 60 == 0:
                st = rules.from_bytes(st.to_bytes())
print("NITRO-OK", n, slow, top)
"""


def run_driver(tmp_path, heap, texts):
    return run_script(tmp_path, DRIVER % texts, heap, timeout=180, name="nitrodriver.py",
                      interp=board_like())


def test_memory_gate_passes_at_96k():
    status, record = memory_gate("nitro")
    assert status == 0 and record["ok"] is True and record["heap"] == 96 * 1024


def test_two_hard_games_fit_96k_and_the_hard_bot_is_quick(tmp_path):
    done = run_driver(tmp_path, "96K", False)
    assert "NITRO-OK" in done.stdout, done.stderr[-400:]
    _, decisions, slow, max_us = done.stdout.split()
    assert int(decisions) > 300
    assert int(slow) * 2 < int(decisions)      # the median is <= 2 ms
    assert int(max_us) <= 20000


def test_log_lines_and_reloads_run_in_a_bounded_heap(tmp_path):
    done = run_driver(tmp_path, "144K", True)
    assert "NITRO-OK" in done.stdout, done.stderr[-400:]


def test_too_small_a_heap_fails(tmp_path):
    done = run_driver(tmp_path, "32K", False)
    assert "NITRO-OK" not in done.stdout and "MemoryError" in done.stdout + done.stderr
