//! Navia (6.5.0): 10 HP, 2 energy; Blunt Refusal, Ceremonial Crystalshot (Geo Infusion, the
//! Crystal Shrapnel discarded for damage and draws), As the Sunlit Sky's Singing Salute
//! (Rosula Dorata Salute), Mutual Assistance Network (Crystal Shrapnel put into the pile
//! after Crystallize), Crystal Shrapnel, Undisclosed Distribution Channels.

use crate::common::*;
use invokation::{CardId, ChanceRequest, EntityId, Pending};

const SHRAPNEL: CardId = CardId::CrystalShrapnel;
const INFUSION: EntityId = EntityId::GeoInfusion_116084;
const SALUTE: EntityId = EntityId::RosulaDorataSalute;

/// Navia against Xingqiu (10 HP), Fischl, Diluc; 16 Omni dice each.
fn navia() -> Setup {
    setup(
        ["Navia", "Xingqiu", "Ganyu"],
        ["Xingqiu", "Fischl", "Diluc"],
    )
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
}

fn count(cards: &[CardId], card: CardId) -> usize {
    cards.iter().filter(|&&c| c == card).count()
}

/// Blunt Refusal (1 Geo, 2 unaligned): "造成2点物理伤害。" (Deals 2 Physical DMG.)
#[test]
fn blunt_refusal_deals_two_physical() {
    let mut g = navia().build();
    g.act("p1 skill Blunt Refusal");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Ceremonial Crystalshot (3 Geo): "造成3点岩元素伤害，本角色附属岩元素附魔；从手牌中舍弃至多5
/// 张裂晶弹片，每舍弃1张都使此伤害+1并抓1张牌。" Two Crystal Shrapnel in hand: 3 + 2 Geo,
/// both discarded, 2 cards drawn; Geo Infusion (2 rounds) then turns her Physical Normal
/// Attack into Geo.
#[test]
fn ceremonial_crystalshot_discards_shrapnel_for_damage_and_draws() {
    let mut g = navia()
        .hand(P1, "Crystal Shrapnel")
        .hand(P1, "Strategize")
        .hand(P1, "Crystal Shrapnel")
        .deck(P1, "Paimon")
        .deck(P1, "Liben")
        .deck(P1, "Timmie")
        .build();
    g.act("p1 skill Ceremonial Crystalshot");
    assert_eq!(g.hp(P2, 0), 10 - 3 - 2);
    assert_eq!(g.aura(P2, 0), Vec::<&str>::new(), "Geo attaches no aura");
    assert_eq!(
        g.hand(P1),
        [CardId::Strategize, CardId::Paimon, CardId::Liben],
        "both discarded; 2 drawn"
    );
    let inf = g.status(P1, 0, INFUSION).unwrap();
    assert_eq!(inf.duration, 2);
    g.act("p2 end").act("p1 skill Blunt Refusal");
    assert_eq!(g.hp(P2, 0), 5 - 2);
    assert_eq!(g.aura(P2, 0), Vec::<&str>::new());
    assert!(
        g.damages().iter().any(|d| d.3 == "Geo" && d.2 == 2),
        "infused to Geo"
    );
}

/// At most 5 are discarded (6 held: 3 + 5 damage, one stays); none held: 3, no draw.
#[test]
fn ceremonial_crystalshot_discards_at_most_five() {
    let mut s = navia().hp(P2, 0, 10);
    for _ in 0..6 {
        s = s.hand(P1, "Crystal Shrapnel");
    }
    for _ in 0..6 {
        s = s.deck(P1, "Strategize");
    }
    let mut g = s.build();
    g.act("p1 skill Ceremonial Crystalshot");
    assert_eq!(g.hp(P2, 0), 10 - 8);
    assert_eq!(count(&g.hand(P1), SHRAPNEL), 1);
    assert_eq!(count(&g.hand(P1), CardId::Strategize), 5);
    let mut g = navia().deck(P1, "Strategize").build();
    g.act("p1 skill Ceremonial Crystalshot");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert!(g.hand(P1).is_empty(), "no draw");
}

/// As the Sunlit Sky's Singing Salute (3 Geo, 2 energy): "造成1点岩元素伤害，对所有敌方后台角
/// 色造成1点穿透伤害。召唤金花礼炮，生成1张裂晶弹片加入手牌。" Rosula Dorata Salute: "结束阶
/// 段：造成1点岩元素伤害，抓1张裂晶弹片。 / 可用次数：2": it draws a Crystal Shrapnel from the
/// pile (the one there, not the top card), then none when there is none.
#[test]
fn the_burst_summons_the_salute_which_draws_shrapnel() {
    let mut g = navia()
        .energy(P1, 0, 2)
        .deck(P1, "Strategize")
        .deck(P1, "Paimon")
        .deck(P1, "Crystal Shrapnel")
        .deck(P1, "Liben")
        .deck(P1, "Timmie")
        .deck(P1, "Katheryne")
        .deck(P1, "Tubby")
        .build();
    g.act("p1 skill As the Sunlit Sky's Singing Salute");
    assert_eq!([g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)], [9, 9, 9]);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.hand(P1), [SHRAPNEL]);
    assert_eq!(g.summon(P1, SALUTE).unwrap().usage, 2);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 9 - 1, "End Phase: 1 Geo");
    assert_eq!(g.summon(P1, SALUTE).unwrap().usage, 1);
    // The Salute's draw, then the End Phase's 2 (Strategize, Paimon).
    assert_eq!(
        g.hand(P1),
        [SHRAPNEL, SHRAPNEL, CardId::Strategize, CardId::Paimon]
    );
}

/// Mutual Assistance Network (passive): "敌方角色受到结晶反应伤害后：生成3张裂晶弹片，随机置入
/// 我方牌库中。" Crystallize on the opposing Xingqiu (Hydro): 3 Crystal Shrapnel, each at a
/// random place of the pile (a chance request each).
#[test]
fn crystallize_puts_three_shrapnel_into_the_pile() {
    let mut g = navia()
        .aura(P2, 0, &["Hydro"])
        .deck(P1, "Strategize")
        .deck(P1, "Paimon")
        .build();
    let a =
        invokation::notation::parse_action(&g.state, "p1 skill Ceremonial Crystalshot").unwrap();
    g.state.apply_action(a).unwrap();
    let Pending::Chance(ChanceRequest::DeckPlace { card, among, .. }) = g.state.pending() else {
        panic!("expected a place, got {:?}", g.state.pending());
    };
    assert_eq!((card, among), (SHRAPNEL, 3));
    g.state.resolve_chance(&mut g.rng);
    let pile: Vec<CardId> = g.state.player(P1).deck.iter().copied().collect();
    assert_eq!(pile.len(), 5);
    assert_eq!(count(&pile, SHRAPNEL), 3);
    assert_eq!(g.hp(P2, 0), 10 - 3 - 1, "Crystallize +1");
}

/// Crystal Shrapnel (1 same die): "对敌方「出战角色」造成1点物理伤害，抓1张牌。"
#[test]
fn crystal_shrapnel_deals_one_physical_and_draws() {
    let mut g = navia()
        .hand(P1, "Crystal Shrapnel")
        .deck(P1, "Strategize")
        .build();
    g.act("p1 play Crystal Shrapnel");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.dice_total(P1), 16 - 1);
    assert_eq!(g.hand(P1), [CardId::Strategize]);
}

/// Undisclosed Distribution Channels (talent, 3 Geo): "装备有此牌的娜维娅使用技能后：抓2张裂
/// 晶弹片。（每回合1次）" Equipping it uses Ceremonial Crystalshot, after which 2 Crystal
/// Shrapnel are drawn from the pile; not again this round; again the next.
#[test]
fn the_talent_draws_two_shrapnel_once_per_round() {
    let mut g = navia()
        .hand(P1, "Undisclosed Distribution Channels")
        .deck(P1, "Strategize")
        .deck(P1, "Crystal Shrapnel")
        .deck(P1, "Crystal Shrapnel")
        .deck(P1, "Crystal Shrapnel")
        .deck(P1, "Crystal Shrapnel")
        .deck(P1, "Crystal Shrapnel")
        .deck(P1, "Paimon")
        .deck(P1, "Liben")
        .build();
    g.act("p1 play Undisclosed Distribution Channels");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(g.hand(P1), [SHRAPNEL, SHRAPNEL]);
    g.act("p2 end").act("p1 skill Blunt Refusal");
    assert_eq!(count(&g.hand(P1), SHRAPNEL), 2, "once per round");
    g.end_round();
    g.act("p1 reroll").act("p2 reroll").act("p2 end");
    let before = count(&g.hand(P1), SHRAPNEL);
    g.act("p1 skill Blunt Refusal");
    assert_eq!(count(&g.hand(P1), SHRAPNEL), before + 2, "the next round");
}

/// The talent played again on Navia, who has it equipped: the equipped one stays, its
/// once-per-round starts again (as the reference re-initializes it), so the Crystalshot the
/// card uses draws 2 Crystal Shrapnel again this round.
#[test]
fn the_talent_played_again_draws_again_this_round() {
    let mut s = navia()
        .hand(P1, "Undisclosed Distribution Channels")
        .hand(P1, "Undisclosed Distribution Channels")
        .deck(P1, "Strategize")
        .deck(P1, "Strategize");
    for _ in 0..4 {
        s = s.deck(P1, "Crystal Shrapnel");
    }
    let mut g = s.build();
    g.act("p1 play Undisclosed Distribution Channels");
    assert_eq!(count(&g.hand(P1), SHRAPNEL), 2);
    g.act("p2 end");
    g.act("p1 play Undisclosed Distribution Channels");
    assert_eq!(
        count(&g.hand(P1), SHRAPNEL),
        2,
        "the 2 in hand discarded by the Crystalshot, then 2 drawn by the talent again"
    );
    assert_eq!(
        count(&g.hand(P1), CardId::Strategize),
        2,
        "the Crystalshot's 2 draws"
    );
    assert_eq!(g.state.player(P1).deck.len(), 0);
    let talent = EntityId::UndisclosedDistributionChannels;
    assert_eq!(
        g.ch(P1, 0)
            .statuses
            .iter()
            .filter(|s| s.id == talent)
            .count(),
        1
    );
}

/// "抓1张裂晶弹片" with several copies in the pile: one of them at random (a chance request
/// among the copies, from the top): which one decides the order of the rest.
#[test]
fn a_shrapnel_draw_is_one_of_the_copies_at_random() {
    use invokation::ChanceOutcome;
    let mut g = navia()
        .hand(P1, "Undisclosed Distribution Channels")
        .deck(P1, "Crystal Shrapnel")
        .deck(P1, "Paimon")
        .deck(P1, "Crystal Shrapnel")
        .deck(P1, "Liben")
        .deck(P1, "Crystal Shrapnel")
        .build();
    let a =
        invokation::notation::parse_action(&g.state, "p1 play Undisclosed Distribution Channels")
            .unwrap();
    g.state.apply_action(a).unwrap();
    let Pending::Chance(r @ ChanceRequest::DrawCard { card, .. }) = g.state.pending() else {
        panic!("expected a random copy, got {:?}", g.state.pending());
    };
    assert_eq!(card, SHRAPNEL);
    let all = r.outcomes(&g.state, 10).unwrap();
    assert_eq!(all.len(), 3);
    assert!(all.iter().all(|(_, p)| (p - 1.0 / 3.0).abs() < 1e-12));
    g.state.apply_chance(ChanceOutcome::Index(1)).unwrap();
    // The second copy (under Paimon) first; then one of the two left.
    g.state.apply_chance(ChanceOutcome::Index(1)).unwrap();
    let pile: Vec<CardId> = g.state.player(P1).deck.iter().rev().copied().collect();
    assert_eq!(pile, [SHRAPNEL, CardId::Paimon, CardId::Liben]);
    assert_eq!(g.hand(P1), [SHRAPNEL, SHRAPNEL]);
}
