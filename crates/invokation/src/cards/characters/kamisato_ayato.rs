//! Kamisato Ayato: Hydro sword. Kamisato Art: Kyouka gives him Takimeguri Kanka (Hydro
//! Normal Attacks, +1); his burst summons Garden of Purity (+1 to his side's Normal
//! Attacks). His talent, Kyouka Fuushi, makes his next Normal Attack cheaper after one with
//! Takimeguri Kanka (from 6.3; before, +1 or +2 against targets at 6 HP or less).

use crate::cards::prelude::*;
use crate::facts::skill::kamisato_ayato::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::KamisatoAyato, &AYATO),
    Def::Entity(EntityId::TakimeguriKanka, &TAKIMEGURI_KANKA),
    Def::Entity(EntityId::GardenOfPurity, &GARDEN_OF_PURITY),
    // Its effect is in Takimeguri Kanka and Ayato's own handlers.
    Def::Entity(EntityId::KyoukaFuushi, &EntityDef::NONE),
    Def::Entity(EntityId::KyoukaFuushiInEffect, &KYOUKA_FUUSHI_IN_EFFECT),
    Def::Card(CardId::KyoukaFuushi, &KYOUKA_FUUSHI),
];

/// Takimeguri Kanka: "Normal Attacks deal +1 DMG".
const KANKA_BONUS: i32 = 1;
/// Garden of Purity: "End Phase: Deal 2 Hydro DMG."
const GARDEN_DAMAGE: u8 = 2;
/// Garden of Purity: "Your characters' Normal Attacks deal +1 DMG."
const GARDEN_BONUS: i32 = 1;
/// Kyouka Fuushi (In Effect): "the next Normal Attack costs 2 less Unaligned Element".
const FUUSHI_DISCOUNT: u8 = 2;
/// Kyouka Fuushi before 6.3: the extra damage against "enemies with 6 HP or less".
const LOW_HP: u8 = 6;

/// Kyouka Fuushi before 6.3: "deal +1 additional DMG" (+2 from 4.7).
fn old_talent_bonus(v: Version) -> i32 {
    if v >= Version::V4_7_0 {
        2
    } else {
        1
    }
}

/// Bits of Ayato's own byte, for Kyouka Fuushi (6.3 on) during one Normal Attack.
mod bit {
    /// Takimeguri Kanka boosted this Normal Attack.
    pub const KANKA: u8 = 1;
    /// Kyouka Fuushi (In Effect) lowered this Normal Attack's cost.
    pub const DISCOUNTED: u8 = 2;
}

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Kamisato Art: Marobashi: "Deals 2 Physical DMG."
        KAMISATO_ART_MAROBASHI => cx.base_damage(),
        // Kamisato Art: Kyouka: "Deals 2 Hydro DMG. This character gains Takimeguri Kanka."
        KAMISATO_ART_KYOUKA => {
            cx.base_damage();
            cx.attach_self(EntityId::TakimeguriKanka);
        }
        // Kamisato Art: Suiyuu: "Deals 1 Hydro DMG, summons 1 Garden of Purity."
        KAMISATO_ART_SUIYUU => {
            cx.base_damage();
            cx.summon(EntityId::GardenOfPurity);
        }
        _ => {}
    }
}

/// Whether `d` is the Normal Attack damage of `p`'s character at `c` (not spread).
fn normal_attack_of(d: &DamageCalc, p: Player, c: u8) -> bool {
    d.dealt_directly_by(p, c) && d.is_normal_attack()
}

/// Ayato's own handlers carry Kyouka Fuushi from 6.3: "After Kamisato Ayato, who has
/// Takimeguri Kanka attached, uses a Normal Attack: his next Normal Attack this round costs
/// 2 less Unaligned Element. (That Normal Attack does not trigger this card's effect
/// again.)" While one of his Normal Attacks resolves he notes whether Takimeguri Kanka
/// boosted it and whether Kyouka Fuushi (In Effect) paid for it; after it, with the talent
/// equipped, a boosted one that was not discounted gives him Kyouka Fuushi (In Effect).
static AYATO: CharacterDef = CharacterDef::new(skill).passive(
    EntityDef::new()
        .on_damage_add(|cx, me, d| {
            let Some(c) = cx.character() else { return };
            let kanka = cx
                .state
                .character(cx.player, c as usize)
                .status(EntityId::TakimeguriKanka)
                .is_some_and(|s| s.usage > 0);
            if kanka && normal_attack_of(d, cx.player, c) {
                me.aux |= bit::KANKA;
            }
        })
        .on_cost_unaligned(|cx, me, q| {
            let Some(c) = cx.character() else { return };
            let me_ = cx.state.character(cx.player, c as usize);
            if q.commit
                && q.is_skill_of(cx.player, c, Some(SkillKind::Normal))
                && me_.has(EntityId::KyoukaFuushiInEffect)
                && q.cost.unaligned > 0
            {
                me.aux |= bit::DISCOUNTED;
            }
        })
        .on_after_skill(|cx, me, e| {
            let Some(c) = cx.character() else { return };
            if e.player != cx.player || e.character != c || e.kind != SkillKind::Normal {
                return;
            }
            let talent = cx
                .state
                .character(cx.player, c as usize)
                .has(EntityId::KyoukaFuushi);
            if talent
                && cx.state.version() >= Version::V6_3_0
                && me.aux & bit::KANKA != 0
                && me.aux & bit::DISCOUNTED == 0
            {
                cx.attach(c, EntityId::KyoukaFuushiInEffect);
            }
            me.aux = 0;
        }),
);

/// Takimeguri Kanka: "The character to which this is attached has their Normal Attacks deal
/// +1 DMG, and their Physical DMG dealt converted to Hydro DMG. Usage(s): 3" (usages from
/// the facts; the conversion is of its character's skills' damage, and lasts while it
/// does). Before 6.3, Kyouka Fuushi adds to the boosted hit: "deal +1 (from 4.7: +2)
/// additional DMG if the target's remaining HP is equal to or less than 6".
static TAKIMEGURI_KANKA: EntityDef = EntityDef::new()
    .on_damage_type(|cx, _, d| {
        let mine = cx.character().is_some_and(|c| d.dealt_by(cx.player, c));
        if mine && d.is_skill() && d.dtype == PHYSICAL {
            d.dtype = HYDRO;
        }
    })
    .on_damage_add(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if !normal_attack_of(d, cx.player, c) || !me.take_usage() {
            return;
        }
        d.amount += KANKA_BONUS;
        let v = cx.state.version();
        let talent = cx
            .state
            .character(cx.player, c as usize)
            .has(EntityId::KyoukaFuushi);
        let target = cx.state.character(d.cmd.to, d.cmd.target as usize);
        if talent && v < Version::V6_3_0 && target.hp <= LOW_HP {
            d.amount += old_talent_bonus(v);
        }
    });

/// Garden of Purity: "End Phase: Deal 2 Hydro DMG. Usage(s): 2. When this Summon is on the
/// field: Your characters' Normal Attacks deal +1 DMG."
static GARDEN_OF_PURITY: EntityDef =
    templates::summon(HYDRO, GARDEN_DAMAGE).on_damage_add(|cx, _, d| {
        if d.cmd.from == cx.player && d.is_normal_attack() {
            d.amount += GARDEN_BONUS;
        }
    });

/// Kyouka Fuushi (In Effect) (6.3 on): "This round, the next Normal Attack of the character
/// to which this is attached costs 2 less Unaligned Element." Used up when it lowers a cost
/// with unaligned dice.
static KYOUKA_FUUSHI_IN_EFFECT: EntityDef =
    EntityDef::new().init(1, 1).on_cost_unaligned(|cx, me, q| {
        let Some(c) = cx.character() else { return };
        if q.is_skill_of(cx.player, c, Some(SkillKind::Normal)) && q.cost.unaligned > 0 {
            q.cost.unaligned = q.cost.unaligned.saturating_sub(FUUSHI_DISCOUNT);
            me.take_usage();
        }
    });

/// Kyouka Fuushi (talent, Combat Action, 3 Hydro): "When your active character is Kamisato
/// Ayato, equip this card. After Kamisato Ayato equips this card, immediately use Kamisato
/// Art: Kyouka once." Its other effect (by version) is in Takimeguri Kanka and in Ayato's
/// own handlers.
static KYOUKA_FUUSHI: CardDef = CardDef::talent::<KAMISATO_ART_KYOUKA>();
