//! Eremite Scorching Loremaster (6.5.0): 10 HP, 2 energy; the Technique Spirit of Omen: Pyro
//! Scorpion, Scorpion Blessing, and his talent Scorpocalypse.

use crate::common::*;
use invokation::{CardId, EntityId, Player};
use serde_json::json;

fn loremaster() -> Setup {
    setup(
        ["Eremite Scorching Loremaster", "Xingqiu", "Nahida"],
        ["Noelle", "Diluc", "Sucrose"],
    )
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
    .set("config", json!({"all_omni": true}))
}

/// Searing Glare: "Deals 1 Pyro DMG."
#[test]
fn searing_glare_deals_1_pyro() {
    let mut g = loremaster().build();
    g.act("p1 skill Searing Glare");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 16 - 3);
}

/// Blazing Strike: "Deals 3 Pyro DMG, creates 1 stack of Scorpion Blessing." Scorpion
/// Blessing: "(can stack, no limit)".
#[test]
fn blazing_strike_deals_3_and_stacks_scorpion_blessing() {
    let mut g = loremaster().build();
    g.act("p1 skill Blazing Strike");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.combat(P1, EntityId::ScorpionBlessing).unwrap().usage, 1);
    g.act("p2 end");
    for n in 2..=4 {
        g.act("p1 skill Blazing Strike");
        assert_eq!(g.combat(P1, EntityId::ScorpionBlessing).unwrap().usage, n);
    }
    assert_eq!(g.dice_total(P1), 16 - 4 * 3);
}

/// How many Spirit of Omen: Pyro Scorpion cards `p` holds.
fn scorpions(g: &Game, p: Player) -> usize {
    g.hand(p)
        .iter()
        .filter(|&&c| c == CardId::SpiritOfOmenPyroScorpion)
        .count()
}

/// The Burst: "Deals 3 Pyro DMG. Once each Match, add 1 Spirit of Omen: Pyro Scorpion card
/// to your Hand." The second Burst of the match adds none.
#[test]
fn the_burst_adds_the_pyro_scorpion_card_once_per_match() {
    let mut g = loremaster().energy(P1, 0, 2).build();
    g.act("p1 skill Spirit of Omen's Awakening: Pyro Scorpion");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(scorpions(&g, P1), 1);
    g.act("p2 end")
        .act("p1 skill Searing Glare")
        .act("p1 skill Searing Glare");
    assert_eq!(g.energy(P1, 0), 2);
    g.act("p1 skill Spirit of Omen's Awakening: Pyro Scorpion");
    assert_eq!(g.hp(P2, 0), 12 - 3 - 1 - 1 - 3);
    assert_eq!(scorpions(&g, P1), 1, "once each match");
}

/// Spirit of Omen: Pyro Scorpion: "Technique: Burning Assault: Deals 2 Pyro DMG. Usage(s):
/// 1". Scorpion Blessing: "When your Spirit of Omen: Pyro Scorpion uses Technique: Remove
/// this effect, and for each stack of Scorpion Blessing, the DMG dealt by this instance of
/// Technique +1." The card costs nothing; the Technique 2 dice of the same element, and it
/// gives no energy.
#[test]
fn burning_assault_uses_up_every_blessing() {
    let mut g = loremaster()
        .hand(P1, "Spirit of Omen: Pyro Scorpion")
        .combat(P1, json!({"name": "Scorpion Blessing", "usage": 3}))
        .build();
    g.act("p1 play Spirit of Omen: Pyro Scorpion target 2");
    assert_eq!(g.dice_total(P1), 16, "the card is free");
    assert!(g
        .status(P1, 1, EntityId::SpiritOfOmenPyroScorpion)
        .is_some());
    // Xingqiu equips it but the Technique is the active character's: switch to him.
    g.act("p1 switch 2").act("p2 end");
    g.act("p1 technique");
    assert_eq!(g.hp(P2, 0), 12 - (2 + 3));
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(g.dice_total(P1), 16 - 1 - 2);
    assert_eq!(g.energy(P1, 1), 0, "not a skill");
    assert!(g.combat(P1, EntityId::ScorpionBlessing).is_none());
    assert!(
        g.status(P1, 1, EntityId::SpiritOfOmenPyroScorpion)
            .is_none(),
        "its 1 usage spent"
    );
    assert!(g.try_act("p1 technique").is_err());
}

/// Spirit of Omen: Pyro Scorpion: "When the character to which this is attached takes DMG:
/// If possible, lose 1 Energy to negate 1 DMG, and then create a Scorpion Blessing. (Max
/// twice per Round)". Without energy it negates nothing.
#[test]
fn the_scorpion_spends_energy_to_negate_damage_twice_per_round() {
    let mut g = loremaster()
        .energy(P1, 0, 2)
        .status(
            P1,
            0,
            json!({"name": "Spirit of Omen: Pyro Scorpion", "usage": 1}),
        )
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 10 - (2 - 1));
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.combat(P1, EntityId::ScorpionBlessing).unwrap().usage, 1);
    g.act("p1 end").act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 10 - 1 - 1);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.combat(P1, EntityId::ScorpionBlessing).unwrap().usage, 2);
    // Third hit: no energy and the round's two uses are spent. The passive (HP 8) does not
    // apply either.
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 10 - 1 - 1 - 2);
    assert_eq!(g.combat(P1, EntityId::ScorpionBlessing).unwrap().usage, 2);
    assert_eq!(g.energy(P1, 0), 1, "at 6 HP the passive gives 1 energy");
}

/// The negation needs energy: at 0 energy the damage is taken in full and no Blessing is
/// created.
#[test]
fn the_scorpion_without_energy_negates_nothing() {
    let mut g = loremaster()
        .status(
            P1,
            0,
            json!({"name": "Spirit of Omen: Pyro Scorpion", "usage": 1}),
        )
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 10 - 2);
    assert!(g.combat(P1, EntityId::ScorpionBlessing).is_none());
}

/// Spirit of Omen's Power: "After this character takes DMG: If this character has no more
/// than 7 HP, they gain 1 Energy. (Once per Round)"
#[test]
fn spirit_of_omens_power_gains_energy_at_7_hp_or_less_once_per_round() {
    let mut g = loremaster().hp(P1, 0, 9).set("to_act", json!(2)).build();
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 7);
    assert_eq!(g.energy(P1, 0), 1, "7 HP or less after the hit");
    g.act("p1 end").act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 5);
    assert_eq!(g.energy(P1, 0), 1, "once per round");
    g.end_round();
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.energy(P1, 0), 2, "again in the next round");
}

/// Above 7 HP the passive does nothing (and keeps its round's use).
#[test]
fn spirit_of_omens_power_needs_7_hp_or_less() {
    let mut g = loremaster().set("to_act", json!(2)).build();
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 8);
    assert_eq!(g.energy(P1, 0), 0);
    g.act("p1 end").act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 6);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Scorpocalypse: "When your active character is Eremite Scorching Loremaster, equip this
/// card. After Eremite Scorching Loremaster equips this card, immediately use Blazing Strike
/// once. ... At the end of the Round: Generate 1 Scorpion Blessing stack."
#[test]
fn scorpocalypse_uses_blazing_strike_and_blesses_each_end_phase() {
    let mut g = loremaster().hand(P1, "Scorpocalypse").build();
    g.act("p1 play Scorpocalypse target 1");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert!(g.status(P1, 0, EntityId::Scorpocalypse).is_some());
    assert_eq!(g.combat(P1, EntityId::ScorpionBlessing).unwrap().usage, 1);
    g.end_round();
    assert_eq!(g.combat(P1, EntityId::ScorpionBlessing).unwrap().usage, 2);
}

/// Scorpocalypse: "When your Eremite Scorching Loremaster, who has this card equipped, is on
/// the field and after you use Burning Assault to defeat an opposing character: Add 1 Spirit
/// of Omen: Pyro Scorpion card to your Hand." Damage that does not defeat adds none.
#[test]
fn scorpocalypse_gives_a_new_scorpion_when_burning_assault_defeats() {
    let with = |hp: u8| {
        let mut g = loremaster()
            .status(P1, 0, json!("Scorpocalypse"))
            .status(
                P1,
                0,
                json!({"name": "Spirit of Omen: Pyro Scorpion", "usage": 1}),
            )
            .hp(P2, 0, hp)
            .build();
        g.act("p1 technique");
        g
    };
    let g = with(2);
    assert_eq!(g.hp(P2, 0), 0);
    assert_eq!(scorpions(&g, P1), 1, "defeated by Burning Assault");
    let g = with(3);
    assert_eq!(g.hp(P2, 0), 1);
    assert_eq!(scorpions(&g, P1), 0);
}

/// Scorpocalypse's "At the end of the Round" comes after the End Phase's effects and draws:
/// while a character defeated by an End Phase summon is replaced, no Blessing is there yet
/// (as the reference's round end; differential game 14001-15).
#[test]
fn scorpocalypse_blesses_after_the_end_phase_effects() {
    let mut g = loremaster()
        .active(P1, 1)
        .hp(P1, 1, 1)
        .status(P1, 0, json!("Scorpocalypse"))
        .summon(P2, json!("Oz"))
        .build();
    g.act("p1 end").act("p2 end");
    assert_eq!(g.hp(P1, 1), 0, "Oz defeated Xingqiu in the End Phase");
    assert!(g.combat(P1, EntityId::ScorpionBlessing).is_none());
    g.act("p1 choose 1");
    assert_eq!(g.combat(P1, EntityId::ScorpionBlessing).unwrap().usage, 1);
}
