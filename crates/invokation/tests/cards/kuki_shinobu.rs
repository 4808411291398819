//! Kuki Shinobu (6.5.0): 10 HP, 2 energy; Grass Ring of Sanctification, To Ward Weakness.

use crate::common::*;
use invokation::{EntityId, Pending};
use serde_json::json;

const RING: EntityId = EntityId::GrassRingOfSanctification;

/// Kuki Shinobu against Noelle (12 HP); 16 Omni dice, every Roll Phase all Omni.
fn kuki() -> Setup {
    setup(
        ["Kuki Shinobu", "Xingqiu", "Ganyu"],
        ["Noelle", "Fischl", "Diluc"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
}

/// Sanctifying Ring (3 Electro): "Summons a Grass Ring of Sanctification. If this character
/// has at least 6 HP, then she deals 2 Piercing DMG to herself." No damage to the opponent.
#[test]
fn sanctifying_ring_creates_the_ring_and_costs_her_2_hp_from_6() {
    let mut g = kuki().hp(P1, 0, 6).build();
    g.act("p1 skill Sanctifying Ring");
    assert_eq!(g.combat(P1, RING).unwrap().usage, 3);
    assert_eq!(g.hp(P1, 0), 6 - 2);
    assert_eq!(g.hp(P2, 0), 12);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 16 - 3);
    // At 5 HP: no Piercing DMG to herself.
    let mut g = kuki().hp(P1, 0, 5).build();
    g.act("p1 skill Sanctifying Ring");
    assert_eq!(g.hp(P1, 0), 5);
    assert!(g.combat(P1, RING).is_some());
}

/// Grass Ring of Sanctification: "After you switch characters: Deal 1 Electro DMG, heal the
/// character on your team that has taken the most damage for 1 HP. (Once per Round)
/// Usage(s): 3". A second switch the same round does nothing; the next round it acts again.
#[test]
fn grass_ring_strikes_and_heals_after_a_switch_once_per_round() {
    let mut g = kuki()
        .hp(P1, 2, 4)
        .combat(P1, json!("Grass Ring of Sanctification"))
        .build();
    g.act("p1 switch 2");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.aura(P2, 0), ["Electro"]);
    assert_eq!(g.hp(P1, 2), 4 + 1, "Ganyu has taken the most damage");
    assert_eq!(g.combat(P1, RING).unwrap().usage, 2);
    g.act("p2 end").act("p1 switch 1");
    assert_eq!(g.hp(P2, 0), 12 - 1, "once per round");
    assert_eq!(g.hp(P1, 2), 5);
    assert_eq!(g.combat(P1, RING).unwrap().usage, 2);
    g.end_round();
    if matches!(g.state.pending(), Pending::Decision { player: P2, .. }) {
        g.act("p2 end");
    }
    g.act("p1 switch 3");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(g.combat(P1, RING).unwrap().usage, 1);
}

/// A switch of the opposing side does not set it off.
#[test]
fn grass_ring_ignores_opposing_switches() {
    let mut g = kuki()
        .combat(P1, json!("Grass Ring of Sanctification"))
        .build();
    g.act("p1 end").act("p2 switch 2");
    assert_eq!(g.hp(P2, 0), 12);
    assert_eq!(g.hp(P2, 1), 10);
    assert_eq!(g.combat(P1, RING).unwrap().usage, 3);
}

/// Gyoei Narukami Kariyama Rite (3 Electro, 2 energy): "Deals 4 Electro DMG, heals this
/// character for 2 HP."
#[test]
fn gyoei_narukami_kariyama_rite_deals_4_and_heals_her_2() {
    let mut g = kuki().hp(P1, 0, 7).energy(P1, 0, 2).build();
    g.act("p1 skill Gyoei Narukami Kariyama Rite");
    assert_eq!(g.hp(P2, 0), 12 - 4);
    assert_eq!(g.hp(P1, 0), 7 + 2);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 16 - 3);
}

/// To Ward Weakness (4 Electro, 2 energy): equipping uses Gyoei Narukami Kariyama Rite;
/// "If Kuki Shinobu, who has this card equipped, has no more than 5 HP, she deals +1
/// DMG": at 5 HP the burst deals 5 (then heals her to 7).
#[test]
fn to_ward_weakness_uses_the_burst_with_one_more_at_5_hp() {
    let mut g = kuki()
        .hp(P1, 0, 5)
        .energy(P1, 0, 2)
        .hand(P1, "To Ward Weakness")
        .build();
    g.act("p1 play To Ward Weakness target 1");
    assert!(g.status(P1, 0, EntityId::ToWardWeakness).is_some());
    assert_eq!(g.hp(P2, 0), 12 - 5);
    assert_eq!(g.hp(P1, 0), 5 + 2);
    assert_eq!(g.dice_total(P1), 16 - 4);
    assert_eq!(g.energy(P1, 0), 0);
}

/// The +1 needs 5 HP or less when the damage is dealt: at 6 HP a Normal Attack deals 2, at
/// 5 HP 3.
#[test]
fn to_ward_weakness_bonus_needs_5_hp_or_less() {
    let mut g = kuki()
        .hp(P1, 0, 6)
        .status(P1, 0, json!("To Ward Weakness"))
        .build();
    g.act("p1 skill Shinobu's Shadowsword");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    let mut g = kuki()
        .hp(P1, 0, 5)
        .status(P1, 0, json!("To Ward Weakness"))
        .build();
    g.act("p1 skill Shinobu's Shadowsword");
    assert_eq!(g.hp(P2, 0), 12 - 3);
}

/// "When Kuki Shinobu, who has this card equipped, would be defeated: she will not be
/// defeated, and is healed to 1 HP. (Once per Round)" The second blow of the round defeats
/// her.
#[test]
fn to_ward_weakness_saves_her_once_per_round() {
    let mut g = kuki()
        .hp(P1, 0, 2)
        .status(P1, 0, json!("To Ward Weakness"))
        .build();
    g.act("p1 end");
    g.act("p2 skill Favonius Bladework - Maid");
    assert!(g.ch(P1, 0).alive);
    assert_eq!(g.hp(P1, 0), 1);
    g.act("p2 skill Favonius Bladework - Maid");
    assert!(!g.ch(P1, 0).alive, "a second time the same round");
}
