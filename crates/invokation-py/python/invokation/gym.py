"""A Gymnasium single-agent environment: the learner against a built-in agent.

::

    from invokation.gym import InvokationEnv

    env = InvokationEnv(opponent="greedy", seed=0)
    obs, info = env.reset()
    done = False
    while not done:
        action = env.action_space.sample(obs["action_mask"])
        obs, reward, terminated, truncated, info = env.step(action)
        done = terminated or truncated

The learner plays one seat (``player=0`` or ``1``, or ``"random"`` for a random seat each
episode) one choice id at a time; the opponent plays whole actions between the learner's
choices. Observations are dicts ``{"observation", "action_mask"}`` as in
:mod:`invokation.pettingzoo`; ``action_masks()`` gives the mask too (sb3-contrib's
MaskablePPO convention). The reward is the learner's return at the end (+1 / -1 / 0).

An illegal action raises :class:`invokation.IllegalActionError`, or with
``illegal_action="lose"`` ends the episode with reward -1 (``info["illegal_action"]``).

Requires ``gymnasium``.
"""

from __future__ import annotations

from typing import Any, Callable, Optional, Union

import gymnasium
import numpy as np

from ._invokation import Agent, Game, State
from ._spaces import action_space, observation_space

__all__ = ["InvokationEnv", "make"]

Opponent = Union[str, Agent, Callable[[State], Any]]


def make(**kwargs: Any) -> "InvokationEnv":
    """Same as ``InvokationEnv(**kwargs)``."""
    return InvokationEnv(**kwargs)


class InvokationEnv(gymnasium.Env):
    """Genius Invokation TCG against a built-in agent.

    Arguments: ``opponent`` ("random", "greedy", "mcts", "mcts:N", an :class:`Agent`, or a
    callable ``f(state) -> choice id or notation string``), ``player`` (the learner's seat:
    0, 1 or "random"), ``deck_a``, ``deck_b``, ``version``, ``all_omni``, ``config``,
    ``seed``, ``render_mode`` (None, "ansi", "human"), ``illegal_action`` ("raise" or
    "lose").
    """

    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(
        self,
        opponent: Opponent = "random",
        player: Union[int, str] = 0,
        deck_a: Any = None,
        deck_b: Any = None,
        version: Optional[str] = None,
        all_omni: bool = False,
        config: Optional[dict] = None,
        seed: Optional[int] = None,
        render_mode: Optional[str] = None,
        illegal_action: str = "raise",
    ):
        super().__init__()
        if player not in (0, 1, "random"):
            raise ValueError(f"player must be 0, 1 or 'random', got {player!r}")
        if illegal_action not in ("raise", "lose"):
            raise ValueError(f"illegal_action must be 'raise' or 'lose', got {illegal_action!r}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be 'ansi', 'human' or None, got {render_mode!r}")
        self.game = Game(deck_a, deck_b, version=version, all_omni=all_omni, config=config)
        self._seed = seed
        self._seat = player
        self._opponent_spec = opponent
        self.opponent = self._make_opponent(opponent, 0 if seed is None else seed + 1)
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self.observation_space = observation_space()
        self.action_space = action_space()
        self.player = 0 if player == "random" else int(player)
        self.game_state: Optional[State] = None
        self._seeds = np.random.default_rng(seed)

    @staticmethod
    def _make_opponent(opponent: Opponent, seed: int) -> Any:
        if isinstance(opponent, str):
            return Agent(opponent, seed)
        if isinstance(opponent, Agent) or callable(opponent):
            return opponent
        raise TypeError(f"opponent must be an agent name, an Agent or a callable, got {opponent!r}")

    # -- helpers ---------------------------------------------------------------------------

    def _obs(self) -> dict:
        s = self.game_state
        return {
            "observation": s.observation_tensor(self.player),
            "action_mask": s.legal_actions_mask(self.player),
        }

    def _info(self, **extra: Any) -> dict:
        info = {"player": self.player, "action_mask": self.game_state.legal_actions_mask(self.player)}
        info.update(extra)
        return info

    def _play_opponent(self) -> None:
        """Chance and the opponent's actions until the learner chooses or the game ends."""
        s = self.game_state
        s.resolve_chance()
        while not s.is_terminal() and s.current_player() != self.player:
            opp = self.opponent
            if isinstance(opp, Agent):
                opp.act(s)
            else:
                choice = opp(s)
                if isinstance(choice, str):
                    s.apply_full_action(choice)
                else:
                    s.apply_action(int(choice))
            s.resolve_chance()

    # -- gymnasium API -----------------------------------------------------------------------

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None):
        super().reset(seed=seed)
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
            if isinstance(self._opponent_spec, str):
                self.opponent = self._make_opponent(self._opponent_spec, seed + 1)
        game_seed = int(self._seeds.integers(0, 2**63 - 1))
        if self._seat == "random":
            self.player = int(self._seeds.integers(0, 2))
        self.game_state = self.game.new_initial_state(game_seed)
        self._play_opponent()
        return self._obs(), self._info()

    def step(self, action: Any):
        s = self.game_state
        if s is None:
            raise RuntimeError("call reset() before step()")
        if s.is_terminal():
            raise RuntimeError("the episode is over: call reset()")
        try:
            s.apply_action(int(action))
        except ValueError:
            if self.illegal_action == "raise":
                raise
            return self._obs(), -1.0, True, False, self._info(illegal_action=True)
        self._play_opponent()
        terminated = s.is_terminal()
        reward = float(s.returns()[self.player]) if terminated else 0.0
        if self.render_mode == "human":
            self.render()
        return self._obs(), reward, terminated, False, self._info()

    def action_masks(self) -> np.ndarray:
        """The legal-action mask as bools (sb3-contrib's MaskablePPO convention)."""
        return self.game_state.legal_actions_mask(self.player).astype(bool)

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
