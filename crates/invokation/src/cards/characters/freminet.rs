//! Freminet: Cryo claymore of Fontaine (Ousia), 10 HP, 2 energy (from the facts). His
//! statuses count the cards his side draws (`EntityDef::on_cards_drawn`). The 6.5.0 texts:
//!
//! - Flowing Eddies: "造成2点物理伤害。" (Deals 2 Physical DMG.)
//! - Pressurized Floe: "造成2点冰元素伤害，若角色未附属佩伊刻计，则使其附属佩伊刻计。" (Deals 2
//!   Cryo DMG. If this character has not yet gained Pers Timer, they will gain Pers Timer.)
//!   With Pers Timer already there, this use is the one Pers Timer answers (as the
//!   reference marks it); the use that attaches it is not.
//! - Shadowhunter's Ambush: "造成4点冰元素伤害，本角色附属潜猎模式。" (Deals 4 Cryo DMG.
//!   Attaches Subnautical Hunter Mode to this character.)
//! - Pers Timer (111121): "我方每抓1张牌后：此牌累积1层「压力阶级」。 / 所附属角色使用浮冰增压
//!   时：如果「压力阶级」至少有2层，则移除此效果，使技能少花费1元素骰，且如果此技能结算后「压
//!   力阶级」至少有4层，则再额外造成3点物理伤害。" (For every card you draw: 1 Pressure Level.
//!   When the character uses Pressurized Floe: with at least 2 Pressure Levels, remove this
//!   effect and the Skill costs 1 less Elemental Die; if, after the Skill, there are at least
//!   4, deal 3 additional Physical DMG.) The levels are its usages (`usage`); the extra damage
//!   was 2 before 6.5.0 (the facts' text of each version). With fewer than 2 levels it stays.
//! - Subnautical Hunter Mode (111122, duration from the facts): "我方抓3张牌后：提供1点护盾，
//!   保护所附属角色。（可叠加，最多叠加至2点）。 / 所附属角色使用普通攻击或元素战技后：将当前元
//!   素骰费用最高的至多2张手牌置于牌库底，然后抓等量的牌。" (After you draw 3 cards: 1 Shield
//!   point for the character, Subnautical Shield, stacking to 2. After the character uses a
//!   Normal Attack or Elemental Skill: place up to 2 cards with the highest Elemental Dice
//!   cost in your hand at the bottom of your deck, then draw as many.) The cards drawn since
//!   the last shield are its usages (it starts with none: the Shield points its text names
//!   are Subnautical Shield's; kept when it is attached again, as the reference); the cards
//!   it draws count too. "当前" (current) cost since 6.4.0, "原本" (printed) before:
//!   the engine knows no hand card whose cost differs from its printed one, so both read the
//!   printed cost (`Act::costliest_to_deck_bottom`, the first in hand order among equals).
//! - Moment of Waking and Resolve (talent, 3 Cryo): "菲米尼装备此牌后，立刻使用一次浮冰增压。
//!   / 装备有此牌的菲米尼使用技能后，抓1张牌。（每回合至多触发2次）" (After Freminet equips this
//!   card, immediately use Pressurized Floe once. After Freminet uses a Skill: draw 1 card.
//!   Twice per Round.)

use crate::cards::prelude::*;
use crate::facts::skill::freminet::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Freminet, &FREMINET),
    Def::Entity(EntityId::PersTimer, &PERS_TIMER),
    Def::Entity(EntityId::SubnauticalHunterMode, &HUNTER_MODE),
    Def::Entity(EntityId::SubnauticalShield, &SUBNAUTICAL_SHIELD),
    Def::Entity(EntityId::MomentOfWakingAndResolve, &TALENT_EQUIPPED),
    Def::Card(
        CardId::MomentOfWakingAndResolve,
        &CardDef::talent::<PRESSURIZED_FLOE>(),
    ),
];

/// Pers Timer: "如果「压力阶级」至少有2层" (at least 2 levels).
const LEVELS_FOR_DISCOUNT: u8 = 2;
/// Pers Timer: "至少有4层" (at least 4 levels).
const LEVELS_FOR_DAMAGE: u8 = 4;
/// Pers Timer: "少花费1元素骰".
const TIMER_DISCOUNT: u8 = 1;
/// Pers Timer: "额外造成3点物理伤害" (2 before 6.5.0).
fn timer_damage(v: Version) -> u8 {
    if v >= Version::V6_5_0 {
        3
    } else {
        2
    }
}
/// Pers Timer's own data: Pressurized Floe was used while it was there.
const TRIGGERED: u8 = 1;
/// Subnautical Hunter Mode: "我方抓3张牌后" (after you draw 3 cards).
const CARDS_PER_SHIELD: u8 = 3;
/// Subnautical Hunter Mode: "至多2张手牌" (up to 2 cards).
const CARDS_CYCLED: u8 = 2;
/// Subnautical Shield: "提供1点护盾…（可叠加，最多叠加到2点）" (1 point, stacking to 2).
const SHIELD_STACK: u8 = 1;
const SHIELD_LIMIT: u8 = 2;
/// The talent: "抓1张牌。（每回合至多触发2次）".
const TALENT_DRAW: u8 = 1;
const TALENT_PER_ROUND: u8 = 2;

static FREMINET: CharacterDef = CharacterDef::new(skill);

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        FLOWING_EDDIES => cx.base_damage(),
        PRESSURIZED_FLOE => {
            cx.base_damage();
            if cx.has(EntityId::PersTimer) {
                cx.set_aux(
                    Zone::Character(cx.character),
                    EntityId::PersTimer,
                    TRIGGERED,
                );
            } else {
                cx.attach_self(EntityId::PersTimer);
            }
        }
        SHADOWHUNTERS_AMBUSH => {
            cx.base_damage();
            cx.attach_self(EntityId::SubnauticalHunterMode);
        }
        _ => {}
    }
}

/// Pers Timer: levels per card drawn; the discount and the extra damage.
static PERS_TIMER: EntityDef = EntityDef::new()
    .on_cards_drawn(|cx, me, e| {
        if e.player == cx.player {
            me.usage = me.usage.saturating_add(e.n);
        }
    })
    .on_cost(|cx, me, q| {
        let Some(c) = cx.character() else { return };
        let floe = matches!(q.action, CostAction::Skill { character, skill, .. }
            if character == c && skill == PRESSURIZED_FLOE);
        if q.player == cx.player && floe && me.usage >= LEVELS_FOR_DISCOUNT {
            q.reduce_dice(TIMER_DISCOUNT);
        }
    })
    .on_after_skill(|cx, me, e| {
        let Some(c) = cx.character() else { return };
        if e.player != cx.player || e.character != c || me.aux != TRIGGERED {
            return;
        }
        me.aux = 0;
        if me.usage >= LEVELS_FOR_DAMAGE {
            cx.damage_active(PHYSICAL, timer_damage(cx.state.version()));
        }
        if me.usage >= LEVELS_FOR_DISCOUNT {
            cx.dispose = true;
        }
    });

/// Subnautical Hunter Mode: a shield point for every 3 cards drawn; the hand cycled after a
/// Normal Attack or Elemental Skill.
static HUNTER_MODE: EntityDef = EntityDef::new()
    .init_usage(0)
    .keep_at_zero()
    .on_cards_drawn(|cx, me, e| {
        let Some(c) = cx.character() else { return };
        if e.player != cx.player {
            return;
        }
        let total = me.usage.saturating_add(e.n);
        for _ in 0..total / CARDS_PER_SHIELD {
            cx.attach(c, EntityId::SubnauticalShield);
        }
        me.usage = total % CARDS_PER_SHIELD;
    })
    .on_after_skill(|cx, _, e| {
        let Some(c) = cx.character() else { return };
        let kind = matches!(e.kind, SkillKind::Normal | SkillKind::Elemental);
        if e.player != cx.player || e.character != c || !kind {
            return;
        }
        let held = cx
            .state
            .player(cx.player)
            .hand
            .len()
            .min(CARDS_CYCLED as usize) as u8;
        if held > 0 {
            cx.costliest_to_deck_bottom(cx.player, held);
            cx.draw(held);
        }
    });

/// Subnautical Shield (111123): 1 Shield point, stacking to 2.
static SUBNAUTICAL_SHIELD: EntityDef =
    templates::CHARACTER_SHIELD.stacks(SHIELD_STACK, SHIELD_LIMIT);

/// The equipped talent: a card after each of his skills, twice per round.
static TALENT_EQUIPPED: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    let Some(c) = cx.character() else { return };
    if e.player == cx.player && e.character == c && me.per_round(TALENT_PER_ROUND) {
        cx.draw(TALENT_DRAW);
    }
});
