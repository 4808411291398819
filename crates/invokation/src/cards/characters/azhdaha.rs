//! Azhdaha: Geo monster who absorbs the power of Cryo, Hydro, Pyro or Electro and changes
//! form with it (docs/rules.md, "A character changes form"): each form (6601 Cryo, 6602
//! Hydro, 6603 Pyro, 6604 Electro) has one more Elemental Skill of that element. Aura of
//! Majesty absorbs the element its Crystallize takes, or gives Stone Facets: Elemental
//! Crystallization, which absorbs the element of the next Cryo, Hydro, Pyro or Electro
//! damage he takes. Stone Facets: Elemental Absorption records the elements absorbed (its
//! own data, a bit each) for Decimating Rockfall's bonus, and gives a die of each new one.
//! His talent, Lunar Cycles Unending, gives Crystallization and dice of his team's elements.

use crate::cards::prelude::*;
use crate::facts::skill::azhdaha_2602::*;
use crate::facts::skill::azhdaha_6601::FROSTSPIKE_WAVE;
use crate::state::Aura;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Azhdaha_2602, &AZHDAHA),
    Def::Character(CharacterId::Azhdaha_6601, &AZHDAHA_CRYO),
    Def::Character(CharacterId::Azhdaha_6602, &AZHDAHA_HYDRO),
    Def::Character(CharacterId::Azhdaha_6603, &AZHDAHA_PYRO),
    Def::Character(CharacterId::Azhdaha_6604, &AZHDAHA_ELECTRO),
    Def::Entity(ABSORPTION, &ELEMENTAL_ABSORPTION),
    Def::Entity(CRYSTALLIZATION, &ELEMENTAL_CRYSTALLIZATION),
    Def::Card(CardId::LunarCyclesUnending, &LUNAR_CYCLES_UNENDING),
];

const ABSORPTION: EntityId = EntityId::StoneFacetsElementalAbsorption;
const CRYSTALLIZATION: EntityId = EntityId::StoneFacetsElementalCrystallization;
/// Elemental Absorption: "Generate 1 Elemental Die of the same type".
const ABSORBED_DIE: u8 = 1;
/// Lunar Cycles Unending: "create 1 Elemental Die for each Elemental Type".
const TEAM_DIE: u8 = 1;

/// The elements Azhdaha absorbs, with the form each gives (its bit in Elemental
/// Absorption's own data is `1 << index`).
const FORMS: [(Element, CharacterId); 4] = [
    (Element::Cryo, CharacterId::Azhdaha_6601),
    (Element::Hydro, CharacterId::Azhdaha_6602),
    (Element::Pyro, CharacterId::Azhdaha_6603),
    (Element::Electro, CharacterId::Azhdaha_6604),
];

/// Stone Facets (passive): "When the battle begins, this character gains Stone Facets:
/// Elemental Absorption." (Again when he is revived, as the reference.) Every form has it.
const STONE_FACETS: EntityDef = EntityDef::new()
    .on_battle_begins(stone_facets)
    .on_revived(stone_facets);

fn stone_facets(cx: &mut Cx, _me: &mut Status) {
    if let Some(c) = cx.character() {
        cx.attach(c, ABSORPTION);
    }
}

static AZHDAHA: CharacterDef = CharacterDef::new(azhdaha_skill).passive(STONE_FACETS);
static AZHDAHA_CRYO: CharacterDef = CharacterDef::new(form_skill)
    .passive(STONE_FACETS)
    .form_of(CharacterId::Azhdaha_2602);
static AZHDAHA_HYDRO: CharacterDef = CharacterDef::new(form_skill)
    .passive(STONE_FACETS)
    .form_of(CharacterId::Azhdaha_2602);
static AZHDAHA_PYRO: CharacterDef = CharacterDef::new(form_skill)
    .passive(STONE_FACETS)
    .form_of(CharacterId::Azhdaha_2602);
static AZHDAHA_ELECTRO: CharacterDef = CharacterDef::new(form_skill)
    .passive(STONE_FACETS)
    .form_of(CharacterId::Azhdaha_2602);

/// The skills of Azhdaha before he absorbs an element.
fn azhdaha_skill(cx: &mut SkillCx) {
    match cx.skill {
        SUNDERING_CHARGE => cx.base_damage(),
        AURA_OF_MAJESTY => aura_of_majesty(cx),
        DECIMATING_ROCKFALL => decimating_rockfall(cx),
        _ => {}
    }
}

/// The skills of a form: the same, and the element's own skill at position 2 (its Burst at
/// 3).
fn form_skill(cx: &mut SkillCx) {
    use crate::facts::skill::azhdaha_6601 as form;
    match cx.skill {
        form::SUNDERING_CHARGE => cx.base_damage(),
        form::AURA_OF_MAJESTY => aura_of_majesty(cx),
        // Frostspike Wave / Torrential Rebuke / Blazing Rebuke / Thunderstorm Wave: "Deals 3
        // Cryo (Hydro, Pyro, Electro) DMG. This character gains Stone Facets: Elemental
        // Crystallization."
        FROSTSPIKE_WAVE => {
            cx.base_damage();
            cx.attach_self(CRYSTALLIZATION);
        }
        form::DECIMATING_ROCKFALL => decimating_rockfall(cx),
        _ => {}
    }
}

/// Aura of Majesty: "Deals 3 Geo DMG. If a Crystallize reaction occurs, then this character
/// will perform Elemental Absorption. / If during the usage of this skill, the character
/// hasn't absorbed an element's power yet, then Stone Facets: Elemental Crystallization will
/// be attached." The element is the one the target's aura gives Crystallize (Cryo for Cryo
/// and Dendro), read before the damage; absorbing the element of his current form is an
/// absorption too (no Crystallization), as the reference.
fn aura_of_majesty(cx: &mut SkillCx) {
    let opp = cx.player.other();
    let target = cx.state.active(opp);
    let element = match cx.state.character(opp, target).aura {
        Aura::Cryo | Aura::CryoDendro => Some(Element::Cryo),
        Aura::Hydro => Some(Element::Hydro),
        Aura::Pyro => Some(Element::Pyro),
        Aura::Electro => Some(Element::Electro),
        Aura::None | Aura::Dendro => None,
    };
    cx.base_damage();
    match element {
        Some(e) => absorb(cx, cx.character, e),
        None => cx.attach_self(CRYSTALLIZATION),
    }
}

/// Decimating Rockfall: "Deals 4 Geo DMG. DMG +1 for each element previously absorbed."
/// (The elements Elemental Absorption recorded.)
fn decimating_rockfall(cx: &mut SkillCx) {
    let absorbed = cx
        .me()
        .status(ABSORPTION)
        .map_or(0, |s| (s.aux & 0b1111).count_ones() as u8);
    cx.base_damage_plus(absorbed);
}

/// Azhdaha at `c` absorbs `element`: he takes its form unless he has it already; then
/// Elemental Absorption ("After this character absorbs an element of a different type than
/// the currently absorbed element: Generate 1 Elemental Die of the same type") records it
/// and gives the die.
fn absorb(cx: &mut impl Act, c: u8, element: Element) {
    let Some(i) = FORMS.iter().position(|&(e, _)| e == element) else {
        return;
    };
    let to = FORMS[i].1;
    let ch = cx.game().character(cx.side(), c as usize);
    if ch.id == to {
        return;
    }
    let record = ch.status(ABSORPTION).map(|s| s.aux);
    cx.change_form(c, to);
    if let Some(aux) = record {
        cx.set_aux(Zone::Character(c), ABSORPTION, aux | 1 << i);
        cx.gain_dice(Die::of(element), ABSORBED_DIE);
    }
}

/// Stone Facets: Elemental Absorption (126021): "The character can absorb the power of the
/// Elements [...] (The character can only have one Elemental Type absorbed at once, and this
/// status will record the Elemental Type previously absorbed) / After this character absorbs
/// an element of a different type than the currently absorbed element: Generate 1 Elemental
/// Die of the same type as the Element that was just absorbed." Its own data is the record
/// (a bit per element); the absorption itself is [`absorb`].
static ELEMENTAL_ABSORPTION: EntityDef = EntityDef::NONE;

/// Stone Facets: Elemental Crystallization (126022): "After this character takes
/// Cryo/Hydro/Pyro/Electro DMG: If this character currently has not absorbed the power of
/// this element, remove this effect, and then this character performs Elemental
/// Absorption."
static ELEMENTAL_CRYSTALLIZATION: EntityDef = EntityDef::new().on_damaged(|cx, _, d| {
    let Some(c) = cx.character() else { return };
    if d.player != cx.player || d.character != c {
        return;
    }
    let Some(element) = d.dtype.element() else {
        return;
    };
    let Some(&(_, form)) = FORMS.iter().find(|&&(e, _)| e == element) else {
        return;
    };
    if cx.state.character(cx.player, c as usize).id != form {
        cx.dispose = true;
        absorb(cx, c, element);
    }
});

/// Lunar Cycles Unending (talent, Combat Action, 2 matching dice): "When your active
/// character is Azhdaha, play this card on them. Attach Stone Facets: Elemental
/// Crystallization to Azhdaha, then create 1 Elemental Die for each Elemental Type your
/// characters have." (An event card, not equipped; the elements of all the characters of
/// the side, defeated ones too, as the reference.)
static LUNAR_CYCLES_UNENDING: CardDef = CardDef::on_character(|cx| {
    cx.attach_target(CRYSTALLIZATION);
    let mut seen: Vec<Element> = Vec::new();
    for c in 0..CHARACTERS {
        if let Some(e) = cx.state.character_facts(cx.player, c).element {
            if !seen.contains(&e) {
                seen.push(e);
                cx.gain_dice(Die::of(e), TEAM_DIE);
            }
        }
    }
})
.when(|state, p, target| matches!(target, Target::Own(c) if state.active(p) == c as usize));
