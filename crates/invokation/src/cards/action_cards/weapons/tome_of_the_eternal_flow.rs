//! Tome of the Eternal Flow (Catalyst, 3 same). 6.5.0 text: "角色造成的伤害+1。 / 角色受到伤害或
//! 治疗后：如果本回合已受到伤害或治疗累计2次，则角色本回合中下次造成的伤害+2。（每回合1次）"
//! (The character deals +1 DMG. After the character takes DMG or is healed: if it has taken
//! DMG or been healed 2 times in total this round, its next damage this round +2. Once per
//! Round.)
//!
//! The weapon counts the character's damage taken and heals this round in its per-round
//! counter; at the second it gives Aeon Wave (this round: the character's next damage +2),
//! as the reference (GI-TCG) does. The count only grows within a round, so the second time
//! comes once a round.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::TomeOfTheEternalFlow, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::TomeOfTheEternalFlow, &WEAPON),
    Def::Entity(EntityId::AeonWave, &AEON_WAVE),
];

/// "The character deals +1 DMG."
const BONUS: u8 = 1;
/// "taken DMG or been healed 2 times in total this round".
const TIMES: u8 = 2;
/// Aeon Wave: "next damage +2".
const WAVE_BONUS: i32 = 2;

static WEAPON: EntityDef = templates::damage_bonus(BONUS)
    .on_damaged(|cx, me, e| count(cx, me, e.player, e.character))
    .on_healed(|cx, me, e| count(cx, me, e.player, e.character));

/// Counts a damage taken or a heal of the character; Aeon Wave at the second this round.
fn count(cx: &mut Cx, me: &mut Status, p: Player, c: u8) {
    let Some(own) = cx.character() else { return };
    if p == cx.player && c == own {
        me.counter = me.counter.saturating_add(1);
        if me.counter == TIMES {
            cx.attach(own, EntityId::AeonWave);
        }
    }
}

/// Aeon Wave (status, this round): the character's next damage +2.
static AEON_WAVE: EntityDef = EntityDef::new().init(1, 1).on_damage_add(|cx, _, d| {
    if cx
        .character()
        .is_some_and(|c| d.dealt_directly_by(cx.player, c))
    {
        d.amount += WAVE_BONUS;
        cx.dispose = true;
    }
});
