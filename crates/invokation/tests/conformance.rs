//! Conformance: every implemented character uses the facts of the generated tables: HP,
//! energy, skill costs, and each damaging skill's base damage and type; and every skill
//! follows the rules every skill follows (the dice it costs are paid, a Normal Attack or
//! Elemental Skill gains 1 energy, a Burst spends it, its element is applied to the target).
//! (So a character's own tests need not repeat any of this for each skill.)

use invokation::command::Source;
use invokation::facts::{DamageType, Element, SkillKind};
use invokation::log::LogEvent;
use invokation::scenario::{CharacterSpec, PlayerSpec, Scenario};
use invokation::state::Aura;
use invokation::{Action, CharacterId, Player, Version};

/// Skills whose first hit is not their base damage, with the reason (from the card text).
const EXCEPTIONS: &[(CharacterId, u8, &str)] = &[
    (
        CharacterId::Chiori,
        1,
        "Fluttering Hasode deals no damage: its text never uses D__KEY__DAMAGE (it offers dolls)",
    ),
    (
        CharacterId::Tartaglia,
        2,
        "Havoc: Obliteration deals 5 in Ranged Stance (7 in Melee Stance)",
    ),
    (
        CharacterId::Beidou,
        1,
        "Tidecaller deals no damage: its text never uses D__KEY__DAMAGE",
    ),
    (
        CharacterId::Xiangling,
        1,
        "Guoba Attack deals its 1 Pyro only with Crossfire equipped (tested with the talent)",
    ),
    (
        CharacterId::Dehya,
        1,
        "Molten Inferno deals its 1 Pyro only when Fiery Sanctum Field already exists (tested in cards::dehya)",
    ),
    (
        CharacterId::AbyssLectorVioletLightning,
        2,
        "Wild Thunderburst deals +2 to a target with no more than 1 Energy (tested in cards::abyss_lector_violet_lightning)",
    ),
    (
        CharacterId::YunJin,
        1,
        "Opening Flourish deals no damage: it prepares Spear Flourish, which deals it (tested in cards::yun_jin)",
    ),
];

/// Skills whose user's energy after them is not the rule's, with the reason.
const ENERGY_EXCEPTIONS: &[(CharacterId, u8, &str)] = &[(
    CharacterId::Yoimiya,
    1,
    "Niwabi Fire-Dance: \"This Skill does not grant Energy\" (tested in cards::yoimiya)",
)];

fn implemented() -> Vec<CharacterId> {
    CharacterId::ALL
        .into_iter()
        .filter(|&c| invokation::cards::character_implemented(c))
        .collect()
}

fn side(name: &str, others: [&str; 2]) -> PlayerSpec {
    PlayerSpec {
        characters: [name, others[0], others[1]]
            .iter()
            .map(|n| CharacterSpec {
                name: n.to_string(),
                // No statuses, not even the battle-begins ones (Stealth would add damage).
                statuses: Some(Vec::new()),
                ..Default::default()
            })
            .collect(),
        dice: [("Omni".to_string(), 16)].into_iter().collect(),
        ..Default::default()
    }
}

#[test]
fn characters_start_with_the_facts_hp_and_energy() {
    for v in Version::ALL {
        for c in implemented() {
            let Some(f) = c.facts(v) else { continue };
            let s = invokation::state::CharacterState::new(c, v).unwrap();
            assert_eq!(
                (s.hp, s.max_hp, s.max_energy),
                (f.hp, f.hp, f.max_energy),
                "{c} in {v}"
            );
        }
    }
}

#[test]
fn skills_cost_and_deal_what_the_facts_say() {
    let v = Version::LATEST;
    for c in implemented() {
        let facts = c.facts(v).unwrap();
        // Two teammates that are neither the character nor each other.
        let mates: Vec<&str> = ["Noelle", "Xingqiu", "Ganyu"]
            .into_iter()
            .filter(|n| *n != c.name())
            .take(2)
            .collect();
        for (i, skill) in facts.skills.iter().enumerate() {
            if skill.hidden
                || !matches!(
                    skill.kind,
                    SkillKind::Normal | SkillKind::Elemental | SkillKind::Burst
                )
            {
                continue;
            }
            let burst = skill.kind == SkillKind::Burst;
            let mut me = side(&c.official_id().to_string(), [mates[0], mates[1]]);
            me.characters[0].energy = Some(if burst { facts.max_energy } else { 0 });
            let scenario = Scenario {
                players: [me, side("Diluc", ["Fischl", "Sucrose"])],
                ..Default::default()
            };
            let mut state = scenario.build().unwrap();
            let cost = state.skill_cost(Player::P1, i).unwrap();
            assert_eq!(
                cost, skill.cost,
                "{c}: {} costs what the facts say",
                skill.name
            );
            let dice = state.auto_dice(Player::P1, &cost, None).unwrap();
            assert_eq!(
                dice.total(),
                cost.dice() as u32,
                "{c}: {} pays its cost",
                skill.name
            );
            let mut log = Vec::new();
            state
                .apply_action_observed(
                    Action::Skill {
                        player: Player::P1,
                        skill: i as u8,
                        dice,
                    },
                    &mut log,
                )
                .unwrap();
            // A skill with a random outcome (a summon chosen at random) finishes once chance
            // is answered, one that offers a choice (Chiori's dolls) once the first thing
            // offered is chosen.
            state.resolve_chance_observed(&mut invokation::Rng::new(1), &mut log);
            while state.decision_of(Player::P1) == Some(invokation::DecisionKind::Select) {
                let pick = Action::Select {
                    player: Player::P1,
                    index: 0,
                };
                state.apply_action_observed(pick, &mut log).unwrap();
                state.resolve_chance_observed(&mut invokation::Rng::new(1), &mut log);
            }
            let after = state.character(Player::P1, 0);
            assert_eq!(
                state.player(Player::P1).dice.total(),
                16 - cost.dice() as u32,
                "{c}: {} takes its dice",
                skill.name
            );
            let energy = if burst { 0 } else { 1 };
            let own_energy = ENERGY_EXCEPTIONS
                .iter()
                .any(|&(x, s, _)| x == c && s as usize == i);
            if !own_energy {
                assert_eq!(after.energy, energy, "{c}: {} energy after it", skill.name);
            }
            if skill.damage == 0
                || EXCEPTIONS
                    .iter()
                    .any(|&(x, s, _)| x == c && s as usize == i)
            {
                continue;
            }
            let first = log.iter().find_map(|e| match e {
                LogEvent::Damage {
                    from: Player::P1,
                    source: Source::Character(0),
                    target: 0,
                    dtype,
                    amount,
                    ..
                } => Some((*dtype, *amount)),
                _ => None,
            });
            let want_type = skill.damage_type.unwrap_or(DamageType::Physical);
            assert_eq!(
                first,
                Some((want_type, skill.damage)),
                "{c}: {} deals its base damage to the opposing active character",
                skill.name
            );
            // Its element stays on the target (which had none; Anemo and Geo never stay).
            let aura = state.character(Player::P2, 0).aura;
            let stays = want_type
                .element()
                .filter(|e| !matches!(e, Element::Anemo | Element::Geo));
            let applied = match stays {
                Some(e) => aura.elements().contains(&e),
                None => aura == Aura::None,
            };
            assert!(applied, "{c}: {} leaves {aura:?} on its target", skill.name);
        }
    }
}
