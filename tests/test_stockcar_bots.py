"""Stock Car Championship bots: seeded tournaments (hard is stronger), they
decide only from what their seat may know, and the hint."""

from paddock.core import game
from paddock.core.rng import Rng
from paddock.games.stockcar import bots, data, rules, texts
from paddock.games.stockcar import codes as C

GAMES = 160


def tournament(kind, others, players=4, **opts):
    """(win rate, mean finishing place) of one kind against the others, the
    seat of the kind turning round the table, seeds 1.. in order."""
    wins = places = 0
    for g in range(GAMES):
        seat = g % players
        seats = bytearray([others] * players)
        seats[seat] = kind
        o = {"players": players, "seats": seats}
        o.update(opts)
        st = rules.new_game(o, 1 + g)
        game.play_out(st, bots)
        order = st.standings()
        wins += order[0] == seat
        places += order.index(seat) + 1
    return wins / GAMES, places / GAMES


def test_hard_beats_random_seats():
    win, place = tournament(game.HARD, game.RANDOM)
    assert win >= 0.6 and place <= 1.6            # a fair share would be 0.25 and 2.5


def test_hard_beats_easy_seats():
    win, place = tournament(game.HARD, game.EASY)
    assert win >= 0.5 and place <= 1.8


def test_hard_beats_normal_seats_and_easy_beats_random():
    assert tournament(game.HARD, game.NORMAL)[0] >= 0.3
    assert tournament(game.EASY, game.RANDOM)[0] >= 0.4


def test_hard_is_stronger_on_every_track_with_all_the_rules():
    for track in ("Mile Oval", "Short"):
        win, _ = tournament(game.HARD, game.EASY, 3, track=track, advanced="on",
                            stats="on", advchal="on")
        assert win >= 0.45                         # fair: 0.33


def hidden_twin(st, seat):
    """A copy of st where every card seat cannot see is shuffled elsewhere."""
    twin = rules.from_bytes(st.to_bytes())
    rng = Rng(99)
    for s in range(st.players):
        twin.draws[s].shuffle(rng)
        twin.reserves[s].shuffle(rng)
        if s != seat and twin.hands[s].n and not twin.pend[s].n:
            # swap another seat's hand with cards from its DRAW PILE
            for i in range(min(twin.hands[s].n, twin.draws[s].n)):
                a = twin.hands[s].cards[i]
                twin.hands[s].cards[i] = twin.draws[s].cards[i]
                twin.draws[s].cards[i] = a
    twin.tdeck.shuffle(rng)
    return twin


def test_bots_decide_only_from_what_their_seat_may_know():
    compared = 0
    for seed in range(12):
        st = rules.new_game({"players": 4, "seats": bytearray([game.HARD] * 4)}, seed)
        n = 0
        while not st.over() and n < 400:
            seat = st.to_move()
            if st.phase in (C.ACTION, C.LAP_COUNT, C.PIT_CALL, C.QUALIFY):
                twin = hidden_twin(st, seat)
                for kind in (game.EASY, game.NORMAL, game.HARD):
                    a = bots.choose(st.seen_by(seat), kind, Rng(seed))
                    b = bots.choose(twin.seen_by(seat), kind, Rng(seed))
                    assert a == b
                compared += 1
            st.play(game.bot_move(st, bots))
            n += 1
    assert compared > 300


def test_seen_by_shows_no_hidden_card():
    st = rules.new_game({"players": 3, "seats": bytearray(3)}, 4)
    v = st.seen_by(1)
    names = set(vars(v))
    assert not any(isinstance(x, rules.State) for x in vars(v).values())
    assert "hands" not in names and "draws" not in names and "tdeck" not in names
    assert v.hand == st.hands[1].list() and list(v.hand_n) == [7, 7, 7]
    st.play(st.legal()[0])                            # seat 0 qualifies face down
    assert st.seen_by(1).disc_top[0] == 255 and st.seen_by(0).pend == [st.pend[0].top()]
    assert st.seen_by(1).legal == st.legal() and st.seen_by(0).legal == []


def test_hint_is_a_legal_move_with_a_reason():
    st = rules.new_game({"players": 4, "seats": bytearray([game.HARD] * 4), "advanced": "on",
                         "advchal": "on"}, 8)
    hinted = set()
    while not st.over():
        move, why = bots.hint(st.seen_by(st.to_move()))
        assert move in st.legal() and 0 < len(why) <= 40
        hinted.add(st.phase)
        st.play(game.bot_move(st, bots))
    assert {C.QUALIFY, C.LAP_COUNT, C.ACTION} <= hinted


def test_every_event_and_move_has_words():
    st = rules.new_game({"players": 4, "seats": bytearray([game.RANDOM] * 4),
                         "advanced": "on", "advchal": "on", "stats": "on",
                         "track": "Short", "length": "long"}, 2)
    codes = set()
    while not st.over():
        for m in st.legal():
            assert texts.move_text(m) != "?"
        st.play(game.bot_move(st, bots))
        for e in st.events:
            t = rules.event_text(e)
            assert t != "?" and "{" not in t and len(t) <= 40, t
            codes.add(e[0])
    assert len(codes) >= 30
    assert texts.card_text(0) == "Pass in 6 .110 16.1"
    assert rules.move_text(C.FOLLOW_D + 33) == "Draft .725: defender"


def test_why_not_explains_each_card_not_offered():
    st = rules.new_game({"players": 2, "seats": bytearray(2)}, 1)
    while st.phase != C.ACTION:
        st.play(st.legal()[0])
    for c in st.hands[st.cur].list():
        why = st.why_not(c)
        assert (why is None) == (c in st.legal())
        if why:
            assert 0 < len(why) <= 48
    assert st.why_not(C.AGAIN) == "Not now"
    assert data.DECK == 60


def test_how_many_cards_went_to_the_lap_count_stays_hidden():
    from test_stockcar_fixtures import give, new, set_line
    from paddock.games.stockcar import track_phase
    st = new(2)
    set_line(st, [1, 2])
    give(st, 0, [0, 1, 2])                               # 6, 9 and 12 laps
    give(st, 1, [3, 4, 5])
    st.count = 20
    track_phase.set_queue(st, [0, 1])
    st.phase = C.LAP_COUNT
    st.cur = 0
    before = bytes(st.seen_by(1).hand_n)
    st.play(0)
    assert st.cur == 0                                   # 6 laps: still choosing
    assert bytes(st.seen_by(1).hand_n) == before == bytes((3, 3))
    assert st.seen_by(1).pend == [] and st.seen_by(0).pend == [0]


# HARD's own decisions, set up through the State's fields.
def hard_move(st):
    return bots.choose(st.seen_by(st.to_move()), game.HARD, Rng(1))


def test_hard_thinks_in_slices_and_says_why():
    st = rules.new_game({"players": 4, "seats": bytearray([game.HARD] * 4)}, 3)
    while not st.over():
        steps = list(game.bot_think(st, bots))
        assert all(m is None for m in steps[:-1]) and steps[-1] in st.legal()
        v = st.seen_by(st.to_move())
        move, words = bots.hint(v)
        assert move == steps[-1] and bots.why(v, move) == words and 0 < len(words) <= 40
        st.play(steps[-1])


def test_hard_qualifies_with_its_fastest_card():
    from test_stockcar_fixtures import give, new
    st = new(2, seats=bytearray([game.HARD, game.HARD]))
    hand = [0, 1, 2, 3, 40, 50, 59]
    give(st, 0, hand)
    assert hard_move(st) == max(hand, key=data.speed)


def test_hard_plays_a_permanent_card_at_once_but_not_on_the_last_turn():
    from test_stockcar_fixtures import PI, action, card, new
    lt = [c for c in range(data.DECK) if data.EFFECT[c] == data.LEARN_TRACK][0]
    st = action(new(2), [1, 2], {2: [card(PI), lt]}, [2, 1])
    assert hard_move(st) == lt
    st = action(new(2), [1, 2], {2: [card(PI), lt]}, [2, 1])
    st.laps_done = st.length                        # the last turn: pass instead
    assert hard_move(st) == card(PI)


def test_hard_passes_with_inside_advantage_first_and_the_leader_pulls_away():
    from test_stockcar_fixtures import IA, PA, PI, action, card, new
    st = action(new(3), [1, 2, 3], {2: [card(PI), card(IA)]}, [2, 1, 3])
    assert hard_move(st) == card(IA)               # BLOCK cannot stop it
    st = action(new(3), [1, 2, 3], {1: [card(PI), card(PA)]}, [1, 2, 3])
    assert hard_move(st) == card(PA)               # a gap behind the leader


def test_hard_challenges_from_the_draw_pile_unless_its_card_is_well_above_it():
    from test_stockcar_fixtures import CH, PI, action, card, new, with_speed

    def challenged(mine):
        st = action(new(2), [1, 2], {2: [card(PI), mine], 1: [card(CH)]}, [2, 1])
        st.play(card(PI))
        st.play(card(CH))
        assert st.phase == C.CHALLENGED and st.to_move() == 1 and C.DRAW in st.legal()
        return st

    st = challenged(with_speed(785))
    assert hard_move(st) == C.DRAW                 # .785 is worth keeping
    assert bots.choose(st.seen_by(1), game.NORMAL, Rng(1)) == with_speed(785)
    assert hard_move(challenged(with_speed(860))) == with_speed(860)


def test_hard_puts_a_slow_lap_card_on_top_unless_it_leads():
    from test_stockcar_fixtures import give, new, set_line
    from paddock.games.stockcar import track_phase

    def first_card(line):
        st = new(2, seats=bytearray([game.HARD, game.HARD]))
        set_line(st, line)
        give(st, 0, [0, 1])                        # 6 laps .110 and 9 laps .680
        give(st, 1, [3, 4, 5])
        st.count = 15                              # both cards make it
        track_phase.set_queue(st, [0, 1])
        st.phase = C.LAP_COUNT
        st.cur = 0
        return hard_move(st)

    assert first_card([2, 1]) == 1                 # chasing: .110 last, on top, moves late
    assert first_card([1, 2]) == 0                 # leading: .680 on top, moves early


def lap_count_move(hand, line, count, last=False):
    """HARD's first card toward a lap count of count, as Car #1 with hand,
    the cars in line order; last: on the race's last turn."""
    from test_stockcar_fixtures import give, new, set_line
    from paddock.games.stockcar import track_phase
    st = new(2, seats=bytearray([game.HARD, game.HARD]))
    set_line(st, line)
    give(st, 0, hand)
    give(st, 1, [3, 4, 5])
    st.count = count
    if last:
        st.laps_done = st.length
    track_phase.set_queue(st, [0, 1])
    st.phase = C.LAP_COUNT
    st.cur = 0
    return hard_move(st)


def test_hard_spends_a_spare_card_toward_the_count_when_a_play_would_go_unused():
    draft, block15, block27, block12 = 32, 42, 46, 41   # DRAFT 3 laps .125; BLOCKs
    assert data.EFFECT[draft] == data.DRAFT and data.laps(block15) == 15
    # Leading with no TWO WIDE, PULL AWAY or permanent card: two of its three
    # plays would go unused, so the DRAFT goes first and a card comes back.
    hand = [draft, block15, block27, block12]
    assert lap_count_move(hand, [1, 2], 15) == draft
    assert lap_count_move(hand, [1, 2], 15, last=True) == block15   # no refill after it
    # With an action card for each play left it makes the count in one card.
    tw15, tw21, pa6 = 21, 22, 25
    assert lap_count_move([draft, tw15, tw21, pa6, block27], [1, 2], 15) == tw15


def test_hard_keeps_its_last_pass_card_out_of_the_lap_count():
    pi12, block21 = 2, 44                              # PASS INSIDE 12 laps .215; BLOCK 21 laps
    assert data.EFFECT[pi12] == data.PASS_INSIDE and data.laps(block21) == 21
    # CRASH AHEAD puts a car with no pass card out: the BLOCK makes the count.
    assert lap_count_move([pi12, block21], [2, 1], 12) == block21
    assert lap_count_move([pi12, block21], [2, 1], 12, last=True) == pi12
    assert lap_count_move([pi12, 3, block21], [2, 1], 12) == pi12     # another pass card kept


def test_hard_challenges_with_its_fastest_card_above_700_on_the_last_turn():
    from test_stockcar_fixtures import CH, PI, action, card, new, with_speed

    def last_turn(mine):
        st = action(new(2), [1, 2], {2: [card(PI), mine], 1: [card(CH)]}, [2, 1])
        st.play(card(PI))
        st.play(card(CH))
        st.laps_done = st.length                   # nothing to keep a card for
        assert st.phase == C.CHALLENGED and st.to_move() == 1 and C.DRAW in st.legal()
        return st

    assert hard_move(last_turn(with_speed(785))) == with_speed(785)   # kept before the last
    assert hard_move(last_turn(with_speed(650))) == C.DRAW             # a draw beats it as often


def test_hard_pits_under_the_yellow_when_last_and_stays_out_ahead():
    from test_stockcar_fixtures import give, go, new, set_line, track_top
    from paddock.games.stockcar import refill_phase

    def call(car):
        st = new(4, seats=bytearray([game.HARD] * 4))
        set_line(st, [1, 2, 3, 4])
        for s in range(4):
            give(st, s, list(range(s * 7, s * 7 + 7)))
        st.turn_no = 1
        st.yellow = 1
        track_top(st)
        go(st, refill_phase.after_racing)
        while st.cur != car - 1:
            st.play(C.DONE)
        assert st.phase == C.PIT_CALL and not st.evs[car - 1].n
        return hard_move(st)

    assert call(4) == C.PIT                         # no place to lose: a fresh hand
    assert call(3) == C.DONE
