//! Mona (6.5.0): 10 HP, 3 energy.

use crate::common::*;
use invokation::{DecisionKind, EntityId, Pending};
use serde_json::json;

fn mona() -> Setup {
    setup(
        ["Mona", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

/// Illusory Torrent: "When you perform Switch Character while Mona is your active
/// character: This switch is considered a Fast Action instead of a Combat Action. (Once
/// per Round)"
#[test]
fn illusory_torrent_makes_one_switch_a_round_fast() {
    let mut g = mona().build();
    g.act("p1 switch 2");
    assert_eq!(g.active(P1), 1);
    assert_eq!(
        g.state.pending(),
        Pending::Decision {
            player: P1,
            kind: DecisionKind::Action
        },
        "still P1's turn"
    );
    g.act("p1 switch 1");
    assert_eq!(
        g.state.pending(),
        Pending::Decision {
            player: P2,
            kind: DecisionKind::Action
        },
        "from Xingqiu: a combat action"
    );
    g.act("p2 end").act("p1 switch 3");
    assert_eq!(g.active(P1), 2);
    assert_eq!(
        g.state.pending(),
        Pending::Decision {
            player: P1,
            kind: DecisionKind::Action
        }
    );
    g.act("p1 switch 1").act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 8 - 5, "every switch still costs a die");
    // Next round the passive is ready again.
    let mut g = mona().set("round", json!(2)).build();
    g.act("p1 switch 2");
    assert_eq!(
        g.state.pending(),
        Pending::Decision {
            player: P1,
            kind: DecisionKind::Action
        }
    );
}

/// Mirror Reflection of Doom: "Deals 1 Hydro DMG, summons 1 Reflection." Reflection: "When
/// your active character receives DMG: Decrease DMG taken by 1. Usage(s): 1. When the Usage
/// is depleted, this card will not be discarded. End Phase: Discard this card, deal 1 Hydro
/// DMG."
#[test]
fn reflection_absorbs_once_stays_then_deals_hydro_in_the_end_phase() {
    let mut g = mona().build();
    g.act("p1 skill Elemental Skill");
    assert_eq!(g.hp(P2, 0), 9);
    assert_eq!(g.summon(P1, EntityId::Reflection).unwrap().usage, 1);
    g.act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 10 - 1, "2 Physical reduced by 1");
    assert_eq!(
        g.summon(P1, EntityId::Reflection).unwrap().usage,
        0,
        "stays at 0"
    );
    g.act("p1 end").act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 10 - 1 - 2, "used up: no more reduction");
    g.act("p2 end");
    assert_eq!(g.hp(P2, 0), 10 - 1 - 1, "End Phase: 1 Hydro");
    assert!(g.summon(P1, EntityId::Reflection).is_none(), "discarded");
}

/// Stellaris Phantasm: "Deals 4 Hydro DMG, creates 1 Illusory Bubble." Illusory Bubble:
/// "When dealing Skill DMG: Remove this status and double the DMG dealt for this instance."
#[test]
fn illusory_bubble_doubles_the_next_skill_damage() {
    let mut g = mona().energy(P1, 0, 3).build();
    g.act("p1 skill Elemental Burst");
    assert_eq!(g.hp(P2, 0), 10 - 4);
    assert!(
        g.combat(P1, EntityId::IllusoryBubble).is_some(),
        "not used by its own burst"
    );
    g.act("p2 end").act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 10 - 4 - 2, "1 Hydro doubled");
    assert!(g.combat(P1, EntityId::IllusoryBubble).is_none());
}

/// After a Combat Action of P1, the turn has passed to P2.
fn p2_to_act(g: &Game) -> bool {
    g.state.decision_of(P2) == Some(DecisionKind::Action)
}

/// Prophecy of Submersion (3 Hydro, 3 Energy): "Combat Action: When your active character is
/// Mona, equip this card. When Mona equips this card, immediately use Stellaris Phantasm
/// once. When your Mona, who has this card equipped, is the active character, the
/// Hydro-Related Reactions you trigger deal +2 additional DMG."
#[test]
fn prophecy_of_submersion_boosts_hydro_reactions_while_mona_is_active() {
    let mut g = setup(["Mona", "Xingqiu", "Ganyu"], ["Diluc", "Fischl", "Noelle"])
        .hand(P1, "Prophecy of Submersion")
        .energy(P1, 0, 3)
        .aura(P2, 0, &["Pyro"])
        .aura(P2, 1, &["Pyro"])
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Prophecy of Submersion target 1");
    assert!(g.status(P1, 0, EntityId::ProphecyOfSubmersion).is_some());
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 13);
    assert_eq!(
        g.hp(P2, 0),
        10 - (4 + 2 + 2),
        "4 Hydro, Vaporize +2, the talent +2"
    );
    assert!(g.combat(P1, EntityId::IllusoryBubble).is_some());
    assert!(p2_to_act(&g));
    // Mona on standby: no bonus (Xingqiu's 2 Hydro on Fischl's Pyro: Vaporize, doubled by
    // the Illusory Bubble). Mona's switch is a fast action.
    g.act("p2 switch 2");
    g.act("p1 switch 2").act("p1 skill Fatal Rainscreen");
    assert_eq!(g.hp(P2, 1), 10 - (2 + 2) * 2);
}

/// Prophecy of Submersion: any damage of its side counts while Mona is active (a summon's
/// Hydro-related reaction is +2), a reaction without Hydro does not.
#[test]
fn prophecy_of_submersion_only_hydro_related_reactions() {
    let mut g = setup(["Mona", "Xingqiu", "Ganyu"], ["Diluc", "Fischl", "Noelle"])
        .status(P1, 0, json!("Prophecy of Submersion"))
        .summon(P1, json!("Reflection"))
        .summon(P1, json!("Oz"))
        .aura(P2, 0, &["Cryo", "Dendro"])
        .build();
    g.act("p1 end").act("p2 end");
    // End Phase: Reflection's 1 Hydro on Cryo + Dendro: Frozen +1, the talent +2; then
    // Oz's 1 Electro on the Dendro left: Quicken +1 only.
    assert_eq!(g.hp(P2, 0), 10 - (1 + 1 + 2) - (1 + 1));
}

/// Illusory Torrent is once per round for Mona: used, then Mona defeated, the next round's
/// start does not give it back to a defeated character, nor does a revival (as in the
/// reference, GI-TCG; found by the differential tool): revived by Teyvat Fried Egg and
/// active again, her switch is a combat action.
#[test]
fn illusory_torrent_used_before_a_defeat_stays_used_after_a_revival() {
    let mut g = mona()
        .hp(P1, 0, 1)
        .hand(P1, "Teyvat Fried Egg")
        .dice(P1, &[("Omni", 16)])
        .dice(P2, &[("Omni", 16)])
        .build();
    g.act("p1 switch 2");
    assert_eq!(g.state.decision_of(P1), Some(DecisionKind::Action), "fast");
    g.act("p1 switch 1").act("p2 skill Normal Attack");
    assert!(!g.ch(P1, 0).alive, "Mona defeated");
    g.act("p1 choose 2");
    g.end_round();
    g.act("p1 reroll").act("p2 reroll");
    g.act("p1 play Teyvat Fried Egg target 1");
    assert!(g.ch(P1, 0).alive);
    g.act("p1 switch 1").act("p2 switch 2");
    g.act("p1 switch 2");
    assert_eq!(
        g.state.decision_of(P2),
        Some(DecisionKind::Action),
        "a combat action: P2's turn"
    );
}
