//! Stonehide Lawachurl: Geo monster. He enters the battle wearing Stonehide (damage taken
//! -1, three times, Geo hits wearing it down twice as fast) and Stone Force (his Physical
//! damage turns Geo, +1 once per round), which ends with the Stonehide. His talent,
//! Stonehide Reforged, puts both back on whenever he defeats an opposing character.

use crate::cards::prelude::*;
use crate::facts::skill::stonehide_lawachurl::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(
        CharacterId::StonehideLawachurl,
        &CharacterDef::new(skill).passive(INFUSED_STONEHIDE_PASSIVE),
    ),
    Def::Entity(EntityId::Stonehide, &STONEHIDE),
    Def::Entity(EntityId::StoneForce, &STONE_FORCE),
    Def::Entity(EntityId::StonehideReforged, &REFORGED),
    Def::Card(CardId::StonehideReforged, &STONEHIDE_REFORGED),
];

/// Stone Force: "Once per Round: The character deals +1 DMG."
const STONE_FORCE_BONUS: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG." / "Deals 3 Physical DMG." / "Deals 5 Physical DMG."
        PLAMA_LAWA | MOVO_LAWA | UPA_SHATO => cx.base_damage(),
        _ => {}
    }
}

/// Attaches Stonehide and Stone Force to the character at `c`.
fn put_on_stonehide(cx: &mut Cx, c: u8) {
    cx.attach(c, EntityId::Stonehide);
    cx.attach(c, EntityId::StoneForce);
}

/// Infused Stonehide: "(Passive) When the battle begins, this character gains Stonehide and
/// Stone Force."
static INFUSED_STONEHIDE_PASSIVE: EntityDef = EntityDef::new().on_battle_begins(|cx, _| {
    if let Some(c) = cx.character() {
        put_on_stonehide(cx, c);
    }
});

/// When Stonehide is used up, Stone Force goes with it ("Once the Stonehide attached to the
/// character is removed, this status will be removed alongside it").
fn stonehide_spent(cx: &mut Cx, me: &Status) {
    if me.usage == 0 {
        if let Some(c) = cx.character() {
            cx.remove_status(c, EntityId::StoneForce);
        }
    }
}

/// Stonehide: "When the character to which this is attached takes DMG: Decrease 1 DMG.
/// When Geo DMG is decreased, consume 1 additional Usage(s). Usage(s): 3" (usages from the
/// facts). As the reference: the extra usage goes after the Geo damage is taken (any Geo
/// damage to its character while it is there).
static STONEHIDE: EntityDef = EntityDef::new()
    .on_damage_decrease(|cx, me, d| {
        let mine = cx.character().is_some_and(|c| d.hits(cx.player, c));
        if mine && d.amount > 0 && me.take_usage() {
            d.amount -= 1;
            stonehide_spent(cx, me);
        }
    })
    .on_damaged(|cx, me, e| {
        let mine = e.player == cx.player && Some(e.character) == cx.character();
        if mine && e.dtype == GEO && me.take_usage() {
            stonehide_spent(cx, me);
        }
    });

/// Stone Force: "The character to which this is attached has their Physical DMG dealt
/// converted to Geo DMG. / Once per Round: The character deals +1 DMG. / Once the Stonehide
/// attached to the character is removed, this status will be removed alongside it." Its
/// character's own skill damage, as the reference.
static STONE_FORCE: EntityDef = EntityDef::new()
    .on_damage_type(|cx, _, d| {
        if own_skill_damage(cx, d) && d.dtype == PHYSICAL {
            d.dtype = GEO;
        }
    })
    .on_damage_add(|cx, me, d| {
        if own_skill_damage(cx, d) && me.once_per_round() {
            d.amount += STONE_FORCE_BONUS;
        }
    });

/// Whether the damage is a skill's of the entity's character (not spread by a reaction).
fn own_skill_damage(cx: &Cx, d: &DamageCalc) -> bool {
    d.is_skill()
        && cx
            .character()
            .is_some_and(|c| d.dealt_directly_by(cx.player, c))
}

/// Stonehide Reforged, equipped: "When your Stonehide Lawachurl, who has this card
/// equipped, defeats an opposing character: Stonehide Lawachurl will re-attach Stonehide and
/// Stone Force." A character his damage brought to 0 HP that was defeated (not one a "will
/// not be defeated" effect saved).
static REFORGED: EntityDef = EntityDef::new().on_damaged(|cx, _, e| {
    let Some(c) = cx.character() else { return };
    let defeated = !cx.state.character(e.player, e.character as usize).alive;
    if e.from == cx.player && e.player != cx.player && e.source == Source::Character(c) && defeated
    {
        put_on_stonehide(cx, c);
    }
});

/// Stonehide Reforged (talent, Combat Action, 4 Geo and 2 Energy): "When your active
/// character is Stonehide Lawachurl, equip this card. After Stonehide Lawachurl equips this
/// card, immediately use Upa Shato once." (What the equipped card does: [`REFORGED`].)
static STONEHIDE_REFORGED: CardDef = CardDef::talent::<UPA_SHATO>();
