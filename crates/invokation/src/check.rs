//! The invariants of a game, checked at every step of random games: by the property tests
//! and by `invokation soak` (millions of games), from this one place.
//!
//! - [`state`]: what holds in every state (the incremental hash equals the hash computed
//!   from scratch; caps on dice, hand, summons and supports; HP and energy in range; a
//!   character is defeated exactly when it has 0 HP; one living active character while the
//!   game runs, except for a player choosing a new one after a defeat).
//! - [`decision`]: what holds where a player decides (every listed action applies; applying
//!   one to a clone leaves the original as it was; a random action is accepted only if it
//!   is a listed decision, and a refused one changes nothing; sampling draws a listed
//!   action; the notation of an action reads back as the same action).
//! - [`play`]: a random game with every step checked. Its chance outcomes come from
//!   `Rng::new(seed)` and the recorded decisions reproduce it (the replay format of the
//!   command line), so a failure found after millions of games is replayed exactly.
//!
//! ```
//! use invokation::check;
//!
//! let (config, decks) = check::random_setup(7);
//! let mut actions = Vec::new();
//! let end = check::play(config, [&decks[0], &decks[1]], 7, &mut actions).unwrap();
//! assert!(end.state.is_over());
//! ```

use crate::action::{Action, Pending, Target};
use crate::command::DecisionKind;
use crate::config::GameConfig;
use crate::deck::Deck;
use crate::dice::{Dice, Die};
use crate::facts::{CardId, Version};
use crate::player::Player;
use crate::rng::{splitmix64, Rng};
use crate::state::{GameState, Phase};
use std::fmt;

/// A broken invariant: what broke, in one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation(pub String);

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Violation {}

/// Returns a violation with this message unless `ok`.
fn ensure(ok: bool, what: impl FnOnce() -> String) -> Result<(), Violation> {
    if ok {
        Ok(())
    } else {
        Err(Violation(what()))
    }
}

/// Checks the invariants that hold in every state, at a decision, a chance request or the
/// end of the game.
pub fn state(s: &GameState) -> Result<(), Violation> {
    ensure(s.hash() == s.hash_from_scratch(), || {
        format!(
            "incremental hash {:016x} differs from the hash from scratch {:016x}",
            s.hash(),
            s.hash_from_scratch()
        )
    })?;
    let cfg = s.config();
    let running =
        s.outcome().is_none() && s.phase() != Phase::ChooseActive && s.phase() != Phase::Redraw;
    // A character brought to 0 HP stays in play until the effect that did it completes
    // (docs/rules.md, Defeat): a chance request inside that effect (Machine Assembly Line's
    // random Artifact drawn after its damage) may see it still alive.
    let mid_effect = matches!(s.pending(), Pending::Chance(_)) && s.frames > 0;
    for p in Player::ALL {
        let ps = s.player(p);
        ensure(ps.dice.total() <= cfg.max_dice as u32, || {
            format!("{p} holds {} dice", ps.dice.total())
        })?;
        ensure(ps.hand.len() <= cfg.max_hand as usize, || {
            format!("{p} holds {} cards", ps.hand.len())
        })?;
        ensure(ps.summons.len() <= cfg.max_summons as usize, || {
            format!("{p} has {} summons", ps.summons.len())
        })?;
        ensure(ps.supports.len() <= cfg.max_supports as usize, || {
            format!("{p} has {} supports", ps.supports.len())
        })?;
        for (c, ch) in ps.characters.iter().enumerate() {
            let who = || format!("{p} character {} ({})", c + 1, ch.id.name());
            ensure(ch.hp <= ch.max_hp, || {
                format!("{} has {} HP of {}", who(), ch.hp, ch.max_hp)
            })?;
            ensure(ch.energy <= ch.max_energy, || {
                format!("{} has {} energy of {}", who(), ch.energy, ch.max_energy)
            })?;
            ensure(ch.alive == (ch.hp > 0) || mid_effect && ch.alive, || {
                format!(
                    "{} has {} HP and is {}: a character is defeated exactly at 0 HP",
                    who(),
                    ch.hp,
                    if ch.alive { "alive" } else { "defeated" }
                )
            })?;
            ensure(
                ch.alive || (ch.statuses.is_empty() && ch.energy == 0),
                || format!("{} is defeated but keeps statuses or energy", who()),
            )?;
        }
        let choosing = s.decision_of(p) == Some(DecisionKind::DeathSwap);
        // A chance request in the responses to a defeat (a random discard of a Prospector's
        // Drill hit by a Seamless Shield that left with its defeated character) comes before
        // the new active character is chosen: the choice is checked at the decision.
        let chance = matches!(s.pending(), Pending::Chance(_));
        if running && !choosing && !chance && !s.death_swap_kept(p) {
            ensure(ps.active_character().alive, || {
                format!(
                    "{p}'s active character {} is defeated while the game runs",
                    ps.active + 1
                )
            })?;
        }
        if choosing {
            ensure(!ps.active_character().alive, || {
                format!("{p} is asked for a new active character while theirs lives")
            })?;
        }
    }
    Ok(())
}

/// Checks a decision point: every listed action (`legal`, as
/// [`GameState::legal_actions`] gives them) applies and leaves the original state as it
/// was; random actions (from `rng`) are accepted only if listed, and a refused one changes
/// nothing; sampling draws a listed action.
pub fn decision(s: &GameState, legal: &[Action], rng: &mut Rng) -> Result<(), Violation> {
    ensure(!legal.is_empty(), || {
        "a deciding player has no action".to_string()
    })?;
    let before = *s;
    for a in legal {
        let mut t = *s;
        t.apply_action(*a)
            .map_err(|e| Violation(format!("the listed action {a:?} is refused: {e}")))?;
    }
    ensure(*s == before, || {
        "applying the listed actions to clones changed the original".to_string()
    })?;
    for _ in 0..4 {
        let r = random_action(s, rng);
        let mut t = *s;
        match t.apply_action(r) {
            Ok(()) => ensure(legal.iter().any(|l| same_decision(l, &r, s)), || {
                format!("the unlisted action {r:?} is accepted")
            })?,
            Err(e) => ensure(t == *s && t.hash() == s.hash(), || {
                format!("the refused action {r:?} ({e}) changed the state")
            })?,
        }
    }
    let mut buf = Vec::new();
    let sampled = s.sample_legal_action(rng, &mut buf);
    ensure(sampled.is_some_and(|a| legal.contains(&a)), || {
        format!("sampled {sampled:?}, which is not listed")
    })?;
    // Sampling lists the same actions in the same order, its dice chosen only for the one
    // drawn (rerolls are drawn without a list): paid, they are the listed actions.
    ensure(
        buf.is_empty()
            || buf.len() == legal.len()
                && buf
                    .iter()
                    .zip(legal.iter())
                    .all(|(b, l)| s.with_auto_dice(*b) == *l),
        || format!("sampling drew from {buf:?}, not from {legal:?}"),
    )?;
    Ok(())
}

/// Checks that an action's notation reads back as the same action (replays depend on it).
pub fn notation(s: &GameState, a: &Action) -> Result<(), Violation> {
    let text = crate::notation::format_action(s, a);
    match crate::notation::parse_action(s, &text) {
        Ok(b) if same_decision(&b, a, s) && b.paid() == a.paid() => Ok(()),
        Ok(b) => Err(Violation(format!(
            "{a:?} is written {text:?}, which reads back as {b:?}"
        ))),
        Err(e) => Err(Violation(format!(
            "{a:?} is written {text:?}, which does not read back: {e}"
        ))),
    }
}

/// Whether two actions are the same decision: they differ at most in how the dice are paid
/// (or which copy of a card a redraw names).
pub fn same_decision(a: &Action, b: &Action, s: &GameState) -> bool {
    match (a, b) {
        (
            Action::Redraw {
                player: p,
                cards: x,
            },
            Action::Redraw {
                player: q,
                cards: y,
            },
        ) => {
            let hand = s.player(*p).hand;
            let named = |m: u16| {
                let mut v: Vec<CardId> = (0..hand.len())
                    .filter(|i| m & (1 << i) != 0)
                    .map(|i| hand[i])
                    .collect();
                v.sort();
                v
            };
            p == q && named(*x) == named(*y) && (x | y) >> hand.len() == 0
        }
        _ => a.with_dice(Dice::EMPTY) == b.with_dice(Dice::EMPTY),
    }
}

/// A random action, legal or not: any kind, any player, small random dice, a card from
/// the hand or any card, any target.
pub fn random_action(s: &GameState, rng: &mut Rng) -> Action {
    let player = Player::from_index(rng.index(2));
    let mut dice = Dice::EMPTY;
    for _ in 0..rng.below(5) {
        dice.0[rng.index(Die::NUM)] += 1;
    }
    let hand = s.player(player).hand;
    let card = if hand.is_empty() || rng.below(8) == 0 {
        CardId::ALL[rng.index(CardId::NUM)]
    } else {
        hand[rng.index(hand.len())]
    };
    let n = rng.below(5) as u8;
    let target = match rng.below(5) {
        0 => Target::None,
        1 => Target::Own(n),
        2 => Target::Opponent(n),
        3 => Target::Summon(n),
        _ => Target::Support(n),
    };
    match rng.below(10) {
        0 => Action::Redraw {
            player,
            cards: rng.below(64) as u16,
        },
        1 => Action::Choose {
            player,
            character: n,
        },
        2 => Action::Reroll { player, dice },
        3 => Action::Skill {
            player,
            skill: n,
            dice,
        },
        4 => Action::Switch {
            player,
            to: n,
            dice,
        },
        5 => Action::Tune {
            player,
            card,
            die: Die::ALL[rng.index(Die::NUM)],
        },
        6 => Action::Play {
            player,
            card,
            target,
            dice,
        },
        7 => Action::Technique {
            player,
            target,
            dice,
        },
        8 => Action::Select { player, index: n },
        _ => Action::EndRound { player },
    }
}

/// The settings and decks of the random game of `seed`: two random legal decks of every
/// implemented character and action card ([`Deck::random`]) at the newest version; one game
/// in four has every die Omni.
pub fn random_setup(seed: u64) -> (GameConfig, [Deck; 2]) {
    let mut rng = Rng::new(splitmix64(seed ^ 0xDEC5));
    let decks = [
        Deck::random(&mut rng, Version::LATEST),
        Deck::random(&mut rng, Version::LATEST),
    ];
    let config = GameConfig {
        all_omni: rng.below(4) == 0,
        ..GameConfig::default()
    };
    (config, decks)
}

/// The generator of the random checks at decision `n` of the game of `seed`: a function of
/// the two alone, so that re-running the recorded decisions repeats the same checks.
pub fn check_rng(seed: u64, n: usize) -> Rng {
    Rng::new(splitmix64(seed ^ 0xC4EC_C4EC) ^ n as u64)
}

/// A game played by [`play`] to its end.
#[derive(Clone, Copy, Debug)]
pub struct Played {
    /// The final state.
    pub state: GameState,
    /// Decisions taken.
    pub decisions: u64,
    /// Chance outcomes applied.
    pub chance: u64,
}

/// The most steps a random game may take before it counts as a hang.
pub const MAX_STEPS: u64 = 20_000;

/// Plays a random game from its start, checking [`state`] at every step and [`decision`]
/// and [`notation`] at every decision. Chance outcomes come from `Rng::new(seed)` (as in a
/// replay file), decisions from another generator of `seed`; each decision is pushed on
/// `actions` before it is applied, so that on failure (or a panic) `actions` holds the
/// decisions that lead to the failing step. Returns the first violation, which names the
/// step where it was found.
pub fn play(
    config: GameConfig,
    decks: [&Deck; 2],
    seed: u64,
    actions: &mut Vec<Action>,
) -> Result<Played, Violation> {
    let mut agent = Rng::new(splitmix64(seed ^ 0xA6E7));
    run(config, decks, seed, actions, |_, legal, _| {
        Ok(Some(legal[agent.index(legal.len())]))
    })
}

/// Re-runs recorded decisions from the start of a game, chance from `Rng::new(seed)`,
/// checking as [`play`] does (the same random checks at the same decisions). Stops after
/// the last recorded decision, or earlier at the end of the game or the first violation.
pub fn rerun(
    config: GameConfig,
    decks: [&Deck; 2],
    seed: u64,
    actions: &[Action],
) -> Result<Played, Violation> {
    let mut done = Vec::new();
    let played = run(config, decks, seed, &mut done, |_, _, n| {
        Ok(actions.get(n).copied())
    })?;
    ensure(done.len() == actions.len(), || {
        format!(
            "the game ended after {} of {} recorded decisions",
            done.len(),
            actions.len()
        )
    })?;
    Ok(played)
}

/// The checked game loop of [`play`] and [`rerun`]: plays from the start of a game, chance
/// from `Rng::new(seed)`, checking [`state`] at every step and [`decision`] and
/// [`notation`] at every decision. `choose` gets the state, the listed actions and the
/// number of decisions so far, and returns the next decision (None stops; an error
/// stops with that error); each one is pushed on `actions` before it is applied.
pub fn run(
    config: GameConfig,
    decks: [&Deck; 2],
    seed: u64,
    actions: &mut Vec<Action>,
    mut choose: impl FnMut(&GameState, &[Action], usize) -> Result<Option<Action>, Violation>,
) -> Result<Played, Violation> {
    let mut s = GameState::new(config, decks).map_err(|e| Violation(format!("deck: {e}")))?;
    let mut chance = Rng::new(seed);
    let mut legal = Vec::new();
    let mut played = Played {
        state: s,
        decisions: 0,
        chance: 0,
    };
    for step in 0.. {
        let at = |v: Violation| Violation(format!("step {step}: {v}"));
        state(&s).map_err(at)?;
        if step >= MAX_STEPS {
            return Err(at(Violation(format!(
                "the game has not ended after {MAX_STEPS} steps"
            ))));
        }
        match s.pending() {
            Pending::GameOver(_) => break,
            Pending::Chance(req) => {
                let o = req.sample(&s, &mut chance);
                ensure(req.probability(&s, &o) > 0.0, || {
                    format!("sampled the impossible outcome {o:?}")
                })
                .map_err(at)?;
                s.apply_chance(o)
                    .map_err(|e| at(Violation(format!("sampled outcome {o:?} refused: {e}"))))?;
                played.chance += 1;
            }
            Pending::Decision { .. } => {
                s.legal_actions_into(&mut legal);
                let n = actions.len();
                decision(&s, &legal, &mut check_rng(seed, n)).map_err(at)?;
                let Some(a) = choose(&s, &legal, n).map_err(at)? else {
                    break;
                };
                notation(&s, &a).map_err(at)?;
                actions.push(a);
                s.apply_action(a)
                    .map_err(|e| at(Violation(format!("{a:?} refused: {e}"))))?;
                played.decisions += 1;
            }
        }
    }
    played.state = s;
    Ok(played)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An incremental hash that drifted from the hash from scratch is a violation naming
    /// both.
    #[test]
    fn a_drifted_hash_is_a_violation() {
        use crate::facts::CharacterId;
        let deck = Deck::characters_only([
            CharacterId::Ganyu,
            CharacterId::Xingqiu,
            CharacterId::Noelle,
        ]);
        let mut s = GameState::new(GameConfig::default(), [&deck, &deck]).unwrap();
        assert_eq!(state(&s), Ok(()));
        s.zobrist ^= 1;
        let e = state(&s).unwrap_err().to_string();
        let expected = format!(
            "incremental hash {:016x} differs from the hash from scratch {:016x}",
            s.hash(),
            s.hash_from_scratch()
        );
        assert_eq!(e, expected);
        assert_ne!(s.hash(), s.hash_from_scratch());
    }
}
