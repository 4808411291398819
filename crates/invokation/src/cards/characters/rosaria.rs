//! Rosaria: Cryo polearm. Her skills build stacks of Scope Out Soft Spots, which after each
//! skill of her side may (a chance per stack) create Strike Where It Hurts, doubling the
//! next skill damage; her burst summons Evercold Frostlance, which adds stacks in each End
//! Phase. Her talent, Divine Retribution, gives a Changing Shifts card.
//!
//! Versions: in 5.2.0 Ravaging Confession created 2 stacks and Evercold Frostlance 1; since
//! 5.3.0 they create 1 and 2 (the text's numbers, followed per version).

use crate::cards::prelude::*;
use crate::facts::skill::rosaria::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Rosaria, &CharacterDef::new(skill)),
    Def::Entity(EntityId::ScopeOutSoftSpots, &SCOPE_OUT_SOFT_SPOTS),
    Def::Entity(EntityId::StrikeWhereItHurts, &STRIKE_WHERE_IT_HURTS),
    Def::Entity(EntityId::EvercoldFrostlance, &EVERCOLD_FROSTLANCE),
    Def::Entity(EntityId::DivineRetribution, &DIVINE_RETRIBUTION_EQUIPPED),
    Def::Card(CardId::DivineRetribution, &DIVINE_RETRIBUTION),
];

/// The version whose numbers of stacks the text gives now (1 from the skill, 2 from the
/// summon); before it, 2 and 1.
const STACKS_SINCE: Version = Version::V5_3_0;

/// Stacks of Scope Out Soft Spots the burst creates: "creates 2 stacks".
const BURST_STACKS: u8 = 2;

/// The chance, per stack, that Scope Out Soft Spots creates Strike Where It Hurts: "For
/// each stack of this effect, there is a 10% chance".
const PERCENT_PER_STACK: u8 = 10;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        SPEAR_OF_THE_CHURCH => cx.base_damage(),
        // Ravaging Confession: "Deals 1 Cryo DMG, creates 1 stack of Scope Out Soft Spots"
        // (2 stacks in 5.2.0).
        RAVAGING_CONFESSION => {
            cx.base_damage();
            let n = if cx.state.version() < STACKS_SINCE {
                2
            } else {
                1
            };
            add_stacks(cx, n);
        }
        // Rites of Termination: "Deals 1 Cryo DMG, creates 2 stacks of Scope Out Soft
        // Spots, and summons Evercold Frostlance."
        RITES_OF_TERMINATION => {
            cx.base_damage();
            add_stacks(cx, BURST_STACKS);
            cx.summon(EntityId::EvercoldFrostlance);
        }
        _ => {}
    }
}

/// Creates `n` stacks of Scope Out Soft Spots on the side: a new status with `n` stacks, or
/// `n` more on the one there (its stacks have no limit, as in the reference).
fn add_stacks(cx: &mut impl Act, n: u8) {
    let p = cx.side();
    match cx
        .game()
        .player(p)
        .combat_status(EntityId::ScopeOutSoftSpots)
    {
        Some(s) => {
            let s = *s;
            cx.gain_usage(p, Zone::Combat, &s, n);
        }
        None => cx.add_to(p, Zone::Combat, EntityId::ScopeOutSoftSpots, n),
    }
}

/// Scope Out Soft Spots (combat status; its stacks are its usages): "After your characters
/// use a Skill: For each stack of this effect, there is a 10% chance of creating Strike
/// Where It Hurts. If Strike Where It Hurts is created, the number of stacks of this effect
/// is halved. (Rounded down)". One chance of 10% per stack (100% from 10 stacks), as the
/// reference draws it; halved to 0 it leaves. Created, Strike Where It Hurts also tells
/// every Divine Retribution of the side (its second trigger).
static SCOPE_OUT_SOFT_SPOTS: EntityDef = EntityDef::new()
    .on_after_skill(|cx, me, e| {
        if e.player == cx.player && me.usage > 0 {
            let percent = me.usage.min(100 / PERCENT_PER_STACK) * PERCENT_PER_STACK;
            cx.signal_by_chance(Zone::Combat, EntityId::ScopeOutSoftSpots, percent);
        }
    })
    .on_signal(|cx, me| {
        cx.combat_status(EntityId::StrikeWhereItHurts);
        let half = me.usage / 2;
        if half > 0 {
            me.usage = half;
        } else {
            cx.dispose = true;
        }
        let p = cx.player;
        for c in 0..CHARACTERS as u8 {
            let ch = cx.state.character(p, c as usize);
            if ch.alive && ch.has(EntityId::DivineRetribution) {
                cx.signal(Zone::Character(c), EntityId::DivineRetribution);
            }
        }
    });

/// Strike Where It Hurts (combat status): "When dealing Skill DMG: Remove this status and
/// double the DMG dealt for this instance."
static STRIKE_WHERE_IT_HURTS: EntityDef = EntityDef::new().on_damage_mul(|cx, _, d| {
    if d.cmd.from == cx.player && d.is_skill() {
        d.mul *= 2;
        cx.dispose = true;
    }
});

/// Evercold Frostlance (summon): "End Phase: Deal 1 Cryo DMG, create 2 stacks of Scope Out
/// Soft Spots / Usage(s): 2" (1 stack in 5.2.0).
static EVERCOLD_FROSTLANCE: EntityDef = EntityDef::new().deals(CRYO, 1).on_end_phase(|cx, me| {
    cx.strike();
    let n = if cx.state.version() < STACKS_SINCE {
        1
    } else {
        2
    };
    add_stacks(cx, n);
    cx.spend_after(me);
});

/// Divine Retribution (talent, Combat Action): "When your active character is Rosaria,
/// equip this card. After Rosaria equips this card, immediately use Ravaging Confession
/// once. When Rosaria, who has this card equipped, is on the field: after you use Ravaging
/// Confession, or after your side creates Strike Where It Hurts, create 1 Changing Shifts
/// in your hand. (Once per Round)"
static DIVINE_RETRIBUTION: CardDef = CardDef::talent::<RAVAGING_CONFESSION>();

/// Divine Retribution equipped: the two triggers share the once-per-round limit.
static DIVINE_RETRIBUTION_EQUIPPED: EntityDef = EntityDef::new()
    .on_after_skill(|cx, me, e| {
        let own = e.player == cx.player && cx.character() == Some(e.character);
        if own && e.skill == RAVAGING_CONFESSION && me.once_per_round() {
            cx.create_card(CardId::ChangingShifts);
        }
    })
    .on_signal(|cx, me| {
        if me.once_per_round() {
            cx.create_card(CardId::ChangingShifts);
        }
    });
