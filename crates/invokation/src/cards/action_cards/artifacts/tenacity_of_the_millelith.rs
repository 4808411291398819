//! Tenacity of the Millelith (Artifact): "When Action Phase begins: The character to which
//! this is attached gains Unmovable Mountain that provides 2 Shield points. / After this
//! character takes DMG: If the character this card is attached to is the active character,
//! create 1 Elemental Die matching this character's Elemental Type. (Once per Round)"
//!
//! The first half is General's Ancient Helm's (Unmovable Mountain is defined there). Damage
//! a shield absorbed whole is still damage taken (as the reference: its "damaged" event).

use super::generals_ancient_helm::unmovable_mountain;
use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::TenacityOfTheMillelith, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::TenacityOfTheMillelith, &ENTITY),
];

/// "Create 1 Elemental Die".
const DICE: u8 = 1;

/// The artifact itself has no usages (its facts' "2 Shield points" are Unmovable Mountain's).
static ENTITY: EntityDef = EntityDef::new()
    .init(0, NO_DURATION)
    .on_action_phase_start(unmovable_mountain)
    .on_damaged(|cx, me, e| {
        let Some(c) = cx.character() else { return };
        if e.player != cx.player || e.character != c || !cx.on_active() {
            return;
        }
        let element = cx.state.character_facts(cx.player, c as usize).element;
        if let Some(element) = element {
            if me.once_per_round() {
                cx.gain_dice(Die::of(element), DICE);
            }
        }
    });
