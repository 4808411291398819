"""VecEnv: shapes, auto-reset, determinism, agreement with State."""

from __future__ import annotations

import numpy as np
import pytest

import invokation

A = invokation.NUM_DISTINCT_ACTIONS


def random_actions(rng: np.random.Generator, mask: np.ndarray) -> np.ndarray:
    return (rng.random(mask.shape, dtype=np.float32) * mask).argmax(1)


def test_shapes_and_dtypes():
    n = 5
    v = invokation.VecEnv(n, seed=3)
    assert len(v) == n and v.num_envs == n and v.obs_size == invokation.OBS_SIZE
    obs, mask = v.reset()
    assert obs.shape == (n, invokation.OBS_SIZE) and obs.dtype == np.float32
    assert mask.shape == (n, A) and mask.dtype == np.int8
    assert np.all(mask.sum(1) >= 1)
    out = v.step(random_actions(np.random.default_rng(0), mask))
    obs2, mask2, reward, done, to_play = out
    assert obs2 is obs and mask2 is mask  # preallocated, overwritten in place
    assert reward.shape == (n,) and reward.dtype == np.float32
    assert done.shape == (n,) and done.dtype == np.bool_
    assert to_play.shape == (n,) and to_play.dtype == np.int32
    assert set(to_play.tolist()) <= {0, 1}
    assert v.final_returns.shape == (n, 2)


def test_accepts_any_integer_actions():
    v = invokation.VecEnv(2, seed=1)
    _, mask = v.reset()
    a = [int(np.flatnonzero(m)[0]) for m in mask]
    v.step(a)
    _, mask, *_ = v.step(np.array([np.flatnonzero(m)[0] for m in mask], dtype=np.int32))


def test_auto_reset_and_rewards():
    n = 8
    v = invokation.VecEnv(n, seed=5)
    obs, mask = v.reset()
    rng = np.random.default_rng(1)
    finished = 0
    prev_to_play = v.to_play.copy()
    for _ in range(3000):
        obs, mask, reward, done, to_play = v.step(random_actions(rng, mask))
        assert np.all(reward[~done] == 0)
        for i in np.flatnonzero(done):
            finished += 1
            fr = v.final_returns[i]
            assert set(fr.tolist()) <= {-1.0, 0.0, 1.0}
            assert reward[i] == fr[prev_to_play[i]], "reward: the return of the player who stepped"
            # a new game: round 1, redraw phase, first decision
            st = v.get_state(int(i))
            assert st.round() == 1 and st.phase() in ("Redraw", "ChooseActive")
            assert obs[i, 0] == pytest.approx(1 / 15)
        assert np.all(mask.sum(1) >= 1)
        prev_to_play = to_play.copy()
        if finished >= 10:
            break
    assert finished >= 10
    assert v.games_finished == finished


def test_agrees_with_state():
    v = invokation.VecEnv(4, seed=9)
    obs, mask = v.reset()
    rng = np.random.default_rng(2)
    for _ in range(200):
        for i in range(4):
            s = v.get_state(i)
            p = int(v.to_play[i])
            assert s.current_player() == p
            assert np.array_equal(s.observation_tensor(p), obs[i])
            assert np.array_equal(s.legal_actions_mask(p), mask[i])
        obs, mask, *_ = v.step(random_actions(rng, mask))


def test_determinism_and_threads():
    def run(seed, threads, steps=600):
        v = invokation.VecEnv(6, seed=seed, num_threads=threads)
        obs, mask = v.reset()
        rng = np.random.default_rng(0)
        h = []
        for _ in range(steps):
            obs, mask, r, d, tp = v.step(random_actions(rng, mask))
            h.append((obs.sum(), r.copy(), d.copy(), tp.copy()))
        return h, obs.copy()

    a, b, c = run(1, 1), run(1, 1), run(1, 3)
    for x, y in [(a, b), (a, c)]:
        assert np.array_equal(x[1], y[1])
        for (s1, r1, d1, t1), (s2, r2, d2, t2) in zip(x[0], y[0]):
            assert s1 == s2 and np.array_equal(r1, r2) and np.array_equal(d1, d2)
            assert np.array_equal(t1, t2)
    assert not np.array_equal(run(2, 1, 50)[1], run(1, 1, 50)[1])


def test_reset_with_seed_restarts():
    v = invokation.VecEnv(3, ["Ganyu", "Xingqiu", "Noelle", "2x Paimon", "2x Sweet Madame"], seed=1)
    obs1, _ = v.reset(seed=42)
    o1 = obs1.copy()
    rng = np.random.default_rng(0)
    for _ in range(30):
        obs1, m, *_ = v.step(random_actions(rng, v.mask))
    obs2, _ = v.reset(seed=42)
    assert np.array_equal(o1, obs2)
    assert v.seed == 42


def test_observations_fit_the_space():
    from invokation._spaces import OBS_HIGH

    v = invokation.VecEnv(16, seed=2)
    obs, mask = v.reset()
    rng = np.random.default_rng(3)
    hi = 0.0
    for _ in range(500):
        obs, mask, *_ = v.step(random_actions(rng, mask))
        assert obs.min() >= 0
        hi = max(hi, float(obs.max()))
    assert hi < OBS_HIGH
