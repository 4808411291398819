//! Raiden Shogun: Electro polearm. Eye of Stormy Judgment boosts her side's Elemental
//! Bursts; Chakra Desiderata gathers Resolve from the other characters' bursts and spends
//! it on her own (twice with her talent, Wishes Unnumbered).

use crate::cards::prelude::*;
use crate::facts::skill::raiden_shogun::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::RaidenShogun, &RAIDEN),
    Def::Entity(EntityId::EyeOfStormyJudgment, &EYE_OF_STORMY_JUDGMENT),
    Def::Entity(EntityId::ChakraDesiderata, &CHAKRA_DESIDERATA),
    // Its effect is in Chakra Desiderata.
    Def::Entity(EntityId::WishesUnnumbered, &EntityDef::NONE),
    Def::Card(CardId::WishesUnnumbered, &WISHES_UNNUMBERED),
];

/// Eye of Stormy Judgment: "End Phase: Deal 1 Electro DMG."
const EYE_DAMAGE: u8 = 1;
/// Eye of Stormy Judgment: "Your characters' Elemental Bursts deal +1 DMG."
const EYE_BONUS: i32 = 1;
/// Secret Art: Musou Shinsetsu: "All of your other characters gain 2 Energy."
const BURST_ENERGY: u8 = 2;
/// Chakra Desiderata: "Gain 1 Resolve. (Max 3)".
const MAX_RESOLVE: u8 = 3;

/// Chakra Desiderata (passive): "When the battle begins, this character gains Chakra
/// Desiderata." (Again when she is revived, as the reference.)
static RAIDEN: CharacterDef = CharacterDef::new(skill).passive(
    EntityDef::new()
        .on_battle_begins(chakra_desiderata)
        .on_revived(chakra_desiderata),
);

/// Chakra Desiderata: Raiden Shogun gains its status.
fn chakra_desiderata(cx: &mut Cx, _me: &mut Status) {
    if let Some(c) = cx.character() {
        cx.attach(c, EntityId::ChakraDesiderata);
    }
}

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        ORIGIN => cx.base_damage(),
        // "Summons 1 Eye of Stormy Judgment."
        TRANSCENDENCE_BALEFUL_OMEN => cx.summon(EntityId::EyeOfStormyJudgment),
        // "Deals 3 Electro DMG. All of your other characters gain 2 Energy." (Chakra
        // Desiderata adds its Resolve to the damage.)
        SECRET_ART_MUSOU_SHINSETSU => {
            cx.base_damage();
            let me = cx.character as usize;
            for c in 0..CHARACTERS {
                if c != me && cx.state.character(cx.player, c).alive {
                    cx.energy(c as u8, BURST_ENERGY);
                }
            }
        }
        _ => {}
    }
}

/// Eye of Stormy Judgment: "End Phase: Deal 1 Electro DMG. Usage(s): 3. When this Summon is
/// on the field: Your characters' Elemental Bursts deal +1 DMG."
static EYE_OF_STORMY_JUDGMENT: EntityDef =
    templates::summon(ELECTRO, EYE_DAMAGE).on_damage_add(|cx, _, d| {
        if d.cmd.from == cx.player
            && matches!(d.cmd.source, Source::Character(_))
            && d.cmd.skill == Some(SkillKind::Burst)
        {
            d.amount += EYE_BONUS;
        }
    });

/// Chakra Desiderata: "After your other characters use Elemental Bursts: Gain 1 Resolve.
/// (Max 3) / When the character to which this is attached uses Secret Art: Musou Shinsetsu:
/// Consume all Resolve and deal +1 DMG per Resolve." Wishes Unnumbered: "It will deal +1
/// additional DMG for every point of Resolve consumed." The Resolve is its usages.
static CHAKRA_DESIDERATA: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_after_skill(|cx, me, e| {
        let other = cx.character().is_some_and(|c| c != e.character);
        if e.player == cx.player && e.kind == SkillKind::Burst && other {
            me.usage = (me.usage + 1).min(MAX_RESOLVE);
        }
    })
    .on_damage_add(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if d.dealt_directly_by(cx.player, c) && d.cmd.skill == Some(SkillKind::Burst) {
            let talent = cx
                .state
                .character(cx.player, c as usize)
                .has(EntityId::WishesUnnumbered);
            let per = if talent { 2 } else { 1 };
            d.amount += (me.usage * per) as i32;
            me.usage = 0;
        }
    });

/// Wishes Unnumbered (talent, Combat Action): "When your active character is Raiden Shogun,
/// equip this card. After Raiden Shogun equips this card, immediately use Secret Art: Musou
/// Shinsetsu once."
static WISHES_UNNUMBERED: CardDef = CardDef::talent::<SECRET_ART_MUSOU_SHINSETSU>();
