//! Eremite Scorching Loremaster: Pyro monster. Blazing Strike creates Scorpion Blessing
//! stacks; his Elemental Burst puts the Technique card Spirit of Omen: Pyro Scorpion into the
//! hand once per match. The equipped Pyro Scorpion spends its character's energy to negate
//! damage (creating more Blessings), and its Technique, Burning Assault, uses up every
//! Blessing for +1 damage each. His passive gains energy when he is hurt down to 7 HP or
//! less; his talent, Scorpocalypse, gives a Blessing each End Phase and a new Pyro Scorpion
//! card when Burning Assault defeats a character.

use crate::cards::prelude::*;
use crate::cards::Item;
use crate::facts::skill::eremite_scorching_loremaster::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::EremiteScorchingLoremaster, &LOREMASTER),
    Def::Card(CardId::SpiritOfOmenPyroScorpion, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::SpiritOfOmenPyroScorpion, &PYRO_SCORPION),
    Def::Entity(EntityId::ScorpionBlessing, &SCORPION_BLESSING),
    Def::Entity(EntityId::Scorpocalypse, &SCORPOCALYPSE_EQUIPPED),
    Def::Card(CardId::Scorpocalypse, &SCORPOCALYPSE),
    Def::BehaviourSince(
        Item::Character(CharacterId::EremiteScorchingLoremaster),
        Version::V5_1_0,
        "the Elemental Burst adds the Technique card Spirit of Omen: Pyro Scorpion to the hand \
         once per match and Blazing Strike creates Scorpion Blessing (before: the Burst \
         summoned Spirit of Omen: Pyro Scorpion, which guarded him; the passive was once per \
         match)",
    ),
    Def::BehaviourSince(
        Item::Card(CardId::Scorpocalypse),
        Version::V5_1_0,
        "a Scorpion Blessing each End Phase and a Pyro Scorpion card when Burning Assault \
         defeats a character (before: the summon's damage +1 and its guard twice per round)",
    ),
];

/// Spirit of Omen's Power: "If this character has no more than 7 HP".
const POWER_HP: u8 = 7;
/// Spirit of Omen's Power: "they gain 1 Energy".
const POWER_ENERGY: u8 = 1;
/// Pyro Scorpion: "lose 1 Energy to negate 1 DMG".
const NEGATE: u8 = 1;
/// Pyro Scorpion: "(Max twice per Round)".
const NEGATIONS_PER_ROUND: u8 = 2;
/// Burning Assault: "Deals 2 Pyro DMG".
const ASSAULT_DAMAGE: u8 = 2;
/// Scorpion Blessing: "(can stack, no limit)": as many as a usage counter holds.
const BLESSING_MAX: u8 = u8::MAX;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        SEARING_GLARE => cx.base_damage(),
        // "Deals 3 Pyro DMG, creates 1 stack of Scorpion Blessing."
        BLAZING_STRIKE => {
            cx.base_damage();
            cx.combat_status(EntityId::ScorpionBlessing);
        }
        // "Deals 3 Pyro DMG." (The card it adds once each match: [`LOREMASTER`].)
        SPIRIT_OF_OMENS_AWAKENING_PYRO_SCORPION => cx.base_damage(),
        _ => {}
    }
}

/// Spirit of Omen's Power (passive): "After this character takes DMG: If this character has
/// no more than 7 HP, they gain 1 Energy. (Once per Round)" (not when the damage defeated
/// him, nor when his energy is full: the round's use stays, as the reference). And the
/// Burst's "Once each Match, add 1 Spirit of Omen: Pyro Scorpion card to your Hand": after
/// the skill, as the reference.
static LOREMASTER: CharacterDef = CharacterDef::new(skill).passive(
    EntityDef::new()
        .on_damaged(|cx, me, e| {
            let Some(c) = cx.character() else { return };
            let ch = cx.state.character(cx.player, c as usize);
            if e.player == cx.player
                && e.character == c
                && ch.alive
                && ch.hp <= POWER_HP
                && ch.energy < ch.max_energy
                && me.once_per_round()
            {
                cx.energy(c, POWER_ENERGY);
            }
        })
        .on_after_skill(|cx, me, e| {
            templates::card_once_after_skill(
                cx,
                me,
                e,
                SPIRIT_OF_OMENS_AWAKENING_PYRO_SCORPION,
                CardId::SpiritOfOmenPyroScorpion,
            )
        }),
);

/// Spirit of Omen: Pyro Scorpion (Technique, equipped): "When the character to which this is
/// attached takes DMG: If possible, lose 1 Energy to negate 1 DMG, and then create a
/// Scorpion Blessing. (Max twice per Round) Technique: Burning Assault (2 dice of the same
/// element): Deals 2 Pyro DMG. Usage(s): 1" (the usage from the facts). The Technique's
/// damage is the entity's; it uses up every Scorpion Blessing for +1 each.
static PYRO_SCORPION: EntityDef = EntityDef::new()
    .deals(PYRO, ASSAULT_DAMAGE)
    .on_damage_decrease(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if d.hits(cx.player, c)
            && d.amount > 0
            && cx.state.character(cx.player, c as usize).energy >= NEGATE
            && me.per_round(NEGATIONS_PER_ROUND)
        {
            d.amount -= NEGATE as i32;
            cx.lose_energy(c, NEGATE);
            cx.combat_status(EntityId::ScorpionBlessing);
        }
    })
    .on_technique(|cx, me| {
        let blessings = cx
            .state
            .player(cx.player)
            .combat_status(EntityId::ScorpionBlessing)
            .map_or(0, |s| s.usage);
        if blessings > 0 {
            cx.remove(Zone::Combat, EntityId::ScorpionBlessing);
        }
        cx.damage_active(PYRO, ASSAULT_DAMAGE.saturating_add(blessings));
        cx.spend_after(me);
    });

/// Scorpion Blessing (combat status; its stacks are its usages): "When your Spirit of Omen:
/// Pyro Scorpion uses Technique: Remove this effect, and for each stack of Scorpion
/// Blessing, the DMG dealt by this instance of Technique +1." (Burning Assault reads and
/// removes it: [`PYRO_SCORPION`].)
static SCORPION_BLESSING: EntityDef = EntityDef::new()
    .init(1, NO_DURATION)
    .stacks(1, BLESSING_MAX);

/// Scorpocalypse, equipped: "When your Eremite Scorching Loremaster, who has this card
/// equipped, is on the field and after you use Burning Assault to defeat an opposing
/// character: Add 1 Spirit of Omen: Pyro Scorpion card to your Hand. At the end of the
/// Round: Generate 1 Scorpion Blessing stack." (At the round's end, after the End Phase's
/// effects and draws.)
static SCORPOCALYPSE_EQUIPPED: EntityDef = EntityDef::new()
    .on_damaged(|cx, _, e| {
        let defeated = !cx.state.character(e.player, e.character as usize).alive;
        if e.from == cx.player
            && e.player != cx.player
            && e.source == Source::Entity(EntityId::SpiritOfOmenPyroScorpion)
            && defeated
        {
            cx.create_card(CardId::SpiritOfOmenPyroScorpion);
        }
    })
    .on_round_end(|cx, _| cx.combat_status(EntityId::ScorpionBlessing));

/// Scorpocalypse (talent, Combat Action, 3 Pyro): "When your active character is Eremite
/// Scorching Loremaster, equip this card. After Eremite Scorching Loremaster equips this
/// card, immediately use Blazing Strike once."
static SCORPOCALYPSE: CardDef = CardDef::talent::<BLAZING_STRIKE>();
