//! Electro Hypostasis: Electro monster. Rock-Paper-Scissors Combo prepares two more strikes;
//! Chains of Warding Thunder makes the opponent's switches dearer; Electro Crystal Core saves
//! it once from defeat (and its talent, Absorbing Prism, gives another).

use crate::cards::prelude::*;
use crate::facts::skill::electro_hypostasis::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::ElectroHypostasis, &ELECTRO_HYPOSTASIS),
    Def::Entity(EntityId::RockPaperScissorsComboScissors, &SCISSORS),
    Def::Entity(EntityId::RockPaperScissorsComboPaper, &PAPER),
    Def::Entity(EntityId::ChainsOfWardingThunder, &CHAINS_OF_WARDING_THUNDER),
    Def::Entity(EntityId::ElectroCrystalCore_124014, &ELECTRO_CRYSTAL_CORE),
    Def::Card(CardId::AbsorbingPrism, &ABSORBING_PRISM),
];

/// Chains of Warding Thunder: "End Phase: Deal 1 Electro DMG."
const CHAINS_DAMAGE: u8 = 1;
/// Electro Crystal Core: "heal them to 1 HP".
const CORE_HP: u8 = 1;
/// Absorbing Prism: "heal that character for 3 HP".
const PRISM_HEAL: u8 = 3;

/// Electro Crystal Core (passive): "When the battle begins, this character gains an Electro
/// Crystal Core." Not again when it is revived (the default, as the reference).
static ELECTRO_HYPOSTASIS: CharacterDef =
    CharacterDef::new(skill).passive(EntityDef::new().on_battle_begins(|cx, _| {
        if let Some(c) = cx.character() {
            cx.attach(c, EntityId::ElectroCrystalCore_124014);
        }
    }));

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 1 Electro DMG."
        ELECTRO_CRYSTAL_PROJECTION => cx.base_damage(),
        // "Deals 2 Electro DMG and then separately performs "Prepare Skill" for
        // Rock-Paper-Scissors Combo: Scissors and Rock-Paper-Scissors Combo: Paper."
        // (Scissors first; Scissors prepares Paper.)
        ROCK_PAPER_SCISSORS_COMBO => {
            cx.base_damage();
            cx.attach_self(EntityId::RockPaperScissorsComboScissors);
        }
        // "Deals 2 Electro DMG, summons Chains of Warding Thunder."
        LIGHTNING_LOCKDOWN => {
            cx.base_damage();
            cx.summon(EntityId::ChainsOfWardingThunder);
        }
        // Scissors (prepared): "Deals 2 Electro DMG. Then, perform "Prepare Skill" for
        // Rock-Paper-Scissors Combo: Paper."
        ROCK_PAPER_SCISSORS_COMBO_SCISSORS => {
            cx.base_damage();
            cx.attach_self(EntityId::RockPaperScissorsComboPaper);
        }
        // Paper (prepared): "Deals 3 Electro DMG."
        ROCK_PAPER_SCISSORS_COMBO_PAPER => cx.base_damage(),
        _ => {}
    }
}

/// Rock-Paper-Scissors Combo: Scissors (the preparation).
static SCISSORS: EntityDef = EntityDef::new().prepares(ROCK_PAPER_SCISSORS_COMBO_SCISSORS);

/// Rock-Paper-Scissors Combo: Paper (the preparation).
static PAPER: EntityDef = EntityDef::new().prepares(ROCK_PAPER_SCISSORS_COMBO_PAPER);

/// Chains of Warding Thunder: "End Phase: Deal 1 Electro DMG. Usage(s): 2. When this Summon
/// is on the field: Your opponent will have to spend 1 additional Elemental Die when
/// performing "Switch Character." (Once per Round)" (the Switch Character action, also a
/// fast one; an unaligned die).
static CHAINS_OF_WARDING_THUNDER: EntityDef = templates::summon(ELECTRO, CHAINS_DAMAGE)
    .on_opponent_cost(|_, me, q| {
        if matches!(q.action, CostAction::Switch { .. }) && me.once_per_round() {
            q.cost.unaligned += 1;
        }
    });

/// Electro Crystal Core: "When the character to which this is attached would be defeated:
/// Remove this effect, ensure the character will not be defeated, and heal them to 1 HP."
static ELECTRO_CRYSTAL_CORE: EntityDef = EntityDef::new().on_would_be_defeated(|cx, _, q| {
    templates::save_from_defeat(cx, q, CORE_HP);
});

/// Absorbing Prism (talent event, Combat Action): "When your active character is Electro
/// Hypostasis, heal that character for 3 HP and attach the Electro Crystal Core to them."
/// (Played on the active Electro Hypostasis; it is not equipped.)
static ABSORBING_PRISM: CardDef = CardDef::on_character(|cx| {
    cx.heal_target(PRISM_HEAL);
    cx.attach_target(EntityId::ElectroCrystalCore_124014);
})
.when(|state, p, target| matches!(target, Target::Own(c) if state.active(p) == c as usize));
