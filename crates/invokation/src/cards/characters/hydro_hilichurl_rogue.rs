//! Hydro Hilichurl Rogue: Hydro, no weapon (a monster). Slash of Surging Tides gains 1 more
//! Energy while an opposing character is Frozen or in a Mist Bubble Prison (once per round);
//! Bubblefloat Blitz creates Mist Bubble Slime in the hand, a Technique whose Bubble Battle
//! Tactics prepares Mist Bubble Lockdown (1 Hydro DMG and a Mist Bubble Prison on the
//! opposing active character). Her talent, Featherweight Foam, makes a Technique of her side
//! cheaper once per round.

use crate::cards::prelude::*;
use crate::facts::skill::hydro_hilichurl_rogue::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(
        CharacterId::HydroHilichurlRogue,
        &CharacterDef::new(skill).passive(PASSIVE),
    ),
    // Equipped by the engine (a Technique).
    Def::Card(CardId::MistBubbleSlime, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::MistBubbleSlime, &MIST_BUBBLE_SLIME),
    Def::Entity(EntityId::MistBubbleLockdownPreparing, &LOCKDOWN_PREPARING),
    Def::Entity(EntityId::MistBubblePrison, &MIST_BUBBLE_PRISON),
    Def::Entity(EntityId::FeatherweightFoam, &FEATHERWEIGHT_FOAM_EQUIPPED),
    Def::Card(CardId::FeatherweightFoam, &FEATHERWEIGHT_FOAM),
];

/// Slash of Surging Tides: "this character gains 1 Energy".
const SLASH_ENERGY: u8 = 1;
/// Mist Bubble Lockdown: "Deals 1 Hydro DMG".
const LOCKDOWN_DAMAGE: u8 = 1;
/// Featherweight Foam: "spend 1 less Elemental Die when using a Technique".
const TECHNIQUE_DISCOUNT: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Whirling Scythe: "Deals 2 Physical DMG."
        WHIRLING_SCYTHE => cx.base_damage(),
        // Slash of Surging Tides: "Deals 3 Hydro DMG." Then the passive looks for Frozen.
        SLASH_OF_SURGING_TIDES_22052 => {
            cx.base_damage();
            let c = cx.character;
            cx.signal_passive(c);
        }
        // Bubblefloat Blitz: "Deals 4 Hydro DMG. Creates 1 Mist Bubble Slime in your Hand."
        // (Damage from the facts: 3 before 5.7.)
        BUBBLEFLOAT_BLITZ => {
            cx.base_damage();
            cx.create_card(CardId::MistBubbleSlime);
        }
        _ => {}
    }
}

/// Slash of Surging Tides (the passive half): "If an opposing character has Frozen or Mist
/// Bubble Prison attached, this character gains 1 Energy. (Once per Round)" The skill tells
/// the passive to look once its damage is dealt ([`Act::signal_passive`]), as the
/// reference's 6.5.0 definition: a Frozen that damage causes counts, also on a character it
/// defeats (not yet gone); on top of the Energy the skill gains. A look that finds none
/// keeps the round's use; a damage that defeats the last opposing character ends the game
/// first. `me.counter` is 1 once used this round.
static PASSIVE: EntityDef = EntityDef::new().on_signal(|cx, me| {
    let Some(c) = cx.character() else { return };
    let opponent = cx.player.other();
    // The damage brought every opposing character to 0 HP: the game is over (as the
    // reference ends it at once), nothing more happens.
    let standing = (0..CHARACTERS).any(|o| {
        let ch = cx.state.character(opponent, o);
        ch.alive && ch.hp > 0
    });
    if !standing {
        return;
    }
    let held = (0..CHARACTERS).any(|o| {
        let ch = cx.state.character(opponent, o);
        ch.has(EntityId::Frozen) || ch.has(EntityId::MistBubblePrison)
    });
    if held && me.once_per_round() {
        cx.energy(c, SLASH_ENERGY);
    }
});

/// Mist Bubble Slime (Technique): "Technique: Bubble Battle Tactics (1 same): (Requires 1
/// turn of preparation) Deals 1 Hydro DMG, and attaches Mist Bubble Prison to the opposing
/// active character. Usage(s): 2" (usages from the facts). Using it spends a usage and
/// prepares Mist Bubble Lockdown; the Slime stays at 0 usages until that comes (or a switch
/// away interrupts it), as the reference keeps it.
static MIST_BUBBLE_SLIME: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_technique(|cx, me| {
        if let Some(c) = cx.character() {
            cx.attach(c, EntityId::MistBubbleLockdownPreparing);
        }
        me.usage = me.usage.saturating_sub(1);
    })
    .on_switched(|cx, me, e| {
        if e.player == cx.player
            && cx.character() == Some(e.from)
            && e.from != e.to
            && me.usage == 0
        {
            cx.dispose = true;
        }
    });

/// Mist Bubble Lockdown (Preparing): "Deals 1 Hydro DMG, and attaches Mist Bubble Prison to
/// the opposing active character" at its player's next turn, a prepared effect of the
/// Technique ([`EntityDef::on_prepared`]); a Slime at 0 usages then goes. Gone with the
/// Slime (another Technique equipped in its place).
static LOCKDOWN_PREPARING: EntityDef = EntityDef::new()
    .on_prepared(|cx, _| {
        cx.damage_active(HYDRO, LOCKDOWN_DAMAGE);
        cx.attach_opponent_active_after(EntityId::MistBubblePrison);
        if let Some(c) = cx.character() {
            let slime = cx
                .state
                .character(cx.player, c as usize)
                .status(EntityId::MistBubbleSlime);
            if slime.is_some_and(|s| s.usage == 0) {
                cx.remove(Zone::Character(c), EntityId::MistBubbleSlime);
            }
        }
    })
    .on_equipment_discarded(|cx, _, e| {
        if e.player == cx.player
            && cx.character() == Some(e.character)
            && !cx
                .state
                .character(cx.player, e.character as usize)
                .has(EntityId::MistBubbleSlime)
        {
            cx.dispose = true;
        }
    });

/// Mist Bubble Prison: "Character cannot use Skills. (Lasts until the end of this Round)"
static MIST_BUBBLE_PRISON: EntityDef = EntityDef::THIS_ROUND.blocks_skills();

/// Featherweight Foam (talent, Combat Action): "When your active character is Hydro
/// Hilichurl Rogue, equip this card. After Hydro Hilichurl Rogue equips this card,
/// immediately use Slash of Surging Tides once. When your Hydro Hilichurl Rogue, who has
/// this card equipped, is on the field, spend 1 less Elemental Die when using a Technique.
/// (Once per Round)"
static FEATHERWEIGHT_FOAM: CardDef = CardDef::talent::<SLASH_OF_SURGING_TIDES_22052>();

/// Featherweight Foam equipped: any Technique of its side (the text's "on the field"), once
/// per round; a Technique that costs no die keeps the round's use.
static FEATHERWEIGHT_FOAM_EQUIPPED: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    if q.player == cx.player && q.action == CostAction::Technique {
        me.once_per_round_if(|| q.reduce_dice(TECHNIQUE_DISCOUNT) > 0);
    }
});
