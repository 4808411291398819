//! Kamisato Ayaka: Cryo sword. Switched in (the first choice of the game included), she
//! gains Cryo Elemental Infusion (and, from 6.0, +1 to her next Normal Attack of the round,
//! twice per round); her burst summons
//! Frostflake Seki no To. Her talent, Kanten Senmyou Blessing, adds +1 Cryo to the infusion
//! and makes switching to her cheaper once per round.

use crate::cards::prelude::*;
use crate::facts::skill::kamisato_ayaka::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::KamisatoAyaka, &AYAKA),
    Def::Entity(EntityId::FrostflakeSekiNoTo, &FROSTFLAKE_SEKI_NO_TO),
    Def::Entity(INFUSION, &CRYO_INFUSION),
    Def::Entity(TALENT_INFUSION, &TALENT_CRYO_INFUSION),
    Def::Entity(EntityId::KamisatoArtSenho, &SENHO),
    Def::Entity(EntityId::KantenSenmyouBlessing, &KANTEN_EQUIPPED),
    Def::Card(CardId::KantenSenmyouBlessing, &KANTEN_SENMYOU_BLESSING),
];

/// Cryo Elemental Infusion (111052).
const INFUSION: EntityId = EntityId::CryoElementalInfusion_111052;
/// Cryo Elemental Infusion of an Ayaka with Kanten Senmyou Blessing (111053).
const TALENT_INFUSION: EntityId = EntityId::CryoElementalInfusion_111053;
/// Frostflake Seki no To: "End Phase: Deal 2 Cryo DMG."
const FROSTFLAKE_DAMAGE: u8 = 2;
/// Kanten Senmyou Blessing's infusion: "deal +1 Cryo DMG".
const TALENT_INFUSION_BONUS: i32 = 1;
/// Kamisato Art: Senho (6.0): "the next Normal Attack this round deals +1 DMG".
const SENHO_BONUS: i32 = 1;
/// Kamisato Art: Senho (6.0): "(Twice per Round)".
const SENHO_PER_ROUND: u8 = 2;

/// Kamisato Art: Senho (passive): "When switched to be the active character, this character
/// gains Cryo Elemental Infusion" (the talent's version with Kanten Senmyou Blessing; the
/// two replace each other, as in the reference). From 6.0 it adds: "and the next Normal
/// Attack this round deals +1 DMG (Twice per Round)": the status Kamisato Art: Senho, given
/// only when she does not have it already (as the reference counts it).
///
/// Every switch-in counts: the switch action, a forced switch, the choice after a defeat,
/// and the first choice of the game (as in the reference, whose versions before 6.0 also
/// give the infusion again when the battle begins: the same infusion, refreshed).
static AYAKA: CharacterDef =
    CharacterDef::new(skill).passive(EntityDef::new().on_switched(|cx, me, e| {
        let Some(c) = cx.character() else { return };
        if e.player != cx.player || e.to != c {
            return;
        }
        infuse(cx, c);
        if cx.state.version() >= Version::V6_0_0
            && !cx
                .state
                .character(cx.player, c as usize)
                .has(EntityId::KamisatoArtSenho)
            && me.per_round(SENHO_PER_ROUND)
        {
            cx.attach(c, EntityId::KamisatoArtSenho);
        }
    }));

/// Gives Ayaka at `c` her Cryo Elemental Infusion (the talent's with her talent equipped).
fn infuse(cx: &mut Cx, c: u8) {
    let talent = cx
        .state
        .character(cx.player, c as usize)
        .has(EntityId::KantenSenmyouBlessing);
    let (old, new) = if talent {
        (INFUSION, TALENT_INFUSION)
    } else {
        (TALENT_INFUSION, INFUSION)
    };
    cx.replace(Zone::Character(c), old, new);
}

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Kamisato Art: Kabuki: "Deals 2 Physical DMG." Kamisato Art: Hyouka: "Deals 3
        // Cryo DMG."
        KAMISATO_ART_KABUKI | KAMISATO_ART_HYOUKA => cx.base_damage(),
        // Kamisato Art: Soumetsu: "Deals 4 Cryo DMG, summons 1 Frostflake Seki no To."
        KAMISATO_ART_SOUMETSU => {
            cx.base_damage();
            cx.summon(EntityId::FrostflakeSekiNoTo);
        }
        _ => {}
    }
}

/// Frostflake Seki no To: "End Phase: Deal 2 Cryo DMG. Usage(s): 2" (usages from the facts).
static FROSTFLAKE_SEKI_NO_TO: EntityDef = templates::summon(CRYO, FROSTFLAKE_DAMAGE);

/// Cryo Elemental Infusion (111052): "The character to which this is attached has their
/// Physical DMG dealt converted to Cryo DMG. (Lasts until the Round ends)" (their skills'
/// damage, as the reference).
static CRYO_INFUSION: EntityDef = EntityDef::new().this_round().on_damage_type(cryo_infusion);

fn cryo_infusion(cx: &mut Cx, _me: &mut Status, d: &mut DamageCalc) {
    if cx.character().is_some_and(|c| d.dealt_by(cx.player, c))
        && d.is_skill()
        && d.dtype == PHYSICAL
    {
        d.dtype = CRYO;
    }
}

/// Cryo Elemental Infusion of Kanten Senmyou Blessing (111053): the same, and "the
/// character to which it is attached deals +1 Cryo DMG" (to its skills' damage).
static TALENT_CRYO_INFUSION: EntityDef = EntityDef::new()
    .this_round()
    .on_damage_type(cryo_infusion)
    .on_damage_add(|cx, _, d| {
        if cx.character().is_some_and(|c| d.dealt_by(cx.player, c))
            && d.is_skill()
            && d.is(Element::Cryo)
        {
            d.amount += TALENT_INFUSION_BONUS;
        }
    });

/// Kamisato Art: Senho (the status, from 6.0): the next Normal Attack of the character this
/// round deals +1 DMG (its one usage; then it is discarded).
static SENHO: EntityDef = EntityDef::new().init(1, 1).on_damage_add(|cx, me, d| {
    if cx.character().is_some_and(|c| d.dealt_by(cx.player, c))
        && d.is_normal_attack()
        && me.take_usage()
    {
        d.amount += SENHO_BONUS;
    }
});

/// Kanten Senmyou Blessing, equipped: "When you switch to Kamisato Ayaka, who has this card
/// equipped: Spend 1 less Elemental Die. (Once per Round)" (used only when it lowers a cost,
/// as the reference).
static KANTEN_EQUIPPED: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    let Some(c) = cx.character() else { return };
    if q.player == cx.player && matches!(q.action, CostAction::Switch { to, .. } if to == c) {
        me.once_per_round_if(|| q.reduce_dice(1) > 0);
    }
});

/// Kanten Senmyou Blessing (talent, 2 Cryo; not a Combat Action): "The Cryo Elemental
/// Infusion created by your Kamisato Ayaka, who has this card equipped, allows the character
/// to which it is attached to deal +1 Cryo DMG." Equipped on any living Kamisato Ayaka of
/// the player, active or not (the engine equips it; the talent's rules are the engine's).
static KANTEN_SENMYOU_BLESSING: CardDef = CardDef::new(CardTarget::OwnCharacter);
