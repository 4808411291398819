//! Yaoyao (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

const YUEGUI: EntityId = EntityId::YueguiThrowingMode_117041;
const YUEGUI_TALENT: EntityId = EntityId::YueguiThrowingMode_117042;

/// Yaoyao (10 HP, active), Xingqiu (10 HP), Ganyu (12 HP) against Noelle (12 HP), Diluc,
/// Sucrose; Roll Phases give Omni dice, so games go on across rounds.
fn yaoyao() -> Setup {
    setup(
        ["Yaoyao", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
}

/// Toss 'N' Turn Spear: "Deals 2 Physical DMG." (1 Dendro, 2 unaligned; 1 energy.)
#[test]
fn toss_n_turn_spear_deals_2_physical() {
    let mut g = yaoyao().build();
    g.act("p1 skill Toss 'N' Turn Spear");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert!(g.aura(P2, 0).is_empty());
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Raphanus Sky Cluster: "Summons Yuegui: Throwing Mode." (No damage.) Yuegui: "End Phase:
/// Deal 1 Dendro DMG, heal the character on your team that has taken the most damage for
/// 1 HP. Usage(s): 2". Ganyu (missing 3) is healed rather than Xingqiu (missing 2); after two
/// End Phases it leaves.
#[test]
fn yuegui_deals_1_dendro_and_heals_the_most_injured_in_the_end_phase() {
    let mut g = yaoyao().hp(P1, 1, 10 - 2).hp(P1, 2, 12 - 3).build();
    g.act("p1 skill Raphanus Sky Cluster");
    assert!(g.damages().is_empty(), "the skill itself deals no damage");
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.summon(P1, YUEGUI).unwrap().usage, 2);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.aura(P2, 0), ["Dendro"]);
    assert_eq!(
        [g.hp(P1, 1), g.hp(P1, 2)],
        [8, 9 + 1],
        "Ganyu: the most injured"
    );
    assert_eq!(g.summon(P1, YUEGUI).unwrap().usage, 1);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 11 - 1);
    assert_eq!(
        [g.hp(P1, 1), g.hp(P1, 2)],
        [8 + 1, 10],
        "a tie (2 each): Xingqiu, first from the active character onwards"
    );
    assert!(g.summon(P1, YUEGUI).is_none(), "used up");
}

/// Nobody injured: the heal goes to the active character, for nothing.
#[test]
fn yuegui_heals_nobody_when_nobody_is_injured() {
    let mut g = yaoyao().summon(P1, json!("Yuegui: Throwing Mode")).build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!([g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)], [10, 10, 12]);
}

/// Moonjade Descent: "Deals 1 Dendro DMG, creates 1 Adeptal Legacy." (4 Dendro, 2 energy.)
/// Adeptal Legacy: "After you switch characters: Deal 1 Dendro DMG, heal your active
/// character for 1 HP. Usage(s): 3": the new active character is healed; the opponent's
/// switches do not count.
#[test]
fn adeptal_legacy_strikes_and_heals_after_each_switch_of_its_side() {
    let mut g = yaoyao()
        .energy(P1, 0, 2)
        .hp(P1, 1, 5)
        .hp(P1, 2, 5)
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 skill Moonjade Descent");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.aura(P2, 0), ["Dendro"]);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 16 - 4);
    assert_eq!(g.combat(P1, EntityId::AdeptalLegacy).unwrap().usage, 3);
    g.act("p2 switch 2");
    assert_eq!(g.combat(P1, EntityId::AdeptalLegacy).unwrap().usage, 3);
    g.act("p1 switch 2");
    assert_eq!(g.hp(P2, 1), 10 - 1, "Diluc, the opposing active character");
    assert_eq!(g.hp(P1, 1), 5 + 1, "Xingqiu, the new active character");
    assert_eq!(g.combat(P1, EntityId::AdeptalLegacy).unwrap().usage, 2);
    g.act("p2 end").act("p1 switch 3");
    assert_eq!(g.hp(P1, 2), 5 + 1);
    g.act("p1 switch 1");
    assert_eq!(g.hp(P2, 1), 10 - 3);
    assert_eq!(g.hp(P1, 0), 10, "full HP: healed for nothing");
    assert!(g.combat(P1, EntityId::AdeptalLegacy).is_none(), "used up");
    g.act("p1 switch 2");
    assert_eq!(g.hp(P2, 1), 10 - 3);
}

/// Beneficent (3 Dendro): "When your active character is Yaoyao, equip this card. After
/// Yaoyao equips this card, immediately use Raphanus Sky Cluster once. When Yuegui:
/// Throwing Mode is created by your Yaoyao, who has this card equipped, and it has only 1
/// Usage(s) remaining, it deals +1 DMG and healing is increased by 1." Its first End Phase
/// deals 1 and heals 1; its last deals 2 and heals 2.
#[test]
fn beneficent_yuegui_deals_and_heals_1_more_at_its_last_usage() {
    let mut g = yaoyao()
        .hp(P1, 2, 12 - 6)
        .hand(P1, "Beneficent")
        .dice(P1, &[("Omni", 8)])
        .build();
    g.act("p1 play Beneficent target 1");
    assert!(g.status(P1, 0, EntityId::Beneficent).is_some());
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    assert!(g.summon(P1, YUEGUI).is_none());
    assert_eq!(g.summon(P1, YUEGUI_TALENT).unwrap().usage, 2);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.hp(P1, 2), 6 + 1);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 11 - 2, "+1 DMG at the last usage");
    assert_eq!(g.hp(P1, 2), 7 + 2, "+1 healing at the last usage");
    assert!(g.summon(P1, YUEGUI_TALENT).is_none());
}

/// The two Yueguis exclude each other (as in the reference): the skill used with the talent
/// replaces a plain Yuegui by the talent's, without it the reverse.
#[test]
fn the_plain_and_the_talent_yuegui_replace_each_other() {
    let mut g = yaoyao()
        .summon(P1, json!("Yuegui: Throwing Mode"))
        .hand(P1, "Beneficent")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Beneficent target 1");
    assert!(g.summon(P1, YUEGUI).is_none());
    assert_eq!(g.summon(P1, YUEGUI_TALENT).unwrap().usage, 2);
    let mut g = yaoyao().summon(P1, json!("117042")).build();
    g.act("p1 skill Raphanus Sky Cluster");
    assert!(g.summon(P1, YUEGUI_TALENT).is_none());
    assert_eq!(g.summon(P1, YUEGUI).unwrap().usage, 2);
}

/// Beneficent needs Yaoyao active.
#[test]
fn beneficent_needs_yaoyao_active() {
    let mut g = yaoyao().active(P1, 1).hand(P1, "Beneficent").build();
    assert!(g.try_act("p1 play Beneficent target 1").is_err());
}

/// With 4 summons in play (a plain Yuegui among them), the talent's Yuegui cannot enter and
/// the plain one stays (as the reference: differential position 1-7).
#[test]
fn a_full_summon_zone_keeps_the_plain_yuegui() {
    let mut g = yaoyao()
        .summon(P1, json!({"name": "Yuegui: Throwing Mode", "usage": 1}))
        .summon(P1, json!("Guoba"))
        .summon(P1, json!("Oz"))
        .summon(P1, json!("Herald of Frost"))
        .hand(P1, "Beneficent")
        .build();
    g.act("p1 play Beneficent target 1");
    assert_eq!(g.summon(P1, YUEGUI).unwrap().usage, 1, "kept as it was");
    assert!(g.summon(P1, YUEGUI_TALENT).is_none());
    assert_eq!(g.state.player(P1).summons.len(), 4);
}

/// Both active characters defeated at once (Noelle's 2 Physical breaks Seamless Shield and
/// defeats Xingqiu; the shield's 1 Dendro defeats Noelle): both players choose, and both
/// switches are made once both have chosen, the current player's (P2's) first, so Adeptal
/// Legacy ("After you switch characters: Deal 1 Dendro DMG, heal your active character for
/// 1 HP") strikes P2's new active character, as the reference (differential position 43-45).
#[test]
fn adeptal_legacy_after_both_sides_chose_strikes_the_new_opposing_active_character() {
    let mut g = yaoyao()
        .active(P1, 1)
        .hp(P1, 1, 1)
        .hp(P1, 0, 5)
        .hp(P2, 0, 1)
        .combat(P1, json!("Seamless Shield"))
        .combat(P1, json!("Adeptal Legacy"))
        .build();
    g.act("p1 end");
    g.act("p2 skill Favonius Bladework - Maid");
    assert!(!g.ch(P1, 1).alive && !g.ch(P2, 0).alive, "both defeated");
    g.act("p1 choose 1");
    assert_eq!(
        g.combat(P1, EntityId::AdeptalLegacy).unwrap().usage,
        3,
        "not yet"
    );
    g.act("p2 choose 2");
    assert_eq!(g.hp(P2, 1), 10 - 1, "Diluc, P2's new active character");
    assert_eq!(g.hp(P1, 0), 5 + 1, "Yaoyao healed");
    assert_eq!(g.combat(P1, EntityId::AdeptalLegacy).unwrap().usage, 2);
}
