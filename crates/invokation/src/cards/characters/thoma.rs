//! Thoma: Pyro polearm. Blazing Barrier, a shield combat status that stacks up to 3 points;
//! Scorching Ooyoroi strikes and renews the Barrier after his team's Normal Attacks. His
//! talent, A Subordinate's Skills, gives the Ooyoroi one more usage.

use crate::cards::prelude::*;
use crate::facts::skill::thoma::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Thoma, &CharacterDef::new(skill)),
    // Blazing Barrier: "Grants 1 Shield point to your active character. (Can stack. Max 3
    // points.)" (points and the stacking limit from the facts).
    Def::Entity(EntityId::BlazingBarrier, &templates::SHIELD),
    Def::Entity(EntityId::ScorchingOoyoroi_113112, &OOYOROI),
    Def::Entity(EntityId::ScorchingOoyoroi_113113, &OOYOROI),
    // Its effect is in Crimson Ooyoroi (the Ooyoroi it creates).
    Def::Entity(EntityId::ASubordinatesSkills, &EntityDef::NONE),
    Def::Card(CardId::ASubordinatesSkills, &A_SUBORDINATES_SKILLS),
];

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        SWIFTSHATTER_SPEAR => cx.base_damage(),
        // "Deals 2 Pyro DMG, creates 1 Blazing Barrier."
        BLAZING_BLESSING => {
            cx.base_damage();
            cx.combat_status(EntityId::BlazingBarrier);
        }
        // "Deals 2 Pyro DMG, creates 1 Blazing Barrier and Scorching Ooyoroi." With the
        // talent equipped, the Ooyoroi with one more usage (113113: 3 usages in the facts);
        // the two versions exclude each other, as in the reference.
        CRIMSON_OOYOROI => {
            cx.base_damage();
            cx.combat_status(EntityId::BlazingBarrier);
            cx.create_version(
                Zone::Combat,
                EntityId::ASubordinatesSkills,
                EntityId::ScorchingOoyoroi_113112,
                EntityId::ScorchingOoyoroi_113113,
            );
        }
        _ => {}
    }
}

/// Scorching Ooyoroi: "After your character uses a Normal Attack: Deal 1 Pyro DMG and create
/// a Blazing Barrier. Usage(s): 2" (usages from the facts: 2, or 3 for the talent's).
static OOYOROI: EntityDef = EntityDef::new().deals(PYRO, 1).on_after_skill(|cx, me, e| {
    if e.player == cx.player && e.kind == SkillKind::Normal && me.usage > 0 {
        cx.strike();
        cx.combat_status(EntityId::BlazingBarrier);
        cx.spend_after(me);
    }
});

/// A Subordinate's Skills (talent, Combat Action, 3 Pyro and 2 Energy): "When your active
/// character is Thoma, equip this card. After Thoma equips this card, immediately use
/// Crimson Ooyoroi once. When your Thoma, who has this card equipped, creates a Scorching
/// Ooyoroi, its starting Usage(s) +1."
static A_SUBORDINATES_SKILLS: CardDef = CardDef::talent::<CRIMSON_OOYOROI>();
