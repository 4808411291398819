//! Klee: Pyro catalyst. Jumpy Dumpty gives her Explosive Spark (a cheaper, stronger Charged
//! Attack); her burst leaves Sparks 'n' Splash on the opponent's side, which hurts their
//! active character after each of their skills. Her talent, Pounding Surprise, gives
//! Explosive Spark one more usage.

use crate::cards::prelude::*;
use crate::facts::skill::klee::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Klee, &CharacterDef::new(skill)),
    Def::Entity(SPARK, &EXPLOSIVE_SPARK),
    Def::Entity(SPARK_TALENT, &EXPLOSIVE_SPARK),
    Def::Entity(EntityId::SparksNSplash, &SPLASH),
    // Its effect is in Jumpy Dumpty.
    Def::Entity(EntityId::PoundingSurprise, &EntityDef::NONE),
    Def::Card(CardId::PoundingSurprise, &POUNDING_SURPRISE),
];

/// Explosive Spark.
const SPARK: EntityId = EntityId::ExplosiveSpark_113061;
/// Explosive Spark created by a Klee with Pounding Surprise (one more usage).
const SPARK_TALENT: EntityId = EntityId::ExplosiveSpark_113062;
/// Explosive Spark: "deal +1 DMG".
const SPARK_BONUS: i32 = 1;
/// Sparks 'n' Splash: "Deals 2 Pyro DMG to their team's active character".
const SPLASH_DAMAGE: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 1 Pyro DMG."
        KABOOM => cx.base_damage(),
        // "Deals 3 Pyro DMG. This character gains Explosive Spark." With Pounding Surprise
        // equipped, the talent's Explosive Spark; the two exclude each other (as in the
        // reference).
        JUMPY_DUMPTY => {
            cx.base_damage();
            let zone = Zone::Character(cx.character);
            cx.create_version(zone, EntityId::PoundingSurprise, SPARK, SPARK_TALENT);
        }
        // "Deals 3 Pyro DMG, creates 1 Sparks 'n' Splash at the opponent's play area."
        SPARKS_N_SPLASH => {
            cx.base_damage();
            cx.opponent_combat_status(EntityId::SparksNSplash);
        }
        _ => {}
    }
}

/// Explosive Spark: "When the character to which this is attached uses a Charged Attack:
/// Spend 1 less Pyro and deal +1 DMG. / Usage(s): 1" (the talent's: 2; usages from the
/// facts). The cost is lowered for every Charged Attack while it lasts; the damage of the
/// attack spends the usage (as in the reference).
static EXPLOSIVE_SPARK: EntityDef = EntityDef::new()
    .on_cost_element(|cx, _, q| {
        let Some(c) = cx.character() else { return };
        if q.is_charged_attack_of(cx.state, cx.player, c) {
            q.reduce_element(Element::Pyro);
        }
    })
    .on_damage_add(|cx, me, d| {
        let own = cx.character().is_some_and(|c| d.dealt_by(cx.player, c));
        if own && d.is_charged() && me.take_usage() {
            d.amount += SPARK_BONUS;
        }
    });

/// Sparks 'n' Splash (combat status, on the opponent's side): "After a character to which
/// Sparks 'n' Splash is attached uses a Skill: Deals 2 Pyro DMG to their team's active
/// character. / Usage(s): 2" (6.5.0: "我方角色使用技能后：对我方出战角色造成2点火元素伤害";
/// usages from the facts). The damage is the status's own side's (no bonus of Klee's side).
static SPLASH: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    if e.player == cx.player && me.usage > 0 {
        let active = cx.state.active(cx.player) as u8;
        cx.damage_own(active, PYRO, SPLASH_DAMAGE);
        cx.spend_after(me);
    }
});

/// Pounding Surprise (talent, Combat Action): "When your active character is Klee, equip
/// this card. After Klee equips this card, immediately use Jumpy Dumpty once. When your
/// Klee, who has this card equipped, creates an Explosive Spark, its Usage(s) +1."
static POUNDING_SURPRISE: CardDef = CardDef::talent::<JUMPY_DUMPTY>();
