//! Xinyan: Pyro claymore. Sweeping Fervor discards her costliest card for a shield; Riff
//! Revolution discards her whole hand and leaves Festive Fires, which strike when her side
//! declares the end of its round with a small hand. Her talent, Rockin' in a Flaming World,
//! adds damage while the hand is small.
//!
//! Versions: Sweeping Fervor deals Physical damage in 4.8.0 (the facts' damage type). Its
//! text reads the "original" cost before 6.4.0 and the "current" cost since: no card of the
//! pool changes its own cost in the hand, so both are the printed cost (as the reference).

use crate::cards::prelude::*;
use crate::facts::skill::xinyan::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Xinyan, &CharacterDef::new(skill)),
    Def::Entity(EntityId::ShieldOfPassion, &templates::SHIELD),
    Def::Entity(EntityId::FestiveFires, &FESTIVE_FIRES),
    Def::Entity(EntityId::RockinInAFlamingWorld, &ROCKIN_EQUIPPED),
    Def::Card(CardId::RockinInAFlamingWorld, &ROCKIN_IN_A_FLAMING_WORLD),
];

/// Riff Revolution: "deals 2 Piercing DMG to all opposing characters on standby".
const BURST_PIERCE: u8 = 2;
/// Festive Fires: "if your hand has no more than 1 card, deal 1 Pyro DMG".
const SMALL_HAND: usize = 1;
const FIRES_DAMAGE: u8 = 1;
/// Rockin' in a Flaming World: "+2 DMG".
const TALENT_BONUS: i32 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        DANCE_ON_FIRE => cx.base_damage(),
        // Sweeping Fervor: "Deals 2 Pyro DMG, randomly discards 1 card with the highest
        // current Elemental Dice cost in your hand, creates Shield of Passion."
        SWEEPING_FERVOR => {
            cx.base_damage();
            cx.discard_costliest();
            cx.combat_status(EntityId::ShieldOfPassion);
        }
        // Riff Revolution: "Deals 3 Physical DMG, deals 2 Piercing DMG to all opposing
        // characters on standby; discards all cards in your hand, creates Festive Fires."
        // The Piercing DMG first, as the reference; the hand is discarded costliest first
        // (printed cost; hand order among equals).
        RIFF_REVOLUTION => {
            cx.damage_standby(PIERCING, BURST_PIERCE);
            cx.base_damage();
            let version = cx.state.version();
            let mut hand: Vec<CardId> = cx.state.player(cx.player).hand.iter().copied().collect();
            hand.sort_by_key(|c| std::cmp::Reverse(c.facts(version).map_or(0, |f| f.cost.dice())));
            for card in hand {
                cx.discard_card(card);
            }
            cx.combat_status(EntityId::FestiveFires);
        }
        _ => {}
    }
}

/// Festive Fires (combat status): "When you declare the end of your Round: If your hand
/// has no more than 1 card, deal 1 Pyro DMG. Usage(s): 2" (usages from the facts).
static FESTIVE_FIRES: EntityDef =
    EntityDef::new()
        .deals(PYRO, FIRES_DAMAGE)
        .on_declared_end(|cx, me, &p| {
            if p == cx.player && cx.state.player(p).hand.len() <= SMALL_HAND && me.usage > 0 {
                templates::strike_and_spend(cx, me);
            }
        });

/// Rockin' in a Flaming World (talent, Combat Action): "When your active character is
/// Xinyan, equip this card. After Xinyan equips this card, immediately use Dance on Fire
/// once. When Xinyan, who has this card equipped, uses a Skill: If your hand has no more
/// than 1 card, the DMG dealt +2. (Once per Round)"
static ROCKIN_IN_A_FLAMING_WORLD: CardDef = CardDef::talent::<DANCE_ON_FIRE>();

/// Rockin' in a Flaming World equipped: the first damage of her skills this round dealt
/// while her side's hand has 1 card or none (the hand then) gets +2.
static ROCKIN_EQUIPPED: EntityDef = EntityDef::new().on_damage_add(|cx, me, d| {
    let Some(c) = cx.character() else { return };
    let small = cx.state.player(cx.player).hand.len() <= SMALL_HAND;
    if d.dealt_directly_by(cx.player, c) && d.is_skill() && small && me.once_per_round() {
        d.amount += TALENT_BONUS;
    }
});
