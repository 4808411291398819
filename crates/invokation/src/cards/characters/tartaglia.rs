//! Tartaglia: Hydro bow. He starts in Ranged Stance; his Elemental Skill switches him to
//! Melee Stance (Hydro-infused, stronger against characters with Riptide) for 2 rounds, after
//! which Ranged Stance comes back. Riptide sits on opposing characters and moves to their
//! active character when its character is defeated.

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Command, DamageCmd, Event, Source};
use crate::facts::{CardId, DamageType, Element, EntityId};
use crate::state::{Status, Zone};

/// Tide Withholder (passive): "When the battle begins, this character gains Ranged Stance.
/// Once the Melee Stance attached to the character ends, reapplies Ranged Stance." (The
/// second clause is Melee Stance's expiry, below.)
pub(super) static DEF: CharacterDef = CharacterDef {
    skill,
    listens: listen::BATTLE_BEGINS,
    on: tide_withholder,
};

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
/// Position of Foul Legacy: Raging Tide in Tartaglia's skill list.
const RAGING_TIDE: u8 = 1;
/// Abyssal Mayhem: Hydrospout: "deal 1 Piercing DMG to the opponent's active character".
const TALENT_PIERCE: u8 = 1;

/// Riptide (the status on a character).
const RIPTIDE: EntityId = EntityId::Riptide_112043;
/// Riptide (the combat status left when Riptide's character was the active one: the next
/// active character gets Riptide).
const RIPTIDE_PENDING: EntityId = EntityId::Riptide_112044;

fn skill(cx: &mut SkillCx) {
    let target = cx.state.active(cx.player.other()) as u8;
    match cx.skill {
        // Cutting Torrent: 2 Physical DMG. Both stances say "After the character uses
        // Charged Attack: Apply Riptide to target character"; as in the game, the Normal
        // Attack applies it when charged (Tartaglia always has one of the two stances).
        0 => {
            cx.base_damage();
            if cx.charged {
                riptide(cx, target);
            }
        }
        // Foul Legacy: Raging Tide: "Switches to Melee Stance and deals 2 Hydro DMG, and
        // attach Riptide to the target character."
        RAGING_TIDE => {
            let player = cx.player;
            cx.push(Command::Remove {
                player,
                zone: Zone::Character(cx.character),
                id: EntityId::RangedStance,
            });
            cx.add_status(EntityId::MeleeStance);
            cx.base_damage();
            riptide(cx, target);
        }
        // Havoc: Obliteration: "Ranged Stance - Flash of Havoc: Deal 5 Hydro DMG, reclaim 2
        // Energy, and apply Riptide to the target character. Melee Stance - Light of
        // Obliteration: Deal 7 Hydro DMG." (Without Ranged Stance, the Melee form, as the
        // game does.)
        2 => {
            let me = cx.state.character(cx.player, cx.character as usize);
            if me.has(EntityId::RangedStance) {
                cx.damage(FLASH_OF_HAVOC_DAMAGE, DamageType::Elemental(Element::Hydro));
                let (player, character) = (cx.player, cx.character);
                cx.push(Command::Energy {
                    player,
                    character,
                    n: FLASH_OF_HAVOC_ENERGY,
                });
                riptide(cx, target);
            } else {
                cx.base_damage();
            }
        }
        _ => {}
    }
}

/// Attaches Riptide to opposing character `c`.
fn riptide(cx: &mut SkillCx, c: u8) {
    let player = cx.player.other();
    cx.push(Command::Add {
        player,
        zone: Zone::Character(c),
        id: RIPTIDE,
        usage: 0,
    });
}

fn tide_withholder(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let (Hook::Event(Event::BattleBegins), Some(c)) = (hook, cx.character()) {
        ranged_stance(cx, c);
    }
}

/// Attaches Ranged Stance to the owner's character `c`.
fn ranged_stance(cx: &mut Cx, c: u8) {
    cx.push(Command::Add {
        player: cx.owner,
        zone: Zone::Character(c),
        id: EntityId::RangedStance,
        usage: 0,
    });
}

/// Ranged Stance: "After the character to which this is attached uses Charged Attack: Apply
/// Riptide to target character." (Done by the Normal Attack; see `skill`.)
static RANGED_STANCE: EntityDef = EntityDef::INERT;

/// Melee Stance: "Physical DMG dealt by character is converted to Hydro DMG. After the
/// character uses Charged Attack: Apply Riptide to target character. Character deals +1 DMG
/// to target characters with Riptide attached. After Skills are used against characters
/// affected by Riptide: Deal 1 Piercing DMG to the next opposing off-field character. (Twice
/// per Round) Duration (Rounds): 2"
///
/// As the game does it, the +1 and the Piercing DMG go with each damage of his skills whose
/// target has Riptide when the damage is dealt (before the skill attaches a new Riptide).
/// When it ends, Tide Withholder reapplies Ranged Stance.
static MELEE_STANCE: EntityDef = EntityDef {
    listens: listen::DAMAGE_TYPE | listen::DAMAGE_ADD | listen::EXPIRED,
    on: melee_stance,
    ..EntityDef::INERT
};

fn melee_stance(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    match hook {
        Hook::DamageType(d)
            if d.dealt_by(cx.owner, c)
                && d.cmd.skill.is_some()
                && d.dtype == DamageType::Physical =>
        {
            d.dtype = DamageType::Elemental(Element::Hydro);
        }
        Hook::DamageAdd(d) if d.dealt_by(cx.owner, c) && d.cmd.skill.is_some() => {
            let to = d.cmd.to;
            if !cx.state.character(to, d.cmd.target as usize).has(RIPTIDE) {
                return;
            }
            d.amount += RIPTIDE_BONUS;
            if me.counter < PIERCES_PER_ROUND {
                me.counter += 1;
                if let Some(next) = cx.state.next_alive(to, false) {
                    cx.push(Command::Damage(DamageCmd {
                        from: cx.owner,
                        source: Source::Entity(me.id),
                        to,
                        target: next as u8,
                        dtype: DamageType::Piercing,
                        amount: RIPTIDE_PIERCE,
                        skill: None,
                        flags: 0,
                    }));
                }
            }
        }
        Hook::Expired => ranged_stance(cx, c),
        _ => {}
    }
}

/// Riptide: "When the character to which this is attached is defeated: Apply Riptide to
/// active character." (of its side). When the defeated character is the active one, or
/// the active one is at 0 HP too (defeated by the same effect, its defeat settled after
/// this one), the game leaves the combat status Riptide (112044), which gives Riptide to
/// the next active character.
static RIPTIDE_STATUS: EntityDef = EntityDef {
    listens: listen::OWNER_DEFEATED,
    on: riptide_status,
    ..EntityDef::INERT
};

fn riptide_status(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    let (Hook::OwnerDefeated(_), Some(c)) = (hook, cx.character()) else {
        return;
    };
    let active = cx.state.active(cx.owner) as u8;
    let ch = cx.state.character(cx.owner, active as usize);
    if active != c && ch.alive && ch.hp > 0 {
        cx.push(Command::Add {
            player: cx.owner,
            zone: Zone::Character(active),
            id: RIPTIDE,
            usage: 0,
        });
    } else {
        cx.push(Command::Add {
            player: cx.owner,
            zone: Zone::Combat,
            id: RIPTIDE_PENDING,
            usage: 0,
        });
    }
}

/// Riptide (combat status, no text): when its side's active character changes, the new
/// active character gets Riptide, and this is discarded.
static RIPTIDE_COMBAT: EntityDef = EntityDef {
    listens: listen::SWITCHED,
    on: riptide_combat,
    ..EntityDef::INERT
};

fn riptide_combat(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::Switched { player, to, .. }) = hook {
        if *player == cx.owner {
            cx.push(Command::Add {
                player: cx.owner,
                zone: Zone::Character(*to),
                id: RIPTIDE,
                usage: 0,
            });
            cx.dispose = true;
        }
    }
}

/// Abyssal Mayhem: Hydrospout (talent, Combat Action, 3 Hydro): "When your active character
/// is Tartaglia, equip this card. After Tartaglia equips this card, immediately use Foul
/// Legacy: Raging Tide once. End Phase: When Tartaglia is on the field and has this card
/// equipped, deal 1 Piercing DMG to the opponent's active character if they have Riptide
/// attached."
static ABYSSAL_MAYHEM_HYDROSPOUT: CardDef = CardDef::talent::<RAGING_TIDE>();

/// Abyssal Mayhem: Hydrospout, equipped: in the End Phase, 1 Piercing DMG to the opposing
/// active character if it has Riptide (Tartaglia on standby too: "on the field").
static HYDROSPOUT_EQUIPPED: EntityDef = EntityDef {
    listens: listen::END_PHASE,
    on: hydrospout,
    ..EntityDef::INERT
};

fn hydrospout(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::EndPhase) = hook {
        let opp = cx.owner.other();
        if cx.state.player(opp).active_character().has(RIPTIDE) {
            cx.damage_active(Source::Entity(me.id), TALENT_PIERCE, DamageType::Piercing);
        }
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::RangedStance => &RANGED_STANCE,
        EntityId::MeleeStance => &MELEE_STANCE,
        RIPTIDE => &RIPTIDE_STATUS,
        RIPTIDE_PENDING => &RIPTIDE_COMBAT,
        EntityId::AbyssalMayhemHydrospout => &HYDROSPOUT_EQUIPPED,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::AbyssalMayhemHydrospout => &ABYSSAL_MAYHEM_HYDROSPOUT,
        _ => return None,
    })
}
