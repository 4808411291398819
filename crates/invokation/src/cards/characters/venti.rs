//! Venti: Anemo bow. Skyward Sonnet's Stormzone makes his side's switches cheaper; Wind's
//! Grand Ode summons Stormeye, which converts to the first element its side swirls and
//! pulls the opponent's active character towards Venti's side's active one. His talent,
//! Embrace of Winds, makes a triggered Stormzone also lower the next Normal Attack's cost.

use crate::cards::closest;
use crate::cards::prelude::*;
use crate::facts::skill::venti::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Venti, &CharacterDef::new(skill)),
    Def::Entity(EntityId::Stormzone_115031, &STORMZONE),
    Def::Entity(EntityId::Stormzone_115032, &TALENT_STORMZONE),
    Def::Entity(EntityId::WindsOfHarmony, &WINDS_OF_HARMONY),
    Def::Entity(EntityId::Stormeye, &STORMEYE),
    // Its effect is in Skyward Sonnet (the Stormzone it creates).
    Def::Entity(EntityId::EmbraceOfWinds, &EntityDef::NONE),
    Def::Card(CardId::EmbraceOfWinds, &EMBRACE_OF_WINDS),
];

/// Stormeye's End Phase damage ("Deal 2 Anemo DMG").
const STORMEYE_DAMAGE: u8 = 2;
/// Stormzone: "Spend 1 less Elemental Die" on a switch.
const STORMZONE_DISCOUNT: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        DIVINE_MARKSMANSHIP => cx.base_damage(),
        // "Deals 2 Anemo DMG, creates 1 Stormzone." With Embrace of Winds equipped, the
        // Stormzone of the talent; the two exclude each other (as in the reference).
        SKYWARD_SONNET => {
            cx.base_damage();
            cx.create_version(
                Zone::Combat,
                EntityId::EmbraceOfWinds,
                EntityId::Stormzone_115031,
                EntityId::Stormzone_115032,
            );
        }
        // "Deals 2 Anemo DMG, summons 1 Stormeye." (A Swirl of this damage converts the new
        // Stormeye: its events wait for the skill's end.)
        WINDS_GRAND_ODE => {
            cx.base_damage();
            cx.summon(EntityId::Stormeye);
        }
        _ => {}
    }
}

/// Stormzone: "When you perform "Switch Character": Spend 1 less Elemental Die. Usage(s):
/// 2" (usages from the facts). A switch that already costs nothing keeps the usage.
static STORMZONE: EntityDef = EntityDef::new().on_cost(stormzone_cost);

/// Stormzone created by a Venti with Embrace of Winds (115032): as the other one, and
/// "After a Stormzone ... is triggered, the next Normal Attack performed by your character
/// in this Round will cost 1 less Unaligned Element" (Winds of Harmony, created when the
/// switch is paid).
static TALENT_STORMZONE: EntityDef = EntityDef::new().on_cost(stormzone_cost);

fn stormzone_cost(cx: &mut Cx, me: &mut Status, q: &mut CostQuery) {
    if q.player == cx.player
        && matches!(q.action, CostAction::Switch { .. })
        && me.usage > 0
        && q.reduce_dice(STORMZONE_DISCOUNT) > 0
    {
        me.usage -= 1;
        if q.commit && me.id == EntityId::Stormzone_115032 {
            cx.combat_status(EntityId::WindsOfHarmony);
        }
    }
}

/// Winds of Harmony: "During this Round, your character's next Normal Attack costs 1 less
/// Unaligned Element." One use, this round (as the reference keeps it: 1 usage, 1 round); a
/// Normal Attack without unaligned dice in its cost keeps it.
static WINDS_OF_HARMONY: EntityDef = EntityDef::new().init(1, 1).on_cost_unaligned(|cx, me, q| {
    let normal = matches!(
        q.action,
        CostAction::Skill {
            kind: SkillKind::Normal,
            ..
        }
    );
    if q.player == cx.player && normal && me.usage > 0 && q.reduce_unaligned() {
        me.usage -= 1;
    }
});

/// Stormeye: "End Phase: Deal 2 Anemo DMG. Your opponent switches to: Character Closest to
/// Your Current Active Character. Usage(s): 2 / After your character or Summon triggers a
/// Swirl reaction: Convert the Elemental Type of this card and change its DMG dealt to the
/// element Swirled. (Can only be converted once before leaving the field)"
static STORMEYE: EntityDef = templates::swirl_converting(STORMEYE_DAMAGE).on_end_phase(|cx, me| {
    let (dtype, amount) = templates::converted_damage(cx, me);
    cx.damage_active(dtype, amount);
    let mine = cx.state.active(cx.player);
    if let Some(c) = closest(cx.state, cx.player.other(), mine) {
        cx.switch_opponent_to(c);
    }
    cx.spend_after(me);
});

/// Embrace of Winds (talent, Combat Action, 3 Anemo): "When your active character is
/// Venti, equip this card. After Venti equips this card, immediately use Skyward Sonnet
/// once. After a Stormzone created by your Venti, who has this card equipped, is
/// triggered, the next Normal Attack performed by your character in this Round will cost 1
/// less Unaligned Element."
static EMBRACE_OF_WINDS: CardDef = CardDef::talent::<SKYWARD_SONNET>();
