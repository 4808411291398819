//! Beidou: Electro claymore. Tidecaller shields her while she prepares Wavestrider;
//! Thunderbeast's Targe strikes after her team's Normal Attacks and softens big hits.

use crate::cards::prelude::*;
use crate::facts::skill::beidou::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Beidou, &CharacterDef::new(skill)),
    // Tidecaller: Surf Embrace: "While preparing this Skill: Grant 2 Shield points to the
    // character to which this is attached." (points from the facts)
    Def::Entity(
        EntityId::TidecallerSurfEmbrace_114051,
        &templates::PREPARING_SHIELD,
    ),
    Def::Entity(
        EntityId::Wavestrider,
        &EntityDef::new().prepares(WAVESTRIDER),
    ),
    Def::Entity(EntityId::ThunderbeastsTarge, &TARGE),
    Def::Entity(EntityId::SummonerOfLightning, &SUMMONER_OF_LIGHTNING),
    // Its effect is in Wavestrider.
    Def::Entity(EntityId::LightningStorm, &EntityDef::NONE),
    Def::Card(CardId::LightningStorm, &LIGHTNING_STORM),
];

/// Thunderbeast's Targe: "When your character receives at least 3 DMG: Decrease DMG taken
/// by 1."
const TARGE_THRESHOLD: i32 = 3;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        OCEANBORNE => cx.base_damage(),
        // "This character gains a Tidecaller: Surf Embrace. Prepare Skill: Wavestrider." It
        // deals no damage (the text and the reference; the facts' damage number for this
        // skill is not used).
        TIDECALLER => {
            cx.attach_self(EntityId::TidecallerSurfEmbrace_114051);
            cx.attach_self(EntityId::Wavestrider);
        }
        // "Deals 2 Electro DMG, creates 1 Thunderbeast's Targe."
        STORMBREAKER => {
            cx.base_damage();
            cx.combat_status(EntityId::ThunderbeastsTarge);
        }
        // Wavestrider (prepared): "Deals 3 Electro DMG." Preparing ends: Surf Embrace goes.
        // With Lightning Storm equipped, Beidou then gains Summoner of Lightning.
        WAVESTRIDER => {
            let c = cx.character;
            cx.remove_status(c, EntityId::TidecallerSurfEmbrace_114051);
            cx.base_damage();
            if cx.has(EntityId::LightningStorm) {
                cx.attach_self(EntityId::SummonerOfLightning);
            }
        }
        _ => {}
    }
}

/// Thunderbeast's Targe: "After your character uses a Normal Attack: Deal 1 Electro DMG. /
/// When your character receives at least 3 DMG: Decrease DMG taken by 1. / Duration
/// (Rounds): 2" (duration from the facts; no usage limit). The reduction applies to any
/// character of its side, active or not.
static TARGE: EntityDef = EntityDef::new()
    .deals(ELECTRO, 1)
    .on_after_skill(|cx, _, e| {
        if e.player == cx.player && e.kind == SkillKind::Normal {
            cx.strike();
        }
    })
    .on_damage_decrease(|cx, _, d| {
        if d.cmd.to == cx.player && d.amount >= TARGE_THRESHOLD {
            d.amount -= 1;
        }
    });

/// Lightning Storm (talent, Combat Action, 3 Electro): "When your active character is
/// Beidou, equip this card. After Beidou equips this card, immediately use Tidecaller once.
/// After Beidou, who has this card equipped, uses Wavestrider: Beidou's Normal Attacks this
/// Round will cost 1 less Unaligned Element. (Can be triggered 2 times)"
///
/// As in the reference, Wavestrider gives Beidou the status Summoner of Lightning, which
/// makes the reduction (the prepared skill raises no "after skill" event).
static LIGHTNING_STORM: CardDef = CardDef::talent::<TIDECALLER>();

/// Summoner of Lightning: "Usage(s): 2".
const SUMMONER_USES: u8 = 2;

/// Summoner of Lightning: "During this Round, the Normal Attacks of the character to which
/// this is attached will cost 1 less Unaligned Element. Usage(s): 2". "During this Round":
/// a duration of 1 round, ending when durations tick at the end of the round (after the End
/// Phase's effects and draws, as the reference).
static SUMMONER_OF_LIGHTNING: EntityDef = EntityDef::new()
    .init(SUMMONER_USES, 1)
    .on_cost_unaligned(|cx, me, q| {
        let Some(c) = cx.character() else { return };
        if q.is_skill_of(cx.player, c, Some(SkillKind::Normal))
            && q.cost.unaligned > 0
            && me.take_usage()
        {
            q.cost.unaligned -= 1;
        }
    });
