//! Alhaitham (6.5.0): 10 HP, 2 energy, Dendro sword.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn alhaitham() -> Setup {
    setup(
        ["Alhaitham", "Xingqiu", "Noelle"],
        ["Xingqiu", "Fischl", "Ganyu"],
    )
}

fn d(c: u8, amount: u8, dtype: &str) -> (invokation::Player, u8, u8, String) {
    (P2, c, amount, dtype.to_string())
}

fn mirror(duration: u8) -> serde_json::Value {
    json!({"name": "Chisel-Light Mirror", "duration": duration})
}

const MIRROR: EntityId = EntityId::ChiselLightMirror;

/// Abductive Reasoning: "Deals 2 Physical DMG." Costs 1 Dendro and 2 unaligned; 1 energy.
#[test]
fn abductive_reasoning_deals_2_physical() {
    let mut g = alhaitham().dice(P1, &[("Omni", 7)]).build();
    g.act("p1 skill Abductive Reasoning");
    assert_eq!(g.damages(), [d(0, 2, "Physical")]);
    assert_eq!((g.dice_total(P1), g.energy(P1, 0)), (7 - 3, 1));
}

/// Universality: An Elaboration on Form: "Deals 2 Dendro DMG. This character gains
/// Chisel-Light Mirror." Mirror: "Duration (Rounds): 2 (Can stack. Max 3 Rounds.)": a second
/// use makes it 3, not 4.
#[test]
fn universality_deals_2_dendro_and_gives_a_stacking_mirror() {
    let mut g = alhaitham().declared_end(P2).build();
    g.act("p1 skill Universality: An Elaboration on Form");
    assert_eq!(g.damages(), [d(0, 2, "Dendro")]);
    assert_eq!((g.dice_total(P1), g.energy(P1, 0)), (8 - 3, 1));
    assert_eq!(g.status(P1, 0, MIRROR).unwrap().duration, 2);
    g.act("p1 skill Universality: An Elaboration on Form");
    assert_eq!(g.status(P1, 0, MIRROR).unwrap().duration, 3);
}

/// Mirror: "Physical DMG dealt by the character is converted to Dendro DMG. After this
/// character performs a Normal Attack: Deal 1 Dendro DMG." A plain Normal Attack (7 dice):
/// 2 Dendro, then 1 Dendro; the duration stays.
#[test]
fn the_mirror_makes_normal_attacks_dendro_and_adds_1_dendro_after() {
    let mut g = alhaitham()
        .dice(P1, &[("Omni", 7)])
        .status(P1, 0, mirror(2))
        .build();
    g.act("p1 skill Abductive Reasoning");
    assert_eq!(g.damages(), [d(0, 2, "Dendro"), d(0, 1, "Dendro")]);
    assert_eq!(g.status(P1, 0, MIRROR).unwrap().duration, 2);
}

/// "If it is a Charged Attack, this status's Duration (Rounds) +1" (8 dice: even): 2 becomes
/// 3; from 3 it becomes 4, beyond the stacking limit (as the reference).
#[test]
fn a_charged_attack_lengthens_the_mirror_by_1() {
    let mut g = alhaitham().status(P1, 0, mirror(2)).build();
    g.act("p1 skill Abductive Reasoning");
    assert_eq!(g.damages(), [d(0, 2, "Dendro"), d(0, 1, "Dendro")]);
    assert_eq!(g.status(P1, 0, MIRROR).unwrap().duration, 3);
    let mut g = alhaitham().status(P1, 0, mirror(3)).build();
    g.act("p1 skill Abductive Reasoning");
    assert_eq!(g.status(P1, 0, MIRROR).unwrap().duration, 4);
}

/// The mirror's own damage defeats the target: its whole effect (the 1 Dendro, then the
/// charged attack's +1 round) completes before the opponent chooses their next character, so
/// at that choice the mirror already lasts 2 rounds (GI-TCG asks in the middle of the effect,
/// between the damage and the +1: a deliberate difference at that decision only).
#[test]
fn the_mirror_lengthens_before_the_choice_its_defeat_asks_for() {
    let mut g = alhaitham().status(P1, 0, mirror(1)).hp(P2, 0, 3).build();
    g.act("p1 skill Abductive Reasoning");
    assert!(!g.ch(P2, 0).alive, "2 + 1 Dendro on 3 HP");
    assert_eq!(
        g.status(P1, 0, MIRROR).unwrap().duration,
        2,
        "at the choice"
    );
    g.act("p2 choose 2");
    assert_eq!(g.status(P1, 0, MIRROR).unwrap().duration, 2);
}

/// Particular Field: Fetters of Phenomena: "Deals 4 Dendro DMG, consumes Chisel-Light
/// Mirror, with the DMG bonus based on Chisel-Light Mirror's Duration (Rounds) consumed. If
/// Chisel-Light Mirror Duration (Rounds) consumed is 0/1/2, then apply Chisel-Light Mirror
/// with 3/2/1 Duration (Rounds) to this character." Costs 3 Dendro and 2 energy.
#[test]
fn fetters_of_phenomena_consumes_the_mirror_for_damage_and_leaves_3_less() {
    for (had, dmg, left) in [
        (None, 4, Some(3)),
        (Some(1), 5, Some(2)),
        (Some(2), 6, Some(1)),
        (Some(3), 7, None),
    ] {
        let mut s = alhaitham().energy(P1, 0, 2);
        if let Some(r) = had {
            s = s.status(P1, 0, mirror(r));
        }
        let mut g = s.build();
        g.act("p1 skill Particular Field: Fetters of Phenomena");
        assert_eq!(g.damages(), [d(0, dmg, "Dendro")], "mirror {had:?}");
        assert_eq!((g.dice_total(P1), g.energy(P1, 0)), (8 - 3, 0));
        assert_eq!(
            g.status(P1, 0, MIRROR).map(|s| s.duration),
            left,
            "mirror {had:?}"
        );
    }
}

/// The mirror ends with its duration: a 1-round mirror is gone after the round.
#[test]
fn the_mirror_runs_out() {
    let mut g = alhaitham().status(P1, 0, mirror(1)).build();
    g.end_round();
    assert!(g.status(P1, 0, MIRROR).is_none());
}

/// Structuration (3 Dendro, 2 energy, Combat Action): "After Alhaitham equips this card,
/// immediately use Particular Field: Fetters of Phenomena once. When your Alhaitham, who has
/// this card equipped, uses Particular Field: Fetters of Phenomena, if the character consumes
/// a Chisel-Light Mirror with at least 1 Duration (Rounds), then always attach Chisel-Light
/// Mirror with 3 Duration (Rounds) and draw 1 card." A 3-round mirror: 7 damage, a new
/// 3-round mirror, 1 card drawn.
#[test]
fn structuration_always_leaves_a_3_round_mirror_and_draws_1() {
    let mut g = alhaitham()
        .energy(P1, 0, 2)
        .status(P1, 0, mirror(3))
        .hand(P1, "Structuration")
        .deck(P1, "Sweet Madame")
        .build();
    g.act("p1 play Structuration target 1");
    assert_eq!(g.damages(), [d(0, 7, "Dendro")]);
    assert_eq!((g.dice_total(P1), g.energy(P1, 0)), (8 - 3, 0));
    assert!(g.status(P1, 0, EntityId::Structuration).is_some());
    assert_eq!(g.status(P1, 0, MIRROR).unwrap().duration, 3);
    assert_eq!(g.hand(P1).len(), 1, "drew 1");
}

/// Without a mirror (0 consumed), Structuration changes nothing: a 3-round mirror and no
/// card.
#[test]
fn structuration_without_a_mirror_draws_nothing() {
    let mut g = alhaitham()
        .energy(P1, 0, 2)
        .hand(P1, "Structuration")
        .deck(P1, "Sweet Madame")
        .build();
    g.act("p1 play Structuration target 1");
    assert_eq!(g.damages(), [d(0, 4, "Dendro")]);
    assert_eq!(g.status(P1, 0, MIRROR).unwrap().duration, 3);
    assert!(g.hand(P1).is_empty());
}
