//! Jean: Anemo sword. Gale Blade forces the target out; Dandelion Breeze heals her team
//! and summons Dandelion Field. Her talent, Lands of Dandelion, makes the field add 1 to
//! her side's Anemo damage.

use crate::cards::prelude::*;
use crate::facts::skill::jean::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Jean, &CharacterDef::new(skill)),
    Def::Entity(EntityId::DandelionField, &DANDELION_FIELD),
    Def::Entity(EntityId::LandsOfDandelion, &EntityDef::NONE),
    Def::Card(CardId::LandsOfDandelion, &LANDS_OF_DANDELION),
];

/// Dandelion Breeze: "Heals all your characters for 2 HP".
const BREEZE_HEAL: u8 = 2;
/// Dandelion Field's End Phase damage.
const FIELD_DAMAGE: u8 = 1;
/// Dandelion Field's End Phase heal of the active character.
const FIELD_HEAL: u8 = 1;
/// Lands of Dandelion: "your Anemo DMG +1".
const TALENT_BONUS: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Favonius Bladework: base damage.
        FAVONIUS_BLADEWORK => cx.base_damage(),
        // Gale Blade: damage, then the target is switched to the next character.
        GALE_BLADE => {
            cx.base_damage();
            cx.force_switch_opponent(false);
        }
        // Dandelion Breeze: heals her side, summons Dandelion Field.
        DANDELION_BREEZE => {
            cx.heal_all(BREEZE_HEAL);
            cx.summon(EntityId::DandelionField);
        }
        _ => {}
    }
}

/// Dandelion Field: "End Phase: Deal 1 Anemo DMG, heal your active character for 1 HP.
/// Usage(s): 3". With Lands of Dandelion on a Jean of its side (alive: the equipment goes
/// with her): "your Anemo DMG +1", any Anemo damage the side deals, its own too (as in the
/// reference).
static DANDELION_FIELD: EntityDef = templates::healing_summon(ANEMO, FIELD_DAMAGE, FIELD_HEAL)
    .on_damage_add(|cx, _, d| {
        if d.cmd.from == cx.player
            && d.is(Element::Anemo)
            && cx
                .state
                .player(cx.player)
                .any_character_has(EntityId::LandsOfDandelion)
        {
            d.amount += TALENT_BONUS;
        }
    });

/// Lands of Dandelion (talent, Combat Action, 4 Anemo and 2 Energy): "When your active
/// character is Jean, equip this card. After Jean equips this card, immediately use
/// Dandelion Breeze once. When Jean, who has this card equipped, is on the field, Dandelion
/// Field will cause your Anemo DMG to increase by 1." (The energy comes from Jean.)
static LANDS_OF_DANDELION: CardDef = CardDef::talent::<DANDELION_BREEZE>();
