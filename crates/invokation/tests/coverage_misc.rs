//! What the other tests leave out: the elements each reaction involves, refused actions and
//! their messages (a skill the character does not have, dice not owned, a card not in the
//! hand, a redraw beyond the hand, an action while a chance outcome is awaited, an Arcane
//! Legend after one was played, a Technique without usages), a version's position, the
//! report of a drawn game, `validate` on the pending commands and events the other tests do
//! not name, and the check that an entity a card creates has a definition.

mod common;

use common::*;
use invokation::action::Target;
use invokation::chance::SummonDraw;
use invokation::command::{Command, DamageCmd, Event, Source};
use invokation::facts::{DamageType, Element};
use invokation::reaction::Reaction;
use invokation::scenario::Report;
use invokation::state::Zone;
use invokation::{
    Action, ActionError, CardId, CharacterId, Deck, Dice, Die, EntityId, GameConfig, GameState,
    Outcome, Rng, Version,
};
use serde_json::{json, Value};

#[test]
fn each_reaction_involves_its_elements() {
    use Element::*;
    let involved = |r: Reaction| -> Vec<Element> {
        Element::ALL
            .into_iter()
            .filter(|&e| r.involves(e))
            .collect()
    };
    assert_eq!(involved(Reaction::ElectroCharged), [Hydro, Electro]);
    assert_eq!(involved(Reaction::Burning), [Pyro, Dendro]);
    assert_eq!(involved(Reaction::Crystallize(Hydro)), [Hydro, Geo]);
    assert_eq!(involved(Reaction::Crystallize(Pyro)), [Pyro, Geo]);
}

/// The refusal of `action` in `s`, as its message; `s` is unchanged.
fn refused(s: &GameState, action: Action) -> (ActionError, String) {
    let mut t = *s;
    let e = t.apply_action(action).expect_err("refused");
    assert_eq!(t, *s, "a refused action changes nothing");
    let text = e.to_string();
    (e, text)
}

#[test]
fn refused_actions_say_why() {
    let s = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .dice(P1, &[("Cryo", 3), ("Omni", 2)])
    .build()
    .state;
    let (e, text) = refused(
        &s,
        Action::Skill {
            player: P1,
            skill: 9,
            dice: Dice::EMPTY,
        },
    );
    assert_eq!(e, ActionError::NoSuchSkill(9));
    assert_eq!(text, "no usable skill at position 10");
    let (e, text) = refused(
        &s,
        Action::Skill {
            player: P1,
            skill: 0,
            dice: Dice::of(Die::Pyro, 3),
        },
    );
    assert_eq!(e, ActionError::DiceNotOwned);
    assert_eq!(text, "the player does not have those dice");
    let (e, text) = refused(
        &s,
        Action::Play {
            player: P1,
            card: CardId::SweetMadame,
            target: Target::Own(0),
            dice: Dice::EMPTY,
        },
    );
    assert_eq!(e, ActionError::CardNotInHand(CardId::SweetMadame));
    assert_eq!(text, "Sweet Madame is not in the hand");
}

#[test]
fn no_decision_while_a_chance_outcome_is_awaited_and_no_redraw_beyond_the_hand() {
    let mut deck = Deck::characters_only([
        CharacterId::Ganyu,
        CharacterId::Xingqiu,
        CharacterId::Noelle,
    ]);
    let mut s = GameState::new(GameConfig::default(), [&deck, &deck]).unwrap();
    let redraw = |cards| Action::Redraw { player: P1, cards };
    assert!(s.chance_request().is_none(), "no deck to shuffle");
    assert!(s.player(P1).hand.is_empty(), "a deck of characters only");
    let (e, text) = refused(&s, redraw(1));
    assert_eq!(e, ActionError::BadRedraw);
    assert_eq!(text, "redraw names positions beyond the hand");
    s.apply_action(redraw(0)).unwrap();
    // With cards, the decks are shuffled first: a chance outcome comes before the redraw.
    deck.cards = vec![CardId::SweetMadame; 2];
    let mut s = GameState::new(GameConfig::default(), [&deck, &deck]).unwrap();
    let mut rng = Rng::new(1);
    let mut awaited = 0;
    while s.chance_request().is_some() {
        let (e, text) = refused(&s, redraw(0));
        assert_eq!(e, ActionError::WaitingForChance);
        assert_eq!(text, "the game waits for a chance outcome");
        s.resolve_chance(&mut rng);
        awaited += 1;
    }
    assert!(awaited >= 1);
    assert_eq!(s.player(P1).hand.len(), 2);
    s.apply_action(redraw(0)).unwrap();
}

#[test]
fn a_replay_names_a_win_of_p1() {
    assert_eq!(invokation::replay::result_name(Outcome::Win(P1)), "p1");
}

/// One Arcane Legend per match: once Covenant of Rock is played, Joyous Celebration (which
/// it could otherwise pay and play) cannot be played, whatever the dice.
#[test]
fn an_arcane_legend_after_another_cannot_be_played() {
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "Covenant of Rock")
    .hand(P1, "Joyous Celebration")
    .dice(P1, &[])
    .build();
    let s0 = g.state;
    assert!(s0
        .card_cost(P1, CardId::JoyousCelebration, Target::None)
        .is_ok());
    g.act("p1 play Covenant of Rock");
    assert_eq!(g.dice_total(P1), 2);
    assert_eq!(
        g.state
            .card_cost(P1, CardId::JoyousCelebration, Target::None)
            .unwrap_err()
            .to_string(),
        "Joyous Celebration cannot be played now"
    );
}

/// A Technique status kept at 0 usages (a state read from outside) gives no Technique.
#[test]
fn a_technique_without_usages_cannot_be_used() {
    let ray = |usage: u8| {
        setup(
            ["Ganyu", "Xingqiu", "Noelle"],
            ["Diluc", "Fischl", "Sucrose"],
        )
        .status(
            P1,
            0,
            json!({"name": "Xenochromatic Hunter's Ray", "usage": usage}),
        )
        .build()
    };
    let mut g = ray(1);
    g.act("p1 technique");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    let g = ray(0);
    let (e, text) = refused(
        &g.state,
        Action::Technique {
            player: P1,
            target: Target::None,
            dice: Dice::EMPTY,
        },
    );
    assert_eq!(e, ActionError::NoTechnique);
    assert_eq!(text, "the active character has no Technique to use");
}

#[test]
fn a_version_is_at_its_position() {
    for (i, v) in Version::ALL.into_iter().enumerate() {
        assert_eq!(v.index(), i);
    }
    assert_eq!(Version::LATEST.index(), Version::NUM - 1);
}

/// Both sides' last characters found at 0 HP: a draw, which the report says.
#[test]
fn the_report_of_a_drawn_game() {
    let mut v = serde_json::to_value(
        setup(
            ["Ganyu", "Xingqiu", "Noelle"],
            ["Diluc", "Fischl", "Sucrose"],
        )
        .build()
        .state,
    )
    .unwrap();
    for p in 0..2 {
        for c in 0..3 {
            let ch = &mut v["players"][p]["characters"][c];
            ch["hp"] = json!(0);
            ch["energy"] = json!(0);
            ch["alive"] = json!(c == 0);
        }
    }
    let stack = v["stack"].as_array_mut().unwrap();
    let at = stack.len() - 1;
    stack.insert(at, serde_json::to_value(Command::CheckDefeats).unwrap());
    let mut s: GameState = serde_json::from_value(v).unwrap();
    s.validate().unwrap();
    s.apply_action(Action::EndRound { player: P1 }).unwrap();
    assert_eq!(s.outcome(), Some(Outcome::Draw));
    let report = serde_json::to_value(Report::of(&s)).unwrap();
    assert_eq!(report["winner"], json!("draw"));
    assert_eq!(report["outcome"], json!("draw"));
}

/// A position of version 3.3.0 (whose characters all exist then).
fn old_position() -> GameState {
    setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .set("config", json!({"version": "3.3.0"}))
    .build()
    .state
}

/// `s` with `cmd` pending below the decision on top, validated.
fn with_command(s: &GameState, cmd: Command) -> Result<(), String> {
    let mut v = serde_json::to_value(s).unwrap();
    let stack = v["stack"].as_array_mut().unwrap();
    let at = stack.len() - 1;
    stack.insert(at, serde_json::to_value(cmd).unwrap());
    let t: GameState = serde_json::from_value(v).unwrap();
    t.validate().map_err(|e| e.to_string())
}

/// `s` with `event` waiting in the deferred list, validated.
fn with_event(s: &GameState, event: Event) -> Result<(), String> {
    let mut v: Value = serde_json::to_value(s).unwrap();
    v["deferred"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::to_value(event).unwrap());
    let t: GameState = serde_json::from_value(v).unwrap();
    t.validate().map_err(|e| e.to_string())
}

#[test]
fn validate_checks_cards_summons_and_zones_of_pending_work() {
    let s = old_position();
    let damage = |card| {
        Command::Damage(DamageCmd {
            from: P1,
            source: Source::Card(card),
            to: P2,
            target: 0,
            dtype: DamageType::Piercing,
            amount: 1,
            skill: None,
            flags: 0,
        })
    };
    assert_eq!(with_command(&s, damage(CardId::SweetMadame)), Ok(()));
    let e = with_command(&s, damage(CardId::TheSeedOfStoredKnowledge)).unwrap_err();
    assert!(e.contains("does not exist in version 3.3.0"), "{e}");

    // An entity of a later version among a random summon's candidates.
    let new_summon = EntityId::ALL
        .into_iter()
        .find(|id| {
            id.facts(Version::V3_3_0).is_none()
                && id
                    .facts(Version::LATEST)
                    .is_some_and(|f| f.kind == invokation::facts::EntityKind::Summon)
        })
        .unwrap();
    let summon = |candidates: [EntityId; 3]| Command::SummonRandom {
        player: P1,
        draw: SummonDraw::new(&candidates, 3, 1, Zone::Summons),
    };
    let oz = EntityId::Oz_114011;
    assert_eq!(with_command(&s, summon([oz, oz, oz])), Ok(()));
    let e = with_command(&s, summon([oz, new_summon, oz])).unwrap_err();
    assert!(
        e.contains(&format!(
            "entity {new_summon} does not exist in version 3.3.0"
        )),
        "{e}"
    );

    // Usages and the entity's own byte: the zone names a character that exists.
    let lotus = EntityId::IceLotus;
    for zone in [Zone::Combat, Zone::Character(7)] {
        let cmds = [
            Command::SetAux {
                player: P1,
                zone,
                id: lotus,
                aux: 1,
            },
            Command::SetUsage {
                player: P1,
                zone,
                id: lotus,
                usage: 1,
            },
            Command::SetDuration {
                player: P1,
                zone,
                id: lotus,
                duration: 1,
            },
            Command::GainUsage {
                player: P1,
                zone,
                id: lotus,
                stamp: 0,
                n: 1,
            },
        ];
        for cmd in cmds {
            let r = with_command(&s, cmd);
            match zone {
                Zone::Combat => assert_eq!(r, Ok(()), "{cmd:?}"),
                _ => assert_eq!(
                    r,
                    Err(format!(
                        "invalid state: pending command 1 ({cmd:?}): character position 7 \
                         is not 0, 1 or 2"
                    )),
                ),
            }
        }
    }

    // Events without data to check.
    assert_eq!(with_event(&s, Event::DeclaredEnd(P2)), Ok(()));
    assert_eq!(with_event(&s, Event::BeforeAction(P1)), Ok(()));
}

/// An entity without a definition created on the board is a bug of the card that creates
/// it: debug builds (the tests) stop there.
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "is created but has no definition in src/cards")]
fn creating_an_entity_without_a_definition_is_caught() {
    let undefined = EntityId::ALL
        .into_iter()
        .find(|&id| {
            !invokation::cards::entity_implemented(id)
                && id
                    .facts(Version::LATEST)
                    .is_some_and(|f| f.kind == invokation::facts::EntityKind::CombatStatus)
        })
        .unwrap();
    let mut v = serde_json::to_value(
        setup(
            ["Ganyu", "Xingqiu", "Noelle"],
            ["Diluc", "Fischl", "Sucrose"],
        )
        .build()
        .state,
    )
    .unwrap();
    let add = Command::Add {
        player: P1,
        zone: Zone::Combat,
        id: undefined,
        usage: 0,
    };
    let stack = v["stack"].as_array_mut().unwrap();
    let at = stack.len() - 1;
    stack.insert(at, serde_json::to_value(add).unwrap());
    let mut s: GameState = serde_json::from_value(v).unwrap();
    s.validate().unwrap();
    s.apply_action(Action::EndRound { player: P1 }).unwrap();
}

/// A scenario's recorded chance outcomes are used in the order the game asks for them; one
/// that does not answer its request is refused, naming it.
#[test]
fn a_scenarios_recorded_chance_outcomes() {
    use invokation::scenario::{Scenario, ScenarioError};
    use invokation::ChanceOutcome;
    let rolls = |outcomes: &[ChanceOutcome]| -> Result<GameState, ScenarioError> {
        let json = setup(
            ["Ganyu", "Xingqiu", "Noelle"],
            ["Diluc", "Fischl", "Sucrose"],
        )
        .set("actions", json!(["p1 end", "p2 end"]))
        .set("chance", serde_json::to_value(outcomes).unwrap())
        .json;
        let scenario: Scenario = serde_json::from_value(json).unwrap();
        scenario.run().map(|r| r.state)
    };
    let pyro = ChanceOutcome::Dice(Dice::of(Die::Pyro, 8));
    let hydro = ChanceOutcome::Dice(Dice::of(Die::Hydro, 8));
    let s = rolls(&[pyro, hydro]).unwrap();
    assert_eq!(s.round(), 2);
    assert_eq!(s.player(P1).dice, Dice::of(Die::Pyro, 8));
    assert_eq!(s.player(P2).dice, Dice::of(Die::Hydro, 8));
    let e = rolls(&[pyro, ChanceOutcome::Index(0)]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "invalid scenario: chance outcome 2: the outcome does not answer the chance request"
    );
}

/// An action builder read from outside that does not fit the decision: an Action Phase
/// choice at a redraw offers nothing and is refused by `validate`; dice chosen before any
/// payment are refused.
#[test]
fn action_builders_that_do_not_fit_are_refused() {
    use invokation::action::generator::ActionBuilder;
    let deck = Deck::characters_only([
        CharacterId::Ganyu,
        CharacterId::Xingqiu,
        CharacterId::Noelle,
    ]);
    let mut s = GameState::new(GameConfig::default(), [&deck, &deck]).unwrap();
    s.resolve_chance(&mut Rng::new(1));
    assert_eq!(s.decision_of(P1), Some(invokation::DecisionKind::Redraw));
    let edit = |s: &GameState, field: &str, value: Value| -> ActionBuilder {
        let mut v = serde_json::to_value(ActionBuilder::new(s, P1).unwrap()).unwrap();
        v[field] = value;
        serde_json::from_value(v).unwrap()
    };
    let b = edit(&s, "partial", json!("ChooseSkill"));
    assert!(b.options(&s).is_empty());
    let e = b.validate(&s).unwrap_err().to_string();
    assert!(e.ends_with("its choices so far were not offered"), "{e}");
    let b = edit(&s, "partial", json!("Start"));
    let e = b.validate(&s).unwrap_err().to_string();
    assert!(e.ends_with("its choices so far were not offered"), "{e}");

    let s = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .build()
    .state;
    let fresh = ActionBuilder::new(&s, P1).unwrap();
    assert_eq!(fresh.validate(&s), Ok(()));
    let b = edit(
        &s,
        "paid",
        serde_json::to_value(Dice::of(Die::Omni, 1)).unwrap(),
    );
    let e = b.validate(&s).unwrap_err().to_string();
    assert!(e.ends_with("dice are chosen outside a payment"), "{e}");
    // An Action Phase builder holding a redraw is not one the choices reach.
    let b = edit(&s, "partial", json!({"Redraw": 0}));
    let e = b.validate(&s).unwrap_err().to_string();
    assert!(e.ends_with("its choices so far were not offered"), "{e}");
}

/// A random summon's outcomes: each sequence with its probability, or none over the limit.
#[test]
fn a_random_summons_outcomes_within_a_limit() {
    use invokation::chance::ChanceRequest;
    let s = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .build()
    .state;
    let req = ChanceRequest::RandomSummon {
        player: P1,
        draw: SummonDraw::new(
            &[
                EntityId::Oz_114011,
                EntityId::Guoba,
                EntityId::HeraldOfFrost,
            ],
            3,
            1,
            Zone::Summons,
        ),
    };
    let outs = req.outcomes(&s, 3).expect("three sequences");
    assert_eq!(outs.len(), 3);
    assert!(outs.iter().all(|(_, p)| (p - 1.0 / 3.0).abs() < 1e-12));
    assert!(req.outcomes(&s, 2).is_none(), "over the limit");
}

/// A card whose behaviour is not implemented (in a hand read from outside) cannot be
/// played.
#[test]
fn a_card_without_behaviour_in_the_hand_cannot_be_played() {
    let unimplemented = CardId::ALL
        .into_iter()
        .find(|&c| !invokation::cards::card_implemented(c) && c.facts(Version::LATEST).is_some())
        .unwrap();
    let mut v = serde_json::to_value(
        setup(
            ["Ganyu", "Xingqiu", "Noelle"],
            ["Diluc", "Fischl", "Sucrose"],
        )
        .build()
        .state,
    )
    .unwrap();
    v["players"][0]["hand"] = json!([serde_json::to_value(unimplemented).unwrap()]);
    let s: GameState = serde_json::from_value(v).unwrap();
    s.validate().unwrap();
    assert_eq!(
        s.card_cost(P1, unimplemented, Target::None),
        Err(ActionError::CardNotPlayable(unimplemented))
    );
    assert!(s
        .legal_actions()
        .iter()
        .all(|a| !matches!(a, Action::Play { .. })));
}

/// While a player chooses a new active character, the defeated one's skills have no cost:
/// it is defeated.
#[test]
fn a_defeated_active_characters_skills_cannot_be_used() {
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hp(P1, 0, 1)
    .set("to_act", json!(2))
    .build();
    assert!(g.state.skill_cost(P1, 0).is_ok());
    g.act("p2 skill Tempered Sword");
    assert_eq!(
        g.state.decision_of(P1),
        Some(invokation::DecisionKind::DeathSwap)
    );
    assert_eq!(
        g.state.skill_cost(P1, 0),
        Err(ActionError::CharacterDefeated(0))
    );
    assert_eq!(
        ActionError::CharacterDefeated(0).to_string(),
        "character 1 is defeated"
    );
}

/// A summon's slot in the observation: present, usages / 4, duration / 3 (0 without one).
#[test]
fn the_observation_of_a_summon_with_a_duration() {
    use invokation::encode::{BAG, CHAR, GLOBALS};
    let obs = |summon: Value| {
        setup(
            ["Ganyu", "Xingqiu", "Noelle"],
            ["Diluc", "Fischl", "Sucrose"],
        )
        .summon(P1, summon)
        .build()
        .state
        .observation_tensor(P1)
    };
    // My side's summons come after its 3 characters and its combat statuses.
    let slot = GLOBALS + 3 * CHAR + BAG;
    let lasting = obs(json!({"name": "Oz", "usage": 2, "duration": 2}));
    assert_eq!(lasting[slot..slot + 3], [1.0, 0.5, 2.0 / 3.0]);
    let plain = obs(json!({"name": "Oz", "usage": 2}));
    assert_eq!(plain[slot..slot + 3], [1.0, 0.5, 0.0]);
}

/// Nobody decides while a chance outcome is awaited: no action to sample.
#[test]
fn no_action_is_sampled_while_nobody_decides() {
    let mut deck = Deck::characters_only([
        CharacterId::Ganyu,
        CharacterId::Xingqiu,
        CharacterId::Noelle,
    ]);
    deck.cards = vec![CardId::SweetMadame; 2];
    let mut s = GameState::new(GameConfig::default(), [&deck, &deck]).unwrap();
    let mut rng = Rng::new(1);
    let mut buf = Vec::new();
    assert!(s.chance_request().is_some());
    assert_eq!(s.sample_legal_action(&mut rng, &mut buf), None);
    s.resolve_chance(&mut rng);
    assert!(s.sample_legal_action(&mut rng, &mut buf).is_some());
}
