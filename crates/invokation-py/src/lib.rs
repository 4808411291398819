//! Python bindings of invokation: the native module `invokation._invokation`.
//!
//! - [`game::PyGame`] / [`game::PyState`]: the OpenSpiel-shaped low-level API (explicit
//!   chance nodes, the 50 choice ids of `invokation::encode` as actions).
//! - [`vec_env::PyVecEnv`]: n games stepped in Rust with the GIL released, writing into
//!   preallocated numpy arrays, with auto-reset.
//! - [`agents::PyAgent`]: the built-in agents of `invokation-ai`.
//!
//! Errors are Python exceptions (subclasses of `ValueError`); nothing here aborts the
//! interpreter.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

mod agents;
mod core;
mod game;
mod setup;
mod vec_env;

pyo3::create_exception!(
    _invokation,
    InvokationError,
    PyValueError,
    "Base class of invokation's errors (a ValueError)."
);
pyo3::create_exception!(
    _invokation,
    IllegalActionError,
    InvokationError,
    "An action that is not legal in the current state (or a game that is over)."
);
pyo3::create_exception!(
    _invokation,
    DeckError,
    InvokationError,
    "A deck or card that cannot be read or played (unknown name, bad share code, ...)."
);

/// Shorthand: an `InvokationError` with a message.
pub(crate) fn err(msg: impl Into<String>) -> PyErr {
    InvokationError::new_err(msg.into())
}

/// Shorthand: an `IllegalActionError` with a message.
pub(crate) fn illegal(msg: impl Into<String>) -> PyErr {
    IllegalActionError::new_err(msg.into())
}

/// The built-in deck names.
#[pyfunction]
fn builtin_decks() -> Vec<&'static str> {
    invokation::builtin_decks()
        .iter()
        .map(|(n, _)| *n)
        .collect()
}

/// The balance versions the engine knows, oldest first (e.g. "4.1.0").
#[pyfunction]
fn versions() -> Vec<&'static str> {
    invokation::Version::ALL.iter().map(|v| v.name()).collect()
}

/// A deck spec (built-in name, deck text, share code, list of names or dict) read into
/// `{"characters": [...], "cards": [...]}`; raises DeckError on unknown names.
#[pyfunction]
#[pyo3(signature = (spec, version=None))]
fn parse_deck<'py>(
    py: Python<'py>,
    spec: &Bound<'py, PyAny>,
    version: Option<&str>,
) -> PyResult<Bound<'py, PyAny>> {
    let v = setup::version_of(version)?;
    let deck = setup::deck_from_py(Some(spec), setup::DEFAULT_DECKS[0], v, "deck")?;
    setup::json_to_py(py, &setup::deck_names(&deck).to_string())
}

#[pymodule]
fn _invokation(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("OBS_SIZE", invokation::encode::OBS_SIZE)?;
    m.add(
        "NUM_DISTINCT_ACTIONS",
        invokation::encode::NUM_DISTINCT_ACTIONS,
    )?;
    m.add("CHANCE_PLAYER", core::CHANCE_PLAYER)?;
    m.add("DEFAULT_DECKS", setup::DEFAULT_DECKS.to_vec())?;
    m.add("TERMINAL_PLAYER", core::TERMINAL_PLAYER)?;
    m.add("InvokationError", py.get_type::<InvokationError>())?;
    m.add("IllegalActionError", py.get_type::<IllegalActionError>())?;
    m.add("DeckError", py.get_type::<DeckError>())?;
    m.add_function(wrap_pyfunction!(builtin_decks, m)?)?;
    m.add_function(wrap_pyfunction!(versions, m)?)?;
    m.add_function(wrap_pyfunction!(parse_deck, m)?)?;
    m.add_class::<game::PyGame>()?;
    m.add_class::<game::PyState>()?;
    m.add_class::<vec_env::PyVecEnv>()?;
    m.add_class::<agents::PyAgent>()?;
    Ok(())
}
