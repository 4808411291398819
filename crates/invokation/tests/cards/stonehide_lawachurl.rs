//! Stonehide Lawachurl (6.5.0): 10 HP, 2 energy; Infused Stonehide (Stonehide, Stone
//! Force), Stonehide Reforged.

use crate::common::*;
use invokation::{
    Action, CardId, CharacterId, DecisionKind, Deck, Dice, EntityId, GameConfig, GameState,
    Pending, Rng,
};
use serde_json::json;

/// Lawachurl, Xingqiu and Diluc wearing Stonehide and Stone Force, against Ningguang (Geo
/// Normal Attack: 1 Geo), Diluc (10 HP) and Fischl; every Roll Phase gives 8 Omni dice.
fn lawachurl() -> Setup {
    bare()
        .status(P1, 0, json!({"name": "Stonehide", "usage": 3}))
        .status(P1, 0, json!("Stone Force"))
}

/// The same without the statuses.
/// Without Stonehide and Stone Force (which a position otherwise starts with).
fn bare() -> Setup {
    setup(
        ["Stonehide Lawachurl", "Xingqiu", "Diluc"],
        ["Ningguang", "Diluc", "Fischl"],
    )
    .set("config", json!({"all_omni": true}))
    .no_statuses(P1, 0)
}

fn stonehide(g: &Game) -> Option<u8> {
    g.status(P1, 0, EntityId::Stonehide).map(|s| s.usage)
}

/// Infused Stonehide: "(Passive) When the battle begins, this character gains Stonehide and
/// Stone Force." A game from its start: once the first Roll Phase is over, Lawachurl wears
/// both (Stonehide with 3 usages); the other side's characters nothing.
#[test]
fn infused_stonehide_when_the_battle_begins() {
    let deck = |c: [CharacterId; 3]| Deck {
        characters: c,
        cards: vec![CardId::Strategize; 30],
    };
    let config = GameConfig {
        all_omni: true,
        ..GameConfig::default()
    };
    let a = deck([
        CharacterId::StonehideLawachurl,
        CharacterId::Xingqiu,
        CharacterId::Diluc,
    ]);
    let b = deck([
        CharacterId::Ningguang,
        CharacterId::Diluc,
        CharacterId::Fischl,
    ]);
    let mut s = GameState::new(config, [&a, &b]).unwrap();
    let mut rng = Rng::new(1);
    s.resolve_chance(&mut rng);
    loop {
        let Pending::Decision { player, kind } = s.pending() else {
            panic!("expected a decision, got {:?}", s.pending());
        };
        let action = match kind {
            DecisionKind::Redraw => Action::Redraw { player, cards: 0 },
            DecisionKind::ChooseActive => Action::Choose {
                player,
                character: 1,
            },
            DecisionKind::Reroll => Action::Reroll {
                player,
                dice: Dice::EMPTY,
            },
            DecisionKind::Action => break,
            DecisionKind::DeathSwap | DecisionKind::Select => unreachable!(),
        };
        assert!(
            s.character(P1, 0).statuses.is_empty(),
            "not before the battle begins"
        );
        s.apply_action(action).unwrap();
        s.resolve_chance(&mut rng);
    }
    let ch = s.character(P1, 0);
    assert_eq!(ch.status(EntityId::Stonehide).unwrap().usage, 3);
    assert!(ch.has(EntityId::StoneForce));
    assert!((0..3).all(|c| s.character(P2, c).statuses.is_empty()));
    assert!((1..3).all(|c| s.character(P1, c).statuses.is_empty()));
}

/// Plama Lawa: "Deals 2 Physical DMG." Without Stone Force: 2 Physical.
#[test]
fn plama_lawa_deals_2_physical() {
    let mut g = bare().build();
    g.act("p1 skill Plama Lawa");
    assert_eq!(g.damages(), [(P2, 0, 2, "Physical".to_string())]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Stone Force: "The character to which this is attached has their Physical DMG dealt
/// converted to Geo DMG. / Once per Round: The character deals +1 DMG." Movo Lawa: 3 Geo +
/// 1; then Plama Lawa the same round: 2 Geo; next round +1 again (Upa Shato: 5 + 1).
#[test]
fn stone_force_converts_and_adds_one_once_per_round() {
    let mut g = lawachurl().energy(P1, 0, 2).build();
    g.act("p1 skill Movo Lawa");
    assert_eq!(g.damages(), [(P2, 0, 4, "Geo".to_string())]);
    g.act("p2 end").clear_log().act("p1 skill Plama Lawa");
    assert_eq!(g.damages(), [(P2, 0, 2, "Geo".to_string())]);
    g.act("p1 end").act("p2 end").clear_log();
    g.act("p1 skill Upa Shato");
    assert_eq!(g.damages(), [(P2, 0, 6, "Geo".to_string())]);
}

/// Stonehide: "When the character to which this is attached takes DMG: Decrease 1 DMG.
/// Usage(s): 3" Diluc's Tempered Sword (2 Physical): 1 taken, 2 usages left.
#[test]
fn stonehide_decreases_damage_by_one() {
    let mut g = lawachurl().active(P2, 1).set("to_act", json!(2)).build();
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 10 - 1);
    assert_eq!(stonehide(&g), Some(2));
}

/// "When Geo DMG is decreased, consume 1 additional Usage(s)." Ningguang's 1 Geo: 0 taken,
/// 2 usages spent; the next one takes the last usage: Stonehide is gone, and "Once the
/// Stonehide attached to the character is removed, this status [Stone Force] will be removed
/// alongside it."
#[test]
fn stonehide_wears_down_twice_as_fast_against_geo_and_stone_force_goes_with_it() {
    let mut g = lawachurl()
        .set("to_act", json!(2))
        .dice(P2, &[("Omni", 12)])
        .build();
    g.act("p2 skill Sparkling Scatter");
    assert_eq!(g.damages(), [(P1, 0, 0, "Geo".to_string())]);
    assert_eq!(g.hp(P1, 0), 10);
    assert_eq!(stonehide(&g), Some(1));
    g.act("p1 end").act("p2 skill Sparkling Scatter");
    assert_eq!(g.hp(P1, 0), 10);
    assert_eq!(stonehide(&g), None);
    assert!(g.status(P1, 0, EntityId::StoneForce).is_none());
    g.act("p2 skill Sparkling Scatter");
    assert_eq!(g.hp(P1, 0), 10 - 1);
}

/// Stonehide protects only its character: Xingqiu, active, takes Tempered Sword's full 2.
#[test]
fn stonehide_protects_only_lawachurl() {
    let mut g = lawachurl()
        .active(P1, 1)
        .active(P2, 1)
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 1), 10 - 2);
    assert_eq!(stonehide(&g), Some(3));
}

/// Stonehide Reforged (4 Geo, 2 energy): "When your active character is Stonehide
/// Lawachurl, equip this card. After Stonehide Lawachurl equips this card, immediately use
/// Upa Shato once. When your Stonehide Lawachurl, who has this card equipped, defeats an
/// opposing character: Stonehide Lawachurl will re-attach Stonehide and Stone Force." Upa
/// Shato (5 Physical, no Stone Force left) defeats Ningguang at 5 HP: Stonehide (3 usages)
/// and Stone Force come back.
#[test]
fn stonehide_reforged_puts_both_back_on_after_a_defeat() {
    let mut g = bare()
        .hp(P2, 0, 5)
        .energy(P1, 0, 2)
        .hand(P1, "Stonehide Reforged")
        .build();
    g.act("p1 play Stonehide Reforged target 1");
    assert!(g.status(P1, 0, EntityId::StonehideReforged).is_some());
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 4);
    assert_eq!(g.damages(), [(P2, 0, 5, "Physical".to_string())]);
    assert!(!g.ch(P2, 0).alive);
    assert_eq!(stonehide(&g), Some(3));
    assert!(g.status(P1, 0, EntityId::StoneForce).is_some());
}

/// Without a defeat nothing comes back; a worn Stonehide is refreshed to 3 by a later
/// defeat (Movo Lawa, 3 Physical, on Ningguang left at 3 HP).
#[test]
fn stonehide_reforged_needs_a_defeat() {
    let mut g = bare()
        .hp(P2, 0, 8)
        .status(P1, 0, json!({"name": "Stonehide", "usage": 1}))
        .energy(P1, 0, 2)
        .hand(P1, "Stonehide Reforged")
        .build();
    g.act("p1 play Stonehide Reforged target 1");
    assert_eq!(g.hp(P2, 0), 8 - 5);
    assert_eq!(stonehide(&g), Some(1));
    assert!(g.status(P1, 0, EntityId::StoneForce).is_none());
    g.act("p2 end").act("p1 skill Movo Lawa");
    assert!(!g.ch(P2, 0).alive);
    assert_eq!(stonehide(&g), Some(3));
    assert!(g.status(P1, 0, EntityId::StoneForce).is_some());
}

/// Revived (Teyvat Fried Egg), Lawachurl does not wear Stonehide and Stone Force again:
/// Infused Stonehide is "when the battle begins" (as the reference: found by the
/// differential tool).
#[test]
fn infused_stonehide_does_not_come_back_on_revival() {
    let mut g = bare()
        .active(P1, 1)
        .hp(P1, 0, 0)
        .hand(P1, "Teyvat Fried Egg")
        .build();
    g.act("p1 play Teyvat Fried Egg target 1");
    assert!(g.ch(P1, 0).alive);
    assert!(g
        .ch(P1, 0)
        .statuses
        .iter()
        .all(|s| s.id == EntityId::Satiated));
}
