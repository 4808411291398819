//! Abyss Lector: Violet Lightning: Electro monster. Her passive gives her Electric Rebirth
//! when the battle begins: the first time she would be defeated she is healed to 4 HP
//! instead, and her Electro damage is +1 from then on. Her skills steal and punish the
//! opponent's energy; her talent, Chain Lightning Cascade, drains the opposing active
//! character's energy when the rebirth fires or she is defeated.

use crate::cards::prelude::*;
use crate::facts::skill::abyss_lector_violet_lightning::*;
use crate::state::Aura;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::AbyssLectorVioletLightning, &VIOLET_LIGHTNING),
    Def::Entity(EntityId::ElectricRebirth, &ELECTRIC_REBIRTH),
    Def::Entity(EntityId::ElectricRebirthHoned, &HONED),
    // Its effects are in Electric Rebirth and the combat status its entry creates.
    Def::Entity(TALENT, &EntityDef::NONE),
    Def::Entity(CASCADE_MARK, &CASCADE_MARK_DEF),
    Def::Card(CardId::ChainLightningCascade, &CHAIN_LIGHTNING_CASCADE_CARD),
];

/// Chain Lightning Cascade, the equipped talent.
const TALENT: EntityId = EntityId::ChainLightningCascade_224061;
/// Chain Lightning Cascade, the combat status the talent's entry leaves on her side: its
/// drain at her defeat.
const CASCADE_MARK: EntityId = EntityId::ChainLightningCascade_124065;
/// HP Electric Rebirth heals her to.
const REBIRTH_HP: u8 = 4;
/// Electric Rebirth: Honed: "The character deals +1 Electro DMG."
const HONED_BONUS: i32 = 1;
/// Shock of the Enigmatic Abyss: "steal 1 Energy".
const STOLEN: u8 = 1;
/// Wild Thunderburst: "If the target has no more than 1 Energy, deals +2 DMG."
const BURST_ENERGY_AT_MOST: u8 = 1;
/// See [`BURST_ENERGY_AT_MOST`].
const BURST_BONUS: u8 = 2;
/// Chain Lightning Cascade: "cause the opponent's active character to lose 1 Energy".
const CASCADE_DRAIN: u8 = 1;

/// Electric Rebirth (passive): "When the battle begins, this character gains Electric
/// Rebirth." Not again when she is revived (as Abyss Lector: Fathomless Flames).
static VIOLET_LIGHTNING: CharacterDef =
    CharacterDef::new(skill).passive(EntityDef::new().on_battle_begins(|cx, _| {
        if let Some(c) = cx.character() {
            cx.attach(c, EntityId::ElectricRebirth);
        }
    }));

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Den of Thunder: "Deals 1 Electro DMG."
        DEN_OF_THUNDER => cx.base_damage(),
        // Shock of the Enigmatic Abyss: "Deals 3 Electro DMG. If the target is already
        // affected by Electro, steal 1 Energy from them. (If this character's Energy is
        // already full, then the stolen Energy will be given to the next character who does
        // not have full Energy)". The steal comes before the damage (the target's aura
        // before the hit, as the reference); nothing is given when the target had none.
        SHOCK_OF_THE_ENIGMATIC_ABYSS => {
            let opp = cx.player.other();
            let target = cx.state.active(opp);
            let victim = cx.state.character(opp, target);
            if victim.aura == Aura::Electro {
                let had = victim.energy > 0;
                cx.lose_energy_opponent(target as u8, STOLEN);
                if had {
                    if let Some(to) = next_not_full(cx.state, cx.player, cx.character) {
                        cx.energy(to, STOLEN);
                    }
                }
            }
            cx.base_damage();
        }
        // Wild Thunderburst: "Deals 3 Electro DMG. If the target has no more than 1 Energy,
        // deals +2 DMG."
        WILD_THUNDERBURST => {
            let opp = cx.player.other();
            let target = cx.state.character(opp, cx.state.active(opp));
            if target.energy <= BURST_ENERGY_AT_MOST {
                cx.base_damage_plus(BURST_BONUS);
            } else {
                cx.base_damage();
            }
        }
        _ => {}
    }
}

/// She, if her energy is not full, else the next living character of her side (in
/// position order, from her) whose energy is not full.
fn next_not_full(state: &GameState, p: Player, me: u8) -> Option<u8> {
    (0..CHARACTERS as u8)
        .map(|i| (me + i) % CHARACTERS as u8)
        .find(|&c| {
            let ch = state.character(p, c as usize);
            ch.alive && ch.energy < ch.max_energy
        })
}

/// Electric Rebirth: "When the character to which this is attached would be defeated: Remove
/// this effect, ensure the character will not be defeated, and heal them to 4 HP. After
/// this effect is triggered, this character deals +1 Electro DMG." (it becomes Electric
/// Rebirth: Honed).
///
/// Chain Lightning Cascade: "When Abyss Lector: Violet Lightning, who has this card equipped,
/// triggers Electric Rebirth: Discard this card, and cause the opponent's active character
/// to lose 1 Energy."
static ELECTRIC_REBIRTH: EntityDef = EntityDef::new().on_would_be_defeated(|cx, _, q| {
    let Some(c) = templates::save_from_defeat(cx, q, REBIRTH_HP) else {
        return;
    };
    if cx.state.character(cx.player, c as usize).has(TALENT) {
        cx.remove(Zone::Character(c), TALENT);
        drain_opposing_active(cx);
    }
    cx.attach(c, EntityId::ElectricRebirthHoned);
});

/// The opposing active character loses 1 energy.
fn drain_opposing_active(cx: &mut impl Act) {
    let opp = cx.side().other();
    let active = cx.game().active(opp) as u8;
    cx.lose_energy_opponent(active, CASCADE_DRAIN);
}

/// Electric Rebirth: Honed: "The character deals +1 Electro DMG."
static HONED: EntityDef = EntityDef::new().on_damage_add(|cx, _, d| {
    let Some(c) = cx.character() else { return };
    if d.dealt_by(cx.player, c) && d.is_skill() && d.is(Element::Electro) {
        d.amount += HONED_BONUS;
    }
});

/// Chain Lightning Cascade's combat status (an entity of the game's data, which the talent's
/// entry creates on her side): "When Abyss Lector: Violet Lightning, who has this card
/// equipped, is defeated: cause the opponent's active character to lose 1 Energy." It stays
/// after the rebirth discarded the card, and drains at her defeat then too, as the
/// reference (differential game 42-10); then it leaves.
static CASCADE_MARK_DEF: EntityDef = EntityDef::new().on_defeated(|cx, _, e| {
    let lector = cx.state.character(e.player, e.character as usize).id;
    if e.player == cx.player && lector == CharacterId::AbyssLectorVioletLightning {
        drain_opposing_active(cx);
        cx.dispose = true;
    }
});

/// Chain Lightning Cascade (talent, 1 Electro, not a Combat Action; she need not be active):
/// "When played: If Abyss Lector: Violet Lightning, who has this card equipped, has already
/// triggered Electric Rebirth, cause the opponent's active character to lose 1 Energy."
/// ("Already triggered": she no longer has Electric Rebirth, as the reference reads it.)
static CHAIN_LIGHTNING_CASCADE_CARD: CardDef = CardDef::on_character(|cx| {
    let Some(c) = cx.target_character() else {
        return;
    };
    cx.combat_status(CASCADE_MARK);
    if !cx
        .state
        .character(cx.player, c as usize)
        .has(EntityId::ElectricRebirth)
    {
        drain_opposing_active(cx);
    }
});
