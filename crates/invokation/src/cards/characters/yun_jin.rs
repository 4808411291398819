//! Yun Jin: Geo polearm. Opening Flourish raises Flying Cloud Flag Formation (cheaper
//! Normal Attacks with a small hand), shields her and prepares Spear Flourish, stronger when
//! her side has discarded or tuned a card this round; her burst raises 3 stacks of the
//! Formation. Her talent, Decorous Harmony, adds 2 to a Formation's Normal Attack with an
//! empty hand.

use crate::cards::prelude::*;
use crate::cards::Item;
use crate::facts::skill::yun_jin::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::YunJin, &YUN_JIN),
    Def::Entity(
        EntityId::ShieldOfSwirlingClouds,
        &templates::PREPARING_SHIELD,
    ),
    Def::Entity(EntityId::SpearFlourish, &SPEAR_FLOURISH_PREPARING),
    Def::Entity(FORMATION, &FLYING_CLOUD_FLAG_FORMATION),
    // Its effect is in Flying Cloud Flag Formation.
    Def::Entity(EntityId::DecorousHarmony, &EntityDef::NONE),
    Def::Card(CardId::DecorousHarmony, &DECOROUS_HARMONY),
    Def::BehaviourSince(
        Item::Character(CharacterId::YunJin),
        Version::V4_8_0,
        "Flying Cloud Flag Formation lowers a Normal Attack made with 1 card or none in hand \
         and spends a usage on its damage (before: every Normal Attack also dealt +1)",
    ),
];

/// Flying Cloud Flag Formation.
const FORMATION: EntityId = EntityId::FlyingCloudFlagFormation_116073;
/// Cliffbreaker's Banner: "creates 3 stacks of Flying Cloud Flag Formation".
const BURST_STACKS: u8 = 3;
/// Spear Flourish: "if your side has discarded or tuned at least 1 card this Round, this
/// DMG +1".
const SPEAR_BONUS: u8 = 1;
/// Flying Cloud Flag Formation: "if your hand has no more than 1 card, this Skill costs 1
/// less Elemental Die".
const SMALL_HAND: usize = 1;
const FORMATION_DISCOUNT: u8 = 1;
/// Decorous Harmony: "if you have no cards in hand, the Skill DMG +2".
const TALENT_BONUS: i32 = 2;
/// Bit of her per-round counter: her side discarded or tuned a card this round.
const DISCARDED_OR_TUNED: u8 = 1;

/// Her hidden passive counts her side's discarded and tuned cards this round (the
/// reference's `discardOrTuneCardCount`), for Spear Flourish.
static YUN_JIN: CharacterDef = CharacterDef::new(skill).passive(
    EntityDef::new()
        .on_card_discarded(|cx, me, e| note_discard_or_tune(cx, me, &e.player))
        .on_pile_card_discarded(note_discard_or_tune)
        .on_card_tuned(|cx, me, e| note_discard_or_tune(cx, me, &e.player)),
);

fn note_discard_or_tune(cx: &mut Cx, me: &mut Status, &p: &Player) {
    if p == cx.player {
        me.counter |= DISCARDED_OR_TUNED;
    }
}

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        CLOUD_GRAZING_STRIKE => cx.base_damage(),
        // Opening Flourish: "Creates Flying Cloud Flag Formation, attaches Shield of Swirling
        // Clouds to this character, and prepares Spear Flourish." (No damage.)
        OPENING_FLOURISH => {
            cx.combat_status(FORMATION);
            cx.attach_self(EntityId::SpearFlourish);
            cx.attach_self(EntityId::ShieldOfSwirlingClouds);
        }
        // Cliffbreaker's Banner: "Deals 3 Geo DMG, creates 3 stacks of Flying Cloud Flag
        // Formation." (Stacks up to the facts' limit of 4.)
        CLIFFBREAKERS_BANNER => {
            cx.base_damage();
            let p = cx.player;
            cx.add_to(p, Zone::Combat, FORMATION, BURST_STACKS);
        }
        // Spear Flourish (prepared): "Deals 2 Geo DMG; if your side has discarded or tuned at
        // least 1 card this Round, this DMG +1." Preparing ends: the shield goes.
        SPEAR_FLOURISH => {
            let c = cx.character;
            cx.remove_status(c, EntityId::ShieldOfSwirlingClouds);
            let extra = if cx.me().counter & DISCARDED_OR_TUNED != 0 {
                SPEAR_BONUS
            } else {
                0
            };
            cx.base_damage_plus(extra);
        }
        _ => {}
    }
}

/// Spear Flourish (the preparation): Yun Jin uses Spear Flourish as her player's next
/// action. Shield of Swirling Clouds: "While preparing Skill: Grants 2 Shield points to the
/// character to which this is attached." (points from the facts; a switch away discards it).
static SPEAR_FLOURISH_PREPARING: EntityDef = EntityDef::new().prepares(SPEAR_FLOURISH);

/// Flying Cloud Flag Formation (combat status): "When your character uses a Normal Attack:
/// If your hand has no more than 1 card, this Skill costs 1 less Elemental Die. Usage(s): 1
/// (Can stack, up to 4 stacks)" (usages and their limit from the facts). As the reference:
/// the discount spends nothing; the damage of a Normal Attack dealt with 1 card or none in
/// hand spends a usage (and with Decorous Harmony and no card in hand, +2).
static FLYING_CLOUD_FLAG_FORMATION: EntityDef = EntityDef::new()
    .on_cost(|cx, _, q| {
        let small = cx.state.player(cx.player).hand.len() <= SMALL_HAND;
        if q.player == cx.player && small {
            let active = cx.state.active(cx.player) as u8;
            if q.is_skill_of(cx.player, active, Some(SkillKind::Normal)) {
                q.reduce_dice(FORMATION_DISCOUNT);
            }
        }
    })
    .on_damage_add(|cx, me, d| {
        let hand = cx.state.player(cx.player).hand.len();
        if !d.dealt_directly_by_side(cx.player)
            || !d.is_normal_attack()
            || hand > SMALL_HAND
            || me.usage == 0
        {
            return;
        }
        let p = cx.player;
        let talent = (0..CHARACTERS).any(|c| {
            let ch = cx.state.character(p, c);
            ch.alive && ch.has(EntityId::DecorousHarmony)
        });
        if talent && hand == 0 {
            d.amount += TALENT_BONUS;
        }
        me.usage -= 1;
        if me.usage == 0 {
            cx.dispose = true;
        }
    });

/// Decorous Harmony (talent, Combat Action): "When your active character is Yun Jin, equip
/// this card. After Yun Jin equips this card, immediately use Cliffbreaker's Banner once.
/// When Yun Jin, who has this card equipped, is on the field and your Flying Cloud Flag
/// Formation is triggered: If you have no cards in hand, the Skill DMG +2."
static DECOROUS_HARMONY: CardDef = CardDef::talent::<CLIFFBREAKERS_BANNER>();
