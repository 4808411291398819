//! Consecrated Scorpion: Electro monster (Consecrated Beast), 10 HP, 2 energy (from the
//! facts). Its skills and passive put Bonecruncher's Energy Block cards into the pile; its
//! Burst discards them for a Thunderbore Trap on the opposing side. The Energy Block card
//! (shared with the Consecrated Flying Serpent) and its cooldown are defined here. The
//! 6.5.0 texts:
//!
//! - Scorpion Strike: "造成2点物理伤害。" (Deals 2 Physical DMG.)
//! - Stinging Spine: "造成3点雷元素伤害。生成1张噬骸能量块，随机置入我方牌库顶部2张牌之中。"
//!   (Deals 3 Electro DMG. Create 1 Bonecruncher's Energy Block card and randomly place it
//!   within the top 2 cards of your deck: `DeckSpot::AmongTop(2)`.)
//! - Thunderbore Blast: "造成3点雷元素伤害，舍弃手牌中最多3张噬骸能量块，在对方场上生成雷锥陷
//!   阱。" (Deals 3 Electro DMG. Discard up to 3 Energy Blocks from your Hand, and create 1
//!   Thunderbore Trap on the opposing side.) As the reference: the damage, then the discards
//!   (each an `Event::CardDiscarded`), then the Trap with as many usages as cards discarded;
//!   none discarded, no Trap.
//! - Immortal Remnants: Electro (passive): "回合结束时，生成2张噬骸能量块，随机置入我方牌库顶
//!   部10张牌之中。" (When the Round ends: 2 Energy Blocks, each at random within the top 10
//!   cards: `Event::RoundEnd`, `DeckSpot::AmongTop(10)`.)
//! - Thunderbore Trap (combat status): "所在阵营的角色使用技能后：对所在阵营的出战角色造成2点
//!   雷元素伤害。可用次数：初始为创建时所弃置的噬骸能量块张数。（最多叠加到3）" Created again,
//!   its usages add up to 3 (the facts' limit).
//! - Bonecruncher's Energy Block (card, free): "随机舍弃1张当前元素骰费用最高的手牌，生成1个我
//!   方出战角色类型的元素骰。（每回合最多打出1张）" (Randomly discard 1 card with the highest
//!   cost from your Hand, create 1 Elemental Die of your active character's element; only 1
//!   per Round: Bonecruncher's Energy Block (on cooldown), a combat status for the round.)
//!   In 4.7.0 it also gave the active character 1 Energy if it is a Consecrated Beast
//!   (followed by version). Its "current" cost (6.4.0 on; "original" before) is the printed
//!   one (`Act::discard_costliest`).
//! - Fatal Fulmination (talent, 1 Electro; equipped on the Scorpion, not a Combat Action):
//!   "入场时：生成1张噬骸能量块，置入我方手牌。装备有此牌的圣骸毒蝎在场，我方打出噬骸能量块
//!   后：抓1张牌，然后生成1张噬骸能量块，随机置入我方牌库中。" (When played: 1 Energy Block
//!   into your Hand. After you play an Energy Block: draw 1 card, then 1 Energy Block at a
//!   random place of your deck.)

use crate::cards::prelude::*;
use crate::facts::skill::consecrated_scorpion::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::ConsecratedScorpion, &SCORPION),
    Def::Entity(EntityId::ThunderboreTrap, &THUNDERBORE_TRAP),
    Def::Card(CardId::BonecrunchersEnergyBlock, &ENERGY_BLOCK),
    Def::Entity(
        EntityId::BonecrunchersEnergyBlockOnCooldown,
        &EntityDef::THIS_ROUND,
    ),
    Def::Entity(EntityId::FatalFulmination, &FULMINATION_EQUIPPED),
    Def::Card(CardId::FatalFulmination, &FATAL_FULMINATION),
];

const BLOCK: CardId = CardId::BonecrunchersEnergyBlock;
const COOLDOWN: EntityId = EntityId::BonecrunchersEnergyBlockOnCooldown;

/// Stinging Spine: "随机置入我方牌库顶部2张牌之中".
const SPINE_AMONG_TOP: u8 = 2;
/// Thunderbore Blast: "舍弃手牌中最多3张噬骸能量块".
const MOST_DISCARDED: usize = 3;
/// The passive: "生成2张噬骸能量块，随机置入我方牌库顶部10张牌之中".
const PASSIVE_CARDS: u8 = 2;
const PASSIVE_AMONG_TOP: u8 = 10;
/// Thunderbore Trap: "造成2点雷元素伤害".
const TRAP_DAMAGE: u8 = 2;
/// The Energy Block: "生成1个...元素骰" (and, in 4.7.0, 1 Energy).
const BLOCK_DICE: u8 = 1;
const BLOCK_ENERGY_4_7: u8 = 1;
/// Fatal Fulmination: "抓1张牌，然后生成1张噬骸能量块".
const TALENT_DRAW: u8 = 1;
const TALENT_CARDS: u8 = 1;

static SCORPION: CharacterDef =
    CharacterDef::new(skill).passive(EntityDef::new().on_round_end(|cx, _| {
        cx.insert_into_deck(BLOCK, PASSIVE_CARDS, DeckSpot::AmongTop(PASSIVE_AMONG_TOP));
    }));

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        SCORPION_STRIKE => cx.base_damage(),
        STINGING_SPINE => {
            cx.base_damage();
            cx.insert_into_deck(BLOCK, 1, DeckSpot::AmongTop(SPINE_AMONG_TOP));
        }
        THUNDERBORE_BLAST => {
            cx.base_damage();
            let held = cx
                .state
                .player(cx.player)
                .hand
                .iter()
                .filter(|&&c| c == BLOCK)
                .count()
                .min(MOST_DISCARDED) as u8;
            for _ in 0..held {
                cx.discard_card(BLOCK);
            }
            if held > 0 {
                let opponent = cx.player.other();
                cx.add_to(opponent, Zone::Combat, EntityId::ThunderboreTrap, held);
            }
        }
        _ => {}
    }
}

/// Thunderbore Trap (on the opposing side): after a character of its side uses a skill, 2
/// Electro DMG to that side's active character, in that side's own name (no bonus of the
/// Scorpion's side), one usage spent.
static THUNDERBORE_TRAP: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    if e.player == cx.player && me.usage > 0 {
        let active = cx.state.active(cx.player) as u8;
        cx.damage_own(active, ELECTRO, TRAP_DAMAGE);
        cx.spend_after(me);
    }
});

/// Bonecruncher's Energy Block: playable once per round (not while the cooldown is there).
/// The card has already left the hand when the costliest card is chosen.
static ENERGY_BLOCK: CardDef = CardDef::event(|cx| {
    cx.discard_costliest();
    let p = cx.player;
    let active = cx.state.active(p);
    if let Some(e) = cx.state.character_facts(p, active).element {
        cx.gain_dice(Die::of(e), BLOCK_DICE);
    }
    let sacred = cx.state.character_facts(p, active).tags & crate::facts::tag::SACRED != 0;
    if cx.state.version() < Version::V4_8_0 && sacred {
        cx.energy(active as u8, BLOCK_ENERGY_4_7);
    }
    cx.combat_status(COOLDOWN);
})
.when(|state, p, _| state.player(p).combat_status(COOLDOWN).is_none());

/// Fatal Fulmination, played: an Energy Block into the hand (the engine equips the card).
static FATAL_FULMINATION: CardDef = CardDef::on_character(|cx| cx.create_card(BLOCK));

/// Fatal Fulmination, equipped: after its side plays an Energy Block, draw 1, then 1 Energy
/// Block at a random place of the pile.
static FULMINATION_EQUIPPED: EntityDef = EntityDef::new().on_card_played(|cx, _, e| {
    if e.player == cx.player && e.card == BLOCK {
        cx.draw(TALENT_DRAW);
        cx.insert_into_deck(BLOCK, TALENT_CARDS, DeckSpot::Random);
    }
});
