//! Collei (6.5.0): 11 HP, 2 energy.

use crate::common::*;
use invokation::{DecisionKind, EntityId};
use serde_json::json;

fn collei() -> Setup {
    setup(
        ["Collei", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

/// Trump-Card Kitty: "Deals 2 Dendro DMG, summons 1 Cuilein-Anbar." Cuilein-Anbar: "End
/// Phase: Deal 2 Dendro DMG. Usage(s): 2".
#[test]
fn trump_card_kitty_summons_cuilein_anbar_for_two_end_phases() {
    let mut g = collei()
        .energy(P1, 0, 2)
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 skill Trump-Card Kitty");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.energy(P1, 0), 0, "the burst spends its 2 energy");
    assert_eq!(g.summon(P1, EntityId::CuileinAnbar).unwrap().usage, 2);
    g.end_round();
    // 2 Dendro on a Dendro aura: no reaction.
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2);
    assert_eq!(g.aura(P2, 0), ["Dendro"]);
    assert_eq!(g.summon(P1, EntityId::CuileinAnbar).unwrap().usage, 1);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2 - 2);
    assert!(
        g.summon(P1, EntityId::CuileinAnbar).is_none(),
        "discarded after its last usage"
    );
}

/// Cuilein-Anbar's Dendro on Hydro: Bloom (+1 DMG); the Dendro Core goes to Collei's side.
#[test]
fn cuilein_anbar_blooms_and_the_dendro_core_is_collei_sides() {
    let mut g = collei()
        .summon(P1, json!("Cuilein-Anbar"))
        .aura(P2, 0, &["Hydro"])
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 3, "2 Dendro + 1 Bloom");
    assert!(g.aura(P2, 0).is_empty());
    assert_eq!(g.combat(P1, EntityId::DendroCore_116).unwrap().usage, 1);
    assert!(g.combat(P2, EntityId::DendroCore_116).is_none());
}

/// Cuilein-Anbar's Dendro on Electro: Quicken (+1 DMG); the Catalyzing Field goes to
/// Collei's side.
#[test]
fn cuilein_anbar_quickens_and_the_catalyzing_field_is_collei_sides() {
    let mut g = collei()
        .summon(P1, json!("Cuilein-Anbar"))
        .aura(P2, 0, &["Electro"])
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 3, "2 Dendro + 1 Quicken");
    assert!(g.aura(P2, 0).is_empty());
    assert_eq!(
        g.combat(P1, EntityId::CatalyzingField_117).unwrap().usage,
        2
    );
    assert!(g.combat(P2, EntityId::CatalyzingField_117).is_none());
}

/// Cuilein-Anbar's Dendro on Pyro: Burning (+1 DMG); the Burning Flame is summoned on
/// Collei's side. Created during the End Phase, it does not act in that End Phase (as in
/// the reference: an entity created while an event is being resolved does not respond to
/// it); it acts in the next one.
#[test]
fn cuilein_anbar_burns_and_the_burning_flame_waits_for_the_next_end_phase() {
    let mut g = collei()
        .summon(P1, json!("Cuilein-Anbar"))
        .aura(P2, 0, &["Pyro"])
        .set("config", json!({"all_omni": true}))
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 3, "2 Dendro + 1 Burning, nothing else");
    assert!(g.aura(P2, 0).is_empty());
    assert_eq!(g.summon(P1, EntityId::BurningFlame).unwrap().usage, 1);
    assert!(g.summon(P2, EntityId::BurningFlame).is_none());
    assert_eq!(g.summon(P1, EntityId::CuileinAnbar).unwrap().usage, 1);
    g.clear_log().end_round();
    // Cuilein-Anbar: 2 Dendro (applied); then Burning Flame: 1 Pyro + 1 Burning.
    assert_eq!(
        g.damages(),
        [(P2, 0, 2, "Dendro".into()), (P2, 0, 2, "Pyro".into())]
    );
    assert_eq!(g.hp(P2, 0), 10 - 3 - 4);
    assert!(g.summon(P1, EntityId::CuileinAnbar).is_none());
    assert_eq!(
        g.summon(P1, EntityId::BurningFlame).unwrap().usage,
        1,
        "spent, then re-created by its own Burning"
    );
}

/// Cuilein-Anbar's Dendro on Cryo: no reaction, both stay applied.
#[test]
fn cuilein_anbar_on_cryo_leaves_cryo_and_dendro() {
    let mut g = collei()
        .summon(P1, json!("Cuilein-Anbar"))
        .aura(P2, 0, &["Cryo"])
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.aura(P2, 0), ["Cryo", "Dendro"]);
}

// Floral Sidewinder.

/// After a Combat Action of P1, the turn has passed to P2.
fn p2_to_act(g: &Game) -> bool {
    g.state.decision_of(P2) == Some(DecisionKind::Action)
}

/// Floral Sidewinder (3 Dendro): "Combat Action: When your active character is Collei, equip
/// this card. After Collei equips this card, immediately use Floral Brush once. After your
/// Collei, who has this card equipped, uses Floral Brush, during this Round, when your
/// characters' Skills trigger Dendro-Related Reactions: Deal 1 Dendro DMG. (Once per
/// Round)" As in the reference: the Floral Brush that creates Sprout triggers it too.
#[test]
fn floral_sidewinder_sprout_strikes_after_a_dendro_reaction() {
    let mut g = setup(
        ["Collei", "Xingqiu", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .hand(P1, "Floral Sidewinder")
    .aura(P2, 0, &["Hydro"])
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Floral Sidewinder target 1");
    assert!(g.status(P1, 0, EntityId::FloralSidewinder).is_some());
    assert_eq!(g.dice_total(P1), 13);
    assert_eq!(
        g.hp(P2, 0),
        10 - (3 + 1) - 1,
        "Bloom, then Sprout: 1 Dendro"
    );
    assert_eq!(g.aura(P2, 0), vec!["Dendro"]);
    let sprout = g.combat(P1, EntityId::Sprout).unwrap();
    assert_eq!((sprout.duration, sprout.counter), (1, 1));
    assert!(g.combat(P1, EntityId::SproutAlreadyInPlay).is_some());
    assert!(p2_to_act(&g));
    // Once per round: Xingqiu's Hydro on Dendro (Bloom) does not trigger it again.
    g.act("p2 end")
        .act("p1 switch 2")
        .act("p1 skill Fatal Rainscreen");
    assert_eq!(g.hp(P2, 0), 5 - (2 + 1));
    // The round ends: both are gone.
    g.end_round();
    assert!(g.combat(P1, EntityId::Sprout).is_none());
    assert!(g.combat(P1, EntityId::SproutAlreadyInPlay).is_none());
}

/// Floral Sidewinder: Sprout waits for a skill that triggers a Dendro-related reaction (here
/// another character's), and a second Floral Brush in the round creates no new Sprout.
#[test]
fn floral_sidewinder_sprout_waits_for_a_reaction() {
    let mut g = setup(
        ["Collei", "Xingqiu", "Ganyu"],
        ["Noelle", "Sucrose", "Fischl"],
    )
    .hand(P1, "Floral Sidewinder")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Floral Sidewinder target 1");
    assert_eq!(g.hp(P2, 0), 12 - 3, "no reaction: Sprout waits");
    assert_eq!(g.combat(P1, EntityId::Sprout).unwrap().counter, 0);
    g.act("p2 end")
        .act("p1 switch 2")
        .act("p1 skill Fatal Rainscreen");
    assert_eq!(g.hp(P2, 0), 9 - (2 + 1) - 1, "Bloom, then Sprout");
    g.act("p1 switch 1").act("p1 skill Floral Brush");
    assert_eq!(g.hp(P2, 0), 5 - 3);
    let sprout = g.combat(P1, EntityId::Sprout).unwrap();
    assert_eq!(sprout.counter, 1, "not re-created");
}
