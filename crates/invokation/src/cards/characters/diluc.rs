//! Diluc: Pyro claymore. Searing Onslaught hits harder on its third use in a round; Dawn
//! infuses his Physical damage with Pyro. His talent, Flowing Flame, makes the second and
//! third Searing Onslaught of a round cheaper.

use crate::cards::prelude::*;
use crate::facts::skill::diluc::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Diluc, &CharacterDef::new(skill)),
    Def::Entity(EntityId::PyroInfusion, &PYRO_INFUSION),
    Def::Entity(EntityId::FlowingFlame, &FLOWING_FLAME_EQUIPPED),
    Def::Card(CardId::FlowingFlame, &FLOWING_FLAME),
];

/// Searing Onslaught's bonus on its third use in a round.
const THIRD_USE_BONUS: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        TEMPERED_SWORD => cx.base_damage(),
        // Base damage, +2 on the third use this round.
        SEARING_ONSLAUGHT => {
            let third = cx.uses_this_round() == 3;
            cx.base_damage_plus(if third { THIRD_USE_BONUS } else { 0 });
        }
        // Damage, then Pyro Infusion on Diluc.
        DAWN => {
            cx.base_damage();
            cx.attach_self(EntityId::PyroInfusion);
        }
        _ => {}
    }
}

/// Pyro Infusion: the character's Physical damage becomes Pyro (duration from the facts).
static PYRO_INFUSION: EntityDef = EntityDef::new().on_damage_type(|cx, _, d| {
    if cx.character().is_some_and(|c| d.dealt_by(cx.player, c)) && d.dtype == PHYSICAL {
        d.dtype = PYRO;
    }
});

/// Flowing Flame (talent, Combat Action): "When your active character is Diluc, equip this
/// card. After Diluc equips this card, immediately use Searing Onslaught once. When your
/// Diluc, who has this card equipped, uses Searing Onslaught for the second and third times
/// in one Round, spend 1 less Pyro Die."
static FLOWING_FLAME: CardDef = CardDef::talent::<SEARING_ONSLAUGHT>();

/// Flowing Flame equipped: Searing Onslaught costs 1 Pyro less when it has been used once
/// or twice this round (a use through the card counts, as in the reference).
static FLOWING_FLAME_EQUIPPED: EntityDef = EntityDef::new().on_cost_element(|cx, _, q| {
    let Some(c) = cx.character() else { return };
    let CostAction::Skill {
        character, skill, ..
    } = q.action
    else {
        return;
    };
    let uses = cx.state.character(cx.player, c as usize).skill_uses[SEARING_ONSLAUGHT as usize];
    if q.player == cx.player
        && character == c
        && skill == SEARING_ONSLAUGHT
        && matches!(uses, 1 | 2)
    {
        q.reduce_element(Element::Pyro);
    }
});
