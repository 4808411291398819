//! Barbara: Hydro catalyst healer. Melody Loop (End Phase heal of the team and Hydro on the
//! active character) and a burst that heals the team. Her talent, Glorious Season, makes a
//! switch cost 1 die less once per round while Melody Loop is on the field.

use crate::cards::{CardDef, CharacterDef, CostAction, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Command, Event};
use crate::facts::{CardId, Element, EntityId};
use crate::state::Status;

use super::heal_all;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Position of Let the Show Begin♪ in Barbara's skill list.
const SHOW_BEGIN: u8 = 1;
/// Shining Miracle♪: "Heals all of your characters for 4 HP."
const MIRACLE_HEAL: u8 = 4;
/// Melody Loop: "Heal all your characters for 1 HP".
const LOOP_HEAL: u8 = 1;
/// Glorious Season: dice taken off a switch, once per round.
const SWITCH_DISCOUNT: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Whisper of Water: base damage.
        0 => cx.base_damage(),
        // Let the Show Begin♪: damage, then Melody Loop.
        SHOW_BEGIN => {
            cx.base_damage();
            cx.summon(EntityId::MelodyLoop);
        }
        // Shining Miracle♪: heals every living character of her side.
        2 => {
            for cmd in heal_all(cx.state, cx.player, MIRACLE_HEAL)
                .into_iter()
                .flatten()
            {
                cx.push(cmd);
            }
        }
        _ => {}
    }
}

/// Melody Loop: "End Phase: Heal all your characters for 1 HP and your active character
/// gains Hydro Application. Usage(s): 2".
static MELODY_LOOP: EntityDef = EntityDef {
    listens: listen::END_PHASE,
    on: melody_loop,
    ..EntityDef::INERT
};

fn melody_loop(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::EndPhase) = hook {
        let p = cx.owner;
        for cmd in heal_all(cx.state, p, LOOP_HEAL).into_iter().flatten() {
            cx.push(cmd);
        }
        cx.push(Command::Apply {
            from: p,
            to: p,
            character: cx.state.active(p) as u8,
            element: Element::Hydro,
        });
        cx.spend_after(me);
    }
}

/// Glorious Season, equipped: "When Barbara is on the field, Melody Loop will allow you to
/// spend 1 less Elemental Die the next time you use "Switch Character". (Once per Round)"
static GLORIOUS_SEASON_EQUIPPED: EntityDef = EntityDef {
    listens: listen::COST,
    on: glorious_season,
    ..EntityDef::INERT
};

fn glorious_season(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Cost(q) = hook {
        if q.player == cx.owner
            && matches!(q.action, CostAction::Switch { .. })
            && me.counter == 0
            && cx
                .state
                .player(cx.owner)
                .summon(EntityId::MelodyLoop)
                .is_some()
            && q.reduce_dice(SWITCH_DISCOUNT) > 0
        {
            me.counter = 1;
        }
    }
}

/// Glorious Season (talent, Combat Action, 3 Hydro): "When your active character is
/// Barbara, equip this card. After Barbara equips this card, immediately use Let the Show
/// Begin♪ once." Its switch discount is on the equipped card.
static GLORIOUS_SEASON: CardDef = CardDef::talent::<SHOW_BEGIN>();

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::MelodyLoop => &MELODY_LOOP,
        EntityId::GloriousSeason => &GLORIOUS_SEASON_EQUIPPED,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::GloriousSeason => &GLORIOUS_SEASON,
        _ => return None,
    })
}
