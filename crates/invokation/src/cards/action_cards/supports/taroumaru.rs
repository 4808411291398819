//! Taroumaru (Companion, 2 same dice). 6.5.0 text: "入场时：生成4张太郎丸的存款，均匀地置入我
//! 方牌库中。 / 我方打出2张太郎丸的存款后：弃置此牌，召唤愤怒的太郎丸。" (When played: Create 4
//! Taroumaru's Savings and distribute them evenly in your deck. / After you have played 2
//! Taroumaru's Savings cards: Discard this card and summon 1 Taroumaru Enraged.) The four
//! cards are spread evenly (`DeckSpot::Evenly`: no chance); its usages count the Savings its
//! side played since it entered (the reference's "count"); at 2 it summons and is discarded
//! (the summon is lost when 4 are in play; it goes all the same).
//!
//! Taroumaru's Savings (free event): "生成1个万能元素。" (Create 1 Omni Element.)
//! Taroumaru Enraged (summon): "结束阶段：造成2点物理伤害。 / 可用次数：2" (End Phase: Deal 2
//! Physical DMG. Usage(s): 2.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(
        CardId::Taroumaru,
        &CardDef::SUPPORT
            .effect(|cx| cx.insert_into_deck(CardId::TaroumarusSavings, SAVINGS, DeckSpot::Evenly)),
    ),
    Def::Entity(EntityId::Taroumaru, &TAROUMARU),
    Def::Card(
        CardId::TaroumarusSavings,
        &CardDef::event(|cx| cx.gain_omni(OMNI)),
    ),
    Def::Entity(
        EntityId::TaroumaruEnraged,
        &templates::summon(PHYSICAL, ENRAGED_DAMAGE),
    ),
];

/// "Create 4 Taroumaru's Savings".
const SAVINGS: u8 = 4;
/// "After you have played 2 Taroumaru's Savings cards".
const PLAYED: u8 = 2;
/// "Create 1 Omni Element".
const OMNI: u8 = 1;
/// "Deal 2 Physical DMG".
const ENRAGED_DAMAGE: u8 = 2;

/// The support: `usage` counts the Savings played.
static TAROUMARU: EntityDef = EntityDef::new()
    .init(0, NO_DURATION)
    .keep_at_zero()
    .on_card_played(|cx, me, e| {
        if e.player == cx.player && e.card == CardId::TaroumarusSavings {
            me.usage = me.usage.saturating_add(1);
            if me.usage >= PLAYED {
                cx.summon(EntityId::TaroumaruEnraged);
                cx.dispose = true;
            }
        }
    });
