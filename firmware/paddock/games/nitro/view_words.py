"""Nitro's detail lines: what the thing under the cursor is and does.

Loaded when the first detail is shown, with the card names (``names``).
"""

from paddock.games.nitro import codes, data, drive, ending, names

KIND = ("Ride", "Mod", "Weapon", "Event")
COLS = "ABCDEF"


def ride(r):
    """A Ride's numbers (the basic Ride's too)."""
    head = "Basic Ride" if r == data.BASIC else "%s (Ride, %d)" % (names.card(r), data.price(r))
    return "%s: road %d, desert %d; carries %d Weapon%s, %d Mod%s" % (
        head, data.road_speed(r), data.desert_speed(r), data.weapon_slots(r),
        "" if data.weapon_slots(r) == 1 else "s", data.mod_slots(r),
        "" if data.mod_slots(r) == 1 else "s")


def card(t):
    """A Wasteland card: name, kind and price, then what it does."""
    k = data.kind(t)
    if k == data.RIDE:
        return ride(t)
    words = names.entry(names.TEXT, t)
    if k == data.WEAPON:
        words = "range %d-%d, %s; %s" % (data.field(t, data.C), data.field(t, data.D),
                                         names.entry(names.AIM, data.field(t, data.E)), words)
    return "%s (%s, %d): %s" % (names.card(t), KIND[k], data.price(t), words)


def code(c):
    """A hand card code: a Wasteland card, or a Nitro card."""
    if c >= data.CODE_NITRO:
        n = c - data.CODE_NITRO
        return "Nitro %d: +%d speed while you move; worth %d at the Repair Shop" % (n, n, n)
    return card(c)


def slot(weapon):
    return "A free %s slot: equip one from your hand" % ("Weapon" if weapon else "Mod")


def player(st, s, name):
    """A rival at a glance: where, which Ride, what is fitted, cards held."""
    r = st.ride[s]
    words = "%d %s: row %d of %d, %s" % (s + 1, name, st.row[s] + 1, st.rows,
                                        "basic Ride" if r == data.BASIC else names.card(r))
    for t in st.gear[s]:
        words += ", " + names.card(t)
    w = st.whand[s].n
    return words + "; %d card%s, %d Nitro" % (w, "" if w == 1 else "s", st.nhand[s].n)


def space(st, sp, steps):
    """A space of the Wasteland; steps: the speed a move there needs, or 0."""
    g = st.grid[sp]
    words = "Row %d, col %s: %s" % (sp // data.WIDTH + 1, COLS[sp % data.WIDTH],
                                    "road" if g & data.ROAD else "desert")
    place = g >> 1
    if place:
        words += ", " + names.entry(names.PLACE, place)
    if sp // data.WIDTH == st.finish:
        words += ", the far edge"
    if steps:
        words += ". %d step%s" % (steps, "" if steps == 1 else "s")
    return words


def action(st, seat, word):
    """What an action button does now."""
    from paddock.games.nitro import view_tiles as vt
    if word == vt.MOVE_W:
        v = drive.budget(st, seat)
        here = "road" if st.grid[st.row[seat] * data.WIDTH + st.col[seat]] & data.ROAD \
            else "desert"
        words = "Move: speed %d from the %s" % (v, here)
        if st.extra:
            words += " (Nitro +%d)" % st.extra
        if st.boost[seat]:
            words += " (%+d from an Event)" % st.boost[seat]
        return words + ". A: choose the space on the map"
    if word == vt.END_W:
        over = st.whand[seat].n + st.nhand[seat].n - ending.hand_limit(st, seat)
        words = "End your turn"
        if over > 0:
            words += ": %d card%s over the limit of %d" % (
                over, "" if over == 1 else "s", ending.hand_limit(st, seat))
        return words
    if word == vt.PASS_W:
        return "Play no Event now"
    if word == vt.DONE_W:
        return "Leave the Repair Shop" + shop(st)
    if word == vt.UNDO_W:
        return "Clear the order (before paying)"
    if word == vt.OFF_W:
        return "Stop asking me about Events on others' turns (ASK turns it on)"
    return "Ask me again about Events on others' turns"


def shop(st):
    """The Repair Shop's bill so far."""
    from paddock.games.nitro import places
    owed = places.owed(st)
    if not st.order.n:
        return ": nothing ordered"
    return ": %d ordered, %d owed, %d paid" % (st.order.n, owed, st.paid)


def prompt(st, seat, names_):
    """What the seat to move is asked, when it is not a plain turn."""
    if st.aim_by >= 0:
        k = st.aim_kind
        if k == codes.AIM_GIFT:
            return "Who gets your extra cards?"
        return "Choose who %s hits" % names.card(st.aim_card)
    if st.drop_seat >= 0:
        return "Discard %s equipped" % ("a Weapon" if st.drop_w > 0 else "a Mod")
    ph = st.phase
    if ph == codes.PH_PLACE:
        return "Choose your start space"
    if ph == codes.PH_WINDOW:
        who = names_[st.cur]
        if st.win_kind == codes.W_LEAD:
            return "%s leads: play an Event?" % who
        return "%s's turn next: an Event?" % who
    if ph == codes.PH_SHOP:
        from paddock.games.nitro import places
        owed = places.owed(st) - st.paid
        if not st.order.n:
            return "Repair Shop: order, then pay"
        return "Pay %d more with hand cards" % owed if owed > 0 else "Paid in full: DONE"
    if ph == codes.PH_JUNK:
        return "Junkyard: take one card"
    if ph == codes.PH_GIVE:
        to = st.give_to
        return "%d extra: %s" % (st.give_left, ("give to " + names_[to]) if to >= 0
                                 else "discard")
    return None
