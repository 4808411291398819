//! Golden Wolflord: Geo monster. Its skills and its summon, Rifthound Skull, stack Golden
//! Corrosion on opposing characters, which pierces them in the End Phase while they are on
//! standby; its talent, Beastly Corrosion, raises the stacks to 5 and makes the corrosion
//! strike active characters too.

use crate::cards::prelude::*;
use crate::facts::skill::golden_wolflord::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::GoldenWolflord, &CharacterDef::new(skill)),
    Def::Entity(EntityId::GoldenCorrosion, &GOLDEN_CORROSION),
    Def::Entity(EntityId::RifthoundSkull, &RIFTHOUND_SKULL),
    // Its effect is in Golden Corrosion and in the stacking of `corrode`.
    Def::Entity(EntityId::BeastlyCorrosion, &EntityDef::NONE),
    Def::Card(CardId::BeastlyCorrosion, &BEASTLY_CORROSION),
];

/// Howling Riftcall: "attaches 2 stacks of Golden Corrosion to target character".
const RIFTCALL_STACKS: u8 = 2;
/// Golden Cankerbind: "deals 1 Piercing DMG to all opposing characters on standby".
const CANKERBIND_PIERCE: u8 = 1;
/// Rifthound Skull: "End Phase: Deal 1 Geo DMG".
const SKULL_DAMAGE: u8 = 1;
/// Beastly Corrosion: "your opponent's Golden Corrosion can stack up to 5 times".
const TALENT_MAX: u8 = 5;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Wolflord's Strike: "Deals 2 Physical DMG."
        WOLFLORDS_STRIKE => cx.base_damage(),
        // Howling Riftcall: "Deals 2 Geo DMG, attaches 2 stacks of Golden Corrosion to target
        // character, and summons Rifthound Skull."
        HOWLING_RIFTCALL => {
            cx.base_damage();
            let target = cx.state.active(cx.player.other()) as u8;
            corrode(cx, target, RIFTCALL_STACKS);
            cx.summon(EntityId::RifthoundSkull);
        }
        // Golden Cankerbind: "Deals 3 Geo DMG, deals 1 Piercing DMG to all opposing
        // characters on standby, then attaches Golden Corrosion to all opposing characters."
        GOLDEN_CANKERBIND => {
            cx.base_damage();
            cx.damage_standby(PIERCING, CANKERBIND_PIERCE);
            let opp = cx.player.other();
            for c in 0..CHARACTERS as u8 {
                if cx.state.character(opp, c as usize).alive {
                    corrode(cx, c, 1);
                }
            }
        }
        _ => {}
    }
}

/// Attaches `stacks` of Golden Corrosion to the opposing character at `c`: "Usage(s): 1
/// (Can stack, max 3 stacks)", up to 5 while a character of the attaching side has Beastly
/// Corrosion equipped; without it, a corrosion already above 3 comes back to 3 (as the
/// reference: its limit is 5, and its creation cuts it to 3 without the talent).
fn corrode(cx: &mut impl Act, c: u8, stacks: u8) {
    let opp = cx.side().other();
    let zone = Zone::Character(c);
    let talent = cx
        .game()
        .player(cx.side())
        .any_character_has(EntityId::BeastlyCorrosion);
    let max = if talent {
        TALENT_MAX
    } else {
        cx.game()
            .entity_facts(EntityId::GoldenCorrosion)
            .and_then(|f| f.max_usage)
            .unwrap_or(TALENT_MAX)
    };
    let before = cx
        .game()
        .zone(opp, zone)
        .iter()
        .find(|s| s.id == EntityId::GoldenCorrosion)
        .map_or(0, |s| s.usage);
    let after = before.saturating_add(stacks).min(TALENT_MAX).min(max);
    cx.add_to(opp, zone, EntityId::GoldenCorrosion, stacks);
    cx.set_usage_of(opp, zone, EntityId::GoldenCorrosion, after);
}

/// Golden Corrosion: "End Phase: If the character to which this is attached is on standby,
/// deal 1 Piercing DMG to them for each Usage(s) this effect has." Beastly Corrosion: "This
/// will affect them even if they are on the field" (while the opposing Golden Wolflord has
/// it equipped). The strike spends a usage (as the reference: its End Phase effect has
/// usages).
static GOLDEN_CORROSION: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    let Some(c) = cx.character() else { return };
    let talent = cx
        .state
        .player(cx.player.other())
        .any_character_has(EntityId::BeastlyCorrosion);
    let standby = cx.state.active(cx.player) != c as usize;
    if (standby || talent) && me.usage > 0 {
        cx.damage_own(c, PIERCING, me.usage);
        cx.spend_after(me);
    }
});

/// Rifthound Skull: "End Phase: Deal 1 Geo DMG, then attach Golden Corrosion to the target
/// character. Usage(s): 2".
static RIFTHOUND_SKULL: EntityDef =
    EntityDef::new()
        .deals(GEO, SKULL_DAMAGE)
        .on_end_phase(|cx, me| {
            cx.strike();
            let target = cx.state.active(cx.player.other()) as u8;
            corrode(cx, target, 1);
            cx.spend_after(me);
        });

/// Beastly Corrosion (talent, 3 Geo, Combat Action): "When your active character is Golden
/// Wolflord, equip this card. After Golden Wolflord equips this card, immediately use Howling
/// Riftcall." (Its other effects are in Golden Corrosion and `corrode`.)
static BEASTLY_CORROSION: CardDef = CardDef::talent::<HOWLING_RIFTCALL>();
