//! Amber: Pyro bow. Explosive Puppet summons Baron Bunny, which takes a hit for the active
//! character and explodes in the End Phase once it has; her burst pierces the standby
//! characters. Her talent, Bunny Triggered, makes Baron Bunny explode after her Normal
//! Attacks.

use crate::cards::prelude::*;
use crate::facts::skill::amber::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Amber, &CharacterDef::new(skill)),
    Def::Entity(EntityId::BaronBunny, &BARON_BUNNY),
    // Its effect is Baron Bunny's.
    Def::Entity(EntityId::BunnyTriggered, &EntityDef::NONE),
    Def::Card(CardId::BunnyTriggered, &BUNNY_TRIGGERED),
];

/// Fiery Rain's Piercing DMG to each opposing standby character.
const BURST_PIERCE: u8 = 2;
/// Baron Bunny: "Decrease DMG taken by 2".
const BUNNY_BLOCK: i32 = 2;
/// Baron Bunny: "Discard this card to deal 2 Pyro DMG".
const BUNNY_EXPLOSION: u8 = 2;
/// Bunny Triggered: "Baron Bunny explodes and deals 4 Pyro DMG" (3 before 4.2.0).
const TALENT_EXPLOSION: u8 = 4;
/// Bunny Triggered's explosion before 4.2.0.
const TALENT_EXPLOSION_BEFORE_4_2: u8 = 3;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        SHARPSHOOTER => cx.base_damage(),
        // "Summons 1 Baron Bunny." (No damage.)
        EXPLOSIVE_PUPPET => cx.summon(EntityId::BaronBunny),
        // "Deals 2 Pyro DMG, deals 2 Piercing DMG to all opposing characters on standby."
        FIERY_RAIN => {
            cx.base_damage();
            cx.damage_standby(PIERCING, BURST_PIERCE);
        }
        _ => {}
    }
}

/// Baron Bunny (summon): "When your active character takes DMG: Decrease DMG taken by 2. /
/// Usage(s): 1. When the Usages are depleted, this card will not be discarded. / At the End
/// Phase, if Usage(s) have been depleted: Discard this card to deal 2 Pyro DMG." (usages
/// from the facts; damage the shields before it left at 0 does not use it, as in the
/// reference.)
///
/// Bunny Triggered: "After Amber uses a Normal Attack: If this card and Baron Bunny are
/// still on the field, then Baron Bunny explodes and deals 4 Pyro DMG" (whatever its
/// usages; it is then discarded).
static BARON_BUNNY: EntityDef = EntityDef::new()
    .keep_at_zero()
    .deals(PYRO, BUNNY_EXPLOSION)
    .on_damage_decrease(|_, me, d| {
        if d.target_active && d.amount > 0 && me.take_usage() {
            d.amount = (d.amount - BUNNY_BLOCK).max(0);
        }
    })
    .on_end_phase(|cx, me| {
        if me.usage == 0 {
            cx.strike();
            cx.remove(cx.zone, me.id);
        }
    })
    .on_after_skill(|cx, me, e| {
        let talent = cx
            .state
            .character(e.player, e.character as usize)
            .has(EntityId::BunnyTriggered);
        if e.player == cx.player && e.kind == SkillKind::Normal && talent {
            let amount = if cx.state.version() < Version::V4_2_0 {
                TALENT_EXPLOSION_BEFORE_4_2
            } else {
                TALENT_EXPLOSION
            };
            cx.damage_active(PYRO, amount);
            cx.remove(cx.zone, me.id);
        }
    });

/// Bunny Triggered (talent, Combat Action, 3 Pyro): "When your active character is Amber,
/// equip this card. After Amber equips this card, immediately use Explosive Puppet once."
/// (Its other effect is Baron Bunny's.)
static BUNNY_TRIGGERED: CardDef = CardDef::talent::<EXPLOSIVE_PUPPET>();
