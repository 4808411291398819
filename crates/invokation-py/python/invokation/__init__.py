"""invokation: an exact, fast simulator of Genius Invokation TCG, for reinforcement learning.

Low level, OpenSpiel-shaped::

    import invokation
    game = invokation.Game("icy-rain", "fire-and-thunder", seed=7)  # the default decks
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_random_chance()          # or pick from state.chance_outcomes()
        else:
            state.apply_action(state.legal_actions()[0])
    print(state.returns())

Batched: :class:`VecEnv` steps n games in Rust. Environments: :mod:`invokation.pettingzoo`
(AEC), :mod:`invokation.gym` (single agent against a built-in agent). Built-in agents:
:mod:`invokation.agents`.

Actions are the 50 choice ids of the action generator (an action is built one small choice
at a time: kind, then skill / character / card, then target, then dice):

======  ===================================================================
ids     choice
======  ===================================================================
0-5     kind: skill, switch, play, tune, technique, end round
6-11    skill (position in the active character's skills)
12-14   character (position)
15-24   card (position in hand)
25-39   target: none, own 1-3, opponent 1-3, summon 1-4, support 1-4
40-47   die: Omni, Cryo, Hydro, Pyro, Electro, Anemo, Geo, Dendro
48      pay the rest automatically
49      done (finish a redraw or reroll selection)
======  ===================================================================
"""

from ._invokation import (
    CHANCE_PLAYER,
    DEFAULT_DECKS,
    NUM_DISTINCT_ACTIONS,
    OBS_SIZE,
    TERMINAL_PLAYER,
    Agent,
    DeckError,
    Game,
    IllegalActionError,
    InvokationError,
    State,
    VecEnv,
    builtin_decks,
    parse_deck,
    versions,
)
from . import agents

__version__ = "0.1.0"

# The environments need optional packages (pettingzoo, gymnasium): they are imported on
# first use, so `import invokation; invokation.pettingzoo.env()` works without importing
# the submodule by hand, and `import invokation` works without them.
_LAZY = ("gym", "pettingzoo")


def __getattr__(name):
    if name in _LAZY:
        import importlib

        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "CHANCE_PLAYER",
    "DEFAULT_DECKS",
    "NUM_DISTINCT_ACTIONS",
    "OBS_SIZE",
    "TERMINAL_PLAYER",
    "Agent",
    "DeckError",
    "Game",
    "IllegalActionError",
    "InvokationError",
    "State",
    "VecEnv",
    "agents",
    "builtin_decks",
    "gym",
    "pettingzoo",
    "parse_deck",
    "versions",
]
