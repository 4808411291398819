//! Shenhe (6.5.0): 10 HP, 2 energy; Icy Quill (+1 Cryo for the team), Talisman Spirit
//! (opposing characters take +1 Cryo and Physical), Mystical Abandon.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

const QUILL: EntityId = EntityId::IcyQuill_111071;
const TALENT_QUILL: EntityId = EntityId::IcyQuill_111072;
const TALISMAN: EntityId = EntityId::TalismanSpirit_111073;

/// Shenhe, Ganyu (Cryo bow) and Sucrose against Diluc. P2 has declared round end, so P1
/// keeps the turn; 16 Omni dice, every Roll Phase all Omni.
fn shenhe() -> Setup {
    setup(
        ["Shenhe", "Ganyu", "Sucrose"],
        ["Diluc", "Fischl", "Xingqiu"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
}

/// Spring Spirit Summoning: "Deals 2 Cryo DMG, creates 1 Icy Quill." Icy Quill: "Your
/// character deals 1 increased Cryo DMG. Usage(s): 2". Its own hit comes first (2); then
/// Ganyu's Trail of the Qilin 1 + 1, Shenhe's Normal Attack (Physical) untouched, Ganyu's
/// Liutian Archery... Physical too; Trail again 1 + 1 spends the last usage.
#[test]
fn spring_spirit_summoning_creates_icy_quill() {
    let mut g = shenhe().build();
    g.clear_log().act("p1 skill Spring Spirit Summoning");
    assert_eq!(g.damages(), [(P2, 0, 2, "Cryo".to_string())]);
    assert_eq!(g.combat(P1, QUILL).unwrap().usage, 2);
    g.clear_log().act("p1 skill Dawnstar Piercer");
    assert_eq!(g.damages(), [(P2, 0, 2, "Physical".to_string())]);
    assert_eq!(g.combat(P1, QUILL).unwrap().usage, 2, "Physical: untouched");
    g.act("p1 switch 2");
    g.clear_log().act("p1 skill Trail of the Qilin");
    assert_eq!(g.damages(), [(P2, 0, 2, "Cryo".to_string())]);
    assert_eq!(g.combat(P1, QUILL).unwrap().usage, 1);
    g.clear_log().act("p1 skill Trail of the Qilin");
    assert_eq!(g.damages(), [(P2, 0, 2, "Cryo".to_string())]);
    assert!(g.combat(P1, QUILL).is_none(), "used up");
}

/// "(Includes the DMG triggered by Cryo-infused Swirl reactions)": Sucrose's Wind Spirit
/// Creation (3 Anemo) on Diluc with Cryo swirls: 1 Cryo to each other character, +1 each
/// (two usages spent); the Anemo hit itself is not Cryo.
#[test]
fn icy_quill_boosts_cryo_swirl_damage() {
    let mut g = shenhe()
        .combat(P1, json!({"name": "Icy Quill", "usage": 2}))
        .active(P1, 2)
        .aura(P2, 0, &["Cryo"])
        .build();
    g.clear_log()
        .act("p1 skill Astable Anemohypostasis Creation - 6308");
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 3, "Anemo".to_string()),
            (P2, 1, 2, "Cryo".to_string()),
            (P2, 2, 2, "Cryo".to_string())
        ]
    );
    assert!(g.combat(P1, QUILL).is_none());
}

/// Divine Maiden's Deliverance: "Deals 1 Cryo DMG, summons 1 Talisman Spirit." Talisman
/// Spirit: "End Phase: Deal 1 Cryo DMG. Usage(s): 2. When this Summon is on the field:
/// Opposing character(s) take +1 Cryo DMG and Physical DMG." Its own End Phase hit: 1 + 1.
/// A Physical Normal Attack: 2 + 1; Pyro or Electro: no change.
#[test]
fn talisman_spirit() {
    let mut g = shenhe().energy(P1, 0, 2).build();
    g.clear_log().act("p1 skill Divine Maiden's Deliverance");
    assert_eq!(g.damages(), [(P2, 0, 1, "Cryo".to_string())]);
    assert_eq!(g.summon(P1, TALISMAN).unwrap().usage, 2);
    g.clear_log().act("p1 skill Dawnstar Piercer");
    assert_eq!(g.damages(), [(P2, 0, 3, "Physical".to_string())]);
    g.clear_log().end_round();
    assert_eq!(g.damages()[0], (P2, 0, 2, "Cryo".to_string()));
    assert_eq!(g.summon(P1, TALISMAN).unwrap().usage, 1);
}

/// Talisman Spirit adds only to damage its side's opponents take: the opponent's Physical
/// attack on Shenhe is not boosted.
#[test]
fn talisman_spirit_does_not_boost_damage_to_its_side() {
    let mut g = setup(
        ["Shenhe", "Ganyu", "Sucrose"],
        ["Diluc", "Fischl", "Xingqiu"],
    )
    .summon(P1, json!("Talisman Spirit"))
    .set("to_act", json!(2))
    .build();
    g.clear_log().act("p2 skill Tempered Sword");
    assert_eq!(g.damages(), [(P1, 0, 2, "Physical".to_string())]);
}

/// Mystical Abandon (talent, Combat Action, 3 Cryo): "After Shenhe equips this card,
/// immediately use Spring Spirit Summoning once. When the Icy Quill created by your Shenhe,
/// who has this card equipped, is triggered by your characters' Normal Attacks, its Usages
/// will not decrease. (Once per Round)" Chongyun's Chonghua Frost Field makes Shenhe's
/// Normal Attack Cryo: 2 + 1, no usage spent the first time in a round.
#[test]
fn mystical_abandon() {
    let mut g = setup(
        ["Shenhe", "Chongyun", "Sucrose"],
        ["Noelle", "Fischl", "Xingqiu"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .hand(P1, "Mystical Abandon")
    .combat(P1, json!({"name": "Chonghua Frost Field", "duration": 3}))
    .build();
    g.clear_log().act("p1 play Mystical Abandon");
    assert!(g.status(P1, 0, EntityId::MysticalAbandon).is_some());
    assert_eq!(g.damages(), [(P2, 0, 2, "Cryo".to_string())]);
    assert_eq!(g.combat(P1, TALENT_QUILL).unwrap().usage, 2);
    assert!(g.combat(P1, QUILL).is_none());
    g.clear_log().act("p1 skill Dawnstar Piercer");
    assert_eq!(g.damages(), [(P2, 0, 3, "Cryo".to_string())]);
    assert_eq!(g.combat(P1, TALENT_QUILL).unwrap().usage, 2, "not spent");
    g.clear_log().act("p1 skill Dawnstar Piercer");
    assert_eq!(g.damages(), [(P2, 0, 3, "Cryo".to_string())]);
    assert_eq!(
        g.combat(P1, TALENT_QUILL).unwrap().usage,
        1,
        "once per round"
    );
    // A new round: free again.
    g.end_round();
    g.act("p1 skill Dawnstar Piercer");
    assert_eq!(g.combat(P1, TALENT_QUILL).unwrap().usage, 1);
    // Not a Normal Attack: spent.
    g.act("p1 skill Spring Spirit Summoning");
    assert_eq!(
        g.combat(P1, TALENT_QUILL).unwrap().usage,
        2,
        "spent, then created again with 2"
    );
}

/// Spring Spirit Summoning without the talent replaces the talent's Icy Quill (the two
/// exclude each other), with fresh usages.
#[test]
fn icy_quill_versions_replace_each_other() {
    let mut g = shenhe()
        .combat(P1, json!({"name": "111072", "usage": 1}))
        .build();
    g.act("p1 skill Spring Spirit Summoning");
    assert!(g.combat(P1, TALENT_QUILL).is_none());
    assert_eq!(g.combat(P1, QUILL).unwrap().usage, 2);
}

/// Mystical Abandon played while a plain Icy Quill is there: its Spring Spirit Summoning
/// replaces it with the talent's (the two versions of one status exclude each other), as
/// the skill used directly does. (The reference keeps both when the talent card makes her
/// use the skill: a deliberate difference.) The plain one gives its +1 to the skill's hit
/// first.
#[test]
fn mystical_abandon_replaces_a_plain_icy_quill() {
    let mut g = shenhe()
        .combat(P1, json!({"name": "Icy Quill", "usage": 2}))
        .hand(P1, "Mystical Abandon")
        .build();
    g.clear_log().act("p1 play Mystical Abandon");
    assert_eq!(g.damages(), [(P2, 0, 3, "Cryo".to_string())]);
    assert!(g.combat(P1, QUILL).is_none());
    assert_eq!(g.combat(P1, TALENT_QUILL).unwrap().usage, 2);
}
