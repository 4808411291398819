//! Thunder Manifestation (6.5.0): 10 HP, 2 energy; Lightning Strike Probe, Lightning Rod,
//! Thundering Shackles, Grieving Echo.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn thunder() -> Setup {
    setup(
        ["Thunder Manifestation", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
}

/// A Thunder Manifestation game with the Lightning Rod on P2's character at `c`.
fn with_rod(c: usize) -> Setup {
    thunder()
        .combat(P2, json!("Lightning Strike Probe"))
        .status(P2, c, json!("Lightning Rod"))
}

fn rod(g: &Game, c: usize) -> bool {
    g.status(P2, c, EntityId::LightningRod).is_some()
}

/// Lightning Probe (passive): "When battle begins, create a Lightning Strike Probe on the
/// opponent's side of the field."
#[test]
fn the_passive_creates_the_probe_on_the_opponents_side() {
    let s = battle_start(
        ["Thunder Manifestation", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    );
    assert!(s
        .player(P2)
        .combat_status(EntityId::LightningStrikeProbe)
        .is_some());
    assert!(s
        .player(P1)
        .combat_status(EntityId::LightningStrikeProbe)
        .is_none());
}

/// Thunderous Wingslash: "Deals 1 Electro DMG."
#[test]
fn thunderous_wingslash_deals_1_electro() {
    let mut g = thunder().build();
    g.act("p1 skill Thunderous Wingslash");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.aura(P2, 0), ["Electro"]);
    assert_eq!(g.dice_total(P1), 16 - 3);
}

/// Lightning Strike Probe: "After a character on whose side of the field this card is on uses
/// a Skill: Attach Lightning Rod to the active character on that side. (Once per Round)"
/// Lightning Rod: "Only one of this status can exist on the field at once": attached to
/// another character, it leaves the first.
#[test]
fn the_probe_marks_the_character_that_used_a_skill_once_per_round() {
    let mut g = thunder()
        .combat(P2, json!("Lightning Strike Probe"))
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Tempered Sword");
    assert!(rod(&g, 0));
    g.act("p1 end");
    g.act("p2 switch 2");
    g.act("p2 skill Wind Spirit Creation");
    assert!(!rod(&g, 1), "once per round");
    assert!(rod(&g, 0));
    g.act("p2 end");
    // Round 2: Sucrose (active) uses a skill: the Rod moves to her.
    g.act("p1 skill Thunderous Wingslash");
    g.act("p2 skill Wind Spirit Creation");
    assert!(rod(&g, 1));
    assert!(!rod(&g, 0), "only one per side");
    // P1's own skills do not mark anyone.
    assert!((0..3).all(|c| g.status(P1, c, EntityId::LightningRod).is_none()));
}

/// Strifeful Lightning: "Deals 3 Electro DMG to the opposing character affected by Lightning
/// Rod. (If there are no eligible opposing characters, deals DMG to the active character
/// instead)" Lightning Rod: "When the attached character takes DMG from Thunder Manifestation
/// or its summons: Remove this state, cause this DMG instance to increase by 1."
#[test]
fn strifeful_lightning_strikes_the_rod_holder_for_3_plus_1() {
    let mut g = with_rod(2).build();
    g.act("p1 skill Strifeful Lightning");
    assert_eq!(g.hp(P2, 2), 12 - 3 - 1, "Noelle");
    assert_eq!(g.hp(P2, 0), 10);
    assert!(!rod(&g, 2), "removed by the damage it increased");
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    // Without a Rod: the active character, 3.
    let mut g = thunder().build();
    g.act("p1 skill Strifeful Lightning");
    assert_eq!(g.hp(P2, 0), 10 - 3);
}

/// The Rod's +1 applies to any damage of Thunder Manifestation (a Normal Attack too), not to
/// the damage of its teammates, which leaves it in place.
#[test]
fn the_rod_adds_1_only_to_thunder_manifestations_damage() {
    let mut g = with_rod(0).build();
    g.act("p1 skill Thunderous Wingslash");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert!(!rod(&g, 0));
    let mut g = with_rod(0).active(P1, 1).build();
    g.act("p1 skill Bolts of Downfall");
    assert_eq!(g.hp(P2, 0), 10 - 2, "Fischl: 2 Physical, no +1");
    assert!(rod(&g, 0));
}

/// Thundering Shackles (burst): "Deals 2 Electro DMG, summons 1 Thundering Shackles." The
/// summon: "End Phase: Deals 3 Electro DMG to the opposing character affected by Lightning
/// Rod. (If there are no eligible opposing characters, deals DMG to the active character
/// instead) Usage(s): 1"
#[test]
fn thundering_shackles_strike_the_rod_holder_in_the_end_phase() {
    let mut g = with_rod(1).energy(P1, 0, 2).build();
    g.act("p1 skill Thundering Shackles");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert!(rod(&g, 1), "the burst hits the active character");
    assert_eq!(g.summon(P1, EntityId::ThunderingShackles).unwrap().usage, 1);
    assert_eq!(g.energy(P1, 0), 0);
    g.end_round();
    assert_eq!(g.hp(P2, 1), 10 - 3 - 1, "3 +1 from the Rod");
    assert!(!rod(&g, 1));
    assert!(
        g.summon(P1, EntityId::ThunderingShackles).is_none(),
        "used up"
    );
    // Without a Rod: the active character.
    let mut g = thunder()
        .summon(P1, json!({"name": "Thundering Shackles", "usage": 1}))
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 3);
}

/// Grieving Echo (talent, 3 Electro): "After Thunder Manifestation equips this card,
/// immediately use Strifeful Lightning once. When your Thunder Manifestation is on the field
/// and has this card equipped, when an opponent with Lightning Rod attached takes DMG: You
/// draw 1 card. (Once per Round)" The damage that removes the Rod counts.
#[test]
fn grieving_echo_draws_when_the_rod_holder_takes_damage_once_per_round() {
    let mut g = with_rod(1)
        .hand(P1, "Grieving Echo")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Mondstadt Hash Brown")
        .build();
    g.act("p1 play Grieving Echo");
    assert!(g.status(P1, 0, EntityId::GrievingEcho).is_some());
    assert_eq!(g.hp(P2, 1), 10 - 4);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.hand(P1).len(), 1, "drew 1");
    // Once per round: a new Rod hit again draws nothing more.
    let mut g = with_rod(0)
        .status(P1, 0, json!("Grieving Echo"))
        .active(P1, 1)
        .deck(P1, "Sweet Madame")
        .deck(P1, "Mondstadt Hash Brown")
        .build();
    g.act("p1 skill Nightrider");
    assert!(rod(&g, 0), "Fischl's damage leaves the Rod");
    assert_eq!(g.hand(P1).len(), 1, "the Rod holder took damage: drew 1");
    g.act("p2 skill Tempered Sword");
    g.act("p1 skill Bolts of Downfall");
    assert_eq!(g.hand(P1).len(), 1, "once per round");
    // Damage to another character draws nothing.
    let mut g = with_rod(2)
        .status(P1, 0, json!("Grieving Echo"))
        .deck(P1, "Sweet Madame")
        .build();
    g.act("p1 skill Thunderous Wingslash");
    assert!(g.hand(P1).is_empty());
}

/// Grieving Echo with the Rod's character defeated: the damage that removed the Rod (Thunder
/// Manifestation's) still draws; other damage defeating it draws nothing (the statuses of a
/// defeated character hear nothing, as the reference); a defeat that ends the game draws
/// nothing (differential game 13-4).
#[test]
fn grieving_echo_and_the_defeat_of_the_rods_character() {
    let echo = |c: usize, hp: u8| {
        with_rod(c)
            .status(P1, 0, json!("Grieving Echo"))
            .hp(P2, c, hp)
            .deck(P1, "Sweet Madame")
    };
    let mut g = echo(1, 2).build();
    g.act("p1 skill Strifeful Lightning");
    assert!(!g.ch(P2, 1).alive);
    assert_eq!(g.hand(P1).len(), 1, "the Rod's damage counts");
    let mut g = echo(0, 2).active(P1, 1).build();
    g.act("p1 skill Bolts of Downfall");
    assert!(!g.ch(P2, 0).alive);
    assert!(
        g.hand(P1).is_empty(),
        "Fischl's damage: the Rod's character is gone"
    );
    let mut g = echo(0, 2).hp(P2, 1, 0).hp(P2, 2, 0).build();
    g.act("p1 skill Strifeful Lightning");
    assert!(g.state.outcome().is_some());
    assert!(g.hand(P1).is_empty(), "the game is over");
}
