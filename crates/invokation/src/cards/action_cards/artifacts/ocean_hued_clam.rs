//! Ocean-Hued Clam (Artifact). 6.5.0 text: "入场时：治疗所附属角色2点。 / 我方角色每受到3点治疗，
//! 此牌就累积1个「海染泡沫」。（最多累积2个） / 角色造成伤害时：消耗所有「海染泡沫」，每消耗1个都使
//! 造成的伤害+1。" (When played: heal the character for 2 HP. / Crown of Watatsumi's foam.)
//!
//! The foam is Crown of Watatsumi's ([`super::crown_of_watatsumi`]). The heal when played is
//! healing the foam counts (the artifact is equipped first). It healed 3 HP before 4.3.0 (a
//! number of the text only: followed by version).

use super::crown_of_watatsumi::SEA_DYED_FOAM;
use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::OceanHuedClam, &CARD),
    Def::Entity(EntityId::OceanHuedClam, &SEA_DYED_FOAM),
];

/// "治疗所附属角色2点".
const HEAL: u8 = 2;
/// The heal before 4.3.0: "治疗所附属角色3点".
const HEAL_BEFORE_4_3: u8 = 3;

/// Equipped (by the engine), then the heal.
static CARD: CardDef = CardDef::on_character(|cx| {
    let heal = if cx.state.version() < Version::V4_3_0 {
        HEAL_BEFORE_4_3
    } else {
        HEAL
    };
    cx.heal_target(heal);
});
