//! Keqing (6.5.0): 10 HP, 3 energy; the Lightning Stiletto card.

use crate::common::*;
use invokation::{CardId, EntityId};
use serde_json::json;

fn keqing() -> Setup {
    setup(
        ["Keqing", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

/// Stellar Restoration: "Deals 3 Electro DMG, creates 1 Lightning Stiletto" (in hand).
#[test]
fn stellar_restoration_creates_lightning_stiletto() {
    let mut g = keqing().build();
    g.act("p1 skill Stellar Restoration");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(g.aura(P2, 0), ["Electro"]);
    assert_eq!(
        g.state.player(P1).hand.as_slice(),
        &[CardId::LightningStiletto]
    );
    assert_eq!(g.energy(P1, 0), 1);
}

/// "(When Keqing uses Stellar Restoration with this card in Hand: Instead of creating
/// another Lightning Stiletto, Discard this card and Keqing gains Electro Infusion)";
/// Electro Infusion turns her Physical damage into Electro for 2 rounds.
#[test]
fn stellar_restoration_with_a_stiletto_in_hand_infuses() {
    let mut g = keqing().hand(P1, "Lightning Stiletto").build();
    g.act("p1 skill Stellar Restoration");
    assert!(
        g.state.player(P1).hand.is_empty(),
        "the Stiletto is discarded"
    );
    let infusion = g
        .status(P1, 0, EntityId::ElectroElementalInfusion_114032)
        .unwrap();
    assert_eq!(infusion.duration, 2);
    g.act("p2 end").act("p1 skill Yunlai Swordsmanship");
    // 2 Physical turned Electro on an Electro-applied Diluc: no reaction, 2 damage.
    assert_eq!(g.hp(P2, 0), 10 - 3 - 2);
    assert_eq!(g.aura(P2, 0), ["Electro"]);
}

/// Lightning Stiletto: "Combat Action: Switch your Keqing in to be the active character and
/// immediately use Stellar Restoration once. This instance of Stellar Restoration will grant
/// Keqing Electro Infusion without creating another Lightning Stiletto." Costs 3 Electro.
#[test]
fn lightning_stiletto_switches_keqing_in_and_uses_her_skill() {
    let mut g = keqing()
        .active(P1, 1)
        .hand(P1, "Lightning Stiletto")
        .build();
    g.act("p1 play Lightning Stiletto");
    assert_eq!(g.active(P1), 0, "Keqing switched in");
    assert_eq!(g.hp(P2, 0), 10 - 3, "Stellar Restoration's 3 Electro");
    assert!(g.state.player(P1).hand.is_empty(), "no new Stiletto");
    assert!(g
        .status(P1, 0, EntityId::ElectroElementalInfusion_114032)
        .is_some());
    assert!(g
        .status(P1, 0, EntityId::LightningStilettoRetrieved)
        .is_none());
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1, "the skill gains energy");
    assert_eq!(g.active(P2), 0);
    assert!(g.try_act("p1 end").is_err(), "a combat action: P2's turn");
}

/// Starward Sword: "Deals 4 Electro DMG, deals 3 Piercing DMG to all opposing characters on
/// standby." Needs 3 energy.
#[test]
fn starward_sword_pierces_standby_for_3() {
    let mut g = keqing().energy(P1, 0, 3).build();
    g.act("p1 skill Starward Sword");
    assert_eq!([g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)], [6, 7, 7]);
    assert_eq!(g.energy(P1, 0), 0);
}

/// Thundering Penance (3 Electro): "Combat Action: When your active character is Keqing,
/// equip this card. After Keqing equips this card, immediately use Stellar Restoration once.
/// When your Keqing, who has this card equipped, creates an Electro Elemental Infusion, it
/// will have the following effects: Starting Duration (Rounds) +1, Electro DMG dealt by the
/// attached character +1." With a Lightning Stiletto in hand, the skill discards it and gives
/// the (talent's) infusion, which replaces the one she had.
#[test]
fn thundering_penance_infusion_lasts_three_rounds_and_adds_one() {
    let mut g = setup(
        ["Keqing", "Xingqiu", "Ganyu"],
        ["Noelle", "Fischl", "Sucrose"],
    )
    .hand(P1, "Thundering Penance")
    .hand(P1, "Lightning Stiletto")
    .status(
        P1,
        0,
        json!({"name": "Electro Elemental Infusion", "duration": 1}),
    )
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Thundering Penance target 1");
    assert!(g.status(P1, 0, EntityId::ThunderingPenance).is_some());
    assert_eq!(g.dice_total(P1), 13);
    assert_eq!(g.hp(P2, 0), 12 - 3, "3 Electro (the infusion comes after)");
    assert!(g.hand(P1).is_empty(), "the Stiletto is discarded");
    assert!(g
        .status(P1, 0, EntityId::ElectroElementalInfusion_114032)
        .is_none());
    let inf = g
        .status(P1, 0, EntityId::ElectroElementalInfusion_114034)
        .unwrap();
    assert_eq!(inf.duration, 3, "2 + 1");
    g.act("p2 end").act("p1 skill Yunlai Swordsmanship");
    assert_eq!(g.hp(P2, 0), 9 - (2 + 1), "Physical becomes Electro, +1");
    g.act("p1 skill Stellar Restoration");
    assert_eq!(g.hp(P2, 0), 6 - (3 + 1), "Electro +1");
    assert_eq!(g.hand(P1), vec![CardId::LightningStiletto]);
}

/// Thundering Penance without a Lightning Stiletto: the skill creates one; playing it then
/// gives the talent's infusion.
#[test]
fn thundering_penance_then_lightning_stiletto() {
    let mut g = setup(
        ["Keqing", "Xingqiu", "Ganyu"],
        ["Noelle", "Fischl", "Sucrose"],
    )
    .hand(P1, "Thundering Penance")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Thundering Penance target 1");
    assert_eq!(g.hand(P1), vec![CardId::LightningStiletto]);
    assert!(g
        .status(P1, 0, EntityId::ElectroElementalInfusion_114034)
        .is_none());
    g.act("p2 end").act("p1 play Lightning Stiletto");
    assert_eq!(
        g.status(P1, 0, EntityId::ElectroElementalInfusion_114034)
            .unwrap()
            .duration,
        3
    );
}

/// Lightning Stiletto's switch is done, its "after you switch characters" effects included,
/// before Keqing uses her skill (as the reference): Prayer of the Crimson Crown's 1 Hydro
/// lands first, so Stellar Restoration's Electro meets the Hydro (Electro-Charged: +1, and
/// 1 Piercing to each standby character). Found by the differential tool.
#[test]
fn lightning_stiletto_switch_effects_come_before_the_skill() {
    let mut g = keqing()
        .active(P1, 1)
        .hand(P1, "Lightning Stiletto")
        .combat(P1, serde_json::json!("Prayer of the Crimson Crown"))
        .build();
    g.act("p1 play Lightning Stiletto");
    assert_eq!(g.active(P1), 0, "Keqing switched in");
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 1, "Hydro".to_string()),
            (P2, 0, 3 + 1, "Electro".to_string()),
            (P2, 1, 1, "Piercing".to_string()),
            (P2, 2, 1, "Piercing".to_string()),
        ]
    );
    assert_eq!(g.aura(P2, 0), Vec::<&str>::new());
}
