"""Observation and action spaces shared by the PettingZoo and Gymnasium environments."""

from __future__ import annotations

import numpy as np
from gymnasium import spaces

from ._invokation import NUM_DISTINCT_ACTIONS, OBS_SIZE

#: Upper bound of the observation space (features are counts and ratios, all >= 0).
OBS_HIGH = 1000.0


def observation_space() -> spaces.Dict:
    """``{"observation": float32 [OBS_SIZE], "action_mask": int8 [50]}``."""
    return spaces.Dict(
        {
            "observation": spaces.Box(0.0, OBS_HIGH, (OBS_SIZE,), np.float32),
            "action_mask": spaces.Box(0, 1, (NUM_DISTINCT_ACTIONS,), np.int8),
        }
    )


def action_space() -> spaces.Discrete:
    """The 50 choice ids."""
    return spaces.Discrete(NUM_DISTINCT_ACTIONS)
