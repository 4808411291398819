"""Self-play trajectories with Ray: many games on many processes (or machines).

    pip install ./crates/invokation-py "ray>=2.9"
    python examples/ray_selfplay.py --workers 2 --games 8
    python examples/ray_selfplay.py --workers 4 --games 100 --policies mcts:200 greedy --out data.npz
    python examples/ray_selfplay.py --address auto ...     # an existing Ray cluster

How it works: the driver sends each worker (a Ray actor) a plain ``dict`` config (decks,
version, policies, seed). Each worker builds its own ``invokation.Game`` and agents from it
(nothing unpicklable crosses processes), plays whole games choice by choice, and sends back
trajectories: dicts of numpy arrays, one per game, from both players' sides.

A trajectory of T choices:

=========  ===================  ==========================================================
key        type                 meaning
=========  ===================  ==========================================================
obs        float32 [T, OBS]     observation of the player choosing at step t (their side)
mask       int8 [T, 50]         their legal-action mask
action     int64 [T]            the choice id taken (``mask[t, action[t]] == 1``)
player     int8 [T]             who chose (0 = P1, 1 = P2)
reward     float32 [T]          the chooser's final return at the last step, 0 before
returns    float32 [2]          final returns [P1, P2]: +1 win, -1 loss (both lose at the
                                round limit), 0 draw
seed       int                  the game's chance seed (replays the game with the actions)
=========  ===================  ==========================================================

Policies: ``"random"`` (uniform over the mask, in numpy) or a built-in agent (``"greedy"``,
``"mcts"``, ``"mcts:N"``), whose whole actions are recorded as the choice ids that build them
(``Agent.decide_choices``), so expert games give (observation, choice) pairs for imitation.
Swap in your own policy (e.g. a neural network) in :meth:`SelfPlayWorker._choose`.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any, Dict, List, Optional

import numpy as np

import invokation

#: The default config: everything a worker needs, as plain data.
DEFAULT_CONFIG: Dict[str, Any] = {
    "deck_a": None,  # built-in "frost-and-rain"; or a deck name / text / share code / list
    "deck_b": None,  # built-in "storm-and-fire"
    "version": None,  # newest
    "config": None,  # GameConfig fields, e.g. {"round_limit": 8}
    "policies": ["random", "random"],  # per seat
    "seed": 0,
}


class SelfPlay:
    """Plays games from a plain config (usable with or without Ray)."""

    def __init__(self, config: Dict[str, Any], worker_index: int = 0):
        cfg = dict(DEFAULT_CONFIG)
        cfg.update(config or {})
        self.worker_index = worker_index
        self.game = invokation.Game(
            cfg["deck_a"], cfg["deck_b"], version=cfg["version"], config=cfg["config"]
        )
        seed = int(cfg["seed"]) * 1_000_003 + worker_index
        self.rng = np.random.default_rng(seed)
        policies = cfg["policies"]
        if isinstance(policies, str):
            policies = [policies, policies]
        self.policies = list(policies)
        self.agents = [
            None if p == "random" else invokation.Agent(p, seed * 2 + i)
            for i, p in enumerate(self.policies)
        ]

    def _choose(self, state: invokation.State, player: int, mask: np.ndarray, plan: List[int]) -> int:
        """The next choice id of ``player`` (``plan`` holds the rest of an agent's action)."""
        agent = self.agents[player]
        if agent is None:
            return int(self.rng.choice(np.flatnonzero(mask)))
        if not plan:
            plan.extend(agent.decide_choices(state))
        return plan.pop(0)

    def play_game(self) -> Dict[str, Any]:
        seed = int(self.rng.integers(0, 2**63 - 1))
        state = self.game.new_initial_state(seed)
        obs, masks, actions, players = [], [], [], []
        plans: List[List[int]] = [[], []]
        state.resolve_chance()
        while not state.is_terminal():
            p = state.current_player()
            mask = state.legal_actions_mask(p)
            a = self._choose(state, p, mask, plans[p])
            obs.append(state.observation_tensor(p))
            masks.append(mask)
            actions.append(a)
            players.append(p)
            state.apply_action(a)
            state.resolve_chance()
        returns = np.asarray(state.returns(), dtype=np.float32)
        player = np.asarray(players, dtype=np.int8)
        reward = np.zeros(len(actions), dtype=np.float32)
        reward[-1] = returns[player[-1]]
        return {
            "obs": np.stack(obs).astype(np.float32),
            "mask": np.stack(masks).astype(np.int8),
            "action": np.asarray(actions, dtype=np.int64),
            "player": player,
            "reward": reward,
            "returns": returns,
            "seed": seed,
        }

    def play(self, num_games: int) -> List[Dict[str, Any]]:
        return [self.play_game() for _ in range(num_games)]


def run(
    config: Optional[Dict[str, Any]] = None,
    num_workers: int = 2,
    games: int = 8,
    address: Optional[str] = None,
) -> List[Dict[str, Any]]:
    """Plays ``games`` games on ``num_workers`` Ray actors; returns the trajectories.

    Starts a local Ray instance with ``num_workers`` CPUs unless Ray is running (or
    ``address`` names a cluster)."""
    import ray

    if not ray.is_initialized():
        if address:
            ray.init(address=address)
        else:  # a local instance, on the loopback interface only
            ray.init(
                num_cpus=num_workers,
                include_dashboard=False,
                log_to_driver=False,
                _node_ip_address="127.0.0.1",
            )
    if __name__ != "__main__":
        # Imported (e.g. by the tests): ship this module's code to the workers by value,
        # since they may not be able to import it by name.
        ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    worker_cls = ray.remote(num_cpus=1)(SelfPlay)
    workers = [worker_cls.remote(config or {}, i) for i in range(num_workers)]
    share = [games // num_workers + (i < games % num_workers) for i in range(num_workers)]
    futures = [w.play.remote(k) for w, k in zip(workers, share) if k > 0]
    out: List[Dict[str, Any]] = []
    for batch in ray.get(futures):
        out.extend(batch)
    return out


def check_trajectory(t: Dict[str, Any]) -> None:
    """Asserts the invariants of a trajectory (used by the tests)."""
    n = len(t["action"])
    assert n > 0
    assert t["obs"].shape == (n, invokation.OBS_SIZE) and t["obs"].dtype == np.float32
    assert t["mask"].shape == (n, invokation.NUM_DISTINCT_ACTIONS)
    assert t["player"].shape == (n,) and t["reward"].shape == (n,)
    assert set(np.unique(t["player"])) <= {0, 1}
    assert np.all(t["mask"][np.arange(n), t["action"]] == 1), "an action outside its mask"
    assert set(np.unique(t["reward"])) <= {-1.0, 0.0, 1.0}
    assert set(t["returns"].tolist()) <= {-1.0, 0.0, 1.0}
    assert np.count_nonzero(t["reward"][:-1]) == 0
    assert t["reward"][-1] == t["returns"][t["player"][-1]]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--games", type=int, default=8)
    ap.add_argument("--policies", nargs="+", default=["random"], help="one, or one per seat")
    ap.add_argument("--deck-a", default=None)
    ap.add_argument("--deck-b", default=None)
    ap.add_argument("--version", default=None)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--address", default=None, help="an existing Ray cluster ('auto')")
    ap.add_argument("--out", default=None, help="save the trajectories to this .npz")
    args = ap.parse_args()
    policies = args.policies * 2 if len(args.policies) == 1 else args.policies
    config = {
        "deck_a": args.deck_a,
        "deck_b": args.deck_b,
        "version": args.version,
        "policies": policies,
        "seed": args.seed,
    }
    t0 = time.perf_counter()
    trajs = run(config, args.workers, args.games, args.address)
    dt = time.perf_counter() - t0
    for t in trajs:
        check_trajectory(t)
    steps = sum(len(t["action"]) for t in trajs)
    wins = np.array([t["returns"] for t in trajs])
    print(
        f"{len(trajs)} games, {steps} choices in {dt:.1f}s on {args.workers} workers; "
        f"P1 wins {np.mean(wins[:, 0] == 1):.0%}, P2 wins {np.mean(wins[:, 1] == 1):.0%}, "
        f"mean length {steps / max(1, len(trajs)):.0f} choices"
    )
    if args.out:
        np.savez_compressed(
            args.out,
            **{f"{k}_{i}": np.asarray(v) for i, t in enumerate(trajs) for k, v in t.items()},
        )
        print(f"saved to {args.out}")


if __name__ == "__main__":
    main()
