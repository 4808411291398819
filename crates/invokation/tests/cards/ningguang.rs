//! Ningguang (6.5.0): 10 HP, 3 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn ningguang() -> Setup {
    setup(
        ["Ningguang", "Xingqiu", "Ganyu"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

/// Jade Screen: "Deals 2 Geo DMG, creates 1 Jade Screen." Usage(s): 2. Costs 3 Geo.
#[test]
fn jade_screen_deals_2_geo_and_creates_the_screen() {
    let mut g = ningguang().build();
    g.act("p1 skill Jade Screen");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.combat(P1, EntityId::JadeScreen).unwrap().usage, 2);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Jade Screen: "When your active character receives at least 2 DMG: Decrease DMG taken by
/// 1." Smaller hits pass untouched and spend nothing.
#[test]
fn jade_screen_reduces_hits_of_2_or_more() {
    let mut g = ningguang()
        .combat(P1, json!({"name": "Jade Screen", "usage": 2}))
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 10 - 1, "2 Physical - 1");
    assert_eq!(g.combat(P1, EntityId::JadeScreen).unwrap().usage, 1);
    g.act("p1 end")
        .act("p2 switch 2")
        .act("p2 skill Nightrider");
    assert_eq!(g.hp(P1, 0), 9 - 1, "1 Electro: not reduced");
    assert_eq!(g.combat(P1, EntityId::JadeScreen).unwrap().usage, 1);
}

/// Starshatter: "Deals 6 Geo DMG. If Jade Screen is on the field, deals +2 DMG." Costs 3 Geo
/// and 3 energy.
#[test]
fn starshatter_deals_6_geo_or_8_behind_jade_screen() {
    let mut g = ningguang().energy(P1, 0, 3).build();
    g.act("p1 skill Starshatter");
    assert_eq!(g.hp(P2, 0), 10 - 6);
    assert_eq!(g.energy(P1, 0), 0);
    let mut g = ningguang()
        .energy(P1, 0, 3)
        .combat(P1, json!({"name": "Jade Screen", "usage": 1}))
        .build();
    g.act("p1 skill Starshatter");
    assert_eq!(g.hp(P2, 0), 10 - 8);
}

/// Strategic Reserve (3 Geo): "Combat Action: When your active character is Ningguang,
/// equip this card. After Ningguang equips this card, immediately use Jade Screen once.
/// When your Ningguang, who has this card equipped, is on the field, Jade Screen will cause
/// your Geo DMG to increase by 1." The skill's own hit comes before the screen exists.
#[test]
fn strategic_reserve_makes_jade_screen_add_1_to_geo_damage() {
    let mut g = ningguang()
        .hand(P1, "Strategic Reserve")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Strategic Reserve target 1");
    assert!(g.status(P1, 0, EntityId::StrategicReserve).is_some());
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p2 end");
    g.act("p1 skill Sparkling Scatter");
    assert_eq!(g.hp(P2, 0), 8 - (1 + 1));
    // Another character's Physical damage gets nothing.
    g.act("p1 switch 2").act("p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 6 - 2);
}
