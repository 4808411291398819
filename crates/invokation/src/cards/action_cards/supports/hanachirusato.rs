//! Hanachirusato (Companion): "When a Summon disappears: This card gains 1 Cleansing Ritual
//! Progress. (Max 3) / When you play a Weapon or Artifact card: If you already have 3
//! Cleansing Ritual Progress, discard this card and cause the card you play to cost 2 less
//! Elemental Dice."
//!
//! Every summon that leaves play counts, of either side ([`EntityDef::on_summon_left`]).
//! At 3 the next Weapon or Artifact card of its side is lowered by up to 2 dice and
//! Hanachirusato is discarded, also when the card costs less than 2; a card that already
//! costs no dice (Lyresong's 2 less on an artifact of 2) leaves it in play (as the
//! reference: differential position 4-70).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Hanachirusato, &CardDef::SUPPORT),
    Def::Entity(EntityId::Hanachirusato, &ENTITY),
];

/// "(Max 3)", and the progress it needs.
const PROGRESS: u8 = 3;
/// Dice less.
const LESS: u8 = 2;

/// The support: `usage` is its Cleansing Ritual Progress (it enters with none and stays at
/// 0).
static ENTITY: EntityDef = EntityDef::new()
    .init(0, NO_DURATION)
    .keep_at_zero()
    .on_summon_left(|_, me, _| me.usage = (me.usage + 1).min(PROGRESS))
    .on_cost(|cx, me, q| {
        if me.usage >= PROGRESS
            && templates::is_card_tagged(cx, q, card_tag::WEAPON | card_tag::ARTIFACT)
            && q.reduce_dice(LESS) > 0
        {
            cx.dispose = true;
        }
    });
