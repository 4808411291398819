"""Entities as the reference stores them, for placing in positions.

The reference's state JSON keeps each entity's variables, hidden ones included (a
per-round counter, Parametric Transformer's "hasProgress", ...), and its loader needs them
all. Their names and starting values are learned from the reference itself, never from its
code: a short harvest plays, in the reference alone, two small positions per implemented
character (that character active with full energy, its talent and random implemented cards
in hand, the opponent's round ended; first without auras, so that what a skill makes is seen
as it is made, then with an aura on the opponent, for reactions) and records every entity
the first time it is seen, with where it was (a status on which character, a combat status,
summon or support) and whether the character whose kit defines it was on that side. Fixed
seeds: the catalogue, and so every position built from it, is the same for the same
implemented content.
"""
from __future__ import annotations

import copy
import hashlib
import json
import os
import random

import ref
from gitcg import ActionResponse, ChooseActiveResponse, Player, RerollDiceResponse
from gitcg import SelectCardResponse, SwitchHandsResponse

HARVEST_STEPS = 10
CATALOGUE_FORMAT = 3  # bump when the entries or the harvest change
PER_ROUND = "usagePerRound"


def is_equipment(did: int) -> bool:
    """Weapons (311xxx), artifacts (312xxx) and talents (2xxxxx)."""
    return 311000 <= did < 313000 or 200000 <= did < 300000


def kit_character(did: int) -> int | None:
    """The character whose kit defines an entity (ids 1CCCCk), or None."""
    return (did // 10) % 10000 if 100000 <= did < 200000 else None
ZONES = ("status", "combat", "summon", "support")


class Catalogue:
    """Entity snapshots by zone: `entries[zone][definition id]` is one entry:
    `{"snap": entity JSON, "on": the character definition it was on (statuses),
    "with_owner": whether the character whose kit defines it was on its side}`."""

    def __init__(self, entries=None):
        self.entries = entries or {z: {} for z in ZONES}

    # -------------------------------------------------------------- recording
    def observe(self, tree):
        """Records every entity of `tree` not seen before."""
        for p in tree["players"]:
            team = [c["definition"]["id"] for c in p["characters"]]
            for c in p["characters"]:
                for e in c["entities"]:
                    self._add("status", e, team, on=c["definition"]["id"])
            for zone, key in (("combat", "combatStatuses"), ("summon", "summons"), ("support", "supports")):
                for e in p[key]:
                    self._add(zone, e, team, on=None)

    def _add(self, zone, e, team, on):
        did = str(e["definition"]["id"])
        if did in self.entries[zone]:
            # a per-round allowance is kept at the most seen (its value at the round's start)
            v, old = e.get("variables", {}), self.entries[zone][did]["snap"].setdefault("variables", {})
            for name, value in v.items():
                if name.startswith(PER_ROUND) and isinstance(value, int) and value > old.get(name, -1):
                    old[name] = value
            return
        snap = {k: v for k, v in e.items() if k != "id"}
        owner = kit_character(int(did))
        self.entries[zone][did] = {"snap": snap, "on": on, "with_owner": owner in team}

    # -------------------------------------------------------------- placing
    def choices(self, zone, team: list[int], opponents: list[int], char: int | None = None):
        """Definitions of `zone` that may be placed on a side with characters `team` against
        `opponents` (statuses: on character `char`), where the harvest saw them: an entity of
        a character's kit (its id 1CCCCk) needs that character on the side it was seen on
        (or facing it: Riptide); a character's own status (Ranged Stance, Fiery Rebirth)
        and equipment stay on a character like the one they were seen on."""
        out = []
        for did, en in sorted(self.entries[zone].items(), key=lambda kv: int(kv[0])):
            d = int(did)
            owner = kit_character(d)
            if zone == "status" and (is_equipment(d) or owner == en["on"]) and en["on"] != char:
                continue
            if owner is not None and owner not in (team if en["with_owner"] else opponents):
                continue
            out.append(d)
        return out

    def make(self, zone, did: int, new_id: int, rng: random.Random, usage_vars: dict):
        """A fresh copy of an entity with a new runtime id and random usages / duration
        (between 1 and the harvested values)."""
        e = copy.deepcopy(self.entries[zone][str(did)]["snap"])
        e["id"] = new_id
        v = e.setdefault("variables", {})
        names = usage_vars.get(str(did), ["usage", "shield"])
        for n in names:
            if isinstance(v.get(n), int) and v[n] > 1:
                v[n] = rng.randint(1, v[n])
                break
        if isinstance(v.get("duration"), int) and 1 < v["duration"] < 100:
            v["duration"] = rng.randint(1, v["duration"])
        return e

    # -------------------------------------------------------------- storing
    def to_json(self):
        return json.dumps(self.entries, sort_keys=True)

    @staticmethod
    def from_json(text):
        return Catalogue(json.loads(text))


class HarvestPlayer(Player):
    """Plays random valid actions in the reference alone, skills and cards first, and
    records the entities of each state it sees."""

    def __init__(self, harvest: "Harvest", who: int):
        self.h, self.who = harvest, who

    def on_io_error(self, msg):
        self.h.errors.append(msg)

    def on_choose_active(self, r):
        self.h.look()
        return ChooseActiveResponse(active_character_id=r.candidate_ids[0])

    def on_reroll_dice(self, r):
        return RerollDiceResponse()

    def on_select_card(self, r):
        return SelectCardResponse(selected_definition_id=r.candidate_definition_ids[0])

    def on_switch_hands(self, r):
        return SwitchHandsResponse()

    def on_action(self, r):
        self.h.look()
        valid = [(i, a) for i, a in enumerate(r.action) if a.validity == ref.VALID]
        self.h.steps += 1
        if self.h.steps > self.h.max_steps or self.who != 0:
            for i, a in valid:
                if a.HasField("declare_end"):
                    return ActionResponse(chosen_action_index=i, used_dice=list(a.auto_selected_dice))
        rng = self.h.rng
        fresh = [(i, a) for i, a in valid if self.h.key(a) not in self.h.done]
        pool = [x for x in fresh if x[1].HasField("use_skill") or x[1].HasField("play_card")]
        pool = pool or [x for x in valid if not x[1].HasField("declare_end")
                        and not x[1].HasField("elemental_tuning")] or valid
        i, a = rng.choice(pool)
        self.h.done.add(self.h.key(a))
        return ActionResponse(chosen_action_index=i, used_dice=list(a.auto_selected_dice))


class Harvest:
    def __init__(self, cat: Catalogue, rng: random.Random, steps: int):
        self.cat, self.rng, self.max_steps = cat, rng, steps
        self.game = None
        self.steps = 0
        self.done: set = set()
        self.errors: list[str] = []

    def key(self, a):
        if a.HasField("use_skill"):
            return ("skill", a.use_skill.skill_definition_id)
        if a.HasField("play_card"):
            return ("card", a.play_card.card_definition_id)
        return ("other",)

    def tree(self):
        st = self.game.state()
        _, tree = ref.decode(st.json())
        return tree

    def look(self):
        self.cat.observe(self.tree())

    def run(self, game):
        self.game = game
        for w in (0, 1):
            game.set_player(w, HarvestPlayer(self, w))
        game.start()
        while game.is_running() and self.steps <= self.max_steps + 4:
            game.step()


def harvest(pipe, chars: list[int], talents: dict, seed: int = 424242) -> Catalogue:
    """Plays the harvest positions in the reference: for each implemented character, one
    without auras (what a skill makes, as it is made: a Large Wind Spirit not yet converted
    by a Swirl), then one with an aura on the opponent (reactions); the first sighting of an
    entity is kept."""
    cat = Catalogue()
    rng = random.Random(seed)
    for auras in (False, True):
        for x in chars:
            harvest_one(pipe, cat, rng, x, chars, talents, auras)
    return cat


def harvest_one(pipe, cat, rng, x, chars, talents, auras):
    """One harvest position: character `x` active with full energy, its talent in hand, the
    opponent's round ended (with an aura on its active character if `auras`)."""
    from positions import start_position  # noqa: PLC0415 (circular at import time)
    others = [c for c in chars if c != x]
    team = [x] + rng.sample(others, 2)
    opp = rng.sample(others, 3)
    decks = []
    for t in (team, opp):
        pool = pipe.call("pool", characters=t, version=ref.VERSION[1:])["pool"]
        pool = [c for c in pool if not 330000 <= c < 331000]  # no Arcane Legends
        cards = [rng.choice(pool) for _ in range(30)] if pool else []
        decks.append({"characters": t, "cards": cards})
    talent = talents.get(x)
    if talent is not None and talent in pipe.call("pool", characters=team, version=ref.VERSION[1:])["pool"]:
        decks[0]["cards"][0] = talent
    meta, tree = start_position(decks, rng.randrange(1 << 31))
    p, o = tree["players"]
    for c in p["characters"]:
        c["variables"]["energy"] = c["variables"]["maxEnergy"]
    p["activeCharacterId"] = p["characters"][0]["id"]
    p["hands"], p["pile"] = (p["hands"] + p["pile"])[:8], (p["hands"] + p["pile"])[8:]
    oc = next(c for c in o["characters"] if c["id"] == o["activeCharacterId"])
    oc["variables"]["aura"] = rng.choice([1, 2, 3, 4, 7]) if auras else 0
    o["declaredEnd"] = True
    p["declaredEnd"] = False
    tree["currentTurn"] = 0
    game = ref.Game(state=ref.State(json=ref.encode(meta, tree)))
    game.set_attr(ref.ll.ATTR_PLAYER_ALWAYS_OMNI_0, 1)
    game.set_attr(ref.ll.ATTR_PLAYER_ALWAYS_OMNI_1, 1)
    Harvest(cat, rng, HARVEST_STEPS if auras else HARVEST_STEPS // 2).run(game)


def load_or_harvest(pipe, cache_dir: str, chars, cards, talents) -> Catalogue:
    """The catalogue of the implemented content, harvested once and cached in `cache_dir`
    (keyed by the implemented characters and cards and the reference's version)."""
    content = json.dumps([CATALOGUE_FORMAT, ref.ll.version(), ref.VERSION, HARVEST_STEPS, sorted(chars), sorted(cards)])
    key = hashlib.sha256(content.encode()).hexdigest()[:16]
    path = os.path.join(cache_dir, f"catalogue-{key}.json")
    if os.path.exists(path):
        with open(path) as f:
            return Catalogue.from_json(f.read())
    cat = harvest(pipe, chars, talents)
    os.makedirs(cache_dir, exist_ok=True)
    with open(path, "w") as f:
        f.write(cat.to_json())
    return cat
