//! Sangonomiya Kokomi: Hydro catalyst healer. Kurage's Oath applies Hydro to herself and
//! summons Bake-Kurage; Nereid's Ascension heals her team and gives her Ceremonial Garment
//! (stronger Normal Attacks that heal). Her talent, Tamakushi Casket, adds a Bake-Kurage
//! usage with the burst and makes Bake-Kurage hit harder while the garment lasts.

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Command, Event, Source};
use crate::facts::{CardId, DamageType, Element, EntityId, SkillKind};
use crate::player::Player;
use crate::state::{GameState, Status, Zone};

use super::heal_all;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Position of Nereid's Ascension in Kokomi's skill list.
const NEREIDS_ASCENSION: u8 = 2;
/// Nereid's Ascension: "Heals all allied characters for 1 point."
const ASCENSION_HEAL: u8 = 1;
/// Bake-Kurage's End Phase damage (and with the talent and the garment).
const KURAGE_DAMAGE: u8 = 1;
const KURAGE_TALENT_DAMAGE: u8 = 2;
/// Bake-Kurage's End Phase heal of the active character.
const KURAGE_HEAL: u8 = 1;
/// Ceremonial Garment: "Normal Attacks deal +1 DMG".
const GARMENT_BONUS: i32 = 1;
/// Ceremonial Garment: "After ... Normal Attack: heal all your characters for 1 HP".
const GARMENT_HEAL: u8 = 1;
/// Tamakushi Casket: the Bake-Kurage usage the burst adds.
const CASKET_KURAGE_USAGE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // The Shape of Water: base damage.
        0 => cx.base_damage(),
        // Kurage's Oath: Hydro on Kokomi, then Bake-Kurage (no damage).
        1 => {
            cx.apply_to_self(Element::Hydro);
            cx.summon(EntityId::BakeKurage);
        }
        // Nereid's Ascension: damage, heals her side, Ceremonial Garment on her; with
        // Tamakushi Casket, a Bake-Kurage of 1 usage (or +1 usage to the one there).
        NEREIDS_ASCENSION => {
            cx.base_damage();
            for cmd in heal_all(cx.state, cx.player, ASCENSION_HEAL)
                .into_iter()
                .flatten()
            {
                cx.push(cmd);
            }
            cx.add_status(EntityId::CeremonialGarment);
            let me = cx.state.character(cx.player, cx.character as usize);
            if me.has(EntityId::TamakushiCasket) {
                cx.push(Command::Add {
                    player: cx.player,
                    zone: Zone::Summons,
                    id: EntityId::BakeKurage,
                    usage: casket_usage(cx.state, cx.player),
                });
            }
        }
        _ => {}
    }
}

/// The usage Tamakushi Casket's Add gives: "Summon a Bake-Kurage with Usage(s): 1; if
/// Bake-Kurage is already on the field, increase its Usage(s) by 1 instead" (如果化海月已在场，
/// 则改为使其可用次数+1). The +1 is no re-summon, so Bake-Kurage's stacking limit ("stacks to
/// 4") does not bound it: a Bake-Kurage at 4 goes to 5 (as the reference). Add stacks up to
/// the larger of the limit and the usage given, so at or above the limit it gets the new
/// total.
fn casket_usage(state: &GameState, p: Player) -> u8 {
    let limit = state
        .entity_facts(EntityId::BakeKurage)
        .and_then(|f| f.max_usage)
        .unwrap_or(u8::MAX);
    match state.player(p).summon(EntityId::BakeKurage) {
        Some(k) if k.usage >= limit => k.usage + CASKET_KURAGE_USAGE,
        _ => CASKET_KURAGE_USAGE,
    }
}

/// Bake-Kurage: "End Phase: Deal 1 Hydro DMG, heal your active character for 1 HP.
/// Usage(s): 2 (stacks to 4)" (the stacking limit is in the facts). With Tamakushi Casket
/// equipped on its side and a Ceremonial Garment there: 2 Hydro.
static BAKE_KURAGE: EntityDef = EntityDef {
    listens: listen::END_PHASE,
    on: bake_kurage,
    ..EntityDef::INERT
};

fn bake_kurage(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::EndPhase) = hook {
        let ps = cx.state.player(cx.owner);
        let casket = ps.any_character_has(EntityId::TamakushiCasket);
        let garment = ps.any_character_has(EntityId::CeremonialGarment);
        let amount = if casket && garment {
            KURAGE_TALENT_DAMAGE
        } else {
            KURAGE_DAMAGE
        };
        let hydro = DamageType::Elemental(Element::Hydro);
        cx.damage_active(Source::Summon(me.id), amount, hydro);
        cx.push(Command::Heal {
            player: cx.owner,
            character: cx.state.active(cx.owner) as u8,
            amount: KURAGE_HEAL,
        });
        cx.spend_after(me);
    }
}

/// Ceremonial Garment: "The character to which this is attached has their Normal Attacks
/// deal +1 DMG. After the character to which this is attached uses a Normal Attack: Heal
/// all your characters for 1 HP. Duration (Rounds): 2" (duration from the facts).
static CEREMONIAL_GARMENT: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD | listen::AFTER_SKILL,
    on: ceremonial_garment,
    ..EntityDef::INERT
};

fn ceremonial_garment(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    match hook {
        Hook::DamageAdd(d) if d.dealt_by(cx.owner, c) && d.is_normal_attack() => {
            d.amount += GARMENT_BONUS;
        }
        Hook::Event(Event::AfterSkill {
            player,
            character,
            kind: SkillKind::Normal,
            ..
        }) if *player == cx.owner && *character == c => {
            for cmd in heal_all(cx.state, cx.owner, GARMENT_HEAL)
                .into_iter()
                .flatten()
            {
                cx.push(cmd);
            }
        }
        _ => {}
    }
}

/// Tamakushi Casket (talent, Combat Action, 3 Hydro and 2 Energy): "When your active
/// character is Sangonomiya Kokomi, equip this card. After Sangonomiya Kokomi equips this
/// card, immediately use Nereid's Ascension once. When your Sangonomiya Kokomi, who has this
/// card equipped, uses Nereid's Ascension: Summon Bake-Kurage with Usage(s): 1, or if
/// Bake-Kurage is already on the field, add 1 Usage to it. While Ceremonial Garment is on
/// the field, Bake-Kurage deals +1 DMG." (The energy comes from Kokomi.)
static TAMAKUSHI_CASKET: CardDef = CardDef::talent::<NEREIDS_ASCENSION>();

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::BakeKurage => &BAKE_KURAGE,
        EntityId::CeremonialGarment => &CEREMONIAL_GARMENT,
        EntityId::TamakushiCasket => &EntityDef::INERT,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::TamakushiCasket => &TAMAKUSHI_CASKET,
        _ => return None,
    })
}
