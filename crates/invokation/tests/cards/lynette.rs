//! Lynette (6.5.0): 10 HP, 2 energy, Anemo sword.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn lynette() -> Setup {
    setup(
        ["Lynette", "Xingqiu", "Noelle"],
        ["Xingqiu", "Fischl", "Ganyu"],
    )
    .set("config", json!({"all_omni": true}))
}

fn d(c: u8, amount: u8, dtype: &str) -> (invokation::Player, u8, u8, String) {
    (P2, c, amount, dtype.to_string())
}

/// Rapid Ritesword: "Deals 2 Physical DMG." Costs 1 Anemo and 2 unaligned; 1 energy.
#[test]
fn rapid_ritesword_deals_2_physical() {
    let mut g = lynette().build();
    g.act("p1 skill Rapid Ritesword");
    assert_eq!(g.damages(), [d(0, 2, "Physical")]);
    assert_eq!((g.dice_total(P1), g.energy(P1, 0)), (8 - 3, 1));
}

/// Enigmatic Feint: "Deals 3 Anemo DMG. The first time this Skill is used this Round, heal
/// the character for 2 HP if they have no more than 8 HP, but apply Overawing Assault to
/// said character." At 8 HP: healed to 10, Overawing Assault (1 round); the second use of
/// the round heals nothing.
#[test]
fn enigmatic_feint_heals_2_the_first_time_at_8_hp_or_less() {
    let mut g = lynette().hp(P1, 0, 8).declared_end(P2).build();
    g.act("p1 skill Enigmatic Feint");
    assert_eq!(g.damages(), [d(0, 3, "Anemo")]);
    assert_eq!(g.hp(P1, 0), 10);
    assert_eq!(
        g.status(P1, 0, EntityId::OverawingAssault)
            .unwrap()
            .duration,
        1
    );
    assert_eq!((g.dice_total(P1), g.energy(P1, 0)), (8 - 3, 1));
    g.act("p1 skill Enigmatic Feint");
    assert_eq!(g.hp(P1, 0), 10);
    assert_eq!(g.hp(P2, 0), 10 - 6);
}

/// "if they have no more than 8 HP": at 9 HP, no heal and no Overawing Assault; and the
/// second use of the round does not heal at 8 HP either (only the first time).
#[test]
fn enigmatic_feint_does_not_heal_above_8_hp_nor_the_second_time() {
    let mut g = lynette().hp(P1, 0, 9).declared_end(P2).build();
    g.act("p1 skill Enigmatic Feint");
    assert_eq!(g.hp(P1, 0), 9);
    assert!(g.status(P1, 0, EntityId::OverawingAssault).is_none());
    let mut g = lynette().declared_end(P2).build();
    g.act("p1 skill Enigmatic Feint");
    g.act("p1 skill Rapid Ritesword");
    assert_eq!(g.hp(P1, 0), 10);
    let mut g = lynette().hp(P1, 0, 9).declared_end(P2).build();
    g.act("p1 skill Enigmatic Feint");
    assert!(g.status(P1, 0, EntityId::OverawingAssault).is_none());
}

/// Overawing Assault: "End Phase: If this character's HP is at least 6, then they will take
/// 2 Piercing DMG. Duration (Rounds): 1": at 10 HP Lynette takes 2 Piercing; at 5 HP none.
/// It is gone after the round.
#[test]
fn overawing_assault_deals_2_piercing_at_6_hp_or_more() {
    let mut g = lynette().status(P1, 0, json!("Overawing Assault")).build();
    g.end_round();
    assert_eq!(g.hp(P1, 0), 10 - 2);
    assert!(g.status(P1, 0, EntityId::OverawingAssault).is_none());
    let mut g = lynette()
        .hp(P1, 0, 5)
        .status(P1, 0, json!("Overawing Assault"))
        .build();
    g.end_round();
    assert_eq!(g.hp(P1, 0), 5);
    assert!(g.status(P1, 0, EntityId::OverawingAssault).is_none());
}

/// Magic Trick: Astonishing Shift: "Deals 2 Anemo DMG, summons 1 Bogglecat Box." Costs 3
/// Anemo and 2 energy. Bogglecat Box: "End Phase: Deal 1 Anemo DMG. Usage(s): 2".
#[test]
fn astonishing_shift_summons_a_bogglecat_box_that_strikes_in_the_end_phase() {
    let mut g = lynette().energy(P1, 0, 2).build();
    g.act("p1 skill Magic Trick: Astonishing Shift");
    assert_eq!(g.damages(), [d(0, 2, "Anemo")]);
    assert_eq!((g.dice_total(P1), g.energy(P1, 0)), (8 - 3, 0));
    assert_eq!(g.summon(P1, EntityId::BogglecatBox).unwrap().usage, 2);
    assert_eq!(g.combat(P1, EntityId::BogglecatBoxsTaunt).unwrap().usage, 1);
    g.clear_log().end_round();
    assert_eq!(g.damages(), [d(0, 1, "Anemo")]);
    assert_eq!(g.summon(P1, EntityId::BogglecatBox).unwrap().usage, 1);
}

/// "When your active character takes DMG: Decreases DMG taken by 1. (Once per Round)": the
/// first hit on the active character is 1 less, the second is not; the next round it guards
/// again.
#[test]
fn bogglecat_box_decreases_damage_to_the_active_character_once_per_round() {
    let mut g = lynette().energy(P1, 0, 2).build();
    g.act("p1 skill Magic Trick: Astonishing Shift");
    g.act("p2 skill Fatal Rainscreen");
    assert_eq!(g.hp(P1, 0), 10 - 1);
    assert!(g.combat(P1, EntityId::BogglecatBoxsTaunt).is_none());
    g.act("p1 end").act("p2 skill Fatal Rainscreen");
    assert_eq!(g.hp(P1, 0), 10 - 1 - 2);
    g.end_round();
    assert_eq!(g.combat(P1, EntityId::BogglecatBoxsTaunt).unwrap().usage, 1);
}

/// "When your character(s) take Cryo/Hydro/Pyro/Electro DMG: Change the Elemental Type of
/// this card to the element of the damage taken. (Once before leaving play)": Hydro damage
/// to Lynette makes the box Hydro; a later Electro hit does not change it.
#[test]
fn bogglecat_box_takes_the_element_of_the_first_damage_taken() {
    let mut g = lynette().energy(P1, 0, 2).build();
    g.act("p1 skill Magic Trick: Astonishing Shift");
    g.act("p2 skill Fatal Rainscreen");
    g.act("p1 end")
        .act("p2 switch 2")
        .act("p2 skill Nightrider");
    g.clear_log().end_round();
    assert!(g.damages().contains(&d(1, 1, "Hydro")), "{:?}", g.damages());
}

/// The Taunt leaves with the box: when its last usage is spent, the Taunt is discarded.
#[test]
fn the_taunt_leaves_with_the_box() {
    let mut g = lynette()
        .summon(P1, json!({"name": "Bogglecat Box", "usage": 1}))
        .combat(P1, json!("Bogglecat Box's Taunt"))
        .build();
    g.end_round();
    assert!(g.summon(P1, EntityId::BogglecatBox).is_none());
    assert!(g.combat(P1, EntityId::BogglecatBoxsTaunt).is_none());
}

/// A Cold Blade Like a Shadow (3 Anemo, Combat Action): "After Lynette equips this card,
/// immediately use Enigmatic Feint once. After your Lynette, who has this card equipped,
/// uses Enigmatic Feint for the second time this Round: deals +2 DMG and forces your
/// opponent to switch to their previous character." The card's Feint is the first (3); the
/// second deals 5 and switches P2 from Xingqiu (1) to Ganyu (3); the third deals 3.
#[test]
fn a_cold_blade_second_feint_deals_2_more_and_switches_the_opponent_back() {
    let mut g = lynette()
        .dice(P1, &[("Omni", 10)])
        .hand(P1, "A Cold Blade Like a Shadow")
        .declared_end(P2)
        .build();
    g.act("p1 play A Cold Blade Like a Shadow target 1");
    assert_eq!(g.damages(), [d(0, 3, "Anemo")]);
    assert_eq!(g.dice_total(P1), 10 - 3);
    assert!(g.status(P1, 0, EntityId::AColdBladeLikeAShadow).is_some());
    g.clear_log().act("p1 skill Enigmatic Feint");
    assert_eq!(g.damages(), [d(0, 5, "Anemo")]);
    assert_eq!(g.active(P2), 2);
    g.clear_log().act("p1 skill Enigmatic Feint");
    assert_eq!(g.damages(), [d(2, 3, "Anemo")]);
    assert_eq!(g.active(P2), 2);
}
