//! The only ways to change a [`GameState`]: each keeps the Zobrist hash up to date.
//!
//! Each primitive XORs out the keys of what it may change, changes it, and XORs in the new
//! keys. `compute_zobrist` is the from-scratch version the property tests compare against.

use super::*;
use crate::hash::{feature, key, key_wide, tag};
use crate::inline::Full;

/// The place of a list of entities.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Zone {
    /// Statuses and equipment of the character at this position.
    Character(u8),
    /// Combat statuses.
    Combat,
    /// Summons.
    Summons,
    /// Supports.
    Supports,
}

impl Zone {
    #[inline]
    fn tag_sub(self) -> (u64, usize) {
        match self {
            Zone::Character(c) => (tag::CHAR_STATUS, c as usize),
            Zone::Combat => (tag::COMBAT, 0),
            Zone::Summons => (tag::SUMMON, 0),
            Zone::Supports => (tag::SUPPORT, 0),
        }
    }
}

#[inline]
fn status_key(tag: u64, p: Player, sub: usize, pos: usize, s: &Status) -> u64 {
    let v = s.pack();
    key(feature(tag, p.index(), sub, pos, v as u32))
        ^ key(feature(tag, p.index(), sub + 16, pos, (v >> 32) as u32))
}

#[inline]
fn list_key(tag: u64, p: Player, sub: usize, list: &[Status]) -> u64 {
    let mut h = 0;
    for (i, s) in list.iter().enumerate() {
        h ^= status_key(tag, p, sub, i, s);
    }
    h
}

#[inline]
fn card_key(tag: u64, p: Player, pos: usize, card: CardId) -> u64 {
    key(feature(tag, p.index(), 0, pos, card as u32))
}

#[inline]
fn char_key(p: Player, c: usize, ch: &CharacterState) -> u64 {
    let extra = u32::from_le_bytes(ch.skill_uses) as u64
        | (ch.counter as u64) << 32
        | (ch.data as u64) << 40
        | (ch.used as u64) << 48;
    key_wide(tag::CHARACTER, p.index(), c, ch.pack())
        ^ key_wide(tag::CHARACTER, p.index(), c + 8, extra)
}

#[inline]
fn dice_key(p: Player, d: &Dice) -> u64 {
    key_wide(tag::DICE, p.index(), 0, u64::from_le_bytes(d.0))
}

#[inline]
fn player_key(p: Player, ps: &PlayerState) -> u64 {
    key_wide(
        tag::PLAYER,
        p.index(),
        0,
        // `pack` leaves bits 4..8 and 56..64 free.
        ps.flags.pack() | (ps.active as u64) << 4 | (ps.supports_discarded as u64) << 56,
    )
}

/// The key of one byte of a player's record of cards played ([`PlayerState::played`]).
#[inline]
fn played_key(p: Player, i: usize, byte: u8) -> u64 {
    match byte {
        0 => 0,
        b => key(feature(tag::PLAYER, p.index(), 2 + i, 0, b as u32)),
    }
}

/// The key of a player's initial deck ([`PlayerState::initial_deck`]): fixed for the
/// match, it is hashed all the same, so that states of two matches that differ only by it
/// (which cards it may answer differently for) never hash alike.
fn initial_deck_key(p: Player, deck: &InitialDeck) -> u64 {
    deck.iter().enumerate().fold(0, |h, (i, card)| {
        h ^ key(feature(tag::INITIAL_DECK, p.index(), 0, i, card as u32))
    })
}

/// The key of a player's record of new cards played ([`PlayerState::new_cards_played`]).
fn new_cards_key(p: Player, set: &NewCardsPlayed) -> u64 {
    set.iter().enumerate().fold(0, |h, (i, card)| {
        h ^ key(feature(tag::INITIAL_DECK, p.index(), 1, i, card as u32))
    })
}

/// The key of a player's voided hand positions (0 for none; kept apart from
/// [`player_key`], which the hot path computes often, and changed only where it changes).
#[cold]
fn voided_key(p: Player, voided: u16) -> u64 {
    match voided {
        0 => 0,
        v => key_wide(tag::PLAYER, p.index(), 1, v as u64),
    }
}

fn outcome_key(o: Option<Outcome>) -> u64 {
    let v = match o {
        None => return 0,
        Some(Outcome::Win(p)) => 1 + p as u32,
        Some(Outcome::Draw) => 3,
        Some(Outcome::BothLose) => 4,
    };
    key(feature(tag::OUTCOME, 0, 0, 0, v))
}

fn config_key(c: &GameConfig) -> u64 {
    key_wide(tag::CONFIG, 0, 0, c.pack())
}

impl GameState {
    /// The hash of everything but the stack, from scratch.
    pub(crate) fn compute_zobrist(&self) -> u64 {
        let mut h = config_key(&self.config) ^ key_wide(tag::GLOBAL, 0, 0, self.globals.pack());
        h ^= outcome_key(self.outcome);
        for p in Player::ALL {
            let ps = &self.players[p];
            h ^= player_key(p, ps) ^ voided_key(p, ps.flags.voided) ^ dice_key(p, &ps.dice);
            for (i, &byte) in ps.played.iter().enumerate() {
                h ^= played_key(p, i, byte);
            }
            h ^= initial_deck_key(p, &ps.initial_deck);
            h ^= new_cards_key(p, &ps.new_cards_played);
            for (c, ch) in ps.characters.iter().enumerate() {
                h ^= char_key(p, c, ch);
                h ^= list_key(tag::CHAR_STATUS, p, c, &ch.statuses);
            }
            h ^= list_key(tag::COMBAT, p, 0, &ps.combat);
            h ^= list_key(tag::SUMMON, p, 0, &ps.summons);
            h ^= list_key(tag::SUPPORT, p, 0, &ps.supports);
            for (i, &card) in ps.hand.iter().enumerate() {
                h ^= card_key(tag::HAND, p, i, card);
            }
            for (i, &card) in ps.deck.iter().enumerate() {
                h ^= card_key(tag::DECK, p, i, card);
            }
        }
        h
    }

    /// Recomputes the hash and the listener masks from scratch (after building a state
    /// field by field).
    pub(crate) fn rehash(&mut self) {
        self.zobrist = self.compute_zobrist();
        for p in Player::ALL {
            self.recompute_listening(p);
        }
    }

    /// Recomputes what `p`'s entities (and living characters) listen to.
    pub(crate) fn recompute_listening(&mut self, p: Player) {
        let ps = &self.players[p];
        let mut mask = 0;
        let mut add = |list: &[Status]| {
            for s in list.iter() {
                mask |= crate::cards::listens(s.id);
            }
        };
        for ch in &ps.characters {
            add(&ch.statuses);
        }
        add(&ps.combat);
        add(&ps.summons);
        add(&ps.supports);
        for ch in &ps.characters {
            if ch.alive {
                mask |= crate::cards::character_listens(ch.id);
            }
        }
        self.players[p].listening = crate::command::fold_listen(mask);
    }

    /// Changes round, phase or turn.
    #[inline]
    pub(crate) fn globals_mut<R>(&mut self, f: impl FnOnce(&mut Globals) -> R) -> R {
        self.zobrist ^= key_wide(tag::GLOBAL, 0, 0, self.globals.pack());
        let r = f(&mut self.globals);
        self.zobrist ^= key_wide(tag::GLOBAL, 0, 0, self.globals.pack());
        r
    }

    /// Sets the outcome (ending the game).
    pub(crate) fn set_outcome(&mut self, o: Option<Outcome>) {
        self.zobrist ^= outcome_key(self.outcome) ^ outcome_key(o);
        self.outcome = o;
    }

    /// Changes a character's scalar fields (HP, energy, aura, alive, skill uses). The
    /// closure must not touch the statuses: use [`GameState::zone_mut`] for those.
    #[inline]
    pub(crate) fn char_mut<R>(
        &mut self,
        p: Player,
        c: usize,
        f: impl FnOnce(&mut CharacterState) -> R,
    ) -> R {
        let ch = &mut self.players[p].characters[c];
        self.zobrist ^= char_key(p, c, ch);
        #[cfg(debug_assertions)]
        let before = ch.statuses;
        let r = f(ch);
        #[cfg(debug_assertions)]
        debug_assert!(before == ch.statuses, "char_mut must not change statuses");
        self.zobrist ^= char_key(p, c, ch);
        r
    }

    /// Changes a player's active character position.
    #[inline]
    pub(crate) fn set_active(&mut self, p: Player, c: usize) {
        let ps = &mut self.players[p];
        self.zobrist ^= player_key(p, ps);
        ps.active = c as u8;
        self.zobrist ^= player_key(p, ps);
    }

    /// Changes a player's flags.
    #[inline]
    pub(crate) fn flags_mut<R>(&mut self, p: Player, f: impl FnOnce(&mut PlayerFlags) -> R) -> R {
        let ps = &mut self.players[p];
        let voided = ps.flags.voided;
        self.zobrist ^= player_key(p, ps);
        let r = f(&mut ps.flags);
        self.zobrist ^= player_key(p, ps);
        if ps.flags.voided != voided {
            self.zobrist ^= voided_key(p, voided) ^ voided_key(p, ps.flags.voided);
        }
        r
    }

    /// Changes the form of `p`'s character at `c` (docs/rules.md, "A character changes
    /// form"): it becomes `to`, keeping its HP, maximum HP, aura, statuses, equipment and
    /// its passive skills' counter and data; the skills both forms have keep their uses
    /// (this round, this match) at their place in the new form's list, the new form's other
    /// skills are unused; its maximum energy is the new form's, its energy kept up to it.
    /// What its side listens to is recomputed (the passive skills are the new form's).
    pub(crate) fn change_form(&mut self, p: Player, c: usize, to: CharacterId) {
        let v = self.version();
        let (Some(old), Some(new)) = (self.players[p].characters[c].id.facts(v), to.facts(v))
        else {
            return;
        };
        self.char_mut(p, c, |ch| {
            let (mut uses, mut used) = ([0u8; 4], 0u8);
            for (j, skill) in new.skills.iter().enumerate() {
                if let Some(i) = old.skills.iter().position(|o| o.id == skill.id) {
                    uses[j.min(3)] = ch.skill_uses[i.min(3)];
                    if i < 8 && j < 8 && ch.used & (1 << i) != 0 {
                        used |= 1 << j;
                    }
                }
            }
            ch.id = to;
            ch.skill_uses = uses;
            ch.used = used;
            ch.max_energy = new.max_energy;
            ch.energy = ch.energy.min(new.max_energy);
        });
        self.recompute_listening(p);
    }

    /// Counts one more support of `p`'s discarded (the match record
    /// [`PlayerState::supports_discarded`], up to 255).
    #[inline]
    pub(crate) fn count_support_discarded(&mut self, p: Player) {
        let ps = &mut self.players[p];
        self.zobrist ^= player_key(p, ps);
        ps.supports_discarded = ps.supports_discarded.saturating_add(1);
        self.zobrist ^= player_key(p, ps);
    }

    /// Records a card `p` played in the match records [`PlayerState::played`] (only cards
    /// with a place in it: [`crate::cards::record_index`]) and
    /// [`PlayerState::new_cards_played`] (a card whose name is not in its initial deck).
    pub(crate) fn record_played(&mut self, p: Player, card: CardId) {
        // A card whose name is not in the initial deck, the first few of them.
        let ps = &self.players[p];
        if !ps.in_initial_deck(card) {
            if let Some(set) = ps.new_cards_played.with(card) {
                self.zobrist ^= new_cards_key(p, &ps.new_cards_played) ^ new_cards_key(p, &set);
                self.players[p].new_cards_played = set;
            }
        }
        let Some(i) = crate::cards::record_index(card) else {
            return;
        };
        let (byte, bit) = (i as usize / 8, 1u8 << (i % 8));
        let old = self.players[p].played[byte];
        if old & bit == 0 {
            self.players[p].played[byte] = old | bit;
            self.zobrist ^= played_key(p, byte, old) ^ played_key(p, byte, old | bit);
        }
    }

    /// Changes a player's dice.
    #[inline]
    pub(crate) fn dice_mut<R>(&mut self, p: Player, f: impl FnOnce(&mut Dice) -> R) -> R {
        let ps = &mut self.players[p];
        self.zobrist ^= dice_key(p, &ps.dice);
        let r = f(&mut ps.dice);
        self.zobrist ^= dice_key(p, &ps.dice);
        r
    }

    /// A list of entities.
    #[inline]
    pub fn zone(&self, p: Player, zone: Zone) -> &[Status] {
        let ps = &self.players[p];
        match zone {
            Zone::Character(c) => &ps.characters[c as usize].statuses,
            Zone::Combat => &ps.combat,
            Zone::Summons => &ps.summons,
            Zone::Supports => &ps.supports,
        }
    }

    #[inline]
    fn zone_list_mut(&mut self, p: Player, zone: Zone) -> ListMut<'_> {
        let ps = &mut self.players[p];
        match zone {
            Zone::Character(c) => ListMut::Statuses(&mut ps.characters[c as usize].statuses),
            Zone::Combat => ListMut::Statuses(&mut ps.combat),
            Zone::Summons => ListMut::Field(&mut ps.summons),
            Zone::Supports => ListMut::Field(&mut ps.supports),
        }
    }

    /// Changes the entity at a position of a list.
    #[inline]
    pub(crate) fn entity_mut<R>(
        &mut self,
        p: Player,
        zone: Zone,
        pos: usize,
        f: impl FnOnce(&mut Status) -> R,
    ) -> R {
        let (tag, sub) = zone.tag_sub();
        let mut list = self.zone_list_mut(p, zone);
        let s = &mut list.as_mut_slice()[pos];
        let old = status_key(tag, p, sub, pos, s);
        let r = f(s);
        let new = status_key(tag, p, sub, pos, s);
        self.zobrist ^= old ^ new;
        r
    }

    /// Appends a newly created entity to a list, stamping its creation (see
    /// [`Status::stamp`]); `Err(Full)` (nothing changes) when it is full.
    pub(crate) fn entity_push(&mut self, p: Player, zone: Zone, mut s: Status) -> Result<(), Full> {
        let (tag, sub) = zone.tag_sub();
        let created = self.globals.created.saturating_add(1).min(u16::MAX - 1);
        s.stamp = created;
        let mut list = self.zone_list_mut(p, zone);
        let pos = list.as_mut_slice().len();
        list.push(s)?;
        // Not hashed: `Globals::pack` and `Status::pack` leave the stamps out.
        self.globals.created = created;
        self.zobrist ^= status_key(tag, p, sub, pos, &s);
        self.players[p].listening |= crate::command::fold_listen(crate::cards::listens(s.id));
        Ok(())
    }

    /// Removes the entity at a position of a list, shifting later ones down.
    pub(crate) fn entity_remove(&mut self, p: Player, zone: Zone, pos: usize) -> Status {
        let (tag, sub) = zone.tag_sub();
        let mut list = self.zone_list_mut(p, zone);
        // Every entity from `pos` on changes position: XOR them out, shift, XOR them in.
        let mut h = 0;
        for (i, s) in list.as_mut_slice().iter().enumerate().skip(pos) {
            h ^= status_key(tag, p, sub, i, s);
        }
        let removed = list.remove(pos);
        for (i, s) in list.as_mut_slice().iter().enumerate().skip(pos) {
            h ^= status_key(tag, p, sub, i, s);
        }
        self.zobrist ^= h;
        if crate::cards::listens(removed.id) != 0 {
            self.recompute_listening(p);
        }
        removed
    }

    /// Appends a card to the hand; `Err(Full)` (nothing changes) when the hand is full.
    pub(crate) fn hand_push(&mut self, p: Player, card: CardId) -> Result<(), Full> {
        let hand = &mut self.players[p].hand;
        let pos = hand.len();
        hand.push(card)?;
        self.zobrist ^= card_key(tag::HAND, p, pos, card);
        Ok(())
    }

    /// Removes the card at a hand position.
    pub(crate) fn hand_remove(&mut self, p: Player, pos: usize) -> CardId {
        let hand = &mut self.players[p].hand;
        for (i, &c) in hand.iter().enumerate().skip(pos) {
            self.zobrist ^= card_key(tag::HAND, p, i, c);
        }
        let card = hand.remove(pos);
        for (i, &c) in hand.iter().enumerate().skip(pos) {
            self.zobrist ^= card_key(tag::HAND, p, i, c);
        }
        let flags = self.players[p].flags;
        if flags.revealed | flags.voided != 0 {
            // Later positions move down one; the removed position's bit goes.
            let shift = |bits: u16| bits & ((1u16 << pos) - 1) | (bits >> (pos + 1)) << pos;
            self.flags_mut(p, |f| {
                f.revealed = shift(f.revealed);
                f.voided = shift(f.voided);
            });
        }
        card
    }

    /// Appends a card to the hand in sight of both players (a card an effect created).
    pub(crate) fn hand_push_revealed(&mut self, p: Player, card: CardId) -> Result<(), Full> {
        let pos = self.players[p].hand.len();
        self.hand_push(p, card)?;
        self.flags_mut(p, |f| f.revealed |= 1 << pos);
        Ok(())
    }

    /// Takes the top card of the draw pile.
    pub(crate) fn deck_pop(&mut self, p: Player) -> Option<CardId> {
        let deck = &mut self.players[p].deck;
        let pos = deck.len().checked_sub(1)?;
        let card = deck.pop()?;
        self.zobrist ^= card_key(tag::DECK, p, pos, card);
        Some(card)
    }

    /// Puts a card at the bottom of the draw pile (lost if the pile is full).
    pub(crate) fn deck_insert_bottom(&mut self, p: Player, card: CardId) {
        let mut deck = self.players[p].deck;
        if deck.insert(0, card).is_ok() {
            self.deck_set(p, deck);
        }
    }

    /// Puts a card into the draw pile under its top `from_top` cards (0: on top; the whole
    /// pile's length or more: at the bottom). Lost if the pile is full.
    pub(crate) fn deck_insert_from_top(&mut self, p: Player, from_top: usize, card: CardId) {
        let mut deck = self.players[p].deck;
        let at = deck.len().saturating_sub(from_top);
        if deck.insert(at, card).is_ok() {
            self.deck_set(p, deck);
        }
    }

    /// Replaces the whole draw pile (shuffles, insertions).
    pub(crate) fn deck_set(&mut self, p: Player, deck: InlineVec<CardId, DECK_CAP>) {
        let old = &self.players[p].deck;
        for (i, &c) in old.iter().enumerate() {
            self.zobrist ^= card_key(tag::DECK, p, i, c);
        }
        for (i, &c) in deck.iter().enumerate() {
            self.zobrist ^= card_key(tag::DECK, p, i, c);
        }
        self.players[p].deck = deck;
    }

    /// Pushes a command (the stack is hashed on demand, see [`GameState::hash`]).
    #[inline]
    pub(crate) fn push(&mut self, cmd: Command) {
        self.stack
            .push(cmd)
            .expect("command stack overflow: an effect resolves too deep (engine bug)");
    }

    /// The number of commands waiting (a mark for [`GameState::insert_at`]).
    #[inline]
    pub(crate) fn stack_len(&self) -> usize {
        self.stack.len()
    }

    /// Puts a command at `index` of the stack (0 is the bottom): it runs after the commands
    /// above it, before those below.
    #[inline]
    pub(crate) fn insert_at(&mut self, index: usize, cmd: Command) {
        self.stack
            .insert(index, cmd)
            .expect("command stack overflow: an effect resolves too deep (engine bug)");
    }

    /// Pushes commands so that they run in the order given.
    #[inline]
    pub(crate) fn push_seq(&mut self, cmds: &[Command]) {
        for &cmd in cmds.iter().rev() {
            self.push(cmd);
        }
    }

    /// Pops the next command.
    #[inline]
    pub(crate) fn pop(&mut self) -> Option<Command> {
        self.stack.pop()
    }

    /// Opens an effect: events raised until it closes wait in the deferred list. Returns
    /// where its events start in that list.
    #[inline]
    pub(crate) fn open_frame(&mut self) -> u8 {
        self.frames += 1;
        self.deferred.len() as u8
    }

    /// Takes the last deferred event (the next one a `Command::DrainEvents` dispatches).
    #[inline]
    pub(crate) fn pop_deferred(&mut self) -> Option<crate::command::Event> {
        let e = self.deferred.pop();
        if self.hit_root != super::NO_HIT && self.hit_root as usize >= self.deferred.len() {
            self.hit_root = super::NO_HIT;
        }
        e
    }

    /// Defers an event raised inside an open effect.
    #[inline]
    pub(crate) fn defer(&mut self, event: crate::command::Event) {
        self.deferred
            .push(event)
            .expect("too many events raised by one effect (engine bug)");
    }

    /// Merges the event of damage `e`, spread by a reaction, into the event the same hit
    /// already raised for its character, if there is one: the events raised since the hit
    /// (`hit_root`, the last damage not spread) are searched, latest first. The amounts add
    /// up; the rest is the first event's (as the reference merges a damage's events by
    /// target). Returns whether it merged.
    pub(crate) fn merge_damaged(&mut self, e: &crate::command::Damaged) -> bool {
        use crate::command::Event;
        let root = self.hit_root as usize;
        if self.hit_root == super::NO_HIT || root >= self.deferred.len() {
            return false;
        }
        for i in (root..self.deferred.len()).rev() {
            if let Event::Damaged(d) = &mut self.deferred[i] {
                if d.player == e.player && d.character == e.character {
                    d.amount = d.amount.saturating_add(e.amount);
                    return true;
                }
            }
        }
        false
    }

    /// A hit not spread by a reaction is about to defer its event: the damage its reaction
    /// spreads merges from there.
    pub(crate) fn set_hit_root(&mut self) {
        self.hit_root = self.deferred.len() as u8;
    }

    /// Closes the innermost effect and takes back the events it raised (from `start`).
    pub(crate) fn take_frame_events(
        &mut self,
        start: u8,
    ) -> InlineVec<crate::command::Event, DEFERRED_CAP> {
        self.frames = self.frames.saturating_sub(1);
        let mut events = InlineVec::new();
        for &e in self.deferred.iter().skip(start as usize) {
            let _ = events.push(e);
        }
        for _ in 0..events.len() {
            self.deferred.pop();
        }
        if self.hit_root != super::NO_HIT && self.hit_root >= start {
            self.hit_root = super::NO_HIT;
        }
        events
    }

    /// Drops all pending work (the game is over).
    pub(crate) fn clear_pending_work(&mut self) {
        self.stack.clear();
        self.deferred.clear();
        self.frames = 0;
        self.hit_root = super::NO_HIT;
    }
}

/// A list of entities to change: a list of statuses or a summon/support zone (two
/// capacities).
enum ListMut<'a> {
    Statuses(&'a mut EntityList),
    Field(&'a mut FieldList),
}

impl ListMut<'_> {
    #[inline]
    fn as_mut_slice(&mut self) -> &mut [Status] {
        match self {
            ListMut::Statuses(l) => l.as_mut_slice(),
            ListMut::Field(l) => l.as_mut_slice(),
        }
    }

    #[inline]
    fn push(&mut self, s: Status) -> Result<(), Full> {
        match self {
            ListMut::Statuses(l) => l.push(s),
            ListMut::Field(l) => l.push(s),
        }
    }

    #[inline]
    fn remove(&mut self, pos: usize) -> Status {
        match self {
            ListMut::Statuses(l) => l.remove(pos),
            ListMut::Field(l) => l.remove(pos),
        }
    }
}
