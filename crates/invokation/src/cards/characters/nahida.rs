//! Nahida: Dendro catalyst. Her Elemental Skills put Seed of Skandha on opposing characters
//! (1 Piercing DMG to every seeded character of a side after one of them takes Elemental
//! Reaction DMG); her Burst creates Shrine of Maya (+1 to her side's reaction damage).

use crate::cards::prelude::*;
use crate::facts::skill::nahida::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Nahida, &CharacterDef::new(skill)),
    Def::Entity(SEED, &SEED_OF_SKANDHA),
    Def::Entity(SHRINE, &SHRINE_OF_MAYA),
    Def::Entity(SHRINE_LONG, &SHRINE_OF_MAYA),
    // Its effects are in Illusory Heart and Seed of Skandha.
    Def::Entity(EntityId::TheSeedOfStoredKnowledge, &EntityDef::NONE),
    Def::Card(
        CardId::TheSeedOfStoredKnowledge,
        &THE_SEED_OF_STORED_KNOWLEDGE,
    ),
];

/// Seed of Skandha's Piercing DMG to each seeded character.
const SEED_PIERCE: u8 = 1;
/// Shrine of Maya: "+1 additional DMG" to reaction damage.
const SHRINE_BONUS: i32 = 1;

/// Seed of Skandha (the status of the current cards).
const SEED: EntityId = EntityId::SeedOfSkandha_117031;
/// Shrine of Maya (the one Illusory Heart creates without the talent).
const SHRINE: EntityId = EntityId::ShrineOfMaya_117032;
/// Shrine of Maya (the one Nahida with The Seed of Stored Knowledge creates in a team with
/// a Hydro character: "Duration (Rounds) +1", 3 rounds in its facts).
const SHRINE_LONG: EntityId = EntityId::ShrineOfMaya_117033;
/// The Seed of Stored Knowledge (Electro): the opposing seeds "gain 1 Usage(s)".
const TALENT_SEED_USAGE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    let opp = cx.player.other();
    match cx.skill {
        // Akara: base damage.
        AKARA => cx.base_damage(),
        // All Schemes to Know: "Deals 2 Dendro DMG, applies Seed of Skandha to target
        // character. If the target character already has Seed of Skandha applied to them,
        // then apply Seed of Skandha to all opposing characters instead." (The seeds are
        // attached before the damage, as the game does.)
        ALL_SCHEMES_TO_KNOW => {
            let target = cx.state.active(opp);
            if cx.state.character(opp, target).has(SEED) {
                seed_all(cx);
            } else {
                cx.attach_opponent(target as u8, SEED);
            }
            cx.base_damage();
        }
        // All Schemes to Know: Tathata: "Deals 3 Dendro DMG. Applies Seed of Skandha to all
        // opposing characters." (Always usable in 6.5.0, for its own cost.)
        ALL_SCHEMES_TO_KNOW_TATHATA => {
            seed_all(cx);
            cx.base_damage();
        }
        // Illusory Heart: "Deals 4 Dendro DMG, creates 1 Shrine of Maya." (Created after
        // the damage: it does not boost the Burst's own damage.) With The Seed of Stored
        // Knowledge, see `illusory_heart_with_talent`. The two Shrines exclude each other
        // (as in the reference): creating one discards the other.
        ILLUSORY_HEART => {
            if cx.has(EntityId::TheSeedOfStoredKnowledge) {
                illusory_heart_with_talent(cx);
            } else {
                cx.base_damage();
                cx.replace(Zone::Combat, SHRINE_LONG, SHRINE);
            }
        }
        _ => {}
    }
}

/// Whether `p`'s team has a character of `element`, defeated ones included ("your party's
/// Elemental Types", as the reference counts them).
fn team_has(state: &GameState, p: Player, element: Element) -> bool {
    (0..state.player(p).characters.len())
        .any(|c| state.character_facts(p, c).element == Some(element))
}

/// Whether a character of `p` has The Seed of Stored Knowledge equipped ("your Nahida, who
/// has this card equipped, is on the field": a defeated character has no equipment).
fn talent_on_field(state: &GameState, p: Player) -> bool {
    state
        .player(p)
        .any_character_has(EntityId::TheSeedOfStoredKnowledge)
}

/// Illusory Heart used by Nahida with The Seed of Stored Knowledge: "Hydro: After your
/// Nahida, who has this card equipped unleashes Shrine of Maya, Duration (Rounds) +1" (the
/// 3-round Shrine); "Electro: When the Shrine of Maya enters the field, the Seed of Skandha
/// currently present of the opposition will gain 1 Usage(s)".
///
/// The usages are added when the skill starts, before its damage (the Shrine always
/// enters). The reference adds them when the Shrine enters, after the damage but before the
/// seeds respond to it (its reaction, or a seeded character it defeats); adding them first
/// gives the same usages, where adding them after the damage here could follow the seeds
/// that a defeat sets off at once.
fn illusory_heart_with_talent(cx: &mut SkillCx) {
    let (p, state) = (cx.player, cx.state);
    if team_has(state, p, Element::Electro) {
        let opp = p.other();
        for (c, ch) in state.player(opp).characters.iter().enumerate() {
            if let Some(seed) = ch.status(SEED) {
                // The larger usage is kept: one more.
                cx.add_to(
                    opp,
                    Zone::Character(c as u8),
                    SEED,
                    seed.usage + TALENT_SEED_USAGE,
                );
            }
        }
    }
    cx.base_damage();
    if team_has(state, p, Element::Hydro) {
        cx.replace(Zone::Combat, SHRINE, SHRINE_LONG);
    } else {
        cx.replace(Zone::Combat, SHRINE_LONG, SHRINE);
    }
}

/// Attaches Seed of Skandha to every living opposing character.
fn seed_all(cx: &mut SkillCx) {
    let state = cx.state;
    for c in state.player(cx.player.other()).alive_from_active() {
        cx.attach_opponent(c as u8, SEED);
    }
}

/// Seed of Skandha: "After any character with Seed of Skandha on that side takes Elemental
/// Reaction DMG: deal 1 Piercing DMG to the character(s) to which the Seed of Skandha is
/// attached. Usage(s): 2"
///
/// It sits on the side it damages (`cx.player`), and that side deals its damage. As
/// the game does it, the seed of the damaged character deals its Piercing DMG to its own
/// character first, then sets off each other seed of that side (`Command::Signal`), which
/// deals its own and spends a usage, each as an effect of its own (as the reference's
/// custom event): a seed whose damage defeats its character has that defeat settled, and
/// the death-swap choice made, before the next seed deals its damage. A character defeated
/// by the reaction damage loses its seed before it could react: the other seeds of its
/// side are still set off.
static SEED_OF_SKANDHA: EntityDef = EntityDef::new()
    .on_damaged(|cx, me, e| {
        let Some(c) = cx.character() else { return };
        if e.player == cx.player && e.character == c && e.reaction.is_some() && me.usage > 0 {
            let dtype = if seed_turns_dendro(cx.state, cx.player.other()) {
                DENDRO
            } else {
                PIERCING
            };
            seed_damage(cx, me.id, c, dtype);
            me.usage -= 1;
            other_seeds(cx, me.id, c);
        }
    })
    .on_owner_defeated(|cx, me, by_reaction| {
        let Some(c) = cx.character() else { return };
        if by_reaction {
            other_seeds(cx, me.id, c);
        }
    })
    .on_signal(|cx, me| {
        let Some(c) = cx.character() else { return };
        if me.usage > 0 {
            seed_damage(cx, me.id, c, PIERCING);
            me.usage -= 1;
        }
    });

/// The Seed of Stored Knowledge (Pyro): "When the Shrine of Maya is on the field, opposing
/// characters who trigger the Seed of Skandha due to Elemental Reactions they are affected
/// by will have the Piercing DMG they take from the Seed of Skandha converted to Dendro
/// DMG": `nahida_side` has the talent on the field, a Shrine of Maya, and a Pyro character.
/// (Only the seed of the character that took the reaction damage; the others still pierce,
/// as in the reference.)
fn seed_turns_dendro(state: &GameState, nahida_side: Player) -> bool {
    let side = state.player(nahida_side);
    talent_on_field(state, nahida_side)
        && (side.combat_status(SHRINE).is_some() || side.combat_status(SHRINE_LONG).is_some())
        && team_has(state, nahida_side, Element::Pyro)
}

/// Sets off every other seed of the owner's side, in calculation order from the active
/// character: each deals its Piercing DMG to its character and spends a usage, as an effect
/// of its own (its usage read then: a seed spent meanwhile deals nothing).
fn other_seeds(cx: &mut Cx, id: EntityId, c: u8) {
    let state = cx.state;
    let side = state.player(cx.player);
    for o in side.alive_from_active() {
        if o == c as usize || !side.characters[o].has(id) {
            continue;
        }
        cx.signal(Zone::Character(o as u8), id);
    }
}

/// 1 DMG (Piercing, or Dendro with the talent) to the owner's character `c`, dealt by the
/// seed's own side (the seed's source: every seed is one entity id): no bonus of a dealing
/// side applies (neither side's Catalyzing Field adds to the talent's Dendro DMG, as in the
/// reference, whose seed is an entity of the side it sits on).
fn seed_damage(cx: &mut Cx, id: EntityId, c: u8, dtype: DamageType) {
    debug_assert_eq!(cx.source, Source::Entity(id));
    cx.damage_own(c, dtype, SEED_PIERCE);
}

/// Shrine of Maya: "When your character triggers an Elemental Reaction: +1 additional DMG.
/// Duration (Rounds): 2" (any damage of its side that triggers a reaction). The talent's
/// Shrine (117033) is the same with 3 rounds (durations from the facts).
static SHRINE_OF_MAYA: EntityDef = EntityDef::new().on_damage_add(|cx, _, d| {
    if d.cmd.from == cx.player && d.reaction.is_some() {
        d.amount += SHRINE_BONUS;
    }
});

/// The Seed of Stored Knowledge (talent, Combat Action, 3 Dendro and 2 Energy): "When your
/// active character is Nahida, equip this card. After Nahida equips this card, immediately
/// use Illusory Heart once. When your Nahida, who has this card equipped, is on the field,
/// the following effects will take place based on your party's Elemental Types: Pyro: ...
/// Electro: ... Hydro: ..." (see `illusory_heart_with_talent` and `seed_turns_dendro`; the
/// energy comes from Nahida).
static THE_SEED_OF_STORED_KNOWLEDGE: CardDef = CardDef::talent::<ILLUSORY_HEART>();
