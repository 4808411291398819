//! Emperor of Fire and Iron: Pyro monster. Armored Crab Carapace (stacks of Shield points)
//! grows with Buster Blaze and by swallowing every other shield of its side after each of
//! its side's actions; Battle-Line Detonation prepares Searing Blast, whose Pyro DMG grows
//! with the stacks. Its talent, Molten Mail, applies Pyro to it and gives 2 stacks when
//! another shield of its side is removed (once per round).

use crate::cards::is_shield;
use crate::cards::prelude::*;
use crate::facts::skill::emperor_of_fire_and_iron::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::EmperorOfFireAndIron, &EMPEROR),
    Def::Entity(CARAPACE, &ARMORED_CRAB_CARAPACE),
    Def::Entity(EntityId::AccruingPower, &ACCRUING_POWER),
    Def::Entity(EntityId::MoltenMail, &MOLTEN_MAIL_EQUIPPED),
    Def::Card(CardId::MoltenMail, &MOLTEN_MAIL),
];

/// Armored Crab Carapace (123041).
const CARAPACE: EntityId = EntityId::ArmoredCrabCarapace;
/// Imperial Panoply: "When combat begins: Gain 5 initial Armored Crab Carapace stacks."
const INITIAL_STACKS: u8 = 5;
/// Buster Blaze: "this character gains 2 Armored Crab Carapace stacks"; Imperial Panoply:
/// "For each effect canceled, this character gains 2 Armored Crab Carapace stacks"; Molten
/// Mail: "gains 2 stacks of Armored Crab Carapace".
const STACKS_GAINED: u8 = 2;
/// Buster Blaze: "If this character has at least 7 Armored Crab Carapace stacks, this DMG
/// +1."
const BLAZE_THRESHOLD: u8 = 7;
/// Buster Blaze's bonus at the threshold.
const BLAZE_BONUS: u8 = 1;
/// Searing Blast: "deals 2 Piercing DMG to all opposing standby characters".
const BLAST_PIERCE: u8 = 2;
/// Searing Blast: "+1 Pyro DMG for every 2 Armored Crab Carapace stacks".
const STACKS_PER_BONUS: u8 = 2;

/// Imperial Panoply (passive): "When combat begins: Gain 5 initial Armored Crab Carapace
/// stacks. / After your side performs any action: If your side has any Shield Status or
/// Shield Combat Status other than Armored Crab Carapace, these other effects will be
/// canceled. For each effect canceled, this character gains 2 Armored Crab Carapace
/// stacks."
///
/// As the reference (GI-TCG): every shield of the side is removed, the Carapace too, and a
/// Carapace with all their stacks (the Carapace's own, and 2 for each other shield) is
/// attached again (it comes last among the character's statuses); the statuses of the
/// side's characters first (by position), then the combat statuses.
static EMPEROR: CharacterDef = CharacterDef::new(skill).passive(
    EntityDef::new()
        .on_battle_begins(|cx, _| {
            if let Some(c) = cx.character() {
                let p = cx.player;
                cx.add_to(p, Zone::Character(c), CARAPACE, INITIAL_STACKS);
            }
        })
        .on_after_action(|cx, _, &p| {
            let Some(me) = cx.character() else { return };
            if p != cx.player || !cx.state.character(p, me as usize).alive {
                return;
            }
            let state = cx.state;
            let ps = state.player(p);
            let living = || ps.characters.iter().enumerate().filter(|(_, ch)| ch.alive);
            let others = living()
                .flat_map(|(_, ch)| ch.statuses.iter())
                .chain(ps.combat.iter())
                .any(|s| s.id != CARAPACE && is_shield(s.id));
            if !others {
                return;
            }
            let mut stacks: u32 = 0;
            for (c, ch) in living() {
                for s in ch.statuses.iter().filter(|s| is_shield(s.id)) {
                    stacks += if s.id == CARAPACE {
                        s.usage as u32
                    } else {
                        STACKS_GAINED as u32
                    };
                    cx.remove_from(p, Zone::Character(c as u8), s.id);
                }
            }
            for s in ps.combat.iter().filter(|s| is_shield(s.id)) {
                stacks += STACKS_GAINED as u32;
                cx.remove_from(p, Zone::Combat, s.id);
            }
            let stacks = stacks.min(u8::MAX as u32) as u8;
            cx.add_to(p, Zone::Character(me), CARAPACE, stacks);
        }),
);

fn skill(cx: &mut SkillCx) {
    let me = cx.character;
    let stacks = cx
        .state
        .character(cx.player, me as usize)
        .statuses
        .iter()
        .find(|s| s.id == CARAPACE)
        .map_or(0, |s| s.usage);
    match cx.skill {
        // Shatterclamp Strike: "Deals 2 Physical DMG."
        SHATTERCLAMP_STRIKE => cx.base_damage(),
        // Buster Blaze: "Deals 1 Pyro DMG. If this character has at least 7 Armored Crab
        // Carapace stacks, this DMG +1. / After that, this character gains 2 Armored Crab
        // Carapace stacks."
        BUSTER_BLAZE => {
            let bonus = if stacks >= BLAZE_THRESHOLD {
                BLAZE_BONUS
            } else {
                0
            };
            cx.base_damage_plus(bonus);
            let p = cx.player;
            cx.add_to(p, Zone::Character(me), CARAPACE, STACKS_GAINED);
        }
        // Battle-Line Detonation: "This character's Prepare Skill: Searing Blast."
        BATTLE_LINE_DETONATION => cx.attach_self(EntityId::AccruingPower),
        // Searing Blast (prepared): "Deals 1 Pyro DMG, deals 2 Piercing DMG to all opposing
        // standby characters. This skill deals +1 Pyro DMG for every 2 Armored Crab Carapace
        // stacks this character has." (The Piercing DMG first, as the reference.)
        SEARING_BLAST => {
            cx.damage_standby(PIERCING, BLAST_PIERCE);
            cx.base_damage_plus(stacks / STACKS_PER_BONUS);
        }
        _ => {}
    }
}

/// Armored Crab Carapace: "Each stack provides 1 Shield to protect the equipped character."
/// Its stacks add up without limit when it is attached again.
static ARMORED_CRAB_CARAPACE: EntityDef = templates::CHARACTER_SHIELD.accumulates();

/// Accruing Power (the preparation): the Emperor uses Searing Blast as its player's next
/// action.
static ACCRUING_POWER: EntityDef = EntityDef::new().prepares(SEARING_BLAST);

/// Molten Mail (talent, 1 Pyro; not a Combat Action, the Emperor need not be active): "When
/// played: Apply Pyro Application to the Emperor of Fire and Iron with this card equipped."
static MOLTEN_MAIL: CardDef = CardDef::on_character(|cx| {
    if let Some(c) = cx.target_character() {
        let p = cx.player;
        cx.apply(p, c, Element::Pyro);
    }
});

/// Molten Mail (equipped): "After your Shield Status other than Armored Crab Carapace or
/// Shield Combat Status is removed: The Emperor of Fire and Iron with this card equipped
/// gains 2 stacks of Armored Crab Carapace. (Once per Round)" However the shield goes (used
/// up, removed by Imperial Panoply, expired).
static MOLTEN_MAIL_EQUIPPED: EntityDef = EntityDef::new().on_shield_left(|cx, me, e| {
    let Some(c) = cx.character() else { return };
    if e.player == cx.player && e.id != CARAPACE && me.once_per_round() {
        let p = cx.player;
        cx.add_to(p, Zone::Character(c), CARAPACE, STACKS_GAINED);
    }
});
