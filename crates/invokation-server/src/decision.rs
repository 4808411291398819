//! A player's decision as the client builds it: the engine's action generator
//! ([`ActionBuilder`]) walked through short text tokens.
//!
//! A client never names an action directly (a bot may, with `act`): it sends the path of
//! choices made so far, and the server replays them through a fresh builder, so only
//! choices the generator offers are ever accepted. The options sent along come with a
//! look-ahead (kind → skill / character / card → target) up to the dice payment, so a
//! board can show at once which skills, cards and switches are possible.
//!
//! Tokens: `kind:skill|switch|play|tune|technique|end`, `skill:N` (position in the
//! character card's skill list), `char:N` (character position, 0-2), `card:ID` (official
//! card id), `target:none|own:N|opp:N|summon:N|support:N`, `die:omni|cryo|hydro|pyro|
//! electro|anemo|geo|dendro`, `auto` (pay the rest automatically), `done` (finish a redraw
//! or reroll selection).

use crate::board::{dice_list, die_name};
use invokation::action::generator::{ActionBuilder, ActionKind, Choice};
use invokation::notation::format_action;
use invokation::{Action, CardId, DecisionKind, Die, GameState, Player, Target};
use serde::Serialize;

/// The most choices a path may hold (a payment of 30 dice fits easily).
pub const MAX_PATH: usize = 64;

/// The token of a choice.
pub fn token(c: &Choice) -> String {
    match *c {
        Choice::Kind(k) => format!(
            "kind:{}",
            match k {
                ActionKind::Skill => "skill",
                ActionKind::Switch => "switch",
                ActionKind::Play => "play",
                ActionKind::Tune => "tune",
                ActionKind::Technique => "technique",
                ActionKind::EndRound => "end",
            }
        ),
        Choice::Skill(s) => format!("skill:{s}"),
        Choice::Character(c) => format!("char:{c}"),
        Choice::Card(card) => format!("card:{}", card.official_id()),
        Choice::Target(t) => match t {
            Target::None => "target:none".into(),
            Target::Own(i) => format!("target:own:{i}"),
            Target::Opponent(i) => format!("target:opp:{i}"),
            Target::Summon(i) => format!("target:summon:{i}"),
            Target::Support(i) => format!("target:support:{i}"),
            // Never offered whole: a pair is chosen as two `target:own` choices.
            Target::Pair(a, b) => format!("target:pair:{a}:{b}"),
        },
        Choice::Die(d) => format!("die:{}", die_name(d)),
        Choice::AutoPay => "auto".into(),
        Choice::Done => "done".into(),
        Choice::Offered(i) => format!("offer:{i}"),
    }
}

/// Parses a token; the error says what is wrong.
pub fn parse_token(s: &str) -> Result<Choice, String> {
    let bad = || format!("unknown choice {:?}", truncate(s, 40));
    let small = |n: &str| n.parse::<u8>().ok().filter(|&n| n < 16).ok_or_else(bad);
    let mut parts = s.splitn(3, ':');
    let head = parts.next().unwrap_or("");
    let a = parts.next();
    let b = parts.next();
    Ok(match (head, a, b) {
        ("auto", None, None) => Choice::AutoPay,
        ("done", None, None) => Choice::Done,
        ("kind", Some(k), None) => Choice::Kind(match k {
            "skill" => ActionKind::Skill,
            "switch" => ActionKind::Switch,
            "play" => ActionKind::Play,
            "tune" => ActionKind::Tune,
            "technique" => ActionKind::Technique,
            "end" => ActionKind::EndRound,
            _ => return Err(bad()),
        }),
        ("skill", Some(n), None) => Choice::Skill(small(n)?),
        ("char", Some(n), None) => Choice::Character(small(n)?),
        ("offer", Some(n), None) => Choice::Offered(small(n)?),
        ("card", Some(id), None) => Choice::Card(
            id.parse::<u32>()
                .ok()
                .and_then(CardId::from_official_id)
                .ok_or_else(bad)?,
        ),
        ("target", Some("none"), None) => Choice::Target(Target::None),
        ("target", Some(kind), Some(n)) => {
            let n = small(n)?;
            Choice::Target(match kind {
                "own" => Target::Own(n),
                "opp" => Target::Opponent(n),
                "summon" => Target::Summon(n),
                "support" => Target::Support(n),
                _ => return Err(bad()),
            })
        }
        ("die", Some(face), None) => Choice::Die(
            Die::ALL
                .into_iter()
                .find(|&d| die_name(d) == face)
                .ok_or_else(bad)?,
        ),
        _ => return Err(bad()),
    })
}

/// At most `n` characters of `s` (for error messages quoting client input).
pub fn truncate(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}

/// A choice in words, for `p` in `state`.
pub fn label(state: &GameState, p: Player, c: &Choice, kind: DecisionKind) -> String {
    let ch = |i: u8, side: Player| {
        state
            .player(side)
            .characters
            .get(i as usize)
            .map(|c| c.id.name())
            .unwrap_or("?")
            .to_string()
    };
    match *c {
        Choice::Kind(k) => match k {
            ActionKind::Skill => "Use a skill".into(),
            ActionKind::Switch => "Switch character".into(),
            ActionKind::Play => "Play a card".into(),
            ActionKind::Tune => "Elemental tuning".into(),
            ActionKind::Technique => "Use the Technique".into(),
            ActionKind::EndRound => "Declare round end".into(),
        },
        Choice::Skill(s) => state
            .character_facts(p, state.active(p))
            .skills
            .get(s as usize)
            .map(|f| f.name.to_string())
            .unwrap_or_default(),
        Choice::Character(i) => ch(i, p),
        Choice::Card(card) => match kind {
            DecisionKind::Redraw => format!("Redraw {card}"),
            _ => card.name().to_string(),
        },
        Choice::Target(t) => match t {
            Target::None => "No target".into(),
            Target::Own(i) => format!("Your {}", ch(i, p)),
            Target::Opponent(i) => format!("Opponent's {}", ch(i, p.other())),
            Target::Summon(i) => format!("Your summon {}", i + 1),
            Target::Support(i) => format!("Replace your support {}", i + 1),
            Target::Pair(a, b) => format!("From your {} to your {}", ch(a, p), ch(b, p)),
        },
        Choice::Die(d) => match kind {
            DecisionKind::Reroll => format!("Reroll a {d} die"),
            _ => format!("A {d} die"),
        },
        Choice::Offered(i) => state
            .pending_offer()
            .and_then(|o| o.items().get(i as usize).copied())
            .map_or_else(|| "?".into(), |o| format!("Choose {}", o.name())),
        Choice::AutoPay => "Pay automatically".into(),
        Choice::Done => match kind {
            DecisionKind::Reroll => "Reroll the chosen dice (none: keep all)".into(),
            DecisionKind::Redraw => "Redraw the chosen cards (none: keep all)".into(),
            _ => "Done".into(),
        },
    }
}

/// One option, with what follows it.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct OptionNode {
    /// The token to send.
    pub choice: String,
    /// The option in words.
    pub label: String,
    /// The options after this one, when known ahead (choices up to the payment).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next: Option<Vec<OptionNode>>,
    /// This option leads to paying dice.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pay: Option<Payment>,
    /// More choices follow that are not listed ahead (a redraw or reroll selection): ask
    /// with an `options` message.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub open: bool,
}

/// A payment in progress.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Payment {
    /// Dice the whole payment takes.
    pub dice: u32,
    /// The dice chosen so far.
    pub chosen: Vec<&'static str>,
    /// The whole payment the automatic selection makes (with the dice chosen so far).
    pub auto: Vec<&'static str>,
    /// Faces one more die may have (each keeps an exact payment possible).
    pub faces: Vec<&'static str>,
}

/// The payment of a builder at the payment stage.
fn payment(state: &GameState, b: &ActionBuilder, options: &[Choice]) -> Payment {
    let mut auto_b = *b;
    let auto = match auto_b.choose(state, Choice::AutoPay) {
        Ok(Some(a)) => a.paid().unwrap_or_default(),
        _ => Default::default(),
    };
    Payment {
        dice: auto.total(),
        chosen: dice_list(&b.chosen_dice()),
        auto: dice_list(&auto),
        faces: options
            .iter()
            .filter_map(|c| match c {
                Choice::Die(d) => Some(die_name(*d)),
                _ => None,
            })
            .collect(),
    }
}

/// The options of builder `b`, with look-ahead up to the payment.
pub fn options(state: &GameState, b: &ActionBuilder, kind: DecisionKind) -> Vec<OptionNode> {
    let p = b.player();
    let selecting = b.stage() == 7;
    b.options(state)
        .into_iter()
        .filter_map(|c| {
            let mut nb = *b;
            let mut node = OptionNode {
                choice: token(&c),
                label: label(state, p, &c, kind),
                next: None,
                pay: None,
                open: false,
            };
            match nb.choose(state, c) {
                Ok(Some(_)) => {}
                Ok(None) if selecting || nb.stage() == 7 => node.open = true,
                Ok(None) if nb.stage() == 5 => {
                    node.pay = Some(payment(state, &nb, &nb.options(state)));
                }
                Ok(None) => node.next = Some(options(state, &nb, kind)),
                Err(_) => return None,
            }
            Some(node)
        })
        .collect()
}

/// Where a path of choices leads.
pub struct Walk {
    /// The builder after the choices.
    pub builder: ActionBuilder,
    /// The complete action, if the path makes one.
    pub action: Option<Action>,
}

/// Replays `path` through a fresh builder for `p`'s decision. Refuses a path with a
/// choice that is not offered, or with choices after the action is complete.
pub fn walk(state: &GameState, p: Player, path: &[String]) -> Result<Walk, String> {
    if path.len() > MAX_PATH {
        return Err(format!("a path holds at most {MAX_PATH} choices"));
    }
    let mut builder =
        ActionBuilder::new(state, p).ok_or_else(|| format!("{p} has no decision to make now"))?;
    let mut opts = builder.options(state);
    for (i, t) in path.iter().enumerate() {
        let c = parse_token(t)?;
        match builder.choose_into(state, &mut opts, c) {
            Ok(Some(a)) if i + 1 == path.len() => {
                return Ok(Walk {
                    builder,
                    action: Some(a),
                })
            }
            Ok(Some(_)) => {
                return Err("the choices make a whole action before the path ends".into())
            }
            Ok(None) => {}
            Err(_) => {
                return Err(format!(
                    "choice {:?} (number {} of the path) is not offered",
                    truncate(t, 40),
                    i + 1
                ))
            }
        }
    }
    Ok(Walk {
        builder,
        action: None,
    })
}

/// What the client is told about one of its decisions.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct DecisionMsg {
    /// The deciding seat (1 or 2).
    pub seat: u8,
    /// "action", "redraw", "choose_active", "reroll", "death_swap", "select".
    pub kind: &'static str,
    /// The first choices, with look-ahead.
    pub options: Vec<OptionNode>,
    /// Every legal action, dice paid automatically, in the action notation (for `act`).
    pub legal: Vec<String>,
}

/// The decision of `p`, if they have one.
pub fn decision(state: &GameState, p: Player) -> Option<DecisionMsg> {
    let kind = state.decision_of(p)?;
    let b = ActionBuilder::new(state, p)?;
    let mut legal = Vec::new();
    state.legal_actions_into(&mut legal);
    Some(DecisionMsg {
        seat: crate::board::seat_number(p),
        kind: kind.name(),
        options: options(state, &b, kind),
        legal: legal
            .iter()
            .filter(|a| a.player() == p)
            .map(|a| format_action(state, a))
            .collect(),
    })
}

/// The answer to an `options` request.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct OptionsMsg {
    /// The deciding seat.
    pub seat: u8,
    /// The path asked about.
    pub path: Vec<String>,
    /// The path makes a whole action (send it with `choose`).
    pub complete: bool,
    /// That action in the notation.
    pub action: Option<String>,
    /// The options after the path.
    pub options: Vec<OptionNode>,
    /// The payment in progress, at the payment stage.
    pub pay: Option<Payment>,
    /// Dice chosen to reroll so far.
    pub chosen_dice: Vec<&'static str>,
    /// Hand positions chosen to redraw so far.
    pub chosen_cards: Vec<u8>,
}

/// The options after `path` for `p`.
pub fn options_after(state: &GameState, p: Player, path: &[String]) -> Result<OptionsMsg, String> {
    let w = walk(state, p, path)?;
    let kind = state.decision_of(p).unwrap_or(DecisionKind::Action);
    let seat = crate::board::seat_number(p);
    if let Some(a) = w.action {
        return Ok(OptionsMsg {
            seat,
            path: path.to_vec(),
            complete: true,
            action: Some(format_action(state, &a)),
            options: Vec::new(),
            pay: None,
            chosen_dice: Vec::new(),
            chosen_cards: Vec::new(),
        });
    }
    let b = &w.builder;
    let pay = (b.stage() == 5).then(|| payment(state, b, &b.options(state)));
    // Hand positions of the cards chosen so far for a redraw (the first unchosen copy of
    // each, as the generator takes them).
    let mut chosen_cards = Vec::new();
    if kind == DecisionKind::Redraw {
        let hand = state.player(p).hand;
        for t in path {
            if let Ok(Choice::Card(c)) = parse_token(t) {
                if let Some(i) =
                    (0..hand.len()).find(|&i| hand[i] == c && !chosen_cards.contains(&(i as u8)))
                {
                    chosen_cards.push(i as u8);
                }
            }
        }
    }
    Ok(OptionsMsg {
        seat,
        path: path.to_vec(),
        complete: false,
        action: None,
        options: options(state, b, kind),
        pay,
        chosen_dice: if kind == DecisionKind::Reroll {
            dice_list(&b.chosen_dice())
        } else {
            Vec::new()
        },
        chosen_cards,
    })
}
