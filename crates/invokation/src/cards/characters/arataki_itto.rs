//! Arataki Itto: Geo claymore. He builds up Superlative Superstrength (stacks boosting, and
//! at 2 or more cheapening, his Charged Attacks) from his skill, from his summon Ushi (which
//! shields the active character) and from Raging Oni King, his burst's Geo infusion. His
//! talent, Arataki Ichiban, makes the stacks hit harder from his second Normal Attack of a
//! round.

use crate::cards::prelude::*;
use crate::facts::skill::arataki_itto::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::AratakiItto, &CharacterDef::new(skill)),
    Def::Entity(EntityId::Ushi_116051, &USHI),
    Def::Entity(EntityId::SuperlativeSuperstrength, &SUPERSTRENGTH),
    Def::Entity(EntityId::RagingOniKing, &RAGING_ONI_KING),
    // Its effect is in Superlative Superstrength.
    Def::Entity(EntityId::AratakiIchiban, &EntityDef::NONE),
    Def::Card(CardId::AratakiIchiban, &ARATAKI_ICHIBAN),
    Def::BehaviourSince(
        crate::cards::Item::Character(CharacterId::AratakiItto),
        Version::V3_7_0,
        "Ushi: in 3.6 only damage to the active character gave Itto Superlative Superstrength",
    ),
];

/// Superlative Superstrength: a Charged Attack "Deal +1 DMG".
const SUPERSTRENGTH_BONUS: i32 = 1;
/// Arataki Ichiban: from the second Fight Club Legend of a round, "deal +1 additional DMG".
const ICHIBAN_BONUS: i32 = 1;
/// Superlative Superstrength: "If there are at least 2 Usage(s), spend 1 less Unaligned
/// Element."
const SUPERSTRENGTH_DISCOUNT_FROM: u8 = 2;
/// Ushi: "End Phase: ... deal 1 Geo DMG".
const USHI_DAMAGE: u8 = 1;
/// Raging Oni King: "Normal Attacks deal +1 DMG" (+2 before 4.2).
const ONI_KING_BONUS: i32 = 1;
/// Raging Oni King's bonus before 4.2.
const ONI_KING_BONUS_BEFORE_4_2: i32 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        FIGHT_CLUB_LEGEND => cx.base_damage(),
        // "Deals 1 Geo DMG. Summons Ushi. This character gains Superlative Superstrength."
        MASATSU_ZETSUGI_AKAUSHI_BURST => {
            cx.base_damage();
            cx.summon(EntityId::Ushi_116051);
            cx.attach_self(EntityId::SuperlativeSuperstrength);
        }
        // "Deals 4 Geo DMG. This character gains Raging Oni King." (5 before 4.2: the facts.)
        ROYAL_DESCENT_BEHOLD_ITTO_THE_EVIL => {
            cx.base_damage();
            cx.attach_self(EntityId::RagingOniKing);
        }
        _ => {}
    }
}

/// Gives Superlative Superstrength to the side's Arataki Itto (if he is in play).
fn superstrength_to_itto(cx: &mut Cx) {
    let p = cx.player;
    let itto = (0..CHARACTERS as u8).find(|&c| {
        let ch = cx.state.character(p, c as usize);
        ch.alive && ch.id == CharacterId::AratakiItto
    });
    if let Some(c) = itto {
        cx.attach(c, EntityId::SuperlativeSuperstrength);
    }
}

/// Bit of Ushi's `aux`: it has given its Superlative Superstrength after damage.
const USHI_GAVE: u8 = 1;

/// Ushi: "When your active character takes DMG: Decrease DMG taken by 1. Usage(s): 1. When
/// the Usage is depleted, this card will not be discarded. / Can be triggered once while
/// this Summon is present: When your character takes DMG, Arataki Itto gains Superlative
/// Superstrength. / End Phase: Discard this card, deal 1 Geo DMG, and Arataki Itto gains
/// Superlative Superstrength."
///
/// Any damage to a character of its side counts (also 0 after the reduction, and
/// Piercing); the stack in the End Phase is 6.5's (earlier versions: none).
static USHI: EntityDef = templates::reduction(1)
    .keep_at_zero()
    .deals(GEO, USHI_DAMAGE)
    .on_damaged(|cx, me, e| {
        if e.player == cx.player && me.aux & USHI_GAVE == 0 {
            me.aux |= USHI_GAVE;
            superstrength_to_itto(cx);
        }
    })
    .on_end_phase(|cx, _| {
        cx.strike();
        cx.dispose = true;
        if cx.state.version() >= Version::V6_5_0 {
            superstrength_to_itto(cx);
        }
    });

/// Superlative Superstrength: "When the character to which this is attached uses a Charged
/// Attack: Deal +1 DMG. If there are at least 2 Usage(s), spend 1 less Unaligned Element.
/// Usage(s): 1 (Can stack. Max 3 stacks.)" The damage spends a stack; the discount spends
/// none. With Arataki Ichiban equipped, from the second Fight Club Legend of the round the
/// Charged Attack deals +1 more ("After your Arataki Itto, who has this card equipped, uses
/// Fight Club Legend for the second time or more in one Round: If Superlative Superstrength
/// is triggered, deal +1 additional DMG.").
static SUPERSTRENGTH: EntityDef = EntityDef::new()
    .on_damage_add(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if !(d.dealt_directly_by(cx.player, c) && d.is_charged() && me.take_usage()) {
            return;
        }
        let ch = cx.state.character(cx.player, c as usize);
        let again = ch.skill_uses[FIGHT_CLUB_LEGEND as usize] >= 2;
        d.amount += SUPERSTRENGTH_BONUS;
        if again && ch.has(EntityId::AratakiIchiban) {
            d.amount += ICHIBAN_BONUS;
        }
    })
    .on_cost_unaligned(|cx, me, q| {
        let Some(c) = cx.character() else { return };
        if q.is_charged_attack_of(cx.state, cx.player, c) && me.usage >= SUPERSTRENGTH_DISCOUNT_FROM
        {
            q.reduce_unaligned();
        }
    });

/// Raging Oni King: "The character to which this is attached has their Normal Attacks deal
/// +1 DMG, and their Physical DMG dealt converted to Geo DMG. / Duration (Rounds): 2 / After
/// the character to which this is attached uses a Normal Attack: Gains Superlative
/// Superstrength. (Once per Round)" (+2 before 4.2.) Its character's own skill damage, as
/// the reference.
static RAGING_ONI_KING: EntityDef = EntityDef::new()
    .on_damage_type(|cx, _, d| {
        let own = cx
            .character()
            .is_some_and(|c| d.dealt_directly_by(cx.player, c));
        if own && d.is_skill() && d.dtype == PHYSICAL {
            d.dtype = GEO;
        }
    })
    .on_damage_add(|cx, _, d| {
        let own = cx
            .character()
            .is_some_and(|c| d.dealt_directly_by(cx.player, c));
        if own && d.is_normal_attack() {
            d.amount += if cx.state.version() < Version::V4_2_0 {
                ONI_KING_BONUS_BEFORE_4_2
            } else {
                ONI_KING_BONUS
            };
        }
    })
    .on_after_skill(|cx, me, e| {
        let Some(c) = cx.character() else { return };
        if e.player == cx.player
            && e.character == c
            && e.kind == SkillKind::Normal
            && me.once_per_round()
        {
            cx.attach(c, EntityId::SuperlativeSuperstrength);
        }
    });

/// Arataki Ichiban (talent, Combat Action, 1 Geo + 2 unaligned): "When your active character
/// is Arataki Itto, equip this card. After Arataki Itto equips this card, immediately use
/// Fight Club Legend once." (Its bonus: [`SUPERSTRENGTH`].)
static ARATAKI_ICHIBAN: CardDef = CardDef::talent::<FIGHT_CLUB_LEGEND>();
