//! Xianyun: Anemo catalyst. White Clouds at Dawn creates Skyladder (cheaper switches) and
//! Driftcloud Wave (damage when her side switches to her); Stars Gather at Dusk heals her
//! team and creates Starwicker in the hand, a Technique whose Adeptal Assistance heals and
//! makes its character's next Normal Attack a Plunging Attack with +1 DMG and 1 Anemo DMG
//! after it (Soaring on the Wind). Her talent, They Call Her Cloud Retainer, gathers Storm
//! Pinions as her side switches and spends them on her Normal Attack.

use crate::cards::prelude::*;
use crate::facts::skill::xianyun::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Xianyun, &CharacterDef::new(skill)),
    Def::Entity(EntityId::Skyladder, &SKYLADDER),
    Def::Entity(EntityId::DriftcloudWave, &DRIFTCLOUD_WAVE),
    Def::Entity(EntityId::SoaringOnTheWind, &SOARING_ON_THE_WIND),
    // Equipped by the engine (a Technique).
    Def::Card(CardId::Starwicker, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::Starwicker, &STARWICKER),
    Def::Entity(EntityId::TheyCallHerCloudRetainer, &CLOUD_RETAINER_EQUIPPED),
    Def::Card(
        CardId::TheyCallHerCloudRetainer,
        &THEY_CALL_HER_CLOUD_RETAINER,
    ),
];

/// Stars Gather at Dusk: "Heals all allied characters for 1 HP."
const BURST_HEAL: u8 = 1;
/// Skyladder: "Spend 1 less Elemental Die."
const SWITCH_DISCOUNT: u8 = 1;
/// Driftcloud Wave: "Deal 1 Anemo DMG."
const WAVE_DAMAGE: u8 = 1;
/// Adeptal Assistance: "Heal the character to which this is attached for 2 HP."
const ASSISTANCE_HEAL: u8 = 2;
/// Soaring on the Wind: "DMG +1".
const SOARING_BONUS: i32 = 1;
/// Soaring on the Wind: "deal 1 Anemo DMG" after the skill.
const SOARING_DAMAGE: u8 = 1;
/// They Call Her Cloud Retainer: "Max 2 stacks gained per Round".
const PINIONS_PER_ROUND: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 1 Anemo DMG." (With the talent, the Storm Pinions add to it.)
        WORD_OF_WIND_AND_FLOWER => cx.base_damage(),
        // "Deals 1 Anemo DMG. Creates Skyladder. This character gains Driftcloud Wave."
        WHITE_CLOUDS_AT_DAWN => {
            cx.base_damage();
            cx.combat_status(EntityId::Skyladder);
            cx.attach_self(EntityId::DriftcloudWave);
        }
        // "Deals 1 Anemo DMG. Heals all allied characters for 1 HP. Creates 1 Starwicker in
        // your Hand."
        STARS_GATHER_AT_DUSK => {
            cx.base_damage();
            cx.heal_all(BURST_HEAL);
            cx.create_card(CardId::Starwicker);
        }
        _ => {}
    }
}

/// Skyladder (combat status): "When you perform "Switch Character": Spend 1 less Elemental
/// Die. Usage(s): 1 (Can stack. Max 2 stacks.)" (usages and their limit from the facts). A
/// switch that costs no die keeps the usage.
static SKYLADDER: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    if q.player == cx.player
        && matches!(q.action, CostAction::Switch { .. })
        && me.usage > 0
        && q.reduce_dice(SWITCH_DISCOUNT) > 0
    {
        me.usage -= 1;
    }
});

/// Driftcloud Wave (on Xianyun): "When you switch to the character to which this is
/// attached: Deal 1 Anemo DMG. Usage(s): 1 (Can stack. Max 2 stacks.)" Any switch of its
/// side to her (the action, a forced switch, the choice after a defeat).
static DRIFTCLOUD_WAVE: EntityDef =
    EntityDef::new()
        .deals(ANEMO, WAVE_DAMAGE)
        .on_switched(|cx, me, e| {
            if e.player == cx.player
                && e.from != e.to
                && cx.character() == Some(e.to)
                && me.usage > 0
            {
                templates::strike_and_spend(cx, me);
            }
        });

/// Starwicker (Technique): "Technique: Adeptal Assistance (1 same): Heal the character to
/// which this is attached for 2 HP, make its next Normal Attack count as a Plunging Attack
/// with +1 DMG, and deal 1 Anemo DMG after that skill. Usage(s): 2" (usages from the
/// facts).
static STARWICKER: EntityDef = EntityDef::new().on_technique(|cx, me| {
    if let Some(c) = cx.character() {
        cx.heal(c, ASSISTANCE_HEAL);
        cx.attach(c, EntityId::SoaringOnTheWind);
    }
    cx.spend_after(me);
});

/// Soaring on the Wind (the status Adeptal Assistance attaches): "When the character uses a
/// Normal Attack: this skill counts as a Plunging Attack and deals +1 DMG. After the skill,
/// deal 1 Anemo DMG. Usage(s): 1". The Normal Attack plunges while its character is the
/// active one ([`EntityDef::normal_as_plunging`]); the bonus is for the damage the Normal
/// Attack itself deals (not what a Swirl spreads); the damage after it is the status's.
static SOARING_ON_THE_WIND: EntityDef = EntityDef::new()
    .normal_as_plunging()
    .deals(ANEMO, SOARING_DAMAGE)
    .on_damage_add(|cx, _, d| {
        if cx
            .character()
            .is_some_and(|c| d.dealt_directly_by(cx.player, c))
            && d.is_normal_attack()
        {
            d.amount += SOARING_BONUS;
        }
    })
    .on_after_skill(|cx, me, e| {
        if e.player == cx.player
            && cx.character() == Some(e.character)
            && e.kind == SkillKind::Normal
            && me.usage > 0
        {
            templates::strike_and_spend(cx, me);
        }
    });

/// They Call Her Cloud Retainer (talent, Combat Action): "When your active character is
/// Xianyun, equip this card. After Xianyun equips this card, immediately use White Clouds at
/// Dawn once. When you switch characters, this card gains 1 Storm Pinion stack. (Max 2
/// stacks gained per Round) When your Xianyun, who has this card equipped, uses Word of Wind
/// and Flower, consume all Storm Pinion stacks. Each consumed stack increases DMG dealt by 1."
static THEY_CALL_HER_CLOUD_RETAINER: CardDef = CardDef::talent::<WHITE_CLOUDS_AT_DAWN>();

/// The equipped talent: `usage` is its Storm Pinions (kept at 0), `counter` the ones gained
/// this round. Any switch of its side counts (the action, a forced switch, the choice after
/// a defeat); the Pinions go into the damage of her Normal Attack (not the damage a Swirl
/// spreads).
static CLOUD_RETAINER_EQUIPPED: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_switched(|cx, me, e| {
        if e.player == cx.player && e.from != e.to && me.per_round(PINIONS_PER_ROUND) {
            me.usage = me.usage.saturating_add(1);
        }
    })
    .on_damage_add(|cx, me, d| {
        if cx
            .character()
            .is_some_and(|c| d.dealt_directly_by(cx.player, c))
            && d.is_normal_attack()
            && me.usage > 0
        {
            d.amount += me.usage as i32;
            me.usage = 0;
        }
    });
