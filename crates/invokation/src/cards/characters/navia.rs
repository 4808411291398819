//! Navia: Geo claymore of Fontaine (Pneuma), 10 HP, 2 energy (from the facts). Her Crystal
//! Shrapnel cards are put into her pile by her passive, drawn by her summon and talent, and
//! discarded by her Elemental Skill for damage and draws. The 6.5.0 texts (unchanged in
//! behaviour since 4.8):
//!
//! - Blunt Refusal: "造成2点物理伤害。" (Deals 2 Physical DMG.)
//! - Ceremonial Crystalshot: "造成3点岩元素伤害，本角色附属岩元素附魔；从手牌中舍弃至多5张
//!   裂晶弹片，每舍弃1张都使此伤害+1并抓1张牌。" (Deals 3 Geo DMG, attaches Geo Infusion to
//!   this character. Discard up to 5 Crystal Shrapnel from your Hand. Each card you discard
//!   causes this to deal +1 DMG, and you draw 1 card.) As the reference: the infusion first,
//!   then the damage with the bonus, then the discards (each an `Event::CardDiscarded`),
//!   then the draws.
//! - As the Sunlit Sky's Singing Salute: "造成1点岩元素伤害，对所有敌方后台角色造成1点穿透伤
//!   害。召唤金花礼炮，生成1张裂晶弹片加入手牌。" (Deals 1 Geo DMG, deals 1 Piercing DMG to
//!   all opposing characters on standby. Summons 1 Rosula Dorata Salute and creates 1
//!   Crystal Shrapnel card before adding it to your Hand.)
//! - Mutual Assistance Network (passive): "敌方角色受到结晶反应伤害后：生成3张裂晶弹片，随
//!   机置入我方牌库中。" (After an opponent's character takes Crystallize reaction DMG:
//!   Create 3 Crystal Shrapnel and randomly place them into your deck.) Whoever dealt it
//!   (as the reference listens to all damage); each card at a random place
//!   (`DeckSpot::Random`).
//! - Geo Infusion (116084): "所附属角色造成的物理伤害，变为岩元素伤害。 / 持续回合：2" (the
//!   character's Physical DMG is converted to Geo DMG; duration from the facts): her skills'
//!   damage, as the reference.
//! - Rosula Dorata Salute (summon): "结束阶段：造成1点岩元素伤害，抓1张裂晶弹片。 / 可用次
//!   数：2" (End Phase: Deal 1 Geo DMG, draw 1 Crystal Shrapnel card; usages from the facts).
//! - Crystal Shrapnel (card, 1 same die): "对敌方「出战角色」造成1点物理伤害，抓1张牌。" (Deal
//!   1 Physical DMG to the opponent's active character and draw 1 card.)
//! - Undisclosed Distribution Channels (talent, 3 Geo): "装备有此牌的娜维娅使用技能后：抓2张
//!   裂晶弹片。（每回合1次）" (After your Navia, who has this card equipped, uses a Skill: Draw
//!   2 Crystal Shrapnel cards. (Once per Round)), also after the skill its equipping uses.
//!
//! "Draw a Crystal Shrapnel card" draws one from the pile (`Act::draw_card`; none there, no
//! draw).

use crate::cards::prelude::*;
use crate::facts::skill::navia::*;
use crate::reaction::Reaction;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Navia, &NAVIA),
    Def::Entity(EntityId::GeoInfusion_116084, &GEO_INFUSION),
    Def::Entity(EntityId::RosulaDorataSalute, &ROSULA_DORATA_SALUTE),
    Def::Card(CardId::CrystalShrapnel, &CRYSTAL_SHRAPNEL),
    Def::Entity(EntityId::UndisclosedDistributionChannels, &TALENT_EQUIPPED),
    Def::Card(
        CardId::UndisclosedDistributionChannels,
        &CardDef::talent::<CEREMONIAL_CRYSTALSHOT>(),
    ),
];

/// "从手牌中舍弃至多5张裂晶弹片" (discard up to 5 Crystal Shrapnel).
const MOST_DISCARDED: usize = 5;
/// "生成3张裂晶弹片" (create 3 Crystal Shrapnel).
const PASSIVE_CARDS: u8 = 3;
/// Crystal Shrapnel: "造成1点物理伤害，抓1张牌".
const SHRAPNEL_DAMAGE: u8 = 1;
/// Crystal Shrapnel: "抓1张牌".
const SHRAPNEL_DRAW: u8 = 1;
/// Rosula Dorata Salute: "造成1点岩元素伤害".
const SALUTE_DAMAGE: u8 = 1;
/// Rosula Dorata Salute: "抓1张裂晶弹片".
const SALUTE_DRAW: u8 = 1;
/// The burst: "对所有敌方后台角色造成1点穿透伤害".
const BURST_PIERCING: u8 = 1;
/// The talent: "抓2张裂晶弹片".
const TALENT_DRAW: u8 = 2;

static NAVIA: CharacterDef =
    CharacterDef::new(skill).passive(EntityDef::new().on_damaged(|cx, _, e| {
        let crystallize = matches!(e.reaction, Some(Reaction::Crystallize(_)));
        if e.player != cx.player && crystallize {
            cx.insert_into_deck(CardId::CrystalShrapnel, PASSIVE_CARDS, DeckSpot::Random);
        }
    }));

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        BLUNT_REFUSAL => cx.base_damage(),
        CEREMONIAL_CRYSTALSHOT => {
            cx.attach_self(EntityId::GeoInfusion_116084);
            let held = cx
                .state
                .player(cx.player)
                .hand
                .iter()
                .filter(|&&c| c == CardId::CrystalShrapnel)
                .count()
                .min(MOST_DISCARDED) as u8;
            cx.base_damage_plus(held);
            for _ in 0..held {
                cx.discard_card(CardId::CrystalShrapnel);
            }
            if held > 0 {
                cx.draw(held);
            }
        }
        AS_THE_SUNLIT_SKYS_SINGING_SALUTE => {
            cx.damage_standby(PIERCING, BURST_PIERCING);
            cx.base_damage();
            cx.summon(EntityId::RosulaDorataSalute);
            cx.create_card(CardId::CrystalShrapnel);
        }
        _ => {}
    }
}

/// Geo Infusion: her skills' Physical damage becomes Geo.
static GEO_INFUSION: EntityDef = EntityDef::new().on_damage_type(|cx, _, d| {
    let Some(c) = cx.character() else { return };
    if d.dealt_by(cx.player, c) && d.is_skill() && d.dtype == PHYSICAL {
        d.dtype = GEO;
    }
});

static ROSULA_DORATA_SALUTE: EntityDef =
    EntityDef::new()
        .deals(GEO, SALUTE_DAMAGE)
        .on_end_phase(|cx, me| {
            cx.strike();
            cx.draw_card(CardId::CrystalShrapnel, SALUTE_DRAW);
            cx.spend_after(me);
        });

static CRYSTAL_SHRAPNEL: CardDef = CardDef::event(|cx| {
    cx.damage_active(PHYSICAL, SHRAPNEL_DAMAGE);
    cx.draw(SHRAPNEL_DRAW);
});

/// The equipped talent: after her skills, 2 Crystal Shrapnel from the pile, once per round.
static TALENT_EQUIPPED: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    let Some(c) = cx.character() else { return };
    if e.player == cx.player && e.character == c && me.once_per_round() {
        cx.draw_card(CardId::CrystalShrapnel, TALENT_DRAW);
    }
});
