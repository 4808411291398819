//! Supports (Paimon, Knights of Favonius Library, Katheryne, Dawn Winery, Liyue Harbor Wharf,
//! Timmie, Liben, Parametric Transformer, NRE, and the companions, items and locations of
//! 3.3 … 3.8), each against its 6.5.0 text (and its older texts where the behaviour
//! changed); the support zone holds 4.

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

// ------------------------------------------------------------------ cards of 3.3 … 3.8

/// The player's support ids, in order.
fn supports(g: &Game, p: Player) -> Vec<EntityId> {
    g.state.player(p).supports.iter().map(|s| s.id).collect()
}

fn count(g: &Game, p: Player, card: CardId) -> usize {
    g.hand(p).iter().filter(|&&c| c == card).count()
}

/// Chef Mao: "After playing a Food Event Card: Create 1 random Basic Elemental Die. (Once
/// per Round) / After playing a Food Event Card: Draw 1 random Food Event Card from your
/// deck. (Once per match)"
#[test]
fn chef_mao_gives_a_die_a_round_and_draws_food_once() {
    let mut g = team()
        .hp(P1, 0, 5)
        .hp(P1, 1, 5)
        .hp(P1, 2, 5)
        .hand(P1, "Chef Mao")
        .hand(P1, "Mondstadt Hash Brown")
        .hand(P1, "Mondstadt Hash Brown")
        .hand(P1, "Paimon")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Paimon")
        .deck(P1, "Paimon")
        .deck(P1, "Paimon")
        .dice(P1, &[("Omni", 10)])
        .declared_end(P2)
        .build();
    g.act("p1 play Chef Mao");
    assert_eq!(g.dice_total(P1), 9, "costs 1");
    assert_eq!(support(&g, P1, EntityId::ChefMao).unwrap().usage, 1);
    g.act("p1 play Paimon");
    assert_eq!(g.dice_total(P1), 6, "not a Food card: no die");
    let pile = g.state.player(P1).deck.len();
    g.act("p1 play Mondstadt Hash Brown target 1");
    assert_eq!(g.dice_total(P1), 6 - 1 + 1, "1 random basic die");
    assert_eq!(g.dice(P1).count(Die::Omni), 5, "a basic die, not Omni");
    assert_eq!(count(&g, P1, CardId::SweetMadame), 1, "the Food card drawn");
    assert_eq!(g.state.player(P1).deck.len(), pile - 1);
    assert_eq!(support(&g, P1, EntityId::ChefMao).unwrap().usage, 0);
    g.act("p1 play Mondstadt Hash Brown target 2");
    assert_eq!(g.dice_total(P1), 5, "once per round: no die");
    assert_eq!(g.state.player(P1).deck.len(), pile - 1, "once per match");
    g.act("p1 end")
        .act("p1 reroll")
        .act("p2 reroll")
        .act("p2 end");
    assert_eq!(g.dice_total(P1), 8 + 2, "the roll and Paimon's 2");
    g.act("p1 play Sweet Madame target 3");
    assert_eq!(g.dice_total(P1), 10 + 1, "a new round: a die again");
    assert!(
        support(&g, P1, EntityId::ChefMao).is_some(),
        "stays with its draw used"
    );
}

/// Tubby: "When playing a Location Support Card: Spend 2 less Elemental Dice. (Once per
/// Round)" A Location that costs nothing keeps the use.
#[test]
fn tubby_lowers_one_location_a_round_by_two() {
    let mut g = team()
        .hand(P1, "Tubby")
        .hand(P1, "Vanarana")
        .hand(P1, "Dawn Winery")
        .hand(P1, "Liyue Harbor Wharf")
        .dice(P1, &[("Omni", 16)])
        .declared_end(P2)
        .build();
    g.act("p1 play Tubby");
    assert_eq!(g.dice_total(P1), 14, "costs 2");
    g.act("p1 play Vanarana");
    assert_eq!(g.dice_total(P1), 14, "free: the use is kept");
    g.act("p1 play Dawn Winery");
    assert_eq!(g.dice_total(P1), 14 - 1, "3 unaligned less 2");
    g.act("p1 play Liyue Harbor Wharf");
    assert_eq!(g.dice_total(P1), 13 - 2, "once per round");
}

/// Xudong: "When playing a Food Event Card: Spend 2 less Elemental Dice. (Once per Round)"
#[test]
fn xudong_lowers_one_food_a_round_by_two() {
    let mut g = team()
        .hp(P1, 0, 5)
        .hp(P1, 1, 5)
        .hp(P1, 2, 5)
        .hand(P1, "Xudong")
        .hand(P1, "Sweet Madame")
        .hand(P1, "Lotus Flower Crisp")
        .hand(P1, "Mondstadt Hash Brown")
        .dice(P1, &[("Omni", 16)])
        .declared_end(P2)
        .build();
    g.act("p1 play Xudong");
    assert_eq!(g.dice_total(P1), 14, "costs 2");
    g.act("p1 play Sweet Madame target 1");
    assert_eq!(g.dice_total(P1), 14, "free: the use is kept");
    g.act("p1 play Lotus Flower Crisp target 2");
    assert_eq!(g.dice_total(P1), 14, "1 less 2: free");
    g.act("p1 play Mondstadt Hash Brown target 3");
    assert_eq!(g.dice_total(P1), 13, "once per round");
}

/// Dunyarzad: "When playing a Companion Support Card: Spend 1 less Elemental Die. (Once
/// per Round) / After playing a Companion Support Card: Draw 1 random Companion Support
/// Card from your deck. (Once per match)" Playing Dunyarzad does not draw.
#[test]
fn dunyarzad_lowers_a_companion_a_round_and_draws_one_once() {
    let mut g = team()
        .hand(P1, "Dunyarzad")
        .hand(P1, "Katheryne")
        .hand(P1, "Timmie")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Paimon")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Paimon")
        .dice(P1, &[("Omni", 16)])
        .declared_end(P2)
        .build();
    g.act("p1 play Dunyarzad");
    assert_eq!(g.dice_total(P1), 15, "costs 1");
    assert_eq!(g.hand(P1).len(), 2, "its own card draws nothing");
    assert_eq!(support(&g, P1, EntityId::Dunyarzad).unwrap().usage, 1);
    g.act("p1 play Katheryne");
    assert_eq!(g.dice_total(P1), 15, "1 less 1");
    assert_eq!(count(&g, P1, CardId::Paimon), 1, "a Companion drawn");
    assert_eq!(g.state.player(P1).deck.len(), 3);
    g.act("p1 play Timmie");
    assert_eq!(g.state.player(P1).deck.len(), 3, "once per match");
    g.act("p1 play Paimon");
    assert_eq!(g.dice_total(P1), 12, "once per round: Paimon costs 3");
}

/// Ellin: "When you use a Skill that has already been used in this Round: Spend 1 less
/// Elemental Die. (Once per Round)"
#[test]
fn ellin_lowers_a_skill_used_again_this_round() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Ellin")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Ellin");
    assert_eq!(g.dice_total(P1), 14, "costs 2");
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.dice_total(P1), 11, "first use: 3");
    g.act("p1 skill Tempered Sword");
    assert_eq!(g.dice_total(P1), 8, "another skill's first use: 3");
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.dice_total(P1), 6, "used this round: 2");
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.dice_total(P1), 3, "once per round");
}

/// Iron Tongue Tian: "End Phase: One of your characters without maximum Energy gains 1
/// Energy. (Active Character prioritized) / Usage(s): 2" A usage goes also when all are
/// full.
#[test]
fn iron_tongue_tian_gives_energy_in_the_end_phase() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Iron Tongue Tian")
    .energy(P1, 0, 3)
    .energy(P1, 1, 1)
    .active(P1, 0)
    .build();
    g.act("p1 play Iron Tongue Tian");
    assert_eq!(g.dice_total(P1), 6, "costs 2");
    assert_eq!(support(&g, P1, EntityId::IronTongueTian).unwrap().usage, 2);
    g.end_round();
    assert_eq!(
        (g.energy(P1, 0), g.energy(P1, 1), g.energy(P1, 2)),
        (3, 2, 0),
        "the active one is full: the next one gains 1"
    );
    assert_eq!(support(&g, P1, EntityId::IronTongueTian).unwrap().usage, 1);
    g.act("p1 reroll").act("p2 reroll").end_round();
    assert_eq!(g.energy(P1, 1), 3, "the next again");
    assert!(
        support(&g, P1, EntityId::IronTongueTian).is_none(),
        "used up"
    );
}

/// Iron Tongue Tian spends a usage also when every character has full energy.
#[test]
fn iron_tongue_tian_spends_a_usage_when_all_are_full() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Iron Tongue Tian")
    .energy(P1, 0, 3)
    .energy(P1, 1, 3)
    .energy(P1, 2, 2)
    .build();
    g.act("p1 play Iron Tongue Tian").end_round();
    assert_eq!(support(&g, P1, EntityId::IronTongueTian).unwrap().usage, 1);
}

/// Liu Su: "After you switch to a character that lacks Energy: Your active character gains
/// 1 Energy. (Once per Round) / Usage(s): 2"
#[test]
fn liu_su_gives_energy_to_a_character_switched_in_without_any() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Liu Su")
    .energy(P1, 1, 1)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Liu Su");
    assert_eq!(g.dice_total(P1), 15, "costs 1");
    g.act("p1 switch 2");
    assert_eq!(g.energy(P1, 1), 1, "Fischl has energy: nothing");
    assert_eq!(support(&g, P1, EntityId::LiuSu).unwrap().usage, 2);
    g.act("p1 switch 3");
    assert_eq!(g.energy(P1, 2), 1, "Sucrose had none: 1");
    assert_eq!(support(&g, P1, EntityId::LiuSu).unwrap().usage, 1);
    g.act("p1 switch 1");
    assert_eq!(g.energy(P1, 0), 0, "once per round");
    g.act("p1 end")
        .act("p1 reroll")
        .act("p2 reroll")
        .act("p2 end");
    g.act("p1 switch 2").act("p1 switch 1");
    assert_eq!(g.energy(P1, 0), 1, "next round");
    assert!(support(&g, P1, EntityId::LiuSu).is_none(), "used up");
}

/// Rana: "After your character uses an Elemental Skill: Create 1 Elemental Die of the same
/// Type as your next off-field character. (Once per Round)"
#[test]
fn rana_gives_a_die_of_the_next_character_after_an_elemental_skill() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Rana")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Rana");
    assert_eq!(g.dice_total(P1), 14, "costs 2");
    g.act("p1 skill Tempered Sword");
    assert_eq!(g.dice_total(P1), 11, "a Normal Attack: nothing");
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.dice(P1).count(Die::Electro), 1, "Fischl is next: Electro");
    assert_eq!(g.dice_total(P1), 11 - 3 + 1);
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.dice_total(P1), 9 - 3, "once per round");
}

/// Rana with no other character alive: nothing, and the round's use is kept.
#[test]
fn rana_without_a_next_character_gives_nothing() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hp(P1, 1, 0)
    .hp(P1, 2, 0)
    .hand(P1, "Rana")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Rana").act("p1 skill Searing Onslaught");
    assert_eq!(g.dice_total(P1), 11);
    assert_eq!(support(&g, P1, EntityId::Rana).unwrap().counter, 0);
}

/// Master Zhang: "When playing a Weapon card: Spend 1 less Elemental Die. On top of that,
/// for each of your characters already equipped with a Weapon on the field, you spend 1
/// less Elemental Die. (Once per Round)"
#[test]
fn master_zhang_lowers_a_weapon_by_one_plus_one_per_armed_character() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Master Zhang")
    .hand(P1, "Raven Bow")
    .hand(P1, "Wolf's Gravestone")
    .hand(P1, "King's Squire")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Master Zhang");
    assert_eq!(g.dice_total(P1), 15, "costs 1");
    g.act("p1 play Raven Bow target 2");
    assert_eq!(g.dice_total(P1), 15 - 1, "2 less 1: nobody armed yet");
    g.act("p1 play Wolf's Gravestone target 1");
    assert_eq!(g.dice_total(P1), 14 - 3, "once per round");
    g.act("p1 end")
        .act("p1 reroll")
        .act("p2 reroll")
        .act("p2 end");
    g.act("p1 play King's Squire target 2");
    assert_eq!(
        g.dice_total(P1),
        8,
        "next round, two characters armed: 3 less 1 + 2"
    );
    assert!(g.ch(P1, 1).has(EntityId::KingsSquire));
}

/// Treasure-Seeking Seelie: "After your character uses a skill: This card gains 1 Treasure
/// Clue. If this card has 3 Treasure Clues, discard this card and draw 3 cards." The
/// opponent's skills do not count.
#[test]
fn treasure_seeking_seelie_draws_three_after_three_skills() {
    let mut s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Treasure-Seeking Seelie")
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)]);
    for _ in 0..5 {
        s = s.deck(P1, "Paimon");
    }
    let mut g = s.build();
    let clues = |g: &Game| support(g, P1, EntityId::TreasureSeekingSeelie).map(|s| s.usage);
    g.act("p1 play Treasure-Seeking Seelie");
    assert_eq!(g.dice_total(P1), 15, "costs 1");
    g.act("p1 skill Tempered Sword");
    assert_eq!(clues(&g), Some(1));
    g.act("p2 skill Guhua Style");
    assert_eq!(clues(&g), Some(1), "the opponent's skill does not count");
    g.act("p1 skill Searing Onslaught")
        .act("p2 skill Guhua Style");
    assert_eq!(clues(&g), Some(2));
    g.act("p1 skill Tempered Sword");
    assert_eq!(clues(&g), None, "discarded at 3 clues");
    assert_eq!(g.hand(P1).len(), 3, "draws 3");
}

/// Jade Chamber: "Roll Phase: 2 initial Elemental Dice will be of the same Elemental Type as
/// your active character. / When the Action Phase begins: If you have no more than 3 cards
/// in your hand, discard this card and create 1 Omni Element."
#[test]
fn jade_chamber_fixes_two_dice_and_leaves_with_a_small_hand() {
    let mut s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .set("config", serde_json::json!({"all_omni": true}))
    .hand(P1, "Jade Chamber");
    for _ in 0..4 {
        s = s.hand(P1, "Paimon");
    }
    let mut g = s.build();
    g.act("p1 play Jade Chamber");
    assert_eq!(g.dice_total(P1), 8, "free");
    g.end_round();
    assert_eq!(
        g.dice(P1),
        Dice::from_counts(&[(Die::Pyro, 2), (Die::Omni, 6)]),
        "2 dice of Diluc's Pyro (every other die is Omni here)"
    );
    assert!(
        support(&g, P1, EntityId::JadeChamber).is_some(),
        "4 cards in hand: it stays"
    );
    g.act("p1 play Paimon");
    assert_eq!(g.hand(P1).len(), 3);
    g.end_round();
    assert!(
        support(&g, P1, EntityId::JadeChamber).is_none(),
        "3 cards: discarded"
    );
    assert_eq!(g.dice(P1).count(Die::Pyro), 2);
    assert_eq!(
        g.dice(P1).count(Die::Omni),
        6 + 2 + 1,
        "the roll, Paimon's 2 and 1 Omni"
    );
}

/// Jade Chamber before 4.5 only fixes the dice.
#[test]
fn jade_chamber_stays_before_4_5() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .set("version", serde_json::json!("4.4.0"))
    .set("config", serde_json::json!({"all_omni": true}))
    .hand(P1, "Jade Chamber")
    .build();
    g.act("p1 play Jade Chamber").end_round();
    assert!(support(&g, P1, EntityId::JadeChamber).is_some());
    assert_eq!(g.dice(P1).count(Die::Pyro), 2);
    assert_eq!(g.dice_total(P1), 8);
}

/// Wangshu Inn: "End Phase: Heal the most injured character on standby for 2 HP. /
/// Usage(s): 2" Ties: the first from the active character on; nobody injured on standby:
/// no usage spent.
#[test]
fn wangshu_inn_heals_the_most_injured_standby_character() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hp(P1, 0, 2)
    .hp(P1, 1, 6)
    .hp(P1, 2, 6)
    .active(P1, 0)
    .hand(P1, "Wangshu Inn")
    .build();
    g.act("p1 play Wangshu Inn");
    assert_eq!(g.dice_total(P1), 6, "costs 2");
    g.end_round();
    assert_eq!(
        (g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)),
        (2, 8, 6),
        "the active one is not on standby; a tie goes to the first"
    );
    assert_eq!(support(&g, P1, EntityId::WangshuInn).unwrap().usage, 1);
    g.act("p1 reroll").act("p2 reroll").end_round();
    assert_eq!((g.hp(P1, 1), g.hp(P1, 2)), (8, 8));
    assert!(support(&g, P1, EntityId::WangshuInn).is_none(), "used up");
}

/// Wangshu Inn keeps its usage when nobody on standby is injured.
#[test]
fn wangshu_inn_keeps_its_usage_without_injured_standby_characters() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hp(P1, 0, 2)
    .hand(P1, "Wangshu Inn")
    .build();
    g.act("p1 play Wangshu Inn").end_round();
    assert_eq!(support(&g, P1, EntityId::WangshuInn).unwrap().usage, 2);
    assert_eq!(g.hp(P1, 0), 2);
}

/// Favonius Cathedral: "End Phase: Heal your active character for 2 HP. / Usage(s): 2" At
/// full HP: no usage spent.
#[test]
fn favonius_cathedral_heals_the_active_character() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .set("config", serde_json::json!({"all_omni": true}))
    .hand(P1, "Favonius Cathedral")
    .build();
    g.act("p1 play Favonius Cathedral");
    assert_eq!(g.dice_total(P1), 6, "costs 2");
    g.end_round();
    assert_eq!(
        support(&g, P1, EntityId::FavoniusCathedral).unwrap().usage,
        2,
        "full HP: kept"
    );
    g.act("p1 skill Tempered Sword").act("p2 skill Guhua Style");
    let hp = g.hp(P1, 0);
    g.end_round();
    assert_eq!(g.hp(P1, 0), hp + 2);
    assert_eq!(
        support(&g, P1, EntityId::FavoniusCathedral).unwrap().usage,
        1
    );
}

/// Sangonomiya Shrine: "End Phase: Heal all your characters for 1 HP. / Usage(s): 2"
#[test]
fn sangonomiya_shrine_heals_everyone_by_one() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hp(P1, 0, 5)
    .hp(P1, 2, 4)
    .hand(P1, "Sangonomiya Shrine")
    .build();
    g.act("p1 play Sangonomiya Shrine");
    assert_eq!(g.dice_total(P1), 6, "costs 2");
    g.end_round();
    assert_eq!((g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)), (6, 10, 5));
    assert_eq!(
        support(&g, P1, EntityId::SangonomiyaShrine).unwrap().usage,
        1
    );
    g.act("p1 reroll").act("p2 reroll").end_round();
    assert_eq!((g.hp(P1, 0), g.hp(P1, 2)), (7, 6));
    assert!(support(&g, P1, EntityId::SangonomiyaShrine).is_none());
}

/// Sangonomiya Shrine keeps its usage when everyone is at full HP.
#[test]
fn sangonomiya_shrine_keeps_its_usage_at_full_hp() {
    let mut g = team().hand(P1, "Sangonomiya Shrine").build();
    g.act("p1 play Sangonomiya Shrine").end_round();
    assert_eq!(
        support(&g, P1, EntityId::SangonomiyaShrine).unwrap().usage,
        2
    );
}

/// A position at the start of a round's Roll Phase with exactly these dice (none rolled),
/// P1's supports given.
fn at_roll(p1_dice: &[(&str, u8)], supports: serde_json::Value) -> Game {
    let mut s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .set("round", serde_json::json!(2))
    .set("phase", serde_json::json!("roll"))
    .set("config", serde_json::json!({"dice_per_roll": 0}))
    .dice(P1, p1_dice);
    s.json["players"][0]["supports"] = supports;
    let mut g = s.build();
    g.act("p1 reroll").act("p2 reroll");
    g
}

/// Tenshukaku: "When the Action Phase begins: If you have 5 different kinds of Elemental
/// Die, create 1 Omni Element." Each Omni die counts as a kind.
#[test]
fn tenshukaku_gives_omni_with_five_kinds_of_dice() {
    let five = &[("Cryo", 1), ("Hydro", 1), ("Pyro", 2), ("Omni", 2)];
    let g = at_roll(five, serde_json::json!(["Tenshukaku"]));
    assert_eq!(g.dice(P1).count(Die::Omni), 3, "3 elements and 2 Omni: +1");
    let four = &[("Cryo", 1), ("Hydro", 1), ("Pyro", 3), ("Omni", 1)];
    let g = at_roll(four, serde_json::json!(["Tenshukaku"]));
    assert_eq!(g.dice_total(P1), 6, "4 kinds: nothing");
}

/// Grand Narukami Shrine (6.0 on): "After your character uses a Skill: If your Elemental
/// Dice total is odd, create 1 Omni Element. (Twice per Round)"
#[test]
fn grand_narukami_shrine_gives_omni_after_skills_leaving_odd_dice() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Grand Narukami Shrine")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Grand Narukami Shrine");
    assert_eq!(g.dice_total(P1), 13, "costs 3 unaligned");
    g.act("p1 skill Tempered Sword");
    assert_eq!(g.dice_total(P1), 10, "even: nothing");
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.dice_total(P1), 7 + 1, "odd: 1 Omni");
    g.act("p1 skill Tempered Sword");
    assert_eq!(g.dice_total(P1), 5 + 1);
    g.act("p1 skill Tempered Sword");
    assert_eq!(g.dice_total(P1), 3, "twice per round");
}

/// Grand Narukami Shrine before 6.0: "Triggers automatically once per Round: Create 1
/// random Basic Elemental Die. / Usage(s): 3": a die on entering, then one as each Action
/// Phase begins.
#[test]
fn grand_narukami_shrine_gave_a_random_die_each_round_before_6_0() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .set("version", serde_json::json!("5.8.0"))
    .set("config", serde_json::json!({"all_omni": true}))
    .hand(P1, "Grand Narukami Shrine")
    .build();
    g.act("p1 play Grand Narukami Shrine");
    assert_eq!(g.dice_total(P1), 8 - 2 + 1, "costs 2; a die on entering");
    assert_eq!(g.dice(P1).count(Die::Omni), 6, "a basic die");
    let shrine = |g: &Game| support(g, P1, EntityId::GrandNarukamiShrine).map(|s| s.usage);
    assert_eq!(shrine(&g), Some(2));
    g.act("p1 skill Tempered Sword");
    assert_eq!(shrine(&g), Some(2), "skills do nothing before 6.0");
    g.end_round();
    assert_eq!(g.dice_total(P1), 8 + 1);
    assert_eq!(shrine(&g), Some(1));
    g.end_round();
    assert_eq!(g.dice_total(P1), 8 + 1);
    assert_eq!(shrine(&g), None, "used up");
}

/// Sumeru City: "When you play a Talent card or your character uses a Skill: If you do not
/// have more Elemental Dice than cards in your hand, spend 1 less Elemental Die. (Once per
/// Round)"
#[test]
fn sumeru_city_lowers_a_skill_when_dice_do_not_outnumber_cards() {
    let mut s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Sumeru City")
    .dice(P1, &[("Omni", 7)])
    .declared_end(P2);
    for _ in 0..4 {
        s = s.hand(P1, "Paimon");
    }
    let mut g = s.build();
    g.act("p1 play Sumeru City");
    assert_eq!(g.dice_total(P1), 5, "costs 2");
    assert_eq!(
        g.state.skill_cost(P1, 0).unwrap().dice(),
        3,
        "5 dice, 4 cards: full cost"
    );
    g.act("p1 play Paimon");
    assert_eq!((g.dice_total(P1), g.hand(P1).len()), (2, 3));
    assert_eq!(
        g.state.skill_cost(P1, 0).unwrap().dice(),
        2,
        "2 dice, 3 cards"
    );
    g.act("p1 skill Tempered Sword");
    assert_eq!(g.dice_total(P1), 0);
    assert_eq!(support(&g, P1, EntityId::SumeruCity).unwrap().counter, 1);
}

/// Vanarana: "End Phase: Collect up to 2 unused Elemental Dice. / When the Action Phase
/// begins: Reclaim the dice you collected using this card." The element the player has
/// most of first, Omni dice last.
#[test]
fn vanarana_keeps_two_dice_for_the_next_round() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Vanarana")
    .dice(P1, &[("Cryo", 1), ("Pyro", 3), ("Omni", 2)])
    .build();
    g.act("p1 play Vanarana");
    assert_eq!(g.dice_total(P1), 6, "free");
    g.act("p1 end").act("p2 end");
    let v = support(&g, P1, EntityId::Vanarana).unwrap();
    assert_eq!(v.usage, 2, "holds 2 dice");
    let rolled = g.dice(P1);
    assert_eq!(
        rolled.total(),
        8,
        "the round's dice are gone, 2 of them kept"
    );
    g.act("p1 reroll").act("p2 reroll");
    let mut expected = rolled;
    expected.0[Die::Pyro.index()] += 2;
    assert_eq!(
        g.dice(P1),
        expected,
        "the two Pyro back as the Action Phase begins"
    );
    assert_eq!(support(&g, P1, EntityId::Vanarana).unwrap().usage, 0);
}

/// Vanarana takes Omni dice last.
#[test]
fn vanarana_takes_omni_dice_last() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .set("config", serde_json::json!({"all_omni": true}))
    .hand(P1, "Vanarana")
    .dice(P1, &[("Dendro", 1), ("Omni", 2)])
    .build();
    g.act("p1 play Vanarana").end_round();
    assert_eq!(
        g.dice(P1),
        Dice::from_counts(&[(Die::Omni, 9), (Die::Dendro, 1)]),
        "the Dendro die and an Omni die back"
    );
}

/// Chinju Forest (6.0 on): "Before you choose your action: If your Elemental Dice total is
/// even, your characters' Normal Attacks cost 1 less Unaligned Element. / Usage(s): 4"
#[test]
fn chinju_forest_lowers_charged_attacks() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Chinju Forest")
    .dice(P1, &[("Omni", 12)])
    .declared_end(P2)
    .build();
    g.act("p1 play Chinju Forest");
    assert_eq!(g.dice_total(P1), 10, "costs 2");
    let forest = |g: &Game| support(g, P1, EntityId::ChinjuForest).map(|s| s.usage);
    assert_eq!(forest(&g), Some(4));
    g.act("p1 skill Tempered Sword");
    assert_eq!(g.dice_total(P1), 8, "10 is even: 1 Pyro and 1 unaligned");
    assert_eq!(forest(&g), Some(3));
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.dice_total(P1), 5, "not a Normal Attack");
    g.act("p1 skill Tempered Sword");
    assert_eq!(g.dice_total(P1), 2, "5 is odd: full cost");
    assert_eq!(forest(&g), Some(3));
}

/// Chinju Forest before 6.0: "When the Action Phase begins: If you do not start first,
/// create 1 Elemental Die that matches the Type of your active character. / Usage(s): 3"
#[test]
fn chinju_forest_gave_the_second_player_a_die_before_6_0() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .set("version", serde_json::json!("5.8.0"))
    .set("config", serde_json::json!({"all_omni": true}))
    .hand(P1, "Chinju Forest")
    .build();
    g.act("p1 play Chinju Forest");
    assert_eq!(g.dice_total(P1), 7, "costs 1 before 6.0");
    g.act("p1 end").act("p2 end");
    assert_eq!(g.dice_total(P1), 8, "P1 starts: nothing");
    g.act("p1 switch 2").act("p2 end").act("p1 end");
    assert_eq!(
        g.dice(P1).count(Die::Electro),
        1,
        "P2 starts: a die of Fischl's Electro"
    );
    assert_eq!(support(&g, P1, EntityId::ChinjuForest).unwrap().usage, 2);
}

/// Kid Kujirai: "When the Action Phase begins: Create 1 Omni Element. Then if your
/// opponent's Support Zone is not full, transfer this card to your opponent's Support
/// Zone."
#[test]
fn kid_kujirai_gives_a_die_and_moves_across() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .set("config", serde_json::json!({"all_omni": true}))
    .hand(P1, "Kid Kujirai")
    .build();
    g.act("p1 play Kid Kujirai");
    assert_eq!(g.dice_total(P1), 8, "free");
    g.end_round();
    assert_eq!((g.dice_total(P1), g.dice_total(P2)), (9, 8));
    assert!(supports(&g, P1).is_empty());
    assert_eq!(supports(&g, P2), vec![EntityId::KidKujirai], "moved across");
    g.end_round();
    assert_eq!((g.dice_total(P1), g.dice_total(P2)), (8, 9), "once");
    assert_eq!(supports(&g, P1), vec![EntityId::KidKujirai], "and back");
}

/// Kid Kujirai is transferred, not discarded: Jeht ("the number of cards discarded from
/// your Support Zone") does not count it when it moves to the opponent (differential
/// position 23002-11).
#[test]
fn kid_kujirai_moving_across_is_not_a_discarded_support() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .set("config", serde_json::json!({"all_omni": true}))
    .hand(P1, "Kid Kujirai")
    .hand(P1, "Jeht")
    .build();
    g.act("p1 play Kid Kujirai").act("p1 play Jeht");
    g.end_round();
    assert_eq!(supports(&g, P2), vec![EntityId::KidKujirai], "moved across");
    assert_eq!(g.state.player(P1).supports_discarded, 0);
    assert_eq!(support(&g, P1, EntityId::Jeht).map(|s| s.usage), Some(0));
}

/// Kid Kujirai stays when the opponent's support zone is full.
#[test]
fn kid_kujirai_stays_when_the_opposing_zone_is_full() {
    let mut s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .set("config", serde_json::json!({"all_omni": true}))
    .hand(P1, "Kid Kujirai");
    s.json["players"][1]["supports"] =
        serde_json::json!(["Liben", "Timmie", "Paimon", "Katheryne"]);
    let mut g = s.build();
    g.act("p1 play Kid Kujirai").end_round();
    assert_eq!(g.dice_total(P1), 9);
    assert_eq!(supports(&g, P1), vec![EntityId::KidKujirai], "stays");
}

/// Red Feather Fan: "After you switch characters: The next Switch Character action you
/// perform this Round will be considered a Fast Action instead of a Combat Action. It will
/// also cost 1 less Elemental Die. (Once per Round)"
#[test]
fn red_feather_fan_makes_the_next_switch_fast_and_cheaper() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Red Feather Fan")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Red Feather Fan");
    assert_eq!(g.dice_total(P1), 14, "costs 2");
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 13, "the first switch: 1 die");
    assert_eq!(
        g.state.decision_of(P2),
        Some(DecisionKind::Action),
        "and a combat action"
    );
    assert!(g.combat(P1, EntityId::RedFeatherFanInEffect).is_some());
    g.act("p2 skill Guhua Style");
    assert_eq!(g.state.switch_cost(P1, 2), Ok(Cost::default()));
    g.act("p1 switch 3");
    assert_eq!(g.dice_total(P1), 13, "free");
    assert_eq!(g.state.decision_of(P1), Some(DecisionKind::Action), "fast");
    assert!(
        g.combat(P1, EntityId::RedFeatherFanInEffect).is_none(),
        "used"
    );
    g.act("p1 switch 1");
    assert_eq!(g.dice_total(P1), 12, "once per round");
    assert_eq!(g.state.decision_of(P2), Some(DecisionKind::Action));
}

/// Red Feather Fan (In Effect) lasts this round only.
#[test]
fn red_feather_fan_effect_ends_with_the_round() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Red Feather Fan")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Red Feather Fan").act("p1 switch 2");
    assert!(g.combat(P1, EntityId::RedFeatherFanInEffect).is_some());
    g.act("p1 end").act("p1 reroll").act("p2 reroll");
    assert!(g.combat(P1, EntityId::RedFeatherFanInEffect).is_none());
}

/// The player's cards in hand with this tag.
fn tagged_in_hand(g: &Game, p: Player, tag: u32) -> usize {
    let v = g.state.version();
    g.hand(p)
        .iter()
        .filter(|c| c.facts(v).is_some_and(|f| f.tags & tag != 0))
        .count()
}

/// Timaeus: "When played: This card comes with 2 Transmutation Materials. If your deck
/// originally includes at least 6 Artifact cards, draw 1 random Artifact card from your
/// deck. / End Phase: This card gains 1 Transmutation Material. / When playing an Artifact
/// card: If possible, spend Transmutation Materials equal to the total cost of the Artifact
/// and equip this Artifact for free. (Once per Round)"
#[test]
fn timaeus_pays_an_artifact_a_round_with_its_materials() {
    use invokation::facts::card_tag::ARTIFACT;
    let mut g = team()
        .hand(P1, "Timaeus")
        .hand(P1, "Instructor's Cap")
        .hand(P1, "Gambler's Earrings")
        .hand(P1, "Exile's Circlet")
        .deck(P1, "Thundering Fury")
        .deck(P1, "Crimson Witch of Flames")
        .deck(P1, "Viridescent Venerer")
        .deck(P1, "Paimon")
        .dice(P1, &[("Omni", 16)])
        .declared_end(P2)
        .build();
    g.act("p1 play Timaeus");
    assert_eq!(g.dice_total(P1), 14, "costs 2");
    assert_eq!(support(&g, P1, EntityId::Timaeus).unwrap().usage, 2);
    assert_eq!(
        tagged_in_hand(&g, P1, ARTIFACT),
        3 + 1,
        "6 Artifacts in the deck: one drawn"
    );
    assert_eq!(g.state.player(P1).deck.len(), 3);
    g.act("p1 play Instructor's Cap target 1");
    assert_eq!(g.dice_total(P1), 14, "2 materials pay the 2 dice");
    assert_eq!(support(&g, P1, EntityId::Timaeus).unwrap().usage, 0);
    assert!(g.ch(P1, 0).has(EntityId::InstructorsCap));
    g.act("p1 play Gambler's Earrings target 2");
    assert_eq!(g.dice_total(P1), 13, "once per round (and no materials)");
    g.act("p1 end")
        .act("p1 reroll")
        .act("p2 reroll")
        .act("p2 end");
    assert_eq!(
        support(&g, P1, EntityId::Timaeus).unwrap().usage,
        1,
        "End Phase: +1 material"
    );
    let dice = g.dice_total(P1);
    g.act("p1 play Exile's Circlet target 3");
    assert_eq!(g.dice_total(P1), dice - 2, "1 material does not pay 2 dice");
    assert_eq!(support(&g, P1, EntityId::Timaeus).unwrap().usage, 1);
}

/// Timaeus draws nothing when the deck held fewer than 6 Artifact cards, nor before 4.3
/// (the draw came with 4.3).
#[test]
fn timaeus_draws_only_from_a_deck_of_six_artifacts_from_4_3() {
    use invokation::facts::card_tag::ARTIFACT;
    let five = || {
        team()
            .hand(P1, "Timaeus")
            .hand(P1, "Instructor's Cap")
            .hand(P1, "Gambler's Earrings")
            .deck(P1, "Thundering Fury")
            .deck(P1, "Crimson Witch of Flames")
            .deck(P1, "Viridescent Venerer")
            .dice(P1, &[("Omni", 8)])
            .declared_end(P2)
    };
    let mut g = five().build();
    g.act("p1 play Timaeus");
    assert_eq!(tagged_in_hand(&g, P1, ARTIFACT), 2, "5 Artifacts: no draw");
    let mut g = five()
        .deck(P1, "Exile's Circlet")
        .set("version", serde_json::json!("4.2.0"))
        .build();
    g.act("p1 play Timaeus");
    assert_eq!(tagged_in_hand(&g, P1, ARTIFACT), 2, "before 4.3: no draw");
    assert_eq!(support(&g, P1, EntityId::Timaeus).unwrap().usage, 2);
}

/// Wagner: "When played: This card comes with 2 Forging Billets. If your deck originally
/// includes at least 3 different Weapon cards, draw 1 random Weapon card from your deck. /
/// End Phase: This card gains 1 Forging Billet. / When playing a Weapon card: If possible,
/// spend Forging Billets equal to the total cost of the Weapon and equip this Weapon for
/// free. (Once per Round)"
#[test]
fn wagner_pays_a_weapon_a_round_with_its_billets() {
    use invokation::facts::card_tag::WEAPON;
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Wagner")
    .hand(P1, "Raven Bow")
    .hand(P1, "Wolf's Gravestone")
    .deck(P1, "King's Squire")
    .deck(P1, "Paimon")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Wagner");
    assert_eq!(g.dice_total(P1), 14, "costs 2");
    assert_eq!(support(&g, P1, EntityId::Wagner).unwrap().usage, 2);
    assert_eq!(
        tagged_in_hand(&g, P1, WEAPON),
        3,
        "3 different Weapons: King's Squire drawn"
    );
    assert!(g.hand(P1).contains(&CardId::KingsSquire));
    g.act("p1 play Raven Bow target 2");
    assert_eq!(g.dice_total(P1), 14, "2 billets pay the 2 dice");
    assert_eq!(support(&g, P1, EntityId::Wagner).unwrap().usage, 0);
    g.act("p1 play Wolf's Gravestone target 1");
    assert_eq!(g.dice_total(P1), 11, "once per round (and no billets)");
    g.act("p1 end")
        .act("p1 reroll")
        .act("p2 reroll")
        .act("p2 end");
    assert_eq!(support(&g, P1, EntityId::Wagner).unwrap().usage, 1);
}

/// Wagner pays what a Weapon still costs once the other reductions are done: with Master
/// Zhang (1 less, 1 more per armed character) a Weapon of 3 costs 1, which 1 billet pays;
/// two copies of one Weapon are not 3 different Weapons (no draw).
#[test]
fn wagner_pays_the_rest_after_master_zhang() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Wagner")
    .hand(P1, "Master Zhang")
    .hand(P1, "Raven Bow")
    .hand(P1, "King's Squire")
    .deck(P1, "Raven Bow")
    .deck(P1, "Raven Bow")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Wagner");
    assert_eq!(g.hand(P1).len(), 3, "2 different Weapons: no draw");
    g.act("p1 play Master Zhang");
    assert_eq!(g.dice_total(P1), 13);
    // Raven Bow: 2 less Master Zhang's 1 = 1 die, which 1 of the 2 billets pays.
    g.act("p1 play Raven Bow target 2");
    assert_eq!(g.dice_total(P1), 13, "Zhang lowers 1, a billet pays 1");
    assert_eq!(support(&g, P1, EntityId::Wagner).unwrap().usage, 1);
    g.act("p1 play King's Squire target 2");
    assert_eq!(g.dice_total(P1), 10, "both once per round: 3 dice");
    assert_eq!(support(&g, P1, EntityId::Wagner).unwrap().usage, 1);
}

/// Chang the Ninth: "After a character of either side uses a Skill: If Physical DMG or
/// Piercing DMG was dealt, or an Elemental Reaction was triggered, this card gains 1
/// Inspiration. If this card has 3 Inspiration, discard this card and draw 2 cards."
#[test]
fn chang_the_ninth_counts_physical_damage_and_reactions_of_both_sides() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .aura(P2, 0, &["Hydro"])
    .hand(P1, "Chang the Ninth")
    .deck(P1, "Paimon")
    .deck(P1, "Timmie")
    .deck(P1, "Liben")
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
    .build();
    let inspiration = |g: &Game| support(g, P1, EntityId::ChangTheNinth).map(|s| s.usage);
    g.act("p1 play Chang the Ninth");
    assert_eq!(g.dice_total(P1), 16, "free");
    assert_eq!(inspiration(&g), Some(0));
    g.act("p1 skill Searing Onslaught");
    assert_eq!(inspiration(&g), Some(1), "Pyro on Hydro: Vaporize");
    g.act("p2 skill Fatal Rainscreen");
    assert_eq!(inspiration(&g), Some(1), "Hydro DMG, no reaction: nothing");
    g.act("p1 skill Searing Onslaught");
    assert_eq!(
        inspiration(&g),
        Some(2),
        "Pyro on the Hydro Xingqiu gave himself: Vaporize"
    );
    let hand = g.hand(P1).len();
    g.act("p2 skill Normal Attack");
    assert_eq!(hand, g.hand(P1).len() - 2, "the third: 2 cards drawn");
    assert_eq!(inspiration(&g), None, "and discarded");
}

/// Before 4.1 Chef Mao and Dunyarzad only had their first sentence: no draw.
#[test]
fn chef_mao_and_dunyarzad_drew_nothing_before_4_1() {
    let mut g = team()
        .set("version", serde_json::json!("4.0.0"))
        .hp(P1, 0, 5)
        .hand(P1, "Chef Mao")
        .hand(P1, "Mondstadt Hash Brown")
        .hand(P1, "Dunyarzad")
        .hand(P1, "Katheryne")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Paimon")
        .dice(P1, &[("Omni", 16)])
        .declared_end(P2)
        .build();
    g.act("p1 play Chef Mao")
        .act("p1 play Mondstadt Hash Brown target 1");
    assert_eq!(g.dice_total(P1), 15 - 1 + 1, "the die still comes");
    g.act("p1 play Dunyarzad").act("p1 play Katheryne");
    assert_eq!(g.dice_total(P1), 15 - 1, "Katheryne: 1 less 1");
    assert_eq!(
        g.state.player(P1).deck.len(),
        2,
        "no Food, no Companion drawn"
    );
}

/// Before 4.3 Wagner drew nothing when played.
#[test]
fn wagner_drew_nothing_before_4_3() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .set("version", serde_json::json!("4.2.0"))
    .hand(P1, "Wagner")
    .hand(P1, "Raven Bow")
    .hand(P1, "Wolf's Gravestone")
    .deck(P1, "King's Squire")
    .dice(P1, &[("Omni", 8)])
    .declared_end(P2)
    .build();
    g.act("p1 play Wagner");
    assert_eq!(g.hand(P1).len(), 2);
    assert_eq!(support(&g, P1, EntityId::Wagner).unwrap().usage, 2);
}

/// Hanachirusato counts a summon that leaves as its End Phase strike defeats the active
/// character (Lightfall Sword: "End Phase: Discard this card and deal 4 Physical DMG")
/// before the choice of the new active character: the summon's leaving is an event of its
/// own triggered effect, as in GI-TCG (differential position 14001-45).
#[test]
fn hanachirusato_counts_a_summon_leaving_before_the_choice_its_strike_asks_for() {
    let mut g = setup(["Diluc", "Fischl", "Sucrose"], ["Eula", "Fischl", "Noelle"])
        .hp(P1, 0, 4)
        .support(P1, serde_json::json!("Hanachirusato"))
        .summon(
            P2,
            serde_json::json!({"name": "Lightfall Sword", "usage": 0}),
        )
        .declared_end(P2)
        .build();
    let progress = |g: &Game| support(g, P1, EntityId::Hanachirusato).map(|s| s.usage);
    g.act("p1 end");
    // Lightfall Sword's 4 Physical DMG defeats Diluc; the sword leaves with it.
    assert!(!g.ch(P1, 0).alive);
    assert!(g.state.player(P2).summons.is_empty());
    assert_eq!(progress(&g), Some(1), "counted before the choice");
    g.act("p1 choose 2");
    assert_eq!(progress(&g), Some(1));
}

/// Hanachirusato at 3 progress stays in play for an artifact that already costs no dice:
/// Lyresong's 2 less makes Instructor's Cap (2 dice) free first (differential position 4-70).
#[test]
fn hanachirusato_stays_for_an_artifact_that_costs_nothing() {
    let mut s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Lyresong")
    .status(P1, 0, serde_json::json!("Instructor's Cap"))
    .dice(P1, &[("Omni", 8)]);
    s.json["players"][0]["supports"] = serde_json::json!([{"name": "Hanachirusato", "usage": 3}]);
    let mut g = s.build();
    g.act("p1 play Lyresong target 1");
    g.act("p1 play Instructor's Cap target 1");
    assert_eq!(g.dice_total(P1), 8, "2 - 2: free");
    let kept = support(&g, P1, EntityId::Hanachirusato).map(|s| s.usage);
    assert_eq!(kept, Some(3), "nothing left to lower: it stays");
}

/// Hanachirusato: "When a Summon disappears: This card gains 1 Cleansing Ritual Progress.
/// (Max 3) / When you play a Weapon or Artifact card: If you already have 3 Cleansing Ritual
/// Progress, discard this card and cause the card you play to cost 2 less Elemental Dice."
/// Summons of both sides count; the card is discarded also when it lowers less than 2.
#[test]
fn hanachirusato_lowers_equipment_by_two_after_three_summons_left() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .summon(P1, serde_json::json!({"name": "Oz", "usage": 1}))
    .summon(
        P1,
        serde_json::json!({"name": "Large Wind Spirit", "usage": 1}),
    )
    .summon(P2, serde_json::json!({"name": "Oz", "usage": 1}))
    .summon(
        P2,
        serde_json::json!({"name": "Large Wind Spirit", "usage": 1}),
    )
    .hand(P1, "Hanachirusato")
    .hand(P1, "Raven Bow")
    .hand(P1, "Gambler's Earrings")
    .hand(P1, "Wolf's Gravestone")
    .dice(P1, &[("Omni", 16)])
    .build();
    let progress = |g: &Game| support(g, P1, EntityId::Hanachirusato).map(|s| s.usage);
    g.act("p1 play Hanachirusato");
    assert_eq!(g.dice_total(P1), 16, "free");
    assert_eq!(progress(&g), Some(0));
    g.act("p1 play Raven Bow target 2");
    assert_eq!(g.dice_total(P1), 14, "no progress yet: full cost");
    g.end_round().act("p1 reroll").act("p2 reroll");
    assert!(g.state.player(P1).summons.is_empty() && g.state.player(P2).summons.is_empty());
    assert_eq!(progress(&g), Some(3), "4 summons of both sides left: max 3");
    let dice = g.dice_total(P1);
    g.act("p1 play Gambler's Earrings target 1");
    assert_eq!(g.dice_total(P1), dice, "1 die lowered by 2: free");
    assert_eq!(progress(&g), None, "and discarded");
    g.act("p1 play Wolf's Gravestone target 1");
    assert_eq!(g.dice_total(P1), dice - 3, "gone: full cost");
}

/// Chang the Ninth and Parametric Transformer count what the action did by the time their
/// "after skill" turn comes, as the reference's phase logs do: here Xingqiu's Hydro skill
/// triggers no reaction and deals no Physical damage, but Pyronado, after the skill and
/// before them, deals Pyro to the Diluc it made Hydro (Vaporize).
#[test]
fn after_skill_counters_see_what_earlier_after_skill_effects_did() {
    let mut s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .combat(P2, serde_json::json!({"name": "Pyronado", "usage": 2}))
    .dice(P2, &[("Omni", 8)])
    .declared_end(P1)
    .set("to_act", serde_json::json!(2));
    s.json["players"][0]["supports"] =
        serde_json::json!(["Chang the Ninth", "Parametric Transformer"]);
    let mut g = s.build();
    g.act("p2 skill Fatal Rainscreen");
    assert!(g.damages().iter().any(|d| d.3 == "Pyro"), "Pyronado struck");
    let usage = |g: &Game, id| support(g, P1, id).unwrap().usage;
    assert_eq!(usage(&g, EntityId::ChangTheNinth), 1, "the Vaporize");
    assert_eq!(usage(&g, EntityId::ParametricTransformer), 1);
}

/// Sumeru City lowers a skill or a Talent card, not a Technique: using a Technique is not
/// using a skill (docs/rules.md; the reference, which implements Techniques as skills,
/// lowers it: a deliberate difference).
#[test]
fn sumeru_city_does_not_lower_a_technique() {
    let mut s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Sumeru City")
    .hand(P1, "Xenochromatic Hunter's Ray")
    .dice(P1, &[("Omni", 6)])
    .declared_end(P2);
    for _ in 0..5 {
        s = s.hand(P1, "Paimon");
    }
    let mut g = s.build();
    g.act("p1 play Sumeru City")
        .act("p1 play Xenochromatic Hunter's Ray target 1");
    assert_eq!((g.dice_total(P1), g.hand(P1).len()), (4, 5));
    g.act("p1 technique");
    assert_eq!(
        g.dice_total(P1),
        2,
        "4 dice, 5 cards, but a Technique: full cost"
    );
    assert_eq!(support(&g, P1, EntityId::SumeruCity).unwrap().counter, 0);
}

/// A Dunyarzad already in play (a position set up as such) draws after the first
/// Companion played: only its own card's entry is skipped.
#[test]
fn dunyarzad_set_up_in_play_draws_after_the_first_companion() {
    let mut s = team()
        .hand(P1, "Katheryne")
        .deck(P1, "Paimon")
        .deck(P1, "Sweet Madame")
        .dice(P1, &[("Omni", 8)])
        .declared_end(P2);
    s.json["players"][0]["supports"] = serde_json::json!([{"name": "Dunyarzad", "usage": 1}]);
    let mut g = s.build();
    g.act("p1 play Katheryne");
    assert_eq!(g.dice_total(P1), 8, "1 less 1");
    assert_eq!(g.hand(P1), vec![CardId::Paimon], "a Companion drawn");
}

/// A Dunyarzad in play hears another Dunyarzad played (a Companion) and draws, also when
/// the new copy replaces a support of a full zone; the new copy does not hear its own card
/// (differential position 23002-72).
#[test]
fn dunyarzad_in_play_draws_for_a_second_dunyarzad_played_into_a_full_zone() {
    let mut s = team()
        .hand(P1, "Dunyarzad")
        .deck(P1, "Paimon")
        .deck(P1, "Sweet Madame")
        .dice(P1, &[("Omni", 8)])
        .declared_end(P2);
    s.json["players"][0]["supports"] = serde_json::json!([
        "Liben",
        "Timmie",
        "Katheryne",
        {"name": "Dunyarzad", "usage": 1}
    ]);
    let mut g = s.build();
    g.act("p1 play Dunyarzad target support 3");
    assert_eq!(g.dice_total(P1), 8, "1 less 1");
    assert_eq!(
        g.hand(P1),
        vec![CardId::Paimon],
        "the old copy draws a Companion"
    );
    let left: Vec<_> = supports(&g, P1);
    assert_eq!(
        left,
        vec![
            EntityId::Liben,
            EntityId::Timmie,
            EntityId::Dunyarzad,
            EntityId::Dunyarzad
        ],
        "Katheryne replaced"
    );
    let usages: Vec<u8> = g
        .state
        .player(P1)
        .supports
        .iter()
        .map(|s| s.usage)
        .collect();
    assert_eq!(
        &usages[2..],
        &[0, 1],
        "the old copy's draw spent, the new one's kept"
    );
}

/// Memento Lens (Item, 1 die): "When you play a Weapon/Artifact/Location/Companion card: If
/// you have played a card with the same name previously during this match, spend 2 less
/// Elemental Dice to play it. (Once per Round) / Usage(s): 2". A Sacrificial Sword played
/// before the Lens counts; a second copy costs 3 - 2, a third the same round 3; Paimon, never
/// played, 3; the next round the Sword costs 1 again and the Lens, used twice, is discarded.
#[test]
fn memento_lens_lowers_a_card_played_before_this_match() {
    let mut g = setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "Sacrificial Sword")
    .hand(P1, "Memento Lens")
    .hand(P1, "Sacrificial Sword")
    .hand(P1, "Sacrificial Sword")
    .hand(P1, "Sacrificial Sword")
    .hand(P1, "Paimon")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Sacrificial Sword target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p1 play Memento Lens");
    assert_eq!(g.dice_total(P1), 13 - 1, "the Lens costs 1");
    g.act("p1 play Paimon");
    assert_eq!(g.dice_total(P1), 12 - 3, "never played before: full cost");
    g.act("p1 play Sacrificial Sword target 1");
    assert_eq!(g.dice_total(P1), 9 - 1, "played before: 3 - 2");
    assert_eq!(support(&g, P1, EntityId::MementoLens).unwrap().usage, 1);
    g.act("p1 play Sacrificial Sword target 1");
    assert_eq!(g.dice_total(P1), 8 - 3, "once per round");
    g.end_round();
    g.act("p1 reroll").act("p2 reroll");
    let dice = g.dice_total(P1);
    g.act("p2 end"); // P2 ended first last round: P2 goes first.
    g.act("p1 play Sacrificial Sword target 1");
    assert_eq!(g.dice_total(P1), dice - 1, "the next round: 3 - 2");
    assert!(
        support(&g, P1, EntityId::MementoLens).is_none(),
        "2 usages spent"
    );
}

/// Diluc, Fischl and Sucrose against Xingqiu, Ganyu and Noelle.
fn diluc() -> Setup {
    setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
}

/// Weeping Willow of the Lake: "End Phase: If your Hand has no more than 2 cards, draw 2
/// cards. / Usage(s): 2". A hand of 3 draws nothing and keeps the usage.
#[test]
fn weeping_willow_of_the_lake_draws_two_for_a_small_hand() {
    let mut s = team()
        .hand(P1, "Weeping Willow of the Lake")
        .hand(P1, "Katheryne")
        .hand(P1, "Katheryne")
        .hand(P1, "Katheryne");
    for _ in 0..12 {
        s = s.deck(P1, "Katheryne");
    }
    let mut g = s.build();
    g.act("p1 play Weeping Willow of the Lake");
    assert_eq!(g.dice_total(P1), 7, "costs 1");
    let willow = |g: &Game| support(g, P1, EntityId::WeepingWillowOfTheLake).map(|s| s.usage);
    assert_eq!(willow(&g), Some(2));
    g.end_round();
    assert_eq!(g.hand(P1).len(), 3 + 2, "3 cards: only the End Phase's 2");
    assert_eq!(willow(&g), Some(2), "no usage spent");
    g.act("p1 reroll").act("p2 reroll");
    for _ in 0..3 {
        g.act("p1 play Katheryne");
    }
    assert_eq!(g.hand(P1).len(), 2);
    g.end_round();
    assert_eq!(
        g.hand(P1).len(),
        2 + 2 + 2,
        "2 cards: 2 from the Willow, then 2"
    );
    assert_eq!(willow(&g), Some(1));
}

/// Golden House (6.4 on): "When you play a Weapon or Artifact card whose current cost is
/// at least 3 Elemental Dice: Spend 1 less Elemental Die. (Once per Round) / Usage(s): 2"
#[test]
fn golden_house_lowers_a_costly_weapon_once_a_round() {
    let mut g = team()
        .hand(P1, "Golden House")
        .hand(P1, "Raven Bow")
        .hand(P1, "Wolf's Gravestone")
        .hand(P1, "Wolf's Gravestone")
        .hand(P1, "Wolf's Gravestone")
        .dice(P1, &[("Omni", 16)])
        .declared_end(P2)
        .build();
    g.act("p1 play Golden House");
    assert_eq!(g.dice_total(P1), 16, "free");
    g.act("p1 play Raven Bow target 2");
    assert_eq!(g.dice_total(P1), 14, "2 dice: full cost");
    let house = |g: &Game| support(g, P1, EntityId::GoldenHouse).map(|s| (s.usage, s.counter));
    assert_eq!(house(&g), Some((2, 0)));
    g.act("p1 play Wolf's Gravestone target 3");
    assert_eq!(g.dice_total(P1), 14 - 2, "3 less 1");
    assert_eq!(house(&g), Some((1, 1)));
    g.act("p1 play Wolf's Gravestone target 3");
    assert_eq!(g.dice_total(P1), 12 - 3, "once per round");
    g.act("p1 end")
        .act("p1 reroll")
        .act("p2 reroll")
        .act("p2 end");
    g.act("p1 play Wolf's Gravestone target 3");
    assert_eq!(g.dice_total(P1), 8 - 2, "next round");
    assert_eq!(house(&g), None, "used up");
}

/// Golden House before 6.4 counted the original cost: a Weapon of 3 printed dice lowered
/// to 2 by Master Zhang is still lowered (the current cost, from 6.4, is 2: not lowered).
#[test]
fn golden_house_counted_the_original_cost_before_6_4() {
    for (version, paid) in [("6.3.0", 1), ("6.5.0", 2)] {
        let mut g = team()
            .set("version", serde_json::json!(version))
            .support(P1, serde_json::json!("Master Zhang"))
            .support(P1, serde_json::json!("Golden House"))
            .hand(P1, "Wolf's Gravestone")
            .declared_end(P2)
            .build();
        g.act("p1 play Wolf's Gravestone target 3");
        assert_eq!(
            g.dice_total(P1),
            8 - paid,
            "{version}: Master Zhang first, then the House"
        );
    }
}

/// Seed Dispensary (6.4 on): "When you play a Support card whose current cost is at least 2
/// Elemental Dice: Spend 1 less Elemental Die. (Once per Round) / Usage(s): 2"
#[test]
fn seed_dispensary_lowers_a_support_of_two_dice_once_a_round() {
    let mut g = team()
        .hand(P1, "Seed Dispensary")
        .hand(P1, "Katheryne")
        .hand(P1, "Raven Bow")
        .hand(P1, "Liyue Harbor Wharf")
        .hand(P1, "Paimon")
        .hand(P1, "Paimon")
        .dice(P1, &[("Omni", 16)])
        .declared_end(P2)
        .build();
    g.act("p1 play Seed Dispensary");
    assert_eq!(g.dice_total(P1), 16, "free");
    g.act("p1 play Katheryne");
    assert_eq!(g.dice_total(P1), 15, "1 die: full cost");
    g.act("p1 play Raven Bow target 2");
    assert_eq!(g.dice_total(P1), 13, "not a Support card");
    let seed = |g: &Game| support(g, P1, EntityId::SeedDispensary).map(|s| (s.usage, s.counter));
    assert_eq!(seed(&g), Some((2, 0)));
    g.act("p1 play Liyue Harbor Wharf");
    assert_eq!(g.dice_total(P1), 13 - 1, "2 less 1");
    assert_eq!(seed(&g), Some((1, 1)));
    g.act("p1 play Paimon");
    assert_eq!(g.dice_total(P1), 12 - 3, "once per round");
    g.act("p1 end")
        .act("p1 reroll")
        .act("p2 reroll")
        .act("p2 end");
    assert_eq!(g.dice_total(P1), 8 + 2, "the first Paimon's 2");
    g.act("p1 play Paimon target support 2");
    assert_eq!(g.dice_total(P1), 10 - 2, "next round: 3 less 1");
    assert_eq!(seed(&g), None, "used up");
}

/// Seed Dispensary before 4.6: "When you play an Equipment or Support card whose original
/// cost is 1 Elemental Die: Spend 1 less Elemental Die."
#[test]
fn seed_dispensary_lowered_cards_of_one_die_before_4_6() {
    let mut g = team()
        .set("version", serde_json::json!("4.5.0"))
        .support(P1, serde_json::json!("Seed Dispensary"))
        .hand(P1, "Liyue Harbor Wharf")
        .hand(P1, "Gambler's Earrings")
        .declared_end(P2)
        .build();
    g.act("p1 play Liyue Harbor Wharf");
    assert_eq!(g.dice_total(P1), 6, "2 dice: full cost");
    g.act("p1 play Gambler's Earrings target 1");
    assert_eq!(g.dice_total(P1), 6, "1 die: free");
}

/// Gandharva Ville: "Before you choose your action, when the number of Elemental Dice you
/// have is 0: Create 1 Omni Element. (Once per Round) / Usage(s): 3"
#[test]
fn gandharva_ville_gives_a_die_to_a_player_without_dice() {
    let mut g = diluc()
        .hand(P1, "Gandharva Ville")
        .hand(P1, "Timmie")
        .dice(P1, &[("Omni", 4)])
        .declared_end(P2)
        .build();
    g.act("p1 play Gandharva Ville");
    assert_eq!(g.dice_total(P1), 3, "costs 1");
    let ville = |g: &Game| support(g, P1, EntityId::GandharvaVille).map(|s| (s.usage, s.counter));
    assert_eq!(ville(&g), Some((3, 0)), "3 dice: nothing");
    g.act("p1 skill Tempered Sword");
    assert_eq!(
        g.dice_total(P1),
        1,
        "no dice left: 1 Omni before the next action"
    );
    assert_eq!(g.dice(P1).count(Die::Omni), 1);
    assert_eq!(ville(&g), Some((2, 1)));
    g.act("p1 play Timmie");
    assert_eq!(g.dice_total(P1), 1, "Timmie is free");
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 0, "once per round");
    assert_eq!(ville(&g), Some((2, 1)));
}

/// Opera Epiclese: "Before you choose an action: If the original Elemental Dice cost of the
/// cards equipped to your characters is not less than that of the opposing side, create 1
/// Elemental Die of your active character's element. (Once per Round) / Usage(s): 3"
#[test]
fn opera_epiclese_gives_a_die_while_equipped_at_least_as_well() {
    let mut g = diluc()
        .hand(P1, "Opera Epiclese")
        .hand(P1, "Timmie")
        .hand(P1, "Raven Bow")
        .hand(P1, "Gambler's Earrings")
        .status(P2, 0, serde_json::json!("Wolf's Gravestone"))
        .declared_end(P2)
        .build();
    g.act("p1 play Opera Epiclese");
    let opera = |g: &Game| support(g, P1, EntityId::OperaEpiclese).map(|s| (s.usage, s.counter));
    assert_eq!(g.dice_total(P1), 7, "costs 1; 0 against 3: nothing");
    assert_eq!(opera(&g), Some((3, 0)));
    g.act("p1 play Raven Bow target 2");
    assert_eq!(g.dice_total(P1), 5, "2 against 3: nothing");
    g.act("p1 play Gambler's Earrings target 1");
    assert_eq!(g.dice_total(P1), 4 + 1, "3 against 3: 1 die");
    assert_eq!(g.dice(P1).count(Die::Pyro), 1, "of Diluc's element");
    assert_eq!(opera(&g), Some((2, 1)));
    g.act("p1 play Timmie");
    assert_eq!(g.dice_total(P1), 5, "once per round");
    g.act("p1 end").act("p1 reroll").act("p2 reroll");
    assert_eq!(g.dice_total(P1), 8, "P2 ended first: P2 acts first");
    g.act("p2 end");
    assert_eq!(
        g.dice_total(P1),
        8 + 1,
        "the next round: before P1's first action"
    );
    assert_eq!(opera(&g), Some((1, 1)));
}

/// Stormterror's Lair: "When played: Draw 1 random Talent card from your deck. / When you
/// play a Talent card, or when your character uses a Skill with an original cost of at
/// least 4 Elemental Dice: Spend 1 less Elemental Die. (Once per Round) / Usage(s): 3"
#[test]
fn stormterrors_lair_draws_a_talent_and_lowers_costly_skills() {
    let mut s = diluc()
        .hand(P1, "Stormterror's Lair")
        .energy(P1, 0, 3)
        .dice(P1, &[("Omni", 16)])
        .declared_end(P2);
    for card in ["Paimon", "Paimon", "Flowing Flame", "Paimon"] {
        s = s.deck(P1, card);
    }
    let mut g = s.build();
    g.act("p1 play Stormterror's Lair");
    assert_eq!(g.dice_total(P1), 14, "costs 2");
    assert_eq!(g.hand(P1), [CardId::FlowingFlame], "the talent of the deck");
    let lair = |g: &Game| support(g, P1, EntityId::StormterrorsLair).map(|s| (s.usage, s.counter));
    assert_eq!(lair(&g), Some((3, 0)));
    assert_eq!(
        g.state.skill_cost(P1, 1).unwrap().dice(),
        3,
        "Searing Onslaught: 3 dice, full cost"
    );
    g.act("p1 skill Dawn");
    assert_eq!(g.dice_total(P1), 14 - 3, "4 less 1");
    assert_eq!(lair(&g), Some((2, 1)));
    g.act("p1 play Flowing Flame target 1");
    assert_eq!(g.dice_total(P1), 11 - 3, "once per round");
    assert_eq!(lair(&g), Some((2, 1)));

    // A Talent card is lowered too.
    let mut g = diluc()
        .support(P1, serde_json::json!("Stormterror's Lair"))
        .hand(P1, "Flowing Flame")
        .declared_end(P2)
        .build();
    g.act("p1 play Flowing Flame target 1");
    assert_eq!(g.dice_total(P1), 8 - 2, "3 less 1");
    assert_eq!(lair(&g), Some((2, 1)));
}

/// Yayoi Nanatsuki (4.6 on): "When playing an Artifact card: Spend 1 less Elemental Die. If
/// two of your characters on the field already have an equipped Artifact, you additionally
/// spend 1 less Elemental Die. (Once per Round)"; before 4.6, 1 less per character equipped
/// with an Artifact.
#[test]
fn yayoi_nanatsuki_lowers_an_artifact_a_round() {
    let mut g = diluc()
        .hand(P1, "Yayoi Nanatsuki")
        .hand(P1, "Crimson Witch of Flames")
        .hand(P1, "Crimson Witch of Flames")
        .hand(P1, "Crimson Witch of Flames")
        .dice(P1, &[("Omni", 16)])
        .declared_end(P2)
        .build();
    g.act("p1 play Yayoi Nanatsuki");
    assert_eq!(g.dice_total(P1), 15, "costs 1");
    g.act("p1 play Crimson Witch of Flames target 1");
    assert_eq!(g.dice_total(P1), 15 - 1, "2 less 1");
    g.act("p1 play Crimson Witch of Flames target 2");
    assert_eq!(g.dice_total(P1), 14 - 2, "once per round");
    g.act("p1 end")
        .act("p1 reroll")
        .act("p2 reroll")
        .act("p2 end");
    g.act("p1 play Crimson Witch of Flames target 3");
    assert_eq!(g.dice_total(P1), 8, "two characters equipped: 2 less 2");

    // Before 4.6: 1 less per character equipped (one here: 2 less 2).
    let mut g = diluc()
        .set("version", serde_json::json!("4.5.0"))
        .support(P1, serde_json::json!("Yayoi Nanatsuki"))
        .status(P1, 1, serde_json::json!("Gambler's Earrings"))
        .hand(P1, "Crimson Witch of Flames")
        .declared_end(P2)
        .build();
    g.act("p1 play Crimson Witch of Flames target 1");
    assert_eq!(g.dice_total(P1), 8, "one character equipped: 2 less 2");
}

/// Setaria (4.7 on): "After either player performs any action, if you have 0 cards in your
/// hand: Draw 1 card. / Usage(s): 3". Its own play counts; so do Elemental Tuning and the
/// opponent's actions.
#[test]
fn setaria_draws_after_any_action_leaving_an_empty_hand() {
    let mut s = diluc()
        .hand(P1, "Setaria")
        .dice(P1, &[("Omni", 6), ("Cryo", 2)])
        .declared_end(P2);
    for _ in 0..5 {
        s = s.deck(P1, "Katheryne");
    }
    let mut g = s.build();
    let setaria = |g: &Game| support(g, P1, EntityId::Setaria).map(|s| s.usage);
    g.act("p1 play Setaria");
    assert_eq!(g.dice_total(P1), 7, "costs 1");
    assert_eq!(
        g.hand(P1),
        [CardId::Katheryne],
        "its own play emptied the hand"
    );
    assert_eq!(setaria(&g), Some(2));
    g.act("p1 tune Katheryne Cryo");
    assert_eq!(g.hand(P1).len(), 1, "tuning emptied it");
    assert_eq!(setaria(&g), Some(1));
    g.act("p1 skill Tempered Sword");
    assert_eq!(g.hand(P1).len(), 1, "a card in hand: nothing");
    assert_eq!(setaria(&g), Some(1));
    g.act("p1 play Katheryne");
    assert_eq!(g.hand(P1).len(), 1);
    assert_eq!(setaria(&g), None, "used up");
}

/// Setaria hears the opponent's actions from 4.7 on; before, only its own side's.
#[test]
fn setaria_hears_the_opponents_actions_from_4_7() {
    for (version, drawn) in [("4.6.0", 0), ("4.7.0", 1)] {
        let mut s = diluc()
            .set("version", serde_json::json!(version))
            .set("to_act", serde_json::json!(2))
            .support(P1, serde_json::json!("Setaria"));
        for _ in 0..5 {
            s = s.deck(P1, "Katheryne");
        }
        let mut g = s.build();
        g.act("p2 switch 2");
        assert_eq!(g.hand(P1).len(), drawn, "{version}");
    }
}

/// Seed Dispensary (6.4 on) reads the current cost: of two Seed Dispensaries, the first
/// lowers a Support card of 2 dice to 1, and the second, seeing 1, does not lower it (nor
/// spend its use). (The reference reads the original cost and lowers it to 0:
/// differences.json, "seed-dispensary-reads-the-current-cost".)
#[test]
fn seed_dispensary_reads_the_current_cost() {
    let mut g = diluc()
        .hand(P1, "Seed Dispensary")
        .hand(P1, "Seed Dispensary")
        .hand(P1, "Liyue Harbor Wharf")
        .declared_end(P2)
        .build();
    g.act("p1 play Seed Dispensary")
        .act("p1 play Seed Dispensary")
        .act("p1 play Liyue Harbor Wharf");
    assert_eq!(g.dice_total(P1), 7, "2 less 1");
    let s = &g.state.player(P1).supports;
    assert_eq!((s[0].usage, s[0].counter), (1, 1));
    assert_eq!(
        (s[1].usage, s[1].counter),
        (2, 0),
        "1 die left: not lowered"
    );
}

/// A support played to replace Seed Dispensary, whose last usage lowers that very card:
/// Seed Dispensary leaves as it is used up, and the new support takes a free place; no
/// other support is discarded. (The reference discards another one: differences.json,
/// "a-support-replacing-one-its-cost-used-up".)
#[test]
fn replacing_a_support_its_cost_used_up_discards_no_other() {
    let mut g = diluc()
        .support(P1, serde_json::json!("Paimon"))
        .support(
            P1,
            serde_json::json!({"name": "Seed Dispensary", "usage": 1}),
        )
        .support(P1, serde_json::json!("Katheryne"))
        .support(P1, serde_json::json!("Liben"))
        .hand(P1, "Liyue Harbor Wharf")
        .declared_end(P2)
        .build();
    g.act("p1 play Liyue Harbor Wharf target support 2");
    assert_eq!(g.dice_total(P1), 7, "2 less 1");
    assert_eq!(
        supports(&g, P1),
        [
            EntityId::Paimon,
            EntityId::Katheryne,
            EntityId::Liben,
            EntityId::LiyueHarborWharf
        ]
    );
}

/// Jeht: "This card will record the number of cards discarded from your Support Zone during
/// this match as Sophistication points. (Max 6 points) / After your characters use an
/// Elemental Burst: If this card has recorded at least 6 Sophistication points, discard
/// this card and attach Sand and Dreams to your active character." Sand and Dreams: "When
/// you play a Talent card or a Character uses a Skill: Spend 3 less Elemental Dice. /
/// Usage(s): 1". Supports discarded before Jeht came count; a replaced support counts.
#[test]
fn jeht_counts_discarded_supports_and_gives_sand_and_dreams_at_6() {
    let mut s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .player_field(P1, "supports_discarded", serde_json::json!(5))
    .energy(P1, 0, 3)
    .dice(P1, &[("Omni", 16)])
    .hand(P1, "Jeht")
    .hand(P1, "Paimon");
    for name in ["Paimon", "Liben", "Katheryne"] {
        s = s.support(P1, serde_json::json!(name));
    }
    let mut g = s.build();
    let jeht = |g: &Game| support(g, P1, EntityId::Jeht).map(|s| s.usage);
    g.act("p1 play Jeht");
    assert_eq!(jeht(&g), Some(5), "5 supports discarded earlier this match");
    // Replacing a Paimon: 6.
    g.act("p1 play Paimon target support 1");
    assert_eq!(jeht(&g), Some(6));
    assert_eq!(g.state.player(P1).supports_discarded, 6);
    g.act("p1 skill Dawn");
    assert!(jeht(&g).is_none(), "discarded");
    assert_eq!(
        g.state.player(P1).supports_discarded,
        7,
        "Jeht itself counts"
    );
    assert_eq!(
        g.status(P1, 0, EntityId::SandAndDreams).map(|s| s.usage),
        Some(1)
    );
    g.act("p2 end");
    let dice = g.dice_total(P1);
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.dice_total(P1), dice, "3 Pyro, 3 less: free");
    assert!(
        g.status(P1, 0, EntityId::SandAndDreams).is_none(),
        "used up"
    );
}

/// Jeht at 5 points: a Burst sets nothing off (6 needed from 4.6), and Jeht stays; before
/// 4.6 ("at least 5 ... create Omni Element equal to its points minus 2") the Burst gives 3
/// Omni and discards it.
#[test]
fn jeht_at_5_points_before_and_from_4_6() {
    let at = |version: &str| {
        let mut g = setup(
            ["Diluc", "Fischl", "Sucrose"],
            ["Xingqiu", "Ganyu", "Noelle"],
        )
        .set("version", serde_json::json!(version))
        .player_field(P1, "supports_discarded", serde_json::json!(5))
        .energy(P1, 0, 3)
        .dice(P1, &[("Omni", 16)])
        .hand(P1, "Jeht")
        .build();
        g.act("p1 play Jeht");
        let dice = g.dice_total(P1);
        g.act("p1 skill Dawn");
        let jeht = support(&g, P1, EntityId::Jeht).map(|s| s.usage);
        (g.dice_total(P1) + 4 - dice, jeht)
    };
    assert_eq!(at("6.5.0"), (0, Some(5)));
    assert_eq!(at("4.5.0"), (3, None));
}

/// Silver and Melus: "This card will record the number of types of Elemental DMG opposing
/// characters have taken during this match as points of Attendant's Attentiveness. (Max 4
/// points) / End Phase: If you have at least 3 Attendant's Attentiveness points, discard
/// this card and draw cards equal to the amount of Attendant's Attentiveness points."
/// Elemental DMG taken before the card came counts; Physical does not.
#[test]
fn silver_and_melus_counts_elements_the_opponents_took_and_draws_at_3() {
    let mut s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .player_field(P2, "elements_taken", serde_json::json!(["Hydro"]))
    .set("config", serde_json::json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .hand(P1, "Silver and Melus");
    for _ in 0..10 {
        s = s.deck(P1, "Paimon");
    }
    let mut g = s.build();
    let points = |g: &Game| support(g, P1, EntityId::SilverAndMelus).map(|s| s.usage);
    g.act("p1 play Silver and Melus");
    assert_eq!(points(&g), Some(1), "Hydro, taken earlier");
    g.act("p1 skill Tempered Sword");
    assert_eq!(points(&g), Some(1), "Physical does not count");
    g.act("p2 end").act("p1 skill Searing Onslaught");
    assert_eq!(points(&g), Some(2), "Pyro");
    g.act("p1 skill Searing Onslaught");
    assert_eq!(points(&g), Some(2), "Pyro again: one type");
    let hand = g.hand(P1).len();
    g.act("p1 end");
    assert_eq!(points(&g), Some(2), "2 points: not yet");
    assert_eq!(g.hand(P1).len(), hand + 2, "the End Phase's 2 only");
    // Next round: Fischl's Electro makes 3; the End Phase draws 3 and discards it.
    g.act("p2 end")
        .act("p1 switch 2")
        .act("p1 skill Nightrider");
    assert_eq!(points(&g), Some(3));
    let hand = g.hand(P1).len();
    g.act("p1 end");
    assert!(points(&g).is_none(), "discarded");
    assert_eq!(g.hand(P1).len(), hand + 3 + 2);
    assert_eq!(g.state.player(P2).flags.elements_taken.count_ones(), 3);
}

/// Silver and Melus and Jeht set up in play (a scenario) keep the points they were given
/// until the record changes: another card played does not refresh them (as the reference,
/// which refreshes them as they enter and as the record changes: differential positions
/// 22002-3 and others).
#[test]
fn silver_and_melus_and_jeht_placed_keep_their_points_until_the_record_changes() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .support(
        P1,
        serde_json::json!({"name": "Silver and Melus", "usage": 2}),
    )
    .support(P1, serde_json::json!({"name": "Jeht", "usage": 3}))
    .dice(P1, &[("Omni", 8)])
    .hand(P1, "Strategize")
    .hand(P1, "Silver and Melus")
    .build();
    let points = |g: &Game| -> Vec<u8> {
        let supports = &g.state.player(P1).supports;
        let melus = supports.iter().filter(|s| s.id == EntityId::SilverAndMelus);
        melus.map(|s| s.usage).collect()
    };
    g.act("p1 play Strategize");
    assert_eq!(points(&g), [2]);
    assert_eq!(support(&g, P1, EntityId::Jeht).map(|s| s.usage), Some(3));
    // Another Silver and Melus enters with the record (nothing yet); the first keeps its 2.
    g.act("p1 play Silver and Melus");
    assert_eq!(points(&g), [2, 0]);
    // Pyro DMG to the opposing Xingqiu: the record (Pyro) sets both to 1.
    g.act("p1 skill Searing Onslaught");
    assert_eq!(points(&g), [1, 1]);
}

/// Atea: "When your side uses a Technique: spend 1 less Elemental Die. (Once per Round)"
#[test]
fn atea_lowers_a_technique_once_per_round() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", serde_json::json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .support(P1, serde_json::json!("Atea"))
        .status(
            P1,
            0,
            serde_json::json!({"name": "Xenochromatic Hunter's Ray", "usage": 3}),
        )
        .declared_end(P2)
        .build();
    g.act("p1 technique");
    assert_eq!(g.dice_total(P1), 16 - 1, "2 unaligned, 1 less");
    g.act("p1 technique");
    assert_eq!(g.dice_total(P1), 15 - 2, "once per round");
}

/// Lumenstone Adjuvant: "After you play an Action Card: if you have played 3 Action Cards
/// this round while this card was in play, draw 1 card and create 1 Omni Element. (Once per
/// Round) Usage(s): 3". The card itself does not count.
#[test]
fn lumenstone_adjuvant_pays_out_at_the_third_card_of_the_round() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", serde_json::json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .hand(P1, "Lumenstone Adjuvant")
        .hand(P1, "Strategize")
        .hand(P1, "Strategize")
        .hand(P1, "Strategize")
        .hand(P1, "Strategize")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .declared_end(P2)
        .build();
    g.act("p1 play Lumenstone Adjuvant");
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p1 play Strategize").act("p1 play Strategize");
    assert_eq!(g.dice_total(P1), 13 - 2, "2 cards: nothing yet");
    let hand = g.hand(P1).len();
    g.act("p1 play Strategize");
    assert_eq!(g.dice_total(P1), 11 - 1 + 1, "the third: 1 Omni");
    assert_eq!(g.hand(P1).len(), hand - 1 + 2 + 1, "and 1 card");
    let s = &g.state.player(P1).supports[0];
    assert_eq!(s.usage, 3 - 1);
    g.act("p1 play Strategize");
    assert_eq!(g.dice_total(P1), 11 - 1, "once per round");
}

/// Seirai Island: "After a character of either side is healed: attach Distant Storm to it
/// (End Phase: it takes 2 Piercing DMG; 1 usage). Duration (Rounds): 2"
#[test]
fn seirai_island_storms_every_healed_character() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", serde_json::json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .hp(P1, 1, 5)
        .hand(P1, "Sweet Madame")
        .support(P1, serde_json::json!("Seirai Island"))
        .build();
    g.act("p1 play Sweet Madame target 2");
    assert_eq!(g.hp(P1, 1), 6);
    assert!(g.status(P1, 1, EntityId::DistantStorm).is_some());
    g.end_round();
    assert_eq!(g.hp(P1, 1), 6 - 2, "2 Piercing in the End Phase");
    assert!(g.status(P1, 1, EntityId::DistantStorm).is_none(), "1 usage");
    assert_eq!(g.state.player(P1).supports[0].duration, 1);
}

/// Stadium of the Sacred Flame: "After your side uses a Skill or a Technique: this card gains
/// 1 Flame of Contest. At 2: create 1 random basic Elemental Die. At 4: heal your active
/// character for 2 HP. At 6: discard this card, and your current active character deals +1
/// DMG for 2 Rounds."
#[test]
fn stadium_of_the_sacred_flame_counts_skills_and_techniques() {
    let mut g = setup(["Mona", "Xingqiu", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", serde_json::json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .hp(P1, 0, 5)
        .support(P1, serde_json::json!("Stadium of the Sacred Flame"))
        .status(
            P1,
            0,
            serde_json::json!({"name": "Xenochromatic Hunter's Ray", "usage": 2}),
        )
        .declared_end(P2)
        .build();
    let flames = |g: &Game| g.state.player(P1).supports[0].usage;
    g.act("p1 skill Ripple of Fate");
    assert_eq!(flames(&g), 1);
    g.act("p1 technique");
    assert_eq!(flames(&g), 2, "a Technique counts");
    assert_eq!(g.dice_total(P1), 16 - 3 - 2 + 1, "at 2: a random basic die");
    assert_eq!(g.dice(P1).count(Die::Omni), 11);
    g.act("p1 skill Ripple of Fate")
        .act("p1 skill Ripple of Fate");
    assert_eq!(g.hp(P1, 0), 5 + 2, "at 4: the active character healed");
    g.act("p1 skill Ripple of Fate");
    assert_eq!(flames(&g), 5);
    g.act("p1 technique");
    assert!(g.state.player(P1).supports.is_empty(), "at 6: discarded");
    let bonus = g
        .status(P1, 0, EntityId::StadiumOfTheSacredFlameInEffect)
        .expect("the bonus on the active character");
    assert_eq!(bonus.duration, 2);
}

/// Central Laboratory Ruins: "After you discard or tune a card: this card gains 1
/// Experimental Progress. At 3, 6 and 9: create 1 Omni Element; then, at 9 or more, discard
/// this card."
#[test]
fn central_laboratory_ruins_counts_tuned_cards() {
    let mut b = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .dice(P1, &[("Cryo", 9)])
        .support(
            P1,
            serde_json::json!({"name": "Central Laboratory Ruins", "usage": 7}),
        )
        .declared_end(P2);
    for _ in 0..3 {
        b = b.hand(P1, "Paimon");
    }
    let mut g = b.build();
    let progress = |g: &Game| g.state.player(P1).supports.first().map(|s| s.usage);
    g.act("p1 tune Paimon");
    assert_eq!(progress(&g), Some(8));
    assert_eq!(g.dice(P1).count(Die::Omni), 0);
    g.act("p1 tune Paimon");
    assert_eq!(g.dice(P1).count(Die::Omni), 1, "at 9: 1 Omni");
    assert_eq!(progress(&g), None, "then discarded");
}

/// Sir Arthur: "After you discard or tune a card: this card gains 1 News Clue (at most 2).
/// End Phase: with 2 News Clues, spend 2 and add a copy of the top card of the opponent's
/// deck to your hand."
#[test]
fn sir_arthur_copies_the_opponents_top_card() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .dice(P1, &[("Cryo", 9)])
        .support(P1, serde_json::json!("Sir Arthur"))
        .hand(P1, "Paimon")
        .hand(P1, "Paimon")
        .hand(P1, "Paimon")
        .deck(P2, "Sweet Madame")
        .deck(P2, "Liben")
        .deck(P2, "Liben")
        .deck(P2, "Liben")
        .declared_end(P2)
        .build();
    let clues = |g: &Game| g.state.player(P1).supports[0].usage;
    g.act("p1 tune Paimon")
        .act("p1 tune Paimon")
        .act("p1 tune Paimon");
    assert_eq!(clues(&g), 2, "at most 2");
    g.end_round();
    assert_eq!(clues(&g), 0);
    let sweets = g
        .hand(P1)
        .iter()
        .filter(|&&c| c == CardId::SweetMadame)
        .count();
    assert_eq!(sweets, 1, "a copy of the opponent's top card");
}

/// Kusava: "When the Action Phase begins: discard up to 2 of your hand's cards with the
/// highest Elemental Dice cost, gaining 1 Memory and Dream per card (at most 2). When your
/// character uses a Skill: if you have played no Action Card this round, consume 1 Memory
/// and Dream to spend 1 less Elemental Die."
#[test]
fn kusava_trades_costly_cards_for_cheaper_skills() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", serde_json::json!({"all_omni": true}))
        .support(P1, serde_json::json!("Kusava"))
        .hand(P1, "Paimon")
        .hand(P1, "Paimon")
        .hand(P1, "Sweet Madame")
        .hand(P1, "Sweet Madame")
        .build();
    g.end_round();
    let memory = |g: &Game| g.state.player(P1).supports[0].usage;
    assert_eq!(memory(&g), 2);
    assert_eq!(
        g.hand(P1),
        [CardId::SweetMadame, CardId::SweetMadame],
        "the two Paimons (3 dice each) discarded"
    );
    let dice = g.dice_total(P1);
    g.act("p1 skill Guhua Style");
    assert_eq!(g.dice_total(P1), dice - 2, "1 die less");
    assert_eq!(memory(&g), 1);
    g.act("p2 end").act("p1 play Sweet Madame target 1");
    let dice = g.dice_total(P1);
    g.act("p1 skill Guhua Style");
    assert_eq!(
        g.dice_total(P1),
        dice - 3,
        "a card played this round: no discount"
    );
    assert_eq!(memory(&g), 1);
}

/// P1's pile, from the top.
fn pile(g: &Game, p: Player) -> Vec<CardId> {
    g.state.player(p).deck.iter().rev().copied().collect()
}

/// The White Glove and the Fisherman (free): "结束阶段：生成1张「清洁工作」，随机将其置入我方
/// 牌库顶部5张牌之中。如果此牌的可用次数仅剩余1，则抓1张牌。 / 可用次数：2" (End Phase: Create 1
/// "Called In For Cleanup" and place it randomly amongst the 5 cards at the top of your
/// deck. If this card has only 1 Usage(s) remaining, draw 1 card. Usage(s): 2.) The place is
/// a chance request among the 5 places above the top 5 cards; the draw of its last End Phase
/// comes after it (here it draws the card just put on top), before the End Phase's 2 draws;
/// then it is discarded.
#[test]
fn the_white_glove_puts_cleanup_among_the_top_five_and_draws_at_its_last_usage() {
    use CardId::{
        CalledInForCleanup as T, Katheryne, Liben, Paimon, Strategize, SweetMadame, Timmie,
    };
    let mut g = team()
        .hand(P1, "The White Glove and the Fisherman")
        .deck(P1, "Strategize")
        .deck(P1, "Paimon")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Liben")
        .deck(P1, "Katheryne")
        .deck(P1, "Timmie")
        .build();
    let glove = EntityId::TheWhiteGloveAndTheFisherman;
    g.act("p1 play The White Glove and the Fisherman");
    assert_eq!(g.dice_total(P1), 8, "free");
    assert_eq!(support(&g, P1, glove).unwrap().usage, 2);
    g.act("p1 end");
    act_only(&mut g, "p2 end");
    let Pending::Chance(
        r @ ChanceRequest::DeckPlace {
            player: P1,
            card,
            among: 5,
        },
    ) = g.state.pending()
    else {
        panic!(
            "expected a place among the top 5, got {:?}",
            g.state.pending()
        );
    };
    assert_eq!(card, T);
    assert_eq!(r.outcomes(&g.state, 10).unwrap().len(), 5);
    g.state.apply_chance(ChanceOutcome::Index(4)).unwrap();
    g.state.resolve_chance(&mut g.rng);
    assert_eq!(
        g.hand(P1),
        [Strategize, Paimon],
        "no draw at 2 usages; the End Phase's 2"
    );
    assert_eq!(pile(&g, P1), [SweetMadame, Liben, T, Katheryne, Timmie]);
    assert_eq!(support(&g, P1, glove).unwrap().usage, 1);
    g.act("p1 reroll").act("p2 reroll");
    g.act("p1 end");
    act_only(&mut g, "p2 end");
    g.state.apply_chance(ChanceOutcome::Index(0)).unwrap();
    g.state.resolve_chance(&mut g.rng);
    assert_eq!(
        g.hand(P1),
        [Strategize, Paimon, T, SweetMadame, Liben],
        "1 usage left: it draws the card it just put on top, then the End Phase's 2"
    );
    assert_eq!(pile(&g, P1), [T, Katheryne, Timmie]);
    assert!(support(&g, P1, glove).is_none(), "used up");
}

/// A shorter pile: the places are above each of its cards (2 cards: 2 places).
#[test]
fn the_white_glove_with_a_short_pile() {
    let mut g = team()
        .support(
            P1,
            serde_json::json!({"name": "The White Glove and the Fisherman", "usage": 2}),
        )
        .deck(P1, "Strategize")
        .deck(P1, "Paimon")
        .deck(P1, "Liben")
        .deck(P1, "Katheryne")
        .build();
    g.act("p1 end");
    act_only(&mut g, "p2 end");
    assert!(matches!(
        g.state.pending(),
        Pending::Chance(ChanceRequest::DeckPlace { among: 4, .. })
    ));
}

/// "Called In For Cleanup" (free event): "我方出战角色下次造成的伤害+1。（可叠加，最多叠加到
/// +2）" (Your active character will deal +1 DMG the next time they deal DMG. (Can stack.
/// Max +2)): three played make +2; the next skill damage takes it all, once.
#[test]
fn called_in_for_cleanup_stacks_to_two_and_boosts_the_next_skill_damage() {
    let mut g = team()
        .hand(P1, "\"Called In For Cleanup\"")
        .hand(P1, "\"Called In For Cleanup\"")
        .hand(P1, "\"Called In For Cleanup\"")
        .build();
    let active = EntityId::CalledInForCleanupActive;
    g.act("p1 play \"Called In For Cleanup\"");
    assert_eq!(g.combat(P1, active).unwrap().usage, 1);
    g.act("p1 play \"Called In For Cleanup\"");
    g.act("p1 play \"Called In For Cleanup\"");
    assert_eq!(g.combat(P1, active).unwrap().usage, 2, "at most +2");
    g.act("p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2);
    assert!(g.combat(P1, active).is_none(), "spent");
    g.act("p2 end").act("p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 6 - 2, "once");
}

/// Taroumaru (2 same dice): "入场时：生成4张太郎丸的存款，均匀地置入我方牌库中。" (When played:
/// Create 4 Taroumaru's Savings and distribute them evenly in your deck.) No chance: 4 cards
/// cut a pile of 8 into 5 runs (2, 2, 2, 1, 1 from the top), as the reference spreads them.
#[test]
fn taroumaru_spreads_four_savings_evenly_through_the_pile() {
    use CardId::{Strategize as X, TaroumarusSavings as S};
    let mut s = team().dice(P1, &[("Omni", 8)]).hand(P1, "Taroumaru");
    for _ in 0..8 {
        s = s.deck(P1, "Strategize");
    }
    let mut g = s.build();
    let a = invokation::notation::parse_action(&g.state, "p1 play Taroumaru").unwrap();
    g.state.apply_action(a).unwrap();
    assert!(g.state.chance_request().is_none(), "evenly: no chance");
    assert_eq!(g.dice_total(P1), 8 - 2);
    assert_eq!(pile(&g, P1), [X, X, S, X, X, S, X, X, S, X, S, X]);
    let t = support(&g, P1, EntityId::Taroumaru).unwrap();
    assert_eq!(t.usage, 0, "no Savings played yet");
    assert!(
        g.state.decision_of(P1) == Some(DecisionKind::Action),
        "not a Combat Action"
    );
}

/// "我方打出2张太郎丸的存款后：弃置此牌，召唤愤怒的太郎丸。" (After you have played 2
/// Taroumaru's Savings cards: Discard this card and summon 1 Taroumaru Enraged.) Taroumaru's
/// Savings (free): "生成1个万能元素。" (Create 1 Omni Element.) The opponent's Savings do not
/// count. Taroumaru Enraged: "结束阶段：造成2点物理伤害。 / 可用次数：2" (End Phase: Deal 2
/// Physical DMG. Usage(s): 2.)
#[test]
fn taroumaru_turns_enraged_after_two_savings() {
    let mut g = team()
        .dice(P1, &[])
        .support(P1, serde_json::json!({"name": "Taroumaru", "usage": 0}))
        .hand(P1, "Taroumaru's Savings")
        .hand(P1, "Taroumaru's Savings")
        .hand(P2, "Taroumaru's Savings")
        .build();
    g.act("p1 play Taroumaru's Savings");
    assert_eq!(g.dice(P1).count(Die::Omni), 1, "Create 1 Omni Element");
    assert_eq!(support(&g, P1, EntityId::Taroumaru).unwrap().usage, 1);
    g.act("p1 end").act("p2 play Taroumaru's Savings");
    assert_eq!(
        support(&g, P1, EntityId::Taroumaru).unwrap().usage,
        1,
        "the opponent's do not count"
    );
    g.act("p2 end");
    // The End Phase, the next round: P1 starts.
    g.act("p1 reroll").act("p2 reroll");
    g.act("p1 play Taroumaru's Savings");
    assert!(support(&g, P1, EntityId::Taroumaru).is_none(), "discarded");
    let enraged = g.summon(P1, EntityId::TaroumaruEnraged).unwrap();
    assert_eq!(enraged.usage, 2);
    let hp = g.hp(P2, 0);
    g.end_round();
    assert_eq!(g.hp(P2, 0), hp - 2, "End Phase: 2 Physical");
    assert_eq!(g.summon(P1, EntityId::TaroumaruEnraged).unwrap().usage, 1);
}

/// Fortress of Meropide (1 same), 6.5.0: "我方出战角色受到伤害或治疗后：此牌累积1点「禁令」（可
/// 叠加，最多叠加到5）。如果此牌已有5点禁令，则消耗5点，赋予对方1张随机手牌无效化。" A heal and a
/// hit of the active character count; at 5 the points go and one of the opponent's 2 cards,
/// at random (a chance request, each 1/2), is voided: played, that equipment card is paid for
/// and takes no effect; the other card works.
#[test]
fn fortress_of_meropide_voids_a_random_opponent_card_at_five() {
    let mut g = team()
        .set("config", serde_json::json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .dice(P2, &[("Omni", 16)])
        .hp(P1, 0, 8)
        .support(
            P1,
            serde_json::json!({"name": "Fortress of Meropide", "usage": 3}),
        )
        .hand(P1, "Sweet Madame")
        .hand(P2, "Sacrificial Greatsword")
        .hand(P2, "Paimon")
        .set("to_act", serde_json::json!(1))
        .build();
    let points = |g: &Game| support(g, P1, EntityId::FortressOfMeropide).unwrap().usage;
    g.act("p1 play Sweet Madame target 1");
    assert_eq!(points(&g), 4, "the active character healed");
    g.act("p1 end");
    act_only(&mut g, "p2 skill Tempered Sword");
    let Pending::Chance(r @ ChanceRequest::VoidRandom { player: P2 }) = g.state.pending() else {
        panic!("expected a random voiding, got {:?}", g.state.pending());
    };
    let outcomes = r.outcomes(&g.state, 10).unwrap();
    assert_eq!(outcomes.len(), 2, "either card");
    assert!(outcomes.iter().all(|(_, p)| (*p - 0.5).abs() < 1e-12));
    g.state.apply_chance(ChanceOutcome::Index(0)).unwrap();
    assert_eq!(points(&g), 0, "5 consumed");
    assert_eq!(
        g.state.player(P2).flags.voided,
        0b01,
        "the Greatsword is voided"
    );
    let dice = g.dice_total(P2);
    g.act("p2 play Sacrificial Greatsword target 1");
    assert_eq!(g.dice_total(P2), dice - 3, "paid");
    assert!(
        g.status(P2, 0, EntityId::SacrificialGreatsword).is_none(),
        "voided: not equipped"
    );
    g.act("p2 play Paimon");
    assert!(support(&g, P2, EntityId::Paimon).is_some(), "not voided");
}

/// Fortress of Meropide: with the opponent's hand empty the 5 points wait (at most 5); once
/// the opponent has a card (1 drawn in the End Phase), the next hit of the active character
/// voids it (the only one: no chance request).
#[test]
fn fortress_of_meropide_waits_at_five_for_a_card() {
    let mut g = team()
        .set("config", serde_json::json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .dice(P2, &[("Omni", 16)])
        .support(
            P1,
            serde_json::json!({"name": "Fortress of Meropide", "usage": 4}),
        )
        .deck(P2, "Paimon")
        .set("to_act", serde_json::json!(2))
        .build();
    let points = |g: &Game| support(g, P1, EntityId::FortressOfMeropide).unwrap().usage;
    g.act("p2 skill Tempered Sword");
    assert_eq!(points(&g), 5, "no card to void: kept");
    g.act("p1 end").act("p2 skill Tempered Sword");
    assert_eq!(points(&g), 5, "at most 5");
    g.act("p2 end");
    assert_eq!(g.hand(P2), [CardId::Paimon], "drawn in the End Phase");
    assert_eq!(points(&g), 5);
    g.act("p1 end").act("p2 skill Tempered Sword");
    assert_eq!(points(&g), 0, "5 consumed");
    assert_eq!(g.state.player(P2).flags.voided, 0b1, "Paimon is voided");
    g.act("p2 play Paimon");
    assert!(
        support(&g, P2, EntityId::Paimon).is_none(),
        "voided: not placed"
    );
}

/// Fortress of Meropide: damage that defeats the active character counts (it is the active
/// character until the new one is chosen; as the reference: differential game 153-0).
#[test]
fn fortress_of_meropide_counts_a_defeated_active_character() {
    let mut g = team()
        .set("config", serde_json::json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .dice(P2, &[("Omni", 16)])
        .hp(P1, 0, 1)
        .support(
            P1,
            serde_json::json!({"name": "Fortress of Meropide", "usage": 4}),
        )
        .hand(P2, "Paimon")
        .set("to_act", serde_json::json!(2))
        .build();
    g.act("p2 skill Tempered Sword");
    assert!(!g.ch(P1, 0).alive, "defeated");
    let points = support(&g, P1, EntityId::FortressOfMeropide).unwrap().usage;
    assert_eq!(points, 0, "counted: 5, consumed");
    assert_eq!(g.state.player(P2).flags.voided, 0b1, "Paimon voided");
}

/// Of two copies of a card, one voided (Fortress of Meropide), Elemental Tuning takes the
/// voided one first (and playing takes the other first), as the differential's reference
/// runs are matched (game 154-21).
#[test]
fn a_voided_copy_is_tuned_first() {
    let mut g = team()
        .dice(P1, &[("Pyro", 2)])
        .hand(P1, "Paimon")
        .hand(P1, "Paimon")
        .player_field(P1, "voided", serde_json::json!([2]))
        .set("to_act", serde_json::json!(1))
        .build();
    assert_eq!(g.state.player(P1).flags.voided, 0b10);
    g.act("p1 tune Paimon Pyro");
    assert_eq!(g.hand(P1), [CardId::Paimon]);
    assert_eq!(
        g.state.player(P1).flags.voided,
        0,
        "the voided copy was tuned"
    );
}

/// Stage Tepetl (Location, free): "When you play a card whose name is not in this match's
/// initial deck: this card gains 1 Attention point. / When the opponent plays a card whose
/// name is not in their initial deck: this card loses 1 Attention point. / When the Action
/// Phase begins: if this card has at least 3 Attention points, create 1 random basic
/// Elemental Die; if it has at least 1, convert 1 Elemental Die into Omni." (我方打出名称不存在
/// 于本局最初牌组的牌时：此牌累积1点「瞩目」。 / 敌方打出名称不存在于本局最初牌组的牌时：此牌扣除
/// 1点「瞩目」。 / 行动阶段开始时：如果此牌有至少3点「瞩目」，则生成1个随机基础元素骰；如果此牌
/// 有至少1点「瞩目」，将1个元素骰转换为万能元素。)
fn stage_tepetl() -> Setup {
    team()
        .set("config", serde_json::json!({"all_omni": true}))
        .hand(P1, "Stage Tepetl")
        .hand(P1, "Leave It to Me!")
        .hand(P1, "Leave It to Me!")
        .hand(P1, "Katheryne")
        .player_field(P1, "initial_deck", serde_json::json!(["Katheryne"]))
        .hand(P2, "Leave It to Me!")
        .hand(P2, "Leave It to Me!")
        .hand(P2, "Strategize")
        .player_field(P2, "initial_deck", serde_json::json!(["Strategize"]))
        .dice(P1, &[("Omni", 8)])
        .dice(P2, &[("Omni", 8)])
}

fn attention(g: &Game) -> Option<u8> {
    support(g, P1, EntityId::StageTepetl).map(|s| s.usage)
}

/// Each side's card judged by its own initial deck: +1 for P1's new cards (Stage Tepetl
/// itself too), -1 for P2's, nothing for cards in the deck; at 3, a random basic die and an
/// Omni as the Action Phase begins.
#[test]
fn stage_tepetl_counts_new_cards_of_both_sides_and_gives_dice_at_3() {
    let mut g = stage_tepetl().build();
    g.act("p1 play Stage Tepetl");
    assert_eq!(g.dice_total(P1), 8, "free");
    assert_eq!(attention(&g), Some(1), "itself: not in the initial deck");
    g.act("p1 play Katheryne");
    assert_eq!(attention(&g), Some(1), "Katheryne is in the initial deck");
    g.act("p1 play Leave It to Me!")
        .act("p1 play Leave It to Me!");
    assert_eq!(attention(&g), Some(3));
    g.act("p1 end").act("p2 play Strategize");
    assert_eq!(attention(&g), Some(3), "Strategize is in P2's initial deck");
    g.act("p2 play Leave It to Me!");
    assert_eq!(attention(&g), Some(2), "the opponent's new card");
    g.act("p2 end");
    // Round 2 begins: 2 points, no die; all dice Omni already.
    assert_eq!(g.dice_total(P1), 8);
    assert_eq!(attention(&g), Some(2), "the points stay");
}

/// At 3 points: 1 random basic Elemental Die, then 1 die converted into Omni (all-Omni
/// rolls: the new die is the one converted); never below 0 points.
#[test]
fn stage_tepetl_at_3_points_creates_a_die_and_an_omni() {
    let mut g = stage_tepetl().build();
    g.act("p1 play Stage Tepetl")
        .act("p1 play Leave It to Me!")
        .act("p1 play Leave It to Me!");
    assert_eq!(attention(&g), Some(3));
    g.end_round();
    assert_eq!(g.dice_total(P1), 8 + 1, "a die created");
    assert_eq!(
        g.dice(P1).count(Die::Omni),
        8 + 1,
        "one converted into Omni"
    );
    // Never below 0 points.
    let mut g = stage_tepetl().build();
    g.act("p1 play Stage Tepetl").act("p1 end");
    g.act("p2 play Leave It to Me!");
    assert_eq!(attention(&g), Some(0));
    g.act("p2 play Leave It to Me!");
    assert_eq!(attention(&g), Some(0), "never below 0");
}

/// With 1 or 2 points: no die, 1 die converted into Omni as the Action Phase begins (a
/// rolled die).
#[test]
fn stage_tepetl_converts_a_die_into_omni_from_1_point() {
    let mut g = stage_tepetl()
        .set("config", serde_json::json!({"all_omni": false}))
        .build();
    g.act("p1 play Stage Tepetl");
    assert_eq!(attention(&g), Some(1));
    g.act("p1 end").act("p2 end");
    let omni = g.dice(P1).count(Die::Omni);
    assert!(omni < 8, "a rolled hand with a basic die (seed)");
    g.act("p1 reroll").act("p2 reroll");
    assert_eq!(g.dice_total(P1), 8, "no die created");
    assert_eq!(g.dice(P1).count(Die::Omni), omni + 1, "one converted");
}

/// "Scions of the Canopy" (Location, free): "When you play a card whose name is not in this
/// match's initial deck: if the card's current Elemental Dice cost is not less than this
/// card's Daredevil points, create 1 random basic Elemental Die, then this card gains 1
/// Daredevil point." (我方打出名称不存在于本局最初牌组的牌时：如果打出的牌当前元素骰费用不低于
/// 此牌的「极限运动点」，则生成1个随机基础元素骰，然后此牌累积1个「极限运动点」。)
fn scions() -> Setup {
    team()
        .set("config", serde_json::json!({"all_omni": true}))
        .hand(P1, "321024")
        .hand(P1, "Leave It to Me!")
        .hand(P1, "Strategize")
        .hand(P1, "Katheryne")
        .hand(P1, "Paimon")
        .hand(P1, "End of the Line")
        .player_field(P1, "initial_deck", serde_json::json!(["Katheryne"]))
        .dice(P1, &[("Omni", 12)])
}

fn daredevil(g: &Game) -> Option<u8> {
    support(g, P1, EntityId::ScionsOfTheCanopy).map(|s| s.usage)
}

/// 1 point when it enters (itself free: nothing); a new card costing at least the points
/// gives a die and a point; a cheaper one or a card of the initial deck nothing.
#[test]
fn scions_of_the_canopy_gives_a_die_for_new_cards_costing_at_least_its_points() {
    let mut g = scions().build();
    g.act("p1 play 321024");
    assert_eq!(daredevil(&g), Some(1), "1 point; itself costs 0");
    assert_eq!(g.dice_total(P1), 12);
    g.act("p1 play Leave It to Me!");
    assert_eq!(daredevil(&g), Some(1), "0 dice: less than 1");
    g.act("p1 play Strategize");
    assert_eq!(g.dice_total(P1), 12 - 1 + 1, "1 die: a die created");
    assert_eq!(daredevil(&g), Some(2));
    g.act("p1 play Katheryne");
    assert_eq!(g.dice_total(P1), 12 - 1, "Katheryne is in the initial deck");
    assert_eq!(daredevil(&g), Some(2));
    g.act("p1 play Paimon");
    assert_eq!(g.dice_total(P1), 12 - 1 - 3 + 1, "3 dice, at least 2");
    assert_eq!(daredevil(&g), Some(3));
}

/// The current cost (6.4.0 on): End of the Line lowered by Master Zhang to 1 die is less
/// than 2 points; before 6.4.0 its original 2 dice were compared.
#[test]
fn scions_of_the_canopy_compares_the_current_cost_since_6_4() {
    for (version, die) in [("6.5.0", 0), ("6.3.0", 1)] {
        let mut g = scions()
            .set("version", serde_json::json!(version))
            .support(P1, serde_json::json!("Master Zhang"))
            .build();
        g.act("p1 play 321024").act("p1 play Strategize");
        assert_eq!(daredevil(&g), Some(2), "{version}");
        let dice = g.dice_total(P1);
        g.act("p1 play End of the Line target 2");
        assert_eq!(g.dice_total(P1), dice - 1 + die, "{version}: 1 die paid");
        assert_eq!(daredevil(&g), Some(2 + die as u8), "{version}");
    }
}

/// The Mausoleum of King Deshret's position: P1 holds it (or has it in play with `drawn`
/// opponent cards counted), P2's pile 6 Paimon under what the test puts on top.
fn mausoleum(drawn: Option<u8>) -> Setup {
    let mut s = team()
        .set("config", serde_json::json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .dice(P2, &[("Omni", 16)]);
    if let Some(n) = drawn {
        s = s.support(
            P1,
            serde_json::json!({"name": "The Mausoleum of King Deshret", "usage": n}),
        );
    }
    s
}

fn count_of(cards: &[CardId], card: CardId) -> usize {
    cards.iter().filter(|&&c| c == card).count()
}

/// The Mausoleum of King Deshret (1 same): "对方累积抓4张牌后：弃置此牌，在对方牌库顶生成2张禁
/// 忌知识。" It counts the opponent's cards drawn (not its own side's): 2 + 2 with
/// Strategize; at the 4th it leaves, 2 Forbidden Knowledge on top of P2's pile, and The
/// Mausoleum of King Deshret (In Effect) on P2's side for the round.
#[test]
fn mausoleum_of_king_deshret_counts_the_opponents_draws() {
    let mut s = mausoleum(None)
        .hand(P1, "The Mausoleum of King Deshret")
        .hand(P1, "Strategize")
        .hand(P2, "Strategize")
        .hand(P2, "Strategize");
    for _ in 0..6 {
        s = s.deck(P1, "Paimon").deck(P2, "Paimon");
    }
    let mut g = s.build();
    g.act("p1 play The Mausoleum of King Deshret");
    assert_eq!(g.dice_total(P1), 16 - 1);
    let drawn = |g: &Game| support(g, P1, EntityId::TheMausoleumOfKingDeshret).map(|s| s.usage);
    assert_eq!(drawn(&g), Some(0));
    g.act("p1 play Strategize");
    assert_eq!(drawn(&g), Some(0), "its own side's draws do not count");
    g.act("p1 end").act("p2 play Strategize");
    assert_eq!(drawn(&g), Some(2));
    g.act("p2 play Strategize");
    assert_eq!(drawn(&g), None, "discarded at 4");
    let deck = g.state.player(P2).deck;
    assert_eq!(deck.len(), 2 + 2);
    assert_eq!(
        &deck.as_slice()[2..],
        [CardId::ForbiddenKnowledge, CardId::ForbiddenKnowledge],
        "2 on top"
    );
    let in_effect = g
        .state
        .player(P2)
        .combat_status(EntityId::TheMausoleumOfKingDeshretInEffect)
        .copied()
        .unwrap();
    assert_eq!(in_effect.duration, 1, "until the end of this round");
}

/// "然后直到本回合结束前，对方每抓1张牌，就立刻生成1张禁忌知识，随机地置入对方牌库中。" Cards of
/// the same draw beyond the 4th already count (3 + 2: 1 more, at random); then each card P2
/// draws this round puts one more in; the next round, none.
#[test]
fn mausoleum_of_king_deshret_then_one_per_card_drawn_this_round() {
    let mut s = mausoleum(Some(3))
        .hand(P2, "Strategize")
        .hand(P2, "Strategize")
        .set("to_act", serde_json::json!(2));
    for _ in 0..6 {
        s = s.deck(P2, "Paimon");
    }
    let mut g = s.build();
    g.act("p2 play Strategize");
    let knowledge = |g: &Game| {
        count_of(
            g.state.player(P2).deck.as_slice(),
            CardId::ForbiddenKnowledge,
        )
    };
    assert_eq!(knowledge(&g), 2 + 1, "2 on top, 1 for the 5th card");
    assert_eq!(g.state.player(P2).deck.len(), 4 + 3);
    let top2 = &g.state.player(P2).deck.as_slice()[5..];
    assert_eq!(top2, [CardId::ForbiddenKnowledge; 2]);
    g.act("p2 play Strategize");
    assert_eq!(
        count_of(&g.hand(P2), CardId::ForbiddenKnowledge),
        2,
        "drew the 2 on top"
    );
    assert_eq!(knowledge(&g), 1 + 2, "1 more per card drawn");
    g.end_round();
    // The End Phase's 2 draws still put 2 in (it lasts the round), then it is gone.
    assert!(g
        .state
        .player(P2)
        .combat_status(EntityId::TheMausoleumOfKingDeshretInEffect)
        .is_none());
    let hand = count_of(&g.hand(P2), CardId::ForbiddenKnowledge);
    assert_eq!(knowledge(&g) + hand, 2 + 1 + 2 + 2);
}

/// Forbidden Knowledge (free): "无法使用此牌进行元素调和，且每回合最多只能打出1张「禁忌知识」。
/// / 对我方出战角色造成1点穿透伤害，抓1张牌。" 1 Piercing DMG to the player's own active
/// character, 1 card; not tunable; a second one waits for the next round.
#[test]
fn forbidden_knowledge_hurts_draws_and_once_per_round() {
    let mut g = mausoleum(None)
        .hand(P1, "Forbidden Knowledge")
        .hand(P1, "Forbidden Knowledge")
        .deck(P1, "Paimon")
        .deck(P1, "Liben")
        .dice(P1, &[("Pyro", 2)])
        .build();
    assert!(g.try_act("p1 tune Forbidden Knowledge Pyro").is_err());
    assert!(!g
        .state
        .legal_actions()
        .iter()
        .any(|a| matches!(a, invokation::Action::Tune { .. })));
    g.act("p1 play Forbidden Knowledge");
    assert_eq!(g.hp(P1, 0), 10 - 1);
    assert_eq!(g.damages(), [hit(P1, 0, 1, "Piercing")]);
    assert_eq!(
        g.hand(P1),
        [CardId::ForbiddenKnowledge, CardId::Paimon],
        "1 drawn"
    );
    assert_eq!(g.dice_total(P1), 2, "free");
    assert!(
        g.try_act("p1 play Forbidden Knowledge").is_err(),
        "once per round"
    );
    g.act("p1 end").end_round();
    if g.state.pending()
        == (Pending::Decision {
            player: P2,
            kind: DecisionKind::Action,
        })
    {
        g.act("p2 end");
    }
    g.act("p1 play Forbidden Knowledge");
    assert_eq!(g.hp(P1, 0), 10 - 2, "next round");
}

/// Two Mausoleums and a draw that takes both from 3 to 5 (differential game 3-2): both
/// leave at the 4th card, each putting 2 Forbidden Knowledge on top; the In Effect status is
/// one, so the 5th card puts 1 more in (5 in all, not 6).
#[test]
fn two_mausoleums_of_king_deshret_share_the_in_effect_status() {
    let mut s = mausoleum(None)
        .hand(P1, "The Mausoleum of King Deshret")
        .hand(P1, "The Mausoleum of King Deshret")
        .hand(P2, "Forbidden Knowledge")
        .hand(P2, "Strategize")
        .hand(P2, "Strategize");
    for _ in 0..8 {
        s = s.deck(P2, "Paimon");
    }
    let mut g = s.build();
    g.act("p1 play The Mausoleum of King Deshret")
        .act("p1 play The Mausoleum of King Deshret")
        .act("p1 end")
        .act("p2 play Forbidden Knowledge")
        .act("p2 play Strategize");
    let supports = |g: &Game| {
        g.state
            .player(P1)
            .supports
            .iter()
            .map(|s| s.usage)
            .collect::<Vec<_>>()
    };
    assert_eq!(supports(&g), [3, 3]);
    g.act("p2 play Strategize");
    assert!(supports(&g).is_empty(), "both discarded");
    let deck = g.state.player(P2).deck;
    assert_eq!(
        count_of(deck.as_slice(), CardId::ForbiddenKnowledge),
        2 + 2 + 1
    );
    assert_eq!(deck.len(), 8 - 5 + 5);
}
