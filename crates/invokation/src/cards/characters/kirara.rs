//! Kirara: Dendro sword. Meow-teor Kick creates Urgent Neko Parcel (damage and a card when
//! her side switches away from her) and Shield of Safe Transport; her burst leaves Cat
//! Grass Cardamom on the opposing side, which hurts that side as it plays cards. Her talent,
//! Countless Sights to See, lowers a switch away from her once a round.

use crate::cards::prelude::*;
use crate::facts::skill::kirara::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Kirara, &CharacterDef::new(skill)),
    Def::Entity(EntityId::UrgentNekoParcel, &URGENT_NEKO_PARCEL),
    Def::Entity(EntityId::ShieldOfSafeTransport, &SHIELD_OF_SAFE_TRANSPORT),
    Def::Entity(EntityId::CatGrassCardamom, &CAT_GRASS_CARDAMOM),
    Def::Entity(EntityId::CountlessSightsToSee, &COUNTLESS_SIGHTS_EQUIPPED),
    Def::Card(CardId::CountlessSightsToSee, &COUNTLESS_SIGHTS_TO_SEE),
];

/// Urgent Neko Parcel: "Deal 1 Dendro DMG and draw 1 card."
const PARCEL_DAMAGE: u8 = 1;
const PARCEL_DRAW: u8 = 1;
/// Cat Grass Cardamom: "After ... has played 2 Action Cards: Deal 1 Dendro DMG".
const CARDS_TO_PLAY: u8 = 2;
const CARDAMOM_DAMAGE: u8 = 1;
/// Countless Sights to See: "spend 1 less Elemental Die".
const SWITCH_DISCOUNT: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        BOXCUTTER => cx.base_damage(),
        // Meow-teor Kick: "Creates 1 Urgent Neko Parcel and Shield of Safe Transport."
        MEOW_TEOR_KICK => {
            cx.combat_status(EntityId::UrgentNekoParcel);
            cx.combat_status(EntityId::ShieldOfSafeTransport);
        }
        // Secret Art: Surprise Dispatch: "Deals 4 Dendro DMG, creates 1 Cat Grass Cardamom
        // on the opponent's side of the field."
        SECRET_ART_SURPRISE_DISPATCH => {
            cx.base_damage();
            cx.opponent_combat_status(EntityId::CatGrassCardamom);
        }
        _ => {}
    }
}

/// Urgent Neko Parcel (combat status): "When Kirara is your active character, after you
/// switch characters: Deal 1 Dendro DMG and draw 1 card. Usage(s): 1 (Can stack. Max 2
/// stacks.)" (usages and their limit from the facts). Any switch of its side away from a
/// Kirara counts (the action, a forced switch, the choice after her defeat), as the
/// reference reads it, dealing the text's 1 Dendro (the reference's 6.5.0 definition; its
/// later one deals 2).
static URGENT_NEKO_PARCEL: EntityDef = EntityDef::new().on_switched(|cx, me, e| {
    let from_kirara = cx.state.character(e.player, e.from as usize).id == CharacterId::Kirara;
    if e.player == cx.player && e.from != e.to && from_kirara && me.usage > 0 {
        cx.damage_active(DENDRO, PARCEL_DAMAGE);
        cx.draw(PARCEL_DRAW);
        cx.spend_after(me);
    }
});

/// Shield of Safe Transport (combat status): "Grants 2 Shield points to your active
/// character." (points from the facts; created again, it is refreshed to them, as the
/// reference's 6.5.0 definition: its later ones stack without a limit).
static SHIELD_OF_SAFE_TRANSPORT: EntityDef = templates::SHIELD;

/// Cat Grass Cardamom (combat status, on the opposing side of Kirara's): "After the side of
/// the field that this card is on has played 2 Action Cards: Deal 1 Dendro DMG to the
/// active character on that side. Usage(s): 2" (usages from the facts). `aux` counts the
/// cards played since it last struck; the damage is its side's own (`Act::damage_own`).
/// Created again, it keeps that count (the text does not start it over; as the reference,
/// whose count is a variable a re-creation leaves alone: differential game 13-13).
static CAT_GRASS_CARDAMOM: EntityDef = EntityDef::new().keeps_aux().on_card_played(|cx, me, e| {
    if e.player != cx.player || me.usage == 0 {
        return;
    }
    me.aux += 1;
    if me.aux >= CARDS_TO_PLAY {
        me.aux = 0;
        let active = cx.state.active(cx.player) as u8;
        cx.damage_own(active, DENDRO, CARDAMOM_DAMAGE);
        cx.spend_after(me);
    }
});

/// Countless Sights to See (talent, Combat Action): "When your active character is
/// Kirara, equip this card. After Kirara equips this card, immediately use Meow-teor Kick
/// once. When your Kirara, who has this card equipped, is the active character, and you
/// perform a "Switch Character" action: Spend 1 less Elemental Die. (Once per Round)"
static COUNTLESS_SIGHTS_TO_SEE: CardDef = CardDef::talent::<MEOW_TEOR_KICK>();

/// Countless Sights to See equipped: a switch that costs no die keeps the round's use.
static COUNTLESS_SIGHTS_EQUIPPED: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    if q.player == cx.player && matches!(q.action, CostAction::Switch { .. }) && cx.on_active() {
        me.once_per_round_if(|| q.reduce_dice(SWITCH_DISCOUNT) > 0);
    }
});
