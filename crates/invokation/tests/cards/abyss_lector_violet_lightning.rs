//! Abyss Lector: Violet Lightning (6.5.0): 6 HP, 2 energy.

use crate::common::*;
use invokation::{DecisionKind, EntityId};
use serde_json::json;

fn lector() -> Setup {
    setup(
        ["Abyss Lector: Violet Lightning", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
}

/// Den of Thunder: "Deals 1 Electro DMG." (1 Electro, 2 Unaligned).
#[test]
fn den_of_thunder_deals_1_electro() {
    let mut g = lector().build();
    g.act("p1 skill Den of Thunder");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.aura(P2, 0), ["Electro"]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Shock of the Enigmatic Abyss: "Deals 3 Electro DMG. If the target is already affected by
/// Electro, steal 1 Energy from them. (If this character's Energy is already full, then the
/// stolen Energy will be given to the next character who does not have full Energy)".
#[test]
fn shock_steals_energy_from_an_electro_target() {
    let mut g = lector().aura(P2, 0, &["Electro"]).energy(P2, 0, 2).build();
    g.act("p1 skill Shock of the Enigmatic Abyss");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.energy(P2, 0), 1, "stolen");
    assert_eq!(g.energy(P1, 0), 1 + 1, "the stolen one and the skill's");
    assert_eq!(g.dice_total(P1), 8 - 3);
    // Without Electro on the target: nothing stolen.
    let mut g = lector().energy(P2, 0, 2).build();
    g.act("p1 skill Shock of the Enigmatic Abyss");
    assert_eq!(g.energy(P2, 0), 2);
    assert_eq!(g.energy(P1, 0), 1);
    // Her energy full: the next character whose energy is not full gets it.
    let mut g = lector()
        .aura(P2, 0, &["Electro"])
        .energy(P2, 0, 1)
        .energy(P1, 0, 2)
        .build();
    g.act("p1 skill Shock of the Enigmatic Abyss");
    assert_eq!(g.energy(P2, 0), 0);
    assert_eq!(g.energy(P1, 0), 2);
    assert_eq!(g.energy(P1, 1), 1, "Xingqiu gets it");
    // A target without energy gives nothing.
    let mut g = lector().aura(P2, 0, &["Electro"]).build();
    g.act("p1 skill Shock of the Enigmatic Abyss");
    assert_eq!(g.energy(P1, 0), 1);
}

/// Wild Thunderburst: "Deals 3 Electro DMG. If the target has no more than 1 Energy, deals
/// +2 DMG." (3 Electro, 2 energy).
#[test]
fn wild_thunderburst_deals_2_more_to_a_target_with_at_most_1_energy() {
    let mut g = lector().energy(P1, 0, 2).energy(P2, 0, 1).build();
    g.act("p1 skill Wild Thunderburst");
    assert_eq!(g.hp(P2, 0), 12 - 5);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    let mut g = lector().energy(P1, 0, 2).energy(P2, 0, 2).build();
    g.act("p1 skill Wild Thunderburst");
    assert_eq!(g.hp(P2, 0), 12 - 3);
}

/// Electric Rebirth (passive): "When the battle begins, this character gains Electric
/// Rebirth." Electric Rebirth: "When the character to which this is attached would be
/// defeated: Remove this effect, ensure the character will not be defeated, and heal them to
/// 4 HP. After this effect is triggered, this character deals +1 Electro DMG."
#[test]
fn electric_rebirth_saves_her_at_4_hp_then_her_electro_is_honed() {
    let mut g = lector()
        .set("config", json!({"all_omni": true}))
        .hp(P1, 0, 1)
        .status(P1, 0, json!("Electric Rebirth"))
        .build();
    g.act("p1 end").act("p2 skill Favonius Bladework - Maid");
    assert!(g.ch(P1, 0).alive);
    assert_eq!(g.hp(P1, 0), 4);
    assert!(g.status(P1, 0, EntityId::ElectricRebirth).is_none());
    assert!(g.status(P1, 0, EntityId::ElectricRebirthHoned).is_some());
    g.act("p2 end").end_round();
    g.act("p1 skill Den of Thunder");
    assert_eq!(g.hp(P2, 0), 12 - 2, "1 + 1 Electro");
}

/// The passive: she starts the battle with Electric Rebirth.
#[test]
fn she_starts_the_battle_with_electric_rebirth() {
    let s = battle_start(
        ["Abyss Lector: Violet Lightning", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    );
    assert!(s.player(P1).characters[0].has(EntityId::ElectricRebirth));
}

/// Chain Lightning Cascade (1 Electro, talent, not a Combat Action): "When played: If Abyss
/// Lector: Violet Lightning, who has this card equipped, has already triggered Electric
/// Rebirth, cause the opponent's active character to lose 1 Energy. When Abyss Lector:
/// Violet Lightning, who has this card equipped, triggers Electric Rebirth or is defeated:
/// Discard this card, and cause the opponent's active character to lose 1 Energy."
#[test]
fn chain_lightning_cascade_drains_when_the_rebirth_fires() {
    let mut g = lector()
        .hp(P1, 0, 1)
        .status(P1, 0, json!("Electric Rebirth"))
        .energy(P2, 0, 1)
        .hand(P1, "Chain Lightning Cascade")
        .build();
    g.act("p1 play Chain Lightning Cascade target 1");
    assert_eq!(g.dice_total(P1), 8 - 1);
    assert_eq!(g.energy(P2, 0), 1, "not triggered yet: no drain");
    assert_eq!(
        g.state.decision_of(P1),
        Some(DecisionKind::Action),
        "not a combat action"
    );
    assert!(g
        .status(P1, 0, EntityId::ChainLightningCascade_224061)
        .is_some());
    g.act("p1 end").act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 4, "reborn");
    assert!(g
        .status(P1, 0, EntityId::ChainLightningCascade_224061)
        .is_none());
    assert_eq!(g.energy(P2, 0), 1, "drained 1 (to 0), and the skill's +1");
}

/// Played once the rebirth has fired: the opposing active character loses 1 energy at once;
/// her defeat with the card equipped drains 1 more.
#[test]
fn chain_lightning_cascade_after_the_rebirth_drains_and_drains_again_at_her_defeat() {
    let mut g = lector()
        .hp(P1, 0, 1)
        .status(P1, 0, json!("Electric Rebirth: Honed"))
        .energy(P2, 0, 2)
        .hand(P1, "Chain Lightning Cascade")
        .build();
    g.act("p1 play Chain Lightning Cascade target 1");
    assert_eq!(g.energy(P2, 0), 1);
    g.act("p1 end").act("p2 skill Favonius Bladework - Maid");
    assert!(!g.ch(P1, 0).alive);
    assert_eq!(g.energy(P2, 0), 1, "drained 1 (to 0), then the skill's +1");
}

/// The drain of a rebirth comes before the attacker's energy for its skill, as the
/// reference (the save happens as the damage is dealt: differential game 42-0): an attacker
/// at full energy (2) is drained to 1, then gains 1 (2); one at 0 stays 0, then gains 1.
#[test]
fn the_rebirths_drain_comes_before_the_attackers_energy() {
    for (before, after) in [(2, 2), (0, 1)] {
        let mut g = lector()
            .hp(P1, 0, 1)
            .status(P1, 0, json!("Electric Rebirth"))
            .status(P1, 0, json!("Chain Lightning Cascade"))
            .energy(P2, 0, before)
            .build();
        g.act("p1 end").act("p2 skill Favonius Bladework - Maid");
        assert_eq!(g.hp(P1, 0), 4, "reborn");
        assert_eq!(g.energy(P2, 0), after, "from {before}");
    }
}

/// The card's entry leaves the combat status Chain Lightning Cascade, which drains at her
/// defeat also once the rebirth has discarded the card (as the reference: differential game
/// 42-10), then leaves.
#[test]
fn the_cascade_drains_at_her_defeat_after_the_rebirth_discarded_it() {
    let mut g = lector()
        .set("config", json!({"all_omni": true}))
        .hp(P1, 0, 1)
        .status(P1, 0, json!("Electric Rebirth"))
        .energy(P2, 0, 1)
        .dice(P2, &[("Omni", 16)])
        .hand(P1, "Chain Lightning Cascade")
        .build();
    g.act("p1 play Chain Lightning Cascade target 1");
    assert!(g
        .combat(P1, EntityId::ChainLightningCascade_124065)
        .is_some());
    g.act("p1 end").act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 4);
    assert!(g
        .status(P1, 0, EntityId::ChainLightningCascade_224061)
        .is_none());
    assert_eq!(g.energy(P2, 0), 1, "drained, then +1");
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 2);
    g.act("p2 skill Favonius Bladework - Maid");
    assert!(!g.ch(P1, 0).alive);
    assert_eq!(
        g.energy(P2, 0),
        2 - 1,
        "+1 (full at 2), then drained at her defeat"
    );
    assert!(g
        .combat(P1, EntityId::ChainLightningCascade_124065)
        .is_none());
}
