"""Zoom Zoom Vroom: what one seat may know, the only thing a bot reads."""

from paddock.games.zoomzoom import data


class Seen:
    """What ``seat`` may know: its own hand and everything face up.

    Face-down cards and the deck order are not here. ``legal`` is empty
    unless it is this seat's move. ``trick`` holds
    (seat, card, gas, final) in play order, card DOWN for a Tune Up;
    ``unseen`` counts the cards of each suit this seat has not seen this
    round (in other hands, face down, set aside or undealt).
    """

    def __init__(self, st, seat):
        n = st.players
        self.seat = seat
        self.players = n
        self.to_move = st.to_move()
        self.phase = st.phase
        self.pending = st.pending if self.to_move == seat else -1
        self.legal = st.legal() if self.to_move == seat else []
        self.round = st.round
        self.trick_no = st.trick
        self.lead = st.lead
        self.track = data.TRACKS[st.track]
        self.larger = st.larger
        self.zero = st.zero
        self.z05 = st.z05
        self.hand = bytearray(st.hands[seat].list())
        self.hand_sizes = bytearray(n)
        for p in range(n):
            self.hand_sizes[p] = st.hands[p].n
        self.trick = [(st.t_seat[i], st.t_card[i], st.t_gas[i], st.final(i))
                      for i in range(st.t_n)]
        self.gas = bytearray(st.gas)
        self.pos = bytearray(st.pos)
        self.speed = bytearray(n)
        for p in range(n):
            self.speed[p] = st.speed(p)
        self.laps = bytearray(st.laps)
        self.has05 = bytearray(st.has05)
        self.middle = st.middle
        self.removed = st.removed
        self.seen = bytearray(st.seen)
        self.counts = bytearray(st.counts)
        unseen = bytearray(data.SUITS)
        for s in range(data.SUITS):
            unseen[s] = st.counts[s] - st.seen[s]
        for c in self.hand:
            unseen[c] -= 1
        self.unseen = unseen
