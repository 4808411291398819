//! Chevreuse (6.5.0): Pyro polearm, 10 HP, 2 energy.
//!
//! - Line Bayonet Thrust EX: "造成2点物理伤害。"
//! - Short-Range Rapid Interdiction Fire: "造成2点火元素伤害。 / 此技能结算后：如果我方手牌中含有
//!   超量装药弹头，则舍弃1张并治疗我方受伤最多的角色1点。" (After the Skill finalizes: if your
//!   hand has Overcharged Ball, discard 1 of them and heal the character on your team that has
//!   taken the most damage for 1 HP.) As the reference (GI-TCG 0.21), the discard and the heal
//!   come after the skill (her passive, with the other "after the skill" effects); the
//!   discarded Overcharged Ball's own answer (1 Pyro DMG) once that completes.
//! - Ring of Bursting Grenades: "造成2点火元素伤害，在敌方场上生成二重毁伤弹。" (The combat
//!   status first, then the damage, as the reference.)
//! - Vertical Force Coordination (passive): "敌方角色受到超载反应伤害后：生成手牌超量装药弹头
//!   （每回合1次）" (After an opponent's character takes Overloaded DMG: create 1 Overcharged
//!   Ball in your hand. Once per Round): any side's Overloaded on an opposing character.
//! - Overcharged Ball (card, 2 Pyro, Combat Action): "战斗行动：对敌方「出战角色」造成1点火元素
//!   伤害。 / 此牌被舍弃时：对敌方「出战角色」造成1点火元素伤害。" (Discarded: the same, by
//!   `CardDef::on_self_discarded`.)
//! - Secondary Explosive Shells (combat status on the opponent's side): "所在阵营切换角色后：对
//!   切换到的角色造成1点火元素伤害。 / 可用次数：2" (usages from the facts; the damage is that
//!   side's own, as the reference's status deals it).
//! - Vanguard's Coordinated Tactics (talent, 2 Pyro, not a Combat Action): "队伍中包含火元素角色
//!   和雷元素角色且不包含其他元素的角色，才能打出：将此牌装备给夏沃蕾。 / 装备有此牌的夏沃蕾在场，
//!   敌方角色受到超载反应伤害后：我方接下来造成的2次火元素伤害或雷元素伤害+1。（包括扩散反应造成
//!   的火元素伤害或雷元素伤害）" Its In Effect combat status (usages from the facts) adds 1 to
//!   any Pyro or Electro damage its side deals (skills, summons, statuses, cards); the party
//!   counts defeated characters too (as the reference).

use crate::cards::prelude::*;
use crate::facts::skill::chevreuse::*;
use crate::reaction::Reaction;

pub(super) static DEFS: &[Def] = &[
    Def::Character(
        CharacterId::Chevreuse,
        &CharacterDef::new(skill).passive(PASSIVE),
    ),
    Def::Card(CardId::OverchargedBall, &OVERCHARGED_BALL),
    Def::Entity(EntityId::SecondaryExplosiveShells, &SHELLS),
    Def::Entity(EntityId::VanguardsCoordinatedTactics, &TACTICS),
    Def::Entity(
        EntityId::VanguardsCoordinatedTacticsInEffect,
        &TACTICS_IN_EFFECT,
    ),
    Def::Card(CardId::VanguardsCoordinatedTactics, &TACTICS_CARD),
];

/// Overcharged Ball: "对敌方「出战角色」造成1点火元素伤害".
const BALL_DAMAGE: u8 = 1;
/// Short-Range Rapid Interdiction Fire: "治疗我方受伤最多的角色1点".
const SKILL_HEAL: u8 = 1;
/// Secondary Explosive Shells: "对切换到的角色造成1点火元素伤害".
const SHELLS_DAMAGE: u8 = 1;
/// Vanguard's Coordinated Tactics: "火元素伤害或雷元素伤害+1".
const TACTICS_BONUS: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        LINE_BAYONET_THRUST_EX => cx.base_damage(),
        SHORT_RANGE_RAPID_INTERDICTION_FIRE_13132 => cx.base_damage(),
        RING_OF_BURSTING_GRENADES => {
            cx.opponent_combat_status(EntityId::SecondaryExplosiveShells);
            cx.base_damage();
        }
        _ => {}
    }
}

/// An opposing character took Overloaded damage.
fn overloaded_opponent(cx: &Cx, e: &Damaged) -> bool {
    e.player != cx.player && e.reaction == Some(Reaction::Overloaded)
}

/// Bit of the passive's own byte: Vertical Force Coordination created an Overcharged Ball
/// during one of her own skills (her damage's Overloaded).
const CREATED_IN_SKILL: u8 = 1;
/// Bit of the passive's own byte: the hand held an Overcharged Ball before that one.
const HELD_BEFORE: u8 = 2;

/// Whether the hand of `p` holds an Overcharged Ball.
fn holds_ball(state: &GameState, p: Player) -> bool {
    state.player(p).hand.contains(&CardId::OverchargedBall)
}

/// Her passive skills: Vertical Force Coordination (once per round: the passive's per-round
/// counter) and the "after the skill finalizes" part of Short-Range Rapid Interdiction Fire.
/// As the reference, that part needs an Overcharged Ball in the hand as the skill's damage
/// is dealt: one the skill's own Overloaded creates (its Damaged event runs before "after
/// the skill") is not discarded, and the own byte remembers whether that happened.
static PASSIVE: EntityDef = EntityDef::new()
    .on_damaged(|cx, me, e| {
        if overloaded_opponent(cx, e) && me.once_per_round() {
            if cx.character().map(Source::Character) == Some(e.source) && e.from == cx.player {
                let held = holds_ball(cx.state, cx.player);
                me.aux = CREATED_IN_SKILL | if held { HELD_BEFORE } else { 0 };
            }
            cx.create_card(CardId::OverchargedBall);
        }
    })
    .on_after_skill(|cx, me, e| {
        if e.player != cx.player || Some(e.character) != cx.character() {
            return;
        }
        let held = if me.aux & CREATED_IN_SKILL != 0 {
            me.aux & HELD_BEFORE != 0
        } else {
            holds_ball(cx.state, cx.player)
        };
        me.aux = 0;
        if e.skill == SHORT_RANGE_RAPID_INTERDICTION_FIRE_13132 && held {
            cx.discard_card(CardId::OverchargedBall);
            cx.heal_most_injured(SKILL_HEAL);
        }
    });

/// "对敌方「出战角色」造成1点火元素伤害。"
fn ball(cx: &mut CardCx) {
    cx.damage_active(PYRO, BALL_DAMAGE);
}

/// Overcharged Ball: played (a Combat Action: the facts' tag) or discarded, the same damage.
static OVERCHARGED_BALL: CardDef = CardDef::event(ball).on_self_discarded(ball);

/// Secondary Explosive Shells: any switch of its side (the action, an effect, the choice
/// after a defeat) hurts the character switched to.
static SHELLS: EntityDef = EntityDef::new().on_switched(|cx, me, e| {
    if e.player == cx.player && me.usage > 0 {
        cx.damage_own(e.to, PYRO, SHELLS_DAMAGE);
        cx.spend_after(me);
    }
});

/// The equipped talent: after an opposing character takes Overloaded damage, the In Effect
/// combat status (again: its usages back to the facts').
static TACTICS: EntityDef = EntityDef::new().on_damaged(|cx, _, e| {
    if overloaded_opponent(cx, e) {
        cx.combat_status(EntityId::VanguardsCoordinatedTacticsInEffect);
    }
});

/// "我方接下来造成的2次火元素伤害或雷元素伤害+1".
static TACTICS_IN_EFFECT: EntityDef = EntityDef::new().on_damage_add(|cx, me, d| {
    if d.cmd.from == cx.player && (d.dtype == PYRO || d.dtype == ELECTRO) && me.take_usage() {
        d.amount += TACTICS_BONUS;
    }
});

/// Vanguard's Coordinated Tactics: equipped on Chevreuse (need not be active) when the
/// party's characters, defeated ones too, are all Pyro or Electro, with both elements.
static TACTICS_CARD: CardDef = CardDef::new(CardTarget::OwnCharacter).when(|state, p, _| {
    let (mut pyro, mut electro) = (false, false);
    for c in 0..CHARACTERS {
        match state.character_facts(p, c).element {
            Some(Element::Pyro) => pyro = true,
            Some(Element::Electro) => electro = true,
            _ => return false,
        }
    }
    pyro && electro
});
