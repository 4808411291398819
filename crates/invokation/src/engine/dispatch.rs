//! Events and hooks: calling the entities that listen, in the rules' calculation order.
//!
//! Triggered events ([`Event`]) are dispatched one handler at a time through
//! [`Command::Dispatch`]: each handler's effects resolve completely before the next
//! handler runs. Queries (damage modifiers, costs) call every listening entity at once, in
//! the same order, while the damage or cost is computed.

use crate::cards::{self, entity_def, CostQuery, CostStage, Cx, DamageCalc, Effects, Hook};
use crate::command::{listen, Command, Cursor, Event, Listen, OptStamp, Source};
use crate::inline::InlineVec;
use crate::log::Observer;
use crate::player::Player;
use crate::state::{GameState, Status, Zone, CHARACTERS, DEFERRED_CAP, STACK_CAP};

/// Places on the stack kept free for what the events of a closing effect set off when
/// they are pushed as dispatches of their own (see `close_frame`).
const DRAIN_ROOM: usize = 8;

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

/// Calls `f` with each entity of `list` (the list of `zone`) that listens to any of `bits`.
#[inline]
fn listeners_in(zone: Zone, list: &[Status], bits: Listen, f: &mut impl FnMut(Slot, Listen)) {
    for (pos, s) in list.iter().enumerate() {
        let heard = cards::listens(s.id) & bits;
        if heard != 0 {
            f(Slot::Entity(zone, pos as u8), heard);
        }
    }
}

/// The most responses to defeats one effect can collect: two statuses of the roster answer
/// their character's defeat (Seed of Skandha, Riptide), on each of six characters.
const RESPONSES: usize = 12;

/// What statuses asked for as their characters were defeated, each the effects of one
/// status (see `GameState::push_responses`).
pub(crate) type Responses = InlineVec<Effects, RESPONSES>;

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
    /// Additive increases of damage the opposing side takes (the side opposing the
    /// defender, whoever deals it).
    OpponentTakenAdd,
    /// Multipliers (attacker side).
    Mul,
    /// Multipliers of damage taken (defender side).
    TakenMul,
    /// Flat reductions and shields, interleaved in calculation order (defender side).
    Decrease,
}

impl DamageStage {
    fn bit(self) -> Listen {
        match self {
            DamageStage::Type => listen::DAMAGE_TYPE,
            DamageStage::Add => listen::DAMAGE_ADD,
            DamageStage::TakenAdd => listen::DAMAGE_TAKEN_ADD,
            DamageStage::OpponentTakenAdd => listen::OPPONENT_DAMAGE_TAKEN_ADD,
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
            DamageStage::OpponentTakenAdd => Hook::OpponentDamageTakenAdd(d),
            DamageStage::Mul => Hook::DamageMul(d),
            DamageStage::TakenMul => Hook::DamageTakenMul(d),
            DamageStage::Decrease => Hook::DamageDecrease(d),
        }
    }
}

impl GameState {
    /// Whether any entity of `p` listens to `bit`.
    #[inline]
    pub(crate) fn listens(&self, p: Player, bit: Listen) -> bool {
        self.player(p).listening & crate::command::fold_listen(bit) != 0
    }

    /// Whether an entity in play, of either side, listens to `bit`, read from the entities
    /// themselves rather than the folded per-player summary (where a high bit shares its
    /// place with a common one): for events raised seldom, which need not wait in an
    /// effect's deferred events when nothing hears them.
    pub(crate) fn listened_exactly(&self, bit: Listen) -> bool {
        Player::ALL.iter().any(|&p| {
            let ps = self.player(p);
            let lists = ps.characters.iter().map(|ch| ch.statuses.as_slice());
            lists
                .chain([ps.combat.as_slice(), &ps.summons, &ps.supports])
                .any(|l| l.iter().any(|s| cards::listens(s.id) & bit != 0))
        })
    }

    /// Whether anything of either side listens to `event`.
    #[inline]
    pub(super) fn heard(&self, event: &Event) -> bool {
        if let Event::Own(_) | Event::SelfDiscarded(_) = event {
            // Its entity may have left play (and stopped listening) since; a discarded
            // card is raised only when its definition answers it.
            return true;
        }
        let bit = event.bit();
        self.listens(Player::P1, bit) || self.listens(Player::P2, bit)
    }

    /// Dispatches an event, starting with `first`'s entities, if anything listens. Inside an
    /// effect in progress (a skill, a status's triggered effect), the event waits until the
    /// effect completes, as the game does (docs/rules.md).
    pub(crate) fn dispatch(&mut self, event: Event, first: Player, check_defeats: bool) {
        if self.frames > 0 && !check_defeats {
            self.defer(event);
            return;
        }
        self.dispatch_now(event, first, check_defeats);
    }

    /// Dispatches `event` after what is already queued, even while an effect is open.
    pub(crate) fn dispatch_now(&mut self, event: Event, first: Player, check_defeats: bool) {
        if !self.heard(&event) {
            return;
        }
        self.push(Command::dispatch(event, first, check_defeats));
    }

    /// Ends an effect: characters its damage brought to 0 HP are defeated (or saved), then
    /// the events it raised are dispatched, then, if it defeated an active character, the
    /// new one is chosen (before anything that follows the effect, such as "after the
    /// skill" effects).
    pub(crate) fn end_effect<O: crate::log::Observer>(&mut self, start: u8, obs: &mut O) {
        let mut responses = None;
        self.settle_defeats(start, &mut responses, obs);
        if self.outcome.is_none() {
            self.close_frame(start, &responses);
        }
    }

    /// Closes an effect: the events it raised (from `start` in the deferred list) are
    /// dispatched after anything already on top of them: as in the reference, first the
    /// events other than damage, then damage taken by characters still in play, then the
    /// damage that defeated characters and their defeats, each group in the order raised.
    /// The responses to the effect's defeats (see `settle_defeats`) run after those events,
    /// each as an effect of its own.
    pub(crate) fn close_frame(&mut self, start: u8, responses: &Option<Responses>) {
        let events = self.take_frame_events(start);
        self.push_responses(responses);
        let rank = |s: &Self, e: &Event| match *e {
            Event::Damaged(d) if !s.character(d.player, d.character as usize).alive => 2,
            Event::Damaged(_) => 1,
            Event::Defeated(_) => 2,
            _ => 0,
        };
        // In the order they run: by group, each group in the order raised; only events
        // something listens to now.
        let mut order: InlineVec<Event, DEFERRED_CAP> = InlineVec::new();
        for r in 0..3 {
            for e in events.iter() {
                if rank(self, e) == r && self.heard(e) {
                    let _ = order.push(*e);
                }
            }
        }
        // Each pushed as a dispatch of its own (in reverse, so they run in order), when the
        // stack has room for them and for what they set off. Otherwise (a skill raising more
        // events than that, such as a Swirl whose spread sets off Electro-Charged twice) they
        // wait in the deferred list, in reverse, and one `DrainEvents` dispatches them one
        // after the other: the same order, two places on the stack.
        if self.stack.len() + order.len() + DRAIN_ROOM <= STACK_CAP {
            for e in order.iter().rev() {
                let first = self.globals.current;
                self.push(Command::dispatch(*e, first, false));
            }
        } else {
            let start = self.deferred.len() as u8;
            for e in order.iter().rev() {
                self.defer(*e);
            }
            self.push(Command::DrainEvents { start });
        }
    }

    /// Dispatches the next event waiting for a `DrainEvents` (the last in the deferred list
    /// from `start`), after which the drain goes on with the rest.
    pub(crate) fn drain_events(&mut self, start: u8) {
        if self.deferred.len() <= start as usize {
            return;
        }
        let Some(e) = self.pop_deferred() else { return };
        if self.deferred.len() > start as usize {
            self.push(Command::DrainEvents { start });
        }
        let first = self.globals.current;
        self.push(Command::dispatch(e, first, false));
    }

    /// Runs the next listener of a dispatch and re-queues the dispatch after its effects.
    ///
    /// In a character's list, position 0 is the character itself (its passive skills) and
    /// position `i + 1` its status `i`.
    pub(crate) fn dispatch_step<O: Observer>(
        &mut self,
        event: Event,
        mut cursor: Cursor,
        obs: &mut O,
    ) {
        if let Event::Own(h) = event {
            self.run_own_hook(h);
            return;
        }
        if let Event::SelfDiscarded(h) = event {
            self.run_self_discarded(h);
            return;
        }
        let bit = event.bit();
        // A dispatch pushed as is (a card played, an action taken) that nothing in play
        // hears as it begins ends at once: only entities in play then could respond.
        if cursor.created.get().is_none() && !self.heard(&event) {
            return;
        }
        // Only entities in play when the dispatch began respond (see `Cursor::created`); the
        // calculation order starts from the active characters of that moment.
        let created = match cursor.created.get() {
            Some(c) => c,
            None => {
                cursor.base = [self.active(Player::P1) as u8, self.active(Player::P2) as u8];
                cursor.created = OptStamp::some(self.globals.created);
                self.globals.created
            }
        };
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
                cursor.prev = OptStamp::NONE;
                continue;
            }
            let zone = zone_at(cursor.base[p.index()], cursor.zone);
            let mut idx = cursor.idx as usize;
            // Lists of characters start with the character itself.
            let offset = if let Zone::Character(c) = zone {
                if idx == 0 {
                    cursor.idx = 1;
                    if self.character_listens(p, c as usize, bit) {
                        self.push(Command::Dispatch { event, cursor });
                        if cursor.check_defeats {
                            self.push(Command::CheckDefeats);
                        }
                        let mut hook = Hook::Event(&event);
                        self.run_handler(p, Slot::Character(c), &mut hook, obs);
                        return;
                    }
                    idx = 1;
                }
                1
            } else {
                0
            };
            let list = self.zone(p, zone);
            let mut pos = idx - offset;
            if let Some(prev) = cursor.prev.get() {
                // The entity handled last, and others before it, may have left: resume at
                // the first entity created after it (a list is in order of creation).
                if pos == 0 || list.get(pos - 1).map(|s| s.stamp) != Some(prev) {
                    pos = list
                        .iter()
                        .position(|s| s.stamp > prev)
                        .unwrap_or(list.len());
                }
            }
            let next = list
                .iter()
                .enumerate()
                .skip(pos)
                .find(|(_, s)| cards::listens(s.id) & bit != 0 && s.stamp <= created)
                .map(|(i, s)| (i, s.stamp));
            match next {
                None => {
                    cursor.zone += 1;
                    cursor.idx = 0;
                    cursor.prev = OptStamp::NONE;
                }
                Some((pos, stamp)) => {
                    cursor.idx = (pos + offset) as u8 + 1;
                    cursor.prev = OptStamp::some(stamp);
                    self.push(Command::Dispatch { event, cursor });
                    if cursor.check_defeats {
                        self.push(Command::CheckDefeats);
                    }
                    let mut hook = Hook::Event(&event);
                    self.run_handler(p, Slot::Entity(zone, pos as u8), &mut hook, obs);
                    return;
                }
            }
        }
    }

    /// Whether a living character's own passive skills listen to `bit`.
    #[inline]
    fn character_listens(&self, p: Player, c: usize, bit: Listen) -> bool {
        let ch = self.character(p, c);
        ch.alive && cards::character_listens(ch.id) & bit != 0
    }

    /// Calls one listener's handler on a copy of its state, without changing anything:
    /// returns the listener's state before and after and whether it asked to be discarded;
    /// the effects it asks for are appended to `out`. None if the listener has no behaviour.
    fn call_handler(
        &self,
        p: Player,
        slot: Slot,
        hook: &mut Hook,
        out: &mut Effects,
    ) -> Option<HandlerRun> {
        let (before, def, keep_at_zero, zone, source) = match slot {
            Slot::Character(c) => {
                let ch = self.character(p, c as usize);
                let def = &cards::character_def(ch.id)?.passive;
                let me = Status {
                    counter: ch.counter,
                    aux: ch.data,
                    ..Status::default()
                };
                (me, def, true, Zone::Character(c), Source::Character(c))
            }
            Slot::Entity(zone, pos) => {
                let s = self.zone(p, zone)[pos as usize];
                let def = entity_def(s.id)?;
                let source = match zone {
                    Zone::Summons => Source::Summon(s.id),
                    _ => Source::Entity(s.id),
                };
                (s, def, def.keep_at_zero, zone, source)
            }
        };
        let mut run = HandlerRun {
            before,
            after: before,
            keep_at_zero,
            dispose: false,
            moved: false,
        };
        let mut cx = Cx {
            state: self,
            player: p,
            zone,
            source,
            def,
            out,
            dispose: false,
            moved: false,
        };
        def.call(&mut cx, &mut run.after, hook);
        run.dispose = cx.dispose;
        run.moved = cx.moved;
        Some(run)
    }

    /// Runs an entity's handler about itself ([`Event::Own`]) on that entity alone: its state
    /// as it is, or, once it has left play, as it left (its own data is gone with it), as a
    /// triggered effect of its own; changes to its state are dropped.
    fn run_own_hook(&mut self, h: crate::command::OwnHook) {
        let Some(def) = entity_def(h.id) else { return };
        let me = self
            .zone(h.player, h.zone)
            .iter()
            .find(|s| s.id == h.id)
            .copied()
            .unwrap_or(Status {
                id: h.id,
                ..Status::default()
            });
        let source = match h.zone {
            Zone::Summons => Source::Summon(h.id),
            _ => Source::Entity(h.id),
        };
        let mut out = Effects::new();
        {
            let mut after = me;
            let mut cx = Cx {
                state: self,
                player: h.player,
                zone: h.zone,
                source,
                def,
                out: &mut out,
                dispose: false,
                moved: false,
            };
            let event = Event::Own(h);
            def.call(&mut cx, &mut after, &mut Hook::Event(&event));
        }
        if !out.is_empty() {
            let start = self.open_frame();
            self.push(Command::EndFrame { start });
            self.push_effects(&out);
        }
    }

    /// Runs a discarded card's answer to its own discard
    /// ([`crate::cards::CardDef::on_self_discarded`]) as an effect of its own, in the name of
    /// the card (its side's).
    fn run_self_discarded(&mut self, h: crate::command::HandCard) {
        let Some(answer) = crate::cards::card_def(h.card).and_then(|d| d.discarded) else {
            return;
        };
        let mut out = Effects::new();
        let mut cx = crate::cards::CardCx {
            state: self,
            player: h.player,
            card: h.card,
            target: crate::action::Target::None,
            charged: false,
            plunging: false,
            out: &mut out,
        };
        answer(&mut cx);
        if !out.is_empty() {
            let start = self.open_frame();
            self.push(Command::EndFrame { start });
            self.push_effects(&out);
        }
    }

    /// Calls one listener's handler and keeps what it did: its new state, its discarding
    /// (asked for, or its last usage spent), its effects. Returns whether an entity was
    /// discarded.
    ///
    /// A character's handler gets its passive state (per-round counter and own byte) as
    /// the `counter` and `aux` of a status.
    pub(crate) fn run_handler<O: Observer>(
        &mut self,
        p: Player,
        slot: Slot,
        hook: &mut Hook,
        obs: &mut O,
    ) -> bool {
        if !matches!(hook, Hook::Event(_) | Hook::Signal) {
            let (removed, out) = self.keep_handler(p, slot, hook, obs);
            self.push_effects(&out);
            return removed;
        }
        // A triggered effect: the events it raises wait until it completes, those of the
        // entity's own discarding included (a summon that leaves as it strikes: what "a
        // summon leaves" sets off comes before the choice its damage may ask for, as in the
        // reference, where a summon is disposed of inside its triggered skill).
        let start = self.open_frame();
        let (removed, out) = self.keep_handler(p, slot, hook, obs);
        if out.is_empty() {
            // No effect: what the discarding raised (`SummonLeft` of its own side, its own
            // `on_discarded`) is dispatched where it was raised.
            for e in self.take_frame_events(start).iter() {
                self.dispatch(*e, p, false);
            }
        } else {
            self.push(Command::EndFrame { start });
        }
        self.push_effects(&out);
        removed
    }

    /// Calls one listener's handler and keeps its new state and its discarding, but not its
    /// effects: returns whether an entity was discarded and the effects it asked for.
    pub(crate) fn keep_handler<O: Observer>(
        &mut self,
        p: Player,
        slot: Slot,
        hook: &mut Hook,
        obs: &mut O,
    ) -> (bool, Effects) {
        let mut out = Effects::new();
        let Some(run) = self.call_handler(p, slot, hook, &mut out) else {
            return (false, out);
        };
        let (before, me) = (run.before, run.after);
        let mut removed = false;
        match slot {
            Slot::Character(c) => {
                if me != before {
                    self.char_mut(p, c as usize, |ch| {
                        ch.counter = me.counter;
                        ch.data = me.aux;
                    });
                }
            }
            Slot::Entity(zone, pos) => {
                if me != before {
                    self.entity_mut(p, zone, pos as usize, |s| *s = me);
                }
                let spent = before.usage > 0 && me.usage == 0 && !run.keep_at_zero;
                removed = run.dispose || spent || run.moved;
                if run.moved {
                    // Moved elsewhere, not discarded: nothing hears it leave.
                    self.take_out_entity(p, zone, pos as usize, obs);
                } else if removed {
                    self.remove_entity(p, zone, pos as usize, obs);
                    if let Zone::Character(c) = zone {
                        self.equipment_left(p, c, me.id);
                    }
                }
            }
        }
        (removed, out)
    }

    /// Pushes the responses to defeats (what statuses did as their character was defeated,
    /// see `settle_defeats`), each as an effect of its own: its events wait until it
    /// completes, and the characters its damage brings to 0 HP are defeated then (as the
    /// reference finalizes each triggered skill). The frames open here, after the effect
    /// that defeated the characters has given back its events, so that their events are
    /// theirs. In the order given, one above the other (the last given runs first).
    pub(crate) fn push_responses(&mut self, responses: &Option<Responses>) {
        for out in responses.iter().flat_map(|r| r.iter()) {
            let start = self.open_frame();
            self.push(Command::EndFrame { start });
            self.push_effects(out);
        }
    }

    /// Calls `f` on each of `p`'s listeners to `bit`, in calculation order. `f` returns
    /// whether the listener was discarded (so the next one has taken its place).
    pub(crate) fn visit(
        &mut self,
        p: Player,
        bit: Listen,
        mut f: impl FnMut(&mut Self, Slot) -> bool,
    ) {
        if !self.listens(p, bit) {
            return;
        }
        let base = self.active(p) as u8;
        for k in 0..LISTS {
            let zone = zone_at(base, k);
            if let Zone::Character(c) = zone {
                if self.character_listens(p, c as usize, bit) {
                    f(self, Slot::Character(c));
                }
            }
            let mut pos = 0;
            while pos < self.zone(p, zone).len() {
                let id = self.zone(p, zone)[pos].id;
                if cards::listens(id) & bit == 0 || !f(self, Slot::Entity(zone, pos as u8)) {
                    pos += 1;
                }
            }
        }
    }

    /// Runs one stage of the damage pipeline over `p`'s listeners.
    pub(crate) fn damage_stage<O: Observer>(
        &mut self,
        p: Player,
        stage: DamageStage,
        calc: &mut DamageCalc,
        obs: &mut O,
    ) {
        self.visit(p, stage.bit(), |s, slot| {
            s.run_handler(p, slot, &mut stage.hook(calc), obs)
        });
    }

    /// The cost of an action after every modifier of the paying player, without spending
    /// the modifiers' usages.
    pub(crate) fn modified_cost(&self, q: &mut CostQuery) {
        debug_assert!(!q.commit);
        let p = q.player;
        let o = p.other();
        let theirs = self.listens(o, listen::OPPONENT_COST);
        let mine = self.player(p).listening & crate::command::fold_listen(COST_STAGES);
        if !theirs && mine == 0 {
            return;
        }
        // What the handlers ask for is dropped: nothing is spent while listing.
        let mut scratch = Effects::new();
        // The opposing side's raises first ([`crate::cards::EntityDef::on_opponent_cost`]).
        if theirs {
            q.stage = CostStage::Unaligned;
            self.each_listener(o, listen::OPPONENT_COST, |slot, _| {
                self.call_handler(o, slot, &mut Hook::OpponentCost(q), &mut scratch);
                scratch.clear();
            });
        }
        // The side's own modifiers, stage by stage ([`CostStage`]).
        for stage in CostStage::ALL {
            let bit = stage.bit();
            if mine & crate::command::fold_listen(bit) == 0 {
                continue;
            }
            q.stage = stage;
            self.each_listener(p, bit, |slot, _| {
                self.call_handler(p, slot, &mut Hook::Cost(q), &mut scratch);
                scratch.clear();
            });
        }
    }

    /// Calls `f` on each of `p`'s listeners to any of `bits`, in calculation order, with
    /// what it listens to, for a query that changes nothing in the state (so no listener
    /// leaves while it runs).
    #[inline]
    fn each_listener(&self, p: Player, bits: Listen, mut f: impl FnMut(Slot, Listen)) {
        // The lists of `zone_at`, in its order, each read once.
        let ps = self.player(p);
        let base = ps.active as usize;
        for i in 0..CHARACTERS {
            let c = (base + i) % CHARACTERS;
            let ch = &ps.characters[c];
            let heard = cards::character_listens(ch.id) & bits;
            if ch.alive && heard != 0 {
                f(Slot::Character(c as u8), heard);
            }
            listeners_in(Zone::Character(c as u8), &ch.statuses, bits, &mut f);
            if i == 0 {
                listeners_in(Zone::Combat, &ps.combat, bits, &mut f);
            }
        }
        listeners_in(Zone::Summons, &ps.summons, bits, &mut f);
        listeners_in(Zone::Supports, &ps.supports, bits, &mut f);
    }

    /// Asks `p`'s listeners whether a Switch Character action is a fast action.
    pub(crate) fn switch_speed(&mut self, p: Player, q: &mut crate::cards::SwitchQuery) {
        self.visit(p, listen::SWITCH_SPEED, |s, slot| {
            s.run_handler(p, slot, &mut Hook::SwitchSpeed(q), &mut ())
        });
    }

    /// Computes the cost of an action being taken: the modifiers spend their usages.
    pub(crate) fn commit_cost(&mut self, q: &mut CostQuery) {
        debug_assert!(q.commit);
        let p = q.player;
        let o = p.other();
        self.visit(o, listen::OPPONENT_COST, |s, slot| {
            s.run_handler(o, slot, &mut Hook::OpponentCost(q), &mut ())
        });
        for stage in CostStage::ALL {
            q.stage = stage;
            self.visit(p, stage.bit(), |s, slot| {
                s.run_handler(p, slot, &mut Hook::Cost(q), &mut ())
            });
        }
    }
}

/// Every listen bit of a side's own cost stages.
const COST_STAGES: Listen =
    listen::COST_UNALIGNED | listen::COST_ELEMENT | listen::COST | listen::COST_REST;

/// What a handler did, before it is kept.
struct HandlerRun {
    before: Status,
    after: Status,
    keep_at_zero: bool,
    dispose: bool,
    moved: bool,
}

/// A listener: a character itself, or an entity at a position of a list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    /// The character at this position (its passive skills).
    Character(u8),
    /// The entity at this position of this list.
    Entity(Zone, u8),
}
