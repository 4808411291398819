//! Collei: Dendro bow. Trump-Card Kitty summons Cuilein-Anbar, whose End Phase Dendro
//! damage reacts like any other (Bloom, Quicken, Burning: the reaction's entity goes to
//! Collei's side).

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Event, Source};
use crate::facts::{CardId, DamageType, Element, EntityId};
use crate::state::Status;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Cuilein-Anbar: "End Phase: Deal 2 Dendro DMG."
const CUILEIN_ANBAR_DAMAGE: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Supplicant's Bowmanship: "Deals 2 Physical DMG."
        // Floral Brush: "Deals 3 Dendro DMG."
        0 | 1 => cx.base_damage(),
        // Trump-Card Kitty: "Deals 2 Dendro DMG, summons 1 Cuilein-Anbar."
        2 => {
            cx.base_damage();
            cx.summon(EntityId::CuileinAnbar);
        }
        _ => {}
    }
}

/// Cuilein-Anbar: "End Phase: Deal 2 Dendro DMG. Usage(s): 2" (usages from the facts).
static CUILEIN_ANBAR: EntityDef = EntityDef {
    listens: listen::END_PHASE,
    on: cuilein_anbar,
    ..EntityDef::INERT
};

fn cuilein_anbar(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::EndPhase) = hook {
        let dendro = DamageType::Elemental(Element::Dendro);
        cx.damage_active(Source::Summon(me.id), CUILEIN_ANBAR_DAMAGE, dendro);
        cx.spend_after(me);
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::CuileinAnbar => &CUILEIN_ANBAR,
        _ => return None,
    })
}

pub(super) fn card(_id: CardId) -> Option<&'static CardDef> {
    None
}
