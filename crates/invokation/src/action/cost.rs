//! What actions cost: skills, switches, cards (with the rules every card follows),
//! Techniques, each after the cost modifiers of the paying side; the automatic dice
//! payment; and paying (the one path every paid action takes).

use super::{ActionError, Target};
use crate::cards::{CardTarget, CostAction, CostQuery, CostStage};
use crate::dice::{Dice, PayPrefs};
use crate::facts::{card_tag, CardId, CardKind, Cost, Element, EntityId, SkillKind};
use crate::inline::InlineVec;
use crate::player::Player;
use crate::state::GameState;

impl GameState {
    /// Pays for an action being taken, the one way every paid action pays: the cost
    /// modifiers of `p` run on `base` and spend their usages, `dice` (already checked to
    /// pay the modified cost) leave `p`'s dice, and the energy the cost asks for leaves
    /// the character at `energy_from`.
    pub(super) fn pay(
        &mut self,
        p: Player,
        action: CostAction,
        base: Cost,
        dice: &Dice,
        energy_from: usize,
    ) {
        let mut q = CostQuery {
            player: p,
            action,
            cost: base,
            commit: true,
            stage: CostStage::Unaligned,
        };
        self.commit_cost(&mut q);
        self.dice_mut(p, |d| d.remove(dice));
        if q.cost.energy > 0 {
            let spend = q.cost.energy;
            self.char_mut(p, energy_from, |ch| {
                ch.energy = ch.energy.saturating_sub(spend)
            });
        }
    }

    /// The cost of `action` from `base` after `p`'s cost modifiers (nothing spent).
    fn modified(&self, p: Player, action: CostAction, base: Cost) -> Cost {
        let mut q = CostQuery {
            player: p,
            action,
            cost: base,
            commit: false,
            stage: CostStage::Unaligned,
        };
        self.modified_cost(&mut q);
        q.cost
    }
    /// The dice `p` would pay automatically for `cost`, if they can. `toward` is the
    /// character a switch goes to (its element is the one protected); None for other costs.
    pub fn auto_dice(&self, p: Player, cost: &Cost, toward: Option<usize>) -> Option<Dice> {
        self.player(p)
            .dice
            .auto_pay(cost, &self.pay_prefs(p, toward))
    }

    /// What `p`'s automatic payment protects: the team's elements, and the active
    /// character's (or `toward`'s, for a switch).
    pub fn pay_prefs(&self, p: Player, toward: Option<usize>) -> PayPrefs {
        let ps = self.player(p);
        let version = self.version();
        let element = |c: usize| ps.characters[c].id.facts(version).and_then(|f| f.element);
        let active = toward.unwrap_or(ps.active as usize);
        PayPrefs::new(ps.alive_from_active().filter_map(element), element(active))
    }

    /// The cost of the active character's skill at `skill`, after modifiers; None if it
    /// cannot be used as an action now.
    pub fn skill_cost(&self, p: Player, skill: usize) -> Result<Cost, ActionError> {
        let c = self.active(p);
        let ch = self.character(p, c);
        let facts = self.character_facts(p, c);
        let Some(sf) = facts.skills.get(skill) else {
            return Err(ActionError::NoSuchSkill(skill as u8));
        };
        if sf.hidden
            || !matches!(
                sf.kind,
                SkillKind::Normal | SkillKind::Elemental | SkillKind::Burst
            )
        {
            return Err(ActionError::NoSuchSkill(skill as u8));
        }
        if !ch.alive {
            return Err(ActionError::CharacterDefeated(c as u8));
        }
        if self.skills_blocked(p, c) {
            return Err(ActionError::SkillsBlocked);
        }
        if ch.energy < sf.cost.energy {
            return Err(ActionError::NotEnoughEnergy {
                needed: sf.cost.energy,
                have: ch.energy,
            });
        }
        let action = CostAction::Skill {
            character: c as u8,
            skill: skill as u8,
            kind: sf.kind,
        };
        Ok(self.modified(p, action, sf.cost))
    }

    /// The cost of switching to `to`, after modifiers.
    pub fn switch_cost(&self, p: Player, to: usize) -> Result<Cost, ActionError> {
        let ps = self.player(p);
        let Some(ch) = ps.characters.get(to) else {
            return Err(ActionError::NoSuchCharacter(to as u8));
        };
        if !ch.alive {
            return Err(ActionError::CharacterDefeated(to as u8));
        }
        if to == ps.active as usize {
            return Err(ActionError::AlreadyActive(to as u8));
        }
        let action = CostAction::Switch {
            from: ps.active,
            to: to as u8,
        };
        Ok(self.modified(p, action, Cost::SWITCH))
    }

    /// The cost of playing `card` at `target` now, after modifiers; an error if it cannot
    /// be played (not in hand, not implemented, Arcane Legend already used, bad target, its
    /// conditions do not hold).
    ///
    /// Rules every card follows: a Food card needs a target that is not Satiated (a revival
    /// food, one revival by food per round; a food for the whole team, a character that is
    /// not Satiated); a weapon needs a character of its weapon type;
    /// a talent needs its character; energy in the cost comes from the target character (or
    /// the active one); a Support needs a free slot, or names the support to replace when
    /// the zone is full.
    pub fn card_cost(&self, p: Player, card: CardId, target: Target) -> Result<Cost, ActionError> {
        let printed = self.card_playable_at(p, card, target)?;
        Ok(self.modified(p, CostAction::Card(card), printed))
    }

    /// The cost of `card` after `p`'s modifiers, from its printed cost: the same at every
    /// target (a modifier sees the card, never its target), so listing the legal actions
    /// computes it once per card.
    pub(crate) fn card_cost_modified(&self, p: Player, card: CardId, printed: Cost) -> Cost {
        self.modified(p, CostAction::Card(card), printed)
    }

    /// Whether `p` can play `card` at `target` now, cost aside: its printed cost if so.
    pub(crate) fn card_playable_at(
        &self,
        p: Player,
        card: CardId,
        target: Target,
    ) -> Result<Cost, ActionError> {
        let ps = self.player(p);
        let refuse = Err(ActionError::CardNotPlayable(card));
        if !ps.hand.contains(&card) {
            return Err(ActionError::CardNotInHand(card));
        }
        let (Some(def), Some(facts)) = (crate::cards::card_def(card), card.facts(self.version()))
        else {
            return refuse;
        };
        if facts.cost.legend && ps.flags.legend_used {
            return refuse;
        }
        let own = |c: u8| ps.characters.get(c as usize);
        let target_ok = match (def.target, target) {
            (CardTarget::None, Target::None) => {
                facts.kind != CardKind::Support || !self.supports_full(p)
            }
            (CardTarget::None, Target::Support(i)) => {
                facts.kind == CardKind::Support
                    && self.supports_full(p)
                    && (i as usize) < ps.supports.len()
            }
            (CardTarget::OwnCharacter, Target::Own(c)) => own(c).is_some_and(|ch| ch.alive),
            (CardTarget::OwnDefeated, Target::Own(c)) => own(c).is_some_and(|ch| !ch.alive),
            (CardTarget::OwnPair, Target::Pair(a, b)) => {
                a != b && own(a).is_some_and(|ch| ch.alive) && own(b).is_some_and(|ch| ch.alive)
            }
            (CardTarget::OwnSummon, Target::Summon(i)) => (i as usize) < ps.summons.len(),
            (CardTarget::OpponentSummon, Target::Summon(i)) => {
                (i as usize) < self.player(p.other()).summons.len()
            }
            _ => false,
        };
        if !target_ok {
            return refuse;
        }
        // A Food card for the whole team (Tandoori Roast Chicken): someone must be able to
        // eat it.
        if facts.tags & card_tag::FOOD != 0
            && def.target == CardTarget::None
            && !ps
                .characters
                .iter()
                .any(|ch| ch.alive && !ch.has(EntityId::Satiated))
        {
            return refuse;
        }
        if let Target::Own(c) = target {
            let ch = &ps.characters[c as usize];
            let cf = self.character_facts(p, c as usize);
            if facts.tags & card_tag::FOOD != 0 {
                let revival = def.target == CardTarget::OwnDefeated;
                if ch.has(EntityId::Satiated)
                    || (revival && ps.combat_status(EntityId::ReviveOnCooldown).is_some())
                {
                    return refuse;
                }
            }
            if facts.tags & card_tag::WEAPON != 0 && cf.weapon.card_tag() & facts.tags == 0 {
                return refuse;
            }
            if facts.tags & card_tag::TALENT != 0
                && facts
                    .character
                    .is_some_and(|t| t != crate::cards::character_card(ch.id))
            {
                return refuse;
            }
        }
        if facts.cost.energy > 0 {
            let c = match target {
                Target::Own(c) => c as usize,
                _ => ps.active as usize,
            };
            if ps.characters[c].energy < facts.cost.energy {
                return refuse;
            }
        }
        if !(def.playable)(self, p, target) {
            return refuse;
        }
        Ok(facts.cost)
    }

    /// The active character's Technique and its cost after modifiers: (character, cost).
    /// An error if it has none with usages left, or cannot use skills.
    pub fn technique_cost(&self, p: Player) -> Result<(u8, Cost), ActionError> {
        let (c, base) = self.technique_base(p)?;
        Ok((c, self.modified(p, CostAction::Technique, base)))
    }

    /// The active character's Technique and its printed cost: (character, cost).
    pub(super) fn technique_base(&self, p: Player) -> Result<(u8, Cost), ActionError> {
        let c = self.active(p);
        let ch = self.character(p, c);
        let tech = ch
            .statuses
            .iter()
            .find(|s| crate::cards::is_technique(s.id));
        let Some(tech) = tech else {
            return Err(ActionError::NoTechnique);
        };
        let facts = self.entity_facts(tech.id);
        if facts.is_some_and(|f| f.usage.is_some()) && tech.usage == 0 {
            return Err(ActionError::NoTechnique);
        }
        let limit = crate::cards::entity_def(tech.id).map_or(0, |d| d.technique_per_round);
        if limit > 0 && tech.counter >= limit {
            return Err(ActionError::TechniqueUsedThisRound);
        }
        if !ch.alive || self.skills_blocked(p, c) {
            return Err(ActionError::SkillsBlocked);
        }
        // A Technique that costs Energy (Viny Razorscale) needs it, as a skill does.
        let cost = facts.and_then(|f| f.skill_cost).unwrap_or_default();
        if ch.energy < cost.energy {
            return Err(ActionError::NotEnoughEnergy {
                needed: cost.energy,
                have: ch.energy,
            });
        }
        Ok((c as u8, cost))
    }

    pub(super) fn supports_full(&self, p: Player) -> bool {
        self.player(p).supports.len() >= self.config.max_supports as usize
    }

    /// The targets a card could be played at (whether or not it is playable now).
    pub(super) fn card_targets(&self, p: Player, card: CardId, out: &mut InlineVec<Target, 12>) {
        out.clear();
        let Some(def) = crate::cards::card_def(card) else {
            return;
        };
        let mut push = |t| {
            let _ = out.push(t);
        };
        let support = card
            .facts(self.version())
            .is_some_and(|f| f.kind == CardKind::Support);
        match def.target {
            CardTarget::None if support && self.supports_full(p) => {
                (0..self.player(p).supports.len() as u8).for_each(|i| push(Target::Support(i)))
            }
            kind => self.targets_of(p, kind, out),
        }
    }

    /// The active character's Technique's targets, into `out` (cleared first): [`Target::None`]
    /// alone for a Technique without one, nothing when it has none to choose or there is no
    /// Technique.
    pub(crate) fn technique_targets(&self, p: Player, out: &mut InlineVec<Target, 12>) {
        out.clear();
        let c = self.active(p);
        let kind = self
            .character(p, c)
            .statuses
            .iter()
            .find(|s| crate::cards::is_technique(s.id))
            .and_then(|s| crate::cards::entity_def(s.id))
            .map(|d| d.technique_target);
        if let Some(kind) = kind {
            self.targets_of(p, kind, out);
        }
    }

    /// Whether the active character's Technique can be used at `target`.
    pub(crate) fn technique_target_ok(&self, p: Player, target: Target) -> bool {
        let mut targets = InlineVec::new();
        self.technique_targets(p, &mut targets);
        targets.contains(&target)
    }

    /// Each target of `kind` for player `p`, into `out` (not cleared).
    fn targets_of(&self, p: Player, kind: CardTarget, out: &mut InlineVec<Target, 12>) {
        let mut push = |t| {
            let _ = out.push(t);
        };
        match kind {
            CardTarget::None => push(Target::None),
            CardTarget::OwnCharacter | CardTarget::OwnDefeated => {
                (0..3).for_each(|c| push(Target::Own(c)))
            }
            CardTarget::OwnSummon => {
                (0..self.player(p).summons.len() as u8).for_each(|i| push(Target::Summon(i)))
            }
            CardTarget::OpponentSummon => (0..self.player(p.other()).summons.len() as u8)
                .for_each(|i| push(Target::Summon(i))),
            CardTarget::OwnPair => (0..3).for_each(|a| {
                (0..3)
                    .filter(|&b| b != a)
                    .for_each(|b| push(Target::Pair(a, b)))
            }),
        }
    }

    pub(super) fn tune_element(&self, p: Player) -> Option<Element> {
        let c = self.active(p);
        self.character(p, c).id.facts(self.version())?.element
    }
}
