//! Wanderer: Anemo catalyst. Hanega: Song of the Wind gives him Windfavored, whose Normal
//! Attacks deal +2 and strike the next opposing standby character; Kyougen spends it for +1.
//! His talent, Gales of Reverie, makes a Charged Attack in Windfavored state leave Descent:
//! the next switch away from him costs 1 less die and deals 1 Anemo DMG.

use crate::cards::prelude::*;
use crate::cards::standby;
use crate::facts::skill::wanderer::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Wanderer, &CharacterDef::new(skill)),
    Def::Entity(EntityId::Windfavored, &WINDFAVORED),
    Def::Entity(EntityId::Descent, &DESCENT),
    Def::Entity(EntityId::GalesOfReverie, &EntityDef::NONE),
    Def::Card(CardId::GalesOfReverie, &GALES_OF_REVERIE),
];

/// Windfavored's bonus to a Normal Attack.
const WINDFAVORED_BONUS: i32 = 2;
/// Kyougen's bonus when it removes Windfavored.
const KYOUGEN_BONUS: u8 = 1;
/// Descent's damage when Wanderer is switched out.
const DESCENT_DAMAGE: u8 = 1;
/// Dice Descent takes off the switch.
const DESCENT_DISCOUNT: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Yuuban Meigen: "Deals 1 Anemo DMG." With Windfavored, to the next opposing
        // standby character if there is one (Windfavored's text: "If the opponent has
        // characters on standby, then this Skill will deal damage to the next opposing
        // character on standby instead").
        YUUBAN_MEIGEN => {
            let next = standby(cx.state, cx.player.other()).next();
            match next {
                Some(c) if cx.has(EntityId::Windfavored) => {
                    let f = cx.facts();
                    let dtype = f.damage_type.unwrap_or(ANEMO);
                    cx.damage(c, dtype, f.damage);
                }
                _ => cx.base_damage(),
            }
        }
        // Hanega: Song of the Wind: "Deals 2 Anemo DMG. This character gains Windfavored."
        HANEGA_SONG_OF_THE_WIND => {
            cx.base_damage();
            cx.attach_self(EntityId::Windfavored);
        }
        // Kyougen: Five Ceremonial Plays: "Deals 7 Anemo DMG. If the character has
        // Windfavored attached, then remove it and increase DMG by 1."
        KYOUGEN_FIVE_CEREMONIAL_PLAYS => {
            if cx.has(EntityId::Windfavored) {
                let c = cx.character;
                cx.remove_status(c, EntityId::Windfavored);
                cx.base_damage_plus(KYOUGEN_BONUS);
            } else {
                cx.base_damage();
            }
        }
        _ => {}
    }
}

/// Windfavored (115061): "When the character to which this is attached performs a Normal
/// Attack: DMG dealt +2. If the opponent has characters on standby, then this Skill will deal
/// damage to the next opposing character on standby instead. Usage(s): 2" (usages from the
/// facts; the target is the skill's business). A usage is spent by each Normal Attack damage
/// it boosts. With Gales of Reverie equipped, a boosted Charged Attack gives the character
/// Descent (as the reference, GI-TCG: when the bonus is added).
static WINDFAVORED: EntityDef = EntityDef::new().on_damage_add(|cx, me, d| {
    let Some(c) = cx.character() else { return };
    if d.dealt_directly_by(cx.player, c) && d.is_normal_attack() && me.take_usage() {
        d.amount += WINDFAVORED_BONUS;
        let talent = cx
            .state
            .character(cx.player, c as usize)
            .has(EntityId::GalesOfReverie);
        if talent && d.is_charged() {
            cx.attach(c, EntityId::Descent);
        }
    }
});

/// Descent (115062), of Gales of Reverie: "you will spend 1 less Elemental Die the next time
/// you use "Switch Character" and deal 1 Anemo DMG" (from Wanderer, usage from the facts).
/// The switch away from Wanderer that it makes cheaper (it lowers only a switch that still
/// costs dice) then deals the damage and spends it; `aux` notes the discount was taken.
static DESCENT: EntityDef = EntityDef::new()
    .on_cost(|cx, me, q| {
        let Some(c) = cx.character() else { return };
        if q.player == cx.player
            && matches!(q.action, CostAction::Switch { from, .. } if from == c)
            && q.reduce_dice(DESCENT_DISCOUNT) > 0
        {
            me.aux = 1;
        }
    })
    .on_switched(|cx, me, e| {
        let Some(c) = cx.character() else { return };
        if e.player == cx.player && e.from == c && me.aux != 0 && me.take_usage() {
            cx.damage_active(ANEMO, DESCENT_DAMAGE);
        }
    });

/// Gales of Reverie (talent, Combat Action, 4 Anemo): "When your active character is
/// Wanderer, equip this card. After Wanderer equips this card, immediately use Hanega: Song
/// of the Wind once. When your Wanderer, who has this card equipped, is in Windfavored state
/// and after using Charged Attack: you will spend 1 less Elemental Die the next time you use
/// "Switch Character" and deal 1 Anemo DMG." (Windfavored gives Descent.)
static GALES_OF_REVERIE: CardDef = CardDef::talent::<HANEGA_SONG_OF_THE_WIND>();
