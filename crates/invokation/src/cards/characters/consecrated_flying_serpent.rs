//! Consecrated Flying Serpent: Anemo monster (Consecrated Beast), 10 HP, 2 energy (from the
//! facts). Its passive spreads Bonecruncher's Energy Block cards through the pile (the card
//! is defined with the Consecrated Scorpion); its Burst discards them all, each 2 doubling
//! its damage. The 6.5.0 texts:
//!
//! - Whirling Tail: "造成2点物理伤害。" (Deals 2 Physical DMG.)
//! - Swirling Squall: "造成3点风元素伤害，抓1张牌。" (Deal 3 Anemo DMG and draw 1 card.)
//! - Scattershot Vortex: "造成2点风元素伤害，舍弃手牌中所有的噬骸能量块，每舍弃2张，此次伤害
//!   翻倍1次。" (Deals 2 Anemo DMG. Discard all Energy Blocks in your Hand. Double the DMG
//!   once for every 2 cards you Discard.) As the reference: Bonecruncher's Energy Block:
//!   Accumulated ("每层使得错落风涡伤害翻倍1次": each stack doubles the damage once) is
//!   attached with one stack per 2 blocks held, the damage is multiplied (after every
//!   addition: the multiplying stage) and uses the status up, then the blocks are discarded
//!   (each an `Event::CardDiscarded`).
//! - Immortal Remnants: Anemo (passive): "战斗开始时，生成6张噬骸能量块，均匀放入牌库。" (When
//!   the battle begins: 6 Energy Blocks spread evenly through the pile: `DeckSpot::Evenly`.)
//! - Deathly Cyclone (talent, 1 Anemo; equipped on the Serpent, not a Combat Action): "入场
//!   时：生成1张噬骸能量块，置入我方手牌。装备有此牌的圣骸飞蛇在场，我方打出噬骸能量块后：本回
//!   合中，我方下次切换角色后生成1个出战角色类型的元素骰。" (When played: 1 Energy Block into
//!   your Hand. After you play an Energy Block: the next time you switch characters this
//!   Round, create 1 Elemental Die of your active character's element.) As the reference:
//!   Deathly Cyclone (In Effect), a combat status for the round, answers the next switch of
//!   its side however it happens, with a die of the character switched to.
//!
//! Versions: in 4.7.0 Swirling Squall drew an Energy Block, then 1 card per Energy Block in
//! the hand (at most 2 a round); only the newest behaviour is implemented
//! (`Def::BehaviourSince`, docs/versions.md).

use crate::cards::prelude::*;
use crate::cards::Item;
use crate::facts::skill::consecrated_flying_serpent::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::ConsecratedFlyingSerpent, &SERPENT),
    Def::Entity(EntityId::BonecrunchersEnergyBlockAccumulated, &ACCUMULATED),
    Def::Entity(EntityId::DeathlyCycloneInEffect, &CYCLONE_IN_EFFECT),
    Def::Entity(EntityId::DeathlyCyclone, &CYCLONE_EQUIPPED),
    Def::Card(CardId::DeathlyCyclone, &DEATHLY_CYCLONE),
    Def::BehaviourSince(
        Item::Character(CharacterId::ConsecratedFlyingSerpent),
        Version::V4_8_0,
        "Swirling Squall draws 1 card (4.7.0: an Energy Block, then 1 card per Energy Block \
         in hand, at most 2 a round)",
    ),
];

const BLOCK: CardId = CardId::BonecrunchersEnergyBlock;

/// Swirling Squall: "抓1张牌".
const SQUALL_DRAW: u8 = 1;
/// Scattershot Vortex: "每舍弃2张，此次伤害翻倍1次".
const BLOCKS_PER_DOUBLING: usize = 2;
/// The passive: "生成6张噬骸能量块".
const PASSIVE_CARDS: u8 = 6;

static SERPENT: CharacterDef =
    CharacterDef::new(skill).passive(EntityDef::new().on_battle_begins(|cx, _| {
        cx.insert_into_deck(BLOCK, PASSIVE_CARDS, DeckSpot::Evenly);
    }));

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        WHIRLING_TAIL => cx.base_damage(),
        SWIRLING_SQUALL => {
            cx.base_damage();
            cx.draw(SQUALL_DRAW);
        }
        SCATTERSHOT_VORTEX => {
            let held = cx
                .state
                .player(cx.player)
                .hand
                .iter()
                .filter(|&&c| c == BLOCK)
                .count();
            let stacks = (held / BLOCKS_PER_DOUBLING) as u8;
            if stacks > 0 {
                let (p, c) = (cx.player, cx.character);
                cx.add_to(
                    p,
                    Zone::Character(c),
                    EntityId::BonecrunchersEnergyBlockAccumulated,
                    stacks,
                );
            }
            cx.base_damage();
            for _ in 0..held {
                cx.discard_card(BLOCK);
            }
        }
        _ => {}
    }
}

/// Bonecruncher's Energy Block: Accumulated: the next damage of its character's skills is
/// doubled once per stack (its usages); then it is discarded.
static ACCUMULATED: EntityDef = EntityDef::new().on_damage_mul(|cx, me, d| {
    let Some(c) = cx.character() else { return };
    if d.dealt_by(cx.player, c) && d.is_skill() {
        d.mul = d.mul.saturating_mul(1 << me.usage.min(8));
        cx.dispose = true;
    }
});

/// Deathly Cyclone, played: an Energy Block into the hand (the engine equips the card).
static DEATHLY_CYCLONE: CardDef = CardDef::on_character(|cx| cx.create_card(BLOCK));

/// Deathly Cyclone, equipped: after its side plays an Energy Block, Deathly Cyclone (In
/// Effect) for the round.
static CYCLONE_EQUIPPED: EntityDef = EntityDef::new().on_card_played(|cx, _, e| {
    if e.player == cx.player && e.card == BLOCK {
        cx.combat_status(EntityId::DeathlyCycloneInEffect);
    }
});

/// Deathly Cyclone (In Effect): at the next switch of its side this round, 1 die of the
/// element of the character switched to; then it is used up (1 usage, as the reference
/// counts it; 1 round).
static CYCLONE_IN_EFFECT: EntityDef = EntityDef::new().init(1, 1).on_switched(|cx, me, e| {
    if e.player == cx.player && me.take_usage() {
        let to = e.to as usize;
        if let Some(el) = cx.state.character_facts(cx.player, to).element {
            cx.gain_dice(Die::of(el), 1);
        }
    }
});
