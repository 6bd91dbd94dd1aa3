"""The shared turn driver (paddock.ui.turns) on Zoom Zoom Vroom games with a
stand-in host and a hand-made clock, and the screen's trick on show and
resumed games.

Firmware modules are imported inside the tests: a Sim made by another test
drops them when it closes.
"""

from screens import EASY, HARD, HUMAN, Host, view_over
from screens import plain_sim  # noqa: F401  (the sim fixture)

NAMES = ["Fern", "Jaron", "Vernon", "Rowan", "Mika"]


class Log:
    def __init__(self):
        self.said = []

    def say(self, words):
        self.said.append(words)


def new_state(players, seats, seed=1, **options):
    from paddock.games.zoomzoom import rules
    opts = {"players": players, "seats": bytearray(seats)}
    opts.update(options)
    return rules.new_game(opts, seed)


def driver(st, host, log=None, after=None):
    from paddock.games.zoomzoom import bots, rules
    from paddock.ui.turns import Turns
    return Turns(host, st, bots, NAMES[:st.players], rules.event_text, log, after,
                 lambda seat: "%d laps" % st.laps[seat])


def test_bots_decide_one_at_a_time_after_their_lines_were_shown():
    st = new_state(3, (HARD, HARD, HARD), seed=3)
    host, log = Host(), Log()
    tr = driver(st, host, log)
    moved = []      # ms of each bot decision
    shown = []      # ms of each new log line
    for now in range(0, 8000, 10):
        moves, lines = st.moves, len(log.said)
        tr.tick(now)
        if st.moves != moves:
            moved.append(now)
        if len(log.said) != lines:
            shown.append(now)
    # a slice of thought a tick (hard weighs a card a slice), then the move
    assert 20 <= moved[0] <= 10 * (2 + 8) and len(moved) >= 8
    gaps = [b - a for a, b in zip(moved, moved[1:])]
    assert min(gaps) >= 400
    line_gaps = [b - a for a, b in zip(shown, shown[1:])]
    assert min(line_gaps) >= 400 and max(line_gaps) <= 400 + 10 * (2 + 8)
    assert host.hand_offs == [] and host.ended == []


def test_hurry_lets_the_next_line_or_bot_come_on_the_next_tick():
    st = new_state(3, (HARD, HARD, HARD), seed=3)
    host, log = Host(), Log()
    tr = driver(st, host, log)
    now = 0
    while st.moves == 0:                 # the first bot thinks, then moves
        tr.tick(now)
        now += 10
    moves, said = st.moves, len(log.said)
    tr.tick(now + 100)
    assert st.moves == moves and len(log.said) == said     # its line still has its time
    tr.hurry()
    tr.tick(now + 110)
    # the next line shows, or the next bot begins to think, on the next tick...
    assert len(log.said) == said + 1 or tr.thinking is not None
    for t in range(now + 120, now + 400, 10):   # ...and plays the tick after its last slice
        if st.moves != moves or len(log.said) > said:
            break
        tr.tick(t)
    assert t <= now + 200 and (st.moves == moves + 1 or len(log.said) > said)


def test_hand_off_only_when_the_human_to_move_changes():
    from paddock.games.zoomzoom.codes import GAS, SPEND
    st = new_state(3, (HUMAN, HUMAN, EASY), seed=5)
    host = Host()
    tr = driver(st, host)
    assert tr.holder == -1
    now = 0
    humans_seen = []
    for _ in range(400):
        now += 500
        tr.tick(now)
        if st.over():
            break
        seat = st.to_move()
        if tr.my_turn():
            assert seat == tr.holder
            if not humans_seen or humans_seen[-1] != seat:
                humans_seen.append(seat)
            tr.play(GAS if st.phase == SPEND else st.legal()[0], now)
    # one hand-off each time the console passes to the other human, never more
    assert [seat for _, seat in host.hand_offs] == humans_seen
    assert all(name == NAMES[seat] for name, seat in host.hand_offs)
    assert len(humans_seen) >= 4


def test_one_human_never_sees_a_hand_off_and_holds_the_console():
    st = new_state(4, (EASY, HUMAN, EASY, EASY), seed=2)
    host = Host()
    tr = driver(st, host)
    assert tr.holder == 1
    now = 0
    for _ in range(300):
        now += 500
        tr.tick(now)
        if tr.my_turn():
            tr.play(st.legal()[-1] if st.phase else st.legal()[0], now)
    assert host.hand_offs == []


def test_the_end_comes_once_with_the_standings_by_name():
    st = new_state(5, (HARD,) * 5, seed=11)
    host, log = Host(), Log()
    tr = driver(st, host, log)
    now = 0
    while not host.ended and now < 2000000:
        tr.tick(now)
        now += 50
    for _ in range(50):
        tr.tick(now)
        now += 50
    assert st.over() and len(host.ended) == 1
    order = st.standings()
    lines = host.ended[0].split("\n")
    assert lines[0] == "%s wins!" % NAMES[order[0]]
    assert lines[1:] == ["%d %s: %d laps" % (i + 1, NAMES[order[i]], st.laps[order[i]])
                         for i in range(5)]
    assert log.said[-1] == "%s wins the game!" % data_player(order[0])
    assert not tr.my_turn()


def data_player(seat):
    from paddock.games.zoomzoom import data
    return data.PLAYER[seat]


# --- the screen's trick on show, and a resumed game ------------------------------

def make_view(host, st):
    return view_over("zoomzoom", st, host, NAMES)


def full_trick_of(st, move):
    """The trick as it would stand after move, before it is resolved: a copy
    of the state plays the move with the resolving step held back."""
    from paddock.games.zoomzoom import rules
    pre = rules.from_bytes(st.to_bytes())

    def end_turn():
        if pre.t_n == pre.players:
            pre.phase = 4           # DONE: nothing more is taken for anyone
        else:
            rules.State.end_turn(pre)
    pre.end_turn = end_turn
    pre.play(move)
    return [(pre.t_seat[i], pre.t_card[i], pre.t_gas[i], max(0, pre.final(i)))
            for i in range(pre.t_n)]


def test_a_finished_trick_stays_on_the_table_with_its_winner(sim):
    from paddock.games.zoomzoom.codes import DOWN, EV_WIN
    st = new_state(5, (HARD, HARD, EASY, HARD, EASY), seed=7, track="original")
    host = Host()
    view = make_view(host, st)
    play = st.play
    expected = []

    def watched(move):
        whole = full_trick_of(st, move)
        play(move)
        if st.t_n == 0:
            expected.append((whole, [e for e in st.events if e[0] == EV_WIN]))
    st.play = watched
    now = 0
    held = 0
    while held < 8:
        now += 10
        view.tick(now)
        if not view.shown.held:
            continue
        held += 1
        whole, win = expected[-1]
        sh = view.shown
        assert [(sh.seat[i], sh.card[i], sh.gas[i], sh.fin[i] if sh.card[i] != DOWN else 0)
                for i in range(sh.n)] == [(a, c, g, f if c != DOWN else 0)
                                          for a, c, g, f in whole]
        assert sh.win == (win[0][1] if win else -1)
        if win:
            assert sh.fin[sh.entry(sh.win)] == win[0][2]
            assert view.table.shows(sh.win)[1] == win[0][2]
        assert view.header.right.text == "Trick %d/6" % sh.trick
        while view.shown.held:       # it stays while its lines are read, then goes
            now += 10
            view.tick(now)
        assert view.shown.n == st.t_n
    assert host.ended == [] or st.over()


def test_a_resumed_game_shows_the_trick_as_it_was(sim):
    from paddock.games.zoomzoom import rules
    st = new_state(5, (HUMAN, HARD, HARD, HARD, HARD), seed=4, track="original")
    host = Host()
    view = make_view(host, st)
    now = 0
    while True:
        assert now < 600000, "no trick with three cards before seat 0"
        now += 10
        view.tick(now)
        if view.turns.my_turn():
            if st.t_n >= 3 and st.phase == 0:
                break
            view.play(st.legal()[0] if st.phase == 0 else st.legal()[-1])
    before = [view.table.shows(p) for p in range(5)]
    again = rules.from_bytes(st.to_bytes())
    view2 = make_view(Host(), again)
    after = [view2.table.shows(p) for p in range(5)]
    assert before == after and view2.shown.n == st.t_n >= 3
    assert view2.turns.holder == 0 and view2.mode == 1
    assert view2.cards == view.cards
    assert "Round 1, trick" in view2.log.label.text


def test_the_1_played_last_shows_the_5_before_it_as_0(sim):
    # The rulebook's 1 example, with Vernon out of gas so his 1 ends the trick
    # at once: Fern 5 -> 0 + 2 + 0 = 2, Rowan 2 + 0 + 2 = 4, Vernon 1 + 0 + 1 = 2.
    from test_zoomzoom_fixtures import G, P, S1, S2, S3, S5, new, position
    st = position(new(3, track="original"), [[S5, S3], [S2, S3], [S1, S3]],
                  lead=0, pos=[0, 2, 1], gas=[5, 5, 0], middle=0, trick=2)
    view = make_view(Host(), st)
    for move in (P + S5, G(2), P + S2, G(0), P + S1):
        view.play(move)
    now = 0
    while not view.shown.held and now < 10000:   # the board waits for the log
        now += 10
        view.tick(now)
    sh = view.shown
    assert sh.held and st.t_n == 0 and sh.win == 1
    shows = [view.table.shows(p)[1:] for p in range(3)]
    # the 5 made 0 by the 1 is told in the warning colour
    assert shows == [(2, "0+2+0", True), (4, "2+0+2", False), (2, "1+0+1", False)]


def test_with_hold_the_board_waits_for_the_last_line_of_a_move():
    # A move of several log lines: the view hears of it once they are shown.
    st = new_state(3, (HARD, HARD, HARD), seed=3)
    host, log = Host(), Log()
    heard = []
    from paddock.games.zoomzoom import bots, rules
    from paddock.ui.turns import Turns
    tr = Turns(host, st, bots, NAMES[:3], rules.event_text, log,
               lambda evs: heard.append((len(log.said), len(tr.lines))), hold=True)
    for now in range(0, 8000, 10):
        tr.tick(now)
    assert len(heard) >= 8                                  # every bot move was heard of...
    assert all(left == 0 for _, left in heard)              # ...never with lines still to show
