//! Card behaviour: one file per character (its skills and the entities they create), plus
//! the entities of elemental reactions.
//!
//! A card file is short and declarative: facts come from [`crate::facts`]; behaviour is a
//! few small functions that read the state and push commands into an [`Effects`] buffer.
//! This module maps ids to definitions with plain `match`es (static dispatch).

mod action_cards;
mod characters;
mod reactions;

use crate::action::Target;
use crate::command::{dmg, Command, DamageCmd, Event, Source, SwitchKind};
use crate::facts::{
    CardId, CharacterId, Cost, DamageType, Element, EntityId, SkillFacts, SkillKind,
};
use crate::inline::InlineVec;
use crate::player::Player;
use crate::reaction::Reaction;
use crate::state::{GameState, Status, Zone};

/// Commands a skill or a handler asks for, run in order after it returns.
pub(crate) type Effects = InlineVec<Command, 16>;

/// How a character behaves: its skills, and its passive skills as a listener of its own.
pub(crate) struct CharacterDef {
    /// Runs the skill at this position of the card's skill list.
    pub skill: fn(&mut SkillCx),
    /// Bits of [`crate::command::listen`] its passive skills respond to (while alive).
    pub listens: u32,
    /// Its passive skills' handler. `me.counter` and `me.aux` are the character's per-round
    /// counter and own byte; `cx.zone` is `Zone::Character(its position)`.
    pub on: fn(&mut Cx, &mut Status, &mut Hook),
}

impl CharacterDef {
    /// A character whose passive skills (if any) listen to nothing.
    pub const fn skills(skill: fn(&mut SkillCx)) -> CharacterDef {
        CharacterDef {
            skill,
            listens: 0,
            on: |_, _, _| {},
        }
    }
}

/// How an entity behaves.
pub(crate) struct EntityDef {
    /// Bits of [`crate::command::listen`]: what it responds to.
    pub listens: u32,
    /// Responds to one hook.
    pub on: fn(&mut Cx, &mut Status, &mut Hook),
    /// The character it is attached to cannot use skills (Frozen, Petrification, ...).
    pub blocks_skills: bool,
    /// Usages and duration it starts with, overriding the facts: `(usage, duration)`.
    pub init: Option<(u8, u8)>,
    /// Stays in play at 0 usages.
    pub keep_at_zero: bool,
    /// The character it is attached to is preparing this skill (position in its skill
    /// list): it is used as that player's next action, then this entity is discarded. A
    /// switch away interrupts it (this entity is discarded). While the character cannot
    /// use skills (Frozen, Petrification) the preparation waits: the player acts as usual,
    /// and the skill is used at the first turn of that player when it can be (as in the
    /// reference). A prepared skill gives no energy and raises no "after skill" event.
    pub prepares: Option<u8>,
}

impl EntityDef {
    /// An entity that only lasts: its usages and duration from the facts, no behaviour
    /// (Satiated, Revive on cooldown).
    pub const TIMER: EntityDef = EntityDef {
        init: Some((0, 1)),
        ..EntityDef::INERT
    };

    /// A definition with no listeners and default settings.
    pub const INERT: EntityDef = EntityDef {
        listens: 0,
        on: |_, _, _| {},
        blocks_skills: false,
        init: None,
        keep_at_zero: false,
        prepares: None,
    };
}

/// What a hook asks of an entity.
pub(crate) enum Hook<'a> {
    /// An event happened.
    Event(&'a Event),
    /// The cost of an action is being computed.
    Cost(&'a mut CostQuery),
    /// Damage its side deals: change the type (infusions).
    DamageType(&'a mut DamageCalc),
    /// Damage its side deals: add.
    DamageAdd(&'a mut DamageCalc),
    /// Damage its side takes: add.
    DamageTakenAdd(&'a mut DamageCalc),
    /// Damage its side deals: multiply (`mul` / `div`). (No entity of the current roster
    /// multiplies its side's damage yet.)
    #[allow(dead_code)]
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
    /// The Roll Phase begins: add rerolls for its side.
    Roll(&'a mut RollQuery),
    /// Its Technique is used: push the technique's effects (spend a usage with `me.usage`).
    Technique,
    /// The character it is attached to is defeated: it is about to be discarded with the character's other statuses (its effects still run). The character
    /// is at 0 HP and still counted as alive while the hook runs. The flag says whether
    /// damage of an Elemental Reaction hit the character in the effect that defeated it.
    OwnerDefeated(bool),
}

/// The context of an entity's handler.
pub(crate) struct Cx<'a> {
    /// The state before the handler's effects.
    pub state: &'a GameState,
    /// The side the entity belongs to.
    pub owner: Player,
    /// The list it is in.
    pub zone: Zone,
    /// Commands to run after the handler.
    pub out: &'a mut Effects,
    /// Set to discard the entity after the handler.
    pub dispose: bool,
}

impl Cx<'_> {
    /// The position of the character the entity is attached to (for character statuses).
    pub fn character(&self) -> Option<u8> {
        match self.zone {
            Zone::Character(c) => Some(c),
            _ => None,
        }
    }

    /// Pushes a command.
    pub fn push(&mut self, cmd: Command) {
        self.out
            .push(cmd)
            .expect("too many effects from one handler");
    }

    /// Deals damage from this entity to the opposing active character.
    pub fn damage_active(&mut self, source: Source, amount: u8, dtype: DamageType) {
        let to = self.owner.other();
        let target = self.state.active(to) as u8;
        self.push(Command::Damage(DamageCmd {
            from: self.owner,
            source,
            to,
            target,
            dtype,
            amount,
            skill: None,
            flags: 0,
        }));
    }

    /// Deals damage from this entity to every opposing character on standby.
    pub fn damage_standby(&mut self, source: Source, amount: u8, dtype: DamageType) {
        push_standby_damage(
            self.state, self.out, self.owner, source, amount, dtype, None,
        );
    }

    /// Spends one usage of this entity after the effects so far (discarding it at 0).
    pub fn spend_after(&mut self, me: &Status) {
        self.push(Command::Spend {
            player: self.owner,
            zone: self.zone,
            id: me.id,
            stamp: me.stamp,
            n: 1,
        });
    }
}

fn push_standby_damage(
    state: &GameState,
    out: &mut Effects,
    from: Player,
    source: Source,
    amount: u8,
    dtype: DamageType,
    skill: Option<SkillKind>,
) {
    let to = from.other();
    let ps = state.player(to);
    for c in ps
        .alive_from_active()
        .skip_while(|&c| c == ps.active as usize)
    {
        if c == ps.active as usize {
            continue;
        }
        out.push(Command::Damage(DamageCmd {
            from,
            source,
            to,
            target: c as u8,
            dtype,
            amount,
            skill,
            flags: 0,
        }))
        .expect("too many effects");
    }
}

/// Which action a cost is computed for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CostAction {
    /// A character's skill.
    Skill {
        /// Its position.
        character: u8,
        /// Position in the skill list.
        skill: u8,
        /// Its kind.
        kind: SkillKind,
    },
    /// The Switch Character action.
    Switch {
        /// From.
        from: u8,
        /// To.
        to: u8,
    },
    /// Playing a card.
    Card(CardId),
    /// Using a Technique.
    Technique,
}

/// A cost being computed. Handlers lower (or raise) `cost`; when `commit` is false they
/// must not spend their usages (the engine drops their changes anyway).
pub(crate) struct CostQuery {
    /// The paying player.
    pub player: Player,
    /// What is paid for.
    pub action: CostAction,
    /// The cost so far.
    pub cost: Cost,
    /// The action is being taken (spend usages), not only listed.
    pub commit: bool,
}

impl CostQuery {
    /// Lowers the matching dice of `element` by one (or else one unaligned die); returns
    /// whether anything was lowered.
    pub fn reduce_element(&mut self, element: Element) -> bool {
        if self.cost.matching > 0 && self.cost.element == Some(element) {
            self.cost.matching -= 1;
            true
        } else {
            false
        }
    }

    /// Lowers the dice of the cost by up to `n`, of any kind ("spend N less Elemental
    /// Dice"): "same" dice first, then matching, then unaligned (as the reference, GI-TCG,
    /// deducts); returns how many were lowered (0 for a cost without dice).
    pub fn reduce_dice(&mut self, n: u8) -> u8 {
        let mut left = n;
        for part in [
            &mut self.cost.same,
            &mut self.cost.matching,
            &mut self.cost.unaligned,
        ] {
            let k = left.min(*part);
            *part -= k;
            left -= k;
        }
        n - left
    }
}

/// A character at 0 HP, about to be defeated.
pub(crate) struct DefeatQuery {
    /// Its position.
    pub character: u8,
    /// The HP it is healed to instead of being defeated (the first effect to set it wins).
    pub heal_to: Option<u8>,
}

/// A side's Roll Phase being set up.
pub(crate) struct RollQuery {
    /// The side.
    pub player: Player,
    /// Rerolls it gets.
    pub rerolls: u8,
    /// Dice its roll always shows ("2 of the starting Elemental Dice you roll are always
    /// Pyro"): the rest is rolled at random; more than the dice rolled are not kept.
    pub fixed: crate::dice::Dice,
}

/// A Switch Character action being taken.
pub(crate) struct SwitchQuery {
    /// From this position.
    pub from: u8,
    /// To this position.
    #[allow(dead_code)]
    pub to: u8,
    /// It is a fast action (the first effect to set it spends its usage).
    pub fast: bool,
}

/// A damage instance being computed.
#[derive(Clone, Copy, Debug)]
pub(crate) struct DamageCalc {
    /// The command it comes from.
    pub cmd: DamageCmd,
    /// Current type.
    pub dtype: DamageType,
    /// Current amount.
    pub amount: i32,
    /// The reaction it triggers.
    pub reaction: Option<Reaction>,
    /// The target is the active character of its side.
    pub target_active: bool,
    /// Multiplier numerator: the multiplied amount is `ceil(amount * mul / div)`.
    pub mul: u16,
    /// Multiplier denominator.
    pub div: u16,
}

impl DamageCalc {
    /// Whether a character of `player` at `c` deals it.
    pub fn dealt_by(&self, player: Player, c: u8) -> bool {
        self.cmd.from == player && self.cmd.source == Source::Character(c)
    }

    /// Whether it is a Normal Attack's damage.
    pub fn is_normal_attack(&self) -> bool {
        self.cmd.skill == Some(SkillKind::Normal)
    }

    /// Whether it is a Charged Attack's damage.
    #[allow(dead_code)]
    pub fn is_charged(&self) -> bool {
        self.cmd.flags & dmg::CHARGED != 0
    }
}

/// The context of a skill.
pub(crate) struct SkillCx<'a> {
    /// The state when the skill starts (cost paid).
    pub state: &'a GameState,
    /// The user's side.
    pub player: Player,
    /// The user's position.
    pub character: u8,
    /// Position of the skill in the card's skill list.
    pub skill: u8,
    /// The Normal Attack is a Charged Attack.
    pub charged: bool,
    /// The Normal Attack is a Plunging Attack.
    pub plunging: bool,
    /// Effects, in order.
    pub out: &'a mut Effects,
}

impl SkillCx<'_> {
    /// Facts of the skill in use.
    pub fn facts(&self) -> &'static SkillFacts {
        self.state
            .skill_facts(self.player, self.character as usize, self.skill as usize)
    }

    /// The skill's kind.
    pub fn kind(&self) -> SkillKind {
        self.facts().kind
    }

    /// Whether this skill was used earlier in the match (this use not counted).
    pub fn used_before(&self) -> bool {
        self.skill < 8
            && self
                .state
                .character(self.player, self.character as usize)
                .used
                & (1 << self.skill)
                != 0
    }

    /// Uses of this skill this round, this use included.
    pub fn uses_this_round(&self) -> u8 {
        self.state
            .character(self.player, self.character as usize)
            .skill_uses[(self.skill as usize).min(3)]
    }

    fn flags(&self) -> u8 {
        (if self.charged { dmg::CHARGED } else { 0 })
            | (if self.plunging { dmg::PLUNGING } else { 0 })
    }

    /// Pushes a command.
    pub fn push(&mut self, cmd: Command) {
        self.out.push(cmd).expect("too many effects from one skill");
    }

    /// Deals damage to the opposing active character.
    pub fn damage(&mut self, amount: u8, dtype: DamageType) {
        let to = self.player.other();
        let target = self.state.active(to) as u8;
        let cmd = DamageCmd {
            from: self.player,
            source: Source::Character(self.character),
            to,
            target,
            dtype,
            amount,
            skill: Some(self.kind()),
            flags: self.flags(),
        };
        self.push(Command::Damage(cmd));
    }

    /// Deals the skill's base damage (from the facts) to the opposing active character.
    pub fn base_damage(&mut self) {
        self.base_damage_plus(0);
    }

    /// Deals the skill's base damage plus `extra` to the opposing active character.
    pub fn base_damage_plus(&mut self, extra: u8) {
        let f = self.facts();
        let dtype = f.damage_type.unwrap_or(DamageType::Physical);
        self.damage(f.damage + extra, dtype);
    }

    /// Deals damage to every opposing character on standby.
    pub fn damage_standby(&mut self, amount: u8, dtype: DamageType) {
        let kind = self.kind();
        push_standby_damage(
            self.state,
            self.out,
            self.player,
            Source::Character(self.character),
            amount,
            dtype,
            Some(kind),
        );
    }

    /// Applies an element to the skill's user.
    pub fn apply_to_self(&mut self, element: Element) {
        self.push(Command::Apply {
            from: self.player,
            to: self.player,
            character: self.character,
            element,
        });
    }

    /// Attaches a status to the skill's user.
    pub fn add_status(&mut self, id: EntityId) {
        self.push(Command::Add {
            player: self.player,
            zone: Zone::Character(self.character),
            id,
            usage: 0,
        });
    }

    /// Creates a combat status on the user's side.
    pub fn add_combat_status(&mut self, id: EntityId) {
        self.push(Command::Add {
            player: self.player,
            zone: Zone::Combat,
            id,
            usage: 0,
        });
    }

    /// Creates a summon on the user's side.
    pub fn summon(&mut self, id: EntityId) {
        self.push(Command::Add {
            player: self.player,
            zone: Zone::Summons,
            id,
            usage: 0,
        });
    }

    /// Creates an entity a skill makes in two versions: `with_talent` when the user has
    /// `talent` equipped, else `plain`, in `zone` (a character zone means the user's). The
    /// two exclude each other, as in the reference: the other version is discarded first.
    pub fn create_version(
        &mut self,
        zone: Zone,
        talent: EntityId,
        plain: EntityId,
        with_talent: EntityId,
    ) {
        let me = self.state.character(self.player, self.character as usize);
        let (old, new) = if me.has(talent) {
            (plain, with_talent)
        } else {
            (with_talent, plain)
        };
        let zone = match zone {
            Zone::Character(_) => Zone::Character(self.character),
            z => z,
        };
        self.push(Command::Remove {
            player: self.player,
            zone,
            id: old,
        });
        self.push(Command::Add {
            player: self.player,
            zone,
            id: new,
            usage: 0,
        });
    }

    /// Forces the opponent to switch to their next (or previous) character.
    pub fn force_switch_opponent(&mut self, backward: bool) {
        self.push(Command::ForceSwitch {
            player: self.player.other(),
            backward,
        });
    }

    /// Makes one of the user's characters active.
    #[allow(dead_code)]
    pub fn switch_to(&mut self, to: u8) {
        self.push(Command::Switch {
            player: self.player,
            to,
            kind: SwitchKind::Forced,
        });
    }
}

/// What a card targets. (The action cards of the next work use every kind.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(dead_code)]
pub(crate) enum CardTarget {
    /// Nothing.
    None,
    /// One of the player's living characters.
    OwnCharacter,
    /// One of the player's defeated characters (revival).
    OwnDefeated,
    /// One of the opponent's living characters.
    OpponentCharacter,
    /// One of the player's summons.
    OwnSummon,
    /// One of the opponent's summons.
    OpponentSummon,
}

/// How an action card behaves.
pub(crate) struct CardDef {
    /// What it targets.
    pub target: CardTarget,
    /// Whether it can be played now at this target (beyond its cost and target kind).
    pub playable: fn(&GameState, Player, Target) -> bool,
    /// Its effect: pushes commands.
    pub play: fn(&mut CardCx),
}

impl CardDef {
    /// The talent card of most characters, with the skill at position `SKILL`: "Combat
    /// Action: When your active character is X, equip this card. After X equips this card,
    /// immediately use S once." Playable on the active character while it can use skills
    /// (not Frozen or Petrified); what the equipped card changes is the equipment entity's
    /// or the skill's business.
    pub(crate) const fn talent<const SKILL: u8>() -> CardDef {
        CardDef {
            target: CardTarget::OwnCharacter,
            playable: active_and_able,
            play: use_at_once::<SKILL>,
        }
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

/// The context of a card's effect.
pub(crate) struct CardCx<'a> {
    /// The state after paying and discarding the card.
    pub state: &'a GameState,
    /// Who plays it.
    pub player: Player,
    /// Which card.
    #[allow(dead_code)]
    pub card: CardId,
    /// Its target.
    pub target: Target,
    /// A Normal Attack it makes a character use is a Charged Attack (the dice were even
    /// before paying for the card).
    pub charged: bool,
    /// A Normal Attack it makes the active character use is a Plunging Attack.
    pub plunging: bool,
    /// Effects, in order.
    pub out: &'a mut Effects,
}

impl CardCx<'_> {
    /// Pushes a command.
    pub fn push(&mut self, cmd: Command) {
        self.out.push(cmd).expect("too many effects from one card");
    }

    /// The position of the player's character the card targets, if it targets one.
    pub fn target_character(&self) -> Option<u8> {
        match self.target {
            Target::Own(c) => Some(c),
            _ => None,
        }
    }

    /// Makes a character use a skill (e.g. a talent card): counts as using the skill.
    pub fn use_skill(&mut self, character: u8, skill: u8) {
        let active = self.state.active(self.player) == character as usize;
        self.push(Command::UseSkill {
            player: self.player,
            character,
            skill,
            charged: self.charged,
            plunging: self.plunging && active,
        });
    }

    /// Heals one of the player's characters.
    pub fn heal(&mut self, character: u8, amount: u8) {
        self.push(Command::Heal {
            player: self.player,
            character,
            amount,
        });
    }
}

/// The behaviour of an action card, if it is implemented.
#[inline]
pub(crate) fn card_def(id: CardId) -> Option<&'static CardDef> {
    tables().cards[id.index()]
}

/// Whether an action card's behaviour is implemented.
pub fn card_implemented(id: CardId) -> bool {
    card_def(id).is_some()
}

/// The behaviour of a character, if it is implemented.
#[inline]
pub(crate) fn character_def(id: CharacterId) -> Option<&'static CharacterDef> {
    tables().characters[id.index()]
}

/// The behaviour of an entity, if it is implemented.
#[inline]
pub(crate) fn entity_def(id: EntityId) -> Option<&'static EntityDef> {
    tables().entities[id.index()]
}

/// Whether a character's whole kit is implemented (it may be put in a deck).
pub fn character_implemented(id: CharacterId) -> bool {
    character_def(id).is_some()
}

/// Whether an entity's behaviour is implemented.
pub fn entity_implemented(id: EntityId) -> bool {
    entity_def(id).is_some()
}

/// What a character's passive skills listen to (0 for unimplemented ones).
#[inline]
pub(crate) fn character_listens(id: CharacterId) -> u32 {
    tables().character_listens[id.index()]
}

/// What an entity listens to (0 for unimplemented ones).
#[inline]
pub(crate) fn listens(id: EntityId) -> u32 {
    tables().entity_listens[id.index()]
}

/// Every definition, indexed by id, built once on first use (a lookup is then one load).
struct Tables {
    characters: Vec<Option<&'static CharacterDef>>,
    entities: Vec<Option<&'static EntityDef>>,
    cards: Vec<Option<&'static CardDef>>,
    entity_listens: Vec<u32>,
    character_listens: Vec<u32>,
}

fn tables() -> &'static Tables {
    static TABLES: std::sync::OnceLock<Tables> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| {
        let characters: Vec<_> = CharacterId::ALL
            .iter()
            .map(|&id| characters::def(id))
            .collect();
        let entities: Vec<_> = EntityId::ALL
            .iter()
            .map(|&id| {
                characters::entity(id)
                    .or_else(|| action_cards::entity(id))
                    .or_else(|| reactions::entity(id))
            })
            .collect();
        Tables {
            character_listens: characters
                .iter()
                .map(|d| d.map_or(0, |d| d.listens))
                .collect(),
            entity_listens: entities
                .iter()
                .map(|d| d.map_or(0, |d| d.listens))
                .collect(),
            characters,
            entities,
            cards: CardId::ALL
                .iter()
                .map(|&id| characters::card(id).or_else(|| action_cards::card(id)))
                .collect(),
        }
    })
}

/// Whether an entity stops its character from using skills.
#[inline]
pub(crate) fn blocks_skills(id: EntityId) -> bool {
    entity_def(id).is_some_and(|d| d.blocks_skills)
}

pub(crate) use reactions::ids as reaction_ids;
