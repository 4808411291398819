//! Kamisato Ayaka (6.5.0): 10 HP, 3 energy; Kamisato Art: Senho (Cryo Elemental Infusion
//! and, from 6.0, +1 to the next Normal Attack when switched in), Frostflake Seki no To,
//! Kanten Senmyou Blessing.

use crate::common::*;
use invokation::{
    Action, CharacterId, DecisionKind, Deck, EntityId, GameConfig, GameState, Pending, Rng, Version,
};
use serde_json::json;

const INFUSION: EntityId = EntityId::CryoElementalInfusion_111052;
const TALENT_INFUSION: EntityId = EntityId::CryoElementalInfusion_111053;

/// Xingqiu active, Ayaka on standby, against Diluc (no aura on anyone). P2 has declared
/// round end, so P1 keeps the turn.
fn ayaka() -> Setup {
    setup(
        ["Xingqiu", "Kamisato Ayaka", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .declared_end(P2)
}

/// Kamisato Art: Senho: "When switched to be the active character, this character gains
/// Cryo Elemental Infusion, and the next Normal Attack this round deals +1 DMG." Kamisato
/// Art: Kabuki's 2 Physical becomes 2 Cryo, +1: 3 Cryo; the +1 is used up, the infusion
/// stays for the round.
#[test]
fn switched_in_she_gains_cryo_infusion_and_plus_one_to_the_next_normal_attack() {
    let mut g = ayaka().build();
    g.act("p1 switch 2");
    assert_eq!(g.status(P1, 1, INFUSION).unwrap().duration, 1);
    assert_eq!(
        g.status(P1, 1, EntityId::KamisatoArtSenho).unwrap().usage,
        1
    );
    g.clear_log().act("p1 skill Kamisato Art: Kabuki");
    assert_eq!(g.damages(), [(P2, 0, 3, "Cryo".to_string())]);
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    assert!(g.status(P1, 1, EntityId::KamisatoArtSenho).is_none());
    assert!(g.status(P1, 1, INFUSION).is_some());
    g.clear_log().act("p1 skill Kamisato Art: Kabuki");
    assert_eq!(g.damages(), [(P2, 0, 2, "Cryo".to_string())], "no more +1");
}

/// The +1 is for "the next Normal Attack": her Elemental Skill does not use it (3 Cryo),
/// the Normal Attack after it does.
#[test]
fn senho_waits_for_a_normal_attack() {
    let mut g = ayaka().build();
    g.act("p1 switch 2");
    g.clear_log().act("p1 skill Kamisato Art: Hyouka");
    assert_eq!(g.damages(), [(P2, 0, 3, "Cryo".to_string())]);
    assert!(g.status(P1, 1, EntityId::KamisatoArtSenho).is_some());
}

/// "(Twice per Round)": switched in three times in a round, she gets the +1 twice. A
/// switch-in while the +1 is still unused does not count. The infusion comes every time.
#[test]
fn senho_twice_per_round() {
    let mut g = ayaka()
        .set("config", json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 switch 2").act("p1 switch 1").act("p1 switch 2");
    assert!(g.status(P1, 1, EntityId::KamisatoArtSenho).is_some());
    // Still unused: that switch-in was not counted.
    g.act("p1 skill Kamisato Art: Kabuki"); // 1st use
    g.act("p1 switch 1").act("p1 switch 2"); // 2nd
    assert!(g.status(P1, 1, EntityId::KamisatoArtSenho).is_some());
    g.act("p1 skill Kamisato Art: Kabuki");
    g.act("p1 switch 1").act("p1 switch 2");
    assert!(
        g.status(P1, 1, EntityId::KamisatoArtSenho).is_none(),
        "only twice per round"
    );
    assert!(g.status(P1, 1, INFUSION).is_some());
    // A new round counts again; the infusion and the +1 last only until the round ends.
    g.act("p1 switch 1");
    g.end_round();
    assert!(g.status(P1, 1, INFUSION).is_none());
    g.act("p1 switch 2");
    assert!(g.status(P1, 1, EntityId::KamisatoArtSenho).is_some());
}

/// A forced switch and the choice after a defeat are switch-ins too.
#[test]
fn every_switch_in_counts() {
    // Overloaded on Xingqiu (Pyro applied, Diluc's Electro? Fischl's Normal Attack is
    // Physical): use Fischl's Nightrider (1 Electro) on Xingqiu with Pyro.
    let mut g = setup(
        ["Xingqiu", "Kamisato Ayaka", "Noelle"],
        ["Fischl", "Diluc", "Sucrose"],
    )
    .aura(P1, 0, &["Pyro"])
    .set("to_act", json!(2))
    .build();
    g.act("p2 skill Nightrider");
    assert_eq!(g.active(P1), 1, "Overloaded switched Ayaka in");
    assert!(g.status(P1, 1, INFUSION).is_some());
    assert!(g.status(P1, 1, EntityId::KamisatoArtSenho).is_some());

    let mut g = setup(
        ["Xingqiu", "Kamisato Ayaka", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hp(P1, 0, 1)
    .set("to_act", json!(2))
    .build();
    g.act("p2 skill Tempered Sword");
    assert_eq!(
        g.state.pending(),
        Pending::Decision {
            player: P1,
            kind: DecisionKind::DeathSwap
        }
    );
    g.act("p1 choose 2");
    assert!(g.status(P1, 1, INFUSION).is_some());
    assert!(g.status(P1, 1, EntityId::KamisatoArtSenho).is_some());
}

/// The infusion converts her skills' Physical damage only; Elemental damage stays.
/// Kamisato Art: Soumetsu: "Deals 4 Cryo DMG, summons 1 Frostflake Seki no To."
/// Frostflake Seki no To: "End Phase: Deal 2 Cryo DMG. Usage(s): 2".
#[test]
fn soumetsu_summons_frostflake_seki_no_to() {
    let mut g = ayaka()
        .set("config", json!({"all_omni": true}))
        .active(P1, 1)
        .energy(P1, 1, 3)
        .build();
    g.act("p1 skill Kamisato Art: Soumetsu");
    assert_eq!(g.hp(P2, 0), 10 - 4);
    assert_eq!(g.energy(P1, 1), 0);
    let s = g.summon(P1, EntityId::FrostflakeSekiNoTo).unwrap();
    assert_eq!(s.usage, 2);
    g.clear_log().end_round();
    assert_eq!(g.damages()[0], (P2, 0, 2, "Cryo".to_string()));
    assert_eq!(g.summon(P1, EntityId::FrostflakeSekiNoTo).unwrap().usage, 1);
    g.clear_log().end_round();
    assert_eq!(g.damages()[0], (P2, 0, 2, "Cryo".to_string()));
    assert!(g.summon(P1, EntityId::FrostflakeSekiNoTo).is_none());
}

/// Kanten Senmyou Blessing (talent, 2 Cryo, not a Combat Action): equipped on Ayaka on
/// standby (no need to be active); P1 keeps the turn. "The Cryo Elemental Infusion created
/// by your Kamisato Ayaka, who has this card equipped, allows the character to which it is
/// attached to deal +1 Cryo DMG." Switched in: Kabuki 2 → Cryo, +1 (talent), +1 (Senho): 4.
/// "When you switch to Kamisato Ayaka, who has this card equipped: Spend 1 less Elemental
/// Die. (Once per Round)": the first switch to her is free, the second costs 1.
#[test]
fn kanten_senmyou_blessing() {
    let mut g = ayaka()
        .set("to_act", json!(1))
        .hand(P1, "Kanten Senmyou Blessing")
        .build();
    g.act("p1 play Kanten Senmyou Blessing target 2");
    assert_eq!(g.dice_total(P1), 8 - 2);
    assert!(g.status(P1, 1, EntityId::KantenSenmyouBlessing).is_some());
    assert_eq!(
        g.state.pending(),
        Pending::Decision {
            player: P1,
            kind: DecisionKind::Action
        },
        "a fast action"
    );
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 6, "switching to her was free");
    assert!(g.status(P1, 1, TALENT_INFUSION).is_some());
    assert!(g.status(P1, 1, INFUSION).is_none());
    g.clear_log().act("p1 skill Kamisato Art: Kabuki");
    assert_eq!(g.damages(), [(P2, 0, 4, "Cryo".to_string())]);
    g.act("p1 switch 1");
    assert_eq!(g.dice_total(P1), 6 - 3 - 1);
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 6 - 3 - 1 - 1, "once per round");
}

/// The talent's infusion replaces a plain one she already has (the two exclude each
/// other), and its +1 is for Cryo damage of her skills: Hyouka 3 Cryo + 1.
#[test]
fn talent_infusion_replaces_the_plain_one() {
    let mut g = ayaka()
        .status(P1, 1, json!("Kanten Senmyou Blessing"))
        .build();
    g.act("p1 switch 2");
    g.act("p1 switch 1");
    g.act("p1 switch 2");
    assert!(g.status(P1, 1, TALENT_INFUSION).is_some());
    assert!(g.status(P1, 1, INFUSION).is_none());
    g.clear_log().act("p1 skill Kamisato Art: Hyouka");
    assert_eq!(g.damages(), [(P2, 0, 4, "Cryo".to_string())]);
}

/// The talent needs Ayaka: it cannot be played on another character.
#[test]
fn kanten_needs_ayaka() {
    let mut g = ayaka().hand(P1, "Kanten Senmyou Blessing").build();
    assert!(g
        .try_act("p1 play Kanten Senmyou Blessing target 1")
        .is_err());
}

/// Plays a game from its start to the first Action Phase: nobody redraws, P1 chooses
/// `p1_active`, P2 its first character, nobody rerolls.
fn start(version: Version, p1_active: u8) -> GameState {
    let a = Deck::characters_only([
        CharacterId::KamisatoAyaka,
        CharacterId::Xingqiu,
        CharacterId::Noelle,
    ]);
    let b = Deck::characters_only([CharacterId::Diluc, CharacterId::Fischl, CharacterId::Noelle]);
    let config = GameConfig {
        version,
        ..GameConfig::default()
    };
    let mut s = GameState::new(config, [&a, &b]).unwrap();
    let mut rng = Rng::new(1);
    s.resolve_chance(&mut rng);
    for p in [P1, P2] {
        s.apply_action(Action::Redraw {
            player: p,
            cards: 0,
        })
        .unwrap();
    }
    s.apply_action(Action::Choose {
        player: P1,
        character: p1_active,
    })
    .unwrap();
    s.apply_action(Action::Choose {
        player: P2,
        character: 0,
    })
    .unwrap();
    s.resolve_chance(&mut rng);
    for p in [P1, P2] {
        s.apply_action(Action::Reroll {
            player: p,
            dice: invokation::Dice::EMPTY,
        })
        .unwrap();
    }
    s.resolve_chance(&mut rng);
    assert_eq!(
        s.pending(),
        Pending::Decision {
            player: P1,
            kind: DecisionKind::Action
        }
    );
    s
}

/// The first choice of the game is a switch-in (as in the reference): chosen first, she
/// starts the battle with the infusion and (from 6.0) the +1; on standby, with nothing.
/// Before 6.0 there is no +1.
#[test]
fn the_first_choice_is_a_switch_in() {
    let s = start(Version::V6_5_0, 0);
    assert!(s.character(P1, 0).has(INFUSION));
    assert!(s.character(P1, 0).has(EntityId::KamisatoArtSenho));
    let s = start(Version::V6_5_0, 1);
    assert!(!s.character(P1, 0).has(INFUSION), "not chosen");
    let s = start(Version::V5_8_0, 0);
    assert!(s.character(P1, 0).has(INFUSION));
    assert!(!s.character(P1, 0).has(EntityId::KamisatoArtSenho));
    // Switched in before 6.0: the infusion, no +1 status.
    let mut g = ayaka().set("version", json!("5.8.0")).build();
    g.act("p1 switch 2");
    assert!(g.status(P1, 1, INFUSION).is_some());
    assert!(g.status(P1, 1, EntityId::KamisatoArtSenho).is_none());
}
