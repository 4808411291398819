//! Kaeya: Cryo sword. Glacial Waltz creates Icicle, which deals Cryo damage after each
//! switch of his side's active character.

use crate::cards::prelude::*;
use crate::facts::skill::kaeya::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Kaeya, &CharacterDef::new(skill)),
    Def::Entity(EntityId::Icicle, &ICICLE),
    Def::Entity(EntityId::ColdBloodedStrike, &COLD_BLOODED_STRIKE_EQUIPPED),
    Def::Card(CardId::ColdBloodedStrike, &COLD_BLOODED_STRIKE),
];

/// Cold-Blooded Strike: "heals himself for 2 HP".
const TALENT_HEAL: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG." / "Deals 3 Cryo DMG."
        CEREMONIAL_BLADEWORK | FROSTGNAW => cx.base_damage(),
        // "Deals 1 Cryo DMG, creates 1 Icicle."
        GLACIAL_WALTZ => {
            cx.base_damage();
            cx.combat_status(EntityId::Icicle);
        }
        _ => {}
    }
}

/// Icicle: "After you switch characters: Deal 2 Cryo DMG. Usage(s): 3" (usages from the
/// facts).
///
/// Every switch of its side's active character counts, as in the reference: the Switch
/// Character action, a forced switch (an opposing Overloaded, a card or skill that
/// switches) and the choice of a new active character after a defeat.
static ICICLE: EntityDef = EntityDef::new().deals(CRYO, 2).on_switched(|cx, me, e| {
    if e.player == cx.player && me.usage > 0 {
        templates::strike_and_spend(cx, me);
    }
});

/// Cold-Blooded Strike (talent, Combat Action, 3 Cryo): "When your active character is
/// Kaeya, equip this card. After Kaeya equips this card, immediately use Frostgnaw once.
/// After your Kaeya, who has this card equipped, uses Frostgnaw, he heals himself for 2 HP.
/// (Once per Round)"
static COLD_BLOODED_STRIKE: CardDef = CardDef::talent::<FROSTGNAW>();

/// Cold-Blooded Strike, equipped: after its Kaeya uses Frostgnaw (the use the card makes
/// included), heal him for 2, once per round. As in the reference, the round's use is
/// spent even when he is at full HP.
static COLD_BLOODED_STRIKE_EQUIPPED: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    let Some(c) = cx.character() else { return };
    if e.player == cx.player && e.character == c && e.skill == FROSTGNAW && me.once_per_round() {
        cx.heal(c, TALENT_HEAL);
    }
});
