//! Templates for the families of entities that repeat across the card pool, each written
//! once: End Phase summons, shields, damage reductions, "+N damage" equipment, the
//! Sacrificial and Skyward weapons, the elemental artifacts, Action Phase dice. A card file
//! uses one as its definition and adds handlers for what its text says beyond the family's.

use super::def::EntityDef;
use super::query::{CostAction, DamageCalc};
use super::{Act, Cx, DefeatQuery};
use crate::command::{AfterSkill, Reacted, Source, Switched};
use crate::dice::Die;
use crate::facts::{card_tag, CardFacts, CardId, CharacterId, DamageType, Element, SkillKind};
use crate::reaction::Reaction;
use crate::state::Status;

/// A summon that deals `amount` damage of `dtype` to the opposing active character in the
/// End Phase, spending a usage ("End Phase: Deal 2 Pyro DMG. Usage(s): 2"; usages from the
/// facts).
pub(crate) const fn summon(dtype: DamageType, amount: u8) -> EntityDef {
    EntityDef::new()
        .deals(dtype, amount)
        .on_end_phase(strike_and_spend)
}

/// A summon that, in the End Phase, deals `amount` damage of `dtype` to the opposing active
/// character, heals its side's active character for `heal`, then spends a usage ("End
/// Phase: Deal 1 Cryo DMG, heal your active character for 2 HP. Usage(s): 2").
pub(crate) const fn healing_summon(dtype: DamageType, amount: u8, heal: u8) -> EntityDef {
    EntityDef::new()
        .deals(dtype, amount)
        .amount(heal)
        .on_end_phase(strike_heal_and_spend)
}

/// [`card_once_after_skill`]'s bit of the status's `aux`: the card was given.
const GIVEN: u8 = 1;

/// The Eremites' Spirit of Omen passives: after their character uses `skill` (its Elemental
/// Burst), `card` (its Spirit of Omen Technique card) goes to the hand, once a match (the
/// status's `aux` bit 1 remembers it).
pub(crate) fn card_once_after_skill(
    cx: &mut Cx,
    me: &mut Status,
    e: &AfterSkill,
    skill: u8,
    card: CardId,
) {
    if e.player == cx.player
        && Some(e.character) == cx.character()
        && e.skill == skill
        && me.aux & GIVEN == 0
    {
        me.aux |= GIVEN;
        cx.create_card(card);
    }
}

/// "When the character to which this is attached would be defeated: Remove this effect,
/// ensure the character will not be defeated, and heal them to `hp` HP" (Fiery Rebirth, the
/// Crystal Cores, Watery and Electric Rebirth): saves its character when nothing has saved
/// them yet, and leaves. The character saved, for what the status does next.
pub(crate) fn save_from_defeat(cx: &mut Cx, q: &mut DefeatQuery, hp: u8) -> Option<u8> {
    let c = cx
        .character()
        .filter(|&c| c == q.character && q.heal_to.is_none())?;
    q.heal_to = Some(hp);
    cx.dispose = true;
    Some(c)
}

/// The handler of [`healing_summon`].
pub(crate) fn strike_heal_and_spend(cx: &mut Cx, me: &mut Status) {
    cx.strike();
    cx.heal_active(cx.def.amount);
    cx.spend_after(me);
}

/// Strikes with the entity's damage, then spends one usage.
pub(crate) fn strike_and_spend(cx: &mut Cx, me: &mut Status) {
    cx.strike();
    cx.spend_after(me);
}

/// A summon of the Anemo family that converts ("End Phase: Deal 2 Anemo DMG. Usage(s): 3 /
/// After your character or Summon triggers a Swirl reaction: Convert the Elemental Type of
/// this card and change its DMG dealt to the element Swirled. (Can only be converted once
/// before leaving the field)"): it deals `amount` Anemo damage in the End Phase, or of the
/// element of the first Swirl its side's characters or summons triggered, then spends a
/// usage. (Large Wind Spirit, Autumn Whirlwind; Stormeye adds its switch.)
pub(crate) const fn swirl_converting_summon(amount: u8) -> EntityDef {
    swirl_converting(amount).on_end_phase(converted_strike_and_spend)
}

/// The conversion of [`swirl_converting_summon`] without its End Phase (for a summon that
/// does more in its End Phase: its handler deals [`converted_damage`]).
pub(crate) const fn swirl_converting(amount: u8) -> EntityDef {
    let mut def = EntityDef::new()
        .deals(ANEMO_DAMAGE, amount)
        .on_reaction(convert_on_swirl);
    def.converts = true;
    def
}

const ANEMO_DAMAGE: DamageType = DamageType::Elemental(Element::Anemo);

/// A summon that takes on the element of the damage its side's characters take ("When your
/// character(s) take Cryo/Hydro/Pyro/Electro DMG: Change the Elemental Type of this card to
/// the element of the damage taken. (Once before leaving play)"): it deals `amount` damage of
/// `dtype`, or of the element it took (kept as [`converted`] reads it; [`converted_damage`]
/// is its damage). The first Cryo, Hydro, Pyro or Electro damage any character of its side
/// takes converts it, as the reference (GI-TCG's "chpeDamaged"); refreshing it (summoning it
/// again) clears the conversion. (Bogglecat Box.)
pub(crate) const fn damage_converting(dtype: DamageType, amount: u8) -> EntityDef {
    let mut def = EntityDef::new()
        .deals(dtype, amount)
        .on_damaged(convert_on_damage_taken);
    def.converts = true;
    def
}

/// The conversion of [`damage_converting`].
pub(crate) fn convert_on_damage_taken(cx: &mut Cx, me: &mut Status, e: &crate::command::Damaged) {
    if let DamageType::Elemental(
        element @ (Element::Cryo | Element::Hydro | Element::Pyro | Element::Electro),
    ) = e.dtype
    {
        if e.player == cx.player && me.aux == 0 {
            me.aux = converted_aux(element);
        }
    }
}

/// The element a converting summon has taken (kept in `aux` as 1 + the element's index; 0:
/// not converted).
pub(crate) fn converted(me: &Status) -> Option<Element> {
    me.aux.checked_sub(1).map(|n| Element::ALL[n as usize])
}

/// The `aux` of a converting summon that has taken `element` (the inverse of
/// [`converted`]; a scenario places a summon converted with it).
pub(crate) fn converted_aux(element: Element) -> u8 {
    1 + element.index() as u8
}

/// The damage a converting summon deals: of the element it took, else its own.
pub(crate) fn converted_damage(cx: &Cx, me: &Status) -> (DamageType, u8) {
    let (dtype, amount) = cx
        .def
        .deals
        .expect("a converting summon says what it deals");
    match converted(me) {
        Some(e) => (DamageType::Elemental(e), amount),
        None => (dtype, amount),
    }
}

/// Deals the converting summon's damage to the opposing active character, then spends a
/// usage.
pub(crate) fn converted_strike_and_spend(cx: &mut Cx, me: &mut Status) {
    let (dtype, amount) = converted_damage(cx, me);
    cx.damage_active(dtype, amount);
    cx.spend_after(me);
}

/// The conversion of a converting summon: the first Swirl triggered by a character or a
/// summon of its side (once before it leaves the field).
pub(crate) fn convert_on_swirl(cx: &mut Cx, me: &mut Status, e: &Reacted) {
    let by_us = matches!(e.source, Source::Character(_) | Source::Summon(_));
    if let (Reaction::Swirl(element), true) = (e.reaction, by_us) {
        if e.player == cx.player && me.aux == 0 {
            me.aux = converted_aux(element);
        }
    }
}

/// A combat status that deals `amount` damage of `dtype` after each Normal Attack of its
/// side, spending a usage ("After your character uses a Normal Attack: Deal 1 Hydro DMG.
/// Usage(s): 3").
pub(crate) const fn strike_after_normal_attack(dtype: DamageType, amount: u8) -> EntityDef {
    EntityDef::new()
        .deals(dtype, amount)
        .on_after_skill(strike_after_normal)
}

/// The handler of [`strike_after_normal_attack`].
pub(crate) fn strike_after_normal(cx: &mut Cx, me: &mut Status, e: &AfterSkill) {
    if e.player == cx.player && e.kind == SkillKind::Normal && me.usage > 0 {
        strike_and_spend(cx, me);
    }
}

/// A shield combat status: "Grants N Shield points to your active character" (points are
/// its usages, from the facts).
pub(crate) const SHIELD: EntityDef = EntityDef::new().shield().on_damage_decrease(shield_active);

/// A shield status: "Grants N Shield points to the character to which this is attached".
pub(crate) const CHARACTER_SHIELD: EntityDef = EntityDef::new()
    .shield()
    .on_damage_decrease(shield_character);

/// A shield status that protects its character while it prepares a skill (Heron Shield,
/// Tidecaller: Surf Embrace): it absorbs damage to that character with its points, and is
/// discarded when the character is switched out (the preparation is interrupted) or when
/// the prepared skill is used (the skill removes it).
///
/// While the character cannot use skills (Frozen, Petrification) the preparation waits and
/// the shield stays, as in the reference (GI-TCG).
pub(crate) const PREPARING_SHIELD: EntityDef = CHARACTER_SHIELD.on_switched(discard_on_switch_out);

/// Discards the entity when its character is switched out.
pub(crate) fn discard_on_switch_out(cx: &mut Cx, _me: &mut Status, e: &Switched) {
    if e.player == cx.player && Some(e.from) == cx.character() {
        cx.dispose = true;
    }
}

/// Absorbs damage with the shield's points (its usages): the one shield of the engine.
pub(crate) fn absorb(me: &mut Status, d: &mut DamageCalc) {
    if d.amount > 0 && me.usage > 0 {
        let absorbed = (me.usage as i32).min(d.amount);
        d.amount -= absorbed;
        me.usage -= absorbed as u8;
    }
}

/// The handler of [`SHIELD`]: absorbs damage to its side's active character.
pub(crate) fn shield_active(_cx: &mut Cx, me: &mut Status, d: &mut DamageCalc) {
    if d.target_active {
        absorb(me, d);
    }
}

/// The handler of [`CHARACTER_SHIELD`]: absorbs damage to its character.
pub(crate) fn shield_character(cx: &mut Cx, me: &mut Status, d: &mut DamageCalc) {
    if cx.character().is_some_and(|c| d.hits(cx.player, c)) {
        absorb(me, d);
    }
}

/// A combat status that decreases damage to its side's active character by 1 when the
/// damage is at least `min`, spending a usage ("When your active character receives at
/// least 3 DMG: Decrease DMG taken by 1. Usage(s): 1").
pub(crate) const fn reduction(min: u8) -> EntityDef {
    EntityDef::new()
        .amount(min)
        .on_damage_decrease(reduce_by_one)
}

/// The handler of [`reduction`].
pub(crate) fn reduce_by_one(cx: &mut Cx, me: &mut Status, d: &mut DamageCalc) {
    let min = cx.def.amount.max(1) as i32;
    if d.target_active && d.amount >= min && me.take_usage() {
        d.amount -= 1;
    }
}

/// Equipment by which "the character deals +N DMG" (N = `bonus`): the character's own
/// damage, not spread by a reaction (as the reference; Piercing damage is never boosted).
pub(crate) const fn damage_bonus(bonus: u8) -> EntityDef {
    EntityDef::new().amount(bonus).on_damage_add(add_bonus)
}

/// The handler of [`damage_bonus`].
pub(crate) fn add_bonus(cx: &mut Cx, _me: &mut Status, d: &mut DamageCalc) {
    if cx
        .character()
        .is_some_and(|c| d.dealt_directly_by(cx.player, c))
    {
        d.amount += cx.def.amount as i32;
    }
}

/// The Sacrificial weapons (Sword, Fragments, Bow, Greatsword): "The character deals +1
/// DMG. After the character uses an Elemental Skill: Create 1 Elemental Die of the same
/// Elemental Type as this character. (Once per Round)" (as the reference: the die is
/// created whenever such a skill is used, the first time in the round).
pub(crate) const SACRIFICIAL: EntityDef =
    damage_bonus(SACRIFICIAL_BONUS).on_after_skill(sacrificial_die);

/// The damage bonus of a Sacrificial weapon.
const SACRIFICIAL_BONUS: u8 = 1;
/// Dice a Sacrificial weapon creates.
const SACRIFICIAL_DICE: u8 = 1;

/// The handler of [`SACRIFICIAL`].
pub(crate) fn sacrificial_die(cx: &mut Cx, me: &mut Status, e: &AfterSkill) {
    let Some(c) = cx.character() else { return };
    if e.player == cx.player
        && e.character == c
        && e.kind == SkillKind::Elemental
        && me.once_per_round()
    {
        if let Some(element) = cx.state.character_facts(cx.player, c as usize).element {
            cx.gain_dice(Die::of(element), SACRIFICIAL_DICE);
        }
    }
}

/// The Skyward weapons (Atlas, Harp, Pride, Spine, Blade): "The character deals +1 DMG.
/// Once per Round: This character's Normal Attacks deal +1 additional DMG." As in the
/// reference (GI-TCG), the bonuses are on the character's damage that is not spread by a
/// reaction (Swirl); the once-per-round one goes to the first such damage of a Normal
/// Attack in the round. Piercing damage is never boosted.
pub(crate) const SKYWARD: EntityDef = EntityDef::new()
    .amount(SKYWARD_BONUS)
    .on_damage_add(skyward_bonus);

/// The damage bonus of a Skyward weapon.
const SKYWARD_BONUS: u8 = 1;
/// The additional bonus of a Normal Attack, once per round.
const SKYWARD_NORMAL_ATTACK_BONUS: i32 = 1;

/// The handler of [`SKYWARD`].
pub(crate) fn skyward_bonus(cx: &mut Cx, me: &mut Status, d: &mut DamageCalc) {
    if cx
        .character()
        .is_some_and(|c| d.dealt_directly_by(cx.player, c))
    {
        d.amount += cx.def.amount as i32;
        if d.is_normal_attack() && me.once_per_round() {
            d.amount += SKYWARD_NORMAL_ATTACK_BONUS;
        }
    }
}

/// The discount a weapon gives when it is played (King's Squire, Moonpiercer): a status of
/// the character, "during this round, the next time you play a Talent card on the character
/// or the character uses an Elemental Skill, spend `n` fewer Elemental Dice". As in the
/// reference (GI-TCG): it is spent by the first of those actions that still costs dice
/// (lowering "same" dice first, then matching, then unaligned ones); it stays if the weapon
/// is replaced.
pub(crate) const fn talent_or_elemental_skill_discount(n: u8) -> EntityDef {
    EntityDef::new()
        .this_round()
        .amount(n)
        .on_cost(discount_talent_or_elemental_skill)
}

/// The handler of [`talent_or_elemental_skill_discount`].
fn discount_talent_or_elemental_skill(cx: &mut Cx, _me: &mut Status, q: &mut super::CostQuery) {
    let Some(c) = cx.character() else { return };
    if q.player != cx.player || q.cost.dice() == 0 {
        return;
    }
    if q.is_skill_of(cx.player, c, Some(SkillKind::Elemental)) || is_talent_of(cx, c, q.action) {
        q.reduce_dice(cx.def.amount);
        cx.dispose = true;
    }
}

/// The status a weapon gives when it is played (Sapwood Blade, Forest Regalia): "during this
/// round, after the character next uses a Normal Attack, create `n` Elemental Dice of its
/// element". As in the reference (GI-TCG): a status of the character, this round, used up by
/// its next Normal Attack; it stays if the weapon is replaced.
pub(crate) const fn dice_after_next_normal_attack(n: u8) -> EntityDef {
    EntityDef::new()
        .init(1, 1)
        .amount(n)
        .on_after_skill(dice_after_normal_attack)
}

/// The handler of [`dice_after_next_normal_attack`].
fn dice_after_normal_attack(cx: &mut Cx, me: &mut Status, e: &AfterSkill) {
    let Some(c) = cx.character() else { return };
    if e.player == cx.player && e.character == c && e.kind == SkillKind::Normal && me.take_usage() {
        if let Some(element) = cx.state.character_facts(cx.player, c as usize).element {
            cx.gain_dice(Die::of(element), cx.def.amount);
        }
    }
}

/// A support that creates `n` Omni dice when the Action Phase begins, spending a usage
/// ("When the Action Phase begins: Create 2 Omni Element. Usage(s): 2").
pub(crate) const fn action_phase_omni(n: u8) -> EntityDef {
    EntityDef::new()
        .amount(n)
        .on_action_phase_start(omni_and_spend)
}

/// The handler of [`action_phase_omni`].
pub(crate) fn omni_and_spend(cx: &mut Cx, me: &mut Status) {
    cx.gain_omni(cx.def.amount);
    cx.spend_after(me);
}

/// The elemental artifacts (Crimson Witch of Flames, Thundering Fury, Viridescent Venerer,
/// ...): "When you play a Talent card or a Character uses a Skill: Spend 1 less <element>
/// Die. (Once per Round) / Roll Phase: 2 of the starting Elemental Dice you roll are always
/// guaranteed to be <element>."
///
/// "A Talent card" is one of the equipped character's (in the 6.5.0 text, "对角色打出「天赋」":
/// played on the character). As the reference (GI-TCG) does, the die lowered is one of the
/// element if the cost has one, else an unaligned one; a cost with neither (e.g. only dice
/// of another element) is not lowered and the once-per-round use is kept.
pub(crate) const fn elemental_artifact(element: Element) -> EntityDef {
    elemental_cost_artifact(element).on_roll(artifact_roll)
}

/// The elemental artifacts without a Roll Phase effect (Broken Rime's Echo, Wine-Stained
/// Tricorne, Witch's Scorching Hat, ...): "When you play a Talent card or a Character uses a
/// Skill: Spend 1 less <element> Die. (Once per Round)", as [`elemental_artifact`] lowers it.
pub(crate) const fn elemental_cost_artifact(element: Element) -> EntityDef {
    EntityDef::new()
        .element(element)
        .on_cost_element(artifact_cost)
}

/// The artifacts that lower one kind of skill (Thundering Poise, Vermillion Hereafter:
/// Normal Attacks; Capricious Visage, Shimenawa's Reminiscence: Elemental Skills): "When you
/// play a Talent card or a Character uses a Normal Attack: Spend 1 less Elemental Die. (Once
/// per Round)".
///
/// "A Talent card" is one played on the equipped character (as [`elemental_artifact`]). The
/// die lowered is of any kind ([`super::CostQuery::reduce_dice`]: "same" dice first, then
/// matching, then unaligned, as the reference deducts); a cost without dice is not lowered
/// and the once-per-round use is kept.
pub(crate) const fn skill_discount_artifact(kind: SkillKind) -> EntityDef {
    EntityDef::new().on_cost(match kind {
        SkillKind::Normal => discount_normal_attack,
        SkillKind::Elemental => discount_elemental_skill,
        _ => panic!("skill_discount_artifact: a Normal Attack or an Elemental Skill"),
    })
}

fn discount_normal_attack(cx: &mut Cx, me: &mut Status, q: &mut super::CostQuery) {
    skill_discount(cx, me, q, SkillKind::Normal);
}

fn discount_elemental_skill(cx: &mut Cx, me: &mut Status, q: &mut super::CostQuery) {
    skill_discount(cx, me, q, SkillKind::Elemental);
}

/// The handler of [`skill_discount_artifact`].
fn skill_discount(cx: &mut Cx, me: &mut Status, q: &mut super::CostQuery, kind: SkillKind) {
    let Some(c) = cx.character() else { return };
    let mine = q.is_skill_of(cx.player, c, Some(kind)) || is_talent_of(cx, c, q.action);
    if q.player == cx.player && mine {
        me.once_per_round_if(|| q.reduce_dice(1) > 0);
    }
}

/// Dice of the element an elemental artifact's roll always shows.
const ARTIFACT_FIXED: u8 = 2;

fn artifact_cost(cx: &mut Cx, me: &mut Status, q: &mut super::CostQuery) {
    let (Some(c), Some(element)) = (cx.character(), cx.def.element) else {
        return;
    };
    let mine = q.is_skill_of(cx.player, c, None) || is_talent_of(cx, c, q.action);
    if q.player == cx.player && mine {
        me.once_per_round_if(|| q.reduce_element(element));
    }
}

/// Whether `action` is playing a talent card of the entity's side's character at `c`.
pub(crate) fn is_talent_of(cx: &Cx, c: u8, action: CostAction) -> bool {
    let CostAction::Card(card) = action else {
        return false;
    };
    let ch = cx.state.character(cx.player, c as usize).id;
    card.facts(cx.state.version()).is_some_and(|f| {
        f.tags & card_tag::TALENT != 0 && talent_owner(card, f) == Some(super::character_card(ch))
    })
}

/// The character a talent card belongs to: the one its facts name, or, for a card tagged
/// Talent that a character's skill creates (Lightning Stiletto, official id `1CCCCN`:
/// created by character `CCCC`, whom its effect uses), that character (as the reference,
/// for which such a card is a talent played on that character).
fn talent_owner(card: CardId, f: &CardFacts) -> Option<CharacterId> {
    f.character.or_else(|| {
        let id = card.official_id();
        if (100_000..200_000).contains(&id) {
            CharacterId::from_official_id(id / 10 % 10_000)
        } else {
            None
        }
    })
}

fn artifact_roll(cx: &mut Cx, _me: &mut Status, q: &mut super::RollQuery) {
    if let (true, Some(element)) = (q.player == cx.player, cx.def.element) {
        q.fixed.0[Die::of(element).index()] += ARTIFACT_FIXED;
    }
}

/// The tags of an action card (bits of [`card_tag`]) in the game's version (0 for a card
/// without facts).
pub(crate) fn card_tags(state: &crate::state::GameState, card: crate::facts::CardId) -> u32 {
    card.facts(state.version()).map_or(0, |f| f.tags)
}

/// Whether `q` is the cost of the entity's side playing a card with one of `tags` ("when
/// you play a Food Event Card: spend 2 less").
pub(crate) fn is_card_tagged(cx: &Cx, q: &super::CostQuery, tags: u32) -> bool {
    q.player == cx.player
        && matches!(q.action, CostAction::Card(card) if card_tags(cx.state, card) & tags != 0)
}

/// Whether the card `q` pays for costs at least `least` dice: its current cost (the dice
/// left when the handler runs) from version `current_since` on, its original (printed) cost
/// before ("a card whose original cost is at least 3" became "whose current cost is at
/// least 3" in 6.4: Golden House, Seed Dispensary).
pub(crate) fn card_cost_at_least(
    cx: &Cx,
    q: &super::CostQuery,
    least: u8,
    current_since: crate::facts::Version,
) -> bool {
    let CostAction::Card(card) = q.action else {
        return false;
    };
    let version = cx.state.version();
    let dice = if version >= current_since {
        q.cost.dice()
    } else {
        card.facts(version).map_or(0, |f| f.cost.dice())
    };
    dice >= least
}

/// Whether `p`'s character at `c` is its active character: "after your active character
/// takes DMG or is healed" (Rightful Reward, Fortress of Meropide) does not count a standby
/// character; an active character the damage defeated is still the active one until the
/// new one is chosen, and counts (as the reference: differential game 153-0).
pub(crate) fn is_active(state: &crate::state::GameState, p: crate::player::Player, c: u8) -> bool {
    state.active(p) == c as usize
}

/// Whether `e` is the playing of the support `me` itself: its own card, by its side, and
/// `me` the newest support of that side (a support enters before its card's event; another
/// copy already in play is not the one entering).
pub(crate) fn is_own_entry(
    cx: &Cx,
    me: &Status,
    e: &crate::command::CardPlayed,
    card: CardId,
) -> bool {
    let newest = cx.state.player(cx.player).supports.last().map(|s| s.stamp);
    e.player == cx.player && e.card == card && newest == Some(me.stamp)
}

/// Whether `e` is the entity's side playing a card with one of `tags` ("after playing a
/// Food Event Card").
pub(crate) fn played_tagged(cx: &Cx, e: &crate::command::CardPlayed, tags: u32) -> bool {
    e.player == cx.player && card_tags(cx.state, e.card) & tags != 0
}

/// Whether `player`'s character at `c` has equipment with one of `tags` (a weapon, an
/// artifact) attached.
pub(crate) fn equipped(
    state: &crate::state::GameState,
    player: crate::player::Player,
    c: u8,
    tags: u32,
) -> bool {
    state
        .character(player, c as usize)
        .statuses
        .iter()
        .filter_map(|s| crate::facts::CardId::from_official_id(s.id.official_id()))
        .any(|card| card_tags(state, card) & tags != 0)
}

/// How many living characters of `player` have equipment with one of `tags` attached
/// ("for each of your characters with a Weapon equipped").
pub(crate) fn count_equipped(
    state: &crate::state::GameState,
    player: crate::player::Player,
    tags: u32,
) -> u8 {
    (0..crate::state::CHARACTERS as u8)
        .filter(|&c| state.character(player, c as usize).alive && equipped(state, player, c, tags))
        .count() as u8
}

/// The companions that pay for a kind of card with what they collect (Timaeus's
/// Transmutation Materials for Artifacts, Wagner's Forging Billets for Weapons): "When
/// playing a <kind> card: If possible, spend <materials> equal to the total cost of the card
/// and equip it for free. (Once per Round)". The support's usages are its materials; it pays
/// the dice the card still costs once every other modifier has lowered it
/// ([`EntityDef::on_cost_rest`]), only if it has that many and the card costs any dice
/// (as the reference).
pub(crate) fn pay_in_full(cx: &Cx, me: &mut Status, q: &mut super::CostQuery, tags: u32) {
    let dice = q.cost.dice();
    if is_card_tagged(cx, q, tags) && dice > 0 && me.usage >= dice && me.counter == 0 {
        me.counter = 1;
        me.usage -= q.clear_dice();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::entity_def;
    use crate::command::listen;
    use crate::facts::EntityId;

    const PYRO: DamageType = DamageType::Elemental(Element::Pyro);
    const CRYO: DamageType = DamageType::Elemental(Element::Cryo);
    const HYDRO: DamageType = DamageType::Elemental(Element::Hydro);

    /// What a template builds (run here, not at compile time as for the statics), and the
    /// same as the registered entity built on it with those arguments: its handlers (what
    /// it listens to), its damage, its number and its element.
    fn same(built: EntityDef, id: EntityId, listens: crate::command::Listen) {
        let def = entity_def(id).expect("a registered entity");
        assert_eq!(built.listens(), listens, "{id:?}");
        assert_eq!(def.listens(), listens, "{id:?}");
        assert_eq!(built.deals, def.deals, "{id:?}");
        assert_eq!(built.amount, def.amount, "{id:?}");
        assert_eq!(built.element, def.element, "{id:?}");
        assert_eq!(built.shield, def.shield, "{id:?}");
    }

    #[test]
    fn summons_strike_in_the_end_phase() {
        let guoba = summon(PYRO, 2);
        assert_eq!(guoba.deals, Some((PYRO, 2)));
        same(guoba, EntityId::Guoba, listen::END_PHASE);
        let mist = healing_summon(CRYO, 1, 2);
        assert_eq!((mist.deals, mist.amount), (Some((CRYO, 1)), 2));
        same(mist, EntityId::DrunkenMist, listen::END_PHASE);
    }

    #[test]
    fn converting_summons_listen_to_reactions() {
        let spirit = swirl_converting_summon(2);
        assert_eq!(spirit.deals, Some((ANEMO_DAMAGE, 2)));
        same(
            spirit,
            EntityId::LargeWindSpirit_115011,
            listen::END_PHASE | listen::REACTION,
        );
        // Without its End Phase: Stormeye adds its own.
        let conversion = swirl_converting(2);
        assert_eq!(conversion.listens(), listen::REACTION);
        assert_eq!(conversion.deals, Some((ANEMO_DAMAGE, 2)));
    }

    #[test]
    fn statuses_after_normal_attacks_and_reductions() {
        let rainbow = strike_after_normal_attack(HYDRO, 1);
        assert_eq!(rainbow.deals, Some((HYDRO, 1)));
        same(rainbow, EntityId::RainbowBladework, listen::AFTER_SKILL);
        let lotus = reduction(1);
        assert_eq!(lotus.amount, 1);
        same(lotus, EntityId::IceLotus, listen::DAMAGE_DECREASE);
        same(
            reduction(3),
            EntityId::RainSword_112021,
            listen::DAMAGE_DECREASE,
        );
    }

    #[test]
    fn supports_and_artifacts() {
        let paimon = action_phase_omni(2);
        assert_eq!(paimon.amount, 2);
        same(paimon, EntityId::Paimon, listen::ACTION_PHASE_START);
        let witch = elemental_artifact(Element::Pyro);
        assert_eq!(witch.element, Some(Element::Pyro));
        same(
            witch,
            EntityId::CrimsonWitchOfFlames,
            listen::COST_ELEMENT | listen::ROLL,
        );
    }
}
