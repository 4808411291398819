//! Abyss Lector: Fathomless Flames (6.5.0): 6 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn lector() -> Setup {
    setup(
        ["Abyss Lector: Fathomless Flames", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

/// Flame of Salvation: "Deals 1 Pyro DMG." Searing Precept: "Deals 3 Pyro DMG."
#[test]
fn flame_of_salvation_and_searing_precept() {
    let mut g = lector().build();
    g.act("p1 skill Flame of Salvation");
    assert_eq!(g.hp(P2, 0), 9);
    g.act("p2 end").act("p1 skill Searing Precept");
    assert_eq!(g.hp(P2, 0), 9 - 3);
}

/// Fiery Rebirth: "When the character to which this is attached would be defeated: Remove
/// this effect, ensure the character will not be defeated, and heal them to 4 HP. After this
/// effect is triggered, this character deals +1 Pyro DMG."
#[test]
fn fiery_rebirth_saves_her_once_then_her_pyro_hits_harder() {
    let mut g = lector()
        .hp(P1, 0, 2)
        .energy(P1, 0, 1)
        .status(P1, 0, json!("Fiery Rebirth"))
        .dice(P2, &[("Omni", 16)])
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Searing Onslaught");
    let me = g.ch(P1, 0);
    assert!(me.alive, "not defeated");
    assert_eq!(me.hp, 4);
    assert_eq!(
        me.energy, 1,
        "a character that is not defeated keeps its energy"
    );
    assert!(g.status(P1, 0, EntityId::FieryRebirth).is_none());
    assert!(g.status(P1, 0, EntityId::FieryRebirthHoned).is_some());
    g.act("p1 skill Flame of Salvation");
    // 1 Pyro + 1 (Honed) on Diluc, who has no aura.
    assert_eq!(g.hp(P2, 0), 10 - 2);
    // Only once: the next lethal hit defeats her.
    g.act("p2 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 0), 1);
    g.act("p1 end").act("p2 skill Searing Onslaught");
    assert!(!g.ch(P1, 0).alive);
}

/// The passive: "When the battle begins, this character gains Fiery Rebirth." (A whole game
/// from the start.)
#[test]
fn fiery_rebirth_is_gained_when_the_battle_begins() {
    use invokation::{Action, DecisionKind, Deck, Dice, GameConfig, GameState, Pending, Rng};
    let a = Deck::characters_only([
        invokation::CharacterId::AbyssLectorFathomlessFlames,
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
            } => s
                .apply_action(Action::Choose {
                    player,
                    character: 0,
                })
                .unwrap(),
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
    assert!(s.character(P1, 0).has(EntityId::FieryRebirth));
}

/// Ominous Star: "Deals 3 Pyro DMG, summons 1 Darkfire Furnace." Darkfire Furnace: "End
/// Phase: Deal 1 Pyro DMG, deal 1 Piercing DMG to all opposing characters on standby.
/// Usage(s): 2"
#[test]
fn ominous_star_and_darkfire_furnace() {
    let mut g = lector().energy(P1, 0, 2).build();
    g.act("p1 skill Ominous Star");
    assert_eq!(g.hp(P2, 0), 7);
    assert_eq!(g.summon(P1, EntityId::DarkfireFurnace).unwrap().usage, 2);
    g.end_round();
    assert_eq!([g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)], [6, 9, 9]);
    assert_eq!(g.summon(P1, EntityId::DarkfireFurnace).unwrap().usage, 1);
}
