"""Stock Car Championship bots. They read only a seat's ``Seen``.

- easy: makes the lap count with random cards, plays the first action it
  may half the time, answers passes half the time, draws for challenges.
- normal: makes the lap count with the fewest cards (largest first),
  passes whenever it can, blocks and challenges, pits for its bad cards.
- hard: makes the lap count with the fewest and least useful cards and puts
  its fastest card on top (to move early); plays permanent cards early;
  passes with the right card, or pulls away / goes TWO WIDE to defend;
  blocks, challenges with a fast hand card or the draw pile; follows the
  likelier winner of a challenge; pits when it costs little or it must.
The lap count and the action are planned in ``botplan``.
"""

from paddock.core.game import EASY, NORMAL
from paddock.games.stockcar import data
from paddock.games.stockcar import codes as C
from paddock.games.stockcar.codes import AGAIN, DONE, DRAW, FOLLOW_D, FOLLOW_P, PIT
from paddock.games.stockcar.botplan import DRAW_GUESS, action, keep, lap_count, lowest


def choose(view, kind, rng):
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    if kind == EASY:
        ph = view.phase
        if ph in (C.QUALIFY, C.LAP_COUNT, C.CRASH, C.PIT_EXIT):
            return legal[rng.below(len(legal))]
        if ph == C.CHALLENGED:
            return DRAW if DRAW in legal else legal[0]
        if ph == C.PIT_CALL:
            return PIT if rng.below(5) == 0 else DONE
        if ph != C.PIT_DISCARD and legal[0] != PIT and rng.below(2):
            return legal[0]
        return DONE
    return _smart(view, kind == NORMAL)[0]


def hint(view):
    """(move, reason): what the hard bot would do, and why."""
    return _smart(view, False)


def _smart(view, normal):
    ph = view.phase
    legal = view.legal
    if ph == C.LAP_COUNT:
        return lap_count(view, normal)
    if ph == C.ACTION:
        return action(view, normal)
    if ph == C.QUALIFY:
        best = legal[0]
        for c in legal:
            if data.speed(c) // 10 - keep(view, c) > data.speed(best) // 10 - keep(view, best):
                best = c
        return best, "a fast card I can spare"
    if ph == C.CRASH:
        return lowest(view, legal), "the pass card I need least"
    if ph == C.PIT_EXIT:
        best = legal[0]
        for c in legal:
            if _pit_time(view, c) < _pit_time(view, best):
                best = c
        return best, "the quickest pit time"
    if ph == C.RESPOND:
        cards = [m for m in legal if m < data.DECK and data.EFFECT[m] == data.BLOCK]
        if cards:
            return lowest(view, cards), "BLOCK the pass"
        cards = [m for m in legal if m < data.DECK]
        if cards:
            best = 0
            for c in view.hand:
                if c not in cards and data.speed(c) > best:
                    best = data.speed(c)
            mod = data.PASS_STATS[data.EFFECT[view.pa_card]] if view.stats else 0
            if normal or max(best, DRAW_GUESS) >= DRAW_GUESS + mod:
                return lowest(view, cards), "CHALLENGE the pass"
        return DONE, "let it go"
    if ph == C.DRAFTING:
        return lowest(view, legal), "keep up with the car ahead"
    if ph == C.FOLLOWING:
        # With pass statistics the passer has the edge; without, ties go
        # to the car in front: follow the likelier winner.
        side = FOLLOW_P if view.stats else FOLLOW_D
        for m in legal:
            if side <= m < side + data.DECK:
                return m, "follow the likelier winner"
        return DONE, "no draft"
    if ph == C.CHALLENGED:
        best = -1
        for c in legal:
            if c < data.DECK and (best < 0 or data.speed(c) > data.speed(best)):
                best = c
        if best >= 0 and (data.speed(best) > DRAW_GUESS + 100 or DRAW not in legal):
            return best, "my fastest card"
        return DRAW, "try the draw pile"
    if ph == C.PASS_TWO:
        return AGAIN, "go for the second car"
    if ph == C.PIT_CALL:
        me = view.seat
        last = view.slot_of(me) == len(view.line) - 1
        if (view.evs[me] or (last and view.hand_n[me] < view.hand_limit)
                or (view.advanced and view.draw_n < 9 and view.reserve_n)):
            return PIT, "pit under the yellow"
        return DONE, "stay out"
    if ph == C.PIT_DISCARD and not normal:
        worst = lowest(view, legal)
        if worst != DONE and keep(view, worst) < 20:
            return worst, "make room for better cards"
    return DONE, "keep the rest"


def _pit_time(view, card):
    if view.advanced and data.EFFECT[card] == data.FAST_PIT:
        return data.FAST_PIT_TIME
    return data.pit(card)
