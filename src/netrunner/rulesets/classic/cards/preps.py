"""The 1996 preps: played with an action from the Runner's hand."""

from __future__ import annotations

from ....engine.choices import MakeRun, RunChosenServer
from ....engine.damage import UnpreventableDamage
from ....engine.effects import (
    DrawCards,
    GainCredits,
    LoseCredits,
    ScoreAgendaPoints,
    TurnFlag,
)
from .base import define

define("Score!", on_play=(GainCredits(9),))

define("Livewire's Contacts", on_play=(GainCredits(3),))

define("Jack 'n' Joe", on_play=(DrawCards(3),))

define("Inside Job", on_play=(RunChosenServer(mods=(("bypass", 1),)),))

define("Custodial Position", on_play=(MakeRun("R&D", mods=(("access_extra", 2),)),))

# "do not access cards from HQ; instead": no "may", so no choice (no "access as usual" beside it)
define(
    "Weather-to-Finance Pipe",
    on_play=(MakeRun("HQ", instead=(LoseCredits(4),), mods=(("must_replace", 1),)),),
)

define(
    "Lucidrine [TM] Booster Drug",
    on_play=(
        RunChosenServer(mods=(("run_credits", 9),), on_end=(UnpreventableDamage("brain", 1),)),
    ),
)

define(
    "Hot Tip for WNS",
    on_play=(
        ScoreAgendaPoints(
            1, TurnFlag("stolen:Black Ops", "you liberated a Black Ops agenda this turn")
        ),
    ),
)

define(
    "Desperate Competitor",
    play_condition=TurnFlag("stolen:Gray Ops", "you liberated a Gray Ops agenda this turn"),
    on_play=(ScoreAgendaPoints(1),),
)

# ---------------------------------------------------------------------- runner-tricks: preps
from ....engine.effects import GainCredits as _Gain  # noqa: E402
from ....engine.effects import TakeTags as _TakeTags  # noqa: E402
from ..anynumber import (  # noqa: E402
    AnyNumber,
    CardsInYourHand,
    CorpDiscardsAtRandom,
    CorpKeepsPaying,
    ExposeIt,
    ExposeOutermostIce,
    InstalledCorpCards,
    TrashIt,
    YourInstalledCards,
)
from ..derez import Derez  # noqa: E402
from ..restricted import GainRestrictedActions  # noqa: E402
from ..runtricks import CorpHasBits, PayX, ReplaceIf  # noqa: E402
from ..secretguess import HideAndGuess, RunPassingChosenIce  # noqa: E402

define("Hunt Club BBS", on_play=(AnyNumber(ExposeIt(), InstalledCorpCards(), most=3),))

define("Ice and Data's Guide to the Net", on_play=(ExposeOutermostIce(),))

define(
    "misc.for-sale",
    on_play=(AnyNumber(TrashIt(), YourInstalledCards(), each=(_Gain(3),)),),
)

define(
    "Organ Donor",
    on_play=(AnyNumber(TrashIt(), CardsInYourHand(), most=5, each=(_Gain(2),)),),
)

define(
    "Synchronized Attack on HQ",
    play_condition=TurnFlag("successful_run:HQ", "you made a successful run on HQ this turn"),
    on_play=(CorpKeepsPaying(2),),
)

define(
    "Terrorist Reprisal",
    play_condition=TurnFlag(
        "last:scored:Black Ops", "the Corp scored any Black Ops agendas during its last turn"
    ),
    on_play=(CorpDiscardsAtRandom(5),),
)

define("Anonymous Tip", on_play=(Derez("Black Ice"),))

MUST = (("must_replace", 1),)  # "do not access cards ...; instead": no "may", no choice

define(
    "Priority Wreck",
    on_play=(MakeRun("HQ", instead=(PayX(LoseCredits(0)),), mods=MUST),),
)

define(
    "Edited Shipping Manifests",
    on_play=(
        MakeRun(
            "HQ",
            instead=(ReplaceIf(CorpHasBits(), (LoseCredits(1), _TakeTags(1), _Gain(10))),),
            mods=MUST,
        ),
    ),
)

define("Private LDL Access", on_play=(MakeRun("HQ", mods=(("as:R&D", 1),)),))

define("Social Engineering", on_play=(HideAndGuess(2, (RunPassingChosenIce(),)),))

define(
    "Valu-Pak Software Bundle",
    on_play=(GainRestrictedActions(5, "install_program", consecutive=True, lend=1),),
)
