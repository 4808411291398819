//! Abyss Lector: Fathomless Flames: Pyro monster. Her passive gives her Fiery Rebirth when
//! the battle begins: the first time she would be defeated she is healed to 4 HP instead,
//! and her Pyro damage is +1 from then on. Her talent, Embers Rekindled, turns into Aegis of
//! Abyssal Flame (a shield that strikes back when depleted) once Fiery Rebirth has fired.

use crate::cards::{CardCx, CardDef, CardTarget, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Command, Event, Source};
use crate::facts::{CardId, DamageType, Element, EntityId};
use crate::state::{Status, Zone};

/// Fiery Rebirth (passive): "When the battle begins, this character gains Fiery Rebirth."
pub(super) static DEF: CharacterDef = CharacterDef {
    skill,
    listens: listen::BATTLE_BEGINS,
    on: passive,
};

/// Darkfire Furnace's End Phase damage (Pyro to the active, Piercing to standby).
const FURNACE_DAMAGE: u8 = 1;
/// HP Fiery Rebirth heals her to.
const REBIRTH_HP: u8 = 4;
/// Fiery Rebirth: Honed's bonus to her Pyro damage.
const HONED_BONUS: i32 = 1;
/// Aegis of Abyssal Flame, depleted: "Deal 1 Piercing DMG to all opposing characters."
const AEGIS_PIERCE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Flame of Salvation, Searing Precept: base damage.
        0 | 1 => cx.base_damage(),
        // Ominous Star: damage, summon Darkfire Furnace.
        2 => {
            cx.base_damage();
            cx.summon(EntityId::DarkfireFurnace);
        }
        _ => {}
    }
}

fn passive(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let (Hook::Event(Event::BattleBegins), Some(c)) = (hook, cx.character()) {
        cx.push(Command::Add {
            player: cx.owner,
            zone: Zone::Character(c),
            id: EntityId::FieryRebirth,
            usage: 0,
        });
    }
}

/// Fiery Rebirth: "When the character to which this is attached would be defeated: Remove
/// this effect, ensure the character will not be defeated, and heal them to 4 HP. After
/// this effect is triggered, this character deals +1 Pyro DMG." (it becomes Fiery Rebirth:
/// Honed).
static FIERY_REBIRTH: EntityDef = EntityDef {
    listens: listen::WOULD_BE_DEFEATED,
    on: fiery_rebirth,
    ..EntityDef::INERT
};

fn fiery_rebirth(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let (Hook::WouldBeDefeated(q), Some(c)) = (hook, cx.character()) {
        if q.character == c && q.heal_to.is_none() {
            q.heal_to = Some(REBIRTH_HP);
            cx.dispose = true;
            // Embers Rekindled: "When Abyss Lector: Fathomless Flames, who has this card
            // equipped, triggers Fiery Rebirth: discard this card and apply Aegis of Abyssal
            // Flame to the character."
            if cx
                .state
                .character(cx.owner, c as usize)
                .has(EntityId::EmbersRekindled)
            {
                rekindle(cx.out, cx.owner, c);
            }
            cx.push(Command::Add {
                player: cx.owner,
                zone: Zone::Character(c),
                id: EntityId::FieryRebirthHoned,
                usage: 0,
            });
        }
    }
}

/// Fiery Rebirth: Honed: "The character deals +1 Pyro DMG."
static HONED: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD,
    on: honed,
    ..EntityDef::INERT
};

fn honed(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let (Hook::DamageAdd(d), Some(c)) = (hook, cx.character()) {
        if d.dealt_by(cx.owner, c) && d.dtype == DamageType::Elemental(Element::Pyro) {
            d.amount += HONED_BONUS;
        }
    }
}

/// Darkfire Furnace: End Phase, 1 Pyro to the active and 1 Piercing to each standby.
static DARKFIRE_FURNACE: EntityDef = EntityDef {
    listens: listen::END_PHASE,
    on: darkfire_furnace,
    ..EntityDef::INERT
};

fn darkfire_furnace(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::EndPhase) = hook {
        let src = Source::Summon(me.id);
        cx.damage_active(src, FURNACE_DAMAGE, DamageType::Elemental(Element::Pyro));
        cx.damage_standby(src, FURNACE_DAMAGE, DamageType::Piercing);
        cx.spend_after(me);
    }
}

/// Embers Rekindled becomes Aegis of Abyssal Flame: the card is discarded from character `c`
/// and the shield attached to her.
fn rekindle(out: &mut crate::cards::Effects, player: crate::player::Player, c: u8) {
    let zone = Zone::Character(c);
    for cmd in [
        Command::Remove {
            player,
            zone,
            id: EntityId::EmbersRekindled,
        },
        Command::Add {
            player,
            zone,
            id: EntityId::AegisOfAbyssalFlame,
            usage: 0,
        },
    ] {
        out.push(cmd).expect("too many effects");
    }
}

/// Embers Rekindled (talent, not a Combat Action; she need not be active): "When played: If
/// Abyss Lector: Fathomless Flames, who equips this card, has already triggered Fiery
/// Rebirth, immediately discard this card and apply Aegis of Abyssal Flame to the character.
/// When Abyss Lector: Fathomless Flames, who has this card equipped, triggers Fiery Rebirth:
/// discard this card and apply Aegis of Abyssal Flame to the character." (The second part
/// is in Fiery Rebirth; "already triggered" is read from Fiery Rebirth: Honed, which that
/// trigger leaves.)
static EMBERS_REKINDLED: CardDef = CardDef {
    target: CardTarget::OwnCharacter,
    playable: |_, _, _| true,
    play: |cx: &mut CardCx| {
        if let Some(c) = cx.target_character() {
            let ch = cx.state.character(cx.player, c as usize);
            if ch.has(EntityId::FieryRebirthHoned) {
                rekindle(cx.out, cx.player, c);
            }
        }
    },
};

/// Aegis of Abyssal Flame: "Provide 2 Shield points to the character to which this card is
/// attached. After said Shield points are depleted: Deal 1 Piercing DMG to all opposing
/// characters." (points from the facts)
static AEGIS_OF_ABYSSAL_FLAME: EntityDef = EntityDef {
    listens: listen::DAMAGE_DECREASE,
    on: aegis_of_abyssal_flame,
    ..EntityDef::INERT
};

fn aegis_of_abyssal_flame(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let (Hook::DamageDecrease(d), Some(c)) = (hook, cx.character()) else {
        return;
    };
    if d.cmd.to == cx.owner && d.cmd.target == c && d.amount > 0 && me.usage > 0 {
        let absorbed = (me.usage as i32).min(d.amount);
        d.amount -= absorbed;
        me.usage -= absorbed as u8;
        if me.usage == 0 {
            let src = Source::Entity(me.id);
            cx.damage_active(src, AEGIS_PIERCE, DamageType::Piercing);
            cx.damage_standby(src, AEGIS_PIERCE, DamageType::Piercing);
        }
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::FieryRebirth => &FIERY_REBIRTH,
        EntityId::FieryRebirthHoned => &HONED,
        EntityId::DarkfireFurnace => &DARKFIRE_FURNACE,
        EntityId::EmbersRekindled => &EntityDef::INERT,
        EntityId::AegisOfAbyssalFlame => &AEGIS_OF_ABYSSAL_FLAME,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::EmbersRekindled => &EMBERS_REKINDLED,
        _ => return None,
    })
}
