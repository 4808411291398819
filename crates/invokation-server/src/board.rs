//! The board a client draws: the engine's [`View`] turned into plain JSON with names.
//!
//! Everything here is computed from a `View` (or, for replays, from the views of both
//! players), never from the full state, so a board cannot carry what its viewer may not
//! see. Names come from the facts of the game's version.

use invokation::facts::{CardKind, EntityKind, SkillKind};
use invokation::state::{Status, NO_DURATION};
use invokation::view::{SideView, View};
use invokation::{CardId, Dice, Die, Element, Outcome, Phase, Player, Version};
use serde::Serialize;

/// Who looks at a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// A player: their own hand and dice, the opponent's as counts.
    Seat(Player),
    /// A spectator: what neither player hides (hands and dice as counts).
    Spectator,
    /// Everything (replays of finished games).
    All,
}

impl Viewer {
    /// Whether this viewer may see `p`'s hand, dice and other private facts.
    pub fn sees(self, p: Player) -> bool {
        match self {
            Viewer::Seat(v) => v == p,
            Viewer::Spectator => false,
            Viewer::All => true,
        }
    }
}

/// The whole board as one viewer sees it.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Board {
    /// Game version ("6.5.0").
    pub version: String,
    /// Round, from 1.
    pub round: u8,
    /// Phase: "redraw", "choose_active", "roll", "action", "end", "game_over".
    pub phase: &'static str,
    /// Whose turn it is in the Action Phase (1 or 2).
    pub current: u8,
    /// Who goes first this round.
    pub first: u8,
    /// The kind of decision pending ("action", "redraw", ...), if any.
    pub decision: Option<&'static str>,
    /// Seats that must decide now (in simultaneous decisions only the viewer's own).
    pub deciding: Vec<u8>,
    /// "p1", "p2", "draw" or "both_lose" once the game is over.
    pub outcome: Option<&'static str>,
    /// Player 1's side, then player 2's.
    pub sides: [Side; 2],
}

/// One side of the board.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Side {
    /// The three characters.
    pub characters: Vec<Character>,
    /// Position of the active character (null while it is chosen unseen).
    pub active: Option<u8>,
    /// Combat statuses.
    pub combat: Vec<Entity>,
    /// Summons.
    pub summons: Vec<Entity>,
    /// Supports.
    pub supports: Vec<Entity>,
    /// Declared the end of the round.
    pub declared_end: bool,
    /// The next Normal Attack is a Plunging Attack.
    pub plunge: bool,
    /// An Arcane Legend was played this match.
    pub legend_used: bool,
    /// The dice faces, one entry per die ("omni", "cryo", ...), if the viewer may see them.
    pub dice: Option<Vec<&'static str>>,
    /// How many dice.
    pub dice_count: u8,
    /// The hand, if the viewer may see it.
    pub hand: Option<Vec<Card>>,
    /// How many cards in hand.
    pub hand_count: u8,
    /// Cards of this hand both players know (created in hand by an effect).
    pub revealed: Vec<Card>,
    /// Cards in the draw pile.
    pub deck_count: u8,
}

/// A character.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Character {
    /// Official id.
    pub id: u32,
    /// English name.
    pub name: &'static str,
    /// Element, lower case, if any.
    pub element: Option<&'static str>,
    /// Current HP.
    pub hp: u8,
    /// Maximum HP.
    pub max_hp: u8,
    /// Energy.
    pub energy: u8,
    /// Maximum energy.
    pub max_energy: u8,
    /// Applied elements, lower case.
    pub aura: Vec<&'static str>,
    /// Not defeated.
    pub alive: bool,
    /// Equipment (weapons, artifacts, talents, techniques).
    pub equipment: Vec<Entity>,
    /// Other character statuses.
    pub statuses: Vec<Entity>,
    /// Skills that can be used as actions, in the card's order.
    pub skills: Vec<Skill>,
}

/// A skill of a character.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Skill {
    /// Position in the character card's skill list (the `skill:N` choice).
    pub index: u8,
    /// Official skill id (for its text).
    pub id: u32,
    /// English name.
    pub name: &'static str,
    /// "normal", "elemental", "burst".
    pub kind: &'static str,
    /// Printed cost.
    pub cost: CostView,
}

/// A printed cost.
#[derive(Clone, Debug, Serialize, PartialEq, Default)]
pub struct CostView {
    /// Element of the matching dice, lower case.
    pub element: Option<&'static str>,
    /// Matching dice.
    pub matching: u8,
    /// Dice of one element.
    pub same: u8,
    /// Dice of any kind.
    pub unaligned: u8,
    /// Energy.
    pub energy: u8,
    /// Arcane Legend.
    pub legend: bool,
}

impl CostView {
    /// The view of a cost.
    pub fn of(c: &invokation::facts::Cost) -> CostView {
        CostView {
            element: (c.matching > 0)
                .then(|| c.element.map(element_name))
                .flatten(),
            matching: c.matching,
            same: c.same,
            unaligned: c.unaligned,
            energy: c.energy,
            legend: c.legend,
        }
    }
}

/// An entity on the board: status, combat status, summon, support or equipment.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Entity {
    /// Official id (for its text).
    pub id: u32,
    /// English name.
    pub name: String,
    /// Usages, stacks or shield points (0: none shown).
    pub usage: u8,
    /// Rounds left, if it has a duration.
    pub duration: Option<u8>,
}

/// An action card.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Card {
    /// Official id (the `card:ID` choice, and its text).
    pub id: u32,
    /// English name.
    pub name: &'static str,
    /// Printed cost.
    pub cost: CostView,
}

/// Lower-case name of an element.
pub fn element_name(e: Element) -> &'static str {
    match e {
        Element::Cryo => "cryo",
        Element::Hydro => "hydro",
        Element::Pyro => "pyro",
        Element::Electro => "electro",
        Element::Anemo => "anemo",
        Element::Geo => "geo",
        Element::Dendro => "dendro",
    }
}

/// Lower-case name of a die face.
pub fn die_name(d: Die) -> &'static str {
    match d.element() {
        None => "omni",
        Some(e) => element_name(e),
    }
}

/// The faces of `dice`, one entry per die, Omni first then the elements' order.
pub fn dice_list(dice: &Dice) -> Vec<&'static str> {
    let mut out = Vec::with_capacity(dice.total() as usize);
    for d in Die::ALL {
        for _ in 0..dice.count(d) {
            out.push(die_name(d));
        }
    }
    out
}

/// "p1", "p2", "draw", "both_lose".
pub fn outcome_name(o: Outcome) -> &'static str {
    match o {
        Outcome::Win(Player::P1) => "p1",
        Outcome::Win(Player::P2) => "p2",
        Outcome::Draw => "draw",
        Outcome::BothLose => "both_lose",
    }
}

/// Seat number (1 or 2) of a player.
pub fn seat_number(p: Player) -> u8 {
    p.index() as u8 + 1
}

fn card(id: CardId, version: Version) -> Card {
    Card {
        id: id.official_id(),
        name: id.name(),
        cost: id
            .facts(version)
            .map(|f| CostView::of(&f.cost))
            .unwrap_or_default(),
    }
}

fn entity(s: &Status) -> Entity {
    Entity {
        id: s.id.official_id(),
        name: s.id.to_string(),
        usage: s.usage,
        duration: (s.duration != NO_DURATION).then_some(s.duration),
    }
}

fn entities(list: &[Status]) -> Vec<Entity> {
    list.iter().map(entity).collect()
}

fn side(s: &SideView, version: Version, private: bool) -> Side {
    let characters = s
        .characters
        .iter()
        .map(|ch| {
            let facts = ch.id.facts(version);
            let mut equipment = Vec::new();
            let mut statuses = Vec::new();
            for st in ch.statuses.iter() {
                let is_equipment = st
                    .id
                    .facts(version)
                    .is_some_and(|f| f.kind == EntityKind::Equipment)
                    || is_card_entity(st, version);
                if is_equipment {
                    equipment.push(entity(st));
                } else {
                    statuses.push(entity(st));
                }
            }
            let skills = facts
                .map(|f| {
                    f.skills
                        .iter()
                        .enumerate()
                        .filter(|(_, sk)| {
                            !sk.hidden
                                && matches!(
                                    sk.kind,
                                    SkillKind::Normal | SkillKind::Elemental | SkillKind::Burst
                                )
                        })
                        .map(|(i, sk)| Skill {
                            index: i as u8,
                            id: sk.id,
                            name: sk.name,
                            kind: match sk.kind {
                                SkillKind::Normal => "normal",
                                SkillKind::Elemental => "elemental",
                                _ => "burst",
                            },
                            cost: CostView::of(&sk.cost),
                        })
                        .collect()
                })
                .unwrap_or_default();
            Character {
                id: ch.id.official_id(),
                name: ch.id.name(),
                element: facts.and_then(|f| f.element).map(element_name),
                hp: ch.hp,
                max_hp: ch.max_hp,
                energy: ch.energy,
                max_energy: ch.max_energy,
                aura: ch
                    .aura
                    .elements()
                    .iter()
                    .map(|&e| element_name(e))
                    .collect(),
                alive: ch.alive,
                equipment,
                statuses,
                skills,
            }
        })
        .collect();
    let (dice, hand) = if private {
        (
            s.dice.as_ref().map(dice_list),
            s.hand
                .as_ref()
                .map(|h| h.iter().map(|&c| card(c, version)).collect()),
        )
    } else {
        (None, None)
    };
    Side {
        characters,
        active: s.active,
        combat: entities(&s.combat),
        summons: entities(&s.summons),
        supports: entities(&s.supports),
        declared_end: s.flags.declared_end,
        plunge: s.flags.plunge,
        legend_used: s.flags.legend_used,
        dice,
        dice_count: s.dice_count,
        hand,
        hand_count: s.hand_count,
        revealed: s.revealed.iter().map(|&c| card(c, version)).collect(),
        deck_count: s.deck_count,
    }
}

/// Whether a character status is an equipped card (a weapon, artifact, talent): its
/// entity carries the card's own official id.
fn is_card_entity(st: &Status, version: Version) -> bool {
    CardId::from_official_id(st.id.official_id())
        .and_then(|c| c.facts(version))
        .is_some_and(|f| f.kind == CardKind::Equipment)
}

fn globals(view: &View, sides: [Side; 2], deciding: u8) -> Board {
    let g = view.globals;
    Board {
        version: view.config.version.to_string(),
        round: g.round,
        phase: g.phase.name(),
        current: seat_number(g.current),
        first: seat_number(g.first),
        decision: view.decision.map(|d| d.name()),
        deciding: [Player::P1, Player::P2]
            .into_iter()
            .filter(|p| deciding & p.bit() != 0)
            .map(seat_number)
            .collect(),
        outcome: view.outcome.map(outcome_name),
        sides,
    }
}

/// The board of a player's view.
pub fn board(view: &View) -> Board {
    let version = view.config.version;
    let sides = [Player::P1, Player::P2].map(|p| {
        let mut s = side(&view.sides[p], version, p == view.viewer);
        if view.globals.phase == Phase::Redraw {
            // No character is active before the first ones are chosen.
            s.active = None;
        }
        s
    });
    globals(view, sides, view.deciding)
}

/// The board a spectator sees, from either player's view: both hands and dice as counts,
/// and, while the first characters are chosen, neither choice.
pub fn spectator_board(view: &View) -> Board {
    let version = view.config.version;
    let choosing = view.globals.phase == Phase::ChooseActive;
    let sides = [Player::P1, Player::P2].map(|p| {
        let mut s = side(&view.sides[p], version, false);
        if choosing || view.globals.phase == Phase::Redraw {
            s.active = None;
            s.plunge = false;
        }
        s
    });
    let simultaneous = matches!(
        view.globals.phase,
        Phase::Redraw | Phase::ChooseActive | Phase::Roll
    );
    let mut b = globals(view, sides, if simultaneous { 0 } else { view.deciding });
    if simultaneous {
        // Which of the two has decided stays hidden.
        b.deciding.clear();
    }
    b
}

/// The board with everything shown (replays): each side from its own player's view.
pub fn full_board(p1: &View, p2: &View) -> Board {
    let version = p1.config.version;
    let mut sides = [
        side(&p1.sides[Player::P1], version, true),
        side(&p2.sides[Player::P2], version, true),
    ];
    if p1.globals.phase == Phase::Redraw {
        for s in &mut sides {
            s.active = None;
        }
    }
    globals(p1, sides, p1.deciding | p2.deciding)
}
