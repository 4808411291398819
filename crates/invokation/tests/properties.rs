//! Property tests over random games (proptest; `PROPTEST_CASES` raises the number of games
//! outside CI, the default keeps CI fast).

mod common;

use invokation::action::Action;
use invokation::{Deck, Dice, Die, GameConfig, GameState, Pending, Player, Rng};
use proptest::prelude::*;

/// A random legal deck of implemented characters and cards.
fn random_deck(rng: &mut Rng) -> Deck {
    Deck::random(rng, invokation::Version::LATEST)
}

fn config(rng: &mut Rng) -> GameConfig {
    GameConfig {
        all_omni: rng.below(4) == 0,
        ..GameConfig::default()
    }
}

/// The invariants that hold at every decision point.
fn check_invariants(s: &GameState) {
    assert_eq!(s.hash(), s.hash_from_scratch(), "incremental hash");
    let death_swap = s
        .deciding()
        .any(|p| s.decision_of(p) == Some(invokation::DecisionKind::DeathSwap));
    for p in Player::ALL {
        let ps = s.player(p);
        assert!(ps.dice.total() <= 16, "dice cap");
        assert!(ps.hand.len() <= 10, "hand limit");
        assert!(ps.summons.len() <= 4, "summon limit");
        for ch in &ps.characters {
            assert!(ch.hp <= ch.max_hp, "HP in 0..=max");
            assert!(ch.energy <= ch.max_energy, "energy in 0..=max");
            assert_eq!(ch.alive, ch.hp > 0, "defeated exactly at 0 HP");
            if !ch.alive {
                assert!(
                    ch.statuses.is_empty() && ch.energy == 0,
                    "defeated characters lose statuses and energy"
                );
            }
        }
        let running = s.outcome().is_none()
            && s.phase() != invokation::Phase::ChooseActive
            && s.phase() != invokation::Phase::Redraw;
        if running && !death_swap {
            assert!(
                ps.active_character().alive,
                "one living active character while the game runs"
            );
        }
    }
}

/// Two actions that differ only in how the dice are paid (or which copy of a card is
/// named in a redraw) are the same decision.
fn same_decision(a: &Action, b: &Action, s: &GameState) -> bool {
    match (a, b) {
        (
            Action::Redraw {
                player: p,
                cards: x,
            },
            Action::Redraw {
                player: q,
                cards: y,
            },
        ) => {
            let hand = s.player(*p).hand;
            let mut xs: Vec<_> = (0..hand.len())
                .filter(|i| x & (1 << i) != 0)
                .map(|i| hand[i])
                .collect();
            let mut ys: Vec<_> = (0..hand.len())
                .filter(|i| y & (1 << i) != 0)
                .map(|i| hand[i])
                .collect();
            xs.sort();
            ys.sort();
            p == q && xs == ys
        }
        _ => a.with_dice(Dice::EMPTY) == b.with_dice(Dice::EMPTY),
    }
}

/// A random action, legal or not.
fn random_action(s: &GameState, rng: &mut Rng) -> Action {
    let player = Player::from_index(rng.index(2));
    let mut dice = Dice::EMPTY;
    for _ in 0..rng.below(5) {
        dice.0[rng.index(8)] += 1;
    }
    let hand = s.player(player).hand;
    let card = if hand.is_empty() {
        invokation::CardId::ALL[rng.index(invokation::CardId::NUM)]
    } else {
        hand[rng.index(hand.len())]
    };
    match rng.below(8) {
        0 => Action::Redraw {
            player,
            cards: rng.below(64) as u16,
        },
        1 => Action::Choose {
            player,
            character: rng.below(4) as u8,
        },
        2 => Action::Reroll { player, dice },
        3 => Action::Skill {
            player,
            skill: rng.below(5) as u8,
            dice,
        },
        4 => Action::Switch {
            player,
            to: rng.below(4) as u8,
            dice,
        },
        5 => Action::Tune {
            player,
            card,
            die: Die::ALL[rng.index(8)],
        },
        6 => Action::Play {
            player,
            card,
            target: invokation::Target::None,
            dice,
        },
        _ => Action::EndRound { player },
    }
}

/// Plays a random game, checking the properties at every step. Returns the final state.
fn play_checked(seed: u64) -> GameState {
    let mut rng = Rng::new(seed);
    let (a, b) = (random_deck(&mut rng), random_deck(&mut rng));
    let mut s = GameState::new(config(&mut rng), [&a, &b]).unwrap();
    let mut steps = 0;
    let mut legal = Vec::new();
    loop {
        steps += 1;
        assert!(steps < 20_000, "a random game ends");
        match s.pending() {
            Pending::GameOver(_) => return s,
            Pending::Chance(req) => {
                let o = req.sample(&s, &mut rng);
                assert!(req.probability(&s, &o) > 0.0);
                s.apply_chance(o).unwrap();
                continue;
            }
            Pending::Decision { .. } => {}
        }
        check_invariants(&s);
        s.legal_actions_into(&mut legal);
        assert!(!legal.is_empty(), "a deciding player always has an action");
        // Every listed action applies; a clone is independent of the original.
        let before = s;
        for a in &legal {
            let mut t = s;
            t.apply_action(*a)
                .unwrap_or_else(|e| panic!("listed {a:?} refused: {e}"));
            assert_eq!(
                s, before,
                "applying to a clone leaves the original as it was"
            );
        }
        // A random action is accepted only if it is one of the listed decisions; a refused
        // one leaves the state unchanged.
        for _ in 0..4 {
            let r = random_action(&s, &mut rng);
            let mut t = s;
            match t.apply_action(r) {
                Ok(()) => assert!(
                    legal.iter().any(|l| same_decision(l, &r, &s)),
                    "accepted an unlisted action {r:?}; listed {legal:?}"
                ),
                Err(_) => assert_eq!(t, s, "a refused action changes nothing"),
            }
        }
        // Sampling draws from the listed actions.
        let mut buf = Vec::new();
        let sampled = s.sample_legal_action(&mut rng, &mut buf).unwrap();
        assert!(
            legal.contains(&sampled),
            "sampled {sampled:?} is not listed"
        );
        let a = if rng.below(2) == 0 {
            sampled
        } else {
            legal[rng.index(legal.len())]
        };
        s.apply_action(a).unwrap();
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: common::proptest_cases(), ..ProptestConfig::default() })]

    /// Random games end, keep every invariant, list only legal actions and reject the rest.
    #[test]
    fn random_games_keep_invariants(seed in any::<u64>()) {
        let s = play_checked(seed);
        prop_assert!(s.outcome().is_some());
    }

    /// Same seed and same decisions give the same game, bit for bit.
    #[test]
    fn same_seed_same_game(seed in any::<u64>()) {
        let a = play_checked(seed);
        let b = play_checked(seed);
        prop_assert_eq!(a, b);
        prop_assert_eq!(a.hash(), b.hash());
    }

    /// A state survives a JSON round trip, hash included.
    #[test]
    fn serde_round_trip(seed in any::<u64>(), cut in 0usize..400) {
        let mut rng = Rng::new(seed);
        let (a, b) = (
        invokation::builtin_deck("frost-and-rain").unwrap(),
        invokation::builtin_deck("storm-and-fire").unwrap(),
    );
        let mut s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
        for _ in 0..cut {
            s.resolve_chance(&mut rng);
            if s.is_over() { break; }
            let legal = s.legal_actions();
            s.apply_action(legal[rng.index(legal.len())]).unwrap();
        }
        let json = serde_json::to_string(&s).unwrap();
        let back: GameState = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back, s);
        prop_assert_eq!(back.hash(), s.hash());
    }
}
