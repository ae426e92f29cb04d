"""``python -m netrunner``: the terminal client (same as the ``netrunner`` command)."""

from .cli.main import main

if __name__ == "__main__":
    main()
