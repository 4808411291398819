//! Abyss Herald: Wicked Torrents: Hydro monster. Her passive gives her Watery Rebirth when
//! the battle begins: the first time she would be defeated she is healed to 4 HP instead,
//! and her Physical damage becomes Hydro, her Hydro damage +1 from then on. Her burst curses
//! the opponent's Elemental Skills and Bursts (Curse of the Undercurrent); her talent,
//! Surging Undercurrent, lays the curse when the rebirth fires or she is defeated.

use crate::cards::prelude::*;
use crate::facts::skill::abyss_herald_wicked_torrents::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::AbyssHeraldWickedTorrents, &WICKED_TORRENTS),
    Def::Entity(EntityId::WateryRebirth, &WATERY_REBIRTH),
    Def::Entity(EntityId::WateryRebirthHoned, &HONED),
    Def::Entity(EntityId::RipplingBlades, &RIPPLING_BLADES_PREPARING),
    Def::Entity(EntityId::CurseOfTheUndercurrent, &CURSE),
    // Its effects are in Watery Rebirth and the combat status its entry creates.
    Def::Entity(TALENT, &EntityDef::NONE),
    Def::Entity(TALENT_MARK, &TALENT_MARK_DEF),
    Def::Card(CardId::SurgingUndercurrent, &SURGING_UNDERCURRENT_CARD),
];

/// Surging Undercurrent, the equipped talent.
const TALENT: EntityId = EntityId::SurgingUndercurrent_222031;
/// Surging Undercurrent, the combat status the talent's entry leaves on her side: its curse
/// at her defeat.
const TALENT_MARK: EntityId = EntityId::SurgingUndercurrent_122034;
/// HP Watery Rebirth heals her to.
const REBIRTH_HP: u8 = 4;
/// Watery Rebirth: Honed: "Hydro DMG +1".
const HONED_BONUS: i32 = 1;
/// Curse of the Undercurrent: "spend 1 more Elemental Die".
const CURSE_EXTRA: u8 = 1;

/// Watery Rebirth (passive): "When the battle begins, this character gains Watery Rebirth."
/// Not again when she is revived (as Abyss Lector: Fathomless Flames).
static WICKED_TORRENTS: CharacterDef =
    CharacterDef::new(skill).passive(EntityDef::new().on_battle_begins(|cx, _| {
        if let Some(c) = cx.character() {
            cx.attach(c, EntityId::WateryRebirth);
        }
    }));

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Rippling Slash: "Deals 2 Physical DMG."; Rippling Blades (prepared): "Deals 1
        // Hydro DMG."
        RIPPLING_SLASH | RIPPLING_BLADES => cx.base_damage(),
        // Vortex Edge: "Deals 1 Hydro DMG, then performs "Prepare Skill" for Rippling
        // Blades."
        VORTEX_EDGE => {
            cx.base_damage();
            cx.attach_self(EntityId::RipplingBlades);
        }
        // Torrential Shock: "Deals 3 Hydro DMG. Creates 1 Curse of the Undercurrent on the
        // opponent's side of the field."
        TORRENTIAL_SHOCK => {
            cx.base_damage();
            cx.opponent_combat_status(EntityId::CurseOfTheUndercurrent);
        }
        _ => {}
    }
}

/// Rippling Blades (the preparation): she uses Rippling Blades as her player's next action.
static RIPPLING_BLADES_PREPARING: EntityDef = EntityDef::new().prepares(RIPPLING_BLADES);

/// Watery Rebirth: "When the character to which this is attached would be defeated: Remove
/// this effect, ensure the character will not be defeated, and heal them to 4 HP. After this
/// effect is triggered, the character's Physical DMG will be converted to Hydro DMG, and
/// Hydro DMG dealt by the character +1." (it becomes Watery Rebirth: Honed).
///
/// Surging Undercurrent: "When Abyss Herald: Wicked Torrents, who has this card equipped,
/// triggers Watery Rebirth: Create 1 Curse of the Undercurrent on the opposing playing
/// field." (The card stays.)
static WATERY_REBIRTH: EntityDef = EntityDef::new().on_would_be_defeated(|cx, _, q| {
    let Some(c) = templates::save_from_defeat(cx, q, REBIRTH_HP) else {
        return;
    };
    if cx.state.character(cx.player, c as usize).has(TALENT) {
        cx.opponent_combat_status(EntityId::CurseOfTheUndercurrent);
    }
    cx.attach(c, EntityId::WateryRebirthHoned);
});

/// Watery Rebirth: Honed: her skills' Physical damage becomes Hydro, and their Hydro damage
/// is +1 (as the reference: skill damage).
static HONED: EntityDef = EntityDef::new()
    .on_damage_type(|cx, _, d| {
        if cx.character().is_some_and(|c| d.dealt_by(cx.player, c))
            && d.is_skill()
            && d.dtype == PHYSICAL
        {
            d.dtype = HYDRO;
        }
    })
    .on_damage_add(|cx, _, d| {
        if cx.character().is_some_and(|c| d.dealt_by(cx.player, c))
            && d.is_skill()
            && d.is(Element::Hydro)
        {
            d.amount += HONED_BONUS;
        }
    });

/// Curse of the Undercurrent: "When the characters on the side of the field this card is on
/// use an Elemental Skill or Elemental Burst: They will have to spend 1 additional Elemental
/// Die. Usage(s): 2" (a die of the skill's element, as the reference adds it to the skill's
/// own dice, differential game 43-1; usages from the facts).
static CURSE: EntityDef = EntityDef::new().on_cost_unaligned(|_, me, q| {
    let skill = matches!(
        q.action,
        CostAction::Skill {
            kind: SkillKind::Elemental | SkillKind::Burst,
            ..
        }
    );
    if skill && me.usage > 0 {
        // A die of the kind the skill asks for (as the reference: its Elemental Dice).
        if q.cost.matching > 0 {
            q.cost.matching += CURSE_EXTRA;
        } else if q.cost.same > 0 {
            q.cost.same += CURSE_EXTRA;
        } else {
            q.cost.unaligned += CURSE_EXTRA;
        }
        if q.commit {
            me.take_usage();
        }
    }
});

/// Surging Undercurrent's combat status (an entity of the game's data, which the talent's
/// entry creates on her side): "When Abyss Herald: Wicked Torrents, who has this card
/// equipped, is defeated: Create 1 Curse of the Undercurrent on the opposing playing field."
/// Then it leaves (as the reference).
static TALENT_MARK_DEF: EntityDef = EntityDef::new().on_defeated(|cx, _, e| {
    let herald = cx.state.character(e.player, e.character as usize).id;
    if e.player == cx.player && herald == CharacterId::AbyssHeraldWickedTorrents {
        cx.opponent_combat_status(EntityId::CurseOfTheUndercurrent);
        cx.dispose = true;
    }
});

/// Surging Undercurrent (talent, 1 Hydro, not a Combat Action; she need not be active): "When
/// played: If Abyss Herald: Wicked Torrents, who has this card equipped, has already
/// triggered Watery Rebirth, then create 1 Curse of the Undercurrent on the opposing playing
/// field." ("Already triggered" is read from Watery Rebirth: Honed, which that trigger
/// leaves.)
static SURGING_UNDERCURRENT_CARD: CardDef = CardDef::on_character(|cx| {
    let Some(c) = cx.target_character() else {
        return;
    };
    cx.combat_status(TALENT_MARK);
    if cx
        .state
        .character(cx.player, c as usize)
        .has(EntityId::WateryRebirthHoned)
    {
        cx.opponent_combat_status(EntityId::CurseOfTheUndercurrent);
    }
});
