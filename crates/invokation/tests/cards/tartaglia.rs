//! Tartaglia (6.5.0): 10 HP, 3 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

const RIPTIDE: EntityId = EntityId::Riptide_112043;
const RIPTIDE_COMBAT: EntityId = EntityId::Riptide_112044;

/// Tartaglia in Ranged Stance (as the battle left him) against Fischl, Sucrose, Noelle.
fn tartaglia() -> Setup {
    setup(
        ["Tartaglia", "Keqing", "Diluc"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .status(P1, 0, json!("Ranged Stance"))
}

fn hps(g: &Game, p: invokation::Player) -> [u8; 3] {
    [g.hp(p, 0), g.hp(p, 1), g.hp(p, 2)]
}

fn riptides(g: &Game) -> [bool; 3] {
    [0, 1, 2].map(|c| g.status(P2, c, RIPTIDE).is_some())
}

/// A position whose Roll Phases give 8 Omni dice and no rerolls, so games go on across
/// rounds.
fn omni(p1: [&str; 3], p2: [&str; 3]) -> Setup {
    setup(p1, p2).set("config", json!({"all_omni": true}))
}

/// Tide Withholder: "When the battle begins, this character gains Ranged Stance." (A whole
/// game from the start.)
#[test]
fn tide_withholder_gives_ranged_stance_when_the_battle_begins() {
    let s = battle_start(
        ["Tartaglia", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    );
    assert!(s.character(P1, 0).has(EntityId::RangedStance));
    assert!(!s.character(P1, 0).has(EntityId::MeleeStance));
}

/// Cutting Torrent: "Deals 2 Physical DMG." Ranged Stance: "After the character to which
/// this is attached uses Charged Attack: Apply Riptide to target character."
#[test]
fn cutting_torrent_applies_riptide_only_when_charged() {
    // 7 dice: not a Charged Attack.
    let mut g = tartaglia()
        .dice(P1, &[("Omni", 7)])
        .declared_end(P2)
        .build();
    g.act("p1 skill Cutting Torrent");
    assert_eq!(g.hp(P2, 0), 8);
    assert!(g.aura(P2, 0).is_empty(), "Physical");
    assert_eq!(riptides(&g), [false; 3]);
    // 4 dice: charged.
    g.act("p1 skill Cutting Torrent");
    assert_eq!(g.hp(P2, 0), 6);
    assert_eq!(riptides(&g), [true, false, false]);
    assert_eq!(
        g.status(P2, 0, RIPTIDE).unwrap().duration,
        invokation::state::NO_DURATION,
        "no duration in 6.5.0"
    );
}

/// Foul Legacy: Raging Tide: "Switches to Melee Stance and deals 2 Hydro DMG, and attach
/// Riptide to the target character." Melee Stance: "Duration (Rounds): 2". A target without
/// Riptide before the skill takes no bonus and no Piercing DMG is dealt.
#[test]
fn raging_tide_switches_to_melee_stance_and_applies_riptide() {
    let mut g = tartaglia().build();
    g.act("p1 skill Foul Legacy: Raging Tide");
    assert_eq!(hps(&g, P2), [8, 10, 12]);
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
    assert_eq!(riptides(&g), [true, false, false]);
    assert!(g.status(P1, 0, EntityId::RangedStance).is_none());
    assert_eq!(g.status(P1, 0, EntityId::MeleeStance).unwrap().duration, 2);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Melee Stance: "Physical DMG dealt by character is converted to Hydro DMG. ... Character
/// deals +1 DMG to target characters with Riptide attached. After Skills are used against
/// characters affected by Riptide: Deal 1 Piercing DMG to the next opposing off-field
/// character. (Twice per Round)" The count starts over next round.
#[test]
fn melee_stance_hydro_bonus_and_piercing_twice_per_round() {
    let mut g = tartaglia()
        .status(P2, 0, json!("Riptide"))
        .dice(P1, &[("Omni", 16)])
        .declared_end(P2)
        .set("config", json!({"all_omni": true}))
        .build();
    // Against a target with Riptide already: 2 + 1 Hydro, and 1 Piercing to Sucrose.
    g.act("p1 skill Foul Legacy: Raging Tide");
    assert_eq!(hps(&g, P2), [7, 9, 12]);
    // Normal Attack: 2 Physical becomes Hydro, +1; Piercing again.
    g.act("p1 skill Cutting Torrent");
    assert_eq!(hps(&g, P2), [4, 8, 12]);
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
    // A third skill this round: +1 still, no more Piercing.
    g.act("p1 skill Cutting Torrent");
    assert_eq!(hps(&g, P2), [1, 8, 12]);
    g.end_round();
    g.act("p1 skill Cutting Torrent");
    assert_eq!(hps(&g, P2), [0, 7, 12], "Piercing again in a new round");
}

/// The Melee Stance's Piercing DMG goes to the next opposing standby character by
/// position from the active one.
#[test]
fn melee_stance_pierces_the_next_standby_character() {
    let mut g = tartaglia()
        .active(P2, 2)
        .status(P2, 2, json!("Riptide"))
        .build();
    g.act("p1 skill Foul Legacy: Raging Tide");
    assert_eq!(hps(&g, P2), [9, 10, 12 - 3]);
}

/// Tide Withholder: "Once the Melee Stance attached to the character ends, reapplies Ranged
/// Stance."
#[test]
fn ranged_stance_comes_back_when_melee_stance_ends() {
    let mut g = tartaglia().set("config", json!({"all_omni": true})).build();
    g.act("p1 skill Foul Legacy: Raging Tide");
    g.end_round();
    assert_eq!(g.status(P1, 0, EntityId::MeleeStance).unwrap().duration, 1);
    assert!(g.status(P1, 0, EntityId::RangedStance).is_none());
    g.end_round();
    assert!(g.status(P1, 0, EntityId::MeleeStance).is_none());
    assert!(g.status(P1, 0, EntityId::RangedStance).is_some());
}

/// Havoc: Obliteration in Ranged Stance: "Flash of Havoc: Deal 5 Hydro DMG, reclaim 2
/// Energy, and apply Riptide to the target character."
#[test]
fn flash_of_havoc_in_ranged_stance() {
    let mut g = tartaglia().energy(P1, 0, 3).build();
    g.act("p1 skill Havoc: Obliteration");
    assert_eq!(hps(&g, P2), [5, 10, 12]);
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
    assert_eq!(g.energy(P1, 0), 2);
    assert_eq!(riptides(&g), [true, false, false]);
}

/// Havoc: Obliteration in Melee Stance: "Light of Obliteration: Deal 7 Hydro DMG." (With
/// Melee Stance's +1 and Piercing DMG against a Riptide target; no Riptide, no energy.)
#[test]
fn light_of_obliteration_in_melee_stance() {
    let mut g = setup(
        ["Tartaglia", "Keqing", "Diluc"],
        ["Noelle", "Sucrose", "Fischl"],
    )
    .status(P1, 0, json!("Melee Stance"))
    .status(P2, 0, json!("Riptide"))
    .energy(P1, 0, 3)
    .build();
    g.act("p1 skill Havoc: Obliteration");
    assert_eq!(hps(&g, P2), [12 - 8, 9, 10]);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(riptides(&g), [true, false, false]);
}

/// Riptide: "When the character to which this is attached is defeated: Apply Riptide to
/// active character." A standby character defeated: the active one gets it at once.
#[test]
fn riptide_moves_to_the_active_character_when_a_standby_one_is_defeated() {
    let mut g = tartaglia()
        .active(P1, 1)
        .energy(P1, 1, 3)
        .hp(P2, 1, 3)
        .status(P2, 1, json!("Riptide"))
        .build();
    // Starward Sword: 4 Electro to Fischl, 3 Piercing to each standby: Sucrose is defeated.
    g.act("p1 skill Starward Sword");
    assert!(!g.ch(P2, 1).alive);
    assert_eq!(riptides(&g), [true, false, false]);
}

/// When the defeated character is the active one, Riptide goes to the character chosen to
/// replace it (as the game does, through the Riptide combat status).
#[test]
fn riptide_of_a_defeated_active_character_goes_to_the_next_active_one() {
    let mut g = tartaglia()
        .dice(P1, &[("Omni", 7)])
        .hp(P2, 0, 2)
        .status(P2, 0, json!("Riptide"))
        .build();
    g.act("p1 skill Cutting Torrent");
    assert!(!g.ch(P2, 0).alive);
    assert!(g.combat(P2, RIPTIDE_COMBAT).is_some());
    assert_eq!(riptides(&g), [false; 3]);
    g.act("p2 choose 3");
    assert_eq!(riptides(&g), [false, false, true]);
    assert!(g.combat(P2, RIPTIDE_COMBAT).is_none());
}

/// Riptide on a character defeated while the active character is at 0 HP too, its defeat
/// not settled yet (both brought down by the same effect): the active character is no
/// place for Riptide, so it waits in the combat status and goes to the character chosen to
/// replace them, as in GI-TCG. (Found by the differential fuzzer: Riptide used to be
/// given to the dying active character and lost with it.)
#[test]
fn riptide_waits_for_the_next_active_when_the_active_is_defeated_by_the_same_effect() {
    let mut g = setup(
        ["Qiqi", "Nahida", "Tartaglia"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .hp(P1, 0, 4)
    .aura(P1, 0, &["Electro"])
    .status(P1, 0, json!("Riptide"))
    .status(P1, 0, json!({"name": "Seed of Skandha", "usage": 1}))
    .hp(P1, 1, 1)
    .status(P1, 1, json!({"name": "Seed of Skandha", "usage": 1}))
    .summon(P2, json!({"name": "Burning Flame", "usage": 1}))
    .declared_end(P2)
    .build();
    // End Phase: Burning Flame's 1 Pyro + Overloaded's 2 leave Qiqi at 1 HP and force a
    // switch to Nahida; the reaction DMG makes each Seed of Skandha deal 1 Piercing DMG to
    // its character: Qiqi (the Seed's target list first) and Nahida both fall to 0.
    g.act("p1 end");
    assert!(!g.ch(P1, 0).alive && !g.ch(P1, 1).alive);
    let riptide_p1 = |g: &Game| [0, 1, 2].map(|c| g.status(P1, c, RIPTIDE).is_some());
    assert!(g.combat(P1, RIPTIDE_COMBAT).is_some());
    g.act("p1 choose 3");
    assert_eq!(riptide_p1(&g), [false, false, true]);
    assert!(g.combat(P1, RIPTIDE_COMBAT).is_none());
    assert_eq!(g.hp(P1, 2), 10);
}

/// Riptide on an active character that a skill defeats while a Seed of Skandha of the same
/// hit defeats a standby character: the defeated character's statuses are discarded at its
/// defeat, so at the death-swap choice Riptide waits in the combat status, and the chosen
/// character gets it. (GI-TCG discards them only after that choice: the same state once it
/// is made; differential position 14002-51, `differences.json`.)
#[test]
fn riptide_of_an_active_character_defeated_with_a_seeded_one_goes_to_the_chosen_character() {
    let mut g = tartaglia()
        .hp(P2, 0, 1)
        .aura(P2, 0, &["Dendro"])
        .status(P2, 0, json!({"name": "Seed of Skandha", "usage": 1}))
        .hp(P2, 1, 1)
        .status(P2, 1, json!({"name": "Seed of Skandha", "usage": 1}))
        .build();
    // 2 Hydro + Bloom on Fischl (0 HP); Sucrose's seed deals her 1 Piercing DMG (0 HP).
    g.act("p1 skill Foul Legacy: Raging Tide");
    assert!(!g.ch(P2, 0).alive && !g.ch(P2, 1).alive);
    assert!(g.combat(P2, RIPTIDE_COMBAT).is_some());
    assert_eq!(riptides(&g), [false; 3]);
    g.act("p2 choose 3");
    assert_eq!(riptides(&g), [false, false, true]);
    assert!(g.combat(P2, RIPTIDE_COMBAT).is_none());
    assert_eq!(g.hp(P2, 2), 12);
}

// Tartaglia: Abyssal Mayhem: Hydrospout.

/// Abyssal Mayhem: Hydrospout (Combat Action, 3 Hydro): "When your active character is
/// Tartaglia, equip this card. After Tartaglia equips this card, immediately use Foul
/// Legacy: Raging Tide once. End Phase: When Tartaglia is on the field and has this card
/// equipped, deal 1 Piercing DMG to the opponent's active character if they have Riptide
/// attached." (On standby too.)
#[test]
fn hydrospout_uses_raging_tide_and_pierces_riptide_in_the_end_phase() {
    let mut g = omni(
        ["Tartaglia", "Kaeya", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .status(P1, 0, json!("Ranged Stance"))
    .hand(P1, "Abyssal Mayhem: Hydrospout")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Abyssal Mayhem: Hydrospout target 1");
    assert!(g.status(P1, 0, EntityId::AbyssalMayhemHydrospout).is_some());
    assert!(g.status(P1, 0, EntityId::MeleeStance).is_some());
    assert!(g.status(P1, 0, EntityId::RangedStance).is_none());
    assert_eq!(g.hp(P2, 0), 10 - 2, "Raging Tide: 2 Hydro");
    assert!(g.status(P2, 0, EntityId::Riptide_112043).is_some());
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p2 end").act("p1 switch 2");
    g.clear_log().act("p1 end");
    assert_eq!(
        g.damages(),
        [(P2, 0, 1, "Piercing".to_string())],
        "Tartaglia on standby, Fischl with Riptide"
    );
    assert_eq!(g.hp(P2, 0), 7);
    // Round 2 (P2 starts): the opposing active character has no Riptide: nothing.
    g.clear_log().act("p2 switch 2").act("p1 end").act("p2 end");
    assert!(g.damages().is_empty(), "{:?}", g.damages());
}

/// Revived (Teyvat Fried Egg), Tartaglia gains Ranged Stance again, as in the reference
/// (its passive also answers the revival).
#[test]
fn tide_withholder_gives_ranged_stance_again_on_revival() {
    let mut g = setup(
        ["Keqing", "Tartaglia", "Diluc"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .hp(P1, 1, 0)
    .hand(P1, "Teyvat Fried Egg")
    .build();
    g.act("p1 play Teyvat Fried Egg target 2");
    assert!(g.ch(P1, 1).alive);
    assert!(g.status(P1, 1, EntityId::RangedStance).is_some());
}
