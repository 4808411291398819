//! Neuvillette: Hydro catalyst of Fontaine. His skills create Sourcewater Droplet; after
//! his Normal Attack a Droplet heals him and he prepares Equitable Judgment, which hits
//! harder while he has at least 6 HP, at the cost of 1 Piercing DMG to himself. His talent,
//! Heir to the Ancient Sea's Authority, gives him Past Draconic Glories (+1 DMG twice) after
//! his side triggers a Hydro-related reaction with a skill.

use crate::cards::prelude::*;
use crate::cards::Item;
use crate::facts::skill::neuvillette::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Neuvillette, &NEUVILLETTE),
    Def::Entity(DROPLET, &SOURCEWATER_DROPLET),
    Def::Entity(EntityId::EquitableJudgment, &EQUITABLE_JUDGMENT_PREPARING),
    Def::Entity(GLORIES, &PAST_DRACONIC_GLORIES),
    Def::Entity(EntityId::HeirToTheAncientSeasAuthority, &TALENT_EQUIPPED),
    Def::Card(CardId::HeirToTheAncientSeasAuthority, &HEIR),
    Def::BehaviourSince(
        Item::Character(CharacterId::Neuvillette),
        Version::V4_7_0,
        "Sourcewater Droplet: before 4.7 he prepares Equitable Judgment after his Normal \
         Attack whether or not he is the active character; since 4.7 only as the active one",
    ),
];

const DROPLET: EntityId = EntityId::SourcewaterDroplet;
const GLORIES: EntityId = EntityId::PastDraconicGlories;
/// O Tides, I Have Returned: "deals 1 Piercing DMG to all opposing characters on standby,
/// then creates a Sourcewater Droplet with 2 Usages".
const BURST_PIERCE: u8 = 1;
const BURST_DROPLETS: u8 = 2;
/// Equitable Judgment: "If this character has at least 6 HP, then this DMG is increased by
/// 1 and this character deals 1 Piercing DMG to himself."
const JUDGMENT_HP: u8 = 6;
const JUDGMENT_BONUS: u8 = 1;
const JUDGMENT_PIERCE: u8 = 1;
/// Sourcewater Droplet: "heal Neuvillette for 2 HP".
const DROPLET_HEAL: u8 = 2;
/// Past Draconic Glories: "The character deals +1 DMG".
const GLORIES_BONUS: i32 = 1;

/// Sourcewater Droplet (his hidden passive, 12105): "After Neuvillette uses a Normal
/// Attack: Heal Neuvillette for 2 HP. If Neuvillette is your active character, he prepares
/// the skill Equitable Judgment. Usage(s): 1 (Can stack, max 3 stacks)" (a combat status:
/// the passive spends its usages). (Before 4.7 the text had no "if active": the newest
/// behaviour only, docs/versions.md.) A prepared skill raises no "after skill": Equitable
/// Judgment (a Normal Attack) does not set it off again.
static NEUVILLETTE: CharacterDef =
    CharacterDef::new(skill).passive(EntityDef::new().on_after_skill(|cx, _, e| {
        let Some(c) = cx.character() else { return };
        if e.player != cx.player || e.character != c || e.kind != SkillKind::Normal {
            return;
        }
        let Some(droplet) = cx.state.player(cx.player).combat_status(DROPLET).copied() else {
            return;
        };
        cx.spend(cx.player, Zone::Combat, &droplet, 1);
        cx.heal(c, DROPLET_HEAL);
        if cx.state.active(cx.player) == c as usize {
            cx.attach(c, EntityId::EquitableJudgment);
        }
    }));

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // As Water Seeks Equilibrium: "Deals 1 Hydro DMG."
        AS_WATER_SEEKS_EQUILIBRIUM => cx.base_damage(),
        // O Tears, I Shall Repay: "Deals 2 Hydro DMG, creates 1 Sourcewater Droplet."
        O_TEARS_I_SHALL_REPAY => {
            cx.base_damage();
            cx.combat_status(DROPLET);
        }
        // O Tides, I Have Returned: "Deals 2 Hydro DMG, deals 1 Piercing DMG to all
        // opposing characters on standby, then creates a Sourcewater Droplet with 2
        // Usages." (The Piercing DMG first, as the reference.)
        O_TIDES_I_HAVE_RETURNED => {
            cx.damage_standby(PIERCING, BURST_PIERCE);
            cx.base_damage();
            let p = cx.player;
            cx.add_to(p, Zone::Combat, DROPLET, BURST_DROPLETS);
        }
        // Equitable Judgment (prepared, a Normal Attack): "Deals 2 Hydro DMG. If this
        // character has at least 6 HP, then this DMG is increased by 1 and this character
        // deals 1 Piercing DMG to himself." (His HP read before the damage.)
        EQUITABLE_JUDGMENT => {
            if cx.me().hp >= JUDGMENT_HP {
                cx.base_damage_plus(JUDGMENT_BONUS);
                let c = cx.character;
                cx.damage_own(c, PIERCING, JUDGMENT_PIERCE);
            } else {
                cx.base_damage();
            }
        }
        _ => {}
    }
}

/// Sourcewater Droplet (combat status; usages from the facts, stacking to their limit):
/// what it does is Neuvillette's passive's.
static SOURCEWATER_DROPLET: EntityDef = EntityDef::NONE;

/// Equitable Judgment (status): "The character will use the skill Equitable Judgment at
/// their next action."
static EQUITABLE_JUDGMENT_PREPARING: EntityDef = EntityDef::new().prepares(EQUITABLE_JUDGMENT);

/// Past Draconic Glories (status; usages from the facts): "The character deals +1 DMG.
/// Usage(s): 2" (the damage of its character's skills, as the reference).
static PAST_DRACONIC_GLORIES: EntityDef = EntityDef::new().on_damage_add(|cx, me, d| {
    let Some(c) = cx.character() else { return };
    if d.dealt_directly_by(cx.player, c) && d.is_skill() && me.take_usage() {
        d.amount += GLORIES_BONUS;
    }
});

/// Heir to the Ancient Sea's Authority (talent, Combat Action, 1 Hydro and 2 unaligned):
/// "When your active character is Neuvillette, equip this card. After Neuvillette equips
/// this card, immediately use As Water Seeks Equilibrium once. After your character
/// triggers a Hydro-related reaction: Neuvillette, who has this card equipped, will deal +1
/// DMG for the next 2 instances."
static HEIR: CardDef = CardDef::talent::<AS_WATER_SEEKS_EQUILIBRIUM>();

/// The equipped talent: a Hydro-related reaction its side triggers during one of its side's
/// skills gives its Neuvillette Past Draconic Glories after that skill (as the reference,
/// which reads the reactions of the skill when it is done). Its own data notes a reaction
/// of its side; the note is forgotten before any player chooses an action: a reaction of a
/// prepared skill (which raises no "after skill", as the reference's talent does not hear
/// it) or of a summon in the End Phase does not count.
static TALENT_EQUIPPED: EntityDef = EntityDef::new()
    .on_reaction(|cx, me, e| {
        if e.player == cx.player && e.reaction.involves(Element::Hydro) {
            me.aux = 1;
        }
    })
    .on_after_skill(|cx, me, e| {
        let Some(c) = cx.character() else { return };
        if e.player == cx.player {
            if me.aux != 0 {
                cx.attach(c, GLORIES);
            }
            me.aux = 0;
        }
    })
    .on_before_action(|_, me, _| me.aux = 0);
