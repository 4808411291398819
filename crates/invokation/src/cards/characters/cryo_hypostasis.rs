//! Cryo Hypostasis: Cryo monster. Ice Ring Waltz gives Overwhelming Ice (Piercing DMG to the
//! opposing standby characters with the next Normal Attack); Plunging Ice Shards pierces and
//! summons Piercing Iceridge; Cryo Crystal Core saves it once from defeat. Its talent,
//! Sternfrost Prism, gives another core, whose trigger then applies Sheer Cold to the
//! opposing active character.

use crate::cards::closest;
use crate::cards::prelude::*;
use crate::facts::skill::cryo_hypostasis::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::CryoHypostasis, &CRYO_HYPOSTASIS),
    Def::Entity(EntityId::OverwhelmingIce, &OVERWHELMING_ICE),
    Def::Entity(EntityId::PiercingIceridge, &PIERCING_ICERIDGE),
    Def::Entity(EntityId::CryoCrystalCore_121034, &CRYO_CRYSTAL_CORE),
    Def::Entity(EntityId::SheerCold, &SHEER_COLD),
    Def::Entity(EntityId::SternfrostPrism, &EntityDef::NONE),
    Def::Card(CardId::SternfrostPrism, &STERNFROST_PRISM),
];

/// Piercing DMG of Plunging Ice Shards and Overwhelming Ice to each opposing standby
/// character.
const PIERCE: u8 = 1;
/// Piercing Iceridge's End Phase damage.
const ICERIDGE_DAMAGE: u8 = 1;
/// Cryo Crystal Core: "heal them to 1 HP".
const CORE_HP: u8 = 1;
/// Sheer Cold's End Phase damage to its character.
const SHEER_COLD_DAMAGE: u8 = 1;

/// Cryo Crystal Core (passive): "When the battle begins, this character gains Cryo Crystal
/// Core." Not again when it is revived (as the reference: on the battle's beginning only).
static CRYO_HYPOSTASIS: CharacterDef =
    CharacterDef::new(skill).passive(EntityDef::new().on_battle_begins(|cx, _| {
        if let Some(c) = cx.character() {
            cx.attach(c, EntityId::CryoCrystalCore_121034);
        }
    }));

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Icespike Shot: "Deals 1 Cryo DMG."
        ICESPIKE_SHOT => cx.base_damage(),
        // Ice Ring Waltz: "Deals 3 Cryo DMG. This character gains Overwhelming Ice."
        ICE_RING_WALTZ => {
            cx.base_damage();
            cx.attach_self(EntityId::OverwhelmingIce);
        }
        // Plunging Ice Shards: "Deals 2 Cryo DMG, deals 1 Piercing DMG to all opposing
        // characters on standby, summons 1 Piercing Iceridge." (The Piercing DMG first, as
        // the reference, GI-TCG.)
        PLUNGING_ICE_SHARDS => {
            cx.damage_standby(PIERCING, PIERCE);
            cx.base_damage();
            cx.summon(EntityId::PiercingIceridge);
        }
        _ => {}
    }
}

/// Overwhelming Ice (121031): "When the character uses a Normal Attack: Deal 1 Piercing DMG
/// to all opposing characters on standby. Usage(s): 1" (usages from the facts; after the
/// Normal Attack, as the reference).
static OVERWHELMING_ICE: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    if e.player == cx.player
        && Some(e.character) == cx.character()
        && e.kind == SkillKind::Normal
        && me.take_usage()
    {
        cx.damage_standby(PIERCING, PIERCE);
    }
});

/// Piercing Iceridge (121033): "End Phase: Deal 1 Cryo DMG to the opposing Character Closest
/// to Your Current Active Character. Usage(s): 2" (usages from the facts).
static PIERCING_ICERIDGE: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    let mine = cx.state.active(cx.player);
    if let Some(c) = closest(cx.state, cx.player.other(), mine) {
        cx.damage(c, CRYO, ICERIDGE_DAMAGE);
    }
    cx.spend_after(me);
});

/// Cryo Crystal Core (121034): "When the character to which this is attached would be
/// defeated: Remove this effect, ensure the character will not be defeated, and heal them
/// to 1 HP." With Sternfrost Prism equipped, it then attaches Sheer Cold to the opposing
/// active character.
static CRYO_CRYSTAL_CORE: EntityDef = EntityDef::new().on_would_be_defeated(|cx, _, q| {
    let Some(c) = templates::save_from_defeat(cx, q, CORE_HP) else {
        return;
    };
    if cx
        .state
        .character(cx.player, c as usize)
        .has(EntityId::SternfrostPrism)
    {
        attach_sheer_cold(cx);
    }
});

/// Attaches Sheer Cold to the opposing active character, which loses Blazing Heat (the two
/// exclude each other: [`EntityDef::excludes`]).
pub(crate) fn attach_sheer_cold(cx: &mut impl Act) {
    cx.attach_opponent_active(EntityId::SheerCold);
}

/// Sheer Cold (121022): "End Phase: Deals 1 Cryo DMG to attached character. Usage(s): 1 /
/// When attached character has Blazing Heat attached, remove this effect." (usages from
/// the facts; it and Blazing Heat exclude each other). The damage is dealt by the side that
/// applied it, to a character of the side it is on.
static SHEER_COLD: EntityDef = EntityDef::new()
    .excludes(EntityId::BlazingHeat)
    .on_end_phase(|cx, me| {
        if let Some(c) = cx.character() {
            cx.damage_own(c, CRYO, SHEER_COLD_DAMAGE);
            cx.spend_after(me);
        }
    });

/// Sternfrost Prism (talent, 1 Cryo; not a Combat Action): "Can only be played if your
/// active character is Cryo Hypostasis: Attach Cryo Crystal Core to them. After Cryo
/// Hypostasis, who has this card equipped, triggers Cryo Crystal Core: Attach Sheer Cold to
/// the opposing active character." (The core reads the equipped card.)
static STERNFROST_PRISM: CardDef =
    CardDef::on_character(|cx| cx.attach_target(EntityId::CryoCrystalCore_121034))
        .when(|state, p, target| matches!(target, Target::Own(c) if state.active(p) == c as usize));
