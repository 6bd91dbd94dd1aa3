"""Nitro: what one seat may know, the only thing a bot reads."""


class Seen:
    """What ``seat`` may know: its own hands and what is on the table.

    Other hands are only counted (``wcount``, ``ncount``) and of the decks
    only the Wasteland discard's size is kept. The Wasteland (``grid``),
    markers, equipped cards, speed changes, the Repair Shop and Junkyard
    cards and a pending choice (``aim_kind``, ``aim_card``) are public.
    ``legal`` is empty unless it is this seat's move. The field names match
    the State's, so ``drive.speed``, ``drive.Reach``, ``shoot.targets`` and
    ``events.candidates`` work on a Seen as well. (Fields are few on
    purpose: past 29 an object's attribute table outgrows 464 bytes.)
    """

    def __init__(self, st, seat):
        self.seat = seat
        self.players = st.players
        self.to_move = st.to_move()
        self.legal = st.legal() if self.to_move == seat else []
        self.phase = st.phase
        self.cur = st.cur
        self.round = st.round
        self.moved = st.moved
        self.extra = st.extra
        self.nitros = st.nitros
        self.grid = st.grid         # bytes: nothing can change it
        self.cells = st.cells
        self.finish = st.finish
        self.row = bytes(st.row)
        self.col = bytes(st.col)
        self.ride = bytes(st.ride)
        self.gear = [bytes(g.list()) for g in st.gear]
        self.boost = list(st.boost)
        self.whand = bytes(st.whand[seat].list())
        self.nhand = bytes(st.nhand[seat].list())
        self.wcount = bytes([h.n for h in st.whand])
        self.ncount = bytes([h.n for h in st.nhand])
        self.wdiscard_n = st.wdiscard.n
        self.shop = bytes(st.shop.list())
        self.order = bytes(st.order.list())
        self.paid = st.paid
        self.junk = bytes(st.junk.list())
        self.aim_kind = st.aim_kind
        self.aim_card = st.aim_card
