//! Nahida: Dendro catalyst. Her Elemental Skills put Seed of Skandha on opposing characters
//! (1 Piercing DMG to every seeded character of a side after one of them takes Elemental
//! Reaction DMG); her Burst creates Shrine of Maya (+1 to her side's reaction damage).

use crate::cards::{CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Command, DamageCmd, Event, Source};
use crate::facts::{DamageType, EntityId};
use crate::state::{Status, Zone};

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Seed of Skandha's Piercing DMG to each seeded character.
const SEED_PIERCE: u8 = 1;
/// Shrine of Maya: "+1 additional DMG" to reaction damage.
const SHRINE_BONUS: i32 = 1;

/// Seed of Skandha (the status of the current cards).
const SEED: EntityId = EntityId::SeedOfSkandha_117031;
/// Shrine of Maya (the one Illusory Heart creates without the talent).
const SHRINE: EntityId = EntityId::ShrineOfMaya_117032;

fn skill(cx: &mut SkillCx) {
    let opp = cx.player.other();
    match cx.skill {
        // Akara: base damage.
        0 => cx.base_damage(),
        // All Schemes to Know: "Deals 2 Dendro DMG, applies Seed of Skandha to target
        // character. If the target character already has Seed of Skandha applied to them,
        // then apply Seed of Skandha to all opposing characters instead." (The seeds are
        // attached before the damage, as the game does.)
        1 => {
            let target = cx.state.active(opp);
            if cx.state.character(opp, target).has(SEED) {
                seed_all(cx);
            } else {
                seed(cx, target as u8);
            }
            cx.base_damage();
        }
        // All Schemes to Know: Tathata: "Deals 3 Dendro DMG. Applies Seed of Skandha to all
        // opposing characters." (Always usable in 6.5.0, for its own cost.)
        2 => {
            seed_all(cx);
            cx.base_damage();
        }
        // Illusory Heart: "Deals 4 Dendro DMG, creates 1 Shrine of Maya." (Created after
        // the damage: it does not boost the Burst's own damage.)
        3 => {
            cx.base_damage();
            cx.add_combat_status(SHRINE);
        }
        _ => {}
    }
}

/// Attaches Seed of Skandha to opposing character `c`.
fn seed(cx: &mut SkillCx, c: u8) {
    let player = cx.player.other();
    cx.push(Command::Add {
        player,
        zone: Zone::Character(c),
        id: SEED,
        usage: 0,
    });
}

/// Attaches Seed of Skandha to every living opposing character.
fn seed_all(cx: &mut SkillCx) {
    let state = cx.state;
    for c in state.player(cx.player.other()).alive_from_active() {
        seed(cx, c as u8);
    }
}

/// Seed of Skandha: "After any character with Seed of Skandha on that side takes Elemental
/// Reaction DMG: deal 1 Piercing DMG to the character(s) to which the Seed of Skandha is
/// attached. Usage(s): 2"
///
/// It sits on the side it damages (`cx.owner`); its damage comes from the other side. As
/// the game does it, the seed of the damaged character deals its Piercing DMG to its own
/// character first, then each other seed of that side deals its own (each spending a
/// usage). A character defeated by the reaction damage loses its seed before it could
/// react: the other seeds of its side still deal their damage.
static SEED_OF_SKANDHA: EntityDef = EntityDef {
    listens: listen::DAMAGED | listen::OWNER_DEFEATED,
    on: seed_of_skandha,
    ..EntityDef::INERT
};

fn seed_of_skandha(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    match hook {
        Hook::Event(Event::Damaged {
            player,
            character,
            reaction: Some(_),
            ..
        }) if *player == cx.owner && *character == c && me.usage > 0 => {
            pierce(cx, me.id, c);
            me.usage -= 1;
            other_seeds(cx, me.id, c);
        }
        Hook::OwnerDefeated(d) if d.reaction.is_some() => other_seeds(cx, me.id, c),
        _ => {}
    }
}

/// Every other seed of the owner's side deals its Piercing DMG and spends a usage.
fn other_seeds(cx: &mut Cx, id: EntityId, c: u8) {
    let state = cx.state;
    let side = state.player(cx.owner);
    for o in side.alive_from_active() {
        if o == c as usize || !side.characters[o].has(id) {
            continue;
        }
        let o = o as u8;
        pierce(cx, id, o);
        cx.push(Command::Spend {
            player: cx.owner,
            zone: Zone::Character(o),
            id,
            stamp: 0,
            n: 1,
        });
    }
}

/// 1 Piercing DMG to the owner's character `c`, from the other side.
fn pierce(cx: &mut Cx, id: EntityId, c: u8) {
    cx.push(Command::Damage(DamageCmd {
        from: cx.owner.other(),
        source: Source::Entity(id),
        to: cx.owner,
        target: c,
        dtype: DamageType::Piercing,
        amount: SEED_PIERCE,
        skill: None,
        flags: 0,
    }));
}

/// Shrine of Maya: "When your character triggers an Elemental Reaction: +1 additional DMG.
/// Duration (Rounds): 2" (any damage of its side that triggers a reaction).
static SHRINE_OF_MAYA: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD,
    on: shrine_of_maya,
    ..EntityDef::INERT
};

fn shrine_of_maya(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let Hook::DamageAdd(d) = hook {
        if d.cmd.from == cx.owner && d.reaction.is_some() {
            d.amount += SHRINE_BONUS;
        }
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        SEED => &SEED_OF_SKANDHA,
        SHRINE => &SHRINE_OF_MAYA,
        _ => return None,
    })
}

pub(super) fn card(_id: crate::facts::CardId) -> Option<&'static crate::cards::CardDef> {
    None
}
