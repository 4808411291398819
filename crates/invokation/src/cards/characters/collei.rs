//! Collei: Dendro bow. Trump-Card Kitty summons Cuilein-Anbar, whose End Phase Dendro
//! damage reacts like any other (Bloom, Quicken, Burning: the reaction's entity goes to
//! Collei's side). Her talent, Floral Sidewinder, makes Floral Brush create Sprout (1 Dendro
//! damage after a skill of her side triggers a Dendro-related reaction, once, that round).

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Event, Source};
use crate::facts::{CardId, DamageType, Element, EntityId};
use crate::state::Status;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Cuilein-Anbar: "End Phase: Deal 2 Dendro DMG."
const CUILEIN_ANBAR_DAMAGE: u8 = 2;
/// Sprout: "Deal 1 Dendro DMG."
const SPROUT_DAMAGE: u8 = 1;
/// Position of Floral Brush in Collei's skill list.
const FLORAL_BRUSH: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Supplicant's Bowmanship: "Deals 2 Physical DMG."
        0 => cx.base_damage(),
        // Floral Brush: "Deals 3 Dendro DMG." With Floral Sidewinder, Sprout, unless one was
        // created this round already (Sprout (Already in Play), as in the reference).
        1 => {
            cx.base_damage();
            let me = cx.state.character(cx.player, cx.character as usize);
            let ps = cx.state.player(cx.player);
            if me.has(EntityId::FloralSidewinder)
                && ps.combat_status(EntityId::SproutAlreadyInPlay).is_none()
            {
                cx.add_combat_status(EntityId::Sprout);
                cx.add_combat_status(EntityId::SproutAlreadyInPlay);
            }
        }
        // Trump-Card Kitty: "Deals 2 Dendro DMG, summons 1 Cuilein-Anbar."
        2 => {
            cx.base_damage();
            cx.summon(EntityId::CuileinAnbar);
        }
        _ => {}
    }
}

/// Cuilein-Anbar: "End Phase: Deal 2 Dendro DMG. Usage(s): 2" (usages from the facts).
static CUILEIN_ANBAR: EntityDef = EntityDef {
    listens: listen::END_PHASE,
    on: cuilein_anbar,
    ..EntityDef::INERT
};

fn cuilein_anbar(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::EndPhase) = hook {
        let dendro = DamageType::Elemental(Element::Dendro);
        cx.damage_active(Source::Summon(me.id), CUILEIN_ANBAR_DAMAGE, dendro);
        cx.spend_after(me);
    }
}

/// Sprout: "After your character uses a Skill to trigger Dendro-Related Reactions: Deal 1
/// Dendro DMG. (Once per Round) Duration (Rounds): 1" (duration from the facts).
///
/// A Dendro-related reaction its side's character triggers (their skill's damage, its
/// Swirl spread) is noted in `aux`; after that side's next skill the damage is dealt. The
/// events of a skill are dispatched before its "after skill" event, so the note always
/// belongs to the skill that just ended; a card's reaction outside a skill is forgotten
/// once the card has resolved.
static SPROUT: EntityDef = EntityDef {
    listens: listen::REACTION | listen::AFTER_SKILL | listen::CARD_PLAYED,
    on: sprout,
    ..EntityDef::INERT
};

fn sprout(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let Hook::Event(event) = hook else { return };
    match **event {
        Event::Reaction {
            player,
            source: Source::Character(_),
            reaction,
        } if player == cx.owner && reaction.involves(Element::Dendro) => me.aux = 1,
        Event::AfterSkill { player, .. } if player == cx.owner => {
            if me.aux == 1 && me.counter == 0 {
                let dendro = DamageType::Elemental(Element::Dendro);
                cx.damage_active(Source::Entity(me.id), SPROUT_DAMAGE, dendro);
                me.counter = 1;
            }
            me.aux = 0;
        }
        Event::CardPlayed { player, .. } if player == cx.owner => me.aux = 0,
        _ => {}
    }
}

/// Floral Sidewinder (talent, Combat Action): "When your active character is Collei, equip
/// this card. After Collei equips this card, immediately use Floral Brush once. After your
/// Collei, who has this card equipped, uses Floral Brush, during this Round, when your
/// characters' Skills trigger Dendro-Related Reactions: Deal 1 Dendro DMG. (Once per Round)"
static FLORAL_SIDEWINDER: CardDef = CardDef::talent::<FLORAL_BRUSH>();

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::CuileinAnbar => &CUILEIN_ANBAR,
        EntityId::Sprout => &SPROUT,
        // "No new Sprout can be created this Round."
        EntityId::SproutAlreadyInPlay => &EntityDef::TIMER,
        EntityId::FloralSidewinder => &EntityDef::INERT,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::FloralSidewinder => &FLORAL_SIDEWINDER,
        _ => return None,
    })
}
