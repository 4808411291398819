//! Rule tests: round flow, attacks, dice, tuning, caps, round limit, defeat.
//! Each test names the rule it checks (official rules text, or docs/rules.md).

mod common;

use common::*;
use invokation::log::LogEvent;
use invokation::{
    Action, ActionError, CardId, DecisionKind, Deck, Dice, Die, EntityId, GameConfig, GameState,
    Outcome, Pending, Phase, Player, Rng,
};

fn decks() -> [Deck; 2] {
    let mut a = invokation::builtin_deck("frost-and-rain").unwrap();
    let mut b = invokation::builtin_deck("storm-and-fire").unwrap();
    // Thirty cards each so that drawing can be seen (cards are not playable yet).
    for i in 0..30 {
        a.cards.push(CardId::ALL[100 + i % 15]);
        b.cards.push(CardId::ALL[200 + i % 15]);
    }
    [a, b]
}

/// Plays chance from `rng` until a decision.
fn settle(s: &mut GameState, rng: &mut Rng) {
    s.resolve_chance(rng);
}

fn decision(s: &GameState) -> (Player, DecisionKind) {
    match s.pending() {
        Pending::Decision { player, kind } => (player, kind),
        other => panic!("expected a decision, got {other:?}"),
    }
}

/// "Both sides will draw 5 cards ... After that, both sides will get 1 chance to switch out
/// any number of cards in their Hand. Both sides get to choose 1 of their own Character
/// Cards to be their active character. Roll Phase: 8 Elemental Dice ... 1 chance to ...
/// reroll them."
#[test]
fn game_start_draw_redraw_choose_roll_reroll() {
    let [a, b] = decks();
    let mut s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
    let mut rng = Rng::new(3);
    settle(&mut s, &mut rng);
    assert_eq!(s.phase(), Phase::Redraw);
    for p in Player::ALL {
        assert_eq!(s.player(p).hand.len(), 5);
        assert_eq!(s.player(p).deck.len(), 25);
    }
    // Both decide at once: P2 may answer first. Redrawing 2 keeps 5 cards in hand.
    assert_eq!(s.decision_of(Player::P2), Some(DecisionKind::Redraw));
    s.apply_action(Action::Redraw {
        player: Player::P2,
        cards: 0b11,
    })
    .unwrap();
    settle(&mut s, &mut rng);
    assert_eq!(s.player(Player::P2).hand.len(), 5);
    assert_eq!(s.player(Player::P2).deck.len(), 25);
    // One redraw only.
    assert!(matches!(
        s.apply_action(Action::Redraw {
            player: Player::P2,
            cards: 0
        }),
        Err(ActionError::NotYourTurn { .. })
    ));
    s.apply_action(Action::Redraw {
        player: Player::P1,
        cards: 0,
    })
    .unwrap();
    settle(&mut s, &mut rng);
    assert_eq!(s.phase(), Phase::ChooseActive);
    s.apply_action(Action::Choose {
        player: Player::P2,
        character: 2,
    })
    .unwrap();
    s.apply_action(Action::Choose {
        player: Player::P1,
        character: 1,
    })
    .unwrap();
    settle(&mut s, &mut rng);
    assert_eq!((s.active(Player::P1), s.active(Player::P2)), (1, 2));
    assert_eq!(s.phase(), Phase::Roll);
    for p in Player::ALL {
        assert_eq!(s.player(p).dice.total(), 8, "8 dice rolled");
        assert_eq!(s.decision_of(p), Some(DecisionKind::Reroll));
    }
    // Reroll 3 dice: still 8, and the reroll chance is used up.
    let d = s.player(Player::P1).dice;
    let three = d
        .auto_pay(
            &invokation::facts::Cost {
                unaligned: 3,
                ..Default::default()
            },
            &Default::default(),
        )
        .unwrap();
    s.apply_action(Action::Reroll {
        player: Player::P1,
        dice: three,
    })
    .unwrap();
    settle(&mut s, &mut rng);
    assert_eq!(s.player(Player::P1).dice.total(), 8);
    assert_eq!(s.decision_of(Player::P1), None, "one reroll");
    s.apply_action(Action::Reroll {
        player: Player::P2,
        dice: Dice::EMPTY,
    })
    .unwrap();
    settle(&mut s, &mut rng);
    assert_eq!(s.phase(), Phase::Action);
    assert_eq!(
        decision(&s),
        (Player::P1, DecisionKind::Action),
        "P1 goes first in round 1"
    );
}

/// "Combat Actions: After you complete 1 Combat Action, you will pass your turn to your
/// opponent." "Fast Actions: You can continue your turn."
#[test]
fn combat_actions_pass_the_turn_fast_actions_do_not() {
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "Paimon")
    .dice(P1, &[("Pyro", 4), ("Omni", 2)])
    .build();
    g.act("p1 tune Paimon");
    assert_eq!(
        decision(&g.state),
        (P1, DecisionKind::Action),
        "tuning is a fast action"
    );
    g.act("p1 switch 2");
    assert_eq!(
        decision(&g.state),
        (P2, DecisionKind::Action),
        "switching is a combat action"
    );
    g.act("p2 skill Normal Attack");
    assert_eq!(
        decision(&g.state),
        (P1, DecisionKind::Action),
        "a skill is a combat action"
    );
}

/// "Spend 1 Elemental Die of your choice to switch one of your characters on standby to be
/// your active character."
#[test]
fn switching_costs_one_die_of_any_kind() {
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .dice(P1, &[("Dendro", 1)])
    .build();
    g.act("p1 switch Noelle");
    assert_eq!(g.active(P1), 2);
    assert_eq!(g.dice_total(P1), 0);
    assert!(
        g.try_act("p2 switch 1").is_err(),
        "cannot switch to the active character"
    );
}

/// "Declare Round End ... The player who ends their Round first will go first next Round."
/// "After this, the player who has yet to declare the end of their Round will continue to
/// take Actions."
#[test]
fn first_to_end_goes_first_next_round_and_the_other_keeps_acting() {
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .build();
    g.act("p1 skill Normal Attack");
    g.act("p2 end");
    assert_eq!(decision(&g.state), (P1, DecisionKind::Action));
    g.act("p1 skill Normal Attack");
    assert_eq!(
        decision(&g.state),
        (P1, DecisionKind::Action),
        "P2 has ended: P1 acts again"
    );
    g.act("p1 end");
    // Round 2: rerolls first, then P2 acts first.
    assert_eq!(g.state.round(), 2);
    g.act("p1 reroll").act("p2 reroll");
    assert_eq!(decision(&g.state), (P2, DecisionKind::Action));
}

/// End Phase: "Both players will draw 2 cards"; durations tick; unused dice are discarded
/// and 8 new ones are rolled.
#[test]
fn end_phase_draws_two_and_next_round_rolls_fresh_dice() {
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .deck(P1, "Paimon")
    .deck(P1, "Katheryne")
    .deck(P1, "Liben")
    .dice(P1, &[("Omni", 12)])
    .build();
    g.end_round();
    assert_eq!(g.state.player(P1).hand.len(), 2);
    assert_eq!(
        g.state.player(P1).hand[0],
        CardId::Paimon,
        "drawn from the top"
    );
    assert_eq!(g.state.player(P1).deck.len(), 1);
    assert_eq!(
        g.dice_total(P1),
        8,
        "leftover dice are discarded, 8 are rolled"
    );
}

/// "Your Hand is limited to 10 cards, after which you will automatically discard any cards
/// you draw."
#[test]
fn cards_drawn_into_a_full_hand_are_discarded() {
    let mut setup = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    );
    for _ in 0..9 {
        setup = setup.hand(P1, "Paimon");
    }
    let mut g = setup.deck(P1, "Liben").deck(P1, "Katheryne").build();
    g.end_round();
    let hand = &g.state.player(P1).hand;
    assert_eq!(hand.len(), 10);
    assert_eq!(hand[9], CardId::Liben);
    assert_eq!(
        g.state.player(P1).deck.len(),
        0,
        "the second card was drawn and discarded"
    );
    assert!(g.log.iter().any(|e| matches!(
        e,
        LogEvent::Burned {
            card: CardId::Katheryne,
            ..
        }
    )));
}

/// "The maximum number of Elemental Dice you can have is 16."
#[test]
fn dice_are_capped_at_16() {
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .set("phase", serde_json::json!("roll"))
    .dice(P1, &[("Omni", 12)])
    .build();
    // Entering the round from the Roll Phase: 12 + 8 rolled, capped at 16.
    assert_eq!(g.dice_total(P1), 16);
    g.act("p1 reroll");
}

/// "Elemental Tuning: Discard 1 card from your Hand to convert 1 Elemental Die to the
/// Elemental Type of your current active character." Omni dice and dice already of that
/// element cannot be tuned (docs/rules.md).
#[test]
fn tuning_converts_one_die_to_the_active_element() {
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "Paimon")
    .hand(P1, "Liben")
    .dice(P1, &[("Omni", 1), ("Cryo", 1), ("Pyro", 2)])
    .build();
    assert!(g.try_act("p1 tune Paimon Omni").is_err());
    assert!(g.try_act("p1 tune Paimon Cryo").is_err());
    g.act("p1 tune Paimon Pyro");
    let d = g.state.player(P1).dice;
    assert_eq!(
        (d.count(Die::Cryo), d.count(Die::Pyro), d.count(Die::Omni)),
        (2, 1, 1)
    );
    assert_eq!(g.state.player(P1).hand.as_slice(), &[CardId::Liben]);
}

/// "Before your Action Phase, should the total number of your Elemental Dice be even, your
/// Normal Attack will be considered a Charged Attack": parity counted before paying.
#[test]
fn charged_attack_when_dice_are_even_before_paying() {
    let skill_flags = |g: &Game| {
        g.log.iter().rev().find_map(|e| match e {
            LogEvent::Skill {
                charged, plunging, ..
            } => Some((*charged, *plunging)),
            _ => None,
        })
    };
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .dice(P1, &[("Omni", 8)])
    .dice(P2, &[("Omni", 7)])
    .build();
    g.act("p1 skill Normal Attack");
    assert_eq!(skill_flags(&g), Some((true, false)), "8 dice: charged");
    g.act("p2 skill Normal Attack");
    assert_eq!(skill_flags(&g), Some((false, false)), "7 dice: not charged");
}

/// "After the character is switched in to be the Active Character, should their next
/// Combat Action within this Round be a Normal Attack, it will be considered a Plunging
/// Attack." Set by any switch-in; a fast action in between keeps it; another combat action
/// consumes it.
#[test]
fn plunging_attack_after_a_switch_in() {
    let plunge = |g: &Game| {
        g.log.iter().rev().find_map(|e| match e {
            LogEvent::Skill { plunging, .. } => Some(*plunging),
            _ => None,
        })
    };
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "Paimon")
    .dice(P1, &[("Omni", 6), ("Pyro", 2)])
    .build();
    g.act("p1 switch 2").act("p2 end");
    g.act("p1 tune Paimon Pyro").clear_log();
    g.act("p1 skill Normal Attack");
    assert_eq!(plunge(&g), Some(true));
    g.act("p1 skill Normal Attack");
    assert_eq!(
        plunge(&g),
        Some(false),
        "consumed by the first combat action"
    );
}

/// "When character's HP hits 0, the character will be considered defeated after their Skill
/// or effect is completed. In this moment, the character's equipment and effects will be
/// discarded and their Energy will be cleared." The new active character is then chosen,
/// free, and it is a switch-in (its next Normal Attack plunges).
#[test]
fn defeat_then_free_choice_of_the_new_active_character() {
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hp(P2, 0, 2)
    .energy(P2, 0, 2)
    .status(P2, 0, serde_json::json!("Pyro Infusion"))
    .build();
    g.act("p1 skill Normal Attack");
    let diluc = g.ch(P2, 0);
    assert!(!diluc.alive);
    assert_eq!((diluc.hp, diluc.energy, diluc.statuses.len()), (0, 0, 0));
    assert_eq!(decision(&g.state), (P2, DecisionKind::DeathSwap));
    let dice = g.dice_total(P2);
    assert!(
        g.try_act("p2 choose 1").is_err(),
        "cannot choose the defeated character"
    );
    g.act("p2 choose 3");
    assert_eq!(g.active(P2), 2);
    assert_eq!(g.dice_total(P2), dice, "free");
    assert_eq!(
        decision(&g.state),
        (P2, DecisionKind::Action),
        "then P2's turn as usual"
    );
    assert!(g.state.player(P2).flags.plunge);
}

/// docs/rules.md "Defeat": a character brought to 0 HP stays in play until the effect
/// completes. Sucrose's skill swirls Electro onto Ganyu (1 HP), then switches the target's
/// side to the previous character: that is Ganyu, at 0 HP but not yet defeated; once the
/// skill is done she is defeated as the active character, and a choice is asked (GI-TCG
/// does the same).
#[test]
fn a_forced_switch_can_move_to_a_character_the_same_skill_brought_to_0_hp() {
    let mut g = setup(
        ["Sucrose", "Fischl", "Noelle"],
        ["Ganyu", "Xingqiu", "Fischl"],
    )
    .active(P2, 1)
    .hp(P2, 0, 1)
    .aura(P2, 1, &["Electro"])
    .build();
    g.act("p1 skill Astable Anemohypostasis Creation - 6308");
    assert_eq!(g.hp(P2, 1), 10 - 3, "3 Anemo to Xingqiu");
    assert_eq!(g.hp(P2, 2), 10 - 1, "1 swirled Electro to Fischl");
    assert!(!g.ch(P2, 0).alive);
    assert_eq!(g.active(P2), 0, "switched to Ganyu before her defeat");
    assert_eq!(decision(&g.state), (P2, DecisionKind::DeathSwap));
    g.act("p2 choose 3");
    assert_eq!(g.active(P2), 2);
}

/// docs/rules.md "Defeat": the new active character is chosen right after the defeating
/// skill's own effects, before its "after skill" effects: Rainbow Bladework's 1 Hydro after
/// a Normal Attack that defeats the active character hits the newly chosen one.
#[test]
fn after_skill_effects_come_after_the_death_swap_choice() {
    let mut g = setup(
        ["Noelle", "Fischl", "Ganyu"],
        ["Fischl", "Sucrose", "Xingqiu"],
    )
    .hp(P2, 0, 2)
    .combat(
        P1,
        serde_json::json!({"name": "Rainbow Bladework", "usage": 2}),
    )
    .build();
    g.act("p1 skill Favonius Bladework - Maid");
    assert!(!g.ch(P2, 0).alive);
    assert_eq!(decision(&g.state), (P2, DecisionKind::DeathSwap));
    assert_eq!(
        g.combat(P1, EntityId::RainbowBladework).unwrap().usage,
        2,
        "not yet"
    );
    g.act("p2 choose 2");
    assert_eq!(g.hp(P2, 1), 10 - 1);
    assert_eq!(g.aura(P2, 1), ["Hydro"]);
    assert_eq!(g.combat(P1, EntityId::RainbowBladework).unwrap().usage, 1);
}

/// The same when a card makes the character use the skill (a talent's "immediately use"):
/// Cold-Blooded Strike's Frostgnaw defeats Ganyu; the choice comes before the talent's
/// "after Frostgnaw: heal himself for 2 HP". (Found by the differential fuzzer: the
/// skill's "after skill" effects waited with the card's events and ran before the choice.)
#[test]
fn after_skill_effects_of_a_skill_used_by_a_card_come_after_the_death_swap_choice() {
    let mut g = setup(
        ["Kaeya", "Bennett", "Zhongli"],
        ["Ganyu", "Mona", "Xingqiu"],
    )
    .hp(P1, 0, 5)
    .hp(P2, 0, 3)
    .dice(P1, &[("Omni", 8)])
    .hand(P1, "Cold-Blooded Strike")
    .build();
    g.act("p1 play Cold-Blooded Strike target 1");
    assert!(!g.ch(P2, 0).alive);
    assert_eq!(decision(&g.state), (P2, DecisionKind::DeathSwap));
    assert_eq!(g.hp(P1, 0), 5, "not healed yet");
    g.act("p2 choose 2");
    assert_eq!(g.hp(P1, 0), 5 + 2);
}

/// A skill a card makes a character use defeats the opposing active character, whose seed
/// (Seed of Skandha, on a reaction) pierces the last other character to 0 HP: that one is
/// defeated too and the game ends, before any choice of a new active character is asked.
/// (Found by the differential tool: the choice was asked with a character at 0 HP still in
/// play, while the card's effect was open.)
#[test]
fn a_defeat_set_off_by_a_defeat_inside_a_card_is_settled_before_the_choice() {
    let mut g = setup(["Fischl", "Keqing", "Noelle"], ["Diluc", "Ganyu", "Nahida"])
        .hp(P1, 0, 1)
        .status(P1, 0, serde_json::json!("Seed of Skandha"))
        .hp(P1, 1, 3)
        .aura(P1, 1, &["Cryo"])
        .status(P1, 1, serde_json::json!("Seed of Skandha"))
        .hp(P1, 2, 0)
        .active(P1, 1)
        .declared_end(P1)
        .set("to_act", serde_json::json!(2))
        .hand(P2, "Flowing Flame")
        .build();
    g.act("p2 play Flowing Flame target 1");
    assert!(!g.ch(P1, 1).alive, "Searing Onslaught's Melt");
    assert!(!g.ch(P1, 0).alive, "the seed's Piercing");
    assert_eq!(g.state.outcome(), Some(invokation::Outcome::Win(P2)));
}

/// docs/rules.md "Damage and reactions": what a reaction creates for a side goes to the side
/// opposite the reacting character. Xingqiu applying Hydro to himself over Dendro blooms:
/// the Dendro Core goes to the opponent (as in GI-TCG).
#[test]
fn a_reaction_on_ones_own_character_benefits_the_opponent() {
    let mut g = setup(
        ["Xingqiu", "Fischl", "Ganyu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
    .aura(P1, 0, &["Dendro"])
    .build();
    g.act("p1 skill Fatal Rainscreen");
    assert_eq!(g.aura(P1, 0), Vec::<&str>::new(), "Bloom consumed both");
    assert!(g.combat(P2, EntityId::DendroCore_116).is_some());
    assert!(g.combat(P1, EntityId::DendroCore_116).is_none());
}

/// The game ends when all of a player's characters are defeated.
#[test]
fn defeating_every_character_wins() {
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hp(P2, 0, 2)
    .hp(P2, 1, 0)
    .hp(P2, 2, 0)
    .build();
    g.act("p1 skill Normal Attack");
    assert_eq!(g.state.outcome(), Some(Outcome::Win(P1)));
    assert_eq!(g.state.pending(), Pending::GameOver(Outcome::Win(P1)));
    assert!(g.try_act("p2 end").is_err());
}

/// "If a winner has not been decided by the start of Round 15, both sides will lose."
#[test]
fn round_limit_both_lose() {
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .set("round", serde_json::json!(14))
    .build();
    g.end_round();
    assert_eq!(g.state.outcome(), Some(Outcome::BothLose));
    assert_eq!(g.state.round(), 15);
}

/// An illegal action returns an error and leaves the state unchanged.
#[test]
fn illegal_actions_change_nothing() {
    let g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .dice(P1, &[("Pyro", 3)])
    .build();
    let before = g.state;
    let mut s = g.state;
    let bad = [
        Action::Skill {
            player: Player::P1,
            skill: 1,
            dice: Dice::of(Die::Pyro, 3),
        },
        Action::Skill {
            player: Player::P1,
            skill: 0,
            dice: Dice::of(Die::Omni, 3),
        },
        Action::Skill {
            player: Player::P2,
            skill: 0,
            dice: Dice::EMPTY,
        },
        Action::Switch {
            player: Player::P1,
            to: 0,
            dice: Dice::of(Die::Pyro, 1),
        },
        Action::Skill {
            player: Player::P1,
            skill: 3,
            dice: Dice::of(Die::Pyro, 3),
        },
    ];
    for a in bad {
        assert!(s.apply_action(a).is_err(), "{a:?}");
        assert_eq!(s, before);
    }
    assert!(matches!(
        s.apply_action(bad[0]),
        Err(ActionError::DiceDoNotPay { .. })
    ));
}

/// Automatic payment keeps Omni dice for last and spends dice no character of the team
/// needs first (docs/rules.md).
#[test]
fn automatic_payment_keeps_omni_and_useful_dice() {
    let g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .dice(
        P1,
        &[
            ("Omni", 2),
            ("Cryo", 2),
            ("Hydro", 1),
            ("Pyro", 1),
            ("Electro", 1),
        ],
    )
    .build();
    let a = invokation::notation::parse_action(&g.state, "p1 skill Normal Attack").unwrap();
    assert_eq!(
        a.paid(),
        Some(Dice::from_counts(&[
            (Die::Cryo, 1),
            (Die::Pyro, 1),
            (Die::Electro, 1)
        ]))
    );
}

/// docs/rules.md "Plunging Attacks": the first active character counts as switched in, so
/// the first Normal Attack of the game is a Plunging Attack (as the game does).
#[test]
fn first_normal_attack_of_the_game_plunges() {
    let [a, b] = decks();
    let mut s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
    let mut rng = Rng::new(9);
    let mut log = Vec::new();
    loop {
        s.resolve_chance(&mut rng);
        match decision(&s) {
            (p, DecisionKind::Redraw) => s
                .apply_action(Action::Redraw {
                    player: p,
                    cards: 0,
                })
                .unwrap(),
            (p, DecisionKind::ChooseActive) => s
                .apply_action(Action::Choose {
                    player: p,
                    character: 0,
                })
                .unwrap(),
            (p, DecisionKind::Reroll) => s
                .apply_action(Action::Reroll {
                    player: p,
                    dice: Dice::EMPTY,
                })
                .unwrap(),
            (_, DecisionKind::Action) => break,
            other => panic!("{other:?}"),
        }
    }
    assert!(s.player(Player::P1).flags.plunge);
    // Enough dice for a Normal Attack: 8 Omni.
    let mut s = {
        let mut json = serde_json::to_value(s).unwrap();
        json["players"][0]["dice"] = serde_json::json!([8, 0, 0, 0, 0, 0, 0, 0]);
        serde_json::from_value::<GameState>(json).unwrap()
    };
    let na = invokation::notation::parse_action(&s, "p1 skill Normal Attack").unwrap();
    s.apply_action_observed(na, &mut log).unwrap();
    assert!(log
        .iter()
        .any(|e| matches!(e, LogEvent::Skill { plunging: true, .. })));
}

/// docs/rules.md "End Phase": the player who declared round end first resolves first;
/// a death caused by an End Phase effect is answered before the next effect.
#[test]
fn end_phase_order_and_death_swap_between_summons() {
    let json = |first_end: u8| {
        setup(
            ["Ganyu", "Xingqiu", "Noelle"],
            ["Fischl", "Sucrose", "Diluc"],
        )
        .summon(P1, serde_json::json!("Oz"))
        .summon(P1, serde_json::json!("Sacred Cryo Pearl"))
        .summon(P2, serde_json::json!("Oz"))
        .hp(P2, 0, 1)
        .set("to_act", serde_json::json!(first_end))
    };
    // P1 ends first: P1's Oz kills Fischl, P2 chooses at once, then the Pearl hits the new
    // active character, then P2's Oz acts.
    let mut g = json(1).build();
    g.act("p1 end").act("p2 end");
    assert_eq!(decision(&g.state), (P2, DecisionKind::DeathSwap));
    g.act("p2 choose 3");
    assert_eq!(g.hp(P2, 2), 10 - 1, "Pearl: 1 Cryo to the new active Diluc");
    assert_eq!(g.hp(P2, 1), 10 - 1, "Pearl: 1 Piercing to Sucrose");
    assert_eq!(g.hp(P1, 0), 12 - 1, "P2's Oz last");
    // P2 ends first: P2's Oz acts before P1's summons.
    let mut g = json(2).build();
    g.act("p2 end").clear_log().act("p1 end");
    let first = g.damages()[0].clone();
    assert_eq!((first.0, first.2), (P1, 1), "P2's Oz hits P1 first");
}

/// docs/rules.md "Re-creating an entity": usages and duration become the larger of the
/// current and the new ones; a stacking entity adds up to its limit.
#[test]
fn re_creating_an_entity_takes_the_larger_values() {
    let mut g = setup(
        ["Fischl", "Diluc", "Sucrose"],
        ["Ganyu", "Xingqiu", "Noelle"],
    )
    .summon(P1, serde_json::json!({"name": "Oz", "usage": 5}))
    .build();
    g.act("p1 skill Nightrider");
    assert_eq!(
        g.summon(P1, invokation::EntityId::Oz_114011).unwrap().usage,
        5,
        "kept, not reset"
    );
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Ganyu", "Xingqiu", "Noelle"],
    )
    .energy(P1, 0, 3)
    .status(
        P1,
        0,
        serde_json::json!({"name": "Pyro Infusion", "duration": 1}),
    )
    .build();
    g.act("p1 skill Dawn");
    assert_eq!(
        g.status(P1, 0, invokation::EntityId::PyroInfusion)
            .unwrap()
            .duration,
        2
    );
}

/// docs/rules.md "Damage": flat reductions and shields apply in calculation order, each
/// seeing what the previous left (3 Pyro on Noelle).
#[test]
fn reductions_and_shields_interleave_in_order() {
    let hit = |first: &str, second: &str| {
        let mut g = setup(
            ["Noelle", "Ganyu", "Xingqiu"],
            ["Diluc", "Fischl", "Sucrose"],
        )
        .combat(P1, serde_json::json!(first))
        .combat(P1, serde_json::json!(second))
        .set("to_act", serde_json::json!(2))
        .build();
        g.act("p2 skill Searing Onslaught");
        12 - g.hp(P1, 0)
    };
    // Full Plate absorbs 2 of 3, Rain Sword then sees 1 (< 3): 1 lost.
    assert_eq!(hit("Full Plate", "Rain Sword"), 1);
    // Rain Sword first: 3 -> 2, then Full Plate absorbs 2: nothing lost.
    assert_eq!(hit("Rain Sword", "Full Plate"), 0);
}

/// docs/rules.md "Redraw": replacements skip cards like the returned ones while others
/// remain.
#[test]
fn redraw_does_not_draw_the_returned_card_again() {
    let mut a = invokation::builtin_deck("frost-and-rain").unwrap();
    let b = invokation::builtin_deck("storm-and-fire").unwrap();
    // Top of the pile: five Paimons, then other cards.
    a.cards = vec![CardId::Paimon; 6];
    a.cards.extend([CardId::Liben, CardId::Katheryne]);
    let mut s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
    // Keep the pile in order: answer the shuffle with the identity.
    let identity = |s: &GameState, p: Player| {
        let n = s.player(p).deck.len();
        invokation::ChanceOutcome::Shuffle(
            invokation::inline::InlineVec::from_slice(&(0..n as u8).collect::<Vec<_>>()).unwrap(),
        )
    };
    s.apply_chance(identity(&s, Player::P1)).unwrap();
    assert!(s
        .player(Player::P1)
        .hand
        .iter()
        .all(|&c| c == CardId::Paimon));
    s.apply_action(Action::Redraw {
        player: Player::P1,
        cards: 0b1,
    })
    .unwrap();
    let hand = s.player(Player::P1).hand;
    assert_eq!(hand.iter().filter(|&&c| c == CardId::Paimon).count(), 4);
    assert_eq!(
        hand[4],
        CardId::Liben,
        "the first card unlike the returned one"
    );
}

/// An effect that raises more events than the command stack holds dispatches for at once
/// (Sucrose's skill: a Swirl whose spread sets off Electro-Charged twice, piercing, two
/// defeats, a forced switch, Riptides) has them dispatched one after the other, in the same
/// order: no overflow. Found by `invokation soak` (game seed 7327407).
#[test]
fn an_effect_raising_many_events_dispatches_them_all() {
    use serde_json::json;
    let mut g = setup(
        ["Shenhe", "Fatui Cryo Cicin Mage", "Diona"],
        ["Sucrose", "Tartaglia", "Kujou Sara"],
    )
    .active(P1, 1)
    .hp(P1, 0, 3)
    .aura(P1, 0, &["Hydro"])
    .status(P1, 0, json!("Emblem of Severed Fate"))
    .status(P1, 0, json!("Vortex Vanquisher"))
    .status(P1, 0, json!("112043"))
    .hp(P1, 1, 6)
    .aura(P1, 1, &["Electro"])
    .status(P1, 1, json!("112043"))
    .status(P1, 1, json!("Thundering Fury"))
    .aura(P1, 2, &["Hydro"])
    .summon(P1, json!({"name": "Cryo Cicins", "usage": 3}))
    .hp(P2, 0, 1)
    .aura(P2, 0, &["Cryo"])
    .status(P2, 0, json!("Magic Guide"))
    .status(P2, 0, json!({"name": "Gambler's Earrings", "usage": 3}))
    .hp(P2, 1, 0)
    .hp(P2, 2, 8)
    .aura(P2, 2, &["Cryo"])
    .summon(P2, json!({"name": "Large Wind Spirit", "usage": 1}))
    .summon(P2, json!({"name": "Tengu Juurai: Ambush", "usage": 1}))
    .set("to_act", json!(2))
    .build();
    g.act("p2 skill Astable Anemohypostasis Creation - 6308");
    assert!(!g.ch(P1, 0).alive, "Shenhe: the Electro-Charged spread");
    assert!(!g.ch(P1, 1).alive, "the Mage: the Swirl and the piercing");
    assert!(g.ch(P1, 2).alive);
    assert_eq!(
        g.state.pending(),
        invokation::Pending::Decision {
            player: P1,
            kind: DecisionKind::DeathSwap
        }
    );
    g.act("p1 choose 3");
    assert_eq!(g.active(P1), 2);
    assert!(
        g.status(P1, 2, invokation::EntityId::Riptide_112043)
            .is_some(),
        "the defeated characters' Riptide moves to the new active character"
    );
}

/// docs/rules.md, "The initial deck": each side keeps the different cards of the deck it
/// began the match with (a card by its name), for the whole match, whatever is drawn; its
/// view shows its own record, not the opponent's; the record is part of the hash.
#[test]
fn the_initial_deck_is_recorded_once_per_name_for_the_match() {
    let a = invokation::builtin_deck("icy-rain").unwrap();
    let b = invokation::builtin_deck("fire-and-thunder").unwrap();
    let mut s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
    for (p, d) in [(P1, &a), (P2, &b)] {
        let mut names = d.cards.clone();
        names.sort();
        names.dedup();
        assert_eq!(
            s.player(p).initial_deck.iter().collect::<Vec<_>>(),
            names,
            "{p:?}: each card once, in card order"
        );
        assert!(names.len() < d.cards.len(), "the deck has copies");
        for &c in &d.cards {
            assert!(s.player(p).in_initial_deck(c));
        }
    }
    let foreign = CardId::ALL
        .into_iter()
        .find(|c| !a.cards.contains(c))
        .unwrap();
    assert!(!s.player(P1).in_initial_deck(foreign));
    let before = s.player(P1).initial_deck;
    let mut rng = Rng::new(3);
    settle(&mut s, &mut rng);
    assert_eq!(s.player(P1).hand.len(), 5, "the starting hand is drawn");
    assert_eq!(s.player(P1).initial_deck, before, "fixed for the match");
    let view = s.view(P1);
    assert_eq!(view.sides[P1].initial_deck, Some(before));
    assert_eq!(
        view.sides[P2].initial_deck, None,
        "the opponent's is hidden"
    );
    // Hashed: a state that differs only by it hashes differently.
    let mut json = serde_json::to_value(s).unwrap();
    json["players"][0]["initial_deck"] = serde_json::json!([foreign.official_id()]);
    let t: GameState = serde_json::from_value(json).unwrap();
    assert!(t.player(P1).in_initial_deck(foreign));
    assert_eq!(t.hash(), t.hash_from_scratch());
    assert_ne!(t.hash(), s.hash());
}

/// docs/rules.md, "The initial deck": the record keeps at most 30 different cards, what a
/// deck for play names at most; a deck naming more cannot be set up.
#[test]
fn a_deck_of_more_than_30_different_cards_is_refused() {
    let version = GameConfig::default().version;
    let mut a = invokation::builtin_deck("frost-and-rain").unwrap();
    a.cards = CardId::ALL
        .into_iter()
        .filter(|c| c.facts(version).is_some())
        .take(31)
        .collect();
    let b = invokation::builtin_deck("storm-and-fire").unwrap();
    assert_eq!(
        GameState::new(GameConfig::default(), [&a, &b]).unwrap_err(),
        invokation::DeckError::TooManyDifferentCards(31)
    );
    a.cards.pop();
    let s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
    assert_eq!(s.player(P1).initial_deck.len(), 30);
    for &c in &a.cards {
        assert!(s.player(P1).in_initial_deck(c), "{c}");
    }
}

/// docs/rules.md, "The initial deck": the record packs any card of the pool (10 bits each),
/// the last ones too, in card order; a set with room takes one more name, once.
#[test]
fn the_initial_deck_record_holds_any_card_of_the_pool() {
    use invokation::state::{InitialDeck, NewCardsPlayed};
    for cards in [
        CardId::ALL
            .iter()
            .rev()
            .take(30)
            .copied()
            .collect::<Vec<_>>(),
        CardId::ALL.iter().step_by(18).take(30).copied().collect(),
    ] {
        let deck = InitialDeck::new(cards.iter().copied()).unwrap();
        let mut sorted = cards.clone();
        sorted.sort();
        assert_eq!(deck.iter().collect::<Vec<_>>(), sorted);
        for c in CardId::ALL {
            assert_eq!(deck.contains(c), cards.contains(&c), "{c}");
        }
    }
    let last = *CardId::ALL.last().unwrap();
    let set = NewCardsPlayed::EMPTY.with(last).unwrap();
    assert!(set.with(last).is_none(), "once");
    let full = NewCardsPlayed::new(CardId::ALL.iter().take(9).copied()).unwrap();
    assert_eq!(full.len(), NewCardsPlayed::CAP);
    assert!(full.with(last).is_none(), "the first 9 are kept");
}
