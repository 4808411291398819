//! Kaedehara Kazuha (6.5.0): 10 HP, 2 energy; Midare Ranzan (its switch made fast and the
//! Normal Attack it makes him use at once), Autumn Whirlwind, Poetics of Fuubutsu.

use crate::common::*;
use invokation::log::LogEvent;
use invokation::{DecisionKind, EntityId};
use serde_json::json;

/// Kazuha, Diluc and Xingqiu against Diluc (10 HP), Fischl (10 HP) and Ganyu (12 HP); every
/// Roll Phase gives 8 Omni dice.
fn kazuha() -> Setup {
    setup(
        ["Kaedehara Kazuha", "Diluc", "Xingqiu"],
        ["Diluc", "Fischl", "Ganyu"],
    )
    .set("config", json!({"all_omni": true}))
}

fn to_act(g: &Game) -> Option<invokation::Player> {
    [P1, P2]
        .into_iter()
        .find(|&p| g.state.decision_of(p) == Some(DecisionKind::Action))
}

/// The skills used, as (side, position, name, charged, plunging).
fn skills(g: &Game) -> Vec<(invokation::Player, u8, &'static str, bool, bool)> {
    g.log
        .iter()
        .filter_map(|e| match *e {
            LogEvent::Skill {
                player,
                character,
                name,
                charged,
                plunging,
            } => Some((player, character, name, charged, plunging)),
            _ => None,
        })
        .collect()
}

/// Garyuu Bladework: "Deals 2 Physical DMG."
#[test]
fn garyuu_bladework_deals_2_physical() {
    let mut g = kazuha().build();
    g.act("p1 skill Garyuu Bladework");
    assert_eq!(g.damages(), [(P2, 0, 2, "Physical".to_string())]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Chihayaburu: "Deals 1 Anemo DMG, attaches Midare Ranzan to this character. After the
/// Skill DMG is finalized: Your team switches to the next character." Costs 3 Anemo; +1
/// energy; a combat action (P2's turn); the switch is forced and free.
#[test]
fn chihayaburu_attaches_midare_ranzan_and_switches_to_the_next_character() {
    let mut g = kazuha().build();
    g.act("p1 skill Chihayaburu");
    assert_eq!(g.damages(), [(P2, 0, 1, "Anemo".to_string())]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.status(P1, 0, EntityId::MidareRanzan).unwrap().usage, 1);
    assert_eq!(g.active(P1), 1);
    assert_eq!(to_act(&g), Some(P2));
}

/// Midare Ranzan: "The next time you use Switch Character to switch to the character to
/// which this is attached: This switch is considered a Fast Action rather than a Combat
/// Action. / ... they immediately use a Normal Attack ...; the Physical DMG this Normal
/// Attack deals is converted to Anemo DMG. Once finalized, this effect is removed." The
/// switch back costs 1 die but keeps P1's turn; at once (P1 is not asked) Kazuha attacks:
/// 2 Anemo, for free, a Plunging Attack (he was switched in) and a Charged one (4 dice);
/// +1 energy; Midare Ranzan is gone and the turn passes.
#[test]
fn midare_ranzan_fast_switch_back_then_an_anemo_normal_attack_at_once() {
    let mut g = kazuha().build();
    g.act("p1 skill Chihayaburu").act("p2 end").clear_log();
    g.act("p1 switch 1");
    assert_eq!(g.dice_total(P1), 5 - 1);
    assert_eq!(
        skills(&g),
        [(P1, 0, "Garyuu Bladework", true, true)],
        "used without asking P1"
    );
    assert_eq!(g.damages(), [(P2, 0, 2, "Anemo".to_string())]);
    assert_eq!(g.hp(P2, 0), 10 - 1 - 2);
    assert_eq!(g.dice_total(P1), 4, "the attack is free");
    assert_eq!(g.energy(P1, 0), 2);
    assert!(g.status(P1, 0, EntityId::MidareRanzan).is_none());
    assert_eq!(
        to_act(&g),
        Some(P1),
        "P2 has ended: P1 acts again, as usual"
    );
    assert_eq!(g.state.switch_cost(P1, 1).unwrap().dice(), 1);
}

/// The switch is fast only once: its usage is spent (the status stays at 0 until the
/// attack). A switch to another character is not fast.
#[test]
fn midare_ranzan_makes_only_the_switch_to_its_character_fast() {
    let mut g = kazuha().build();
    g.act("p1 skill Chihayaburu").act("p2 skill Tempered Sword");
    g.act("p1 switch 3");
    assert_eq!(
        to_act(&g),
        Some(P2),
        "a switch to Xingqiu is a combat action"
    );
    assert_eq!(g.status(P1, 0, EntityId::MidareRanzan).unwrap().usage, 1);
    g.act("p2 end").act("p1 switch 1");
    assert_eq!(skills(&g).last().unwrap().2, "Garyuu Bladework");
    assert!(g.status(P1, 0, EntityId::MidareRanzan).is_none());
}

/// "If this skill triggers Swirl, Midare Ranzan is converted to the Swirled Element." On a
/// Pyro target: Midare Ranzan: Pyro, and the Normal Attack deals 2 Pyro.
#[test]
fn midare_ranzan_takes_the_swirled_element() {
    let mut g = kazuha().aura(P2, 0, &["Pyro"]).build();
    g.act("p1 skill Chihayaburu");
    assert_eq!(crate::reactions::fired(&g), ["Swirl"]);
    assert!(g.status(P1, 0, EntityId::MidareRanzanPyro).is_some());
    assert!(g.status(P1, 0, EntityId::MidareRanzan).is_none());
    g.act("p2 end").clear_log().act("p1 switch 1");
    assert_eq!(g.damages(), [(P2, 0, 2, "Pyro".to_string())]);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
}

/// With no other character left, Kazuha stays active: his player's next turn is the
/// Normal Attack, at once.
#[test]
fn alone_kazuha_attacks_at_his_next_turn() {
    let mut g = kazuha().hp(P1, 1, 0).hp(P1, 2, 0).build();
    g.act("p1 skill Chihayaburu");
    assert_eq!(g.active(P1), 0);
    g.clear_log().act("p2 skill Tempered Sword");
    assert_eq!(skills(&g).last().unwrap().2, "Garyuu Bladework");
    assert_eq!(g.hp(P2, 0), 10 - 1 - 2);
    assert!(g.status(P1, 0, EntityId::MidareRanzan).is_none());
    assert_eq!(to_act(&g), Some(P2));
}

/// While Kazuha cannot use skills (Frozen), his player acts as usual; the attack comes at
/// the first turn he can (as prepared skills wait).
#[test]
fn a_frozen_kazuha_attacks_once_thawed() {
    let mut g = kazuha()
        .hp(P1, 1, 0)
        .hp(P1, 2, 0)
        .status(P1, 0, json!("Midare Ranzan"))
        .status(P1, 0, json!({"name": "Frozen", "duration": 1}))
        .build();
    assert_eq!(to_act(&g), Some(P1), "asked: Kazuha is Frozen");
    g.act("p1 end").act("p2 end");
    // Round 2: Frozen is gone; P1 (who ended first) acts first: the attack.
    assert!(g.status(P1, 0, EntityId::Frozen).is_none());
    assert_eq!(skills(&g), [(P1, 0, "Garyuu Bladework", true, false)]);
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert!(g.status(P1, 0, EntityId::MidareRanzan).is_none());
    assert_eq!(to_act(&g), Some(P2));
}

/// Kazuha Slash: "Deals 1 Anemo DMG and summons Autumn Whirlwind." Autumn Whirlwind: "End
/// Phase: Deal 1 Anemo DMG. Usage(s): 3"; it converts to the element of the first Swirl of
/// its side (the burst's own Swirl of Cryo here).
#[test]
fn kazuha_slash_summons_autumn_whirlwind_which_converts() {
    let mut g = kazuha().energy(P1, 0, 2).aura(P2, 0, &["Cryo"]).build();
    g.act("p1 skill Kazuha Slash");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.summon(P1, EntityId::AutumnWhirlwind).unwrap().usage, 3);
    assert_eq!(g.active(P1), 0, "only Chihayaburu switches");
    g.clear_log().end_round();
    assert_eq!(g.damages()[0], (P2, 0, 1, "Cryo".to_string()));
    assert_eq!(g.summon(P1, EntityId::AutumnWhirlwind).unwrap().usage, 2);
}

/// Poetics of Fuubutsu (3 Anemo): "When Kaedehara Kazuha is your active character, equip
/// this card. After Kaedehara Kazuha equips this card, he will immediately use Chihayaburu
/// once. After Kaedehara Kazuha triggers Swirl with this card equipped: For the next 2
/// instances, your Characters and Summons will deal +1 DMG for the Elemental Type Swirled."
/// The Swirl of Pyro creates Poetics of Fuubutsu: Pyro (2 uses), after the skill (its own
/// spread Pyro is not boosted); Diluc's next two Pyro hits get +1, the third not.
#[test]
fn poetics_of_fuubutsu_boosts_the_swirled_element_twice() {
    let mut g = kazuha()
        .hand(P1, "Poetics of Fuubutsu")
        .aura(P2, 0, &["Pyro"])
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Poetics of Fuubutsu target 1");
    assert!(g.status(P1, 0, EntityId::PoeticsOfFuubutsu).is_some());
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(
        [g.hp(P2, 1), g.hp(P2, 2)],
        [10 - 1, 12 - 1],
        "spread: 1 each"
    );
    assert_eq!(
        g.combat(P1, EntityId::PoeticsOfFuubutsuPyro).unwrap().usage,
        2
    );
    assert_eq!(g.active(P1), 1, "the switch after Chihayaburu");
    assert_eq!(to_act(&g), Some(P2));
    g.act("p2 end").clear_log();
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.damages()[0], (P2, 0, 3 + 1, "Pyro".to_string()));
    assert_eq!(
        g.combat(P1, EntityId::PoeticsOfFuubutsuPyro).unwrap().usage,
        1
    );
    g.clear_log().act("p1 skill Tempered Sword");
    assert_eq!(
        g.damages()[0],
        (P2, 0, 2, "Physical".to_string()),
        "Physical: not boosted"
    );
    g.clear_log().act("p1 skill Searing Onslaught");
    assert_eq!(g.damages()[0], (P2, 0, 3 + 1, "Pyro".to_string()));
    assert!(g.combat(P1, EntityId::PoeticsOfFuubutsuPyro).is_none());
}

/// Without the talent, Chihayaburu's Swirl creates no Poetics status.
#[test]
fn no_poetics_without_the_talent() {
    let mut g = kazuha().aura(P2, 0, &["Hydro"]).build();
    g.act("p1 skill Chihayaburu");
    assert!(g.combat(P1, EntityId::PoeticsOfFuubutsuHydro).is_none());
    assert!(g.status(P1, 0, EntityId::MidareRanzanHydro).is_some());
}
