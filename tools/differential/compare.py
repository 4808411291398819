"""Comparing invokation's state with the reference's, and the deliberate differences."""
from __future__ import annotations

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


# Cards a step may put into a pile at most (Underwater Treasure Hunt: 6).
PILE_CAP_MARGIN = 6


class Differences:
    """`differences.json`: deliberate differences (each with its reason, the rules.md entry
    and the test that pins our reading), entities only one engine represents, and the
    reference's variable holding an entity's usages where it is not `usage` / `shield`."""

    def __init__(self, path: str = os.path.join(HERE, "differences.json")):
        with open(path) as f:
            doc = json.load(f)
        self.deliberate = doc.get("deliberate", [])
        for d in self.deliberate:
            for k in ("name", "reason", "rules", "test"):
                if not d.get(k):
                    raise ValueError(f"differences.json: deliberate difference without {k!r}: {d}")
        self.ignored = {int(e["id"]) for e in doc.get("ignore_entities", [])}
        for e in doc.get("ignore_entities", []):
            if not e.get("reason"):
                raise ValueError(f"differences.json: ignored entity without a reason: {e}")
        self.usage_vars = {k: v for k, v in doc.get("usage_vars", {}).items() if k != "_"}
        self.no_usage = {int(k) for k, v in self.usage_vars.items() if not v}
        self.no_duration = {int(k) for k in doc.get("no_duration", {}) if k != "_"}

    def explain(self, diffs: list[str], before: dict | None, at: str | None = None,
                now: dict | None = None) -> dict | None:
        """The deliberate difference that explains these differences, if one does: every
        difference is in one of its fields, and one of its entities (or living characters)
        was on the board in the state before the step (invokation's). An entry with `at` explains only differences
        found where the reference asks for that kind of decision (`at` is the kind asked
        now); one with `only_entities` only differences of entity lists that are the same
        once those entities are left out; one with `pile_cap` only where a pile of
        invokation's held nearly that many cards (its limit) before the step. Where every
        difference is in the legal actions, the entities of the state they are listed in
        (`now`) count too: a card just played (Sumeru City) changes the next action's cost."""
        if before is None:
            return None
        present = set()
        states = [before]
        if now is not None and all(".legal." in diff.split(":")[0] for diff in diffs):
            states.append(now)
        for p in (p for s in states for p in s["players"]):
            for c in p["characters"]:
                present.update(e["id"] for e in c["statuses"])
                # A living character counts as present too (an entry naming a character
                # card, e.g. Furina's Pneuma form 1212).
                if c.get("alive", True) and "id" in c:
                    present.add(c["id"])
            for k in ("combat_statuses", "summons", "supports"):
                present.update(e["id"] for e in p[k])
        for d in self.deliberate:
            fields = d.get("fields", [])
            if d.get("entities") and not set(d["entities"]) & present:
                continue
            if before["round"] < d.get("min_round", 0):
                continue
            if d.get("at") and d["at"] != at:
                continue
            if d.get("only_entities") and not all(_same_without(diff, d["only_entities"]) for diff in diffs):
                continue
            if d.get("pile_cap") and not any(
                    len(p["pile"]) >= d["pile_cap"] - PILE_CAP_MARGIN for p in before["players"]):
                continue
            if all(any(diff.split(":")[0].endswith(f) for f in fields) for diff in diffs):
                return d
        return None


def _same_without(diff: str, ids: list[int]) -> bool:
    """Whether a difference of entity lists ("p1.combat_statuses: invokation [112044, 117032
    d2], reference [117032 d2]") is only in the entities `ids`."""
    try:
        _, rest = diff.split(": invokation ", 1)
        ours, theirs = rest.split(", reference ", 1)
    except ValueError:
        return False

    def items(text: str) -> list[str]:
        inner = text.strip().removeprefix("[").removesuffix("]").strip()
        keep = [x.strip() for x in inner.split(",") if x.strip()]
        return [x for x in keep if not any(x.split()[0] == str(i) for i in ids)]

    return items(ours) == items(theirs)


def _entities(lst, cfg, sort):
    ignored, no_duration, no_usage = cfg.ignored, cfg.no_duration, cfg.no_usage
    out = [
        (e["id"], 0 if e["id"] in no_usage else e["usage"],
         None if e["id"] in no_duration else e.get("duration"))
        for e in lst
        if e["id"] not in ignored
    ]
    return sorted(out) if sort else out


def _fmt(lst):
    return "[" + ", ".join(f"{i}" + (f" u{u}" if u else "") + (f" d{d}" if d is not None else "")
                           for i, u, d in lst) + "]"


def compare(inv: dict, ref: dict, diffs_cfg: Differences) -> list[str]:
    """Every difference, as `path: invokation X, reference Y`, in a fixed order."""
    out = []

    def check(path, a, b, fmt=str):
        if a != b:
            out.append(f"{path}: invokation {fmt(a)}, reference {fmt(b)}")

    check("outcome", inv["outcome"], ref["outcome"])
    if inv["outcome"] is None or ref["outcome"] is None:
        check("round", inv["round"], ref["round"])
        check("phase", inv["phase"], ref["phase"])
        if inv["phase"] == "action" and ref["phase"] == "action":
            check("current", inv["current"], ref["current"])
    over = inv["outcome"] is not None
    for pi, (a, b) in enumerate(zip(inv["players"], ref["players"])):
        pp = f"p{pi + 1}"
        if inv["phase"] not in ("redraw", "choose_active"):
            check(f"{pp}.active", a["active"], b["active"])
        check(f"{pp}.dice", a["dice"], b["dice"])
        check(f"{pp}.hand", sorted(a["hand"]), sorted(b["hand"]))
        check(f"{pp}.voided", a.get("voided", []), b.get("voided", []))
        check(f"{pp}.pile", a["pile"], b["pile"],
              lambda x: f"{len(x)} cards {x[:6]}{'...' if len(x) > 6 else ''}")
        if inv["phase"] not in ("end", "game_over"):  # the reference clears it in the End Phase
            check(f"{pp}.declared_end", a["declared_end"], b["declared_end"])
        check(f"{pp}.legend_used", a["legend_used"], b["legend_used"])
        # When the game ends, the reference stops: what the ending effect's events would still
        # do (a summon's other version discarded, equipment of the defeated removed) is left
        # undone; invokation completes it. The final state's entities are not compared.
        if not over:
            for key, sort in (("combat_statuses", True), ("summons", False), ("supports", False)):
                check(f"{pp}.{key}", _entities(a[key], diffs_cfg, sort),
                      _entities(b[key], diffs_cfg, sort), _fmt)
        for ci, (x, y) in enumerate(zip(a["characters"], b["characters"])):
            cp = f"{pp}.char{ci + 1}"
            check(f"{cp}.id", x["id"], y["id"])
            check(f"{cp}.hp", x["hp"], y["hp"])
            check(f"{cp}.alive", x["alive"], y["alive"])
            check(f"{cp}.energy", x["energy"], y["energy"])
            check(f"{cp}.aura", x["aura"], y["aura"])
            # (A defeated character has no statuses; see above for the final state.)
            if x["alive"] and y["alive"] and not over:
                check(f"{cp}.statuses", _entities(x["statuses"], diffs_cfg, True),
                      _entities(y["statuses"], diffs_cfg, True), _fmt)
    return out


def distance(inv: dict, ref: dict, diffs_cfg: Differences) -> int:
    """How far invokation's state is from the reference's: the differences, then how far
    apart the dice and hands are (so that the first of two chance draws in a row, say two
    Parametric Transformers paying out at once, is matched by what it can still become)."""
    far = 100 * len(compare(inv, ref, diffs_cfg))
    for a, b in zip(inv["players"], ref["players"]):
        faces = set(a["dice"]) | set(b["dice"])
        far += sum(abs(a["dice"].get(f, 0) - b["dice"].get(f, 0)) for f in faces)
        # Voided hand cards: how many are not in both (several random voidings in a row).
        far += _apart(list(a.get("voided", [])), list(b.get("voided", [])))
        pa, pb = list(a["pile"]), list(b["pile"])
        if pa == pb:
            far += _apart(list(a["hand"]), list(b["hand"]))
            continue
        # Piles: cards apart from the longest common subsequence, so that the first of
        # several cards put into a pile at random places is matched by where the reference's
        # pile shows it can be; the reference may have drawn some of the top cards since
        # (an End Phase's draws after its cards were put in), so the best of drawing the top
        # `d` cards of ours into our hand first.
        far += min(
            len(pa) - d + len(pb) - 2 * _common(pa[d:], pb)
            + _apart(list(a["hand"]) + pa[:d], list(b["hand"]))
            for d in range(min(len(pa), 6) + 1)
        )
    return far


def _apart(ha: list, hb: list) -> int:
    """Cards of two hands not in both."""
    for c in list(ha):
        if c in hb:
            ha.remove(c)
            hb.remove(c)
    return len(ha) + len(hb)


def _common(a: list, b: list) -> int:
    """The length of the longest common subsequence of two piles."""
    row = [0] * (len(b) + 1)
    for x in a:
        prev = 0
        for j, y in enumerate(b):
            cur = row[j + 1]
            row[j + 1] = prev + 1 if x == y else max(row[j + 1], row[j])
            prev = cur
    return row[-1]
