"""The rules engine: game state, the step loop, turns, runs, access, effects and visibility.

It knows nothing of terminals, HTTP or bots; every client drives a :class:`~netrunner.Game` through
``decision`` and ``choose``.
"""
