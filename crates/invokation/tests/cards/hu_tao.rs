//! Hu Tao (6.5.0): 12 HP, 3 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn hu_tao() -> Setup {
    setup(
        ["Hu Tao", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
}

/// Guide to Afterlife (2 Pyro): "This character gains Paramita Papilio." No damage;
/// Paramita Papilio lasts 2 rounds.
#[test]
fn guide_to_afterlife_gives_paramita_papilio() {
    let mut g = hu_tao().build();
    g.act("p1 skill Guide to Afterlife");
    assert_eq!(g.hp(P2, 0), 12);
    let s = g.status(P1, 0, EntityId::ParamitaPapilio).unwrap();
    assert_eq!(s.duration, 2);
    assert_eq!(g.dice_total(P1), 8 - 2);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Paramita Papilio: "The character to which this is attached has their Physical DMG dealt
/// converted to Pyro DMG, and they will deal +1 Pyro DMG. When the character to which this
/// is attached uses a Charged Attack: Apply Blood Blossom to target character." With 8 dice
/// the Normal Attack is charged: 2 Physical becomes Pyro, +1, and Noelle gets Blood Blossom.
#[test]
fn paramita_papilio_infuses_boosts_and_blossoms_on_charged_attacks() {
    let mut g = hu_tao()
        .status(P1, 0, "Paramita Papilio".into())
        .dice(P1, &[("Omni", 8)])
        .build();
    g.act("p1 skill Secret Spear of Wangsheng");
    assert_eq!(g.hp(P2, 0), 12 - 3, "2 Pyro + 1");
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(g.status(P2, 0, EntityId::BloodBlossom).unwrap().usage, 1);
    // Not charged (5 dice): no Blood Blossom on Diluc.
    g.act("p2 switch 2");
    g.act("p1 skill Secret Spear of Wangsheng");
    assert_eq!(g.hp(P2, 1), 10 - 3);
    assert!(g.status(P2, 1, EntityId::BloodBlossom).is_none());
}

/// Paramita Papilio boosts her Pyro skills too: Spirit Soother deals 4 + 1.
#[test]
fn paramita_papilio_boosts_the_burst() {
    let mut g = hu_tao()
        .status(P1, 0, "Paramita Papilio".into())
        .energy(P1, 0, 3)
        .build();
    g.act("p1 skill Spirit Soother");
    assert_eq!(g.hp(P2, 0), 12 - 5);
}

/// Blood Blossom: "End Phase: Deal 1 Pyro DMG to the character to which this is attached.
/// Usage(s): 1". Its damage is its own side's: Hu Tao's Paramita Papilio does not boost it.
#[test]
fn blood_blossom_deals_1_pyro_in_the_end_phase() {
    let mut g = hu_tao()
        .status(P1, 0, "Paramita Papilio".into())
        .status(P2, 1, "Blood Blossom".into())
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 1), 10 - 1);
    assert_eq!(g.aura(P2, 1), ["Pyro"]);
    assert!(g.status(P2, 1, EntityId::BloodBlossom).is_none(), "used up");
}

/// Spirit Soother (3 Pyro, 3 energy): "Deals 4 Pyro DMG, heals herself for 2 HP. If this
/// character's HP is no more than 6, DMG dealt and Healing are increased by 1."
#[test]
fn spirit_soother_hits_and_heals_harder_at_6_hp_or_less() {
    let mut g = hu_tao().energy(P1, 0, 3).hp(P1, 0, 7).build();
    g.act("p1 skill Spirit Soother");
    assert_eq!(g.hp(P2, 0), 12 - 4);
    assert_eq!(g.hp(P1, 0), 7 + 2);
    assert_eq!(g.energy(P1, 0), 0);
    let mut g = hu_tao().energy(P1, 0, 3).hp(P1, 0, 6).build();
    g.act("p1 skill Spirit Soother");
    assert_eq!(g.hp(P2, 0), 12 - 5);
    assert_eq!(g.hp(P1, 0), 6 + 3);
}

/// Sanguine Rouge (2 Pyro): "Combat Action: When your active character is Hu Tao, equip
/// this card. After Hu Tao equips this card, immediately use Guide to Afterlife once. When
/// your Hu Tao, who has this card equipped, has no more than 6 HP, Pyro DMG +1."
#[test]
fn sanguine_rouge_adds_1_pyro_at_6_hp_or_less() {
    let mut g = hu_tao()
        .hp(P1, 0, 7)
        .hand(P1, "Sanguine Rouge")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Sanguine Rouge target 1");
    assert!(g.status(P1, 0, EntityId::SanguineRouge).is_some());
    assert!(g.status(P1, 0, EntityId::ParamitaPapilio).is_some());
    assert_eq!(g.dice_total(P1), 16 - 2);
    g.act("p2 end");
    // 14 dice: charged. At 7 HP: 2 + 1 (Paramita).
    g.act("p1 skill Secret Spear of Wangsheng");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    // At 6 HP: 2 + 1 + 1.
    let mut g = hu_tao()
        .hp(P1, 0, 6)
        .status(P1, 0, "Sanguine Rouge".into())
        .status(P1, 0, "Paramita Papilio".into())
        .build();
    g.act("p1 skill Secret Spear of Wangsheng");
    assert_eq!(g.hp(P2, 0), 12 - 4);
    // Without Paramita Papilio her Physical attack is not Pyro: no bonus.
    let mut g = hu_tao()
        .hp(P1, 0, 6)
        .status(P1, 0, "Sanguine Rouge".into())
        .build();
    g.act("p1 skill Secret Spear of Wangsheng");
    assert_eq!(g.hp(P2, 0), 12 - 2);
}

/// Paramita Papilio is re-created with its full duration by a second Guide to Afterlife.
#[test]
fn guide_to_afterlife_refreshes_paramita_papilio() {
    let mut g = hu_tao()
        .status(P1, 0, json!({"name": "Paramita Papilio", "duration": 1}))
        .build();
    g.act("p1 skill Guide to Afterlife");
    assert_eq!(
        g.status(P1, 0, EntityId::ParamitaPapilio).unwrap().duration,
        2
    );
}
