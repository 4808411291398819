//! Chevreuse (6.5.0): 10 HP, 2 energy; Line Bayonet Thrust EX, Short-Range Rapid
//! Interdiction Fire (discards an Overcharged Ball to heal), Ring of Bursting Grenades
//! (Secondary Explosive Shells), Vertical Force Coordination (an Overcharged Ball after an
//! opposing Overloaded, once per round), her talent Vanguard's Coordinated Tactics.

use crate::common::*;
use invokation::{CardId, EntityId};

const BALL: CardId = CardId::OverchargedBall;
const SHELLS: EntityId = EntityId::SecondaryExplosiveShells;
const IN_EFFECT: EntityId = EntityId::VanguardsCoordinatedTacticsInEffect;

/// Chevreuse, Fischl, Xiangling (Pyro and Electro only) against Xingqiu (10 HP), Kaeya,
/// Diluc; 16 Omni dice each.
fn chevreuse() -> Setup {
    setup(
        ["Chevreuse", "Fischl", "Xiangling"],
        ["Xingqiu", "Kaeya", "Diluc"],
    )
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
}

fn balls(g: &Game) -> usize {
    g.hand(P1).iter().filter(|&&c| c == BALL).count()
}

/// Facts: 10 HP. Line Bayonet Thrust EX (1 Pyro, 2 unaligned): "造成2点物理伤害。"
#[test]
fn line_bayonet_thrust_deals_two_physical() {
    let mut g = chevreuse().build();
    assert_eq!(g.hp(P1, 0), 10);
    g.act("p1 skill Line Bayonet Thrust EX");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.dice_total(P1), 16 - 3);
}

/// Vertical Force Coordination: "敌方角色受到超载反应伤害后：生成手牌超量装药弹头（每回合1
/// 次）" Her skill on an Electro aura: 2 + 2 Overloaded; 1 Overcharged Ball. The skill's
/// "此技能结算后：如果我方手牌中含有超量装药弹头，则舍弃1张并治疗我方受伤最多的角色1点": the
/// ball the skill itself created is kept (as the reference: none in hand as the skill hit).
#[test]
fn overloaded_creates_a_ball_the_skill_does_not_discard() {
    let mut g = chevreuse()
        .aura(P2, 0, &["Electro"])
        .aura(P2, 1, &["Electro"])
        .hp(P1, 1, 6)
        .build();
    g.act("p1 skill Short-Range Rapid Interdiction Fire");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2, "Overloaded +2");
    assert_eq!(balls(&g), 1);
    assert_eq!(g.hp(P1, 1), 6, "no heal");
    assert_eq!(g.active(P2), 1, "Overloaded moved Xingqiu out");
    // Once per round: a second Overloaded (on Kaeya) gives none; this time the ball held
    // before the skill is discarded (1 Pyro on Kaeya) and Fischl healed.
    g.act("p2 end");
    g.act("p1 skill Short-Range Rapid Interdiction Fire");
    assert_eq!(g.hp(P2, 1), 10 - 2 - 2, "Overloaded on Kaeya");
    assert_eq!(g.active(P2), 2, "Kaeya moved out");
    assert_eq!(g.hp(P2, 2), 10 - 1, "the discarded ball's 1 Pyro on Diluc");
    assert_eq!(balls(&g), 0, "once per round: no new ball");
    assert_eq!(g.hp(P1, 1), 7, "Fischl healed 1");
}

/// With a ball in hand: after the skill, 1 discarded (its "此牌被舍弃时：对敌方「出战角色」
/// 造成1点火元素伤害": 1 Pyro more) and the most injured (Fischl, 6 of 10) healed 1.
#[test]
fn the_skill_discards_a_ball_and_heals_the_most_injured() {
    let mut g = chevreuse()
        .hp(P1, 1, 6)
        .hp(P1, 2, 9)
        .hand(P1, "Overcharged Ball")
        .hand(P1, "Overcharged Ball")
        .build();
    g.act("p1 skill Short-Range Rapid Interdiction Fire");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 1, "2 Pyro, then the ball's 1 Pyro");
    assert_eq!(balls(&g), 1, "one of the two discarded");
    assert_eq!(g.hp(P1, 1), 7);
    assert_eq!(g.hp(P1, 2), 9);
}

/// Overcharged Ball (2 Pyro, Combat Action): "对敌方「出战角色」造成1点火元素伤害。" The turn
/// passes.
#[test]
fn overcharged_ball_played_deals_one_pyro() {
    let mut g = chevreuse().hand(P1, "Overcharged Ball").build();
    g.act("p1 play Overcharged Ball");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(g.dice_total(P1), 16 - 2);
    g.act("p2 end");
}

/// Ring of Bursting Grenades (3 Pyro, 2 energy): "造成2点火元素伤害，在敌方场上生成二重毁伤
/// 弹。" Secondary Explosive Shells: "所在阵营切换角色后：对切换到的角色造成1点火元素伤害。 /
/// 可用次数：2" Two switches: 1 Pyro each to the character switched to, then it is gone.
#[test]
fn secondary_explosive_shells_hurt_the_character_switched_to_twice() {
    let mut g = chevreuse().energy(P1, 0, 2).build();
    g.act("p1 skill Ring of Bursting Grenades");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.combat(P2, SHELLS).unwrap().usage, 2);
    g.act("p2 switch 2");
    assert_eq!(g.hp(P2, 1), 10 - 1);
    assert_eq!(g.combat(P2, SHELLS).unwrap().usage, 1);
    g.act("p1 end").act("p2 switch 3");
    assert_eq!(g.hp(P2, 2), 10 - 1);
    assert!(g.combat(P2, SHELLS).is_none(), "used up");
}

/// Vanguard's Coordinated Tactics (2 Pyro, not a Combat Action): "队伍中包含火元素角色和雷元素
/// 角色且不包含其他元素的角色，才能打出" then "敌方角色受到超载反应伤害后：我方接下来造成的2次
/// 火元素伤害或雷元素伤害+1". Overloaded by her skill: In Effect with 2 usages; the ball's 1
/// Pyro becomes 2, the next Pyro skill 2 + 1, then no more.
#[test]
fn vanguards_coordinated_tactics_adds_one_to_the_next_two() {
    let mut g = chevreuse()
        .aura(P2, 0, &["Electro"])
        .hand(P1, "Vanguard's Coordinated Tactics")
        .hand(P1, "Overcharged Ball")
        .build();
    g.act("p1 play Vanguard's Coordinated Tactics target 1");
    assert!(g
        .status(P1, 0, EntityId::VanguardsCoordinatedTactics)
        .is_some());
    assert_eq!(g.dice_total(P1), 16 - 2);
    g.act("p1 skill Short-Range Rapid Interdiction Fire");
    // 2 + 2 Overloaded on Xingqiu; then the ball held before is discarded: 1 + 1 on Kaeya
    // (switched in by Overloaded).
    assert_eq!(g.hp(P2, 0), 10 - 4);
    assert_eq!(g.hp(P2, 1), 10 - 2, "the discarded ball's 1 Pyro +1");
    assert_eq!(g.combat(P1, IN_EFFECT).unwrap().usage, 1);
    assert_eq!(balls(&g), 1, "the one created kept");
}

/// The talent needs a party of Pyro and Electro characters only.
#[test]
fn the_talent_needs_only_pyro_and_electro() {
    let mut g = setup(
        ["Chevreuse", "Fischl", "Xingqiu"],
        ["Xingqiu", "Kaeya", "Diluc"],
    )
    .dice(P1, &[("Omni", 16)])
    .hand(P1, "Vanguard's Coordinated Tactics")
    .build();
    assert!(g
        .try_act("p1 play Vanguard's Coordinated Tactics target 1")
        .is_err());
}
