//! What happened: an optional observer of the engine.
//!
//! Every stepping method has an `_observed` twin taking an [`Observer`]. The plain methods
//! pass `()`, whose empty methods compile away, so logging costs nothing when it is off.

use crate::command::{DecisionKind, Source, SwitchKind};
use crate::dice::Dice;
use crate::facts::{CardId, DamageType, Element, EntityId};
use crate::player::Player;
use crate::reaction::Reaction;
use crate::state::{Phase, Zone};
use serde::{Deserialize, Serialize};

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LogEvent {
    /// A new phase began.
    Phase {
        /// Round number.
        round: u8,
        /// The phase.
        phase: Phase,
    },
    /// A player's decision was applied.
    Decision {
        /// Who.
        player: Player,
        /// What kind.
        kind: DecisionKind,
    },
    /// A player now has these dice (after a roll or reroll).
    Dice {
        /// Whose.
        player: Player,
        /// All their dice.
        dice: Dice,
    },
    /// A character used a skill.
    Skill {
        /// Its side.
        player: Player,
        /// Its position.
        character: u8,
        /// English name of the skill.
        name: &'static str,
        /// A Normal Attack that is a Charged Attack.
        charged: bool,
        /// A Normal Attack that is a Plunging Attack.
        plunging: bool,
    },
    /// Damage was dealt.
    Damage {
        /// Dealing side.
        from: Player,
        /// Who dealt it.
        source: Source,
        /// Side of the target.
        to: Player,
        /// Target position.
        target: u8,
        /// Final type.
        dtype: DamageType,
        /// Final amount (after shields).
        amount: u8,
        /// Reaction it triggered.
        reaction: Option<Reaction>,
        /// Target's HP after it.
        hp: u8,
    },
    /// An element was applied without damage.
    Applied {
        /// Side of the target.
        to: Player,
        /// Target position.
        target: u8,
        /// The element.
        element: Element,
        /// Reaction it triggered.
        reaction: Option<Reaction>,
    },
    /// A character was healed.
    Heal {
        /// Its side.
        player: Player,
        /// Its position.
        character: u8,
        /// HP restored.
        amount: u8,
        /// HP after.
        hp: u8,
    },
    /// An entity was created, refreshed or stacked.
    Added {
        /// Whose side.
        player: Player,
        /// Where.
        zone: Zone,
        /// What.
        id: EntityId,
        /// Its usages after.
        usage: u8,
    },
    /// An entity was discarded.
    Removed {
        /// Whose side.
        player: Player,
        /// Where.
        zone: Zone,
        /// What.
        id: EntityId,
    },
    /// A card was drawn.
    Drew {
        /// Who.
        player: Player,
        /// Which card.
        card: CardId,
    },
    /// A card was created in a hand.
    Created {
        /// Whose hand.
        player: Player,
        /// Which card.
        card: CardId,
    },
    /// A card was drawn (or created) into a full hand and discarded.
    Burned {
        /// Who.
        player: Player,
        /// Which card.
        card: CardId,
    },
    /// The active character changed.
    Switched {
        /// Whose side.
        player: Player,
        /// Previous active.
        from: u8,
        /// New active.
        to: u8,
        /// How.
        kind: SwitchKind,
    },
    /// A character was defeated.
    Defeated {
        /// Its side.
        player: Player,
        /// Its position.
        character: u8,
    },
    /// A player declared the end of their round.
    DeclaredEnd {
        /// Who.
        player: Player,
    },
    /// A card was discarded from a hand by an effect, or from the top of a draw pile.
    Discarded {
        /// Whose hand.
        player: Player,
        /// Which card.
        card: CardId,
    },
    /// A card was played.
    Played {
        /// Who.
        player: Player,
        /// Which card.
        card: CardId,
    },
    /// A card was tuned into a die.
    Tuned {
        /// Who.
        player: Player,
        /// Which card.
        card: CardId,
        /// The element of the new die.
        element: Element,
    },
}

/// Receives what happens while the engine steps.
pub trait Observer {
    /// Called for each thing that happened, in order.
    fn on(&mut self, event: LogEvent);
}

impl Observer for () {
    #[inline(always)]
    fn on(&mut self, _event: LogEvent) {}
}

impl Observer for Vec<LogEvent> {
    fn on(&mut self, event: LogEvent) {
        self.push(event);
    }
}
