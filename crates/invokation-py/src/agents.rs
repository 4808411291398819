//! The built-in agents of `invokation-ai`, callable from Python.

use crate::core::Core;
use crate::game::{core_err, PyState};
use crate::{err, illegal};
use invokation::notation::format_action;
use invokation::{Action, Rng};
use invokation_ai::{agent_by_name, Agent, Decision};
use pyo3::prelude::*;
use pyo3::types::PyTuple;
use std::sync::Mutex;

/// A built-in agent: `Agent("random" | "greedy" | "mcts" | "mcts:N", seed=0)`. It sees only
/// what the deciding player may know, and chooses whole actions.
#[pyclass(name = "Agent", module = "invokation._invokation", frozen)]
pub struct PyAgent {
    spec: String,
    seed: u64,
    inner: Mutex<(Box<dyn Agent>, Rng)>,
}

#[pymethods]
impl PyAgent {
    #[new]
    #[pyo3(signature = (name="random", seed=0))]
    fn new(name: &str, seed: u64) -> PyResult<PyAgent> {
        let agent = agent_by_name(name).map_err(err)?;
        Ok(PyAgent {
            spec: name.to_string(),
            seed,
            inner: Mutex::new((agent, Rng::new(seed))),
        })
    }

    /// The agent's name ("random", "greedy", "mcts").
    #[getter]
    fn name(&self) -> String {
        self.lock().map(|g| g.0.name()).unwrap_or_default()
    }

    /// The whole action the agent chooses for the player to choose in `state`, in the
    /// notation (`State.apply_full_action` applies it). The search runs without the GIL.
    fn decide(&self, py: Python<'_>, state: &PyState) -> PyResult<String> {
        let action = self.choose(py, &state.core)?;
        Ok(format_action(&state.core.state, &action))
    }

    /// The agent's whole action as the choice ids that build it (apply them in order).
    fn decide_choices(&self, py: Python<'_>, state: &PyState) -> PyResult<Vec<usize>> {
        if !state.core.is_terminal() && !state.core.is_chance() && !state.core.at_action_start() {
            return Err(illegal(
                "an action is half built (choose the rest of it by id first)",
            ));
        }
        let action = self.choose(py, &state.core)?;
        state.core.choices_for(&action).ok_or_else(|| {
            err(format!(
                "the agent's action {} cannot be built from choices",
                format_action(&state.core.state, &action)
            ))
        })
    }

    /// Chooses and applies a whole action for the player to choose (at the start of their
    /// action); returns it in the notation.
    fn act(&self, py: Python<'_>, state: &Bound<'_, PyState>) -> PyResult<String> {
        let core = state.borrow().core.clone();
        if !core.is_terminal() && !core.is_chance() && !core.at_action_start() {
            return Err(illegal(
                "an action is half built (choose the rest of it by id first)",
            ));
        }
        let action = self.choose(py, &core)?;
        let line = format_action(&core.state, &action);
        state
            .borrow_mut()
            .core
            .apply_full(action)
            .map_err(core_err)?;
        Ok(line)
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let cls = py.import("invokation._invokation")?.getattr("Agent")?;
        (cls, (self.spec.clone(), self.seed)).into_pyobject(py)
    }

    fn __repr__(&self) -> String {
        format!("Agent({:?}, seed={})", self.spec, self.seed)
    }
}

impl PyAgent {
    /// The agent's whole action for the player to choose in `core`.
    fn choose(&self, py: Python<'_>, core: &Core) -> PyResult<Action> {
        if core.is_terminal() {
            return Err(illegal("the game is over"));
        }
        if core.is_chance() {
            return Err(illegal(
                "the game waits for a chance outcome (resolve_chance first)",
            ));
        }
        let player = core.player().ok_or_else(|| err("no player is deciding"))?;
        let game = core.state;
        let inner = &self.inner;
        py.detach(move || {
            let mut g = inner
                .lock()
                .map_err(|_| "the agent failed earlier".to_string())?;
            let (agent, rng) = &mut *g;
            // A panic (an engine bug) is caught here, with the lock held: the agent stays
            // usable.
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let d = Decision::new(&game, player).ok_or("no decision pending")?;
                Ok::<_, String>(agent.decide(&d, rng))
            }))
            .unwrap_or_else(|_| {
                Err("the engine failed on this state; it may be inconsistent".into())
            })
        })
        .map_err(err)
    }

    fn lock(&self) -> PyResult<std::sync::MutexGuard<'_, (Box<dyn Agent>, Rng)>> {
        self.inner
            .lock()
            .map_err(|_| err("the agent failed earlier"))
    }
}
