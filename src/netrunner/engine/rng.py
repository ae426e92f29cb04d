"""The game's random number generator: small, deterministic everywhere, and cheap to copy.

The state is one 64-bit integer (SplitMix64), so ``clone()`` copies it for free, where copying a
``random.Random`` (Mersenne Twister, 625 words of state) cost a third of a clone. The same seed
gives the same sequence on every machine and Python version.

>>> a, b = Rng(7), Rng(7)
>>> [a.randrange(10) for _ in range(5)] == [b.randrange(10) for _ in range(5)]
True
>>> a, b = Rng(1), Rng(1)
>>> xs = list(range(10)); ys = list(range(10))
>>> a.shuffle(xs); b.shuffle(ys); xs == ys
True
"""

from __future__ import annotations

from hashlib import shake_128 as _shake
from struct import unpack as _unpack
from typing import Any

_TWO64 = 1 << 64
_MASK = _TWO64 - 1
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB


class Rng:
    """SplitMix64: ``randrange``, ``shuffle``, ``random`` and ``choice`` over one integer state."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = (seed * 0x9E3779B97F4A7C15 + 0x2545F4914F6CDD1D) & _MASK

    def next64(self) -> int:
        """The next 64 random bits."""
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (unbiased: rejection sampling)."""
        if n <= 0:
            raise ValueError(f"randrange() needs a positive bound, got {n}")
        limit = _TWO64 - _TWO64 % n
        s = self.state
        while True:  # next64(), inlined: search bots draw hundreds of thousands a second
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            z ^= z >> 31
            if z < limit:
                self.state = s
                return z % n

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Any) -> Any:
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: list[Any]) -> None:
        """Put ``items`` in a uniformly random order, in place.

        Each item gets a random 64-bit sort key, all drawn at once from SHAKE-128 (an extendable
        output function: as many bytes as asked for, the same on every machine) seeded with the
        generator's next 64 bits; then one sort. Several times faster in Python than swapping
        items one by one, which matters to search bots that deal a determinisation at every
        iteration. (Two equal keys in a deck of 50 happen once in 10^16 shuffles.)
        """
        n = len(items)
        if n < 2:
            return
        seed = self.next64().to_bytes(8, "little")
        keys = _unpack(f"<{n}Q", _shake(seed).digest(8 * n))
        items[:] = [items[i] for i in sorted(range(n), key=keys.__getitem__)]

    def copy(self) -> Rng:
        r = Rng.__new__(Rng)
        r.state = self.state
        return r

    def getstate(self) -> int:
        return self.state

    def setstate(self, state: int) -> None:
        self.state = state
