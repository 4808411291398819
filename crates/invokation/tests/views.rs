//! Views and determinization: a player's view never depends on what they cannot see, and
//! determinizing keeps the view, the legal actions and the infoset key.

mod common;

use common::{setup, P1, P2};
use invokation::{
    Action, CardId, DecisionKind, Deck, Dice, Die, GameConfig, GameState, Pending, Player, Rng,
};

fn decks(rng: &mut Rng) -> [Deck; 2] {
    let mut pool: Vec<_> = invokation::CharacterId::ALL
        .into_iter()
        .filter(|&c| invokation::cards::character_implemented(c))
        .collect();
    let mut deck = |rng: &mut Rng| {
        rng.shuffle(&mut pool);
        let mut d = Deck::characters_only([pool[0], pool[1], pool[2]]);
        for i in 0..30 {
            d.cards
                .push(CardId::ALL[(rng.below(200) as usize + i) % 300 + 100]);
        }
        d
    };
    [deck(rng), deck(rng)]
}

/// Random positions from random games (decision points only).
fn positions(seed: u64, n: usize) -> Vec<GameState> {
    let mut rng = Rng::new(seed);
    let [a, b] = decks(&mut rng);
    let mut s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
    let mut out = Vec::new();
    let mut buf = Vec::new();
    while out.len() < n {
        s.resolve_chance(&mut rng);
        if s.is_over() {
            break;
        }
        out.push(s);
        let a = s.sample_legal_action(&mut rng, &mut buf).unwrap();
        s.apply_action(a).unwrap();
    }
    out
}

/// Changes only what `viewer` cannot see: the opponent's hand, dice faces and initial deck,
/// both piles.
fn change_hidden(s: &GameState, viewer: Player, rng: &mut Rng) -> GameState {
    let mut json = serde_json::to_value(s).unwrap();
    let opp = viewer.other().index();
    let p = &mut json["players"][opp];
    let other_card = serde_json::to_value(CardId::Paimon).unwrap();
    p["initial_deck"] = serde_json::json!([other_card.clone()]);
    let revealed = p["flags"]["revealed"].as_u64().unwrap();
    for (i, c) in p["hand"].as_array_mut().unwrap().iter_mut().enumerate() {
        if revealed & (1 << i) == 0 {
            *c = other_card.clone();
        }
    }
    let n: u64 = p["dice"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .sum();
    let mut dice = [0u64; 8];
    for _ in 0..n {
        dice[rng.index(8)] += 1;
    }
    p["dice"] = serde_json::to_value(dice).unwrap();
    for side in [0, 1] {
        let deck = json["players"][side]["deck"].as_array_mut().unwrap();
        deck.reverse();
    }
    serde_json::from_value(json).unwrap()
}

#[test]
fn views_do_not_depend_on_hidden_facts() {
    let mut rng = Rng::new(1);
    for seed in 0..20 {
        for s in positions(seed, 200) {
            for viewer in Player::ALL {
                let t = change_hidden(&s, viewer, &mut rng);
                assert_eq!(s.view(viewer), t.view(viewer));
                assert_eq!(s.infoset_key(viewer), t.infoset_key(viewer));
            }
        }
    }
}

#[test]
fn determinizing_keeps_the_view_the_actions_and_the_key() {
    let mut rng = Rng::new(2);
    for seed in 0..20 {
        for s in positions(seed, 200) {
            for viewer in Player::ALL {
                let d = s.determinize(viewer, &mut rng);
                assert_eq!(d.view(viewer), s.view(viewer));
                assert_eq!(d.infoset_key(viewer), s.infoset_key(viewer));
                assert_eq!(d.hash(), d.hash_from_scratch());
                if s.decision_of(viewer).is_some() {
                    let mine = |st: &GameState| -> Vec<Action> {
                        st.legal_actions()
                            .into_iter()
                            .filter(|a| a.player() == viewer)
                            .collect()
                    };
                    assert_eq!(mine(&d), mine(&s), "the viewer's legal actions");
                }
                // The opponent's hidden cards are the same cards, dealt anew.
                let opp = viewer.other();
                let mut before: Vec<_> = s
                    .player(opp)
                    .hand
                    .iter()
                    .chain(s.player(opp).deck.iter())
                    .copied()
                    .collect();
                let mut after: Vec<_> = d
                    .player(opp)
                    .hand
                    .iter()
                    .chain(d.player(opp).deck.iter())
                    .copied()
                    .collect();
                before.sort();
                after.sort();
                assert_eq!(before, after);
                // Both initial decks (match records) are kept: the same cards are dealt.
                for p in Player::ALL {
                    assert_eq!(d.player(p).initial_deck, s.player(p).initial_deck);
                }
            }
        }
    }
}

#[test]
fn states_the_viewer_cannot_tell_apart_determinize_alike() {
    let mut rng = Rng::new(4);
    for seed in 0..10 {
        for s in positions(seed, 100) {
            for viewer in Player::ALL {
                // Same view, hidden cards dealt differently.
                let t = s.determinize(viewer, &mut rng);
                let k = rng.next_u64();
                assert_eq!(
                    s.determinize(viewer, &mut Rng::new(k)),
                    t.determinize(viewer, &mut Rng::new(k))
                );
            }
        }
    }
}

#[test]
fn the_opponents_first_choice_stays_hidden_until_both_chose() {
    let mut rng = Rng::new(3);
    let [a, b] = decks(&mut rng);
    let mut s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
    loop {
        s.resolve_chance(&mut rng);
        match s.pending() {
            Pending::Decision {
                player,
                kind: DecisionKind::Redraw,
            } => s.apply_action(Action::Redraw { player, cards: 0 }).unwrap(),
            Pending::Decision {
                kind: DecisionKind::ChooseActive,
                ..
            } => break,
            other => panic!("{other:?}"),
        }
    }
    let before = s.view(Player::P2);
    s.apply_action(Action::Choose {
        player: Player::P1,
        character: 2,
    })
    .unwrap();
    assert_eq!(s.view(Player::P2).sides[Player::P1].active, None);
    assert_eq!(
        s.view(Player::P2),
        before,
        "P2 learns nothing of P1's choice"
    );
    assert_eq!(s.view(Player::P1).sides[Player::P1].active, Some(2));
    let _ = (Dice::EMPTY, Die::Omni);
}

/// Lightning Stiletto, created in Keqing's player's hand by her Elemental Skill, is seen by
/// both players: the opponent's view shows it, determinizing keeps it in that hand at its
/// place, and it leaves the view when it is played.
#[test]
fn a_card_created_in_hand_is_seen_by_the_opponent() {
    let mut g = setup(
        ["Keqing", "Ganyu", "Xingqiu"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "Paimon")
    .hand(P1, "Sweet Madame")
    .deck(P1, "Liben")
    .deck(P1, "Katheryne")
    .dice(P1, &[("Omni", 10)])
    .build();
    let seen = |g: &common::Game| g.state.view(P2).sides[P1].revealed.as_slice().to_vec();
    assert!(seen(&g).is_empty());
    g.act("p1 skill Stellar Restoration");
    assert_eq!(seen(&g), [CardId::LightningStiletto]);
    assert_eq!(g.state.player(P1).flags.revealed, 0b100);
    assert_eq!(
        g.state.view(P2).sides[P1].hand,
        None,
        "the rest stays hidden"
    );
    g.act("p2 end").act("p1 play Paimon");
    // Paimon left position 0: the Stiletto moved to position 1.
    assert_eq!(g.state.player(P1).flags.revealed, 0b10);
    assert_eq!(seen(&g), [CardId::LightningStiletto]);
    let mut rng = Rng::new(5);
    for _ in 0..50 {
        let d = g.state.determinize(P2, &mut rng);
        assert_eq!(d.player(P1).hand[1], CardId::LightningStiletto);
        assert!(!d.player(P1).deck.contains(&CardId::LightningStiletto));
        assert_eq!(d.view(P2), g.state.view(P2));
        assert_eq!(d.hash(), d.hash_from_scratch());
    }
    g.act("p1 play Lightning Stiletto");
    assert!(seen(&g).is_empty());
    assert_eq!(g.state.player(P1).flags.revealed, 0);
}

/// Choosing one card among several: what a player is offered is seen by them only
/// (`View::offer`); determinizing for the opponent draws the random offer anew (as many
/// cards, of the same kinds), the same way for two states that differ only in what was
/// offered; for the chooser it is kept.
#[test]
fn an_offer_is_hidden_from_the_opponent_and_drawn_anew() {
    use invokation::command::Offered;
    use invokation::facts::card_tag;
    let mut g = setup(["Ganyu", "Diona", "Keqing"], ["Diluc", "Fischl", "Sucrose"])
        .hand(P1, "Eremite Teatime")
        .build();
    let a = invokation::notation::parse_action(&g.state, "p1 play Eremite Teatime").unwrap();
    g.state.apply_action(a).unwrap();
    let mut other = g.state;
    for k in [0u8, 1, 2] {
        g.state
            .apply_chance(invokation::ChanceOutcome::Index(k))
            .unwrap();
        other
            .apply_chance(invokation::ChanceOutcome::Index(k + 5))
            .unwrap();
    }
    assert_eq!(g.state.decision_of(P1), Some(DecisionKind::Select));
    let mine = g.state.pending_offer().unwrap();
    assert_eq!(g.state.view(P1).offer, Some(mine));
    assert_eq!(g.state.view(P2).offer, None);
    assert_ne!(other.pending_offer(), Some(mine));
    assert_eq!(
        g.state.view(P2),
        other.view(P2),
        "P2 cannot tell them apart"
    );
    let a = g.state.determinize(P2, &mut Rng::new(9));
    let b = other.determinize(P2, &mut Rng::new(9));
    assert_eq!(a.pending_offer(), b.pending_offer(), "determinized alike");
    let drawn = a.pending_offer().unwrap();
    assert_eq!(drawn.items().len(), 3);
    assert!(drawn.items().iter().all(|o| matches!(o, Offered::Card(c)
        if c.facts(invokation::Version::LATEST).unwrap().tags & card_tag::LOCATION != 0)));
    let kept = g.state.determinize(P1, &mut Rng::new(9));
    assert_eq!(
        kept.pending_offer(),
        Some(mine),
        "the chooser's own offer is kept"
    );
    assert!(a.validate().is_ok());
}
