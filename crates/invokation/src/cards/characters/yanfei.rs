//! Yanfei: Pyro catalyst. Her skills give her Scarlet Seal (+2 to her next Charged Attack,
//! stacking to 2); her burst also gives Brilliance (a cheaper Charged Attack once a round,
//! and a Scarlet Seal every End Phase). Her talent, Right of Final Interpretation, adds 1 to
//! her Charged Attacks on characters at 6 HP or less and draws a card when a seal is used.

use crate::cards::prelude::*;
use crate::facts::skill::yanfei::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Yanfei, &CharacterDef::new(skill)),
    Def::Entity(EntityId::ScarletSeal, &SCARLET_SEAL),
    Def::Entity(EntityId::Brilliance, &BRILLIANCE),
    Def::Entity(
        EntityId::RightOfFinalInterpretation,
        &RIGHT_OF_FINAL_INTERPRETATION_EQUIPPED,
    ),
    Def::Card(
        CardId::RightOfFinalInterpretation,
        &RIGHT_OF_FINAL_INTERPRETATION,
    ),
];

/// Scarlet Seal: "Damage dealt +2".
const SEAL_BONUS: i32 = 2;
/// Right of Final Interpretation: "+1 DMG" to enemies with no more than 6 HP.
const TALENT_BONUS: i32 = 1;
/// Right of Final Interpretation: "enemies with no more than 6 HP".
const TALENT_HP: u8 = 6;
/// Scarlet Seal's `aux`: its +2 was used by the skill in progress.
const SEAL_USED: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 1 Pyro DMG."
        SEAL_OF_APPROVAL => cx.base_damage(),
        // "Deals 3 Pyro DMG and attaches Scarlet Seal to this character."
        SIGNED_EDICT => {
            cx.base_damage();
            cx.attach_self(EntityId::ScarletSeal);
        }
        // "Deals 4 Pyro DMG, attaches Scarlet Seal and Brilliance to this character."
        DONE_DEAL => {
            cx.base_damage();
            cx.attach_self(EntityId::ScarletSeal);
            cx.attach_self(EntityId::Brilliance);
        }
        _ => {}
    }
}

/// Scarlet Seal: "When the character uses a Charged Attack: Damage dealt +2. / Usage(s): 1
/// (Can stack up to 2 times)" (usages and the stacking limit from the facts: no stacking
/// before 4.2.0). The Charged Attack's damage spends a usage; the seal stays until the
/// attack is over (for the talent's draw), then goes if none is left, as in the reference.
static SCARLET_SEAL: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_damage_add(|cx, me, d| {
        let own = cx.character().is_some_and(|c| d.dealt_by(cx.player, c));
        if own && d.is_charged() && me.take_usage() {
            d.amount += SEAL_BONUS;
            me.aux = SEAL_USED;
        }
    })
    .on_after_skill(|cx, me, e| {
        let Some(c) = cx.character() else { return };
        if e.player != cx.player || e.character != c || me.aux != SEAL_USED {
            return;
        }
        me.aux = 0;
        // Right of Final Interpretation (from 4.2.0): "if Scarlet Seal was triggered, draw 1
        // card after the Skill is resolved."
        let talent = cx
            .state
            .character(cx.player, c as usize)
            .has(EntityId::RightOfFinalInterpretation);
        if talent && cx.state.version() >= Version::V4_2_0 {
            cx.draw(1);
        }
        if me.usage == 0 {
            cx.dispose = true;
        }
    });

/// Brilliance: "When the character uses a Charged Attack: Spend 1 less Pyro. (Once every
/// round.) / End Phase: Attach Scarlet Seal to this character. / Duration (Rounds): 2"
/// (duration from the facts; a cost without Pyro keeps the round's use).
static BRILLIANCE: EntityDef = EntityDef::new()
    .on_cost_element(|cx, me, q| {
        let Some(c) = cx.character() else { return };
        if q.is_charged_attack_of(cx.state, cx.player, c) {
            me.once_per_round_if(|| q.reduce_element(Element::Pyro));
        }
    })
    .on_end_phase(|cx, _| {
        if let Some(c) = cx.character() {
            cx.attach(c, EntityId::ScarletSeal);
        }
    });

/// Right of Final Interpretation (talent, Combat Action): "When your active character is
/// Yanfei, equip this card. After Yanfei equips this card, immediately use Seal of Approval
/// once. When your Yanfei, who has this card equipped, uses a Charged Attack: +1 DMG for
/// enemies with no more than 6 HP. If Scarlet Seal was triggered, draw 1 card after the
/// Skill is resolved." (The draw is Scarlet Seal's, from 4.2.0.)
static RIGHT_OF_FINAL_INTERPRETATION: CardDef = CardDef::talent::<SEAL_OF_APPROVAL>();

/// Right of Final Interpretation equipped: +1 to Yanfei's Charged Attack damage on a
/// character with 6 HP or less when the damage is dealt.
static RIGHT_OF_FINAL_INTERPRETATION_EQUIPPED: EntityDef =
    EntityDef::new().on_damage_add(|cx, _, d| {
        let own = cx.character().is_some_and(|c| d.dealt_by(cx.player, c));
        let low = cx.state.character(d.cmd.to, d.cmd.target as usize).hp <= TALENT_HP;
        if own && d.is_charged() && low {
            d.amount += TALENT_BONUS;
        }
    });
