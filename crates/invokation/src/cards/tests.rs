//! The card registry's own rules, checked on every registered definition.

use super::*;
use crate::config::GameConfig;
use crate::deck::Deck;
use crate::player::Player;
use crate::state::GameState;

/// Every implemented character, with its definition.
fn characters() -> Vec<(CharacterId, &'static CharacterDef)> {
    files()
        .flat_map(|(_, defs)| defs.iter())
        .filter_map(|d| match *d {
            Def::Character(id, def) => Some((id, def)),
            _ => None,
        })
        .collect()
}

/// A skill position beyond a character's skill list (which a validated state cannot name:
/// `validate` refuses it) runs nothing: no effect, no change to the energy it gains.
#[test]
fn a_skill_position_a_character_does_not_have_does_nothing() {
    let all = characters();
    assert!(all.len() >= 50, "{} characters", all.len());
    for &(id, def) in &all {
        let mut others = all.iter().map(|&(o, _)| o).filter(|&o| o != id);
        let deck = Deck::characters_only([id, others.next().unwrap(), others.next().unwrap()]);
        let state = GameState::new(GameConfig::default(), [&deck, &deck]).unwrap();
        let beyond = state.character_facts(Player::P1, 0).skills.len() as u8;
        let mut out = Effects::new();
        let mut cx = SkillCx {
            state: &state,
            player: Player::P1,
            character: 0,
            skill: beyond,
            charged: false,
            plunging: false,
            no_energy: false,
            preparation: None,
            out: &mut out,
        };
        (def.skill)(&mut cx);
        let no_energy = cx.no_energy;
        assert!(out.is_empty(), "{id:?}: skill {beyond} has effects");
        assert!(!no_energy, "{id:?}: skill {beyond} changes the energy");
    }
}

/// A second definition of one id is refused, naming both files.
#[test]
#[should_panic(
    expected = "Ganyu is defined twice: in src/cards/characters/ganyu.rs and in \
                           src/cards/characters/other.rs"
)]
fn an_id_defined_twice_is_refused() {
    static DEF: u8 = 0;
    let mut slots = [None];
    let mut owners = [""];
    let id = CharacterId::Ganyu;
    place(&mut slots, &mut owners, 0, &DEF, "characters/ganyu.rs", &id);
    assert_eq!(owners, ["characters/ganyu.rs"]);
    place(&mut slots, &mut owners, 0, &DEF, "characters/other.rs", &id);
}

/// A declared change of behaviour is reported for the versions before it, not from it on.
#[test]
fn newest_behaviour_only_is_reported_before_the_change() {
    let changes = behaviour_changes();
    let kazuha = Item::Character(CharacterId::KaedeharaKazuha);
    let &(_, since, why) = changes
        .iter()
        .find(|(item, _, _)| *item == kazuha)
        .expect("Kazuha's Midare Ranzan changed in 4.8");
    assert_eq!(since, Version::V4_8_0);
    assert_eq!(
        newest_behaviour_only(kazuha, Version::V4_7_0),
        Some((since, why))
    );
    assert_eq!(newest_behaviour_only(kazuha, Version::V4_8_0), None);
    assert_eq!(newest_behaviour_only(kazuha, Version::LATEST), None);
    let ganyu = Item::Character(CharacterId::Ganyu);
    assert_eq!(newest_behaviour_only(ganyu, Version::V3_3_0), None);
}
