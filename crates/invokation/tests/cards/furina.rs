//! Furina (6.5.0): 12 HP, 2 energy, Hydro sword; her card (1211) is in the Arkhe: Ousia
//! state, her form 1212 in the Arkhe: Pneuma state; the card Seats Sacred and Secular.

use crate::common::*;
use invokation::cards::{arkhe, Arkhe};
use invokation::{CardId, CharacterId, EntityId, Version};
use serde_json::json;

const SEATS: CardId = CardId::SeatsSacredAndSecular;
const SALON: EntityId = EntityId::SalonMembers;
const SINGER: EntityId = EntityId::SingerOfManyWaters;
const CENTER: EntityId = EntityId::CenterOfAttention;

/// (Without the Seats Sacred and Secular a position's "battle begins" would give.)
fn furina() -> Setup {
    setup(
        ["Furina", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .no_statuses(P1, 0)
    .set("config", json!({"all_omni": true}))
}

/// Furina already in the Pneuma state (1212).
fn pneuma() -> Setup {
    setup(
        ["1212", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .no_statuses(P1, 0)
}

fn seats_in(g: &Game) -> usize {
    g.hand(P1).iter().filter(|&&c| c == SEATS).count()
}

/// Her card: 12 HP, 2 energy; the texts' Arkhe (docs/rules.md, "Arkhe"): 1211 "is currently
/// in the Arkhe: Ousia state", 1212 in the Pneuma state, whatever the data's tag names say;
/// before 6.2 she had 10 HP.
#[test]
fn her_card_and_her_states() {
    let g = furina().build();
    assert_eq!((g.hp(P1, 0), g.ch(P1, 0).max_energy), (12, 2));
    let v = Version::LATEST;
    assert_eq!(arkhe(CharacterId::Furina_1211, v), Some(Arkhe::Ousia));
    assert_eq!(arkhe(CharacterId::Furina_1212, v), Some(Arkhe::Pneuma));
    assert_eq!(arkhe(CharacterId::Xingqiu, v), None);
    assert_eq!(Arkhe::Ousia.opposite(), Arkhe::Pneuma);
    let old = CharacterId::Furina_1211.facts(Version::V6_1_0).unwrap();
    assert_eq!(old.hp, 10);
}

/// Arkhe: Seats Sacred and Secular (passive): "When battle begins, create 1 Seats Sacred and
/// Secular card in your Hand."
#[test]
fn the_battle_begins_with_seats_in_hand() {
    let s = battle_start(
        ["Furina", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    );
    assert_eq!(s.player(P1).hand.as_slice(), &[SEATS]);
    assert!(s.player(P2).hand.is_empty());
}

/// Soloist's Solicitation (Ousia): "Deals 2 Physical DMG. Once per Round: If you do not have
/// Seats Sacred and Secular in your Hand, create 1 Seats Sacred and Secular card in your
/// Hand." With one in hand none is created, and the round's use is kept for later.
#[test]
fn soloists_solicitation_creates_seats_if_none_in_hand() {
    let mut g = furina()
        .hand(P1, "Seats Sacred and Secular")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 skill Soloist's Solicitation");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Physical")]);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(seats_in(&g), 1, "one in hand already: none created");
    // Played twice (Pneuma, then back to Ousia), the hand has none: the next Normal Attack
    // of the round creates one, the one after does not.
    g.act("p2 end").act("p1 play Seats Sacred and Secular");
    assert_eq!(g.ch(P1, 0).id, CharacterId::Furina_1212);
    assert_eq!(seats_in(&g), 0);
    g.act("p1 skill Soloist's Solicitation");
    assert_eq!(seats_in(&g), 1, "the round's use was kept");
    g.act("p1 play Seats Sacred and Secular");
    assert_eq!(g.ch(P1, 0).id, CharacterId::Furina_1211);
    g.act("p1 skill Soloist's Solicitation");
    assert_eq!(seats_in(&g), 0, "once per round");
    // Next round, again.
    g.end_round();
    g.act("p1 skill Soloist's Solicitation");
    assert_eq!(seats_in(&g), 1);
}

/// Soloist's Solicitation (Pneuma, 1212): "Once per Round: Create 1 Seats Sacred and Secular
/// card in your Hand": whatever the hand holds (docs/rules.md, "Furina"), once per round.
#[test]
fn pneuma_soloists_solicitation_creates_seats_even_with_one_in_hand() {
    let mut g = pneuma().hand(P1, "Seats Sacred and Secular").build();
    g.act("p1 skill Soloist's Solicitation");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(seats_in(&g), 2);
    g.act("p2 end").act("p1 skill Soloist's Solicitation");
    assert_eq!(seats_in(&g), 2, "once per round");
}

/// Salon Solitaire (Ousia): "Summons Salon Members" (Usage(s): 2, can stack, max 4 stacks);
/// no damage.
#[test]
fn salon_solitaire_summons_salon_members_stacking_to_4() {
    let mut g = furina().dice(P1, &[("Omni", 12)]).build();
    g.act("p1 skill Salon Solitaire");
    assert!(g.damages().is_empty());
    assert_eq!(g.summon(P1, SALON).unwrap().usage, 2);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 12 - 3);
    g.act("p2 end").act("p1 skill Salon Solitaire");
    assert_eq!(g.summon(P1, SALON).unwrap().usage, 4);
    g.act("p1 skill Salon Solitaire");
    assert_eq!(g.summon(P1, SALON).unwrap().usage, 4, "at most 4");
    assert!(g.summon(P1, SINGER).is_none());
}

/// Salon Solitaire (Pneuma): "Summons Singer of Many Waters".
#[test]
fn pneuma_salon_solitaire_summons_singer_of_many_waters() {
    let mut g = pneuma().build();
    g.act("p1 skill Salon Solitaire");
    assert_eq!(g.summon(P1, SINGER).unwrap().usage, 2);
    assert!(g.summon(P1, SALON).is_none());
}

/// Salon Members: "End Phase: Deal 1 Hydro DMG. If your side has characters with at least 6
/// HP, deal 1 Piercing DMG to your character who has taken the least DMG, and deal another 1
/// Hydro DMG." Usage(s): 2. The least injured: Noelle (full HP) over the injured others.
#[test]
fn salon_members_strike_twice_and_pierce_the_least_injured() {
    let mut g = furina()
        .hp(P1, 0, 9)
        .hp(P1, 1, 8)
        .summon(P1, json!({"name": "Salon Members", "usage": 2}))
        .build();
    g.clear_log().end_round();
    assert_eq!(
        g.damages(),
        [
            hit(P2, 0, 1, "Hydro"),
            hit(P1, 2, 1, "Piercing"),
            hit(P2, 0, 1, "Hydro"),
        ]
    );
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.hp(P1, 2), 12 - 1);
    assert_eq!(g.summon(P1, SALON).unwrap().usage, 1);
}

/// Salon Members with no character at 6 HP or more: only the first 1 Hydro DMG; the last
/// usage discards it.
#[test]
fn salon_members_without_a_healthy_character_strike_once() {
    let mut g = furina()
        .hp(P1, 0, 5)
        .hp(P1, 1, 4)
        .hp(P1, 2, 3)
        .summon(P1, json!({"name": "Salon Members", "usage": 1}))
        .build();
    g.clear_log().end_round();
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Hydro")]);
    assert_eq!([g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)], [5, 4, 3]);
    assert!(g.summon(P1, SALON).is_none());
}

/// Salon Members' first 1 Hydro DMG defeating the opposing active character: the
/// death-swap choice comes before the rest (as the reference's two End Phase effects), and
/// the other 1 Hydro DMG hits the character chosen.
#[test]
fn salon_members_let_the_death_swap_come_between_their_two_strikes() {
    let mut g = furina()
        .summon(P1, json!({"name": "Salon Members", "usage": 2}))
        .hp(P2, 0, 1)
        .build();
    g.clear_log().end_round();
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Hydro")]);
    assert_eq!(g.summon(P1, SALON).unwrap().usage, 2, "not yet spent");
    assert_eq!(g.hp(P1, 0), 12, "no Piercing DMG yet");
    g.clear_log().act("p2 choose 2");
    // Nobody injured: the least injured is the active character (the first from it).
    assert_eq!(
        g.damages(),
        [hit(P1, 0, 1, "Piercing"), hit(P2, 1, 1, "Hydro")]
    );
    assert_eq!(g.summon(P1, SALON).unwrap().usage, 1);
}

/// Singer of Many Waters: "End Phase: Heal all your characters for 1 HP. If your side has
/// characters with no more than 5 HP, heal the most injured character for an additional 1
/// HP." Usage(s): 2.
#[test]
fn singer_heals_all_and_the_most_injured_again() {
    let mut g = pneuma()
        .hp(P1, 0, 10)
        .hp(P1, 1, 4)
        .hp(P1, 2, 7)
        .summon(P1, json!({"name": "Singer of Many Waters", "usage": 2}))
        .build();
    g.end_round();
    assert_eq!([g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)], [11, 6, 8]);
    assert_eq!(g.summon(P1, SINGER).unwrap().usage, 1);
}

/// Singer of Many Waters reads its condition after the first heal: a character at 5 HP is
/// healed to 6 first, so nobody is "no more than 5" and there is no second heal.
#[test]
fn singer_reads_hp_after_the_first_heal() {
    let mut g = pneuma()
        .hp(P1, 0, 10)
        .hp(P1, 1, 5)
        .summon(P1, json!({"name": "Singer of Many Waters", "usage": 1}))
        .build();
    g.end_round();
    assert_eq!([g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)], [11, 6, 12]);
    assert!(g.summon(P1, SINGER).is_none());
}

/// Seats Sacred and Secular (free, fast): "Switch Furina's state between Arkhe: Ousia and
/// Arkhe: Pneuma. If you have Salon Members or Singer of Many Waters on the field, change
/// their state as well." The summon keeps its place and its usages; Furina keeps HP, energy
/// and statuses.
#[test]
fn seats_switches_furina_and_her_summon() {
    let mut g = furina()
        .hp(P1, 0, 7)
        .energy(P1, 0, 1)
        .summon(P1, json!({"name": "Salon Members", "usage": 3}))
        .summon(P1, json!("Oz"))
        .hand(P1, "Seats Sacred and Secular")
        .hand(P1, "Seats Sacred and Secular")
        .build();
    g.act("p1 play Seats Sacred and Secular");
    assert_eq!(g.ch(P1, 0).id, CharacterId::Furina_1212);
    assert_eq!((g.hp(P1, 0), g.energy(P1, 0)), (7, 1));
    let summons = g.state.player(P1).summons;
    assert_eq!(summons[0].id, SINGER, "in Salon Members' place");
    assert_eq!(summons[0].usage, 3);
    assert_eq!(g.dice_total(P1), 8, "free");
    // A fast action: P1 acts again, and switches back.
    g.act("p1 play Seats Sacred and Secular");
    assert_eq!(g.ch(P1, 0).id, CharacterId::Furina_1211);
    let summons = g.state.player(P1).summons;
    assert_eq!((summons[0].id, summons[0].usage), (SALON, 3));
}

/// Seats Sacred and Secular needs a living Furina.
#[test]
fn seats_needs_a_living_furina() {
    let mut g = furina()
        .active(P1, 1)
        .hp(P1, 0, 0)
        .hand(P1, "Seats Sacred and Secular")
        .build();
    assert!(g.try_act("p1 play Seats Sacred and Secular").is_err());
}

/// Let the People Rejoice: "Deals 2 Hydro DMG, creates 1 Universal Revelry" (Duration
/// (Rounds): 2). Universal Revelry: "After your active character takes DMG or is healed: Add
/// 1 stack of Revelry." Revelry: "Your side deals +1 DMG. Usage(s): 1 (Can stack. No stack
/// limit)".
#[test]
fn universal_revelry_gathers_revelry_that_adds_to_damage() {
    let mut g = furina().energy(P1, 0, 2).build();
    g.act("p1 skill Let the People Rejoice");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(
        g.combat(P1, EntityId::UniversalRevelry).unwrap().duration,
        2
    );
    assert!(g.combat(P1, EntityId::Revelry).is_none());
    // Diluc hits Furina: 1 Revelry; again: 2 (stacking).
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.combat(P1, EntityId::Revelry).unwrap().usage, 1);
    g.act("p1 end").act("p2 skill Tempered Sword");
    assert_eq!(g.combat(P1, EntityId::Revelry).unwrap().usage, 2);
    assert_eq!(g.hp(P1, 0), 12 - 2 - 2);
    g.act("p2 end");
    // Next round: each damage of Furina's side spends one for +1.
    g.end_round().clear_log();
    g.act("p1 skill Soloist's Solicitation");
    assert_eq!(g.damages(), [hit(P2, 0, 2 + 1, "Physical")]);
    assert_eq!(g.combat(P1, EntityId::Revelry).unwrap().usage, 1);
}

/// Universal Revelry counts heals of the active character (not of a standby one), and
/// damage to a standby character does not count.
#[test]
fn universal_revelry_counts_heals_of_the_active_character_only() {
    let mut g = furina()
        .hp(P1, 0, 8)
        .hp(P1, 1, 8)
        .combat(P1, json!("Universal Revelry"))
        .hand(P1, "Sweet Madame")
        .hand(P1, "Sweet Madame")
        .build();
    g.act("p1 play Sweet Madame target 2");
    assert!(g.combat(P1, EntityId::Revelry).is_none(), "a standby one");
    g.act("p1 play Sweet Madame target 1");
    assert_eq!(g.combat(P1, EntityId::Revelry).unwrap().usage, 1);
}

/// "Hear Me — Let Us Raise the Chalice of Love!" (3 Hydro): "Combat Action: When your active
/// character is Furina, equip this card. After Furina equips this card, immediately use
/// Salon Solitaire once. When Furina, who has this card equipped, uses Salon Solitaire, she
/// will gain Center of Attention." Center of Attention (Ousia): "When the character uses a
/// Normal Attack: Physical DMG dealt by the character is converted to Hydro DMG. If the
/// character is in the Ousia state, heal all of your characters on standby for 1 HP.
/// Usage(s): 1"
#[test]
fn talent_gives_center_of_attention_ousia_heals_standby() {
    let mut g = furina()
        .hp(P1, 1, 5)
        .hp(P1, 2, 5)
        .hand(P1, "212111")
        .dice(P1, &[("Omni", 12)])
        .build();
    g.act("p1 play 212111 target 1");
    assert_eq!(g.dice_total(P1), 12 - 3);
    assert!(g
        .status(P1, 0, EntityId::HearMeLetUsRaiseTheChaliceOfLove)
        .is_some());
    assert_eq!(g.summon(P1, SALON).unwrap().usage, 2);
    assert_eq!(g.status(P1, 0, CENTER).unwrap().usage, 1);
    g.act("p2 end").clear_log();
    g.act("p1 skill Soloist's Solicitation");
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Hydro")]);
    assert_eq!([g.hp(P1, 1), g.hp(P1, 2)], [6, 6]);
    assert!(g.status(P1, 0, CENTER).is_none(), "used up");
    g.clear_log().act("p1 skill Soloist's Solicitation");
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Physical")]);
}

/// Center of Attention (Pneuma): "If the character is in the Pneuma state, +2 DMG for this
/// instance, but deal 1 Piercing DMG to your character who has taken the least DMG."
#[test]
fn center_of_attention_pneuma_adds_two_and_pierces_the_least_injured() {
    let mut g = pneuma()
        .hp(P1, 0, 10)
        .hp(P1, 2, 9)
        .status(P1, 0, json!("Center of Attention"))
        .build();
    g.act("p1 skill Soloist's Solicitation");
    assert_eq!(g.hp(P2, 0), 10 - (2 + 2));
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
    assert_eq!(g.hp(P1, 1), 10 - 1, "Xingqiu, at full HP, took the least");
    assert!(g.status(P1, 0, CENTER).is_none());
}

/// The talent in the Pneuma state: Salon Solitaire summons Singer of Many Waters, and
/// Center of Attention follows.
#[test]
fn talent_in_the_pneuma_state() {
    let mut g = pneuma().hand(P1, "212111").build();
    g.act("p1 play 212111 target 1");
    assert_eq!(g.summon(P1, SINGER).unwrap().usage, 2);
    assert!(g.status(P1, 0, CENTER).is_some());
}
