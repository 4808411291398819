"""The Ray self-play example, on a local Ray instance with 2 workers, and the RLlib config."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import numpy as np
import pytest

import invokation

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


def load(name):
    path = EXAMPLES / f"{name}.py"
    if not path.exists():
        pytest.skip(f"{path} not found")
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def ray_local():
    ray = pytest.importorskip("ray")
    ray.init(
        num_cpus=2,
        include_dashboard=False,
        log_to_driver=False,
        configure_logging=False,
        _node_ip_address="127.0.0.1",
    )
    yield ray
    ray.shutdown()


def test_selfplay_without_ray():
    ex = load("ray_selfplay")
    sp = ex.SelfPlay({"policies": ["random", "greedy"], "seed": 1})
    t = sp.play_game()
    ex.check_trajectory(t)


def test_ray_selfplay_two_workers(ray_local):
    ex = load("ray_selfplay")
    config = {
        "deck_a": ["Ganyu", "Xingqiu", "Noelle", "2x Sweet Madame", "2x Paimon", "2x Toss-Up"],
        "policies": ["random", "mcts:10"],
        "seed": 3,
    }
    trajs = ex.run(config, num_workers=2, games=4)
    assert len(trajs) == 4
    for t in trajs:
        ex.check_trajectory(t)
        n = len(t["action"])
        assert t["obs"].shape[0] == t["mask"].shape[0] == t["player"].shape[0] == n
        assert np.all(t["mask"][np.arange(n), t["action"]] == 1)
        assert set(t["reward"].tolist()) <= {-1.0, 0.0, 1.0}
        # the trajectory replays exactly from its seed
        s = invokation.Game(config["deck_a"]).new_initial_state(t["seed"])
        s.resolve_chance()
        for p, a in zip(t["player"], t["action"]):
            assert s.current_player() == p
            s.apply_action(int(a))
            s.resolve_chance()
        assert s.is_terminal() and s.returns() == t["returns"].tolist()
    # the two workers played different games
    assert len({t["seed"] for t in trajs}) == 4


def test_rllib_multiagent_config():
    pytest.importorskip("ray.rllib")
    ex = load("rllib_multiagent")
    config = ex.build_config(num_env_runners=2)
    assert config.num_env_runners == 2
    assert config.is_multi_agent
    env = ex.make_env({"seed": 0})
    obs, infos = env.reset(seed=0)
    rng = np.random.default_rng(0)
    steps = 0
    done = False
    while not done and steps < 5000:
        (agent, o), = obs.items()
        assert set(o) == {"observations", "action_mask"}
        assert env.observation_space[agent].contains(o)
        action = int(rng.choice(np.flatnonzero(o["action_mask"])))
        obs, rew, term, trunc, info = env.step({agent: action})
        done = term["__all__"]
        steps += 1
    assert done
    assert set(rew.values()) <= {-1.0, 0.0, 1.0}


def test_rllib_trains_one_iteration(ray_local):
    """Builds PPO from the config and trains once (only where torch is installed; CI
    installs ray[rllib] without torch, so there only the config and env are checked)."""
    pytest.importorskip("ray.rllib")
    pytest.importorskip("torch")
    ex = load("rllib_multiagent")
    config = ex.build_config(num_env_runners=2).training(
        train_batch_size_per_learner=500, minibatch_size=250, num_epochs=1
    )
    algo = config.build_algo()
    try:
        result = algo.train()
        assert result["env_runners"]["num_env_steps_sampled"] >= 500
    finally:
        algo.stop()
