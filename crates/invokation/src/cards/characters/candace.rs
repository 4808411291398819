//! Candace: Hydro polearm. Heron's Sanctum shields her while she prepares Heron Strike;
//! Prayer of the Crimson Crown boosts and Hydro-infuses her team's attacks and strikes after
//! a switch.

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Command, Event, Source};
use crate::facts::{CardId, DamageType, Element, EntityId, SkillKind, Weapon};
use crate::state::{Status, Zone};

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Position of Heron Strike (the prepared skill) in Candace's skill list.
const HERON_STRIKE: u8 = 3;
/// Prayer of the Crimson Crown: "Your characters' Normal Attacks deal +1 DMG."
const PRAYER_BONUS: i32 = 1;
/// Prayer of the Crimson Crown: "After you switch characters, you deal 1 Hydro DMG."
const PRAYER_SWITCH_DAMAGE: u8 = 1;
/// The talent's Prayer of the Crimson Crown: "After your character uses a Normal Attack:
/// Deals 1 Hydro DMG."
const PRAYER_ATTACK_DAMAGE: u8 = 1;
/// Position of Sacred Rite: Wagtail's Tide in Candace's skill list.
const WAGTAILS_TIDE: u8 = 2;
/// Prayer of the Crimson Crown (the one Wagtail's Tide creates without the talent).
const PRAYER_ID: EntityId = EntityId::PrayerOfTheCrimsonCrown_112072;
/// Prayer of the Crimson Crown (the one Candace with The Overflow creates: it also strikes
/// after a Normal Attack).
const PRAYER_TALENT: EntityId = EntityId::PrayerOfTheCrimsonCrown_112073;
/// Bit of a Prayer's per-round counter: its strike after a switch was used this round.
const SWITCH_STRIKE_USED: u8 = 1;
/// Bit of a Prayer's per-round counter: its strike after a Normal Attack was used.
const ATTACK_STRIKE_USED: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Gleaming Spear - Guardian Stance: "Deals 2 Physical DMG."
        0 => cx.base_damage(),
        // Sacred Rite: Heron's Sanctum: "Attaches a Heron Shield to this character and
        // prepares Heron Strike." (No damage.)
        1 => {
            cx.add_status(EntityId::HeronShield);
            cx.add_status(EntityId::HeronStrike);
        }
        // Sacred Rite: Wagtail's Tide: "Deals 2 Hydro DMG and creates 1 Prayer of the
        // Crimson Crown." With The Overflow equipped, the Prayer with the extra strike. The
        // two Prayers exclude each other (as in the reference): creating one discards the
        // other.
        WAGTAILS_TIDE => {
            cx.base_damage();
            let me = cx.state.character(cx.player, cx.character as usize);
            let (prayer, other) = if me.has(EntityId::TheOverflow) {
                (PRAYER_TALENT, PRAYER_ID)
            } else {
                (PRAYER_ID, PRAYER_TALENT)
            };
            if cx.state.player(cx.player).combat_status(other).is_some() {
                let player = cx.player;
                cx.push(Command::Remove {
                    player,
                    zone: Zone::Combat,
                    id: other,
                });
            }
            cx.add_combat_status(prayer);
        }
        // Heron Strike (prepared): "Deals 3 Hydro DMG." Preparing ends: the Heron Shield goes.
        HERON_STRIKE => {
            cx.push(Command::Remove {
                player: cx.player,
                zone: Zone::Character(cx.character),
                id: EntityId::HeronShield,
            });
            cx.base_damage();
        }
        _ => {}
    }
}

/// Heron Shield: "While preparing this Skill: Grant 2 Shield points to the character to
/// which this is attached." (points from the facts)
static HERON_SHIELD: EntityDef = EntityDef {
    listens: listen::DAMAGE_DECREASE | listen::SWITCHED,
    on: preparing_shield,
    ..EntityDef::INERT
};

/// A shield that protects its character while it prepares a skill (Heron Shield,
/// Tidecaller: Surf Embrace): it absorbs damage to that character with its points, and is
/// discarded when the character is switched out (the preparation is interrupted) or when
/// the prepared skill is used (the skill removes it).
///
/// While the character cannot use skills (Frozen, Petrification) the preparation waits and
/// the shield stays, as in the reference (GI-TCG).
pub(super) fn preparing_shield(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    match hook {
        Hook::DamageDecrease(d) if d.cmd.to == cx.owner && d.cmd.target == c && d.amount > 0 => {
            let absorbed = (me.usage as i32).min(d.amount);
            d.amount -= absorbed;
            me.usage -= absorbed as u8;
        }
        Hook::Event(Event::Switched { player, from, .. }) if *player == cx.owner && *from == c => {
            cx.dispose = true;
        }
        _ => {}
    }
}

/// Heron Strike (the preparation): Candace uses Heron Strike as her player's next action.
static HERON_STRIKE_PREPARING: EntityDef = EntityDef {
    prepares: Some(HERON_STRIKE),
    ..EntityDef::INERT
};

/// Prayer of the Crimson Crown: "Your characters' Normal Attacks deal +1 DMG. / Your Sword,
/// Claymore, and Polearm-wielding characters' Physical DMG is converted to Hydro DMG. /
/// After you switch characters, you deal 1 Hydro DMG. (Once per Round) / Duration (Rounds):
/// 2" (duration from the facts).
///
/// As in the reference: the conversion applies to skill damage; every switch of its side
/// counts (the Switch Character action, a forced switch such as Overloaded's, the choice
/// after a defeat).
///
/// The talent's Prayer (112073) adds: "After your character uses a Normal Attack: Deals 1
/// Hydro DMG. (Once per Round)", counted apart from the strike after a switch.
static PRAYER: EntityDef = EntityDef {
    listens: listen::DAMAGE_TYPE | listen::DAMAGE_ADD | listen::SWITCHED | listen::AFTER_SKILL,
    on: prayer,
    ..EntityDef::INERT
};

fn prayer(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    match hook {
        Hook::DamageType(d) if d.cmd.from == cx.owner && d.dtype == DamageType::Physical => {
            let Source::Character(c) = d.cmd.source else {
                return;
            };
            let weapon = cx.state.character_facts(cx.owner, c as usize).weapon;
            let melee = matches!(weapon, Weapon::Sword | Weapon::Claymore | Weapon::Polearm);
            if melee && d.cmd.skill.is_some() {
                d.dtype = DamageType::Elemental(Element::Hydro);
            }
        }
        Hook::DamageAdd(d) if d.cmd.from == cx.owner && d.is_normal_attack() => {
            d.amount += PRAYER_BONUS;
        }
        Hook::Event(Event::Switched { player, .. })
            if *player == cx.owner && me.counter & SWITCH_STRIKE_USED == 0 =>
        {
            me.counter |= SWITCH_STRIKE_USED;
            let hydro = DamageType::Elemental(Element::Hydro);
            cx.damage_active(Source::Entity(me.id), PRAYER_SWITCH_DAMAGE, hydro);
        }
        Hook::Event(Event::AfterSkill {
            player,
            kind: SkillKind::Normal,
            ..
        }) if *player == cx.owner
            && me.id == PRAYER_TALENT
            && me.counter & ATTACK_STRIKE_USED == 0 =>
        {
            me.counter |= ATTACK_STRIKE_USED;
            let hydro = DamageType::Elemental(Element::Hydro);
            cx.damage_active(Source::Entity(me.id), PRAYER_ATTACK_DAMAGE, hydro);
        }
        _ => {}
    }
}

/// The Overflow (talent, Combat Action, 3 Hydro and 2 Energy): "When Candace is your active
/// character, equip this card. After Candace equips this card, she will immediately use
/// Sacred Rite: Wagtail's Tide once. When this card is equipped by Candace, her Prayer of
/// the Crimson Crown has the following extra effect: After your character uses a Normal
/// Attack: Deals 1 Hydro DMG. (Once per Round)" (The energy comes from Candace.)
static THE_OVERFLOW: CardDef = CardDef::talent::<WAGTAILS_TIDE>();

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::HeronShield => &HERON_SHIELD,
        EntityId::HeronStrike => &HERON_STRIKE_PREPARING,
        PRAYER_ID | PRAYER_TALENT => &PRAYER,
        // Its effect is in Wagtail's Tide.
        EntityId::TheOverflow => &EntityDef::INERT,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::TheOverflow => &THE_OVERFLOW,
        _ => return None,
    })
}
