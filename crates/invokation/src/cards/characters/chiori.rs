//! Chiori: Geo sword. Her Elemental Skill offers three of her Automaton Dolls (Tamoto) at
//! random, one of which she summons ("choose one among several", [`Act::select_summon_random`]);
//! each doll deals 1 Geo DMG in the End Phase and brings its own effect while it is on the
//! field. Her talent, In Five Colors Dyed, adds Tranquilly Taking Ten Tamoto and offers four.

use crate::cards::prelude::*;
use crate::facts::skill::chiori::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Chiori, &CharacterDef::new(skill)),
    Def::Entity(EntityId::GrouchyKnifeWieldingTamoto, &GROUCHY),
    Def::Entity(EntityId::NothingToSeeHereTamoto, &NOTHING_TO_SEE_HERE),
    Def::Entity(
        EntityId::EffortlesslyOutclassingOpponentsTamoto,
        &EFFORTLESSLY,
    ),
    Def::Entity(EntityId::TranquillyTakingTenTamoto, &DOLL),
    Def::Entity(EntityId::FightingWithHerEyesShutTamoto, &EYES_SHUT),
    Def::Entity(EntityId::BombasticSideEyeTamoto, &SIDE_EYE),
    Def::Entity(EntityId::ChiorisAutomatonDolls, &DOLL),
    Def::Entity(EntityId::GeoInfusion_116098, &GEO_INFUSION),
    Def::Entity(EntityId::InFiveColorsDyed, &EntityDef::NONE),
    Def::Card(CardId::InFiveColorsDyed, &IN_FIVE_COLORS_DYED),
];

/// The dolls Fluttering Hasode offers (all but Tranquilly Taking Ten Tamoto).
const OFFERED: [EntityId; 5] = [
    EntityId::GrouchyKnifeWieldingTamoto,
    EntityId::NothingToSeeHereTamoto,
    EntityId::EffortlesslyOutclassingOpponentsTamoto,
    EntityId::FightingWithHerEyesShutTamoto,
    EntityId::BombasticSideEyeTamoto,
];

/// Every one of Chiori's Automaton Dolls (Fighting With Her Eyes Shut Tamoto boosts them).
const DOLLS: [EntityId; 7] = [
    EntityId::GrouchyKnifeWieldingTamoto,
    EntityId::NothingToSeeHereTamoto,
    EntityId::EffortlesslyOutclassingOpponentsTamoto,
    EntityId::TranquillyTakingTenTamoto,
    EntityId::FightingWithHerEyesShutTamoto,
    EntityId::BombasticSideEyeTamoto,
    EntityId::ChiorisAutomatonDolls,
];

/// Dolls offered: "choose 1 from 3", with In Five Colors Dyed "from 4".
const CHOICES: u8 = 3;
const CHOICES_TALENT: u8 = 4;

/// A doll's End Phase damage, Effortlessly Outclassing Opponents Tamoto's damage, and the
/// bonuses ("+1").
const DOLL_DAMAGE: u8 = 1;
const BONUS: i32 = 1;
/// Fighting With Her Eyes Shut Tamoto: "(Twice per Round)".
const EYES_SHUT_PER_ROUND: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        WEAVING_BLADE | HIYOKU_TWIN_BLADES => cx.base_damage(),
        // "Select 1 Summon from 3 Chiori's Automaton Dolls." With In Five Colors Dyed:
        // "Summon 1 additional Tranquilly Taking Ten Tamoto, and select 1 of 4".
        FLUTTERING_HASODE => {
            let talent = cx.has(EntityId::InFiveColorsDyed);
            if talent {
                cx.summon(EntityId::TranquillyTakingTenTamoto);
            }
            cx.select_summon_random(&OFFERED, if talent { CHOICES_TALENT } else { CHOICES });
        }
        _ => {}
    }
}

/// The position of the side's Chiori, if she is alive.
fn chiori(cx: &Cx) -> Option<u8> {
    (0..CHARACTERS as u8).find(|&c| {
        let ch = cx.state.character(cx.player, c as usize);
        ch.id == CharacterId::Chiori && ch.alive
    })
}

/// A doll: "End Phase: Deal 1 Geo DMG. Usage(s): 2" (Tranquilly Taking Ten Tamoto, and the
/// generic Chiori's Automaton Dolls).
static DOLL: EntityDef = templates::summon(GEO, DOLL_DAMAGE);

/// Grouchy, Knife-Wielding Tamoto: "While this card is on the field: Physical DMG dealt by
/// your Chiori is converted to Geo DMG, and Geo DMG dealt by Normal Attacks +1." As the
/// reference, it gives Chiori Geo Infusion when it enters and takes it away when it leaves.
static GROUCHY: EntityDef = templates::summon(GEO, DOLL_DAMAGE)
    .on_created(|cx, _me| {
        if let Some(c) = chiori(cx) {
            cx.attach(c, EntityId::GeoInfusion_116098);
        }
    })
    .on_discarded(|cx, _me| {
        for c in 0..CHARACTERS as u8 {
            if cx.state.character(cx.player, c as usize).id == CharacterId::Chiori {
                cx.remove(Zone::Character(c), EntityId::GeoInfusion_116098);
            }
        }
    });

/// Geo Infusion (116098): "The character to which this is attached has their Normal Attacks
/// deal +1 DMG, and their Physical DMG dealt converted to Geo DMG." (Its own skill damage.)
static GEO_INFUSION: EntityDef = EntityDef::new()
    .on_damage_type(|cx, _, d| {
        let own = cx
            .character()
            .is_some_and(|c| d.dealt_directly_by(cx.player, c));
        if own && d.is_skill() && d.dtype == PHYSICAL {
            d.dtype = GEO;
        }
    })
    .on_damage_add(|cx, _, d| {
        let own = cx
            .character()
            .is_some_and(|c| d.dealt_directly_by(cx.player, c));
        if own && d.is_normal_attack() {
            d.amount += BONUS;
        }
    });

/// "Nothing to See Here" Tamoto: "When this card is on the field, after you use a Skill:
/// Switch to your next character. (Once per Round)"
static NOTHING_TO_SEE_HERE: EntityDef =
    templates::summon(GEO, DOLL_DAMAGE).on_after_skill(|cx, me, e| {
        if e.player == cx.player && me.once_per_round() {
            cx.force_switch(cx.player, false);
        }
    });

/// Effortlessly Outclassing Opponents Tamoto: "When this card is on the field, after any of
/// your characters other than Chiori use a Skill: Deal 1 Geo DMG. (Once per Round)"
static EFFORTLESSLY: EntityDef = templates::summon(GEO, DOLL_DAMAGE).on_after_skill(|cx, me, e| {
    let other = cx.state.character(e.player, e.character as usize).id != CharacterId::Chiori;
    if e.player == cx.player && other && me.once_per_round() {
        cx.damage_active(GEO, DOLL_DAMAGE);
    }
});

/// Fighting With Her Eyes Shut Tamoto: "When this card is on the field: Your Chiori and
/// Chiori's Automaton Dolls deal +1 Geo DMG. (Twice per Round)"
static EYES_SHUT: EntityDef = templates::summon(GEO, DOLL_DAMAGE).on_damage_add(|cx, me, d| {
    if d.cmd.from != cx.player || d.dtype != GEO {
        return;
    }
    let ours = match d.cmd.source {
        Source::Character(c) => cx.state.character(cx.player, c as usize).id == CharacterId::Chiori,
        Source::Summon(id) => DOLLS.contains(&id),
        _ => false,
    };
    if ours && me.per_round(EYES_SHUT_PER_ROUND) {
        d.amount += BONUS;
    }
});

/// Bombastic Side-Eye Tamoto: "When Chiori uses a Normal Attack: Spend 1 less Elemental Die.
/// (Once per Round)"
static SIDE_EYE: EntityDef = templates::summon(GEO, DOLL_DAMAGE).on_cost(|cx, me, q| {
    if q.player != cx.player {
        return;
    }
    if let CostAction::Skill {
        character,
        kind: SkillKind::Normal,
        ..
    } = q.action
    {
        if cx.state.character(cx.player, character as usize).id == CharacterId::Chiori {
            me.once_per_round_if(|| q.reduce_dice(1) > 0);
        }
    }
});

/// In Five Colors Dyed (talent, Combat Action): "When your active character is Chiori, equip
/// this card. After Chiori equips this card, immediately use Fluttering Hasode once. When
/// your Chiori, who has this equipped, uses Fluttering Hasode: Summon 1 additional Tranquilly
/// Taking Ten Tamoto, and Select 1 of 4 Chiori's Automaton Dolls before also summoning it."
/// (The skill reads the equipped card.)
static IN_FIVE_COLORS_DYED: CardDef = CardDef::talent::<FLUTTERING_HASODE>();
