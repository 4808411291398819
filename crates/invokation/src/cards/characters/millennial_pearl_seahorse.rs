//! Millennial Pearl Seahorse: Electro monster. Its Fontemer Pearl negates 1 damage per hit
//! (once per round for free against a summon's damage) and draws a card when its side
//! declares the end of the round with it active; its Elemental Skill adds a usage to the
//! Pearl, its burst attaches a new one and summons Resonant Coral Orb.

use crate::cards::prelude::*;
use crate::facts::skill::millennial_pearl_seahorse::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::MillennialPearlSeahorse, &SEAHORSE),
    Def::Entity(PEARL, &FONTEMER_PEARL),
    Def::Entity(EntityId::ResonantCoralOrb, &RESONANT_CORAL_ORB),
    Def::Entity(EntityId::PearlSolidification, &EntityDef::NONE),
    Def::Card(CardId::PearlSolidification, &PEARL_SOLIDIFICATION),
];

/// Fontemer Pearl.
const PEARL: EntityId = EntityId::FontemerPearl_124032;
/// Fontemer Pearl: "Negate 1 DMG".
const PEARL_NEGATES: i32 = 1;
/// Fontemer Pearl: "draw 1 card".
const PEARL_DRAW: u8 = 1;
/// Fontemer Pearl: summon damage negated without spending a usage, per round ("Once per
/// Round"); with Pearl Solidification, "twice per Round".
const FREE_PER_ROUND: u8 = 1;
/// Pearl Solidification: "change to Usage(s) not being consumed twice per Round".
const FREE_PER_ROUND_TALENT: u8 = 2;
/// Resonant Coral Orb: "End Phase: Deal 1 Electro DMG."
const ORB_DAMAGE: u8 = 1;
/// Swirling School of Fish: the Pearl's usages gained ("Usage(s) +1").
const SCHOOL_USAGE: u8 = 1;
/// Pearl Solidification: a new Pearl's usages, or the usages it adds ("with 1 Usage(s)
/// attached ... Usage(s) +1 instead").
const SOLIDIFICATION_USAGE: u8 = 1;

/// Pearl Armor (passive): "When the battle begins, attach Fontemer Pearl to this character."
/// (Not again when it is revived, as the reference.) Swirling School of Fish (the skill's
/// passive part): "If this character has Fontemer Pearl attached, that Usage(s) +1. (Once
/// per Round)": after the skill, while the Pearl is there (the character's per-round
/// counter keeps the round's use).
static SEAHORSE: CharacterDef = CharacterDef::new(skill).passive(
    EntityDef::new()
        .on_battle_begins(|cx, _| {
            if let Some(c) = cx.character() {
                cx.attach(c, PEARL);
            }
        })
        .on_after_skill(|cx, me, e| {
            let Some(c) = cx.character() else { return };
            if e.player != cx.player || e.character != c || e.skill != SWIRLING_SCHOOL_OF_FISH_24032
            {
                return;
            }
            let ch = cx.state.character(cx.player, c as usize);
            if let Some(pearl) = ch.status(PEARL).copied() {
                if me.once_per_round() {
                    cx.gain_usage(cx.player, Zone::Character(c), &pearl, SCHOOL_USAGE);
                }
            }
        }),
);

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        TAIL_SWEEP => cx.base_damage(),
        // "Deals 3 Electro DMG." (The Pearl's usage: the passive above.)
        SWIRLING_SCHOOL_OF_FISH_24032 => cx.base_damage(),
        // "Deals 1 Electro DMG, attaches Fontemer Pearl to this character, and summons 1
        // Resonant Coral Orb."
        FONTEMER_HOARTHUNDER => {
            cx.base_damage();
            cx.attach_self(PEARL);
            cx.summon(EntityId::ResonantCoralOrb);
        }
        _ => {}
    }
}

/// Fontemer Pearl: "When the character to which this is attached takes DMG: Negate 1 DMG.
/// Once per Round, Usage(s) will not be used when negating DMG from Summons. Usage(s): 2 /
/// When you declare the end of your Round: If the character to which this is attached is the
/// active character, draw 1 card." (usages from the facts) It negates only damage that is
/// left (after what came before it in calculation order); Piercing DMG is never decreased.
/// With Pearl Solidification equipped on its character, twice per round for free.
static FONTEMER_PEARL: EntityDef = EntityDef::new()
    .on_damage_decrease(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if !d.hits(cx.player, c) || d.amount <= 0 || me.usage == 0 {
            return;
        }
        d.amount -= PEARL_NEGATES.min(d.amount);
        let free = if cx
            .state
            .character(cx.player, c as usize)
            .has(EntityId::PearlSolidification)
        {
            FREE_PER_ROUND_TALENT
        } else {
            FREE_PER_ROUND
        };
        if !(matches!(d.cmd.source, Source::Summon(_)) && me.per_round(free)) {
            me.usage -= 1;
        }
    })
    .on_declared_end(|cx, _, &p| {
        if p == cx.player && cx.on_active() {
            cx.draw(PEARL_DRAW);
        }
    });

/// Resonant Coral Orb: "End Phase: Deal 1 Electro DMG. Usage(s): 2" (usages from the facts).
static RESONANT_CORAL_ORB: EntityDef = templates::summon(ELECTRO, ORB_DAMAGE);

/// Pearl Solidification (talent, not a Combat Action): "Can only be played if your active
/// character is Millennial Pearl Seahorse: When played, Millennial Pearl Seahorse will have
/// Fontemer Pearl with 1 Usage(s) attached to them. If they already have Fontemer Pearl
/// attached, Usage(s) +1 instead. When the Fontemer Pearl attached to Millennial Pearl
/// Seahorse negates DMG from Summons, change to Usage(s) not being consumed twice per
/// Round." (The second part is the Pearl's.)
static PEARL_SOLIDIFICATION: CardDef = CardDef::on_character(|cx| {
    let Some(c) = cx.target_character() else {
        return;
    };
    let p = cx.player;
    match cx.state.character(p, c as usize).status(PEARL).copied() {
        Some(pearl) => cx.gain_usage(p, Zone::Character(c), &pearl, SOLIDIFICATION_USAGE),
        None => cx.add_to(p, Zone::Character(c), PEARL, SOLIDIFICATION_USAGE),
    }
})
.when(|state, p, target| matches!(target, Target::Own(c) if state.active(p) == c as usize));
