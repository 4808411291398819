//! Kamisato Ayato (6.5.0): 11 HP, 2 energy; Takimeguri Kanka, Garden of Purity, Kyouka
//! Fuushi (a cheaper Normal Attack from 6.3; extra damage to low-HP targets before).

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

/// Ayato against Noelle (12 HP); P2 has declared round end, so P1 keeps the turn; 16 Omni
/// dice, every Roll Phase all Omni.
fn ayato() -> Setup {
    setup(
        ["Kamisato Ayato", "Xingqiu", "Ganyu"],
        ["Noelle", "Fischl", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
}

fn hit(amount: u8, dtype: &str) -> Vec<(invokation::Player, u8, u8, String)> {
    vec![(P2, 0, amount, dtype.to_string())]
}

/// Kamisato Art: Kyouka: "Deals 2 Hydro DMG. This character gains Takimeguri Kanka."
/// Takimeguri Kanka: "The character to which this is attached has their Normal Attacks deal
/// +1 DMG, and their Physical DMG dealt converted to Hydro DMG. Usage(s): 3". Three Normal
/// Attacks: 2 Physical → 3 Hydro each; then it is gone and the fourth is 2 Physical.
#[test]
fn takimeguri_kanka_three_hydro_normal_attacks() {
    let mut g = ayato().build();
    g.clear_log().act("p1 skill Kamisato Art: Kyouka");
    assert_eq!(g.damages(), hit(2, "Hydro"));
    assert_eq!(g.status(P1, 0, EntityId::TakimeguriKanka).unwrap().usage, 3);
    for left in [2, 1] {
        g.clear_log().act("p1 skill Kamisato Art: Marobashi");
        assert_eq!(g.damages(), hit(3, "Hydro"));
        assert_eq!(
            g.status(P1, 0, EntityId::TakimeguriKanka).unwrap().usage,
            left
        );
    }
    g.clear_log().act("p1 skill Kamisato Art: Marobashi");
    assert_eq!(g.damages(), hit(3, "Hydro"));
    assert!(g.status(P1, 0, EntityId::TakimeguriKanka).is_none());
    g.clear_log().act("p1 skill Kamisato Art: Marobashi");
    assert_eq!(g.damages(), hit(2, "Physical"));
}

/// Kamisato Art: Suiyuu: "Deals 1 Hydro DMG, summons 1 Garden of Purity." Garden of Purity:
/// "End Phase: Deal 2 Hydro DMG. Usage(s): 2. When this Summon is on the field: Your
/// characters' Normal Attacks deal +1 DMG." Xingqiu's Normal Attack 2 + 1; his skill is not
/// boosted.
#[test]
fn garden_of_purity() {
    let mut g = ayato().energy(P1, 0, 2).build();
    g.clear_log().act("p1 skill Kamisato Art: Suiyuu");
    assert_eq!(g.damages(), hit(1, "Hydro"));
    assert_eq!(g.summon(P1, EntityId::GardenOfPurity).unwrap().usage, 2);
    g.act("p1 switch 2");
    g.clear_log().act("p1 skill Guhua Style");
    assert_eq!(g.damages(), hit(3, "Physical"));
    g.clear_log().act("p1 skill Fatal Rainscreen");
    assert_eq!(g.damages(), hit(2, "Hydro"));
    g.clear_log().end_round();
    assert_eq!(g.damages()[0], (P2, 0, 2, "Hydro".to_string()));
    assert_eq!(g.summon(P1, EntityId::GardenOfPurity).unwrap().usage, 1);
}

/// Kyouka Fuushi (talent, Combat Action, 3 Hydro): "After Kamisato Ayato equips this card,
/// immediately use Kamisato Art: Kyouka once. After Kamisato Ayato, who has Takimeguri
/// Kanka attached, uses a Normal Attack: his next Normal Attack this round costs 2 less
/// Unaligned Element. (That Normal Attack does not trigger this card's effect again.)"
/// Normal Attack 1 (Kanka): 3 dice, then Kyouka Fuushi (In Effect); Normal Attack 2: 1 die,
/// no new status; Normal Attack 3: 3 dice, status again.
#[test]
fn kyouka_fuushi_makes_the_next_normal_attack_cheaper() {
    let mut g = ayato().hand(P1, "Kyouka Fuushi").build();
    g.act("p1 play Kyouka Fuushi");
    assert!(g.status(P1, 0, EntityId::KyoukaFuushi).is_some());
    assert_eq!(g.status(P1, 0, EntityId::TakimeguriKanka).unwrap().usage, 3);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert!(g.status(P1, 0, EntityId::KyoukaFuushiInEffect).is_none());
    g.act("p1 skill Kamisato Art: Marobashi");
    assert_eq!(g.dice_total(P1), 13 - 3);
    let s = g.status(P1, 0, EntityId::KyoukaFuushiInEffect).unwrap();
    assert_eq!((s.usage, s.duration), (1, 1));
    g.act("p1 skill Kamisato Art: Marobashi");
    assert_eq!(g.dice_total(P1), 10 - 1, "2 unaligned less");
    assert!(
        g.status(P1, 0, EntityId::KyoukaFuushiInEffect).is_none(),
        "used, and not given again by the discounted attack"
    );
    g.act("p1 skill Kamisato Art: Marobashi");
    assert_eq!(g.dice_total(P1), 9 - 3);
    assert!(g.status(P1, 0, EntityId::KyoukaFuushiInEffect).is_some());
    // It lasts until the round ends.
    g.end_round();
    assert!(g.status(P1, 0, EntityId::KyoukaFuushiInEffect).is_none());
}

/// Without Takimeguri Kanka, a Normal Attack gives nothing.
#[test]
fn kyouka_fuushi_needs_takimeguri_kanka() {
    let mut g = ayato().status(P1, 0, json!("Kyouka Fuushi")).build();
    g.act("p1 skill Kamisato Art: Marobashi");
    assert!(g.status(P1, 0, EntityId::KyoukaFuushiInEffect).is_none());
}

/// Versions: before 6.3 Kyouka Fuushi adds to Takimeguri Kanka's hit "+1 (from 4.7: +2)
/// additional DMG if the target's remaining HP is equal to or less than 6", and gives no
/// discount.
#[test]
fn kyouka_fuushi_before_6_3() {
    let g = |v: &str, hp: u8| {
        let mut g = ayato()
            .set("version", json!(v))
            .hp(P2, 0, hp)
            .status(P1, 0, json!("Kyouka Fuushi"))
            .status(P1, 0, json!("Takimeguri Kanka"))
            .build();
        g.clear_log().act("p1 skill Kamisato Art: Marobashi");
        let discount = g.status(P1, 0, EntityId::KyoukaFuushiInEffect).is_some();
        assert_eq!(discount, v == "6.5.0", "the discount from 6.3 only");
        g.damages()[0].2
    };
    assert_eq!(g("6.2.0", 6), 2 + 1 + 2);
    assert_eq!(g("6.2.0", 7), 2 + 1);
    assert_eq!(g("4.6.0", 6), 2 + 1 + 1);
    assert_eq!(g("6.5.0", 6), 2 + 1);
}
