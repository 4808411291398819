//! Maguu Kenki: Anemo monster. Two Elemental Skills summon his Shadowswords (Anemo and
//! Cryo End Phase summons); his burst sets off every Shadowsword at once without using it
//! up. His talent, Transcendent Automaton, makes the two skills switch his side's active
//! character forward or back.

use crate::cards::prelude::*;
use crate::facts::skill::maguu_kenki::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::MaguuKenki, &CharacterDef::new(skill)),
    Def::Entity(EntityId::ShadowswordLoneGale, &LONE_GALE),
    Def::Entity(EntityId::ShadowswordGallopingFrost, &GALLOPING_FROST),
    // Its effect is in the two Elemental Skills (the switch after them).
    Def::Entity(EntityId::TranscendentAutomaton, &EntityDef::NONE),
    Def::Card(CardId::TranscendentAutomaton, &TRANSCENDENT_AUTOMATON),
];

/// A Shadowsword's damage ("End Phase: Deal 1 Anemo DMG" / "1 Cryo DMG").
const SHADOWSWORD_DAMAGE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        ICHIMONJI => cx.base_damage(),
        // "Summons 1 Shadowsword: Lone Gale." (Up to 3.3 it also dealt 1 Anemo DMG: the
        // damage of the facts.) With Transcendent Automaton: "you will switch to your next
        // character".
        BLUSTERING_BLADE => {
            shadowsword_skill(cx, EntityId::ShadowswordLoneGale, false);
        }
        // "Summons 1 Shadowsword: Galloping Frost." With Transcendent Automaton: "You will
        // switch to your previous character".
        FROSTY_ASSAULT => {
            shadowsword_skill(cx, EntityId::ShadowswordGallopingFrost, true);
        }
        // "Deals 4 Anemo DMG, triggers the effect(s) of all your Shadowsword Summon(s). (Does
        // not consume their Usages)" (The Shadowswords strike after the skill.)
        PSEUDO_TENGU_SWEEPER => cx.base_damage(),
        _ => {}
    }
}

/// An Elemental Skill of Kenki's: its damage where the facts give one, the Shadowsword, and
/// with the talent the switch (to the previous character when `backward`).
fn shadowsword_skill(cx: &mut SkillCx, shadowsword: EntityId, backward: bool) {
    if cx.facts().damage > 0 {
        cx.base_damage();
    }
    cx.summon(shadowsword);
    if cx.has(EntityId::TranscendentAutomaton) {
        let p = cx.player;
        cx.force_switch(p, backward);
    }
}

/// Shadowsword: Lone Gale: "End Phase: Deal 1 Anemo DMG. Usage(s): 2" (usages from the
/// facts); Pseudo Tengu Sweeper sets it off without spending a usage.
static LONE_GALE: EntityDef = templates::summon(ANEMO, SHADOWSWORD_DAMAGE).on_after_skill(swept);

/// Shadowsword: Galloping Frost: "End Phase: Deal 1 Cryo DMG. Usage(s): 2"; Pseudo Tengu
/// Sweeper sets it off without spending a usage.
static GALLOPING_FROST: EntityDef =
    templates::summon(CRYO, SHADOWSWORD_DAMAGE).on_after_skill(swept);

/// After its side's Pseudo Tengu Sweeper, a Shadowsword deals its damage (to the opposing
/// active character then), keeping its usages (as in the reference, each Shadowsword in
/// summon order, after the burst).
fn swept(cx: &mut Cx, _me: &mut Status, e: &AfterSkill) {
    let kenki = cx.state.character(e.player, e.character as usize).id == CharacterId::MaguuKenki;
    if e.player == cx.player && kenki && e.skill == PSEUDO_TENGU_SWEEPER {
        cx.strike();
    }
}

/// Transcendent Automaton (talent, Combat Action, 3 Anemo): "When your active character is
/// Maguu Kenki, equip this card. After Maguu Kenki equips this card, immediately use
/// Blustering Blade once. After your Maguu Kenki, who has this card equipped, uses
/// Blustering Blade, you will switch to your next character. You will switch to your
/// previous character when your Maguu Kenki, who has this card equipped, uses Frosty
/// Assault."
static TRANSCENDENT_AUTOMATON: CardDef = CardDef::talent::<BLUSTERING_BLADE>();
