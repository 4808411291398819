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

/// Ripple of Fate: "Deals 1 Hydro DMG."
#[test]
fn ripple_of_fate_deals_1_hydro() {
    let mut g = mona().build();
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 9);
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
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
