//! Noelle: Geo claymore. Full Plate (shield that halves Physical damage) and Sweeping Time
//! (cheaper, stronger, Geo-infused Normal Attacks). Her talent, I Got Your Back, heals the
//! team after her Normal Attacks while Full Plate lasts.

use crate::cards::prelude::*;
use crate::facts::skill::noelle::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Noelle, &CharacterDef::new(skill)),
    Def::Entity(EntityId::FullPlate, &FULL_PLATE),
    Def::Entity(EntityId::SweepingTime, &SWEEPING_TIME_STATUS),
    Def::Entity(EntityId::IGotYourBack, &I_GOT_YOUR_BACK_EQUIPPED),
    Def::Card(CardId::IGotYourBack, &I_GOT_YOUR_BACK),
];

/// Sweeping Time's bonus to Normal Attacks.
const SWEEPING_BONUS: i32 = 2;
/// I Got Your Back: "heal all your characters for 1 HP".
const TALENT_HEAL: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        FAVONIUS_BLADEWORK_MAID => cx.base_damage(),
        // Damage, Full Plate.
        BREASTPLATE => {
            cx.base_damage();
            cx.combat_status(EntityId::FullPlate);
        }
        // Damage, then the Sweeping Time status on Noelle.
        SWEEPING_TIME => {
            cx.base_damage();
            cx.attach_self(EntityId::SweepingTime);
        }
        _ => {}
    }
}

/// Full Plate: shield points for the active character; while it lasts, Physical damage to
/// any character of its side is halved (rounded up).
static FULL_PLATE: EntityDef = templates::SHIELD.on_damage_taken_mul(|cx, _, d| {
    if d.cmd.to == cx.player && d.dtype == PHYSICAL && d.amount > 0 {
        d.div *= 2;
    }
});

/// Sweeping Time: Normal Attacks cost 1 Geo less (once per round), deal +2, and the
/// character's Physical damage becomes Geo (duration from the facts).
static SWEEPING_TIME_STATUS: EntityDef = EntityDef::new()
    .on_cost_element(|cx, me, q| {
        let Some(c) = cx.character() else { return };
        let normal = q.is_skill_of(cx.player, c, Some(SkillKind::Normal));
        if normal {
            me.once_per_round_if(|| q.reduce_element(Element::Geo));
        }
    })
    .on_damage_type(|cx, _, d| {
        if cx.character().is_some_and(|c| d.dealt_by(cx.player, c)) && d.dtype == PHYSICAL {
            d.dtype = GEO;
        }
    })
    .on_damage_add(|cx, _, d| {
        if cx.character().is_some_and(|c| d.dealt_by(cx.player, c)) && d.is_normal_attack() {
            d.amount += SWEEPING_BONUS;
        }
    });

/// I Got Your Back (talent, Combat Action): "When your active character is Noelle, equip
/// this card. After Noelle equips this card, immediately use Breastplate once. After Noelle
/// uses a Normal Attack: If this card and Full Plate are both still in play, heal all your
/// characters for 1 HP. (Once per Round)"
static I_GOT_YOUR_BACK: CardDef = CardDef::talent::<BREASTPLATE>();

/// I Got Your Back equipped: after its character's Normal Attack, while Full Plate is in
/// play, heals every character of its side by 1, once per round.
static I_GOT_YOUR_BACK_EQUIPPED: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    let mine = e.player == cx.player && Some(e.character) == cx.character();
    let plate = cx
        .state
        .player(cx.player)
        .combat_status(EntityId::FullPlate)
        .is_some();
    if mine && e.kind == SkillKind::Normal && plate && me.once_per_round() {
        cx.heal_all(TALENT_HEAL);
    }
});
