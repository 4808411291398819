//! Eremite Floral Ring-Dancer: Dendro monster. Spiraling Whirl creates Spirit-Serpent's
//! Blessing stacks; her Elemental Burst puts the Technique card Spirit of Omen: Dendro
//! Spirit-Serpent into the hand once per match. Its Technique, Viny Razorscale, spends a
//! Blessing (if any) for +1 damage instead of its own usage. Her passive gains energy when
//! she is hurt down to 7 HP or less; her talent, Spirit Serpent's Swirl, makes a switch to
//! the character with the Spirit-Serpent deal 1 Dendro DMG once per round.

use crate::cards::prelude::*;
use crate::facts::skill::eremite_floral_ring_dancer::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::EremiteFloralRingDancer, &RING_DANCER),
    Def::Card(CardId::SpiritOfOmenDendroSpiritSerpent, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::SpiritOfOmenDendroSpiritSerpent, &SPIRIT_SERPENT),
    Def::Entity(EntityId::SpiritSerpentsBlessing, &BLESSING),
    Def::Entity(EntityId::SpiritSerpentsSwirl, &EntityDef::NONE),
    Def::Card(CardId::SpiritSerpentsSwirl, &SPIRIT_SERPENTS_SWIRL),
];

/// Spirit of Omen's Power: "If this character has no more than 7 HP".
const POWER_HP: u8 = 7;
/// Spirit of Omen's Power: "they gain 1 Energy".
const POWER_ENERGY: u8 = 1;
/// Spiraling Whirl: "Deals 3 Dendro DMG" (the facts give it no damage number).
const WHIRL_DAMAGE: u8 = 3;
/// Viny Razorscale: "Deals 1 Dendro DMG."
const RAZORSCALE_DAMAGE: u8 = 1;
/// Spirit-Serpent's Blessing: "The DMG dealt by this Technique +1".
const BLESSING_BONUS: u8 = 1;
/// Spirit-Serpent's Blessing: "(Can stack, no limit)": as many as a usage counter holds.
const BLESSING_MAX: u8 = u8::MAX;
/// Spirit Serpent's Swirl: "Deal 1 Dendro DMG".
const SWIRL_DAMAGE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Floral-Ring Caress: "Deals 2 Physical DMG."
        FLORAL_RING_CARESS => cx.base_damage(),
        // Spiraling Whirl: "Deals 3 Dendro DMG, creates 1 stack of Spirit-Serpent's
        // Blessing." (The 3 from the text: the facts give none.)
        SPIRALING_WHIRL => {
            cx.damage_active(DENDRO, WHIRL_DAMAGE);
            cx.combat_status(EntityId::SpiritSerpentsBlessing);
        }
        // "Deals 4 Dendro DMG." (The card it adds once each match: [`RING_DANCER`].)
        SPIRIT_OF_OMENS_AWAKENING_DENDRO_SPIRIT_SERPENT => cx.base_damage(),
        _ => {}
    }
}

/// Spirit of Omen's Power (passive): "After this character takes DMG: If this character has
/// no more than 7 HP, they gain 1 Energy. (Once per Round)" (not when the damage defeated
/// her; with her energy full, the round's use is spent all the same, as the reference). And the
/// Burst's "Once each Match, add 1 Spirit of Omen: Dendro Spirit-Serpent card to your
/// Hand": after the skill, as the reference.
static RING_DANCER: CharacterDef = CharacterDef::new(skill).passive(
    EntityDef::new()
        .on_damaged(|cx, me, e| {
            let Some(c) = cx.character() else { return };
            let ch = cx.state.character(cx.player, c as usize);
            if e.player == cx.player
                && e.character == c
                && ch.alive
                && ch.hp <= POWER_HP
                && me.once_per_round()
            {
                cx.energy(c, POWER_ENERGY);
            }
        })
        .on_after_skill(|cx, me, e| {
            templates::card_once_after_skill(
                cx,
                me,
                e,
                SPIRIT_OF_OMENS_AWAKENING_DENDRO_SPIRIT_SERPENT,
                CardId::SpiritOfOmenDendroSpiritSerpent,
            )
        }),
);

/// Spirit of Omen: Dendro Spirit-Serpent (Technique, equipped): "Technique: Viny Razorscale
/// (1 die and 1 Energy): Deals 1 Dendro DMG. Usage(s): 2" (usages from the facts). With a
/// Spirit-Serpent's Blessing, the damage is +1 and a Blessing stack is spent instead of the
/// Technique's usage, as the reference.
///
/// With Spirit Serpent's Swirl equipped on a Ring-Dancer of its side: "when you switch your
/// active character to one with Spirit of Omen: Dendro Spirit-Serpent equipped: Deal 1
/// Dendro DMG. (Once per Round)"; the damage is the Spirit-Serpent's.
static SPIRIT_SERPENT: EntityDef = EntityDef::new()
    .deals(DENDRO, RAZORSCALE_DAMAGE)
    .on_technique(|cx, me| {
        let blessing = cx
            .state
            .player(cx.player)
            .combat_status(EntityId::SpiritSerpentsBlessing)
            .copied();
        match blessing {
            Some(b) if b.usage > 0 => {
                cx.damage_active(DENDRO, RAZORSCALE_DAMAGE + BLESSING_BONUS);
                let p = cx.player;
                cx.spend(p, Zone::Combat, &b, 1);
            }
            _ => {
                cx.damage_active(DENDRO, RAZORSCALE_DAMAGE);
                cx.spend_after(me);
            }
        }
    })
    .on_switched(|cx, me, e| {
        let Some(c) = cx.character() else { return };
        if e.player != cx.player || e.to != c {
            return;
        }
        let swirl = cx.state.player(cx.player).characters.iter().any(|ch| {
            ch.alive
                && ch.id == CharacterId::EremiteFloralRingDancer
                && ch.has(EntityId::SpiritSerpentsSwirl)
        });
        if swirl && me.once_per_round() {
            cx.damage_active(DENDRO, SWIRL_DAMAGE);
        }
    });

/// Spirit-Serpent's Blessing (combat status; its stacks are its usages): "When your Spirit of
/// Omen: Dendro Spirit-Serpent uses Technique: The DMG dealt by this Technique +1, and does
/// not consume Usage(s) of Spirit of Omen: Dendro Spirit-Serpent. Usage(s): 1 (Can stack, no
/// limit)" (Viny Razorscale reads and spends it: [`SPIRIT_SERPENT`]).
static BLESSING: EntityDef = EntityDef::new().stacks(1, BLESSING_MAX);

/// Spirit Serpent's Swirl (talent, Combat Action, 3 Dendro): "When your active character is
/// Eremite Floral Ring-Dancer, equip this card. After Eremite Floral Ring-Dancer equips this
/// card, immediately use Spiraling Whirl once." (Its switch strike: [`SPIRIT_SERPENT`].)
static SPIRIT_SERPENTS_SWIRL: CardDef = CardDef::talent::<SPIRALING_WHIRL>();
