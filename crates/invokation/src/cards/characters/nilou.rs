//! Nilou: Hydro sword. Dance of Haftkarsvar gives a team of only Hydro and Dendro
//! characters Golden Chalice's Bounty (the opponent's Blooms summon Bountiful Core instead
//! of creating Dendro Core); her burst leaves Lingering Aeon on its target and the next
//! opposing character. Her talent, The Starry Skies Their Flowers Rain, gives Bountiful Core
//! +1 damage.

use crate::cards::prelude::*;
use crate::cards::standby;
use crate::facts::skill::nilou::*;
use crate::facts::Version;
use crate::reaction::Reaction;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Nilou, &CharacterDef::new(skill)),
    Def::Entity(EntityId::GoldenChalicesBounty, &GOLDEN_CHALICES_BOUNTY),
    Def::Entity(EntityId::BountifulCore, &BOUNTIFUL_CORE),
    Def::Entity(EntityId::LingeringAeon, &LINGERING_AEON),
    Def::Entity(EntityId::TheStarrySkiesTheirFlowersRain, &EntityDef::NONE),
    Def::Card(CardId::TheStarrySkiesTheirFlowersRain, &TALENT),
];

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        DANCE_OF_SAMSER => cx.base_damage(),
        // "Deals 3 Hydro DMG, if the party includes Hydro Characters and Dendro Characters
        // and characters from no other Elements, create 1 Golden Chalice's Bounty." The
        // party is every character, defeated ones too; the combat status comes first (as in
        // the reference).
        DANCE_OF_HAFTKARSVAR => {
            if hydro_and_dendro_only(cx.state, cx.player) {
                cx.combat_status(EntityId::GoldenChalicesBounty);
            }
            cx.base_damage();
        }
        // "Deals 2 Hydro DMG. The target character and the next one receive Lingering Aeon"
        // (before 5.6: the target only).
        DANCE_OF_ABZENDEGI_DISTANT_DREAMS_LISTENING_SPRING => {
            cx.base_damage();
            cx.attach_opponent_active(EntityId::LingeringAeon);
            if cx.state.version() >= Version::V5_6_0 {
                let opp = cx.player.other();
                if let Some(next) = standby(cx.state, opp).next() {
                    cx.attach_opponent(next, EntityId::LingeringAeon);
                }
            }
        }
        _ => {}
    }
}

/// Whether `p`'s characters (defeated ones too) are of exactly two elements, Hydro and
/// Dendro.
fn hydro_and_dendro_only(state: &GameState, p: Player) -> bool {
    let (mut hydro, mut dendro) = (false, false);
    for c in 0..CHARACTERS {
        match state.character_facts(p, c).element {
            Some(Element::Hydro) => hydro = true,
            Some(Element::Dendro) => dendro = true,
            _ => return false,
        }
    }
    hydro && dendro
}

/// Golden Chalice's Bounty (combat status): "After opponent's characters are affected by
/// the Bloom reaction: Your team no longer generates Dendro Core, but instead summons
/// Bountiful Core." Whoever causes the Bloom (as in the reference).
static GOLDEN_CHALICES_BOUNTY: EntityDef = EntityDef::new().on_reaction_effects(chalice);

fn chalice(cx: &mut Cx, _me: &mut Status, q: &mut ReactionQuery) {
    if q.reaction == Reaction::Bloom && q.player != cx.player {
        q.cancel = true;
        cx.summon(EntityId::BountifulCore);
    }
}

/// Bountiful Core's damage: "End Phase: Deal 2 Dendro DMG"; +1 while a Nilou with The
/// Starry Skies Their Flowers Rain is on the field.
const CORE_DAMAGE: u8 = 2;

/// Bountiful Core (summon): "End Phase: Deal 2 Dendro DMG. Usage(s): 1 (Can stack, max 3
/// stacks). When you declare the end of your Round: If this summon has at least 2 Usage(s)
/// remaining, deal 2 Dendro DMG. (Consumes Usage(s))" (usages and their limit: the facts).
static BOUNTIFUL_CORE: EntityDef =
    EntityDef::new()
        .on_end_phase(core_strike)
        .on_declared_end(|cx, me, &p| {
            if p == cx.player && me.usage >= 2 {
                core_strike(cx, me);
            }
        });

fn core_strike(cx: &mut Cx, me: &mut Status) {
    let p = cx.player;
    let talent = (0..CHARACTERS).any(|c| {
        let ch = cx.state.character(p, c);
        ch.alive && ch.has(EntityId::TheStarrySkiesTheirFlowersRain)
    });
    cx.damage_active(DENDRO, CORE_DAMAGE + talent as u8);
    cx.spend_after(me);
}

/// Lingering Aeon (status): "End Phase: Deal 2 Hydro DMG to affected character. Usage(s):
/// 1" (3 before 5.6). The opponent's status hurts its own character.
static LINGERING_AEON: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    let amount = if cx.state.version() >= Version::V5_6_0 {
        2
    } else {
        3
    };
    if let Some(c) = cx.character() {
        cx.damage_own(c, HYDRO, amount);
        cx.spend_after(me);
    }
});

/// The Starry Skies Their Flowers Rain (talent, Combat Action): "When your active character
/// is Nilou, equip this card. After Nilou equips this card, immediately use Dance of
/// Haftkarsvar. When there is Nilou on the field who has this card equipped, the damage
/// dealt by your Bountiful Core is increased by 1."
static TALENT: CardDef = CardDef::talent::<DANCE_OF_HAFTKARSVAR>();
