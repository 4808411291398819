//! Kujou Sara: Electro bow. Her Tengu Juurai summons strike in the End Phase and give the
//! active character Crowfeather Cover (+1 Elemental Skill and Burst damage); her talent,
//! Sin of Pride, adds 1 more for Electro characters.

use crate::cards::prelude::*;
use crate::facts::skill::kujou_sara::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::KujouSara, &CharacterDef::new(skill)),
    Def::Entity(EntityId::TenguJuuraiAmbush, &AMBUSH),
    Def::Entity(EntityId::TenguJuuraiStormcluster, &STORMCLUSTER),
    Def::Entity(EntityId::CrowfeatherCover, &CROWFEATHER_COVER),
    // Its effect is in Crowfeather Cover.
    Def::Entity(EntityId::SinOfPride, &EntityDef::NONE),
    Def::Card(CardId::SinOfPride, &SIN_OF_PRIDE),
];

/// Tengu Juurai: Ambush: "End Phase: Deal 1 Electro DMG".
const AMBUSH_DAMAGE: u8 = 1;
/// Tengu Juurai: Stormcluster: "End Phase: Deal 2 Electro DMG".
const STORMCLUSTER_DAMAGE: u8 = 2;
/// Crowfeather Cover: "+1 Elemental Skill and Elemental Burst DMG".
const COVER_BONUS: i32 = 1;
/// Sin of Pride: "+1 additional Elemental Skill and Elemental Burst DMG".
const PRIDE_BONUS: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        TENGU_BOWMANSHIP => cx.base_damage(),
        // "Deals 1 Electro DMG, summons 1 Tengu Juurai: Ambush."
        TENGU_STORMCALL => {
            cx.base_damage();
            cx.summon(EntityId::TenguJuuraiAmbush);
        }
        // "Deals 1 Electro DMG, summons 1 Tengu Juurai: Stormcluster."
        SUBJUGATION_KOUKOU_SENDOU => {
            cx.base_damage();
            cx.summon(EntityId::TenguJuuraiStormcluster);
        }
        _ => {}
    }
}

/// Tengu Juurai: Ambush: "End Phase: Deal 1 Electro DMG, applies Crowfeather Cover to
/// friendly active character. Usage(s): 1" (usages from the facts).
static AMBUSH: EntityDef = EntityDef::new()
    .deals(ELECTRO, AMBUSH_DAMAGE)
    .on_end_phase(strike_and_cover);

/// Tengu Juurai: Stormcluster: "End Phase: Deal 2 Electro DMG, applies Crowfeather Cover to
/// friendly active character. Usage(s): 2".
static STORMCLUSTER: EntityDef = EntityDef::new()
    .deals(ELECTRO, STORMCLUSTER_DAMAGE)
    .on_end_phase(strike_and_cover);

/// The End Phase of both Tengu Juurai: the strike, then Crowfeather Cover on the active
/// character (as it is after the strike), then a usage.
fn strike_and_cover(cx: &mut Cx, me: &mut Status) {
    cx.strike();
    cx.attach_active(EntityId::CrowfeatherCover);
    cx.spend_after(me);
}

/// Crowfeather Cover: "The character to which this is attached deals +1 Elemental Skill and
/// Elemental Burst DMG. Usage(s): 2" — one usage per damage boosted. Sin of Pride: "When
/// Kujou Sara, who has this card equipped, is on the field, your Electro characters with
/// Crowfeather Cover deal +1 additional Elemental Skill and Elemental Burst DMG" (as the
/// reference: the talent equipped on any living character of the side, the holder Electro).
static CROWFEATHER_COVER: EntityDef = EntityDef::new().on_damage_add(|cx, me, d| {
    let Some(c) = cx.character() else { return };
    let skill = matches!(d.cmd.skill, Some(SkillKind::Elemental | SkillKind::Burst));
    if !skill || !d.dealt_directly_by(cx.player, c) || !me.take_usage() {
        return;
    }
    d.amount += COVER_BONUS;
    let ps = cx.state.player(cx.player);
    let electro = cx.state.character_facts(cx.player, c as usize).element == Some(Element::Electro);
    if electro && ps.any_character_has(EntityId::SinOfPride) {
        d.amount += PRIDE_BONUS;
    }
});

/// Sin of Pride (talent, Combat Action): "When your active character is Kujou Sara, equip
/// this card. After Kujou Sara equips this card, immediately use Tengu Stormcall once."
/// Before 4.2 the card used Subjugation: Koukou Sendou (its cost, with energy, comes from
/// the facts of the version).
static SIN_OF_PRIDE: CardDef = CardDef::talent::<TENGU_STORMCALL>().effect(|cx| {
    let Some(c) = cx.target_character() else {
        return;
    };
    let skill = if cx.state.version() < Version::V4_2_0 {
        SUBJUGATION_KOUKOU_SENDOU
    } else {
        TENGU_STORMCALL
    };
    cx.use_skill(c, skill);
});
