"""The game's random number generator: small, deterministic everywhere, and cheap to copy.

The state is one 64-bit integer (SplitMix64), so ``clone()`` copies it for free, where copying a
``random.Random`` (Mersenne Twister, 625 words of state) cost a third of a clone. The same seed gives
the same sequence on every machine and Python version.

>>> a, b = Rng(7), Rng(7)
>>> [a.randrange(10) for _ in range(5)] == [b.randrange(10) for _ in range(5)]
True
>>> a, b = Rng(1), Rng(1)
>>> xs = list(range(10)); ys = list(range(10))
>>> a.shuffle(xs); b.shuffle(ys); xs == ys
True
"""

from __future__ import annotations

from typing import Any

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: ``randrange``, ``shuffle``, ``random`` and ``choice`` over one integer state."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = (seed * 0x9E3779B97F4A7C15 + 0x2545F4914F6CDD1D) & _MASK

    def next64(self) -> int:
        """The next 64 random bits."""
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (unbiased: rejection sampling)."""
        if n <= 0:
            raise ValueError(f"randrange() needs a positive bound, got {n}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Any) -> Any:
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def copy(self) -> Rng:
        r = Rng.__new__(Rng)
        r.state = self.state
        return r

    def getstate(self) -> int:
        return self.state

    def setstate(self, state: int) -> None:
        self.state = state
