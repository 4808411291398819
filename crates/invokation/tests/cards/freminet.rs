//! Freminet (6.5.0): 10 HP, 2 energy, Cryo claymore; Pers Timer, Subnautical Hunter Mode
//! (Subnautical Shield), Moment of Waking and Resolve. His statuses count the cards drawn
//! (`Event::CardsDrawn`).

use crate::common::*;
use invokation::{CardId, DecisionKind, EntityId, Pending, Version};
use serde_json::json;

const TIMER: EntityId = EntityId::PersTimer;
const HUNTER: EntityId = EntityId::SubnauticalHunterMode;
const SHIELD: EntityId = EntityId::SubnauticalShield;

/// Freminet against Xingqiu, Fischl, Diluc; 16 Omni dice each.
fn freminet() -> Setup {
    setup(
        ["Freminet", "Xingqiu", "Noelle"],
        ["Xingqiu", "Fischl", "Diluc"],
    )
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
}

/// `n` Strategize cards at the top of P1's pile (what "draw" takes).
fn with_deck(mut s: Setup, n: usize) -> Setup {
    for _ in 0..n {
        s = s.deck(P1, "Paimon");
    }
    s
}

/// His card: 10 HP, 2 energy.
#[test]
fn his_card() {
    let g = freminet().build();
    assert_eq!(g.ch(P1, 0).max_hp, 10);
    assert_eq!(g.ch(P1, 0).max_energy, 2);
}

/// Flowing Eddies (1 Cryo, 2 unaligned): "造成2点物理伤害。"
#[test]
fn flowing_eddies_deals_two_physical() {
    let mut g = freminet().build();
    g.act("p1 skill Flowing Eddies");
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Physical")]);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Pressurized Floe (3 Cryo): "造成2点冰元素伤害，若角色未附属佩伊刻计，则使其附属佩伊刻计。"
/// The first use attaches Pers Timer at 0 levels; each card drawn (Strategize: 2) is a level.
#[test]
fn pressurized_floe_attaches_pers_timer_which_counts_cards_drawn() {
    let mut g = with_deck(freminet().hand(P1, "Strategize"), 4).build();
    g.act("p1 skill Pressurized Floe");
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Cryo")]);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.status(P1, 0, TIMER).unwrap().usage, 0);
    g.act("p2 end").act("p1 play Strategize");
    assert_eq!(g.status(P1, 0, TIMER).unwrap().usage, 2, "2 cards drawn");
    // The opponent's draws are not counted.
    g.end_round();
    assert_eq!(
        g.status(P1, 0, TIMER).unwrap().usage,
        2 + 2,
        "End Phase: 2 of his"
    );
}

/// Pers Timer: "所附属角色使用浮冰增压时：如果「压力阶级」至少有2层，则移除此效果，使技能少花费
/// 1元素骰，且如果此技能结算后「压力阶级」至少有4层，则再额外造成3点物理伤害。" At 2 levels: 1
/// die less, no extra damage, the Timer is removed.
#[test]
fn pers_timer_at_two_levels_discounts_and_leaves() {
    let mut g = freminet()
        .status(P1, 0, json!({"name": "Pers Timer", "usage": 2}))
        .build();
    g.act("p1 skill Pressurized Floe");
    assert_eq!(g.dice_total(P1), 16 - 2, "1 less die");
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Cryo")]);
    assert!(g.status(P1, 0, TIMER).is_none());
}

/// At 4 levels: 1 die less and 3 extra Physical DMG after the skill; removed.
#[test]
fn pers_timer_at_four_levels_deals_three_more() {
    let mut g = freminet()
        .status(P1, 0, json!({"name": "Pers Timer", "usage": 4}))
        .build();
    g.act("p1 skill Pressurized Floe");
    assert_eq!(g.dice_total(P1), 16 - 2);
    assert_eq!(
        g.damages(),
        [hit(P2, 0, 2, "Cryo"), hit(P2, 0, 3, "Physical")]
    );
    assert_eq!(g.hp(P2, 0), 10 - 5);
    assert!(g.status(P1, 0, TIMER).is_none());
}

/// Before 6.5.0 the extra damage was 2 ("额外造成2点物理伤害", the 5.0.0 to 6.4.0 text).
#[test]
fn pers_timer_before_6_5_deals_two_more() {
    let mut g = freminet()
        .set("version", json!("6.4.0"))
        .status(P1, 0, json!({"name": "Pers Timer", "usage": 4}))
        .build();
    assert_eq!(g.state.version(), Version::V6_4_0);
    g.act("p1 skill Pressurized Floe");
    assert_eq!(
        g.damages(),
        [hit(P2, 0, 2, "Cryo"), hit(P2, 0, 2, "Physical")]
    );
}

/// Under 2 levels: full cost, it stays (with its level); only Pressurized Floe counts.
#[test]
fn pers_timer_under_two_levels_stays() {
    let mut g = freminet()
        .status(P1, 0, json!({"name": "Pers Timer", "usage": 1}))
        .build();
    g.act("p1 skill Flowing Eddies");
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p2 end").act("p1 skill Pressurized Floe");
    assert_eq!(g.dice_total(P1), 16 - 3 - 3, "no discount");
    assert_eq!(g.status(P1, 0, TIMER).unwrap().usage, 1);
}

/// Shadowhunter's Ambush (3 Cryo, 2 energy): "造成4点冰元素伤害，本角色附属潜猎模式。"
/// Subnautical Hunter Mode lasts 2 rounds.
#[test]
fn the_burst_attaches_subnautical_hunter_mode() {
    let mut g = freminet().energy(P1, 0, 2).build();
    g.act("p1 skill Shadowhunter's Ambush");
    assert_eq!(g.damages(), [hit(P2, 0, 4, "Cryo")]);
    assert_eq!(g.energy(P1, 0), 0);
    let s = g.status(P1, 0, HUNTER).unwrap();
    assert_eq!((s.usage, s.duration), (0, 2));
}

/// Subnautical Hunter Mode: "所附属角色使用普通攻击或元素战技后：将当前元素骰费用最高的至多2张
/// 手牌置于牌库底，然后抓等量的牌。" The 2 costliest cards go to the bottom (the first chosen
/// lowest), 2 are drawn from the top; "我方抓3张牌后：提供1点护盾…（可叠加，最多叠加至2点）"
/// counts them (2 of 3).
#[test]
fn hunter_mode_cycles_the_two_costliest_cards() {
    let mut g = freminet()
        .status(P1, 0, json!({"name": "Subnautical Hunter Mode"}))
        .hand(P1, "Paimon")
        .hand(P1, "Strategize")
        .hand(P1, "Sweet Madame")
        .hand(P1, "Liben")
        .deck(P1, "Timmie")
        .deck(P1, "Katheryne")
        .deck(P1, "Tubby")
        .build();
    g.act("p1 skill Flowing Eddies");
    assert_eq!(
        g.hand(P1),
        [
            CardId::SweetMadame,
            CardId::Liben,
            CardId::Timmie,
            CardId::Katheryne
        ]
    );
    assert_eq!(
        g.state.player(P1).deck.as_slice(),
        [CardId::Paimon, CardId::Strategize, CardId::Tubby],
        "bottom to top: Paimon (the costliest, chosen first) lowest"
    );
    assert_eq!(g.status(P1, 0, HUNTER).unwrap().usage, 2);
    assert!(g.status(P1, 0, SHIELD).is_none());
}

/// The third card drawn gives 1 Shield point (Subnautical Shield), which absorbs damage;
/// the Burst does not cycle the hand; an empty hand draws nothing.
#[test]
fn hunter_mode_shield_every_three_cards() {
    let mut g = with_deck(
        freminet()
            .set("config", json!({"all_omni": true}))
            .status(
                P1,
                0,
                json!({"name": "Subnautical Hunter Mode", "usage": 2}),
            )
            .energy(P1, 0, 2)
            .hand(P1, "Strategize"),
        6,
    )
    .build();
    g.act("p1 skill Shadowhunter's Ambush");
    assert_eq!(g.hand(P1), [CardId::Strategize], "not after the Burst");
    g.act("p2 end").act("p1 play Strategize");
    assert_eq!(g.status(P1, 0, SHIELD).unwrap().usage, 1);
    assert_eq!(g.status(P1, 0, HUNTER).unwrap().usage, 1);
    // 2 more: 3 again, a second point (at most 2).
    g.end_round();
    assert_eq!(g.status(P1, 0, SHIELD).unwrap().usage, 2);
    assert_eq!(g.status(P1, 0, HUNTER).unwrap().usage, 0);
    if g.state.pending()
        == (Pending::Decision {
            player: P1,
            kind: DecisionKind::Action,
        })
    {
        g.act("p1 end");
    }
    let hp = g.hp(P1, 0);
    g.act("p2 skill Guhua Style");
    assert_eq!(g.hp(P1, 0), hp, "2 Physical absorbed");
    assert!(g.status(P1, 0, SHIELD).is_none());
}

/// The shield stacks to 2 points at most (6 cards: still 2).
#[test]
fn hunter_mode_shield_stacks_to_two() {
    let mut g = with_deck(
        freminet()
            .status(P1, 0, json!({"name": "Subnautical Hunter Mode"}))
            .hand(P1, "Strategize")
            .hand(P1, "Strategize")
            .hand(P1, "Strategize"),
        8,
    )
    .build();
    g.act("p1 play Strategize")
        .act("p1 play Strategize")
        .act("p1 play Strategize");
    assert_eq!(g.status(P1, 0, SHIELD).unwrap().usage, 2);
    assert_eq!(g.status(P1, 0, HUNTER).unwrap().usage, 0);
}

/// Hunter Mode's draws feed Pers Timer too: after the Elemental Skill (with the Timer
/// attached then) the 2 cards drawn are 2 levels.
#[test]
fn hunter_mode_draws_feed_pers_timer() {
    let mut g = freminet()
        .status(P1, 0, json!({"name": "Subnautical Hunter Mode"}))
        .hand(P1, "Paimon")
        .hand(P1, "Liben")
        .deck(P1, "Timmie")
        .deck(P1, "Tubby")
        .build();
    g.act("p1 skill Pressurized Floe");
    assert_eq!(g.status(P1, 0, TIMER).unwrap().usage, 2);
    assert_eq!(g.hand(P1), [CardId::Timmie, CardId::Tubby]);
}

/// Moment of Waking and Resolve (3 Cryo): "菲米尼装备此牌后，立刻使用一次浮冰增压。 / 装备有
/// 此牌的菲米尼使用技能后，抓1张牌。（每回合至多触发2次）" Playing it uses Pressurized Floe
/// (which attaches Pers Timer, then 1 card: 1 level); twice per round.
#[test]
fn talent_uses_pressurized_floe_and_draws_twice_per_round() {
    let mut g = with_deck(
        freminet()
            .set("config", json!({"all_omni": true}))
            .hand(P1, "Moment of Waking and Resolve"),
        6,
    )
    .build();
    g.act("p1 play Moment of Waking and Resolve");
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Cryo")]);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.hand(P1).len(), 1);
    assert_eq!(g.status(P1, 0, TIMER).unwrap().usage, 1);
    g.act("p2 end").act("p1 skill Flowing Eddies");
    assert_eq!(g.hand(P1).len(), 2);
    g.act("p1 skill Flowing Eddies");
    assert_eq!(g.hand(P1).len(), 2, "twice per round");
    g.end_round();
    assert_eq!(g.hand(P1).len(), 4);
    g.act("p1 skill Flowing Eddies");
    assert_eq!(g.hand(P1).len(), 5, "again next round");
}

/// The talent's Pressurized Floe with Pers Timer at 4 levels: the Timer answers it (3 more
/// Physical DMG), then the talent's card.
#[test]
fn talent_with_pers_timer_ready() {
    let mut g = with_deck(
        freminet().hand(P1, "Moment of Waking and Resolve").status(
            P1,
            0,
            json!({"name": "Pers Timer", "usage": 4}),
        ),
        2,
    )
    .build();
    g.act("p1 play Moment of Waking and Resolve");
    assert_eq!(g.dice_total(P1), 16 - 3, "the card costs its 3 dice");
    assert_eq!(
        g.damages(),
        [hit(P2, 0, 2, "Cryo"), hit(P2, 0, 3, "Physical")]
    );
    assert!(g.status(P1, 0, TIMER).is_none());
    assert_eq!(g.hand(P1).len(), 1);
}

/// Cards drawn into a full hand (burned) are drawn all the same ("我方每抓1张牌后", as the
/// reference counts them): the End Phase's 2 are 2 levels with 10 cards in hand.
#[test]
fn pers_timer_counts_cards_burned_by_a_full_hand() {
    let mut s = freminet().set("config", json!({"all_omni": true})).status(
        P1,
        0,
        json!({"name": "Pers Timer"}),
    );
    for _ in 0..10 {
        s = s.hand(P1, "Liben");
    }
    let mut g = with_deck(s, 2).build();
    g.end_round();
    assert_eq!(g.hand(P1).len(), 10);
    assert!(g.state.player(P1).deck.is_empty());
    assert_eq!(g.status(P1, 0, TIMER).unwrap().usage, 2);
}

/// An empty pile draws nothing: no level.
#[test]
fn pers_timer_counts_nothing_from_an_empty_pile() {
    let mut g = freminet()
        .set("config", json!({"all_omni": true}))
        .status(P1, 0, json!({"name": "Pers Timer"}))
        .build();
    g.end_round();
    assert_eq!(g.status(P1, 0, TIMER).unwrap().usage, 0);
}
