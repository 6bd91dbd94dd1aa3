"""1 CAR D fuzz: 1,200 seeded races, every difficulty and every driver,
with the invariants checked after every move."""

from paddock.core import game
from paddock.games.onecard import bots, data, rules
from paddock.games.onecard import events as ev
from test_onecard_fixtures import check, new

KINDS = (game.RANDOM, game.EASY, game.NORMAL, game.HARD)
GAMES = 1200
# A turn is at most: pits, speed, lane, and a side choice for each rival.
MAX_MOVES = data.CHECKERED * (3 + data.RIVALS)


def test_fuzz_races_end_with_every_car_on_the_track():
    ends = {"finished": 0, "lost": 0}
    places = set()
    for i in range(GAMES):
        kind = KINDS[i % len(KINDS)]
        st = new(1 + (i // len(KINDS)) % 6, seed=7000 + i, seat=kind)
        check(st)
        n = 0
        while not st.over():
            legal = st.legal()
            assert legal and st.to_move() == 0
            assert all(st.why_not(m) is None for m in legal)
            lap = st.lap
            st.play(game.bot_move(st, bots))
            n += 1
            check(st)
            assert st.lap >= lap
            assert n <= MAX_MOVES
            for e in st.events:
                assert rules.event_text(e) != "?"
        assert st.to_move() == game.OVER and st.legal() == []
        assert st.turns <= data.CHECKERED
        if st.lost >= 0:
            ends["lost"] += 1
            assert min(st.gauges) == 0 and st.events[-1][0] == ev.EV_LOST
        else:
            ends["finished"] += 1
            assert st.lap == data.CHECKERED and st.events[-1][0] == ev.EV_FINISH
            places.add(st.place())
    assert ends["finished"] + ends["lost"] == GAMES
    assert ends["lost"] > 0 and places == {1, 2, 3, 4, 5, 6}
