//! Dehya: Pyro claymore. Molten Inferno summons Fiery Sanctum Field, which protects her
//! side's active character while she is on standby (at the cost of her own HP while she has
//! at least 7); Leonine Bite prepares Incineration Drive. Her talent, Stalwart and True,
//! heals her in the End Phase when she has 6 HP or less.

use crate::cards::prelude::*;
use crate::facts::skill::dehya::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Dehya, &DEHYA),
    Def::Entity(EntityId::FierySanctumField, &FIERY_SANCTUM_FIELD),
    Def::Entity(EntityId::FierySanctumsProtection, &PROTECTION),
    Def::Entity(
        EntityId::BlazingLionessIncinerationDrive,
        &INCINERATION_DRIVE_PREPARING,
    ),
    Def::Entity(EntityId::StalwartAndTrue, &STALWART_AND_TRUE_EQUIPPED),
    Def::Card(CardId::StalwartAndTrue, &STALWART_AND_TRUE),
];

/// "If Dehya has at least 7 HP": the Piercing damage to her.
const PIERCE_FROM_HP: u8 = 7;
/// The Piercing damage Dehya takes for the protection.
const PIERCE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        SANDSTORM_ASSAULT => cx.base_damage(),
        // "Summon Fiery Sanctum Field. If Fiery Sanctum Field already exists, then first deal
        // 1 Pyro DMG." A Field summoned or refreshed brings Fiery Sanctum's Protection
        // again (how the reference implements the Field's protection: its "on enter" runs
        // on a refresh too), so a protection used this round is back; a full summon zone
        // without the Field takes neither.
        MOLTEN_INFERNO => {
            let ps = cx.state.player(cx.player);
            let there = ps.summon(EntityId::FierySanctumField).is_some();
            if there {
                cx.base_damage();
            }
            if there || ps.summons.len() < cx.state.config().max_summons as usize {
                cx.summon(EntityId::FierySanctumField);
                cx.combat_status(EntityId::FierySanctumsProtection);
            }
        }
        // "Deals 3 Pyro DMG, then performs "Prepare Skill" for Incineration Drive."
        LEONINE_BITE => {
            cx.base_damage();
            cx.attach_self(EntityId::BlazingLionessIncinerationDrive);
        }
        // Incineration Drive (prepared): "Deals 3 Pyro DMG."
        INCINERATION_DRIVE => cx.base_damage(),
        _ => {}
    }
}

/// Incineration Drive (the preparation).
static INCINERATION_DRIVE_PREPARING: EntityDef = EntityDef::new().prepares(INCINERATION_DRIVE);

/// Fiery Sanctum Field (summon): "End Phase: Deal 1 Pyro DMG. Usage(s): 3 (from the facts).
/// When this Summon is on the field and Dehya is on standby on your side, then when your
/// active character takes damage: Decrease DMG taken by 1, and if Dehya has at least 7 HP,
/// deal 1 Piercing DMG to her (once per round)." The protection is Fiery Sanctum's
/// Protection (a combat status with 1 usage, as in the reference): created with the Field
/// (and when Molten Inferno refreshes it), renewed when each Action Phase begins, and
/// discarded when the Field leaves.
static FIERY_SANCTUM_FIELD: EntityDef = templates::summon(PYRO, 1)
    .on_action_phase_start(|cx, _| cx.combat_status(EntityId::FierySanctumsProtection));

/// Fiery Sanctum's Protection (combat status, 1 usage a round): decreases damage to the
/// active character by 1 while Dehya is on standby; Dehya's passive skill discards it once
/// used and takes the Piercing damage.
static PROTECTION: EntityDef = EntityDef::new()
    .init(1, NO_DURATION)
    .keep_at_zero()
    .on_damage_decrease(|cx, me, d| {
        if d.target_active
            && d.amount > 0
            && dehya_on_standby(cx.state, cx.player)
            && me.take_usage()
        {
            d.amount -= 1;
        }
    })
    .on_summon_left(|cx, _, &p| {
        if p == cx.player
            && cx
                .state
                .player(p)
                .summon(EntityId::FierySanctumField)
                .is_none()
        {
            cx.dispose = true;
        }
    });

/// Whether a living Dehya of `p`'s is on standby.
fn dehya_on_standby(state: &GameState, p: Player) -> bool {
    let active = state.active(p);
    (0..CHARACTERS).any(|c| {
        let ch = state.character(p, c);
        c != active && ch.alive && ch.id == CharacterId::Dehya
    })
}

/// Fiery Sanctum: Redmane's Blood (hidden passive): after another character of her side
/// takes damage, a used-up Fiery Sanctum's Protection is discarded and, if Dehya has at least
/// 7 HP, she takes 1 Piercing DMG (as the reference).
static DEHYA: CharacterDef =
    CharacterDef::new(skill).passive(EntityDef::new().on_damaged(|cx, _, e| {
        let Some(me) = cx.character() else { return };
        if e.player != cx.player || e.character == me {
            return;
        }
        let used = cx
            .state
            .player(cx.player)
            .combat_status(EntityId::FierySanctumsProtection)
            .is_some_and(|s| s.usage == 0);
        if used {
            cx.remove(Zone::Combat, EntityId::FierySanctumsProtection);
            if cx.state.character(cx.player, me as usize).hp >= PIERCE_FROM_HP {
                cx.damage_own(me, PIERCING, PIERCE);
            }
        }
    }));

/// The talent's End Phase heal: "If your Dehya, who has this card equipped, has no more
/// than 6 HP, heal that character for 2HP."
const TALENT_HP: u8 = 6;
/// Its heal.
const TALENT_HEAL: u8 = 2;

/// Stalwart and True, equipped.
static STALWART_AND_TRUE_EQUIPPED: EntityDef = EntityDef::new().on_end_phase(|cx, _| {
    if let Some(c) = cx.character() {
        if cx.state.character(cx.player, c as usize).hp <= TALENT_HP {
            cx.heal(c, TALENT_HEAL);
        }
    }
});

/// Stalwart and True (talent, Combat Action): "When your active character is Dehya, equip
/// this card. After Dehya equips this card, immediately use Molten Inferno once."
static STALWART_AND_TRUE: CardDef = CardDef::talent::<MOLTEN_INFERNO>();
