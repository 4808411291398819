//! [`GameState::validate`]: the invariants of a state that comes from outside (a
//! deserialized or hand-edited one), so that the engine never meets a position it could
//! panic on.
//!
//! The engine keeps these itself; a state it produced always passes (property-tested after
//! every step of random games). Deserializing does not check: call `validate` on states
//! read from users.

use super::*;
use crate::action::Target;
use crate::chance::{tagged_count, ChanceRequest};
use crate::command::{Cursor, DamageCmd, DecisionKind, Offered, Source, OFFER_CAP};
use crate::facts::EntityKind;
use std::fmt;

/// Why a state cannot be used: which invariant it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvalidState(pub String);

impl fmt::Display for InvalidState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid state: {}", self.0)
    }
}

impl std::error::Error for InvalidState {}

/// Refuses with a message unless `ok`.
fn ensure(ok: bool, why: impl FnOnce() -> String) -> Result<(), InvalidState> {
    if ok {
        Ok(())
    } else {
        Err(InvalidState(why()))
    }
}

/// Lists of entities per zone, the kinds of entity each may hold.
const ZONE_KINDS: [(&str, &[EntityKind]); 4] = [
    (
        "statuses",
        &[
            EntityKind::Status,
            EntityKind::Equipment,
            EntityKind::Attachment,
        ],
    ),
    ("combat statuses", &[EntityKind::CombatStatus]),
    ("summons", &[EntityKind::Summon]),
    ("supports", &[EntityKind::Support]),
];

/// Whether a command at the bottom of the stack keeps the game going: a step of the round
/// flow, which asks for the next decision or moves to the next phase.
fn continues_the_game(cmd: &Command) -> bool {
    matches!(
        cmd,
        Command::StartingHands
            | Command::BeginChooseActive
            | Command::StartRound
            | Command::BeginReroll
            | Command::BeginActionPhase
            | Command::ActionPhase
            | Command::Turn
            | Command::EndPhase
            | Command::EndPhaseDraw
            | Command::EndRound
            | Command::NextRound
    )
}

impl GameState {
    /// Checks the invariants the engine relies on: a usable configuration; characters that
    /// exist in the game's version and are implemented, HP and energy within their
    /// maximum, an active character in range; cards and entities that exist in the
    /// version, each entity in a zone of its kind; hand, dice, summons and supports within
    /// the configuration's limits; and a consistent pending stack (a running game waits for
    /// a decision or for chance on top; every character, skill, list and event the
    /// pending commands name exists; effects' marks in the deferred events are in range; a
    /// step of the round flow at the bottom, so that the game goes on after the work above
    /// it).
    ///
    /// A state the engine produced always passes. One that passes may still be a position
    /// no game reaches (the checks are about what the engine could fail on, not about
    /// history).
    pub fn validate(&self) -> Result<(), InvalidState> {
        self.config
            .validate()
            .map_err(|e| InvalidState(e.to_string()))?;
        ensure(
            self.outcome.is_some() == (self.globals.phase == Phase::GameOver),
            || "the game is over exactly when the phase is GameOver".into(),
        )?;
        for p in Player::ALL {
            self.validate_player(p)?;
        }
        for (i, cmd) in self.stack.iter().enumerate() {
            self.validate_command(cmd)
                .map_err(|e| InvalidState(format!("pending command {i} ({cmd:?}): {}", e.0)))?;
        }
        for (i, e) in self.deferred.iter().enumerate() {
            self.validate_event(e)
                .map_err(|x| InvalidState(format!("deferred event {i} ({e:?}): {}", x.0)))?;
        }
        ensure(
            self.hit_root == super::NO_HIT || (self.hit_root as usize) < self.deferred.len(),
            || {
                format!(
                    "the hit in progress starts at deferred event {}, past the {} deferred events",
                    self.hit_root,
                    self.deferred.len()
                )
            },
        )?;
        if self.outcome.is_none() {
            ensure(self.stack.first().is_some_and(continues_the_game), || {
                "the first pending command of a running game must be one of the round flow \
                 (StartingHands, BeginChooseActive, StartRound, BeginReroll, \
                 BeginActionPhase, ActionPhase, EndPhase, EndPhaseDraw, EndRound, NextRound): \
                 otherwise the game stops without an outcome"
                    .into()
            })?;
            match self.stack.last() {
                Some(Command::Await { kind, players }) => {
                    for p in Player::ALL {
                        if players & p.bit() != 0 {
                            self.validate_decision(p, *kind)?;
                        }
                    }
                }
                Some(Command::Chance(ChanceRequest::DrawTagged { player, tags })) => {
                    ensure(tagged_count(self, *player, *tags) > 0, || {
                        format!("{player} must draw a card with tags {tags:#x} but has none in their pile")
                    })?
                }
                Some(Command::Chance(ChanceRequest::OfferCard { player, tag })) => {
                    let under = self.stack.iter().rev().nth(1);
                    ensure(
                        matches!(under, Some(Command::Select(o)) if o.player == *player && !o.is_complete() && o.draws[(o.len as usize).min(OFFER_CAP - 1)] == *tag),
                        || {
                            format!("a random pick for an offer to {player} with no such offer under it")
                        },
                    )?;
                    ensure(crate::chance::offer_pool(self, *tag).count() > 0, || {
                        format!("a random pick of a card of kind bit {tag} but there is none")
                    })?
                }
                Some(Command::Chance(ChanceRequest::OfferDrop { player })) => {
                    let under = self.stack.iter().rev().nth(1);
                    ensure(
                        matches!(under, Some(Command::Select(o)) if o.player == *player && o.len >= o.total && o.items().len() > o.keep as usize),
                        || {
                            format!("a candidate dropped from an offer to {player} with no such offer under it")
                        },
                    )?
                }
                Some(Command::Chance(_)) => {}
                _ => {
                    return Err(InvalidState(
                        "a running game must wait for a decision or for chance: the last \
                         pending command must be an Await or a Chance"
                            .into(),
                    ))
                }
            }
        }
        Ok(())
    }

    fn validate_player(&self, p: Player) -> Result<(), InvalidState> {
        let version = self.version();
        let ps = &self.players[p];
        let who = |what: String| InvalidState(format!("{p}: {what}"));
        if ps.active as usize >= CHARACTERS {
            return Err(who(format!(
                "active character {} is not 0, 1 or 2",
                ps.active
            )));
        }
        for (i, ch) in ps.characters.iter().enumerate() {
            let name = format!("character {i} ({})", ch.id);
            if ch.id.facts(version).is_none() {
                return Err(who(format!("{name} does not exist in version {version}")));
            }
            if !crate::cards::character_implemented(ch.id) {
                return Err(who(format!("{name} is not implemented")));
            }
            if ps.characters[..i].iter().any(|o| o.id == ch.id) {
                return Err(who(format!("{name} is in the team twice")));
            }
            if ch.max_hp == 0 {
                return Err(who(format!("{name} has a maximum of 0 HP")));
            }
            if ch.hp > ch.max_hp {
                return Err(who(format!("{name} has {} HP of {}", ch.hp, ch.max_hp)));
            }
            if ch.energy > ch.max_energy {
                return Err(who(format!(
                    "{name} has {} energy of {}",
                    ch.energy, ch.max_energy
                )));
            }
            if !ch.alive && (ch.hp != 0 || ch.energy != 0 || !ch.statuses.is_empty()) {
                return Err(who(format!(
                    "{name} is defeated with {} HP, {} energy and {} statuses (a defeated \
                     character has none)",
                    ch.hp,
                    ch.energy,
                    ch.statuses.len()
                )));
            }
            self.validate_list(&ch.statuses, 0)
                .map_err(|e| who(format!("{name}'s {}", e.0)))?;
        }
        self.validate_list(&ps.combat, 1).map_err(|e| who(e.0))?;
        self.validate_list(&ps.summons, 2).map_err(|e| who(e.0))?;
        self.validate_list(&ps.supports, 3).map_err(|e| who(e.0))?;
        let c = &self.config;
        let limits = [
            ("summons", ps.summons.len(), c.max_summons as usize),
            ("supports", ps.supports.len(), c.max_supports as usize),
            ("cards in hand", ps.hand.len(), c.max_hand as usize),
            ("dice", ps.dice.total() as usize, c.max_dice as usize),
        ];
        for (what, n, max) in limits {
            if n > max {
                return Err(who(format!("{n} {what}, more than the limit of {max}")));
            }
        }
        for (what, bits) in [("revealed", ps.flags.revealed), ("voided", ps.flags.voided)] {
            if bits >> ps.hand.len() != 0 {
                return Err(who(format!(
                    "{what} hand positions {bits:#b} beyond the {} cards in hand",
                    ps.hand.len()
                )));
            }
        }
        for (pile, cards) in [("hand", ps.hand.as_slice()), ("pile", ps.deck.as_slice())] {
            if let Some(card) = cards.iter().find(|c| c.facts(version).is_none()) {
                return Err(who(format!(
                    "{card} in the {pile} does not exist in version {version}"
                )));
            }
        }
        Ok(())
    }

    /// A list of entities of the zone at `zone` in [`ZONE_KINDS`].
    fn validate_list(&self, list: &[Status], zone: usize) -> Result<(), InvalidState> {
        let (name, kinds) = ZONE_KINDS[zone];
        for s in list.iter() {
            self.validate_entity(s.id)?;
            let kind = self.entity_facts(s.id).map(|f| f.kind);
            if !kind.is_some_and(|k| kinds.contains(&k)) {
                return Err(InvalidState(format!("{name} hold {} ({kind:?})", s.id)));
            }
        }
        Ok(())
    }

    fn validate_entity(&self, id: EntityId) -> Result<(), InvalidState> {
        ensure(self.entity_facts(id).is_some(), || {
            format!("entity {id} does not exist in version {}", self.version())
        })
    }

    fn validate_card(&self, card: CardId) -> Result<(), InvalidState> {
        ensure(card.facts(self.version()).is_some(), || {
            format!("card {card} does not exist in version {}", self.version())
        })
    }

    /// A decision `p` is asked for: one they can answer.
    fn validate_decision(&self, p: Player, kind: DecisionKind) -> Result<(), InvalidState> {
        let ps = &self.players[p];
        match kind {
            DecisionKind::ChooseActive | DecisionKind::DeathSwap => {
                ensure(ps.characters.iter().any(|c| c.alive), || {
                    format!("{p} must choose a character but has none alive")
                })
            }
            DecisionKind::Action => ensure(ps.active_character().alive, || {
                format!("{p} must act but their active character is defeated")
            }),
            DecisionKind::Reroll => ensure(ps.flags.rerolls > 0, || {
                format!("{p} must reroll but has no rerolls left")
            }),
            DecisionKind::Redraw => Ok(()),
            DecisionKind::Select => {
                let under = self.stack.iter().rev().nth(1);
                ensure(
                    matches!(under, Some(Command::Select(o)) if o.player == p && !o.items().is_empty() && o.is_complete()),
                    || {
                        format!("{p} must choose among things offered but no offer of theirs waits under the decision")
                    },
                )
            }
        }
    }

    fn character_ok(&self, c: u8) -> Result<(), InvalidState> {
        ensure((c as usize) < CHARACTERS, || {
            format!("character position {c} is not 0, 1 or 2")
        })
    }

    fn zone_ok(&self, zone: Zone) -> Result<(), InvalidState> {
        match zone {
            Zone::Character(c) => self.character_ok(c),
            _ => Ok(()),
        }
    }

    fn skill_ok(&self, p: Player, c: u8, skill: u8) -> Result<(), InvalidState> {
        self.character_ok(c)?;
        let n = self.character_facts(p, c as usize).skills.len();
        ensure((skill as usize) < n, || {
            format!("character {c} of {p} has no skill {skill} ({n} skills)")
        })
    }

    fn mark_ok(&self, start: u8) -> Result<(), InvalidState> {
        ensure(start as usize <= self.deferred.len(), || {
            format!(
                "its events start at {start}, past the {} deferred events",
                self.deferred.len()
            )
        })
    }

    fn source_ok(&self, source: &Source) -> Result<(), InvalidState> {
        match *source {
            Source::Character(c) => self.character_ok(c),
            Source::Summon(id) | Source::Entity(id) => self.validate_entity(id),
            Source::Card(card) => self.validate_card(card),
        }
    }

    fn draw_ok(&self, draw: &crate::chance::SummonDraw) -> Result<(), InvalidState> {
        let kinds = draw.kinds as usize;
        ensure(
            (1..=crate::chance::SUMMON_DRAW_KINDS).contains(&kinds),
            || format!("a random draw among {kinds} entities"),
        )?;
        self.zone_ok(draw.zone)?;
        draw.candidates()
            .iter()
            .try_for_each(|&id| self.validate_entity(id))
    }

    fn target_ok(&self, target: &Target) -> Result<(), InvalidState> {
        match *target {
            Target::Own(c) | Target::Opponent(c) => self.character_ok(c),
            Target::Pair(a, b) => {
                self.character_ok(a)?;
                self.character_ok(b)
            }
            _ => Ok(()),
        }
    }

    fn validate_command(&self, cmd: &Command) -> Result<(), InvalidState> {
        match *cmd {
            Command::Await { players, .. } => ensure(players != 0 && players <= 3, || {
                format!("it waits for players {players:#b}")
            }),
            Command::Chance(r) => match r {
                ChanceRequest::RollDice { count, .. } => {
                    ensure(count <= self.config.max_dice, || {
                        format!("{count} dice to roll, more than {}", self.config.max_dice)
                    })
                }
                ChanceRequest::DistinctElements { count, .. } => ensure(count <= 7, || {
                    format!("{count} dice of different elements (there are 7)")
                }),
                ChanceRequest::Shuffle { .. } | ChanceRequest::DrawTagged { .. } => Ok(()),
                ChanceRequest::RandomSummon { draw, .. } => self.draw_ok(&draw),
                ChanceRequest::DiscardCostliest { .. }
                | ChanceRequest::VoidRandom { .. }
                | ChanceRequest::SummonEndPhase { .. }
                | ChanceRequest::StealCostliest { .. } => Ok(()),
                ChanceRequest::Trial { percent, .. } => ensure((1..=99).contains(&percent), || {
                    format!("a chance of {percent}% (1 to 99 are asked)")
                }),
                ChanceRequest::DrawCard { player, card } => {
                    self.validate_card(card)?;
                    let n = self
                        .player(player)
                        .deck
                        .iter()
                        .filter(|&&c| c == card)
                        .count();
                    ensure(n >= 2, || format!("a random copy of {n} to draw"))
                }
                ChanceRequest::DeckPlace {
                    player,
                    card,
                    among,
                } => {
                    self.validate_card(card)?;
                    let len = self.player(player).deck.len();
                    ensure(
                        among >= 2 && among as usize <= len + 1 && len < DECK_CAP,
                        || format!("a card to place among {among} places of a pile of {len}"),
                    )
                }
                ChanceRequest::OfferCard { .. } | ChanceRequest::OfferDrop { .. } => Ok(()),
            },
            Command::Select(o) => {
                let len = o.len as usize;
                ensure(
                    len <= o.total.max(o.len) as usize
                        && (o.total as usize) <= OFFER_CAP
                        && (o.dropped as usize) >> len == 0,
                    || {
                        format!(
                            "an offer of {len} of {} things (at most {OFFER_CAP})",
                            o.total
                        )
                    },
                )?;
                let slots = o.slots();
                for (i, item) in slots.iter().enumerate() {
                    match *item {
                        Offered::Card(c) => self.validate_card(c)?,
                        Offered::Summon(id) => self.validate_entity(id)?,
                    }
                    if slots[..i].contains(item) {
                        return Err(InvalidState(format!("{item:?} is offered twice")));
                    }
                }
                for i in len..o.total as usize {
                    ensure(o.draws[i] < 32, || {
                        format!("slot {i} of the offer is to be drawn but names no kind of card")
                    })?;
                }
                Ok(())
            }
            Command::StartingHands
            | Command::BeginChooseActive
            | Command::StartRound
            | Command::BeginReroll
            | Command::BeginActionPhase
            | Command::ActionPhase
            | Command::Turn
            | Command::EndTurn(_)
            | Command::ActAgain(_)
            | Command::VoidEvents(_)
            | Command::CostliestToDeckBottom { .. }
            | Command::DiscardCostliest(_)
            | Command::VoidRandom(_)
            | Command::DiscardDeckTop(_)
            | Command::RandomEndPhase(_)
            | Command::StealCostliest(_)
            | Command::EndPhase
            | Command::EndPhaseDraw
            | Command::EndRound
            | Command::NextRound
            | Command::CheckDefeats
            | Command::Draw { .. }
            | Command::DrawTagged { .. }
            | Command::Reroll { .. }
            | Command::ForceSwitch { .. }
            | Command::RemoveDice { .. }
            | Command::Dice { .. }
            | Command::ConvertDice { .. } => Ok(()),
            Command::PlayCard { card, target, .. } => {
                self.validate_card(card)?;
                self.target_ok(&target)
            }
            Command::Equip {
                character, card, ..
            } => {
                self.character_ok(character)?;
                self.validate_card(card)
            }
            Command::DiscardCard { card, .. }
            | Command::CreateCard { card, .. }
            | Command::InsertIntoDeck { card, .. }
            | Command::DrawCard { card, .. } => self.validate_card(card),
            Command::Revive { character, .. }
            | Command::Technique { character, .. }
            | Command::Heal { character, .. }
            | Command::HealRedistributed { character, .. }
            | Command::Apply { character, .. }
            | Command::Energy { character, .. }
            | Command::SignalPassive { character, .. }
            | Command::MaxHp { character, .. }
            | Command::LoseEnergy { character, .. } => self.character_ok(character),
            Command::ChangeForm { character, to, .. } => {
                self.character_ok(character)?;
                ensure(crate::cards::character_implemented(to), || {
                    format!("a form {to:?} that is not implemented")
                })
            }
            Command::Switch { to, .. } => self.character_ok(to),
            Command::RemoveAt { zone, .. } => self.zone_ok(zone),
            Command::SummonRandom { draw, .. } => self.draw_ok(&draw),
            Command::UseSkill {
                player,
                character,
                skill,
                ..
            }
            | Command::UsePreparedSkill {
                player,
                character,
                skill,
                ..
            } => self.skill_ok(player, character, skill),
            Command::FinishSkill {
                player,
                character,
                skill,
                start,
                target,
                ..
            } => {
                self.skill_ok(player, character, skill)?;
                self.character_ok(target)?;
                self.mark_ok(start)
            }
            Command::EndFrame { start } | Command::DrainEvents { start } => self.mark_ok(start),
            Command::Damage(d) => self.damage_ok(&d),
            Command::AddToActive { id, .. } => self.validate_entity(id),
            Command::Add { zone, id, .. }
            | Command::Spend { zone, id, .. }
            | Command::SetAux { zone, id, .. }
            | Command::SetDuration { zone, id, .. }
            | Command::SetUsage { zone, id, .. }
            | Command::GainUsage { zone, id, .. }
            | Command::Signal { zone, id, .. }
            | Command::EndPhaseOf { zone, id, .. }
            | Command::Remove { zone, id, .. } => {
                self.zone_ok(zone)?;
                self.validate_entity(id)
            }
            Command::Transform { zone, id, to, .. } => {
                self.zone_ok(zone)?;
                self.validate_entity(id)?;
                self.validate_entity(to)
            }
            Command::Move { from, to, id, .. } => {
                self.zone_ok(from)?;
                self.zone_ok(to)?;
                self.validate_entity(id)
            }
            Command::Dispatch { event, cursor } => {
                self.validate_event(&event)?;
                self.cursor_ok(&cursor)
            }
        }
    }

    fn damage_ok(&self, d: &DamageCmd) -> Result<(), InvalidState> {
        self.character_ok(d.target)?;
        self.source_ok(&d.source)
    }

    fn cursor_ok(&self, c: &Cursor) -> Result<(), InvalidState> {
        ensure(
            c.base.iter().all(|&b| (b as usize) < CHARACTERS) && c.pi <= 2 && c.zone <= 6,
            || format!("its dispatch position {c:?} is out of range"),
        )
    }

    fn validate_event(&self, e: &Event) -> Result<(), InvalidState> {
        match *e {
            Event::BattleBegins | Event::ActionPhaseStart | Event::EndPhase | Event::RoundEnd => {
                Ok(())
            }
            Event::AfterSkill(e) => {
                self.skill_ok(e.player, e.character, e.skill)?;
                self.character_ok(e.target)
            }
            Event::Damaged(e) => {
                self.character_ok(e.character)?;
                self.source_ok(&e.source)
            }
            Event::Switched(e) => {
                self.character_ok(e.from)?;
                self.character_ok(e.to)
            }
            Event::Reaction(e) => self.source_ok(&e.source),
            Event::Defeated(e) => self.character_ok(e.character),
            Event::Healed(e) => self.character_ok(e.character),
            Event::EquipmentDiscarded(e) => self.character_ok(e.character),
            Event::CardPlayed(e) => self.validate_card(e.card),
            Event::DeclaredEnd(_)
            | Event::BeforeAction(_)
            | Event::SummonLeft(_)
            | Event::SupportLeft(_)
            | Event::CardDiscarded(_)
            | Event::PileCardDiscarded(_)
            | Event::SelfDiscarded(_)
            | Event::AfterTechnique(_)
            | Event::DiceGained(_)
            | Event::ShieldLeft(_)
            | Event::CardsDrawn(_)
            | Event::CardTuned(_)
            | Event::AfterAction(_) => Ok(()),
            Event::Own(_) => Ok(()),
        }
    }
}
