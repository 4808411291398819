//! Candace (6.5.0): 11 HP, 2 energy; the prepared skill Heron Strike, Heron Shield,
//! Prayer of the Crimson Crown. Also the rules of prepared skills against Frozen,
//! Overloaded and defeat, as the reference (GI-TCG) resolves them.

use crate::common::*;
use invokation::{DecisionKind, EntityId, Pending};
use serde_json::json;

/// Candace, Beidou (claymore) and Ganyu (bow) against `p2`. Every Roll Phase gives 8 Omni
/// dice (no rerolls), so games go on across rounds.
fn candace_vs(p2: [&str; 3]) -> Setup {
    setup(["Candace", "Beidou", "Ganyu"], p2).set("config", json!({"all_omni": true}))
}

/// Against Diluc (10 HP; Searing Onslaught: 3 Pyro; Tempered Sword: 2 Physical).
fn candace() -> Setup {
    candace_vs(["Diluc", "Fischl", "Sucrose"])
}

fn decision(player: invokation::Player, kind: DecisionKind) -> Pending {
    Pending::Decision { player, kind }
}

const PRAYER: EntityId = EntityId::PrayerOfTheCrimsonCrown_112072;

/// Sacred Rite: Heron's Sanctum: "Attaches a Heron Shield to this character and prepares
/// Heron Strike." No damage; costs 3 Hydro; gains 1 energy; a combat action (P2's turn).
/// Heron Shield: 2 Shield points.
#[test]
fn herons_sanctum_attaches_heron_shield_and_prepares_heron_strike() {
    let mut g = candace().build();
    g.act("p1 skill Sacred Rite: Heron's Sanctum");
    assert!(g.damages().is_empty(), "no damage");
    assert_eq!(g.hp(P2, 0), 10);
    assert_eq!(g.status(P1, 0, EntityId::HeronShield).unwrap().usage, 2);
    assert!(g.status(P1, 0, EntityId::HeronStrike).is_some());
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.state.pending(), decision(P2, DecisionKind::Action));
}

/// Heron Strike: "(Prepare for 1 turn) / Deals 3 Hydro DMG." P1's next turn is Heron
/// Strike, without asking P1 and without dice; the preparation and its Heron Shield end.
/// A prepared skill gains no energy (as in the reference); then it is P2's turn.
#[test]
fn heron_strike_is_used_as_the_next_action() {
    let mut g = candace().build();
    g.act("p1 skill Sacred Rite: Heron's Sanctum");
    g.clear_log().act("p2 switch 2");
    assert_eq!(g.damages(), [(P2, 1, 3, "Hydro".to_string())]);
    assert_eq!(g.hp(P2, 1), 10 - 3);
    assert_eq!(g.aura(P2, 1), ["Hydro"]);
    assert!(g.status(P1, 0, EntityId::HeronStrike).is_none());
    assert!(g.status(P1, 0, EntityId::HeronShield).is_none());
    assert_eq!(g.energy(P1, 0), 1, "no energy from the prepared skill");
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.state.pending(), decision(P2, DecisionKind::Action));
}

/// Heron Shield: "While preparing this Skill: Grant 2 Shield points to the character to
/// which this is attached." Searing Onslaught's 3 Pyro: 2 absorbed, 1 taken. Heron Strike
/// still comes.
#[test]
fn heron_shield_absorbs_2_damage_while_preparing() {
    let mut g = candace().build();
    g.act("p1 skill Sacred Rite: Heron's Sanctum");
    g.act("p2 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 0), 11 - 1);
    assert!(g.status(P1, 0, EntityId::HeronShield).is_none(), "used up");
    assert_eq!(g.hp(P2, 0), 10 - 3, "Heron Strike");
}

/// Heron Shield protects only "the character to which this is attached": Sucrose's Wind
/// Spirit Creation (1 Anemo) on Candace (Pyro applied) swirls; the shield absorbs Candace's
/// 1 Anemo but not the 1 Pyro spread to Beidou and Ganyu. (Then P1's turn is Heron Strike.)
#[test]
fn heron_shield_protects_only_its_character() {
    let mut g = candace_vs(["Sucrose", "Diluc", "Fischl"])
        .aura(P1, 0, &["Pyro"])
        .build();
    g.act("p1 skill Sacred Rite: Heron's Sanctum");
    g.act("p2 skill Wind Spirit Creation");
    assert_eq!(
        g.damages()[..3],
        [
            (P1, 0, 0, "Anemo".to_string()),
            (P1, 1, 1, "Pyro".to_string()),
            (P1, 2, 1, "Pyro".to_string())
        ]
    );
    assert_eq!(
        [g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)],
        [11, 11 - 1, 12 - 1]
    );
}

/// When the opponent has declared round end, the prepared skill comes at once: P1 keeps
/// the turn, so Heron Strike resolves right after Heron's Sanctum and P1 acts again.
#[test]
fn heron_strike_comes_at_once_when_the_opponent_has_ended() {
    let mut g = candace().declared_end(P2).build();
    g.act("p1 skill Sacred Rite: Heron's Sanctum");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert!(g.status(P1, 0, EntityId::HeronStrike).is_none());
    assert_eq!(g.state.pending(), decision(P1, DecisionKind::Action));
}

/// Prepared skills "cannot activate effects triggered by 'using a Skill'" (rules, Prepare
/// Skill): Bennett's Inspiration Field heals Candace (3 HP, so no +2) after Heron's
/// Sanctum, but not after Heron Strike (the reference agrees).
#[test]
fn heron_strike_triggers_no_after_skill_effects() {
    let mut g = candace()
        .hp(P1, 0, 3)
        .combat(P1, json!({"name": "Inspiration Field", "duration": 2}))
        .build();
    g.act("p1 skill Sacred Rite: Heron's Sanctum");
    assert_eq!(g.hp(P1, 0), 3 + 2, "healed after a skill");
    g.act("p2 end");
    assert_eq!(g.hp(P2, 0), 10 - 3, "Heron Strike, no +2 below 7 HP");
    assert_eq!(g.hp(P1, 0), 5, "no heal after a prepared skill");
}

/// Frozen while preparing (reference: GI-TCG keeps the preparation). Candace (Hydro
/// applied) prepares; Ganyu's Trail of the Qilin freezes her (1 Cryo + 1 = 2, all absorbed
/// by Heron Shield). On P1's turn Candace cannot use skills: P1 is asked for an action as
/// usual and Heron Strike waits. P1 declares round end, so it does not come this round; in
/// round 2 (Frozen gone) it is P1's first action: 3 Hydro, 1 taken by Ice Lotus.
#[test]
fn frozen_makes_the_prepared_skill_wait_until_the_character_can_use_skills() {
    let mut g = candace_vs(["Ganyu", "Diluc", "Fischl"])
        .aura(P1, 0, &["Hydro"])
        .build();
    g.act("p1 skill Sacred Rite: Heron's Sanctum");
    g.act("p2 skill Trail of the Qilin");
    assert!(g.status(P1, 0, EntityId::Frozen).is_some());
    assert_eq!(g.hp(P1, 0), 11, "Heron Shield absorbed the 2");
    assert!(g.status(P1, 0, EntityId::HeronShield).is_none());
    assert!(
        g.status(P1, 0, EntityId::HeronStrike).is_some(),
        "still preparing"
    );
    assert_eq!(g.state.pending(), decision(P1, DecisionKind::Action));
    let err = g
        .try_act("p1 skill Gleaming Spear - Guardian Stance")
        .unwrap_err();
    assert!(err.contains("cannot use skills"), "{err}");

    g.act("p1 end");
    assert_eq!(g.hp(P2, 0), 12, "no Heron Strike after declaring round end");
    g.act("p2 end");
    assert_eq!(g.state.round(), 2);
    assert!(g.status(P1, 0, EntityId::Frozen).is_none());
    assert_eq!(g.hp(P2, 0), 12 - 2, "Heron Strike: 3 Hydro, Ice Lotus -1");
    assert!(g.status(P1, 0, EntityId::HeronStrike).is_none());
    assert_eq!(g.dice_total(P1), 8, "free");
    assert_eq!(g.state.pending(), decision(P2, DecisionKind::Action));
}

/// A Frozen preparing character switched out (the Switch Character action) stops preparing:
/// Heron Strike and Heron Shield (points left) are discarded; Frozen stays.
#[test]
fn switching_out_a_frozen_preparing_character_ends_the_preparation() {
    let mut g = candace()
        .status(P1, 0, json!({"name": "Heron Shield", "usage": 2}))
        .status(P1, 0, json!("Heron Strike"))
        .status(P1, 0, json!({"name": "Frozen", "duration": 1}))
        .build();
    assert_eq!(g.state.pending(), decision(P1, DecisionKind::Action));
    g.act("p1 switch 2");
    assert_eq!(g.active(P1), 1);
    assert!(g.status(P1, 0, EntityId::HeronStrike).is_none());
    assert!(g.status(P1, 0, EntityId::HeronShield).is_none());
    assert!(g.status(P1, 0, EntityId::Frozen).is_some());
    g.act("p2 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 1), 11 - 3);
    assert_eq!(g.state.pending(), decision(P1, DecisionKind::Action));
}

/// Overloaded while preparing: "if an active character who is preparing a Skill gets
/// switched off-field, their preparation will be interrupted". Candace (Electro applied)
/// prepares; Searing Onslaught: 3 Pyro + 2 Overloaded = 5, Heron Shield takes 2, she takes
/// 3 and is forced out to Beidou. Heron Strike is gone: P1's next turn is an ordinary one.
#[test]
fn overloaded_switches_the_preparing_character_out_and_interrupts_the_preparation() {
    let mut g = candace().aura(P1, 0, &["Electro"]).build();
    g.act("p1 skill Sacred Rite: Heron's Sanctum");
    g.act("p2 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 0), 11 - 3);
    assert_eq!(g.active(P1), 1, "Overloaded: next character");
    assert!(g.status(P1, 0, EntityId::HeronStrike).is_none());
    assert!(g.status(P1, 0, EntityId::HeronShield).is_none());
    assert_eq!(g.state.pending(), decision(P1, DecisionKind::Action));
    assert_eq!(g.hp(P2, 0), 10, "no Heron Strike");
}

/// The preparing character defeated: Candace at 1 HP prepares; Searing Onslaught's 3 Pyro
/// (2 absorbed) defeats her; P1 chooses Beidou; P1's next turn is an ordinary one.
#[test]
fn a_defeated_preparing_character_uses_nothing() {
    let mut g = candace().hp(P1, 0, 1).build();
    g.act("p1 skill Sacred Rite: Heron's Sanctum");
    g.act("p2 skill Searing Onslaught");
    assert!(!g.ch(P1, 0).alive);
    assert!(g.status(P1, 0, EntityId::HeronStrike).is_none());
    assert_eq!(g.state.pending(), decision(P1, DecisionKind::DeathSwap));
    g.act("p1 choose 2");
    assert_eq!(g.state.pending(), decision(P1, DecisionKind::Action));
    assert_eq!(g.hp(P2, 0), 10, "no Heron Strike");
}

/// Sacred Rite: Wagtail's Tide: "Deals 2 Hydro DMG and creates 1 Prayer of the Crimson
/// Crown." Needs 2 energy; costs 3 Hydro. Prayer: "Duration (Rounds): 2".
#[test]
fn wagtails_tide_deals_2_hydro_and_creates_prayer_of_the_crimson_crown() {
    let mut g = candace().energy(P1, 0, 2).build();
    g.act("p1 skill Sacred Rite: Wagtail's Tide");
    assert_eq!(g.damages(), [(P2, 0, 2, "Hydro".to_string())]);
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.combat(P1, PRAYER).unwrap().duration, 2);
}

/// Wagtail's Tide needs 2 energy.
#[test]
fn wagtails_tide_needs_two_energy() {
    let mut g = candace().energy(P1, 0, 1).build();
    let err = g
        .try_act("p1 skill Sacred Rite: Wagtail's Tide")
        .unwrap_err();
    assert!(err.contains("energy"), "{err}");
}

/// Prayer of the Crimson Crown: "Your characters' Normal Attacks deal +1 DMG. / Your Sword,
/// Claymore, and Polearm-wielding characters' Physical DMG is converted to Hydro DMG."
/// Candace (polearm): 2 + 1 = 3 Hydro; her burst is not a Normal Attack: 2 Hydro.
#[test]
fn prayer_makes_a_polearm_normal_attack_3_hydro() {
    let mut g = candace()
        .combat(
            P1,
            json!({"name": "Prayer of the Crimson Crown", "duration": 2}),
        )
        .energy(P1, 0, 2)
        .declared_end(P2)
        .build();
    g.act("p1 skill Gleaming Spear - Guardian Stance");
    assert_eq!(g.damages(), [(P2, 0, 3, "Hydro".to_string())]);
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
    g.clear_log().act("p1 skill Sacred Rite: Wagtail's Tide");
    assert_eq!(g.damages(), [(P2, 0, 2, "Hydro".to_string())]);
}

/// Prayer: a bow is not converted, but its Normal Attack still gets +1: Ganyu's 2 Physical
/// becomes 3 Physical. Her Elemental Skill gets nothing (1 Cryo).
#[test]
fn prayer_adds_1_to_a_bow_normal_attack_without_converting_it() {
    let mut g = candace()
        .combat(
            P1,
            json!({"name": "Prayer of the Crimson Crown", "duration": 2}),
        )
        .active(P1, 2)
        .declared_end(P2)
        .build();
    g.act("p1 skill Liutian Archery");
    assert_eq!(g.damages(), [(P2, 0, 3, "Physical".to_string())]);
    g.clear_log().act("p1 skill Trail of the Qilin");
    assert_eq!(g.damages(), [(P2, 0, 1, "Cryo".to_string())]);
}

/// Prayer: "After you switch characters, you deal 1 Hydro DMG. (Once per Round)". The
/// first switch deals 1 Hydro to the opposing active character, the second nothing; the
/// opponent's switches do not count; in round 2 it strikes again. Beidou (claymore) then
/// deals 2 + 1 Hydro with her Normal Attack.
#[test]
fn prayer_deals_1_hydro_after_the_first_switch_of_each_round() {
    let mut g = candace()
        .combat(
            P1,
            json!({"name": "Prayer of the Crimson Crown", "duration": 2}),
        )
        .build();
    g.act("p1 switch 2");
    assert_eq!(g.damages(), [(P2, 0, 1, "Hydro".to_string())]);
    assert_eq!(g.hp(P2, 0), 10 - 1);
    g.clear_log().act("p2 switch 2");
    assert!(g.damages().is_empty(), "the opponent's switch");
    g.act("p1 switch 1");
    assert!(g.damages().is_empty(), "once per round");
    g.act("p2 end").act("p1 switch 2");
    assert_eq!(g.active(P1), 1);
    g.clear_log().act("p1 skill Oceanborne");
    assert_eq!(g.damages(), [(P2, 1, 3, "Hydro".to_string())]);

    g.act("p1 end");
    assert_eq!(g.state.round(), 2);
    assert_eq!(g.combat(P1, PRAYER).unwrap().duration, 1);
    g.clear_log().act("p2 end").act("p1 switch 1");
    assert_eq!(g.damages(), [(P2, 1, 1, "Hydro".to_string())]);

    g.act("p1 end");
    assert_eq!(g.state.round(), 3);
    assert!(g.combat(P1, PRAYER).is_none(), "2 rounds");
}

/// Prayer counts every switch of its side, as the reference does: a forced switch
/// (Overloaded on Candace) deals its 1 Hydro once the opponent's skill has resolved.
#[test]
fn prayer_strikes_after_a_forced_switch() {
    let mut g = candace()
        .combat(
            P1,
            json!({"name": "Prayer of the Crimson Crown", "duration": 2}),
        )
        .aura(P1, 0, &["Electro"])
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Searing Onslaught");
    assert_eq!(g.active(P1), 1);
    assert_eq!(
        g.damages(),
        [
            (P1, 0, 5, "Pyro".to_string()),
            (P2, 0, 1, "Hydro".to_string())
        ]
    );
    assert_eq!(g.hp(P2, 0), 10 - 1);
}

/// Prayer counts the choice of a new active character after a defeat (the reference
/// agrees).
#[test]
fn prayer_strikes_after_the_choice_following_a_defeat() {
    let mut g = candace()
        .combat(
            P1,
            json!({"name": "Prayer of the Crimson Crown", "duration": 2}),
        )
        .hp(P1, 0, 1)
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Searing Onslaught");
    assert_eq!(g.hp(P2, 0), 10);
    g.act("p1 choose 2");
    assert_eq!(g.hp(P2, 0), 10 - 1);
}

/// A position whose Roll Phases give 8 Omni dice and no rerolls, so games go on across
/// rounds.
fn omni(p1: [&str; 3], p2: [&str; 3]) -> Setup {
    setup(p1, p2).set("config", json!({"all_omni": true}))
}

const PRAYER_TALENT: EntityId = EntityId::PrayerOfTheCrimsonCrown_112073;

/// The Overflow (Combat Action, 3 Hydro, 2 Energy): "When Candace is your active character,
/// equip this card. After Candace equips this card, she will immediately use Sacred Rite:
/// Wagtail's Tide once. When this card is equipped by Candace, her Prayer of the Crimson
/// Crown has the following extra effect: After your character uses a Normal Attack: Deals 1
/// Hydro DMG. (Once per Round)" Counted apart from the strike after a switch.
#[test]
fn the_overflow_prayer_strikes_after_a_normal_attack_once_a_round() {
    let mut g = omni(
        ["Candace", "Kaeya", "Ganyu"],
        ["Noelle", "Sucrose", "Fischl"],
    )
    .energy(P1, 0, 2)
    .combat(P1, json!("Prayer of the Crimson Crown"))
    .hand(P1, "The Overflow")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play The Overflow target 1");
    assert!(g.status(P1, 0, EntityId::TheOverflow).is_some());
    assert_eq!(g.hp(P2, 0), 12 - 2, "Wagtail's Tide: 2 Hydro");
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert!(g.combat(P1, PRAYER).is_none(), "replaced");
    assert_eq!(g.combat(P1, PRAYER_TALENT).unwrap().duration, 2);
    g.clear_log()
        .act("p1 skill Gleaming Spear - Guardian Stance");
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 3, "Hydro".to_string()),
            (P2, 0, 1, "Hydro".to_string())
        ],
        "2 Physical as Hydro +1, then the extra 1 Hydro"
    );
    g.clear_log()
        .act("p1 skill Gleaming Spear - Guardian Stance");
    assert_eq!(
        g.damages(),
        [(P2, 0, 3, "Hydro".to_string())],
        "once per round"
    );
    g.clear_log().act("p1 switch 2");
    assert_eq!(
        g.damages(),
        [(P2, 0, 1, "Hydro".to_string())],
        "the strike after a switch is its own"
    );
    assert_eq!(g.hp(P2, 0), 12 - 2 - 4 - 3 - 1);
    // Next round (P2 starts and brings Sucrose in), after any character's Normal Attack.
    g.act("p1 end").act("p2 switch 2");
    g.clear_log().act("p1 skill Ceremonial Bladework");
    assert_eq!(
        g.damages(),
        [
            (P2, 1, 3, "Hydro".to_string()),
            (P2, 1, 1, "Hydro".to_string())
        ],
    );
}

/// Without the talent, Wagtail's Tide creates the plain Prayer, which does not strike after
/// a Normal Attack.
#[test]
fn the_plain_prayer_does_not_strike_after_a_normal_attack() {
    let mut g = setup(
        ["Candace", "Kaeya", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .energy(P1, 0, 2)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 skill Sacred Rite: Wagtail's Tide");
    assert!(g.combat(P1, PRAYER).is_some());
    g.clear_log()
        .act("p1 skill Gleaming Spear - Guardian Stance");
    assert_eq!(g.damages(), [(P2, 0, 3, "Hydro".to_string())]);
}
