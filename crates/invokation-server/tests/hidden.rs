//! Hidden information never reaches a client: what the server sends a seat (board,
//! decision, log lines) is the same in every state that seat cannot tell apart, and a
//! spectator's board is the same whatever either player hides.

use invokation::log::LogEvent;
use invokation::{builtin_deck, CardId, Dice, Die, GameConfig, GameState, Player, Rng};
use invokation_server::board::{board, spectator_board, Viewer};
use invokation_server::decision::decision;
use invokation_server::events::event_text;

fn games() -> impl Iterator<Item = (GameState, Rng)> {
    (0..6u64).map(|seed| {
        let a = builtin_deck("icy-rain").unwrap();
        let b = builtin_deck("fire-and-thunder").unwrap();
        (
            GameState::new(GameConfig::default(), [&a, &b]).unwrap(),
            Rng::new(seed),
        )
    })
}

#[test]
fn boards_and_decisions_depend_only_on_what_the_seat_sees() {
    let mut checked = 0;
    for (mut state, mut rng) in games() {
        loop {
            state.resolve_chance(&mut rng);
            if state.is_over() {
                break;
            }
            for p in [Player::P1, Player::P2] {
                // The hidden parts resampled (the opponent's hand and dice, both piles).
                let other = state.determinize(p, &mut rng);
                assert_eq!(board(&state.view(p)), board(&other.view(p)));
                assert_eq!(decision(&state, p), decision(&other, p));
                // A spectator sees the same whatever either player hides.
                let spectator = spectator_board(&state.view(Player::P1));
                assert_eq!(spectator, spectator_board(&other.view(Player::P1)));
                assert_eq!(spectator, spectator_board(&state.view(Player::P2)));
                assert_eq!(spectator, spectator_board(&other.view(Player::P2)));
                for side in &spectator.sides {
                    assert!(side.hand.is_none() && side.dice.is_none());
                }
                let own = board(&state.view(p));
                assert!(own.sides[p.index()].hand.is_some());
                assert!(own.sides[p.other().index()].hand.is_none());
                assert!(own.sides[p.other().index()].dice.is_none());
                checked += 1;
            }
            let actions = state.legal_actions();
            state
                .apply_action(actions[rng.index(actions.len())])
                .unwrap();
        }
    }
    assert!(checked > 200, "{checked}");
}

#[test]
fn log_lines_hide_the_opponents_draws_and_dice() {
    let a = builtin_deck("icy-rain").unwrap();
    let state = GameState::new(GameConfig::default(), [&a, &a]).unwrap();
    let card = CardId::ALL[0];
    let drew = LogEvent::Drew {
        player: Player::P2,
        card,
    };
    let dice = LogEvent::Dice {
        player: Player::P2,
        dice: Dice::of(Die::Omni, 8),
    };
    let burned = LogEvent::Burned {
        player: Player::P2,
        card,
    };
    for viewer in [Viewer::Seat(Player::P1), Viewer::Spectator] {
        assert_eq!(event_text(&state, &drew, viewer), "p2 draws a card");
        assert_eq!(event_text(&state, &dice, viewer), "p2 has 8 dice");
        assert_eq!(
            event_text(&state, &burned, viewer),
            "p2 discards a card (hand full)"
        );
    }
    let own = Viewer::Seat(Player::P2);
    assert_eq!(
        event_text(&state, &drew, own),
        format!("p2 draws {}", card.name())
    );
    assert_eq!(event_text(&state, &dice, own), "p2 dice: Omni×8");
}
