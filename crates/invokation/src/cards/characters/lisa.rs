//! Lisa: Electro catalyst. Her skills attach Conductive to the opposing active character
//! (stacks: 2, +1 when attached again and in each End Phase, at most 4), which Violet Arc
//! and Lightning Rose consume for +1 damage a stack. Her talent, Pulsating Witch, attaches
//! Conductive when she is switched in.

use crate::cards::prelude::*;
use crate::cards::Item;
use crate::facts::skill::lisa::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Lisa, &CharacterDef::new(skill)),
    Def::Entity(EntityId::Conductive, &CONDUCTIVE),
    Def::Entity(EntityId::LightningRose, &LIGHTNING_ROSE_SUMMON),
    Def::Entity(EntityId::PulsatingWitch, &PULSATING_WITCH),
    Def::Card(CardId::PulsatingWitch, &PULSATING_WITCH_CARD),
    Def::BehaviourSince(
        Item::Character(CharacterId::Lisa),
        Version::V5_1_0,
        "Conductive: before 5.1 only Lightning Touch's Charged Attack attached it and only \
         Violet Arc consumed it (before 4.8 Lightning Rose attached none); since 5.1 every \
         Lightning Touch and Lightning Rose attach it and Lightning Rose's damage consumes it",
    ),
];

/// Conductive: "This status starts with 2 stacks".
const CONDUCTIVE_START: u8 = 2;
/// Conductive: "When attached again, Conductive stacks +1" (and "End Phase: Accumulate 1
/// stack").
const CONDUCTIVE_STACK: u8 = 1;
/// Conductive: "Conductive can be stacked to a maximum of 4 stacks."
const CONDUCTIVE_MAX: u8 = 4;
/// Lightning Rose: "End Phase: Deal 2 Electro DMG."
const ROSE_DAMAGE: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 1 Electro DMG, attach Conductive to opposing active character." (After the
        // damage, on the character active then, as the reference.)
        LIGHTNING_TOUCH => {
            cx.base_damage();
            cx.attach_opponent_active_after(EntityId::Conductive);
        }
        // "Deals 2 Electro DMG. If Conductive is not attached to the opponent's active
        // character, Conductive will be attached." Whether it is attached is seen when the
        // skill starts (a Conductive there is consumed by this damage and not attached
        // again).
        VIOLET_ARC => {
            let opp = cx.player.other();
            let target = cx.game().active(opp);
            let had = cx.game().character(opp, target).has(EntityId::Conductive);
            cx.base_damage();
            if !had {
                cx.attach_opponent_active_after(EntityId::Conductive);
            }
        }
        // "Deals 2 Electro DMG. Summons Lightning Rose. The opponent's active character gains
        // Conductive."
        LIGHTNING_ROSE => {
            cx.base_damage();
            cx.summon(EntityId::LightningRose);
            cx.attach_opponent_active_after(EntityId::Conductive);
        }
        _ => {}
    }
}

/// Conductive: "This status starts with 2 stacks of Conductive. When attached again,
/// Conductive stacks +1. Conductive can be stacked to a maximum of 4 stacks. End Phase:
/// Accumulate 1 stack of Conductive. When the character attached with Conductive takes DMG
/// from Violet Arc or Lightning Rose: Remove this status and DMG +1 for each stack of
/// Conductive." The stacks are its usages.
static CONDUCTIVE: EntityDef = EntityDef::new()
    .init(CONDUCTIVE_START, NO_DURATION)
    .stacks(CONDUCTIVE_STACK, CONDUCTIVE_MAX)
    .on_end_phase(|_, me| {
        me.usage = me
            .usage
            .saturating_add(CONDUCTIVE_STACK)
            .min(CONDUCTIVE_MAX.max(me.usage));
    })
    .on_damage_taken_add(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if !d.hits(cx.player, c) || d.dtype == PIERCING || me.usage == 0 {
            return;
        }
        let from = cx.player.other();
        let violet_arc = match d.cmd.source {
            Source::Character(l) => {
                d.cmd.from == from
                    && d.cmd.skill == Some(SkillKind::Elemental)
                    && cx.state.character(from, l as usize).id == CharacterId::Lisa
            }
            _ => false,
        };
        let rose = d.cmd.from == from && d.cmd.source == Source::Summon(EntityId::LightningRose);
        if violet_arc || rose {
            d.amount += me.usage as i32;
            me.usage = 0;
        }
    });

/// Lightning Rose: "End Phase: Deal 2 Electro DMG. Usage(s): 2" (usages from the facts).
static LIGHTNING_ROSE_SUMMON: EntityDef = templates::summon(ELECTRO, ROSE_DAMAGE);

/// Pulsating Witch, equipped: "After you switch to Lisa, who has this card equipped: Attach
/// Conductive to the opposing active character. (Once per Round)" Any switch to her (the
/// action, an effect, the choice after a defeat), as the reference.
static PULSATING_WITCH: EntityDef = EntityDef::new().on_switched(|cx, me, e| {
    if e.player == cx.player && Some(e.to) == cx.character() && me.once_per_round() {
        cx.attach_opponent_active_after(EntityId::Conductive);
    }
});

/// Pulsating Witch (talent, 1 Electro): equipped on Lisa (not a Combat Action; she need not
/// be active). (What the equipped card does: [`PULSATING_WITCH`].)
static PULSATING_WITCH_CARD: CardDef = CardDef::new(CardTarget::OwnCharacter);
