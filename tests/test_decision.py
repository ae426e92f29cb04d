"""The Option value: its fast builder gives the same values as the class."""

import inspect

from netrunner.engine.cost import CLICK
from netrunner.engine.decision import Option


def test_option_new_takes_the_same_fields_and_defaults_as_option() -> None:
    new = inspect.signature(Option.new).parameters
    assert tuple(new) == Option._fields
    for name, p in new.items():
        if name in Option._field_defaults:
            assert p.default == Option._field_defaults[name]
        else:
            assert p.default is inspect.Parameter.empty


def test_option_new_builds_an_option_equal_to_the_class_built_one() -> None:
    made = Option.new("install", card="Ice Wall", server="HQ", label="Install Ice Wall", cost=CLICK)
    assert type(made) is Option
    assert made == Option(
        "install", card="Ice Wall", server="HQ", label="Install Ice Wall", cost=CLICK
    )
    assert hash(made) == hash(
        Option("install", "Ice Wall", None, "HQ", None, None, "Install Ice Wall", CLICK)
    )
    assert made._replace(label="x").label == "x"
    assert Option.new("pass") == Option("pass")
