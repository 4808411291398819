//! End of the Line (Bow, 2 same). 6.5.0 text: "我方打出名称不存在于本局最初牌组中的行动牌后：
//! 此牌累积1点「渔猎」。（最多累积2点，每回合最多累积2点） / 角色使用技能时：如果此牌已有
//! 「渔猎」，则消耗所有「渔猎」，使此技能伤害+1，并且每消耗1点「渔猎」就抓1张牌。" (After you
//! play an Action Card whose name is not in this match's initial deck: this card gains 1
//! Catch point (max 2 points, at most 2 gained per Round). When the character uses a
//! Skill: if this card has Catch points, consume them all: this Skill deals +1 DMG, and
//! draw 1 card for each point consumed.)
//!
//! The Catch points are the weapon's usages (the reference's `fishing`), the points gained
//! this round its per-round counter. A card counts by the match record of the initial deck
//! ([`crate::state::PlayerState::in_initial_deck`]); End of the Line itself counts when it
//! is not in it (the card played is heard by what it brought into play, as every card
//! play). The +1 is for the character's damage of the skill (not spread by a reaction);
//! the points are consumed and the cards drawn after the skill, as the reference's.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::EndOfTheLine, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::EndOfTheLine, &ENTITY),
];

/// "最多累积2点".
const MAX_POINTS: u8 = 2;
/// "每回合最多累积2点".
const PER_ROUND: u8 = 2;
/// "使此技能伤害+1".
const BONUS: i32 = 1;

static ENTITY: EntityDef = EntityDef::new()
    .init(0, NO_DURATION)
    .keep_at_zero()
    .on_card_played(|cx, me, e| {
        if e.player == cx.player
            && !cx.state.player(cx.player).in_initial_deck(e.card)
            && me.usage < MAX_POINTS
            && me.per_round(PER_ROUND)
        {
            me.usage += 1;
        }
    })
    .on_damage_add(|cx, me, d| {
        if me.usage > 0
            && d.is_skill()
            && cx
                .character()
                .is_some_and(|c| d.dealt_directly_by(cx.player, c))
        {
            d.amount += BONUS;
        }
    })
    .on_after_skill(|cx, me, e| {
        if e.player == cx.player && Some(e.character) == cx.character() && me.usage > 0 {
            cx.draw(me.usage);
            me.usage = 0;
        }
    });
