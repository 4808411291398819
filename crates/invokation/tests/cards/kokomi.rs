//! Sangonomiya Kokomi (6.5.0): 12 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn kokomi() -> Setup {
    setup(
        ["Sangonomiya Kokomi", "Xingqiu", "Fischl"],
        ["Diluc", "Noelle", "Sucrose"],
    )
}

/// Kurage's Oath: "This character gains Hydro Application and summons 1 Bake-Kurage."
/// Usage(s): 2, stacking to 4. No damage. Costs 3 Hydro.
#[test]
fn kurages_oath_applies_hydro_to_kokomi_and_summons_bake_kurage() {
    let mut g = kokomi().dice(P1, &[("Omni", 16)]).build();
    g.act("p1 skill Kurage's Oath");
    assert_eq!(g.hp(P2, 0), 10);
    assert_eq!(g.aura(P1, 0), ["Hydro"]);
    assert_eq!(g.summon(P1, EntityId::BakeKurage).unwrap().usage, 2);
    assert_eq!(g.energy(P1, 0), 1);
    g.act("p2 end").act("p1 skill Kurage's Oath");
    assert_eq!(g.summon(P1, EntityId::BakeKurage).unwrap().usage, 4);
    g.act("p1 skill Kurage's Oath");
    assert_eq!(
        g.summon(P1, EntityId::BakeKurage).unwrap().usage,
        4,
        "at most 4"
    );
}

/// Bake-Kurage: "End Phase: Deal 1 Hydro DMG, heal your active character for 1 HP."
#[test]
fn bake_kurage_deals_1_hydro_and_heals_the_active_character() {
    let mut g = kokomi()
        .summon(P1, json!("Bake-Kurage"))
        .hp(P1, 0, 5)
        .hp(P1, 1, 5)
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.hp(P1, 0), 6);
    assert_eq!(g.hp(P1, 1), 5);
    assert_eq!(g.summon(P1, EntityId::BakeKurage).unwrap().usage, 1);
}

/// Nereid's Ascension: "Deals 2 Hydro DMG. Heals all allied characters for 1 point. This
/// character gains Ceremonial Garment." Costs 3 Hydro and 2 energy.
#[test]
fn nereids_ascension_deals_2_hydro_heals_the_team_and_gives_the_garment() {
    let mut g = kokomi()
        .energy(P1, 0, 2)
        .hp(P1, 0, 5)
        .hp(P1, 1, 5)
        .hp(P1, 2, 0)
        .build();
    g.act("p1 skill Nereid's Ascension");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!((g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)), (6, 6, 0));
    assert_eq!(
        g.status(P1, 0, EntityId::CeremonialGarment)
            .unwrap()
            .duration,
        2
    );
    assert!(
        g.summon(P1, EntityId::BakeKurage).is_none(),
        "not without the talent"
    );
    assert_eq!(g.energy(P1, 0), 0);
}

/// Ceremonial Garment: "Normal Attacks deal +1 DMG. After ... a Normal Attack: Heal all your
/// characters for 1 HP."
#[test]
fn ceremonial_garment_boosts_and_heals_after_normal_attacks() {
    let mut g = kokomi()
        .status(P1, 0, json!("Ceremonial Garment"))
        .hp(P1, 0, 5)
        .hp(P1, 1, 5)
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 skill The Shape of Water");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!((g.hp(P1, 0), g.hp(P1, 1)), (6, 6));
    g.act("p2 end").act("p1 skill Kurage's Oath");
    assert_eq!((g.hp(P1, 0), g.hp(P1, 1)), (6, 6), "not after a skill");
}

/// Tamakushi Casket (3 Hydro, 2 energy): "... immediately use Nereid's Ascension once. When
/// your Sangonomiya Kokomi, who has this card equipped, uses Nereid's Ascension: Summon
/// Bake-Kurage with Usage(s): 1, or if Bake-Kurage is already on the field, add 1 Usage to
/// it. While Ceremonial Garment is on the field, Bake-Kurage deals +1 DMG."
#[test]
fn tamakushi_casket_adds_bake_kurage_and_its_damage() {
    let mut g = kokomi()
        .hand(P1, "Tamakushi Casket")
        .energy(P1, 0, 2)
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Tamakushi Casket target 1");
    assert!(g.status(P1, 0, EntityId::TamakushiCasket).is_some());
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.summon(P1, EntityId::BakeKurage).unwrap().usage, 1);
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 8 - 2, "2 Hydro while the garment lasts");
    assert!(g.summon(P1, EntityId::BakeKurage).is_none());
    // With a Bake-Kurage on the field the burst adds a usage.
    let mut g = kokomi()
        .status(P1, 0, json!("Tamakushi Casket"))
        .summon(P1, json!({"name": "Bake-Kurage", "usage": 2}))
        .energy(P1, 0, 2)
        .build();
    g.act("p1 skill Nereid's Ascension");
    assert_eq!(g.summon(P1, EntityId::BakeKurage).unwrap().usage, 3);
}

/// Tamakushi Casket's "if Bake-Kurage is already on the field, increase its Usage(s) by 1
/// instead" (使其可用次数+1) is no re-summon: Bake-Kurage's stacking limit (4) does not bound
/// it (as the reference). Below the limit it is +1 as well.
#[test]
fn tamakushi_casket_adds_a_usage_beyond_the_stacking_limit() {
    let mut g = kokomi()
        .hand(P1, "Tamakushi Casket")
        .summon(P1, json!({"name": "Bake-Kurage", "usage": 4}))
        .energy(P1, 0, 2)
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Tamakushi Casket target 1");
    assert_eq!(g.summon(P1, EntityId::BakeKurage).unwrap().usage, 5);
    // Kurage's Oath re-summons it: stacking adds nothing beyond the limit, and takes
    // nothing away (as the reference).
    g.act("p2 end").act("p1 skill Kurage's Oath");
    assert_eq!(g.summon(P1, EntityId::BakeKurage).unwrap().usage, 5);
    let mut g = kokomi()
        .status(P1, 0, json!("Tamakushi Casket"))
        .summon(P1, json!({"name": "Bake-Kurage", "usage": 3}))
        .energy(P1, 0, 2)
        .build();
    g.act("p1 skill Nereid's Ascension");
    assert_eq!(g.summon(P1, EntityId::BakeKurage).unwrap().usage, 4);
}
