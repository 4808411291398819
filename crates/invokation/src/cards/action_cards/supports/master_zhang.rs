//! Master Zhang (Companion): "When playing a Weapon card: Spend 1 less Elemental Die. On top
//! of that, for each of your characters already equipped with a Weapon on the field, you
//! spend 1 less Elemental Die. (Once per Round)"

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::MasterZhang, &CardDef::SUPPORT),
    Def::Entity(EntityId::MasterZhang, &ENTITY),
];

/// Dice less for the card itself.
const LESS: u8 = 1;

/// The support: `counter` is 1 once used this round (a Weapon that costs nothing keeps the
/// use).
static ENTITY: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    if !templates::is_card_tagged(cx, q, card_tag::WEAPON) {
        return;
    }
    let armed = templates::count_equipped(cx.state, cx.player, card_tag::WEAPON);
    me.once_per_round_if(|| q.reduce_dice(LESS + armed) > 0);
});
