//! `VecEnv`: n games stepped in Rust with the GIL released, writing into preallocated
//! numpy arrays, with auto-reset.

use crate::core::Core;
use crate::game::PyState;
use crate::setup::Setup;
use crate::{err, illegal};
use invokation::encode::{NUM_DISTINCT_ACTIONS as A, OBS_SIZE};
use invokation::env::ChoiceEnv;
use invokation::rng::splitmix64;
use invokation::{GameState, Rng};
use numpy::{AllowTypeChange, PyArray1, PyArray2, PyArrayLike1, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::PyTuple;

/// The chance seed of game `episode` of env `env` under `base`.
fn seed_for(base: u64, env: usize, episode: u64) -> u64 {
    splitmix64(splitmix64(base) ^ splitmix64((env as u64) << 40 ^ episode))
}

/// n games played one choice id at a time, stepped together in Rust.
///
/// `VecEnv(n, deck_a=None, deck_b=None, *, version=None, seed=0, all_omni=False,
/// config=None, num_threads=1)`.
///
/// - `reset(seed=None)` -> `(obs [n, OBS_SIZE] float32, mask [n, 50] int8)`.
/// - `step(actions [n])` -> `(obs, mask, reward [n] float32, done [n] bool,
///   to_play [n] int32)`.
///
/// `obs[i]` and `mask[i]` are those of the player to choose next in game i, `to_play[i]`
/// (0 or 1). `reward[i]` is the final return of the player who made this step (the one
/// who was `to_play[i]` before it): +1 win, -1 loss (both lose at the round limit), 0
/// draw, and 0 while the game goes on; the other player's return is `-reward[i]` except
/// when both lose (see `final_returns`, `[n, 2]`, the returns of each env's last finished
/// game). When `done[i]`, game i was reset at once (new seed): obs, mask and to_play are
/// the new game's.
///
/// The arrays are allocated once and overwritten by every call: copy them to keep them.
/// Chance is sampled in Rust from per-game seeds derived from `seed`: the same seed and
/// the same actions give the same games.
#[pyclass(name = "VecEnv", module = "invokation._invokation")]
pub struct PyVecEnv {
    setup: Setup,
    initial: GameState,
    base_seed: u64,
    num_threads: usize,
    envs: Vec<ChoiceEnv>,
    episodes: Vec<u64>,
    legal: Vec<[bool; A]>,
    games_finished: u64,
    steps: u64,
    obs: Py<PyArray2<f32>>,
    mask: Py<PyArray2<i8>>,
    reward: Py<PyArray1<f32>>,
    done: Py<PyArray1<bool>>,
    to_play: Py<PyArray1<i32>>,
    final_returns: Py<PyArray2<f32>>,
}

/// The output rows of a range of envs.
struct Out<'a> {
    obs: &'a mut [f32],
    mask: &'a mut [i8],
    reward: &'a mut [f32],
    done: &'a mut [bool],
    to_play: &'a mut [i32],
    final_returns: &'a mut [f32],
}

/// One range of envs to step (or reset when `actions` is None).
struct Work<'a> {
    first: usize,
    envs: &'a mut [ChoiceEnv],
    episodes: &'a mut [u64],
    legal: &'a mut [[bool; A]],
    actions: Option<&'a [i64]>,
    out: Out<'a>,
}

fn write_row(env: &ChoiceEnv, i: usize, out: &mut Out<'_>, legal: &mut [bool; A]) {
    let p = env
        .current_player()
        .expect("a running game has a player to choose");
    let row: &mut [f32; OBS_SIZE] = (&mut out.obs[i * OBS_SIZE..(i + 1) * OBS_SIZE])
        .try_into()
        .expect("row size");
    env.observation_into(p, row);
    env.mask_into(legal);
    for (m, &l) in out.mask[i * A..(i + 1) * A].iter_mut().zip(legal.iter()) {
        *m = l as i8;
    }
    out.to_play[i] = p.index() as i32;
}

/// Steps (or resets) a range of envs; returns the number of finished games.
fn run(w: Work<'_>, initial: &GameState, base: u64) -> u64 {
    let Work {
        first,
        envs,
        episodes,
        legal,
        actions,
        mut out,
    } = w;
    let mut finished = 0;
    for i in 0..envs.len() {
        let env = &mut envs[i];
        match actions {
            None => {
                *env = ChoiceEnv::new(*initial, seed_for(base, first + i, episodes[i]));
                out.reward[i] = 0.0;
                out.done[i] = false;
                out.final_returns[2 * i] = 0.0;
                out.final_returns[2 * i + 1] = 0.0;
            }
            Some(actions) => {
                let p = env.current_player().expect("running").index();
                env.step(actions[i] as usize)
                    .expect("actions were checked against the mask");
                if env.is_terminal() {
                    let r = env.returns();
                    out.reward[i] = r[p];
                    out.done[i] = true;
                    out.final_returns[2 * i] = r[0];
                    out.final_returns[2 * i + 1] = r[1];
                    episodes[i] += 1;
                    finished += 1;
                    *env = ChoiceEnv::new(*initial, seed_for(base, first + i, episodes[i]));
                } else {
                    out.reward[i] = 0.0;
                    out.done[i] = false;
                }
            }
        }
        write_row(env, i, &mut out, &mut legal[i]);
    }
    finished
}

fn slice_mut<'a, T: numpy::Element, D: numpy::ndarray::Dimension>(
    rw: &'a mut numpy::PyReadwriteArray<'_, T, D>,
    len: usize,
    what: &str,
) -> PyResult<&'a mut [T]> {
    let s = rw
        .as_slice_mut()
        .map_err(|e| err(format!("VecEnv's {what} array is no longer usable: {e}")))?;
    if s.len() != len {
        return Err(err(format!(
            "VecEnv's {what} array was resized ({} elements, expected {len})",
            s.len()
        )));
    }
    Ok(s)
}

impl PyVecEnv {
    /// Steps (actions) or resets (None) every env, writing into the output arrays.
    fn run_all(&mut self, py: Python<'_>, actions: Option<&[i64]>) -> PyResult<()> {
        let n = self.envs.len();
        let borrow_err = |what: &'static str| {
            move |e: numpy::BorrowError| {
                err(format!(
                    "VecEnv's {what} array is borrowed elsewhere or read-only: {e}"
                ))
            }
        };
        let mut obs = self
            .obs
            .bind(py)
            .try_readwrite()
            .map_err(borrow_err("obs"))?;
        let mut mask = self
            .mask
            .bind(py)
            .try_readwrite()
            .map_err(borrow_err("mask"))?;
        let mut reward = self
            .reward
            .bind(py)
            .try_readwrite()
            .map_err(borrow_err("reward"))?;
        let mut done = self
            .done
            .bind(py)
            .try_readwrite()
            .map_err(borrow_err("done"))?;
        let mut to_play = self
            .to_play
            .bind(py)
            .try_readwrite()
            .map_err(borrow_err("to_play"))?;
        let mut fr = self
            .final_returns
            .bind(py)
            .try_readwrite()
            .map_err(borrow_err("final_returns"))?;
        let out = Out {
            obs: slice_mut(&mut obs, n * OBS_SIZE, "obs")?,
            mask: slice_mut(&mut mask, n * A, "mask")?,
            reward: slice_mut(&mut reward, n, "reward")?,
            done: slice_mut(&mut done, n, "done")?,
            to_play: slice_mut(&mut to_play, n, "to_play")?,
            final_returns: slice_mut(&mut fr, 2 * n, "final_returns")?,
        };
        let initial = self.initial;
        let base = self.base_seed;
        let threads = self.num_threads.clamp(1, n.max(1));
        let envs = &mut self.envs[..];
        let episodes = &mut self.episodes[..];
        let legal = &mut self.legal[..];
        let finished = py.detach(move || {
            if threads == 1 {
                return run(
                    Work {
                        first: 0,
                        envs,
                        episodes,
                        legal,
                        actions,
                        out,
                    },
                    &initial,
                    base,
                );
            }
            let chunk = n.div_ceil(threads);
            let Out {
                obs,
                mask,
                reward,
                done,
                to_play,
                final_returns,
            } = out;
            let mut works = Vec::new();
            let mut parts = (
                envs.chunks_mut(chunk),
                episodes.chunks_mut(chunk),
                legal.chunks_mut(chunk),
                obs.chunks_mut(chunk * OBS_SIZE),
                mask.chunks_mut(chunk * A),
                reward.chunks_mut(chunk),
                done.chunks_mut(chunk),
                to_play.chunks_mut(chunk),
                final_returns.chunks_mut(chunk * 2),
            );
            let mut first = 0;
            for envs in parts.0.by_ref() {
                let len = envs.len();
                works.push(Work {
                    first,
                    envs,
                    episodes: parts.1.next().expect("chunk"),
                    legal: parts.2.next().expect("chunk"),
                    actions: actions.map(|a| &a[first..first + len]),
                    out: Out {
                        obs: parts.3.next().expect("chunk"),
                        mask: parts.4.next().expect("chunk"),
                        reward: parts.5.next().expect("chunk"),
                        done: parts.6.next().expect("chunk"),
                        to_play: parts.7.next().expect("chunk"),
                        final_returns: parts.8.next().expect("chunk"),
                    },
                });
                first += len;
            }
            std::thread::scope(|s| {
                let handles: Vec<_> = works
                    .into_iter()
                    .map(|w| s.spawn(move || run(w, &initial, base)))
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a VecEnv worker thread panicked"))
                    .sum()
            })
        });
        self.games_finished += finished;
        if actions.is_some() {
            self.steps += n as u64;
        }
        Ok(())
    }

    fn obs_mask<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        (self.obs.bind(py), self.mask.bind(py)).into_pyobject(py)
    }
}

#[pymethods]
impl PyVecEnv {
    #[new]
    #[pyo3(signature = (n, deck_a=None, deck_b=None, *, version=None, seed=0, all_omni=false, config=None, num_threads=1))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        n: usize,
        deck_a: Option<&Bound<'_, PyAny>>,
        deck_b: Option<&Bound<'_, PyAny>>,
        version: Option<&str>,
        seed: u64,
        all_omni: bool,
        config: Option<&Bound<'_, PyAny>>,
        num_threads: usize,
    ) -> PyResult<PyVecEnv> {
        if n == 0 {
            return Err(err("a VecEnv needs at least one game (n >= 1)"));
        }
        if n > 1 << 24 {
            return Err(err(format!("n = {n} games is too many")));
        }
        let setup = Setup::from_py(deck_a, deck_b, version, all_omni, config)?;
        let initial = setup.initial_state()?;
        let envs = (0..n)
            .map(|i| ChoiceEnv::new(initial, seed_for(seed, i, 0)))
            .collect();
        let mut v = PyVecEnv {
            setup,
            initial,
            base_seed: seed,
            num_threads: num_threads.max(1),
            envs,
            episodes: vec![0; n],
            legal: vec![[false; A]; n],
            games_finished: 0,
            steps: 0,
            obs: PyArray2::zeros(py, [n, OBS_SIZE], false).unbind(),
            mask: PyArray2::zeros(py, [n, A], false).unbind(),
            reward: PyArray1::zeros(py, [n], false).unbind(),
            done: PyArray1::zeros(py, [n], false).unbind(),
            to_play: PyArray1::zeros(py, [n], false).unbind(),
            final_returns: PyArray2::zeros(py, [n, 2], false).unbind(),
        };
        v.run_all(py, None)?;
        Ok(v)
    }

    /// Starts n new games (from `seed` when given, else the current base seed); returns
    /// `(obs, mask)`.
    #[pyo3(signature = (seed=None))]
    fn reset<'py>(&mut self, py: Python<'py>, seed: Option<u64>) -> PyResult<Bound<'py, PyTuple>> {
        if let Some(s) = seed {
            self.base_seed = s;
        }
        self.episodes.fill(0);
        self.run_all(py, None)?;
        self.obs_mask(py)
    }

    /// Takes one choice id in every game; returns `(obs, mask, reward, done, to_play)`.
    /// Raises IllegalActionError (and steps no game) if any action is not legal.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: PyArrayLike1<'py, i64, AllowTypeChange>,
    ) -> PyResult<Bound<'py, PyTuple>> {
        let n = self.envs.len();
        let acts = actions
            .as_slice()
            .map_err(|e| err(format!("actions: {e}")))?;
        if acts.len() != n {
            return Err(err(format!(
                "expected {n} actions (one per game), got {}",
                acts.len()
            )));
        }
        for (i, &a) in acts.iter().enumerate() {
            if a < 0 || a >= A as i64 || !self.legal[i][a as usize] {
                let legal: Vec<usize> = (0..A).filter(|&k| self.legal[i][k]).collect();
                return Err(illegal(format!(
                    "game {i}: action {a} is not legal now (legal: {legal:?}); no game was stepped"
                )));
            }
        }
        self.run_all(py, Some(acts))?;
        (
            self.obs.bind(py),
            self.mask.bind(py),
            self.reward.bind(py),
            self.done.bind(py),
            self.to_play.bind(py),
        )
            .into_pyobject(py)
    }

    /// The number of games.
    #[getter]
    fn num_envs(&self) -> usize {
        self.envs.len()
    }

    fn __len__(&self) -> usize {
        self.envs.len()
    }

    #[getter]
    fn obs_size(&self) -> usize {
        OBS_SIZE
    }

    #[getter]
    fn num_actions(&self) -> usize {
        A
    }

    #[getter]
    fn seed(&self) -> u64 {
        self.base_seed
    }

    #[getter]
    fn num_threads(&self) -> usize {
        self.num_threads
    }

    #[setter]
    fn set_num_threads(&mut self, t: usize) {
        self.num_threads = t.max(1);
    }

    /// The current observations `[n, OBS_SIZE]` (the array `step` returns).
    #[getter]
    fn obs<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<f32>> {
        self.obs.bind(py).clone()
    }

    /// The current masks `[n, 50]`.
    #[getter]
    fn mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<i8>> {
        self.mask.bind(py).clone()
    }

    /// The player to choose in each game `[n]`.
    #[getter]
    fn to_play<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i32>> {
        self.to_play.bind(py).clone()
    }

    /// Returns `[p1, p2]` of each env's last finished game `[n, 2]` (zeros before any).
    #[getter]
    fn final_returns<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<f32>> {
        self.final_returns.bind(py).clone()
    }

    /// Games finished since creation.
    #[getter]
    fn games_finished(&self) -> u64 {
        self.games_finished
    }

    /// Steps taken (summed over games) since creation.
    #[getter]
    fn steps_taken(&self) -> u64 {
        self.steps
    }

    /// Game i as a `State` (its chance generator is a new one seeded from the env's seed).
    fn get_state(&self, i: usize) -> PyResult<PyState> {
        let env = self
            .envs
            .get(i)
            .ok_or_else(|| err(format!("game {i} does not exist (n = {})", self.envs.len())))?;
        let mut core = Core::new(*env.state(), 0);
        core.builder = env.builder().copied();
        core.rng = Rng::new(seed_for(self.base_seed ^ 0x5eed, i, self.episodes[i]));
        let text = core.serialize();
        Ok(PyState {
            core: Core::deserialize(&text).map_err(err)?,
        })
    }

    /// The settings (decks, configuration) as JSON.
    fn settings_json(&self) -> String {
        self.setup.to_json()
    }

    fn __repr__(&self) -> String {
        format!(
            "VecEnv(n={}, seed={}, num_threads={}, games_finished={})",
            self.envs.len(),
            self.base_seed,
            self.num_threads,
            self.games_finished
        )
    }
}
