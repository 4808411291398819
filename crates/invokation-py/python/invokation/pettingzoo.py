"""A PettingZoo AEC environment: two players, one small choice at a time.

::

    from invokation.pettingzoo import env

    e = env()                      # built-in decks; env(deck_a=..., deck_b=..., version=...)
    e.reset(seed=42)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        if terminated or truncated:
            action = None
        else:
            action = e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

Agents are ``"player_0"`` (P1) and ``"player_1"`` (P2). Each observation is a dict:
``"observation"``, float32 ``[OBS_SIZE]`` from that player's side (no hidden information),
and ``"action_mask"``, int8 ``[50]`` (all zero when it is not that player's choice). Actions
are the 50 choice ids (see :mod:`invokation`); the same player often chooses several times
in a row while building one action. Chance (dice, shuffles) is sampled inside the env from
the reset seed. Rewards come at the end: +1 win, -1 loss (both lose at the round limit), 0
draw. An illegal action raises :class:`invokation.IllegalActionError`.

Requires ``pettingzoo`` and ``gymnasium``.
"""

from __future__ import annotations

from typing import Any, Optional

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ._invokation import Game, State
from ._spaces import OBS_HIGH, action_space, observation_space

__all__ = ["env", "raw_env", "OBS_HIGH", "observation_space", "action_space"]

def env(**kwargs: Any) -> "raw_env":
    """The AEC environment (see :class:`raw_env` for the arguments)."""
    return raw_env(**kwargs)


class raw_env(AECEnv):
    """Genius Invokation TCG as a PettingZoo AEC environment.

    Arguments (all optional): ``deck_a``, ``deck_b`` (built-in deck name, deck text, share
    code, list of names or dict; built-in decks when None), ``version`` ("6.5.0"),
    ``all_omni``, ``config`` (dict of GameConfig fields), ``seed`` (seeds the episodes
    that ``reset()`` without a seed starts), ``render_mode`` (None, "ansi", "human").
    """

    metadata = {
        "render_modes": ["ansi", "human"],
        "name": "invokation_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        deck_a: Any = None,
        deck_b: Any = None,
        version: Optional[str] = None,
        all_omni: bool = False,
        config: Optional[dict] = None,
        seed: Optional[int] = None,
        render_mode: Optional[str] = None,
    ):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(
                f"render_mode must be one of {self.metadata['render_modes']} or None, got {render_mode!r}"
            )
        self.game = Game(deck_a, deck_b, version=version, all_omni=all_omni, config=config)
        self.render_mode = render_mode
        self.possible_agents = ["player_0", "player_1"]
        self.agents = []
        self._index = {a: i for i, a in enumerate(self.possible_agents)}
        self.observation_spaces = {a: observation_space() for a in self.possible_agents}
        self.action_spaces = {a: action_space() for a in self.possible_agents}
        self._seeds = np.random.default_rng(seed)
        self.game_state: Optional[State] = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def observe(self, agent: str) -> dict:
        p = self._index[agent]
        s = self.game_state
        return {
            "observation": s.observation_tensor(p),
            "action_mask": s.legal_actions_mask(p),
        }

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        game_seed = int(self._seeds.integers(0, 2**63 - 1))
        self.game_state = self.game.new_initial_state(game_seed)
        self.game_state.resolve_chance()
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.game_state.current_player()]

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} must choose an action (None is only for finished agents)")
        s = self.game_state
        s.apply_action(int(action))  # IllegalActionError: nothing changed
        s.resolve_chance()
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        if s.is_terminal():
            returns = s.returns()
            for a in self.agents:
                self.rewards[a] = float(returns[self._index[a]])
                self.terminations[a] = True
        else:
            self.agent_selection = self.possible_agents[s.current_player()]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> Optional[str]:
        if self.game_state is None:
            return None
        text = str(self.game_state)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass

    def state(self) -> np.ndarray:
        """The observation of the player to choose (the game has hidden information, so
        there is no observation-free global state)."""
        p = self.game_state.current_player()
        return self.game_state.observation_tensor(p if p >= 0 else 0)

    def __str__(self) -> str:
        return self.metadata["name"]
