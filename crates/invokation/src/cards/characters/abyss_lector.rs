//! Abyss Lector: Fathomless Flames: Pyro monster. Her passive gives her Fiery Rebirth when
//! the battle begins: the first time she would be defeated she is healed to 4 HP instead,
//! and her Pyro damage is +1 from then on. Her talent, Embers Rekindled, turns into Aegis of
//! Abyssal Flame (a shield that strikes back when depleted) once Fiery Rebirth has fired.

use crate::cards::prelude::*;
use crate::facts::skill::abyss_lector_fathomless_flames::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::AbyssLectorFathomlessFlames, &ABYSS_LECTOR),
    Def::Entity(EntityId::FieryRebirth, &FIERY_REBIRTH),
    Def::Entity(EntityId::FieryRebirthHoned, &HONED),
    Def::Entity(EntityId::DarkfireFurnace, &DARKFIRE_FURNACE),
    // Its effect is in Fiery Rebirth and in the card's.
    Def::Entity(EntityId::EmbersRekindled, &EntityDef::NONE),
    Def::Entity(EntityId::AegisOfAbyssalFlame, &AEGIS_OF_ABYSSAL_FLAME),
    Def::Card(CardId::EmbersRekindled, &EMBERS_REKINDLED),
];

/// Darkfire Furnace's End Phase damage (Pyro to the active, Piercing to standby).
const FURNACE_DAMAGE: u8 = 1;
/// HP Fiery Rebirth heals her to.
const REBIRTH_HP: u8 = 4;
/// Fiery Rebirth: Honed's bonus to her Pyro damage.
const HONED_BONUS: i32 = 1;
/// Aegis of Abyssal Flame, depleted: "Deal 1 Piercing DMG to all opposing characters."
const AEGIS_PIERCE: u8 = 1;

/// Fiery Rebirth (passive): "When the battle begins, this character gains Fiery Rebirth."
/// Not again when she is revived (the default, as the reference: found by the
/// differential tool).
static ABYSS_LECTOR: CharacterDef =
    CharacterDef::new(skill).passive(EntityDef::new().on_battle_begins(|cx, _| {
        if let Some(c) = cx.character() {
            cx.attach(c, EntityId::FieryRebirth);
        }
    }));

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Flame of Salvation, Searing Precept: base damage.
        FLAME_OF_SALVATION | SEARING_PRECEPT => cx.base_damage(),
        // Ominous Star: damage, summon Darkfire Furnace.
        OMINOUS_STAR => {
            cx.base_damage();
            cx.summon(EntityId::DarkfireFurnace);
        }
        _ => {}
    }
}

/// Fiery Rebirth: "When the character to which this is attached would be defeated: Remove
/// this effect, ensure the character will not be defeated, and heal them to 4 HP. After
/// this effect is triggered, this character deals +1 Pyro DMG." (it becomes Fiery Rebirth:
/// Honed).
static FIERY_REBIRTH: EntityDef = EntityDef::new().on_would_be_defeated(|cx, _, q| {
    let Some(c) = templates::save_from_defeat(cx, q, REBIRTH_HP) else {
        return;
    };
    // Embers Rekindled: "When Abyss Lector: Fathomless Flames, who has this card equipped,
    // triggers Fiery Rebirth: discard this card and apply Aegis of Abyssal Flame to the
    // character."
    if cx
        .state
        .character(cx.player, c as usize)
        .has(EntityId::EmbersRekindled)
    {
        rekindle(cx, c);
    }
    cx.attach(c, EntityId::FieryRebirthHoned);
});

/// Fiery Rebirth: Honed: "The character deals +1 Pyro DMG."
static HONED: EntityDef = EntityDef::new().on_damage_add(|cx, _, d| {
    let Some(c) = cx.character() else { return };
    if d.dealt_by(cx.player, c) && d.is(Element::Pyro) {
        d.amount += HONED_BONUS;
    }
});

/// Darkfire Furnace: End Phase, 1 Pyro to the active and 1 Piercing to each standby.
static DARKFIRE_FURNACE: EntityDef =
    EntityDef::new()
        .deals(PYRO, FURNACE_DAMAGE)
        .on_end_phase(|cx, me| {
            cx.strike();
            cx.damage_standby(PIERCING, FURNACE_DAMAGE);
            cx.spend_after(me);
        });

/// Embers Rekindled becomes Aegis of Abyssal Flame: the card is discarded from character `c`
/// and the shield attached to her.
fn rekindle(cx: &mut impl Act, c: u8) {
    cx.replace(
        Zone::Character(c),
        EntityId::EmbersRekindled,
        EntityId::AegisOfAbyssalFlame,
    );
}

/// Embers Rekindled (talent, not a Combat Action; she need not be active): "When played: If
/// Abyss Lector: Fathomless Flames, who equips this card, has already triggered Fiery
/// Rebirth, immediately discard this card and apply Aegis of Abyssal Flame to the character.
/// When Abyss Lector: Fathomless Flames, who has this card equipped, triggers Fiery Rebirth:
/// discard this card and apply Aegis of Abyssal Flame to the character." (The second part
/// is in Fiery Rebirth; "already triggered" is read from Fiery Rebirth: Honed, which that
/// trigger leaves.)
static EMBERS_REKINDLED: CardDef = CardDef::on_character(|cx| {
    if let Some(c) = cx.target_character() {
        let ch = cx.state.character(cx.player, c as usize);
        if ch.has(EntityId::FieryRebirthHoned) {
            rekindle(cx, c);
        }
    }
});

/// Aegis of Abyssal Flame: "Provide 2 Shield points to the character to which this card is
/// attached. After said Shield points are depleted: Deal 1 Piercing DMG to all opposing
/// characters." (points from the facts)
static AEGIS_OF_ABYSSAL_FLAME: EntityDef =
    EntityDef::new().shield().on_damage_decrease(|cx, me, d| {
        // The shield of its character; when it absorbs its last points, the strike.
        let had_points = me.usage > 0;
        templates::shield_character(cx, me, d);
        if had_points && me.usage == 0 {
            cx.damage_all(PIERCING, AEGIS_PIERCE);
        }
    });
