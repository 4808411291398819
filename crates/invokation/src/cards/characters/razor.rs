//! Razor: Electro claymore. Lightning Fang gives him The Wolf Within (Electro damage after
//! his Normal Attacks and Elemental Skills); his talent, Awakening, charges an Electro
//! teammate after Claw and Thunder.

use crate::cards::prelude::*;
use crate::facts::skill::razor::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Razor, &CharacterDef::new(skill)),
    Def::Entity(EntityId::TheWolfWithin, &WOLF_WITHIN),
    Def::Entity(EntityId::Awakening, &AWAKENING_EQUIPPED),
    Def::Card(CardId::Awakening, &AWAKENING),
];

/// Awakening: energy given.
const AWAKENING_ENERGY: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Steel Fang, Claw and Thunder: base damage.
        STEEL_FANG | CLAW_AND_THUNDER => cx.base_damage(),
        // Lightning Fang: damage, then The Wolf Within on Razor.
        LIGHTNING_FANG => {
            cx.base_damage();
            cx.attach_self(EntityId::TheWolfWithin);
        }
        _ => {}
    }
}

/// The Wolf Within: "After the character to which this is attached uses a Normal Attack or
/// an Elemental Skill: Deal 2 Electro DMG. Duration (Rounds): 2" (duration from the
/// facts).
static WOLF_WITHIN: EntityDef = EntityDef::new()
    .deals(ELECTRO, 2)
    .on_after_skill(|cx, _, e| {
        let kind = matches!(e.kind, SkillKind::Normal | SkillKind::Elemental);
        if kind && e.player == cx.player && Some(e.character) == cx.character() {
            cx.strike();
        }
    });

/// Awakening, equipped: "After Razor, who has this card equipped, uses Claw and Thunder: 1
/// of your Electro characters gains 1 Energy. (Once per Round, active character first)".
/// Only a living Electro character without full energy can take it (as in the reference);
/// after the active one, the others by position from it. The skill's own energy comes
/// first.
static AWAKENING_EQUIPPED: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    let mine = e.player == cx.player && Some(e.character) == cx.character();
    if e.skill != CLAW_AND_THUNDER || !mine || !me.once_per_round() {
        return;
    }
    let ps = cx.state.player(cx.player);
    let taker = ps.alive_from_active().find(|&c| {
        let ch = &ps.characters[c];
        ch.energy < ch.max_energy
            && cx.state.character_facts(cx.player, c).element == Some(Element::Electro)
    });
    if let Some(c) = taker {
        cx.energy(c as u8, AWAKENING_ENERGY);
    }
});

/// Awakening (talent, Combat Action, 3 Electro): "When your active character is Razor,
/// equip this card. After Razor equips this card, immediately use Claw and Thunder once."
static AWAKENING: CardDef = CardDef::talent::<CLAW_AND_THUNDER>();
