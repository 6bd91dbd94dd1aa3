"""A seedable random number generator that only ever holds small ints.

Two multiply-with-carry generators in base 2**15 are combined. Every value
stays below 2**30, so on a 32-bit board no arithmetic here allocates, and the
same seed gives the same numbers on CPython, MicroPython and CircuitPython.
"""

_A1 = 32760  # a * 2**15 - 1 and (a * 2**15 - 2) / 2 are both prime
_A2 = 32730
_M1 = _A1 * 32768 - 1
_M2 = _A2 * 32768 - 1


class Rng:
    def __init__(self, seed=1):
        self.seed(seed)

    def seed(self, seed):
        seed = int(seed)
        if seed < 0:
            seed = -seed
        lo = seed % 1000003
        hi = (seed // 1000003) % 30011
        self.z = 1 + (lo * 1031 + hi + 12345) % (_M1 - 1)
        self.w = 1 + (hi * 1237 + lo + 54321) % (_M2 - 1)
        for _ in range(4):
            self.bits30()

    def bits30(self):
        """The next 30 random bits, as an int in [0, 2**30)."""
        z = self.z
        z = _A1 * (z & 0x7FFF) + (z >> 15)
        self.z = z
        w = self.w
        w = _A2 * (w & 0x7FFF) + (w >> 15)
        self.w = w
        return ((z & 0x7FFF) << 15) | (w & 0x7FFF)

    def below(self, n):
        """A uniform int in [0, n), for 0 < n <= 2**30."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        # 2**30 itself would be a long int on the board, so count from 2**30 - 1.
        top = 0x3FFFFFFF - (0x3FFFFFFF % n + 1) % n
        r = self.bits30()
        while r > top:
            r = self.bits30()
        return r % n

    def between(self, lo, hi):
        """A uniform int in [lo, hi], both ends included (a die: between(1, 6))."""
        return lo + self.below(hi - lo + 1)

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, seq, n=-1):
        """Shuffle the first n items of seq in place (Fisher-Yates)."""
        if n < 0:
            n = len(seq)
        i = n - 1
        while i > 0:
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]
            i -= 1

    def state(self):
        return (self.z, self.w)

    def set_state(self, z, w):
        if not (0 < z < _M1 and 0 < w < _M2):
            raise ValueError("bad random state")
        self.z = z
        self.w = w
