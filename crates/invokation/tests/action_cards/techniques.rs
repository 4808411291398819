//! Techniques (Xenochromatic Hunter's Ray), each against its 6.5.0 text: using a Technique
//! is a combat action, not a skill.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn team() -> Setup {
    setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

/// Xenochromatic Hunter's Ray: "Technique: Fontemer Water Blades: Deals 2 Physical DMG.
/// Usage(s): 2". Using a Technique is a combat action, not a skill: no energy, a pending
/// Plunging Attack stays, Frozen blocks it.
#[test]
fn a_technique_is_a_combat_action_not_a_skill() {
    let mut g = team()
        .hand(P1, "Xenochromatic Hunter's Ray")
        .set("to_act", json!(1))
        .build();
    g.act("p1 play Xenochromatic Hunter's Ray target 1");
    let plunge = g.state.player(P1).flags.plunge;
    g.act("p1 technique");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.energy(P1, 0), 0, "not a skill: no energy");
    assert_eq!(g.state.player(P1).flags.plunge, plunge);
    assert_eq!(
        g.state.decision_of(P2),
        Some(invokation::DecisionKind::Action),
        "a combat action"
    );
    g.act("p2 end").act("p1 technique");
    assert!(
        g.status(P1, 0, EntityId::XenochromaticHuntersRay).is_none(),
        "2 usages spent"
    );
    assert!(g.try_act("p1 technique").is_err());
}

/// Iktomisaurus: "Technique: Spiritual Support (1 same): Choose 1 card from a Location, an
/// Item and a Food card to add to your hand, and heal the character to which this is
/// attached for 1 HP. Usage(s): 2." One card of each kind is offered; the heal (the holder,
/// not the active character's other) comes before the choice; a combat action once chosen;
/// gone after its 2 usages.
#[test]
fn iktomisaurus_offers_a_location_an_item_and_a_food() {
    use invokation::command::Offered;
    use invokation::facts::card_tag;
    use invokation::{DecisionKind, Version};
    let mut g = team()
        .hp(P1, 0, 6)
        .hand(P1, "Iktomisaurus")
        .set("to_act", json!(1))
        .build();
    let dice = g.dice_total(P1);
    g.act("p1 play Iktomisaurus target 1");
    assert_eq!(g.dice_total(P1), dice - 2, "2 dice of the same element");
    let usages = g.status(P1, 0, EntityId::Iktomisaurus).unwrap().usage;
    assert_eq!(usages, 2);
    g.act("p1 technique");
    assert_eq!(g.dice_total(P1), dice - 3, "1 die");
    assert_eq!(g.hp(P1, 0), 7, "healed 1 before the choice");
    assert_eq!(g.state.decision_of(P1), Some(DecisionKind::Select));
    let offer = g.state.pending_offer().unwrap();
    let kinds: Vec<u32> = offer
        .items()
        .iter()
        .map(|o| match o {
            Offered::Card(c) => c.facts(Version::LATEST).unwrap().tags,
            Offered::Summon(s) => panic!("{s:?}"),
        })
        .collect();
    assert_eq!(kinds.len(), 3);
    assert!(kinds[0] & card_tag::LOCATION != 0);
    assert!(kinds[1] & card_tag::ITEM != 0);
    assert!(kinds[2] & card_tag::FOOD != 0);
    g.act("p1 select 3");
    let Offered::Card(food) = offer.items()[2] else {
        unreachable!()
    };
    assert_eq!(g.hand(P1), vec![food]);
    assert_eq!(g.status(P1, 0, EntityId::Iktomisaurus).unwrap().usage, 1);
    assert_eq!(
        g.state.decision_of(P2),
        Some(DecisionKind::Action),
        "a combat action"
    );
    g.act("p2 end").act("p1 technique").act("p1 select 1");
    assert_eq!(g.hp(P1, 0), 8);
    assert_eq!(g.hand(P1).len(), 2);
    assert!(
        g.status(P1, 0, EntityId::Iktomisaurus).is_none(),
        "2 usages spent"
    );
}

/// Iktomisaurus: the choice comes after the events of the heal (as the reference resolves
/// its request to choose after them): with Seirai Island ("when any character is healed:
/// attach Distant Storm"), the healed character has Distant Storm when the choice is asked.
#[test]
fn iktomisaurus_offers_after_the_events_of_its_heal() {
    use invokation::DecisionKind;
    let mut g = team()
        .hp(P1, 0, 6)
        .hand(P1, "Iktomisaurus")
        .support(P1, json!("Seirai Island"))
        .set("to_act", json!(1))
        .build();
    g.act("p1 play Iktomisaurus target 1");
    let a = invokation::notation::parse_action(&g.state, "p1 technique").unwrap();
    g.state.apply_action(a).unwrap();
    g.state.resolve_chance(&mut g.rng);
    assert_eq!(g.state.decision_of(P1), Some(DecisionKind::Select));
    assert_eq!(g.hp(P1, 0), 7);
    assert!(
        g.status(P1, 0, EntityId::DistantStorm).is_some(),
        "Seirai Island heard the heal before the choice"
    );
    g.act("p1 select 1");
    assert_eq!(g.hand(P1).len(), 1);
}

/// Yumkasaurus: "Technique: Artful Grapple (2 same): Deals 1 Physical DMG, steals 1 of the
/// opponent's cards with the highest current Elemental Dice cost, then the opponent draws 1
/// card. If your hand has no more than 2 cards, this Technique costs 1 less Elemental Die.
/// Usage(s): 2." With 3 cards in hand: 2 dice; the 3-dice weapon is stolen; the opponent
/// draws the top card of their pile.
#[test]
fn yumkasaurus_steals_the_costliest_card_then_the_opponent_draws() {
    use invokation::CardId;
    let mut g = team()
        .hand(P1, "Yumkasaurus")
        .hand(P1, "Strategize")
        .hand(P1, "Strategize")
        .hand(P1, "Strategize")
        .hand(P2, "Sweet Madame")
        .hand(P2, "Wolf's Gravestone")
        .hand(P2, "Strategize")
        .deck(P2, "Paimon")
        .set("to_act", json!(1))
        .build();
    g.act("p1 play Yumkasaurus target 1");
    let dice = g.dice_total(P1);
    g.act("p1 technique");
    assert_eq!(g.dice_total(P1), dice - 2, "3 cards in hand: 2 dice");
    assert_eq!(g.hp(P2, 0), 10 - 1, "1 Physical");
    assert_eq!(
        g.hand(P1),
        [
            CardId::Strategize,
            CardId::Strategize,
            CardId::Strategize,
            CardId::WolfsGravestone
        ]
    );
    assert_eq!(
        g.hand(P2),
        [CardId::SweetMadame, CardId::Strategize, CardId::Paimon],
        "then the opponent draws 1"
    );
    let tech = g.status(P1, 0, EntityId::Yumkasaurus).unwrap();
    assert_eq!(tech.usage, 1, "2 - 1");
}

/// "If your hand has no more than 2 cards, this Technique costs 1 less Elemental Die."
#[test]
fn yumkasaurus_costs_one_less_with_two_cards_in_hand() {
    let mut g = team()
        .hand(P1, "Yumkasaurus")
        .hand(P1, "Strategize")
        .hand(P1, "Strategize")
        .hand(P2, "Strategize")
        .set("to_act", json!(1))
        .build();
    g.act("p1 play Yumkasaurus target 1");
    let dice = g.dice_total(P1);
    g.act("p1 technique");
    assert_eq!(g.dice_total(P1), dice - 1, "2 cards in hand: 1 die");
    assert_eq!(g.hand(P1).len(), 3, "the stolen card joins");
    assert!(g.hand(P2).is_empty(), "an empty pile draws nothing");
}

/// Among cards of equal cost, the one stolen is random (a chance request); into a full hand
/// it is discarded (the opponent loses it all the same).
#[test]
fn yumkasaurus_steals_at_random_among_equals_and_burns_into_a_full_hand() {
    use invokation::notation::parse_action;
    use invokation::{CardId, ChanceOutcome, ChanceRequest, Pending};
    let mut s = team()
        .status(P1, 0, json!({"name": "Yumkasaurus", "usage": 2}))
        .hand(P2, "Wolf's Gravestone")
        .hand(P2, "Sweet Madame")
        .hand(P2, "Skyward Harp")
        .set("to_act", json!(1));
    for _ in 0..10 {
        s = s.hand(P1, "Sweet Madame");
    }
    let mut g = s.build();
    assert_eq!(g.hand(P1).len(), 10);
    let a = parse_action(&g.state, "p1 technique").unwrap();
    g.state.apply_action(a).unwrap();
    let Pending::Chance(r @ ChanceRequest::StealCostliest { player: P1 }) = g.state.pending()
    else {
        panic!("expected a random steal, got {:?}", g.state.pending());
    };
    let outcomes = r.outcomes(&g.state, 10).unwrap();
    assert_eq!(outcomes.len(), 2, "the two 3-dice weapons");
    assert!(outcomes.iter().all(|(_, p)| (*p - 0.5).abs() < 1e-12));
    g.state.apply_chance(ChanceOutcome::Index(1)).unwrap();
    assert_eq!(g.hand(P2), [CardId::WolfsGravestone, CardId::SweetMadame]);
    assert_eq!(
        g.hand(P1).len(),
        10,
        "Skyward Harp discarded from the full hand"
    );
    assert!(!g.hand(P1).contains(&CardId::SkywardHarp));
}

/// Koholasaurus: "Technique: Spiritway (1 same): Choose one of your Summons: its End Phase
/// effect is triggered immediately. (Once per Round.) Usage(s): 2." The chosen summon (not
/// the other) acts as in the End Phase and spends a usage; a combat action; once per round.
#[test]
fn koholasaurus_triggers_the_chosen_summons_end_phase_once_per_round() {
    use invokation::action::Target;
    use invokation::{Action, ActionError};
    let mut g = team()
        .summon(P1, json!({"name": "Oz", "usage": 2}))
        .summon(P1, json!({"name": "Large Wind Spirit", "usage": 3}))
        .hand(P1, "Koholasaurus")
        .set("to_act", json!(1))
        .build();
    g.act("p1 play Koholasaurus target 1");
    assert_eq!(g.dice_total(P1), 8 - 2, "the card: 2 same");
    // One Technique action per summon.
    let targets: Vec<Target> = g
        .state
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Technique { target, .. } => Some(target),
            _ => None,
        })
        .collect();
    assert_eq!(targets, [Target::Summon(0), Target::Summon(1)]);
    g.clear_log();
    g.act("p1 technique target summon 2");
    assert_eq!(
        g.damages(),
        vec![hit(P2, 0, 2, "Anemo")],
        "the Spirit, not Oz"
    );
    assert_eq!(g.dice_total(P1), 8 - 2 - 1, "Spiritway: 1 same");
    let usages: Vec<u8> = g.state.player(P1).summons.iter().map(|s| s.usage).collect();
    assert_eq!(usages, [2, 3 - 1], "its usage spent as in the End Phase");
    assert_eq!(g.status(P1, 0, EntityId::Koholasaurus).unwrap().usage, 1);
    assert_eq!(
        g.state.decision_of(P2),
        Some(invokation::DecisionKind::Action),
        "a combat action: the turn passes"
    );
    g.act("p2 end");
    // Once per round.
    let e = g.try_act("p1 technique target summon 1").unwrap_err();
    assert!(e.contains("this round"), "{e}");
    assert!(
        !g.state
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::Technique { .. })),
        "not offered again this round"
    );
    let a = Action::Technique {
        player: P1,
        target: Target::Summon(0),
        dice: invokation::dice::Dice::EMPTY,
    };
    assert_eq!(
        g.state.apply_action(a).unwrap_err(),
        ActionError::TechniqueUsedThisRound
    );
}

/// "Choose one of your Summons": without a summon it cannot be used (the opponent's do not
/// count), and a target that is not a summon of the player's is refused with the reason.
#[test]
fn koholasaurus_needs_a_summon_of_its_side() {
    use invokation::action::Target;
    use invokation::dice::Dice;
    use invokation::{Action, ActionError};
    let mut g = team()
        .summon(P2, json!({"name": "Oz", "usage": 2}))
        .hand(P1, "Koholasaurus")
        .set("to_act", json!(1))
        .build();
    g.act("p1 play Koholasaurus target 1");
    assert!(!g
        .state
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Technique { .. })));
    let before = g.state;
    let a = Action::Technique {
        player: P1,
        target: Target::Summon(0),
        dice: Dice::EMPTY,
    };
    assert_eq!(
        g.state.apply_action(a).unwrap_err(),
        ActionError::BadTechniqueTarget(Target::Summon(0))
    );
    assert_eq!(g.state, before, "refused: nothing changed");
}

/// Its 2 usages: used on two rounds, it is gone; each use spends the summon's usage.
#[test]
fn koholasaurus_is_gone_after_two_rounds_of_use() {
    let mut g = team()
        .summon(P1, json!({"name": "Oz", "usage": 4}))
        .hand(P1, "Koholasaurus")
        .set("to_act", json!(1))
        .build();
    g.act("p1 play Koholasaurus target 1");
    g.act("p1 technique target summon 1");
    assert_eq!(g.hp(P2, 0), 10 - 1, "Oz: 1 Electro");
    // Oz acts in the End Phase too. P2 ended first: P2 starts the next round.
    g.act("p2 end").act("p1 end");
    g.act("p1 reroll").act("p2 reroll");
    assert_eq!(g.state.player(P1).summons[0].usage, 4 - 2);
    let oz_before = g.state.player(P1).summons[0].usage;
    let hp = g.hp(P2, 0);
    g.act("p2 end").act("p1 technique target summon 1");
    assert_eq!(g.hp(P2, 0), hp - 1, "a new round: usable again");
    assert_eq!(g.state.player(P1).summons[0].usage, oz_before - 1);
    assert!(
        g.status(P1, 0, EntityId::Koholasaurus).is_none(),
        "2 usages spent"
    );
}

/// Tepetlisaurus: "Technique: Burrowing Assault (2 Unaligned): Draw 2 cards. Then, if your
/// hand has a card whose name is not in this match's initial deck, grant 2 Shield points
/// to the character to which this is attached. Usage(s): 2." (特技：掘进突击：抓2张牌。然后，
/// 如果手牌中存在名称不存在于本局最初牌组中的牌，则提供2点护盾保护所附属角色。)
fn tepetlisaurus(initial_deck: &[&str]) -> Setup {
    team()
        .hand(P1, "Tepetlisaurus")
        .hand(P1, "Paimon")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Strategize")
        .deck(P1, "Katheryne")
        .player_field(P1, "initial_deck", json!(initial_deck))
        .set("to_act", json!(1))
}

/// Every card of the hand in the initial deck: 2 cards drawn, no shield; 2 unaligned dice;
/// a combat action; gone after its 2 usages.
#[test]
fn tepetlisaurus_draws_2_and_gives_no_shield_when_every_card_is_in_the_initial_deck() {
    use invokation::{CardId, DecisionKind};
    let mut g = tepetlisaurus(&[
        "Tepetlisaurus",
        "Paimon",
        "Sweet Madame",
        "Strategize",
        "Katheryne",
    ])
    .build();
    let dice = g.dice_total(P1);
    g.act("p1 play Tepetlisaurus target 1");
    assert_eq!(g.dice_total(P1), dice - 2);
    assert_eq!(g.status(P1, 0, EntityId::Tepetlisaurus).unwrap().usage, 2);
    g.act("p1 technique");
    assert_eq!(g.dice_total(P1), dice - 4, "2 unaligned dice");
    assert_eq!(
        g.hand(P1),
        vec![CardId::Paimon, CardId::SweetMadame, CardId::Strategize],
        "2 cards drawn"
    );
    assert!(g.status(P1, 0, EntityId::DiggingDownToPaydirt).is_none());
    assert_eq!(g.status(P1, 0, EntityId::Tepetlisaurus).unwrap().usage, 1);
    assert_eq!(
        g.state.decision_of(P2),
        Some(DecisionKind::Action),
        "a combat action"
    );
    g.act("p2 end").act("p1 technique");
    assert_eq!(g.hand(P1).len(), 4, "the 1 card left drawn");
    assert!(g.status(P1, 0, EntityId::DiggingDownToPaydirt).is_none());
    assert!(
        g.status(P1, 0, EntityId::Tepetlisaurus).is_none(),
        "2 usages spent"
    );
}

/// "Then": a card just drawn counts (Strategize is not in the initial deck): 2 Shield points
/// on the character it is attached to, which absorb 2 damage.
#[test]
fn tepetlisaurus_shields_its_character_when_a_card_drawn_is_not_in_the_initial_deck() {
    let mut g = tepetlisaurus(&["Tepetlisaurus", "Paimon", "Sweet Madame", "Katheryne"]).build();
    g.act("p1 play Tepetlisaurus target 1").act("p1 technique");
    let shield = g.status(P1, 0, EntityId::DiggingDownToPaydirt).unwrap();
    assert_eq!(shield.usage, 2, "2 Shield points");
    // Diluc's Normal Attack: 2 Physical, absorbed.
    g.act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 10);
    assert!(g.status(P1, 0, EntityId::DiggingDownToPaydirt).is_none());
}

/// A card already in hand counts (Paimon is not in the initial deck), and so does a card
/// whatever drew it; a card drawn into a full hand is discarded and does not count.
#[test]
fn tepetlisaurus_counts_the_hand_after_the_draw_not_cards_discarded_from_a_full_hand() {
    let mut g =
        tepetlisaurus(&["Tepetlisaurus", "Sweet Madame", "Strategize", "Katheryne"]).build();
    g.act("p1 play Tepetlisaurus target 1").act("p1 technique");
    assert_eq!(
        g.status(P1, 0, EntityId::DiggingDownToPaydirt)
            .unwrap()
            .usage,
        2,
        "Paimon in hand"
    );
    // A full hand: 9 cards once Tepetlisaurus is played; Sweet Madame drawn, Strategize
    // (not in the initial deck) discarded.
    let mut s = team()
        .hand(P1, "Tepetlisaurus")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Strategize")
        .set("to_act", json!(1));
    for _ in 0..9 {
        s = s.hand(P1, "Katheryne");
    }
    let mut g = s
        .player_field(
            P1,
            "initial_deck",
            json!(["Tepetlisaurus", "Katheryne", "Sweet Madame"]),
        )
        .build();
    g.act("p1 play Tepetlisaurus target 1").act("p1 technique");
    assert_eq!(g.hand(P1).len(), 10);
    assert!(!g.hand(P1).contains(&invokation::CardId::Strategize));
    assert!(g.status(P1, 0, EntityId::DiggingDownToPaydirt).is_none());
}
