"""Throughput of invokation.VecEnv: env steps per second with random legal actions chosen in
numpy, on one core by default.

    python crates/invokation-py/bench.py                 # n=256, 10 s each, 1 thread, pinned to 1 core
    python crates/invokation-py/bench.py --n 1024 --threads 2 --cores 2 --seconds 20
    python crates/invokation-py/bench.py --decks icy-rain fire-and-thunder

By default two deck pairs are measured: the character-only decks (frost-and-rain vs
storm-and-fire, what the engine's own `invokation bench` uses) and the default 30-card decks
(icy-rain vs fire-and-thunder), whose games are longer and whose steps cost more.

One env step is one choice id in one game (the unit of VecEnv.step). The random actions are
uniform over each row's legal mask: ``(rng.random((n, 50)) * mask).argmax(1)``. Reported:
total steps/s (numpy included), the share of time in VecEnv.step, finished games/s, and the
State API (one game at a time, Python loop) for comparison.
"""

from __future__ import annotations

import argparse
import json
import os
import time

import numpy as np

import invokation


def bench_vec(n: int, seconds: float, threads: int, seed: int, decks) -> dict:
    env = invokation.VecEnv(n, decks[0], decks[1], seed=seed, num_threads=threads)
    obs, mask = env.reset()
    rng = np.random.default_rng(seed)
    # warm up
    for _ in range(20):
        a = (rng.random(mask.shape, dtype=np.float32) * mask).argmax(1)
        obs, mask, reward, done, to_play = env.step(a)
    steps = 0
    in_step = 0.0
    games0 = env.games_finished
    t0 = time.perf_counter()
    while True:
        a = (rng.random(mask.shape, dtype=np.float32) * mask).argmax(1)
        t1 = time.perf_counter()
        obs, mask, reward, done, to_play = env.step(a)
        in_step += time.perf_counter() - t1
        steps += n
        if t1 - t0 >= seconds:
            break
    dt = time.perf_counter() - t0
    return {
        "decks": list(decks),
        "n": n,
        "threads": threads,
        "seconds": round(dt, 2),
        "steps": steps,
        "steps_per_s": steps / dt,
        "step_call_share": in_step / dt,
        "rust_steps_per_s": steps / in_step,
        "games_per_s": (env.games_finished - games0) / dt,
        "steps_per_game": steps / max(1, env.games_finished - games0),
    }


def bench_state(seconds: float, seed: int, decks) -> dict:
    game = invokation.Game(decks[0], decks[1], seed=seed)
    rng = np.random.default_rng(seed)
    steps = 0
    games = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        s = game.new_initial_state(int(rng.integers(1 << 62)))
        while not s.is_terminal():
            if s.is_chance_node():
                s.apply_random_chance()
                continue
            legal = s.legal_actions()
            s.apply_action(legal[int(rng.integers(len(legal)))])
            steps += 1
        games += 1
    dt = time.perf_counter() - t0
    return {"steps_per_s": steps / dt, "games_per_s": games / dt}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=256, help="games stepped together")
    ap.add_argument("--decks", nargs=2, default=None, help="two decks (default: both pairs)")
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--threads", type=int, default=1, help="VecEnv.num_threads")
    ap.add_argument("--cores", type=int, default=1, help="pin the process to this many cores (0: no pinning)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if args.cores and hasattr(os, "sched_setaffinity"):
        allowed = sorted(os.sched_getaffinity(0))
        os.sched_setaffinity(0, set(allowed[: args.cores]))
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    pairs = [tuple(args.decks)] if args.decks else [
        ("frost-and-rain", "storm-and-fire"),
        tuple(invokation.DEFAULT_DECKS),
    ]
    results = []
    for decks in pairs:
        vec = bench_vec(args.n, args.seconds, args.threads, args.seed, decks)
        state = bench_state(min(3.0, args.seconds), args.seed, decks)
        results.append({"cores": cores, "vec_env": vec, "state_api": state})
        if args.json:
            continue
        print(
            f"{decks[0]} vs {decks[1]}: VecEnv n={vec['n']} threads={vec['threads']} on {cores} core(s), "
            f"{vec['seconds']}s: {vec['steps_per_s']:,.0f} env steps/s with numpy random actions "
            f"({vec['step_call_share']:.0%} of the time in VecEnv.step, "
            f"{vec['rust_steps_per_s']:,.0f} steps/s inside it); "
            f"{vec['games_per_s']:,.0f} games/s, {vec['steps_per_game']:.0f} steps a game"
        )
        print(
            f"    State API (Python loop, one game at a time): {state['steps_per_s']:,.0f} steps/s, "
            f"{state['games_per_s']:,.1f} games/s"
        )
    if args.json:
        print(json.dumps(results))


if __name__ == "__main__":
    main()
