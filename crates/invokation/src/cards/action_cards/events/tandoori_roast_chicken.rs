//! Tandoori Roast Chicken (Food, 2 unaligned): "During this Round, all your characters' next
//! Elemental Skills deal +2 DMG." A food for the whole team: every living character that is
//! not Satiated eats it (and is Satiated); playable while one can (the engine's rule, as
//! the reference's "combat" food).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::TandooriRoastChicken, &CardDef::event(play)),
    Def::Entity(EntityId::TandooriRoastChickenInEffect, &IN_EFFECT),
];

/// Bonus to the next Elemental Skill.
const BONUS: i32 = 2;

fn play(cx: &mut CardCx) {
    for c in hungry(cx.state, cx.player) {
        cx.attach(c, EntityId::TandooriRoastChickenInEffect);
    }
}

/// The living characters of `player` that are not Satiated.
pub(super) fn hungry(state: &GameState, player: Player) -> impl Iterator<Item = u8> + '_ {
    (0..CHARACTERS as u8).filter(move |&c| {
        let ch = state.character(player, c as usize);
        ch.alive && !ch.has(EntityId::Satiated)
    })
}

/// Tandoori Roast Chicken (In Effect): once, this round.
static IN_EFFECT: EntityDef = EntityDef::new().init(1, 1).on_damage_add(|cx, me, d| {
    let Some(c) = cx.character() else { return };
    if d.dealt_by(cx.player, c) && d.cmd.skill == Some(SkillKind::Elemental) && me.take_usage() {
        d.amount += BONUS;
    }
});
