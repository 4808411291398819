//! Sangonomiya Kokomi: Hydro catalyst healer. Kurage's Oath applies Hydro to herself and
//! summons Bake-Kurage; Nereid's Ascension heals her team and gives her Ceremonial Garment
//! (stronger Normal Attacks that heal). Her talent, Tamakushi Casket, adds a Bake-Kurage
//! usage with the burst and makes Bake-Kurage hit harder while the garment lasts.

use crate::cards::prelude::*;
use crate::facts::skill::sangonomiya_kokomi::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::SangonomiyaKokomi, &CharacterDef::new(skill)),
    Def::Entity(EntityId::BakeKurage, &BAKE_KURAGE),
    Def::Entity(EntityId::CeremonialGarment, &CEREMONIAL_GARMENT),
    Def::Entity(EntityId::TamakushiCasket, &EntityDef::NONE),
    Def::Card(CardId::TamakushiCasket, &TAMAKUSHI_CASKET),
];

/// Nereid's Ascension: "Heals all allied characters for 1 point."
const ASCENSION_HEAL: u8 = 1;
/// Bake-Kurage's End Phase damage (and with the talent and the garment).
const KURAGE_DAMAGE: u8 = 1;
const KURAGE_TALENT_DAMAGE: u8 = 2;
/// Bake-Kurage's End Phase heal of the active character.
const KURAGE_HEAL: u8 = 1;
/// Ceremonial Garment: "Normal Attacks deal +1 DMG".
const GARMENT_BONUS: i32 = 1;
/// Ceremonial Garment: "After ... Normal Attack: heal all your characters for 1 HP".
const GARMENT_HEAL: u8 = 1;
/// Tamakushi Casket: the Bake-Kurage usage the burst adds.
const CASKET_KURAGE_USAGE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // The Shape of Water: base damage.
        THE_SHAPE_OF_WATER => cx.base_damage(),
        // Kurage's Oath: Hydro on Kokomi, then Bake-Kurage (no damage).
        KURAGES_OATH => {
            cx.apply_to_self(Element::Hydro);
            cx.summon(EntityId::BakeKurage);
        }
        // Nereid's Ascension: damage, heals her side, Ceremonial Garment on her; with
        // Tamakushi Casket, a Bake-Kurage of 1 usage (or +1 usage to the one there).
        NEREIDS_ASCENSION => {
            cx.base_damage();
            cx.heal_all(ASCENSION_HEAL);
            cx.attach_self(EntityId::CeremonialGarment);
            if cx.has(EntityId::TamakushiCasket) {
                let (p, usage) = (cx.player, casket_usage(cx.state, cx.player));
                cx.add_to(p, Zone::Summons, EntityId::BakeKurage, usage);
            }
        }
        _ => {}
    }
}

/// The usage Tamakushi Casket's Add gives: "Summon a Bake-Kurage with Usage(s): 1; if
/// Bake-Kurage is already on the field, increase its Usage(s) by 1 instead" (如果化海月已在场，
/// 则改为使其可用次数+1). The +1 is no re-summon, so Bake-Kurage's stacking limit ("stacks to
/// 4") does not bound it: a Bake-Kurage at 4 goes to 5 (as the reference). Add stacks up to
/// the larger of the limit and the usage given, so at or above the limit it gets the new
/// total.
fn casket_usage(state: &GameState, p: Player) -> u8 {
    let limit = state
        .entity_facts(EntityId::BakeKurage)
        .and_then(|f| f.max_usage)
        .unwrap_or(u8::MAX);
    match state.player(p).summon(EntityId::BakeKurage) {
        Some(k) if k.usage >= limit => k.usage + CASKET_KURAGE_USAGE,
        _ => CASKET_KURAGE_USAGE,
    }
}

/// Bake-Kurage: "End Phase: Deal 1 Hydro DMG, heal your active character for 1 HP.
/// Usage(s): 2 (stacks to 4)" (the stacking limit is in the facts). With Tamakushi Casket
/// equipped on its side and a Ceremonial Garment there: 2 Hydro.
static BAKE_KURAGE: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    let ps = cx.state.player(cx.player);
    let casket = ps.any_character_has(EntityId::TamakushiCasket);
    let garment = ps.any_character_has(EntityId::CeremonialGarment);
    let amount = if casket && garment {
        KURAGE_TALENT_DAMAGE
    } else {
        KURAGE_DAMAGE
    };
    cx.damage_active(HYDRO, amount);
    cx.heal_active(KURAGE_HEAL);
    cx.spend_after(me);
});

/// Ceremonial Garment: "The character to which this is attached has their Normal Attacks
/// deal +1 DMG. After the character to which this is attached uses a Normal Attack: Heal
/// all your characters for 1 HP. Duration (Rounds): 2" (duration from the facts).
static CEREMONIAL_GARMENT: EntityDef = EntityDef::new()
    .on_damage_add(|cx, _, d| {
        let Some(c) = cx.character() else { return };
        if d.dealt_by(cx.player, c) && d.is_normal_attack() {
            d.amount += GARMENT_BONUS;
        }
    })
    .on_after_skill(|cx, _, e| {
        let Some(c) = cx.character() else { return };
        if e.kind == SkillKind::Normal && e.player == cx.player && e.character == c {
            cx.heal_all(GARMENT_HEAL);
        }
    });

/// Tamakushi Casket (talent, Combat Action, 3 Hydro and 2 Energy): "When your active
/// character is Sangonomiya Kokomi, equip this card. After Sangonomiya Kokomi equips this
/// card, immediately use Nereid's Ascension once. When your Sangonomiya Kokomi, who has this
/// card equipped, uses Nereid's Ascension: Summon Bake-Kurage with Usage(s): 1, or if
/// Bake-Kurage is already on the field, add 1 Usage to it. While Ceremonial Garment is on
/// the field, Bake-Kurage deals +1 DMG." (The energy comes from Kokomi.)
static TAMAKUSHI_CASKET: CardDef = CardDef::talent::<NEREIDS_ASCENSION>();
