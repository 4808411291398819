"""The built-in agents of invokation-ai, callable from Python.

Each agent sees only what the deciding player may know and chooses *whole* actions
(dice paid as it likes)::

    import invokation
    from invokation import agents

    game = invokation.Game(seed=1)
    state = game.new_initial_state()
    bot = agents.mcts(iterations=200, seed=3)
    state.resolve_chance()
    print(bot.decide(state))   # e.g. "p1 choose 2"
    bot.act(state)             # decide and apply

The search runs in Rust without the GIL, so agents can run in Python threads.
"""

from __future__ import annotations

from ._invokation import Agent

__all__ = ["Agent", "by_name", "greedy", "mcts", "random", "NAMES"]

#: Names :func:`by_name` accepts (``"mcts:N"`` sets the iterations).
NAMES = ("random", "greedy", "mcts")


def by_name(name: str, seed: int = 0) -> Agent:
    """An agent by name: ``"random"``, ``"greedy"``, ``"mcts"`` or ``"mcts:N"``."""
    return Agent(name, seed)


def random(seed: int = 0) -> Agent:
    """Uniformly random legal whole actions."""
    return Agent("random", seed)


def greedy(seed: int = 0) -> Agent:
    """One-ply lookahead with the engine's evaluation."""
    return Agent("greedy", seed)


def mcts(iterations: int = 1000, seed: int = 0) -> Agent:
    """Information-set Monte Carlo tree search over determinizations."""
    if int(iterations) <= 0:
        raise ValueError(f"iterations must be positive, got {iterations}")
    return Agent(f"mcts:{int(iterations)}", seed)
