//! Fatui Cryo Cicin Mage: Cryo monster. Misty Summons summons Cryo Cicins, which her
//! Normal Attacks feed and reaction damage to her drains; her burst applies Cryo to herself
//! and shields the team with the Cicins' usages. Her talent, Cicin's Cold Glare, strikes
//! when the Cicins' usages are stacked past their limit.

use crate::cards::prelude::*;
use crate::facts::skill::fatui_cryo_cicin_mage::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::FatuiCryoCicinMage, &CharacterDef::new(skill)),
    Def::Entity(EntityId::CryoCicins, &CRYO_CICINS),
    Def::Entity(EntityId::FlowingCicinWard, &templates::SHIELD),
    // Its effect is in Misty Summons and Cryo Cicins.
    Def::Entity(EntityId::CicinsColdGlare, &EntityDef::NONE),
    Def::Card(CardId::CicinsColdGlare, &CICINS_COLD_GLARE),
];

/// Cryo Cicins: "End Phase: Deal 1 Cryo DMG".
const CICINS_DAMAGE: u8 = 1;
/// Cicin's Cold Glare: "deal 2 Cryo DMG".
const TALENT_DAMAGE: u8 = 2;
/// Flowing Cicin Ward: "(Adds a maximum of 3 additional Shield)".
const WARD_EXTRA_MAX: u8 = 3;
/// Cryo Cicins' own data: its usages were stacked past their limit (Cicin's Cold Glare
/// strikes after the skill).
const EXCEEDED: u8 = 1;

/// The most usages Cryo Cicins stack to ("max 3 stacks", from the facts).
fn cicins_max(state: &GameState) -> u8 {
    state
        .entity_facts(EntityId::CryoCicins)
        .and_then(|f| f.max_usage)
        .unwrap_or(u8::MAX)
}

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Cicin Icicle: "Deals 1 Cryo DMG."
        CICIN_ICICLE => cx.base_damage(),
        // Misty Summons: "Deals 1 Cryo DMG, summons Cryo Cicins." With Cicin's Cold Glare
        // equipped, Cryo Cicins summoned again past their limit note it (after the
        // summon, which refreshes them), to strike after the skill.
        MISTY_SUMMONS => {
            cx.base_damage();
            let cicins = cx.state.player(cx.player).summon(EntityId::CryoCicins);
            let added = cx
                .state
                .entity_facts(EntityId::CryoCicins)
                .and_then(|f| f.usage)
                .unwrap_or(0);
            let exceeded = cicins.is_some_and(|s| s.usage + added > cicins_max(cx.state));
            cx.summon(EntityId::CryoCicins);
            if exceeded && cx.has(EntityId::CicinsColdGlare) {
                cx.set_aux(Zone::Summons, EntityId::CryoCicins, EXCEEDED);
            }
        }
        // Blizzard, Branch, Blossom: "Deals 5 Cryo DMG, grants this character Cryo
        // Application, creates 1 Flowing Cicin Ward." Flowing Cicin Ward: "Provides 1 Shield
        // point for your active character. When created: If you have Cryo Cicins on the
        // field, additionally increase Shield by the amount of Usage(s) it has. (Adds a
        // maximum of 3 additional Shield)" (1 point from the facts).
        BLIZZARD_BRANCH_BLOSSOM => {
            cx.base_damage();
            cx.apply_to_self(Element::Cryo);
            let base = cx
                .state
                .entity_facts(EntityId::FlowingCicinWard)
                .and_then(|f| f.shield)
                .unwrap_or(0);
            let extra = cx
                .state
                .player(cx.player)
                .summon(EntityId::CryoCicins)
                .map_or(0, |s| s.usage.min(WARD_EXTRA_MAX));
            let p = cx.player;
            cx.add_to(p, Zone::Combat, EntityId::FlowingCicinWard, base + extra);
        }
        _ => {}
    }
}

/// Cryo Cicins: "End Phase: Deal 1 Cryo DMG. Usage(s): 2 (Can stack, max 3 stacks). After
/// Fatui Cryo Cicin Mage performs a Normal Attack: This card gains 1 Usage(s). After Fatui
/// Cryo Cicin Mage takes Elemental Reaction DMG: This card loses 1 Usage(s)." (Before 4.1:
/// after any character of its side takes reaction damage.)
///
/// Cicin's Cold Glare: "After your Fatui Cryo Cicin Mage, who has this card equipped, uses
/// a Skill: If Cryo Cicins' Usage(s) have exceeded their upper limit, deal 2 Cryo DMG." A
/// Normal Attack at the limit exceeds it (the usage stays at 3); Misty Summons notes its
/// own excess. The Cicins deal the damage, after the skill.
static CRYO_CICINS: EntityDef = templates::summon(CRYO, CICINS_DAMAGE)
    .on_after_skill(|cx, me, e| {
        let mage = cx.state.character(e.player, e.character as usize);
        if e.player != cx.player || mage.id != CharacterId::FatuiCryoCicinMage {
            return;
        }
        if e.kind == SkillKind::Normal {
            if me.usage < cicins_max(cx.state) {
                me.usage += 1;
            } else if cx
                .state
                .player(cx.player)
                .any_character_has(EntityId::CicinsColdGlare)
            {
                me.aux = EXCEEDED;
            }
        }
        if me.aux == EXCEEDED {
            me.aux = 0;
            cx.damage_active(CRYO, TALENT_DAMAGE);
        }
    })
    .on_damaged(|cx, me, e| {
        if e.player != cx.player || e.reaction.is_none() {
            return;
        }
        let hit = cx.state.character(e.player, e.character as usize).id;
        if hit == CharacterId::FatuiCryoCicinMage || cx.state.version() < Version::V4_1_0 {
            me.take_usage();
        }
    });

/// Cicin's Cold Glare (talent, Combat Action, 3 Cryo): "When your active character is Fatui
/// Cryo Cicin Mage, equip this card. After Fatui Cryo Cicin Mage equips this card,
/// immediately use Misty Summons once." (Its other effect is in Cryo Cicins.)
static CICINS_COLD_GLARE: CardDef = CardDef::talent::<MISTY_SUMMONS>();
