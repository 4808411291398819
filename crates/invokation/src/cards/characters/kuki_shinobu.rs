//! Kuki Shinobu: Electro sword. Sanctifying Ring creates Grass Ring of Sanctification
//! (Electro damage and a heal after her side switches) at a cost of her own HP; her burst
//! heals her. Her talent, To Ward Weakness, saves her from defeat once a round and makes
//! her stronger at 5 HP or less.

use crate::cards::prelude::*;
use crate::facts::skill::kuki_shinobu::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::KukiShinobu, &CharacterDef::new(skill)),
    Def::Entity(EntityId::GrassRingOfSanctification, &GRASS_RING),
    Def::Entity(EntityId::ToWardWeakness, &TO_WARD_WEAKNESS_EQUIPPED),
    Def::Card(CardId::ToWardWeakness, &TO_WARD_WEAKNESS),
];

/// Sanctifying Ring: "If this character has at least 6 HP, then she deals 2 Piercing DMG to
/// herself."
const SELF_DAMAGE_FROM_HP: u8 = 6;
const SELF_DAMAGE: u8 = 2;
/// Gyoei Narukami Kariyama Rite: "heals this character for 2 HP."
const BURST_HEAL: u8 = 2;
/// Grass Ring of Sanctification: "Deal 1 Electro DMG, heal ... for 1 HP."
const RING_DAMAGE: u8 = 1;
const RING_HEAL: u8 = 1;
/// To Ward Weakness: "heal the character to 1 HP"; "If ... has no more than 5 HP, ... +1".
const SAVED_HP: u8 = 1;
const WEAK_HP: u8 = 5;
const WEAK_BONUS: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        SHINOBUS_SHADOWSWORD => cx.base_damage(),
        // Sanctifying Ring: "Summons a Grass Ring of Sanctification. If this character has
        // at least 6 HP, then she deals 2 Piercing DMG to herself."
        SANCTIFYING_RING => {
            cx.combat_status(EntityId::GrassRingOfSanctification);
            if cx.me().hp >= SELF_DAMAGE_FROM_HP {
                let c = cx.character;
                cx.damage_own(c, PIERCING, SELF_DAMAGE);
            }
        }
        // Gyoei Narukami Kariyama Rite: "Deals 4 Electro DMG, heals this character for 2
        // HP."
        GYOEI_NARUKAMI_KARIYAMA_RITE => {
            cx.base_damage();
            let c = cx.character;
            cx.heal(c, BURST_HEAL);
        }
        _ => {}
    }
}

/// Grass Ring of Sanctification (combat status): "After you switch characters: Deal 1
/// Electro DMG, heal the character on your team that has taken the most damage for 1 HP.
/// (Once per Round) Usage(s): 3" (usages from the facts). Every switch of its side counts
/// (the action, a forced switch, the choice after a defeat), as in the reference.
static GRASS_RING: EntityDef = EntityDef::new().on_switched(|cx, me, e| {
    if e.player == cx.player && me.usage > 0 && me.once_per_round() {
        cx.damage_active(ELECTRO, RING_DAMAGE);
        cx.heal_most_injured(RING_HEAL);
        cx.spend_after(me);
    }
});

/// To Ward Weakness (talent, Combat Action): "When your active character is Kuki Shinobu,
/// equip this card. After Kuki Shinobu equips this card, immediately use Gyoei Narukami
/// Kariyama Rite once. When Kuki Shinobu, who has this card equipped, would be defeated:
/// she will not be defeated, and is healed to 1 HP. (Once per Round) If Kuki Shinobu, who
/// has this card equipped, has no more than 5 HP, she deals +1 DMG."
static TO_WARD_WEAKNESS: CardDef = CardDef::talent::<GYOEI_NARUKAMI_KARIYAMA_RITE>();

/// To Ward Weakness equipped. The +1 is for her skills' damage, with her HP when the damage
/// is dealt (as the reference).
static TO_WARD_WEAKNESS_EQUIPPED: EntityDef = EntityDef::new()
    .on_would_be_defeated(|cx, me, q| {
        let Some(c) = cx.character() else { return };
        if q.character == c && q.heal_to.is_none() && me.once_per_round() {
            q.heal_to = Some(SAVED_HP);
        }
    })
    .on_damage_add(|cx, _, d| {
        let Some(c) = cx.character() else { return };
        let weak = cx.state.character(cx.player, c as usize).hp <= WEAK_HP;
        if weak && d.dealt_directly_by(cx.player, c) && d.is_skill() {
            d.amount += WEAK_BONUS;
        }
    });
