//! Fatui Pyro Agent (6.5.0): 11 HP, 2 energy.

use crate::common::*;
use invokation::{EntityId, Player};
use serde_json::json;

const STEALTH: EntityId = EntityId::Stealth_123011;
const STEALTH_TALENT: EntityId = EntityId::Stealth_123012;

fn agent() -> Setup {
    setup(
        ["Fatui Pyro Agent", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
}

/// Stealth Master (passive): "When the battle begins, this character gains Stealth." (A
/// whole game from the start; Stealth has 2 usages.)
#[test]
fn stealth_master_gives_stealth_when_the_battle_begins() {
    use invokation::{Action, DecisionKind, Deck, Dice, GameConfig, GameState, Pending, Rng};
    let a = Deck::characters_only([
        invokation::CharacterId::FatuiPyroAgent,
        invokation::CharacterId::Xingqiu,
        invokation::CharacterId::Noelle,
    ]);
    let b = invokation::builtin_deck("storm-and-fire").unwrap();
    let mut s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
    let mut rng = Rng::new(1);
    loop {
        s.resolve_chance(&mut rng);
        match s.pending() {
            Pending::Decision {
                player,
                kind: DecisionKind::Redraw,
            } => s.apply_action(Action::Redraw { player, cards: 0 }).unwrap(),
            Pending::Decision {
                player,
                kind: DecisionKind::ChooseActive,
            } => {
                // Not the agent for P1: the passive does not need her active.
                let character = if player == Player::P1 { 1 } else { 0 };
                s.apply_action(Action::Choose { player, character })
                    .unwrap()
            }
            Pending::Decision {
                player,
                kind: DecisionKind::Reroll,
            } => s
                .apply_action(Action::Reroll {
                    player,
                    dice: Dice::EMPTY,
                })
                .unwrap(),
            _ => break,
        }
    }
    assert_eq!(s.character(P1, 0).status(STEALTH).unwrap().usage, 2);
}

/// Stealth: "The character to which this is attached takes -1 DMG and deals +1 DMG.
/// Usage(s): 2". Thrust deals 2 + 1 (a usage); Noelle's 2 Physical is taken as 1 (the
/// other); then Stealth is gone.
#[test]
fn stealth_boosts_and_covers_until_used_up() {
    let mut g = agent().status(P1, 0, "Stealth".into()).build();
    g.act("p1 skill Thrust");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert!(g.aura(P2, 0).is_empty(), "Physical without the talent");
    assert_eq!(g.status(P1, 0, STEALTH).unwrap().usage, 1);
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 11 - 1);
    assert!(g.status(P1, 0, STEALTH).is_none(), "used up");
    g.act("p1 skill Thrust");
    assert_eq!(g.hp(P2, 0), 9 - 2);
}

/// Stealth covers only its own character, before the combat statuses' shields (the
/// calculation order: the active character's statuses first), and only a hit with damage
/// left: a shield of hers attached before it that takes the whole hit leaves its usage.
#[test]
fn stealth_covers_its_character_only() {
    let mut g = agent()
        .status(P1, 1, "Stealth".into())
        .combat(P1, json!({"name": "Jade Shield", "usage": 2}))
        .status(P1, 0, "Stealth".into())
        .build();
    g.act("p1 end");
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 11);
    assert_eq!(g.status(P1, 0, STEALTH).unwrap().usage, 1, "2 - 1");
    assert_eq!(
        g.combat(P1, EntityId::JadeShield).unwrap().usage,
        1,
        "the 1 left"
    );
    assert_eq!(g.status(P1, 1, STEALTH).unwrap().usage, 2, "not hit");
    let mut g = agent()
        .status(P1, 0, json!({"name": "Heron Shield", "usage": 2}))
        .status(P1, 0, "Stealth".into())
        .build();
    g.act("p1 end");
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 11);
    assert_eq!(
        g.status(P1, 0, STEALTH).unwrap().usage,
        2,
        "nothing left to cover"
    );
}

/// Prowl (3 Pyro): "Deals 1 Pyro DMG. This character gains Stealth." The Stealth is attached
/// after the damage.
#[test]
fn prowl_deals_1_pyro_then_gives_stealth() {
    let mut g = agent().no_statuses(P1, 0).build();
    g.act("p1 skill Prowl");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(g.status(P1, 0, STEALTH).unwrap().usage, 2);
    // With a Stealth already: 1 + 1, its usage spent, then refreshed to 2.
    let mut g = agent()
        .status(P1, 0, json!({"name": "Stealth", "usage": 1}))
        .build();
    g.act("p1 skill Prowl");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(g.status(P1, 0, STEALTH).unwrap().usage, 2);
}

/// Blade Ablaze (3 Pyro, 2 energy): "Deals 5 Pyro DMG." (+1 with Stealth.)
#[test]
fn blade_ablaze_deals_5_pyro() {
    let mut g = agent()
        .energy(P1, 0, 2)
        .status(P1, 0, "Stealth".into())
        .build();
    g.act("p1 skill Blade Ablaze");
    assert_eq!(g.hp(P2, 0), 12 - 6);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.status(P1, 0, STEALTH).unwrap().usage, 1);
}

/// Paid in Full (3 Pyro): "Combat Action: When your active character is Fatui Pyro Agent,
/// equip this card. After Fatui Pyro Agent equips this card, immediately use Prowl once.
/// Stealth created by your Fatui Pyro Agent who has this card equipped will have the
/// following effects: Starting Usage(s) +1, and the character to which this is attached
/// has their Physical DMG dealt converted to Pyro DMG." It replaces a plain Stealth.
#[test]
fn paid_in_full_gives_a_longer_pyro_stealth() {
    let mut g = agent()
        .status(P1, 0, "Stealth".into())
        .hand(P1, "Paid in Full")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Paid in Full target 1");
    assert!(g.status(P1, 0, EntityId::PaidInFull).is_some());
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.hp(P2, 0), 12 - 2, "1 Pyro + 1 (the plain Stealth)");
    assert!(g.status(P1, 0, STEALTH).is_none(), "replaced");
    assert_eq!(g.status(P1, 0, STEALTH_TALENT).unwrap().usage, 3);
    g.act("p2 end");
    g.act("p1 skill Thrust");
    assert_eq!(g.hp(P2, 0), 10 - 3, "2 Pyro + 1");
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(g.status(P1, 0, STEALTH_TALENT).unwrap().usage, 2);
}

/// A revived Fatui Pyro Agent does not get Stealth again: Stealth Master gives it "when the
/// battle begins" only (as in the reference, which re-grants only what a passive says holds
/// after a revival, such as Tartaglia's stance).
#[test]
fn a_revived_agent_gets_no_stealth_again() {
    let s = agent().active(P1, 1).hand(P1, "Teyvat Fried Egg");
    let mut g = s.hp(P1, 0, 0).build();
    g.act("p1 play Teyvat Fried Egg target 1");
    assert!(g.ch(P1, 0).alive);
    assert_eq!(g.hp(P1, 0), 1);
    assert!(g.status(P1, 0, STEALTH).is_none());
}
