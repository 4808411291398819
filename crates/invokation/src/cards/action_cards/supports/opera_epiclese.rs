//! Opera Epiclese (Location): "Before you choose an action: If the original Elemental Dice
//! cost of the cards equipped to your characters is not less than that of the opposing
//! side, create 1 Elemental Die of your active character's element. (Once per Round) /
//! Usage(s): 3"
//!
//! The cost of an equipped card is its printed dice (energy aside), summed over every
//! equipment card (weapons, artifacts, talents, techniques) of every character of a side;
//! two sides without equipment are equal, so the die comes (as the reference counts).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::OperaEpiclese, &CardDef::SUPPORT),
    Def::Entity(EntityId::OperaEpiclese, &ENTITY),
];

/// Dice created.
const DICE: u8 = 1;

/// The printed dice of the cards equipped to `player`'s characters.
fn equipped_cost(state: &GameState, player: Player) -> u32 {
    let version = state.version();
    (0..CHARACTERS)
        .flat_map(|c| state.character(player, c).statuses.iter())
        .filter_map(|s| CardId::from_official_id(s.id.official_id()))
        .filter_map(|card| card.facts(version))
        .filter(|f| f.kind == crate::facts::CardKind::Equipment)
        .map(|f| f.cost.dice() as u32)
        .sum()
}

/// The support (usages from the facts): `counter` is 1 once used this round.
static ENTITY: EntityDef = EntityDef::new().on_before_action(|cx, me, p| {
    if *p != cx.player
        || equipped_cost(cx.state, cx.player) < equipped_cost(cx.state, cx.player.other())
    {
        return;
    }
    let version = cx.state.version();
    let active = cx.state.player(cx.player).active_character();
    if let Some(element) = active.id.facts(version).and_then(|f| f.element) {
        if me.once_per_round() {
            cx.gain_dice(Die::of(element), DICE);
            cx.spend_after(me);
        }
    }
});
