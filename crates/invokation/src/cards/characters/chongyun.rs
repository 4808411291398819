//! Chongyun: Cryo claymore. Chonghua Frost Field turns his team's melee Physical damage
//! into Cryo; his talent, Steady Breathing, makes the field add 1 to their Normal Attacks.

use crate::cards::prelude::*;
use crate::facts::skill::chongyun::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Chongyun, &CharacterDef::new(skill)),
    Def::Entity(FIELD, &FROST_FIELD),
    Def::Entity(FIELD_TALENT, &FROST_FIELD),
    // Its effect is in Chonghua's Layered Frost (the talent's field).
    Def::Entity(EntityId::SteadyBreathing, &EntityDef::NONE),
    Def::Card(CardId::SteadyBreathing, &STEADY_BREATHING),
];

/// Chonghua Frost Field (the one Chonghua's Layered Frost creates without the talent).
const FIELD: EntityId = EntityId::ChonghuaFrostField_111041;
/// Chonghua Frost Field (the one Chongyun with Steady Breathing creates: Normal Attacks +1).
const FIELD_TALENT: EntityId = EntityId::ChonghuaFrostField_111042;
/// Steady Breathing's field: "Normal Attacks ... deal +1 DMG".
const TALENT_FIELD_BONUS: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Demonbane: base damage.
        DEMONBANE => cx.base_damage(),
        // Chonghua's Layered Frost: damage, then the Frost Field (with Steady Breathing,
        // the talent version; the two replace each other, as in the reference).
        CHONGHUAS_LAYERED_FROST => {
            cx.base_damage();
            cx.create_version(Zone::Combat, EntityId::SteadyBreathing, FIELD, FIELD_TALENT);
        }
        // Cloud-Parting Star: base damage.
        CLOUD_PARTING_STAR => cx.base_damage(),
        _ => {}
    }
}

/// Chonghua Frost Field: "Your Sword, Claymore, and Polearm-wielding characters' Physical
/// DMG is converted to Cryo DMG. Duration (Rounds): 2" (duration from the facts). As in
/// the reference, it converts skill damage. The talent version (111042) adds: "Your Sword,
/// Claymore, and Polearm-wielding characters' Normal Attacks deal +1 DMG."
static FROST_FIELD: EntityDef = EntityDef::new()
    .on_damage_type(|cx, _, d| {
        if d.cmd.from == cx.player
            && d.dtype == PHYSICAL
            && d.is_skill()
            && melee_skill(cx.state, cx.player, d.cmd.source)
        {
            d.dtype = CRYO;
        }
    })
    .on_damage_add(|cx, me, d| {
        if me.id == FIELD_TALENT
            && d.cmd.from == cx.player
            && d.is_normal_attack()
            && melee_skill(cx.state, cx.player, d.cmd.source)
        {
            d.amount += TALENT_FIELD_BONUS;
        }
    });

/// Whether the damage comes from a skill of a Sword, Claymore or Polearm user of `owner`.
fn melee_skill(state: &GameState, owner: Player, source: Source) -> bool {
    let Source::Character(c) = source else {
        return false;
    };
    state.character_facts(owner, c as usize).weapon.is_melee()
}

/// Steady Breathing (talent, Combat Action, 3 Cryo): "When your active character is
/// Chongyun, equip this card. After Chongyun equips this card, immediately use Chonghua's
/// Layered Frost once. When your Chongyun, who has this card equipped, creates a Chonghua
/// Frost Field, it will have the following effects: Your Sword, Claymore, and
/// Polearm-wielding characters' Normal Attacks deal +1 DMG."
static STEADY_BREATHING: CardDef = CardDef::talent::<CHONGHUAS_LAYERED_FROST>();
