//! Lyney: Pyro bow with two Normal Attacks. Prop Arrow and his burst summon Grin-Malkin Hat
//! and gather Prop Surplus, which Bewildering Lights spends for damage and healing. His
//! talent, Conclusive Ovation, adds +2 to his or the Hat's damage to a Pyro-affected
//! character once per round.

use crate::cards::prelude::*;
use crate::facts::skill::lyney::*;
use crate::state::Aura;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Lyney, &CharacterDef::new(skill)),
    Def::Entity(EntityId::GrinMalkinHat, &GRIN_MALKIN_HAT),
    Def::Entity(EntityId::PropSurplus, &PROP_SURPLUS),
    Def::Entity(EntityId::ConclusiveOvation, &CONCLUSIVE_OVATION_EQUIPPED),
    Def::Card(CardId::ConclusiveOvation, &CONCLUSIVE_OVATION),
];

/// "If this character has at least 6 HP, then they deal 1 Piercing DMG to themself."
const PIERCE_FROM_HP: u8 = 6;
/// The Piercing damage of Prop Arrow to Lyney.
const PIERCE: u8 = 1;
/// "Prop Surplus can stack up to 3 times."
const SURPLUS_MAX: u8 = 3;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        CARD_FORCE_TRANSLOCATION => cx.base_damage(),
        // "Deals 2 Pyro DMG, summons a Grin-Malkin Hat, and gains 1 stack of Prop Surplus. If
        // this character has at least 6 HP, then they deal 1 Piercing DMG to themself."
        PROP_ARROW => {
            cx.base_damage();
            cx.summon(EntityId::GrinMalkinHat);
            cx.attach_self(EntityId::PropSurplus);
            if cx.me().hp >= PIERCE_FROM_HP {
                let c = cx.character;
                cx.damage_own(c, PIERCING, PIERCE);
            }
        }
        // "Deals 3 Pyro DMG." (+1 per Prop Surplus stack: the status.)
        BEWILDERING_LIGHTS => cx.base_damage(),
        // "Deals 3 Pyro DMG, summons 1 Grin-Malkin Hat, and gains 1 stack of Prop Surplus."
        WONDROUS_TRICK_MIRACLE_PARADE => {
            cx.base_damage();
            cx.summon(EntityId::GrinMalkinHat);
            cx.attach_self(EntityId::PropSurplus);
        }
        _ => {}
    }
}

/// Grin-Malkin Hat (summon): "End Phase: Deal 1 Pyro DMG. Usage(s): 1 (Can stack. Max 2
/// stacks.)" (usages and their limit: the facts).
static GRIN_MALKIN_HAT: EntityDef = templates::summon(PYRO, 1);

/// Prop Surplus (status; its stacks are its usages): "Prop Surplus can stack up to 3 times.
/// When this character uses Bewildering Lights: +1 DMG for each Prop Surplus stack. After the
/// skill is finalized, consume all Prop Surplus, healing 1 HP for this character per stack."
static PROP_SURPLUS: EntityDef = EntityDef::new()
    .init(1, NO_DURATION)
    .stacks(1, SURPLUS_MAX)
    .on_damage_add(|cx, me, d| {
        if cx.character().is_some_and(|c| d.dealt_by(cx.player, c))
            && d.cmd.flags & dmg::SPREAD == 0
            && is_bewildering_lights(cx, d)
        {
            d.amount += me.usage as i32;
        }
    })
    .on_after_skill(|cx, me, e| {
        if e.player == cx.player
            && Some(e.character) == cx.character()
            && e.skill == BEWILDERING_LIGHTS
            && cx.state.character(e.player, e.character as usize).id == CharacterId::Lyney
        {
            cx.heal(e.character, me.usage);
            cx.dispose = true;
        }
    });

/// Whether damage is Lyney's Bewildering Lights (his Elemental Skill).
fn is_bewildering_lights(cx: &Cx, d: &DamageCalc) -> bool {
    d.cmd.skill == Some(SkillKind::Elemental)
        && cx
            .character()
            .is_some_and(|c| cx.state.character(cx.player, c as usize).id == CharacterId::Lyney)
}

/// Conclusive Ovation's bonus: "+2 DMG".
const OVATION_BONUS: i32 = 2;

/// Conclusive Ovation, equipped: "When Lyney is on the field and has this card equipped, the
/// DMG dealt by Lyney and your Grin-Malkin Hat will deal +2 DMG to characters affected by
/// Pyro. (Once per Round)" Affected by Pyro alone, before the damage (as the reference).
static CONCLUSIVE_OVATION_EQUIPPED: EntityDef = EntityDef::new().on_damage_add(|cx, me, d| {
    let Some(c) = cx.character() else { return };
    let by = d.cmd.from == cx.player
        && match d.cmd.source {
            Source::Character(s) => s == c,
            Source::Summon(id) => id == EntityId::GrinMalkinHat,
            _ => false,
        };
    let pyro = cx.state.character(d.cmd.to, d.cmd.target as usize).aura == Aura::Pyro;
    if by && pyro && me.once_per_round() {
        d.amount += OVATION_BONUS;
    }
});

/// Conclusive Ovation (talent, Combat Action): "When your active character is Lyney, equip
/// this card. After Lyney equips this card, immediately use Prop Arrow."
static CONCLUSIVE_OVATION: CardDef = CardDef::talent::<PROP_ARROW>();
