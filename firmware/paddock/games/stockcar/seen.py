"""What one seat may know: the only thing a bot reads."""

from micropython import const

# Codes (``codes``), folded into the bytecode.
_LAP_COUNT = const(1)



class Seen:
    """What ``seat`` may know: its own hand and face-down cards, and what is
    face up; never a DRAW PILE's order, another hand, or a face-down card.

    Own: ``hand``, ``pend`` (cards played face down), ``draw_n``,
    ``reserve_n``, ``hand_limit``, ``card_limit``. Every seat:
    ``hand_n`` (another seat's face-down cards counted in), ``disc_top`` (255 none), ``perms`` and ``evs`` (the
    permanent cards and the event kinds in front of it), ``status``,
    ``down``, ``behind``, ``tw``, ``hit``, ``moved``. The track: ``line``
    and ``gap`` (front first), ``offq``; the race: ``length``,
    ``laps_done``, ``count``. The decision: ``phase``, ``legal`` (empty
    unless this seat's), ``mover``, ``pa_card`` (the pass being answered).
    Options: ``stats``, ``advanced``. Everything else on the table (the
    lap count cards once shown, the season) is public on the State.
    """

    def __init__(self, st, seat):
        n = st.players
        self.seat = seat
        self.phase = st.phase
        self.legal = st.legal() if st.to_move() == seat else []
        self.hand = st.hands[seat].list()
        self.pend = st.pend[seat].list()
        self.draw_n = st.draws[seat].n
        self.reserve_n = st.reserves[seat].n
        self.hand_limit = st.hand_limit(seat)
        self.card_limit = st.card_limit(seat)
        self.hand_n = bytearray(n)
        self.disc_top = bytearray(n)
        self.perms = []
        self.evs = []
        # Copies made in one piece each (a decision's garbage is a board's
        # fragmented heap): a slice of a bytearray is a copy already.
        for s in range(n):
            # cards played face down still count as held: their number is hidden
            self.hand_n[s] = st.hands[s].n + (st.pend[s].n if s != seat else 0)
            self.disc_top[s] = st.discs[s].top() if st.discs[s].n else 255
            p = st.perms[s]
            self.perms.append(p.cards[:p.n])
            e = st.evs[s]
            kinds = bytearray(e.n)
            for i in range(e.n):
                kinds[i] = st.tkind[e.cards[i]]
            self.evs.append(kinds)
        self.status = st.status[:]
        self.down = st.down[:]
        self.behind = st.behind[:]
        self.tw = st.tw[:]
        self.hit = st.hit[:]
        self.moved = st.moved[:]
        self.line = st.line[:st.nline]
        self.gap = st.gap[:st.nline]
        self.offq = st.offq[:st.noff]
        self.length = st.length
        self.laps_done = st.laps_done
        self.count = st.count
        self.mover = st.mover if st.phase != _LAP_COUNT else -1
        self.pa_card = st.pa_card
        self.stats = st.stats
        self.advanced = st.advanced

    def slot_of(self, seat):
        """seat's slot in the line (0 leads), or -1 off it."""
        line = self.line
        for i in range(len(line)):
            if line[i] == seat:
                return i
        return -1
