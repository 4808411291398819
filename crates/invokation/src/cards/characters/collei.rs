//! Collei: Dendro bow. Trump-Card Kitty summons Cuilein-Anbar, whose End Phase Dendro
//! damage reacts like any other (Bloom, Quicken, Burning: the reaction's entity goes to
//! Collei's side). Her talent, Floral Sidewinder, makes Floral Brush create Sprout (1 Dendro
//! damage after a skill of her side triggers a Dendro-related reaction, once, that round).

use crate::cards::prelude::*;
use crate::facts::skill::collei::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Collei, &CharacterDef::new(skill)),
    Def::Entity(EntityId::CuileinAnbar, &CUILEIN_ANBAR),
    Def::Entity(EntityId::Sprout, &SPROUT),
    // "No new Sprout can be created this Round."
    Def::Entity(EntityId::SproutAlreadyInPlay, &EntityDef::THIS_ROUND),
    Def::Entity(EntityId::FloralSidewinder, &EntityDef::NONE),
    Def::Card(CardId::FloralSidewinder, &FLORAL_SIDEWINDER),
];

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Supplicant's Bowmanship: "Deals 2 Physical DMG."
        SUPPLICANTS_BOWMANSHIP => cx.base_damage(),
        // Floral Brush: "Deals 3 Dendro DMG." With Floral Sidewinder, Sprout, unless one was
        // created this round already (Sprout (Already in Play), as in the reference).
        FLORAL_BRUSH => {
            cx.base_damage();
            let already = cx
                .state
                .player(cx.player)
                .combat_status(EntityId::SproutAlreadyInPlay)
                .is_some();
            if cx.has(EntityId::FloralSidewinder) && !already {
                cx.combat_status(EntityId::Sprout);
                cx.combat_status(EntityId::SproutAlreadyInPlay);
            }
        }
        // Trump-Card Kitty: "Deals 2 Dendro DMG, summons 1 Cuilein-Anbar."
        TRUMP_CARD_KITTY => {
            cx.base_damage();
            cx.summon(EntityId::CuileinAnbar);
        }
        _ => {}
    }
}

/// Cuilein-Anbar: "End Phase: Deal 2 Dendro DMG. Usage(s): 2" (usages from the facts).
static CUILEIN_ANBAR: EntityDef = templates::summon(DENDRO, 2);

/// Sprout: "After your character uses a Skill to trigger Dendro-Related Reactions: Deal 1
/// Dendro DMG. (Once per Round) Duration (Rounds): 1" (duration from the facts).
///
/// A Dendro-related reaction its side's character triggers (their skill's damage, its
/// Swirl spread) is noted in `aux`; after that side's next skill the damage is dealt. The
/// events of a skill are dispatched before its "after skill" event, so the note always
/// belongs to the skill that just ended; a card's reaction outside a skill is forgotten
/// once the card has resolved.
static SPROUT: EntityDef = EntityDef::new()
    .deals(DENDRO, 1)
    .on_reaction(|cx, me, e| {
        let by_character = matches!(e.source, Source::Character(_));
        if e.player == cx.player && by_character && e.reaction.involves(Element::Dendro) {
            me.aux = 1;
        }
    })
    .on_after_skill(|cx, me, e| {
        if e.player != cx.player {
            return;
        }
        if me.aux == 1 && me.once_per_round() {
            cx.strike();
        }
        me.aux = 0;
    })
    .on_card_played(|cx, me, e| {
        if e.player == cx.player {
            me.aux = 0;
        }
    });

/// Floral Sidewinder (talent, Combat Action): "When your active character is Collei, equip
/// this card. After Collei equips this card, immediately use Floral Brush once. After your
/// Collei, who has this card equipped, uses Floral Brush, during this Round, when your
/// characters' Skills trigger Dendro-Related Reactions: Deal 1 Dendro DMG. (Once per Round)"
static FLORAL_SIDEWINDER: CardDef = CardDef::talent::<FLORAL_BRUSH>();
