//! Fatui Electro Cicin Mage (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::{DecisionKind, EntityId};
use serde_json::json;

fn mage() -> Setup {
    setup(
        ["Fatui Electro Cicin Mage", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
}

/// Hurtling Bolts: "Deals 1 Electro DMG." (1 Electro, 2 Unaligned).
#[test]
fn hurtling_bolts_deals_1_electro() {
    let mut g = mage().build();
    g.act("p1 skill Hurtling Bolts");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.aura(P2, 0), ["Electro"]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Misty Call: "Summons 1 Electro Cicin." (3 Electro, no damage). Electro Cicin: "End
/// Phase: Deal 1 Electro DMG. Usage(s): 3". With it, Crushing Thunder on the opponent's
/// side.
#[test]
fn misty_call_summons_electro_cicin_which_strikes_in_the_end_phase() {
    let mut g = mage().set("config", json!({"all_omni": true})).build();
    g.act("p1 skill Misty Call");
    assert_eq!(g.hp(P2, 0), 12);
    assert_eq!(g.summon(P1, EntityId::ElectroCicin).unwrap().usage, 3);
    assert!(g.combat(P2, EntityId::CrushingThunder).is_some());
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.summon(P1, EntityId::ElectroCicin).unwrap().usage, 2);
}

/// Electro Cicin: "After your opponent plays a total of 3 Action Cards: This card gains 1
/// Usage(s). (Max 3 stacks)". At 3 nothing more; the count starts over either way.
#[test]
fn electro_cicin_gains_a_usage_per_three_opposing_cards_up_to_3() {
    let mut g = mage()
        .summon(P1, json!({"name": "Electro Cicin", "usage": 1}))
        .combat(P2, json!("Crushing Thunder"))
        .hand(P2, "Leave It to Me!")
        .hand(P2, "Leave It to Me!")
        .hand(P2, "Leave It to Me!")
        .hand(P2, "Leave It to Me!")
        .hand(P1, "Leave It to Me!")
        .build();
    g.act("p1 play Leave It to Me!");
    g.act("p1 end");
    g.act("p2 play Leave It to Me!")
        .act("p2 play Leave It to Me!");
    assert_eq!(g.summon(P1, EntityId::ElectroCicin).unwrap().usage, 1);
    g.act("p2 play Leave It to Me!");
    assert_eq!(
        g.summon(P1, EntityId::ElectroCicin).unwrap().usage,
        2,
        "3 opposing cards, not her own"
    );
    g.act("p2 play Leave It to Me!");
    assert_eq!(g.summon(P1, EntityId::ElectroCicin).unwrap().usage, 2);
}

/// Electro Cicin: "After Fatui Electro Cicin Mage takes Elemental Reaction DMG: This card
/// loses 1 Usage(s)." At 0 it leaves, and Crushing Thunder with it.
#[test]
fn electro_cicin_loses_a_usage_when_the_mage_takes_reaction_damage() {
    let mut g = mage()
        .aura(P1, 0, &["Electro"])
        .summon(P1, json!({"name": "Electro Cicin", "usage": 1}))
        .combat(P2, json!("Crushing Thunder"))
        .active(P2, 1)
        .build();
    g.act("p1 end").act("p2 skill Searing Onslaught");
    assert!(
        g.summon(P1, EntityId::ElectroCicin).is_none(),
        "Overloaded: -1"
    );
    assert!(g.combat(P2, EntityId::CrushingThunder).is_none());
}

/// Thundering Shield: "Deals 1 Electro DMG, applies Electro Application to this character,
/// creates 1 Electro Cicin Ward and prepares Surging Thunder." Electro Cicin Ward: 1 Shield
/// point, plus the Cicin's usages (at most 3). Surging Thunder: "(Prepare for 1 turn) Deals
/// 2 Electro DMG."
#[test]
fn thundering_shield_shields_by_the_cicin_and_prepares_surging_thunder() {
    let mut g = mage()
        .energy(P1, 0, 2)
        .summon(P1, json!({"name": "Electro Cicin", "usage": 2}))
        .build();
    g.act("p1 skill Thundering Shield");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.aura(P1, 0), ["Electro"]);
    assert_eq!(
        g.combat(P1, EntityId::ElectroCicinWard).unwrap().usage,
        1 + 2
    );
    assert!(g.status(P1, 0, EntityId::SurgingThunder).is_some());
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    g.act("p2 end");
    assert_eq!(g.hp(P2, 0), 12 - 1 - 2, "Surging Thunder");
    assert!(g.status(P1, 0, EntityId::SurgingThunder).is_none());
    assert_eq!(g.dice_total(P1), 8 - 3, "free");
    let mut g = mage()
        .energy(P1, 0, 2)
        .summon(P1, json!({"name": "Electro Cicin", "usage": 5}))
        .build();
    g.act("p1 skill Thundering Shield");
    assert_eq!(
        g.combat(P1, EntityId::ElectroCicinWard).unwrap().usage,
        1 + 3,
        "at most 3 more"
    );
}

/// Electro Cicin's Gleam (3 Electro, talent): "After Fatui Electro Cicin Mage equips this
/// card, immediately use Misty Call once. If your Fatui Electro Cicin Mage who has this card
/// equipped is on the field, before you choose an action: If Electro Cicin's Usage(s) is at
/// least 3, then Electro Cicin will immediately deal 1 Electro DMG. (Usage(s) will be
/// consumed, once per Round)".
#[test]
fn electro_cicins_gleam_strikes_before_her_actions_once_a_round() {
    let mut g = mage()
        .dice(P1, &[("Omni", 16)])
        .hand(P1, "Electro Cicin's Gleam")
        .build();
    g.act("p1 play Electro Cicin's Gleam target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert!(g.status(P1, 0, EntityId::ElectroCicinsGleam).is_some());
    // Misty Call summons the Cicin (3 usages); before P1's next action it strikes.
    assert_eq!(g.hp(P2, 0), 12);
    g.act("p2 end");
    assert_eq!(g.state.decision_of(P1), Some(DecisionKind::Action));
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.summon(P1, EntityId::ElectroCicin).unwrap().usage, 2);
    g.act("p1 skill Hurtling Bolts");
    assert_eq!(g.hp(P2, 0), 12 - 1 - 1, "no second strike (2 usages)");
}

/// Created again, the Ward keeps its points (at least 1) and gains the Cicin's usages (as
/// the reference: differential position 47-26): 3 points and a Cicin of 2 make 5.
#[test]
fn thundering_shield_again_adds_the_cicins_usages_to_the_ward() {
    let mut g = mage()
        .energy(P1, 0, 2)
        .summon(P1, json!({"name": "Electro Cicin", "usage": 2}))
        .combat(P1, json!({"name": "Electro Cicin Ward", "usage": 3}))
        .build();
    g.act("p1 skill Thundering Shield");
    assert_eq!(
        g.combat(P1, EntityId::ElectroCicinWard).unwrap().usage,
        3 + 2
    );
}

/// Her own Electro Application reacting on her: an Overloaded switches her out, which
/// interrupts the Surging Thunder just prepared (as the reference: differential position
/// 47-33).
#[test]
fn an_overloaded_on_herself_interrupts_surging_thunder() {
    let mut g = mage().energy(P1, 0, 2).aura(P1, 0, &["Pyro"]).build();
    g.act("p1 skill Thundering Shield");
    assert_eq!(g.active(P1), 1, "Overloaded: switched out");
    assert!(g.status(P1, 0, EntityId::SurgingThunder).is_none());
}
