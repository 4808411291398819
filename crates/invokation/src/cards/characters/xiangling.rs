//! Xiangling: Pyro polearm. Guoba (End Phase summon) and Pyronado (Pyro damage after each
//! of her side's skills). Her talent, Crossfire, makes Guoba Attack deal damage too.

use crate::cards::prelude::*;
use crate::facts::skill::xiangling::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Xiangling, &CharacterDef::new(skill)),
    Def::Entity(EntityId::Guoba, &GUOBA),
    Def::Entity(EntityId::Pyronado, &PYRONADO_STATUS),
    Def::Entity(EntityId::Crossfire, &EntityDef::NONE),
    Def::Card(CardId::Crossfire, &CROSSFIRE),
];

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        DOUGH_FU => cx.base_damage(),
        // Guoba Attack: summons Guoba; with Crossfire equipped, Xiangling also deals the
        // skill's 1 Pyro damage (the damage in the facts belongs to the talent).
        GUOBA_ATTACK => {
            if cx.has(EntityId::Crossfire) {
                cx.base_damage();
            }
            cx.summon(EntityId::Guoba);
        }
        // Pyronado: damage, then the Pyronado combat status.
        PYRONADO => {
            cx.base_damage();
            cx.combat_status(EntityId::Pyronado);
        }
        _ => {}
    }
}

/// Guoba: "End Phase: Deal 2 Pyro DMG. Usage(s): 2".
static GUOBA: EntityDef = templates::summon(PYRO, 2);

/// Pyronado: "After your character uses a Skill: Deal 2 Pyro DMG. Usage(s): 2". The burst
/// that creates it does not set it off (nor does a later Pyronado burst), as in the
/// reference implementation.
static PYRONADO_STATUS: EntityDef = EntityDef::new().deals(PYRO, 2).on_after_skill(pyronado);

fn pyronado(cx: &mut Cx, me: &mut Status, e: &AfterSkill) {
    let own_burst = e.skill == PYRONADO
        && cx.state.character(e.player, e.character as usize).id == CharacterId::Xiangling;
    if e.player == cx.player && !own_burst && me.usage > 0 {
        cx.strike();
        cx.spend_after(me);
    }
}

/// Crossfire (talent, Combat Action): "When your active character is Xiangling, equip this
/// card. After Xiangling equips this card, immediately use Guoba Attack once. When your
/// Xiangling, who has this card equipped, uses Guoba Attack, she will also deal 1 Pyro
/// DMG."
static CROSSFIRE: CardDef = CardDef::talent::<GUOBA_ATTACK>();
