//! Sayu (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn sayu() -> Setup {
    setup(
        ["Sayu", "Xingqiu", "Noelle"],
        ["Xingqiu", "Fischl", "Ganyu"],
    )
    .set("config", json!({"all_omni": true}))
}

fn d(c: u8, amount: u8, dtype: &str) -> (invokation::Player, u8, u8, String) {
    (P2, c, amount, dtype.to_string())
}

/// Shuumatsuban Ninja Blade: "Deals 2 Physical DMG." Costs 1 Anemo and 2 unaligned.
#[test]
fn shuumatsuban_ninja_blade_deals_2_physical() {
    let mut g = sayu().build();
    g.act("p1 skill Shuumatsuban Ninja Blade");
    assert_eq!(g.damages(), [d(0, 2, "Physical")]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Yoohoo Art: Fuuin Dash: "Deals 1 Anemo DMG, and this character begins to Prepare Skill:
/// Fuufuu Whirlwind Kick." Fuufuu Whirlwind Kick: "(Prepare for 1 turn) Deals 2 Anemo DMG".
/// Without an aura to swirl, the kick is Anemo; it is Sayu's next action (P2 has ended:
/// at once), and gives no energy.
#[test]
fn fuuin_dash_deals_1_anemo_and_prepares_a_2_anemo_kick() {
    let mut g = sayu().declared_end(P2).build();
    g.act("p1 skill Yoohoo Art: Fuuin Dash");
    assert_eq!(g.damages(), [d(0, 1, "Anemo"), d(0, 2, "Anemo")]);
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1, "the prepared kick gives none");
    assert!(g.status(P1, 0, EntityId::FuufuuWindwheel).is_none());
}

/// The preparation takes a turn: with P2 still acting, Sayu has Fuufuu Windwheel until her
/// next turn.
#[test]
fn the_kick_waits_for_sayus_next_turn() {
    let mut g = sayu().build();
    g.act("p1 skill Yoohoo Art: Fuuin Dash");
    assert!(g.status(P1, 0, EntityId::FuufuuWindwheel).is_some());
    assert_eq!(g.hp(P2, 0), 10 - 1);
    g.act("p2 skill Guhua Style");
    assert!(g.status(P1, 0, EntityId::FuufuuWindwheel).is_none());
    assert_eq!(g.hp(P2, 0), 10 - 1 - 2);
}

/// "If this usage of the skill triggers Swirl, then Fuufuu Whirlwind Kick is converted to
/// DMG of the Swirled Element": on Pyro, the dash swirls (1 Pyro to each standby opponent)
/// and the kick deals 2 Pyro.
#[test]
fn a_swirl_converts_the_kick_to_the_swirled_element() {
    let mut g = sayu().aura(P2, 0, &["Pyro"]).declared_end(P2).build();
    g.act("p1 skill Yoohoo Art: Fuuin Dash");
    assert_eq!(
        g.damages(),
        [
            d(0, 1, "Anemo"),
            d(1, 1, "Pyro"),
            d(2, 1, "Pyro"),
            d(0, 2, "Pyro")
        ]
    );
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
}

/// Cryo and Dendro together: the Cryo is swirled, the kick is Cryo. A Dendro aura is not
/// swirled: the kick stays Anemo.
#[test]
fn the_kick_takes_cryo_from_cryo_dendro_and_stays_anemo_on_dendro() {
    let mut g = sayu()
        .aura(P2, 0, &["Cryo", "Dendro"])
        .declared_end(P2)
        .build();
    g.act("p1 skill Yoohoo Art: Fuuin Dash");
    assert_eq!(g.damages().last(), Some(&d(0, 2, "Cryo")));
    let mut g = sayu().aura(P2, 0, &["Dendro"]).declared_end(P2).build();
    g.act("p1 skill Yoohoo Art: Fuuin Dash");
    assert_eq!(g.damages(), [d(0, 1, "Anemo"), d(0, 2, "Anemo")]);
}

/// Yoohoo Art: Mujina Flurry: "Deals 1 Anemo DMG, summons 1 Muji-Muji Daruma." Costs 3
/// Anemo and 2 energy. Muji-Muji Daruma: "End Phase: Deal 1 Anemo DMG, heal the character on
/// your team that has taken the most damage for 2 HP. Usage(s): 2"
#[test]
fn mujina_flurry_summons_a_daruma_that_strikes_and_heals_the_most_injured() {
    let mut g = sayu()
        .energy(P1, 0, 2)
        .hp(P1, 0, 8)
        .hp(P1, 2, 5)
        .hp(P1, 1, 6)
        .build();
    g.act("p1 skill Yoohoo Art: Mujina Flurry");
    assert_eq!(g.damages(), [d(0, 1, "Anemo")]);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.summon(P1, EntityId::MujiMujiDaruma).unwrap().usage, 2);
    g.clear_log().end_round();
    assert!(g.damages().contains(&d(0, 1, "Anemo")));
    assert_eq!(g.hp(P2, 0), 10 - 1 - 1);
    assert_eq!(
        g.hp(P1, 2),
        5 + 2,
        "Noelle (12 HP, 7 missing) is the most injured"
    );
    assert_eq!((g.hp(P1, 0), g.hp(P1, 1)), (8, 6));
    assert_eq!(g.summon(P1, EntityId::MujiMujiDaruma).unwrap().usage, 1);
}

/// Skiving: New and Improved (3 Anemo, Combat Action): "When Sayu equips this card,
/// immediately use Yoohoo Art: Fuuin Dash once. When your Sayu who has this card equipped is
/// the active character, draw 2 cards when you trigger a Swirl reaction. (Once per Round)"
/// The dash it uses swirls Pyro: 2 cards; the kick is Pyro. A second Swirl that round draws
/// nothing.
#[test]
fn skiving_draws_2_after_a_swirl_once_per_round() {
    let mut g = sayu()
        .aura(P2, 0, &["Pyro"])
        .hand(P1, "Skiving: New and Improved")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .build();
    g.act("p1 play Skiving: New and Improved target 1");
    assert!(g.status(P1, 0, EntityId::SkivingNewAndImproved).is_some());
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.hand(P1).len(), 2, "drew 2");
    assert_eq!(g.energy(P1, 0), 1);
    g.act("p2 end");
    assert_eq!(g.damages().last(), Some(&d(0, 2, "Pyro")));
    g.act("p1 skill Yoohoo Art: Fuuin Dash");
    assert!(g.damages().iter().filter(|x| x.3 == "Pyro").count() >= 3);
    assert_eq!(g.hand(P1).len(), 2, "once per round");
}

/// The draw needs Sayu active: a Swirl by another character of her side, Sayu on standby,
/// draws nothing.
#[test]
fn skiving_needs_sayu_active() {
    let mut g = setup(
        ["Sayu", "Sucrose", "Noelle"],
        ["Xingqiu", "Fischl", "Ganyu"],
    )
    .status(P1, 0, json!({"name": "Skiving: New and Improved"}))
    .aura(P2, 0, &["Pyro"])
    .active(P1, 1)
    .deck(P1, "Sweet Madame")
    .deck(P1, "Sweet Madame")
    .build();
    g.act("p1 skill Astable Anemohypostasis Creation - 6308");
    assert_eq!(g.hand(P1).len(), 0);
}
