//! The queries handlers answer: costs, damage being computed, defeats, switches, rolls.

use crate::command::{dmg, DamageCmd, Source};
use crate::facts::{CardId, Cost, Element, SkillKind};
use crate::player::Player;
use crate::reaction::Reaction;
use crate::state::GameState;

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

/// The stages of a cost computation, in the order they run (the reference's order of
/// deductions; docs/rules.md "Cost modifiers"). Each handler runs in one stage, the one it
/// is registered for, and the reductions of [`CostQuery`] check they are used in theirs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CostStage {
    /// Raises ("spend 1 more die") and "1 less Unaligned Element".
    Unaligned,
    /// "1 less <Element> Die".
    Element,
    /// "N less Elemental Dice": dice of any kind.
    Any,
    /// What pays the rest (Timaeus, Wagner).
    Rest,
}

impl CostStage {
    /// Every stage, in order.
    pub const ALL: [CostStage; 4] = [
        CostStage::Unaligned,
        CostStage::Element,
        CostStage::Any,
        CostStage::Rest,
    ];

    /// The listen bit of the stage's handlers.
    pub const fn bit(self) -> crate::command::Listen {
        use crate::command::listen;
        match self {
            CostStage::Unaligned => listen::COST_UNALIGNED,
            CostStage::Element => listen::COST_ELEMENT,
            CostStage::Any => listen::COST,
            CostStage::Rest => listen::COST_REST,
        }
    }
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
    /// The stage running.
    pub stage: CostStage,
}

impl CostQuery {
    /// Whether it is the cost of a skill of `player`'s character at `c` (of any kind, or of
    /// `kind`).
    pub fn is_skill_of(&self, player: Player, c: u8, kind: Option<SkillKind>) -> bool {
        self.player == player
            && matches!(self.action, CostAction::Skill { character, kind: k, .. }
                if character == c && (kind.is_none() || kind == Some(k)))
    }

    /// Whether it is the cost of a Charged Attack of `player`'s character at `c`: a Normal
    /// Attack while the player's dice count is even. (A cost is computed before paying, so
    /// `state` holds the dice the rule counts; "when the character uses a Charged Attack:
    /// spend 1 less Pyro Die".)
    pub fn is_charged_attack_of(&self, state: &GameState, player: Player, c: u8) -> bool {
        self.is_skill_of(player, c, Some(SkillKind::Normal))
            && state.player(player).dice.total().is_multiple_of(2)
    }

    /// Whether it is the cost of a Plunging Attack of `player`'s side: a Normal Attack of its
    /// active character while the side's plunge is pending (a character switched in since
    /// its last skill: `PlayerFlags::plunge`), or its active character's Normal Attacks
    /// plunge anyway (`GameState::normal_as_plunging`). ("When your character uses a Plunging Attack:
    /// spend 1 less Unaligned Element".)
    pub fn is_plunging_attack(&self, state: &GameState, player: Player) -> bool {
        let active = state.active(player) as u8;
        self.is_skill_of(player, active, Some(SkillKind::Normal))
            && (state.player(player).flags.plunge
                || state.normal_as_plunging(player, active as usize))
    }

    /// Lowers one die of `element`, or else one unaligned die ("spend 1 less <Element>
    /// Die": the reference deducts the element's dice, then unaligned ones); returns whether
    /// anything was lowered.
    pub fn reduce_element(&mut self, element: Element) -> bool {
        debug_assert_eq!(self.stage, CostStage::Element, "on_cost_element");
        if self.cost.matching > 0 && self.cost.element == Some(element) {
            self.cost.matching -= 1;
            true
        } else if self.cost.unaligned > 0 {
            self.cost.unaligned -= 1;
            true
        } else {
            false
        }
    }

    /// Lowers one unaligned die; returns whether it did.
    pub fn reduce_unaligned(&mut self) -> bool {
        debug_assert_eq!(self.stage, CostStage::Unaligned, "on_cost_unaligned");
        if self.cost.unaligned > 0 {
            self.cost.unaligned -= 1;
            true
        } else {
            false
        }
    }

    /// Takes every die off the cost ("equip this card for free": Timaeus, Wagner); returns
    /// how many there were.
    pub fn clear_dice(&mut self) -> u8 {
        debug_assert_eq!(self.stage, CostStage::Rest, "on_cost_rest");
        let n = self.cost.dice();
        self.cost.same = 0;
        self.cost.matching = 0;
        self.cost.unaligned = 0;
        n
    }

    /// Lowers the dice of the cost by up to `n`, of any kind ("spend N less Elemental
    /// Dice"): "same" dice first, then matching, then unaligned (as the reference, GI-TCG,
    /// deducts); returns how many were lowered (0 for a cost without dice).
    pub fn reduce_dice(&mut self, n: u8) -> u8 {
        debug_assert_eq!(self.stage, CostStage::Any, "on_cost");
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

/// A reaction on a character, before its own effects (the Frozen status, spread damage, the
/// forced switch of Overloaded, what it creates: Crystallize, Burning Flame, Dendro Core,
/// Catalyzing Field). A handler of either side may set `cancel` and do something else
/// instead ("your team no longer generates Dendro Core, but instead summons Bountiful Core":
/// the reference's `modifyReaction` and `cancelCoreEffects`). The damage bonus of the
/// reaction is not affected.
pub(crate) struct ReactionQuery {
    /// The side of the reacting character.
    pub player: Player,
    /// The reaction.
    pub reaction: Reaction,
    /// The reaction's own effects do not happen.
    pub cancel: bool,
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
    pub dtype: crate::facts::DamageType,
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

    /// Whether it hits `player`'s character at `c`.
    pub fn hits(&self, player: Player, c: u8) -> bool {
        self.cmd.to == player && self.cmd.target == c
    }

    /// Whether a character of `player` at `c` deals it, not spread by a reaction (the
    /// damage "the character deals" that equipment boosts).
    pub fn dealt_directly_by(&self, player: Player, c: u8) -> bool {
        self.dealt_by(player, c) && self.cmd.flags & dmg::SPREAD == 0
    }

    /// Whether one of `player`'s characters deals it, not spread by a reaction (the damage
    /// "your characters deal" that team-wide bonuses boost).
    pub fn dealt_directly_by_side(&self, player: Player) -> bool {
        self.cmd.from == player
            && matches!(self.cmd.source, Source::Character(_))
            && self.cmd.flags & dmg::SPREAD == 0
    }

    /// Whether it is a Normal Attack's damage.
    pub fn is_normal_attack(&self) -> bool {
        self.cmd.skill == Some(SkillKind::Normal)
    }

    /// Whether it is a skill's damage (of any kind).
    pub fn is_skill(&self) -> bool {
        self.cmd.skill.is_some()
    }

    /// Whether it is a Charged Attack's damage.
    pub fn is_charged(&self) -> bool {
        self.cmd.flags & dmg::CHARGED != 0
    }

    /// Whether it is a Plunging Attack's damage.
    pub fn is_plunging(&self) -> bool {
        self.cmd.flags & dmg::PLUNGING != 0
    }

    /// Whether it is of the elemental type `element`.
    pub fn is(&self, element: Element) -> bool {
        self.dtype == crate::facts::DamageType::Elemental(element)
    }
}
