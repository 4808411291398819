//! Scenarios: a mid-game position described by names, a list of actions, and the state
//! they lead to. The format is a public interface, documented in `docs/scenario.md`.
//!
//! [`Scenario`] deserializes the input (with any serde format; the CLI uses JSON),
//! [`Scenario::build`] makes the position, [`Scenario::run`] applies the actions (chance
//! filled from `seed`), and [`Report`] is the output.

use crate::chance::ChanceOutcome;
use crate::command::Command;
use crate::config::GameConfig;
use crate::dice::{Dice, Die};
use crate::facts::{CardId, CharacterId, Element, EntityId, EntityKind, Version};
use crate::inline::InlineVec;
use crate::notation::{format_action, parse_action};
use crate::player::Player;
use crate::rng::Rng;
use crate::state::{
    Aura, CharacterState, GameState, Globals, Outcome, Phase, PlayerState, Status, CHARACTERS,
    NO_DURATION,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// A scenario file.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Game version (default: the newest).
    #[serde(default)]
    pub version: Option<String>,
    /// Seed of the chance outcomes (dice rolls, shuffles) the actions lead to.
    #[serde(default)]
    pub seed: u64,
    /// Round number (default 1).
    #[serde(default)]
    pub round: Option<u8>,
    /// Phase the position is in: `"action"` (default), `"roll"` (the round is about to
    /// start: dice are rolled from `seed`) or `"end"` (both players have declared round end;
    /// the End Phase is about to run).
    #[serde(default)]
    pub phase: Option<String>,
    /// The player whose turn it is (1 or 2; default 1).
    #[serde(default)]
    pub to_act: Option<u8>,
    /// The player who went first this round (default: `to_act`).
    #[serde(default)]
    pub first: Option<u8>,
    /// Settings other than the version (round limit, all-Omni, ...).
    #[serde(default)]
    pub config: Option<GameConfig>,
    /// The two players.
    pub players: [PlayerSpec; 2],
    /// Actions to apply, in the notation of [`crate::notation`].
    #[serde(default)]
    pub actions: Vec<String>,
    /// Chance outcomes to use, in the order the game asks for them, before drawing from
    /// `seed` (the differential tool records the reference's draws here).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chance: Vec<ChanceOutcome>,
}

/// One player's side in a scenario.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSpec {
    /// Exactly three characters.
    pub characters: Vec<CharacterSpec>,
    /// The active character: 1-based position or name (default: the first living one).
    #[serde(default)]
    pub active: Option<PositionOrName>,
    /// Dice as counts per face, e.g. `{"Omni": 3, "Pyro": 2}`.
    #[serde(default)]
    pub dice: BTreeMap<String, u8>,
    /// Hand, by card name.
    #[serde(default)]
    pub hand: Vec<String>,
    /// Draw pile, top first, by card name.
    #[serde(default)]
    pub deck: Vec<String>,
    /// Combat statuses.
    #[serde(default)]
    pub combat_statuses: Vec<EntitySpec>,
    /// Summons.
    #[serde(default)]
    pub summons: Vec<EntitySpec>,
    /// Supports.
    #[serde(default)]
    pub supports: Vec<EntitySpec>,
    /// The player has declared round end.
    #[serde(default)]
    pub declared_end: bool,
    /// The active character was switched in this round (its next Normal Attack plunges).
    #[serde(default)]
    pub plunge: bool,
    /// The player acts again when their current combat action ends (Fresh Wind of Freedom
    /// heard an opposing character defeated in their turn).
    #[serde(default)]
    pub act_again: bool,
    /// Hand positions (1-based) whose card is voided: played, it takes no effect (Passing
    /// of Judgment).
    #[serde(default)]
    pub voided: Vec<u8>,
    /// Match record: supports of this side discarded so far this match.
    #[serde(default)]
    pub supports_discarded: u8,
    /// Match record: Weapon, Artifact, Location and Companion cards this side has played
    /// this match, by name (Memento Lens); cards of other kinds are accepted and not kept.
    #[serde(default)]
    pub played: Vec<String>,
    /// Match record: the elements of the Elemental DMG this side's characters have taken
    /// this match, by name.
    #[serde(default)]
    pub elements_taken: Vec<String>,
    /// Match record: the deck this side began the match with, by name (copies may repeat;
    /// at most 30 different cards). Default: the cards of the hand and the deck given.
    #[serde(default)]
    pub initial_deck: Option<Vec<String>>,
    /// Match record: the different action cards this side has played this match whose
    /// names are not in its initial deck, by name (the first 9 are kept).
    #[serde(default)]
    pub new_cards_played: Vec<String>,
}

/// A 1-based position or a name.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PositionOrName {
    /// 1-based position.
    Position(u8),
    /// Name.
    Name(String),
}

/// A character in a scenario.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CharacterSpec {
    /// Name (or id).
    pub name: String,
    /// HP (default: maximum); 0 means defeated.
    #[serde(default)]
    pub hp: Option<u8>,
    /// Energy (default 0).
    #[serde(default)]
    pub energy: Option<u8>,
    /// Applied elements, e.g. `["Cryo", "Dendro"]`.
    #[serde(default)]
    pub aura: Vec<String>,
    /// Statuses and equipment. Absent: the statuses the character has from the start of a
    /// game (what its "when the battle begins" passive gives it, e.g. Tartaglia's Ranged
    /// Stance); `[]`: none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub statuses: Option<Vec<EntitySpec>>,
}

/// An entity: a name (or id), or an object with usages and duration.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(untagged)]
pub enum EntitySpec {
    /// Just the name: default usages and duration.
    Name(String),
    /// Name with settings.
    Full {
        /// Name or id.
        name: String,
        /// Usages (or shield points, or stacks).
        #[serde(default)]
        usage: Option<u8>,
        /// Rounds left.
        #[serde(default)]
        duration: Option<u8>,
        /// The element a summon that converts after a Swirl (Stormeye, Large Wind Spirit,
        /// Autumn Whirlwind) has already taken: `"Cryo"`, `"Hydro"`, `"Pyro"` or
        /// `"Electro"`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        converted: Option<String>,
    },
}

/// Why a scenario cannot be built or run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScenarioError {
    /// The position is invalid (unknown name, impossible value, ...).
    Invalid(String),
    /// Action number `step` (1-based) could not be read or is illegal.
    Action {
        /// 1-based index in `actions`.
        step: usize,
        /// The action's text.
        text: String,
        /// Why.
        reason: String,
    },
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScenarioError::Invalid(m) => write!(f, "invalid scenario: {m}"),
            ScenarioError::Action { step, text, reason } => {
                write!(f, "action {step} ({text:?}): {reason}")
            }
        }
    }
}

impl std::error::Error for ScenarioError {}

fn invalid<T>(msg: impl Into<String>) -> Result<T, ScenarioError> {
    Err(ScenarioError::Invalid(msg.into()))
}

fn player_number(n: u8, what: &str) -> Result<Player, ScenarioError> {
    match n {
        1 => Ok(Player::P1),
        2 => Ok(Player::P2),
        _ => invalid(format!("{what} must be 1 or 2, not {n}")),
    }
}

/// Looks up an entity by name or id, preferring one of the wanted kinds and implemented.
fn entity_by_name(
    name: &str,
    kinds: &[EntityKind],
    version: Version,
) -> Result<EntityId, ScenarioError> {
    let candidates: Vec<EntityId> = if name.trim().chars().all(|c| c.is_ascii_digit()) {
        EntityId::from_name(name).into_iter().collect()
    } else {
        EntityId::all_named(name).collect()
    };
    let kind_ok = |id: &EntityId| id.facts(version).is_some_and(|f| kinds.contains(&f.kind));
    let best = candidates
        .iter()
        .copied()
        .filter(kind_ok)
        .min_by_key(|id| (!crate::cards::entity_implemented(*id), id.official_id()));
    match best {
        Some(id) if crate::cards::entity_implemented(id) => Ok(id),
        Some(id) => invalid(format!(
            "{name:?} ({}) is not implemented yet",
            id.official_id()
        )),
        None if candidates.is_empty() => invalid(format!("unknown entity {name:?}")),
        None => invalid(format!("{name:?} is not a {kinds:?} in version {version}")),
    }
}

fn build_list<const N: usize>(
    specs: &[EntitySpec],
    kinds: &[EntityKind],
    version: Version,
    cap: usize,
    what: &str,
) -> Result<InlineVec<Status, N>, ScenarioError> {
    let mut list = InlineVec::<Status, N>::new();
    for spec in specs {
        let (name, usage, duration, converted) = match spec {
            EntitySpec::Name(n) => (n.as_str(), None, None, None),
            EntitySpec::Full {
                name,
                usage,
                duration,
                converted,
            } => (name.as_str(), *usage, *duration, converted.as_deref()),
        };
        let id = entity_by_name(name, kinds, version)?;
        let facts = id.facts(version).expect("checked by entity_by_name");
        let init = crate::cards::entity_def(id).and_then(|d| d.init);
        let (u0, d0) = init.unwrap_or((
            facts.usage.or(facts.shield).unwrap_or(0),
            facts.duration.unwrap_or(NO_DURATION),
        ));
        let u0 = crate::cards::entity_def(id)
            .and_then(|d| d.init_usage)
            .unwrap_or(u0);
        if list.iter().any(|s| s.id == id) {
            return invalid(format!("{name:?} appears twice in {what}"));
        }
        if list.len() >= cap {
            return invalid(format!("too many {what} (at most {cap})"));
        }
        let aux = match converted {
            None => 0,
            Some(e) => converted_aux(id, e)?,
        };
        list.push(Status {
            id,
            usage: usage.unwrap_or(u0),
            duration: duration.unwrap_or(d0),
            counter: 0,
            aux,
            stamp: 0,
        })
        .expect("checked");
    }
    Ok(list)
}

/// The `aux` of entity `id` placed converted to `element` (after a Swirl), checked: the
/// entity converts, and to an element a Swirl can spread.
fn converted_aux(id: EntityId, element: &str) -> Result<u8, ScenarioError> {
    if !crate::cards::entity_def(id).is_some_and(|d| d.converts) {
        return invalid(format!(
            "{id} does not convert after a Swirl: it cannot be \"converted\""
        ));
    }
    let e = element_by_name(element)?;
    if !matches!(
        e,
        Element::Cryo | Element::Hydro | Element::Pyro | Element::Electro
    ) {
        return invalid(format!(
            "{id} cannot be converted to {element}: a Swirl spreads Cryo, Hydro, Pyro or Electro"
        ));
    }
    Ok(crate::cards::templates::converted_aux(e))
}

/// An element by its English name (any case).
fn element_by_name(n: &str) -> Result<Element, ScenarioError> {
    Element::ALL
        .into_iter()
        .find(|e| e.name().eq_ignore_ascii_case(n))
        .ok_or_else(|| ScenarioError::Invalid(format!("unknown element {n:?}")))
}

fn card(name: &str, version: Version) -> Result<CardId, ScenarioError> {
    let c = CardId::from_name(name).map_err(|e| ScenarioError::Invalid(e.to_string()))?;
    if c.facts(version).is_none() {
        return invalid(format!("{c} does not exist in version {version}"));
    }
    Ok(c)
}

impl Scenario {
    /// The configuration: `config` with `version` applied.
    pub fn game_config(&self) -> Result<GameConfig, ScenarioError> {
        let mut config = self.config.unwrap_or_default();
        if let Some(v) = &self.version {
            config.version =
                Version::parse(v).map_err(|e| ScenarioError::Invalid(e.to_string()))?;
        }
        config
            .validate()
            .map_err(|e| ScenarioError::Invalid(e.to_string()))?;
        Ok(config)
    }

    /// Builds the position (before any action), run up to the first decision or chance.
    pub fn build(&self) -> Result<GameState, ScenarioError> {
        let mut state = self.build_unstarted()?;
        state.run(&mut ());
        Ok(state)
    }

    /// Builds the position without running its pending work.
    fn build_unstarted(&self) -> Result<GameState, ScenarioError> {
        let config = self.game_config()?;
        let version = config.version;
        let to_act = player_number(self.to_act.unwrap_or(1), "to_act")?;
        let first = player_number(self.first.unwrap_or(to_act as u8 + 1), "first")?;
        let round = self.round.unwrap_or(1);
        if round == 0 || round >= config.round_limit {
            return invalid(format!("round must be 1..{}", config.round_limit));
        }
        let phase = match self.phase.as_deref().unwrap_or("action") {
            "action" => Phase::Action,
            "roll" => Phase::Roll,
            "end" => Phase::End,
            other => return invalid(format!("phase {other:?} is not one of action, roll, end")),
        };
        let mut players = [PlayerState::default(); 2];
        for (pi, spec) in self.players.iter().enumerate() {
            let who = format!("player {}", pi + 1);
            let ps = &mut players[pi];
            if spec.characters.len() != CHARACTERS {
                return invalid(format!("{who} must have exactly 3 characters"));
            }
            for (i, cs) in spec.characters.iter().enumerate() {
                let id = CharacterId::from_name(&cs.name)
                    .map_err(|e| ScenarioError::Invalid(e.to_string()))?;
                let Some(mut ch) = CharacterState::new(id, version) else {
                    return invalid(format!("{id} does not exist in version {version}"));
                };
                if !crate::cards::character_implemented(id) {
                    return invalid(format!("{id} is not implemented yet"));
                }
                if let Some(hp) = cs.hp {
                    if hp > ch.max_hp {
                        return invalid(format!("{id} has at most {} HP, not {hp}", ch.max_hp));
                    }
                    ch.hp = hp;
                    ch.alive = hp > 0;
                }
                if let Some(e) = cs.energy {
                    if e > ch.max_energy {
                        return invalid(format!(
                            "{id} has at most {} energy, not {e}",
                            ch.max_energy
                        ));
                    }
                    ch.energy = if ch.alive { e } else { 0 };
                }
                let elements = cs
                    .aura
                    .iter()
                    .map(|n| element_by_name(n))
                    .collect::<Result<Vec<_>, _>>()?;
                ch.aura = Aura::from_elements(&elements).ok_or_else(|| {
                    ScenarioError::Invalid(format!("aura {:?} cannot exist", cs.aura))
                })?;
                ch.statuses = build_list(
                    cs.statuses.as_deref().unwrap_or_default(),
                    &[EntityKind::Status, EntityKind::Equipment],
                    version,
                    crate::state::ZONE_CAP,
                    &format!("{id}'s statuses"),
                )?;
                if !ch.alive && (!ch.statuses.is_empty() || ch.aura != Aura::None) {
                    return invalid(format!("defeated {id} cannot have statuses or an aura"));
                }
                ps.characters[i] = ch;
            }
            for (i, a) in ps.characters.iter().enumerate() {
                if ps.characters[..i].iter().any(|b| b.id == a.id) {
                    return invalid(format!("{who} has {} twice", a.id));
                }
            }
            let active = match &spec.active {
                None => ps.characters.iter().position(|c| c.alive).unwrap_or(0),
                Some(PositionOrName::Position(n)) if (1..=3).contains(n) => *n as usize - 1,
                Some(PositionOrName::Position(n)) => {
                    return invalid(format!("{who}: active {n} is not 1, 2 or 3"))
                }
                Some(PositionOrName::Name(n)) => ps
                    .characters
                    .iter()
                    .position(|c| c.id.name().eq_ignore_ascii_case(n))
                    .ok_or_else(|| {
                        ScenarioError::Invalid(format!("{who} has no character {n:?}"))
                    })?,
            };
            if !ps.characters[active].alive {
                return invalid(format!("{who}'s active character is defeated"));
            }
            ps.active = active as u8;
            let mut dice = Dice::EMPTY;
            for (face, &n) in &spec.dice {
                let Some(d) = Die::parse(face) else {
                    return invalid(format!("unknown die {face:?}"));
                };
                dice.0[d.index()] += n;
            }
            if dice.total() > config.max_dice as u32 {
                return invalid(format!("{who} has more than {} dice", config.max_dice));
            }
            ps.dice = dice;
            if spec.hand.len() > config.max_hand as usize {
                return invalid(format!(
                    "{who} has more than {} cards in hand",
                    config.max_hand
                ));
            }
            for n in &spec.hand {
                ps.hand.push(card(n, version)?).expect("checked");
            }
            if spec.deck.len() > crate::state::DECK_CAP {
                return invalid(format!(
                    "{who}'s deck has more than {} cards",
                    crate::state::DECK_CAP
                ));
            }
            for n in spec.deck.iter().rev() {
                ps.deck.push(card(n, version)?).expect("checked");
            }
            ps.combat = build_list(
                &spec.combat_statuses,
                &[EntityKind::CombatStatus],
                version,
                crate::state::ZONE_CAP,
                "combat statuses",
            )?;
            ps.summons = build_list(
                &spec.summons,
                &[EntityKind::Summon],
                version,
                config.max_summons as usize,
                "summons",
            )?;
            ps.supports = build_list(
                &spec.supports,
                &[EntityKind::Support],
                version,
                config.max_supports as usize,
                "supports",
            )?;
            ps.flags.declared_end = spec.declared_end || phase == Phase::End;
            ps.flags.plunge = spec.plunge;
            ps.flags.act_again = spec.act_again;
            for &pos in &spec.voided {
                if pos == 0 || pos as usize > ps.hand.len() {
                    return invalid(format!(
                        "voided hand position {pos} is not one of the {} cards in hand",
                        ps.hand.len()
                    ));
                }
                ps.flags.voided |= 1 << (pos - 1);
            }
            ps.supports_discarded = spec.supports_discarded;
            for name in &spec.played {
                // Cards of other kinds are accepted and not kept (the record has no place
                // for them).
                if let Some(i) = crate::cards::record_index(card(name, version)?) {
                    ps.played[i as usize / 8] |= 1 << (i % 8);
                }
            }
            for n in &spec.elements_taken {
                ps.flags.elements_taken |= 1 << element_by_name(n)? as u8;
            }
            // The deck the player began with (Timaeus, Wagner, Tepetlisaurus): as given,
            // else the cards of the hand and the deck given.
            let cards: Vec<CardId> = match &spec.initial_deck {
                Some(names) => names
                    .iter()
                    .map(|n| card(n, version))
                    .collect::<Result<_, _>>()?,
                None => ps.hand.iter().chain(ps.deck.iter()).copied().collect(),
            };
            ps.flags.deck = crate::cards::deck_traits(&cards, version);
            ps.initial_deck = match crate::state::InitialDeck::new(cards) {
                Ok(deck) => deck,
                Err(n) => {
                    return invalid(format!(
                        "{who}'s initial deck names {n} different cards: at most {}",
                        crate::state::INITIAL_DECK_CAP
                    ))
                }
            };
            for n in &spec.new_cards_played {
                let c = card(n, version)?;
                if let Some(set) = ps.new_cards_played.with(c) {
                    ps.new_cards_played = set;
                }
            }
        }
        let [a, b] = players;
        let mut state = GameState {
            config,
            globals: Globals {
                round,
                phase,
                current: to_act,
                first,
                next_first: None,
                battle_begun: true,
                created: 0,
                action_log: 0,
            },
            players: crate::player::ByPlayer([a, b]),
            stack: InlineVec::new(),
            deferred: InlineVec::new(),
            frames: 0,
            hit_root: crate::state::NO_HIT,
            outcome: None,
            zobrist: 0,
        };
        if state.players[to_act].flags.declared_end && phase == Phase::Action {
            return invalid(format!("{to_act} is to act but has declared round end"));
        }
        match phase {
            Phase::Action => {
                let ended: Vec<Player> = Player::ALL
                    .into_iter()
                    .filter(|&p| state.players[p].flags.declared_end)
                    .collect();
                state.globals.next_first = ended.first().copied();
                // The position resumes at the start of `to_act`'s turn, as the reference
                // resumes one: "before you choose an action" effects, then a prepared skill
                // or a skill a status makes the character use, else the decision.
                state.push(Command::ActionPhase);
            }
            Phase::Roll => state.push(Command::StartRound),
            _ => {
                state.globals.next_first = Some(first);
                state.push(Command::EndPhase);
            }
        }
        // Every entity gets its own creation stamp, in list order, so that two of a kind
        // (two Paimons) stay distinct.
        let mut created = 0u16;
        for p in Player::ALL {
            let ps = &mut state.players[p];
            let lists = ps
                .characters
                .iter_mut()
                .map(|c| c.statuses.as_mut_slice())
                .chain([
                    ps.combat.as_mut_slice(),
                    ps.summons.as_mut_slice(),
                    ps.supports.as_mut_slice(),
                ]);
            for list in lists {
                for s in list.iter_mut() {
                    created += 1;
                    s.stamp = created;
                }
            }
        }
        state.globals.created = created;
        state.rehash();
        // A living character given without `statuses` gets those it has from the start of
        // a game: its "when the battle begins" passive runs for it (before anything else).
        for (pi, spec) in self.players.iter().enumerate() {
            let p = Player::ALL[pi];
            for (c, cs) in spec.characters.iter().enumerate() {
                if cs.statuses.is_none() && state.players[p].characters[c].alive {
                    state.battle_begins_for(p, c as u8);
                }
            }
        }
        Ok(state)
    }

    /// Builds the position and applies the actions, filling chance from `seed`.
    pub fn run(&self) -> Result<Run, ScenarioError> {
        let mut state = self.build_unstarted()?;
        let mut rng = Rng::new(self.seed);
        let mut recorded = self.chance.iter().enumerate();
        let mut log = Vec::new();
        state.run(&mut log);
        let mut resolve = |state: &mut GameState, log: &mut Vec<crate::log::LogEvent>| {
            while state.chance_request().is_some() {
                match recorded.next() {
                    Some((k, o)) => state.apply_chance_observed(*o, log).map_err(|e| {
                        ScenarioError::Invalid(format!("chance outcome {}: {e}", k + 1))
                    })?,
                    None => state.resolve_chance_observed(&mut rng, log),
                }
            }
            Ok::<(), ScenarioError>(())
        };
        resolve(&mut state, &mut log)?;
        let mut applied = Vec::new();
        for (i, text) in self.actions.iter().enumerate() {
            let fail = |reason: String| ScenarioError::Action {
                step: i + 1,
                text: text.clone(),
                reason,
            };
            let a = parse_action(&state, text).map_err(|e| fail(e.to_string()))?;
            applied.push(format_action(&state, &a));
            state
                .apply_action_observed(a, &mut log)
                .map_err(|e| fail(e.to_string()))?;
            resolve(&mut state, &mut log)?;
        }
        Ok(Run {
            state,
            actions: applied,
            log,
        })
    }
}

/// The result of running a scenario.
#[derive(Clone, Debug)]
pub struct Run {
    /// The final state.
    pub state: GameState,
    /// The actions as applied, in notation with their dice.
    pub actions: Vec<String>,
    /// What happened.
    pub log: Vec<crate::log::LogEvent>,
}

/// The output of a scenario: a state by names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// Round number.
    pub round: u8,
    /// Phase (`"action"`, `"end"`, `"game_over"`, ...).
    pub phase: String,
    /// The player whose decision is pending (P1 first if both), or null.
    pub to_act: Option<u8>,
    /// The kind of pending decision, or null.
    pub decision: Option<String>,
    /// 1, 2, `"draw"`, or null (also when both lose at the round limit).
    pub winner: Option<Winner>,
    /// `"p1"`, `"p2"`, `"draw"`, `"both_lose"`, or null while the game runs.
    pub outcome: Option<String>,
    /// The two players.
    pub players: Vec<PlayerReport>,
}

/// A winner in a [`Report`]: a player number or the string `"draw"`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Winner {
    /// Player 1 or 2.
    Player(u8),
    /// `"draw"`.
    Draw(String),
}

/// One side in a [`Report`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerReport {
    /// Characters in position order.
    pub characters: Vec<CharacterReport>,
    /// Combat statuses.
    pub combat_statuses: Vec<EntityReport>,
    /// Summons.
    pub summons: Vec<EntityReport>,
    /// Supports.
    pub supports: Vec<EntityReport>,
    /// Dice counts per face, Omni first then the elements in the game's order (faces with
    /// none are left out).
    pub dice: DiceCounts,
    /// Hand by card name.
    pub hand: Vec<String>,
    /// Cards left in the draw pile.
    pub deck_count: usize,
    /// Declared round end.
    pub declared_end: bool,
    /// Match record: supports of this side discarded so far.
    pub supports_discarded: u8,
    /// Match record: the elements of the Elemental DMG this side's characters have taken,
    /// in the game's order of elements.
    pub elements_taken: Vec<String>,
}

/// Dice in a [`Report`]: a JSON object from face name to count, in face order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiceCounts(pub Dice);

impl Serialize for DiceCounts {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(None)?;
        for d in self.0.faces() {
            m.serialize_entry(d.name(), &self.0.count(d))?;
        }
        m.end()
    }
}

impl<'de> Deserialize<'de> for DiceCounts {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let map = BTreeMap::<String, u8>::deserialize(d)?;
        let mut dice = Dice::EMPTY;
        for (k, n) in map {
            let face = Die::parse(&k)
                .ok_or_else(|| serde::de::Error::custom(format!("unknown die {k:?}")))?;
            dice.0[face.index()] += n;
        }
        Ok(DiceCounts(dice))
    }
}

/// One character in a [`Report`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CharacterReport {
    /// Name.
    pub name: String,
    /// HP.
    pub hp: u8,
    /// Energy.
    pub energy: u8,
    /// Applied elements.
    pub aura: Vec<String>,
    /// Not defeated.
    pub alive: bool,
    /// Active character.
    pub active: bool,
    /// Statuses and equipment.
    pub statuses: Vec<EntityReport>,
}

/// One entity in a [`Report`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntityReport {
    /// Name.
    pub name: String,
    /// Official id.
    pub id: u32,
    /// Usages (shield points, stacks).
    pub usage: u8,
    /// Rounds left, if it has a duration.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub duration: Option<u8>,
}

fn entity_reports(list: &[Status]) -> Vec<EntityReport> {
    list.iter()
        .map(|s| EntityReport {
            name: s.id.name().to_string(),
            id: s.id.official_id(),
            usage: s.usage,
            duration: (s.duration != NO_DURATION).then_some(s.duration),
        })
        .collect()
}

impl Report {
    /// Describes a state by names.
    pub fn of(state: &GameState) -> Report {
        let pending = Player::ALL
            .into_iter()
            .find_map(|p| state.decision_of(p).map(|k| (p, k)));
        let (winner, outcome) = match state.outcome() {
            None => (None, None),
            Some(Outcome::Win(p)) => (Some(Winner::Player(p as u8 + 1)), Some(p.to_string())),
            Some(Outcome::Draw) => (Some(Winner::Draw("draw".into())), Some("draw".into())),
            Some(Outcome::BothLose) => (None, Some("both_lose".into())),
        };
        let players = Player::ALL
            .into_iter()
            .map(|p| {
                let ps = state.player(p);
                PlayerReport {
                    characters: ps
                        .characters
                        .iter()
                        .enumerate()
                        .map(|(i, ch)| CharacterReport {
                            name: ch.id.name().to_string(),
                            hp: ch.hp,
                            energy: ch.energy,
                            aura: ch
                                .aura
                                .elements()
                                .iter()
                                .map(|e| e.name().to_string())
                                .collect(),
                            alive: ch.alive,
                            active: i == ps.active as usize,
                            statuses: entity_reports(&ch.statuses),
                        })
                        .collect(),
                    combat_statuses: entity_reports(&ps.combat),
                    summons: entity_reports(&ps.summons),
                    supports: entity_reports(&ps.supports),
                    dice: DiceCounts(ps.dice),
                    hand: ps.hand.iter().map(|c| c.name().to_string()).collect(),
                    deck_count: ps.deck.len(),
                    declared_end: ps.flags.declared_end,
                    supports_discarded: ps.supports_discarded,
                    elements_taken: Element::ALL
                        .iter()
                        .filter(|&&e| ps.flags.elements_taken & 1 << e as u8 != 0)
                        .map(|e| e.name().to_string())
                        .collect(),
                }
            })
            .collect();
        Report {
            round: state.round(),
            phase: state.phase().name().to_string(),
            to_act: pending.map(|(p, _)| p as u8 + 1),
            decision: pending.map(|(_, k)| k.name().to_string()),
            winner,
            outcome,
            players,
        }
    }
}
