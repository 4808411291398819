//! Baizhu (6.5.0): 11 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

const SHIELD: EntityId = EntityId::SeamlessShield_117053;

/// Baizhu (11 HP, active), Xingqiu (10 HP), Ganyu (12 HP) against Noelle (12 HP), Diluc,
/// Sucrose; Roll Phases give Omni dice, so games go on across rounds.
fn baizhu() -> Setup {
    setup(
        ["Baizhu", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
}

fn omni(g: &Game) -> u8 {
    g.dice(P1).0[invokation::Die::Omni.index()]
}

/// The Classics of Acupuncture: "Deals 1 Dendro DMG." (1 Dendro, 2 unaligned.)
#[test]
fn the_classics_of_acupuncture_deals_1_dendro() {
    let mut g = baizhu().build();
    g.act("p1 skill The Classics of Acupuncture");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.aura(P2, 0), ["Dendro"]);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Universal Diagnosis: "Deals 1 Dendro DMG, summons 1 Gossamer Sprite." Gossamer Sprite:
/// "End Phase: Deal 1 Dendro DMG, heal your active character for 1 HP. Usage(s): 1".
#[test]
fn gossamer_sprite_strikes_and_heals_the_active_character_once() {
    let mut g = baizhu().hp(P1, 0, 7).hp(P1, 2, 5).build();
    g.act("p1 skill Universal Diagnosis");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.summon(P1, EntityId::GossamerSprite).unwrap().usage, 1);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 11 - 1);
    assert_eq!(g.hp(P1, 0), 7 + 1, "the active character");
    assert_eq!(g.hp(P1, 2), 5, "not the most injured one");
    assert!(g.summon(P1, EntityId::GossamerSprite).is_none(), "used up");
}

/// Holistic Revivification: "Creates 1 Pulsing Clarity and Seamless Shield." (4 Dendro, 2
/// energy; no damage.) Seamless Shield: "Provides 1 Shield, protecting your active
/// character. When this effect is removed ...: Deal 1 Dendro DMG, and heal your active
/// character for 1 HP." Used up by Noelle's 2 Physical, it strikes Noelle and heals.
#[test]
fn seamless_shield_strikes_and_heals_when_used_up() {
    let mut g = baizhu().energy(P1, 0, 2).hp(P1, 0, 8).build();
    g.act("p1 skill Holistic Revivification");
    assert!(g.damages().is_empty(), "the burst deals no damage");
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 4);
    assert_eq!(g.combat(P1, EntityId::PulsingClarity).unwrap().usage, 2);
    assert_eq!(g.combat(P1, SHIELD).unwrap().usage, 1);
    g.act("p2 skill Favonius Bladework - Maid");
    assert!(g.combat(P1, SHIELD).is_none(), "used up");
    assert_eq!(g.hp(P1, 0), 8 - (2 - 1) + 1, "1 absorbed, then healed 1");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.aura(P2, 0), ["Dendro"]);
}

/// Pulsing Clarity: "When Action Phase begins: Create Seamless Shield. Usage(s): 2". A
/// shield still there is "generated again": it strikes and heals, and keeps its 1 point.
#[test]
fn pulsing_clarity_creates_the_shield_again_at_each_action_phase() {
    let mut g = baizhu()
        .hp(P1, 0, 5)
        .combat(P1, json!("Pulsing Clarity"))
        .combat(P1, json!("Seamless Shield"))
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - 1, "generated again: 1 Dendro");
    assert_eq!(g.hp(P1, 0), 5 + 1);
    assert_eq!(g.combat(P1, SHIELD).unwrap().usage, 1);
    assert_eq!(g.combat(P1, EntityId::PulsingClarity).unwrap().usage, 1);
}

/// A new shield (none in play) is created silently; the burst used again with the shield in
/// play strikes and heals.
#[test]
fn seamless_shield_generated_again_by_the_burst() {
    let mut g = baizhu()
        .energy(P1, 0, 2)
        .hp(P1, 0, 5)
        .combat(P1, json!("Seamless Shield"))
        .build();
    g.act("p1 skill Holistic Revivification");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.hp(P1, 0), 5 + 1);
    assert_eq!(g.combat(P1, SHIELD).unwrap().usage, 1);
}

/// All Things Are of the Earth (4 Dendro, 2 energy): "When your active character is Baizhu,
/// equip this card. After Baizhu equips this card, immediately use Holistic Revivification
/// once. When your Baizhu, who has this card equipped, is on the field, when Seamless Shield
/// activates a healing effect, generate 1 Elemental Dice of the same type as your active
/// character." With Xingqiu active, a Hydro die.
#[test]
fn all_things_are_of_the_earth_adds_a_die_of_the_active_characters_element() {
    let mut g = baizhu()
        .energy(P1, 0, 2)
        .hand(P1, "All Things Are of the Earth")
        .dice(P1, &[("Omni", 8)])
        .build();
    g.act("p1 play All Things Are of the Earth target 1");
    assert!(g.status(P1, 0, EntityId::AllThingsAreOfTheEarth).is_some());
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 4);
    assert_eq!(g.combat(P1, EntityId::PulsingClarity).unwrap().usage, 2);
    assert_eq!(g.combat(P1, SHIELD).unwrap().usage, 1);
    g.act("p2 skill Favonius Bladework - Maid");
    assert!(g.combat(P1, SHIELD).is_none());
    assert_eq!(g.hp(P1, 0), 11 - 1 + 1);
    assert_eq!(omni(&g), 8 - 4);
    assert_eq!(
        g.dice(P1).0[invokation::Die::Dendro.index()],
        1,
        "Baizhu: Dendro"
    );
}

/// The talent's die comes with the shield's heal: Noelle breaks it on Xingqiu, the active
/// character, so the die is Hydro.
#[test]
fn the_talents_die_is_of_the_active_characters_element() {
    let mut g = baizhu()
        .active(P1, 1)
        .status(P1, 0, json!("All Things Are of the Earth"))
        .combat(P1, json!("Seamless Shield"))
        .hp(P1, 1, 6)
        .dice(P1, &[("Omni", 4)])
        .build();
    g.act("p1 end");
    g.act("p2 skill Favonius Bladework - Maid");
    assert!(g.combat(P1, SHIELD).is_none());
    assert_eq!(g.hp(P1, 1), 6 - 1 + 1);
    assert_eq!(g.dice(P1).0[invokation::Die::Hydro.index()], 1);
    assert_eq!(g.dice_total(P1), 4 + 1);
}

/// Without a Baizhu wearing the talent, no die.
#[test]
fn no_die_without_the_talent() {
    let mut g = baizhu()
        .combat(P1, json!("Seamless Shield"))
        .dice(P1, &[("Omni", 4)])
        .build();
    g.act("p1 end");
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.dice_total(P1), 4);
    assert_eq!(g.hp(P1, 0), 11 - 1 + 1, "healed for 1 (back to full)");
}

/// The shield's effect runs once the effect that removed it completes (as the reference):
/// Noelle's 2 Physical on Baizhu at 1 HP breaks the shield and defeats him; the heal comes
/// after his defeat (it does not save him) and, the talent gone with him, brings no die. Its
/// 1 Dendro still hits Noelle.
#[test]
fn seamless_shield_heals_after_the_hit_that_broke_it_has_defeated() {
    let mut g = baizhu()
        .hp(P1, 0, 1)
        .status(P1, 0, json!("All Things Are of the Earth"))
        .combat(P1, json!("Seamless Shield"))
        .dice(P1, &[("Omni", 4)])
        .build();
    g.act("p1 end");
    g.act("p2 skill Favonius Bladework - Maid");
    assert!(!g.ch(P1, 0).alive, "1 absorbed, 1 taken: defeated");
    assert!(g.combat(P1, SHIELD).is_none());
    assert_eq!(g.hp(P2, 0), 12 - 1, "its 1 Dendro");
    assert_eq!(g.dice_total(P1), 4, "no die: the talent left with Baizhu");
    g.act("p1 choose 2");
    assert_eq!(g.hp(P1, 1), 10, "nobody else healed");
}

/// The talent's die comes with the shield's heal only: with Baizhu (wearing the talent) on
/// standby and Xingqiu active at 1 HP, Noelle's 2 Physical breaks the shield (1 absorbed) and
/// defeats Xingqiu; the shield still deals its 1 Dendro, but with no living active character
/// there is nobody to heal and no die (as the reference: differential game 31-2, a Geo die
/// for a defeated Azhdaha).
#[test]
fn no_die_when_the_hit_that_broke_the_shield_defeated_the_active_character() {
    let mut g = baizhu()
        .active(P1, 1)
        .hp(P1, 1, 1)
        .hp(P1, 0, 8)
        .status(P1, 0, json!("All Things Are of the Earth"))
        .combat(P1, json!("Seamless Shield"))
        .dice(P1, &[("Omni", 4)])
        .build();
    g.act("p1 end");
    g.act("p2 skill Favonius Bladework - Maid");
    assert!(!g.ch(P1, 1).alive, "1 absorbed, 1 taken: defeated");
    assert!(g.combat(P1, SHIELD).is_none());
    assert_eq!(g.hp(P2, 0), 12 - 1, "its 1 Dendro");
    assert_eq!(g.dice_total(P1), 4, "no heal, so no die");
    g.act("p1 choose 1");
    assert_eq!(g.hp(P1, 0), 8, "Baizhu, chosen after, not healed");
    assert_eq!(g.dice_total(P1), 4);
}

/// "When your Baizhu, who has this card equipped, is on the field": a Baizhu defeated by the
/// hit that broke the shield is no longer on the field, and his equipment went with him at
/// his defeat, so the shield's heal (after the skill, once its defeats are settled) brings no
/// die. Ganyu's Frostflake Arrow breaks the shield on Xingqiu (2 Cryo, 1 absorbed) and
/// pierces Baizhu (1 HP) on standby. (GI-TCG still gives the die: it discards a defeated
/// character's equipment after that effect; a deliberate difference, differences.json
/// `baizhu-defeated-with-the-shield-gives-no-die`, differential game 32-10.)
#[test]
fn no_die_when_baizhu_fell_to_the_hit_that_broke_the_shield() {
    let mut g = setup(
        ["Baizhu", "Xingqiu", "Ganyu"],
        ["Ganyu", "Diluc", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .active(P1, 1)
    .hp(P1, 0, 1)
    .hp(P1, 1, 8)
    .status(P1, 0, json!("All Things Are of the Earth"))
    .combat(P1, json!("Seamless Shield"))
    .dice(P1, &[("Omni", 4)])
    .build();
    g.act("p1 end");
    g.act("p2 skill Frostflake Arrow");
    assert!(!g.ch(P1, 0).alive, "pierced: defeated");
    assert!(g.status(P1, 0, EntityId::AllThingsAreOfTheEarth).is_none());
    assert!(g.combat(P1, SHIELD).is_none(), "1 point absorbed: used up");
    assert_eq!(g.hp(P1, 1), 8 - (2 - 1) + 1, "Xingqiu: 1 taken, healed 1");
    assert_eq!(g.hp(P2, 0), 12 - 1, "its 1 Dendro");
    assert_eq!(g.dice_total(P1), 4, "no die: Baizhu is not on the field");
}
