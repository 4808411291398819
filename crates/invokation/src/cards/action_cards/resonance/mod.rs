//! Resonance cards, one file each.
//!
//! Elemental Resonance cards need two characters of their element in the deck; that rule is
//! the deck's (`Deck::check_rules`), not the cards'.

mod enduring_rock;
mod fervent_flames;
mod high_voltage;
mod impetuous_winds;
mod shattering_ice;
mod soothing_water;
mod sprawling_greenery;
mod woven_flames;
mod woven_ice;
mod woven_stone;
mod woven_thunder;
mod woven_waters;
mod woven_weeds;
mod woven_winds;

use crate::cards::{CardCx, CardDef, CardTarget, EntityDef};
use crate::command::Command;
use crate::dice::Die;
use crate::facts::{CardId, Element, EntityId};

/// The behaviour of a card of this kind, if implemented.
pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::ElementalResonanceWovenIce => &woven_ice::CARD,
        CardId::ElementalResonanceShatteringIce => &shattering_ice::CARD,
        CardId::ElementalResonanceWovenWaters => &woven_waters::CARD,
        CardId::ElementalResonanceSoothingWater => &soothing_water::CARD,
        CardId::ElementalResonanceWovenFlames => &woven_flames::CARD,
        CardId::ElementalResonanceFerventFlames => &fervent_flames::CARD,
        CardId::ElementalResonanceWovenThunder => &woven_thunder::CARD,
        CardId::ElementalResonanceHighVoltage => &high_voltage::CARD,
        CardId::ElementalResonanceWovenWinds => &woven_winds::CARD,
        CardId::ElementalResonanceImpetuousWinds => &impetuous_winds::CARD,
        CardId::ElementalResonanceWovenStone => &woven_stone::CARD,
        CardId::ElementalResonanceEnduringRock => &enduring_rock::CARD,
        CardId::ElementalResonanceWovenWeeds => &woven_weeds::CARD,
        CardId::ElementalResonanceSprawlingGreenery => &sprawling_greenery::CARD,
        _ => return None,
    })
}

/// The behaviour of an entity these cards become or create, if implemented.
pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::ElementalResonanceShatteringIceInEffect => &shattering_ice::IN_EFFECT,
        EntityId::ElementalResonanceFerventFlamesInEffect => &fervent_flames::IN_EFFECT,
        impetuous_winds::CHEAPER_SWITCH => &impetuous_winds::CHEAPER,
        impetuous_winds::FAST_SWITCH => &impetuous_winds::FAST,
        impetuous_winds::SWIRL_BONUS => &impetuous_winds::SWIRL,
        enduring_rock::SHIELD => &enduring_rock::ENTITY,
        sprawling_greenery::HYDRO => &sprawling_greenery::IN_EFFECT,
        sprawling_greenery::ELECTRO => &sprawling_greenery::IN_EFFECT,
        sprawling_greenery::PYRO => &sprawling_greenery::IN_EFFECT,
        _ => return None,
    })
}

/// A Woven card ("Create 1 Elemental Die" of its element, through `play`): free, no target,
/// always playable.
const fn woven(play: fn(&mut CardCx)) -> CardDef {
    CardDef {
        target: CardTarget::None,
        playable: |_, _, _| true,
        play,
    }
}

/// Dice a Woven card creates.
const WOVEN_DICE: u8 = 1;

/// Creates the Woven card's die of `element` for the player.
fn create_die(cx: &mut CardCx, element: Element) {
    cx.push(Command::Dice {
        player: cx.player,
        face: Die::of(element),
        n: WOVEN_DICE,
    });
}
