"""Nascard HARD bot, loaded only when a hard seat or the hint thinks.

A way to play the turn (a card with or without its Bonus, or the Pit Stop)
scores the spaces it should earn this round, a share of a space for each car
it should beat (a space taken from a rival counts too), and what the cards
left are worth for the rounds to come. This round: the cards face up are
known; a player still to play is modelled as the bots really play (they pit
with a short hand, seldom pay for trump, and pick from about half their
hand; in what NORMAL takes for the last round, it never pits, pays any trump
and plays its best card); a rival's card is one of the unseen cards of its
suit. Later rounds: each card kept is worth about a space (a little more the
higher it is), a Blister Tire card nearly as much (it comes back at the next
Pit Stop), the best eight only, a space more for a Bonus kept that draws
cards (with its burn), and nothing once the race surely ends this round.
When the next round is likely the last, the best card kept of the suit that
should be trump then (the suit of the weakest card face up) counts more. A
leader that no other car can catch this round (each needs more than a card
drives) plays to cross the line, and if it cannot, values its cards as if
the race goes on (so it may refuel). Costs are paid with the lowest cards.
Scores are hundredths of a space; the numbers were tuned by seeded
tournaments against NORMAL bots. It thinks a card a slice (``think``) and
needs no random draw.
"""

from paddock.games.nascard import data
from paddock.games.nascard.bonuses import burn_ok
from paddock.games.nascard.codes import (
    BONUS, DISCARDING, PICK, PIT, PLAY, SKIP_BONUS, USE_BONUS)

TRUMP = 64
FLAT = 110        # what a card kept is worth for later rounds, and a point of its value
BLISTERED = 90    # % of that for a Blister Tire card (it comes back at a Pit Stop)
PIT_P = b"\x64\x36\x40\x39\x1f\x06\x01\x00\x00"   # % a player still to play pits, by hand
TRUMP_P = 15      # % a player still to play plays a trump card it holds
HEFF = 5          # tenths of a player's hand it really picks from
REL = 50          # a space taken from a car beaten, against one earned
LEAD = 200        # % of that for the car nearest the win
# How much cards kept still count (of 255), by the spaces the leader still
# needs: nothing when the race surely ends this round (the leader drives
# about four a round), half at five (tuned by seeded tournaments).
GOING = b"\x00\x00\x00\x00\x00\x80\xff"
WIN = 5000        # crossing the line as the leader, when no other car can
NEXT = 200        # the best card kept of the next trump suit, by its value


def think(view, rng):
    """A generator: None after each slice, then the move."""
    legal = view.legal
    if len(legal) == 1:
        yield legal[0]
        return
    yield None
    h = Hard(view)
    ph = view.phase
    if ph != PICK and ph != BONUS:       # a cost or the hand limit
        yield h.least(legal)
        return
    yield None
    if ph == BONUS:
        c = view.card[view.seat]
        yield USE_BONUS if h.score(c, 1, 0) > h.score(c, 0, 0) else SKIP_BONUS
        return
    best = PIT
    top = h.score(0, 0, 0)
    yield None
    for m in legal:
        if m >= PIT:
            continue
        c = m - PLAY
        for b in (0, 1) if data.suit(c) != view.trump else (0,):
            s = h.score(c, b, 1)
            if s > top:
                top = s
                best = m
        yield None                      # a card (both ways) a slice
    yield best


class Hard:
    """One decision's view of the race."""

    def __init__(self, v):
        self.v = v
        trump = v.trump
        # Unseen cards at or above each value: not trump, and trump.
        up_n = self.up_n = bytearray(data.CARDS + 2)
        up_t = self.up_t = bytearray(data.CARDS + 2)
        unseen = v.unseen
        for c in range(data.CARDS, 0, -1):
            up_n[c] = up_n[c + 1]
            up_t[c] = up_t[c + 1]
            if unseen[c]:
                if data.suit(c) == trump:
                    up_t[c] += 1
                else:
                    up_n[c] += 1
        self.lead = -1                   # the other car nearest the win
        for car in range(v.cars):
            if car != v.seat and (self.lead < 0 or v.pos[car] * 2 - v.lane[car]
                                  > v.pos[self.lead] * 2 - v.lane[self.lead]):
                self.lead = car
        need = data.LAP * data.LAPS - max(v.pos)
        # NORMAL keeps no card for a last round (the leader 4 or fewer from
        # the end): it never pits, pays any trump and plays its best card.
        self.last = need <= 4
        # The race ends this round when a car crosses the line: if no other
        # car can, this one (the leader) ends it only by crossing.
        self.cross = 0
        far = data.LAP * data.LAPS - v.pos[self.lead]
        if far > data.spaces(0) and far > need:     # more than a card drives
            self.cross = need * 100
            need = far
        # Rounds left after this one, the leader driving about four a round.
        self.going = GOING[need] if need < len(GOING) else 255
        self.nxt = 4 < need < 9         # NORMAL's last round comes next
        self.n = len(v.hand)
        self.mark = bytearray(self.n)
        self.buf = [0] * 24
        self.dist = [0] * 7
        self.now = self.rel = 0

    def use(self, c):
        return FLAT + c

    def least(self, moves):
        """The card move whose card is of least use: the lowest."""
        best = moves[0]
        for m in moves:
            if m & 63 < best & 63:
                best = m
        return best

    def take(self, how, ok=None, c=0, b=0):
        """Mark the hand card of least use (that ok allows) as how; False if none."""
        best = -1
        hand = self.v.hand
        for i in range(self.n):
            x = hand[i]
            if not self.mark[i] and (ok is None or ok(b, c, x)) and (
                    best < 0 or x < hand[best]):
                best = i
        if best < 0:
            return False
        self.mark[best] = how
        return True

    def score(self, c, bonus, in_hand):
        """Playing card c (0: the Pit Stop) with its Bonus or not; -99999 if
        the Bonus cannot be paid."""
        v = self.v
        mark = self.mark
        for i in range(self.n):
            mark[i] = 1 if in_hand and v.hand[i] == c else 0
        self.s = c
        if not c:
            self.now = self.rel = 0
            return self.value(2, data.PIT_DRAW)
        strength = c
        draws = extra = back = 0
        if data.suit(c) == v.trump:
            strength += TRUMP
            self.take(2)
            self.take(2)
        elif bonus:
            b = v.bonus[data.suit(c)]
            caution = v.on_caution(v.seat)
            digit = data.digit
            if digit(data.BURN, b) and not self.take(1, burn_ok, c, b):
                return -99999
            for _ in range(digit(data.BLISTER_C if caution else data.BLISTER, b)):
                if not self.take(2):
                    return -99999
            back = digit(data.RECOVER, b)
            draws = digit(data.DRAW_C if caution else data.DRAW, b)
            if digit(data.AS_TRUMP, b):
                strength = c + TRUMP
            extra = digit(data.EXTRA_C if caution else data.EXTRA, b)
        self.s = strength
        self.now = self.spaces(strength) + 100 * extra
        return self.now + self.rel + self.value(back, draws) + (
            WIN if self.cross and self.now >= self.cross else 0)

    def spaces(self, s):
        """Expected spaces of a card of strength s this round (hundredths);
        ``rel``: REL of a space for each car it beats (LEAD % for the car
        nearest the win)."""
        v = self.v
        dist = self.dist                  # the chance k cars resolve ahead
        for k in range(7):
            dist[k] = 0
        dist[0] = 1000
        later = 0
        beaten = 0
        for i in range(v.turn + 1, v.players):
            later |= 1 << v.order[i]
        for car in range(v.cars):
            if car == v.seat:
                continue
            if car < v.players:
                if v.card[car]:
                    q = 1000 if v.card[car] + (TRUMP if v.is_trump(car) else 0) > s else 0
                elif later >> car & 1:
                    q = self.beats(v.hand_n[car], s)
                else:
                    continue                  # in the Pits
            elif v.rival_suit[car]:
                q = self.rival(v.rival_suit[car] - 1, s)
            else:
                continue
            beaten += (1000 - q) * (LEAD if car == self.lead else 100) // 100
            for k in range(6, 0, -1):
                dist[k] = (dist[k] * (1000 - q) + dist[k - 1] * q) // 1000
            dist[0] = dist[0] * (1000 - q) // 1000
        total = 0
        for k in range(7):
            total += dist[k] * data.spaces(k)
        self.rel = beaten * REL // 1000
        return total // 10

    def beats(self, h, s):
        """Thousandths: a player still to play, with h cards, resolves ahead
        of strength s."""
        up_n, up_t = self.up_n, self.up_t
        n_n, n_t = up_n[1], up_t[1]
        if not n_n + n_t:
            return 0
        trump = 0
        if h > data.TRUMP_BLISTERS:
            miss = 1000
            for _ in range(h):
                miss = miss * n_n // (n_n + n_t)
            trump = (1000 - miss) * (100 if self.last else TRUMP_P) // 100
        if s >= TRUMP:
            k = up_t[s - TRUMP + 1] if s - TRUMP < data.CARDS else 0
            q = trump * k // n_t if n_t else 0
        else:
            miss = 1000
            for _ in range(h if self.last else (h * HEFF + 5) // 10 or 1):
                miss = miss * (n_n - up_n[s + 1]) // n_n if n_n else 0
            q = trump + (1000 - trump) * (1000 - miss) // 1000
        return q if self.last else q * (100 - PIT_P[h if h < 8 else 8]) // 100

    def rival(self, suit, s):
        """Thousandths: a rival's face-down card of suit beats strength s."""
        v = self.v
        base = TRUMP if suit == v.trump else 0
        n = k = 0
        for c in range(1, data.CARDS + 1):
            if v.unseen[c] and data.suit(c) == suit:
                n += 1
                if c + base > s:
                    k += 1
        return 1000 * k // n if n else 500

    def value(self, back, draws):
        """What the cards left are worth for the rounds to come: the hand
        (to the limit of 8, the most useful first) and the Blister Tire cards.
        back: 1 the Blister Tires come back now, 2 a Pit Stop (every card in
        hand, and 4 drawn). When the next round is likely the last, the best
        card kept of the suit that should be trump then counts more."""
        if not self.going:
            return 0
        v = self.v
        buf = self.buf
        suits = self.dist               # cards kept by suit (spaces() is done)
        for t in range(data.SUITS):
            suits[t] = 0
        k = 0
        total = 0
        for i in range(self.n):
            f = self.mark[i]
            if f == 0 or back == 2 and f != 1:
                buf[k] = v.hand[i]
                k += 1
            elif f == 2:
                total += self.use(v.hand[i]) * BLISTERED // 100
        for c in v.blistered:
            if back:
                buf[k] = c
                k += 1
            else:
                total += self.use(c) * BLISTERED // 100
        # The next trump: the suit of the card resolved last, the weakest
        # face up so far (this one's included).
        low = self.s or 999
        for car in range(v.cars):
            c = v.card[car]
            if c and car != v.seat:
                c += TRUMP if v.is_trump(car) else 0
                if c < low:
                    low = c
        best = 0
        for i in range(k):
            c = buf[i]
            suits[data.suit(c)] += 1
            if data.suit(c) == data.suit(low & 63) and c > best:
                best = c
        for t in range(data.SUITS):     # a Bonus kept that draws cards, and can pay
            b = v.bonus[t]
            if data.digit(data.DRAW, b) > 1 and suits[t] > (data.digit(data.BURN, b) & 1):
                total += 100            # a space: it may draw instead of a Pit Stop
        for _ in range(draws):
            buf[k] = 30                 # a card drawn: an average one
            k += 1
        for i in range(k, len(buf)):
            buf[i] = 0
        buf.sort(reverse=True)
        for i in range(k if k < data.HAND_LIMIT else data.HAND_LIMIT):
            total += self.use(buf[i])
        total = total * self.going // 255
        if self.nxt and k > 2 and low < 999:
            total += NEXT * best // data.CARDS
        return total

def hint(view):
    """(move, reason): HARD's move, and why in a few words."""
    move = None
    for move in think(view, None):
        if move is not None:
            break
    return move, why(view, move)


def why(view, move):
    """A few true words on why HARD makes move."""
    ph = view.phase
    if len(view.legal) == 1:
        return "the only move"
    if ph != PICK and ph != BONUS:
        return "pay with your least useful card" if ph < DISCARDING else "keep your most useful cards"
    if move == PIT:
        return "refuel: 4 cards, Blisters back"
    if move == SKIP_BONUS:
        return "its cost outweighs it"
    if move == USE_BONUS:
        from paddock.games.nascard.texts import BONUS_NAME
        return "%s pays off" % BONUS_NAME[view.bonus[data.suit(view.card[view.seat])]]
    c = move - PLAY
    h = Hard(view)
    trump = data.suit(c) == view.trump
    now = 0
    for b in (0, 1) if not trump else (0,):
        if h.score(c, b, 1) > -99999 and h.now > now:
            now = h.now
    return "about %d spaces%s" % ((now + 50) // 100, ", trump" if trump else "")
