//! Golden Wolflord (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::{EntityId, Player};
use serde_json::json;

fn wolflord() -> Setup {
    setup(
        ["Golden Wolflord", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
}

fn corrosion(g: &Game, p: Player, c: usize) -> u8 {
    g.status(p, c, EntityId::GoldenCorrosion)
        .map_or(0, |s| s.usage)
}

/// Wolflord's Strike: "Deals 2 Physical DMG." (1 Geo, 2 Unaligned).
#[test]
fn wolflords_strike_deals_2_physical() {
    let mut g = wolflord().build();
    g.act("p1 skill Wolflord's Strike");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Howling Riftcall: "Deals 2 Geo DMG, attaches 2 stacks of Golden Corrosion to target
/// character, and summons Rifthound Skull." (3 Geo). Golden Corrosion: "Usage(s): 1 (Can
/// stack, max 3 stacks)".
#[test]
fn howling_riftcall_corrodes_the_target_and_summons_rifthound_skull() {
    let mut g = wolflord().build();
    g.act("p1 skill Howling Riftcall");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(corrosion(&g, P2, 0), 2);
    assert_eq!(g.summon(P1, EntityId::RifthoundSkull).unwrap().usage, 2);
    assert_eq!(g.dice_total(P1), 8 - 3);
    g.act("p2 end").act("p1 skill Howling Riftcall");
    assert_eq!(corrosion(&g, P2, 0), 3, "at most 3");
}

/// Golden Cankerbind: "Deals 3 Geo DMG, deals 1 Piercing DMG to all opposing characters on
/// standby, then attaches Golden Corrosion to all opposing characters." (3 Geo, 2 energy).
#[test]
fn golden_cankerbind_pierces_the_standby_and_corrodes_everyone() {
    let mut g = wolflord().energy(P1, 0, 2).build();
    g.act("p1 skill Golden Cankerbind");
    assert_eq!(
        (g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)),
        (12 - 3, 10 - 1, 10 - 1)
    );
    assert_eq!(
        (
            corrosion(&g, P2, 0),
            corrosion(&g, P2, 1),
            corrosion(&g, P2, 2)
        ),
        (1, 1, 1)
    );
    assert_eq!(g.energy(P1, 0), 0);
}

/// Golden Corrosion: "End Phase: If the character to which this is attached is on standby,
/// deal 1 Piercing DMG to them for each Usage(s) this effect has." The active character is
/// spared; a strike spends a usage (as the reference).
#[test]
fn golden_corrosion_pierces_standby_characters_in_the_end_phase() {
    let mut g = wolflord()
        .status(P2, 0, json!({"name": "Golden Corrosion", "usage": 2}))
        .status(P2, 1, json!({"name": "Golden Corrosion", "usage": 3}))
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12, "active: spared");
    assert_eq!(corrosion(&g, P2, 0), 2);
    assert_eq!(g.hp(P2, 1), 10 - 3);
    assert_eq!(corrosion(&g, P2, 1), 2);
}

/// Rifthound Skull: "End Phase: Deal 1 Geo DMG, then attach Golden Corrosion to the target
/// character. Usage(s): 2".
#[test]
fn rifthound_skull_strikes_and_corrodes_the_active_character() {
    let mut g = wolflord()
        .summon(P1, json!({"name": "Rifthound Skull", "usage": 2}))
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(corrosion(&g, P2, 0), 1);
    assert_eq!(g.summon(P1, EntityId::RifthoundSkull).unwrap().usage, 1);
}

/// Beastly Corrosion (3 Geo, talent): "After Golden Wolflord equips this card, immediately
/// use Howling Riftcall. When there is Golden Wolflord on the field who has this card
/// equipped, your opponent's Golden Corrosion can stack up to 5 times. This will affect them
/// even if they are on the field."
#[test]
fn beastly_corrosion_stacks_to_5_and_strikes_the_active_character() {
    let mut g = wolflord()
        .status(P2, 0, json!({"name": "Golden Corrosion", "usage": 2}))
        .hand(P1, "Beastly Corrosion")
        .build();
    g.act("p1 play Beastly Corrosion target 1");
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert!(g.status(P1, 0, EntityId::BeastlyCorrosion).is_some());
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(corrosion(&g, P2, 0), 4, "2 + 2, beyond 3");
    g.act("p2 end").act("p1 skill Howling Riftcall");
    assert_eq!(corrosion(&g, P2, 0), 5, "at most 5");
    g.act("p1 end");
    // End Phase (P2, who ended first, first): the corrosion strikes the active character
    // for 5 and spends a usage, then Rifthound Skull deals 1 Geo and adds 1 (5 again).
    assert_eq!(g.hp(P2, 0), 12 - 2 - 2 - 5 - 1);
    assert_eq!(corrosion(&g, P2, 0), 5);
}

/// Without Beastly Corrosion, a corrosion above 3 (stacked while the talent was there)
/// corroded again comes back to 3 (as the reference: its creation cuts it to 3).
#[test]
fn without_the_talent_a_corrosion_above_3_comes_back_to_3() {
    let mut g = wolflord()
        .status(P2, 0, json!({"name": "Golden Corrosion", "usage": 5}))
        .build();
    g.act("p1 skill Howling Riftcall");
    assert_eq!(corrosion(&g, P2, 0), 3);
}
