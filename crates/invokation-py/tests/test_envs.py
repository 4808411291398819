"""The PettingZoo AEC environment and the Gymnasium single-agent wrapper."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import invokation

pettingzoo = pytest.importorskip("pettingzoo")
gymnasium = pytest.importorskip("gymnasium")

from invokation.gym import InvokationEnv  # noqa: E402
from invokation.pettingzoo import env as aec_env  # noqa: E402
from conftest import CARD_DECK  # noqa: E402


def test_pettingzoo_api_test():
    from pettingzoo.test import api_test

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # dict observations are expected by design
        api_test(aec_env(), num_cycles=1000)
        api_test(aec_env(deck_a=CARD_DECK, seed=3), num_cycles=300)


def test_pettingzoo_seed_test():
    from pettingzoo.test import seed_test

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        seed_test(lambda: aec_env(deck_a=CARD_DECK), num_cycles=100)


def play_aec(e, seed):
    e.reset(seed=seed)
    rng = np.random.default_rng(seed)
    trace, totals = [], {a: 0.0 for a in e.possible_agents}
    for agent in e.agent_iter():
        obs, reward, term, trunc, info = e.last()
        totals[agent] += reward
        if term or trunc:
            action = None
        else:
            mask = obs["action_mask"]
            assert mask.dtype == np.int8 and mask.any()
            action = int(rng.choice(np.flatnonzero(mask)))
            trace.append((agent, action, float(obs["observation"].sum())))
        e.step(action)
    return trace, totals


def test_pettingzoo_full_games_and_determinism():
    e = aec_env(deck_a=CARD_DECK)
    t1, r1 = play_aec(e, 4)
    t2, r2 = play_aec(e, 4)
    assert t1 == t2 and r1 == r2
    assert len(t1) > 50
    assert set(r1.values()) <= {-1.0, 0.0, 1.0}
    assert e.agents == []
    t3, _ = play_aec(e, 5)
    assert t3 != t1


def test_pettingzoo_illegal_action_raises():
    e = aec_env()
    e.reset(seed=0)
    obs, *_ = e.last()
    bad = next(a for a in range(50) if obs["action_mask"][a] == 0)
    with pytest.raises(invokation.IllegalActionError):
        e.step(bad)
    assert e.render() is None or isinstance(e.render(), str)
    e2 = aec_env(render_mode="ansi")
    e2.reset(seed=1)
    assert "round 1" in e2.render()


def test_gym_check_env():
    from gymnasium.utils.env_checker import check_env

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(InvokationEnv(opponent="random", illegal_action="lose", seed=0), skip_render_check=True)


@pytest.mark.parametrize("opponent", ["random", "greedy", "mcts:20"])
def test_gym_episode_against_builtin_agents(opponent):
    env = InvokationEnv(opponent=opponent, player="random", deck_a=CARD_DECK, seed=1)
    obs, info = env.reset(seed=1)
    assert env.observation_space.contains(obs)
    rng = np.random.default_rng(0)
    steps, done = 0, False
    while not done:
        assert env.game_state.current_player() == env.player
        assert np.array_equal(env.action_masks(), obs["action_mask"].astype(bool))
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, reward, terminated, truncated, info = env.step(action)
        done = terminated or truncated
        steps += 1
        if not done:
            assert reward == 0.0
    assert reward in (-1.0, 0.0, 1.0)
    assert reward == env.game_state.returns()[env.player]
    assert steps > 5


def test_gym_opponent_callable_and_illegal():
    calls = []

    def first_legal(state):
        calls.append(1)
        return state.legal_actions()[0]

    env = InvokationEnv(opponent=first_legal, player=1, seed=0)
    obs, _ = env.reset()
    assert calls, "P1 chooses first; the opponent played"
    bad = next(a for a in range(50) if obs["action_mask"][a] == 0)
    with pytest.raises(invokation.IllegalActionError):
        env.step(bad)
    lose = InvokationEnv(illegal_action="lose", seed=0)
    obs, _ = lose.reset()
    bad = next(a for a in range(50) if obs["action_mask"][a] == 0)
    _, r, term, _, info = lose.step(bad)
    assert r == -1.0 and term and info["illegal_action"]


def test_environments_are_reachable_from_the_package():
    """`import invokation` then `invokation.pettingzoo.env()` works (as the README shows),
    in a fresh interpreter where nobody imported the submodule first."""
    import subprocess
    import sys

    code = (
        "import invokation\n"
        "e = invokation.pettingzoo.env()\n"
        "e.reset(seed=1)\n"
        "assert e.agents == ['player_0', 'player_1']\n"
        "assert invokation.gym.InvokationEnv is not None\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"
