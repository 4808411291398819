//! Yoimiya: Pyro bow. Niwabi Fire-Dance gives her Niwabi Enshou (Pyro-infused, stronger
//! Normal Attacks) and grants no energy; her burst leaves Aurous Blaze, which strikes after
//! her teammates' skills. Her talent, Naganohara Meteor Swarm, adds 1 Pyro DMG after each
//! Normal Attack boosted by Niwabi Enshou.

use crate::cards::prelude::*;
use crate::facts::skill::yoimiya::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Yoimiya, &CharacterDef::new(skill)),
    Def::Entity(NIWABI, &NIWABI_ENSHOU),
    Def::Entity(NIWABI_TALENT, &NIWABI_ENSHOU_TALENT),
    Def::Entity(EntityId::AurousBlaze, &AUROUS_BLAZE),
    // Its effect is in Niwabi Fire-Dance.
    Def::Entity(EntityId::NaganoharaMeteorSwarm, &EntityDef::NONE),
    Def::Card(CardId::NaganoharaMeteorSwarm, &NAGANOHARA_METEOR_SWARM),
];

/// Niwabi Enshou.
const NIWABI: EntityId = EntityId::NiwabiEnshou_113051;
/// Niwabi Enshou created by a Yoimiya with Naganohara Meteor Swarm.
const NIWABI_TALENT: EntityId = EntityId::NiwabiEnshou_113053;
/// Niwabi Enshou: "Normal Attacks deal +1 DMG".
const NIWABI_BONUS: i32 = 1;
/// Naganohara Meteor Swarm: "Deal 1 additional Pyro DMG" after Niwabi Enshou triggers.
const TALENT_STRIKE: u8 = 1;
/// Aurous Blaze: "Deal 1 Pyro DMG".
const AUROUS_STRIKE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        FIREWORK_FLARE_UP => cx.base_damage(),
        // "This character gains Niwabi Enshou. (This Skill does not grant Energy)" With
        // Naganohara Meteor Swarm equipped, the talent's Niwabi Enshou; the two exclude each
        // other (as in the reference). Before 4.2.0 the talent's one has the usages of the
        // plain one (its facts begin in 4.2.0, when the talent gave it +1 usage).
        NIWABI_FIRE_DANCE => {
            cx.no_energy();
            let c = cx.character;
            if cx.has(EntityId::NaganoharaMeteorSwarm) {
                let usage = match cx.state.entity_facts(NIWABI_TALENT) {
                    Some(_) => 0,
                    None => cx
                        .state
                        .entity_facts(NIWABI)
                        .and_then(|f| f.usage)
                        .unwrap_or(0),
                };
                cx.remove_status(c, NIWABI);
                let p = cx.player;
                cx.add_to(p, Zone::Character(c), NIWABI_TALENT, usage);
            } else {
                cx.replace(Zone::Character(c), NIWABI_TALENT, NIWABI);
            }
        }
        // "Deals 3 Pyro DMG, creates 1 Aurous Blaze."
        RYUUKIN_SAXIFRAGE => {
            cx.base_damage();
            cx.combat_status(EntityId::AurousBlaze);
        }
        _ => {}
    }
}

/// The Physical DMG of the character it is attached to becomes Pyro (damage of its skills,
/// as in the reference).
fn pyro_infusion(cx: &mut Cx, _me: &mut Status, d: &mut DamageCalc) {
    let own = cx.character().is_some_and(|c| d.dealt_by(cx.player, c));
    if own && d.is_skill() && d.dtype == PHYSICAL {
        d.dtype = PYRO;
    }
}

/// Whether `d` is a Normal Attack's damage of the character the entity is attached to.
fn own_normal_attack(cx: &Cx, d: &DamageCalc) -> bool {
    cx.character().is_some_and(|c| d.dealt_by(cx.player, c)) && d.is_normal_attack()
}

/// Niwabi Enshou (113051): "The character to which this is attached has their Normal
/// Attacks deal +1 DMG, and their Physical DMG dealt converted to Pyro DMG. / Usage(s): 3"
/// (usages from the facts): each Normal Attack's damage boosted spends one.
static NIWABI_ENSHOU: EntityDef = EntityDef::new()
    .on_damage_type(pyro_infusion)
    .on_damage_add(|cx, me, d| {
        if own_normal_attack(cx, d) && me.take_usage() {
            d.amount += NIWABI_BONUS;
        }
    });

/// Niwabi Enshou of a Yoimiya with Naganohara Meteor Swarm (113053): the same, and "After
/// the Niwabi Enshou ... triggers: Deal 1 additional Pyro DMG": after each Normal Attack of
/// its character it deals 1 Pyro DMG and spends a usage (as in the reference, the usage is
/// spent after the attack: the +1 and the conversion hold until it is gone).
static NIWABI_ENSHOU_TALENT: EntityDef = EntityDef::new()
    .deals(PYRO, TALENT_STRIKE)
    .on_damage_type(pyro_infusion)
    .on_damage_add(|cx, _, d| {
        if own_normal_attack(cx, d) {
            d.amount += NIWABI_BONUS;
        }
    })
    .on_after_skill(|cx, me, e| {
        let mine = e.player == cx.player && Some(e.character) == cx.character();
        if mine && e.kind == SkillKind::Normal && me.usage > 0 {
            cx.strike();
            cx.spend_after(me);
        }
    });

/// Aurous Blaze (combat status): "After your character other than Yoimiya uses a Skill:
/// Deal 1 Pyro DMG. / Duration (Rounds): 2" (duration from the facts).
static AUROUS_BLAZE: EntityDef =
    EntityDef::new()
        .deals(PYRO, AUROUS_STRIKE)
        .on_after_skill(|cx, _, e| {
            let yoimiya =
                cx.state.character(e.player, e.character as usize).id == CharacterId::Yoimiya;
            if e.player == cx.player && !yoimiya {
                cx.strike();
            }
        });

/// Naganohara Meteor Swarm (talent, Combat Action): "When your active character is
/// Yoimiya, equip this card. After Yoimiya equips this card, immediately use Niwabi
/// Fire-Dance once. After the Niwabi Enshou created by your Yoimiya, who has this card
/// equipped, triggers: Deal 1 additional Pyro DMG." (4.2.0 to 4.6.x: "its starting Usage(s)
/// +1", the usages the facts of the talent's Niwabi Enshou give.)
static NAGANOHARA_METEOR_SWARM: CardDef = CardDef::talent::<NIWABI_FIRE_DANCE>();
