//! Events cards, one file each: food, Arcane Legends and the other events.

mod ancient_courtyard;
mod calxs_arts;
mod changing_shifts;
mod covenant_of_rock;
mod i_havent_lost_yet;
mod joyous_celebration;
mod jueyun_guoba;
mod leave_it_to_me;
mod lotus_flower_crisp;
mod mondstadt_hash_brown;
mod northern_smoked_chicken;
mod send_off;
mod starsigns;
mod strategize;
mod sweet_madame;
mod teyvat_fried_egg;
mod toss_up;
mod wind_and_freedom;

use crate::cards::{CardDef, EntityDef};
use crate::facts::{CardId, EntityId};

/// The behaviour of a card of this kind, if implemented.
pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::SweetMadame => &sweet_madame::CARD,
        CardId::TeyvatFriedEgg => &teyvat_fried_egg::CARD,
        CardId::TossUp => &toss_up::CARD,
        CardId::MondstadtHashBrown => &mondstadt_hash_brown::CARD,
        CardId::JueyunGuoba => &jueyun_guoba::CARD,
        CardId::LotusFlowerCrisp => &lotus_flower_crisp::CARD,
        CardId::NorthernSmokedChicken => &northern_smoked_chicken::CARD,
        CardId::Strategize => &strategize::CARD,
        CardId::LeaveItToMe => &leave_it_to_me::CARD,
        CardId::IHaventLostYet => &i_havent_lost_yet::CARD,
        CardId::Starsigns => &starsigns::CARD,
        CardId::CalxsArts => &calxs_arts::CARD,
        CardId::ChangingShifts => &changing_shifts::CARD,
        CardId::SendOff => &send_off::CARD,
        CardId::WindAndFreedom => &wind_and_freedom::CARD,
        CardId::AncientCourtyard => &ancient_courtyard::CARD,
        CardId::CovenantOfRock => &covenant_of_rock::CARD,
        CardId::JoyousCelebration => &joyous_celebration::CARD,
        _ => return None,
    })
}

/// The behaviour of an entity these cards become or create, if implemented.
pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::JueyunGuobaInEffect => &jueyun_guoba::ENTITY,
        EntityId::LotusFlowerCrispInEffect => &lotus_flower_crisp::ENTITY,
        EntityId::NorthernSmokedChickenInEffect => &northern_smoked_chicken::ENTITY,
        EntityId::LeaveItToMeInEffect => &leave_it_to_me::ENTITY,
        EntityId::IHaventLostYetOnCooldown => &i_havent_lost_yet::COOLDOWN,
        EntityId::ChangingShiftsInEffect => &changing_shifts::ENTITY,
        EntityId::WindAndFreedomInEffect => &wind_and_freedom::ENTITY,
        EntityId::AncientCourtyardInEffect => &ancient_courtyard::ENTITY,
        _ => return None,
    })
}
