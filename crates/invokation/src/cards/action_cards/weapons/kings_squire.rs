//! King's Squire (Bow, 3 same). 6.5.0 text: "角色造成的伤害+1。 / 入场时：在本回合中，下次对
//! 角色打出「天赋」或角色使用「元素战技」时，少花费2个元素骰。" (The character deals +1 DMG.
//! When played: during this round, the next time you play a Talent card on the character or
//! the character uses an Elemental Skill, spend 2 fewer Elemental Dice.)
//!
//! As in the reference (GI-TCG): the discount is a status on the character ("King's Squire
//! (In Effect)", this round), spent by the first of those actions that still costs dice
//! (lowering "same" dice first, then matching, then unaligned ones); it stays if the weapon
//! is replaced. The damage bonus is on the character's damage that is not spread by a
//! reaction (Swirl); Piercing damage is never boosted.

use crate::cards::{CardCx, CardDef, CardTarget, CostAction, Cx, EntityDef, Hook};
use crate::command::{dmg, listen, Command};
use crate::facts::{card_tag, EntityId, SkillKind};
use crate::state::{Status, Zone};

/// Bonus damage.
const BONUS: i32 = 1;
/// Dice the next Talent card or Elemental Skill costs less.
const DISCOUNT: u8 = 2;

/// The card: equipped on a bow user (the engine checks the weapon type); then the discount.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::OwnCharacter,
    playable: |_, _, _| true,
    play,
};

fn play(cx: &mut CardCx) {
    if let Some(c) = cx.target_character() {
        cx.push(Command::Add {
            player: cx.player,
            zone: Zone::Character(c),
            id: EntityId::KingsSquireInEffect,
            usage: 0,
        });
    }
}

/// The equipment.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD,
    on,
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    if let Hook::DamageAdd(d) = hook {
        if d.dealt_by(cx.owner, c) && d.cmd.flags & dmg::SPREAD == 0 {
            d.amount += BONUS;
        }
    }
}

/// King's Squire (In Effect): the character's next Talent card or Elemental Skill costs 2
/// dice less, this round.
pub(super) static IN_EFFECT: EntityDef = EntityDef {
    listens: listen::COST,
    on: discount,
    // "During this Round".
    init: Some((0, 1)),
    ..EntityDef::INERT
};

fn discount(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    let Hook::Cost(q) = hook else { return };
    if q.player != cx.owner || q.cost.dice() == 0 {
        return;
    }
    let me = cx.state.character(cx.owner, c as usize).id;
    let applies = match q.action {
        CostAction::Skill {
            character,
            kind: SkillKind::Elemental,
            ..
        } => character == c,
        CostAction::Card(card) => card
            .facts(cx.state.version())
            .is_some_and(|f| f.tags & card_tag::TALENT != 0 && f.character == Some(me)),
        _ => false,
    };
    if applies {
        q.reduce_dice(DISCOUNT);
        cx.dispose = true;
    }
}
