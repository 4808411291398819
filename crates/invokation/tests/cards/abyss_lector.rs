//! Abyss Lector: Fathomless Flames (6.5.0): 6 HP, 2 energy.

use crate::common::*;
use invokation::{DecisionKind, EntityId};
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

/// Aegis of Abyssal Flame: "After said Shield points are depleted: Deal 1 Piercing DMG to
/// all opposing characters." It fires when damage uses its last point, not when it leaves
/// otherwise: a character defeated by Piercing damage (which shields do not stop) with
/// points left takes it away without the strike. (The reference strikes on any removal;
/// docs/rules.md.)
#[test]
fn aegis_strikes_only_when_its_points_are_depleted() {
    // Depleted by damage: 2 Physical take its 2 points, then 1 Piercing to each of P2's.
    let mut g = lector()
        .status(P1, 0, json!({"name": "Aegis of Abyssal Flame", "usage": 2}))
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 6);
    assert!(g.status(P1, 0, EntityId::AegisOfAbyssalFlame).is_none());
    assert_eq!(
        (g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)),
        (10 - 1, 10 - 1, 10 - 1)
    );
    // Defeated by Piercing with points left: no strike.
    let mut g = lector()
        .active(P1, 1)
        .hp(P1, 0, 1)
        .status(P1, 0, json!({"name": "Aegis of Abyssal Flame", "usage": 2}))
        .set("to_act", json!(2))
        .active(P2, 1)
        .energy(P2, 1, 3)
        .build();
    g.act("p2 skill Midnight Phantasmagoria");
    assert!(!g.ch(P1, 0).alive, "2 Piercing on 1 HP");
    assert_eq!((g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)), (10, 10, 10));
}

/// Embers Rekindled (2 Pyro, not a Combat Action): "When played: If Abyss Lector: Fathomless
/// Flames, who equips this card, has already triggered Fiery Rebirth, immediately discard
/// this card and apply Aegis of Abyssal Flame to the character. When Abyss Lector:
/// Fathomless Flames, who has this card equipped, triggers Fiery Rebirth: discard this card
/// and apply Aegis of Abyssal Flame to the character." Aegis of Abyssal Flame: "Provide 2
/// Shield points to the character to which this card is attached. After said Shield points
/// are depleted: Deal 1 Piercing DMG to all opposing characters." She need not be active.
#[test]
fn embers_rekindled_becomes_aegis_when_fiery_rebirth_fires() {
    let mut g = setup(
        ["Xingqiu", "Abyss Lector: Fathomless Flames", "Noelle"],
        ["Fischl", "Collei", "Noelle"],
    )
    .hand(P1, "Embers Rekindled")
    .hp(P1, 1, 1)
    .status(P1, 1, json!("Fiery Rebirth"))
    .dice(P1, &[("Omni", 8)])
    .build();
    assert!(
        g.try_act("p1 play Embers Rekindled target 1").is_err(),
        "only on her"
    );
    g.act("p1 play Embers Rekindled target 2");
    assert_eq!(g.dice_total(P1), 8 - 2);
    assert!(g.status(P1, 1, EntityId::EmbersRekindled).is_some());
    assert!(g.status(P1, 1, EntityId::AegisOfAbyssalFlame).is_none());
    assert_eq!(
        g.state.decision_of(P1),
        Some(DecisionKind::Action),
        "not a combat action"
    );
    g.act("p1 switch 2").act("p2 skill Bolts of Downfall");
    assert_eq!(g.hp(P1, 1), 4, "Fiery Rebirth: healed to 4");
    assert!(g.status(P1, 1, EntityId::EmbersRekindled).is_none());
    assert_eq!(
        g.status(P1, 1, EntityId::AegisOfAbyssalFlame)
            .unwrap()
            .usage,
        2
    );
    assert!(g.status(P1, 1, EntityId::FieryRebirthHoned).is_some());
    g.act("p1 end").act("p2 skill Bolts of Downfall");
    assert_eq!(g.hp(P1, 1), 4, "the shield takes the 2 damage");
    assert!(g.status(P1, 1, EntityId::AegisOfAbyssalFlame).is_none());
    assert_eq!(
        [g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)],
        [10 - 1, 11 - 1, 12 - 1],
        "depleted: 1 Piercing to every opposing character"
    );
}

/// Embers Rekindled played after Fiery Rebirth has fired: at once Aegis of Abyssal Flame,
/// and the card is discarded. A shield only partly used does not strike.
#[test]
fn embers_rekindled_after_fiery_rebirth_gives_aegis_at_once() {
    let mut g = setup(
        ["Abyss Lector: Fathomless Flames", "Xingqiu", "Noelle"],
        ["Fischl", "Collei", "Noelle"],
    )
    .hand(P1, "Embers Rekindled")
    .hp(P1, 0, 4)
    .status(P1, 0, json!("Fiery Rebirth: Honed"))
    .build();
    g.act("p1 play Embers Rekindled target 1");
    assert!(g.status(P1, 0, EntityId::EmbersRekindled).is_none());
    assert_eq!(
        g.status(P1, 0, EntityId::AegisOfAbyssalFlame)
            .unwrap()
            .usage,
        2
    );
    g.act("p1 end").act("p2 skill Nightrider");
    assert_eq!(g.hp(P1, 0), 4, "1 Electro: absorbed");
    assert_eq!(
        g.status(P1, 0, EntityId::AegisOfAbyssalFlame)
            .unwrap()
            .usage,
        1
    );
    assert_eq!(g.hp(P2, 0), 10, "not depleted: no Piercing");
}

/// Revived (Teyvat Fried Egg), she does not gain Fiery Rebirth again: "when the battle
/// begins" is once (the reference's passive does not answer a revival).
#[test]
fn fiery_rebirth_does_not_come_back_on_revival() {
    let mut g = setup(
        ["Xingqiu", "Abyss Lector: Fathomless Flames", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hp(P1, 1, 0)
    .hand(P1, "Teyvat Fried Egg")
    .build();
    g.act("p1 play Teyvat Fried Egg target 2");
    assert!(g.ch(P1, 1).alive);
    assert!(g.status(P1, 1, EntityId::FieryRebirth).is_none());
}
