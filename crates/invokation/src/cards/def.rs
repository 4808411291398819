//! The definitions a card file declares: [`CharacterDef`], [`EntityDef`], [`CardDef`].
//!
//! An entity's behaviour is a set of handlers, one per event or query it answers, set with
//! the builder methods (`EntityDef::new().on_end_phase(f)`). Each builder method also sets
//! the entity's bit of [`listen`], so what an entity listens to is derived from its
//! handlers and can never disagree with them.

use super::{
    CardCx, CostQuery, CostStage, Cx, DamageCalc, DefeatQuery, ReactionQuery, RollQuery, SkillCx,
    SwitchQuery,
};
use crate::action::Target;
use crate::command::{
    listen, AfterSkill, CardPlayed, CardsDrawn, Damaged, Defeated, DiceGained, EquipmentDiscarded,
    Event, HandCard, Healed, Listen, Reacted, ShieldLeft, Switched,
};
use crate::facts::{DamageType, Element};
use crate::player::Player;
use crate::state::{GameState, Status};

/// A handler of an event without data.
pub(crate) type OnPlain = fn(&mut Cx, &mut Status);
/// A handler of an event with data `T`.
pub(crate) type On<T> = fn(&mut Cx, &mut Status, &T);
/// A handler of a query of type `T`, which it may change.
pub(crate) type OnQuery<T> = fn(&mut Cx, &mut Status, &mut T);

/// What a hook asks of an entity (the engine's side of the handlers).
pub(crate) enum Hook<'a> {
    /// An event happened.
    Event(&'a Event),
    /// The cost of an action is being computed.
    Cost(&'a mut CostQuery),
    /// The cost of an action of the opposing side is being computed.
    OpponentCost(&'a mut CostQuery),
    /// Damage its side deals: change the type (infusions).
    DamageType(&'a mut DamageCalc),
    /// Damage its side deals: add.
    DamageAdd(&'a mut DamageCalc),
    /// Damage its side takes: add.
    DamageTakenAdd(&'a mut DamageCalc),
    /// Damage the opposing side takes (whoever deals it): add.
    OpponentDamageTakenAdd(&'a mut DamageCalc),
    /// Damage its side deals: multiply (`mul` / `div`).
    DamageMul(&'a mut DamageCalc),
    /// Damage its side takes: multiply (halve).
    DamageTakenMul(&'a mut DamageCalc),
    /// Damage its side takes: decrease (flat reductions and shields).
    DamageDecrease(&'a mut DamageCalc),
    /// A character of its side is at 0 HP: set `heal_to` to save it (if nobody has).
    WouldBeDefeated(&'a mut DefeatQuery),
    /// Its side takes the Switch Character action: set `fast` to make it a fast action.
    SwitchSpeed(&'a mut SwitchQuery),
    /// Its own duration ran out: it is about to be discarded (its effects still run).
    Expired,
    /// The Roll Phase begins: add rerolls or fixed dice for its side.
    Roll(&'a mut RollQuery),
    /// Its Technique is used at this target ([`crate::action::Target::None`] for a
    /// Technique without one): push the technique's effects (spend a usage with
    /// `me.usage`).
    Technique(Target),
    /// Its character (a passive skill's own character) was just revived.
    Revived,
    /// The character it is attached to is defeated: it is about to be discarded with the
    /// character's other statuses (its effects still run). The character is at 0 HP and
    /// still counted as alive while the hook runs. The flag says whether damage of an
    /// Elemental Reaction hit the character in the effect that defeated it.
    OwnerDefeated(bool),
    /// Another entity told it to act ([`crate::command::Command::Signal`]).
    Signal,
    /// The effect it prepares comes: its player's turn ([`EntityDef::on_prepared`]).
    Prepared,
    /// A reaction is about to have its own effects: cancel them.
    ReactionEffects(&'a mut ReactionQuery),
}

/// How an entity behaves: its handlers and settings. Build one with [`EntityDef::new`] (or
/// a template of `cards::templates`) and the `on_*` methods.
#[derive(Clone, Copy)]
pub(crate) struct EntityDef {
    listens: Listen,
    battle_begins: Option<OnPlain>,
    action_phase_start: Option<OnPlain>,
    end_phase: Option<OnPlain>,
    round_end: Option<OnPlain>,
    after_technique: Option<On<Player>>,
    after_skill: Option<On<AfterSkill>>,
    damaged: Option<On<Damaged>>,
    switched: Option<On<Switched>>,
    reaction: Option<On<Reacted>>,
    defeated: Option<On<Defeated>>,
    card_played: Option<On<CardPlayed>>,
    declared_end: Option<On<Player>>,
    before_action: Option<On<Player>>,
    summon_left: Option<On<Player>>,
    support_left: Option<On<Player>>,
    card_discarded: Option<On<HandCard>>,
    pile_card_discarded: Option<On<Player>>,
    card_tuned: Option<On<HandCard>>,
    after_action: Option<On<Player>>,
    healed: Option<On<Healed>>,
    equipment_discarded: Option<On<EquipmentDiscarded>>,
    dice_gained: Option<On<DiceGained>>,
    shield_left: Option<On<ShieldLeft>>,
    cards_drawn: Option<On<CardsDrawn>>,
    cost: Option<OnQuery<CostQuery>>,
    cost_unaligned: Option<OnQuery<CostQuery>>,
    cost_element: Option<OnQuery<CostQuery>>,
    opponent_cost: Option<OnQuery<CostQuery>>,
    cost_rest: Option<OnQuery<CostQuery>>,
    damage_type: Option<OnQuery<DamageCalc>>,
    damage_add: Option<OnQuery<DamageCalc>>,
    damage_taken_add: Option<OnQuery<DamageCalc>>,
    opponent_damage_taken_add: Option<OnQuery<DamageCalc>>,
    damage_mul: Option<OnQuery<DamageCalc>>,
    damage_taken_mul: Option<OnQuery<DamageCalc>>,
    damage_decrease: Option<OnQuery<DamageCalc>>,
    would_be_defeated: Option<OnQuery<DefeatQuery>>,
    switch_speed: Option<OnQuery<SwitchQuery>>,
    roll: Option<OnQuery<RollQuery>>,
    technique: Option<OnPlain>,
    technique_at: Option<On<Target>>,
    expired: Option<OnPlain>,
    revived: Option<OnPlain>,
    discarded: Option<OnPlain>,
    created_again: Option<OnPlain>,
    created: Option<OnPlain>,
    owner_defeated: Option<fn(&mut Cx, &mut Status, bool)>,
    signal: Option<OnPlain>,
    prepared: Option<OnPlain>,
    reaction_effects: Option<OnQuery<ReactionQuery>>,
    /// The character it is attached to cannot use skills (Frozen, Petrification, ...).
    pub blocks_skills: bool,
    /// The character it is attached to is immune to control ("immune to Frozen, Stun,
    /// Petrification, and other effects that prevent the use of Skills; as the active
    /// character, it will not be switched out by effects": Edict of Absolution): no status
    /// that [`blocks_skills`](EntityDef#structfield.blocks_skills) is attached to it, and no
    /// effect switches it out while it is active ([`crate::command::SwitchKind::Forced`]).
    pub immune_control: bool,
    /// A Normal Attack of the character it is attached to, while that character is its
    /// side's active character, is a Plunging Attack ("the character's next Normal Attack
    /// counts as a Plunging Attack": Soaring on the Wind), whether or not a plunge is pending
    /// ([`crate::state::GameState::normal_as_plunging`]); the entity says itself when it
    /// leaves.
    pub normal_as_plunging: bool,
    /// It grants Shield points (its usages): a "Shield" status or combat status, as the
    /// cards that care about shields see it (set by the shield templates).
    pub shield: bool,
    /// Usages and duration it starts with, overriding the facts: `(usage, duration)`.
    pub init: Option<(u8, u8)>,
    /// What its Technique targets (a Technique card's entity): the player chooses one
    /// when using it ([`crate::action::Action::Technique`]), and its handler
    /// ([`EntityDef::on_technique_at`]) gets it; a Technique with no possible target
    /// cannot be used.
    pub technique_target: CardTarget,
    /// Its Technique may be used this many times per round (0: no limit; "(Once per
    /// Round)"): the engine counts the uses in its per-round counter
    /// ([`Status::counter`]), which the entity must not use for anything else.
    pub technique_per_round: u8,
    /// Usages it starts with, overriding the facts, its duration from the facts (a status
    /// whose text names Shield points it gives elsewhere, which are not its own usages).
    pub init_usage: Option<u8>,
    /// Stays in play at 0 usages.
    pub keep_at_zero: bool,
    /// The character it is attached to is preparing this skill (position in its skill
    /// list): it is used as that player's next action, then this entity is discarded. A
    /// switch away interrupts it (this entity is discarded). While the character cannot
    /// use skills (Frozen, Petrification) the preparation waits: the player acts as usual,
    /// and the skill is used at the first turn of that player when it can be (as in the
    /// reference). A prepared skill gives no energy and raises no "after skill" event.
    pub prepares: Option<u8>,
    /// The character it is attached to uses this skill (position in its skill list) as its
    /// player's next action, whenever it is the active character and can use skills, before
    /// the player is asked for an action ("Before you choose an action: if the character
    /// to which this is attached is your active character, they immediately use a Normal
    /// Attack": Midare Ranzan). Unlike a prepared skill it is an ordinary use of the skill,
    /// a combat action that costs nothing: its user gains energy, "after skill" effects run,
    /// and a Normal Attack is Charged or Plunging as a chosen one would be. The entity stays
    /// until its own handlers discard it (it must, once the skill is used, or the character
    /// would attack at every turn).
    pub next_action: Option<u8>,
    /// Created again while it is there, it gains this many usages (stacks) up to this limit,
    /// whatever it starts with ("This status starts with 2 stacks. When attached again, it
    /// stacks +1, to a maximum of 4": Conductive): `(stack, limit)`; usages already above
    /// the limit are kept. (Otherwise the facts' stacking rule: see `engine::add_entity`.)
    pub stacks: Option<(u8, u8)>,
    /// Created again while it is there, it gains the usages it is created with, without
    /// limit ("Usage(s): 1 (Can stack, no stack limit)" where an effect names the usages:
    /// Bond of Life).
    pub accumulates: bool,
    /// Created again while it is there, it keeps its own data ([`Status::aux`]: a count of
    /// its own, such as Cat Grass Cardamom's cards played); otherwise the own data starts
    /// over (see `engine::add_entity`).
    pub keeps_aux: bool,
    /// The damage it deals when it strikes ([`Cx::strike`]): End Phase summons and the
    /// statuses that deal damage after something happens.
    pub deals: Option<(DamageType, u8)>,
    /// A number its template reads (a damage bonus, a heal, dice): see the template.
    pub amount: u8,
    /// An element its template reads (the elemental artifacts).
    pub element: Option<Element>,
    /// Its creation discards this other entity from the same place ("when the attached
    /// character has Blazing Heat attached, remove this effect": Sheer Cold and Blazing
    /// Heat exclude each other), before it is added.
    pub excludes: Option<crate::facts::EntityId>,
    /// It converts to the element of a Swirl (`templates::swirl_converting`) or of damage
    /// its side takes (`templates::damage_converting`): a scenario may place it converted.
    pub converts: bool,
}

macro_rules! handlers {
    ($($(#[$doc:meta])* $method:ident($field:ident: $ty:ty) => $bit:ident;)*) => {
        impl EntityDef {
            $(
                $(#[$doc])*
                pub(crate) const fn $method(mut self, f: $ty) -> EntityDef {
                    // Evaluated at compile time for a static: a second handler of one
                    // event is a compile error, not a silently lost handler.
                    assert!(
                        self.$field.is_none(),
                        concat!("EntityDef::", stringify!($method), " is set twice")
                    );
                    self.$field = Some(f);
                    self.listens |= listen::$bit;
                    self
                }
            )*
        }
    };
}

handlers! {
    /// When the battle begins (after the first Roll Phase).
    on_battle_begins(battle_begins: OnPlain) => BATTLE_BEGINS;
    /// When the Action Phase begins.
    on_action_phase_start(action_phase_start: OnPlain) => ACTION_PHASE_START;
    /// In the End Phase.
    on_end_phase(end_phase: OnPlain) => END_PHASE;
    /// The round ends ("at the end of the Round", [`Event::RoundEnd`]): after every End Phase
    /// effect and the End Phase's draws, before durations tick.
    on_round_end(round_end: OnPlain) => ROUND_END;
    /// A player's active character used its Technique ([`Event::AfterTechnique`]), after its
    /// effects: "after your side uses a Technique".
    on_after_technique(after_technique: On<Player>) => AFTER_TECHNIQUE;
    /// After a character (of either side) uses a skill.
    on_after_skill(after_skill: On<AfterSkill>) => AFTER_SKILL;
    /// After a character (of either side) takes damage.
    on_damaged(damaged: On<Damaged>) => DAMAGED;
    /// After a side's active character changes.
    on_switched(switched: On<Switched>) => SWITCHED;
    /// After a reaction.
    on_reaction(reaction: On<Reacted>) => REACTION;
    /// After a character (of either side) is defeated.
    on_defeated(defeated: On<Defeated>) => DEFEATED;
    /// After a card is played (by either side).
    on_card_played(card_played: On<CardPlayed>) => CARD_PLAYED;
    /// After a player (of either side) declares the end of their round.
    on_declared_end(declared_end: On<Player>) => DECLARED_END;
    /// Before a player (of either side) chooses an action ("before you choose your
    /// action"): at each of their turns, after an action that keeps the turn too, before a
    /// prepared skill.
    on_before_action(before_action: On<Player>) => BEFORE_ACTION;
    /// After a summon (of either side) left play: used up, expired, or discarded by an
    /// effect; the player is the summon's side.
    on_summon_left(summon_left: On<Player>) => SUMMON_LEFT;
    /// After a support (of either side) left play: used up, replaced, or discarded by an
    /// effect; the player is the support's side.
    on_support_left(support_left: On<Player>) => SUPPORT_LEFT;
    /// After a card of a hand (of either side) was discarded by an effect: the hand's side
    /// and the card.
    on_card_discarded(card_discarded: On<HandCard>) => CARD_DISCARDED;
    /// After the top card of a pile (of either side) was discarded by an effect
    /// ([`crate::command::Event::PileCardDiscarded`]: Kaveh's Burst Scan); the player is the
    /// pile's side. The same listen bit as [`EntityDef::on_card_discarded`]: "after you
    /// discard or tune a card" answers both.
    on_pile_card_discarded(pile_card_discarded: On<Player>) => CARD_DISCARDED;
    /// After a card of a hand (of either side) was tuned (Elemental Tuning): the hand's side
    /// and the card.
    on_card_tuned(card_tuned: On<HandCard>) => CARD_TUNED;
    /// After a player (of either side) has taken an action and its effects have resolved,
    /// before the turn passes ([`crate::command::Event::AfterAction`]).
    on_after_action(after_action: On<Player>) => AFTER_ACTION;
    /// After a character (of either side) is healed ([`crate::command::Event::Healed`]:
    /// the HP restored, 0 at full HP).
    on_healed(healed: On<Healed>) => HEALED;
    /// After an equipment card attached to a character (of either side) is discarded:
    /// replaced by another of its slot, or lost with its defeated character
    /// ([`crate::command::Event::EquipmentDiscarded`]).
    on_equipment_discarded(equipment_discarded: On<EquipmentDiscarded>) => EQUIPMENT_DISCARDED;
    /// After a player (of either side) gained dice from an effect
    /// ([`crate::command::Event::DiceGained`]: created dice, not the Roll Phase's, not dice
    /// converted or tuned): "each time the opponent gains an Elemental Die".
    on_dice_gained(dice_gained: On<DiceGained>) => DICE_GAINED;
    /// After a shield status or shield combat status (of either side) left play: used up,
    /// discarded by an effect, expired ([`crate::command::Event::ShieldLeft`]): "after your
    /// Shield Status or Shield Combat Status is removed".
    on_shield_left(shield_left: On<ShieldLeft>) => SHIELD_LEFT;
    /// After a player (of either side) drew cards, by any cause
    /// ([`crate::command::Event::CardsDrawn`]: one event per draw, with how many cards left
    /// the pile, those burned by a full hand too): "after you draw a card", "for every card
    /// the opponent draws". A handler counting cards adds `e.n`.
    on_cards_drawn(cards_drawn: On<CardsDrawn>) => CARDS_DRAWN;
    /// Raises the cost of its side's actions, or lowers their unaligned dice ("1 less
    /// Unaligned Element"): the first stage of a cost ([`CostStage`]). Must not spend
    /// usages unless `q.commit` (the engine drops its changes otherwise anyway).
    on_cost_unaligned(cost_unaligned: OnQuery<CostQuery>) => COST_UNALIGNED;
    /// Lowers the dice of one element of its side's actions ("1 less Pyro Die"), after
    /// every [`EntityDef::on_cost_unaligned`]; the same rule for usages.
    on_cost_element(cost_element: OnQuery<CostQuery>) => COST_ELEMENT;
    /// Lowers the dice of its side's actions by dice of any kind ("1 less Elemental
    /// Die"), after every [`EntityDef::on_cost_element`]; the same rule for usages.
    on_cost(cost: OnQuery<CostQuery>) => COST;
    /// Changes the cost of the opposing side's actions ("your opponent spends 1 more die";
    /// `q.player` is the opponent). Runs before the paying side's own modifiers, so their
    /// reductions apply to the raised cost; the same rule as [`EntityDef::on_cost`] for
    /// usages (spend only when `q.commit`).
    on_opponent_cost(opponent_cost: OnQuery<CostQuery>) => OPPONENT_COST;
    /// Pays what is left of the cost of its side's actions, after every modifier of
    /// [`EntityDef::on_opponent_cost`] and [`EntityDef::on_cost`] has run (the reference's
    /// last deduction stage: Timaeus and Wagner pay a card in full with what they
    /// collected). In calculation order among themselves; the same rule as
    /// [`EntityDef::on_cost`] for usages (spend only when `q.commit`).
    on_cost_rest(cost_rest: OnQuery<CostQuery>) => COST_REST;
    /// Changes the type of damage its side deals (infusions).
    on_damage_type(damage_type: OnQuery<DamageCalc>) => DAMAGE_TYPE;
    /// Adds to damage its side deals.
    on_damage_add(damage_add: OnQuery<DamageCalc>) => DAMAGE_ADD;
    /// Adds to damage its side takes.
    on_damage_taken_add(damage_taken_add: OnQuery<DamageCalc>) => DAMAGE_TAKEN_ADD;
    /// Adds to damage the opposing side's characters take, whoever deals it (their own
    /// side too: a status hurting its own character): "Opposing character(s) take +1 Cryo
    /// DMG".
    on_opponent_damage_taken_add(opponent_damage_taken_add: OnQuery<DamageCalc>)
        => OPPONENT_DAMAGE_TAKEN_ADD;
    /// Multiplies damage its side deals.
    on_damage_mul(damage_mul: OnQuery<DamageCalc>) => DAMAGE_MUL;
    /// Multiplies (halves) damage its side takes.
    on_damage_taken_mul(damage_taken_mul: OnQuery<DamageCalc>) => DAMAGE_TAKEN_MUL;
    /// Decreases damage its side takes (flat reductions and shields, in calculation
    /// order).
    on_damage_decrease(damage_decrease: OnQuery<DamageCalc>) => DAMAGE_DECREASE;
    /// A character of its side is at 0 HP: set `heal_to` to save it.
    on_would_be_defeated(would_be_defeated: OnQuery<DefeatQuery>) => WOULD_BE_DEFEATED;
    /// Its side takes the Switch Character action: set `fast` to make it a fast action.
    on_switch_speed(switch_speed: OnQuery<SwitchQuery>) => SWITCH_SPEED;
    /// The Roll Phase of its side is set up (rerolls, fixed dice).
    on_roll(roll: OnQuery<RollQuery>) => ROLL;
    /// Its Technique is used.
    on_technique(technique: OnPlain) => TECHNIQUE;
    /// Its Technique is used at a target (one of
    /// [`EntityDef::technique_target`](EntityDef#structfield.technique_target)'s kind).
    on_technique_at(technique_at: On<Target>) => TECHNIQUE;
    /// Its duration ran out; it is about to be discarded.
    on_expired(expired: OnPlain) => EXPIRED;
    /// Its character was revived (a passive skill that grants its statuses again, as "when
    /// the battle begins" does for some characters; others' do not come back).
    on_revived(revived: OnPlain) => REVIVED;
    /// It leaves play, however it goes (used up, discarded by an effect, expired, its
    /// character defeated): "when this effect is removed". Run on it alone once the effect
    /// that removed it completes (after that effect's defeats, as an event it raised:
    /// [`Event::Own`]), with its state as it left (usages, own data); changes to its own
    /// state are dropped. Its damage comes from it (the summon, the entity).
    on_discarded(discarded: OnPlain) => DISCARDED;
    /// It is created again while in play ("when this effect is generated again"): run on it
    /// alone once the effect that created it completes, as [`EntityDef::on_discarded`].
    on_created_again(created_again: OnPlain) => CREATED_AGAIN;
    /// It is put in play ("when this card enters play"; not when it is refreshed: see
    /// [`EntityDef::on_created_again`]): run on it alone once the effect that created it
    /// completes, as [`EntityDef::on_discarded`].
    on_created(created: OnPlain) => CREATED;
    /// The character it is attached to is defeated (the flag: by damage of a reaction).
    on_owner_defeated(owner_defeated: fn(&mut Cx, &mut Status, bool)) => OWNER_DEFEATED;
    /// A reaction on a character of either side is about to have its own effects (what it
    /// creates, its spread damage, Frozen, Overloaded's switch): set `cancel` to stop them
    /// and push what happens instead ([`ReactionQuery`]).
    on_reaction_effects(reaction_effects: OnQuery<ReactionQuery>) => REACTION_EFFECTS;
}

impl EntityDef {
    /// An entity with no behaviour: its usages and duration from the facts (the equipped
    /// form of a talent whose effect lives in its character's skills, a marker).
    pub(crate) const NONE: EntityDef = EntityDef::new();

    /// An entity with no behaviour that lasts until the end of the round (a marker: "this
    /// round", a cooldown).
    pub(crate) const THIS_ROUND: EntityDef = EntityDef::new().this_round();

    /// An entity with no handlers yet.
    pub(crate) const fn new() -> EntityDef {
        EntityDef {
            listens: 0,
            battle_begins: None,
            action_phase_start: None,
            end_phase: None,
            round_end: None,
            after_technique: None,
            after_skill: None,
            damaged: None,
            switched: None,
            reaction: None,
            defeated: None,
            card_played: None,
            declared_end: None,
            before_action: None,
            summon_left: None,
            support_left: None,
            card_discarded: None,
            pile_card_discarded: None,
            card_tuned: None,
            after_action: None,
            healed: None,
            equipment_discarded: None,
            dice_gained: None,
            shield_left: None,
            cards_drawn: None,
            cost: None,
            cost_unaligned: None,
            cost_element: None,
            opponent_cost: None,
            cost_rest: None,
            damage_type: None,
            damage_add: None,
            damage_taken_add: None,
            opponent_damage_taken_add: None,
            damage_mul: None,
            damage_taken_mul: None,
            damage_decrease: None,
            would_be_defeated: None,
            switch_speed: None,
            roll: None,
            technique: None,
            technique_at: None,
            expired: None,
            revived: None,
            discarded: None,
            created_again: None,
            created: None,
            owner_defeated: None,
            signal: None,
            prepared: None,
            reaction_effects: None,
            blocks_skills: false,
            immune_control: false,
            normal_as_plunging: false,
            shield: false,
            init: None,
            technique_target: CardTarget::None,
            technique_per_round: 0,
            init_usage: None,
            keep_at_zero: false,
            prepares: None,
            next_action: None,
            stacks: None,
            accumulates: false,
            keeps_aux: false,
            deals: None,
            amount: 0,
            element: None,
            excludes: None,
            converts: false,
        }
    }

    /// What it listens to (derived from its handlers).
    pub(crate) const fn listens(&self) -> Listen {
        self.listens
    }

    /// Starts with `usage` usages and lasts `duration` rounds, whatever the facts say
    /// ([`crate::state::NO_DURATION`] for no limit).
    pub(crate) const fn init(mut self, usage: u8, duration: u8) -> EntityDef {
        self.init = Some((usage, duration));
        self
    }

    /// Starts with `usage` usages whatever the facts say, lasting the facts' duration
    /// ([`EntityDef::init`] overrides both).
    pub(crate) const fn init_usage(mut self, usage: u8) -> EntityDef {
        self.init_usage = Some(usage);
        self
    }

    /// Lasts until the end of this round ("this round" statuses).
    pub(crate) const fn this_round(self) -> EntityDef {
        self.init(0, 1)
    }

    /// Created again while it is there, gains `stack` usages up to `limit` (see
    /// [`EntityDef::stacks`](EntityDef#structfield.stacks)).
    pub(crate) const fn stacks(mut self, stack: u8, limit: u8) -> EntityDef {
        self.stacks = Some((stack, limit));
        self
    }

    /// Created again while it is there, gains the usages it is created with, without limit
    /// (see [`EntityDef::accumulates`](EntityDef#structfield.accumulates)).
    pub(crate) const fn accumulates(mut self) -> EntityDef {
        self.accumulates = true;
        self
    }

    /// Created again while it is there, keeps its own data (see
    /// [`EntityDef::keeps_aux`](EntityDef#structfield.keeps_aux)).
    pub(crate) const fn keeps_aux(mut self) -> EntityDef {
        self.keeps_aux = true;
        self
    }

    /// Stays in play at 0 usages.
    pub(crate) const fn keep_at_zero(mut self) -> EntityDef {
        self.keep_at_zero = true;
        self
    }

    /// Its character cannot use skills while it is attached.
    pub(crate) const fn blocks_skills(mut self) -> EntityDef {
        self.blocks_skills = true;
        self
    }

    /// Its character is immune to control (see
    /// [`immune_control`](EntityDef#structfield.immune_control)).
    pub(crate) const fn immune_control(mut self) -> EntityDef {
        self.immune_control = true;
        self
    }

    /// Its Technique targets one of these, chosen by the player.
    pub(crate) const fn technique_targets(mut self, target: CardTarget) -> EntityDef {
        self.technique_target = target;
        self
    }

    /// Its Technique may be used `n` times per round.
    pub(crate) const fn technique_per_round(mut self, n: u8) -> EntityDef {
        self.technique_per_round = n;
        self
    }

    /// A Normal Attack of its character, while active, is a Plunging Attack (see
    /// [`normal_as_plunging`](EntityDef#structfield.normal_as_plunging)).
    pub(crate) const fn normal_as_plunging(mut self) -> EntityDef {
        self.normal_as_plunging = true;
        self
    }

    /// It grants Shield points (its usages): what cards that care about shields see.
    pub(crate) const fn shield(mut self) -> EntityDef {
        self.shield = true;
        self
    }

    /// What it does when another entity tells it to act ([`crate::command::Command::Signal`]: a
    /// triggered effect of its own). No event bit: only a signal calls it.
    pub(crate) const fn on_signal(mut self, f: OnPlain) -> EntityDef {
        assert!(self.signal.is_none(), "EntityDef::on_signal is set twice");
        self.signal = Some(f);
        self
    }

    /// Its character prepares this effect, that is no skill of the character (a Technique's
    /// prepared skill: "(Requires 1 turn of preparation) deals 1 Hydro DMG": Bubble Battle
    /// Tactics). As a prepared skill ([`EntityDef::prepares`](EntityDef#structfield.prepares)),
    /// it comes in place of its player's next action (waiting while the character cannot
    /// use skills; a switch away interrupts it: this entity is discarded): the handler runs
    /// as that player's combat action, then this entity is discarded. It is no skill: no
    /// energy, no "after skill" or "after Technique" event, a pending Plunging Attack stays.
    /// No event bit: only the turn calls it.
    pub(crate) const fn on_prepared(mut self, f: OnPlain) -> EntityDef {
        assert!(
            self.prepared.is_none(),
            "EntityDef::on_prepared is set twice"
        );
        self.prepared = Some(f);
        self
    }

    /// Whether its character is preparing something (a skill, or an effect of
    /// [`EntityDef::on_prepared`]): a switch away interrupts it.
    pub(crate) const fn prepares_something(&self) -> bool {
        self.prepares.is_some() || self.prepared.is_some()
    }

    /// Whether it has an [`EntityDef::on_prepared`] effect.
    pub(crate) const fn prepares_effect(&self) -> bool {
        self.prepared.is_some()
    }

    /// Its character prepares the skill at position `skill`.
    pub(crate) const fn prepares(mut self, skill: u8) -> EntityDef {
        self.prepares = Some(skill);
        self
    }

    /// Its character uses the skill at position `skill` as its player's next action (see
    /// [`EntityDef::next_action`]).
    pub(crate) const fn next_action(mut self, skill: u8) -> EntityDef {
        self.next_action = Some(skill);
        self
    }

    /// Deals `amount` damage of `dtype` when it strikes.
    pub(crate) const fn deals(mut self, dtype: DamageType, amount: u8) -> EntityDef {
        self.deals = Some((dtype, amount));
        self
    }

    /// Sets the number its template reads.
    pub(crate) const fn amount(mut self, amount: u8) -> EntityDef {
        self.amount = amount;
        self
    }

    /// Its creation discards `other` from the same place (see
    /// [`EntityDef::excludes`](EntityDef#structfield.excludes)).
    pub(crate) const fn excludes(mut self, other: crate::facts::EntityId) -> EntityDef {
        self.excludes = Some(other);
        self
    }

    /// Sets the element its template reads.
    pub(crate) const fn element(mut self, element: Element) -> EntityDef {
        self.element = Some(element);
        self
    }

    /// Calls the handler of `hook`, if it has one.
    pub(crate) fn call(&self, cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
        match hook {
            Hook::Event(e) => match e {
                Event::BattleBegins => call0(self.battle_begins, cx, me),
                Event::ActionPhaseStart => call0(self.action_phase_start, cx, me),
                Event::EndPhase => call0(self.end_phase, cx, me),
                Event::RoundEnd => call0(self.round_end, cx, me),
                Event::AfterTechnique(p) => call1(self.after_technique, cx, me, p),
                Event::AfterSkill(e) => call1(self.after_skill, cx, me, e),
                Event::Damaged(e) => call1(self.damaged, cx, me, e),
                Event::Switched(e) => call1(self.switched, cx, me, e),
                Event::Reaction(e) => call1(self.reaction, cx, me, e),
                Event::Defeated(e) => call1(self.defeated, cx, me, e),
                Event::CardPlayed(e) => call1(self.card_played, cx, me, e),
                Event::DeclaredEnd(p) => call1(self.declared_end, cx, me, p),
                Event::BeforeAction(p) => call1(self.before_action, cx, me, p),
                Event::SummonLeft(p) => call1(self.summon_left, cx, me, p),
                Event::SupportLeft(p) => call1(self.support_left, cx, me, p),
                Event::CardDiscarded(p) => call1(self.card_discarded, cx, me, p),
                Event::PileCardDiscarded(p) => call1(self.pile_card_discarded, cx, me, p),
                Event::CardTuned(p) => call1(self.card_tuned, cx, me, p),
                Event::Own(h) if h.created => call0(self.created, cx, me),
                Event::Own(h) if h.again => call0(self.created_again, cx, me),
                Event::Own(_) => call0(self.discarded, cx, me),
                // A card's own answer: run by the engine, no entity hears it.
                Event::SelfDiscarded(_) => {}
                Event::AfterAction(p) => call1(self.after_action, cx, me, p),
                Event::Healed(e) => call1(self.healed, cx, me, e),
                Event::EquipmentDiscarded(e) => call1(self.equipment_discarded, cx, me, e),
                Event::DiceGained(e) => call1(self.dice_gained, cx, me, e),
                Event::ShieldLeft(e) => call1(self.shield_left, cx, me, e),
                Event::CardsDrawn(e) => call1(self.cards_drawn, cx, me, e),
            },
            Hook::Cost(q) => {
                let handler = match q.stage {
                    CostStage::Unaligned => self.cost_unaligned,
                    CostStage::Element => self.cost_element,
                    CostStage::Any => self.cost,
                    CostStage::Rest => self.cost_rest,
                };
                call_q(handler, cx, me, q)
            }
            Hook::OpponentCost(q) => call_q(self.opponent_cost, cx, me, q),
            Hook::DamageType(d) => call_q(self.damage_type, cx, me, d),
            Hook::DamageAdd(d) => call_q(self.damage_add, cx, me, d),
            Hook::DamageTakenAdd(d) => call_q(self.damage_taken_add, cx, me, d),
            Hook::OpponentDamageTakenAdd(d) => call_q(self.opponent_damage_taken_add, cx, me, d),
            Hook::DamageMul(d) => call_q(self.damage_mul, cx, me, d),
            Hook::DamageTakenMul(d) => call_q(self.damage_taken_mul, cx, me, d),
            Hook::DamageDecrease(d) => call_q(self.damage_decrease, cx, me, d),
            Hook::WouldBeDefeated(q) => call_q(self.would_be_defeated, cx, me, q),
            Hook::SwitchSpeed(q) => call_q(self.switch_speed, cx, me, q),
            Hook::Roll(q) => call_q(self.roll, cx, me, q),
            Hook::Expired => call0(self.expired, cx, me),
            Hook::Revived => call0(self.revived, cx, me),
            Hook::Technique(t) => {
                if self.technique_per_round > 0 {
                    me.counter += 1;
                }
                call0(self.technique, cx, me);
                call1(self.technique_at, cx, me, t);
            }
            Hook::OwnerDefeated(r) => {
                if let Some(f) = self.owner_defeated {
                    f(cx, me, *r)
                }
            }
            Hook::Signal => call0(self.signal, cx, me),
            Hook::Prepared => call0(self.prepared, cx, me),
            Hook::ReactionEffects(q) => call_q(self.reaction_effects, cx, me, q),
        }
    }
}

#[inline]
fn call0(f: Option<OnPlain>, cx: &mut Cx, me: &mut Status) {
    if let Some(f) = f {
        f(cx, me)
    }
}

#[inline]
fn call1<T>(f: Option<On<T>>, cx: &mut Cx, me: &mut Status, e: &T) {
    if let Some(f) = f {
        f(cx, me, e)
    }
}

#[inline]
fn call_q<T>(f: Option<OnQuery<T>>, cx: &mut Cx, me: &mut Status, q: &mut T) {
    if let Some(f) = f {
        f(cx, me, q)
    }
}

/// How a character behaves: its skills, and its passive skills as a listener of its own.
pub(crate) struct CharacterDef {
    /// Runs the skill at position `cx.skill` of the card's skill list (constants in
    /// [`crate::facts::skill`]).
    pub skill: fn(&mut SkillCx),
    /// Its passive skills, as the handlers of a listener (while it is alive). `me.counter`
    /// and `me.aux` are the character's per-round counter and own byte; `cx.zone` is
    /// `Zone::Character(its position)`.
    pub passive: EntityDef,
    /// A form of this character card (Crimson Witch of Embers, of La Signora): what a
    /// character becomes when it changes form ([`super::Act::change_form`]), never put in
    /// a deck; the cards that name the character (its talent) take it for that character.
    pub form_of: Option<crate::facts::CharacterId>,
}

impl CharacterDef {
    /// A character with these skills and no passive handlers.
    pub(crate) const fn new(skill: fn(&mut SkillCx)) -> CharacterDef {
        CharacterDef {
            skill,
            passive: EntityDef::NONE,
            form_of: None,
        }
    }

    /// It is a form of `card`'s character (see [`CharacterDef::form_of`](CharacterDef#structfield.form_of)).
    pub(crate) const fn form_of(mut self, card: crate::facts::CharacterId) -> CharacterDef {
        self.form_of = Some(card);
        self
    }

    /// Its passive skills' handlers.
    pub(crate) const fn passive(mut self, passive: EntityDef) -> CharacterDef {
        self.passive = passive;
        self
    }
}

/// What a card targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(dead_code)] // The kinds later cards target.
pub(crate) enum CardTarget {
    /// Nothing.
    None,
    /// One of the player's living characters.
    OwnCharacter,
    /// One of the player's defeated characters (revival).
    OwnDefeated,
    /// One of the player's summons.
    OwnSummon,
    /// One of the opponent's summons.
    OpponentSummon,
    /// Two different living characters of the player's, in order ([`Target::Pair`]): from
    /// one to the other.
    OwnPair,
}

/// How an action card behaves. The rules every card follows (cost, food, equipment slots,
/// the support zone) are the engine's; a card says only what it targets, when it may be
/// played beyond that, and its effect.
pub(crate) struct CardDef {
    /// What it targets.
    pub target: CardTarget,
    /// Whether it can be played now at this target (beyond its cost and target kind).
    pub playable: fn(&GameState, Player, Target) -> bool,
    /// Its effect.
    pub play: fn(&mut CardCx),
    /// It may be used in Elemental Tuning (false: "无法使用此牌进行元素调和").
    pub tunable: bool,
    /// Its answer to its own discard from the hand or the pile by an effect
    /// ([`CardDef::on_self_discarded`]).
    pub discarded: Option<fn(&mut CardCx)>,
}

impl CardDef {
    /// A card with this target, playable whenever its cost and target allow, with no
    /// effect of its own (weapons, artifacts and supports: the engine equips or places
    /// them).
    pub(crate) const fn new(target: CardTarget) -> CardDef {
        CardDef {
            target,
            playable: |_, _, _| true,
            play: |_| {},
            tunable: true,
            discarded: None,
        }
    }

    /// "After this card is discarded from your hand or pile" (此牌在手牌或牌库中被舍弃后;
    /// "此牌被舍弃时"): `answer` runs, in the card's name (its side's; no target), once the
    /// effect that discarded it completes ([`crate::command::Event::SelfDiscarded`]): a card
    /// an effect discards from the hand or the pile, not one played, tuned, or burned by a
    /// full hand (as the reference, GI-TCG `selfDiscard`).
    pub(crate) const fn on_self_discarded(mut self, answer: fn(&mut CardCx)) -> CardDef {
        self.discarded = Some(answer);
        self
    }

    /// "Cannot use this card in Elemental Tuning" (无法使用此牌进行元素调和): no Tune
    /// action offers or accepts it.
    pub(crate) const fn untunable(mut self) -> CardDef {
        self.tunable = false;
        self
    }

    /// An equipment card (weapon, artifact): equipped on one of the player's characters.
    pub(crate) const EQUIPMENT: CardDef = CardDef::new(CardTarget::OwnCharacter);

    /// A support card: placed in the support zone by the engine.
    pub(crate) const SUPPORT: CardDef = CardDef::new(CardTarget::None);

    /// An event card without a target and with this effect.
    pub(crate) const fn event(play: fn(&mut CardCx)) -> CardDef {
        CardDef::new(CardTarget::None).effect(play)
    }

    /// A card played on one of the player's characters, with this effect
    /// ([`CardCx::target_character`] is the character).
    pub(crate) const fn on_character(play: fn(&mut CardCx)) -> CardDef {
        CardDef::new(CardTarget::OwnCharacter).effect(play)
    }

    /// Its effect.
    pub(crate) const fn effect(mut self, play: fn(&mut CardCx)) -> CardDef {
        self.play = play;
        self
    }

    /// When it may be played, beyond its cost and target kind.
    pub(crate) const fn when(
        mut self,
        playable: fn(&GameState, Player, Target) -> bool,
    ) -> CardDef {
        self.playable = playable;
        self
    }

    /// The talent card of most characters, with the skill at position `SKILL`: "Combat
    /// Action: When your active character is X, equip this card. After X equips this card,
    /// immediately use S once." Playable on the active character while it can use skills
    /// (not Frozen or Petrified); what the equipped card changes is the equipment entity's
    /// or the skill's business.
    pub(crate) const fn talent<const SKILL: u8>() -> CardDef {
        CardDef::new(CardTarget::OwnCharacter)
            .when(active_and_able)
            .effect(use_at_once::<SKILL>)
    }
}

/// The target is the active character and it can use skills.
fn active_and_able(state: &GameState, p: Player, target: Target) -> bool {
    match target {
        Target::Own(c) => state.active(p) == c as usize && !state.skills_blocked(p, c as usize),
        _ => false,
    }
}

/// The targeted character uses its skill at position `SKILL`.
fn use_at_once<const SKILL: u8>(cx: &mut CardCx) {
    if let Some(c) = cx.target_character() {
        cx.use_skill(c, SKILL);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Act;

    /// What an entity listens to is exactly the events and queries it has handlers for.
    #[test]
    fn listens_is_derived_from_the_handlers() {
        assert_eq!(EntityDef::NONE.listens(), 0);
        let d = EntityDef::new()
            .on_end_phase(|_, _| {})
            .on_damage_add(|_, _, _| {})
            .on_after_skill(|_, _, _| {});
        assert_eq!(
            d.listens(),
            listen::END_PHASE | listen::DAMAGE_ADD | listen::AFTER_SKILL
        );
        // Settings are not handlers.
        let t = d.this_round().keep_at_zero().deals(DamageType::Piercing, 1);
        assert_eq!(t.listens(), d.listens());
    }

    /// The shield templates mark what they build as shields; nothing else is one.
    #[test]
    fn shield_templates_mark_shields() {
        use crate::cards::{is_shield, templates};
        use crate::facts::EntityId;
        let shields = [
            templates::SHIELD,
            templates::CHARACTER_SHIELD,
            templates::PREPARING_SHIELD,
        ];
        assert!(shields.iter().all(|d| d.shield));
        let others = [EntityDef::NONE, templates::damage_bonus(1)];
        assert!(others.iter().all(|d| !d.shield));
        assert!(is_shield(EntityId::JadeShield) && is_shield(EntityId::Crystallize));
        assert!(is_shield(EntityId::AegisOfAbyssalFlame));
        assert!(!is_shield(EntityId::Frozen) && !is_shield(EntityId::Oz_114011));
    }

    /// A state to run card definitions against: Ganyu, Xingqiu and Noelle on each side,
    /// Ganyu active.
    fn state() -> GameState {
        use crate::facts::CharacterId;
        let deck = crate::deck::Deck::characters_only([
            CharacterId::Ganyu,
            CharacterId::Xingqiu,
            CharacterId::Noelle,
        ]);
        let s = GameState::new(crate::config::GameConfig::default(), [&deck, &deck]).unwrap();
        assert_eq!(s.active(Player::P1), 0);
        s
    }

    /// Runs a card's effect on `target` (as P1 playing Strategize); returns its effects.
    fn play(def: &CardDef, target: Target) -> Vec<crate::command::Command> {
        let s = state();
        let mut out = crate::cards::Effects::new();
        let mut cx = CardCx {
            state: &s,
            player: Player::P1,
            card: crate::facts::CardId::Strategize,
            target,
            charged: false,
            plunging: false,
            out: &mut out,
        };
        (def.play)(&mut cx);
        out.to_vec()
    }

    /// The settings of an entity: each builder sets its own and listens to nothing.
    #[test]
    fn entity_settings_are_not_handlers() {
        let d = EntityDef::new()
            .blocks_skills()
            .shield()
            .prepares(2)
            .next_action(1)
            .element(Element::Pyro)
            .amount(3);
        assert!(d.blocks_skills && d.shield && !d.keep_at_zero);
        assert_eq!((d.prepares, d.next_action), (Some(2), Some(1)));
        assert_eq!((d.element, d.amount), (Some(Element::Pyro), 3));
        assert_eq!(d.listens(), 0);
        let none = EntityDef::new();
        assert!(!none.blocks_skills && !none.shield);
        assert_eq!(
            (none.prepares, none.next_action, none.element),
            (None, None, None)
        );
    }

    /// A character's passive handlers are an entity's: what they listen to is theirs.
    #[test]
    fn a_character_listens_with_its_passive() {
        fn skill(cx: &mut SkillCx) {
            cx.no_energy();
        }
        let plain = CharacterDef::new(skill);
        assert_eq!(plain.passive.listens(), 0);
        let passive = EntityDef::new().on_battle_begins(|_, _| {});
        let with = CharacterDef::new(skill).passive(passive);
        assert_eq!(with.passive.listens(), listen::BATTLE_BEGINS);
    }

    /// A card built with `new` targets what it says, may always be played and does nothing;
    /// `event` and `on_character` add an effect to the target kind; `when` narrows when it
    /// may be played.
    #[test]
    fn card_builders_set_target_condition_and_effect() {
        let s = state();
        let plain = CardDef::new(CardTarget::OwnSummon);
        assert_eq!(plain.target, CardTarget::OwnSummon);
        assert!((plain.playable)(&s, Player::P2, Target::None));
        assert!(play(&plain, Target::None).is_empty());

        fn omni(cx: &mut CardCx) {
            cx.gain_omni(2);
        }
        let dice = crate::command::Command::Dice {
            player: Player::P1,
            face: crate::dice::Die::Omni,
            n: 2,
        };
        let event = CardDef::event(omni);
        assert_eq!(event.target, CardTarget::None);
        assert_eq!(play(&event, Target::None), [dice]);
        let on = CardDef::on_character(omni);
        assert_eq!(on.target, CardTarget::OwnCharacter);
        assert_eq!(play(&on, Target::Own(1)), [dice]);

        let narrowed = CardDef::new(CardTarget::None).when(|_, p, _| p == Player::P2);
        assert!(!(narrowed.playable)(&s, Player::P1, Target::None));
        assert!((narrowed.playable)(&s, Player::P2, Target::None));
    }

    /// A card's damage comes from the card: no skill kind, no attack flags.
    #[test]
    fn a_cards_damage_comes_from_the_card() {
        let d = CardDef::event(|cx| cx.damage_active(DamageType::Piercing, 1));
        let out = play(&d, Target::None);
        let [crate::command::Command::Damage(dmg)] = out[..] else {
            panic!("one damage: {out:?}")
        };
        assert_eq!(
            dmg.source,
            crate::command::Source::Card(crate::facts::CardId::Strategize)
        );
        assert_eq!((dmg.skill, dmg.flags, dmg.amount), (None, 0, 1));
        assert_eq!((dmg.from, dmg.to), (Player::P1, Player::P2));
    }

    /// A talent card: played on the active character (not a standby one, not an opposing
    /// one), whose effect is that character's use of the skill; without a character target
    /// it does nothing.
    #[test]
    fn a_talent_card_uses_its_skill_on_the_active_character() {
        let s = state();
        let t = CardDef::talent::<1>();
        assert_eq!(t.target, CardTarget::OwnCharacter);
        assert!((t.playable)(&s, Player::P1, Target::Own(0)));
        assert!(!(t.playable)(&s, Player::P1, Target::Own(1)));
        assert!(!(t.playable)(&s, Player::P1, Target::Opponent(0)));
        assert!(!(t.playable)(&s, Player::P1, Target::None));
        let out = play(&t, Target::Own(0));
        assert!(
            matches!(
                out[..],
                [crate::command::Command::UseSkill {
                    player: Player::P1,
                    character: 0,
                    skill: 1,
                    ..
                }]
            ),
            "{out:?}"
        );
        assert!(play(&t, Target::None).is_empty());
    }
}
