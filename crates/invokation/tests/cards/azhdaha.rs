//! Azhdaha (6.5.0): 10 HP, 2 energy, Geo monster; his forms 6601 (Cryo), 6602 (Hydro), 6603
//! (Pyro), 6604 (Electro).

use crate::common::*;
use invokation::{CharacterId, Die, EntityId, Pending};
use serde_json::json;

const ABSORPTION: EntityId = EntityId::StoneFacetsElementalAbsorption;
const CRYSTALLIZATION: EntityId = EntityId::StoneFacetsElementalCrystallization;

fn azhdaha() -> Setup {
    setup(
        ["Azhdaha", "Xingqiu", "Noelle"],
        ["Xingqiu", "Diluc", "Ganyu"],
    )
}

fn d(c: u8, amount: u8, dtype: &str) -> (invokation::Player, u8, u8, String) {
    (P2, c, amount, dtype.to_string())
}

/// Stone Facets (passive): "When the battle begins, this character gains Stone Facets:
/// Elemental Absorption."
#[test]
fn he_begins_the_battle_with_elemental_absorption() {
    let s = battle_start(
        ["Azhdaha", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    );
    assert!(s.character(P1, 0).has(ABSORPTION));
    assert_eq!(s.character(P1, 0).id, CharacterId::Azhdaha_2602);
}

/// Sundering Charge: "Deals 2 Physical DMG."
#[test]
fn sundering_charge_deals_2_physical() {
    let mut g = azhdaha().build();
    g.act("p1 skill Sundering Charge");
    assert_eq!(g.damages(), [d(0, 2, "Physical")]);
    assert_eq!((g.dice_total(P1), g.energy(P1, 0)), (8 - 3, 1));
}

/// Aura of Majesty: "Deals 3 Geo DMG. [...] If during the usage of this skill, the character
/// hasn't absorbed an element's power yet, then Stone Facets: Elemental Crystallization will
/// be attached." (No aura: no Crystallize.)
#[test]
fn aura_of_majesty_without_crystallize_gives_crystallization() {
    let mut g = azhdaha().build();
    g.act("p1 skill Aura of Majesty");
    assert_eq!(g.damages(), [d(0, 3, "Geo")]);
    assert!(g.status(P1, 0, CRYSTALLIZATION).is_some());
    assert_eq!(g.ch(P1, 0).id, CharacterId::Azhdaha_2602);
}

/// "If a Crystallize reaction occurs, then this character will perform Elemental
/// Absorption": on a Hydro target he takes the Hydro form (with Torrential Rebuke), and
/// Elemental Absorption ("After this character absorbs an element of a different type than
/// the currently absorbed element: Generate 1 Elemental Die of the same type") gives 1 Hydro
/// die and records Hydro. No Crystallization.
#[test]
fn aura_of_majesty_on_hydro_absorbs_hydro() {
    let mut g = azhdaha().aura(P2, 0, &["Hydro"]).build();
    g.act("p1 skill Aura of Majesty");
    assert_eq!(g.damages()[0], d(0, 3 + 1, "Geo"), "Crystallize +1");
    let me = g.ch(P1, 0);
    assert_eq!(me.id, CharacterId::Azhdaha_6602);
    assert_eq!(me.energy, 1);
    assert!(!me.has(CRYSTALLIZATION));
    assert_eq!(g.dice(P1).count(Die::Hydro), 1);
    assert_eq!(g.dice_total(P1), 8 - 3 + 1);
    assert_eq!(g.status(P1, 0, ABSORPTION).unwrap().aux, 0b10);
    // Torrential Rebuke: "Deals 3 Hydro DMG. This character gains Stone Facets: Elemental
    // Crystallization."
    g.act("p2 end")
        .clear_log()
        .act("p1 skill Torrential Rebuke");
    assert_eq!(g.damages(), [d(0, 3, "Hydro")]);
    assert!(g.status(P1, 0, CRYSTALLIZATION).is_some());
}

/// Stone Facets: Elemental Crystallization: "After this character takes
/// Cryo/Hydro/Pyro/Electro DMG: If this character currently has not absorbed the power of
/// this element, remove this effect, and then this character performs Elemental
/// Absorption." Diluc's Pyro: the Pyro form and a Pyro die.
#[test]
fn crystallization_absorbs_the_element_of_the_damage_taken() {
    let mut g = azhdaha()
        .status(P1, 0, json!("Stone Facets: Elemental Absorption"))
        .status(P1, 0, json!("Stone Facets: Elemental Crystallization"))
        .active(P2, 1)
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Searing Onslaught");
    let me = g.ch(P1, 0);
    assert_eq!(me.id, CharacterId::Azhdaha_6603);
    assert!(!me.has(CRYSTALLIZATION));
    assert_eq!(g.dice(P1).count(Die::Pyro), 1);
    assert_eq!(g.status(P1, 0, ABSORPTION).unwrap().aux, 0b100);
}

/// Crystallization stays when the damage is of the element already absorbed (the Pyro form
/// takes Pyro), or not one of the four (Physical).
#[test]
fn crystallization_stays_for_the_element_already_absorbed() {
    let mut g = setup(["6603", "Xingqiu", "Noelle"], ["Xingqiu", "Diluc", "Ganyu"])
        .status(P1, 0, json!("Stone Facets: Elemental Absorption"))
        .status(P1, 0, json!("Stone Facets: Elemental Crystallization"))
        .active(P2, 1)
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Searing Onslaught");
    assert_eq!(g.ch(P1, 0).id, CharacterId::Azhdaha_6603);
    assert!(g.status(P1, 0, CRYSTALLIZATION).is_some());
    assert_eq!(g.dice(P1).count(Die::Pyro), 0);
}

/// Decimating Rockfall: "Deals 4 Geo DMG. DMG +1 for each element previously absorbed."
/// (None: 4; Hydro absorbed by Aura of Majesty: 5.)
#[test]
fn decimating_rockfall_adds_1_per_element_absorbed() {
    let mut g = azhdaha().energy(P1, 0, 2).build();
    g.act("p1 skill Decimating Rockfall");
    assert_eq!(g.damages(), [d(0, 4, "Geo")]);
    assert_eq!((g.dice_total(P1), g.energy(P1, 0)), (8 - 3, 0));
    let mut g = azhdaha().energy(P1, 0, 1).aura(P2, 0, &["Hydro"]).build();
    g.act("p1 skill Aura of Majesty").act("p2 end");
    assert_eq!(g.ch(P1, 0).id, CharacterId::Azhdaha_6602);
    g.clear_log().act("p1 skill Decimating Rockfall");
    assert_eq!(g.damages(), [d(0, 4 + 1, "Geo")]);
}

/// Lunar Cycles Unending (talent, Combat Action, 2 matching dice): "When your active
/// character is Azhdaha, play this card on them. Attach Stone Facets: Elemental
/// Crystallization to Azhdaha, then create 1 Elemental Die for each Elemental Type your
/// characters have." Geo, Hydro, Geo: 1 Geo and 1 Hydro die; P2 acts next; a form plays it
/// too; not playable with him on standby.
#[test]
fn lunar_cycles_unending_gives_crystallization_and_dice_of_the_team() {
    for name in ["Azhdaha", "6601"] {
        let mut g = setup([name, "Xingqiu", "Noelle"], ["Xingqiu", "Diluc", "Ganyu"])
            .hand(P1, "Lunar Cycles Unending")
            .build();
        g.act("p1 play Lunar Cycles Unending target 1");
        assert!(g.status(P1, 0, CRYSTALLIZATION).is_some());
        assert_eq!(
            (g.dice(P1).count(Die::Geo), g.dice(P1).count(Die::Hydro)),
            (1, 1)
        );
        assert_eq!(g.dice_total(P1), 8 - 2 + 2);
        assert!(matches!(
            g.state.pending(),
            Pending::Decision { player: P2, .. }
        ));
    }
    let mut g = azhdaha()
        .active(P1, 1)
        .hand(P1, "Lunar Cycles Unending")
        .build();
    assert!(g.try_act("p1 play Lunar Cycles Unending target 1").is_err());
}

/// "If a Crystallize reaction occurs, then this character will perform Elemental
/// Absorption": on Cryo and Dendro the Geo DMG crystallizes the Cryo, so he absorbs Cryo
/// (the card text; GI-TCG gives Crystallization instead: a deliberate difference).
#[test]
fn aura_of_majesty_on_cryo_and_dendro_absorbs_cryo() {
    let mut g = azhdaha().aura(P2, 0, &["Cryo", "Dendro"]).build();
    g.act("p1 skill Aura of Majesty");
    assert_eq!(g.aura(P2, 0), ["Dendro"], "Crystallize took the Cryo");
    assert_eq!(g.ch(P1, 0).id, CharacterId::Azhdaha_6601);
    assert!(g.status(P1, 0, CRYSTALLIZATION).is_none());
    assert_eq!(g.dice(P1).count(Die::Cryo), 1);
}
