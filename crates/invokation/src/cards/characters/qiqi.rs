//! Qiqi: Cryo sword. Herald of Frost (summon) heals after her Normal Attacks;
//! Fortune-Preserving Talisman heals each character of her side that uses a skill.

use crate::cards::most_injured;
use crate::cards::prelude::*;
use crate::facts::skill::qiqi::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Qiqi, &CharacterDef::new(skill)),
    Def::Entity(EntityId::HeraldOfFrost, &HERALD_OF_FROST),
    Def::Entity(
        EntityId::FortunePreservingTalisman,
        &FORTUNE_PRESERVING_TALISMAN,
    ),
    Def::Entity(EntityId::RiteOfResurrection, &RITE_OF_RESURRECTION_EQUIPPED),
    Def::Card(CardId::RiteOfResurrection, &RITE_OF_RESURRECTION),
];

/// Herald of Frost: "End Phase: Deal 1 Cryo DMG."
const HERALD_DAMAGE: u8 = 1;
/// Herald of Frost: "Heals your character that took the most DMG for 1 HP."
const HERALD_HEAL: u8 = 1;
/// Herald of Frost: "Once each Round, additionally heal your active character for 1 HP."
const HERALD_ACTIVE_HEAL: u8 = 1;
/// Fortune-Preserving Talisman: "heal that character for 2 HP".
const TALISMAN_HEAL: u8 = 2;
/// Rite of Resurrection: "revives all your fallen characters and heals them for 2 HP".
const REVIVE_HP: u8 = 2;
/// Rite of Resurrection: "(Can happen 2 times per match)".
const REVIVALS_PER_MATCH: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Ancient Sword Art: "Deals 2 Physical DMG."
        ANCIENT_SWORD_ART => cx.base_damage(),
        // Adeptus Art: Herald of Frost: "Summons Herald of Frost." (No damage.)
        ADEPTUS_ART_HERALD_OF_FROST => cx.summon(EntityId::HeraldOfFrost),
        // Adeptus Art: Preserver of Fortune: "Deals 3 Cryo DMG, creates 1
        // Fortune-Preserving Talisman." With Rite of Resurrection, then the revival.
        ADEPTUS_ART_PRESERVER_OF_FORTUNE => {
            cx.base_damage();
            cx.combat_status(EntityId::FortunePreservingTalisman);
            rite_of_resurrection(cx);
        }
        _ => {}
    }
}

/// Rite of Resurrection, when Qiqi has it and uses Preserver of Fortune: "revives all your
/// fallen characters and heals them for 2 HP. (Can happen 2 times per match)".
///
/// As in the reference (GI-TCG), each use of the burst with the talent counts, even when
/// nobody is down, and the count starts over when Qiqi is defeated (here: it is the usage
/// of the equipped talent, which a defeat discards and playing another copy keeps).
fn rite_of_resurrection(cx: &mut SkillCx) {
    let (p, qiqi) = (cx.player, cx.character);
    let state = cx.state;
    let Some(rite) = state
        .character(p, qiqi as usize)
        .status(EntityId::RiteOfResurrection)
    else {
        return;
    };
    if rite.usage >= REVIVALS_PER_MATCH {
        return;
    }
    // Counts one more revival (the larger usage is kept).
    cx.add_to(
        p,
        Zone::Character(qiqi),
        EntityId::RiteOfResurrection,
        rite.usage + 1,
    );
    for (c, ch) in state.player(p).characters.iter().enumerate() {
        if !ch.alive {
            cx.revive(c as u8, REVIVE_HP);
        }
    }
}

/// HP a character is missing.
fn missing(state: &GameState, p: Player, c: usize) -> u8 {
    let ch = state.character(p, c);
    ch.max_hp - ch.hp
}

/// Herald of Frost: "End Phase: Deal 1 Cryo DMG. Usage(s): 3. When this Summon is on the
/// field, after Qiqi uses Normal Attack: Heals your character that took the most DMG for 1
/// HP. Once each Round, additionally heal your active character for 1 HP." (usages from
/// the facts).
///
/// As the reference does: the second heal is decided after the first has resolved, and
/// only if a living character of its side is still injured then (the active one or not);
/// it then heals the active character (even for nothing) and uses up the round's use.
static HERALD_OF_FROST: EntityDef =
    templates::summon(CRYO, HERALD_DAMAGE).on_after_skill(|cx, me, e| {
        if e.player != cx.player || e.kind != SkillKind::Normal {
            return;
        }
        let p = cx.player;
        if cx.state.character(p, e.character as usize).id != CharacterId::Qiqi {
            return;
        }
        let Some(target) = most_injured(cx.state, p) else {
            return;
        };
        cx.heal(target, HERALD_HEAL);
        // Whether anybody is still injured once the first heal has resolved.
        let still_injured = cx.state.player(p).alive_from_active().any(|c| {
            let healed = if c == target as usize { HERALD_HEAL } else { 0 };
            missing(cx.state, p, c) > healed
        });
        if still_injured && me.once_per_round() {
            cx.heal_active(HERALD_ACTIVE_HEAL);
        }
    });

/// Fortune-Preserving Talisman: "After your character uses a Skill: If that character does
/// not have full HP, heal that character for 2 HP. Usage(s): 3" (usages from the facts; a
/// usage is spent only when it heals).
///
/// As the reference does, Qiqi's Elemental Burst (which creates it) never triggers it.
static FORTUNE_PRESERVING_TALISMAN: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    let user = cx.state.character(cx.player, e.character as usize);
    let qiqi_burst = user.id == CharacterId::Qiqi && e.kind == SkillKind::Burst;
    if e.player == cx.player && !qiqi_burst && user.alive && user.hp < user.max_hp && me.usage > 0 {
        cx.heal(e.character, TALISMAN_HEAL);
        cx.spend_after(me);
    }
});

/// Rite of Resurrection (talent, Combat Action, 4 Cryo and 3 Energy): "When your active
/// character is Qiqi, equip this card. After Qiqi equips this card, immediately use Adeptus
/// Art: Preserver of Fortune once. After your Qiqi, who has this card equipped, uses Adeptus
/// Art: Preserver of Fortune, she revives all your fallen characters and heals them for 2
/// HP. (Can happen 2 times per match)" (The energy comes from Qiqi.)
static RITE_OF_RESURRECTION: CardDef = CardDef::talent::<ADEPTUS_ART_PRESERVER_OF_FORTUNE>();

/// Rite of Resurrection, equipped: its usage counts the revivals it has made this match
/// (it starts at 0 and stays at any count); its effect is in Preserver of Fortune.
static RITE_OF_RESURRECTION_EQUIPPED: EntityDef = EntityDef::NONE.keep_at_zero();
