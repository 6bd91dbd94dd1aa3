"""Every worked example of the Stock Car Championship rulebook, set up
directly and played move by move. Each test names the example it follows."""

from paddock.games.stockcar import codes as C
from paddock.games.stockcar import events as E
from paddock.games.stockcar import data, finish, refill_phase
from test_stockcar_fixtures import (BL, CH, DR, P2, PA, PI, action, card, check, give, go,
                                    line_of, new, play, set_line, track_top, with_pit,
                                    with_speed)

DONE, PIT, DRAW = C.DONE, C.PIT, C.DRAW


def events(st, code):
    return [e for e in st.events if e[0] == code]


# 5. Track Occurrences: GAPS.
def test_pull_away_to_create_a_gap():
    """Car #1 plays a PULL AWAY; Car #2 drafts, Car #3 does not; Car #4 does
    not get the option. 1, 2, 3, 4 becomes 1, 2 - gap - 3, 4."""
    st = action(new(), [1, 2, 3, 4],
                {1: [card(PA)], 2: [card(DR)], 3: [card(DR, 1)], 4: [card(DR, 2)]},
                [1, 2, 3, 4])
    play(st, card(PA))
    assert st.phase == C.DRAFTING and st.cur == 1
    play(st, card(DR))
    assert st.phase == C.DRAFTING and st.cur == 2
    play(st, DONE)
    assert line_of(st) == [1, 2, "|", 3, 4]
    assert st.phase == C.ACTION                        # Car #4 was never asked
    assert st.hands[3].list() == [card(DR, 2)]
    check(st)


def test_pull_away_to_fill_a_gap():
    """Car #3 plays a PULL AWAY to catch Car #2; Car #4 does not draft.
    1, 2 - gap - 3, 4 becomes 1, 2, 3 - gap - 4."""
    st = action(new(), [1, 2, 3, 4], {3: [card(PA)]}, [3, 1, 2, 4], gaps=[0, 0, 1, 0])
    play(st, card(PA))
    assert line_of(st) == [1, 2, 3, "|", 4]
    check(st)


def test_pass_to_fill_a_gap():
    """1 - gap - 2, 3, 4: Car #3 passes Car #2, who does not CHALLENGE; Car #4
    moves up. After: 1, 3, 2, 4."""
    st = action(new(), [1, 2, 3, 4], {3: [card(PI)], 2: [card(CH)]}, [3, 1, 2, 4],
                gaps=[0, 1, 0, 0])
    play(st, card(PI))
    assert st.phase == C.RESPOND and st.cur == 1
    play(st, DONE)
    assert line_of(st) == [1, 3, 2, 4]
    check(st)


# The Driver Deck Cards: PASS 2.
def test_pass_2_takes_the_lead():
    """Car #3 plays a PASS 2; Cars #1 and #2 do not BLOCK or CHALLENGE.
    Car #3 takes the lead: 3, 1, 2, 4."""
    st = action(new(), [1, 2, 3, 4], {3: [card(P2)], 2: [card(BL)], 1: [card(CH)]},
                [3, 1, 2, 4])
    play(st, card(P2), DONE)
    assert line_of(st) == [1, 3, 2, 4] and st.phase == C.PASS_TWO
    play(st, C.AGAIN, DONE)
    assert line_of(st) == [3, 1, 2, 4]
    check(st)


def test_pass_2_cannot_pass_across_a_gap():
    """1, 2 - gap - 3, 4: Car #4's PASS 2 passes Car #3 but cannot pass Car #2
    because of the gap. After: 1, 2, 4, 3."""
    st = action(new(), [1, 2, 3, 4], {4: [card(P2)], 3: [card(BL)]}, [4, 1, 2, 3],
                gaps=[0, 0, 1, 0])
    play(st, card(P2), DONE)
    assert line_of(st) == [1, 2, 4, 3]
    assert st.phase != C.PASS_TWO and st.mover != 3
    check(st)


# The Track Deck Cards: SLOW TRAFFIC.
def test_slow_traffic_stays_until_every_car_passes():
    """Cars #1, #2 and #3 each play a PASS INSIDE; Car #4 has no pass card.
    Slow Traffic, 1, 2, 3, 4 becomes 1, 2, 3, Slow Traffic, 4."""
    st = action(new(), ["ST", 1, 2, 3, 4],
                {1: [card(PI)], 2: [card(PI, 1)], 3: [card(PI, 2)]}, [1, 2, 3, 4])
    play(st, card(PI))
    assert line_of(st) == [1, "ST", 2, 3, 4]
    play(st, card(PI, 1), card(PI, 2))
    assert line_of(st) == [1, 2, 3, "ST", 4]
    check(st)


def test_slow_traffic_leaves_when_the_last_car_passes():
    st = action(new(), [1, 2, 3, "ST", 4], {4: [card(PI)]}, [4, 1, 2, 3])
    play(st, card(PI))
    assert line_of(st) == [1, 2, 3, 4]
    assert events(st, E.EV_SLOW_GONE)
    check(st)


# The Track Deck Cards: HIGH IN TURN, the three sequences.
def test_high_in_turn_first_sequence():
    """Car #1 HIGH IN TURN. Car #2 moves first and gets a free pass; Car #4
    (one card) passes Car #3 and also gets a free pass; Car #3 goes last,
    plays nothing, and gets a free pass too."""
    st = action(new(), [1, 2, 3, 4], {4: [card(PI)]}, [2, 4, 3], hit=(1,))
    assert line_of(st) == [2, 1, 3, 4] and st.mover == 1
    assert events(st, E.EV_FREE_PASS) == [(E.EV_FREE_PASS, 1, 0, 0)]
    play(st, DONE, card(PI))
    assert st.mover == 2                  # Car #3 moves last: its free pass first
    assert [e[1] for e in events(st, E.EV_FREE_PASS)] == [3, 2]
    play(st, DONE)
    assert line_of(st) == [2, 4, 3, 1]
    assert st.hit[0] == 0             # Car #1 falls back into line
    check(st)


def test_high_in_turn_second_sequence():
    """Order 4, 2, 3. Car #4 loses a challenge to Car #3; Car #2 does nothing
    and gets a free pass; Car #3 gets a free pass and passes Car #2 with a
    PASS INSIDE, winning the challenge. Car #4 gets no free pass."""
    # Challenge cards slower than Car #2's DISCARD PILE top, so the order of
    # movement stays 4, 2, 3 as in the example.
    fast, fast2, slow, slow2 = with_speed(500), with_speed(485), with_speed(125), with_speed(140)
    st = action(new(), [1, 2, 3, 4],
                {4: [card(PI), slow], 3: [card(CH), card(PI, 1), fast, fast2],
                 2: [card(CH, 1), slow2]},
                [4, 2, 3], acts={4: 1, 2: 1, 3: 1}, hit=(1,))
    play(st, card(PI), card(CH), slow, fast)
    assert events(st, E.EV_PASS_FAILS)
    assert line_of(st) == [2, 1, 3, 4] and st.mover == 1  # Car #2's free pass
    play(st, DONE)
    assert st.mover == 2
    st.events = []
    play(st, card(PI, 1))
    assert line_of(st) == [2, 3, 1, 4]                   # the free pass came first
    play(st, card(CH, 1), fast2, slow2)
    assert line_of(st) == [3, 2, 1, 4]
    check(st)


def test_high_in_turn_third_sequence():
    """Order 2, 4, 3. Car #2 gets a free pass and pulls away (Car #3 cannot
    draft); Car #4 fails to pass Car #3; Car #3 gets a free pass and has no
    PULL AWAY. Car #1 falls back in line behind Car #3."""
    fast, slow = with_speed(995), with_speed(125)
    st = action(new(), [1, 2, 3, 4],
                {2: [card(PA)], 3: [card(DR), card(CH), fast], 4: [card(PI), slow]},
                [2, 4, 3], acts={2: 1, 4: 1, 3: 1}, hit=(1,))
    play(st, card(PA))
    assert line_of(st) == [2, "|", 1, 3, 4]
    assert card(DR) in st.hands[2].list()                 # never asked to draft
    play(st, card(PI), card(CH), slow, fast)
    assert line_of(st) == [2, "|", 3, 1, 4]
    play(st, DONE)
    assert line_of(st) == [2, "|", 3, 1, 4]
    check(st)


# Other Examples Of Play: YELLOW FLAG PITSTOPS.
def test_yellow_flag_pit_stops():
    """Cars #1 and #3 pit under the yellow with 16.3 and 16.1 second pit
    times. 1, 2, 3, 4 becomes 2, 4, 3, 1."""
    st = new()
    set_line(st, [1, 2, 3, 4])
    t163, t161 = with_pit(163), with_pit(161)
    for s in range(4):
        others = [c for c in range(data.DECK) if c not in (t163, t161)][s * 7:s * 7 + 6]
        give(st, s, others + [t163 if s == 0 else t161])
    st.turn_no = 1
    st.yellow = 1
    track_top(st)
    go(st, refill_phase.after_racing)
    assert st.phase == C.PIT_CALL and st.cur == 0
    play(st, PIT, DONE, DONE, PIT, DONE, DONE)
    assert st.phase == C.PIT_EXIT
    play(st, t163, t161)
    assert line_of(st) == [2, 4, 3, 1]
    assert list(st.down) == [0, 0, 0, 0]                 # still on the lead lap
    check(st)


# Advanced Rules: GREEN FLAG PITSTOP, both examples, and the seconds examples.
def green_pits(st, pitters, times, movers):
    """The pitters (car numbers) pit at their move; everyone else is done;
    then each plays the card with its pit time to leave the pits."""
    for car in movers:
        assert st.mover == car - 1
        play(st, PIT if car in pitters else DONE)
        if st.phase == C.PIT_DISCARD:
            play(st, DONE)
    while st.phase == C.PIT_EXIT:
        car = st.cur + 1
        t = with_pit(times[pitters.index(car)])
        if t not in st.hands[st.cur].list():            # make sure it is in the hand
            st.draws[st.cur].push(st.hands[st.cur].pop(0))
            for pile in (st.draws[st.cur], st.reserves[st.cur], st.discs[st.cur]):
                if pile.index(t) >= 0:
                    pile.remove(t)
            st.hands[st.cur].push(t)
        play(st, t)


def test_green_flag_pit_stop_first_example():
    """Cars #1 and #2 (the lead draft) pit with 16.8 and 16.2; Car #3 was 4 and
    Car #4 6 seconds behind. Car #3 is the lead draft, Car #4 2 seconds back,
    Cars #2 then #1 12 seconds back."""
    st = new(advanced="on")
    st = action(st, [1, 2], {}, [1, 2, 3, 4], off=[(3, 4), (4, 6)])
    green_pits(st, [1, 2], [168, 162], [1, 2, 3, 4])
    st.nline = st.nline                                 # (the next turn's lap count waits)
    assert line_of(st) == [3]
    assert [(s + 1, st.behind[s]) for s in st.offq[:st.noff]] == [(4, 2), (2, 12), (1, 12)]
    check(st)


def test_green_flag_pit_stop_second_example():
    """Then Cars #3 (17.3) and #4 (17.7) pit: Cars #2 and #1 become the lead
    draft, Car #3 is 5 and Car #4 7 seconds behind."""
    st = new(advanced="on")
    st = action(st, [3], {}, [3, 4, 2, 1], off=[(4, 2), (2, 12), (1, 12)])
    green_pits(st, [3, 4], [173, 177], [3, 4, 2, 1])
    assert line_of(st) == [2, 1]
    assert [(s + 1, st.behind[s]) for s in st.offq[:st.noff]] == [(3, 5), (4, 7)]
    check(st)


def test_a_car_off_the_draft_adds_its_seconds_to_the_pit_time():
    """11 seconds behind, a 17.8 second stop: 28 seconds behind."""
    st = new(2, advanced="on")
    st = action(st, [1], {}, [2, 1], off=[(2, 11)])
    green_pits(st, [2], [178], [2, 1])
    assert line_of(st) == [1] and st.behind[1] == 28
    check(st)


def test_a_car_making_up_time_passes_cars_in_the_pits():
    """11 seconds off; driver B makes an 18.6 second stop. With a lead draft car
    still out, B is 18 back; when all in front pit, you lead B by 7."""
    st = new(3, advanced="on")
    st = action(st, [1, 2], {}, [2, 1, 3], off=[(3, 11)])
    green_pits(st, [2], [186], [2, 1, 3])
    assert line_of(st) == [1] and st.behind[2] == 11 and st.behind[1] == 18
    check(st)
    st = new(2, advanced="on")
    st = action(st, [1], {}, [1, 2], off=[(2, 11)])
    green_pits(st, [1], [186], [1, 2])
    assert line_of(st) == [2] and st.behind[0] == 7
    check(st)


# 7. Optional House Rules: ADVANCED CHALLENGES, both examples.
def test_advanced_challenge_follow_the_winner():
    """Car #2 passes Car #1 with a PASS INSIDE and is challenged; Car #3
    drafts and follows Car #2, which gets +.100 and wins; Car #3 also passes
    Car #1; Car #4 may not draft. After: 2, 3, 1, 4."""
    mine, theirs = with_speed(620), with_speed(680)     # only the +.100 wins it
    st = action(new(advchal="on"), [1, 2, 3, 4],
                {2: [card(PI), mine], 1: [card(CH), theirs], 3: [card(DR)],
                 4: [card(DR, 1)]}, [2, 1, 3, 4])
    play(st, card(PI), card(CH))
    assert st.phase == C.FOLLOWING and st.cur == 2
    play(st, C.FOLLOW_P + card(DR), mine, theirs)
    assert line_of(st) == [2, 3, 1, 4]
    assert card(DR, 1) in st.hands[3].list()
    check(st)


def test_advanced_challenge_follow_the_car_challenging():
    """Car #3 drafts Car #1 instead and Car #1 wins: Car #3 passes Car #2.
    After: 1, 3, 2, 4."""
    mine, theirs = with_speed(680), with_speed(620)
    st = action(new(advchal="on"), [1, 2, 3, 4],
                {2: [card(PI), mine], 1: [card(CH), theirs], 3: [card(DR)]}, [2, 1, 3, 4])
    play(st, card(PI), card(CH), C.FOLLOW_D + card(DR), mine, theirs)
    assert line_of(st) == [1, 3, 2, 4]
    check(st)


# 5. HOW TO RACE A SEASON.
def test_season_points_second_place_leading_the_most_laps():
    """2nd in a 300 lap race, leading the most laps: 56 + 1 + 2 = 59."""
    st = new(track="Short", length="medium")
    assert st.length == 400
    st.length = 300
    st.pole = 2
    st.led[:] = [40, 200, 60, 0]
    pos = bytes((1, 2, 3, 4))
    pts = finish.race_points(st, pos)
    assert pts[1] == 56 + 1 + 2
    assert pts[0] == 60 + 1 and pts[2] == 52 + 1 + 1 and pts[3] == 48


def test_knocked_out_on_turn_twelve():
    """Blew the engine on turn 12: 40 - 12 = 28th, 13 championship points."""
    st = new()
    set_line(st, [1, 2, 3])
    st.status[3] = C.OUT
    st.outturn[3] = 12
    pos = finish.finish_positions(st)
    assert pos[3] == 28 and data.points(28) == 13
    assert list(pos[:3]) == [1, 2, 3]
