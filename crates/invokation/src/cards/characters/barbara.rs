//! Barbara: Hydro catalyst healer. Melody Loop (End Phase heal of the team and Hydro on the
//! active character) and a burst that heals the team. Her talent, Glorious Season, makes a
//! switch cost 1 die less once per round while Melody Loop is on the field.

use crate::cards::prelude::*;
use crate::facts::skill::barbara::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Barbara, &CharacterDef::new(skill)),
    Def::Entity(EntityId::MelodyLoop, &MELODY_LOOP),
    Def::Entity(EntityId::GloriousSeason, &GLORIOUS_SEASON_EQUIPPED),
    Def::Card(CardId::GloriousSeason, &GLORIOUS_SEASON),
];

/// Shining Miracle♪: "Heals all of your characters for 4 HP."
const MIRACLE_HEAL: u8 = 4;
/// Melody Loop: "Heal all your characters for 1 HP".
const LOOP_HEAL: u8 = 1;
/// Glorious Season: dice taken off a switch, once per round.
const SWITCH_DISCOUNT: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Whisper of Water: base damage.
        WHISPER_OF_WATER => cx.base_damage(),
        // Let the Show Begin♪: damage, then Melody Loop.
        LET_THE_SHOW_BEGIN => {
            cx.base_damage();
            cx.summon(EntityId::MelodyLoop);
        }
        // Shining Miracle♪: heals every living character of her side.
        SHINING_MIRACLE => cx.heal_all(MIRACLE_HEAL),
        _ => {}
    }
}

/// Melody Loop: "End Phase: Heal all your characters for 1 HP and your active character
/// gains Hydro Application. Usage(s): 2".
static MELODY_LOOP: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    let p = cx.player;
    cx.heal_all(LOOP_HEAL);
    let active = cx.state.active(p) as u8;
    cx.apply(p, active, Element::Hydro);
    cx.spend_after(me);
});

/// Glorious Season, equipped: "When Barbara is on the field, Melody Loop will allow you to
/// spend 1 less Elemental Die the next time you use "Switch Character". (Once per Round)"
static GLORIOUS_SEASON_EQUIPPED: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    let loop_out = cx
        .state
        .player(cx.player)
        .summon(EntityId::MelodyLoop)
        .is_some();
    if q.player == cx.player && matches!(q.action, CostAction::Switch { .. }) && loop_out {
        me.once_per_round_if(|| q.reduce_dice(SWITCH_DISCOUNT) > 0);
    }
});

/// Glorious Season (talent, Combat Action, 3 Hydro): "When your active character is
/// Barbara, equip this card. After Barbara equips this card, immediately use Let the Show
/// Begin♪ once." Its switch discount is on the equipped card.
static GLORIOUS_SEASON: CardDef = CardDef::talent::<LET_THE_SHOW_BEGIN>();
