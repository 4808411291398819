//! Yae Miko: Electro catalyst. Sesshou Sakura stacks up to 6 usages and strikes in the End
//! Phase and when her side declares the end of the round; her burst turns a Sakura into
//! Tenko Thunderbolts, which strike before her side's next action.

use crate::cards::prelude::*;
use crate::facts::skill::yae_miko::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::YaeMiko, &CharacterDef::new(skill)),
    Def::Entity(EntityId::SesshouSakura, &SESSHOU_SAKURA),
    Def::Entity(EntityId::TenkoThunderbolts, &TENKO_THUNDERBOLTS),
    Def::Entity(EntityId::RiteOfDispatch, &RITE_OF_DISPATCH),
    // Its effect is in Great Secret Art: Tenko Kenshin.
    Def::Entity(EntityId::TheShrinesSacredShade, &EntityDef::NONE),
    Def::Card(CardId::TheShrinesSacredShade, &THE_SHRINES_SACRED_SHADE),
];

/// Sesshou Sakura: "End Phase: Deal 1 Electro DMG".
const SAKURA_DAMAGE: u8 = 1;
/// Sesshou Sakura: "When you declare the end of your Round: If this summon has at least 4
/// Usage(s) remaining, deal 1 Electro DMG."
const SAKURA_DECLARE_MIN: u8 = 4;
/// Tenko Thunderbolts: "Before you choose your action: Deal 3 Electro DMG."
const TENKO_DAMAGE: u8 = 3;
/// Rite of Dispatch: "The next use of Yakan Evocation: Sesshou Sakura this Round will cost 2
/// less Elemental Dice."
const RITE_DISCOUNT: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 1 Electro DMG."
        SPIRITFOX_SIN_EATER => cx.base_damage(),
        // "Summons 1 Sesshou Sakura. If there is already 1 Sesshou Sakura in play, then
        // increase the DMG dealt by +1. (Max +1)" (from 5.3; before, only the summon). The
        // Sakura already there is refreshed (its usages stack up to 6), then gets its +1 (its
        // `aux`), which it keeps while it stays.
        YAKAN_EVOCATION_SESSHOU_SAKURA => {
            let there = cx.state.player(cx.player).summon(EntityId::SesshouSakura);
            let plus = there.map(|s| s.aux).unwrap_or(0);
            cx.summon(EntityId::SesshouSakura);
            if there.is_some() {
                let boost = cx.state.version() >= Version::V5_3_0;
                let aux = if boost { 1 } else { plus };
                cx.set_aux(Zone::Summons, EntityId::SesshouSakura, aux);
            }
        }
        // "Deals 4 Electro DMG. If your side of the field has a Sesshou Sakura, destroy it
        // and create Tenko Thunderbolts." The Shrine's Sacred Shade: "After your Yae Miko, who
        // has this card equipped, destroys a Sesshou Sakura through Great Secret Art: Tenko
        // Kenshin: The next use of Yakan Evocation: Sesshou Sakura this Round will cost 2 less
        // Elemental Dice" (Rite of Dispatch on her).
        GREAT_SECRET_ART_TENKO_KENSHIN => {
            cx.base_damage();
            if cx
                .state
                .player(cx.player)
                .summon(EntityId::SesshouSakura)
                .is_some()
            {
                cx.remove(Zone::Summons, EntityId::SesshouSakura);
                cx.combat_status(EntityId::TenkoThunderbolts);
                if cx.has(EntityId::TheShrinesSacredShade) {
                    cx.attach_self(EntityId::RiteOfDispatch);
                }
            }
        }
        _ => {}
    }
}

/// Sesshou Sakura: "End Phase: Deal 1 Electro DMG / Usage(s): 3 (Can stack, max 6 stacks) /
/// When you declare the end of your Round: If this summon has at least 4 Usage(s)
/// remaining, deal 1 Electro DMG. (Consumes Usage(s))" (usages and the limit from the
/// facts; `aux`: the +1 of a second Yakan Evocation).
static SESSHOU_SAKURA: EntityDef = EntityDef::new()
    .on_end_phase(|cx, me| {
        cx.damage_active(ELECTRO, SAKURA_DAMAGE + me.aux);
        cx.spend_after(me);
    })
    .on_declared_end(|cx, me, &p| {
        if p == cx.player && me.usage >= SAKURA_DECLARE_MIN {
            cx.damage_active(ELECTRO, SAKURA_DAMAGE + me.aux);
            cx.spend_after(me);
        }
    });

/// Tenko Thunderbolts: "Before you choose your action: Deal 3 Electro DMG. Usage(s): 1".
static TENKO_THUNDERBOLTS: EntityDef = EntityDef::new()
    .deals(ELECTRO, TENKO_DAMAGE)
    .on_before_action(|cx, me, &p| {
        if p == cx.player && me.usage > 0 {
            templates::strike_and_spend(cx, me);
        }
    });

/// Rite of Dispatch (on Yae Miko, this round, one usage as the reference counts it): her next
/// Yakan Evocation: Sesshou Sakura costs 2 less Elemental Dice; then it is discarded.
static RITE_OF_DISPATCH: EntityDef = EntityDef::new().init(1, 1).on_cost(|cx, _, q| {
    let Some(c) = cx.character() else { return };
    let mine = q.player == cx.player
        && matches!(q.action, CostAction::Skill { character, skill, .. }
            if character == c && skill == YAKAN_EVOCATION_SESSHOU_SAKURA);
    if mine && q.reduce_dice(RITE_DISCOUNT) > 0 && q.commit {
        cx.dispose = true;
    }
});

/// The Shrine's Sacred Shade (talent, Combat Action): "When your active character is Yae
/// Miko, equip this card. After Yae Miko equips this card, immediately use Great Secret Art:
/// Tenko Kenshin once." (Its effect is in the burst: Rite of Dispatch.)
static THE_SHRINES_SACRED_SHADE: CardDef = CardDef::talent::<GREAT_SECRET_ART_TENKO_KENSHIN>();
