//! Fatui Electro Cicin Mage: Electro monster. Misty Call summons Electro Cicin, which gains
//! usages as the opponent plays action cards (counted by Crushing Thunder, a combat status
//! on the opponent's side) and loses them when she takes reaction damage; her burst applies
//! Electro to herself, shields the team with the Cicin's usages and prepares Surging
//! Thunder. Her talent, Electro Cicin's Gleam, makes a full Cicin strike before her
//! player's actions.

use crate::cards::prelude::*;
use crate::facts::skill::fatui_electro_cicin_mage::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(
        CharacterId::FatuiElectroCicinMage,
        &CharacterDef::new(skill),
    ),
    Def::Entity(EntityId::ElectroCicin, &ELECTRO_CICIN),
    Def::Entity(EntityId::ElectroCicinWard, &templates::SHIELD),
    Def::Entity(EntityId::SurgingThunder, &SURGING_THUNDER_PREPARING),
    Def::Entity(EntityId::CrushingThunder, &CRUSHING_THUNDER),
    Def::Entity(EntityId::ElectroCicinsGleam, &GLEAM),
    Def::Card(CardId::ElectroCicinsGleam, &ELECTRO_CICINS_GLEAM),
];

/// Electro Cicin: "End Phase: Deal 1 Electro DMG."; Electro Cicin's Gleam: "Electro Cicin
/// will immediately deal 1 Electro DMG."
const CICIN_DAMAGE: u8 = 1;
/// Electro Cicin: "After your opponent plays a total of 3 Action Cards: This card gains 1
/// Usage(s). (Max 3 stacks)": the cards counted, and the most usages this gives.
const CARDS_COUNTED: u8 = 3;
/// See [`CARDS_COUNTED`].
const CICIN_MAX: u8 = 3;
/// Electro Cicin Ward: "(Adds a maximum of 3 additional Shield)".
const WARD_EXTRA_MAX: u8 = 3;
/// Electro Cicin's Gleam: "If Electro Cicin's Usage(s) is at least 3".
const GLEAM_AT_LEAST: u8 = 3;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Hurtling Bolts: "Deals 1 Electro DMG."; Surging Thunder (prepared): "Deals 2
        // Electro DMG."
        HURTLING_BOLTS | SURGING_THUNDER => cx.base_damage(),
        // Misty Call: "Summons 1 Electro Cicin." With it comes Crushing Thunder on the
        // opponent's side (what counts their cards, as the reference), when the Cicin finds
        // a place.
        MISTY_CALL => {
            let own = cx.state.player(cx.player);
            let placed = own.summon(EntityId::ElectroCicin).is_some() || !own.summons.is_full();
            cx.summon(EntityId::ElectroCicin);
            if placed {
                cx.opponent_combat_status(EntityId::CrushingThunder);
            }
        }
        // Thundering Shield: "Deals 1 Electro DMG, applies Electro Application to this
        // character, creates 1 Electro Cicin Ward and prepares Surging Thunder." Electro
        // Cicin Ward: "Provides 1 Shield point for your active character. When created: If
        // you have Electro Cicin on the field, additionally increase Shield by the amount of
        // Usage(s) it has. (Adds a maximum of 3 additional Shield)" (1 point from the facts).
        THUNDERING_SHIELD => {
            cx.base_damage();
            // The preparation is there when her own Electro reacts: an Overloaded on herself
            // switches her out and interrupts it (as the reference: differential position
            // 47-33).
            cx.attach_self(EntityId::SurgingThunder);
            cx.apply_to_self(Element::Electro);
            let base = cx
                .state
                .entity_facts(EntityId::ElectroCicinWard)
                .and_then(|f| f.shield)
                .unwrap_or(0);
            let extra = cx
                .state
                .player(cx.player)
                .summon(EntityId::ElectroCicin)
                .map_or(0, |s| s.usage.min(WARD_EXTRA_MAX));
            // Created again, the Ward is refreshed (its points at least the base), then the
            // Cicin's usages are added (as the reference: differential position 47-26).
            let p = cx.player;
            let before = cx
                .state
                .player(p)
                .combat
                .iter()
                .find(|s| s.id == EntityId::ElectroCicinWard)
                .map_or(0, |s| s.usage);
            cx.add_to(p, Zone::Combat, EntityId::ElectroCicinWard, base + extra);
            cx.set_usage_of(
                p,
                Zone::Combat,
                EntityId::ElectroCicinWard,
                before.max(base) + extra,
            );
        }
        _ => {}
    }
}

/// Surging Thunder (the preparation): she uses Surging Thunder as her player's next action.
static SURGING_THUNDER_PREPARING: EntityDef = EntityDef::new().prepares(SURGING_THUNDER);

/// Electro Cicin: "End Phase: Deal 1 Electro DMG. Usage(s): 3. After your opponent plays a
/// total of 3 Action Cards: This card gains 1 Usage(s). (Max 3 stacks) After Fatui Electro
/// Cicin Mage takes Elemental Reaction DMG: This card loses 1 Usage(s)." (The opponent's
/// cards are counted by Crushing Thunder; when the Cicin leaves, Crushing Thunder goes.)
///
/// Told by Electro Cicin's Gleam, it strikes (1 Electro DMG) and spends a usage.
static ELECTRO_CICIN: EntityDef = templates::summon(ELECTRO, CICIN_DAMAGE)
    .on_damaged(|cx, me, e| {
        if e.player != cx.player || e.reaction.is_none() {
            return;
        }
        let hit = cx.state.character(e.player, e.character as usize).id;
        if hit == CharacterId::FatuiElectroCicinMage {
            me.take_usage();
        }
    })
    .on_signal(|cx, me| {
        cx.strike();
        cx.spend_after(me);
    })
    .on_discarded(|cx, _| {
        let opp = cx.player.other();
        cx.remove_from(opp, Zone::Combat, EntityId::CrushingThunder);
    });

/// Crushing Thunder (on the opponent's side of the Cicin): "Whenever you play a total of 3
/// Action Cards, the effect of the opposing Electro Cicin is triggered (its Usage(s) +1)."
/// The count is its own data (`aux`); at 3 it starts over, whether or not the Cicin could
/// gain a usage.
static CRUSHING_THUNDER: EntityDef = EntityDef::new().on_card_played(|cx, me, e| {
    if e.player != cx.player {
        return;
    }
    me.aux += 1;
    if me.aux < CARDS_COUNTED {
        return;
    }
    me.aux = 0;
    let mage_side = cx.player.other();
    if let Some(cicin) = cx.state.player(mage_side).summon(EntityId::ElectroCicin) {
        if cicin.usage < CICIN_MAX {
            let cicin = *cicin;
            cx.gain_usage(mage_side, Zone::Summons, &cicin, 1);
        }
    }
});

/// Electro Cicin's Gleam (equipped): "If your Fatui Electro Cicin Mage who has this card
/// equipped is on the field, before you choose an action: If Electro Cicin's Usage(s) is at
/// least 3, then Electro Cicin will immediately deal 1 Electro DMG. (Usage(s) will be
/// consumed, once per Round)". The round's use is the card's (a Misty Call that refreshes
/// the Cicin does not give another, as the reference: differential game 42-8); the Cicin
/// strikes as its own effect.
static GLEAM: EntityDef = EntityDef::new().on_before_action(|cx, me, &p| {
    let full = cx
        .state
        .player(cx.player)
        .summon(EntityId::ElectroCicin)
        .is_some_and(|s| s.usage >= GLEAM_AT_LEAST);
    if p == cx.player && full && me.once_per_round() {
        cx.signal(Zone::Summons, EntityId::ElectroCicin);
    }
});

/// Electro Cicin's Gleam (talent, Combat Action, 3 Electro): "When your active character is
/// Fatui Electro Cicin Mage, equip this card. After Fatui Electro Cicin Mage equips this
/// card, immediately use Misty Call once." (Its other effect is in Electro Cicin.)
static ELECTRO_CICINS_GLEAM: CardDef = CardDef::talent::<MISTY_CALL>();
