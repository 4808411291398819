"""The reference's side of the differential tool: GI-TCG through the `gitcg` package.

Only the package's public API is used (Game, State, Player, the attributes and its state
JSON); none of its code is copied. The state JSON is read into the same plain shape as
invokation's `pipe` view, so the two can be compared field by field.
"""
from __future__ import annotations

import copy
import json

from gitcg import CreateParam, Deck, Game, State, low_level as ll  # noqa: F401 (re-exported)
from gitcg.proto import rpc_pb2

VERSION = "v6.5.0"
VALID = rpc_pb2.ACTION_VALIDITY_VALID

DICE = {1: "Cryo", 2: "Hydro", 3: "Pyro", 4: "Electro", 5: "Anemo", 6: "Geo", 7: "Dendro", 8: "Omni"}
DICE_CODE = {v: k for k, v in DICE.items()}
ELEMENTS = {1: "Cryo", 2: "Hydro", 3: "Pyro", 4: "Electro", 5: "Anemo", 6: "Geo", 7: "Dendro"}
ELEMENT_ORDER = ["Cryo", "Hydro", "Pyro", "Electro", "Anemo", "Geo", "Dendro"]
PHASES = {
    "initHands": "redraw",
    "initActives": "choose_active",
    "roll": "roll",
    "action": "action",
    "end": "end",
    "gameEnd": "game_over",
}


# ------------------------------------------------------------------ state JSON as a tree
def decode(text: str):
    """gitcg's state JSON (a store of shared values plus a log) as one plain tree."""
    doc = json.loads(text)
    store = doc["store"]
    memo = {}

    def dec(v):
        if isinstance(v, list):
            return [dec(x) for x in v]
        if isinstance(v, dict):
            if len(v) == 1 and isinstance(v.get("$"), int):
                i = v["$"]
                if i not in memo:
                    memo[i] = dec(store[i])
                return copy.deepcopy(memo[i])
            return {k: dec(x) for k, x in v.items()}
        return v

    tree = dec(doc["log"][-1]["s"])
    meta = {k: doc[k] for k in doc if k not in ("store", "log")}
    return meta, tree


def encode(meta, tree) -> str:
    """A plain tree back into state JSON that `State(json=...)` accepts."""
    doc = dict(meta)
    doc["store"] = []
    doc["log"] = [{"s": tree, "e": [], "r": True}]
    return json.dumps(doc)


def aura_elements(code: int) -> list[str]:
    """An aura code: element in the low 4 bits, a second one above (Cryo+Dendro)."""
    els = {ELEMENTS[c] for c in (code & 0xF, code >> 4) if c in ELEMENTS}
    return [e for e in ELEMENT_ORDER if e in els]


def entity_view(e: dict, usage_vars: dict) -> dict:
    did = e["definition"]["id"]
    v = e.get("variables", {})
    names = usage_vars.get(str(did), ["usage", "shield"])
    usage = 0
    for n in names:
        if n in v:
            usage = v[n]
            break
    return {"id": did, "usage": usage, "duration": v.get("duration"), "vars": v}


def view(tree: dict, usage_vars: dict) -> dict:
    """The reference's state in the shape of invokation's `pipe` view."""
    players = []
    for p in tree["players"]:
        ids = [c["id"] for c in p["characters"]]
        chars = []
        for c in p["characters"]:
            v = c["variables"]
            chars.append({
                "id": c["definition"]["id"],
                "hp": v["health"],
                "max_hp": v["maxHealth"],
                "energy": v["energy"],
                "aura": aura_elements(v["aura"]),
                "alive": bool(v["alive"]),
                "statuses": [entity_view(e, usage_vars) for e in c["entities"]],
            })
        dice = {}
        for d in p["dice"]:
            dice[DICE[d]] = dice.get(DICE[d], 0) + 1
        players.append({
            "active": ids.index(p["activeCharacterId"]) + 1 if p["activeCharacterId"] in ids else 0,
            "characters": chars,
            "combat_statuses": [entity_view(e, usage_vars) for e in p["combatStatuses"]],
            "summons": [entity_view(e, usage_vars) for e in p["summons"]],
            "supports": [entity_view(e, usage_vars) for e in p["supports"]],
            "dice": dice,
            "hand": [h["definition"]["id"] for h in p["hands"]],
            # Hand cards carrying the "effectless" attachment (voided).
            "voided": sorted(h["definition"]["id"] for h in p["hands"]
                             if any(a.get("definition", {}).get("id") == 208
                                    for a in h.get("attachments", []))),
            "pile": [h["definition"]["id"] for h in p["pile"]],
            "declared_end": p["declaredEnd"],
            "legend_used": p["legendUsed"],
        })
    winner = tree.get("winner")
    return {
        "round": max(1, tree["roundNumber"]),  # 0 before the first Roll Phase
        "phase": PHASES.get(tree["phase"], tree["phase"]),
        "current": tree["currentTurn"] + 1,
        "outcome": None if winner is None else f"p{winner + 1}",
        "players": players,
    }


# ------------------------------------------------------------------ actions as keys
def entity_place(tree: dict, who: int, eid: int):
    """Where an entity id is, from player `who`'s side: ("own"/"opp", pos), ("summon", pos)..."""
    for side, p in (("own", tree["players"][who]), ("opp", tree["players"][1 - who])):
        for i, c in enumerate(p["characters"]):
            if c["id"] == eid:
                return f"{side} {i + 1}"
        # summons and supports: invokation's target names a position, not a side
        if True:
            for kind, key in (("summon", "summons"), ("support", "supports")):
                for i, e in enumerate(p[key]):
                    if e["id"] == eid:
                        return f"{kind} {i + 1}"
    return f"entity {eid}"


def action_key(tree: dict, who: int, a, skills: list[int]) -> str:
    """The comparison key of one of the reference's actions (as invokation's `pipe`)."""
    if a.HasField("declare_end"):
        return "end"
    if a.HasField("switch_active"):
        ids = [c["id"] for c in tree["players"][who]["characters"]]
        return f"switch {ids.index(a.switch_active.character_id) + 1}"
    if a.HasField("use_skill"):
        sid = a.use_skill.skill_definition_id
        if sid in skills:
            return f"skill {sid}"
        targets = "".join(" " + entity_place(tree, who, t) for t in a.use_skill.target_ids)
        return f"technique{targets}"
    if a.HasField("elemental_tuning"):
        for h in tree["players"][who]["hands"]:
            if h["id"] == a.elemental_tuning.removed_card_id:
                return f"tune {h['definition']['id']}"
        return "tune ?"
    if a.HasField("play_card"):
        pc = a.play_card
        targets = "".join(" " + entity_place(tree, who, t) for t in pc.target_ids)
        return f"play {pc.card_definition_id}{targets}"
    return "unknown"


def mutation_text(m) -> str:
    """One of the reference's exposed mutations (its notifications) on one line."""
    from google.protobuf.json_format import MessageToDict  # noqa: PLC0415
    d = MessageToDict(m, preserving_proto_field_name=True)
    return " ".join(f"{k}={json.dumps(v, separators=(',', ':'))}" for k, v in d.items())
