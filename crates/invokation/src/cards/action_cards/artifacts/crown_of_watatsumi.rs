//! Crown of Watatsumi (Artifact): "我方角色每受到3点治疗，此牌就累积1个「海染泡沫」。（最多累积
//! 2个） / 角色造成伤害时：消耗所有「海染泡沫」，每消耗1个都使造成的伤害+1。" (For every 3 HP of
//! healing your characters receive, this card accumulates 1 Sea-Dyed Foam (at most 2). /
//! When the character deals DMG: consume all Sea-Dyed Foam, +1 DMG for each one.)
//!
//! The foam is the entity's usages (it stays at 0); the HP healed towards the next foam is
//! its own data (`aux`). Healing counts the HP restored ([`Healed::amount`]); with 2 foam
//! the healing still counts towards the next (a foam spent is made again at once if 3 HP
//! were healed since). The foam boosts the character's own damage (not damage a reaction
//! spreads, not Piercing damage).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::CrownOfWatatsumi, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::CrownOfWatatsumi, &SEA_DYED_FOAM),
];

/// HP of healing per foam: "每受到3点治疗".
const HEAL_PER_FOAM: u8 = 3;
/// "最多累积2个".
const MAX_FOAM: u8 = 2;

/// The foam's artifacts (Crown of Watatsumi, Ocean-Hued Clam): healing of the side gathers
/// foam, the character's next damage spends it all.
pub(super) static SEA_DYED_FOAM: EntityDef = EntityDef::new()
    .init(0, NO_DURATION)
    .keep_at_zero()
    .on_healed(gather_foam)
    .on_damage_add(spend_foam);

fn gather_foam(cx: &mut Cx, me: &mut Status, e: &Healed) {
    if e.player != cx.player {
        return;
    }
    let healed = me.aux as u32 + e.amount as u32;
    let foam = (healed / HEAL_PER_FOAM as u32).min(u8::MAX as u32) as u8;
    me.aux = (healed % HEAL_PER_FOAM as u32) as u8;
    me.usage = me.usage.saturating_add(foam).min(MAX_FOAM);
}

fn spend_foam(cx: &mut Cx, me: &mut Status, d: &mut DamageCalc) {
    let Some(c) = cx.character() else { return };
    if me.usage > 0 && d.dealt_directly_by(cx.player, c) && d.dtype != DamageType::Piercing {
        d.amount += me.usage as i32;
        me.usage = 0;
    }
}
