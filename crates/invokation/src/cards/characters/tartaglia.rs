//! Tartaglia: Hydro bow. He starts in Ranged Stance; his Elemental Skill switches him to
//! Melee Stance (Hydro-infused, stronger against characters with Riptide) for 2 rounds, after
//! which Ranged Stance comes back. Riptide sits on opposing characters and moves to their
//! active character when its character is defeated.

use crate::cards::prelude::*;
use crate::facts::skill::tartaglia::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Tartaglia, &TARTAGLIA),
    Def::Entity(EntityId::RangedStance, &RANGED_STANCE_STATUS),
    Def::Entity(EntityId::MeleeStance, &MELEE_STANCE_STATUS),
    Def::Entity(RIPTIDE, &RIPTIDE_STATUS),
    Def::Entity(RIPTIDE_PENDING, &RIPTIDE_COMBAT),
    Def::Entity(EntityId::AbyssalMayhemHydrospout, &HYDROSPOUT_EQUIPPED),
    Def::Card(CardId::AbyssalMayhemHydrospout, &ABYSSAL_MAYHEM_HYDROSPOUT),
];

/// Havoc: Obliteration in Ranged Stance (Flash of Havoc): "Deal 5 Hydro DMG".
const FLASH_OF_HAVOC_DAMAGE: u8 = 5;
/// Flash of Havoc: "reclaim 2 Energy".
const FLASH_OF_HAVOC_ENERGY: u8 = 2;
/// Melee Stance: "+1 DMG to target characters with Riptide attached".
const RIPTIDE_BONUS: i32 = 1;
/// Melee Stance: "1 Piercing DMG to the next opposing off-field character".
const RIPTIDE_PIERCE: u8 = 1;
/// Melee Stance: the Piercing DMG "(Twice per Round)".
const PIERCES_PER_ROUND: u8 = 2;
/// Abyssal Mayhem: Hydrospout: "deal 1 Piercing DMG to the opponent's active character".
const TALENT_PIERCE: u8 = 1;

/// Riptide (the status on a character).
const RIPTIDE: EntityId = EntityId::Riptide_112043;
/// Riptide (the combat status left when Riptide's character was the active one: the next
/// active character gets Riptide).
const RIPTIDE_PENDING: EntityId = EntityId::Riptide_112044;

/// Tide Withholder (passive): "When the battle begins, this character gains Ranged Stance.
/// Once the Melee Stance attached to the character ends, reapplies Ranged Stance." (The
/// second clause is Melee Stance's expiry, below.)
/// (Revived, he gains Ranged Stance again, as in the reference.)
static TARTAGLIA: CharacterDef = CharacterDef::new(skill).passive(
    EntityDef::new()
        .on_battle_begins(ranged_stance)
        .on_revived(ranged_stance),
);

/// Tide Withholder: Tartaglia gains Ranged Stance.
fn ranged_stance(cx: &mut Cx, _me: &mut Status) {
    if let Some(c) = cx.character() {
        cx.attach(c, EntityId::RangedStance);
    }
}

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Cutting Torrent: 2 Physical DMG. Both stances say "After the character uses
        // Charged Attack: Apply Riptide to target character"; as in the game, the Normal
        // Attack applies it when charged (Tartaglia always has one of the two stances).
        CUTTING_TORRENT => {
            cx.base_damage();
            if cx.charged {
                cx.attach_opponent_active(RIPTIDE);
            }
        }
        // Foul Legacy: Raging Tide: "Switches to Melee Stance and deals 2 Hydro DMG, and
        // attach Riptide to the target character."
        FOUL_LEGACY_RAGING_TIDE => {
            let c = cx.character;
            cx.replace(
                Zone::Character(c),
                EntityId::RangedStance,
                EntityId::MeleeStance,
            );
            cx.base_damage();
            cx.attach_opponent_active(RIPTIDE);
        }
        // Havoc: Obliteration: "Ranged Stance - Flash of Havoc: Deal 5 Hydro DMG, reclaim 2
        // Energy, and apply Riptide to the target character. Melee Stance - Light of
        // Obliteration: Deal 7 Hydro DMG." (Without Ranged Stance, the Melee form, as the
        // game does.)
        HAVOC_OBLITERATION => {
            if cx.has(EntityId::RangedStance) {
                cx.damage_active(HYDRO, FLASH_OF_HAVOC_DAMAGE);
                let c = cx.character;
                cx.energy(c, FLASH_OF_HAVOC_ENERGY);
                cx.attach_opponent_active(RIPTIDE);
            } else {
                cx.base_damage();
            }
        }
        _ => {}
    }
}

/// Ranged Stance: "After the character to which this is attached uses Charged Attack: Apply
/// Riptide to target character." (Done by the Normal Attack; see `skill`.)
static RANGED_STANCE_STATUS: EntityDef = EntityDef::NONE;

/// Melee Stance: "Physical DMG dealt by character is converted to Hydro DMG. After the
/// character uses Charged Attack: Apply Riptide to target character. Character deals +1 DMG
/// to target characters with Riptide attached. After Skills are used against characters
/// affected by Riptide: Deal 1 Piercing DMG to the next opposing off-field character. (Twice
/// per Round) Duration (Rounds): 2"
///
/// As the game does it, the +1 and the Piercing DMG go with each damage of his skills whose
/// target has Riptide when the damage is dealt (before the skill attaches a new Riptide).
/// When it ends, Tide Withholder reapplies Ranged Stance.
static MELEE_STANCE_STATUS: EntityDef = EntityDef::new()
    .on_damage_type(|cx, _, d| {
        let Some(c) = cx.character() else { return };
        if d.dealt_by(cx.player, c) && d.is_skill() && d.dtype == PHYSICAL {
            d.dtype = HYDRO;
        }
    })
    .on_damage_add(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if !(d.dealt_by(cx.player, c) && d.is_skill()) {
            return;
        }
        let to = d.cmd.to;
        if !cx.state.character(to, d.cmd.target as usize).has(RIPTIDE) {
            return;
        }
        d.amount += RIPTIDE_BONUS;
        if me.per_round(PIERCES_PER_ROUND) {
            if let Some(next) = cx.state.next_alive(to, false) {
                // His skills' damage goes to the opposing side, where `damage` strikes.
                debug_assert_eq!(to, cx.player.other());
                cx.damage(next as u8, PIERCING, RIPTIDE_PIERCE);
            }
        }
    })
    .on_expired(|cx, _| {
        if let Some(c) = cx.character() {
            cx.attach(c, EntityId::RangedStance);
        }
    });

/// Riptide: "When the character to which this is attached is defeated: Apply Riptide to
/// active character." (of its side). When the defeated character is the active one, or
/// the active one is at 0 HP too (defeated by the same effect, its defeat settled after
/// this one), the game leaves the combat status Riptide (112044), which gives Riptide to
/// the next active character.
static RIPTIDE_STATUS: EntityDef = EntityDef::new().on_owner_defeated(|cx, _, _| {
    let Some(c) = cx.character() else { return };
    let active = cx.state.active(cx.player) as u8;
    let ch = cx.state.character(cx.player, active as usize);
    if active != c && ch.alive && ch.hp > 0 {
        cx.attach(active, RIPTIDE);
    } else {
        cx.combat_status(RIPTIDE_PENDING);
    }
});

/// Riptide (combat status, no text): when its side's active character changes, the new
/// active character gets Riptide, and this is discarded.
static RIPTIDE_COMBAT: EntityDef = EntityDef::new().on_switched(|cx, _, e| {
    if e.player == cx.player {
        cx.attach(e.to, RIPTIDE);
        cx.dispose = true;
    }
});

/// Abyssal Mayhem: Hydrospout (talent, Combat Action, 3 Hydro): "When your active character
/// is Tartaglia, equip this card. After Tartaglia equips this card, immediately use Foul
/// Legacy: Raging Tide once. End Phase: When Tartaglia is on the field and has this card
/// equipped, deal 1 Piercing DMG to the opponent's active character if they have Riptide
/// attached."
static ABYSSAL_MAYHEM_HYDROSPOUT: CardDef = CardDef::talent::<FOUL_LEGACY_RAGING_TIDE>();

/// Abyssal Mayhem: Hydrospout, equipped: in the End Phase, 1 Piercing DMG to the opposing
/// active character if it has Riptide (Tartaglia on standby too: "on the field").
static HYDROSPOUT_EQUIPPED: EntityDef = EntityDef::new()
    .deals(PIERCING, TALENT_PIERCE)
    .on_end_phase(|cx, _| {
        let opp = cx.player.other();
        if cx.state.player(opp).active_character().has(RIPTIDE) {
            cx.strike();
        }
    });
