//! Tighnari: Dendro bow. Vijnana Suffusion turns his Charged Attacks Dendro and plants
//! Clusterbloom Arrows; his talent, Keen Sight, makes those Charged Attacks cheaper.

use crate::cards::prelude::*;
use crate::facts::skill::tighnari::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Tighnari, &CharacterDef::new(skill)),
    Def::Entity(EntityId::VijnanaSuffusion, &VIJNANA_SUFFUSION),
    Def::Entity(EntityId::ClusterbloomArrow, &CLUSTERBLOOM_ARROW),
    Def::Entity(EntityId::KeenSight, &KEEN_SIGHT_EQUIPPED),
    Def::Card(CardId::KeenSight, &KEEN_SIGHT),
];

/// Fashioner's Tanglevine Shaft: "deals 1 Piercing DMG to all opposing characters on
/// standby."
const BURST_PIERCE: u8 = 1;
/// Clusterbloom Arrow: "End Phase: Deal 1 Dendro DMG."
const ARROW_DAMAGE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        KHANDA_BARRIER_BUSTER => cx.base_damage(),
        // "Deals 2 Dendro DMG. This character gains Vijnana Suffusion."
        VIJNANA_PHALA_MINE => {
            cx.base_damage();
            cx.attach_self(EntityId::VijnanaSuffusion);
        }
        // "Deals 4 Dendro DMG, deals 1 Piercing DMG to all opposing characters on standby."
        // (The Piercing first, as the reference.)
        FASHIONERS_TANGLEVINE_SHAFT => {
            cx.damage_standby(PIERCING, BURST_PIERCE);
            cx.base_damage();
        }
        _ => {}
    }
}

/// Vijnana Suffusion: "When the character to which this is attached uses a Charged Attack:
/// Their Physical DMG dealt will be converted to Dendro DMG and after the Skill DMG is
/// finalized, summon 1 Clusterbloom Arrow. Usage(s): 2" (a usage per Charged Attack).
static VIJNANA_SUFFUSION: EntityDef = EntityDef::new()
    .on_damage_type(|cx, _, d| {
        let Some(c) = cx.character() else { return };
        if d.dealt_by(cx.player, c) && d.is_charged() && d.dtype == PHYSICAL {
            d.dtype = DENDRO;
        }
    })
    .on_after_skill(|cx, me, e| {
        let mine = e.player == cx.player && Some(e.character) == cx.character();
        if mine && e.charged && me.usage > 0 {
            cx.summon(EntityId::ClusterbloomArrow);
            cx.spend_after(me);
        }
    });

/// Clusterbloom Arrow: "End Phase: Deal 1 Dendro DMG. Usage(s): 1 (Can stack. Max 2
/// stacks.)" (usages and the limit from the facts).
static CLUSTERBLOOM_ARROW: EntityDef = templates::summon(DENDRO, ARROW_DAMAGE);

/// Keen Sight, equipped: "When your Tighnari, who has this card equipped, is affected by
/// Vijnana Suffusion, the character's Charged Attack costs 1 less Unaligned Element."
static KEEN_SIGHT_EQUIPPED: EntityDef = EntityDef::new().on_cost_unaligned(|cx, _, q| {
    let Some(c) = cx.character() else { return };
    let suffused = cx
        .state
        .character(cx.player, c as usize)
        .has(EntityId::VijnanaSuffusion);
    if suffused && q.is_charged_attack_of(cx.state, cx.player, c) {
        q.reduce_unaligned();
    }
});

/// Keen Sight (talent, Combat Action): "When your active character is Tighnari, equip this
/// card. After Tighnari equips this card, immediately use Vijnana-Phala Mine once."
static KEEN_SIGHT: CardDef = CardDef::talent::<VIJNANA_PHALA_MINE>();
