//! La Signora (6.5.0): 10 HP, 2 energy, Cryo Fatui; her form Crimson Witch of Embers
//! (6301): Pyro, 10 HP, 2 energy.

use crate::common::*;
use invokation::{CharacterId, Die, EntityId, Pending};
use serde_json::json;

fn signora() -> Setup {
    setup(
        ["La Signora", "Xingqiu", "Noelle"],
        ["Xingqiu", "Diluc", "Ganyu"],
    )
}

/// La Signora already in the form of Crimson Witch of Embers (as after her Burst).
fn witch() -> Setup {
    setup(
        ["Crimson Witch of Embers", "Xingqiu", "Noelle"],
        ["Xingqiu", "Diluc", "Ganyu"],
    )
}

fn d(c: u8, amount: u8, dtype: &str) -> (invokation::Player, u8, u8, String) {
    (P2, c, amount, dtype.to_string())
}

const SEAL: EntityId = EntityId::IceSealedCrimsonWitchOfEmbers_121021;

/// Might of Delusion (passive): "When the battle begins, this character gains Ice-Sealed
/// Crimson Witch of Embers."
#[test]
fn she_begins_the_battle_ice_sealed() {
    let s = battle_start(
        ["La Signora", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    );
    assert!(s.character(P1, 0).has(SEAL));
    assert_eq!(s.character(P1, 0).id, CharacterId::LaSignora);
}

/// Frostblade Hailstorm: "Deals 1 Cryo DMG." 1 Cryo and 2 unaligned; 1 energy.
#[test]
fn frostblade_hailstorm_deals_1_cryo() {
    let mut g = signora().build();
    g.act("p1 skill Frostblade Hailstorm");
    assert_eq!(g.damages(), [d(0, 1, "Cryo")]);
    assert_eq!((g.dice_total(P1), g.energy(P1, 0)), (8 - 3, 1));
}

/// Biting Shards: "Deals 2 Cryo DMG. The target character receives Sheer Cold." Sheer Cold:
/// "End Phase: Deals 1 Cryo DMG to attached character. Usage(s): 1".
#[test]
fn biting_shards_applies_sheer_cold() {
    let mut g = signora().build();
    g.act("p1 skill Biting Shards");
    assert_eq!(g.damages(), [d(0, 2, "Cryo")]);
    assert_eq!((g.dice_total(P1), g.energy(P1, 0)), (8 - 3, 1));
    assert_eq!(g.status(P2, 0, EntityId::SheerCold).unwrap().usage, 1);
    g.clear_log().end_round();
    assert!(g.damages().contains(&d(0, 1, "Cryo")), "{:?}", g.damages());
    assert!(g.status(P2, 0, EntityId::SheerCold).is_none());
}

/// Carmine Chrysalis: "Deals 4 Cryo DMG, heals this character for 2 HP. Removes Ice-Sealed
/// Crimson Witch of Embers. This character permanently switches to Crimson Witch of Embers
/// state." She keeps her HP (healed), her other statuses and her equipment; her skills are
/// the Witch's (Pyro); her energy is spent.
#[test]
fn carmine_chrysalis_heals_and_switches_her_to_the_witch() {
    let mut g = signora()
        .energy(P1, 0, 2)
        .hp(P1, 0, 6)
        .status(P1, 0, json!("Ice-Sealed Crimson Witch of Embers"))
        .status(P1, 0, json!("Pain for Pain"))
        .build();
    g.act("p1 skill Carmine Chrysalis");
    assert_eq!(g.damages(), [d(0, 4, "Cryo")]);
    let me = g.ch(P1, 0);
    assert_eq!(me.id, CharacterId::CrimsonWitchOfEmbers);
    assert_eq!((me.hp, me.max_hp, me.energy, me.max_energy), (8, 10, 0, 2));
    assert!(!me.has(SEAL));
    assert!(me.has(EntityId::PainForPain), "equipment stays");
    // The Witch's skills are other skills than La Signora's: unused.
    assert_eq!((me.skill_uses, me.used), ([0; 4], 0));
    assert_eq!(g.dice_total(P1), 8 - 3);
    // Her skills are now the Witch's: 1 Pyro, +2 of Melt on the Cryo her Burst left.
    g.act("p2 end");
    g.clear_log().act("p1 skill Crimson Lotus Moth");
    assert_eq!(g.damages(), [d(0, 1 + 2, "Pyro")]);
    assert!(g.try_act("p1 skill Frostblade Hailstorm").is_err());
}

/// Ice-Sealed Crimson Witch of Embers: "When the Action Phase starts: If the attached
/// character has no more than 4 HP, remove this effect. [...] When this effect is removed:
/// Attached character will transform into the Crimson Witch of Embers state." At 4 HP she
/// changes form when the next Action Phase starts; at 5 HP she does not.
#[test]
fn at_4_hp_the_seal_breaks_when_the_action_phase_starts() {
    for (hp, breaks) in [(4, true), (5, false)] {
        let mut g = signora()
            .hp(P1, 0, hp)
            .status(P1, 0, json!("Ice-Sealed Crimson Witch of Embers"))
            .build();
        assert_eq!(g.ch(P1, 0).id, CharacterId::LaSignora, "not before");
        g.end_round().act("p1 reroll").act("p2 reroll");
        let me = g.ch(P1, 0);
        assert_eq!(me.has(SEAL), !breaks, "{hp} HP");
        let form = if breaks {
            CharacterId::CrimsonWitchOfEmbers
        } else {
            CharacterId::LaSignora
        };
        assert_eq!((me.id, me.hp), (form, hp), "{hp} HP");
    }
}

/// "When attached character is defeated: Remove this effect, ensure that character will not
/// be defeated and heal them to 1 HP." Then she changes form.
#[test]
fn the_seal_saves_her_once_at_1_hp_and_she_changes_form() {
    let mut g = signora()
        .hp(P1, 0, 2)
        .active(P2, 1)
        .status(P1, 0, json!("Ice-Sealed Crimson Witch of Embers"))
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Searing Onslaught");
    let me = g.ch(P1, 0);
    assert!(me.alive);
    assert_eq!((me.hp, me.id), (1, CharacterId::CrimsonWitchOfEmbers));
    assert!(!me.has(SEAL));
}

/// Crimson Lotus Moth: "Deals 1 Pyro DMG." Whirling Blaze: "Deals 6 Pyro DMG." (3 Pyro, 2
/// energy.)
#[test]
fn the_witch_attacks_with_pyro() {
    let mut g = witch().build();
    g.act("p1 skill Crimson Lotus Moth");
    assert_eq!(g.damages(), [d(0, 1, "Pyro")]);
    assert_eq!((g.dice_total(P1), g.energy(P1, 0)), (8 - 3, 1));
    let mut g = witch().energy(P1, 0, 2).build();
    g.act("p1 skill Whirling Blaze");
    assert_eq!(g.damages(), [d(0, 6, "Pyro")]);
    assert_eq!((g.dice_total(P1), g.energy(P1, 0)), (8 - 3, 0));
}

/// Decimating Lash: "Deals 2 Pyro DMG. The target character receives Blazing Heat." Blazing
/// Heat: "End Phase: Deals 1 Pyro DMG to attached character. Usage(s): 1 / When attached
/// character has Sheer Cold attached, remove this effect." (and Sheer Cold: "When attached
/// character has Blazing Heat attached, remove this effect."): the Sheer Cold on the target
/// goes.
#[test]
fn decimating_lash_applies_blazing_heat_which_removes_sheer_cold() {
    let mut g = witch().status(P2, 0, json!("Sheer Cold")).build();
    g.act("p1 skill Decimating Lash");
    assert_eq!(g.damages(), [d(0, 2, "Pyro")]);
    assert_eq!(g.status(P2, 0, EntityId::BlazingHeat).unwrap().usage, 1);
    assert!(g.status(P2, 0, EntityId::SheerCold).is_none());
    g.clear_log().end_round();
    assert!(g.damages().contains(&d(0, 1, "Pyro")), "{:?}", g.damages());
    assert!(g.status(P2, 0, EntityId::BlazingHeat).is_none());
}

/// Sheer Cold, applied where Blazing Heat is, removes it.
#[test]
fn sheer_cold_removes_blazing_heat() {
    let mut g = signora().status(P2, 0, json!("Blazing Heat")).build();
    g.act("p1 skill Biting Shards");
    assert!(g.status(P2, 0, EntityId::BlazingHeat).is_none());
    assert_eq!(g.status(P2, 0, EntityId::SheerCold).unwrap().usage, 1);
}

/// Pain for Pain (3 matching dice): "Can only be played if your active character is La
/// Signora: When entering play, generate 3 Elemental Dice of the same Type as La Signora."
/// Cryo dice as La Signora, Pyro as Crimson Witch of Embers (her form plays it too);
/// equipped; not a Combat Action; not playable with her on standby.
#[test]
fn pain_for_pain_gives_3_dice_of_her_element() {
    for (g, face) in [(signora(), Die::Cryo), (witch(), Die::Pyro)] {
        let mut g = g.hand(P1, "Pain for Pain").build();
        g.act("p1 play Pain for Pain target 1");
        assert!(g.status(P1, 0, EntityId::PainForPain).is_some());
        assert_eq!(g.dice(P1).count(face), 3);
        assert_eq!(g.dice_total(P1), 8 - 3 + 3);
        assert!(matches!(
            g.state.pending(),
            Pending::Decision { player: P1, .. }
        ));
    }
    let mut g = signora().active(P1, 1).hand(P1, "Pain for Pain").build();
    assert!(g.try_act("p1 play Pain for Pain target 1").is_err());
}

/// "When this character takes at least 3 DMG: Negates 1 DMG, then apply Sheer Cold or
/// Blazing Heat to the opposing active character based on La Signora's state. (Once per
/// Round)": Diluc's Searing Onslaught (3 Pyro) deals 2; the second one this round 3 (P1 has ended the round); 2 DMG
/// (Xingqiu's Fatal Rainscreen) is not decreased.
#[test]
fn pain_for_pain_decreases_heavy_damage_once_per_round() {
    for (g, applied) in [
        (signora(), EntityId::SheerCold),
        (witch(), EntityId::BlazingHeat),
    ] {
        let mut g = g
            .status(P1, 0, json!("Pain for Pain"))
            .active(P2, 1)
            .set("to_act", json!(2))
            .build();
        g.act("p2 skill Searing Onslaught");
        assert_eq!(g.damages()[0].2, 2);
        assert_eq!(g.status(P2, 1, applied).unwrap().usage, 1);
        g.act("p1 end")
            .clear_log()
            .act("p2 skill Searing Onslaught");
        assert_eq!(g.damages()[0].2, 3, "once per round");
    }
    let mut g = signora()
        .status(P1, 0, json!("Pain for Pain"))
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Fatal Rainscreen");
    assert_eq!(g.damages()[0].2, 2);
    assert!(g.status(P2, 0, EntityId::SheerCold).is_none());
}

/// Blazing Heat's and Sheer Cold's End Phase damage is the status's, taken by its character:
/// Jadeplume Terrorshroom's Radical Vitality ("After this character deals or takes Elemental
/// DMG: Gain 1 stack") gains 1 stack, not 2 (GI-TCG counts that damage as dealt by the
/// character too: a deliberate difference, docs/rules.md).
#[test]
fn the_damage_of_blazing_heat_is_taken_not_dealt_by_its_character() {
    for status in ["Blazing Heat", "Sheer Cold"] {
        let mut g = setup(
            ["Jadeplume Terrorshroom", "Xingqiu", "Noelle"],
            ["La Signora", "Diluc", "Ganyu"],
        )
        .status(P1, 0, json!({"name": "Radical Vitality", "usage": 1}))
        .status(P1, 0, json!(status))
        .build();
        g.end_round();
        assert_eq!(
            g.status(P1, 0, EntityId::RadicalVitality).unwrap().usage,
            2,
            "{status}"
        );
    }
}
