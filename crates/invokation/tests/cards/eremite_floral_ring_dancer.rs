//! Eremite Floral Ring-Dancer (6.5.0): 10 HP, 2 energy; the Technique Spirit of Omen: Dendro
//! Spirit-Serpent, Spirit-Serpent's Blessing, and her talent Spirit Serpent's Swirl.

use crate::common::*;
use invokation::{CardId, EntityId, Player};
use serde_json::json;

const SERPENT: EntityId = EntityId::SpiritOfOmenDendroSpiritSerpent;
const BLESSING: EntityId = EntityId::SpiritSerpentsBlessing;

fn ring_dancer() -> Setup {
    setup(
        ["Eremite Floral Ring-Dancer", "Xingqiu", "Nahida"],
        ["Noelle", "Diluc", "Sucrose"],
    )
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
    .set("config", json!({"all_omni": true}))
}

/// Floral-Ring Caress: "Deals 2 Physical DMG."
#[test]
fn floral_ring_caress_deals_2_physical() {
    let mut g = ring_dancer().build();
    g.act("p1 skill Floral-Ring Caress");
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Physical")]);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 16 - 3);
}

/// Spiraling Whirl: "Deals 3 Dendro DMG, creates 1 stack of Spirit-Serpent's Blessing."
/// Blessing: "Usage(s): 1 (Can stack, no limit)".
#[test]
fn spiraling_whirl_deals_3_and_stacks_blessing() {
    let mut g = ring_dancer().build();
    g.act("p1 skill Spiraling Whirl");
    assert_eq!(g.damages(), [hit(P2, 0, 3, "Dendro")]);
    assert_eq!(g.combat(P1, BLESSING).unwrap().usage, 1);
    g.act("p2 end");
    for n in 2..=4 {
        g.act("p1 skill Spiraling Whirl");
        assert_eq!(g.combat(P1, BLESSING).unwrap().usage, n);
    }
}

fn serpents(g: &Game, p: Player) -> usize {
    g.hand(p)
        .iter()
        .filter(|&&c| c == CardId::SpiritOfOmenDendroSpiritSerpent)
        .count()
}

/// The Burst: "Deals 4 Dendro DMG. Once each Match, add 1 Spirit of Omen: Dendro
/// Spirit-Serpent card to your Hand." The second Burst adds none.
#[test]
fn the_burst_adds_the_spirit_serpent_card_once_per_match() {
    let mut g = ring_dancer().energy(P1, 0, 2).build();
    g.act("p1 skill Spirit of Omen's Awakening: Dendro Spirit-Serpent");
    assert_eq!(g.damages(), [hit(P2, 0, 4, "Dendro")]);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(serpents(&g, P1), 1);
    g.act("p2 end")
        .act("p1 skill Floral-Ring Caress")
        .act("p1 skill Floral-Ring Caress")
        .act("p1 skill Spirit of Omen's Awakening: Dendro Spirit-Serpent");
    assert_eq!(serpents(&g, P1), 1, "once each match");
}

/// Viny Razorscale (1 die, 1 Energy): "Deals 1 Dendro DMG." Usage(s): 2. With a Blessing:
/// "The DMG dealt by this Technique +1, and does not consume Usage(s)": the Blessing's
/// stack is spent instead.
#[test]
fn viny_razorscale_spends_a_blessing_before_its_usages() {
    let mut g = ring_dancer()
        .energy(P1, 0, 2)
        .hand(P1, "Spirit of Omen: Dendro Spirit-Serpent")
        .combat(P1, json!({"name": "Spirit-Serpent's Blessing", "usage": 1}))
        .build();
    g.act("p1 play Spirit of Omen: Dendro Spirit-Serpent target 1");
    assert_eq!(g.status(P1, 0, SERPENT).unwrap().usage, 2);
    g.clear_log().act("p1 technique");
    assert_eq!(g.damages(), [hit(P2, 0, 1 + 1, "Dendro")]);
    assert_eq!(g.energy(P1, 0), 1);
    assert!(g.combat(P1, BLESSING).is_none(), "its one stack spent");
    assert_eq!(g.status(P1, 0, SERPENT).unwrap().usage, 2, "not consumed");
    g.act("p2 end").clear_log().act("p1 technique");
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Dendro")]);
    assert_eq!(g.status(P1, 0, SERPENT).unwrap().usage, 1);
}

/// Spirit of Omen's Power: "After this character takes DMG: If this character has no more
/// than 7 HP, they gain 1 Energy. (Once per Round)"
#[test]
fn spirit_of_omens_power_gains_energy_at_7_hp_or_less_once_per_round() {
    let mut g = ring_dancer().hp(P1, 0, 9).set("to_act", json!(2)).build();
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 7);
    assert_eq!(g.energy(P1, 0), 1);
    g.act("p1 end").act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 5);
    assert_eq!(g.energy(P1, 0), 1, "once per round");
}

/// Spirit Serpent's Swirl (Combat Action, 3 Dendro): "After Eremite Floral Ring-Dancer
/// equips this card, immediately use Spiraling Whirl once. / When your Eremite Floral
/// Ring-Dancer, who has this card equipped, is on the field, when you switch your active
/// character to one with Spirit of Omen: Dendro Spirit-Serpent equipped: Deal 1 Dendro DMG.
/// (Once per Round)"
#[test]
fn spirit_serpents_swirl_strikes_on_a_switch_to_the_serpent_once_per_round() {
    let mut g = ring_dancer()
        .hand(P1, "Spirit Serpent's Swirl")
        .status(P1, 1, json!("Spirit of Omen: Dendro Spirit-Serpent"))
        .build();
    g.act("p1 play Spirit Serpent's Swirl target 1");
    assert_eq!(g.damages(), [hit(P2, 0, 3, "Dendro")]);
    assert_eq!(g.combat(P1, BLESSING).unwrap().usage, 1);
    g.act("p2 end").clear_log().act("p1 switch 2");
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Dendro")]);
    g.act("p1 switch 1").clear_log().act("p1 switch 2");
    assert!(g.damages().is_empty(), "once per round");
}

/// Spirit of Omen's Power with her energy full: nothing to gain, but the round's use is
/// spent (the reference's condition is her HP alone): after her Burst empties it, the next
/// hit this round gives nothing.
#[test]
fn spirit_of_omens_power_spends_its_use_at_full_energy() {
    let mut g = ring_dancer()
        .hp(P1, 0, 9)
        .energy(P1, 0, 2)
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 7);
    assert_eq!(g.energy(P1, 0), 2);
    g.act("p1 skill Spirit of Omen's Awakening: Dendro Spirit-Serpent");
    assert_eq!(g.energy(P1, 0), 0);
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.energy(P1, 0), 0, "once per round");
}

/// Viny Razorscale costs 1 Energy: without it, the Technique cannot be used (differential
/// game 12-1).
#[test]
fn viny_razorscale_needs_its_energy() {
    let mut g = ring_dancer()
        .status(P1, 0, json!("Spirit of Omen: Dendro Spirit-Serpent"))
        .build();
    assert_eq!(g.energy(P1, 0), 0);
    assert!(g.try_act("p1 technique").is_err());
    let mut g = ring_dancer()
        .energy(P1, 0, 1)
        .status(P1, 0, json!("Spirit of Omen: Dendro Spirit-Serpent"))
        .build();
    g.act("p1 technique");
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 16 - 1);
}
