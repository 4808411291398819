//! Wriothesley: Cryo catalyst of Fontaine. Icefang Rush gives him Chilling Penalty (his
//! Normal Attacks hit harder, cost less while he is healthy, and then hurt or heal him);
//! Darkgold Wolfbite leaves Lingering Icicles, and costs less for every 2 times he took
//! damage or was healed this round. His talent, Terror for the Evildoers, turns 3 such
//! times into +1 DMG.

use crate::cards::prelude::*;
use crate::facts::skill::wriothesley::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Wriothesley, &WRIOTHESLEY),
    Def::Entity(PENALTY, &CHILLING_PENALTY),
    Def::Entity(EntityId::LingeringIcicles, &LINGERING_ICICLES),
    Def::Entity(EntityId::TerrorForTheEvildoers, &TALENT_EQUIPPED),
    Def::Card(CardId::TerrorForTheEvildoers, &TERROR_FOR_THE_EVILDOERS),
];

const PENALTY: EntityId = EntityId::ChillingPenalty;
/// Darkgold Wolfbite: "each time ... 2 times in total this Round: 1 less Elemental Die
/// (Cost can be reduced by up to 2)".
const TIMES_PER_DIE: u8 = 2;
const MAX_DISCOUNT: u8 = 2;
/// Chilling Penalty: "+1 DMG", "at least 6 HP", "1 Piercing DMG", "heal 2 HP".
const PENALTY_BONUS: i32 = 1;
const PENALTY_HP: u8 = 6;
const PENALTY_PIERCE: u8 = 1;
const PENALTY_HEAL: u8 = 2;
/// Lingering Icicles: "Deal 2 Cryo DMG".
const ICICLES_DAMAGE: u8 = 2;
/// Terror for the Evildoers: "If there are 3 'Penalty' points, consume 3 points to cause
/// this Skill to deal +1 DMG."
const PENALTY_POINTS: u8 = 3;
const TALENT_BONUS: i32 = 1;

/// Darkgold Wolfbite (hidden passive, 11116): "When this character takes DMG or is healed 2
/// times in total this Round: Elemental Burst costs 1 less Elemental Die (Cost can be
/// reduced by up to 2)." The passive's per-round counter counts the times (reset when a
/// round starts, as the reference's at the end of the round before); the discount lowers
/// dice of any kind.
static WRIOTHESLEY: CharacterDef = CharacterDef::new(skill).passive(
    EntityDef::new()
        .on_damaged(|cx, me, e| {
            if Some(e.character) == cx.character() && e.player == cx.player {
                me.counter = me.counter.saturating_add(1);
            }
        })
        .on_healed(|cx, me, e| {
            if Some(e.character) == cx.character() && e.player == cx.player {
                me.counter = me.counter.saturating_add(1);
            }
        })
        .on_cost(|cx, me, q| {
            let Some(c) = cx.character() else { return };
            if q.is_skill_of(cx.player, c, Some(SkillKind::Burst)) {
                q.reduce_dice((me.counter / TIMES_PER_DIE).min(MAX_DISCOUNT));
            }
        }),
);

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Forceful Fists of Frost: "Deals 1 Cryo DMG."
        FORCEFUL_FISTS_OF_FROST => cx.base_damage(),
        // Icefang Rush: "Deals 2 Cryo DMG. This character gains Chilling Penalty."
        ICEFANG_RUSH => {
            cx.base_damage();
            cx.attach_self(PENALTY);
        }
        // Darkgold Wolfbite: "Deals 2 Cryo DMG, creates 1 Lingering Icicles." (Its discount:
        // the passive.)
        DARKGOLD_WOLFBITE_11113 => {
            cx.base_damage();
            cx.combat_status(EntityId::LingeringIcicles);
        }
        _ => {}
    }
}

/// Chilling Penalty (status; usages from the facts): "When the character to which this is
/// attached uses a Normal Attack: DMG dealt +1. If the character has at least 6 HP, this
/// Skill will cost 1 less Cryo Die. / After the Skill is used, if the character has at least
/// 6 HP, deal 1 Piercing DMG to the character; if the character has no more than 5 HP, heal
/// the character for 2 HP. Usage(s): 2" The discount only lowers a Cryo die (as the
/// reference); the usage is spent after the Normal Attack, his HP read then.
static CHILLING_PENALTY: EntityDef = EntityDef::new()
    .on_cost_element(|cx, _, q| {
        let Some(c) = cx.character() else { return };
        let healthy = cx.state.character(cx.player, c as usize).hp >= PENALTY_HP;
        let cryo = q.cost.element == Some(Element::Cryo) && q.cost.matching > 0;
        if healthy && cryo && q.is_skill_of(cx.player, c, Some(SkillKind::Normal)) {
            q.reduce_element(Element::Cryo);
        }
    })
    .on_damage_add(|cx, _, d| {
        let Some(c) = cx.character() else { return };
        if d.dealt_by(cx.player, c) && d.is_normal_attack() {
            d.amount += PENALTY_BONUS;
        }
    })
    .on_after_skill(|cx, me, e| {
        let Some(c) = cx.character() else { return };
        if e.player != cx.player || e.character != c || e.kind != SkillKind::Normal {
            return;
        }
        if !me.take_usage() {
            return;
        }
        if cx.state.character(cx.player, c as usize).hp >= PENALTY_HP {
            cx.damage_own(c, PIERCING, PENALTY_PIERCE);
        } else {
            cx.heal(c, PENALTY_HEAL);
        }
    });

/// Lingering Icicles (combat status; usages from the facts): "Before you choose an action:
/// Deal 2 Cryo DMG. Usage(s): 1"
static LINGERING_ICICLES: EntityDef = EntityDef::new()
    .deals(CRYO, ICICLES_DAMAGE)
    .on_before_action(|cx, me, &p| {
        if p == cx.player && me.usage > 0 {
            templates::strike_and_spend(cx, me);
        }
    });

/// Terror for the Evildoers (talent, Combat Action, 1 Cryo and 2 unaligned): "When
/// Wriothesley is your active character, equip this card. After Wriothesley equips this
/// card, immediately use Forceful Fists of Frost once. When Wriothesley, who has this card
/// equipped, takes DMG or is healed, accumulate 1 'Penalty' point. When Wriothesley, with
/// this card equipped, uses a Skill: If there are 3 'Penalty' points, consume 3 points to
/// cause this Skill to deal +1 DMG."
static TERROR_FOR_THE_EVILDOERS: CardDef = CardDef::talent::<FORCEFUL_FISTS_OF_FROST>();

/// The equipped talent: its own data counts the Penalty points.
static TALENT_EQUIPPED: EntityDef = EntityDef::new()
    .on_damaged(|cx, me, e| {
        if Some(e.character) == cx.character() && e.player == cx.player {
            me.aux = me.aux.saturating_add(1);
        }
    })
    .on_healed(|cx, me, e| {
        if Some(e.character) == cx.character() && e.player == cx.player {
            me.aux = me.aux.saturating_add(1);
        }
    })
    .on_damage_add(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if d.dealt_by(cx.player, c) && d.is_skill() && me.aux >= PENALTY_POINTS {
            me.aux -= PENALTY_POINTS;
            d.amount += TALENT_BONUS;
        }
    });
