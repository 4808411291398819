"""An RLlib multi-agent config for the invokation PettingZoo environment, with action masking.

    pip install ./crates/invokation-py "ray[rllib]" torch
    python examples/rllib_multiagent.py --iterations 20 --env-runners 2

Both seats ("player_0", "player_1") map to one shared policy, so PPO learns by self-play
with parameter sharing. The policy is RLlib's ``ActionMaskingTorchRLModule``: it reads the
observation dict ``{"observations", "action_mask"}`` and never picks a masked-out choice id.
:class:`InvokationRLlibEnv` wraps :func:`invokation.pettingzoo.env` for RLlib (the key
``"observation"`` is renamed ``"observations"``, as that module expects). Each env runner
builds its own environment from ``env_config`` (plain data: decks, version, seed), so
nothing unpicklable crosses processes.

To train against a fixed opponent instead, map one seat to a second policy and leave it
out of ``policies_to_train``.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, Dict, Optional

import gymnasium as gym
from ray.rllib.env.wrappers.pettingzoo_env import PettingZooEnv

import invokation.pettingzoo

ENV_NAME = "invokation"


def _rename(obs: Dict[str, Any]) -> Dict[str, Any]:
    return {
        aid: {"observations": o["observation"], "action_mask": o["action_mask"]}
        for aid, o in obs.items()
    }


class InvokationRLlibEnv(PettingZooEnv):
    """The invokation AEC environment as an RLlib ``MultiAgentEnv`` (turn-based: only the
    player to choose gets an observation). ``env_config`` holds the arguments of
    :func:`invokation.pettingzoo.env` (deck_a, deck_b, version, all_omni, config, seed)."""

    def __init__(self, env_config: Optional[Dict[str, Any]] = None):
        super().__init__(invokation.pettingzoo.env(**dict(env_config or {})))
        self.observation_spaces = {
            aid: gym.spaces.Dict(
                {"observations": sp["observation"], "action_mask": sp["action_mask"]}
            )
            for aid, sp in self.observation_spaces.items()
        }
        self.observation_space = gym.spaces.Dict(self.observation_spaces)

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None):
        obs, infos = super().reset(seed=seed, options=options)
        return _rename(obs), infos

    def step(self, action):
        obs, rewards, terminateds, truncateds, infos = super().step(action)
        return _rename(obs), rewards, terminateds, truncateds, infos


def make_env(env_config: Optional[Dict[str, Any]] = None) -> InvokationRLlibEnv:
    return InvokationRLlibEnv(env_config)


def build_config(
    num_env_runners: int = 2,
    env_config: Optional[Dict[str, Any]] = None,
    hidden: tuple = (256, 256),
):
    """A PPO config: one shared, action-masking policy for both seats."""
    from ray.rllib.algorithms.ppo import PPOConfig
    from ray.rllib.core.rl_module.multi_rl_module import MultiRLModuleSpec
    from ray.rllib.core.rl_module.rl_module import RLModuleSpec
    from ray.rllib.examples.rl_modules.classes.action_masking_rlm import (
        ActionMaskingTorchRLModule,
    )
    from ray.tune.registry import register_env

    if __name__ != "__main__":
        # Imported (e.g. by the tests): ship this module's code to the env runners by
        # value, since they may not be able to import it by name.
        import ray.cloudpickle

        ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    register_env(ENV_NAME, make_env)
    return (
        PPOConfig()
        # RLlib's env check steps an unmasked random action, which the env refuses
        # (IllegalActionError): the masking module never chooses one.
        .environment(ENV_NAME, env_config=dict(env_config or {}), disable_env_checking=True)
        .env_runners(num_env_runners=num_env_runners, num_envs_per_env_runner=1)
        .multi_agent(
            policies={"shared"},
            policy_mapping_fn=lambda agent_id, episode, **kwargs: "shared",
            policies_to_train=["shared"],
        )
        .rl_module(
            rl_module_spec=MultiRLModuleSpec(
                rl_module_specs={
                    "shared": RLModuleSpec(
                        module_class=ActionMaskingTorchRLModule,
                        model_config={"head_fcnet_hiddens": list(hidden)},
                    )
                }
            )
        )
        .training(lr=3e-4, gamma=1.0, train_batch_size_per_learner=4000, minibatch_size=256)
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--iterations", type=int, default=10)
    ap.add_argument("--env-runners", type=int, default=2)
    args = ap.parse_args()
    import ray

    ray.init(include_dashboard=False)
    algo = build_config(args.env_runners).build_algo()
    for i in range(args.iterations):
        result = algo.train()
        runners = result.get("env_runners", {})
        print(
            f"iteration {i + 1}: episodes {runners.get('num_episodes', '?')}, "
            f"mean length {runners.get('episode_len_mean', float('nan')):.0f}"
        )
    algo.stop()
    ray.shutdown()


if __name__ == "__main__":
    main()
