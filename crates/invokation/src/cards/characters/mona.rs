//! Mona: Hydro catalyst. Her passive makes one switch a round a fast action; Reflection
//! absorbs damage and stays when used up; Illusory Bubble doubles a skill's damage. Her
//! talent, Prophecy of Submersion, boosts her side's Hydro-related reactions while she is
//! active.

use crate::cards::prelude::*;
use crate::facts::skill::mona::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Mona, &MONA),
    Def::Entity(EntityId::Reflection, &REFLECTION),
    Def::Entity(EntityId::IllusoryBubble, &ILLUSORY_BUBBLE),
    Def::Entity(EntityId::ProphecyOfSubmersion, &PROPHECY_EQUIPPED),
    Def::Card(CardId::ProphecyOfSubmersion, &PROPHECY_OF_SUBMERSION),
];

/// Prophecy of Submersion: "the Hydro-Related Reactions you trigger deal +2 additional DMG".
const TALENT_REACTION_BONUS: i32 = 2;

/// Illusory Torrent (passive): "When you perform Switch Character while Mona is your active
/// character: this switch is considered a Fast Action instead of a Combat Action. (Once per
/// Round)"
static MONA: CharacterDef =
    CharacterDef::new(skill).passive(EntityDef::new().on_switch_speed(|cx, me, q| {
        if Some(q.from) == cx.character() && !q.fast && me.once_per_round() {
            q.fast = true;
        }
    }));

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        RIPPLE_OF_FATE => cx.base_damage(),
        MIRROR_REFLECTION_OF_DOOM => {
            cx.base_damage();
            cx.summon(EntityId::Reflection);
        }
        STELLARIS_PHANTASM => {
            cx.base_damage();
            cx.combat_status(EntityId::IllusoryBubble);
        }
        _ => {}
    }
}

/// Reflection: damage to the active character is reduced by 1 (1 usage; stays at 0); End
/// Phase: discarded, dealing 1 Hydro damage.
static REFLECTION: EntityDef = templates::reduction(1)
    .keep_at_zero()
    .deals(HYDRO, 1)
    .on_end_phase(|cx, _| {
        cx.strike();
        cx.dispose = true;
    });

/// Illusory Bubble: the next damage its side deals with a skill is doubled; then it is
/// discarded.
static ILLUSORY_BUBBLE: EntityDef = EntityDef::new().on_damage_mul(|cx, _, d| {
    if d.cmd.from == cx.player && d.is_skill() {
        d.mul *= 2;
        cx.dispose = true;
    }
});

/// Prophecy of Submersion (talent, Combat Action, 3 Hydro and 3 Energy): "When your active
/// character is Mona, equip this card. When Mona equips this card, immediately use
/// Stellaris Phantasm once. When your Mona, who has this card equipped, is the active
/// character, the Hydro-Related Reactions you trigger deal +2 additional DMG."
static PROPHECY_OF_SUBMERSION: CardDef = CardDef::talent::<STELLARIS_PHANTASM>();

/// Prophecy of Submersion equipped: while its character is active, damage its side deals
/// that triggers a reaction involving Hydro (Vaporize, Frozen, Electro-Charged, Bloom, Swirl
/// or Crystallize of Hydro) is +2, whoever deals it (as in the reference).
static PROPHECY_EQUIPPED: EntityDef = EntityDef::new().on_damage_add(|cx, _, d| {
    let hydro_reaction = d.reaction.is_some_and(|r| r.involves(Element::Hydro));
    if cx.on_active() && d.cmd.from == cx.player && hydro_reaction {
        d.amount += TALENT_REACTION_BONUS;
    }
});
