//! [`Core`]: a game with explicit chance nodes, played one choice id at a time.
//!
//! Like `invokation::env::ChoiceEnv`, but chance is not filled automatically: at a chance
//! node the caller picks an outcome by index (where the outcomes can be enumerated) or has
//! one sampled from the state's own seeded generator. The whole thing (game, action being
//! built, generator) serializes, so a state round-trips exactly.

use invokation::action::generator::{ActionBuilder, Choice};
use invokation::action::{Action, Target};
use invokation::chance::{ChanceOutcome, ChanceRequest};
use invokation::dice::{Dice, Die};
use invokation::encode::{choice_id, choice_of, NUM_DISTINCT_ACTIONS, OBS_SIZE};
use invokation::notation::format_action;
use invokation::{GameState, Player, Rng};
use serde::{Deserialize, Serialize};

/// `current_player()` at a chance node (as in OpenSpiel).
pub const CHANCE_PLAYER: i64 = -1;
/// `current_player()` once the game is over (as in OpenSpiel).
pub const TERMINAL_PLAYER: i64 = -4;
/// At most this many chance outcomes are enumerated (8 dice: 6,435); larger requests and
/// shuffles are sampled.
pub const CHANCE_LIMIT: usize = 10_000;

/// Why a step was refused.
#[derive(Debug)]
pub enum CoreError {
    /// Not legal now (message).
    Illegal(String),
    /// Anything else (message).
    Other(String),
}

/// A game, the action being built, and the generator sampled chance draws from.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Core {
    pub state: GameState,
    pub builder: Option<ActionBuilder>,
    pub rng: Rng,
    /// The builder's options (recomputed, not serialized).
    #[serde(skip)]
    options: Vec<Choice>,
}

/// Version tag of the serialized form.
const FORMAT: &str = "invokation-state/1";

#[derive(Serialize, Deserialize)]
struct Stored {
    format: String,
    state: GameState,
    builder: Option<ActionBuilder>,
    rng: Rng,
}

impl Core {
    pub fn new(state: GameState, seed: u64) -> Core {
        let mut c = Core {
            state,
            builder: None,
            rng: Rng::new(seed),
            options: Vec::new(),
        };
        c.settle();
        c
    }

    /// Starts the next decision's builder when a player must decide; refreshes options.
    fn settle(&mut self) {
        if self.state.is_over() || self.state.chance_request().is_some() {
            self.builder = None;
        } else if self.builder.is_none() {
            self.builder = self
                .state
                .deciding()
                .next()
                .and_then(|p| ActionBuilder::new(&self.state, p));
        }
        self.options.clear();
        if let Some(b) = &self.builder {
            b.options_into(&self.state, &mut self.options);
        }
    }

    pub fn serialize(&self) -> String {
        serde_json::to_string(&Stored {
            format: FORMAT.into(),
            state: self.state,
            builder: self.builder,
            rng: self.rng.clone(),
        })
        .expect("states serialize")
    }

    pub fn deserialize(text: &str) -> Result<Core, String> {
        let s: Stored =
            serde_json::from_str(text).map_err(|e| format!("cannot read the state: {e}"))?;
        if s.format != FORMAT {
            return Err(format!(
                "cannot read the state: format {:?}, expected {FORMAT:?}",
                s.format
            ));
        }
        // A hand-edited state can break the engine's invariants (a character position out
        // of range, ...): refuse it with the invariant it breaks.
        s.state
            .validate()
            .map_err(|e| format!("cannot read the state: {e}"))?;
        if let Some(b) = &s.builder {
            b.validate(&s.state)
                .map_err(|e| format!("cannot read the state: {e}"))?;
        }
        let mut c = Core {
            state: s.state,
            builder: s.builder,
            rng: s.rng,
            options: Vec::new(),
        };
        // Belt and braces: try what every caller needs once, and refuse the state cleanly
        // if the engine fails on it anyway.
        let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            c.settle();
            let mut obs = [0.0; OBS_SIZE];
            for p in Player::ALL {
                c.observation_into(p, &mut obs);
                c.state.infoset_key(p);
            }
            c.legal_actions();
            c.state.legal_actions();
            if let Some(b) = c.builder {
                for o in c.options.clone() {
                    let mut next = b;
                    let mut options = c.options.clone();
                    let _ = next.choose_into(&c.state, &mut options, o);
                }
            }
        }));
        if let Err(payload) = checked {
            let why = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            return Err(format!("cannot read the state: it is inconsistent ({why})"));
        }
        Ok(c)
    }

    pub fn is_terminal(&self) -> bool {
        self.state.is_over()
    }

    pub fn chance_request(&self) -> Option<ChanceRequest> {
        if self.state.is_over() {
            None
        } else {
            self.state.chance_request()
        }
    }

    pub fn is_chance(&self) -> bool {
        self.chance_request().is_some()
    }

    /// The player to choose (None at chance nodes and at the end).
    pub fn player(&self) -> Option<Player> {
        self.builder.map(|b| b.player())
    }

    /// 0 / 1, [`CHANCE_PLAYER`] or [`TERMINAL_PLAYER`].
    pub fn current_player(&self) -> i64 {
        if self.is_terminal() {
            TERMINAL_PLAYER
        } else if self.is_chance() {
            CHANCE_PLAYER
        } else {
            self.player().map_or(TERMINAL_PLAYER, |p| p.index() as i64)
        }
    }

    pub fn returns(&self) -> [f64; 2] {
        match self.state.outcome() {
            Some(o) => [o.reward(Player::P1) as f64, o.reward(Player::P2) as f64],
            None => [0.0, 0.0],
        }
    }

    /// The chance outcomes with their probabilities: the exact distribution where it can be
    /// enumerated; otherwise one outcome (index 0, probability 1) that samples from the
    /// state's generator. The bool tells which.
    pub fn chance_outcomes(&self) -> Option<(Vec<(ChanceOutcome, f64)>, bool)> {
        let req = self.chance_request()?;
        Some(match req.outcomes(&self.state, CHANCE_LIMIT) {
            Some(all) => (all, true),
            None => (Vec::new(), false),
        })
    }

    /// Legal choice ids (decision node) or outcome indices (chance node).
    pub fn legal_actions(&self) -> Vec<usize> {
        if let Some((all, exact)) = self.chance_outcomes() {
            return if exact {
                (0..all.len()).collect()
            } else {
                vec![0]
            };
        }
        let Some(p) = self.player() else {
            return Vec::new();
        };
        let mut ids: Vec<usize> = self
            .options
            .iter()
            .filter_map(|c| choice_id(&self.state, p, c))
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    }

    /// The legal-action mask over the 50 choice ids (all false outside decision nodes).
    pub fn mask_into(&self, out: &mut [i8]) {
        out.fill(0);
        if let Some(p) = self.player() {
            for c in &self.options {
                if let Some(id) = choice_id(&self.state, p, c) {
                    out[id] = 1;
                }
            }
        }
    }

    /// The observation tensor of `viewer` (with the action being built when it is theirs).
    pub fn observation_into(&self, viewer: Player, out: &mut [f32; OBS_SIZE]) {
        let b = self.builder.as_ref().filter(|b| b.player() == viewer);
        self.state.observation_into(viewer, b, out);
    }

    /// Applies a choice id (decision node) or an outcome index (chance node).
    pub fn apply(&mut self, a: i64) -> Result<(), CoreError> {
        if self.is_terminal() {
            return Err(CoreError::Illegal("the game is over".into()));
        }
        if let Some((all, exact)) = self.chance_outcomes() {
            if exact {
                let Some((outcome, _)) = usize::try_from(a).ok().and_then(|i| all.get(i)) else {
                    return Err(CoreError::Illegal(format!(
                        "chance outcome {a} does not exist: this chance node has outcomes 0..{}",
                        all.len()
                    )));
                };
                return self.apply_outcome(*outcome);
            }
            if a != 0 {
                return Err(CoreError::Illegal(format!(
                    "chance outcome {a} does not exist: this chance node ({}) cannot be enumerated; \
                     its one outcome, 0, samples from the state's generator",
                    describe_request(&self.state, &self.chance_request().expect("chance"))
                )));
            }
            self.sample_chance(None);
            return Ok(());
        }
        let (Some(mut b), Some(p)) = (self.builder, self.player()) else {
            return Err(CoreError::Other("no decision is pending".into()));
        };
        let not_legal = |me: &Core| {
            CoreError::Illegal(format!(
                "action {a} ({}) is not legal now; legal actions: {:?}",
                me.describe_id(a),
                me.legal_actions()
            ))
        };
        if a < 0 || a >= NUM_DISTINCT_ACTIONS as i64 {
            return Err(CoreError::Illegal(format!(
                "action {a} is out of range: actions are 0..{NUM_DISTINCT_ACTIONS}; legal actions: {:?}",
                self.legal_actions()
            )));
        }
        let Some(choice) = choice_of(&self.state, p, &self.options, a as usize) else {
            return Err(not_legal(self));
        };
        // The options of the mask are handed back: the choice is checked against them and
        // they become the next choice's options.
        match b.choose_into(&self.state, &mut self.options, choice) {
            Ok(Some(action)) => {
                let applied = self.state.apply_action(action);
                // Either way the options are those of the (next) builder again.
                if applied.is_ok() {
                    self.builder = None;
                }
                self.settle();
                applied
                    .map_err(|e| CoreError::Other(format!("the engine refused {action:?}: {e}")))?;
            }
            Ok(None) => self.builder = Some(b),
            Err(_) => return Err(not_legal(self)),
        }
        Ok(())
    }

    fn apply_outcome(&mut self, outcome: ChanceOutcome) -> Result<(), CoreError> {
        self.state
            .apply_chance(outcome)
            .map_err(|e| CoreError::Illegal(e.to_string()))?;
        self.settle();
        Ok(())
    }

    /// Samples the pending chance outcome (from `rng`, or the state's generator).
    pub fn sample_chance(&mut self, rng: Option<&mut Rng>) -> bool {
        let Some(req) = self.chance_request() else {
            return false;
        };
        let rng = match rng {
            Some(r) => r,
            None => &mut self.rng,
        };
        let outcome = req.sample(&self.state, rng);
        self.state
            .apply_chance(outcome)
            .expect("a sampled outcome answers its request");
        self.settle();
        true
    }

    /// Samples chance outcomes until a player must decide or the game ends.
    pub fn resolve_chance(&mut self) {
        while self.sample_chance(None) {}
    }

    /// Whether the current player's action is still at its first choice.
    pub fn at_action_start(&self) -> bool {
        match (self.builder, self.player()) {
            (Some(b), Some(p)) => ActionBuilder::new(&self.state, p) == Some(b),
            _ => false,
        }
    }

    /// Applies a whole action (built by an agent or parsed from notation). Only at the start
    /// of the current player's action.
    pub fn apply_full(&mut self, action: Action) -> Result<(), CoreError> {
        if self.is_terminal() {
            return Err(CoreError::Illegal("the game is over".into()));
        }
        if self.is_chance() {
            return Err(CoreError::Illegal(
                "the game waits for a chance outcome, not an action".into(),
            ));
        }
        let p = self.player().expect("decision node");
        if action.player() != p {
            return Err(CoreError::Illegal(format!(
                "it is {p}'s choice, not {}'s",
                action.player()
            )));
        }
        if !self.at_action_start() {
            return Err(CoreError::Illegal(
                "an action is half built (choose the rest of it by id first)".into(),
            ));
        }
        self.state.apply_action(action).map_err(|e| {
            CoreError::Illegal(format!("{}: {e}", format_action(&self.state, &action)))
        })?;
        self.builder = None;
        self.settle();
        Ok(())
    }

    /// The choice ids that build `target` from the start of the current player's action
    /// (a redraw may pick other copies of the same cards). None if it cannot be built.
    pub fn choices_for(&self, target: &Action) -> Option<Vec<usize>> {
        let p = self.player()?;
        if target.player() != p || !self.at_action_start() {
            return None;
        }
        let mut path = Vec::new();
        dfs(&self.state, self.builder?, target, &mut path, 0).then_some(path)
    }

    /// A resampled full state consistent with what `viewer` sees.
    pub fn resample(&self, viewer: Player, seed: u64) -> Core {
        let mut rng = Rng::new(seed);
        let state = self.state.determinize(viewer, &mut rng);
        // The viewer's own action in progress is theirs to know; the opponent's is not
        // (and their hand changed): it starts anew.
        let builder = self.builder.filter(|b| b.player() == viewer);
        let mut c = Core {
            state,
            builder,
            rng: rng.fork(),
            options: Vec::new(),
        };
        c.settle();
        c
    }

    /// A description of choice id `a` for the current player, with names where the state
    /// gives them, and the whole action when this choice completes it.
    pub fn describe_id(&self, a: i64) -> String {
        if a < 0 || a >= NUM_DISTINCT_ACTIONS as i64 {
            return format!("out of range ({a})");
        }
        let a = a as usize;
        let p = self.player();
        let generic = generic_id_name(a);
        let (Some(p), Some(b)) = (p, self.builder) else {
            return generic;
        };
        let Some(choice) = choice_of(&self.state, p, &self.options, a) else {
            return generic;
        };
        let name = match choice {
            Choice::Skill(s) => {
                let c = self.state.active(p);
                let f = self.state.character_facts(p, c);
                match f.skills.get(s as usize) {
                    Some(sk) => format!("skill {}: {}", s + 1, sk.name),
                    None => generic,
                }
            }
            Choice::Character(c) => format!(
                "character {}: {}",
                c + 1,
                self.state.character(p, c as usize).id.name()
            ),
            Choice::Card(card) => format!("card {}: {}", a - 15 + 1, card.name()),
            Choice::Offered(i) => match self
                .state
                .pending_offer()
                .and_then(|o| o.items().get(i as usize).copied())
            {
                Some(o) => format!("offered {}: {}", i + 1, o.name()),
                None => generic,
            },
            _ => generic,
        };
        let mut next = b;
        let mut options = self.options.clone();
        match next.choose_into(&self.state, &mut options, choice) {
            Ok(Some(action)) => format!("{name} → {}", format_action(&self.state, &action)),
            _ => name,
        }
    }

    /// A description of action `a` at this node (choice id, or chance outcome index).
    pub fn action_to_string(&self, a: i64) -> String {
        if let Some((all, exact)) = self.chance_outcomes() {
            let req = self.chance_request().expect("chance");
            if !exact {
                return if a == 0 {
                    format!("chance: {} (sampled)", describe_request(&self.state, &req))
                } else {
                    format!("chance outcome {a} (not an outcome here)")
                };
            }
            return match usize::try_from(a).ok().and_then(|i| all.get(i)) {
                Some((o, p)) => format!(
                    "chance: {} → {} (p={p:.6})",
                    describe_request(&self.state, &req),
                    describe_outcome(o)
                ),
                None => format!("chance outcome {a} (not an outcome here)"),
            };
        }
        match self.player() {
            Some(p) => format!("{p}: {}", self.describe_id(a)),
            None => generic_id_name(a.clamp(0, i64::MAX) as usize),
        }
    }
}

/// What a choice id means, without a state.
pub fn generic_id_name(a: usize) -> String {
    const KINDS: [&str; 6] = ["skill", "switch", "play", "tune", "technique", "end round"];
    match a {
        0..=5 => format!("kind: {}", KINDS[a]),
        6..=11 => format!("skill {}", a - 6 + 1),
        12..=14 => format!("character (or offered card) {}", a - 12 + 1),
        15..=24 => format!("card {}", a - 15 + 1),
        25..=39 => format!("target {}", target_name(a - 25)),
        40..=47 => format!("die {}", Die::ALL[a - 40].name()),
        48 => "pay automatically".into(),
        49 => "done".into(),
        _ => format!("out of range ({a})"),
    }
}

fn target_name(t: usize) -> String {
    let target = match t {
        0 => Target::None,
        1..=3 => Target::Own(t as u8 - 1),
        4..=6 => Target::Opponent(t as u8 - 4),
        7..=10 => Target::Summon(t as u8 - 7),
        _ => Target::Support(t as u8 - 11),
    };
    match target {
        Target::None => "none".into(),
        Target::Own(c) => format!("own character {}", c + 1),
        Target::Opponent(c) => format!("opponent character {}", c + 1),
        Target::Summon(i) => format!("summon {}", i + 1),
        Target::Support(i) => format!("support {}", i + 1),
        Target::Pair(a, b) => format!("own characters {} and {}", a + 1, b + 1),
    }
}

pub fn dice_words(d: &Dice) -> String {
    let mut out = Vec::new();
    for face in Die::ALL {
        match d.count(face) {
            0 => {}
            1 => out.push(face.name().to_string()),
            n => out.push(format!("{n}*{}", face.name())),
        }
    }
    if out.is_empty() {
        "no dice".into()
    } else {
        out.join(" ")
    }
}

pub fn describe_request(_state: &GameState, r: &ChanceRequest) -> String {
    match *r {
        ChanceRequest::Shuffle { player } => format!("shuffle {player}'s pile"),
        ChanceRequest::RollDice { player, count } => format!("{player} rolls {count} dice"),
        ChanceRequest::DrawTagged { player, .. } => format!("{player} draws a random tagged card"),
        ChanceRequest::DistinctElements { player, count } => {
            format!("{player} gets {count} dice of different elements")
        }
        ChanceRequest::RandomSummon { player, .. } => format!("{player} summons at random"),
        ChanceRequest::DiscardCostliest { player } => {
            format!("{player} discards one of the costliest cards at random")
        }
        ChanceRequest::VoidRandom { player } => {
            format!("one card of {player}'s hand is voided at random")
        }
        ChanceRequest::StealCostliest { player } => {
            format!("{player} steals one of the opposing hand's costliest cards at random")
        }
        ChanceRequest::SummonEndPhase { player } => {
            format!("one of {player}'s summons, at random, triggers its End Phase effect")
        }
        ChanceRequest::Trial {
            player,
            id,
            percent,
            ..
        } => format!("{player}'s {id:?} acts with a {percent}% chance"),
        ChanceRequest::DrawCard { player, card } => {
            format!("{player} draws one of the copies of {card:?} in the pile at random")
        }
        ChanceRequest::DeckPlace {
            player,
            card,
            among,
        } => format!(
            "{player}'s new {card:?} goes to one of {among} places from the top of the pile"
        ),
        ChanceRequest::OfferCard { player, .. } => {
            format!("a random card is offered to {player}")
        }
        ChanceRequest::OfferDrop { player } => {
            format!("one of the things offered to {player} is dropped at random")
        }
    }
}

pub fn describe_outcome(o: &ChanceOutcome) -> String {
    match o {
        ChanceOutcome::Shuffle(order) => format!("order {:?}", order.as_slice()),
        ChanceOutcome::Dice(d) => dice_words(d),
        ChanceOutcome::Index(i) => format!("card {}", i + 1),
    }
}

/// Whether choice `c` can be on the way to `target`, given what `b` has chosen.
fn compatible(b: &ActionBuilder, c: &Choice, target: &Action) -> bool {
    use invokation::action::generator::ActionKind as K;
    let chosen = b.chosen_dice();
    match (*c, *target) {
        (Choice::Kind(k), a) => {
            k == match a {
                Action::Skill { .. } => K::Skill,
                Action::Switch { .. } => K::Switch,
                Action::Play { .. } => K::Play,
                Action::Tune { .. } => K::Tune,
                Action::Technique { .. } => K::Technique,
                Action::EndRound { .. } => K::EndRound,
                _ => return false,
            }
        }
        (Choice::Skill(s), Action::Skill { skill, .. }) => s == skill,
        (Choice::Character(ch), Action::Switch { to, .. }) => ch == to,
        (Choice::Character(ch), Action::Choose { character, .. }) => ch == character,
        (Choice::Card(x), Action::Play { card, .. } | Action::Tune { card, .. }) => x == card,
        (Choice::Card(_), Action::Redraw { .. }) => true,
        (Choice::Target(t), Action::Play { target, .. } | Action::Technique { target, .. }) => {
            t == target
        }
        (Choice::Die(d), Action::Tune { die, .. }) => d == die,
        (
            Choice::Die(d),
            Action::Skill { dice, .. }
            | Action::Switch { dice, .. }
            | Action::Play { dice, .. }
            | Action::Technique { dice, .. }
            | Action::Reroll { dice, .. },
        ) => dice.count(d) > chosen.count(d),
        (Choice::AutoPay, a) => a.paid().is_some(),
        (Choice::Done, Action::Redraw { .. } | Action::Reroll { .. }) => true,
        (Choice::Offered(i), Action::Select { index, .. }) => i == index,
        _ => false,
    }
}

/// Whether `a` does what `target` does (a redraw of the same cards, whichever copies).
fn same_action(state: &GameState, a: &Action, target: &Action) -> bool {
    match (a, target) {
        (
            Action::Redraw { player, cards: x },
            Action::Redraw {
                player: q,
                cards: y,
            },
        ) if player == q => {
            let hand = state.player(*player).hand;
            let pick = |m: u16| {
                let mut v: Vec<_> = (0..hand.len())
                    .filter(|i| m & (1 << i) != 0)
                    .map(|i| hand[i])
                    .collect();
                v.sort_unstable();
                v
            };
            pick(*x) == pick(*y)
        }
        _ => a == target,
    }
}

fn dfs(
    state: &GameState,
    b: ActionBuilder,
    target: &Action,
    path: &mut Vec<usize>,
    depth: usize,
) -> bool {
    if depth > 64 {
        return false;
    }
    let p = b.player();
    for c in b.options(state) {
        if !compatible(&b, &c, target) {
            continue;
        }
        let Some(id) = choice_id(state, p, &c) else {
            continue;
        };
        let mut next = b;
        match next.choose(state, c) {
            Ok(Some(a)) => {
                if same_action(state, &a, target) {
                    path.push(id);
                    return true;
                }
            }
            Ok(None) => {
                path.push(id);
                if dfs(state, next, target, path, depth + 1) {
                    return true;
                }
                path.pop();
            }
            Err(_) => {}
        }
    }
    false
}
