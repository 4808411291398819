//! Stormterror's Lair (Location): "When played: Draw 1 random Talent card from your deck. /
//! When you play a Talent card, or when your character uses a Skill with an original cost
//! of at least 4 Elemental Dice: Spend 1 less Elemental Die. (Once per Round) / Usage(s): 3"
//!
//! A skill's original cost is its printed dice (energy aside).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::StormterrorsLair, &CardDef::SUPPORT.effect(enter)),
    Def::Entity(EntityId::StormterrorsLair, &ENTITY),
];

/// "At least 4 Elemental Dice".
const LEAST: u8 = 4;
/// Dice less.
const LESS: u8 = 1;

/// "When played: Draw 1 random Talent card from your deck."
fn enter(cx: &mut CardCx) {
    cx.draw_tagged(card_tag::TALENT);
}

/// Whether `q` is the cost of a skill of the side with at least [`LEAST`] printed dice.
fn costly_skill(cx: &Cx, q: &CostQuery) -> bool {
    match q.action {
        CostAction::Skill {
            character, skill, ..
        } if q.player == cx.player => cx
            .state
            .character_facts(cx.player, character as usize)
            .skills
            .get(skill as usize)
            .is_some_and(|s| s.cost.dice() >= LEAST),
        _ => false,
    }
}

/// The support (usages from the facts): `counter` is 1 once used this round.
static ENTITY: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    let talent = templates::is_card_tagged(cx, q, card_tag::TALENT);
    if (talent || costly_skill(cx, q)) && me.once_per_round_if(|| q.reduce_dice(LESS) > 0) {
        me.take_usage();
    }
});
