//! Neuvillette (6.5.0): 11 HP, 2 energy, Hydro catalyst; Sourcewater Droplet and the
//! prepared Equitable Judgment.

use crate::common::*;
use invokation::{CharacterId, EntityId, Version};
use serde_json::json;

const DROPLET: EntityId = EntityId::SourcewaterDroplet;
const JUDGMENT: EntityId = EntityId::EquitableJudgment;
const GLORIES: EntityId = EntityId::PastDraconicGlories;

fn neuvillette() -> Setup {
    setup(
        ["Neuvillette", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

/// His card: 11 HP (10 before 5.7), 2 energy.
#[test]
fn his_card() {
    let g = neuvillette().build();
    assert_eq!((g.hp(P1, 0), g.ch(P1, 0).max_energy), (11, 2));
    let old = CharacterId::Neuvillette.facts(Version::V5_6_0).unwrap();
    assert_eq!(old.hp, 10);
}

/// As Water Seeks Equilibrium: "Deals 1 Hydro DMG." Without a Droplet, nothing more.
#[test]
fn normal_attack_deals_1_hydro() {
    let mut g = neuvillette().build();
    g.act("p1 skill As Water Seeks Equilibrium");
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Hydro")]);
    assert_eq!(g.energy(P1, 0), 1);
    assert!(g.status(P1, 0, JUDGMENT).is_none());
}

/// O Tears, I Shall Repay: "Deals 2 Hydro DMG, creates 1 Sourcewater Droplet." Usage(s): 1,
/// stacking to 3.
#[test]
fn elemental_skill_creates_droplets_stacking_to_3() {
    let mut g = neuvillette().dice(P1, &[("Omni", 16)]).build();
    g.act("p1 skill O Tears, I Shall Repay");
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Hydro")]);
    assert_eq!(g.combat(P1, DROPLET).unwrap().usage, 1);
    g.act("p2 end");
    g.act("p1 skill O Tears, I Shall Repay");
    g.act("p1 skill O Tears, I Shall Repay");
    g.act("p1 skill O Tears, I Shall Repay");
    assert_eq!(g.combat(P1, DROPLET).unwrap().usage, 3, "at most 3");
}

/// O Tides, I Have Returned: "Deals 2 Hydro DMG, deals 1 Piercing DMG to all opposing
/// characters on standby, then creates a Sourcewater Droplet with 2 Usages." (The Piercing
/// DMG first, as the reference.)
#[test]
fn burst_pierces_standby_and_creates_two_droplets() {
    let mut g = neuvillette()
        .energy(P1, 0, 2)
        .combat(P1, json!({"name": "Sourcewater Droplet", "usage": 2}))
        .build();
    g.act("p1 skill O Tides, I Have Returned");
    assert_eq!(
        g.damages(),
        [
            hit(P2, 1, 1, "Piercing"),
            hit(P2, 2, 1, "Piercing"),
            hit(P2, 0, 2, "Hydro")
        ]
    );
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.combat(P1, DROPLET).unwrap().usage, 3, "2 + 2, at most 3");
}

/// Sourcewater Droplet: "After Neuvillette uses a Normal Attack: Heal Neuvillette for 2 HP.
/// If Neuvillette is your active character, he prepares the skill Equitable Judgment."
/// Equitable Judgment at 6 HP or more: "Deals 2 Hydro DMG. If this character has at least 6
/// HP, then this DMG is increased by 1 and this character deals 1 Piercing DMG to himself."
/// Prepared: P1's next action, no energy, no second Droplet spent.
#[test]
fn droplet_heals_and_prepares_equitable_judgment() {
    let mut g = neuvillette()
        .hp(P1, 0, 7)
        .combat(P1, json!({"name": "Sourcewater Droplet", "usage": 2}))
        .build();
    g.act("p1 skill As Water Seeks Equilibrium");
    assert_eq!(g.hp(P1, 0), 9);
    assert_eq!(g.combat(P1, DROPLET).unwrap().usage, 1);
    assert!(g.status(P1, 0, JUDGMENT).is_some());
    assert_eq!(g.energy(P1, 0), 1);
    g.clear_log().act("p2 end");
    assert_eq!(
        g.damages(),
        [hit(P2, 0, 3, "Hydro"), hit(P1, 0, 1, "Piercing")]
    );
    assert_eq!(g.hp(P1, 0), 8);
    assert!(g.status(P1, 0, JUDGMENT).is_none());
    assert_eq!(g.energy(P1, 0), 1, "a prepared skill gives no energy");
    assert_eq!(g.combat(P1, DROPLET).unwrap().usage, 1, "not spent again");
}

/// Equitable Judgment below 6 HP: 2 Hydro DMG, no Piercing DMG.
#[test]
fn equitable_judgment_below_6_hp_deals_2() {
    let mut g = neuvillette()
        .hp(P1, 0, 3)
        .combat(P1, json!("Sourcewater Droplet"))
        .build();
    g.act("p1 skill As Water Seeks Equilibrium");
    assert_eq!(g.hp(P1, 0), 5);
    assert!(g.combat(P1, DROPLET).is_none(), "its last usage");
    g.clear_log().act("p2 end");
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Hydro")]);
    assert_eq!(g.hp(P1, 0), 5);
}

/// Heir to the Ancient Sea's Authority (1 Hydro, 2 unaligned): "When your active character
/// is Neuvillette, equip this card. After Neuvillette equips this card, immediately use As
/// Water Seeks Equilibrium once. After your character triggers a Hydro-related reaction:
/// Neuvillette, who has this card equipped, will deal +1 DMG for the next 2 instances."
#[test]
fn talent_gives_past_draconic_glories_after_a_hydro_reaction() {
    let mut g = neuvillette()
        .aura(P2, 0, &["Pyro"])
        .hand(P1, "Heir to the Ancient Sea's Authority")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Heir to the Ancient Sea's Authority target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert!(g
        .status(P1, 0, EntityId::HeirToTheAncientSeasAuthority)
        .is_some());
    // 1 Hydro on Pyro: Vaporize, 1 + 2.
    assert_eq!(g.damages(), [hit(P2, 0, 1 + 2, "Hydro")]);
    assert_eq!(g.status(P1, 0, GLORIES).unwrap().usage, 2);
    g.act("p2 end").clear_log();
    g.act("p1 skill O Tears, I Shall Repay");
    assert_eq!(g.damages(), [hit(P2, 0, 2 + 1, "Hydro")]);
    assert_eq!(g.status(P1, 0, GLORIES).unwrap().usage, 1);
}

/// Without a reaction (or with one that does not involve Hydro), no Past Draconic Glories.
#[test]
fn talent_needs_a_hydro_related_reaction() {
    let mut g = neuvillette()
        .hand(P1, "Heir to the Ancient Sea's Authority")
        .build();
    g.act("p1 play Heir to the Ancient Sea's Authority target 1");
    assert!(g.status(P1, 0, GLORIES).is_none());
}

/// A Hydro-related reaction of the prepared Equitable Judgment gives no Past Draconic
/// Glories, then or after his next skill (the prepared skill raises no "after skill", and
/// the reference's talent does not hear it: differential game 21-17).
#[test]
fn talent_ignores_the_reaction_of_equitable_judgment() {
    let mut g = neuvillette()
        .aura(P2, 1, &["Pyro"])
        .status(P1, 0, json!("Heir to the Ancient Sea's Authority"))
        .combat(P1, json!("Sourcewater Droplet"))
        .build();
    g.act("p1 skill As Water Seeks Equilibrium");
    assert!(g.status(P1, 0, EntityId::EquitableJudgment).is_some());
    // Fischl (Pyro) comes in: the prepared skill vaporizes on her.
    g.clear_log().act("p2 switch 2");
    assert_eq!(
        g.damages(),
        [hit(P2, 1, 3 + 2, "Hydro"), hit(P1, 0, 1, "Piercing")]
    );
    assert!(g.status(P1, 0, GLORIES).is_none());
    g.act("p2 end").clear_log();
    g.act("p1 skill As Water Seeks Equilibrium");
    assert_eq!(g.damages(), [hit(P2, 1, 1, "Hydro")]);
    assert!(g.status(P1, 0, GLORIES).is_none());
}
