"""Nascard: what one seat may know, the only thing a bot reads."""

from paddock.games.nascard import data


class View:
    """What ``seat`` may know: its own hand and Blister Tires, everything face up.

    Fields: ``seat``, ``players``, ``cars``, ``to_move``, ``phase``,
    ``legal`` (empty unless it is this seat's move), ``hand`` and
    ``blistered`` (own cards), ``hand_n`` and ``blister_n`` (counts, per
    seat), ``pos``, ``lane``, ``card`` (per car: this round's card face up,
    0 if none or face down), ``rival_suit`` (per car: a face-down rival card's
    suit + 1, else 0), ``pit``, ``as_trump``, ``extra``, ``trump``,
    ``bonus``, ``caution``, ``order``, ``turn``, ``round``, ``final``,
    ``pending``/``owed`` (own Bonus being paid), ``deck_n``, ``discard_n``,
    ``top`` (the top discard, -1 none) and ``unseen`` (per card number, 1 if
    this seat cannot see where it is: the deck, other hands, other Blister
    Tires, rivals' face-down cards).
    """

    def __init__(self, st, seat):
        n = st.players
        self.seat = seat
        self.players = n
        self.cars = st.cars
        self.to_move = st.to_move()
        mine = self.to_move == seat
        self.phase = st.phase
        self.legal = st.legal() if mine else []
        self.pending = st.pending if mine else 0
        self.owed = st.owed if mine else 0
        self.hand = bytearray(st.hands[seat].list())
        self.blistered = bytearray(st.blisters[seat].list())
        self.hand_n = bytearray(n)
        self.blister_n = bytearray(n)
        for p in range(n):
            self.hand_n[p] = st.hands[p].n
            self.blister_n[p] = st.blisters[p].n
        self.pos = bytes(st.pos)
        self.lane = bytes(st.lane)
        self.card = bytearray(st.card)
        self.rival_suit = bytearray(st.cars)
        for car in range(n, st.cars):
            c = st.card[car]
            if c:
                self.card[car] = 0
                self.rival_suit[car] = data.suit(c) + 1
        self.pit = bytes(st.pit)
        self.as_trump = bytes(st.as_trump)
        self.extra = bytes(st.extra)
        self.trump = st.trump
        self.bonus = bytes(st.bonus)
        self.caution = bytes(st.caution)
        self.order = bytes(st.order)
        self.turn = st.turn
        self.round = st.round
        self.final = st.final
        self.deck_n = st.deck.n
        self.discard_n = st.discard.n
        self.top = st.discard.top()
        unseen = bytearray(b"\x01" * (data.CARDS + 1))
        unseen[0] = 0
        for pile in (self.hand, self.blistered):
            for c in pile:
                unseen[c] = 0
        d = st.discard
        for i in range(d.n):
            unseen[d.cards[i]] = 0
        for c in self.card:
            unseen[c] = 0
        self.unseen = unseen

    def on_caution(self, car):
        return bool(self.caution[self.pos[car] % data.LAP] & (1 << self.lane[car]))

    def is_trump(self, car):
        c = self.card[car]
        return c > 0 and (data.suit(c) == self.trump or self.as_trump[car])
