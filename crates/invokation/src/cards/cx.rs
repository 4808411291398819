//! The contexts handed to behaviour code ([`SkillCx`], [`Cx`], [`CardCx`]) and the one
//! vocabulary of effects they share ([`Act`]).
//!
//! Behaviour code never builds a [`Command`] itself: it says what happens with a verb of
//! [`Act`] (`cx.heal(c, 2)`, `cx.damage_active(PYRO, 1)`, `cx.summon(id)`), and the verb
//! pushes the command, run in order after the code returns.

use super::def::EntityDef;
use crate::action::Target;
use crate::chance::{ChanceRequest, SummonDraw};
use crate::command::{dmg, Command, DamageCmd, DeckSpot, Source, SwitchKind};
use crate::dice::{Dice, Die};
use crate::facts::{CardId, CharacterId, DamageType, Element, EntityId, SkillFacts, SkillKind};
use crate::inline::InlineVec;
use crate::player::Player;
use crate::state::{GameState, Status, Zone, CHARACTERS};

/// Commands an effect asks for, run in order after it returns.
pub(crate) type Effects = InlineVec<Command, 16>;

/// The shared vocabulary of effects: every verb pushes one or a few commands. Implemented
/// by the three contexts; the damage verbs deal damage from the context's source (the
/// skill's user, the entity, the card).
pub(crate) trait Act {
    /// The state the effect reads.
    fn game(&self) -> &GameState;
    /// The side the effect belongs to.
    fn side(&self) -> Player;
    /// Where the commands go.
    fn effects(&mut self) -> &mut Effects;
    /// Who deals the context's damage, the kind of skill that deals it, and its flags.
    fn origin(&self) -> (Source, Option<SkillKind>, u8);

    /// Pushes a command (for what no verb says yet).
    fn push(&mut self, cmd: Command) {
        self.effects()
            .push(cmd)
            .expect("too many effects from one effect (raise `Effects`' capacity)");
    }

    // ---------------------------------------------------------------- entities

    /// Creates (or refreshes) an entity in a list of `player`'s side; `usage` 0 gives the
    /// entity's default usages.
    fn add_to(&mut self, player: Player, zone: Zone, id: EntityId, usage: u8) {
        self.push(Command::Add {
            player,
            zone,
            id,
            usage,
        });
    }

    /// Attaches a status to one of the side's characters.
    fn attach(&mut self, c: u8, id: EntityId) {
        let p = self.side();
        self.add_to(p, Zone::Character(c), id, 0);
    }

    /// Attaches a status to the side's active character.
    fn attach_active(&mut self, id: EntityId) {
        let c = self.game().active(self.side()) as u8;
        self.attach(c, id);
    }

    /// Attaches a status to one of the opponent's characters.
    fn attach_opponent(&mut self, c: u8, id: EntityId) {
        let p = self.side().other();
        self.add_to(p, Zone::Character(c), id, 0);
    }

    /// Attaches a status to the opponent's active character.
    fn attach_opponent_active(&mut self, id: EntityId) {
        let p = self.side().other();
        let c = self.game().active(p) as u8;
        self.add_to(p, Zone::Character(c), id, 0);
    }

    /// Attaches a status to the opponent's active character as it is when the effects before
    /// this one have run ("deals 1 Electro DMG, then attaches Conductive to the opposing
    /// active character": the one an Overloaded of that damage switched in), where
    /// [`Act::attach_opponent_active`] names the character active now.
    fn attach_opponent_active_after(&mut self, id: EntityId) {
        let player = self.side().other();
        self.push(Command::AddToActive { player, id });
    }

    /// Creates a combat status on the side.
    fn combat_status(&mut self, id: EntityId) {
        let p = self.side();
        self.add_to(p, Zone::Combat, id, 0);
    }

    /// Creates a combat status on the opponent's side.
    #[allow(dead_code)] // The vocabulary's: cards of the pool to come use it.
    fn opponent_combat_status(&mut self, id: EntityId) {
        let p = self.side().other();
        self.add_to(p, Zone::Combat, id, 0);
    }

    /// Creates a summon on the side.
    fn summon(&mut self, id: EntityId) {
        let p = self.side();
        self.add_to(p, Zone::Summons, id, 0);
    }

    /// Discards an entity of the side (if it is there).
    fn remove(&mut self, zone: Zone, id: EntityId) {
        let player = self.side();
        self.remove_from(player, zone, id);
    }

    /// Tells an entity of the side (if it is there) to act: its
    /// [`EntityDef::on_signal`](super::def::EntityDef::on_signal) handler runs as an effect
    /// of its own, after what is pushed before this.
    fn signal(&mut self, zone: Zone, id: EntityId) {
        let player = self.side();
        self.push(Command::Signal { player, zone, id });
    }

    /// Tells the passive skills of the side's character at `c` (if it is alive) to act: their
    /// [`EntityDef::on_signal`](super::def::EntityDef::on_signal) handler runs as an effect
    /// of its own, after what is pushed before this ("deals 3 Hydro DMG; if an opposing
    /// character has Frozen attached, this character gains 1 Energy": the check once the
    /// damage is dealt).
    fn signal_passive(&mut self, c: u8) {
        let player = self.side();
        self.push(Command::SignalPassive {
            player,
            character: c,
        });
    }

    /// Tells an entity of the opposing side (if it is there) to act, as [`Act::signal`]: an
    /// effect of one side that the other side's entity answers (a Lightning Rod telling the
    /// opposing Grieving Echo that its character took damage).
    fn signal_opponent(&mut self, zone: Zone, id: EntityId) {
        let player = self.side().other();
        self.push(Command::Signal { player, zone, id });
    }

    /// Triggers the End Phase effect of a summon of `player`'s side (if it is there) now:
    /// its [`EntityDef::on_end_phase`](super::def::EntityDef::on_end_phase) handler runs as
    /// an effect of its own, after what is pushed before this, and spends its usage as in
    /// the End Phase ("trigger its End Phase effect immediately": Koholasaurus).
    fn trigger_end_phase(&mut self, player: Player, id: EntityId) {
        self.push(Command::EndPhaseOf {
            player,
            zone: Zone::Summons,
            id,
        });
    }

    /// Triggers the End Phase effect ([`Act::trigger_end_phase`]) of one of `player`'s
    /// summons at random (a chance request when there are several; nothing when there are
    /// none), drawn when the effects pushed before this have resolved ("randomly triggers an
    /// End Phase effect of one of your Summons": Ultimate Surfing Buddy!).
    fn trigger_end_phase_random(&mut self, player: Player) {
        self.push(Command::RandomEndPhase(player));
    }

    /// Tells an entity of the side (if it is there) to act with a chance of `percent` in 100
    /// ("there is a 10% chance of creating Strike Where It Hurts"): a chance request
    /// ([`ChanceRequest::Trial`]) whose success runs its
    /// [`EntityDef::on_signal`](super::def::EntityDef::on_signal) handler, as
    /// [`Act::signal`]. At 100% or more it is a plain signal; at 0% nothing.
    fn signal_by_chance(&mut self, zone: Zone, id: EntityId, percent: u8) {
        let player = self.side();
        match percent {
            0 => {}
            1..=99 => self.push(Command::Chance(ChanceRequest::Trial {
                player,
                zone,
                id,
                percent,
            })),
            _ => self.signal(zone, id),
        }
    }

    /// Discards an entity of `player`'s side (if it is there): the opponent's too.
    fn remove_from(&mut self, player: Player, zone: Zone, id: EntityId) {
        self.push(Command::Remove { player, zone, id });
    }

    /// Moves an entity of the side from one list to another (equipment shifted to another
    /// character), keeping its usages, duration and own data; `reset` sets its per-round
    /// counter back to 0 ("reset the usages per Round of its effects").
    fn move_entity(&mut self, from: Zone, to: Zone, id: EntityId, reset: bool) {
        let player = self.side();
        self.push(Command::Move {
            player,
            from,
            to,
            id,
            reset,
        });
    }

    /// Sets the usages of an entity of the side (if it is there; it stays at 0): a level or
    /// count that another effect raises ("Pactsworn Pathclearer's Indwelling Level +1").
    fn set_usage(&mut self, zone: Zone, id: EntityId, usage: u8) {
        let player = self.side();
        self.push(Command::SetUsage {
            player,
            zone,
            id,
            usage,
        });
    }

    /// Sets the usages of an entity of `player`'s side (if it is there), the opponent's too:
    /// a stack count an effect of the other side computes ("Golden Corrosion can stack up
    /// to 5 times").
    fn set_usage_of(&mut self, player: Player, zone: Zone, id: EntityId, usage: u8) {
        self.push(Command::SetUsage {
            player,
            zone,
            id,
            usage,
        });
    }

    /// Sets the rounds left of an entity of the side (if it is there): a duration an effect
    /// sets beyond the entity's own stacking ("apply Chisel-Light Mirror with 3 Duration
    /// (Rounds)").
    fn set_duration(&mut self, zone: Zone, id: EntityId, duration: u8) {
        let player = self.side();
        self.push(Command::SetDuration {
            player,
            zone,
            id,
            duration,
        });
    }

    /// Sets the own data ([`Status::aux`]) of an entity of the side (if it is there): what a
    /// card notes on another entity for that entity's handlers to read ("if Cryo Cicins'
    /// usages exceeded their limit"). Creating (refreshing) an entity clears its data, so
    /// set it after.
    fn set_aux(&mut self, zone: Zone, id: EntityId, aux: u8) {
        let player = self.side();
        self.push(Command::SetAux {
            player,
            zone,
            id,
            aux,
        });
    }

    /// Changes an entity of the side into another in place, keeping its place, usages,
    /// duration, per-round counter and own data ("also switch their state": Seats Sacred and
    /// Secular; [`Command::Transform`]).
    fn transform(&mut self, zone: Zone, id: EntityId, to: EntityId) {
        let player = self.side();
        self.push(Command::Transform {
            player,
            zone,
            id,
            to,
        });
    }

    /// Discards a status of one of the side's characters (if it is there).
    fn remove_status(&mut self, c: u8, id: EntityId) {
        self.remove(Zone::Character(c), id);
    }

    /// Spends `n` usages of `player`'s entity `s` in `zone` (discarding it at 0, unless it
    /// stays at 0): another entity than the handler's own (for its own: [`Cx::spend_after`]).
    fn spend(&mut self, player: Player, zone: Zone, s: &Status, n: u8) {
        self.push(Command::Spend {
            player,
            zone,
            id: s.id,
            stamp: s.stamp,
            n,
        });
    }

    /// Gives `player`'s entity `s` in `zone` `n` more usages ("all your Summons gain +1
    /// Usage"), beyond any stacking limit.
    fn gain_usage(&mut self, player: Player, zone: Zone, s: &Status, n: u8) {
        self.push(Command::GainUsage {
            player,
            zone,
            id: s.id,
            stamp: s.stamp,
            n,
        });
    }

    /// Summons `count` of `candidates` at random, one after the other (a chance request when
    /// more than one outcome is possible): each one not among the side's summons (nor
    /// picked before) if any, else any; once `max_kinds` of them are there, one of those
    /// (see [`SummonDraw`]).
    fn summon_random(&mut self, candidates: &[EntityId], max_kinds: u8, count: u8) {
        let player = self.side();
        self.create_random(player, Zone::Summons, candidates, max_kinds, count);
    }

    /// Creates `count` of `candidates` (at most 4) at random in a list of `player`'s side
    /// (the opponent's too: "Create 1 Fatui Ambusher of a random type on the opponent's
    /// field"), as [`Act::summon_random`] draws summons.
    fn create_random(
        &mut self,
        player: Player,
        zone: Zone,
        candidates: &[EntityId],
        max_kinds: u8,
        count: u8,
    ) {
        let draw = SummonDraw::new(candidates, max_kinds, count, zone);
        self.push(Command::SummonRandom { player, draw });
    }

    /// Creates `new` in `zone`, first discarding `old` (two versions of one entity that
    /// exclude each other, as the reference keeps them).
    fn replace(&mut self, zone: Zone, old: EntityId, new: EntityId) {
        self.remove(zone, old);
        let p = self.side();
        self.add_to(p, zone, new, 0);
    }

    // ---------------------------------------------------------------- HP

    /// Heals one of the side's characters. A heal whose source (the entity or card of the
    /// context) is an Artifact says so ([`crate::command::Healed::by_artifact`]).
    fn heal(&mut self, c: u8, amount: u8) {
        let player = self.side();
        let version = self.game().version();
        let card = match self.origin().0 {
            Source::Entity(id) => CardId::from_official_id(id.official_id()),
            Source::Card(card) => Some(card),
            Source::Character(_) | Source::Summon(_) => None,
        };
        let by_artifact = card
            .and_then(|card| card.facts(version))
            .is_some_and(|f| f.tags & crate::facts::card_tag::ARTIFACT != 0);
        self.push(Command::Heal {
            player,
            character: c,
            amount,
            by_artifact,
        });
    }

    /// Heals one of the side's characters by a redistribution of HP (Water and Justice's
    /// shares): Bond of Life does not negate it ("cannot negate healing caused by
    /// redistribution of HP").
    fn heal_redistributed(&mut self, c: u8, amount: u8) {
        let player = self.side();
        self.push(Command::HealRedistributed {
            player,
            character: c,
            amount,
        });
    }

    /// Heals the side's active character.
    fn heal_active(&mut self, amount: u8) {
        let c = self.game().active(self.side()) as u8;
        self.heal(c, amount);
    }

    /// Heals every living character of the side, in position order ("heals all your
    /// characters").
    fn heal_all(&mut self, amount: u8) {
        let p = self.side();
        for c in 0..CHARACTERS as u8 {
            if self.game().character(p, c as usize).alive {
                self.heal(c, amount);
            }
        }
    }

    /// Heals the side's character that took the most damage ("heal the character on your
    /// team that has taken the most damage": [`most_injured`]).
    fn heal_most_injured(&mut self, amount: u8) {
        if let Some(c) = most_injured(self.game(), self.side()) {
            self.heal(c, amount);
        }
    }

    /// Brings the side's defeated character at `c` back with `hp` HP.
    fn revive(&mut self, c: u8, hp: u8) {
        let player = self.side();
        self.push(Command::Revive {
            player,
            character: c,
            hp,
        });
    }

    // ---------------------------------------------------------------- damage

    /// Deals damage to the opponent's character at `c`.
    fn damage(&mut self, c: u8, dtype: DamageType, amount: u8) {
        let (source, skill, flags) = self.origin();
        let from = self.side();
        self.push(Command::Damage(DamageCmd {
            from,
            source,
            to: from.other(),
            target: c,
            dtype,
            amount,
            skill,
            flags,
        }));
    }

    /// Deals damage to the side's own character at `c` in the side's own name: a status of
    /// that side hurting its own character (Blood Blossom, Sparks 'n' Splash). No bonus of
    /// a dealing side applies to damage a side deals itself (the damage pipeline skips those
    /// stages); the bonuses and decreases of damage taken do.
    fn damage_own(&mut self, c: u8, dtype: DamageType, amount: u8) {
        let (source, skill, flags) = self.origin();
        let side = self.side();
        self.push(Command::Damage(DamageCmd {
            from: side,
            source,
            to: side,
            target: c,
            dtype,
            amount,
            skill,
            flags,
        }));
    }

    /// Deals damage to the opponent's active character.
    fn damage_active(&mut self, dtype: DamageType, amount: u8) {
        let c = self.game().active(self.side().other()) as u8;
        self.damage(c, dtype, amount);
    }

    /// Deals damage to every opposing character on standby (from the one after the active
    /// character, by position).
    fn damage_standby(&mut self, dtype: DamageType, amount: u8) {
        let p = self.side().other();
        let targets: InlineVec<u8, CHARACTERS> = standby(self.game(), p).collect();
        for &c in targets.iter() {
            self.damage(c, dtype, amount);
        }
    }

    /// Deals damage to every opposing character, the active one first.
    fn damage_all(&mut self, dtype: DamageType, amount: u8) {
        let active = self.game().active(self.side().other()) as u8;
        self.damage_active(dtype, amount);
        let p = self.side().other();
        let targets: InlineVec<u8, CHARACTERS> = standby(self.game(), p).collect();
        for &c in targets.iter().filter(|&&c| c != active) {
            self.damage(c, dtype, amount);
        }
    }

    /// Applies an element (no damage) to `player`'s character at `c`.
    fn apply(&mut self, player: Player, c: u8, element: Element) {
        let from = self.side();
        self.push(Command::Apply {
            from,
            to: player,
            character: c,
            element,
        });
    }

    // ---------------------------------------------------------------- dice, cards

    /// Gives the side `n` dice of `face`.
    fn gain_dice(&mut self, face: Die, n: u8) {
        let player = self.side();
        self.push(Command::Dice { player, face, n });
    }

    /// Gives the side `n` Omni dice.
    fn gain_omni(&mut self, n: u8) {
        self.gain_dice(Die::Omni, n);
    }

    /// Converts up to `n` of the side's dice into Omni ("将2个元素骰转换为万能元素"), the least
    /// useful first ([`Command::ConvertDice`]).
    fn convert_to_omni(&mut self, n: u8) {
        self.convert_dice(Die::Omni, n);
    }

    /// Converts up to `n` of the side's dice (never Omni ones, nor those already of `to`)
    /// into `to`, the least useful first ([`Command::ConvertDice`]). A conversion is no
    /// gain: it raises no [`crate::command::Event::DiceGained`].
    fn convert_dice(&mut self, to: Die, n: u8) {
        let player = self.side();
        self.push(Command::ConvertDice { player, to, n });
    }

    /// The side gains `count` different basic Elemental Dice, at random (a chance request).
    /// Only as many as the side has room for are drawn (a random few of the different
    /// elements, as the reference keeps the first ones it drew and drops the rest).
    fn gain_distinct_elements(&mut self, count: u8) {
        let player = self.side();
        let g = self.game();
        let room = (g.config().max_dice as u32).saturating_sub(g.player(player).dice.total());
        let count = count.min(room.min(u8::MAX as u32) as u8);
        if count > 0 {
            self.push(Command::Chance(ChanceRequest::DistinctElements {
                player,
                count,
            }));
        }
    }

    /// Takes dice away from the side (those of `dice` it has).
    fn remove_dice(&mut self, dice: Dice) {
        let player = self.side();
        self.push(Command::RemoveDice { player, dice });
    }

    /// The side draws `n` cards.
    fn draw(&mut self, n: u8) {
        let player = self.side();
        self.draw_for(player, n);
    }

    /// `player` draws `n` cards: the opponent too ("Players with less than 4 cards in their
    /// hand draw cards").
    fn draw_for(&mut self, player: Player, n: u8) {
        self.push(Command::Draw { player, n });
    }

    /// The side draws a random card of its pile with all these tags (bits of
    /// [`crate::facts::card_tag`]).
    fn draw_tagged(&mut self, tags: u32) {
        let player = self.side();
        self.push(Command::DrawTagged { player, tags });
    }

    /// The side draws `n` copies of a card from its pile, as many as there are ("draw 2
    /// Crystal Shrapnel cards"), each one of the copies at random (a chance request when
    /// there are several: which one decides the order of the rest of the pile).
    fn draw_card(&mut self, card: CardId, n: u8) {
        let player = self.side();
        for _ in 0..n {
            self.push(Command::DrawCard { player, card });
        }
    }

    /// Puts a card into the side's hand (discarded if the hand is full).
    fn create_card(&mut self, card: CardId) {
        let player = self.side();
        self.push(Command::CreateCard { player, card });
    }

    /// Discards the first copy of a card from the side's hand (if there is one).
    fn discard_card(&mut self, card: CardId) {
        let player = self.side();
        self.push(Command::DiscardCard { player, card });
    }

    /// "Choose 1 card from N" (挑选), each offered card drawn at random: one slot per
    /// entry of `kinds`, a card of that kind (one bit of [`crate::facts::card_tag`]:
    /// `card_tag::LOCATION`), different from the others, among the game's whole pool of
    /// the version ([`crate::chance::card_pool`]); the side's player chooses one, which is
    /// created in their hand ("choose 1 Location card from 3 to add to your hand": three
    /// times `LOCATION`). Resolution stops for the random picks (chance requests) and for
    /// the choice ([`crate::command::DecisionKind::Select`]), in the order of the effects.
    fn select_card_drawn(&mut self, kinds: &[u32]) {
        let mut offer = crate::command::Offer::new(self.side(), false);
        for &k in kinds.iter().take(crate::command::OFFER_CAP) {
            debug_assert!(k.is_power_of_two(), "one kind of card per slot");
            offer.draws[offer.total as usize] = k.trailing_zeros() as u8;
            offer.total += 1;
        }
        offer.keep = offer.total;
        self.push(Command::Select(offer));
    }

    /// "Select 1 Summon from `keep` of these" (挑选 ... 召唤): `keep` of `candidates` (at most
    /// [`crate::command::OFFER_CAP`]) are drawn at random (a uniformly random subset, one
    /// dropped at a time: [`crate::chance::ChanceRequest::OfferDrop`]); the side's player
    /// chooses one of them, which is summoned.
    fn select_summon_random(&mut self, candidates: &[EntityId], keep: u8) {
        let mut offer = crate::command::Offer::new(self.side(), true);
        for (slot, &id) in candidates
            .iter()
            .take(crate::command::OFFER_CAP)
            .enumerate()
        {
            offer.set(slot, crate::command::Offered::Summon(id));
        }
        offer.total = offer.len;
        offer.keep = keep;
        self.push(Command::Select(offer));
    }

    /// The side may reroll its dice up to `times` times.
    fn reroll(&mut self, times: u8) {
        let player = self.side();
        self.push(Command::Reroll { player, times });
    }

    /// The side chooses any cards of its hand to switch ("switch any cards in your hand"):
    /// the decision and the rule of the starting hand's redraw (replacements from the top,
    /// skipping cards like the returned ones; the returned cards go back and the pile is
    /// shuffled).
    fn switch_cards(&mut self) {
        let players = self.side().bit();
        self.push(Command::Await {
            kind: crate::command::DecisionKind::Redraw,
            players,
        });
    }

    // ---------------------------------------------------------------- energy, switching

    /// Gives one of the side's characters energy (up to its maximum).
    fn energy(&mut self, c: u8, n: u8) {
        let player = self.side();
        self.push(Command::Energy {
            player,
            character: c,
            n,
        });
    }

    /// Raises the maximum HP of one of the side's living characters by `n`, and heals it
    /// for `n` ("gains 1 additional Max HP": as the reference, the raise comes with a heal,
    /// which effects on healing see).
    fn raise_max_hp(&mut self, c: u8, n: u8) {
        let player = self.side();
        self.push(Command::MaxHp {
            player,
            character: c,
            n,
        });
        self.heal(c, n);
    }

    /// Takes energy away from one of the side's characters (down to 0).
    fn lose_energy(&mut self, c: u8, n: u8) {
        let player = self.side();
        self.push(Command::LoseEnergy {
            player,
            character: c,
            n,
        });
    }

    /// Takes energy away from one of the opposing side's characters (down to 0): "cause the
    /// opponent's active character to lose 1 Energy".
    fn lose_energy_opponent(&mut self, c: u8, n: u8) {
        let player = self.side().other();
        self.push(Command::LoseEnergy {
            player,
            character: c,
            n,
        });
    }

    /// One of the side's characters changes form: it becomes the character `to` (another
    /// definition of its card, declared with [`super::CharacterDef::form_of`]), keeping HP,
    /// energy, aura, statuses and equipment (docs/rules.md, "A character changes form").
    fn change_form(&mut self, c: u8, to: CharacterId) {
        let player = self.side();
        self.push(Command::ChangeForm {
            player,
            character: c,
            to,
        });
    }

    /// Makes one of the side's characters active (a forced switch, not the action).
    fn switch_to(&mut self, c: u8) {
        let player = self.side();
        self.push(Command::Switch {
            player,
            to: c,
            kind: SwitchKind::Forced,
        });
    }

    /// Makes one of the opponent's characters active (a forced switch; nothing happens if
    /// it is already active or defeated).
    fn switch_opponent_to(&mut self, c: u8) {
        let player = self.side().other();
        self.push(Command::Switch {
            player,
            to: c,
            kind: SwitchKind::Forced,
        });
    }

    /// Voids the Event cards in `player`'s hand: played, they take no effect
    /// ([`crate::state::PlayerFlags::voided`]).
    fn void_events(&mut self, player: Player) {
        self.push(Command::VoidEvents(player));
    }

    /// Discards one card of the side's hand among those that cost the most dice as printed,
    /// at random ("randomly discard 1 card with the highest original Elemental Dice cost"):
    /// a chance request when more than one ties.
    fn discard_costliest(&mut self) {
        let player = self.side();
        self.push(Command::DiscardCostliest(player));
    }

    /// Voids one card of `player`'s hand that is not voided yet, at random ("give 1 random
    /// card in the opponent's hand Nullification": played, it takes no effect): a chance
    /// request when more than one may be chosen, nothing when every card is voided.
    fn void_random_card(&mut self, player: Player) {
        self.push(Command::VoidRandom(player));
    }

    /// Discards the top card of the side's draw pile, if there is one ("舍弃我方牌库顶的1张
    /// 卡牌": Kaveh's Burst Scan). Read the card before with [`GameState`]'s pile (its last
    /// card is the top). It raises [`crate::command::Event::PileCardDiscarded`].
    fn discard_deck_top(&mut self) {
        let player = self.side();
        self.push(Command::DiscardDeckTop(player));
    }

    /// The side steals the card of the opposing hand that costs the most dice as printed,
    /// at random among equals (a chance request): it joins the side's hand, seen by both
    /// players, or is discarded from a full hand ("steal 1 of the opponent's cards with the
    /// highest Elemental Dice cost": Yumkasaurus).
    fn steal_costliest(&mut self) {
        let player = self.side();
        self.push(Command::StealCostliest(player));
    }

    /// Puts the `count` cards of `player`'s hand that cost the most dice at the bottom of
    /// their draw pile ("the 2 cards with the highest Elemental Dice cost in hand"), the first
    /// chosen lowest.
    fn costliest_to_deck_bottom(&mut self, player: Player, count: u8) {
        self.push(Command::CostliestToDeckBottom { player, count });
    }

    /// Creates `count` copies of `card` in the side's draw pile at `spot` ([`DeckSpot`]:
    /// "随机地置入我方牌库中" is [`DeckSpot::Random`], "随机将其置入我方牌库顶部5张牌之中"
    /// [`DeckSpot::AmongTop`]`(5)`, "均匀地置入我方牌库中" [`DeckSpot::Evenly`], "放置到你的
    /// 牌库顶" [`DeckSpot::Top`]): one copy after the other; a random place is a chance
    /// request ([`ChanceRequest::DeckPlace`]) for each copy. A copy that finds the pile
    /// full is lost.
    fn insert_into_deck(&mut self, card: CardId, count: u8, spot: DeckSpot) {
        let player = self.side();
        self.insert_into_deck_of(player, card, count, spot);
    }

    /// [`Act::insert_into_deck`] into `player`'s draw pile: the opponent's too ("在对方牌库
    /// 顶生成2张禁忌知识": The Mausoleum of King Deshret).
    fn insert_into_deck_of(&mut self, player: Player, card: CardId, count: u8, spot: DeckSpot) {
        self.push(Command::InsertIntoDeck {
            player,
            card,
            count,
            spot,
        });
    }

    /// The entity's side acts again when its current combat action ends: the turn does not
    /// pass ("you can continue to act again when that Action ends": Fresh Wind of Freedom).
    fn act_again(&mut self) {
        let p = self.side();
        self.push(Command::ActAgain(p));
    }

    /// Switches `player`'s active character to the next (or previous) living one.
    fn force_switch(&mut self, player: Player, backward: bool) {
        self.push(Command::ForceSwitch { player, backward });
    }

    /// Forces the opponent to switch to their next (or previous) character.
    fn force_switch_opponent(&mut self, backward: bool) {
        let p = self.side().other();
        self.force_switch(p, backward);
    }
}

/// The context of an entity's handler.
pub(crate) struct Cx<'a> {
    /// The state before the handler's effects.
    pub state: &'a GameState,
    /// The side the entity belongs to.
    pub player: Player,
    /// The list it is in.
    pub zone: Zone,
    /// Who deals its damage: the summon, the entity, or (passive skills) the character.
    pub source: Source,
    /// Its definition (for the numbers its template reads).
    pub def: &'static EntityDef,
    /// Commands to run after the handler.
    pub out: &'a mut Effects,
    /// Set to discard the entity after the handler.
    pub dispose: bool,
    /// Set when the entity leaves by moving elsewhere (Kid Kujirai transferred to the
    /// opponent's zone, see [`Cx::moved_away`]): removed after the handler without being
    /// discarded.
    pub moved: bool,
}

impl Act for Cx<'_> {
    fn game(&self) -> &GameState {
        self.state
    }
    fn side(&self) -> Player {
        self.player
    }
    fn effects(&mut self) -> &mut Effects {
        self.out
    }
    fn origin(&self) -> (Source, Option<SkillKind>, u8) {
        (self.source, None, 0)
    }
}

impl Cx<'_> {
    /// The entity (`id`) moves itself to a list of `to`'s side (Kid Kujirai: "transfer this
    /// card to your opponent's Support Zone"), keeping nothing of its state but `usage` (0: its
    /// default). It leaves without being discarded: no "discarded" or "support leaves"
    /// event hears it, and it is not counted as discarded (as the reference moves it).
    pub fn moved_away(&mut self, to: Player, zone: Zone, id: EntityId, usage: u8) {
        self.moved = true;
        self.add_to(to, zone, id, usage);
    }

    /// The position of the character the entity is attached to (for character statuses,
    /// equipment and passive skills).
    pub fn character(&self) -> Option<u8> {
        match self.zone {
            Zone::Character(c) => Some(c),
            _ => None,
        }
    }

    /// Whether the current action has done any of `bits` (of [`crate::state::action_log`]:
    /// Elemental or Physical/Piercing damage, a reaction), by either side, so far: in an
    /// "after skill" handler, what the skill did and what the "after skill" effects that ran
    /// before this one did ("if Physical DMG was dealt": the reference's phase logs).
    pub fn action_did(&self, bits: u8) -> bool {
        self.state.globals().action_log & bits != 0
    }

    /// Whether the entity's character is its side's active character.
    pub fn on_active(&self) -> bool {
        self.character()
            .is_some_and(|c| self.state.active(self.player) == c as usize)
    }

    /// Deals the entity's damage ([`EntityDef::deals`]) to the opposing active character.
    pub fn strike(&mut self) {
        let (dtype, amount) = self
            .def
            .deals
            .expect("an entity that strikes says what it deals");
        self.damage_active(dtype, amount);
    }

    /// Spends one usage of this entity after the effects so far (discarding it at 0).
    pub fn spend_after(&mut self, me: &Status) {
        self.push(Command::Spend {
            player: self.player,
            zone: self.zone,
            id: me.id,
            stamp: me.stamp,
            n: 1,
        });
    }
}

/// The context of a skill.
pub(crate) struct SkillCx<'a> {
    /// The state when the skill starts (cost paid).
    pub state: &'a GameState,
    /// The user's side.
    pub player: Player,
    /// The user's position.
    pub character: u8,
    /// Position of the skill in the card's skill list (constants in
    /// [`crate::facts::skill`]).
    pub skill: u8,
    /// The Normal Attack is a Charged Attack.
    pub charged: bool,
    /// The Normal Attack is a Plunging Attack.
    pub plunging: bool,
    /// The user gains no energy from this use ([`SkillCx::no_energy`]).
    pub no_energy: bool,
    /// A prepared skill: the own data ([`Status::aux`]) of the status that prepared it
    /// (what the preparing skill noted for it: the element Sayu's Fuufuu Whirlwind Kick
    /// takes); `None` for a skill used otherwise.
    pub preparation: Option<u8>,
    /// Effects, in order.
    pub out: &'a mut Effects,
}

impl Act for SkillCx<'_> {
    fn game(&self) -> &GameState {
        self.state
    }
    fn side(&self) -> Player {
        self.player
    }
    fn effects(&mut self) -> &mut Effects {
        self.out
    }
    fn origin(&self) -> (Source, Option<SkillKind>, u8) {
        let kind = self.kind();
        let normal = kind == SkillKind::Normal;
        let flags = (if normal && self.charged {
            dmg::CHARGED
        } else {
            0
        }) | (if normal && self.plunging {
            dmg::PLUNGING
        } else {
            0
        });
        (Source::Character(self.character), Some(kind), flags)
    }
}

impl SkillCx<'_> {
    /// Facts of the skill in use.
    pub fn facts(&self) -> &'static SkillFacts {
        self.state
            .skill_facts(self.player, self.character as usize, self.skill as usize)
    }

    /// The skill's kind.
    pub fn kind(&self) -> SkillKind {
        self.facts().kind
    }

    /// The user.
    pub fn me(&self) -> &crate::state::CharacterState {
        self.state.character(self.player, self.character as usize)
    }

    /// Whether the user has the entity `id` attached (its talent equipped, a status).
    pub fn has(&self, id: EntityId) -> bool {
        self.me().has(id)
    }

    /// Whether this skill was used earlier in the match (this use not counted).
    pub fn used_before(&self) -> bool {
        self.skill < 8 && self.me().used & (1 << self.skill) != 0
    }

    /// Uses of this skill this round, this use included.
    pub fn uses_this_round(&self) -> u8 {
        self.me().skill_uses[(self.skill as usize).min(3)]
    }

    /// The user gains no energy from this use of the skill ("but Eula will not gain
    /// Energy"): a Normal Attack or Elemental Skill otherwise gains 1 when its effects are
    /// done.
    pub fn no_energy(&mut self) {
        self.no_energy = true;
    }

    /// Deals the skill's base damage (from the facts) to the opposing active character.
    pub fn base_damage(&mut self) {
        self.base_damage_plus(0);
    }

    /// Deals the skill's base damage plus `extra` to the opposing active character.
    pub fn base_damage_plus(&mut self, extra: u8) {
        let f = self.facts();
        let dtype = f.damage_type.unwrap_or(DamageType::Physical);
        self.damage_active(dtype, f.damage + extra);
    }

    /// Applies an element to the skill's user.
    pub fn apply_to_self(&mut self, element: Element) {
        let (p, c) = (self.player, self.character);
        self.apply(p, c, element);
    }

    /// Attaches a status to the skill's user.
    pub fn attach_self(&mut self, id: EntityId) {
        let c = self.character;
        self.attach(c, id);
    }

    /// Creates an entity a skill makes in two versions: `with_talent` when the user has
    /// `talent` equipped, else `plain`, in `zone` (a character zone means the user's). The
    /// two exclude each other, as in the reference: the other version is discarded first.
    pub fn create_version(
        &mut self,
        zone: Zone,
        talent: EntityId,
        plain: EntityId,
        with_talent: EntityId,
    ) {
        let (old, new) = if self.has(talent) {
            (plain, with_talent)
        } else {
            (with_talent, plain)
        };
        let zone = match zone {
            Zone::Character(_) => Zone::Character(self.character),
            z => z,
        };
        // A full summon zone takes no new summon, so the other version stays (as in the
        // reference: the version is replaced only when the new one is created).
        if zone == Zone::Summons {
            let state = self.game();
            let summons = &state.player(self.side()).summons;
            if summons.len() >= state.config.max_summons as usize
                && !summons.iter().any(|s| s.id == new)
            {
                return;
            }
        }
        self.replace(zone, old, new);
    }
}

/// The context of a card's effect.
pub(crate) struct CardCx<'a> {
    /// The state after paying and discarding the card.
    pub state: &'a GameState,
    /// Who plays it.
    pub player: Player,
    /// Which card.
    pub card: CardId,
    /// Its target.
    pub target: Target,
    /// A Normal Attack it makes a character use is a Charged Attack (the dice were even
    /// before paying for the card).
    pub charged: bool,
    /// A Normal Attack it makes the active character use is a Plunging Attack.
    pub plunging: bool,
    /// Effects, in order.
    pub out: &'a mut Effects,
}

impl Act for CardCx<'_> {
    fn game(&self) -> &GameState {
        self.state
    }
    fn side(&self) -> Player {
        self.player
    }
    fn effects(&mut self) -> &mut Effects {
        self.out
    }
    fn origin(&self) -> (Source, Option<SkillKind>, u8) {
        (Source::Card(self.card), None, 0)
    }
}

impl CardCx<'_> {
    /// The position of the player's character the card targets, if it targets one.
    pub fn target_character(&self) -> Option<u8> {
        match self.target {
            Target::Own(c) => Some(c),
            _ => None,
        }
    }

    /// The two positions of the player's characters the card targets, if it targets a pair
    /// (from, to).
    pub fn target_pair(&self) -> Option<(u8, u8)> {
        match self.target {
            Target::Pair(a, b) => Some((a, b)),
            _ => None,
        }
    }

    /// Heals the character the card targets.
    pub fn heal_target(&mut self, amount: u8) {
        if let Some(c) = self.target_character() {
            self.heal(c, amount);
        }
    }

    /// Attaches a status to the character the card targets.
    pub fn attach_target(&mut self, id: EntityId) {
        if let Some(c) = self.target_character() {
            self.attach(c, id);
        }
    }

    /// Makes a character use a skill (e.g. a talent card): counts as using the skill.
    pub fn use_skill(&mut self, character: u8, skill: u8) {
        let active = self.state.active(self.player) == character as usize;
        self.push(Command::UseSkill {
            player: self.player,
            character,
            skill,
            charged: self.charged,
            plunging: self.plunging && active,
        });
    }
}

/// Positions of `p`'s living characters other than the active one, by position from it.
pub(crate) fn standby(state: &GameState, p: Player) -> impl Iterator<Item = u8> + '_ {
    let ps = state.player(p);
    let active = ps.active as usize;
    ps.alive_from_active()
        .filter(move |&c| c != active)
        .map(|c| c as u8)
}

/// "The character that took the most DMG" of `p`'s side: the living character missing the
/// most HP; on a tie, the first from the active character onwards by position (the
/// reference's order: the active one, then the next ones). With nobody injured, that is the
/// active character (healed for nothing). (Qiqi's Herald of Frost, Sayu's Muji-Muji Daruma.)
pub(crate) fn most_injured(state: &GameState, p: Player) -> Option<u8> {
    let mut best: Option<(usize, u8)> = None;
    for c in state.player(p).alive_from_active() {
        let ch = state.character(p, c);
        let m = ch.max_hp - ch.hp;
        if best.is_none_or(|(_, b)| m > b) {
            best = Some((c, m));
        }
    }
    best.map(|(c, _)| c as u8)
}

/// "The character that took the least DMG" of `p`'s side: the living character missing the
/// fewest HP; on a tie, the first from the active character onwards by position (the
/// reference's order, as [`most_injured`]). (Furina's Salon Members and Center of
/// Attention.)
pub(crate) fn least_injured(state: &GameState, p: Player) -> Option<u8> {
    let mut best: Option<(usize, u8)> = None;
    for c in state.player(p).alive_from_active() {
        let ch = state.character(p, c);
        let m = ch.max_hp - ch.hp;
        if best.is_none_or(|(_, b)| m < b) {
            best = Some((c, m));
        }
    }
    best.map(|(c, _)| c as u8)
}

/// The character of `p` closest (by position) to position `from` of the other side, among
/// those still in play ("the opposing character closest to your current active character":
/// Stormeye, Piercing Iceridge). As the reference measures it: the distance is the
/// difference of positions, the first character also counts as standing one place after
/// the last (so from the last position it is as close as the one before it), and ties go to
/// the first character, then to the lower position.
pub(crate) fn closest(state: &GameState, p: Player, from: usize) -> Option<u8> {
    let chars = &state.player(p).characters;
    let wrapped = (0, CHARACTERS);
    std::iter::once(wrapped)
        .chain((0..CHARACTERS).map(|c| (c, c)))
        .filter(|&(c, _)| chars[c].alive)
        .min_by_key(|&(_, pos)| pos.abs_diff(from))
        .map(|(c, _)| c as u8)
}
