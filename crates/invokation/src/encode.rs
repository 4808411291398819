//! Encodings for learning: a fixed-size observation of what one player sees, and a fixed
//! action space over the action generator's small choices.
//!
//! The observation is written from the viewer's side ("me" first, then the opponent), so
//! both seats share one space. It reads only [`GameState::view`]: it never contains hidden
//! information. Layout ([`OBS_SIZE`] floats):
//!
//! | offset | size | content |
//! |---|---|---|
//! | 0 | [`GLOBALS`] | round / 15; phase one-hot (6); it is my turn; I / the opponent declared round end; I go first this round; decision kind one-hot (6: redraw, choose active, reroll, action, death swap, select; none: all 0); my decision is pending; builder stage one-hot (9: none, then [`ActionBuilder::stage`]); dice chosen so far in the builder (8) / 16; padding |
//! | GLOBALS | [`SIDE`] | my side |
//! | GLOBALS + SIDE | [`SIDE`] | the opponent's side |
//!
//! A side ([`SIDE`] floats): 3 characters of [`CHAR`] floats (alive; active; HP / 10;
//! max HP / 10; energy / 3; full energy; aura one-hot: none, Cryo, Hydro, Pyro, Electro,
//! Dendro, Cryo+Dendro (7); element one-hot (7); weapon one-hot (6); skills used this round
//! (4) / 3; statuses: a bag of [`BAG`] buckets, each entity adding (1 + usages / 4) to the
//! bucket of its id, a bucket at most 16), then combat statuses (bag), summons and supports
//! (4 slots each: present, usages / 4, duration / 3, id bucket one-hot [`BAG`]), dice
//! (8 faces / 16, or for the opponent only the total / 16 in the first slot), hand (bag of
//! card ids, for the opponent only of the cards both players saw created in it, and
//! count / 10),
//! pile count / 30, flags (plunge, defeated this round, Arcane Legend used).
//!
//! Actions ([`NUM_DISTINCT_ACTIONS`] ids) are the [`Choice`]s of the action generator:
//!
//! | ids | choice |
//! |---|---|
//! | 0..6 | `Kind`: skill, switch, play, tune, technique, end round |
//! | 6..12 | `Skill(position)` |
//! | 12..15 | `Character(position)`; in a "choose 1 of N" decision, `Offered(position)` |
//! | 15..25 | `Card(c)`: the card at that hand position (first copy) |
//! | 25..40 | `Target`: none, own 1-3, opponent 1-3, summon 1-4, support 1-4 |
//! | 40..48 | `Die(face)` |
//! | 48 | `AutoPay` |
//! | 49 | `Done` |

use crate::action::generator::{ActionBuilder, ActionKind, Choice};
use crate::action::Target;
use crate::command::DecisionKind;
use crate::dice::Die;
use crate::facts::{EntityId, Weapon};
use crate::player::Player;
use crate::state::{Aura, GameState, Phase, Status, NO_DURATION};
use crate::view::SideView;

/// Buckets of an id bag.
pub const BAG: usize = 16;
/// Floats per character.
pub const CHAR: usize = 6 + 7 + 7 + 6 + 4 + BAG;
/// Floats per side.
pub const SIDE: usize = 3 * CHAR + BAG + 2 * 4 * (3 + BAG) + 8 + BAG + 1 + 1 + 3;
/// Floats of an observation.
pub const OBS_SIZE: usize = GLOBALS + 2 * SIDE;
/// Floats of the global part.
pub const GLOBALS: usize = 40;
/// Ids of the action space.
pub const NUM_DISTINCT_ACTIONS: usize = 50;

fn bucket(id: EntityId) -> usize {
    (crate::rng::splitmix64(id as u64) % BAG as u64) as usize
}

fn card_bucket(id: crate::facts::CardId) -> usize {
    (crate::rng::splitmix64(id as u64 ^ 0xC4D) % BAG as u64) as usize
}

struct Writer<'a> {
    out: &'a mut [f32],
    at: usize,
}

impl Writer<'_> {
    fn put(&mut self, v: f32) {
        self.out[self.at] = v;
        self.at += 1;
    }

    fn flag(&mut self, b: bool) {
        self.put(b as u8 as f32);
    }

    fn one_hot(&mut self, i: usize, n: usize) {
        for k in 0..n {
            self.flag(k == i);
        }
    }

    fn bag(&mut self, list: &[Status]) {
        let start = self.at;
        self.at += BAG;
        // A bucket is capped at 16 (the observation's range): an entity that keeps data in
        // its usages (Deep Devourer's Domain packs bits there) may hold up to 255.
        for s in list.iter() {
            let b = &mut self.out[start + bucket(s.id)];
            *b = (*b + 1.0 + s.usage as f32 / 4.0).min(16.0);
        }
    }

    fn slots(&mut self, list: &[Status]) {
        for i in 0..4 {
            match list.get(i) {
                Some(s) => {
                    self.flag(true);
                    self.put(s.usage as f32 / 4.0);
                    self.put(if s.duration == NO_DURATION {
                        0.0
                    } else {
                        s.duration as f32 / 3.0
                    });
                    self.one_hot(bucket(s.id), BAG);
                }
                None => self.at += 3 + BAG,
            }
        }
    }

    fn side(&mut self, state: &GameState, side: &SideView) {
        let v = state.version();
        for (i, ch) in side.characters.iter().enumerate() {
            let start = self.at;
            self.flag(ch.alive);
            self.flag(side.active == Some(i as u8));
            self.put(ch.hp as f32 / 10.0);
            self.put(ch.max_hp as f32 / 10.0);
            self.put(ch.energy as f32 / 3.0);
            self.flag(ch.max_energy > 0 && ch.energy == ch.max_energy);
            let aura = match ch.aura {
                Aura::None => 0,
                Aura::Cryo => 1,
                Aura::Hydro => 2,
                Aura::Pyro => 3,
                Aura::Electro => 4,
                Aura::Dendro => 5,
                Aura::CryoDendro => 6,
            };
            self.one_hot(aura, 7);
            let f = ch.id.facts(v);
            self.one_hot(f.and_then(|f| f.element).map_or(7, |e| e.index()), 7);
            let weapon = match f.map_or(Weapon::None, |f| f.weapon) {
                Weapon::None => 0,
                Weapon::Sword => 1,
                Weapon::Claymore => 2,
                Weapon::Polearm => 3,
                Weapon::Catalyst => 4,
                Weapon::Bow => 5,
            };
            self.one_hot(weapon, 6);
            for &u in &ch.skill_uses {
                self.put(u as f32 / 3.0);
            }
            self.bag(&ch.statuses);
            debug_assert_eq!(self.at - start, CHAR);
        }
        self.bag(&side.combat);
        self.slots(&side.summons);
        self.slots(&side.supports);
        match side.dice {
            Some(d) => {
                for face in Die::ALL {
                    self.put(d.count(face) as f32 / 16.0);
                }
            }
            None => {
                self.put(side.dice_count as f32 / 16.0);
                self.at += 7;
            }
        }
        let start = self.at;
        self.at += BAG;
        // My whole hand; of the opponent's, the cards both players know.
        let known = side.hand.unwrap_or(side.revealed);
        for &c in known.iter() {
            self.out[start + card_bucket(c)] += 1.0;
        }
        self.put(side.hand_count as f32 / 10.0);
        self.put(side.deck_count as f32 / 30.0);
        self.flag(side.flags.plunge);
        self.flag(side.flags.defeated_this_round);
        self.flag(side.flags.legend_used);
    }
}

/// The stage of an action builder, for the observation (0: none).
fn builder_stage(b: Option<&ActionBuilder>) -> usize {
    b.map_or(0, |b| b.stage() as usize + 1)
}

impl GameState {
    /// The observation of `viewer` (see the module documentation), with the action being
    /// built, if any.
    pub fn observation_into(
        &self,
        viewer: Player,
        builder: Option<&ActionBuilder>,
        out: &mut [f32; OBS_SIZE],
    ) {
        out.fill(0.0);
        let view = self.view(viewer);
        let mut w = Writer { out, at: 0 };
        let g = &view.globals;
        w.put(g.round as f32 / 15.0);
        let phase = match g.phase {
            Phase::Redraw => 0,
            Phase::ChooseActive => 1,
            Phase::Roll => 2,
            Phase::Action => 3,
            Phase::End => 4,
            Phase::GameOver => 5,
        };
        w.one_hot(phase, 6);
        w.flag(g.current == viewer && g.phase == Phase::Action);
        w.flag(view.sides[viewer].flags.declared_end);
        w.flag(view.sides[viewer.other()].flags.declared_end);
        w.flag(g.first == viewer);
        let kind = match view.decision {
            None => 6, // out of the one-hot: all 0
            Some(DecisionKind::Redraw) => 0,
            Some(DecisionKind::ChooseActive) => 1,
            Some(DecisionKind::Reroll) => 2,
            Some(DecisionKind::Action) => 3,
            Some(DecisionKind::DeathSwap) => 4,
            Some(DecisionKind::Select) => 5,
        };
        w.one_hot(kind, 6);
        w.flag(view.deciding & viewer.bit() != 0);
        w.one_hot(builder_stage(builder), 9);
        let chosen = builder.map(|b| b.chosen_dice()).unwrap_or_default();
        for face in Die::ALL {
            w.put(chosen.count(face) as f32 / 16.0);
        }
        w.at = GLOBALS;
        w.side(self, &view.sides[viewer]);
        w.side(self, &view.sides[viewer.other()]);
        debug_assert_eq!(w.at, OBS_SIZE);
    }

    /// The observation of `viewer` (see the module documentation).
    pub fn observation_tensor(&self, viewer: Player) -> [f32; OBS_SIZE] {
        let mut out = [0.0; OBS_SIZE];
        self.observation_into(viewer, None, &mut out);
        out
    }
}

/// The id of a choice in the action space; None for a card not in the hand.
pub fn choice_id(state: &GameState, player: Player, c: &Choice) -> Option<usize> {
    Some(match *c {
        Choice::Kind(k) => match k {
            ActionKind::Skill => 0,
            ActionKind::Switch => 1,
            ActionKind::Play => 2,
            ActionKind::Tune => 3,
            ActionKind::Technique => 4,
            ActionKind::EndRound => 5,
        },
        Choice::Skill(s) if (s as usize) < 6 => 6 + s as usize,
        Choice::Skill(_) => return None,
        Choice::Character(ch) => 12 + ch as usize,
        // Only in a "choose 1 of N" decision, where no character is chosen: the same ids.
        Choice::Offered(i) if (i as usize) < 3 => 12 + i as usize,
        Choice::Offered(_) => return None,
        Choice::Card(card) => 15 + state.player(player).hand.iter().position(|&h| h == card)?,
        Choice::Target(t) => {
            25 + match t {
                Target::None => 0,
                Target::Own(c) => 1 + c as usize,
                Target::Opponent(c) => 4 + c as usize,
                Target::Summon(i) => 7 + (i as usize).min(3),
                Target::Support(i) => 11 + (i as usize).min(3),
                // Built in two choices of a character (`Target::Own`), never offered whole.
                Target::Pair(..) => return None,
            }
        }
        Choice::Die(d) => 40 + d.index(),
        Choice::AutoPay => 48,
        Choice::Done => 49,
    })
}

/// The choice of an id, among a builder's options.
pub fn choice_of(
    state: &GameState,
    player: Player,
    options: &[Choice],
    id: usize,
) -> Option<Choice> {
    options
        .iter()
        .copied()
        .find(|c| choice_id(state, player, c) == Some(id))
}
