//! Techniques (Xenochromatic Hunter's Ray), each against its 6.5.0 text: using a Technique
//! is a combat action, not a skill.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn team() -> Setup {
    setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

/// Xenochromatic Hunter's Ray: "Technique: Fontemer Water Blades: Deals 2 Physical DMG.
/// Usage(s): 2". Using a Technique is a combat action, not a skill: no energy, a pending
/// Plunging Attack stays, Frozen blocks it.
#[test]
fn a_technique_is_a_combat_action_not_a_skill() {
    let mut g = team()
        .hand(P1, "Xenochromatic Hunter's Ray")
        .set("to_act", json!(1))
        .build();
    g.act("p1 play Xenochromatic Hunter's Ray target 1");
    let plunge = g.state.player(P1).flags.plunge;
    g.act("p1 technique");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.energy(P1, 0), 0, "not a skill: no energy");
    assert_eq!(g.state.player(P1).flags.plunge, plunge);
    assert_eq!(
        g.state.decision_of(P2),
        Some(invokation::DecisionKind::Action),
        "a combat action"
    );
    g.act("p2 end").act("p1 technique");
    assert!(
        g.status(P1, 0, EntityId::XenochromaticHuntersRay).is_none(),
        "2 usages spent"
    );
    assert!(g.try_act("p1 technique").is_err());
}
