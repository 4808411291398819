//! Sweet Madame (Food): "Heal the target character for 1 HP."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::SweetMadame,
    &CardDef::on_character(|cx| cx.heal_target(1)),
)];
