//! Test helpers: build a position in a few lines, act in the notation, read the result.
#![allow(dead_code, unused_imports)]

use invokation::log::LogEvent;
use invokation::notation::parse_action;
use invokation::scenario::Scenario;
use invokation::state::{CharacterState, Status};
use invokation::{EntityId, GameState, Player, Rng};
use serde_json::{json, Value};

pub use invokation::Player::{P1, P2};

/// The seed property tests draw their cases from unless `PROPTEST_RNG_SEED` says otherwise.
pub const PROPTEST_SEED: u64 = 0x1A7E_5EED;

/// The configuration of a property test: `cases` cases (`PROPTEST_CASES=N` for more), drawn
/// from the fixed [`PROPTEST_SEED`], so that CI is deterministic (the same commit always
/// passes or always fails) and a failure is reproduced by running the tests again.
/// `PROPTEST_RNG_SEED=S` draws from seed `S` instead (`.ci/long` picks a random one and
/// prints it). Failing cases are saved in `tests/*.proptest-regressions` and tried first.
pub fn proptest_config(cases: u32) -> proptest::prelude::ProptestConfig {
    // The default reads PROPTEST_CASES and PROPTEST_RNG_SEED.
    let mut config = proptest::prelude::ProptestConfig::default();
    if std::env::var_os("PROPTEST_CASES").is_none() {
        config.cases = cases;
    }
    if config.rng_seed == proptest::test_runner::RngSeed::Random {
        config.rng_seed = proptest::test_runner::RngSeed::Fixed(PROPTEST_SEED);
    }
    config
}

/// Games per property test: 64 in CI; `PROPTEST_CASES=N` for more.
pub fn proptest_cases() -> u32 {
    proptest_config(64).cases
}

/// A position under construction: a scenario as JSON, edited by the builder methods.
pub struct Setup {
    pub json: Value,
}

/// A position in round 1's Action Phase, P1 to act, each character at full HP, 8 Omni dice
/// each, nothing else.
pub fn setup(p1: [&str; 3], p2: [&str; 3]) -> Setup {
    let side = |chars: [&str; 3]| {
        json!({
            "characters": chars.iter().map(|n| json!({"name": n})).collect::<Vec<_>>(),
            "dice": {"Omni": 8},
        })
    };
    Setup {
        json: json!({"seed": 1, "round": 1, "to_act": 1, "players": [side(p1), side(p2)]}),
    }
}

fn pi(p: Player) -> usize {
    p.index()
}

impl Setup {
    fn player(&mut self, p: Player) -> &mut Value {
        &mut self.json["players"][pi(p)]
    }

    fn character(&mut self, p: Player, c: usize) -> &mut Value {
        &mut self.player(p)["characters"][c]
    }

    /// Sets a field of the scenario (e.g. "round", "to_act", "seed").
    pub fn set(mut self, key: &str, value: Value) -> Self {
        self.json[key] = value;
        self
    }

    /// The active character (0-based).
    pub fn active(mut self, p: Player, c: usize) -> Self {
        self.player(p)["active"] = json!(c + 1);
        self
    }

    /// The player's dice, e.g. `&[("Omni", 3), ("Pyro", 2)]`.
    pub fn dice(mut self, p: Player, dice: &[(&str, u8)]) -> Self {
        let map: serde_json::Map<String, Value> = dice
            .iter()
            .map(|(k, n)| (k.to_string(), json!(n)))
            .collect();
        self.player(p)["dice"] = Value::Object(map);
        self
    }

    pub fn hp(mut self, p: Player, c: usize, hp: u8) -> Self {
        self.character(p, c)["hp"] = json!(hp);
        self
    }

    pub fn energy(mut self, p: Player, c: usize, energy: u8) -> Self {
        self.character(p, c)["energy"] = json!(energy);
        self
    }

    pub fn aura(mut self, p: Player, c: usize, elements: &[&str]) -> Self {
        self.character(p, c)["aura"] = json!(elements);
        self
    }

    /// The character has no statuses (not even those of its "when the battle begins"
    /// passive, which a character given without statuses starts with).
    pub fn no_statuses(mut self, p: Player, c: usize) -> Self {
        self.character(p, c)["statuses"] = json!([]);
        self
    }

    /// Attaches a status (name, or name with usage).
    pub fn status(mut self, p: Player, c: usize, status: Value) -> Self {
        let ch = self.character(p, c);
        if ch.get("statuses").is_none() {
            ch["statuses"] = json!([]);
        }
        ch["statuses"].as_array_mut().unwrap().push(status);
        self
    }

    fn push(mut self, p: Player, key: &str, v: Value) -> Self {
        let pl = self.player(p);
        if pl.get(key).is_none() {
            pl[key] = json!([]);
        }
        pl[key].as_array_mut().unwrap().push(v);
        self
    }

    pub fn combat(self, p: Player, status: Value) -> Self {
        self.push(p, "combat_statuses", status)
    }

    pub fn support(self, p: Player, support: Value) -> Self {
        self.push(p, "supports", support)
    }

    pub fn summon(self, p: Player, summon: Value) -> Self {
        self.push(p, "summons", summon)
    }

    pub fn hand(self, p: Player, card: &str) -> Self {
        self.push(p, "hand", json!(card))
    }

    pub fn deck(self, p: Player, card: &str) -> Self {
        self.push(p, "deck", json!(card))
    }

    /// Sets a field of a player's side (e.g. "supports_discarded", "elements_taken").
    pub fn player_field(mut self, p: Player, key: &str, value: Value) -> Self {
        self.player(p)[key] = value;
        self
    }

    pub fn declared_end(mut self, p: Player) -> Self {
        self.player(p)["declared_end"] = json!(true);
        self
    }

    /// The scenario.
    pub fn scenario(&self) -> Scenario {
        serde_json::from_value(self.json.clone()).expect("valid scenario JSON")
    }

    /// Builds the position.
    pub fn build(&self) -> Game {
        let state = self.scenario().build().expect("valid position");
        let seed = self.json["seed"].as_u64().unwrap_or(1);
        let mut g = Game {
            state,
            rng: Rng::new(seed),
            log: Vec::new(),
        };
        g.state.resolve_chance_observed(&mut g.rng, &mut g.log);
        g
    }
}

/// A game being played by a test.
pub struct Game {
    pub state: GameState,
    pub rng: Rng,
    pub log: Vec<LogEvent>,
}

impl Game {
    /// Applies one action in the notation; panics with the reason if it is refused.
    pub fn act(&mut self, line: &str) -> &mut Self {
        let a = parse_action(&self.state, line).unwrap_or_else(|e| panic!("{line:?}: {e}"));
        self.state
            .apply_action_observed(a, &mut self.log)
            .unwrap_or_else(|e| panic!("{line:?}: {e}"));
        self.state
            .resolve_chance_observed(&mut self.rng, &mut self.log);
        assert_eq!(
            self.state.hash(),
            self.state.hash_from_scratch(),
            "incremental hash after {line:?}"
        );
        self
    }

    /// Tries an action; returns the error text if it is refused.
    pub fn try_act(&mut self, line: &str) -> Result<(), String> {
        let a = parse_action(&self.state, line).map_err(|e| e.to_string())?;
        self.state.apply_action(a).map_err(|e| e.to_string())?;
        self.state.resolve_chance(&mut self.rng);
        Ok(())
    }

    pub fn ch(&self, p: Player, c: usize) -> &CharacterState {
        self.state.character(p, c)
    }

    pub fn hp(&self, p: Player, c: usize) -> u8 {
        self.ch(p, c).hp
    }

    pub fn energy(&self, p: Player, c: usize) -> u8 {
        self.ch(p, c).energy
    }

    /// Applied elements of a character, by name.
    pub fn aura(&self, p: Player, c: usize) -> Vec<&'static str> {
        self.ch(p, c)
            .aura
            .elements()
            .iter()
            .map(|e| e.name())
            .collect()
    }

    pub fn status(&self, p: Player, c: usize, id: EntityId) -> Option<Status> {
        self.ch(p, c).status(id).copied()
    }

    pub fn combat(&self, p: Player, id: EntityId) -> Option<Status> {
        self.state.player(p).combat_status(id).copied()
    }

    pub fn summon(&self, p: Player, id: EntityId) -> Option<Status> {
        self.state.player(p).summon(id).copied()
    }

    pub fn active(&self, p: Player) -> usize {
        self.state.active(p)
    }

    pub fn hand(&self, p: Player) -> Vec<invokation::CardId> {
        self.state.player(p).hand.to_vec()
    }

    pub fn dice(&self, p: Player) -> invokation::Dice {
        self.state.player(p).dice
    }

    pub fn dice_total(&self, p: Player) -> u32 {
        self.state.player(p).dice.total()
    }

    /// Both players declare round end (P1 first if it is P1's turn), running the End Phase
    /// and the next Roll Phase up to the rerolls.
    pub fn end_round(&mut self) -> &mut Self {
        for _ in 0..2 {
            if let invokation::Pending::Decision {
                player,
                kind: invokation::DecisionKind::Action,
            } = self.state.pending()
            {
                self.act(&format!("{player} end"));
            }
        }
        self
    }

    /// Damage events in the log since the start, as (target side, position, amount, type).
    pub fn damages(&self) -> Vec<(Player, u8, u8, String)> {
        self.log
            .iter()
            .filter_map(|e| match e {
                LogEvent::Damage {
                    to,
                    target,
                    amount,
                    dtype,
                    ..
                } => Some((*to, *target, *amount, dtype.name().to_string())),
                _ => None,
            })
            .collect()
    }

    pub fn clear_log(&mut self) -> &mut Self {
        self.log.clear();
        self
    }
}

/// One damage as [`Game::damages`] lists it: (target side, position, amount, type name).
pub fn hit(p: Player, c: u8, amount: u8, dtype: &str) -> (Player, u8, u8, String) {
    (p, c, amount, dtype.to_string())
}

/// A game of these two teams (no action cards) from its start to the first Action Phase:
/// nobody redraws or rerolls, each side starts with its first character; "when the battle
/// begins" effects have happened.
pub fn battle_start(p1: [&str; 3], p2: [&str; 3]) -> GameState {
    battle_start_with(p1, p2, [0, 0])
}

/// [`battle_start`], each side starting with its character at `active` (0-based).
pub fn battle_start_with(p1: [&str; 3], p2: [&str; 3], active: [u8; 2]) -> GameState {
    use invokation::{Action, CharacterId, DecisionKind, Deck, Dice, GameConfig, Pending};
    let deck = |names: [&str; 3]| {
        Deck::characters_only(names.map(|n| CharacterId::from_name(n).expect("a character")))
    };
    let (a, b) = (deck(p1), deck(p2));
    let mut s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
    let mut rng = Rng::new(1);
    loop {
        s.resolve_chance(&mut rng);
        let action = match s.pending() {
            Pending::Decision {
                player,
                kind: DecisionKind::Redraw,
            } => Action::Redraw { player, cards: 0 },
            Pending::Decision {
                player,
                kind: DecisionKind::ChooseActive,
            } => Action::Choose {
                player,
                character: active[player.index()],
            },
            Pending::Decision {
                player,
                kind: DecisionKind::Reroll,
            } => Action::Reroll {
                player,
                dice: Dice::EMPTY,
            },
            _ => return s,
        };
        s.apply_action(action).unwrap();
    }
}
