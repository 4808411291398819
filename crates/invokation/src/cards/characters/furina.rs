//! Furina: Hydro sword of Fontaine who changes Arkhe (docs/rules.md, "Arkhe"): in the
//! Ousia state (1211, her card) Salon Solitaire summons Salon Members, who strike and hurt
//! her own side; in the Pneuma state (1212, a form of 1211) it summons Singer of Many
//! Waters, who heals. The card Seats Sacred and Secular, which her passive and her Normal
//! Attacks create, switches her state and her summon's. Let the People Rejoice gives
//! Universal Revelry, which gathers Revelry (+1 DMG) when her side's active character takes
//! damage or is healed. Her talent, "Hear Me — Let Us Raise the Chalice of Love!", gives
//! her Center of Attention whenever she uses Salon Solitaire.

use crate::cards::prelude::*;
use crate::cards::{least_injured, standby};
use crate::facts::skill::furina_1211::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Furina_1211, &FURINA),
    Def::Character(CharacterId::Furina_1212, &FURINA_PNEUMA),
    Def::Entity(EntityId::SalonMembers, &SALON_MEMBERS),
    Def::Entity(EntityId::SingerOfManyWaters, &SINGER_OF_MANY_WATERS),
    Def::Entity(EntityId::UniversalRevelry, &UNIVERSAL_REVELRY),
    Def::Entity(EntityId::Revelry, &REVELRY),
    Def::Entity(EntityId::CenterOfAttention, &CENTER_OF_ATTENTION),
    Def::Entity(TALENT, &TALENT_EQUIPPED),
    Def::Card(CardId::SeatsSacredAndSecular, &SEATS_SACRED_AND_SECULAR),
    Def::Card(CardId::HearMeLetUsRaiseTheChaliceOfLove, &HEAR_ME),
];

const TALENT: EntityId = EntityId::HearMeLetUsRaiseTheChaliceOfLove;
const SEATS: CardId = CardId::SeatsSacredAndSecular;
/// Salon Members: "Deal 1 Hydro DMG", "1 Piercing DMG", "another 1 Hydro DMG".
const SALON_DAMAGE: u8 = 1;
const SALON_PIERCE: u8 = 1;
/// Salon Members: "If your side has characters with at least 6 HP".
const SALON_HP: u8 = 6;
/// Singer of Many Waters: "Heal all your characters for 1 HP", "an additional 1 HP".
const SINGER_HEAL: u8 = 1;
/// Singer of Many Waters: "If your side has characters with no more than 5 HP".
const SINGER_HP: u8 = 5;
/// Revelry: "Your side deals +1 DMG".
const REVELRY_BONUS: i32 = 1;
/// Center of Attention: "heal all of your characters on standby for 1 HP" (Ousia), "+2
/// DMG", "1 Piercing DMG" (Pneuma).
const CENTER_HEAL: u8 = 1;
const CENTER_BONUS: i32 = 2;
const CENTER_PIERCE: u8 = 1;

/// Her passive skills, in both states. Arkhe: Seats Sacred and Secular: "When battle
/// begins, create 1 Seats Sacred and Secular card in your Hand." The hidden passive of her
/// Normal Attack: "Once per Round: If you do not have Seats Sacred and Secular in your Hand,
/// create 1 Seats Sacred and Secular card in your Hand" (Ousia, 1211); "Once per Round:
/// Create 1 Seats Sacred and Secular card in your Hand" (Pneuma, 1212, whatever the hand
/// holds: docs/rules.md, "Furina"). One round's use for both states (one hidden passive,
/// 12114, kept across the change of state). After the Normal Attack, as the reference.
const PASSIVE: EntityDef = EntityDef::new()
    .on_battle_begins(|cx, _| cx.create_card(SEATS))
    .on_after_skill(|cx, me, e| {
        let Some(c) = cx.character() else { return };
        if e.player != cx.player || e.character != c || e.kind != SkillKind::Normal {
            return;
        }
        let id = cx.state.character(cx.player, c as usize).id;
        let pneuma = arkhe(id, cx.state.version()) == Some(Arkhe::Pneuma);
        let in_hand = cx.state.player(cx.player).hand.contains(&SEATS);
        if (pneuma || !in_hand) && me.once_per_round() {
            cx.create_card(SEATS);
        }
    });

static FURINA: CharacterDef = CharacterDef::new(skill).passive(PASSIVE);
static FURINA_PNEUMA: CharacterDef = CharacterDef::new(skill)
    .passive(PASSIVE)
    .form_of(CharacterId::Furina_1211);

/// The skills, at the same places in both states.
fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Soloist's Solicitation: "Deals 2 Physical DMG." (The card: `PASSIVE`.)
        SOLOISTS_SOLICITATION => cx.base_damage(),
        // Salon Solitaire: "Furina is currently in the Arkhe: Ousia state. Summons Salon
        // Members. (When Furina is in the Arkhe: Pneuma state, she will summon Singer of
        // Many Waters instead)"
        SALON_SOLITAIRE => {
            let summon = match arkhe(cx.me().id, cx.state.version()) {
                Some(Arkhe::Pneuma) => EntityId::SingerOfManyWaters,
                _ => EntityId::SalonMembers,
            };
            cx.summon(summon);
        }
        // Let the People Rejoice: "Deals 2 Hydro DMG, creates 1 Universal Revelry."
        LET_THE_PEOPLE_REJOICE => {
            cx.base_damage();
            cx.combat_status(EntityId::UniversalRevelry);
        }
        _ => {}
    }
}

/// Salon Members (summon; usages from the facts, stacking to their limit): "End Phase: Deal
/// 1 Hydro DMG. If your side has characters with at least 6 HP, deal 1 Piercing DMG to your
/// character who has taken the least DMG, and deal another 1 Hydro DMG."
///
/// Two effects, one after the other, as the reference's two End Phase skills: the first 1
/// Hydro DMG; then (its defeats settled and the death-swap choice made) the condition, the
/// Piercing DMG and the other 1 Hydro DMG, and the usage spent. The End Phase handler sets
/// off the summon twice ([`Act::signal`]); its own data says which part comes next.
static SALON_MEMBERS: EntityDef = EntityDef::new()
    .on_end_phase(|cx, me| {
        cx.signal(Zone::Summons, me.id);
        cx.signal(Zone::Summons, me.id);
    })
    .on_signal(|cx, me| {
        if me.aux == 0 {
            me.aux = 1;
            cx.damage_active(HYDRO, SALON_DAMAGE);
            return;
        }
        me.aux = 0;
        let p = cx.player;
        let healthy = (0..CHARACTERS).any(|c| {
            let ch = cx.state.character(p, c);
            ch.alive && ch.hp >= SALON_HP
        });
        if healthy {
            if let Some(c) = least_injured(cx.state, p) {
                cx.damage_own(c, PIERCING, SALON_PIERCE);
            }
            cx.damage_active(HYDRO, SALON_DAMAGE);
        }
        cx.spend_after(me);
    });

/// Singer of Many Waters (summon; usages from the facts, stacking to their limit): "End
/// Phase: Heal all your characters for 1 HP. If your side has characters with no more than 5
/// HP, heal the most injured character for an additional 1 HP." The condition and the most
/// injured character are read after the first heal (as the reference).
static SINGER_OF_MANY_WATERS: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    cx.heal_all(SINGER_HEAL);
    let p = cx.player;
    // HP and missing HP of each living character once healed, from the active one on.
    let healed = |c: usize| {
        let ch = cx.state.character(p, c);
        let hp = (ch.hp + SINGER_HEAL).min(ch.max_hp);
        (hp, ch.max_hp - hp)
    };
    let low = cx
        .state
        .player(p)
        .alive_from_active()
        .any(|c| healed(c).0 <= SINGER_HP);
    if low {
        let mut best: Option<(usize, u8)> = None;
        for c in cx.state.player(p).alive_from_active() {
            let missing = healed(c).1;
            if best.is_none_or(|(_, b)| missing > b) {
                best = Some((c, missing));
            }
        }
        if let Some((c, _)) = best {
            cx.heal(c as u8, SINGER_HEAL);
        }
    }
    cx.spend_after(me);
});

/// Universal Revelry (combat status; duration from the facts): "After your active character
/// takes DMG or is healed: Add 1 stack of Revelry."
static UNIVERSAL_REVELRY: EntityDef = EntityDef::new()
    .on_damaged(|cx, _, e| revel(cx, e.player, e.character))
    .on_healed(|cx, _, e| revel(cx, e.player, e.character));

fn revel(cx: &mut Cx, p: Player, c: u8) {
    if p == cx.player && cx.state.active(p) == c as usize {
        cx.combat_status(EntityId::Revelry);
    }
}

/// Revelry (combat status): "Your side deals +1 DMG. (Including Swirl DMG triggered by
/// Characters) Usage(s): 1 (Can stack. No stack limit)": every damage its side deals to the
/// other (Piercing damage is never boosted) spends one.
static REVELRY: EntityDef = EntityDef::new()
    .stacks(1, u8::MAX)
    .on_damage_add(|cx, me, d| {
        if d.cmd.from == cx.player && me.take_usage() {
            d.amount += REVELRY_BONUS;
        }
    });

/// Center of Attention (status; usages from the facts): "When the character uses a Normal
/// Attack: Physical DMG dealt by the character is converted to Hydro DMG. If the character
/// is in the Ousia state, heal all of your characters on standby for 1 HP. If the character
/// is in the Pneuma state, +2 DMG for this instance, but deal 1 Piercing DMG to your
/// character who has taken the least DMG. Usage(s): 1"
static CENTER_OF_ATTENTION: EntityDef = EntityDef::new()
    .on_damage_type(|cx, _, d| {
        let Some(c) = cx.character() else { return };
        if d.dealt_by(cx.player, c) && d.is_normal_attack() && d.dtype == PHYSICAL {
            d.dtype = HYDRO;
        }
    })
    .on_damage_add(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if !d.dealt_by(cx.player, c) || !d.is_normal_attack() || !me.take_usage() {
            return;
        }
        let id = cx.state.character(cx.player, c as usize).id;
        if arkhe(id, cx.state.version()) == Some(Arkhe::Pneuma) {
            d.amount += CENTER_BONUS;
            if let Some(t) = least_injured(cx.state, cx.player) {
                cx.damage_own(t, PIERCING, CENTER_PIERCE);
            }
        } else {
            let standby: Vec<u8> = standby(cx.state, cx.player).collect();
            for t in standby {
                cx.heal(t, CENTER_HEAL);
            }
        }
    });

/// "Hear Me — Let Us Raise the Chalice of Love!" (talent, Combat Action, 3 Hydro): "When
/// your active character is Furina, equip this card. After Furina equips this card,
/// immediately use Salon Solitaire once. When Furina, who has this card equipped, uses Salon
/// Solitaire, she will gain Center of Attention." (In either state.)
static HEAR_ME: CardDef = CardDef::talent::<SALON_SOLITAIRE>();

/// The equipped talent: after its Furina uses her Elemental Skill, Center of Attention is
/// attached to her (after the skill, as the reference).
static TALENT_EQUIPPED: EntityDef = EntityDef::new().on_after_skill(|cx, _, e| {
    let Some(c) = cx.character() else { return };
    if e.player == cx.player && e.character == c && e.kind == SkillKind::Elemental {
        cx.attach(c, EntityId::CenterOfAttention);
    }
});

/// Furina's position in `p`'s team, if she is alive (in either state).
fn furina(state: &GameState, p: Player) -> Option<u8> {
    state
        .player(p)
        .characters
        .iter()
        .position(|ch| {
            ch.alive && matches!(ch.id, CharacterId::Furina_1211 | CharacterId::Furina_1212)
        })
        .map(|c| c as u8)
}

/// Seats Sacred and Secular (created by Furina, free): "Switch Furina's state between Arkhe:
/// Ousia and Arkhe: Pneuma. If you have Salon Members or Singer of Many Waters on the field,
/// change their state as well." Playable while Furina is alive. The summon keeps its place
/// and usages.
static SEATS_SACRED_AND_SECULAR: CardDef = CardDef::event(|cx| {
    let Some(c) = furina(cx.state, cx.player) else {
        return;
    };
    let id = cx.state.character(cx.player, c as usize).id;
    let (to, from, into) = if id == CharacterId::Furina_1211 {
        (
            CharacterId::Furina_1212,
            EntityId::SalonMembers,
            EntityId::SingerOfManyWaters,
        )
    } else {
        (
            CharacterId::Furina_1211,
            EntityId::SingerOfManyWaters,
            EntityId::SalonMembers,
        )
    };
    cx.change_form(c, to);
    cx.transform(Zone::Summons, from, into);
})
.when(|state, p, _| furina(state, p).is_some());
