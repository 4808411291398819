//! Kaedehara Kazuha: Anemo sword. Chihayaburu attaches Midare Ranzan (taking the element
//! it swirls) and switches his side to the next character; switching back to him is fast,
//! and then he strikes at once with a Normal Attack of that element. Kazuha Slash summons
//! Autumn Whirlwind. His talent, Poetics of Fuubutsu, makes his Swirls boost his side's
//! damage of the swirled element.

use crate::cards::prelude::*;
use crate::facts::skill::kaedehara_kazuha::*;
use crate::facts::Version;
use crate::reaction::Reaction;
use crate::state::Aura;

pub(super) static DEFS: &[Def] = &[
    Def::Character(
        CharacterId::KaedeharaKazuha,
        &CharacterDef::new(skill).passive(PASSIVE),
    ),
    Def::Entity(EntityId::MidareRanzan, &MIDARE_RANZAN),
    Def::Entity(EntityId::MidareRanzanCryo, &MIDARE_RANZAN),
    Def::Entity(EntityId::MidareRanzanHydro, &MIDARE_RANZAN),
    Def::Entity(EntityId::MidareRanzanPyro, &MIDARE_RANZAN),
    Def::Entity(EntityId::MidareRanzanElectro, &MIDARE_RANZAN),
    Def::Entity(EntityId::AutumnWhirlwind, &AUTUMN_WHIRLWIND),
    Def::Entity(EntityId::PoeticsOfFuubutsuCryo, &POETICS_BOOST),
    Def::Entity(EntityId::PoeticsOfFuubutsuHydro, &POETICS_BOOST),
    Def::Entity(EntityId::PoeticsOfFuubutsuPyro, &POETICS_BOOST),
    Def::Entity(EntityId::PoeticsOfFuubutsuElectro, &POETICS_BOOST),
    Def::Entity(EntityId::PoeticsOfFuubutsu, &POETICS),
    Def::Card(CardId::PoeticsOfFuubutsu, &POETICS_CARD),
    Def::BehaviourSince(
        crate::cards::Item::Character(CharacterId::KaedeharaKazuha),
        Version::V4_8_0,
        "Midare Ranzan: before 4.8 it converted and boosted his next Plunging Attack and \
         ended after his next skill; since 4.8 it makes the switch back to him fast and \
         makes him use a Normal Attack at once",
    ),
];

/// Autumn Whirlwind's End Phase damage ("Deal 1 Anemo DMG").
const WHIRLWIND_DAMAGE: u8 = 1;
/// Poetics of Fuubutsu: "+1 to the <element> DMG your Characters and Summons deal".
const POETICS_BONUS: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        GARYUU_BLADEWORK => cx.base_damage(),
        // "Deals 1 Anemo DMG, attaches Midare Ranzan to this character. If this skill
        // triggers Swirl, Midare Ranzan is converted to the Swirled Element." As the
        // reference: the element is the one of the target's aura when the skill starts
        // (the one the Anemo damage swirls), and the status comes before the damage. The
        // switch to the next character is the passive's, after the skill.
        CHIHAYABURU_15052 => {
            let target = cx.game().active(cx.player.other());
            let aura = cx.game().character(cx.player.other(), target).aura;
            let status = match aura {
                Aura::Cryo | Aura::CryoDendro => EntityId::MidareRanzanCryo,
                Aura::Hydro => EntityId::MidareRanzanHydro,
                Aura::Pyro => EntityId::MidareRanzanPyro,
                Aura::Electro => EntityId::MidareRanzanElectro,
                Aura::None | Aura::Dendro => EntityId::MidareRanzan,
            };
            cx.attach_self(status);
            cx.base_damage();
        }
        // "Deals 1 Anemo DMG and summons Autumn Whirlwind."
        KAZUHA_SLASH => {
            cx.base_damage();
            cx.summon(EntityId::AutumnWhirlwind);
        }
        _ => {}
    }
}

/// Chihayaburu (the passive half): "After the Skill DMG is finalized: Your team switches
/// to the next character." After Chihayaburu (its "after skill" effects), a forced switch
/// to the next living character (none: Kazuha stays).
static PASSIVE: EntityDef = EntityDef::new().on_after_skill(|cx, _, e| {
    if e.player == cx.player && Some(e.character) == cx.character() && e.skill == CHIHAYABURU_15052
    {
        let p = cx.player;
        cx.force_switch(p, false);
    }
});

/// The element a Midare Ranzan converts its character's Normal Attack to.
fn ranzan_element(id: EntityId) -> Element {
    match id {
        EntityId::MidareRanzanCryo => Element::Cryo,
        EntityId::MidareRanzanHydro => Element::Hydro,
        EntityId::MidareRanzanPyro => Element::Pyro,
        EntityId::MidareRanzanElectro => Element::Electro,
        _ => Element::Anemo,
    }
}

/// Midare Ranzan (and its four elements): "The next time you use Switch Character to switch
/// to the character to which this is attached: This switch is considered a Fast Action
/// rather than a Combat Action. / If the character to which this is attached is your
/// active character, they immediately use a Normal Attack at their next action; the
/// Physical DMG this Normal Attack deals is converted to Anemo DMG (the swirled element).
/// Once finalized, this effect is removed."
///
/// As the reference keeps it: 1 usage for the fast switch, spent by it (the status stays);
/// the Normal Attack is an ordinary one (energy, "after skill" effects; Plunging after the
/// switch in, Charged with even dice), and any Normal Attack of its character ends it.
static MIDARE_RANZAN: EntityDef = EntityDef::new()
    .init(1, NO_DURATION)
    .keep_at_zero()
    .next_action(GARYUU_BLADEWORK)
    .on_switch_speed(|cx, me, q| {
        if Some(q.to) == cx.character() && !q.fast && me.take_usage() {
            q.fast = true;
        }
    })
    .on_damage_type(|cx, me, d| {
        let own = cx
            .character()
            .is_some_and(|c| d.dealt_directly_by(cx.player, c));
        if own && d.is_normal_attack() && d.dtype == PHYSICAL {
            d.dtype = DamageType::Elemental(ranzan_element(me.id));
        }
    })
    .on_after_skill(|cx, _, e| {
        if e.player == cx.player
            && Some(e.character) == cx.character()
            && e.kind == SkillKind::Normal
        {
            cx.dispose = true;
        }
    });

/// Autumn Whirlwind: "End Phase: Deal 1 Anemo DMG. Usage(s): 3 / After your Characters or
/// Summons trigger a Swirl reaction: Convert the Elemental Type of this card and change its
/// DMG dealt to the element Swirled. (Can only be converted once before leaving the field)"
static AUTUMN_WHIRLWIND: EntityDef = templates::swirl_converting_summon(WHIRLWIND_DAMAGE);

/// Poetics of Fuubutsu, equipped: "After Kaedehara Kazuha triggers Swirl with this card
/// equipped: For the next 2 instances, your Characters and Summons will deal +1 DMG for the
/// Elemental Type Swirled. (Each Elemental Type is counted independently)" A Swirl of his
/// own damage creates (or refreshes) the combat status of the swirled element.
static POETICS: EntityDef = EntityDef::new().on_reaction(|cx, _, e| {
    let Reaction::Swirl(element) = e.reaction else {
        return;
    };
    let mine = cx.character().map(Source::Character) == Some(e.source);
    if e.player == cx.player && mine {
        cx.combat_status(match element {
            Element::Cryo => EntityId::PoeticsOfFuubutsuCryo,
            Element::Hydro => EntityId::PoeticsOfFuubutsuHydro,
            Element::Pyro => EntityId::PoeticsOfFuubutsuPyro,
            _ => EntityId::PoeticsOfFuubutsuElectro,
        });
    }
});

/// The element a Poetics of Fuubutsu combat status boosts.
fn poetics_element(id: EntityId) -> Element {
    match id {
        EntityId::PoeticsOfFuubutsuCryo => Element::Cryo,
        EntityId::PoeticsOfFuubutsuHydro => Element::Hydro,
        EntityId::PoeticsOfFuubutsuPyro => Element::Pyro,
        _ => Element::Electro,
    }
}

/// Poetics of Fuubutsu: <element>: "+1 to the <element> DMG your Characters and Summons
/// deal. Usage(s): 2" (usages from the facts). Every damage of that element its side's
/// characters or summons deal (also damage a Swirl spreads), as the reference counts it.
static POETICS_BOOST: EntityDef = EntityDef::new().on_damage_add(|cx, me, d| {
    let by = matches!(d.cmd.source, Source::Character(_) | Source::Summon(_));
    if d.cmd.from == cx.player && by && d.is(poetics_element(me.id)) && me.take_usage() {
        d.amount += POETICS_BONUS;
    }
});

/// Poetics of Fuubutsu (talent, Combat Action, 3 Anemo): "When Kaedehara Kazuha is your
/// active character, equip this card. After Kaedehara Kazuha equips this card, he will
/// immediately use Chihayaburu once." (What the equipped card does: [`POETICS`].)
static POETICS_CARD: CardDef = CardDef::talent::<CHIHAYABURU_15052>();
