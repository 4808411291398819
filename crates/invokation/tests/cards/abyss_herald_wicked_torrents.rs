//! Abyss Herald: Wicked Torrents (6.5.0): 6 HP, 2 energy.

use crate::common::*;
use invokation::{DecisionKind, EntityId};
use serde_json::json;

fn herald() -> Setup {
    setup(
        ["Abyss Herald: Wicked Torrents", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
}

/// Rippling Slash: "Deals 2 Physical DMG." (1 Hydro, 2 Unaligned).
#[test]
fn rippling_slash_deals_2_physical() {
    let mut g = herald().build();
    g.act("p1 skill Rippling Slash");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Vortex Edge: "Deals 1 Hydro DMG, then performs "Prepare Skill" for Rippling Blades." (3
/// Hydro). Rippling Blades: "Deals 1 Hydro DMG." (prepared: free, her next action).
#[test]
fn vortex_edge_prepares_rippling_blades() {
    let mut g = herald().build();
    g.act("p1 skill Vortex Edge");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
    assert!(g.status(P1, 0, EntityId::RipplingBlades).is_some());
    assert_eq!(g.dice_total(P1), 8 - 3);
    g.act("p2 end");
    assert_eq!(g.hp(P2, 0), 12 - 1 - 1, "Rippling Blades");
    assert!(g.status(P1, 0, EntityId::RipplingBlades).is_none());
    assert_eq!(g.dice_total(P1), 8 - 3, "free");
    assert_eq!(g.energy(P1, 0), 1, "a prepared skill gives no energy");
}

/// Torrential Shock: "Deals 3 Hydro DMG. Creates 1 Curse of the Undercurrent on the
/// opponent's side of the field." (3 Hydro, 2 energy). Curse of the Undercurrent: "When the
/// characters on the side of the field this card is on use an Elemental Skill or Elemental
/// Burst: They will have to spend 1 additional Elemental Die. Usage(s): 2".
#[test]
fn torrential_shock_curses_the_opponents_skills() {
    let mut g = herald().energy(P1, 0, 2).dice(P2, &[("Omni", 16)]).build();
    g.act("p1 skill Torrential Shock");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(
        g.combat(P2, EntityId::CurseOfTheUndercurrent)
            .unwrap()
            .usage,
        2
    );
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.dice_total(P2), 16 - 3, "a Normal Attack: no more");
    g.act("p1 end").act("p2 skill Breastplate");
    assert_eq!(g.dice_total(P2), 16 - 3 - 4, "3 + 1");
    assert_eq!(
        g.combat(P2, EntityId::CurseOfTheUndercurrent)
            .unwrap()
            .usage,
        1
    );
    g.act("p2 skill Breastplate");
    assert_eq!(g.dice_total(P2), 16 - 3 - 4 - 4);
    assert!(g.combat(P2, EntityId::CurseOfTheUndercurrent).is_none());
}

/// Watery Rebirth (passive, when the battle begins): "When the character to which this is
/// attached would be defeated: Remove this effect, ensure the character will not be
/// defeated, and heal them to 4 HP. After this effect is triggered, the character's Physical
/// DMG will be converted to Hydro DMG, and Hydro DMG dealt by the character +1."
#[test]
fn watery_rebirth_saves_her_then_her_slash_is_hydro_plus_1() {
    let s = battle_start(
        ["Abyss Herald: Wicked Torrents", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    );
    assert!(s.player(P1).characters[0].has(EntityId::WateryRebirth));
    let mut g = herald()
        .set("config", json!({"all_omni": true}))
        .hp(P1, 0, 1)
        .status(P1, 0, json!("Watery Rebirth"))
        .build();
    g.act("p1 end").act("p2 skill Favonius Bladework - Maid");
    assert!(g.ch(P1, 0).alive);
    assert_eq!(g.hp(P1, 0), 4);
    assert!(g.status(P1, 0, EntityId::WateryRebirthHoned).is_some());
    g.act("p2 end").end_round();
    g.act("p1 skill Rippling Slash");
    assert_eq!(g.hp(P2, 0), 12 - 2 - 1, "2 Hydro + 1");
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
}

/// Surging Undercurrent (1 Hydro, talent, not a Combat Action): "When played: If Abyss
/// Herald: Wicked Torrents, who has this card equipped, has already triggered Watery
/// Rebirth, then create 1 Curse of the Undercurrent on the opposing playing field. When Abyss
/// Herald: Wicked Torrents, who has this card equipped, is defeated or triggers Watery
/// Rebirth: Create 1 Curse of the Undercurrent on the opposing playing field."
#[test]
fn surging_undercurrent_curses_at_the_rebirth_and_at_her_defeat() {
    let mut g = herald()
        .hp(P1, 0, 1)
        .status(P1, 0, json!("Watery Rebirth"))
        .dice(P2, &[("Omni", 16)])
        .hand(P1, "Surging Undercurrent")
        .build();
    g.act("p1 play Surging Undercurrent target 1");
    assert_eq!(g.dice_total(P1), 8 - 1);
    assert!(g.combat(P2, EntityId::CurseOfTheUndercurrent).is_none());
    assert!(g.combat(P1, EntityId::SurgingUndercurrent_122034).is_some());
    assert_eq!(
        g.state.decision_of(P1),
        Some(DecisionKind::Action),
        "not a combat action"
    );
    g.act("p1 end").act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 4, "reborn");
    assert_eq!(
        g.combat(P2, EntityId::CurseOfTheUndercurrent)
            .unwrap()
            .usage,
        2
    );
    assert!(g
        .status(P1, 0, EntityId::SurgingUndercurrent_222031)
        .is_some());
    g.act("p2 skill Breastplate");
    assert_eq!(
        g.combat(P2, EntityId::CurseOfTheUndercurrent)
            .unwrap()
            .usage,
        1
    );
    g.act("p2 skill Favonius Bladework - Maid")
        .act("p2 skill Favonius Bladework - Maid");
    assert!(!g.ch(P1, 0).alive);
    assert!(g.combat(P1, EntityId::SurgingUndercurrent_122034).is_none());
    assert_eq!(
        g.combat(P2, EntityId::CurseOfTheUndercurrent)
            .unwrap()
            .usage,
        2,
        "created again at her defeat"
    );
}

/// Played once the rebirth has fired (Watery Rebirth: Honed): the curse at once.
#[test]
fn surging_undercurrent_after_the_rebirth_curses_at_once() {
    let mut g = herald()
        .status(P1, 0, json!("Watery Rebirth: Honed"))
        .hand(P1, "Surging Undercurrent")
        .build();
    g.act("p1 play Surging Undercurrent target 1");
    assert!(g.combat(P2, EntityId::CurseOfTheUndercurrent).is_some());
}

/// The curse's extra die is one of the skill's element (as the reference: differential game
/// 43-1): Breastplate (3 Geo) cursed asks 4 Geo, so 3 Omni and a Dendro die cannot pay it.
#[test]
fn the_curses_extra_die_is_of_the_skills_element() {
    let mut g = herald()
        .combat(P2, json!({"name": "Curse of the Undercurrent", "usage": 2}))
        .dice(P2, &[("Omni", 3), ("Dendro", 1)])
        .build();
    g.act("p1 end");
    assert!(g.try_act("p2 skill Breastplate").is_err());
    let mut g = herald()
        .combat(P2, json!({"name": "Curse of the Undercurrent", "usage": 2}))
        .dice(P2, &[("Omni", 3), ("Geo", 1)])
        .build();
    g.act("p1 end").act("p2 skill Breastplate");
    assert_eq!(g.dice_total(P2), 0);
}
