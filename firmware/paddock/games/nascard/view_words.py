"""Words for Nascard's screen: what a Bonus asks and gives, and the info
line under the track. Loaded when the screen first needs them."""

from paddock.games.nascard import data
from paddock.games.nascard.texts import BONUS_NAME, SUIT_NAME


def _n(n, word):
    return "%d %s%s" % (n, word, "" if n == 1 else "s")


def _parts(bonus, played, caution):
    """What the Bonus asks (cost) and gives (gain), as word lists."""
    d = data.digit
    name = SUIT_NAME[data.bonus_suit(bonus)]
    cost = []
    kind = d(data.BURN, bonus)
    if kind == data.BURN_SUIT:
        cost.append("burn another %s card" % name)
    elif kind == data.BURN_HIGHER:
        cost.append("burn a card above %d" % played)
    elif kind == data.BURN_SUIT_HIGHER:
        cost.append("burn an %s card above %d" % (name, played))
    n = d(data.BLISTER_C if caution else data.BLISTER, bonus)
    if n:
        cost.append("Blister " + _n(n, "Tire"))
    gain = []
    if d(data.RECOVER, bonus):
        gain.append("take back all your Blister Tires")
    n = d(data.DRAW_C if caution else data.DRAW, bonus)
    if n:
        gain.append("draw " + _n(n, "card"))
    if d(data.AS_TRUMP, bonus):
        gain.append("your card counts as trump")
    n = d(data.EXTRA_C if caution else data.EXTRA, bonus)
    if n:
        gain.append("move " + _n(n, "extra space"))
    return cost, gain


def _sentence(cost, gain):
    words = ", ".join(cost)
    if words:
        words += "; then "
    words += " and ".join(gain)
    return words[0].upper() + words[1:] + "."


def bonus_text(bonus, played, caution):
    """A Bonus's cost and effect in full, for a card of value played, by a
    car on a Caution space (caution True) or not; a Bonus with a Caution
    form says which form this is, or what the other would change."""
    cost, gain = _parts(bonus, played, caution)
    words = _sentence(cost, gain)
    cost2, gain2 = _parts(bonus, played, not caution)
    if cost2 == cost and gain2 == gain:
        return words
    if caution:
        return words + " (You are on a Caution space.)"
    here = cost + gain
    diff = [w for w in cost2 + gain2 if w not in here]
    also = "also " if len(gain2) > len(gain) else ""
    return words + " On a Caution space: " + also + ", ".join(diff) + "."


def about(st, seat, card):
    """(title, text) for the B key on a hand card: its suit's Bonus."""
    s = data.suit(card)
    if s == st.trump:
        return ("Trump: %d %s" % (card, SUIT_NAME[s]),
                "A trump card moves first but you Blister 2 Tires and it "
                "activates no Bonus.")
    bonus = st.bonus[s]
    words = bonus_text(bonus, card, st.on_caution(seat))
    why = st.bonus_problem(seat, card)
    if why:
        words += " Not now: %s." % why
    return (BONUS_NAME[bonus], words)


def card_info(st, seat, card):
    """The info line for a hand card under the cursor when choosing a card."""
    s = data.suit(card)
    if s == st.trump:
        return "Trump: Blister 2 Tires, no Bonus"
    bonus = st.bonus[s]
    name = BONUS_NAME[bonus]
    if st.bonus_problem(seat, card):
        return name + ": cannot pay"
    return "Bonus: " + name


def pit_info(st, seat):
    n = st.blisters[seat].n
    return "Pit Stop: draw 4, %s back" % _n(n, "Blister")


def status(st, seat):
    """The info line while others play: your lap, the deck, the discards."""
    words = "Deck %d  Discards %d" % (st.deck.n, st.discard.n)
    if seat < 0:
        return words
    return "Lap %d/%d  %s" % (min(st.laps(seat) + 1, data.LAPS), data.LAPS, words)
