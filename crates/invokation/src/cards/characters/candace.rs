//! Candace: Hydro polearm. Heron's Sanctum shields her while she prepares Heron Strike;
//! Prayer of the Crimson Crown boosts and Hydro-infuses her team's attacks and strikes after
//! a switch.

use crate::cards::prelude::*;
use crate::facts::skill::candace::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Candace, &CharacterDef::new(skill)),
    Def::Entity(EntityId::HeronShield, &HERON_SHIELD),
    Def::Entity(EntityId::HeronStrike, &HERON_STRIKE_PREPARING),
    Def::Entity(PRAYER_ID, &PRAYER),
    Def::Entity(PRAYER_TALENT, &PRAYER),
    // Its effect is in Wagtail's Tide.
    Def::Entity(EntityId::TheOverflow, &EntityDef::NONE),
    Def::Card(CardId::TheOverflow, &THE_OVERFLOW),
];

/// Prayer of the Crimson Crown: "Your characters' Normal Attacks deal +1 DMG."
const PRAYER_BONUS: i32 = 1;
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
        // "Deals 2 Physical DMG."
        GLEAMING_SPEAR_GUARDIAN_STANCE => cx.base_damage(),
        // "Attaches a Heron Shield to this character and prepares Heron Strike." (No damage.)
        SACRED_RITE_HERONS_SANCTUM => {
            cx.attach_self(EntityId::HeronShield);
            cx.attach_self(EntityId::HeronStrike);
        }
        // "Deals 2 Hydro DMG and creates 1 Prayer of the Crimson Crown." With The Overflow
        // equipped, the Prayer with the extra strike; the two exclude each other.
        SACRED_RITE_WAGTAILS_TIDE => {
            cx.base_damage();
            cx.create_version(
                Zone::Combat,
                EntityId::TheOverflow,
                PRAYER_ID,
                PRAYER_TALENT,
            );
        }
        // Heron Strike (prepared): "Deals 3 Hydro DMG." Preparing ends: the Heron Shield goes.
        HERON_STRIKE => {
            let c = cx.character;
            cx.remove_status(c, EntityId::HeronShield);
            cx.base_damage();
        }
        _ => {}
    }
}

/// Heron Shield: "While preparing this Skill: Grant 2 Shield points to the character to
/// which this is attached." (points from the facts)
static HERON_SHIELD: EntityDef = templates::PREPARING_SHIELD;

/// Heron Strike (the preparation): Candace uses Heron Strike as her player's next action.
static HERON_STRIKE_PREPARING: EntityDef = EntityDef::new().prepares(HERON_STRIKE);

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
static PRAYER: EntityDef = EntityDef::new()
    .deals(HYDRO, 1)
    .on_damage_type(|cx, _, d| {
        let Source::Character(c) = d.cmd.source else {
            return;
        };
        if d.cmd.from != cx.player || d.dtype != PHYSICAL || !d.is_skill() {
            return;
        }
        if cx
            .state
            .character_facts(cx.player, c as usize)
            .weapon
            .is_melee()
        {
            d.dtype = HYDRO;
        }
    })
    .on_damage_add(|cx, _, d| {
        if d.cmd.from == cx.player && d.is_normal_attack() {
            d.amount += PRAYER_BONUS;
        }
    })
    .on_switched(|cx, me, e| {
        if e.player == cx.player && me.once_per_round_bit(SWITCH_STRIKE_USED) {
            cx.strike();
        }
    })
    .on_after_skill(|cx, me, e| {
        let talent = me.id == PRAYER_TALENT;
        if e.player == cx.player
            && e.kind == SkillKind::Normal
            && talent
            && me.once_per_round_bit(ATTACK_STRIKE_USED)
        {
            cx.strike();
        }
    });

/// The Overflow (talent, Combat Action, 3 Hydro and 2 Energy): "When Candace is your active
/// character, equip this card. After Candace equips this card, she will immediately use
/// Sacred Rite: Wagtail's Tide once. When this card is equipped by Candace, her Prayer of
/// the Crimson Crown has the following extra effect: After your character uses a Normal
/// Attack: Deals 1 Hydro DMG. (Once per Round)" (The energy comes from Candace.)
static THE_OVERFLOW: CardDef = CardDef::talent::<SACRED_RITE_WAGTAILS_TIDE>();
