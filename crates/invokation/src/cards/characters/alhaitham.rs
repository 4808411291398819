//! Alhaitham: Dendro sword. His skill gives him Chisel-Light Mirror (Dendro infusion and 1
//! Dendro DMG after each Normal Attack, lengthened by Charged Attacks); his burst spends
//! the mirror's rounds as damage and gives a new one. His talent, Structuration, always
//! gives a 3-round mirror and draws a card when the burst spent at least 1 round.

use crate::cards::prelude::*;
use crate::facts::skill::alhaitham::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Alhaitham, &CharacterDef::new(skill)),
    Def::Entity(EntityId::ChiselLightMirror, &CHISEL_LIGHT_MIRROR),
    Def::Entity(EntityId::Structuration, &EntityDef::NONE),
    Def::Card(CardId::Structuration, &STRUCTURATION),
];

/// The mirror's damage after a Normal Attack.
const MIRROR_DAMAGE: u8 = 1;
/// The rounds of mirror the burst leaves: 3 less the rounds it spent (0/1/2 give 3/2/1);
/// with the talent, when it spent at least 1, always 3.
const BURST_MIRROR_ROUNDS: u8 = 3;
/// Cards the talent draws.
const TALENT_DRAW: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        ABDUCTIVE_REASONING => cx.base_damage(),
        // Universality: An Elaboration on Form: "Deals 2 Dendro DMG. This character gains
        // Chisel-Light Mirror."
        UNIVERSALITY_AN_ELABORATION_ON_FORM => {
            cx.base_damage();
            cx.attach_self(EntityId::ChiselLightMirror);
        }
        // Particular Field: Fetters of Phenomena: "Deals 4 Dendro DMG, consumes Chisel-Light
        // Mirror, with the DMG bonus based on Chisel-Light Mirror's Duration (Rounds)
        // consumed. If Chisel-Light Mirror Duration (Rounds) consumed is 0/1/2, then apply
        // Chisel-Light Mirror with 3/2/1 Duration (Rounds) to this character." (No mirror:
        // 0 consumed.) With Structuration, a mirror of at least 1 round gives a 3-round one
        // and draws 1 card. As the reference (GI-TCG): the old mirror is discarded, the
        // damage dealt, then the new mirror attached.
        PARTICULAR_FIELD_FETTERS_OF_PHENOMENA => {
            let c = cx.character;
            let zone = Zone::Character(c);
            let mirror = cx.me().status(EntityId::ChiselLightMirror).copied();
            let consumed = mirror.map_or(0, |s| s.duration);
            if mirror.is_some() {
                cx.remove(zone, EntityId::ChiselLightMirror);
            }
            cx.base_damage_plus(consumed);
            let talent = consumed >= 1 && cx.has(EntityId::Structuration);
            let rounds = if talent {
                BURST_MIRROR_ROUNDS
            } else {
                BURST_MIRROR_ROUNDS.saturating_sub(consumed)
            };
            if rounds > 0 {
                cx.attach_self(EntityId::ChiselLightMirror);
                cx.set_duration(zone, EntityId::ChiselLightMirror, rounds);
            }
            if talent {
                cx.draw(TALENT_DRAW);
            }
        }
        _ => {}
    }
}

/// Chisel-Light Mirror (117061): "Physical DMG dealt by the character is converted to Dendro
/// DMG. After this character performs a Normal Attack: Deal 1 Dendro DMG. If it is a
/// Charged Attack, this status's Duration (Rounds) +1. Duration (Rounds): 2 (Can stack. Max
/// 3 Rounds.)" (duration and its stacking limit from the facts). As the reference (GI-TCG),
/// the Charged Attack's round is added beyond the stacking limit (3 becomes 4).
static CHISEL_LIGHT_MIRROR: EntityDef = EntityDef::new()
    .on_damage_type(|cx, _me, d| {
        if cx.character().is_some_and(|c| d.dealt_by(cx.player, c))
            && d.is_skill()
            && d.dtype == PHYSICAL
        {
            d.dtype = DENDRO;
        }
    })
    .on_after_skill(|cx, me, e| {
        if e.player == cx.player
            && Some(e.character) == cx.character()
            && e.kind == SkillKind::Normal
        {
            cx.damage_active(DENDRO, MIRROR_DAMAGE);
            if e.charged {
                me.duration = me.duration.saturating_add(1);
            }
        }
    });

/// Structuration (talent, Combat Action, 3 Dendro, 2 energy): "When your active character is
/// Alhaitham, equip this card. After Alhaitham equips this card, immediately use Particular
/// Field: Fetters of Phenomena once. When your Alhaitham, who has this card equipped, uses
/// Particular Field: Fetters of Phenomena, if the character consumes a Chisel-Light Mirror
/// with at least 1 Duration (Rounds), then always attach Chisel-Light Mirror with 3 Duration
/// (Rounds) and draw 1 card." (The burst reads the equipped card.)
static STRUCTURATION: CardDef = CardDef::talent::<PARTICULAR_FIELD_FETTERS_OF_PHENOMENA>();
