//! Cyno: Electro polearm. Pactsworn Pathclearer's Indwelling level (its usages) rises in
//! each End Phase and with his skills; at 2 his Physical damage becomes Electro, at 4 he
//! deals +2. His talent, Featherfall Judgment, adds 1 to his Elemental Skill at level 2+.

use crate::cards::prelude::*;
use crate::cards::Item;
use crate::facts::skill::cyno::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Cyno, &CYNO),
    Def::Entity(EntityId::PactswornPathclearer, &PACTSWORN_PATHCLEARER),
    Def::Entity(EntityId::FeatherfallJudgment, &FEATHERFALL_EQUIPPED),
    Def::Card(CardId::FeatherfallJudgment, &FEATHERFALL_JUDGMENT),
    Def::BehaviourSince(
        Item::Character(CharacterId::Cyno),
        Version::V4_8_0,
        "Secret Rite: Chasmic Soulfarer raises Indwelling by 1, and the level drops by 6 at 8 \
         (before: the Elemental Skill left it alone, and it dropped by 4 at 6)",
    ),
    Def::BehaviourSince(
        Item::Card(CardId::FeatherfallJudgment),
        Version::V5_0_0,
        "+1 to Secret Rite: Chasmic Soulfarer at Indwelling 2 or more, twice per round (before: \
         +1 at level 3 or 5, then at an even level, then +2 once per round)",
    ),
];

/// Pactsworn Pathclearer: "If equal to or greater than 2: Physical DMG dealt is converted to
/// Electro DMG".
const CONVERT_LEVEL: u8 = 2;
/// Pactsworn Pathclearer: "If equal to or greater than 4: DMG dealt +2."
const BONUS_LEVEL: u8 = 4;
/// Pactsworn Pathclearer's bonus.
const LEVEL_BONUS: i32 = 2;
/// "If Indwelling Level is at least 8, decrease the Indwelling level by 6."
const WRAP_AT: u8 = 8;
/// See [`WRAP_AT`].
const WRAP_BY: u8 = 6;
/// Secret Rite: Chasmic Soulfarer: "Pactsworn Pathclearer's Indwelling Level +1."
const SKILL_LEVELS: u8 = 1;
/// Sacred Rite: Wolf's Swiftness: "Pactsworn Pathclearer's Indwelling Level +2."
const BURST_LEVELS: u8 = 2;
/// Featherfall Judgment: "DMG dealt by Secret Rite: Chasmic Soulfarer +1 (Max twice per
/// Round)".
const TALENT_BONUS: i32 = 1;
/// See [`TALENT_BONUS`].
const TALENT_PER_ROUND: u8 = 2;

/// Lawful Enforcer (passive): "When the battle begins, this character gains Pactsworn
/// Pathclearer." (Again when he is revived, as the reference.)
static CYNO: CharacterDef = CharacterDef::new(skill).passive(
    EntityDef::new()
        .on_battle_begins(pactsworn_pathclearer)
        .on_revived(pactsworn_pathclearer),
);

/// Lawful Enforcer: Cyno gains Pactsworn Pathclearer.
fn pactsworn_pathclearer(cx: &mut Cx, _me: &mut Status) {
    if let Some(c) = cx.character() {
        cx.attach(c, EntityId::PactswornPathclearer);
    }
}

/// Cyno's Indwelling level (his Pactsworn Pathclearer's usages), if he has it.
fn level(state: &GameState, p: Player, c: u8) -> Option<u8> {
    state
        .character(p, c as usize)
        .status(EntityId::PactswornPathclearer)
        .map(|s| s.usage)
}

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        INVOKERS_SPEAR => cx.base_damage(),
        // "Deals 3 Electro DMG. / Pactsworn Pathclearer's Indwelling Level +1." (after the
        // damage: the damage sees the level before).
        SECRET_RITE_CHASMIC_SOULFARER => {
            cx.base_damage();
            raise(cx, SKILL_LEVELS);
        }
        // "Deals 4 Electro DMG. / Pactsworn Pathclearer's Indwelling Level +2."
        SACRED_RITE_WOLFS_SWIFTNESS => {
            cx.base_damage();
            raise(cx, BURST_LEVELS);
        }
        _ => {}
    }
}

/// Raises the Indwelling level by `n`.
fn raise(cx: &mut SkillCx, n: u8) {
    if let Some(l) = level(cx.state, cx.player, cx.character) {
        let zone = Zone::Character(cx.character);
        cx.set_usage(zone, EntityId::PactswornPathclearer, l.saturating_add(n));
    }
}

/// Pactsworn Pathclearer: "End Phase: Gain 1 level of Indwelling. If Indwelling Level is at
/// least 8, decrease the Indwelling level by 6. Indwelling grants the following effects
/// based on its level: If equal to or greater than 2: Physical DMG dealt is converted to
/// Electro DMG; If equal to or greater than 4: DMG dealt +2." The level is its usages; the
/// effects apply to the damage of Cyno's skills.
static PACTSWORN_PATHCLEARER: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_end_phase(|_, me| {
        me.usage = me.usage.saturating_add(1);
        if me.usage >= WRAP_AT {
            me.usage -= WRAP_BY;
        }
    })
    .on_damage_type(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if me.usage >= CONVERT_LEVEL
            && d.dealt_by(cx.player, c)
            && d.is_skill()
            && d.dtype == PHYSICAL
        {
            d.dtype = ELECTRO;
        }
    })
    .on_damage_add(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if me.usage >= BONUS_LEVEL && d.dealt_directly_by(cx.player, c) && d.is_skill() {
            d.amount += LEVEL_BONUS;
        }
    });

/// Featherfall Judgment, equipped: "When your Cyno, who has this card equipped, uses Secret
/// Rite: Chasmic Soulfarer while having at least 2 levels of Pactsworn Pathclearer's
/// Indwelling effect, DMG dealt by Secret Rite: Chasmic Soulfarer +1. (Max twice per
/// Round)"
static FEATHERFALL_EQUIPPED: EntityDef = EntityDef::new().on_damage_add(|cx, me, d| {
    let Some(c) = cx.character() else { return };
    let skill = d.cmd.skill == Some(SkillKind::Elemental) && d.dealt_directly_by(cx.player, c);
    if skill
        && level(cx.state, cx.player, c).is_some_and(|l| l >= CONVERT_LEVEL)
        && me.per_round(TALENT_PER_ROUND)
    {
        d.amount += TALENT_BONUS;
    }
});

/// Featherfall Judgment (talent, Combat Action): "When your active character is Cyno, equip
/// this card. After Cyno equips this card, immediately use Secret Rite: Chasmic Soulfarer
/// once."
static FEATHERFALL_JUDGMENT: CardDef = CardDef::talent::<SECRET_RITE_CHASMIC_SOULFARER>();
