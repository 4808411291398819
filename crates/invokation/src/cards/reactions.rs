//! Entities created by elemental reactions: Frozen, Crystallize's shield, Burning Flame,
//! Dendro Core and Catalyzing Field.

use super::{Cx, EntityDef, Hook};
use crate::command::{listen, Event, Source};
use crate::facts::{DamageType, Element, EntityId};
use crate::state::Status;

/// Ids of the reaction entities.
pub(crate) mod ids {
    use crate::facts::EntityId;
    /// Frozen (character status).
    pub const FROZEN: EntityId = EntityId::Frozen;
    /// Crystallize shield (combat status).
    pub const CRYSTALLIZE: EntityId = EntityId::Crystallize;
    /// Burning Flame (summon).
    pub const BURNING_FLAME: EntityId = EntityId::BurningFlame;
    /// Dendro Core (combat status).
    pub const DENDRO_CORE: EntityId = EntityId::DendroCore_116;
    /// Catalyzing Field (combat status).
    pub const CATALYZING_FIELD: EntityId = EntityId::CatalyzingField_117;
}

/// Frozen: cannot use skills until the end of the round; Pyro or Physical damage taken is
/// increased by 2 and removes it.
static FROZEN: EntityDef = EntityDef {
    listens: listen::DAMAGE_TAKEN_ADD,
    on: frozen,
    blocks_skills: true,
    // "Lasts until the end of this Round": removed when durations tick.
    init: Some((0, 1)),
    ..EntityDef::INERT
};

fn frozen(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let Hook::DamageTakenAdd(d) = hook {
        let hits_me = Some(d.cmd.target) == cx.character() && d.cmd.to == cx.owner;
        let breaks = matches!(
            d.dtype,
            DamageType::Physical | DamageType::Elemental(Element::Pyro)
        );
        if hits_me && breaks {
            d.amount += 2;
            cx.dispose = true;
        }
    }
}

/// Crystallize: shield points for the active character (stacks to 2).
static CRYSTALLIZE: EntityDef = EntityDef {
    listens: listen::DAMAGE_DECREASE,
    on: shield_on_active,
    ..EntityDef::INERT
};

/// A combat-status shield: absorbs damage to the active character with its usages.
pub(crate) fn shield_on_active(_cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::DamageDecrease(d) = hook {
        if d.target_active && d.amount > 0 {
            let absorbed = (me.usage as i32).min(d.amount);
            d.amount -= absorbed;
            me.usage -= absorbed as u8;
        }
    }
}

/// Burning Flame: End Phase, 1 Pyro damage (1 usage, stacks to 2).
static BURNING_FLAME: EntityDef = EntityDef {
    listens: listen::END_PHASE,
    on: burning_flame,
    ..EntityDef::INERT
};

fn burning_flame(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::EndPhase) = hook {
        cx.damage_active(
            Source::Summon(me.id),
            1,
            DamageType::Elemental(Element::Pyro),
        );
        cx.spend_after(me);
    }
}

/// Dendro Core: +2 to Pyro or Electro damage to the opposing active character (1 usage).
static DENDRO_CORE: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD,
    on: dendro_core,
    ..EntityDef::INERT
};

fn dendro_core(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    boost_active(cx, me, hook, [Element::Pyro, Element::Electro], 2);
}

/// Catalyzing Field: +1 to Electro or Dendro damage to the opposing active character (2
/// usages).
static CATALYZING_FIELD: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD,
    on: catalyzing_field,
    ..EntityDef::INERT
};

fn catalyzing_field(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    boost_active(cx, me, hook, [Element::Electro, Element::Dendro], 1);
}

/// Adds `bonus` to damage of one of `elements` dealt by the owner's side to the opposing
/// active character, spending a usage.
fn boost_active(cx: &mut Cx, me: &mut Status, hook: &mut Hook, elements: [Element; 2], bonus: i32) {
    if let Hook::DamageAdd(d) = hook {
        let element = d.dtype.element();
        if d.cmd.from == cx.owner
            && d.cmd.to != cx.owner
            && d.target_active
            && element.is_some_and(|e| elements.contains(&e))
            && me.usage > 0
        {
            d.amount += bonus;
            me.usage -= 1;
        }
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        ids::FROZEN => &FROZEN,
        ids::CRYSTALLIZE => &CRYSTALLIZE,
        ids::BURNING_FLAME => &BURNING_FLAME,
        ids::DENDRO_CORE => &DENDRO_CORE,
        ids::CATALYZING_FIELD => &CATALYZING_FIELD,
        _ => return None,
    })
}
