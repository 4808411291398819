//! Supports (Paimon, Knights of Favonius Library, Katheryne, Dawn Winery, Liyue Harbor Wharf,
//! Timmie, Liben, Parametric Transformer, NRE), each against its 6.5.0 text; the support
//! zone holds 4.

use crate::common::*;
use invokation::facts::Cost;
use invokation::{
    CardId, ChanceOutcome, ChanceRequest, DecisionKind, Dice, Die, EntityId, Pending, Player,
};

fn team() -> Setup {
    setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

fn support(g: &Game, p: Player, id: EntityId) -> Option<invokation::state::Status> {
    g.state
        .player(p)
        .supports
        .iter()
        .find(|s| s.id == id)
        .copied()
}

/// Applies an action without filling the chance requests it leads to.
fn act_only(g: &mut Game, line: &str) {
    let a = invokation::notation::parse_action(&g.state, line).unwrap();
    g.state.apply_action(a).unwrap();
}

/// Paimon: "When the Action Phase begins: Create 2 Omni Element. Usage(s): 2"; a support,
/// 4 at most: a fifth replaces one.
#[test]
fn paimon_and_the_support_zone() {
    let mut s = team().dice(P1, &[("Omni", 16)]);
    for _ in 0..5 {
        s = s.hand(P1, "Paimon");
    }
    let mut g = s.build();
    for _ in 0..4 {
        g.act("p1 play Paimon");
    }
    assert_eq!(g.state.player(P1).supports.len(), 4);
    assert!(
        g.try_act("p1 play Paimon").is_err(),
        "the zone is full: name one to replace"
    );
    g.act("p1 play Paimon target support 1");
    assert_eq!(g.state.player(P1).supports.len(), 4);
    g.act("p1 end")
        .act("p2 end")
        .act("p1 reroll")
        .act("p2 reroll");
    assert_eq!(g.dice_total(P1), 8 + 4 * 2, "four Paimons: 8 Omni");
    assert!(g.state.player(P1).supports.iter().all(|s| s.usage == 1));
}

/// Knights of Favonius Library: "When played: Select any Elemental Dice to reroll. Roll
/// Phase: Gain another chance to reroll."
#[test]
fn knights_of_favonius_library_rerolls() {
    let mut g = team().hand(P1, "Knights of Favonius Library").build();
    g.act("p1 play Knights of Favonius Library");
    assert_eq!(
        g.state.decision_of(P1),
        Some(invokation::DecisionKind::Reroll)
    );
    g.act("p1 reroll 2*Omni");
    assert_eq!(
        g.state.decision_of(P1),
        Some(invokation::DecisionKind::Action),
        "one reroll"
    );
    g.act("p1 end").act("p2 end");
    g.act("p1 reroll Omni");
    assert_eq!(
        g.state.decision_of(P1),
        Some(invokation::DecisionKind::Reroll),
        "two rerolls in the Roll Phase"
    );
    g.act("p1 reroll").act("p2 reroll");
}

/// Katheryne: "When you perform "Switch Character": This switch is considered a Fast Action
/// instead of a Combat Action. (Once per Round)"
#[test]
fn katheryne_makes_one_switch_a_round_fast() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Katheryne")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Katheryne");
    assert_eq!(g.dice_total(P1), 15, "costs 1");
    g.act("p1 switch 2");
    assert_eq!(g.active(P1), 1);
    assert_eq!(g.state.decision_of(P1), Some(DecisionKind::Action), "fast");
    assert_eq!(g.dice_total(P1), 14, "the switch still costs its die");
    g.act("p1 switch 3");
    assert_eq!(
        g.state.decision_of(P2),
        Some(DecisionKind::Action),
        "the second switch is a combat action"
    );
    g.act("p2 end").act("p1 end");
    g.act("p1 reroll").act("p2 reroll");
    g.act("p2 switch 2").act("p1 switch 1");
    assert_eq!(
        g.state.decision_of(P1),
        Some(DecisionKind::Action),
        "fast again next round"
    );
}

/// Dawn Winery: "When you perform "Switch Character": Spend 1 less Elemental Die. (Max twice
/// per Round)"
#[test]
fn dawn_winery_lowers_two_switches_a_round() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Dawn Winery")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Dawn Winery");
    assert_eq!(g.dice_total(P1), 16 - 3, "costs 3 unaligned (6.5.0)");
    assert_eq!(g.state.switch_cost(P1, 1), Ok(Cost::default()));
    g.act("p1 switch 2").act("p1 switch 3");
    assert_eq!(g.dice_total(P1), 13, "two free switches");
    g.act("p1 switch 1");
    assert_eq!(g.dice_total(P1), 12, "the third costs 1");
}

/// Liyue Harbor Wharf: "End Phase: Draw 2 cards. Usage(s): 2"
#[test]
fn liyue_harbor_wharf_draws_two_in_two_end_phases() {
    let mut s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Liyue Harbor Wharf");
    for _ in 0..10 {
        s = s.deck(P1, "Paimon");
    }
    let mut g = s.build();
    g.act("p1 play Liyue Harbor Wharf");
    assert_eq!(
        support(&g, P1, EntityId::LiyueHarborWharf).unwrap().usage,
        2
    );
    g.end_round();
    assert_eq!(
        g.hand(P1).len(),
        2 + 2,
        "2 from the Wharf, 2 from the End Phase"
    );
    assert_eq!(
        support(&g, P1, EntityId::LiyueHarborWharf).unwrap().usage,
        1
    );
    g.act("p1 reroll").act("p2 reroll").end_round();
    assert_eq!(g.hand(P1).len(), 4 + 4);
    assert!(
        support(&g, P1, EntityId::LiyueHarborWharf).is_none(),
        "used up"
    );
}

/// Timmie: "Triggers automatically once per Round: This card gains 1 Pigeon. When this card
/// gains 3 Pigeons, discard this card, then draw 1 card and create Omni Element ×1." It
/// enters with 1 Pigeon.
#[test]
fn timmie_pays_out_at_three_pigeons() {
    let mut s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Timmie");
    for _ in 0..10 {
        s = s.deck(P1, "Paimon");
    }
    let mut g = s.build();
    g.act("p1 play Timmie");
    assert_eq!(g.dice_total(P1), 8, "free");
    assert_eq!(support(&g, P1, EntityId::Timmie).unwrap().usage, 1);
    g.end_round().act("p1 reroll").act("p2 reroll");
    assert_eq!(support(&g, P1, EntityId::Timmie).unwrap().usage, 2);
    assert_eq!((g.hand(P1).len(), g.dice_total(P1)), (2, 8));
    g.end_round().act("p1 reroll").act("p2 reroll");
    assert!(support(&g, P1, EntityId::Timmie).is_none(), "discarded");
    assert_eq!(g.hand(P1).len(), 4 + 1, "draws 1");
    assert_eq!(g.dice_total(P1), 8 + 1, "and 1 Omni");
}

/// Liben: "End Phase: Collect your unused Elemental Dice (Max 1 of each Elemental Type). /
/// When Action Phase begins: If this card has collected 3 Elemental Dice, draw 2 cards and
/// create Omni Element ×2, then discard this card." Collected dice leave the player's dice:
/// a second Liben collects from what the first left (Pyro 3, Cryo 1, Omni 2: the first
/// takes Pyro, Cryo and an Omni; the second Pyro and the last Omni).
#[test]
fn liben_collects_different_dice_and_pays_out_at_three() {
    let mut s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Liben")
    .hand(P1, "Liben")
    .dice(P1, &[("Pyro", 3), ("Cryo", 1), ("Omni", 2)]);
    for _ in 0..10 {
        s = s.deck(P1, "Paimon");
    }
    let mut g = s.build();
    g.act("p1 play Liben").act("p1 play Liben");
    assert_eq!(g.dice_total(P1), 6, "free");
    g.end_round();
    let usages: Vec<u8> = g
        .state
        .player(P1)
        .supports
        .iter()
        .map(|s| s.usage)
        .collect();
    assert_eq!(usages, vec![3, 2]);
    g.act("p1 reroll").act("p2 reroll");
    let usages: Vec<u8> = g
        .state
        .player(P1)
        .supports
        .iter()
        .map(|s| s.usage)
        .collect();
    assert_eq!(usages, vec![2], "the first paid out and left");
    assert_eq!(g.hand(P1).len(), 2 + 2, "draws 2");
    assert_eq!(g.dice_total(P1), 8 + 2, "and 2 Omni");
}

/// Parametric Transformer: "When either side uses a Skill: If Elemental DMG was dealt, this
/// card gains 1 Qualitative Progress. / If this card has gained 3 Qualitative Progress, then
/// discard this card and create 3 different Basic Elemental Dice." The three elements are a
/// chance event.
#[test]
fn parametric_transformer_counts_elemental_skills_of_both_sides() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Parametric Transformer")
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
    .build();
    let progress = |g: &Game| support(g, P1, EntityId::ParametricTransformer).map(|s| s.usage);
    g.act("p1 play Parametric Transformer");
    assert_eq!(g.dice_total(P1), 16 - 2);
    g.act("p1 skill Normal Attack");
    assert_eq!(progress(&g), Some(0), "Physical damage only");
    g.act("p2 skill Fatal Rainscreen");
    assert_eq!(progress(&g), Some(1), "the opponent's skill counts");
    g.act("p1 skill Searing Onslaught");
    assert_eq!(progress(&g), Some(2));
    let before = g.dice(P1);
    act_only(&mut g, "p2 skill Fatal Rainscreen");
    assert_eq!(
        g.state.pending(),
        Pending::Chance(ChanceRequest::DistinctElements {
            player: P1,
            count: 3
        })
    );
    assert_eq!(progress(&g), None, "discarded");
    let twice = Dice::from_counts(&[(Die::Cryo, 2), (Die::Hydro, 1)]);
    assert!(
        g.state.apply_chance(ChanceOutcome::Dice(twice)).is_err(),
        "different elements"
    );
    let three = Dice::from_counts(&[(Die::Cryo, 1), (Die::Hydro, 1), (Die::Dendro, 1)]);
    g.state.apply_chance(ChanceOutcome::Dice(three)).unwrap();
    let mut expected = before;
    for d in [Die::Cryo, Die::Hydro, Die::Dendro] {
        expected.0[d.index()] += 1;
    }
    assert_eq!(g.dice(P1), expected);
}

/// Parametric Transformer with room for fewer than 3 dice draws only as many different
/// elements as fit (any of them may be the one kept, as in the reference, which keeps the
/// first it drew); with no room it draws none. Found by the differential tool.
#[test]
fn parametric_transformer_draws_only_the_dice_that_fit() {
    for (dice, count) in [(15u8, Some(1u8)), (16, None)] {
        let mut g = setup(
            ["Diluc", "Fischl", "Sucrose"],
            ["Xingqiu", "Ganyu", "Noelle"],
        )
        .support(
            P1,
            serde_json::json!({"name": "Parametric Transformer", "usage": 2}),
        )
        .dice(P1, &[("Omni", dice)])
        .set("to_act", serde_json::json!(2))
        .build();
        act_only(&mut g, "p2 skill Fatal Rainscreen");
        assert_eq!(support(&g, P1, EntityId::ParametricTransformer), None);
        match count {
            Some(count) => {
                assert_eq!(
                    g.state.pending(),
                    Pending::Chance(ChanceRequest::DistinctElements { player: P1, count })
                );
                let geo = Dice::from_counts(&[(Die::Geo, 1)]);
                g.state.apply_chance(ChanceOutcome::Dice(geo)).unwrap();
                assert_eq!(g.dice(P1).count(Die::Geo), 1, "the one drawn is kept");
            }
            None => assert!(!matches!(g.state.pending(), Pending::Chance(_))),
        }
        assert_eq!(g.dice_total(P1), 16);
    }
}

/// Parametric Transformer counts Elemental damage dealt after the skill by an "after skill"
/// effect that resolved before it (as the reference's damage log of the action): Diluc's
/// Physical attack, then Sparks 'n' Splash's 2 Pyro to Diluc himself. (Found by the
/// differential tool.)
#[test]
fn parametric_transformer_counts_elemental_damage_of_after_skill_effects() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .combat(P1, serde_json::json!("Sparks 'n' Splash"))
    .hand(P1, "Parametric Transformer")
    .build();
    let progress = |g: &Game| support(g, P1, EntityId::ParametricTransformer).map(|s| s.usage);
    g.act("p1 play Parametric Transformer");
    g.act("p1 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 10 - 2, "Sparks 'n' Splash");
    assert_eq!(progress(&g), Some(1), "its Pyro damage counts");
}

/// Parametric Transformer counts the damage of a Fatui Ambusher on the side of the skill's
/// user (an "after skill" effect resolved before it): a Physical Normal Attack, then the
/// Ambusher's 1 Pyro. (Found by the differential tool.)
#[test]
fn parametric_transformer_counts_a_fatui_ambushers_damage() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .combat(P1, serde_json::json!("Fatui Ambusher: Pyroslinger Bracer"))
    .hand(P1, "Parametric Transformer")
    .dice(P1, &[("Omni", 16)])
    .build();
    let progress = |g: &Game| support(g, P1, EntityId::ParametricTransformer).map(|s| s.usage);
    g.act("p1 play Parametric Transformer");
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 10 - 2, "2 Physical");
    assert_eq!(g.hp(P1, 0), 10 - 1, "the Ambusher's 1 Pyro");
    assert_eq!(progress(&g), Some(1));
    // The next skill starts afresh: a Physical Normal Attack alone does not count.
    g.act("p2 end").act("p1 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 9, "the Ambusher: once per round");
    assert_eq!(progress(&g), Some(1));
}

/// Parametric Transformer counts the Elemental damage dealt while the skill resolves, also by
/// the effects it triggers: Qiqi's Adeptus Art deals none, but Wind and Freedom's switch after
/// it sets off Icicle (2 Cryo), and that counts (as in the reference, GI-TCG). Damage dealt
/// outside a skill (Icicle after a Switch Character action) does not count for the next
/// skill. Found by the differential tool.
#[test]
fn parametric_transformer_counts_damage_the_skill_triggers() {
    let mut g = setup(
        ["Qiqi", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "Parametric Transformer")
    .hand(P1, "Wind and Freedom")
    .combat(P1, serde_json::json!("Icicle"))
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
    .build();
    let progress = |g: &Game| support(g, P1, EntityId::ParametricTransformer).map(|s| s.usage);
    g.act("p1 play Parametric Transformer");
    let hp = g.hp(P2, 0);
    g.act("p1 switch 2");
    assert_eq!(g.hp(P2, 0), hp - 2, "Icicle struck after the switch");
    g.act("p2 skill Normal Attack");
    assert_eq!(
        progress(&g),
        Some(0),
        "Icicle's damage before the skill does not count"
    );
    g.act("p1 switch 1");
    g.act("p2 end");
    g.act("p1 play Wind and Freedom");
    g.act("p1 skill Adeptus Art: Herald of Frost");
    assert_eq!(g.active(P1), 1, "Wind and Freedom switched Xingqiu in");
    assert_eq!(g.hp(P2, 0), hp - 6, "Icicle struck after each switch");
    assert_eq!(
        progress(&g),
        Some(1),
        "Icicle's damage after the skill, set off by its Wind and Freedom switch, counts"
    );
}

/// NRE: "When played: Draw 1 random Food Event Card from your deck. / When you play a Food
/// Event Card: Draw 1 random Food Event Card from your deck (once per Round)." Other cards do
/// not trigger it.
#[test]
fn nre_draws_food() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hp(P1, 0, 5)
    .hp(P1, 1, 5)
    .hand(P1, "NRE")
    .hand(P1, "Paimon")
    .deck(P1, "Paimon")
    .deck(P1, "Sweet Madame")
    .deck(P1, "Paimon")
    .deck(P1, "Sweet Madame")
    .deck(P1, "Sweet Madame")
    .dice(P1, &[("Omni", 16)])
    .build();
    let foods = |g: &Game| {
        let h = g.hand(P1);
        let d = g.state.player(P1).deck;
        (
            h.iter().filter(|&&c| c == CardId::SweetMadame).count(),
            d.iter().filter(|&&c| c == CardId::SweetMadame).count(),
            d.len(),
        )
    };
    g.act("p1 play NRE");
    assert_eq!(g.dice_total(P1), 15, "costs 1");
    assert_eq!(foods(&g), (1, 2, 4), "a Food card drawn");
    g.act("p1 play Paimon");
    assert_eq!(foods(&g), (1, 2, 4), "not a Food card");
    g.act("p1 play Sweet Madame target 1");
    assert_eq!(foods(&g), (1, 1, 3), "a Food card played: another drawn");
    g.act("p1 play Sweet Madame target 2");
    assert_eq!(foods(&g), (0, 1, 3), "once per round");
}
