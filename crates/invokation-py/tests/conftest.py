"""Shared helpers of the invokation test suite."""

from __future__ import annotations

import random
from typing import List, Tuple

import pytest

import invokation

#: A deck with action cards (shuffles, draws, card plays): the built-in decks have none.
CARD_DECK = [
    "Ganyu",
    "Xingqiu",
    "Noelle",
    "2x Sweet Madame",
    "2x Paimon",
    "2x Toss-Up",
    "2x Teyvat Fried Egg",
    "2x Knights of Favonius Library",
    "2x Sacrificial Sword",
    "2x Undivided Heart",
]


@pytest.fixture
def game() -> invokation.Game:
    return invokation.Game(seed=7)


@pytest.fixture
def card_game() -> invokation.Game:
    return invokation.Game(CARD_DECK, "storm-and-fire", seed=11)


def random_play(
    state: invokation.State, seed: int, max_steps: int = 100_000, explicit_chance: bool = True
) -> List[Tuple[int, int]]:
    """Plays ``state`` to the end with random choices; returns (player, action) pairs."""
    rng = random.Random(seed)
    trace = []
    for _ in range(max_steps):
        if state.is_terminal():
            break
        p = state.current_player()
        if state.is_chance_node():
            if explicit_chance:
                outcomes = state.chance_outcomes()
                a = rng.choices([o for o, _ in outcomes], [w for _, w in outcomes])[0]
                state.apply_action(a)
            else:
                state.apply_random_chance()
                a = -1
        else:
            a = rng.choice(state.legal_actions())
            state.apply_action(a)
        trace.append((p, a))
    return trace
