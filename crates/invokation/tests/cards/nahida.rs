//! Nahida (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::{DecisionKind, EntityId, Pending};
use serde_json::json;

const SEED: EntityId = EntityId::SeedOfSkandha_117031;
const SHRINE: EntityId = EntityId::ShrineOfMaya_117032;

fn nahida() -> Setup {
    setup(
        ["Nahida", "Xingqiu", "Sucrose"],
        ["Xingqiu", "Fischl", "Diluc"],
    )
}

/// Seed of Skandha's usages on P2's three characters (0: none).
fn seeds(g: &Game) -> [u8; 3] {
    [0, 1, 2].map(|c| g.status(P2, c, SEED).map_or(0, |s| s.usage))
}

fn hps(g: &Game, p: invokation::Player) -> [u8; 3] {
    [g.hp(p, 0), g.hp(p, 1), g.hp(p, 2)]
}

/// All Schemes to Know: "Deals 2 Dendro DMG, applies Seed of Skandha to target character.
/// If the target character already has Seed of Skandha applied to them, then apply Seed of
/// Skandha to all opposing characters instead." Seed of Skandha: "Usage(s): 2".
#[test]
fn all_schemes_to_know_seeds_the_target_then_everyone() {
    let mut g = nahida().declared_end(P2).build();
    g.act("p1 skill All Schemes to Know");
    assert_eq!(g.hp(P2, 0), 8);
    assert_eq!(seeds(&g), [2, 0, 0], "only the target");
    g.act("p1 skill All Schemes to Know");
    // Dendro on Dendro: no reaction, so the seeds do nothing.
    assert_eq!(hps(&g, P2), [6, 10, 10]);
    assert_eq!(
        seeds(&g),
        [2, 2, 2],
        "the target had one: all opposing characters"
    );
}

/// All Schemes to Know: Tathata: "Deals 3 Dendro DMG. Applies Seed of Skandha to all
/// opposing characters." (Usable without any condition, for 5 Dendro.)
#[test]
fn tathata_seeds_all_opposing_characters() {
    let mut g = nahida().build();
    g.act("p1 skill All Schemes to Know: Tathata");
    assert_eq!(hps(&g, P2), [7, 10, 10]);
    assert_eq!(seeds(&g), [2, 2, 2]);
    assert_eq!(g.dice_total(P1), 8 - 5);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Seed of Skandha: "After any character with Seed of Skandha on that side takes Elemental
/// Reaction DMG: deal 1 Piercing DMG to the character(s) to which the Seed of Skandha is
/// attached." Damage without a reaction does nothing.
#[test]
fn seed_of_skandha_pierces_every_seeded_character_after_reaction_damage() {
    let mut g = nahida()
        .aura(P2, 0, &["Hydro"])
        .status(P2, 0, json!("Seed of Skandha"))
        .status(P2, 2, json!("Seed of Skandha"))
        .declared_end(P2)
        .build();
    // 1 Dendro + 1 (Bloom) on Xingqiu; then 1 Piercing to Xingqiu and to Diluc; Fischl has
    // no seed.
    g.act("p1 skill Akara");
    assert_eq!(hps(&g, P2), [10 - 2 - 1, 10, 10 - 1]);
    assert_eq!(seeds(&g), [1, 0, 1]);
    // No reaction (Dendro on nothing): nothing more.
    g.act("p1 skill Akara");
    assert_eq!(hps(&g, P2), [6, 10, 9]);
    assert_eq!(seeds(&g), [1, 0, 1]);
}

/// Seed of Skandha reacts to any reaction damage its side takes, here Sucrose's Swirl, and
/// is discarded when its usages run out.
#[test]
fn seed_of_skandha_reacts_to_any_damage_and_is_used_up() {
    let mut g = nahida()
        .active(P1, 2)
        .aura(P2, 0, &["Hydro"])
        .status(P2, 0, json!({"name": "Seed of Skandha", "usage": 1}))
        .status(P2, 1, json!({"name": "Seed of Skandha", "usage": 1}))
        .status(P2, 2, json!({"name": "Seed of Skandha", "usage": 1}))
        .build();
    g.act("p1 skill Elemental Skill");
    // Sucrose's 3 Anemo swirls Hydro: 1 Hydro to each standby; then 1 Piercing to each.
    assert_eq!(hps(&g, P2), [10 - 3 - 1, 10 - 1 - 1, 10 - 1 - 1]);
    assert_eq!(seeds(&g), [0, 0, 0], "their last usage spent");
}

/// The seed of a character defeated by the reaction damage is gone with it, but the other
/// seeds of its side still deal their Piercing DMG (as the game does).
#[test]
fn seeds_still_pierce_when_the_damaged_character_is_defeated() {
    let mut g = nahida()
        .hp(P2, 0, 2)
        .aura(P2, 0, &["Hydro"])
        .status(P2, 0, json!("Seed of Skandha"))
        .status(P2, 1, json!("Seed of Skandha"))
        .status(P2, 2, json!("Seed of Skandha"))
        .build();
    g.act("p1 skill Akara");
    assert!(!g.ch(P2, 0).alive);
    assert_eq!(hps(&g, P2), [0, 9, 9]);
    assert_eq!(seeds(&g), [0, 1, 1]);
}

/// Two defeats in one chain: the active Xingqiu, seeded, is defeated by Akara's Bloom; his
/// seed sets off the other seeds of his side ("After any character with Seed of Skandha on
/// that side takes Elemental Reaction DMG: deal 1 Piercing DMG to the character(s) to
/// which the Seed of Skandha is attached"), each as an effect of its own, in order from the
/// active character: Fischl's pierces her to 0 HP, so she is defeated and P2 chooses the
/// new active character before Diluc's seed deals its damage (as the reference, whose
/// seeds answer its custom event one triggered skill at a time; the differential positions
/// 14001-18 and 14002-7 showed Diluc still unpierced at the choice).
#[test]
fn a_seed_defeating_its_character_lets_the_choice_come_before_the_next_seed() {
    let mut g = nahida()
        .hp(P2, 0, 2)
        .aura(P2, 0, &["Hydro"])
        .status(P2, 0, json!("Seed of Skandha"))
        .hp(P2, 1, 1)
        .status(P2, 1, json!("Seed of Skandha"))
        .status(P2, 2, json!("Seed of Skandha"))
        .build();
    g.act("p1 skill Akara");
    assert_eq!(hps(&g, P2), [0, 0, 10], "Diluc's seed waits for the choice");
    assert_eq!(seeds(&g), [0, 0, 2]);
    assert_eq!(g.state.pending(), decision(P2, DecisionKind::DeathSwap));
    g.act("p2 choose 3");
    assert_eq!(hps(&g, P2), [0, 0, 9], "then Diluc's seed pierces him");
    assert_eq!(seeds(&g), [0, 0, 1]);
}

/// Two seeded characters take reaction DMG in one effect, one of them defeated by it, each
/// seed with 1 usage: the defeated character's seed makes Fischl's seed pierce, which uses
/// it up, so Fischl's own reaction DMG finds no seed left: 1 Piercing DMG in all, as in
/// GI-TCG. (Found by the differential fuzzer: the seed used to pierce twice, its usage read
/// before the first use was spent.)
#[test]
fn a_seed_used_up_by_another_seed_does_not_pierce_again() {
    let mut g = setup(
        ["Sucrose", "Xingqiu", "Nahida"],
        ["Xingqiu", "Fischl", "Diluc"],
    )
    .dice(P1, &[("Omni", 8)])
    .hp(P2, 0, 3)
    .aura(P2, 0, &["Electro"])
    .status(P2, 0, json!({"name": "Seed of Skandha", "usage": 1}))
    .aura(P2, 1, &["Cryo"])
    .status(P2, 1, json!({"name": "Seed of Skandha", "usage": 1}))
    .build();
    // 3 Anemo swirls Electro: Xingqiu is defeated; Fischl takes 1 + 1 Electro
    // (Superconduct), Diluc 1 Electro and 1 Piercing; then 1 Piercing from Fischl's seed.
    g.act("p1 skill Elemental Skill");
    assert!(!g.ch(P2, 0).alive);
    assert_eq!(hps(&g, P2), [0, 10 - 2 - 1, 10 - 1 - 1]);
    assert_eq!(seeds(&g), [0, 0, 0]);
}

/// Illusory Heart: "Deals 4 Dendro DMG, creates 1 Shrine of Maya." Shrine of Maya: "When
/// your character triggers an Elemental Reaction: +1 additional DMG. Duration (Rounds): 2"
#[test]
fn illusory_heart_and_shrine_of_maya() {
    let mut g = setup(
        ["Nahida", "Xingqiu", "Sucrose"],
        ["Noelle", "Fischl", "Diluc"],
    )
    .energy(P1, 0, 2)
    .aura(P2, 0, &["Hydro"])
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .set("config", json!({"all_omni": true}))
    .build();
    g.act("p1 skill Illusory Heart");
    // 4 Dendro + 1 (Bloom): the Shrine comes after the Burst's damage.
    assert_eq!(g.hp(P2, 0), 12 - 5);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.combat(P1, SHRINE).unwrap().duration, 2);
    // No reaction: no bonus.
    g.act("p1 skill Akara");
    assert_eq!(g.hp(P2, 0), 7 - 1);
    assert_eq!(g.aura(P2, 0), ["Dendro"]);
    // Xingqiu's 2 Hydro on Dendro: 2 + 1 (Bloom) + 1 (Shrine).
    g.act("p1 switch Xingqiu").act("p1 skill Elemental Skill");
    assert_eq!(g.hp(P2, 0), 6 - 4);
    g.end_round();
    assert_eq!(g.combat(P1, SHRINE).unwrap().duration, 1);
    g.end_round();
    assert!(g.combat(P1, SHRINE).is_none());
}

/// Seed of Skandha reacts only when a character *with* a seed takes the reaction damage.
#[test]
fn seed_of_skandha_ignores_reactions_on_characters_without_one() {
    let mut g = nahida()
        .aura(P2, 0, &["Hydro"])
        .status(P2, 2, json!("Seed of Skandha"))
        .build();
    g.act("p1 skill Akara");
    assert_eq!(hps(&g, P2), [10 - 2, 10, 10]);
    assert_eq!(seeds(&g), [0, 0, 2]);
}

// The Seed of Stored Knowledge.

const SHRINE_LONG: EntityId = EntityId::ShrineOfMaya_117033;

fn decision(player: invokation::Player, kind: DecisionKind) -> Pending {
    Pending::Decision { player, kind }
}

/// The Seed of Stored Knowledge (Combat Action, 3 Dendro, 2 Energy): "When your active
/// character is Nahida, equip this card. After Nahida equips this card, immediately use
/// Illusory Heart once. ... Electro: When the Shrine of Maya enters the field, the Seed of
/// Skandha currently present of the opposition will gain 1 Usage(s). Hydro: After your
/// Nahida, who has this card equipped unleashes Shrine of Maya, Duration (Rounds) +1."
#[test]
fn seed_of_stored_knowledge_with_hydro_and_electro() {
    let mut g = setup(
        ["Nahida", "Xingqiu", "Fischl"],
        ["Kaeya", "Sucrose", "Noelle"],
    )
    .energy(P1, 0, 2)
    .status(P2, 0, json!("Seed of Skandha"))
    .status(P2, 2, json!({"name": "Seed of Skandha", "usage": 1}))
    .hand(P1, "The Seed of Stored Knowledge")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play The Seed of Stored Knowledge target 1");
    assert!(g
        .status(P1, 0, EntityId::TheSeedOfStoredKnowledge)
        .is_some());
    assert_eq!(g.hp(P2, 0), 10 - 4, "Illusory Heart: 4 Dendro");
    assert_eq!(g.energy(P1, 0), 0, "2 energy from Nahida");
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(seeds(&g), [3, 0, 2], "Electro: each seed +1");
    assert!(g.combat(P1, SHRINE).is_none());
    assert_eq!(
        g.combat(P1, SHRINE_LONG).unwrap().duration,
        3,
        "Hydro: 2 + 1 rounds"
    );
    assert_eq!(g.state.pending(), decision(P2, DecisionKind::Action));
}

/// Without Hydro or Electro in the team: the 2-round Shrine, which replaces the 3-round
/// one; the seeds keep their usages.
#[test]
fn seed_of_stored_knowledge_without_hydro_or_electro() {
    let mut g = setup(
        ["Nahida", "Diluc", "Sucrose"],
        ["Kaeya", "Sucrose", "Noelle"],
    )
    .energy(P1, 0, 2)
    .status(P2, 0, json!("Seed of Skandha"))
    .combat(P1, json!({"name": "117033", "duration": 1}))
    .hand(P1, "The Seed of Stored Knowledge")
    .build();
    g.act("p1 play The Seed of Stored Knowledge target 1");
    assert_eq!(seeds(&g), [2, 0, 0]);
    assert!(g.combat(P1, SHRINE_LONG).is_none(), "replaced");
    assert_eq!(g.combat(P1, SHRINE).unwrap().duration, 2);
    // Not enough energy, or Nahida on standby: refused.
    let mut g = setup(
        ["Nahida", "Diluc", "Sucrose"],
        ["Kaeya", "Sucrose", "Noelle"],
    )
    .energy(P1, 0, 1)
    .hand(P1, "The Seed of Stored Knowledge")
    .build();
    assert!(g
        .try_act("p1 play The Seed of Stored Knowledge target 1")
        .is_err());
    let mut g = setup(
        ["Diluc", "Nahida", "Sucrose"],
        ["Kaeya", "Sucrose", "Noelle"],
    )
    .energy(P1, 1, 2)
    .hand(P1, "The Seed of Stored Knowledge")
    .build();
    assert!(g
        .try_act("p1 play The Seed of Stored Knowledge target 2")
        .is_err());
}

/// The Seed of Stored Knowledge, Pyro: "When the Shrine of Maya is on the field, opposing
/// characters who trigger the Seed of Skandha due to Elemental Reactions they are affected
/// by will have the Piercing DMG they take from the Seed of Skandha converted to Dendro
/// DMG." Only the seed of the character that took the reaction damage (the reference);
/// the other seeds still pierce. Akara on Xingqiu (Hydro): 1 Dendro + 1 Bloom + 1 Shrine;
/// then 1 Dendro from his seed (applied: Dendro), 1 Piercing to Diluc.
#[test]
fn seed_of_stored_knowledge_with_pyro_turns_the_seed_dendro() {
    let position = |team: [&'static str; 3], shrine: bool| {
        let mut s = setup(team, ["Xingqiu", "Fischl", "Diluc"])
            .status(P1, 0, json!("The Seed of Stored Knowledge"))
            .aura(P2, 0, &["Hydro"])
            .status(P2, 0, json!("Seed of Skandha"))
            .status(P2, 2, json!("Seed of Skandha"));
        if shrine {
            s = s.combat(P1, json!("Shrine of Maya"));
        }
        s.build()
    };
    let mut g = position(["Nahida", "Diluc", "Sucrose"], true);
    g.act("p1 skill Akara");
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 3, "Dendro".to_string()),
            (P2, 0, 1, "Dendro".to_string()),
            (P2, 2, 1, "Piercing".to_string())
        ]
    );
    assert_eq!(hps(&g, P2), [10 - 3 - 1, 10, 10 - 1]);
    assert_eq!(g.aura(P2, 0), ["Dendro"]);
    assert_eq!(seeds(&g), [1, 0, 1]);
    // No Pyro character, or no Shrine: Piercing.
    for (team, shrine) in [
        (["Nahida", "Collei", "Sucrose"], true),
        (["Nahida", "Diluc", "Sucrose"], false),
    ] {
        let mut g = position(team, shrine);
        g.act("p1 skill Akara");
        assert_eq!(
            g.damages()[1],
            (P2, 0, 1, "Piercing".to_string()),
            "{team:?}, shrine {shrine}"
        );
        assert!(g.aura(P2, 0).is_empty());
    }
}

/// The Seed of Stored Knowledge (Pyro) with Illusory Heart's Shrine of Maya and a Catalyzing
/// Field: the seed's Dendro DMG is dealt by the seed's own side, so no bonus of a dealing
/// side applies: Nahida's side's Catalyzing Field ("+1 Dendro DMG" to the opposing active
/// character) neither adds to it nor spends a usage (as the reference: the differential
/// positions 14003-33, 14004-7 and 14005-43 kept the Field at 2 usages and the seed at 1).
/// Akara on Xingqiu (Electro): 1 Dendro + 1 Quicken + 1 Shrine = 3, the Field comes; then 1
/// Dendro from his seed, 1 Piercing to Diluc.
#[test]
fn seed_of_stored_knowledge_dendro_seed_takes_no_catalyzing_field_bonus() {
    let mut g = setup(
        ["Nahida", "Diluc", "Sucrose"],
        ["Xingqiu", "Fischl", "Diluc"],
    )
    .status(P1, 0, json!("The Seed of Stored Knowledge"))
    .combat(P1, json!("Shrine of Maya"))
    .aura(P2, 0, &["Electro"])
    .status(P2, 0, json!("Seed of Skandha"))
    .status(P2, 2, json!("Seed of Skandha"))
    .build();
    g.act("p1 skill Akara");
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 3, "Dendro".to_string()),
            (P2, 0, 1, "Dendro".to_string()),
            (P2, 2, 1, "Piercing".to_string())
        ]
    );
    assert_eq!(hps(&g, P2), [10 - 3 - 1, 10, 10 - 1]);
    let field = g.combat(P1, EntityId::CatalyzingField_117).unwrap();
    assert_eq!(field.usage, 2, "the seed's Dendro DMG spent none");
}
