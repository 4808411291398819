//! Reading game settings from Python: decks, versions, configurations; JSON to Python.

use crate::{err, DeckError};
use invokation::{builtin_deck, sharecode, Deck, GameConfig, GameState, Version};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString, PyTuple};
use serde::{Deserialize, Serialize};

/// Everything needed to start games: the configuration and both decks. Plain data, so a
/// game (or a vector of games) can be rebuilt anywhere from its JSON.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Setup {
    pub config: GameConfig,
    pub decks: [Deck; 2],
}

impl Setup {
    /// Reads the arguments shared by `Game` and `VecEnv`.
    pub fn from_py(
        deck_a: Option<&Bound<'_, PyAny>>,
        deck_b: Option<&Bound<'_, PyAny>>,
        version: Option<&str>,
        all_omni: bool,
        config: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Setup> {
        let mut cfg = match config {
            None => GameConfig::default(),
            Some(c) if c.is_none() => GameConfig::default(),
            Some(c) => {
                let text = py_to_json(c)?;
                serde_json::from_str::<GameConfig>(&text)
                    .map_err(|e| err(format!("invalid game config: {e}")))?
            }
        };
        if let Some(v) = version {
            cfg.version = version_of(Some(v))?;
        }
        if all_omni {
            cfg.all_omni = true;
        }
        cfg.validate().map_err(|e| err(e.to_string()))?;
        let a = deck_from_py(deck_a, DEFAULT_DECKS[0], cfg.version, "deck_a")?;
        let b = deck_from_py(deck_b, DEFAULT_DECKS[1], cfg.version, "deck_b")?;
        let setup = Setup {
            config: cfg,
            decks: [a, b],
        };
        setup.initial_state()?;
        Ok(setup)
    }

    /// A new game (before the first shuffle).
    pub fn initial_state(&self) -> PyResult<GameState> {
        for (deck, which) in self.decks.iter().zip(["deck_a", "deck_b"]) {
            deck.check(self.config.version)
                .map_err(|e| DeckError::new_err(format!("{which}: {e}")))?;
        }
        GameState::new(self.config, [&self.decks[0], &self.decks[1]])
            .map_err(|e| DeckError::new_err(e.to_string()))
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("settings serialize")
    }

    pub fn from_json(text: &str) -> PyResult<Setup> {
        let s: Setup =
            serde_json::from_str(text).map_err(|e| err(format!("invalid game settings: {e}")))?;
        s.config.validate().map_err(|e| err(e.to_string()))?;
        s.initial_state()?;
        Ok(s)
    }
}

/// A deck as `{"characters": [names], "cards": [names]}` (JSON).
pub fn deck_names(deck: &Deck) -> serde_json::Value {
    serde_json::json!({
        "characters": deck.characters.iter().map(|c| c.name()).collect::<Vec<_>>(),
        "cards": deck.cards.iter().map(|c| c.name()).collect::<Vec<_>>(),
    })
}

/// The decks used when none is given: the built-in 30-card decks.
pub const DEFAULT_DECKS: [&str; 2] = ["icy-rain", "fire-and-thunder"];

/// A built-in deck by name, or (should the engine rename it) the first built-in deck.
fn builtin_or_first(name: &str) -> Deck {
    builtin_deck(name).unwrap_or_else(|| {
        invokation::builtin_decks()
            .into_iter()
            .next()
            .expect("the engine has built-in decks")
            .1
    })
}

/// A version by name ("6.5.0", "v4.1"); the newest when None.
pub fn version_of(v: Option<&str>) -> PyResult<Version> {
    match v {
        None => Ok(Version::LATEST),
        Some(s) => Version::parse(s).map_err(|e| {
            err(format!(
                "{e} (known versions: {} to {})",
                Version::ALL[0].name(),
                Version::LATEST.name()
            ))
        }),
    }
}

fn builtin_names() -> String {
    invokation::builtin_decks()
        .iter()
        .map(|(n, _)| *n)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A deck from Python: None (the default built-in deck), a built-in deck name, a deck in
/// the text format (several lines), a share code, a list of names (3 characters, then
/// cards, `"2x Sweet Madame"` allowed), or a dict `{"characters": [...], "cards": [...]}`.
pub fn deck_from_py(
    obj: Option<&Bound<'_, PyAny>>,
    default: &str,
    version: Version,
    which: &str,
) -> PyResult<Deck> {
    let obj = match obj {
        None => return Ok(builtin_or_first(default)),
        Some(o) if o.is_none() => return Ok(builtin_or_first(default)),
        Some(o) => o,
    };
    let fail = |msg: String| DeckError::new_err(format!("{which}: {msg}"));
    let text_deck = |text: &str| Deck::parse_text(text).map_err(|e| fail(e.to_string()));
    if obj.is_instance_of::<PyString>() {
        let s: String = obj.extract()?;
        let s = s.as_str();
        if let Some(d) = builtin_deck(s.trim()) {
            return Ok(d);
        }
        if s.contains('\n') {
            return text_deck(s);
        }
        return sharecode::decode(s.trim(), version).map_err(|e| {
            fail(format!(
                "{s:?} is neither a built-in deck ({}), a deck text nor a share code ({e})",
                builtin_names()
            ))
        });
    }
    if let Ok(d) = obj.cast::<PyDict>() {
        let mut lines: Vec<String> = Vec::new();
        for key in ["characters", "cards"] {
            match d.get_item(key)? {
                Some(v) => lines.extend(
                    names(&v).map_err(|_| fail(format!("{key:?} must be a list of names")))?,
                ),
                None if key == "cards" => {}
                None => return Err(fail("a deck dict needs \"characters\"".into())),
            }
        }
        return text_deck(&lines.join("\n"));
    }
    if obj.is_instance_of::<PyList>() || obj.is_instance_of::<PyTuple>() {
        let lines = names(obj).map_err(|_| fail("a deck list must hold names (str)".into()))?;
        return text_deck(&lines.join("\n"));
    }
    Err(fail(format!(
        "expected a deck name, deck text, share code, list of names or dict, got {}",
        obj.get_type().name()?
    )))
}

fn names(obj: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    let mut out = Vec::new();
    for item in obj.try_iter()? {
        let s: String = item?.extract()?;
        if s.contains('\n') {
            return Err(err("a name cannot contain a newline"));
        }
        out.push(s);
    }
    Ok(out)
}

/// JSON text to a Python object (through the `json` module).
pub fn json_to_py<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (text,))
}

/// A Python object to JSON text (through the `json` module).
pub fn py_to_json(obj: &Bound<'_, PyAny>) -> PyResult<String> {
    obj.py()
        .import("json")?
        .call_method1("dumps", (obj,))
        .map_err(|e| err(format!("not JSON-serializable: {e}")))?
        .extract()
}
