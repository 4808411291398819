//! Entities created by elemental reactions: Frozen, Crystallize's shield, Burning Flame,
//! Dendro Core and Catalyzing Field.

use crate::cards::prelude::*;

/// Every file's definitions (this one's only).
pub(super) static FILES: &[(&str, &[Def])] = &[("reactions.rs", DEFS)];

static DEFS: &[Def] = &[
    Def::Entity(ids::FROZEN, &FROZEN),
    Def::Entity(ids::CRYSTALLIZE, &templates::SHIELD),
    Def::Entity(ids::BURNING_FLAME, &BURNING_FLAME),
    Def::Entity(ids::DENDRO_CORE, &DENDRO_CORE),
    Def::Entity(ids::CATALYZING_FIELD, &CATALYZING_FIELD),
];

/// Ids of the reaction entities.
pub(crate) mod ids {
    use crate::facts::EntityId;
    /// Frozen (character status).
    pub const FROZEN: EntityId = EntityId::Frozen;
    /// Crystallize shield (combat status; stacks to 2).
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
static FROZEN: EntityDef = EntityDef::new()
    .blocks_skills()
    .this_round()
    .on_damage_taken_add(frozen);

fn frozen(cx: &mut Cx, _me: &mut Status, d: &mut DamageCalc) {
    let hits_me = cx.character().is_some_and(|c| d.hits(cx.player, c));
    if hits_me && (d.dtype == PHYSICAL || d.dtype == PYRO) {
        d.amount += 2;
        cx.dispose = true;
    }
}

/// Burning Flame: End Phase, 1 Pyro damage (1 usage, stacks to 2).
static BURNING_FLAME: EntityDef = templates::summon(PYRO, 1);

/// Dendro Core: +2 to Pyro or Electro damage to the opposing active character (1 usage).
static DENDRO_CORE: EntityDef = EntityDef::new().on_damage_add(|cx, me, d| {
    boost_active(cx, me, d, [Element::Pyro, Element::Electro], 2);
});

/// Catalyzing Field: +1 to Electro or Dendro damage to the opposing active character (2
/// usages).
static CATALYZING_FIELD: EntityDef = EntityDef::new().on_damage_add(|cx, me, d| {
    boost_active(cx, me, d, [Element::Electro, Element::Dendro], 1);
});

/// Adds `bonus` to damage of one of `elements` dealt by the owner's side to the opposing
/// active character, spending a usage.
fn boost_active(cx: &Cx, me: &mut Status, d: &mut DamageCalc, elements: [Element; 2], bonus: i32) {
    let element = d.dtype.element();
    if d.cmd.from == cx.player
        && d.cmd.to != cx.player
        && d.target_active
        && element.is_some_and(|e| elements.contains(&e))
        && me.take_usage()
    {
        d.amount += bonus;
    }
}
