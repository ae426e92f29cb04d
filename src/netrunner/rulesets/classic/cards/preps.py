"""The 1996 preps: played with an action from the Runner's hand."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ....engine.carddb import CORP, RUNNER
from ....engine.choices import (
    MakeRun,
    RunChosenServer,
    choose_ice,
)
from ....engine.damage import UnpreventableDamage
from ....engine.decision import Option
from ....engine.effects import (
    DrawCards,
    GainCredits,
    LoseCredits,
    ScoreAgendaPoints,
    TurnFlag,
)
from ....engine.effects import GainCredits as _Gain
from ....engine.effects import TakeTags as _TakeTags
from ....engine.fetch import SearchDeck, ShuffleDeck
from ....engine.flow import DiscardAtRandom
from ....engine.naming import ice_label
from ....engine.state import HAND
from ....engine.steps import Chain, one_per_title, source_id
from ...anr.cards.criminal import RezOrTrashIce
from ..ambushes import AllOf
from ..breakers import PlaceMilitechCounters
from ..conceal import RearrangeLastFort
from ..derez import Derez
from ..dice_cards import PlayfulRolls
from ..doubles import DOUBLE_NOTE
from ..hqdiscards import CorpKeepsPaying
from ..icetrash import TrashRezzedIcePayingRez
from ..lasting import ForfeitNextPoints
from ..picks import (
    AnyNumber,
    CardsInYourHand,
    ExposeIt,
    ExposeOutermostIce,
    InstalledCorpCards,
    TrashIt,
    YourInstalledCards,
)
from ..prep_runs import (
    DEREZ_PASSED,
    DOUBLE_REZ,
    EXPOSE_APPROACHED,
    PREVENT_DAMAGE,
    REZ_BITS,
    RunEachFort,
    RunSaying,
)
from ..publicity import (
    BP_NOTE,
    BadPublicityFor,
    BlackIceRezzedThisTurn,
    DerezOrBadPublicity,
    GiveBadPublicity,
    IfLastRunSuccessful,
    MeatDamageInCorpTurn,
    OneMoreIfBlackOps,
    PreventThatMeatDamage,
    TrashConnections,
    TwoConnections,
)
from ..reactions import (
    LethalDamage,
    PreventAllDamage,
    RefreshHand,
    RemoveAllTags,
    RemoveBrainDamage,
)
from ..restricted import GainRestrictedActions
from ..rules import ForgoActions
from ..run_extras import MayRunAgain
from ..runner_preps import (
    BrainDamageForBits,
    DetonateFort,
    ExposeInOneFort,
    GainIfTrashed,
    GiveAwayPoints,
    InstallWithBits,
    NextAgendaAccess,
    RevealUntilAgenda,
    RollDiceForBits,
    RunChosenInstead,
    StrengthCounterOnBreaker,
    SuccessfulRunOnFort,
    TestSpin,
    TrashHandSearchStack,
    TrashRunFortIce,
)
from ..runner_tags import AvoidNextTag, RemoveTags
from ..runtricks import CorpHasBits, ReplaceIf
from ..runwatch import NoNoisyRun, QuietRun, RunCount
from ..secretguess import HideAndGuess, RunPassingChosenIce
from ..shuffles import ShuffleGripTrashStack
from ..take_back import MayPayToTakeBack
from ..topn import InstallProgram, TakeOneArrangeRest, TrashToHand
from ..tracemods import stumble
from ..xcosts import PayX
from .base import define

define("Score!", on_play=(GainCredits(9),))

define("Livewire's Contacts", on_play=(GainCredits(3),))

define("Jack 'n' Joe", on_play=(DrawCards(3),))

define("Inside Job", on_play=(RunChosenServer(mods=(("bypass", 1),)),))

define("Custodial Position", on_play=(MakeRun("R&D", mods=(("access_extra", 2),)),))


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

# ---------------------------------------------------------------------- corp-static: preps
# shuffles, +link for a run's traces (corp-static notes)


define("MIT West Tier", on_play=(ShuffleGripTrashStack(draw=5, remove=True),))

define("Stumble through Wilderspace", on_play=(stumble(9),))

define("If You Want It Done Right...", on_play=(TakeOneArrangeRest(5),))

define(
    "Sneak Preview",
    on_play=(InstallProgram(from_trash=True, free=True, back_to_hand=True),),
)

define("Forgotten Backup Chip", on_play=(TrashToHand("program"),))

define("Gideon's Pawnshop", on_play=(TrashToHand(),))

define("Playful AI", on_play=(PlayfulRolls(),))

define(
    "Deal with Militech",
    play_condition=TurnFlag("stolen:Research", "you liberated a Research agenda this turn"),
    on_play=(PlaceMilitechCounters(),),
)

define(
    "Core Command: Jettison Ice",
    play_condition=TurnFlag("successful_run:HQ", "you made a successful run on HQ this turn"),
    on_play=(TrashRezzedIcePayingRez(),),
)

if TYPE_CHECKING:
    from ....engine.game import Ctx, Game


class SearchStackUnseen(NamedTuple):
    """The Runner looks through their stack for any card and adds it to their grip without
    showing it (Mantis, Fixer-at-Large: unlike The Short Circuit or Temple Microcode Outlet, the
    card does not say to show it), then shuffles the stack. The log names no card.

    >>> SearchStackUnseen().text()
    'Look through your stack for a card and put it into your grip, then shuffle your stack.'
    """

    def resolve(self, g: Game, ctx: Ctx) -> None:
        deck = g.runner.deck
        if not deck:
            g.say("The stack is empty: there is nothing to find.")
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", card=c.title, label=f"Add {c.title} to your grip"),
                Chain((TakeFromStackUnseen(c.title, ctx.title), ShuffleDeck(RUNNER))),
            )
            for c in one_per_title(deck)
        ]
        g.ask(
            RUNNER,
            f"{ctx.title}: which card do you add to your grip?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner searches the stack for a card.",
            kind="choose",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        return (
            "Look through your stack for a card and put it into your grip, then shuffle your stack."
        )


class TakeFromStackUnseen(NamedTuple):
    """A step: a card titled ``title`` goes from the stack to the grip, unnamed in the log."""

    title: str
    source: str

    def run(self, g: Game) -> None:
        c = next((c for c in g.runner.deck if c.title == self.title), None)
        if c is None:
            return
        g.move(c, HAND)
        g.say(f"The Runner adds a card from the stack to the grip ({self.source}).")


class TrashUnrezzedIce(NamedTuple):
    """The Runner trashes a piece of unrezzed ice of their choice (Security Code WORM Chip): it
    goes to Archives face down (rules-diff 70), named only by its place.

    >>> TrashUnrezzedIce().text()
    'Trash a piece of unrezzed ice.'
    """

    def resolve(self, g: Game, ctx: Ctx) -> None:
        choose_ice(
            g,
            ctx,
            lambda ice: RunnerTrashesIce(ice.id, ice_label(g, ice), ctx.title),
            unrezzed_only=True,
        )

    def text(self) -> str:
        return "Trash a piece of unrezzed ice."


class RunnerTrashesIce(NamedTuple):
    """A step: the Runner trashes the ice ``ice_id`` (``where``: its public name) for ``source``."""

    ice_id: int
    where: str
    source: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        if ice is None:
            return
        g.say(f"The Runner trashes {self.where} ({self.source}).")
        g.trash(ice, by=self.source)


define("All-Nighter", on_play=(RunChosenServer(on_end=(MayRunAgain(),)),))

define("Bodyweight [TM] Synthetic Blood", on_play=(DrawCards(5),))

define("Executive Wiretaps", on_play=(MakeRun("HQ", mods=(("access_extra", 2),)),))

# the ANR Forged Activation Orders' effect: "a piece of ice" can only mean an unrezzed one (the
# Corp would "rez" a rezzed one by doing nothing)
define("Forged Activation Orders", on_play=(RezOrTrashIce(),))

define("Kilroy Was Here", on_play=(MakeRun("R&D", mods=(("free_trash_stored", 1),)),))

define("Romp through HQ", on_play=(MakeRun("HQ", mods=(("free_trash_stored", 1),)),))

define("Mantis, Fixer-at-Large", on_play=(SearchStackUnseen(),))

define(
    "Security Code WORM Chip",
    play_condition=TurnFlag("successful_run:HQ", "you made a successful run on HQ this turn"),
    on_play=(TrashUnrezzedIce(),),
)

define("Temple Microcode Outlet", on_play=(SearchDeck(RUNNER, "program"),))

define("Total Genetic Retrofit", on_play=(RemoveTags(None), AvoidNextTag()))

define("Open-Ended(R) Mileage Program", on_play=(RemoveTags(1), MayPayToTakeBack(1)))

define(  # played outside the Runner's actions, as lethal damage would be done
    "Arasaka Owns You",
    play_condition=LethalDamage(),
    on_play=(
        PreventAllDamage(),
        RemoveBrainDamage(),
        RefreshHand(),
        GainCredits(10),
        RemoveAllTags(),
        ForgoActions(4, RUNNER),
        ForfeitNextPoints(3),
    ),
    notes=("Do not play this card as a normal action; it is played at no action, instead.",),
)

define(
    "Fortress Respecification",
    play_condition=TurnFlag("successful_runs", "you made a successful run this turn"),
    on_play=(RearrangeLastFort(),),
)

# "do not access cards from HQ; instead": no "may", so no choice (no "access as usual" beside it)
define(
    "Weather-to-Finance Pipe",
    on_play=(MakeRun("HQ", instead=(LoseCredits(4),), mods=(("must_replace", 1),)),),
)

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
    on_play=(DiscardAtRandom(CORP, 5),),
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

# ---------------------------------------------------------------------- runner-preps: Proteus and
# Classic preps (doubles: ..doubles; the rest: runner-preps notes)


# "do not access cards from HQ; instead": no "may", so no choice
define("Blackmail", on_play=(MakeRun("HQ", instead=(ScoreAgendaPoints(1),), mods=MUST),))

define("Cruising for Netwatch", on_play=(GainCredits(1), DrawCards(2)))

define("Drone for a Day", on_play=(GainCredits(9), _TakeTags(1)))

define("Stakeout", on_play=(GainCredits(2), DrawCards(1)))

define("Finders Keepers", on_play=(RollDiceForBits(3),))

define(
    "Meat Upgrade", notes=(DOUBLE_NOTE.format(what="prep"),), on_play=(RemoveTags(2), DrawCards(3))
)

define("Networking", notes=(DOUBLE_NOTE.format(what="prep"),), on_play=(GainCredits(9),))

define(
    "Panzer Run", notes=(DOUBLE_NOTE.format(what="prep"),), on_play=(GainCredits(4), DrawCards(2))
)


define("Ice and Data Special Report", on_play=(ExposeInOneFort(5),))

define("The Personal Touch", on_play=(StrengthCounterOnBreaker(),))

define("Demolition Run", on_play=(RunChosenInstead((TrashRunFortIce(), _TakeTags(3))),))

define("Remote Detonator", play_condition=SuccessfulRunOnFort(), on_play=(DetonateFort(3),))

define("Prearranged Drop", on_play=(NextAgendaAccess(bits=6),))

define("Promises, Promises", on_play=(NextAgendaAccess(points=1),))

define("Do the 'Drine [TM]", on_play=(BrainDamageForBits(4),))

define(
    "Corruption",
    play_condition=TurnFlag("stolen", "you scored any agendas this turn"),
    on_play=(GiveAwayPoints(10),),
)

define(
    "Gypsy [TM] Schedule Analyzer",
    on_play=(MakeRun("R&D", instead=(RevealUntilAgenda(),), mods=MUST),),
)

define("Boostergang Connections", on_play=(TrashHandSearchStack(),))


define(
    "Weefle Initiation",
    on_play=(RunSaying(((PREVENT_DAMAGE, 7),), "Prevent up to 7 damage during that run."),),
)

define(
    "Reconnaissance",
    on_play=(
        RunSaying(((REZ_BITS, 1),), "Whenever the Corp rezzes a card during that run, gain 1 bit."),
    ),
)

define(
    "Disgruntled Ice Technician",
    on_play=(
        RunSaying(
            ((DEREZ_PASSED, 1),),
            "After passing a piece of ice during this run, you may derez that ice and end your"
            " run if you broke all the subroutines of that ice.",
        ),
    ),
)

define(
    "Running Interference",
    notes=(DOUBLE_NOTE.format(what="prep"),),
    on_play=(
        RunSaying(
            ((DOUBLE_REZ, 1),),
            "During that run, the Corp must pay X bits, in addition to the normal cost, to rez"
            " each piece of ice, where X is the rez cost of that piece of ice.",
        ),
    ),
)

define("Hijack", on_play=(InstallWithBits(3),))

define(
    "On the Fast Track",
    on_play=(GainIfTrashed((("Advertisement", 8), ("Transactions", 6))),),
)


define("Test Spin", on_play=(TestSpin(),))

define("Pirate Broadcast", on_play=(RunEachFort(),))


define(
    "Decoy Signal",
    on_play=(
        RunSaying(
            ((EXPOSE_APPROACHED, 1),),
            "Whenever you approach an unrezzed piece of ice during that run, expose it. You may"
            " jack out before the Corp decides whether to rez the ice.",
        ),
    ),
)

define(
    "Faked Hit",
    on_play=(GiveBadPublicity(1), UnpreventableDamage("brain", 2)),
    notes=(BP_NOTE,),
)

define(
    "Poisoned Water Supply",
    play_condition=TwoConnections(2),
    on_play=(TrashConnections(2), GiveBadPublicity(1)),
    notes=(BP_NOTE,),
)

define(
    "Frame-Up",
    play_condition=AllOf(
        (
            TurnFlag("successful_run:HQ", "you made a successful run on HQ"),
            TurnFlag("successful_run:R&D", "on R&D this turn"),
        )
    ),
    on_play=(GiveBadPublicity(1), OneMoreIfBlackOps()),
    notes=(BP_NOTE,),
)

define(
    "Senatorial Field Trip",
    play_condition=BlackIceRezzedThisTurn(),
    on_play=(DerezOrBadPublicity(2),),
    notes=(BP_NOTE,),
)

define(
    "Live News Feed",
    on_play=(
        RunChosenServer(
            on_end=(
                IfLastRunSuccessful(
                    (
                        _TakeTags(2),
                        BadPublicityFor(
                            (
                                RunCount("seen:Black Ice"),
                                RunCount("rezzed:Black Ops"),
                                RunCount(
                                    "stolen:Black Ops",
                                    "each Black Ops agenda you liberated during the run",
                                ),
                            )
                        ),
                    )
                ),
            )
        ),
    ),
    notes=(BP_NOTE,),
)

define(
    "Subliminal Corruption",
    on_play=(
        RunChosenServer(
            on_end=(
                BadPublicityFor(
                    (
                        RunCount(
                            "trashed:Advertisement", "each advertisement you trashed during the run"
                        ),
                    )
                ),
            )
        ),
    ),
    notes=(BP_NOTE,),
)

define("All-Hands", on_play=(NoNoisyRun(MakeRun("HQ", mods=(("access_extra", 3),))),))

define("Rush Hour", on_play=(NoNoisyRun(MakeRun("R&D", mods=(("access_extra", 3),))),))

define("Library Search", on_play=(QuietRun(("R&D", "HQ"), 2),))

define(  # played from the meat damage's prevention window in the Corp's turn, never as an action
    "Identity Donor",
    play_condition=MeatDamageInCorpTurn(),
    on_play=(PreventThatMeatDamage(), GiveBadPublicity(2)),
    notes=("Do not play this card as an action; instead, play it at that moment.", BP_NOTE),
)
