//! Water and Justice (Event, 2 unaligned; needs 2 Fontaine characters in the deck). 6.5.0
//! text: "平均分配我方未被击倒的角色的生命值，然后治疗所有我方角色1点。" (Distribute the HP of
//! your undefeated characters equally, then heal all your characters for 1 HP.)
//!
//! As the reference (GI-TCG): the total is split evenly, the first characters (from the
//! active one on, in position order) taking one more each when it does not divide; a character above its share takes the
//! difference as Piercing DMG, one below is healed the difference, each in turn (a heal Bond
//! of Life does not negate). It can be
//! played only while one of them is injured.

use crate::cards::prelude::*;
use crate::inline::InlineVec;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::WaterAndJustice, &CARD)];

/// "then heal all your characters for 1 HP".
const HEAL: u8 = 1;

static CARD: CardDef = CardDef::event(|cx| {
    let ps = cx.state.player(cx.player);
    let active = ps.active as usize;
    let living: InlineVec<u8, CHARACTERS> = (0..CHARACTERS)
        .map(|i| ((active + i) % CHARACTERS) as u8)
        .filter(|&c| ps.characters[c as usize].alive)
        .collect();
    let n = living.len() as u16;
    if n == 0 {
        return;
    }
    let total: u16 = living
        .iter()
        .map(|&c| ps.characters[c as usize].hp as u16)
        .sum();
    let (share, extra) = (total / n, total % n);
    for (i, &c) in living.iter().enumerate() {
        let target = (share + u16::from((i as u16) < extra)) as u8;
        let hp = ps.characters[c as usize].hp;
        if hp > target {
            cx.damage_own(c, DamageType::Piercing, hp - target);
        } else if hp < target {
            cx.heal_redistributed(c, target - hp);
        }
    }
    cx.heal_all(HEAL);
})
.when(|state, player, _| {
    state
        .player(player)
        .characters
        .iter()
        .any(|ch| ch.alive && ch.hp < ch.max_hp)
});
