#!/usr/bin/env python3
"""Generate crates/invokation/src/facts/generated.rs from the gidb reference data.

usage (from the repository root):
  python3 tools/gen_facts.py                      # reads ../shared/data/gidb, writes the file
  python3 tools/gen_facts.py DATA_DIR [-o OUT]    # other data folder / output file
  python3 tools/gen_facts.py --check              # exit 1 if the committed file is stale

The data folder holds one subfolder per game version (3.3.0 ... 6.5.0), each with
characters.json, action_cards.json and entities.json. The output is committed, so building
the crate never needs the data. Same input gives a byte-identical file.

Every card of every version becomes one table entry. Walking the versions in order, a new
variant is emitted only when a card's facts differ from those of the previous version that
had it. Unknown character tags, card/entity/skill types, cost kinds and damage elements
abort the run, so that new data gets noticed; action-card tags without a bit are ignored
and listed in the header of the generated file.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

REPO = Path(__file__).resolve().parent.parent
DEFAULT_DATA = REPO.parent / "shared" / "data" / "gidb"
DEFAULT_OUT = REPO / "crates" / "invokation" / "src" / "facts" / "generated.rs"

ELEMENTS = ["CRYO", "HYDRO", "PYRO", "ELECTRO", "ANEMO", "GEO", "DENDRO"]

WEAPONS = {
    "GCG_TAG_WEAPON_NONE": "None",
    "GCG_TAG_WEAPON_SWORD": "Sword",
    "GCG_TAG_WEAPON_CLAYMORE": "Claymore",
    "GCG_TAG_WEAPON_POLE": "Polearm",
    "GCG_TAG_WEAPON_CATALYST": "Catalyst",
    "GCG_TAG_WEAPON_BOW": "Bow",
}

CHARACTER_TAGS = {
    "GCG_TAG_NATION_MONDSTADT": "MONDSTADT",
    "GCG_TAG_NATION_LIYUE": "LIYUE",
    "GCG_TAG_NATION_INAZUMA": "INAZUMA",
    "GCG_TAG_NATION_SUMERU": "SUMERU",
    "GCG_TAG_NATION_FONTAINE": "FONTAINE",
    "GCG_TAG_NATION_NATLAN": "NATLAN",
    "GCG_TAG_NATION_SNEZHNAYA": "SNEZHNAYA",
    "GCG_TAG_NATION_NODKRAI": "NODKRAI",
    "GCG_TAG_NATION_COSMIC_CALAMITY": "COSMIC_CALAMITY",
    "GCG_TAG_CAMP_FATUI": "FATUI",
    "GCG_TAG_CAMP_HILICHURL": "HILICHURL",
    "GCG_TAG_CAMP_MONSTER": "MONSTER",
    "GCG_TAG_CAMP_EREMITE": "EREMITE",
    "GCG_TAG_CAMP_SACREAD": "SACRED",
    "GCG_TAG_ARKHE_PNEUMA": "PNEUMA",
    "GCG_TAG_ARKHE_OUSIA": "OUSIA",
}

CARD_TAGS = {
    "GCG_TAG_TALENT": "TALENT",
    "GCG_TAG_SLOWLY": "COMBAT_ACTION",
    "GCG_TAG_FOOD": "FOOD",
    "GCG_TAG_WEAPON": "WEAPON",
    "GCG_TAG_ARTIFACT": "ARTIFACT",
    "GCG_TAG_ALLY": "COMPANION",
    "GCG_TAG_PLACE": "LOCATION",
    "GCG_TAG_ITEM": "ITEM",
    "GCG_TAG_RESONANCE": "RESONANCE",
    "GCG_TAG_LEGEND": "LEGEND",
    "GCG_TAG_VEHICLE": "TECHNIQUE",
    "GCG_TAG_NON_DISCOVERABLE": "NON_DISCOVERABLE",
    "GCG_TAG_WEAPON_SWORD": "SWORD",
    "GCG_TAG_WEAPON_CLAYMORE": "CLAYMORE",
    "GCG_TAG_WEAPON_POLE": "POLEARM",
    "GCG_TAG_WEAPON_CATALYST": "CATALYST",
    "GCG_TAG_WEAPON_BOW": "BOW",
    "GCG_TAG_NATION_SIMULANKA": "SIMULANKA",
    "GCG_TAG_ADVENTURE_PLACE": "ADVENTURE_PLACE",
    "GCG_TAG_CARD_BLESSING": "BLESSING",
}

SKILL_KINDS = {
    "GCG_SKILL_TAG_A": "Normal",
    "GCG_SKILL_TAG_E": "Elemental",
    "GCG_SKILL_TAG_Q": "Burst",
    "GCG_SKILL_TAG_PASSIVE": "Passive",
    "GCG_SKILL_TAG_NONE": "Other",
}

CARD_KINDS = {
    "GCG_CARD_EVENT": "Event",
    "GCG_CARD_MODIFY": "Equipment",
    "GCG_CARD_ASSIST": "Support",
}

ENTITY_KINDS = {
    "GCG_CARD_STATE": "Status",
    "GCG_CARD_ONSTAGE": "CombatStatus",
    "GCG_CARD_SUMMON": "Summon",
    "GCG_CARD_ASSIST": "Support",
    "GCG_CARD_MODIFY": "Equipment",
    "GCG_CARD_ATTACHMENT": "Attachment",
}

# Rust expressions of type Option<DamageType>, by D__KEY__ELEMENT value.
DAMAGE_TYPES = {"GCG_ELEMENT_PHYSIC": "PHYSICAL", "GCG_ELEMENT_PIERCE": "PIERCING"}
DAMAGE_TYPES.update({f"GCG_ELEMENT_{e}": f"D_{e}" for e in ELEMENTS})


class DataError(Exception):
    """The data holds something this generator does not know how to map."""


# --------------------------------------------------------------------------- facts


@dataclass(frozen=True)
class Cost:
    element: Optional[str] = None  # one of ELEMENTS
    matching: int = 0
    same: int = 0
    unaligned: int = 0
    energy: int = 0
    special_energy: int = 0
    legend: bool = False


@dataclass(frozen=True)
class Skill:
    id: int
    name: str
    kind: str
    cost: Cost
    damage: int
    damage_type: Optional[str]  # Rust const name
    hidden: bool


@dataclass(frozen=True)
class Character:
    id: int
    share_id: Optional[int]
    name: str
    element: Optional[str]
    weapon: str
    tags: tuple[str, ...]
    hp: int
    max_energy: int
    skills: tuple[Skill, ...]
    obtainable: bool


@dataclass(frozen=True)
class Card:
    id: int
    share_id: Optional[int]
    name: str
    kind: str
    tags: tuple[str, ...]
    cost: Cost
    character: Optional[int]  # official character id
    resonance: Optional[str]
    requires: tuple[str, ...]  # character tags two characters of the deck must have
    obtainable: bool


@dataclass(frozen=True)
class Entity:
    id: int
    name: str
    kind: str
    usage: Optional[int]
    duration: Optional[int]
    max_usage: Optional[int]
    shield: Optional[int]
    skill_cost: Optional["Cost"]  # cost of its own skill (Techniques), if it has one


def check_u8(value: int, what: str) -> int:
    if not isinstance(value, int) or not 0 <= value <= 255:
        raise DataError(f"{what}: {value!r} does not fit in u8")
    return value


def share_id(raw: dict) -> Optional[int]:
    value = raw.get("shareId")
    if not value:
        return None
    if not 0 < value <= 0xFFFF:
        raise DataError(f"{raw['id']}: share id {value} does not fit in u16")
    return value


def parse_cost(items: list, what: str) -> Cost:
    fields: dict = {}
    for item in items:
        kind, count = item["type"], check_u8(item["count"], what)
        if kind.startswith("GCG_COST_DICE_") and kind[len("GCG_COST_DICE_"):] in ELEMENTS:
            if "element" in fields:
                raise DataError(f"{what}: cost with two elements: {items}")
            fields["element"] = kind[len("GCG_COST_DICE_"):]
            fields["matching"] = count
        elif kind == "GCG_COST_DICE_VOID":
            fields["unaligned"] = count
        elif kind == "GCG_COST_DICE_SAME":
            fields["same"] = count
        elif kind == "GCG_COST_ENERGY":
            fields["energy"] = count
        elif kind in ("GCG_COST_SPECIAL_ENERGY", "GCG_COST_SKIRK_SPECIAL_ENERGY"):
            fields["special_energy"] = count
        elif kind == "GCG_COST_LEGEND":
            fields["legend"] = True
        else:
            raise DataError(f"{what}: unknown cost kind {kind}")
    return Cost(**fields)


def parse_skill(raw: dict, owner: int) -> Skill:
    what = f"skill {raw['id']} of {owner}"
    if raw["type"] not in SKILL_KINDS:
        raise DataError(f"{what}: unknown skill type {raw['type']}")
    key_map = raw.get("keyMap") or {}
    element = key_map.get("D__KEY__ELEMENT")
    if element is not None and element not in DAMAGE_TYPES:
        raise DataError(f"{what}: unknown damage element {element}")
    return Skill(
        id=raw["id"],
        name=raw.get("englishName") or "",
        kind=SKILL_KINDS[raw["type"]],
        cost=parse_cost(raw["playCost"], what),
        damage=check_u8(key_map.get("D__KEY__DAMAGE", 0), what),
        damage_type=DAMAGE_TYPES.get(element) if element else None,
        hidden=bool(raw["hidden"]),
    )


def parse_character(raw: dict) -> Character:
    what = f"character {raw['id']}"
    element, weapon, tags = None, "None", []
    for t in raw["tags"]:
        if t.startswith("GCG_TAG_ELEMENT_") and t[len("GCG_TAG_ELEMENT_"):] in ELEMENTS:
            if element is not None:
                raise DataError(f"{what}: two elements")
            element = t[len("GCG_TAG_ELEMENT_"):]
        elif t in WEAPONS:
            weapon = WEAPONS[t]
        elif t in CHARACTER_TAGS:
            tags.append(CHARACTER_TAGS[t])
        else:
            raise DataError(f"{what}: unknown tag {t}")
    return Character(
        id=raw["id"],
        share_id=share_id(raw),
        name=raw["englishName"],
        element=element,
        weapon=weapon,
        tags=tuple(sorted(set(tags), key=list(CHARACTER_TAGS.values()).index)),
        hp=check_u8(raw["hp"], what),
        max_energy=check_u8(raw["maxEnergy"], what),
        skills=tuple(parse_skill(s, raw["id"]) for s in raw["skills"]),
        obtainable=bool(raw["obtainable"]),
    )


def parse_card(raw: dict, ignored_tags: Counter) -> Card:
    what = f"action card {raw['id']}"
    if raw["type"] not in CARD_KINDS:
        raise DataError(f"{what}: unknown card type {raw['type']}")
    tags = []
    for t in raw["tags"]:
        if t in CARD_TAGS:
            tags.append(CARD_TAGS[t])
        else:
            ignored_tags[t] += 1
    resonance = None
    if "GCG_TAG_RESONANCE" in raw["tags"]:
        elements = {
            t[len("GCG_TAG_ELEMENT_"):]
            for t in raw.get("relatedCharacterTags") or []
            if t.startswith("GCG_TAG_ELEMENT_")
        }
        if len(elements) > 1:
            raise DataError(f"{what}: resonance of several elements {elements}")
        if elements:
            resonance = elements.pop()
            if resonance not in ELEMENTS:
                raise DataError(f"{what}: unknown element {resonance}")
    # Nation or camp deck requirements ("needs two Mondstadt characters").
    requires = set()
    for t in raw.get("relatedCharacterTags") or []:
        if t.startswith("GCG_TAG_ELEMENT_"):
            continue
        if t not in CHARACTER_TAGS:
            raise DataError(f"{what}: unknown required character tag {t}")
        requires.add(CHARACTER_TAGS[t])
    return Card(
        id=raw["id"],
        share_id=share_id(raw),
        name=raw["englishName"],
        kind=CARD_KINDS[raw["type"]],
        tags=tuple(sorted(set(tags), key=list(CARD_TAGS.values()).index)),
        cost=parse_cost(raw["playCost"], what),
        character=raw.get("relatedCharacterId"),
        resonance=resonance,
        requires=tuple(sorted(requires, key=list(CHARACTER_TAGS.values()).index)),
        obtainable=bool(raw["obtainable"]),
    )


USAGE_RE = re.compile(r"可用次数[：:]\s*(\d+)")
DURATION_RE = re.compile(r"持续回合[：:]\s*(\d+)")
PAREN_RE = re.compile(r"[（(]([^（()）]*)[）)]")
STACK_TO_RE = re.compile(r"叠加[到至]\+?(\d+)")
SHIELD_RE = re.compile(r"提供(\d+)点<?护盾")


def last_number(pattern: re.Pattern, text: str) -> Optional[int]:
    found = pattern.findall(text)
    return int(found[-1]) if found else None


def max_usage_of(text: str) -> Optional[int]:
    """N of "（可叠加，最多叠加到N次）" and similar parentheses about stacking."""
    for inner in PAREN_RE.findall(text):
        if "叠加" not in inner or "不可叠加" in inner:
            continue
        found = STACK_TO_RE.search(inner)
        if found:
            return int(found.group(1))
    return None


def parse_entity(raw: dict) -> Entity:
    what = f"entity {raw['id']}"
    if raw["type"] not in ENTITY_KINDS:
        raise DataError(f"{what}: unknown entity type {raw['type']}")
    text = raw.get("description") or ""
    shield = SHIELD_RE.search(text)

    def u8(value: Optional[int]) -> Optional[int]:
        return None if value is None else check_u8(value, what)

    return Entity(
        id=raw["id"],
        name=raw["englishName"],
        kind=ENTITY_KINDS[raw["type"]],
        usage=u8(last_number(USAGE_RE, text)),
        duration=u8(last_number(DURATION_RE, text)),
        max_usage=u8(max_usage_of(text)),
        shield=u8(int(shield.group(1)) if shield else None),
        skill_cost=next(
            (
                parse_cost(sk.get("playCost") or [], f"{what} skill {sk.get('id')}")
                for sk in raw.get("skills") or []
                if sk.get("englishName")
            ),
            None,
        ),
    )


# --------------------------------------------------------------------------- history


@dataclass
class Entry:
    id: int
    name: str  # newest English name
    since: int  # version index
    until: Optional[int]
    variants: list  # [(version index, facts)]
    gaps: list  # version indices missing between since and the last presence
    ident: str = ""


def version_key(name: str) -> tuple:
    return tuple(int(x) for x in name.split("."))


def find_versions(data: Path) -> list[str]:
    versions = [
        p.name for p in data.iterdir() if p.is_dir() and re.fullmatch(r"\d+(\.\d+)*", p.name)
    ]
    if not versions:
        raise DataError(f"no version folders in {data}")
    return sorted(versions, key=version_key)


def load(data: Path, version: str, kind: str) -> list:
    doc = json.loads((data / version / f"{kind}.json").read_text(encoding="utf-8"))
    if not doc.get("success", True):
        raise DataError(f"{version}/{kind}.json: success is false")
    return doc["data"]


def build_entries(per_version: list[list], parse: Callable, last: int) -> list[Entry]:
    """Entries by official id from each version's list of raw records."""
    entries: dict[int, Entry] = {}
    for index, records in enumerate(per_version):
        seen = set()
        for raw in records:
            if raw["id"] in seen:
                raise DataError(f"duplicate id {raw['id']} in version {index}")
            seen.add(raw["id"])
            facts = parse(raw)
            entry = entries.get(raw["id"])
            if entry is None:
                entries[raw["id"]] = Entry(
                    raw["id"], raw["englishName"], index, None, [(index, facts)], []
                )
                continue
            entry.name = raw["englishName"]
            if entry.variants[-1][1] != facts:
                entry.variants.append((index, facts))
        for entry in entries.values():
            if entry.id not in seen:
                entry.gaps.append(index)
    result = []
    for entry in sorted(entries.values(), key=lambda e: e.id):
        # A card missing from the newest versions is gone; a hole in the middle is
        # remembered and reported (Entry cannot express it; the older facts stay).
        trailing = list(entry.gaps)
        tail: list[int] = []
        while trailing and trailing[-1] == last - len(tail):
            tail.insert(0, trailing.pop())
        entry.until = tail[0] if tail else None
        entry.gaps = trailing
        result.append(entry)
    return result


# --------------------------------------------------------------------------- names


def ident_base(name: str) -> str:
    """CamelCase Rust identifier of an English name ("" when nothing is left)."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    ascii_name = ascii_name.replace("'", "").replace("\u2019", "")
    words = re.split(r"[^A-Za-z0-9]+", ascii_name)
    ident = "".join(w[:1].upper() + w[1:] for w in words if w)
    if ident[:1].isdigit():
        ident = "N" + ident
    if ident == "Self":
        ident = "SelfCard"
    return ident


def snake(ident: str) -> str:
    """snake_case of a CamelCase identifier (ids' `_123` suffixes kept)."""
    out = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", ident).lower()
    return out.replace("__", "_")


def upper_snake(name: str) -> str:
    """UPPER_SNAKE_CASE Rust constant name of an English name ("" when nothing is left)."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    ascii_name = ascii_name.replace("'", "").replace("\u2019", "")
    words = [w for w in re.split(r"[^A-Za-z0-9]+", ascii_name) if w]
    ident = "_".join(w.upper() for w in words)
    if ident[:1].isdigit():
        ident = "N" + ident
    return ident


def assign_idents(entries: list[Entry]) -> None:
    bases = [ident_base(e.name) for e in entries]
    counts = Counter(bases)
    for entry, base in zip(entries, bases):
        if not base:
            entry.ident = f"Unnamed_{entry.id}"
        elif counts[base] > 1:
            entry.ident = f"{base}_{entry.id}"
        else:
            entry.ident = base
    idents = Counter(e.ident for e in entries)
    clash = [i for i, n in idents.items() if n > 1]
    if clash:
        raise DataError(f"identifier clash: {clash}")


# --------------------------------------------------------------------------- rendering


def rust_str(text: str) -> str:
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{{{ord(ch):x}}}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def opt(value) -> str:
    return "None" if value is None else f"Some({value})"


def render_cost(cost: Cost) -> str:
    element = cost.element if cost.element else "None"
    if cost.special_energy or cost.legend:
        return (
            f"cx({element}, {cost.matching}, {cost.same}, {cost.unaligned}, {cost.energy}, "
            f"{cost.special_energy}, {str(cost.legend).lower()})"
        )
    if cost == Cost():
        return "FREE"
    return f"c({element}, {cost.matching}, {cost.same}, {cost.unaligned}, {cost.energy})"


def render_bits(module: str, tags: tuple) -> str:
    return " | ".join(f"{module}::{t}" for t in tags) if tags else "0"


def render_skill(s: Skill) -> str:
    return (
        f"s({s.id}, {rust_str(s.name)}, SkillKind::{s.kind}, {render_cost(s.cost)}, "
        f"{s.damage}, {s.damage_type or 'None'}, {str(s.hidden).lower()})"
    )


def version_ident(name: str) -> str:
    return "V" + name.replace(".", "_")


class Renderer:
    def __init__(self, versions: list[str], characters, cards, entities, ignored: Counter):
        self.versions = versions
        self.characters = characters
        self.cards = cards
        self.entities = entities
        self.ignored = ignored
        self.character_ident = {e.id: e.ident for e in characters}
        self.lines: list[str] = []

    def w(self, line: str = "") -> None:
        self.lines.append(line)

    def v(self, index: int) -> str:
        return version_ident(self.versions[index])

    # -- facts

    def character(self, f: Character) -> list[str]:
        """The facts as a first line ending in `&[`, then one line per skill."""
        head = (
            f"ch({f.id}, {opt(f.share_id)}, {rust_str(f.name)}, "
            f"{f.element if f.element else 'None'}, Weapon::{f.weapon}, "
            f"{render_bits('tag', f.tags)}, {f.hp}, {f.max_energy}, {str(f.obtainable).lower()}, &["
        )
        return [head] + [f"{render_skill(s)}," for s in f.skills]

    def card(self, f: Card) -> str:
        character = None
        if f.character is not None:
            if f.character not in self.character_ident:
                raise DataError(f"card {f.id}: unknown related character {f.character}")
            character = f"CharacterId::{self.character_ident[f.character]}"
        resonance = f.resonance if f.resonance else "None"
        return (
            f"cd({f.id}, {opt(f.share_id)}, {rust_str(f.name)}, CardKind::{f.kind}, "
            f"{render_bits('card_tag', f.tags)}, {render_cost(f.cost)}, {opt(character)}, "
            f"{resonance}, {render_bits('tag', f.requires)}, {str(f.obtainable).lower()})"
        )

    @staticmethod
    def entity(f: Entity) -> str:
        return (
            f"en({f.id}, {rust_str(f.name)}, EntityKind::{f.kind}, {opt(f.usage)}, "
            f"{opt(f.duration)}, {opt(f.max_usage)}, {opt(f.shield)}, "
            f"{opt(render_cost(f.skill_cost) if f.skill_cost is not None else None)})"
        )

    # -- items

    def header(self) -> None:
        w = self.w
        w("// @generated by tools/gen_facts.py from the gidb data; do not edit.")
        w(f"// Versions {self.versions[0]} to {self.versions[-1]} ({len(self.versions)}).")
        w("// Regenerate: python3 tools/gen_facts.py [DATA_DIR]")
        if self.ignored:
            w("//")
            w("// Action-card tags with no bit in `card_tag`, ignored:")
            for tag, count in sorted(self.ignored.items()):
                w(f"//   {tag} ({count} card versions)")
        w()
        w("#![allow(clippy::too_many_arguments, clippy::unreadable_literal)]")
        w()
        w("use super::*;")
        w("use Version::*;")
        w()

    def version_enum(self) -> None:
        w = self.w
        w("/// A balance version of the game: the facts of cards can change between versions.")
        w("#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]")
        w("#[repr(u8)]")
        w("pub enum Version {")
        for name in self.versions:
            w(f"    /// Version {name}.")
            w(f"    {version_ident(name)},")
        w("}")
        w()
        w("impl Version {")
        w("    /// Number of versions.")
        w(f"    pub const NUM: usize = {len(self.versions)};")
        w("    /// All versions, oldest first.")
        w("    pub const ALL: [Version; Self::NUM] = [")
        for name in self.versions:
            w(f"        Self::{version_ident(name)},")
        w("    ];")
        w("    /// The newest version.")
        w(f"    pub const LATEST: Version = Self::{version_ident(self.versions[-1])};")
        w()
        w('    /// The version number, e.g. "6.5.0".')
        w("    pub const fn name(self) -> &'static str {")
        w("        match self {")
        for name in self.versions:
            w(f'            Self::{version_ident(name)} => "{name}",')
        w("        }")
        w("    }")
        w()
        w("    /// Position in [`Version::ALL`].")
        w("    pub const fn index(self) -> usize {")
        w("        self as usize")
        w("    }")
        w("}")
        w()

    def id_enum(self, name: str, what: str, entries: list[Entry]) -> None:
        w = self.w
        suffixed = any("_" in e.ident for e in entries)
        w(f"/// {what}, in ascending official id order.")
        w("///")
        w("/// Variants are named after the English name in the newest version that has the card;")
        w("/// repeated and empty names get the official id as a suffix.")
        w("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]")
        w("#[repr(u16)]")
        if suffixed:
            w("#[allow(non_camel_case_types)]")
        w(f"pub enum {name} {{")
        for e in entries:
            label = e.name.replace("\n", " ").strip() or "(no name)"
            w(f"    /// {doc_escape(label)} (id {e.id}).")
            w(f"    {e.ident},")
        w("}")
        w()
        w(f"impl {name} {{")
        w("    /// Number of variants.")
        w(f"    pub const NUM: usize = {len(entries)};")
        w("    /// All variants, in ascending official id order.")
        w(f"    pub const ALL: [{name}; Self::NUM] = [")
        for e in entries:
            w(f"        Self::{e.ident},")
        w("    ];")
        w()
        w(f"    /// Position in [`{name}::ALL`] and in the facts table.")
        w("    pub const fn index(self) -> usize {")
        w("        self as usize")
        w("    }")
        w("}")
        w()

    def helpers(self, used: set[str]) -> None:
        """Short constructors and constants; constants only when the tables use them."""
        consts = [(e, "Option<Element>", f"Some(Element::{e.title()})") for e in ELEMENTS]
        consts += [
            ("PHYSICAL", "Option<DamageType>", "Some(DamageType::Physical)"),
            ("PIERCING", "Option<DamageType>", "Some(DamageType::Piercing)"),
        ]
        consts += [
            (f"D_{e}", "Option<DamageType>", f"Some(DamageType::Elemental(Element::{e.title()}))")
            for e in ELEMENTS
        ]
        consts.append(("FREE", "Cost", "c(None, 0, 0, 0, 0)"))
        w = self.w
        w("// Short constructors keep the tables below compact.")
        for name, ty, value in consts:
            if name in used:
                w(f"const {name}: {ty} = {value};")
        w()
        w(
            "const fn c(element: Option<Element>, matching: u8, same: u8, unaligned: u8, "
            "energy: u8) -> Cost {"
        )
        w("    cx(element, matching, same, unaligned, energy, 0, false)")
        w("}")
        w()
        w("const fn cx(")
        w("    element: Option<Element>,")
        w("    matching: u8,")
        w("    same: u8,")
        w("    unaligned: u8,")
        w("    energy: u8,")
        w("    special_energy: u8,")
        w("    legend: bool,")
        w(") -> Cost {")
        w("    Cost {")
        w("        element,")
        w("        matching,")
        w("        same,")
        w("        unaligned,")
        w("        energy,")
        w("        special_energy,")
        w("        legend,")
        w("    }")
        w("}")
        w()
        self.constructor(
            "s",
            "SkillFacts",
            [
                ("id", "u32"),
                ("name", "&'static str"),
                ("kind", "SkillKind"),
                ("cost", "Cost"),
                ("damage", "u8"),
                ("damage_type", "Option<DamageType>"),
                ("hidden", "bool"),
            ],
        )
        self.constructor(
            "ch",
            "CharacterFacts",
            [
                ("id", "u32"),
                ("share_id", "Option<u16>"),
                ("name", "&'static str"),
                ("element", "Option<Element>"),
                ("weapon", "Weapon"),
                ("tags", "u32"),
                ("hp", "u8"),
                ("max_energy", "u8"),
                ("obtainable", "bool"),
                ("skills", "&'static [SkillFacts]"),
            ],
        )
        self.constructor(
            "cd",
            "CardFacts",
            [
                ("id", "u32"),
                ("share_id", "Option<u16>"),
                ("name", "&'static str"),
                ("kind", "CardKind"),
                ("tags", "u32"),
                ("cost", "Cost"),
                ("character", "Option<CharacterId>"),
                ("resonance", "Option<Element>"),
                ("requires", "u32"),
                ("obtainable", "bool"),
            ],
        )
        self.constructor(
            "en",
            "EntityFacts",
            [
                ("id", "u32"),
                ("name", "&'static str"),
                ("kind", "EntityKind"),
                ("usage", "Option<u8>"),
                ("duration", "Option<u8>"),
                ("max_usage", "Option<u8>"),
                ("shield", "Option<u8>"),
                ("skill_cost", "Option<Cost>"),
            ],
        )
        w("const fn v<T: 'static>(since: Version, value: T) -> Versioned<T> {")
        w("    Versioned { since, value }")
        w("}")
        w()
        w("const fn e<T: 'static>(")
        w("    id: u32,")
        w("    name: &'static str,")
        w("    since: Version,")
        w("    until: Option<Version>,")
        w("    variants: &'static [Versioned<T>],")
        w(") -> Entry<T> {")
        w("    Entry {")
        w("        id,")
        w("        name,")
        w("        since,")
        w("        until,")
        w("        variants,")
        w("    }")
        w("}")
        w()

    def constructor(self, fn: str, ty: str, fields: list) -> None:
        w = self.w
        w(f"const fn {fn}(")
        for field, field_ty in fields:
            w(f"    {field}: {field_ty},")
        w(f") -> {ty} {{")
        w(f"    {ty} {{")
        for field, _ in fields:
            w(f"        {field},")
        w("    }")
        w("}")
        w()

    def entry_head(self, e: Entry) -> str:
        until = f"Some({self.v(e.until)})" if e.until is not None else "None"
        return f"e({e.id}, {rust_str(e.name)}, {self.v(e.since)}, {until}, &["

    def table(self, static: str, ty: str, id_enum: str, entries: list[Entry], render) -> None:
        w = self.w
        w(f"/// Facts of every [`{id_enum}`], in the same order.")
        w("#[rustfmt::skip]")
        w(f"pub(super) static {static}: [Entry<{ty}>; {id_enum}::NUM] = [")
        for e in entries:
            render(e)
        w("];")
        w()

    def character_entry(self, e: Entry) -> None:
        self.w("    " + self.entry_head(e))
        for since, facts in e.variants:
            head, *skills = self.character(facts)
            self.w(f"        v({self.v(since)}, {head}")
            for line in skills:
                self.w(f"            {line}")
            self.w("        ])),")
        self.w("    ]),")

    def simple_entry(self, render) -> Callable:
        def emit(e: Entry) -> None:
            items = [f"v({self.v(since)}, {render(facts)})" for since, facts in e.variants]
            if len(items) == 1:
                self.w(f"    {self.entry_head(e)}{items[0]}]),")
            else:
                self.w("    " + self.entry_head(e))
                for item in items:
                    self.w(f"        {item},")
                self.w("    ]),")

        return emit

    def skill_consts(self) -> None:
        """`skill::<character>::<SKILL>`: each skill's position in its character's list."""
        w = self.w
        w("/// Positions of skills in each character's skill list (passive and hidden ones")
        w("/// included), named after the skills, so behaviour code never writes a position.")
        w("#[allow(missing_docs)]")
        w("pub mod skill {")
        for e in self.characters:
            module = snake(e.ident)
            positions = [tuple(s.id for s in facts.skills) for _, facts in e.variants]
            newest = e.variants[-1][1].skills
            # Most skills keep their position in every version that has them (new ones are
            # added at the end), so one constant holds for every version; the few lists
            # that lost a skill are named in the module's docs.
            w(f"    /// {doc_escape(e.name)}.")
            if any(ids != positions[-1][: len(ids)] for ids in positions):
                w("    ///")
                w("    /// Positions of the newest version: an older version's list differs.")
            w(f"    pub mod {module} {{")
            names = [upper_snake(s.name) or f"SKILL_{s.id}" for s in newest]
            counts = Counter(names)
            for i, (s, name) in enumerate(zip(newest, names)):
                if counts[name] > 1:
                    name = f"{name}_{s.id}"
                w(f"        pub const {name}: u8 = {i};")
            w("    }")
        w("}")
        w()

    def tests(self) -> None:
        """A test that runs the short constructors at run time (the tables are built by
        them at compile time, where no coverage tool sees them): they build the first
        entries of the tables, each argument in its field."""
        character, card, entity = self.characters[0], self.cards[0], self.entities[0]
        (c_since, c_facts), (d_since, d_facts), (n_since, n_facts) = (
            character.variants[0],
            card.variants[0],
            entity.variants[0],
        )
        skill = c_facts.skills[0]
        head = self.character(c_facts)[0]
        assert head.endswith("&[")
        w = self.w
        w("#[cfg(test)]")
        w("mod tests {")
        w("    use super::*;")
        w()
        w("    /// The short constructors, run at run time, build the first entries of the")
        w("    /// tables, each argument in its field.")
        w("    #[test]")
        w("    #[rustfmt::skip]")
        w("    fn the_constructors_build_the_first_entries() {")
        w(
            "        let cost = "
            "Cost { matching: 1, same: 2, unaligned: 3, energy: 4, ..Cost::default() };"
        )
        w("        assert_eq!(c(None, 1, 2, 3, 4), cost);")
        w(
            "        assert_eq!(cx(None, 1, 2, 3, 4, 5, true), "
            "Cost { special_energy: 5, legend: true, ..cost });"
        )
        w()
        w("        let entry = &CHARACTERS[0];")
        w("        let facts = &entry.variants[0].value;")
        w(f"        let skill = {render_skill(skill)};")
        w("        assert_eq!(skill, facts.skills[0]);")
        w(
            "        assert_eq!((skill.id, skill.name, skill.damage), "
            f"({skill.id}, {rust_str(skill.name)}, {skill.damage}));"
        )
        w(f"        let built = {head[:-2]}facts.skills);")
        w("        assert_eq!(built, *facts);")
        w(
            "        assert_eq!((built.id, built.name, built.hp, built.max_energy), "
            f"({c_facts.id}, {rust_str(c_facts.name)}, {c_facts.hp}, {c_facts.max_energy}));"
        )
        w(f"        let variant = v({self.v(c_since)}, built);")
        w("        assert_eq!((variant.since, variant.value), (entry.variants[0].since, *facts));")
        until = f"Some({self.v(character.until)})" if character.until is not None else "None"
        w(
            f"        let built = e({character.id}, {rust_str(character.name)}, "
            f"{self.v(character.since)}, {until}, entry.variants);"
        )
        w(
            "        assert_eq!((built.id, built.name, built.since, built.until), "
            "(entry.id, entry.name, entry.since, entry.until));"
        )
        w("        assert!(std::ptr::eq(built.variants, entry.variants));")
        w()
        w(f"        let built = {self.card(d_facts)};")
        w("        assert_eq!(built, CARDS[0].variants[0].value);")
        w(f"        assert_eq!((built.id, built.name), ({d_facts.id}, {rust_str(d_facts.name)}));")
        w(f"        let built = {self.entity(n_facts)};")
        w("        assert_eq!(built, ENTITIES[0].variants[0].value);")
        w(f"        assert_eq!((built.id, built.name), ({n_facts.id}, {rust_str(n_facts.name)}));")
        w("    }")
        w("}")
        w()

    def render(self) -> str:
        self.header()
        self.version_enum()
        self.id_enum("CharacterId", "Every character card of every version", self.characters)
        self.id_enum("CardId", "Every action card of every version", self.cards)
        self.id_enum(
            "EntityId",
            "Every entity (status, summon, support, equipment, ...) of every version",
            self.entities,
        )
        self.skill_consts()
        before, self.lines = self.lines, []
        self.table(
            "CHARACTERS", "CharacterFacts", "CharacterId", self.characters, self.character_entry
        )
        self.table("CARDS", "CardFacts", "CardId", self.cards, self.simple_entry(self.card))
        self.table(
            "ENTITIES", "EntityFacts", "EntityId", self.entities, self.simple_entry(self.entity)
        )
        tables, self.lines = self.lines, before
        self.helpers(used=set(re.findall(r"\b[A-Z][A-Z_]+\b", "\n".join(tables))))
        self.lines.extend(tables)
        self.tests()
        while self.lines and not self.lines[-1]:
            self.lines.pop()
        return "\n".join(self.lines) + "\n"


def doc_escape(text: str) -> str:
    # Keep rustdoc from reading brackets or backticks in names as markup.
    return re.sub(r"([\[\]`*_<>])", r"\\\1", text)


# --------------------------------------------------------------------------- reports


def spot_check(entities: list[Entry]) -> list[str]:
    """Compare a few well-known entities with their expected newest facts."""
    by_id = {e.id: e.variants[-1][1] for e in entities}
    burning = [e.id for e in entities if e.name == "Burning Flame"]
    expected = {
        111012: {"usage": 2},
        111011: {"usage": 2},
        116021: {"shield": 2},
        116022: {"duration": 2},
        113011: {"duration": 2},
        114011: {"usage": 2},
        115011: {"usage": 3},
        112021: {"usage": 2},
        112022: {"usage": 3},
    }
    for i in burning:
        expected[i] = {"usage": 1, "max_usage": 2}
    problems = []
    for entity_id, fields in expected.items():
        facts = by_id.get(entity_id)
        if facts is None:
            problems.append(f"{entity_id}: missing")
            continue
        for field, value in fields.items():
            if getattr(facts, field) != value:
                actual = getattr(facts, field)
                problems.append(f"{entity_id} {facts.name}: {field} is {actual}, not {value}")
    return problems


def summary(versions, characters, cards, entities, out: Path, size: int) -> None:
    def variants(entries):
        return sum(len(e.variants) for e in entries)

    print(f"{len(versions)} versions {versions[0]} .. {versions[-1]}")
    for label, entries in (("characters", characters), ("cards", cards), ("entities", entities)):
        multi = sum(1 for e in entries if len(e.variants) > 1)
        gone = sum(1 for e in entries if e.until is not None)
        print(
            f"{label:10}: {len(entries):5} ids, {variants(entries):5} variants "
            f"({multi} ids with more than one), {gone} removed"
        )
        for e in entries:
            if e.gaps:
                missing = ", ".join(versions[g] for g in e.gaps)
                print(f"  note: {e.id} {e.name!r} is missing from {missing} but present around it")
    newest = [e.variants[-1][1] for e in entities]
    fields = ("usage", "duration", "max_usage", "shield")
    counts = {f: sum(1 for x in newest if getattr(x, f) is not None) for f in fields}
    print("entities (newest facts) with " + ", ".join(f"{f}: {n}" for f, n in counts.items()))
    print(f"wrote {out} ({size} bytes)")


def generate(data: Path) -> tuple[str, list, list, list, list]:
    versions = find_versions(data)
    last = len(versions) - 1
    ignored: Counter = Counter()
    characters = build_entries(
        [load(data, v, "characters") for v in versions], parse_character, last
    )
    cards = build_entries(
        [load(data, v, "action_cards") for v in versions], lambda r: parse_card(r, ignored), last
    )
    entities = build_entries([load(data, v, "entities") for v in versions], parse_entity, last)
    for entries in (characters, cards, entities):
        assign_idents(entries)
    text = Renderer(versions, characters, cards, entities, ignored).render()
    return text, versions, characters, cards, entities


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", nargs="?", type=Path, default=DEFAULT_DATA, help="gidb folder")
    parser.add_argument("-o", "--out", type=Path, default=DEFAULT_OUT, help="Rust file to write")
    parser.add_argument("--check", action="store_true", help="only check that OUT is up to date")
    args = parser.parse_args(argv)

    try:
        text, versions, characters, cards, entities = generate(args.data)
    except DataError as err:
        print(f"gen_facts: {err}", file=sys.stderr)
        return 2
    problems = spot_check(entities)
    for problem in problems:
        print(f"spot check failed: {problem}", file=sys.stderr)
    if not problems:
        print("spot checks of entity usage/duration/max_usage/shield passed")

    encoded = text.encode("utf-8")
    if args.check:
        current = args.out.read_bytes() if args.out.exists() else b""
        if current != encoded:
            print(f"{args.out} is out of date; run tools/gen_facts.py", file=sys.stderr)
            return 1
        print(f"{args.out} is up to date")
        return 1 if problems else 0
    args.out.write_bytes(encoded)
    summary(versions, characters, cards, entities, args.out, len(encoded))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
