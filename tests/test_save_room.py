"""A game's record is written in one buffer: ``state.to_bytes(w)`` writes on at
the end of the console's record, the same bytes ``to_bytes()`` returns, and a
payload stays within the game's ``SAVE_BYTES`` (the buffer is made that big)."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "firmware"))

from paddock import games  # noqa: E402
from paddock.console.saves import Saves, pack  # noqa: E402
from paddock.core import save  # noqa: E402
from paddock.core.rng import Rng  # noqa: E402


class View:
    def __init__(self, state, options):
        self.state = state
        self.options = options


@pytest.mark.parametrize("gid", [g for g, _ in games.GAMES])
def test_the_record_is_the_payload_written_in_place_and_within_its_room(gid):
    meta = games.metadata(gid)
    rules = games.load(gid, "rules")
    opts = {"players": meta.MAX_PLAYERS, "names": ["P%d" % i for i in range(meta.MAX_PLAYERS)]}
    st = rules.new_game(dict(opts), 7)
    rng = Rng(11)
    most = 0
    for turn in range(3000):
        if st.over():
            break
        most = max(most, len(st.to_bytes()))
        if turn % 97 == 0:
            rec = Saves(store=False).record(gid, View(st, opts), 5)
            assert bytes(rec) == save.encode(gid, meta.VERSION, bytes(pack(View(st, opts), meta, 5)))
        legal = st.legal()
        st.play(legal[rng.below(len(legal))])
    assert 0 < most <= meta.SAVE_BYTES
