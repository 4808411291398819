//! Lynette: Anemo sword. Enigmatic Feint heals her the first time in a round at 8 HP or
//! less, at the price of Overawing Assault; her burst summons Bogglecat Box, which guards the
//! active character once per round and takes on the element of damage her side takes. Her
//! talent, A Cold Blade Like a Shadow, makes the second Feint of a round deal +2 and force
//! the opponent to their previous character.

use crate::cards::prelude::*;
use crate::facts::skill::lynette::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Lynette, &CharacterDef::new(skill)),
    Def::Entity(EntityId::OverawingAssault, &OVERAWING_ASSAULT),
    Def::Entity(EntityId::BogglecatBox, &BOGGLECAT_BOX),
    Def::Entity(EntityId::BogglecatBoxsTaunt, &TAUNT),
    Def::Entity(EntityId::AColdBladeLikeAShadow, &EntityDef::NONE),
    Def::Card(CardId::AColdBladeLikeAShadow, &A_COLD_BLADE_LIKE_A_SHADOW),
];

/// Enigmatic Feint's heal.
const FEINT_HEAL: u8 = 2;
/// The most HP at which the first Feint of a round heals.
const FEINT_HEAL_MAX_HP: u8 = 8;
/// The talent's bonus to the second Feint of a round.
const TALENT_BONUS: u8 = 2;
/// Overawing Assault: the least HP at which it hurts, and how much.
const ASSAULT_MIN_HP: u8 = 6;
const ASSAULT_DAMAGE: u8 = 2;
/// Bogglecat Box's End Phase damage.
const BOX_DAMAGE: u8 = 1;
/// The usages of Bogglecat Box's Taunt: "Decreases DMG taken by 1. (Once per Round)".
const TAUNT_USAGE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        RAPID_RITESWORD => cx.base_damage(),
        // Enigmatic Feint: "Deals 3 Anemo DMG. The first time this Skill is used this Round,
        // heal the character for 2 HP if they have no more than 8 HP, but apply Overawing
        // Assault to said character." (The heal and status come first, as the reference.)
        // With the talent, the second use of the round deals +2 and forces the opponent to
        // switch to their previous character.
        ENIGMATIC_FEINT => {
            let uses = cx.uses_this_round();
            if uses == 1 && cx.me().hp <= FEINT_HEAL_MAX_HP {
                let c = cx.character;
                cx.heal(c, FEINT_HEAL);
                cx.attach_self(EntityId::OverawingAssault);
            }
            if uses == 2 && cx.has(EntityId::AColdBladeLikeAShadow) {
                cx.base_damage_plus(TALENT_BONUS);
                cx.force_switch_opponent(true);
            } else {
                cx.base_damage();
            }
        }
        // Magic Trick: Astonishing Shift: "Deals 2 Anemo DMG, summons 1 Bogglecat Box." The
        // box brings its Taunt when it enters (a full summon zone takes neither).
        MAGIC_TRICK_ASTONISHING_SHIFT => {
            cx.base_damage();
            let ps = cx.state.player(cx.player);
            let room = ps.summons.len() < cx.state.config().max_summons as usize
                || ps.summon(EntityId::BogglecatBox).is_some();
            cx.summon(EntityId::BogglecatBox);
            if room {
                cx.combat_status(EntityId::BogglecatBoxsTaunt);
            }
        }
        _ => {}
    }
}

/// Overawing Assault (115081): "End Phase: If this character's HP is at least 6, then they
/// will take 2 Piercing DMG. Duration (Rounds): 1" (duration from the facts).
static OVERAWING_ASSAULT: EntityDef = EntityDef::new().on_end_phase(|cx, _me| {
    let Some(c) = cx.character() else { return };
    if cx.state.character(cx.player, c as usize).hp >= ASSAULT_MIN_HP {
        cx.damage_own(c, PIERCING, ASSAULT_DAMAGE);
    }
});

/// Bogglecat Box (115082): "End Phase: Deal 1 Anemo DMG. Usage(s): 2 / When your active
/// character takes DMG: Decreases DMG taken by 1. (Once per Round) / When your character(s)
/// take Cryo/Hydro/Pyro/Electro DMG: Change the Elemental Type of this card to the element of
/// the damage taken. (Once before leaving play)" (usages from the facts). The decrease is its
/// Taunt, a combat status it brings when it enters and again when each Action Phase begins,
/// and which leaves with it (as the reference, GI-TCG).
static BOGGLECAT_BOX: EntityDef = templates::damage_converting(ANEMO, BOX_DAMAGE)
    .on_end_phase(templates::converted_strike_and_spend)
    .on_action_phase_start(|cx, _me| cx.combat_status(EntityId::BogglecatBoxsTaunt));

/// Bogglecat Box's Taunt (115083): decreases damage to the active character by 1, once; it
/// is discarded when Bogglecat Box leaves.
static TAUNT: EntityDef = EntityDef::new()
    .init(TAUNT_USAGE, NO_DURATION)
    .on_damage_decrease(|_cx, me, d| {
        if d.target_active && d.amount > 0 && me.take_usage() {
            d.amount -= 1;
        }
    })
    .on_summon_left(|cx, _me, p| {
        if *p == cx.player
            && cx
                .state
                .player(cx.player)
                .summon(EntityId::BogglecatBox)
                .is_none()
        {
            cx.dispose = true;
        }
    });

/// A Cold Blade Like a Shadow (talent, Combat Action, 3 Anemo): "When your active character
/// is Lynette, equip this card. After Lynette equips this card, immediately use Enigmatic
/// Feint once. After your Lynette, who has this card equipped, uses Enigmatic Feint for the
/// second time this Round: deals +2 DMG and forces your opponent to switch to their previous
/// character." (The skill reads the equipped card.)
static A_COLD_BLADE_LIKE_A_SHADOW: CardDef = CardDef::talent::<ENIGMATIC_FEINT>();
