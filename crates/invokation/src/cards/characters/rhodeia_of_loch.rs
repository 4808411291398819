//! Rhodeia of Loch: Hydro monster. Her Elemental Skills summon Oceanid Mimics chosen at
//! random (Squirrel, Raptor, Frog; a type not yet on the field first); her burst hits
//! harder for each summon of her side. Her talent, Streaming Surge, gives every summon of
//! her side a usage with the burst.

use crate::cards::prelude::*;
use crate::facts::skill::rhodeia_of_loch::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::RhodeiaOfLoch, &CharacterDef::new(skill)),
    Def::Entity(EntityId::OceanicMimicSquirrel, &SQUIRREL),
    Def::Entity(EntityId::OceanicMimicRaptor, &RAPTOR),
    Def::Entity(EntityId::OceanicMimicFrog, &FROG),
    // Its effect is in Tide and Torrent.
    Def::Entity(EntityId::StreamingSurge, &EntityDef::NONE),
    Def::Card(CardId::StreamingSurge, &STREAMING_SURGE),
];

/// The three Oceanid Mimics.
const MIMICS: [EntityId; 3] = [
    EntityId::OceanicMimicSquirrel,
    EntityId::OceanicMimicRaptor,
    EntityId::OceanicMimicFrog,
];
/// Squirrel: "End Phase: deal 2 Hydro DMG."
const SQUIRREL_DAMAGE: u8 = 2;
/// Raptor: "End Phase: deal 1 Hydro DMG."
const RAPTOR_DAMAGE: u8 = 1;
/// Frog: "deal 2 Hydro DMG in the End Phase" once depleted.
const FROG_DAMAGE: u8 = 2;
/// Streaming Surge: "All of your Summon(s) gain +1 Usage(s)."
const SURGE_USAGE: u8 = 1;

/// How many kinds of Oceanid Mimic may be on the field at once: 2 from 4.3 to 5.8 ("at most
/// 2 types of Oceanid Mimic can exist at the same time in the summons area"), else no limit.
fn max_kinds(v: Version) -> u8 {
    if v >= Version::V4_3_0 && v < Version::V6_0_0 {
        2
    } else {
        MIMICS.len() as u8
    }
}

/// Tide and Torrent: "For each friendly Summon on the field, deals +1 additional DMG" (+2
/// before 4.2).
fn per_summon(v: Version) -> u8 {
    if v >= Version::V4_2_0 {
        1
    } else {
        2
    }
}

fn skill(cx: &mut SkillCx) {
    let v = cx.state.version();
    match cx.skill {
        // Surge: "Deals 1 Hydro DMG."
        SURGE => cx.base_damage(),
        // Oceanid Mimic Summoning: "Randomly summons 1 Oceanid Mimic (prioritizes summoning a
        // different type from preexisting ones)." A chance request among the types not on
        // the field (all three if every type is there).
        OCEANID_MIMIC_SUMMONING => cx.summon_random(&MIMICS, max_kinds(v), 1),
        // The Myriad Wilds: "Randomly summons 2 Oceanid Mimics (prioritizes summoning
        // different types)": one after the other, the second among the types not on the
        // field once the first is (one chance request for both).
        THE_MYRIAD_WILDS => cx.summon_random(&MIMICS, max_kinds(v), 2),
        // Tide and Torrent: "Deals 4 Hydro DMG. For each friendly Summon on the field, deals
        // +1 additional DMG." With Streaming Surge equipped: "All of your Summon(s) gain +1
        // Usage(s)" (those on the field when she uses it, after the damage).
        TIDE_AND_TORRENT => {
            let summons = cx.state.player(cx.player).summons;
            cx.base_damage_plus(per_summon(v) * summons.len() as u8);
            if cx.has(EntityId::StreamingSurge) {
                let p = cx.player;
                for s in summons.iter() {
                    cx.gain_usage(p, Zone::Summons, s, SURGE_USAGE);
                }
            }
        }
        _ => {}
    }
}

/// Oceanic Mimic: Squirrel: "End Phase: Deal 2 Hydro DMG. Usage(s): 2".
static SQUIRREL: EntityDef = templates::summon(HYDRO, SQUIRREL_DAMAGE);

/// Oceanic Mimic: Raptor: "End Phase: Deal 1 Hydro DMG. Usage(s): 3".
static RAPTOR: EntityDef = templates::summon(HYDRO, RAPTOR_DAMAGE);

/// Oceanic Mimic: Frog: "When your active character receives DMG: Decrease DMG taken by 1.
/// Usage(s): 1 (2 before 4.3; from the facts). When the Usage is depleted, this card will
/// not be discarded. At the End Phase, if Usage(s) have been depleted: Discard this card,
/// deal 2 Hydro DMG."
static FROG: EntityDef = templates::reduction(1)
    .keep_at_zero()
    .deals(HYDRO, FROG_DAMAGE)
    .on_end_phase(|cx, me| {
        if me.usage == 0 {
            cx.strike();
            cx.dispose = true;
        }
    });

/// Streaming Surge (talent, Combat Action, 4 Hydro and 3 Energy): "When your active
/// character is Rhodeia of Loch, equip this card. After Rhodeia of Loch equips this card,
/// immediately use Tide and Torrent once." (Its other effect is in Tide and Torrent.)
static STREAMING_SURGE: CardDef = CardDef::talent::<TIDE_AND_TORRENT>();
