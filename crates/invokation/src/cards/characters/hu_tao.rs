//! Hu Tao: Pyro polearm. Guide to Afterlife gives her Paramita Papilio (Pyro-infused, +1
//! Pyro DMG, Blood Blossom on the target of her Charged Attacks); her burst hits and heals
//! harder at 6 HP or less. Her talent, Sanguine Rouge, adds 1 to her Pyro DMG at 6 HP or
//! less.

use crate::cards::prelude::*;
use crate::facts::skill::hu_tao::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::HuTao, &CharacterDef::new(skill)),
    Def::Entity(EntityId::ParamitaPapilio, &PARAMITA_PAPILIO),
    Def::Entity(EntityId::BloodBlossom, &BLOOD_BLOSSOM),
    Def::Entity(EntityId::SanguineRouge, &SANGUINE_ROUGE_EQUIPPED),
    Def::Card(CardId::SanguineRouge, &SANGUINE_ROUGE),
];

/// "If this character's HP is no more than 6" (Spirit Soother, Sanguine Rouge).
const LOW_HP: u8 = 6;
/// Spirit Soother: "heals herself for 2 HP".
const BURST_HEAL: u8 = 2;
/// Spirit Soother at low HP: "DMG dealt and Healing are increased by 1".
const LOW_HP_BONUS: u8 = 1;
/// Paramita Papilio: "they will deal +1 Pyro DMG".
const PARAMITA_BONUS: i32 = 1;
/// Blood Blossom: "End Phase: Deal 1 Pyro DMG to the character to which this is attached".
const BLOSSOM_DAMAGE: u8 = 1;
/// Sanguine Rouge: "+1 Pyro DMG" at 6 HP or less.
const ROUGE_BONUS: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        SECRET_SPEAR_OF_WANGSHENG => cx.base_damage(),
        // "This character gains Paramita Papilio." (No damage.)
        GUIDE_TO_AFTERLIFE => cx.attach_self(EntityId::ParamitaPapilio),
        // "Deals 4 Pyro DMG, heals herself for 2 HP. If this character's HP is no more than
        // 6, DMG dealt and Healing are increased by 1." (Her HP when the burst starts.)
        SPIRIT_SOOTHER => {
            let low = cx.me().hp <= LOW_HP;
            let bonus = if low { LOW_HP_BONUS } else { 0 };
            cx.base_damage_plus(bonus);
            let c = cx.character;
            cx.heal(c, BURST_HEAL + bonus);
        }
        _ => {}
    }
}

/// Whether `d` is skill damage of the character the entity is attached to (the damage
/// "the character deals" that these statuses change, as in the reference).
fn own_skill_damage(cx: &Cx, d: &DamageCalc) -> bool {
    cx.character().is_some_and(|c| d.dealt_by(cx.player, c)) && d.is_skill()
}

/// Paramita Papilio: "The character to which this is attached has their Physical DMG dealt
/// converted to Pyro DMG, and they will deal +1 Pyro DMG. / When the character to which
/// this is attached uses a Charged Attack: Apply Blood Blossom to target character. /
/// Duration (Rounds): 2" (duration from the facts). Blood Blossom goes on the character
/// the Charged Attack hits.
static PARAMITA_PAPILIO: EntityDef = EntityDef::new()
    .on_damage_type(|cx, _, d| {
        if own_skill_damage(cx, d) && d.dtype == PHYSICAL {
            d.dtype = PYRO;
        }
    })
    .on_damage_add(|cx, _, d| {
        if own_skill_damage(cx, d) && d.is(Element::Pyro) {
            d.amount += PARAMITA_BONUS;
            if d.is_charged() {
                cx.attach_opponent(d.cmd.target, EntityId::BloodBlossom);
            }
        }
    });

/// Blood Blossom (on an opposing character): "End Phase: Deal 1 Pyro DMG to the character to
/// which this is attached. / Usage(s): 1" (usages from the facts). The damage is its own
/// side's (no bonus of Hu Tao's side).
static BLOOD_BLOSSOM: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    if let (Some(c), true) = (cx.character(), me.usage > 0) {
        cx.damage_own(c, PYRO, BLOSSOM_DAMAGE);
        cx.spend_after(me);
    }
});

/// Sanguine Rouge (talent, Combat Action): "When your active character is Hu Tao, equip
/// this card. After Hu Tao equips this card, immediately use Guide to Afterlife once. When
/// your Hu Tao, who has this card equipped, has no more than 6 HP, Pyro DMG +1."
static SANGUINE_ROUGE: CardDef = CardDef::talent::<GUIDE_TO_AFTERLIFE>();

/// Sanguine Rouge equipped: +1 to Hu Tao's Pyro skill damage while she has 6 HP or less
/// (her HP when the damage is dealt).
static SANGUINE_ROUGE_EQUIPPED: EntityDef = EntityDef::new().on_damage_add(|cx, _, d| {
    let Some(c) = cx.character() else { return };
    let low = cx.state.character(cx.player, c as usize).hp <= LOW_HP;
    if low && own_skill_damage(cx, d) && d.is(Element::Pyro) {
        d.amount += ROUGE_BONUS;
    }
});
