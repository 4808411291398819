//! The order of defeats and the choice of a new active character when a status answers its
//! character's defeat with damage (Seed of Skandha), inside a skill a talent card makes a
//! character use (docs/rules.md "Defeat"). Found by `invokation soak` and the property
//! tests (seed 10047719403334075004): the choice was asked while another character of that
//! side was still at 0 HP and alive.

mod common;

use common::*;
use invokation::{check, DecisionKind, Pending};
use serde_json::json;

/// P2's Nahida (2 energy, The Seed of Stored Knowledge in hand) faces P1's Bennett (3 HP,
/// Pyro applied) and Xingqiu (1 HP), both seeded; Fischl is untouched.
fn seeded_position() -> Game {
    setup(
        ["Bennett", "Xingqiu", "Fischl"],
        ["Nahida", "Diluc", "Keqing"],
    )
    .set("to_act", json!(2))
    .hp(P1, 0, 3)
    .aura(P1, 0, &["Pyro"])
    .status(P1, 0, json!("Seed of Skandha"))
    .hp(P1, 1, 1)
    .status(P1, 1, json!("Seed of Skandha"))
    .energy(P2, 0, 2)
    .hand(P2, "The Seed of Stored Knowledge")
    .build()
}

/// What P1 is left with once Illusory Heart has burned Bennett to 0 HP and the other seed
/// has pierced Xingqiu to 0 HP: both defeated before P1 chooses, Fischl the only choice.
fn assert_both_defeated_before_the_choice(g: &Game) {
    check::state(&g.state).expect("every invariant holds");
    assert!(!g.ch(P1, 0).alive, "Bennett is defeated by the Burning hit");
    assert_eq!(g.hp(P1, 1), 0);
    assert!(
        !g.ch(P1, 1).alive,
        "Xingqiu, pierced to 0 HP by the seed, is defeated before the choice"
    );
    assert_eq!(
        g.state.pending(),
        Pending::Decision {
            player: P1,
            kind: DecisionKind::DeathSwap
        }
    );
    let choices = g.state.legal_actions();
    assert_eq!(choices.len(), 1, "only Fischl can be chosen: {choices:?}");
    assert_eq!(
        choices[0],
        invokation::Action::Choose {
            player: P1,
            character: 2
        }
    );
}

/// Seed of Skandha: "After any character with Seed of Skandha on that side takes Elemental
/// Reaction DMG: deal 1 Piercing DMG to the character(s) to which the Seed of Skandha is
/// attached." The Seed of Stored Knowledge: "After Nahida equips this card, immediately use
/// Illusory Heart once." The seeds' Piercing DMG, set off by a defeat, is an effect of its
/// own: the character it brings to 0 HP is defeated when it completes, before the death-swap
/// choice of the skill that defeated the active character (as the reference finalizes each
/// triggered skill), also when the skill is used through a card.
#[test]
fn a_seed_set_off_by_a_talents_skill_defeats_before_the_death_swap_choice() {
    let mut g = seeded_position();
    g.act("p2 play The Seed of Stored Knowledge target 1");
    assert_both_defeated_before_the_choice(&g);
    g.act("p1 choose 3");
    assert_eq!(g.active(P1), 2);
    check::state(&g.state).expect("every invariant holds");
}

/// The same burst used as a skill action gives the same result (it always did: no other
/// effect was in progress around it).
#[test]
fn a_seed_set_off_by_a_skill_action_defeats_before_the_death_swap_choice() {
    let mut g = seeded_position();
    g.act("p2 skill Illusory Heart");
    assert_both_defeated_before_the_choice(&g);
}

/// The games of `invokation soak --seed 1000` (13 in 200,000) that broke "a character is
/// defeated exactly at 0 HP" this way (Seed of Skandha with The Seed of Stored Knowledge,
/// Awakening or Abyssal Mayhem: Hydrospout) now keep every invariant. (They replay these
/// positions only while `Deck::random` draws from the same implemented cards.)
#[test]
fn the_soak_games_that_broke_the_invariant_keep_it() {
    for seed in [
        7110, 24279, 25791, 27097, 60944, 98040, 105233, 147536, 148386, 163215, 178097, 180268,
        187111,
    ] {
        let (config, decks) = check::random_setup(seed);
        let mut actions = Vec::new();
        if let Err(v) = check::play(config, [&decks[0], &decks[1]], seed, &mut actions) {
            panic!("seed {seed}: {v}");
        }
    }
}

/// A seed's Piercing DMG set off by reaction damage, resolved inside the response to another
/// seeded character's defeat: Muji-Muji Daruma's End Phase Anemo swirls Hydro off the
/// active Stonehide Lawachurl (defeated) onto Arataki Itto and Fischl (Bloom: 1 HP each);
/// Itto's and Fischl's seeds pierce both to 0 HP. No choice is asked while one of them is
/// still at 0 HP: all three are defeated and P2 wins. (`invokation soak`, game 13712158:
/// the choice was asked with Itto at 0 HP and alive.)
#[test]
fn no_choice_is_asked_while_a_seed_left_a_character_at_0_hp() {
    let mut g = setup(
        ["Stonehide Lawachurl", "Arataki Itto", "Fischl"],
        ["Sayu", "Nahida", "Keqing"],
    )
    .hp(P1, 0, 1)
    .no_statuses(P1, 0)
    .aura(P1, 0, &["Hydro"])
    .status(P1, 0, json!({"name": "Seed of Skandha", "usage": 1}))
    .hp(P1, 1, 3)
    .aura(P1, 1, &["Dendro"])
    .status(P1, 1, json!({"name": "Seed of Skandha", "usage": 2}))
    .hp(P1, 2, 3)
    .aura(P1, 2, &["Dendro"])
    .status(P1, 2, json!({"name": "Seed of Skandha", "usage": 1}))
    .summon(P2, json!({"name": "Muji-Muji Daruma", "usage": 2}))
    .declared_end(P2)
    .build();
    g.act("p1 end");
    assert!((0..3).all(|c| !g.ch(P1, c).alive));
    assert!(check::state(&g.state).is_ok());
    assert_eq!(g.state.outcome(), Some(invokation::Outcome::Win(P2)));
}
