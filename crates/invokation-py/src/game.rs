//! `Game` and `State`: the OpenSpiel-shaped low-level API.

use crate::core::{Core, CoreError, CHANCE_LIMIT};
use crate::setup::{json_to_py, Setup};
use crate::{err, illegal};
use invokation::encode::{NUM_DISTINCT_ACTIONS, OBS_SIZE};
use invokation::notation::{format_action, parse_action};
use invokation::{Outcome, Phase, Player};
use numpy::PyArray1;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

pub(crate) fn core_err(e: CoreError) -> PyErr {
    match e {
        CoreError::Illegal(m) => illegal(m),
        CoreError::Other(m) => err(m),
    }
}

/// Runs `f`, turning an engine panic (a bug, or a hand-edited state that breaks the
/// engine's invariants) into an `InvokationError` instead of a `PanicException`.
pub(crate) fn guarded<T>(f: impl FnOnce() -> PyResult<T>) -> PyResult<T> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(payload) => {
            let why = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown".into());
            Err(err(format!(
                "the engine failed ({why}); the state may be inconsistent"
            )))
        }
    }
}

/// A player index from Python (0 or 1).
pub(crate) fn player_of(p: i64) -> PyResult<Player> {
    match p {
        0 => Ok(Player::P1),
        1 => Ok(Player::P2),
        _ => Err(err(format!("player must be 0 or 1, got {p}"))),
    }
}

/// Game settings: two decks and a configuration; makes initial states.
///
/// `Game(deck_a=None, deck_b=None, *, version=None, seed=0, all_omni=False, config=None)`.
/// A deck is a built-in deck name, a deck text (one name a line: 3 characters then cards),
/// a share code, a list of names, or `{"characters": [...], "cards": [...]}`; None takes
/// the built-in 30-card decks ("icy-rain" vs "fire-and-thunder"). `config` is a dict of
/// `GameConfig` fields (round_limit, dice_per_roll, ...).
#[pyclass(name = "Game", module = "invokation._invokation", frozen)]
pub struct PyGame {
    pub setup: Setup,
    pub seed: u64,
}

#[pymethods]
impl PyGame {
    #[new]
    #[pyo3(signature = (deck_a=None, deck_b=None, *, version=None, seed=0, all_omni=false, config=None))]
    fn new(
        deck_a: Option<&Bound<'_, PyAny>>,
        deck_b: Option<&Bound<'_, PyAny>>,
        version: Option<&str>,
        seed: u64,
        all_omni: bool,
        config: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyGame> {
        Ok(PyGame {
            setup: Setup::from_py(deck_a, deck_b, version, all_omni, config)?,
            seed,
        })
    }

    /// The state at the start of a game (a chance node unless the piles are empty).
    /// Sampled chance outcomes come from a generator seeded with `seed` (the game's seed
    /// when None): the same seed and the same actions give the same game.
    #[pyo3(signature = (seed=None))]
    fn new_initial_state(&self, seed: Option<u64>) -> PyResult<PyState> {
        let state = self.setup.initial_state()?;
        Ok(PyState {
            core: Core::new(state, seed.unwrap_or(self.seed)),
        })
    }

    /// A state from `State.serialize()`.
    fn deserialize_state(&self, text: &str) -> PyResult<PyState> {
        PyState::deserialize(text)
    }

    fn num_distinct_actions(&self) -> usize {
        NUM_DISTINCT_ACTIONS
    }

    fn num_players(&self) -> usize {
        2
    }

    /// Most outcomes `chance_outcomes()` lists at one node.
    fn max_chance_outcomes(&self) -> usize {
        CHANCE_LIMIT
    }

    fn observation_tensor_shape(&self) -> Vec<usize> {
        vec![OBS_SIZE]
    }

    fn observation_tensor_size(&self) -> usize {
        OBS_SIZE
    }

    fn min_utility(&self) -> f64 {
        -1.0
    }

    fn max_utility(&self) -> f64 {
        1.0
    }

    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// The game configuration as a dict.
    fn config<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        json_to_py(
            py,
            &serde_json::to_string(&self.setup.config).expect("serialize"),
        )
    }

    /// Both decks as `{"characters": [...], "cards": [...]}` dicts.
    fn decks<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let decks: Vec<_> = self
            .setup
            .decks
            .iter()
            .map(crate::setup::deck_names)
            .collect();
        json_to_py(py, &serde_json::Value::Array(decks).to_string())
    }

    /// The settings as JSON (decks, configuration, seed): `Game.from_json` rebuilds it.
    fn to_json(&self) -> String {
        format!(
            "{{\"setup\":{},\"seed\":{}}}",
            self.setup.to_json(),
            self.seed
        )
    }

    #[staticmethod]
    fn from_json(text: &str) -> PyResult<PyGame> {
        let v: serde_json::Value =
            serde_json::from_str(text).map_err(|e| err(format!("invalid game JSON: {e}")))?;
        let setup = Setup::from_json(&v["setup"].to_string())?;
        let seed = v["seed"].as_u64().unwrap_or(0);
        Ok(PyGame { setup, seed })
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let f = py
            .import("invokation._invokation")?
            .getattr("Game")?
            .getattr("from_json")?;
        (f, (self.to_json(),)).into_pyobject(py)
    }

    fn __repr__(&self) -> String {
        let names = |i: usize| {
            self.setup.decks[i]
                .characters
                .iter()
                .map(|c| c.name())
                .collect::<Vec<_>>()
                .join("/")
        };
        format!(
            "Game({} vs {}, version={}, seed={})",
            names(0),
            names(1),
            self.setup.config.version,
            self.seed
        )
    }
}

/// A game in progress: a decision node (player 0 or 1 chooses one of the 50 choice ids),
/// a chance node (`current_player() == -1`) or the end (`-4`).
#[pyclass(name = "State", module = "invokation._invokation")]
#[derive(Clone)]
pub struct PyState {
    pub core: Core,
}

impl PyState {
    fn viewer(&self, player: Option<i64>) -> PyResult<Player> {
        match player {
            Some(p) => player_of(p),
            None => self.core.player().ok_or_else(|| {
                err("no player is deciding (chance node or game over): pass the player")
            }),
        }
    }
}

#[pymethods]
impl PyState {
    /// 0 or 1 at decision nodes, -1 (CHANCE_PLAYER) at chance nodes, -4 (TERMINAL_PLAYER)
    /// when the game is over.
    fn current_player(&self) -> i64 {
        self.core.current_player()
    }

    fn is_terminal(&self) -> bool {
        self.core.is_terminal()
    }

    fn is_chance_node(&self) -> bool {
        self.core.is_chance()
    }

    fn is_player_node(&self) -> bool {
        self.core.player().is_some() && !self.core.is_chance() && !self.core.is_terminal()
    }

    /// Legal actions: choice ids at decision nodes, outcome indices at chance nodes, none
    /// at the end. With `player`, empty unless that player is the one to choose.
    #[pyo3(signature = (player=None))]
    fn legal_actions(&self, player: Option<i64>) -> PyResult<Vec<usize>> {
        if let Some(p) = player {
            if self.core.player() != Some(player_of(p)?) {
                return Ok(Vec::new());
            }
        }
        guarded(|| Ok(self.core.legal_actions()))
    }

    /// The legal-action mask over the 50 choice ids, as an int8 numpy array (all zero at
    /// chance nodes and at the end, and for a player who is not choosing).
    #[pyo3(signature = (player=None))]
    fn legal_actions_mask<'py>(
        &self,
        py: Python<'py>,
        player: Option<i64>,
    ) -> PyResult<Bound<'py, PyArray1<i8>>> {
        let mut m = [0i8; NUM_DISTINCT_ACTIONS];
        let theirs = match player {
            Some(p) => self.core.player() == Some(player_of(p)?),
            None => true,
        };
        if theirs {
            guarded(|| {
                self.core.mask_into(&mut m);
                Ok(())
            })?;
        }
        Ok(PyArray1::from_slice(py, &m))
    }

    /// Applies a choice id (decision node) or an outcome index (chance node). Raises
    /// IllegalActionError (nothing changes) if it is not legal.
    fn apply_action(&mut self, action: i64) -> PyResult<()> {
        guarded(|| self.core.apply(action).map_err(core_err))
    }

    /// Applies a whole action in the notation (`"p1 skill 1"`, `"p2 end"`, ...; dice paid
    /// automatically unless given) at the start of the current player's action.
    fn apply_full_action(&mut self, notation: &str) -> PyResult<()> {
        if self.core.is_terminal() {
            return Err(illegal("the game is over"));
        }
        if self.core.is_chance() {
            return Err(illegal(
                "the game waits for a chance outcome, not an action",
            ));
        }
        guarded(|| {
            let action = parse_action(&self.core.state, notation)
                .map_err(|e| illegal(format!("{notation:?}: {e}")))?;
            self.core.apply_full(action).map_err(core_err)
        })
    }

    /// The choice ids that build a whole action (in the notation) from the start of the
    /// current player's action: apply them one by one to play it choice by choice.
    fn full_action_choices(&self, notation: &str) -> PyResult<Vec<usize>> {
        if self.core.is_terminal() || self.core.is_chance() || !self.core.at_action_start() {
            return Err(illegal(
                "no action is starting: the game is over, waits for chance, or an action is half built",
            ));
        }
        let action = guarded(|| {
            parse_action(&self.core.state, notation)
                .map_err(|e| illegal(format!("{notation:?}: {e}")))
        })?;
        guarded(|| {
            self.core.choices_for(&action).ok_or_else(|| {
                illegal(format!(
                    "{notation:?} is not a legal action of the player to choose now"
                ))
            })
        })
    }

    /// The current player's legal whole actions in the notation (dice paid automatically).
    fn legal_full_actions(&self) -> PyResult<Vec<String>> {
        let Some(p) = self.core.player() else {
            return Ok(Vec::new());
        };
        let s = &self.core.state;
        guarded(|| {
            Ok(s.legal_actions()
                .into_iter()
                .filter(|a| a.player() == p)
                .map(|a| format_action(s, &a))
                .collect())
        })
    }

    /// At a chance node, `[(outcome, probability), ...]`: the exact distribution where it
    /// can be enumerated (dice rolls, random draws); for a shuffle, `[(0, 1.0)]`, the one
    /// outcome that samples from the state's seeded generator (see `chance_enumerable`).
    /// Empty elsewhere.
    fn chance_outcomes(&self) -> PyResult<Vec<(usize, f64)>> {
        guarded(|| {
            Ok(match self.core.chance_outcomes() {
                Some((all, true)) => all.iter().enumerate().map(|(i, (_, p))| (i, *p)).collect(),
                Some((_, false)) => vec![(0, 1.0)],
                None => Vec::new(),
            })
        })
    }

    /// Whether `chance_outcomes()` is the exact distribution (False for shuffles and very
    /// large rolls, which are sampled; None outside chance nodes).
    fn chance_enumerable(&self) -> PyResult<Option<bool>> {
        guarded(|| Ok(self.core.chance_outcomes().map(|(_, exact)| exact)))
    }

    /// The pending chance request as a dict (`{"RollDice": {"player": "P1", "count": 8}}`),
    /// or None.
    fn chance_request<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        match self.core.chance_request() {
            Some(r) => Ok(Some(json_to_py(
                py,
                &serde_json::to_string(&r).expect("serialize"),
            )?)),
            None => Ok(None),
        }
    }

    /// Samples the pending chance outcome from the state's generator, or from a fresh one
    /// seeded with `seed`. Returns False (and does nothing) outside chance nodes.
    #[pyo3(signature = (seed=None))]
    fn apply_random_chance(&mut self, seed: Option<u64>) -> PyResult<bool> {
        guarded(|| {
            Ok(match seed {
                Some(s) => self.core.sample_chance(Some(&mut invokation::Rng::new(s))),
                None => self.core.sample_chance(None),
            })
        })
    }

    /// Samples chance outcomes (state's generator) until a player must choose or the game
    /// ends.
    fn resolve_chance(&mut self) -> PyResult<()> {
        guarded(|| {
            self.core.resolve_chance();
            Ok(())
        })
    }

    /// Final rewards `[p1, p2]`: +1 win, -1 loss (both lose at the round limit), 0 draw;
    /// `[0, 0]` while the game runs.
    fn returns(&self) -> Vec<f64> {
        self.core.returns().to_vec()
    }

    /// Rewards of the last step: the returns once the game is over, else zeros.
    fn rewards(&self) -> Vec<f64> {
        self.core.returns().to_vec()
    }

    fn player_return(&self, player: i64) -> PyResult<f64> {
        Ok(self.core.returns()[player_of(player)?.index()])
    }

    /// "p1", "p2", "draw", "both lose", or None while the game runs.
    fn outcome(&self) -> Option<&'static str> {
        self.core.state.outcome().map(|o| match o {
            Outcome::Win(Player::P1) => "p1",
            Outcome::Win(Player::P2) => "p2",
            Outcome::Draw => "draw",
            Outcome::BothLose => "both lose",
        })
    }

    fn round(&self) -> u8 {
        self.core.state.round()
    }

    /// "Redraw", "ChooseActive", "Roll", "Action", "End" or "GameOver".
    fn phase(&self) -> &'static str {
        match self.core.state.phase() {
            Phase::Redraw => "Redraw",
            Phase::ChooseActive => "ChooseActive",
            Phase::Roll => "Roll",
            Phase::Action => "Action",
            Phase::End => "End",
            Phase::GameOver => "GameOver",
        }
    }

    /// The observation tensor of `player` (the current player when None) as a float32
    /// numpy array of OBS_SIZE, from that player's side; it holds no hidden information.
    #[pyo3(signature = (player=None))]
    fn observation_tensor<'py>(
        &self,
        py: Python<'py>,
        player: Option<i64>,
    ) -> PyResult<Bound<'py, PyArray1<f32>>> {
        let p = self.viewer(player)?;
        let mut out = [0.0f32; OBS_SIZE];
        guarded(|| {
            self.core.observation_into(p, &mut out);
            Ok(())
        })?;
        Ok(PyArray1::from_slice(py, &out))
    }

    /// What `player` knows, as a string (JSON of their view and of their action being
    /// built): equal for states the player cannot tell apart.
    #[pyo3(signature = (player=None))]
    fn information_state_string(&self, player: Option<i64>) -> PyResult<String> {
        let p = self.viewer(player)?;
        let building = self.core.builder.filter(|b| b.player() == p);
        guarded(|| {
            Ok(serde_json::json!({
                "view": self.core.state.view(p),
                "building": building,
            })
            .to_string())
        })
    }

    /// Same as `information_state_string` (the view is all a player observes).
    #[pyo3(signature = (player=None))]
    fn observation_string(&self, player: Option<i64>) -> PyResult<String> {
        self.information_state_string(player)
    }

    /// A 64-bit hash of what `player` sees (the engine's `infoset_key`).
    #[pyo3(signature = (player=None))]
    fn infoset_key(&self, player: Option<i64>) -> PyResult<u64> {
        let p = self.viewer(player)?;
        guarded(|| Ok(self.core.state.infoset_key(p)))
    }

    /// A full state consistent with what `player` knows: both piles reordered, the
    /// opponent's hand dealt anew from their unseen cards, their dice faces resampled.
    fn resample_from_infostate(&self, player: i64, seed: u64) -> PyResult<PyState> {
        let p = player_of(player)?;
        guarded(|| {
            Ok(PyState {
                core: self.core.resample(p, seed),
            })
        })
    }

    /// What `player` sees (hand and dice of the opponent hidden) as a dict.
    #[pyo3(signature = (player=None))]
    fn view<'py>(&self, py: Python<'py>, player: Option<i64>) -> PyResult<Bound<'py, PyAny>> {
        let p = self.viewer(player)?;
        let text =
            guarded(|| Ok(serde_json::to_string(&self.core.state.view(p)).expect("serialize")))?;
        json_to_py(py, &text)
    }

    /// The whole state (game, action being built, generator) as JSON.
    fn serialize(&self) -> String {
        self.core.serialize()
    }

    /// A state from `serialize()`; raises InvokationError on malformed input.
    #[staticmethod]
    fn deserialize(text: &str) -> PyResult<PyState> {
        Ok(PyState {
            core: Core::deserialize(text).map_err(err)?,
        })
    }

    /// A position from a scenario (docs/scenario.md): its JSON text, with its actions
    /// applied (chance from its `seed`, or its `chance` list), as `invokation scenario`
    /// runs it. Raises InvokationError with the same one-line message on a malformed file,
    /// an impossible position or an illegal action.
    #[staticmethod]
    fn from_scenario(json_text: &str) -> PyResult<PyState> {
        guarded(|| {
            let scenario: invokation::scenario::Scenario =
                serde_json::from_str(json_text).map_err(|e| err(format!("scenario: {e}")))?;
            let run = scenario.run().map_err(|e| err(e.to_string()))?;
            Ok(PyState {
                core: Core::new(run.state, scenario.seed),
            })
        })
    }

    /// `action_to_string(action)` or `action_to_string(player, action)`: what an action
    /// means here (choice id with names, or chance outcome).
    #[pyo3(signature = (a, b=None))]
    fn action_to_string(&self, a: i64, b: Option<i64>) -> PyResult<String> {
        let action = match b {
            None => a,
            Some(action) => {
                if a >= 0 {
                    player_of(a)?;
                }
                action
            }
        };
        guarded(|| Ok(self.core.action_to_string(action)))
    }

    /// Whether the current player's action is half built (some choices made, more to make).
    fn mid_action(&self) -> bool {
        self.core.player().is_some() && !self.core.at_action_start()
    }

    /// The kind of decision pending ("Redraw", "ChooseActive", "Reroll", "Action",
    /// "DeathSwap", "Select") or None.
    fn decision(&self) -> Option<String> {
        let p = self.core.player()?;
        self.core.state.decision_of(p).map(|k| format!("{k:?}"))
    }

    fn clone(&self) -> PyState {
        Clone::clone(self)
    }

    fn __copy__(&self) -> PyState {
        Clone::clone(self)
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyDict>) -> PyState {
        Clone::clone(self)
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let f = py
            .import("invokation._invokation")?
            .getattr("State")?
            .getattr("deserialize")?;
        (f, (self.core.serialize(),)).into_pyobject(py)
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyState>() {
            Ok(o) => {
                let o = o.borrow();
                self.core.state == o.core.state
                    && self.core.builder == o.core.builder
                    && self.core.rng == o.core.rng
            }
            Err(_) => false,
        }
    }

    fn __str__(&self) -> String {
        summary(&self.core)
    }

    fn __repr__(&self) -> String {
        format!("<invokation.State {}>", summary(&self.core))
    }
}

fn summary(c: &Core) -> String {
    let s = &c.state;
    let who = match c.current_player() {
        -1 => "chance".to_string(),
        -4 => format!(
            "game over ({})",
            match s.outcome() {
                Some(Outcome::Win(p)) => format!("{p} wins"),
                Some(Outcome::Draw) => "draw".into(),
                Some(Outcome::BothLose) => "both lose".into(),
                None => "?".into(),
            }
        ),
        p => format!("p{} to choose", p + 1),
    };
    let mut out = format!("round {}, {:?} phase, {who}", s.round(), s.phase());
    for p in Player::ALL {
        out.push_str(&format!("; {p}:"));
        for i in 0..3 {
            let ch = s.character(p, i);
            let mark = if s.active(p) == i { "*" } else { "" };
            out.push_str(&format!(" {}{mark} {}hp", ch.id.name(), ch.hp));
        }
        out.push_str(&format!(
            ", {} dice, {} cards",
            s.player(p).dice.total(),
            s.player(p).hand.len()
        ));
    }
    out
}
