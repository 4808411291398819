//! Shenhe: Cryo polearm. Spring Spirit Summoning creates Icy Quill (+1 to her team's Cryo
//! damage); her burst summons Talisman Spirit, under which opposing characters take +1
//! Cryo and Physical damage. Her talent, Mystical Abandon, lets a Normal Attack use Icy
//! Quill without spending it once per round.

use crate::cards::prelude::*;
use crate::facts::skill::shenhe::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Shenhe, &CharacterDef::new(skill)),
    Def::Entity(ICY_QUILL, &ICY_QUILL_STATUS),
    Def::Entity(TALENT_ICY_QUILL, &ICY_QUILL_STATUS),
    Def::Entity(EntityId::TalismanSpirit_111073, &TALISMAN_SPIRIT),
    // Its effect is in Icy Quill.
    Def::Entity(EntityId::MysticalAbandon, &EntityDef::NONE),
    Def::Card(CardId::MysticalAbandon, &MYSTICAL_ABANDON),
];

/// Icy Quill (111071).
const ICY_QUILL: EntityId = EntityId::IcyQuill_111071;
/// Icy Quill of a Shenhe with Mystical Abandon (111072).
const TALENT_ICY_QUILL: EntityId = EntityId::IcyQuill_111072;
/// Icy Quill: "Your character deals 1 increased Cryo DMG".
const QUILL_BONUS: i32 = 1;
/// Talisman Spirit: "End Phase: Deal 1 Cryo DMG."
const TALISMAN_DAMAGE: u8 = 1;
/// Talisman Spirit: "Opposing character(s) take +1 Cryo DMG and Physical DMG."
const TALISMAN_BONUS: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Dawnstar Piercer: "Deals 2 Physical DMG."
        DAWNSTAR_PIERCER => cx.base_damage(),
        // Spring Spirit Summoning: "Deals 2 Cryo DMG, creates 1 Icy Quill." With Mystical
        // Abandon equipped, the talent's Icy Quill; the two exclude each other.
        SPRING_SPIRIT_SUMMONING => {
            cx.base_damage();
            cx.create_version(
                Zone::Combat,
                EntityId::MysticalAbandon,
                ICY_QUILL,
                TALENT_ICY_QUILL,
            );
        }
        // Divine Maiden's Deliverance: "Deals 1 Cryo DMG, summons 1 Talisman Spirit."
        DIVINE_MAIDENS_DELIVERANCE => {
            cx.base_damage();
            cx.summon(EntityId::TalismanSpirit_111073);
        }
        _ => {}
    }
}

/// Icy Quill: "Your character deals 1 increased Cryo DMG (Includes the DMG triggered by
/// Cryo-infused Swirl reactions). Usage(s): 2" (usages from the facts): Cryo damage a
/// character of its side deals, that character's reactions' spread damage included (not
/// summons' or statuses'). The talent's Icy Quill (111072) adds: "Your character will not
/// consume any Usages when triggering this effect through Normal Attacks. (Once per Round)"
static ICY_QUILL_STATUS: EntityDef = EntityDef::new().on_damage_add(|cx, me, d| {
    let by_character = matches!(d.cmd.source, Source::Character(_));
    if d.cmd.from != cx.player || !by_character || !d.is(Element::Cryo) || me.usage == 0 {
        return;
    }
    d.amount += QUILL_BONUS;
    let free = me.id == TALENT_ICY_QUILL && d.is_normal_attack() && me.once_per_round();
    if !free {
        me.take_usage();
    }
});

/// Talisman Spirit: "End Phase: Deal 1 Cryo DMG. Usage(s): 2. When this Summon is on the
/// field: Opposing character(s) take +1 Cryo DMG and Physical DMG." Its bonus is to damage
/// the opposing characters take, whoever deals it: its own damage, its side's, and their
/// own side's damage to them (a Fatui Ambusher's), as the reference.
static TALISMAN_SPIRIT: EntityDef = templates::summon(CRYO, TALISMAN_DAMAGE)
    .on_opponent_damage_taken_add(|cx, _, d| {
        if d.cmd.to != cx.player && (d.is(Element::Cryo) || d.dtype == PHYSICAL) {
            d.amount += TALISMAN_BONUS;
        }
    });

/// Mystical Abandon (talent, Combat Action, 3 Cryo): "When your active character is Shenhe,
/// equip this card. After Shenhe equips this card, immediately use Spring Spirit Summoning
/// once. When the Icy Quill created by your Shenhe, who has this card equipped, is
/// triggered by your characters' Normal Attacks, its Usages will not decrease. (Once per
/// Round)"
static MYSTICAL_ABANDON: CardDef = CardDef::talent::<SPRING_SPIRIT_SUMMONING>();
