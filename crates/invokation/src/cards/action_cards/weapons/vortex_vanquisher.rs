//! Vortex Vanquisher (Polearm, 3 same): "The character deals +1 DMG. When your active
//! character is protected by a Shield Character Status or a Shield Combat Status, you deal
//! +1 DMG. After the character uses an Elemental Skill: If you have a Combat Status that
//! grants a Shield on your side, add 1 Shield point to that Combat Status. (Once per Round)"
//!
//! As in the reference (GI-TCG), and as the 6.5.0 text says ("角色如果在护盾角色状态或护盾
//! 出战状态的保护下，则造成的伤害额外+1"): the additional +1 is on the equipped character's
//! damage while it has a Shield status or its side a Shield combat status; the point goes
//! to the first Shield combat status (in order of creation), beyond its stacking limit; the
//! once-per-round use is spent only when there is one.

use crate::cards::is_shield;
use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::VortexVanquisher, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::VortexVanquisher, &ENTITY),
];

/// The character's bonus.
const BONUS: i32 = 1;
/// The additional bonus under a shield.
const SHIELDED_BONUS: i32 = 1;
/// Shield points added after an Elemental Skill.
const POINTS: u8 = 1;

/// Whether an entity is a Shield with points left.
fn shield(s: &Status) -> bool {
    is_shield(s.id) && s.usage > 0
}

static ENTITY: EntityDef = EntityDef::new()
    .on_damage_add(|cx, _, d| {
        let Some(c) = cx.character() else { return };
        if !d.dealt_directly_by(cx.player, c) {
            return;
        }
        d.amount += BONUS;
        let side = cx.state.player(cx.player);
        let shielded = side.combat.iter().any(shield)
            || side.characters[c as usize].statuses.iter().any(shield);
        if shielded {
            d.amount += SHIELDED_BONUS;
        }
    })
    .on_after_skill(|cx, me, e| {
        let Some(c) = cx.character() else { return };
        if e.player != cx.player || e.character != c || e.kind != SkillKind::Elemental {
            return;
        }
        let first = cx
            .state
            .player(cx.player)
            .combat
            .iter()
            .find(|s| shield(s))
            .copied();
        if let Some(s) = first {
            if me.once_per_round() {
                let p = cx.player;
                cx.gain_usage(p, Zone::Combat, &s, POINTS);
            }
        }
    });
