"""Nascard as a whole: the protocol, hidden information, saves, texts, a
seeded fuzz of bot games, and the bots' strength."""

import pytest

from test_nascard_kit import NASCARD, arrange, check_cards, new
from paddock.core import game, save
from paddock.core.rng import Rng
from paddock.games.nascard import VERSION, bots, data, rules
from paddock.games.nascard import events as C

LEVELS = (game.RANDOM, game.EASY, game.NORMAL, game.HARD)


def seats(*kinds):
    return bytearray(kinds)


def play_bots(st, limit=5000):
    moves = []
    while not st.over():
        m = game.bot_move(st, bots)
        moves.append(m)
        st.play(m)
        assert len(moves) < limit
    return moves


# The protocol

def test_metadata_and_options():
    meta = NASCARD.meta
    assert (meta.ID, meta.MIN_PLAYERS, meta.MAX_PLAYERS) == ("nascard", 1, 6)
    for key, label, choices, default in meta.OPTIONS:
        assert len(label) <= 15 and 0 <= default < len(choices)
        assert all(len(str(c)) <= 9 for c in choices)
    for players in range(1, 7):
        for pairs in (["rivals=always", "track=first"], ["bonus=random"]):
            st = NASCARD.new(NASCARD.options(players, seats(*[game.HARD] * players), pairs), 1)
            assert st.players == players and 2 <= st.cars <= 6


def test_a_seed_and_the_moves_replay_exactly():
    a = new(4, seed=11, seats=[game.HARD, game.EASY, game.NORMAL, game.RANDOM])
    b = new(4, seed=11, seats=[game.HARD, game.EASY, game.NORMAL, game.RANDOM])
    assert play_bots(a) == play_bots(b) and a.to_bytes() == b.to_bytes()
    c = new(4, seed=12, seats=[game.HARD, game.EASY, game.NORMAL, game.RANDOM])
    play_bots(c)
    assert c.to_bytes() != a.to_bytes()


def test_legal_moves_are_all_legal_and_why_not_explains_the_rest():
    st = new(5, seed=3, seats=[game.RANDOM] * 5)
    checked = 0
    while not st.over():
        legal = st.legal()
        assert legal and len(set(legal)) == len(legal)
        for m in legal:
            assert st.why_not(m) is None
        for m in range(256):
            if m not in legal and st.phase != C.BONUS:
                assert st.why_not(m), rules.move_text(m) if m <= 250 else m
                checked += 1
        st.play(game.bot_move(st, bots))
    assert checked > 1000


# Hidden information

def test_seen_by_shows_nothing_hidden():
    st = new(4, seed=5, rivals="always")
    seat = st.to_move()
    other = (seat + 1) % 4
    before = vars(st.seen_by(seat))
    # Swap a card between another hand and the deck, and reorder the deck.
    mine = st.hands[other].list()
    deck = st.deck.list()
    arrange(st, hands={other: mine[1:] + [deck[0]]})
    st.deck.set(list(reversed(st.deck.list())))
    after = vars(st.seen_by(seat))
    assert before == after
    v = st.seen_by(seat)
    assert bytes(v.hand) == bytes(st.hands[seat].cards[:st.hands[seat].n])
    assert not any(hasattr(v, name) for name in ("deck", "hands", "blisters", "rng"))
    for car in range(4, st.cars):  # rivals: the suit shows, the value does not
        assert v.card[car] == 0 and v.rival_suit[car] == data.suit(st.card[car]) + 1
    assert st.seen_by(other).legal == [] and v.legal == st.legal()


# Saves

def test_a_save_at_any_point_resumes_identically():
    for players, pairs in ((6, {}), (2, {"bonus": "random"}), (3, {"rivals": "always"})):
        ref = new(players, seed=21, seats=[game.HARD, game.RANDOM, game.NORMAL,
                                            game.EASY, game.HARD, game.NORMAL][:players], **pairs)
        moves = play_bots(ref)
        st = new(players, seed=21, seats=list(ref.seats), **pairs)
        for i in range(len(moves)):
            if i % 7 == 3:
                blob = save.encode("nascard", VERSION, st.to_bytes())
                gid, ver, payload = save.decode(blob, "nascard", VERSION)
                resumed = rules.from_bytes(payload)
                assert resumed.to_bytes() == st.to_bytes()
                assert play_bots(resumed) == moves[i:]
                assert resumed.to_bytes() == ref.to_bytes()
            m = game.bot_move(st, bots)  # the bots' own random stream advances too
            assert m == moves[i]
            st.play(m)
        assert st.to_bytes() == ref.to_bytes()


def test_a_damaged_save_is_refused():
    st = new(3, seed=2)
    data_ = bytearray(st.to_bytes())
    with pytest.raises(save.SaveError):
        rules.from_bytes(bytes(data_[:-3]))
    with pytest.raises(save.SaveError):
        rules.from_bytes(bytes(data_) + b"\x00")
    crash = rules.from_bytes(st.to_bytes())
    crash.pos[1], crash.lane[1] = crash.pos[0], crash.lane[0]
    with pytest.raises(save.SaveError, match="two cars"):
        rules.from_bytes(crash.to_bytes())
    st.hands[0].push(st.deck.pop())
    st.hands[0].push(st.hands[1].cards[0])  # one card in two places
    with pytest.raises(save.SaveError, match="card"):
        rules.from_bytes(st.to_bytes())


# Texts

def test_every_event_and_move_has_a_short_text():
    seen = set()
    for seed in range(40):
        players = 1 + seed % 6
        st = new(players, seed=seed, seats=[game.RANDOM] * players, bonus="random",
                 rivals="always" if seed % 2 else "required")
        while not st.over():
            st.play(game.bot_move(st, bots))
            for ev in st.events:
                line = rules.event_text(ev)
                assert line != "?" and len(line) <= 32, line
                seen.add(ev[0])
    every = {getattr(C, n) for n in dir(C) if n.startswith("EV_")}
    assert every - seen <= {C.EV_NO_CARD}, every - seen
    assert rules.event_text((C.EV_NO_CARD, C.RIVAL + 1, 0, 0)) == "R2 has no card to draw"
    for m in [C.PIT, C.USE_BONUS, C.SKIP_BONUS] + [
            base + c for base in (C.PLAY, C.BURN, C.BLISTER, C.DISCARD)
            for c in (1, 58)]:
        assert 0 < len(rules.move_text(m)) <= 20
    assert rules.move_text(C.PLAY + 30) == "Play 30 yellow"


# Fuzz

def invariants(st, max_round=60):
    check_cards(st)
    spots = set()
    for car in range(st.cars):
        assert st.lane[car] in (0, 1)
        spots.add((st.pos[car] % data.LAP, st.lane[car]))
    assert len(spots) == st.cars
    assert 0 <= st.trump < 4 and st.round <= max_round
    if not st.over():
        mover = st.to_move()
        for s in range(st.players):
            assert s == mover or st.hands[s].n <= data.HAND_LIMIT
    else:
        assert max(st.pos) >= data.LAP * data.LAPS and st.winner == st.ranking()[0]


def test_fuzz_a_thousand_bot_games_keep_every_invariant():
    rng = Rng(2024)
    rounds = []
    for i in range(1000):
        players = 1 + i % 6
        kinds = [LEVELS[rng.below(4)] if rng.below(3) == 0 else game.RANDOM
                 for _ in range(players)]
        st = new(players, seed=5000 + i, seats=kinds,
                 track=("shuffled", "first")[rng.below(2)],
                 bonus=("first", "random")[rng.below(2)],
                 rivals=("required", "always")[rng.below(2)])
        n = 0
        while not st.over():
            st.play(game.bot_move(st, bots))
            n += 1
            if n % 5 == 0 or st.events and st.events[-1][0] == C.EV_WIN:
                invariants(st)
            assert n < 3000
        invariants(st)
        rounds.append(st.round)
        assert sorted(st.standings()) == list(range(players))
    assert max(rounds) <= 20 and min(rounds) >= 6


# Bots

def tourney(players, kinds, games, seed=700):
    """Wins a seat kind takes (counting rival cars as rivals), seats rotated."""
    wins = {}
    for i in range(games):
        rot = [kinds[(j + i) % players] for j in range(players)]
        st = new(players, seed=seed + i, seats=rot, track="shuffled", bonus="random")
        play_bots(st)
        if st.winner < players:
            k = rot[st.winner]
            wins[k] = wins.get(k, 0) + 1
    return wins


def test_hard_beats_random_seats():
    wins = tourney(4, [game.HARD, game.RANDOM, game.RANDOM, game.RANDOM], 40)
    assert wins.get(game.HARD, 0) >= 30


def test_hard_beats_easy_seats():
    wins = tourney(4, [game.HARD, game.EASY, game.EASY, game.EASY], 40)
    assert wins.get(game.HARD, 0) >= 30


def test_solo_hard_beats_the_rivals_more_often_than_easy():
    hard = tourney(1, [game.HARD], 60).get(game.HARD, 0)
    easy = tourney(1, [game.EASY], 60).get(game.EASY, 0)
    assert hard >= 15 and hard >= easy + 12


def test_bots_decide_from_the_view_and_hint_a_legal_move():
    st = new(3, seed=8, seats=[game.HUMAN, game.HARD, game.NORMAL])
    hints = 0
    while not st.over():
        seat = st.to_move()
        v = st.seen_by(seat)
        move, reason = bots.hint(v)
        assert move in st.legal() and 0 < len(reason) <= 40
        hints += 1
        kind = st.seats[seat] if st.seats[seat] != game.HUMAN else game.HARD
        assert bots.choose(v, kind, Rng(1)) in st.legal()
        st.play(move)
    assert hints > 20
