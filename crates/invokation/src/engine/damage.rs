//! The damage pipeline, reactions' side effects, and defeat.
//!
//! Order: type changes (infusions) → reaction and its bonus (Frozen's +2 sits with the
//! additive increases of damage taken) → additive bonuses of the dealing side, then of the
//! taking side → multipliers of both sides, applied together and rounded up once →
//! decreases of the taking side (flat reductions and shields, in calculation order, each
//! seeing what the previous left) → HP. Piercing damage skips every step: it is never
//! boosted, never reduced, never blocked, and applies nothing. Damage a side deals to its
//! own character skips the dealing side's stages (type changes, additive bonuses,
//! multipliers).

use super::dispatch::{DamageStage, Responses, Slot};
use crate::cards::{reaction_ids, DamageCalc, DefeatQuery, Effects, Hook, ReactionQuery};
use crate::command::{dmg, listen, Command, DamageCmd, Damaged, Defeated, Event, Reacted, Source};
use crate::facts::{DamageType, Element};
use crate::log::{LogEvent, Observer};
use crate::player::Player;
use crate::reaction::{react, Reaction};
use crate::state::{action_log, Aura, GameState, Outcome, Zone, CHARACTERS};

impl GameState {
    /// Resolves one damage instance.
    pub(crate) fn deal_damage<O: Observer>(&mut self, cmd: DamageCmd, obs: &mut O) {
        let target = self.character(cmd.to, cmd.target as usize);
        if !target.alive {
            return;
        }
        let spends = match cmd.source {
            Source::Entity(id) if cmd.flags & dmg::SPENDS_STATUS != 0 => {
                if !target.statuses.iter().any(|s| s.id == id && s.usage > 0) {
                    return;
                }
                Some(id)
            }
            _ => None,
        };
        let target_active = self.active(cmd.to) == cmd.target as usize;
        let mut calc = DamageCalc {
            cmd,
            dtype: cmd.dtype,
            amount: cmd.amount as i32,
            reaction: None,
            target_active,
            mul: 1,
            div: 1,
        };
        let mut aura = target.aura;
        // A side's damage to its own characters (a status hurting its own character) gets
        // no bonus of a dealing side: the reference's "increase damage" modifiers skip it.
        let dealer = cmd.from != cmd.to;
        if cmd.dtype != DamageType::Piercing {
            if dealer {
                self.damage_stage(cmd.from, DamageStage::Type, &mut calc, obs);
            }
            if let Some(e) = calc.dtype.element() {
                let (left, r) = react(aura, e);
                aura = left;
                calc.reaction = r;
                if let Some(r) = r {
                    calc.amount += r.bonus() as i32;
                }
            }
            if dealer {
                self.damage_stage(cmd.from, DamageStage::Add, &mut calc, obs);
            }
            self.damage_stage(cmd.to, DamageStage::TakenAdd, &mut calc, obs);
            self.damage_stage(
                cmd.to.other(),
                DamageStage::OpponentTakenAdd,
                &mut calc,
                obs,
            );
            if dealer {
                self.damage_stage(cmd.from, DamageStage::Mul, &mut calc, obs);
            }
            self.damage_stage(cmd.to, DamageStage::TakenMul, &mut calc, obs);
            // Multipliers apply together, rounded up once.
            if calc.amount > 0 && (calc.mul, calc.div) != (1, 1) {
                let (n, d) = (calc.amount * calc.mul as i32, calc.div as i32);
                calc.amount = (n + d - 1) / d;
            }
            self.damage_stage(cmd.to, DamageStage::Decrease, &mut calc, obs);
        }
        let amount = calc.amount.clamp(0, u8::MAX as i32) as u8;
        let hp = self.char_mut(cmd.to, cmd.target as usize, |ch| {
            ch.hp = ch.hp.saturating_sub(amount);
            ch.aura = aura;
            ch.hp
        });
        obs.on(LogEvent::Damage {
            from: cmd.from,
            source: cmd.source,
            to: cmd.to,
            target: cmd.target,
            dtype: calc.dtype,
            amount,
            reaction: calc.reaction,
            hp,
        });
        if let Some(id) = spends {
            self.spend(cmd.to, Zone::Character(cmd.target), id, 0, 1, obs);
        }
        let kind = match calc.dtype.element() {
            Some(e) => {
                let bit = 1 << e as u8;
                if self.player(cmd.to).flags.elements_taken & bit == 0 {
                    self.flags_mut(cmd.to, |f| f.elements_taken |= bit);
                }
                action_log::ELEMENTAL
            }
            None => action_log::PHYSICAL,
        };
        self.globals_mut(|g| g.action_log |= kind);
        let first = self.globals.current;
        let damaged = Damaged {
            player: cmd.to,
            character: cmd.target,
            from: cmd.from,
            source: cmd.source,
            dtype: calc.dtype,
            amount,
            reaction: calc.reaction,
        };
        // Damage a reaction spread to a character the same hit already damaged is one
        // "damaged" event with it (docs/rules.md, Damage).
        let spread = cmd.flags & dmg::SPREAD != 0;
        if !(spread && self.frames > 0 && self.merge_damaged(&damaged)) {
            if !spread && self.frames > 0 {
                self.set_hit_root();
            }
            self.dispatch(Event::Damaged(damaged), first, false);
        }
        let mut out = Effects::new();
        if let Some(r) = calc.reaction {
            if !self.reaction_cancelled(cmd.to, r, &mut out, obs) {
                self.reaction_effects(cmd.from, cmd.source, cmd.to, cmd.target, r, true, &mut out);
            }
            self.push_effects(&out);
            self.reacted(cmd.from, cmd.source, r);
        }
        // A character brought to 0 HP stays in play until the effect that dealt the damage
        // completes (`settle_defeats`); with no effect in progress, that is now.
        if hp == 0 && self.frames == 0 {
            let mut responses = None;
            self.settle_defeats(0, &mut responses, obs);
            if self.outcome.is_none() {
                self.push_responses(&responses);
            }
        }
    }

    /// Applies an element without damage; a reaction still happens, but its damage-dealing
    /// parts (bonus, spread damage) are ignored.
    pub(crate) fn apply_element<O: Observer>(
        &mut self,
        from: Player,
        to: Player,
        c: u8,
        element: Element,
        obs: &mut O,
    ) {
        let ch = self.character(to, c as usize);
        if !ch.alive {
            return;
        }
        let (aura, reaction) = react(ch.aura, element);
        self.char_mut(to, c as usize, |ch| ch.aura = aura);
        obs.on(LogEvent::Applied {
            to,
            target: c,
            element,
            reaction,
        });
        if let Some(r) = reaction {
            let mut out = Effects::new();
            // A non-damage application has no character source of the opposing side; the
            // applying side is credited.
            let source = Source::Character(self.active(from) as u8);
            if !self.reaction_cancelled(to, r, &mut out, obs) {
                self.reaction_effects(from, source, to, c, r, false, &mut out);
            }
            self.push_effects(&out);
            self.reacted(from, source, r);
        }
    }

    /// Asks the handlers of both sides (the side opposite the reacting character first)
    /// whether a reaction on a character of `to`'s keeps its own effects
    /// ([`crate::cards::ReactionQuery`]); what they do instead goes to `out`, before the
    /// reaction's effects. Returns whether they are cancelled.
    fn reaction_cancelled<O: Observer>(
        &mut self,
        to: Player,
        reaction: Reaction,
        out: &mut Effects,
        obs: &mut O,
    ) -> bool {
        let mut q = ReactionQuery {
            player: to,
            reaction,
            cancel: false,
        };
        for p in [to.other(), to] {
            self.visit(p, listen::REACTION_EFFECTS, |s, slot| {
                let (removed, effects) =
                    s.keep_handler(p, slot, &mut Hook::ReactionEffects(&mut q), obs);
                for &cmd in effects.iter() {
                    out.push(cmd).expect("too many reaction effects");
                }
                removed
            });
        }
        q.cancel
    }

    /// The side effects of a reaction on `to`'s character `c`, triggered by `from`'s side.
    /// What a reaction creates for a side (Crystallize's shield, Burning Flame, Dendro
    /// Core, Catalyzing Field) goes to the side opposite the reacting character: the
    /// attacker's, or, when a side applies an element to its own character, the opponent's
    /// (as GI-TCG does; docs/rules.md).
    #[allow(clippy::too_many_arguments)]
    fn reaction_effects(
        &self,
        from: Player,
        source: Source,
        to: Player,
        c: u8,
        r: Reaction,
        with_damage: bool,
        out: &mut Effects,
    ) {
        let mut push = |cmd| out.push(cmd).expect("too many reaction effects");
        let spread = |dtype| {
            self.player(to)
                .alive_from_active()
                .filter(move |&o| o != c as usize)
                .map(move |o| {
                    Command::Damage(DamageCmd {
                        from,
                        source,
                        to,
                        target: o as u8,
                        dtype,
                        amount: 1,
                        skill: None,
                        flags: dmg::SPREAD,
                    })
                })
        };
        match r {
            Reaction::Frozen => push(Command::Add {
                player: to,
                zone: Zone::Character(c),
                id: reaction_ids::FROZEN,
                usage: 0,
            }),
            Reaction::Superconduct | Reaction::ElectroCharged if with_damage => {
                spread(DamageType::Piercing).for_each(&mut push)
            }
            Reaction::Swirl(e) if with_damage => {
                spread(DamageType::Elemental(e)).for_each(&mut push)
            }
            Reaction::Overloaded if self.active(to) == c as usize => push(Command::ForceSwitch {
                player: to,
                backward: false,
            }),
            Reaction::Crystallize(_) => push(Command::Add {
                player: to.other(),
                zone: Zone::Combat,
                id: reaction_ids::CRYSTALLIZE,
                usage: 0,
            }),
            Reaction::Burning => push(Command::Add {
                player: to.other(),
                zone: Zone::Summons,
                id: reaction_ids::BURNING_FLAME,
                usage: 0,
            }),
            Reaction::Bloom => push(Command::Add {
                player: to.other(),
                zone: Zone::Combat,
                id: reaction_ids::DENDRO_CORE,
                usage: 0,
            }),
            Reaction::Quicken => push(Command::Add {
                player: to.other(),
                zone: Zone::Combat,
                id: reaction_ids::CATALYZING_FIELD,
                usage: 0,
            }),
            _ => {}
        }
    }

    /// Raises the event of a reaction.
    fn reacted(&mut self, player: Player, source: Source, reaction: Reaction) {
        self.globals_mut(|g| g.action_log |= action_log::REACTION);
        let first = self.globals.current;
        self.dispatch(
            Event::Reaction(Reacted {
                player,
                source,
                reaction,
            }),
            first,
            false,
        );
    }

    /// A character at 0 HP asks its side's "will not be defeated" effects; the first that
    /// saves it sets its HP. Returns whether it was saved.
    fn saved_from_defeat<O: Observer>(&mut self, p: Player, c: u8, obs: &mut O) -> bool {
        let mut q = DefeatQuery {
            character: c,
            heal_to: None,
        };
        self.visit(p, listen::WOULD_BE_DEFEATED, |s, slot| {
            s.run_handler(p, slot, &mut Hook::WouldBeDefeated(&mut q), obs)
        });
        let Some(hp) = q.heal_to else {
            return false;
        };
        let hp = self.char_mut(p, c as usize, |ch| {
            ch.hp = hp.clamp(1, ch.max_hp);
            ch.hp
        });
        obs.on(LogEvent::Heal {
            player: p,
            character: c,
            amount: hp,
            hp,
        });
        // Saved from defeat is healed (the reference's "immune to defeat" heal).
        self.raise_healed(p, c, hp, false);
        true
    }

    /// At the end of an effect (a skill, a card, a triggered effect), every character its
    /// damage brought to 0 HP is either saved by a "will not be defeated" effect or defeated,
    /// in the order the lethal damage was dealt (`start`: the effect's first event in
    /// `deferred`). As in the game (and GI-TCG), until then such a character is still in
    /// play: a forced switch may move to it, and damage may hit it again. Pushes the check
    /// that asks for new active characters (it runs once what is pushed after it has). Returns
    /// whether a character was defeated; the game ends here if a side has none left.
    ///
    /// What the defeated characters' statuses do as they go (Seed of Skandha's Piercing DMG)
    /// is collected in `responses`, for the caller to push with
    /// [`GameState::push_responses`] once the effect has given back its events: each is an
    /// effect of its own, whose defeats are settled when it completes, before the choice of
    /// new active characters.
    pub(crate) fn settle_defeats<O: Observer>(
        &mut self,
        start: u8,
        responses: &mut Option<Responses>,
        obs: &mut O,
    ) -> bool {
        // (An effect nested in another leaves the outer effect's characters to it.)
        let all = self.frames <= 1;
        self.settle_defeats_of(start, all, responses, obs)
    }

    /// [`GameState::settle_defeats`], of the characters the effect's lethal damage events
    /// name, and of every other character at 0 HP if `all`.
    pub(crate) fn settle_defeats_of<O: Observer>(
        &mut self,
        start: u8,
        all: bool,
        responses: &mut Option<Responses>,
        obs: &mut O,
    ) -> bool {
        let mut defeated = false;
        // The lethal damage events first (in order), then any other character at 0 HP.
        let mut order = [(Player::P1, 0u8); 2 * CHARACTERS];
        let mut n = 0;
        let mut push = |p: Player, c: u8, order: &mut [(Player, u8); 2 * CHARACTERS]| {
            if !order[..n].contains(&(p, c)) {
                order[n] = (p, c);
                n += 1;
            }
        };
        for e in self.deferred.iter().skip(start as usize) {
            if let Event::Damaged(d) = *e {
                let ch = self.character(d.player, d.character as usize);
                if ch.alive && ch.hp == 0 {
                    push(d.player, d.character, &mut order);
                }
            }
        }
        if all {
            for p in Player::ALL {
                for (c, ch) in self.player(p).characters.iter().enumerate() {
                    if ch.alive && ch.hp == 0 {
                        push(p, c as u8, &mut order);
                    }
                }
            }
        }
        if n == 0 {
            return false;
        }
        // The new active characters are chosen after the effects of the defeats (those of
        // statuses told of their character's defeat, below) and the effect's events.
        self.push(Command::CheckDefeats);
        for &(p, c) in &order[..n] {
            if !self.saved_from_defeat(p, c, obs) {
                let by_reaction = self.deferred.iter().skip(start as usize).any(|e| {
                    matches!(*e, Event::Damaged(d)
                        if d.player == p && d.character == c && d.reaction.is_some())
                });
                self.defeat(p, c as usize, by_reaction, responses, obs);
                defeated = true;
            }
        }
        if defeated {
            let lost = Player::ALL.map(|p| self.player(p).all_defeated());
            match lost {
                [true, true] => self.finish(Outcome::Draw, obs),
                [true, false] => self.finish(Outcome::Win(Player::P2), obs),
                [false, true] => self.finish(Outcome::Win(Player::P1), obs),
                [false, false] => {}
            }
        }
        defeated
    }

    /// A character at 0 HP is defeated, losing its equipment, statuses, energy and applied
    /// elements. Its statuses that listen to `listen::OWNER_DEFEATED` are told first
    /// (`by_reaction`: whether reaction damage hit it in the effect that defeated it). (The
    /// new active character is chosen once the effect's events have resolved: see
    /// `CheckDefeats`.)
    fn defeat<O: Observer>(
        &mut self,
        p: Player,
        c: usize,
        by_reaction: bool,
        responses: &mut Option<Responses>,
        obs: &mut O,
    ) {
        let zone = Zone::Character(c as u8);
        let mut pos = 0;
        while pos < self.zone(p, zone).len() {
            let id = self.zone(p, zone)[pos].id;
            let mut removed = false;
            if crate::cards::listens(id) & listen::OWNER_DEFEATED != 0 {
                let (gone, out) = self.keep_handler(
                    p,
                    Slot::Entity(zone, pos as u8),
                    &mut Hook::OwnerDefeated(by_reaction),
                    obs,
                );
                removed = gone;
                if !out.is_empty() {
                    let list = responses.get_or_insert_with(Responses::new);
                    if list.push(out).is_err() {
                        // More responses than the roster can make (engine bug): run them
                        // with the effect in progress, as plain effects.
                        debug_assert!(false, "too many responses to defeats");
                        self.push_effects(&out);
                    }
                }
            }
            if !removed {
                pos += 1;
            }
        }
        while !self.zone(p, zone).is_empty() {
            self.discard_equipment(p, c as u8, 0, obs);
        }
        self.char_mut(p, c, |ch| {
            ch.alive = false;
            ch.hp = 0;
            ch.energy = 0;
            ch.aura = Aura::None;
        });
        self.recompute_listening(p);
        self.flags_mut(p, |f| f.defeated_this_round = true);
        obs.on(LogEvent::Defeated {
            player: p,
            character: c as u8,
        });
        let first = self.globals.current;
        self.dispatch(
            Event::Defeated(Defeated {
                player: p,
                character: c as u8,
            }),
            first,
            false,
        );
    }
}
