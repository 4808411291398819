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

use crate::action::Target;
use crate::cards::{reaction_ids, CardCx, CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{listen, Command, Event, Source};
use crate::facts::{DamageType, Element, EntityId};
use crate::player::Player;
use crate::state::{GameState, Status, Zone};

/// The Hydro damage (Dendro Core or Bountiful Core).
pub(super) const HYDRO: EntityId = EntityId::ElementalResonanceSprawlingGreeneryInEffect_303173;
/// The Electro damage (Catalyzing Field).
pub(super) const ELECTRO: EntityId = EntityId::ElementalResonanceSprawlingGreeneryInEffect_303174;
/// The Pyro damage (Burning Flame).
pub(super) const PYRO: EntityId = EntityId::ElementalResonanceSprawlingGreeneryInEffect_303175;

/// Damage of each of the three.
const DAMAGE: u8 = 1;

/// The card.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable,
    play,
};

/// Whether `p`'s side has what makes damage `id` happen (and its element).
fn condition(state: &GameState, p: Player, id: EntityId) -> Option<Element> {
    let ps = state.player(p);
    let (holds, element) = match id {
        HYDRO => (
            ps.combat_status(reaction_ids::DENDRO_CORE).is_some()
                || ps.summon(EntityId::BountifulCore).is_some(),
            Element::Hydro,
        ),
        ELECTRO => (
            ps.combat_status(reaction_ids::CATALYZING_FIELD).is_some(),
            Element::Electro,
        ),
        PYRO => (
            ps.summon(reaction_ids::BURNING_FLAME).is_some(),
            Element::Pyro,
        ),
        _ => (false, Element::Pyro),
    };
    holds.then_some(element)
}

fn playable(state: &GameState, p: Player, _: Target) -> bool {
    [HYDRO, ELECTRO, PYRO]
        .into_iter()
        .any(|id| condition(state, p, id).is_some())
}

fn play(cx: &mut CardCx) {
    for id in [HYDRO, ELECTRO, PYRO] {
        cx.push(Command::Add {
            player: cx.player,
            zone: Zone::Combat,
            id,
            usage: 0,
        });
    }
}

/// Each of the three: when its side has played the card, deals its damage if its condition
/// holds, and is discarded.
pub(super) static IN_EFFECT: EntityDef = EntityDef {
    listens: listen::CARD_PLAYED,
    on,
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::CardPlayed { player, .. }) = hook {
        if *player == cx.owner {
            if let Some(e) = condition(cx.state, cx.owner, me.id) {
                cx.damage_active(Source::Entity(me.id), DAMAGE, DamageType::Elemental(e));
            }
            cx.dispose = true;
        }
    }
}
