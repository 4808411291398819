//! Elemental Resonance: Sprawling Greenery (Event, 1 Dendro). 6.5.0 text: "若我方场上存在燃烧
//! 烈焰/草原核或丰穰之核/激化领域，则对对方出战角色造成1点火元素伤害/水元素伤害/雷元素伤害。"
//! (If your side has Burning Flame / Dendro Core or Bountiful Core / Catalyzing Field, deal
//! 1 Pyro / Hydro / Electro DMG to the opposing active character.) (Two Dendro characters in
//! the deck.)
//!
//! As in the reference (GI-TCG): the card can be played only while one of them is there.
//! Its three damages are three combat statuses that resolve, one after another, when the
//! card has been played (the "card played" event): Hydro if Dendro Core or Bountiful Core is
//! there, then Electro if Catalyzing Field is, then Pyro if Burning Flame is. Each looks at
//! the board and the opposing active character when it resolves (an Overloaded by the
//! Electro damage sends the Pyro damage to the new active character), and each is discarded
//! either way.

use crate::cards::prelude::*;
use crate::cards::reaction_ids;

pub(super) static DEFS: &[Def] = &[
    Def::Card(
        CardId::ElementalResonanceSprawlingGreenery,
        &CardDef::event(|cx| {
            for id in [HYDRO_DAMAGE, ELECTRO_DAMAGE, PYRO_DAMAGE] {
                cx.combat_status(id);
            }
        })
        .when(|state, p, _| {
            [HYDRO_DAMAGE, ELECTRO_DAMAGE, PYRO_DAMAGE]
                .into_iter()
                .any(|id| condition(state, p, id).is_some())
        }),
    ),
    Def::Entity(HYDRO_DAMAGE, &IN_EFFECT),
    Def::Entity(ELECTRO_DAMAGE, &IN_EFFECT),
    Def::Entity(PYRO_DAMAGE, &IN_EFFECT),
];

/// The Hydro damage (Dendro Core or Bountiful Core).
const HYDRO_DAMAGE: EntityId = EntityId::ElementalResonanceSprawlingGreeneryInEffect_303173;
/// The Electro damage (Catalyzing Field).
const ELECTRO_DAMAGE: EntityId = EntityId::ElementalResonanceSprawlingGreeneryInEffect_303174;
/// The Pyro damage (Burning Flame).
const PYRO_DAMAGE: EntityId = EntityId::ElementalResonanceSprawlingGreeneryInEffect_303175;

/// Damage of each of the three.
const DAMAGE: u8 = 1;

/// Whether `p`'s side has what makes damage `id` happen (and its type).
fn condition(state: &GameState, p: Player, id: EntityId) -> Option<DamageType> {
    let ps = state.player(p);
    let (holds, dtype) = match id {
        HYDRO_DAMAGE => (
            ps.combat_status(reaction_ids::DENDRO_CORE).is_some()
                || ps.summon(EntityId::BountifulCore).is_some(),
            HYDRO,
        ),
        ELECTRO_DAMAGE => (
            ps.combat_status(reaction_ids::CATALYZING_FIELD).is_some(),
            ELECTRO,
        ),
        PYRO_DAMAGE => (ps.summon(reaction_ids::BURNING_FLAME).is_some(), PYRO),
        _ => (false, PYRO),
    };
    holds.then_some(dtype)
}

/// Each of the three: when its side has played the card, deals its damage if its condition
/// holds, and is discarded.
static IN_EFFECT: EntityDef = EntityDef::new().on_card_played(|cx, me, e| {
    if e.player == cx.player {
        if let Some(dtype) = condition(cx.state, cx.player, me.id) {
            cx.damage_active(dtype, DAMAGE);
        }
        cx.dispose = true;
    }
});
