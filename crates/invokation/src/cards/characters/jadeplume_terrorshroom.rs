//! Jadeplume Terrorshroom: Dendro monster. Radical Vitality gathers stacks from the
//! Elemental damage it deals and takes, which its burst spends for damage; its talent,
//! Proliferating Spores, raises the limit.

use crate::cards::prelude::*;
use crate::facts::skill::jadeplume_terrorshroom::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::JadeplumeTerrorshroom, &JADEPLUME),
    Def::Entity(EntityId::RadicalVitality, &RADICAL_VITALITY),
    // Its effect is in Radical Vitality.
    Def::Entity(EntityId::ProliferatingSpores, &EntityDef::NONE),
    Def::Card(CardId::ProliferatingSpores, &PROLIFERATING_SPORES),
];

/// Radical Vitality: "(Max 3 stacks)".
const MAX_STACKS: u8 = 3;
/// Proliferating Spores: "can accumulate 1 more stack of Radical Vitality."
const TALENT_STACKS: u8 = 1;

/// Radical Vitality (passive): "When the battle begins, this character gains Radical
/// Vitality." (Again when it is revived, as the reference.)
static JADEPLUME: CharacterDef = CharacterDef::new(skill).passive(
    EntityDef::new()
        .on_battle_begins(radical_vitality)
        .on_revived(radical_vitality),
);

/// Radical Vitality: Jadeplume Terrorshroom gains its status.
fn radical_vitality(cx: &mut Cx, _me: &mut Status) {
    if let Some(c) = cx.character() {
        cx.attach(c, EntityId::RadicalVitality);
    }
}

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG." / "Deals 3 Dendro DMG."
        MAJESTIC_DANCE | VOLATILE_SPORE_CLOUD => cx.base_damage(),
        // "Deals 4 Dendro DMG, then consumes all Radical Vitality stacks. For each stack
        // consumed, this instance deals +1 DMG." (The burst's own Dendro damage then adds a
        // stack, after the skill, as in the reference.)
        FEATHER_SPREADING => {
            let zone = Zone::Character(cx.character);
            let stacks = cx
                .me()
                .status(EntityId::RadicalVitality)
                .map_or(0, |s| s.usage);
            cx.base_damage_plus(stacks);
            cx.set_usage(zone, EntityId::RadicalVitality, 0);
        }
        _ => {}
    }
}

/// The most stacks of Radical Vitality of the character at `c`.
fn max_stacks(state: &GameState, p: Player, c: u8) -> u8 {
    let talent = state
        .character(p, c as usize)
        .has(EntityId::ProliferatingSpores);
    MAX_STACKS + if talent { TALENT_STACKS } else { 0 }
}

/// Radical Vitality: "After this character deals or takes Elemental DMG: Gain 1 stack of
/// Radical Vitality. (Max 3 stacks) / End Phase: If Radical Vitality stacks reach the
/// maximum limit, they will be cleared and the character will lose all Energy." The stacks
/// are its usages.
static RADICAL_VITALITY: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_damaged(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        let dealt = d.from == cx.player && d.source == Source::Character(c);
        let taken = d.player == cx.player && d.character == c;
        if (dealt || taken) && d.dtype.element().is_some() {
            me.usage = (me.usage + 1).min(max_stacks(cx.state, cx.player, c));
        }
    })
    .on_end_phase(|cx, me| {
        let Some(c) = cx.character() else { return };
        if me.usage >= max_stacks(cx.state, cx.player, c) {
            me.usage = 0;
            let energy = cx.state.character(cx.player, c as usize).energy;
            cx.lose_energy(c, energy);
        }
    });

/// Proliferating Spores (talent, Combat Action): "When your active character is Jadeplume
/// Terrorshroom, equip this card. After Jadeplume Terrorshroom equips this card,
/// immediately use Volatile Spore Cloud once."
static PROLIFERATING_SPORES: CardDef = CardDef::talent::<VOLATILE_SPORE_CLOUD>();
