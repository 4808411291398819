//! Yelan: Hydro bow. Breakthrough (her passive's status) stacks up to 3 and turns a Normal
//! Attack into Hydro with 2 stacks, drawing a card; Lingering Lifeline adds 2 stacks; her
//! burst creates Exquisite Throw (Hydro damage after each Normal Attack of her side). Her
//! talent, Turn Control, fixes Omni dice in the Roll Phase.

use crate::cards::prelude::*;
use crate::facts::skill::yelan::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Yelan, &YELAN),
    Def::Entity(EntityId::Breakthrough, &BREAKTHROUGH),
    Def::Entity(EntityId::ExquisiteThrow, &EXQUISITE_THROW),
    Def::Entity(EntityId::TurnControl, &TURN_CONTROL_EQUIPPED),
    Def::Card(CardId::TurnControl, &TURN_CONTROL),
];

/// Breakthrough's stacks: "starts with 1 ... When re-attached, add 1 ... a maximum of 3".
const BREAK_START: u8 = 1;
/// Breakthrough's limit.
const BREAK_MAX: u8 = 3;
/// Stacks Lingering Lifeline adds; stacks a Hydro Normal Attack consumes.
const BREAK_STEP: u8 = 2;

/// Breakthrough (passive): "When the battle begins, this character gains Breakthrough."
/// (Again when she is revived, as the reference.)
static YELAN: CharacterDef = CharacterDef::new(skill).passive(
    EntityDef::new()
        .on_battle_begins(breakthrough)
        .on_revived(breakthrough),
);

fn breakthrough(cx: &mut Cx, _me: &mut Status) {
    if let Some(c) = cx.character() {
        cx.attach(c, EntityId::Breakthrough);
    }
}

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        STEALTHY_BOWSHOT => cx.base_damage(),
        // "Deals 3 Hydro DMG. This character gains 2 Breakthrough stacks" (up to 3).
        LINGERING_LIFELINE => {
            cx.base_damage();
            let c = cx.character;
            if let Some(s) = cx.me().status(EntityId::Breakthrough) {
                let usage = (s.usage + BREAK_STEP).min(BREAK_MAX);
                cx.set_usage(Zone::Character(c), EntityId::Breakthrough, usage);
            }
        }
        // "Deals 3 Hydro DMG, creates 1 Exquisite Throw."
        DEPTH_CLARION_DICE => {
            cx.base_damage();
            cx.combat_status(EntityId::ExquisiteThrow);
        }
        _ => {}
    }
}

/// Breakthrough (status, its stacks are its usages): "This state starts with 1 Breakthrough
/// stack. When re-attached, add 1 Breakthrough stack. Breakthrough can have a maximum of 3
/// stacks. End Phase: Gain 1 Breakthrough stack. When the character to which this is
/// attached uses a Normal Attack: If Breakthrough has at least 2 stacks, consume 2
/// Breakthrough stacks to convert Physical DMG dealt into Hydro DMG and draw 1 card."
static BREAKTHROUGH: EntityDef = EntityDef::new()
    .init(BREAK_START, NO_DURATION)
    .stacks(1, BREAK_MAX)
    .keep_at_zero()
    .on_end_phase(|_, me| me.usage = (me.usage + 1).min(BREAK_MAX))
    .on_damage_type(|cx, me, d| {
        let own = cx
            .character()
            .is_some_and(|c| d.dealt_directly_by(cx.player, c));
        if own && d.is_normal_attack() && d.dtype == PHYSICAL && me.usage >= BREAK_STEP {
            me.usage -= BREAK_STEP;
            d.dtype = HYDRO;
            cx.draw(1);
        }
    });

/// Exquisite Throw (combat status): "After your character uses a Normal Attack: Deal 1 Hydro
/// DMG. Duration (Rounds): 2" (2 Hydro DMG before 4.7).
static EXQUISITE_THROW: EntityDef = EntityDef::new().on_after_skill(|cx, _, e| {
    if e.player == cx.player && e.kind == SkillKind::Normal {
        let amount = if cx.state.version() >= Version::V4_7_0 {
            1
        } else {
            2
        };
        cx.damage_active(HYDRO, amount);
    }
});

/// Most Omni dice Turn Control fixes.
const TURN_CONTROL_MAX: u8 = 3;

/// Turn Control, equipped: "Roll Phase: If Yelan, who has this card equipped, is on the
/// field, 1 Elemental Dice will be rolled as Omni Element for each Elemental Type in your
/// party. (Max 3)" The party is every character, defeated ones too (as the reference).
static TURN_CONTROL_EQUIPPED: EntityDef = EntityDef::new().on_roll(|cx, _, q| {
    if q.player != cx.player {
        return;
    }
    let mut seen = [false; 8];
    for c in 0..CHARACTERS {
        if let Some(e) = cx.state.character_facts(cx.player, c).element {
            seen[e as usize] = true;
        }
    }
    let kinds = seen.iter().filter(|&&s| s).count() as u8;
    q.fixed.0[Die::Omni.index()] += kinds.min(TURN_CONTROL_MAX);
});

/// Turn Control (talent, Combat Action): "When your active character is Yelan, equip this
/// card. After Yelan equips this card, immediately use Lingering Lifeline once."
static TURN_CONTROL: CardDef = CardDef::talent::<LINGERING_LIFELINE>();
