//! Fischl: Electro bow. Oz (End Phase summon) and a burst with piercing to standby. Her
//! talent, Stellar Predator, summons an Oz that also strikes after her Normal Attacks.

use crate::cards::prelude::*;
use crate::facts::skill::fischl::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Fischl, &CharacterDef::new(skill)),
    Def::Entity(EntityId::Oz_114011, &OZ),
    Def::Entity(EntityId::Oz_114012, &OZ_TALENT),
    Def::Entity(EntityId::StellarPredator, &EntityDef::NONE),
    Def::Card(CardId::StellarPredator, &STELLAR_PREDATOR),
];

/// Piercing damage of Midnight Phantasmagoria to each opposing standby character.
const BURST_PIERCE: u8 = 2;
/// Oz of Stellar Predator: "After Fischl uses a Normal Attack: Deal 2 Electro DMG."
const OZ_TALENT_DAMAGE: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        BOLTS_OF_DOWNFALL => cx.base_damage(),
        // Damage, summon Oz (with Stellar Predator, the talent version, which replaces the
        // other one, as in the reference).
        NIGHTRIDER => {
            cx.base_damage();
            cx.create_version(
                Zone::Summons,
                EntityId::StellarPredator,
                EntityId::Oz_114011,
                EntityId::Oz_114012,
            );
        }
        // Damage, piercing to standby.
        MIDNIGHT_PHANTASMAGORIA => {
            cx.base_damage();
            cx.damage_standby(PIERCING, BURST_PIERCE);
        }
        _ => {}
    }
}

/// Oz: "End Phase: Deal 1 Electro DMG. Usage(s): 2".
static OZ: EntityDef = templates::summon(ELECTRO, 1);

/// Oz summoned by a Fischl with Stellar Predator (114012): "End Phase: Deal 1 Electro DMG.
/// Usage(s): 2. After Fischl uses a Normal Attack: Deal 2 Electro DMG. (Consumes Usage(s))"
/// It keeps this effect after the talent is gone (it is another summon).
static OZ_TALENT: EntityDef = templates::summon(ELECTRO, 1).on_after_skill(|cx, me, e| {
    let fischl = cx.state.character(e.player, e.character as usize).id == CharacterId::Fischl;
    if e.player == cx.player && e.kind == SkillKind::Normal && fischl && me.usage > 0 {
        cx.damage_active(ELECTRO, OZ_TALENT_DAMAGE);
        cx.spend_after(me);
    }
});

/// Stellar Predator (talent, Combat Action): "When your active character is Fischl, equip
/// this card. After Fischl equips this card, immediately use Nightrider once. When your
/// Fischl, who has this card equipped, creates an Oz, Oz will gain the following effect:
/// after Fischl uses a Normal Attack: Deal 2 Electro DMG. (Consumes Usage(s))"
static STELLAR_PREDATOR: CardDef = CardDef::talent::<NIGHTRIDER>();
