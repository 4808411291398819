//! Sayu: Anemo claymore. Yoohoo Art: Fuuin Dash deals Anemo and prepares Fuufuu Whirlwind
//! Kick, which takes the element the dash swirled; Yoohoo Art: Mujina Flurry summons
//! Muji-Muji Daruma, which strikes and heals the most injured character of her side. Her
//! talent, Skiving: New and Improved, draws 2 cards after her side's first Swirl of a round
//! while she is active.

use crate::cards::most_injured;
use crate::cards::prelude::*;
use crate::facts::skill::sayu::*;
use crate::reaction::Reaction;
use crate::state::Aura;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Sayu, &CharacterDef::new(skill)),
    Def::Entity(EntityId::FuufuuWindwheel, &FUUFUU_WINDWHEEL),
    Def::Entity(EntityId::MujiMujiDaruma, &MUJI_MUJI_DARUMA),
    Def::Entity(EntityId::SkivingNewAndImproved, &SKIVING),
    Def::Card(CardId::SkivingNewAndImproved, &SKIVING_CARD),
];

/// Muji-Muji Daruma: "End Phase: Deal 1 Anemo DMG".
const DARUMA_DAMAGE: u8 = 1;
/// Muji-Muji Daruma: "heal the character on your team that has taken the most damage for 2
/// HP".
const DARUMA_HEAL: u8 = 2;
/// Skiving: New and Improved: "draw 2 cards".
const SKIVING_DRAW: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        SHUUMATSUBAN_NINJA_BLADE => cx.base_damage(),
        // "Deals 1 Anemo DMG, and this character begins to Prepare Skill: Fuufuu Whirlwind
        // Kick. If this usage of the skill triggers Swirl, then Fuufuu Whirlwind Kick is
        // converted to DMG of the Swirled Element." As the reference: the element is the
        // one of the target's aura when the skill starts (the one its Anemo damage swirls),
        // noted on Fuufuu Windwheel (the preparation) before the damage.
        YOOHOO_ART_FUUIN_DASH => {
            let target = cx.game().active(cx.player.other());
            let aura = cx.game().character(cx.player.other(), target).aura;
            let swirled = match aura {
                Aura::Cryo | Aura::CryoDendro => Some(Element::Cryo),
                Aura::Hydro => Some(Element::Hydro),
                Aura::Pyro => Some(Element::Pyro),
                Aura::Electro => Some(Element::Electro),
                Aura::None | Aura::Dendro => None,
            };
            cx.attach_self(EntityId::FuufuuWindwheel);
            if let Some(e) = swirled {
                let c = cx.character;
                cx.set_aux(
                    Zone::Character(c),
                    EntityId::FuufuuWindwheel,
                    1 + e.index() as u8,
                );
            }
            cx.base_damage();
        }
        // "Deals 1 Anemo DMG, summons 1 Muji-Muji Daruma."
        YOOHOO_ART_MUJINA_FLURRY => {
            cx.base_damage();
            cx.summon(EntityId::MujiMujiDaruma);
        }
        // "(Prepare for 1 turn) Deals 2 Anemo DMG (or the Swirled Element's DMG)": the
        // element Fuufuu Windwheel noted.
        FUUFUU_WHIRLWIND_KICK => {
            let dtype = match cx.preparation.and_then(|aux| aux.checked_sub(1)) {
                Some(n) => DamageType::Elemental(Element::ALL[n as usize]),
                None => ANEMO,
            };
            let amount = cx.facts().damage;
            cx.damage_active(dtype, amount);
        }
        _ => {}
    }
}

/// Fuufuu Windwheel: Sayu prepares Fuufuu Whirlwind Kick (its data: 1 + the index of the
/// element swirled, 0 for none).
static FUUFUU_WINDWHEEL: EntityDef = EntityDef::new().prepares(FUUFUU_WHIRLWIND_KICK);

/// Muji-Muji Daruma: "End Phase: Deal 1 Anemo DMG, heal the character on your team that has
/// taken the most damage for 2 HP. Usage(s): 2" (usages from the facts; the heal after the
/// damage, as the reference).
static MUJI_MUJI_DARUMA: EntityDef =
    EntityDef::new()
        .deals(ANEMO, DARUMA_DAMAGE)
        .on_end_phase(|cx, me| {
            cx.strike();
            if let Some(c) = most_injured(cx.state, cx.player) {
                cx.heal(c, DARUMA_HEAL);
            }
            cx.spend_after(me);
        });

/// Skiving: New and Improved, equipped: "When your Sayu who has this card equipped is the
/// active character, draw 2 cards when you trigger a Swirl reaction. (Once per Round)" Any
/// Swirl its side triggers (a character's or a summon's), while Sayu is active when the
/// reaction's event is handled (after the effect that triggered it).
static SKIVING: EntityDef = EntityDef::new().on_reaction(|cx, me, e| {
    let swirl = matches!(e.reaction, Reaction::Swirl(_));
    if swirl && e.player == cx.player && cx.on_active() && me.once_per_round() {
        cx.draw(SKIVING_DRAW);
    }
});

/// Skiving: New and Improved (talent, Combat Action, 3 Anemo): "When your active character
/// is Sayu, equip this card. When Sayu equips this card, immediately use Yoohoo Art: Fuuin
/// Dash once." (What the equipped card does: [`SKIVING`].)
static SKIVING_CARD: CardDef = CardDef::talent::<YOOHOO_ART_FUUIN_DASH>();
