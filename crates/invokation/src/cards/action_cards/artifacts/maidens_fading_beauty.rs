//! Maiden's Fading Beauty (Artifact, 1 same). 6.5.0 text: "附属角色受到圣遗物以外的治疗后：治
//! 疗我方受伤最多的角色1点。（每回合至多触发2次）" (After the character to which this is
//! attached receives healing from a source other than an Artifact: heal the most injured
//! character on your side for 1 HP. Twice per Round at most.)
//!
//! A heal's source is its entity or card ([`Healed::by_artifact`]): an Artifact's heal
//! (this card's own among them) does not set it off. A heal at full HP is a heal, as for
//! the other "after healed" effects; the twice a round are counted in the per-round
//! counter.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::MaidensFadingBeauty, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::MaidensFadingBeauty, &ENTITY),
];

/// "治疗我方受伤最多的角色1点".
const HEAL: u8 = 1;
/// "每回合至多触发2次".
const PER_ROUND: u8 = 2;

static ENTITY: EntityDef = EntityDef::new().on_healed(|cx, me, e| {
    if e.player == cx.player
        && Some(e.character) == cx.character()
        && !e.by_artifact
        && me.per_round(PER_ROUND)
    {
        cx.heal_most_injured(HEAL);
    }
});
