//! Thunder Manifestation: Electro monster. Its Lightning Strike Probe, on the opponent's side,
//! marks the opposing character that last used a skill with a Lightning Rod; its Elemental
//! Skill and Thundering Shackles strike the marked character, and its damage to it is +1
//! (removing the Rod). Grieving Echo draws a card when the marked character takes damage.

use crate::cards::prelude::*;
use crate::cards::Item;
use crate::facts::skill::thunder_manifestation::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::ThunderManifestation, &THUNDER_MANIFESTATION),
    Def::Entity(EntityId::LightningStrikeProbe, &LIGHTNING_STRIKE_PROBE),
    Def::Entity(EntityId::LightningRod, &LIGHTNING_ROD),
    Def::Entity(EntityId::ThunderingShackles, &SHACKLES),
    Def::Entity(EntityId::GrievingEcho, &GRIEVING_ECHO_EQUIPPED),
    Def::Card(CardId::GrievingEcho, &GRIEVING_ECHO),
    Def::BehaviourSince(
        Item::Character(CharacterId::ThunderManifestation),
        Version::V4_4_0,
        "in 4.3 Lightning Rod stays at 0 usages once its +1 is used (the talent then draws \
         only when its character takes damage); from 4.4 on it is removed by the damage it \
         increases, and that damage still counts for Grieving Echo",
    ),
    Def::BehaviourSince(
        Item::Card(CardId::GrievingEcho),
        Version::V4_4_0,
        "in 4.3 it is a free Talent card equipped without using a skill; from 4.4 on a Combat \
         Action (3 Electro) that uses Strifeful Lightning",
    ),
];

/// Lightning Rod: "the DMG is increased by 1".
const ROD_BONUS: i32 = 1;
/// Thundering Shackles: "deals 3 Electro DMG".
const SHACKLES_DAMAGE: u8 = 3;
/// Grieving Echo: "draw 1 card".
const ECHO_DRAW: u8 = 1;
/// Lightning Rod's own data: its +1 was used (it leaves once the damage is dealt).
const ROD_USED: u8 = 1;

/// Lightning Probe (passive): "When battle begins, create a Lightning Strike Probe on the
/// opponent's side of the field." (Not again when it is revived, as the reference.)
static THUNDER_MANIFESTATION: CharacterDef = CharacterDef::new(skill).passive(
    EntityDef::new()
        .on_battle_begins(|cx, _| cx.opponent_combat_status(EntityId::LightningStrikeProbe)),
);

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 1 Electro DMG."
        THUNDEROUS_WINGSLASH => cx.base_damage(),
        // "Deals 3 Electro DMG to the opposing character affected by Lightning Rod. (If there
        // are no eligible opposing characters, deals DMG to the active character instead)"
        STRIFEFUL_LIGHTNING => {
            let f = cx.facts();
            let dtype = f.damage_type.unwrap_or(ELECTRO);
            strike_rod(cx, dtype, f.damage);
        }
        // "Deals 2 Electro DMG, summons 1 Thundering Shackles."
        THUNDERING_SHACKLES => {
            cx.base_damage();
            cx.summon(EntityId::ThunderingShackles);
        }
        _ => {}
    }
}

/// The living character of `p` with Lightning Rod attached (at most one).
fn rod_holder(state: &GameState, p: Player) -> Option<u8> {
    let side = state.player(p);
    (0..CHARACTERS)
        .find(|&c| side.characters[c].alive && side.characters[c].has(EntityId::LightningRod))
        .map(|c| c as u8)
}

/// Deals damage to the opposing character with Lightning Rod, else to the opposing active
/// character.
fn strike_rod(cx: &mut impl Act, dtype: DamageType, amount: u8) {
    match rod_holder(cx.game(), cx.side().other()) {
        Some(c) => cx.damage(c, dtype, amount),
        None => cx.damage_active(dtype, amount),
    }
}

/// Lightning Strike Probe (on the opponent's side): "After a character on whose side of the
/// field this card is on uses a Skill: Attach Lightning Rod to the active character on that
/// side. (Once per Round)" As the reference: to the character that used the skill (the
/// active one); the Rod on another character of that side is removed first ("Only one of
/// this status can exist on the field at once").
static LIGHTNING_STRIKE_PROBE: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    if e.player != cx.player || !me.once_per_round() {
        return;
    }
    if let Some(old) = rod_holder(cx.state, cx.player).filter(|&c| c != e.character) {
        cx.remove_status(old, EntityId::LightningRod);
    }
    cx.attach(e.character, EntityId::LightningRod);
});

/// Whether Thunder Manifestation (a character of that kind) or its Thundering Shackles deals
/// this damage.
fn from_thunder_manifestation(state: &GameState, d: &DamageCalc) -> bool {
    match d.cmd.source {
        Source::Character(c) => {
            state.character(d.cmd.from, c as usize).id == CharacterId::ThunderManifestation
        }
        Source::Summon(id) => id == EntityId::ThunderingShackles,
        _ => false,
    }
}

/// Lightning Rod: "When the attached character takes DMG from Thunder Manifestation or its
/// summons: Remove this state, cause this DMG instance to increase by 1. (Only one of this
/// status can exist on the field at once. Some of Thunder Manifestation's skills will target
/// the character to which this is attached.)"
///
/// Its +1 used, it leaves once the damage is dealt (as the reference, where it leaves
/// before: nothing reads it in between). For Grieving Echo (as the reference's custom
/// event): after its character takes damage, and when it leaves having increased a damage
/// (also with its character defeated by that damage), it tells the opposing Grieving Echo;
/// not when its character is defeated by other damage (the reference's statuses of a
/// defeated character hear nothing), nor when the defeat ends the game.
static LIGHTNING_ROD: EntityDef = EntityDef::new()
    .on_damage_taken_add(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if me.aux == 0 && d.hits(cx.player, c) && from_thunder_manifestation(cx.state, d) {
            d.amount += ROD_BONUS;
            me.aux = ROD_USED;
        }
    })
    .on_damaged(|cx, me, e| {
        if e.player == cx.player && Some(e.character) == cx.character() {
            tell_echo(cx);
            if me.aux == ROD_USED {
                cx.dispose = true;
            }
        }
    })
    .on_owner_defeated(|cx, me, _| {
        if me.aux == ROD_USED {
            tell_echo(cx);
        }
    });

/// Signals the Grieving Echo of the side facing the Lightning Rod's, if one is in play.
fn tell_echo(cx: &mut Cx) {
    let p = cx.player.other();
    let side = cx.state.player(p);
    if let Some(c) = (0..CHARACTERS)
        .find(|&c| side.characters[c].alive && side.characters[c].has(EntityId::GrievingEcho))
    {
        cx.signal_opponent(Zone::Character(c as u8), EntityId::GrievingEcho);
    }
}

/// Thundering Shackles: "End Phase: Deals 3 Electro DMG to the opposing character affected by
/// Lightning Rod. (If there are no eligible opposing characters, deals DMG to the active
/// character instead) Usage(s): 1" (usages from the facts).
static SHACKLES: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    strike_rod(cx, ELECTRO, SHACKLES_DAMAGE);
    cx.spend_after(me);
});

/// Grieving Echo (equipped): "When your Thunder Manifestation is on the field and has this
/// card equipped, when an opponent with Lightning Rod attached takes DMG: You draw 1 card.
/// (Once per Round)" (told by the Lightning Rod).
static GRIEVING_ECHO_EQUIPPED: EntityDef = EntityDef::new().on_signal(|cx, me| {
    if me.once_per_round() {
        cx.draw(ECHO_DRAW);
    }
});

/// Grieving Echo (talent, Combat Action, 3 Electro): "When your active character is Thunder
/// Manifestation, equip this card. After Thunder Manifestation equips this card, immediately
/// use Strifeful Lightning once."
static GRIEVING_ECHO: CardDef = CardDef::talent::<STRIFEFUL_LIGHTNING>();
