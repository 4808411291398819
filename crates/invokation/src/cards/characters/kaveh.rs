//! Kaveh: Dendro claymore of Sumeru, 12 HP, 2 energy (from the facts). His Burst Scan
//! discards the top card of his pile for Dendro damage while his side has a Dendro Core or
//! a Bountiful Core. The 6.5.0 texts:
//!
//! - Schematic Setup: "造成2点物理伤害。" (Deals 2 Physical DMG.)
//! - Artistic Ingenuity: "造成2点草元素伤害，生成迸发扫描。" (Deals 2 Dendro DMG, creates 1
//!   Burst Scan.)
//! - Painted Dome: "造成3点草元素伤害，本角色附属梅赫拉克的助力，生成2层迸发扫描。" (Deals 3
//!   Dendro DMG. This character gains Mehrak's Assistance, creating 2 stacks of Burst Scan.)
//! - Burst Scan (combat status): "双方选择行动前：如果我方场上存在草原核或丰穰之核，则使其可
//!   用次数-1，并舍弃我方牌库顶的1张卡牌。然后，造成所舍弃卡牌当前元素骰费用的草元素伤害。 /
//!   可用次数：1（可叠加，最多叠加到3次）" (Before either side chooses their action: if your
//!   side has a Dendro Core or a Bountiful Core, -1 to its usages, and discard the top card
//!   of your pile; then deal Dendro DMG equal to that card's Elemental Dice cost. Usages: 1,
//!   stacking to 3.) A pile card's current cost is its printed dice (nothing changes the
//!   cost of a card in the pile); as the reference: the Dendro Core first when both are
//!   there, nothing with an empty pile, a 0-cost card deals 0 Dendro DMG (it still applies
//!   Dendro). In 4.7.0 the damage was the cost + 1 ("原本元素骰费用+1"), followed by
//!   version; 4.8 to 6.3 said "original" cost, 6.4 "current": the same for a pile card.
//! - Mehrak's Assistance (on Kaveh): "角色「普通攻击」造成的伤害+1，且造成的物理伤害变为草元
//!   素伤害。 / 角色普通攻击后：生成迸发扫描。 / 持续回合：2" (Normal Attacks +1 DMG, his
//!   Physical DMG becomes Dendro; after a Normal Attack, creates a Burst Scan; duration from
//!   the facts). Every skill's Physical damage is converted, as the reference.
//! - The Art of Budgeting (talent, 3 Dendro): "卡维装备此牌后，立刻使用一次画则巧施。 / 装备
//!   有此牌的卡维在场，我方触发迸发扫描的效果后：将1张所舍弃卡牌的复制加入你的手牌。如果该牌
//!   为「场地」牌，则使本回合中我方下次打出「场地」时少花费2个元素骰。（每回合1次）" (After
//!   Burst Scan's effect: a copy of the discarded card into the hand; a Location: the next
//!   Location played this round costs 2 less Elemental Dice. Once per round.) The In Effect
//!   status (117083) is used by the next Location played, whatever it saves.

use crate::cards::prelude::*;
use crate::cards::reactions::ids::DENDRO_CORE;
use crate::facts::skill::kaveh::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Kaveh, &CharacterDef::new(skill)),
    Def::Entity(EntityId::BurstScan, &BURST_SCAN),
    Def::Entity(EntityId::MehraksAssistance, &MEHRAKS_ASSISTANCE),
    Def::Entity(EntityId::TheArtOfBudgeting, &TALENT_EQUIPPED),
    Def::Entity(EntityId::TheArtOfBudgetingInEffect, &IN_EFFECT),
    Def::Card(
        CardId::TheArtOfBudgeting,
        &CardDef::talent::<ARTISTIC_INGENUITY>(),
    ),
];

/// Painted Dome: "生成2层迸发扫描" (2 stacks of Burst Scan).
const BURST_STACKS: u8 = 2;
/// Mehrak's Assistance: "普通攻击造成的伤害+1".
const NORMAL_ATTACK_BONUS: i32 = 1;
/// Burst Scan in 4.7.0: "原本元素骰费用+1" (the cost + 1).
const COST_BONUS_4_7: u8 = 1;
/// The talent's Location discount: "少花费2个元素骰".
const LOCATION_DISCOUNT: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        SCHEMATIC_SETUP => cx.base_damage(),
        ARTISTIC_INGENUITY => {
            cx.base_damage();
            cx.combat_status(EntityId::BurstScan);
        }
        PAINTED_DOME => {
            cx.base_damage();
            cx.attach_self(EntityId::MehraksAssistance);
            let p = cx.player;
            cx.add_to(p, Zone::Combat, EntityId::BurstScan, BURST_STACKS);
        }
        _ => {}
    }
}

/// The side's Dendro Core (a combat status) or else its Bountiful Core (a summon).
fn core(state: &GameState, p: Player) -> Option<(Zone, Status)> {
    let find = |zone: Zone, id: EntityId| {
        state
            .zone(p, zone)
            .iter()
            .find(|s| s.id == id)
            .map(|s| (zone, *s))
    };
    find(Zone::Combat, DENDRO_CORE).or_else(|| find(Zone::Summons, EntityId::BountifulCore))
}

/// Burst Scan: before either side's action, with a core and a pile, spends a core usage,
/// discards the pile's top card and deals its dice cost as Dendro DMG; then the talent.
static BURST_SCAN: EntityDef = EntityDef::new().on_before_action(|cx, me, _| {
    let p = cx.player;
    let Some(&card) = cx.state.player(p).deck.last() else {
        return;
    };
    let Some((zone, core)) = core(cx.state, p) else {
        return;
    };
    if me.usage == 0 {
        return;
    }
    cx.spend(p, zone, &core, 1);
    cx.discard_deck_top();
    let version = cx.state.version();
    let cost = card.facts(version).map_or(0, |f| f.cost.dice());
    // 4.7.0: "原本元素骰费用+1" (the cost + 1); from 4.8.0 the cost.
    let bonus = u8::from(version < Version::V4_8_0) * COST_BONUS_4_7;
    cx.damage_active(DENDRO, cost + bonus);
    talent(cx, card);
    cx.spend_after(me);
});

/// The talent after Burst Scan's effect, once per round, while its Kaveh is in play (its
/// equipment leaves with his defeat): a copy of `card` into the hand; a Location: the
/// In Effect status.
fn talent(cx: &mut Cx, card: CardId) {
    let p = cx.player;
    let holder = (0..CHARACTERS as u8).find(|&c| {
        let ch = cx.state.character(p, c as usize);
        ch.alive
            && ch
                .statuses
                .iter()
                .any(|s| s.id == EntityId::TheArtOfBudgeting && s.counter == 0)
    });
    let Some(c) = holder else { return };
    cx.create_card(card);
    if templates::card_tags(cx.state, card) & card_tag::LOCATION != 0 {
        cx.combat_status(EntityId::TheArtOfBudgetingInEffect);
    }
    cx.signal(Zone::Character(c), EntityId::TheArtOfBudgeting);
}

/// The equipped talent: told by Burst Scan that its effect was used this round.
static TALENT_EQUIPPED: EntityDef = EntityDef::new().on_signal(|_, me| {
    me.once_per_round();
});

/// The Art of Budgeting (In Effect): this round, the next Location the side plays costs 2
/// less Elemental Dice; then it is discarded.
static IN_EFFECT: EntityDef = EntityDef::new().this_round().on_cost(|cx, _, q| {
    if templates::is_card_tagged(cx, q, card_tag::LOCATION) {
        q.reduce_dice(LOCATION_DISCOUNT);
        if q.commit {
            cx.dispose = true;
        }
    }
});

/// Mehrak's Assistance: Normal Attacks +1 and Physical skill damage to Dendro; after a
/// Normal Attack, a Burst Scan.
static MEHRAKS_ASSISTANCE: EntityDef = EntityDef::new()
    .on_damage_type(|cx, _, d| {
        let Some(c) = cx.character() else { return };
        if d.dealt_by(cx.player, c) && d.is_skill() && d.dtype == PHYSICAL {
            d.dtype = DENDRO;
        }
    })
    .on_damage_add(|cx, _, d| {
        let Some(c) = cx.character() else { return };
        if d.dealt_by(cx.player, c) && d.is_normal_attack() {
            d.amount += NORMAL_ATTACK_BONUS;
        }
    })
    .on_after_skill(|cx, _, e| {
        let Some(c) = cx.character() else { return };
        if e.player == cx.player && e.character == c && e.kind == SkillKind::Normal {
            cx.combat_status(EntityId::BurstScan);
        }
    });
