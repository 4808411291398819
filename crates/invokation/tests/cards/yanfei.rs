//! Yanfei (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::{CardId, EntityId};
use serde_json::json;

fn yanfei() -> Setup {
    setup(
        ["Yanfei", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
}

/// Signed Edict (3 Pyro): "Deals 3 Pyro DMG and attaches Scarlet Seal to this character."
#[test]
fn signed_edict_deals_3_pyro_and_attaches_scarlet_seal() {
    let mut g = yanfei().build();
    g.act("p1 skill Signed Edict");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.status(P1, 0, EntityId::ScarletSeal).unwrap().usage, 1);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Scarlet Seal: "When the character uses a Charged Attack: Damage dealt +2. Usage(s): 1".
/// With 8 dice Seal of Approval is charged: 1 + 2 Pyro, and the seal is gone. With 7 dice
/// it is not: 1 Pyro, the seal stays.
#[test]
fn scarlet_seal_adds_2_to_a_charged_attack() {
    let mut g = yanfei().status(P1, 0, "Scarlet Seal".into()).build();
    g.act("p1 skill Seal of Approval");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert!(g.status(P1, 0, EntityId::ScarletSeal).is_none());
    let mut g = yanfei()
        .status(P1, 0, "Scarlet Seal".into())
        .dice(P1, &[("Omni", 7)])
        .build();
    g.act("p1 skill Seal of Approval");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.status(P1, 0, EntityId::ScarletSeal).unwrap().usage, 1);
}

/// Scarlet Seal "(Can stack up to 2 times)": two Signed Edicts give 2 usages, a third keeps
/// 2; each Charged Attack uses one.
#[test]
fn scarlet_seal_stacks_up_to_2() {
    let mut g = yanfei().dice(P1, &[("Omni", 15)]).declared_end(P2).build();
    g.act("p1 skill Signed Edict").act("p1 skill Signed Edict");
    assert_eq!(g.status(P1, 0, EntityId::ScarletSeal).unwrap().usage, 2);
    g.act("p1 skill Signed Edict");
    assert_eq!(g.status(P1, 0, EntityId::ScarletSeal).unwrap().usage, 2);
    // 6 dice: charged.
    g.act("p1 skill Seal of Approval");
    assert_eq!(g.hp(P2, 0), 12 - 3 * 3 - 3);
    assert_eq!(g.status(P1, 0, EntityId::ScarletSeal).unwrap().usage, 1);
}

/// Done Deal (3 Pyro, 2 energy): "Deals 4 Pyro DMG, attaches Scarlet Seal and Brilliance to
/// this character." Brilliance: "When the character uses a Charged Attack: Spend 1 less
/// Pyro. (Once every round.) End Phase: Attach Scarlet Seal to this character. Duration
/// (Rounds): 2".
#[test]
fn done_deal_and_brilliance() {
    let mut g = yanfei()
        .energy(P1, 0, 2)
        .dice(P1, &[("Omni", 11)])
        .declared_end(P2)
        .build();
    g.act("p1 skill Done Deal");
    assert_eq!(g.hp(P2, 0), 12 - 4);
    assert_eq!(g.status(P1, 0, EntityId::ScarletSeal).unwrap().usage, 1);
    assert_eq!(g.status(P1, 0, EntityId::Brilliance).unwrap().duration, 2);
    // 8 dice: charged, 1 Pyro less (2 dice), +2 from the seal.
    let cost = g.state.skill_cost(P1, 0).unwrap();
    assert_eq!((cost.matching, cost.unaligned), (0, 2));
    g.act("p1 skill Seal of Approval");
    assert_eq!(g.dice_total(P1), 8 - 2);
    assert_eq!(g.hp(P2, 0), 8 - 3);
    // 6 dice: charged again, but the cheaper cost was this round's.
    let cost = g.state.skill_cost(P1, 0).unwrap();
    assert_eq!((cost.matching, cost.unaligned), (1, 2), "once per round");
    g.act("p1 skill Seal of Approval");
    assert_eq!(g.hp(P2, 0), 5 - 1, "no seal left");
    // End Phase: a new Scarlet Seal.
    g.act("p1 end");
    assert_eq!(g.status(P1, 0, EntityId::ScarletSeal).unwrap().usage, 1);
    assert_eq!(g.status(P1, 0, EntityId::Brilliance).unwrap().duration, 1);
}

/// Brilliance's End Phase seal stacks with an unused one (2 at most).
#[test]
fn brilliance_stacks_the_seal_in_the_end_phase() {
    let mut g = yanfei()
        .status(P1, 0, "Scarlet Seal".into())
        .status(P1, 0, "Brilliance".into())
        .build();
    g.end_round();
    assert_eq!(g.status(P1, 0, EntityId::ScarletSeal).unwrap().usage, 2);
}

/// Right of Final Interpretation (1 Pyro, 2 unaligned): "Combat Action: When your active
/// character is Yanfei, equip this card. After Yanfei equips this card, immediately use Seal
/// of Approval once. When your Yanfei, who has this card equipped, uses a Charged Attack:
/// +1 DMG for enemies with no more than 6 HP. If Scarlet Seal was triggered, draw 1 card
/// after the Skill is resolved." Noelle at 6 HP; 8 dice before paying the card: the attack
/// is charged: 1 + 2 (seal) + 1 (talent), and a card is drawn.
#[test]
fn right_of_final_interpretation_boosts_and_draws() {
    let mut g = yanfei()
        .status(P1, 0, "Scarlet Seal".into())
        .hand(P1, "Right of Final Interpretation")
        .deck(P1, "Sweet Madame")
        .hp(P2, 0, 6)
        .build();
    g.act("p1 play Right of Final Interpretation target 1");
    assert!(g
        .status(P1, 0, EntityId::RightOfFinalInterpretation)
        .is_some());
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.hp(P2, 0), 6 - 4);
    assert!(g.status(P1, 0, EntityId::ScarletSeal).is_none());
    assert_eq!(g.hand(P1), [CardId::SweetMadame], "drew 1");
}

/// The talent's +1 needs the target at 6 HP or less, and a Charged Attack; without a seal
/// triggered, nothing is drawn.
#[test]
fn right_of_final_interpretation_needs_a_charged_attack_on_a_weak_enemy() {
    let mut g = yanfei()
        .status(P1, 0, "Right of Final Interpretation".into())
        .deck(P1, "Sweet Madame")
        .hp(P2, 0, 7)
        .build();
    g.act("p1 skill Seal of Approval");
    assert_eq!(g.hp(P2, 0), 7 - 1, "7 HP: no bonus");
    assert!(g.hand(P1).is_empty(), "no seal: no draw");
    let mut g = yanfei()
        .status(P1, 0, "Right of Final Interpretation".into())
        .hp(P2, 0, 6)
        .dice(P1, &[("Omni", 7)])
        .build();
    g.act("p1 skill Seal of Approval");
    assert_eq!(g.hp(P2, 0), 6 - 1, "not charged: no bonus");
}

/// Versions: before 4.2.0 the talent drew nothing and Scarlet Seal did not stack.
#[test]
fn before_4_2_no_draw_and_no_stacking() {
    let mut g = yanfei()
        .set("version", json!("4.1.0"))
        .status(P1, 0, "Scarlet Seal".into())
        .status(P1, 0, "Right of Final Interpretation".into())
        .deck(P1, "Sweet Madame")
        .build();
    g.act("p1 skill Seal of Approval");
    assert!(g.status(P1, 0, EntityId::ScarletSeal).is_none(), "used");
    assert!(g.hand(P1).is_empty(), "no draw before 4.2");
    let mut g = yanfei()
        .set("version", json!("4.1.0"))
        .dice(P1, &[("Omni", 16)])
        .declared_end(P2)
        .build();
    g.act("p1 skill Signed Edict").act("p1 skill Signed Edict");
    assert_eq!(g.status(P1, 0, EntityId::ScarletSeal).unwrap().usage, 1);
}

/// The talent's draw into a full hand (10 cards): the card drawn is discarded.
#[test]
fn right_of_final_interpretation_draw_into_a_full_hand_is_discarded() {
    let mut s = yanfei()
        .status(P1, 0, "Scarlet Seal".into())
        .status(P1, 0, "Right of Final Interpretation".into())
        .deck(P1, "Sweet Madame");
    for _ in 0..10 {
        s = s.hand(P1, "Mondstadt Hash Brown");
    }
    let mut g = s.build();
    g.act("p1 skill Seal of Approval");
    assert_eq!(g.hand(P1).len(), 10);
    assert!(!g.hand(P1).contains(&CardId::SweetMadame), "burned");
    assert!(g.state.player(P1).deck.is_empty(), "drawn all the same");
}
