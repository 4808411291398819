//! Plunging Strike (Event, 3 same, Combat Action): "Switch to the target character. That
//! character then uses a Normal Attack." The target is a character on standby that can use
//! skills (as the reference); switched in, its Normal Attack is a Plunging Attack.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::PlungingStrike, &CARD)];

static CARD: CardDef = CardDef::on_character(play).when(|state, player, target| match target {
    Target::Own(c) => {
        state.active(player) != c as usize
            && !state.skills_blocked(player, c as usize)
            && normal_attack(state, player, c).is_some()
    }
    _ => false,
});

/// The position of the Normal Attack in the character's skill list.
fn normal_attack(state: &GameState, player: Player, c: u8) -> Option<u8> {
    state
        .character_facts(player, c as usize)
        .skills
        .iter()
        .position(|s| s.kind == SkillKind::Normal)
        .map(|i| i as u8)
}

fn play(cx: &mut CardCx) {
    let Some(c) = cx.target_character() else {
        return;
    };
    let Some(skill) = normal_attack(cx.state, cx.player, c) else {
        return;
    };
    cx.switch_to(c);
    cx.use_skill(c, skill);
}
