//! All-Devouring Narwhal: Hydro monster (Cosmic Calamity), HP and energy from the facts. Its
//! Deep Devourer's Domain devours the cards its side discards from the hand or tunes: every
//! 3 give it extra Max HP when the round ends (Anomalous Anatomy), which strengthens
//! Starfall Shower; its Burst summons a Dark Shadow as strong as the costliest cards
//! devoured. The 6.5.0 texts:
//!
//! - Shattering Waves: "造成2点物理伤害。" (Deals 2 Physical DMG.)
//! - Starfall Shower: "造成1点水元素伤害，此角色每有3点无尽食欲提供的额外最大生命，此伤害+1
//!   （最多+3）。然后舍弃1张当前元素骰费用最高的手牌。" (1 Hydro DMG, +1 for every 3 extra Max HP
//!   from Insatiable Appetite, at most +3 (4.7.0: +5, 4.8.0: +4, followed by version); then
//!   discard 1 card of the hand with the highest cost: `Act::discard_costliest`.)
//! - Ravaging Devourer: "造成1点水元素伤害，对敌方所有后台角色造成1点穿透伤害。召唤黑色幻影。"
//!   As the reference: the Piercing DMG first, then the Hydro, then Dark Shadow.
//! - Insatiable Appetite (passive): "战斗开始时，生成深噬之域。" (When the battle begins:
//!   Deep Devourer's Domain.)
//! - Deep Devourer's Domain (combat status): "我方从手牌中舍弃或调和的卡牌，会被吞噬。每吞噬3张
//!   牌：吞星之鲸在回合结束时获得1点额外最大生命；如果其中存在当前元素骰费用相同的牌，则额外获
//!   得1点；如果3张均相同，再额外获得1点。" (Cards discarded from the hand or tuned are devoured
//!   (`Event::CardDiscarded`, `Event::CardTuned`). For every 3: 1 extra Max HP when the round
//!   ends (`Event::RoundEnd`); +1 if two of them cost the same, +1 more if all three do.)
//!   The extra Max HP is Anomalous Anatomy on the Narwhal ("每层为吞星之鲸提供1点最大生命":
//!   one stack per Max HP, `EntityDef::accumulates`), with the raise itself
//!   (`Act::raise_max_hp`). A card's cost is its printed dice (no card of the pool changes its
//!   own cost in the hand: "original" (before 6.4.0) and "current" read the same).
//! - Dark Shadow (summon): "入场时：获得我方已吞噬卡牌中最高当前元素骰费用的「攻击力」，获得该
//!   费用的已吞噬卡牌数量的可用次数。结束阶段：造成此牌「攻击力」值的雷元素伤害。我方出战角色受到
//!   伤害时：抵消1点伤害，然后此牌可用次数-2。" (Attack Power: the highest cost among the cards
//!   devoured; usages: how many devoured cards cost that. End Phase: that much Electro DMG.
//!   When your active character takes DMG: decrease it by 1, then usages -2.) With nothing
//!   devoured it is not summoned (the reference summons it and discards it at once).
//! - Lightless Feeding (talent, Combat Action, 4 Hydro): "装备有此牌的吞星之鲸使用迸落星雨舍弃
//!   1张手牌后：治疗此角色，其数值等同于所舍弃手牌的当前元素骰费用。（每回合1次）" (After
//!   Starfall Shower discards a card: heal the Narwhal by that card's cost, once per round.)
//!   As the reference, the heal answers the discard's event, after the skill's damage and
//!   the defeats it caused (none when that damage ended the game).
//!
//! What the Domain keeps, in its own fields (none of it is the reference's "usage"): its
//! usages hold the group of cards being devoured (bits 0-1 how many of 3 so far, bits 2-4
//! and 5-7 the first two costs); its own data ([`Status::aux`]) the record Dark Shadow
//! reads (bits 0-2 the highest cost devoured, bits 3-7 how many devoured cards cost that,
//! at most 31); its per-round counter the extra Max HP gained this round, given when the
//! round ends.
//!
//! Versions: before 5.0 the extra Max HP came at once (not when the round ends); before 6.1
//! Dark Shadow also struck when its side declared the end of its round. Only the newest
//! behaviour is implemented (`Def::BehaviourSince`, docs/versions.md).

use crate::cards::prelude::*;
use crate::cards::Item;
use crate::facts::skill::all_devouring_narwhal::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::AllDevouringNarwhal, &NARWHAL),
    Def::Entity(EntityId::DeepDevourersDomain, &DOMAIN),
    Def::Entity(EntityId::AnomalousAnatomy, &ANATOMY),
    Def::Entity(EntityId::DarkShadow, &DARK_SHADOW),
    Def::Entity(EntityId::LightlessFeeding, &FEEDING_EQUIPPED),
    Def::Card(
        CardId::LightlessFeeding,
        &CardDef::talent::<STARFALL_SHOWER>(),
    ),
    Def::BehaviourSince(
        Item::Character(CharacterId::AllDevouringNarwhal),
        Version::V6_1_0,
        "the extra Max HP of every 3 cards devoured comes when the round ends (before 5.0: \
         at once); Dark Shadow strikes in the End Phase only (before 6.1: also when its side \
         declares the end of its round)",
    ),
];

const DOMAIN_ID: EntityId = EntityId::DeepDevourersDomain;
const ANATOMY_ID: EntityId = EntityId::AnomalousAnatomy;
const SHADOW: EntityId = EntityId::DarkShadow;
const FEEDING: EntityId = EntityId::LightlessFeeding;

/// Starfall Shower: "造成1点水元素伤害".
const STARFALL_DAMAGE: u8 = 1;
/// "每有3点...额外最大生命，此伤害+1".
const HP_PER_BONUS: u8 = 3;
/// Ravaging Devourer: "对敌方所有后台角色造成1点穿透伤害".
const BURST_PIERCE: u8 = 1;
/// Dark Shadow: "抵消1点伤害，然后此牌可用次数-2".
const SHADOW_DECREASE: i32 = 1;
const SHADOW_SPENT: u8 = 2;
/// The Domain: "每吞噬3张牌".
const GROUP: u8 = 3;
/// Costs are kept in 3 bits.
const MAX_COST: u8 = 7;
/// How many devoured cards of the highest cost are kept (5 bits).
const MAX_COUNT: u8 = 31;

/// Starfall Shower's "最多+N": +5 in 4.7.0, +4 in 4.8.0, +3 since 5.0.
fn most_bonus(version: Version) -> u8 {
    if version < Version::V4_8_0 {
        5
    } else if version < Version::V5_0_0 {
        4
    } else {
        3
    }
}

/// A card's cost in dice as printed.
fn dice_cost(state: &GameState, card: CardId) -> u8 {
    let dice = card.facts(state.version()).map_or(0, |f| f.cost.dice());
    dice.min(MAX_COST)
}

static NARWHAL: CharacterDef =
    CharacterDef::new(skill).passive(EntityDef::new().on_battle_begins(|cx, _| {
        cx.combat_status(DOMAIN_ID);
    }));

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        SHATTERING_WAVES => cx.base_damage(),
        STARFALL_SHOWER => {
            let extra = cx.me().status(ANATOMY_ID).map_or(0, |s| s.usage);
            let bonus = (extra / HP_PER_BONUS).min(most_bonus(cx.state.version()));
            cx.base_damage_plus(STARFALL_DAMAGE + bonus);
            let held = !cx.state.player(cx.player).hand.is_empty();
            if held && cx.has(FEEDING) {
                // Lightless Feeding hears the discard this use makes.
                cx.set_aux(Zone::Character(cx.character), FEEDING, 1);
            }
            cx.discard_costliest();
        }
        RAVAGING_DEVOURER => {
            cx.damage_standby(PIERCING, BURST_PIERCE);
            cx.base_damage();
            let record = cx
                .state
                .player(cx.player)
                .combat_status(DOMAIN_ID)
                .map_or(0, |s| s.aux);
            let (attack, count) = (record & 0b111, record >> 3);
            if count > 0 {
                let p = cx.player;
                cx.add_to(p, Zone::Summons, SHADOW, count);
                cx.set_aux(Zone::Summons, SHADOW, attack);
            }
        }
        _ => {}
    }
}

/// Deep Devourer's Domain: devours its side's discarded and tuned hand cards; gives the
/// extra Max HP when the round ends.
static DOMAIN: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_card_discarded(|cx, me, e| {
        if e.player == cx.player {
            devour(me, dice_cost(cx.state, e.card));
        }
    })
    .on_card_tuned(|cx, me, e| {
        if e.player == cx.player {
            devour(me, dice_cost(cx.state, e.card));
        }
    })
    .on_round_end(|cx, me| {
        let extra = std::mem::take(&mut me.counter);
        let p = cx.player;
        let narwhal = (0..CHARACTERS).find(|&c| {
            let ch = cx.state.character(p, c);
            ch.alive && ch.id == CharacterId::AllDevouringNarwhal
        });
        if let (Some(c), true) = (narwhal, extra > 0) {
            cx.add_to(p, Zone::Character(c as u8), ANATOMY_ID, extra);
            cx.raise_max_hp(c as u8, extra);
        }
    });

/// One card of `cost` devoured: the group of 3 (the usages), the extra Max HP of a full
/// group (the counter) and the record of the highest cost (the own data).
fn devour(me: &mut Status, cost: u8) {
    let seen = me.usage & 0b11;
    let (first, second) = ((me.usage >> 2) & 0b111, (me.usage >> 5) & 0b111);
    me.usage = match seen {
        0 => 1 | cost << 2,
        1 => 2 | first << 2 | cost << 5,
        _ => {
            let same_first = first == second;
            let distinct = 3
                - u8::from(same_first)
                - u8::from(cost == first || (!same_first && cost == second));
            me.counter = me.counter.saturating_add(GROUP + 1 - distinct);
            0
        }
    };
    let (highest, count) = (me.aux & 0b111, me.aux >> 3);
    me.aux = if count == 0 || cost > highest {
        cost | 1 << 3
    } else if cost == highest {
        highest | (count + 1).min(MAX_COUNT) << 3
    } else {
        me.aux
    };
}

/// Anomalous Anatomy: its stacks are the Max HP Insatiable Appetite gave (they add up).
static ANATOMY: EntityDef = EntityDef::new().accumulates();

/// Dark Shadow: its Attack Power is its own data (0 still strikes: 0 Electro DMG), its
/// usages from the Burst.
static DARK_SHADOW: EntityDef = EntityDef::new()
    .on_end_phase(|cx, me| {
        cx.damage_active(ELECTRO, me.aux);
        cx.spend_after(me);
    })
    .on_damage_decrease(|_, me, d| {
        if d.target_active && d.amount > 0 && me.usage > 0 {
            d.amount -= SHADOW_DECREASE;
            me.usage = me.usage.saturating_sub(SHADOW_SPENT);
        }
    });

/// Lightless Feeding, equipped: Starfall Shower marks it (its own data) before it discards;
/// the discard (an event, after the skill's damage and defeats: none if the game ended)
/// heals the Narwhal by the card's cost, once per round.
static FEEDING_EQUIPPED: EntityDef = EntityDef::new().on_card_discarded(|cx, me, e| {
    let Some(c) = cx.character() else { return };
    if e.player == cx.player && me.aux == 1 {
        me.aux = 0;
        if me.once_per_round() {
            cx.heal(c, dice_cost(cx.state, e.card));
        }
    }
});
