//! Events and hooks: calling the entities that listen, in the rules' calculation order.
//!
//! Triggered events ([`Event`]) are dispatched one handler at a time through
//! [`Command::Dispatch`]: each handler's effects resolve completely before the next
//! handler runs. Queries (damage modifiers, costs) call every listening entity at once, in
//! the same order, while the damage or cost is computed.

use crate::cards::{self, entity_def, CostQuery, Cx, DamageCalc, Effects, Hook};
use crate::command::{listen, Command, Cursor, Event};
use crate::log::Observer;
use crate::player::Player;
use crate::state::{GameState, Zone, CHARACTERS};

/// The lists of a player's entities in calculation order: the active character (`base`),
/// combat statuses, the other characters by position from the active one, summons,
/// supports.
#[inline]
fn zone_at(base: u8, k: u8) -> Zone {
    match k {
        0 => Zone::Character(base),
        1 => Zone::Combat,
        2 | 3 => Zone::Character((base + k - 1) % CHARACTERS as u8),
        4 => Zone::Summons,
        _ => Zone::Supports,
    }
}

/// Number of lists per player in [`zone_at`].
const LISTS: u8 = 6;

/// A stage of the damage pipeline, with the bit its listeners set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DamageStage {
    /// Type changes (attacker side).
    Type,
    /// Additive bonuses (attacker side).
    Add,
    /// Additive increases of damage taken (defender side).
    TakenAdd,
    /// Multipliers (attacker side).
    Mul,
    /// Multipliers of damage taken (defender side).
    TakenMul,
    /// Flat reductions and shields, interleaved in calculation order (defender side).
    Decrease,
}

impl DamageStage {
    fn bit(self) -> u32 {
        match self {
            DamageStage::Type => listen::DAMAGE_TYPE,
            DamageStage::Add => listen::DAMAGE_ADD,
            DamageStage::TakenAdd => listen::DAMAGE_TAKEN_ADD,
            DamageStage::Mul => listen::DAMAGE_MUL,
            DamageStage::TakenMul => listen::DAMAGE_TAKEN_MUL,
            DamageStage::Decrease => listen::DAMAGE_DECREASE,
        }
    }

    fn hook(self, d: &mut DamageCalc) -> Hook<'_> {
        match self {
            DamageStage::Type => Hook::DamageType(d),
            DamageStage::Add => Hook::DamageAdd(d),
            DamageStage::TakenAdd => Hook::DamageTakenAdd(d),
            DamageStage::Mul => Hook::DamageMul(d),
            DamageStage::TakenMul => Hook::DamageTakenMul(d),
            DamageStage::Decrease => Hook::DamageDecrease(d),
        }
    }
}

impl GameState {
    /// Whether any entity of `p` listens to `bit`.
    #[inline]
    pub(crate) fn listens(&self, p: Player, bit: u32) -> bool {
        self.player(p).listening & bit != 0
    }

    /// Dispatches an event, starting with `first`'s entities, if anything listens. Inside an
    /// effect in progress (a skill, a status's triggered effect), the event waits until the
    /// effect completes, as the game does (docs/rules.md).
    pub(crate) fn dispatch(&mut self, event: Event, first: Player, check_defeats: bool) {
        if self.frames > 0 && !check_defeats {
            self.deferred
                .push(event)
                .expect("too many events raised by one effect (engine bug)");
            return;
        }
        self.dispatch_now(event, first, check_defeats);
    }

    fn dispatch_now(&mut self, event: Event, first: Player, check_defeats: bool) {
        let bit = event.bit();
        if !self.listens(Player::P1, bit) && !self.listens(Player::P2, bit) {
            return;
        }
        let base = [self.active(Player::P1) as u8, self.active(Player::P2) as u8];
        self.push(Command::dispatch(event, first, base, check_defeats));
    }

    /// Opens an effect: events it raises wait until [`GameState::close_frame`].
    pub(crate) fn open_frame(&mut self) -> u8 {
        self.frames += 1;
        self.deferred.len() as u8
    }

    /// Closes an effect: the events it raised (from `start` in the deferred list) are
    /// dispatched in the order they were raised, after anything already on top of them.
    pub(crate) fn close_frame(&mut self, start: u8) {
        self.frames = self.frames.saturating_sub(1);
        let start = start as usize;
        let mut events = self.deferred;
        let count = events.len().saturating_sub(start);
        for _ in 0..count {
            self.deferred.pop();
        }
        // Push in reverse so they run in order.
        while events.len() > start {
            let e = events.pop().expect("len > start");
            let first = self.globals.current;
            self.dispatch_now(e, first, false);
        }
    }

    /// Runs the next listener of a dispatch and re-queues the dispatch after its effects.
    pub(crate) fn dispatch_step<O: Observer>(
        &mut self,
        event: Event,
        mut cursor: Cursor,
        obs: &mut O,
    ) {
        let bit = event.bit();
        while cursor.pi < 2 {
            let p = if cursor.pi == 0 {
                cursor.first
            } else {
                cursor.first.other()
            };
            if cursor.zone >= LISTS {
                cursor.pi += 1;
                cursor.zone = 0;
                cursor.idx = 0;
                cursor.prev = None;
                continue;
            }
            let zone = zone_at(cursor.base[p.index()], cursor.zone);
            let list = self.zone(p, zone);
            let mut idx = cursor.idx as usize;
            if let Some(prev) = cursor.prev {
                // The entity handled last may have moved or left: resume right after it.
                if idx == 0 || list.get(idx - 1).map(|s| s.id) != Some(prev) {
                    idx = match list.iter().position(|s| s.id == prev) {
                        Some(q) => q + 1,
                        None => idx.saturating_sub(1),
                    };
                }
            }
            let next = list
                .iter()
                .enumerate()
                .skip(idx)
                .find(|(_, s)| cards::listens(s.id) & bit != 0)
                .map(|(i, s)| (i, s.id));
            match next {
                None => {
                    cursor.zone += 1;
                    cursor.idx = 0;
                    cursor.prev = None;
                }
                Some((pos, id)) => {
                    cursor.idx = pos as u8 + 1;
                    cursor.prev = Some(id);
                    self.push(Command::Dispatch { event, cursor });
                    if cursor.check_defeats {
                        self.push(Command::CheckDefeats);
                    }
                    let mut hook = Hook::Event(&event);
                    self.run_handler(p, zone, pos, &mut hook, true, obs);
                    return;
                }
            }
        }
    }

    /// Calls one entity's handler. With `commit`, its changes are kept, it is discarded if
    /// it asked to be or spent its last usage, and its effects are pushed; without, it
    /// only answers the query. Returns whether the entity was discarded.
    pub(crate) fn run_handler<O: Observer>(
        &mut self,
        p: Player,
        zone: Zone,
        pos: usize,
        hook: &mut Hook,
        commit: bool,
        obs: &mut O,
    ) -> bool {
        let before = self.zone(p, zone)[pos];
        let Some(def) = entity_def(before.id) else {
            return false;
        };
        let mut me = before;
        let mut out = Effects::new();
        let mut cx = Cx {
            state: self,
            owner: p,
            zone,
            out: &mut out,
            dispose: false,
        };
        (def.on)(&mut cx, &mut me, hook);
        let dispose = cx.dispose;
        if !commit {
            return false;
        }
        if me != before {
            self.entity_mut(p, zone, pos, |s| *s = me);
        }
        let spent = before.usage > 0 && me.usage == 0 && !def.keep_at_zero;
        let removed = dispose || spent;
        if removed {
            self.remove_entity(p, zone, pos, obs);
        }
        if matches!(hook, Hook::Event(_)) && !out.is_empty() {
            // A triggered effect: the events it raises wait until it completes.
            let start = self.open_frame();
            self.push(Command::EndFrame { start });
        }
        self.push_effects(&out);
        removed
    }

    /// Runs one stage of the damage pipeline over `p`'s listening entities.
    pub(crate) fn damage_stage<O: Observer>(
        &mut self,
        p: Player,
        stage: DamageStage,
        calc: &mut DamageCalc,
        obs: &mut O,
    ) {
        let bit = stage.bit();
        if !self.listens(p, bit) {
            return;
        }
        let base = self.active(p) as u8;
        for k in 0..LISTS {
            let zone = zone_at(base, k);
            let mut pos = 0;
            while pos < self.zone(p, zone).len() {
                let id = self.zone(p, zone)[pos].id;
                if cards::listens(id) & bit == 0 {
                    pos += 1;
                    continue;
                }
                let mut hook = stage.hook(calc);
                if !self.run_handler(p, zone, pos, &mut hook, true, obs) {
                    pos += 1;
                }
            }
        }
    }
}

impl GameState {
    /// The cost of an action after every modifier of the paying player, without spending
    /// the modifiers' usages.
    pub(crate) fn modified_cost(&self, q: &mut CostQuery) {
        debug_assert!(!q.commit);
        let p = q.player;
        if !self.listens(p, listen::COST) {
            return;
        }
        let base = self.active(p) as u8;
        for k in 0..LISTS {
            let zone = zone_at(base, k);
            for s in self.zone(p, zone).iter() {
                if cards::listens(s.id) & listen::COST == 0 {
                    continue;
                }
                let def = entity_def(s.id).expect("listening entities are implemented");
                let mut me = *s;
                let mut out = Effects::new();
                let mut cx = Cx {
                    state: self,
                    owner: p,
                    zone,
                    out: &mut out,
                    dispose: false,
                };
                (def.on)(&mut cx, &mut me, &mut Hook::Cost(q));
            }
        }
    }

    /// Computes the cost of an action being taken: the modifiers spend their usages.
    pub(crate) fn commit_cost(&mut self, q: &mut CostQuery) {
        debug_assert!(q.commit);
        let p = q.player;
        if !self.listens(p, listen::COST) {
            return;
        }
        let base = self.active(p) as u8;
        for k in 0..LISTS {
            let zone = zone_at(base, k);
            let mut pos = 0;
            while pos < self.zone(p, zone).len() {
                let id = self.zone(p, zone)[pos].id;
                if cards::listens(id) & listen::COST == 0 {
                    pos += 1;
                    continue;
                }
                let mut hook = Hook::Cost(q);
                if !self.run_handler(p, zone, pos, &mut hook, true, &mut ()) {
                    pos += 1;
                }
            }
        }
    }
}
