"""Race to 20 bots. They read only a seat's View.

- easy: plays its lowest card.
- normal: plays its highest card that does not pass the target.
- hard: finishes when it can; otherwise it looks one turn ahead and prefers
  a landing space from which a card it keeps finishes next turn, then the
  landing nearest the target.
"""

from paddock.core.game import EASY, NORMAL


def choose(view, kind, rng):
    legal = view.legal
    if kind == EASY:
        return legal[0]
    if kind == NORMAL:
        best = legal[0]
        here = view.pos[view.seat]
        for c in legal:
            if here + c <= view.target:
                best = c
        return best
    return _hard(view, rng)[0]


def hint(view):
    """(move, reason): what the hard bot would play, and why."""
    return _hard(view, None)


def _hard(view, rng):
    target = view.target
    best = -1
    best_score = -1
    for c in view.legal:
        p = view.landing(c)
        if p == target:
            return c, "reaches %d exactly" % target
        score = p
        kept = list(view.hand)
        kept.remove(c)
        if target - p in kept:
            score += 100
        if score > best_score or (score == best_score and rng is not None and rng.below(2)):
            best = c
            best_score = score
    if best_score >= 100:
        return best, "sets up a finish with a card kept"
    return best, "lands nearest the target"
