"""Bad input raises clear Python exceptions and changes nothing; it never crashes."""

from __future__ import annotations

import numpy as np
import pytest

import invokation
from invokation import DeckError, IllegalActionError, InvokationError


def test_exception_hierarchy():
    assert issubclass(InvokationError, ValueError)
    assert issubclass(IllegalActionError, InvokationError)
    assert issubclass(DeckError, InvokationError)


def test_illegal_action_ids(game):
    s = game.new_initial_state()
    s.resolve_chance()
    before = s.serialize()
    legal = s.legal_actions()
    illegal = next(a for a in range(50) if a not in legal)
    with pytest.raises(IllegalActionError, match=f"action {illegal} .* is not legal now"):
        s.apply_action(illegal)
    for bad in (-1, 50, 1000):
        with pytest.raises(IllegalActionError, match="out of range"):
            s.apply_action(bad)
    with pytest.raises((OverflowError, ValueError)):
        s.apply_action(10**30)
    with pytest.raises(TypeError):
        s.apply_action("skill")
    assert s.serialize() == before


def test_after_the_end(game):
    s = game.new_initial_state()
    from conftest import random_play

    random_play(s, seed=0)
    assert s.is_terminal()
    with pytest.raises(IllegalActionError, match="game is over"):
        s.apply_action(0)
    with pytest.raises(IllegalActionError, match="game is over"):
        s.apply_full_action("p1 end")
    with pytest.raises(InvokationError, match="pass the player"):
        s.observation_tensor()
    assert s.observation_tensor(0).shape == (invokation.OBS_SIZE,)


def test_bad_full_actions(game):
    s = game.new_initial_state()
    s.resolve_chance()
    with pytest.raises(IllegalActionError):
        s.apply_full_action("p1 fly away")
    with pytest.raises(IllegalActionError):
        s.apply_full_action("")
    with pytest.raises(IllegalActionError):
        s.full_action_choices("p1 play Nonexistent Card")


def test_unknown_cards_and_decks():
    with pytest.raises(DeckError, match='deck_a: line 3: unknown character "Nobody"'):
        invokation.Game(["Ganyu", "Xingqiu", "Nobody"])
    with pytest.raises(DeckError, match="line 4"):
        invokation.Game(None, ["Diluc", "Fischl", "Sucrose", "2x Not A Card"])
    with pytest.raises(DeckError, match="neither a built-in deck"):
        invokation.Game("no-such-deck")
    with pytest.raises(DeckError, match="needs 3 characters"):
        invokation.Game(["Ganyu"])
    with pytest.raises(DeckError, match="appears twice"):
        invokation.Game(["Ganyu", "Ganyu", "Noelle"])
    with pytest.raises(DeckError):
        invokation.Game(42)
    with pytest.raises(DeckError):
        invokation.VecEnv(2, ["Ganyu", "Xingqiu", "Nobody"])
    with pytest.raises(DeckError):
        invokation.parse_deck("???")


def test_bad_settings():
    with pytest.raises(InvokationError, match="unknown version|version"):
        invokation.Game(version="99.9")
    with pytest.raises(InvokationError, match="round_limit"):
        invokation.Game(config={"round_limit": 0})
    with pytest.raises(InvokationError, match="invalid game config"):
        invokation.Game(config={"round_limit": "many"})
    with pytest.raises(InvokationError, match="player must be 0 or 1"):
        invokation.Game().new_initial_state().observation_tensor(2)


def test_bad_serialized_states():
    for text in ("", "{}", "not json", '{"format": "other"}', "[1, 2, 3]"):
        with pytest.raises(InvokationError, match="cannot read the state"):
            invokation.State.deserialize(text)
    s = invokation.Game().new_initial_state()
    text = s.serialize().replace('"invokation-state/1"', '"invokation-state/0"')
    with pytest.raises(InvokationError, match="format"):
        invokation.State.deserialize(text)


def test_vec_env_bad_input():
    v = invokation.VecEnv(3, seed=1)
    obs, mask = v.reset()
    before = obs.copy()
    steps = v.steps_taken
    good = np.array([np.flatnonzero(m)[0] for m in mask])
    bad = good.copy()
    bad[1] = next(a for a in range(50) if mask[1, a] == 0)
    with pytest.raises(IllegalActionError, match="game 1: action"):
        v.step(bad)
    with pytest.raises(InvokationError, match="expected 3 actions"):
        v.step(good[:2])
    with pytest.raises(IllegalActionError):
        v.step(np.array([-1, 0, 0]))
    assert v.steps_taken == steps and np.array_equal(v.obs, before)
    v.step(good)  # still usable
    with pytest.raises(InvokationError, match="at least one"):
        invokation.VecEnv(0)


def test_bad_agents(game):
    with pytest.raises(InvokationError, match="unknown agent"):
        invokation.Agent("alphazero")
    with pytest.raises(ValueError):
        invokation.agents.mcts(iterations=0)
    s = invokation.Game(["Ganyu", "Xingqiu", "Noelle", "2x Paimon"]).new_initial_state()
    assert s.is_chance_node()
    with pytest.raises(IllegalActionError, match="chance"):
        invokation.Agent("random").decide(s)
