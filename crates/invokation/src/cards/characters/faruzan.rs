//! Faruzan: Anemo bow. Wind Realm of Nasamjnin gives her Manifest Gale (a cheaper Charged
//! Attack that deals Anemo and leaves Pressurized Collapse on its target); her burst
//! summons Dazzling Polyhedron, which makes the opposing characters take more Anemo damage.
//! Her talent, The Wondrous Path of Truth, makes the Polyhedron give Anemo dice.

use crate::cards::prelude::*;
use crate::facts::skill::faruzan::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Faruzan, &CharacterDef::new(skill)),
    Def::Entity(EntityId::ManifestGale, &MANIFEST_GALE),
    Def::Entity(EntityId::PressurizedCollapse, &PRESSURIZED_COLLAPSE),
    Def::Entity(POLYHEDRON, &POLYHEDRON_DEF),
    Def::Entity(POLYHEDRON_TALENT, &POLYHEDRON_TALENT_DEF),
    // Its effect is in The Wind's Secret Ways and the Polyhedron it creates.
    Def::Entity(EntityId::TheWondrousPathOfTruth, &EntityDef::NONE),
    Def::Card(CardId::TheWondrousPathOfTruth, &THE_WONDROUS_PATH_OF_TRUTH),
];

/// Dazzling Polyhedron (without the talent).
const POLYHEDRON: EntityId = EntityId::DazzlingPolyhedron_115093;
/// Dazzling Polyhedron (Faruzan with The Wondrous Path of Truth creates it: it gives Anemo
/// dice).
const POLYHEDRON_TALENT: EntityId = EntityId::DazzlingPolyhedron_115096;
/// Dazzling Polyhedron: "End Phase: Deal 1 Anemo DMG"; "Opposing characters take +1 Anemo
/// DMG".
const POLYHEDRON_DAMAGE: u8 = 1;
const POLYHEDRON_BONUS: i32 = 1;
/// The Wondrous Path of Truth: "create 1 Anemo Die".
const TALENT_DICE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        PARTHIAN_SHOT => cx.base_damage(),
        // Wind Realm of Nasamjnin: "Deals 3 Anemo DMG, this character gains Manifest Gale."
        WIND_REALM_OF_NASAMJNIN => {
            cx.base_damage();
            cx.attach_self(EntityId::ManifestGale);
        }
        // The Wind's Secret Ways: "Deals 1 Anemo DMG, summons Dazzling Polyhedron." With
        // the talent, the Polyhedron that gives dice, and its first die at once (as the
        // reference, with the skill: also when the summon zone is full).
        THE_WINDS_SECRET_WAYS => {
            cx.base_damage();
            let talent = EntityId::TheWondrousPathOfTruth;
            cx.create_version(Zone::Summons, talent, POLYHEDRON, POLYHEDRON_TALENT);
            if cx.has(talent) {
                cx.gain_dice(Die::Anemo, TALENT_DICE);
            }
        }
        _ => {}
    }
}

/// Manifest Gale (status of Faruzan): "When the character to which this is attached uses a
/// Charged Attack: Spend 1 less Unaligned Element. The Physical DMG dealt will be converted
/// to Anemo DMG, and the target character gains Pressurized Collapse. Usage(s): 1" (usages
/// from the facts). The discount spends nothing (as the reference); the damage of the
/// Charged Attack spends the usage.
static MANIFEST_GALE: EntityDef = EntityDef::new()
    .on_cost_unaligned(|cx, _, q| {
        let Some(c) = cx.character() else { return };
        if q.is_charged_attack_of(cx.state, cx.player, c) {
            q.reduce_unaligned();
        }
    })
    .on_damage_type(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if !(d.dealt_directly_by(cx.player, c) && d.is_charged()) || me.usage == 0 {
            return;
        }
        if d.dtype == PHYSICAL {
            d.dtype = ANEMO;
        }
        attach_pressurized_collapse(cx, d.cmd.to, d.cmd.target);
        me.usage -= 1;
        if me.usage == 0 {
            cx.dispose = true;
        }
    });

/// Attaches Pressurized Collapse to `player`'s character `c`: "(Only one of this status can
/// exist on the field at once.)": one on another character of that side is discarded first
/// (the reference's `conflictWith: crossCharacter`).
fn attach_pressurized_collapse(cx: &mut Cx, player: Player, c: u8) {
    let id = EntityId::PressurizedCollapse;
    for other in 0..CHARACTERS as u8 {
        if other != c && cx.state.character(player, other as usize).has(id) {
            cx.remove_from(player, Zone::Character(other), id);
        }
    }
    cx.add_to(player, Zone::Character(c), id, 0);
}

/// Pressurized Collapse (status of an opposing character): "End Phase: Switch the
/// character to which this is attached to be the active character. Usage(s): 1" (usages
/// from the facts): a forced switch of its own side.
static PRESSURIZED_COLLAPSE: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    if let Some(c) = cx.character() {
        cx.switch_to(c);
    }
    cx.spend_after(me);
});

/// Dazzling Polyhedron (summon): "End Phase: Deal 1 Anemo DMG. Usage(s): 3. When this
/// Summon is on the field: Opposing characters take +1 Anemo DMG." (usages from the facts):
/// whoever deals the Anemo damage, as the reference.
static POLYHEDRON_DEF: EntityDef =
    templates::summon(ANEMO, POLYHEDRON_DAMAGE).on_opponent_damage_taken_add(anemo_bonus);

/// Dazzling Polyhedron of The Wondrous Path of Truth: the same, and "when the Action Phase
/// begins: create 1 Anemo Die" (its die on entering is the skill's).
static POLYHEDRON_TALENT_DEF: EntityDef = templates::summon(ANEMO, POLYHEDRON_DAMAGE)
    .on_opponent_damage_taken_add(anemo_bonus)
    .on_action_phase_start(|cx, _| cx.gain_dice(Die::Anemo, TALENT_DICE));

fn anemo_bonus(cx: &mut Cx, _me: &mut Status, d: &mut DamageCalc) {
    if d.cmd.to != cx.player && d.is(Element::Anemo) {
        d.amount += POLYHEDRON_BONUS;
    }
}

/// The Wondrous Path of Truth (talent, Combat Action): "When your active character is
/// Faruzan, equip this card. After Faruzan equips this card, immediately use The Wind's
/// Secret Ways once. Dazzling Polyhedron created by Faruzan with this card equipped will
/// create 1 Anemo Die when it enters the field and when the Action Phase begins."
static THE_WONDROUS_PATH_OF_TRUTH: CardDef = CardDef::talent::<THE_WINDS_SECRET_WAYS>();
