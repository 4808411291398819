//! Gorou: Geo bow. Inuzaka All-Round Defense raises General's War Banner (+1 to his side's
//! characters' Geo damage, its duration stacking up to 3 rounds); Juuga: Forward Unto
//! Victory raises it too and summons General's Glory (which shields its side with
//! Crystallize when the team has two Geo characters). His talent, Rushing Hound: Swift as
//! the Wind, draws a card after his side's Geo damage while the Banner is up.

use crate::cards::prelude::*;
use crate::facts::skill::gorou::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Gorou, &CharacterDef::new(skill)),
    Def::Entity(EntityId::GeneralsWarBanner, &GENERALS_WAR_BANNER),
    Def::Entity(EntityId::GeneralsGlory, &GENERALS_GLORY),
    Def::Entity(EntityId::RushingHoundSwiftAsTheWind, &RUSHING_HOUND),
    Def::Card(CardId::RushingHoundSwiftAsTheWind, &RUSHING_HOUND_CARD),
];

/// General's War Banner: "Your party's characters deal +1 Geo DMG."
const BANNER_BONUS: i32 = 1;
/// General's Glory: "End Phase: Deal 1 Geo DMG."
const GLORY_DAMAGE: u8 = 1;
/// General's Glory: "If your party has 2 Geo characters, create 1 Crystallize."
const GLORY_GEO_CHARACTERS: usize = 2;
/// Rushing Hound: "draw 1 card".
const TALENT_DRAW: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        RIPPING_FANG_FLETCHING => cx.base_damage(),
        // "Deals 2 Geo DMG, creates 1 General's War Banner."
        INUZAKA_ALL_ROUND_DEFENSE => {
            cx.base_damage();
            cx.combat_status(EntityId::GeneralsWarBanner);
        }
        // "Deals 2 Geo DMG, creates 1 General's War Banner, summons General's Glory."
        JUUGA_FORWARD_UNTO_VICTORY => {
            cx.base_damage();
            cx.combat_status(EntityId::GeneralsWarBanner);
            cx.summon(EntityId::GeneralsGlory);
        }
        _ => {}
    }
}

/// General's War Banner: "Your party's characters deal +1 Geo DMG. Duration (Rounds): 2
/// (Can stack, can stack till 3 Rounds)" (duration and its limit from the facts; created
/// again, its rounds add up to the limit). Every Geo damage its side's characters deal.
static GENERALS_WAR_BANNER: EntityDef = EntityDef::new().on_damage_add(|cx, _, d| {
    if d.dealt_directly_by_side(cx.player) && d.is(Element::Geo) {
        d.amount += BANNER_BONUS;
    }
});

/// General's Glory: "End Phase: Deal 1 Geo DMG. If your party has 2 Geo characters, create
/// 1 Crystallize. Usage(s): 2" (usages from the facts). Defeated Geo characters count, as
/// in the reference.
static GENERALS_GLORY: EntityDef =
    EntityDef::new()
        .deals(GEO, GLORY_DAMAGE)
        .on_end_phase(|cx, me| {
            cx.strike();
            let p = cx.player;
            let geo = (0..CHARACTERS)
                .filter(|&c| cx.state.character_facts(p, c).element == Some(Element::Geo))
                .count();
            if geo >= GLORY_GEO_CHARACTERS {
                cx.combat_status(EntityId::Crystallize);
            }
            cx.spend_after(me);
        });

/// Rushing Hound: Swift as the Wind, equipped: "When your Gorou, who has this card
/// equipped, is on the field, and after any of your characters deals Geo DMG: If General's
/// War Banner is in play, draw 1 card. (Once per Round)" The Banner is looked at when the
/// damage's event is handled, after the skill that dealt it (so the Inuzaka All-Round
/// Defense that creates the Banner counts, as in the reference).
static RUSHING_HOUND: EntityDef = EntityDef::new().on_damaged(|cx, me, e| {
    let banner = cx
        .state
        .player(cx.player)
        .combat_status(EntityId::GeneralsWarBanner)
        .is_some();
    let ours = e.from == cx.player && matches!(e.source, Source::Character(_));
    if ours && e.dtype == GEO && banner && me.once_per_round() {
        cx.draw(TALENT_DRAW);
    }
});

/// Rushing Hound: Swift as the Wind (talent, Combat Action, 3 Geo): "When your active
/// character is Gorou, equip this card. After Gorou equips this card, immediately use
/// Inuzaka All-Round Defense once." (What the equipped card does: [`RUSHING_HOUND`].)
static RUSHING_HOUND_CARD: CardDef = CardDef::talent::<INUZAKA_ALL_ROUND_DEFENSE>();
