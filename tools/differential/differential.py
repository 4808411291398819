#!/usr/bin/env python3
"""Differential testing of invokation against GI-TCG (`gitcg`), in lockstep.

    python differential.py games --seed 1 --count 100 [--out DIR]
    python differential.py positions --seed 1 --count 200
    python differential.py ci            # the fixed-seed slice `.ci/run` runs

Whole games: random legal decks of implemented cards (the least exercised favoured), the
same pile order in both engines (no shuffle), all-Omni dice. At every decision the legal
actions of both engines are compared (dice payment aside: all dice are Omni), one is
picked at random and applied to both, and the whole state is compared before the next
decision. Random draws of the reference are read back by trying invokation's chance
outcomes and keeping the one whose result equals the reference's state.

Positions: a game is set up in both engines, then edited into a random mid-game position
(HP, energy, auras, hands, piles, dice, statuses, summons, supports) and played on from
there in lockstep; invokation loads it as a scenario file.

Every mismatch not listed in `differences.json` fails the run and leaves a reproducer in
the output directory: a replay (`invokation replay FILE`) or scenario
(`invokation scenario FILE`), both states, and a one-line summary of the first difference.
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from gitcg import (ActionResponse, ChooseActiveResponse, Player,  # noqa: E402
                   RerollDiceResponse, SelectCardResponse, SwitchHandsResponse)

import ref  # noqa: E402
from compare import Differences, compare, distance  # noqa: E402
from inv import InvokationError, Pipe  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))


class Mismatch(Exception):
    """The engines disagree (or one of them refused something the other accepted)."""

    def __init__(self, summary: str, diffs: list[str] | None = None):
        super().__init__(summary)
        self.summary = summary
        self.diffs = diffs or [summary]


class Coverage:
    """Per character and per action card: steps that used it, and how many agreed."""

    def __init__(self):
        self.used = collections.Counter()
        self.agreed = collections.Counter()
        self.in_decks = collections.Counter()

    def weight(self, subject) -> float:
        return 1.0 / (1.0 + self.used[subject] + 0.2 * self.in_decks[subject])


class RefPlayer(Player):
    """A gitcg player whose every answer comes from the lockstep driver."""

    def __init__(self, driver: "Lockstep", who: int):
        self.driver, self.who = driver, who

    def on_io_error(self, msg):
        self.driver.io_errors.append(f"p{self.who + 1}: {msg}")

    def on_notify(self, n):
        if self.who == 0:  # player 1's view: the log once (hidden cards of player 2 masked)
            for m in n.mutation:
                self.driver.ref_log.append((self.driver.steps, m))

    def on_choose_active(self, r):
        return self.driver.decide(self.who, "choose_active", r)

    def on_reroll_dice(self, r):
        return self.driver.decide(self.who, "reroll", r)

    def on_select_card(self, r):
        return self.driver.decide(self.who, "select_card", r)

    def on_switch_hands(self, r):
        return self.driver.decide(self.who, "redraw", r)

    def on_action(self, r):
        return self.driver.decide(self.who, "action", r)


class Lockstep:
    """One game in both engines, decided by one random stream."""

    def __init__(self, pipe: Pipe, rng: random.Random, cov: Coverage, diffs: Differences,
                 focus=frozenset()):
        self.pipe, self.rng, self.cov, self.cfg = pipe, rng, cov, diffs
        self.focus = focus
        self.game = None
        self.max_steps = 0
        self.finished = False  # compared up to max_steps: the rest is not played
        self.load_error: str | None = None
        self.ref_error: str | None = None  # the reference itself failed (not compared further)
        self.ref_log = collections.deque(maxlen=600)  # (step, the reference's mutation)
        self.keys: list = []  # (player index, key) of each step, for reruns
        self.script: list | None = None  # a rerun's keys to play
        self.io_errors: list[str] = []
        self.mismatch: Mismatch | None = None
        self.explained: dict | None = None
        self.steps = 0
        self.last_inv = None  # invokation's view before the last step
        self.last_step = ""
        self.last_subjects: list = []
        self.inv_view = None
        self.ref_view = None
        self.asked: str | None = None  # the kind of decision the reference asks at this sync
        self.candidates: set | None = None  # the cards the reference offers to choose from
        self._implemented: set | None = None  # the action cards invokation implements

    # -------------------------------------------------------------- syncing
    def ref_tree(self):
        st = self.game.state()  # keep the State alive while reading it
        _, tree = ref.decode(st.json())
        return tree

    def settle_chance(self, status: dict, ref_view: dict) -> dict:
        """Answers invokation's chance requests with the reference's draws."""
        while status["pending"] == "chance":
            req = status["detail"]
            if "Shuffle" in req:
                status = self.pipe.call("chance", outcome="identity")
                continue
            tries = self.pipe.call("try_chance")["tries"]
            if ("OfferCard" in req or "OfferDrop" in req) and self.candidates is not None:
                # A random card offered to choose from: one the reference offers; a candidate
                # dropped: one the reference does not offer.
                if "OfferCard" in req:
                    fits = [t for t in tries if t["offer"] and t["offer"][-1] in self.candidates]
                else:
                    fits = [t for t in tries if self.candidates <= set(t["offer"])]
                if fits:
                    status = self.pipe.call("chance", outcome=fits[0]["outcome"])
                    continue
            best = min(tries, key=lambda t: distance(t["state"], ref_view, self.cfg))
            status = self.pipe.call("chance", outcome=best["outcome"])
        return status

    def sync(self, expect: tuple[int, str] | None):
        """Compares both engines now; `expect` is the reference's pending decision."""
        self.asked = expect[1] if expect is not None else None
        tree = self.ref_tree()
        ref_view = ref.view(tree, self.cfg.usage_vars)
        status = self.settle_chance(self.pipe.call("status"), ref_view)
        inv_view = status["state"]
        self.inv_view, self.ref_view = inv_view, ref_view
        diffs = self.without_pending_choice(expect, ref_view, compare(inv_view, ref_view, self.cfg))
        if expect is not None and not diffs:
            who, kind = expect
            if status["pending"] != "decision" or who + 1 not in status["detail"]["players"]:
                diffs.append(f"decision: invokation waits for {status['pending']} "
                             f"{status['detail'].get('players') if status['pending'] == 'decision' else ''}, "
                             f"reference asks p{who + 1} for {kind}")
        if diffs:
            self.fail(Mismatch(f"after {self.last_step or 'the start'}: {diffs[0]}", diffs))
        for s in self.last_subjects:
            self.cov.agreed[s] += 1
        self.last_subjects = []
        return tree, status

    def without_pending_choice(self, expect, ref_view: dict, diffs: list[str]) -> list[str]:
        """Both active characters defeated at once: the reference asks both players to choose
        and applies the two choices (and what the switches set off) once both are answered,
        so when it asks the second player, the first one's choice, applied at once in
        invokation, is not in its state yet. That in-between state is not compared; the next
        decision compares both choices and their effects."""
        if expect is None or expect[1] != "choose_active" or not self.keys:
            return diffs
        who, key = self.keys[-1]
        if who == expect[0] or not key.startswith("choose "):
            return diffs
        me = ref_view["players"][who]
        if me["active"] == 0 or me["characters"][me["active"] - 1]["alive"]:
            return diffs
        return []

    def fail(self, m: Mismatch):
        explained = self.cfg.explain(m.diffs, self.last_inv, self.asked, now=self.inv_view)
        if explained is not None:
            self.explained = explained
        raise m

    # -------------------------------------------------------------- decisions
    def decide(self, who: int, kind: str, req):
        try:
            if self.mismatch is not None or self.explained is not None or self.finished:
                return self.give_up(kind, req)
            if self.steps >= self.max_steps and kind != "reroll":
                # the last step is compared here, where the reference asks again
                self.finished = True
                self.sync((who, kind))
                return self.give_up(kind, req)
            return self.decide_checked(who, kind, req)
        except Mismatch as m:
            if self.explained is None:
                self.mismatch = m
            return self.give_up(kind, req)
        except InvokationError as e:
            self.mismatch = Mismatch(f"after {self.last_step or 'the start'}: invokation refused: {e}")
            return self.give_up(kind, req)

    def give_up(self, kind, req):
        """Any valid answer: the game is abandoned after this step."""
        if kind == "action":
            for i, a in enumerate(req.action):
                if a.validity == ref.VALID:
                    return ActionResponse(chosen_action_index=i, used_dice=list(a.auto_selected_dice))
        if kind == "choose_active":
            return ChooseActiveResponse(active_character_id=req.candidate_ids[0])
        if kind == "select_card":
            return SelectCardResponse(selected_definition_id=req.candidate_definition_ids[0])
        if kind == "reroll":
            return RerollDiceResponse()
        return SwitchHandsResponse()

    def apply_inv(self, who: int, key: str, legal: list[dict]):
        for a in legal:
            if a["player"] == who + 1 and a["key"] == key:
                self.last_inv = self.inv_view
                self.pipe.call("act", action=a["text"])
                self.keys.append((who, key))
                self.last_step = f"step {self.steps + 1} ({a['text']})"
                self.steps += 1
                return a
        raise Mismatch(f"invokation has no legal action {key!r} for p{who + 1}")

    def scripted(self, who: int, keys: list[str]):
        """The next key of a rerun's script (None when not rerunning)."""
        if self.script is None:
            return None
        if not self.script:
            raise Mismatch(f"at {self.last_step or 'the start'}: the script is over")
        w, key = self.script.pop(0)
        if w != who or key not in keys:
            raise Mismatch(f"at {self.last_step or 'the start'}: the script's next action "
                           f"(p{w + 1} {key}) is not legal now")
        return key

    def pick(self, keys: list[str], active_char: int):
        weights = []
        for k in keys:
            w = k.split()
            if w[0] == "play":
                card = int(w[1])
                weights.append((40.0 if card in self.focus else 4.0) * self.cov.weight(("card", card)))
            elif w[0] == "skill":
                weights.append((30.0 if active_char in self.focus else 3.0)
                               * self.cov.weight(("character", active_char)))
            elif w[0] == "end":
                weights.append(0.15)
            elif w[0] == "tune":
                weights.append(0.2)
            else:
                weights.append(0.5)
        return self.rng.choices(keys, weights)[0]

    def decide_checked(self, who: int, kind: str, req):
        if kind == "reroll":
            # With all dice Omni invokation has no reroll decision; the reference still asks
            # (its Roll Phase state is compared at the next decision).
            return RerollDiceResponse()
        if kind == "select_card":
            # invokation's random picks of the offer are the reference's candidates
            self.candidates = set(req.candidate_definition_ids)
        try:
            tree, status = self.sync((who, kind))
        finally:
            self.candidates = None
        legal = [a for a in status["detail"]["legal"] if a["player"] == who + 1]
        if kind == "select_card":
            ref_keys = {f"select {c}": c for c in req.candidate_definition_ids}
            inv_keys = {a["key"] for a in legal}
            if set(ref_keys) != inv_keys:
                self.fail_legal(who, inv_keys, set(ref_keys))
            key = self.scripted(who, sorted(ref_keys)) or self.rng.choice(sorted(ref_keys))
            self.apply_inv(who, key, legal)
            return SelectCardResponse(selected_definition_id=ref_keys[key])
        inv_kinds = status["detail"]["kinds"]
        p = f"p{who + 1}"
        if kind == "redraw":
            self.apply_inv(who, "redraw", [{"player": who + 1, "key": "redraw", "text": f"{p} redraw"}])
            return SwitchHandsResponse()
        if kind == "reroll" and not any(k == "reroll" for k in inv_kinds):
            # All dice are Omni: invokation rolls without asking; the reference asks.
            return RerollDiceResponse()
        if kind == "reroll":
            self.apply_inv(who, "reroll", [{"player": who + 1, "key": "reroll", "text": f"{p} reroll"}])
            return RerollDiceResponse()
        ids = [c["id"] for c in tree["players"][who]["characters"]]
        if kind == "choose_active":
            ref_keys = {f"choose {ids.index(c) + 1}": c for c in req.candidate_ids}
            inv_keys = {a["key"] for a in legal}
            if set(ref_keys) != inv_keys:
                self.fail_legal(who, inv_keys, set(ref_keys))
            key = self.scripted(who, sorted(ref_keys)) or self.rng.choice(sorted(ref_keys))
            self.apply_inv(who, key, legal)
            return ChooseActiveResponse(active_character_id=ref_keys[key])
        # an action
        me = tree["players"][who]
        active = next(c for c in me["characters"] if c["id"] == me["activeCharacterId"])
        skills = self.inv_view["players"][who]["characters"][ids.index(active["id"])]["skills"]
        ref_keys = {}
        def effectless(a):
            return a.HasField("play_card") and a.play_card.will_be_effectless

        voided_ids = {h["id"] for h in tree["players"][who]["hands"]
                      if any(x.get("definition", {}).get("id") == 208
                             for x in h.get("attachments", []))}

        def tunes_voided(a):
            return a.HasField("elemental_tuning") and a.elemental_tuning.removed_card_id in voided_ids

        for i, a in enumerate(req.action):
            if a.validity == ref.VALID:
                k = ref.action_key(tree, who, a, skills)
                # Of two copies of a card, invokation plays the one not voided first and
                # tunes a voided one first.
                if k not in ref_keys:
                    ref_keys[k] = i
                else:
                    old = req.action[ref_keys[k]]
                    if (effectless(old) and not effectless(a)) or (tunes_voided(a) and not tunes_voided(old)):
                        ref_keys[k] = i
        inv_keys = {a["key"] for a in legal}
        # A card with an implied target (Lightning Stiletto: the active character) names it
        # in the reference; invokation's action has none.
        for k in list(ref_keys):
            w = k.split()
            if w[0] == "play" and len(w) > 2 and k not in inv_keys and f"play {w[1]}" in inv_keys:
                named = [x for x in ref_keys if x.split()[:2] == w[:2]]
                if len(named) == 1:
                    ref_keys[f"play {w[1]}"] = ref_keys.pop(k)
        if set(ref_keys) != inv_keys:
            self.fail_legal(who, inv_keys, set(ref_keys))
        key = self.scripted(who, sorted(ref_keys)) or self.pick(sorted(ref_keys), active["definition"]["id"])
        applied = self.apply_inv(who, key, legal)
        w = key.split()
        if w[0] == "play":
            self.last_subjects = [("card", int(w[1]))]
        elif w[0] == "skill":
            self.last_subjects = [("character", active["definition"]["id"])]
        for s in self.last_subjects:
            self.cov.used[s] += 1
        i = ref_keys[key]
        dice = list(req.action[i].auto_selected_dice)
        if w[0] == "tune":
            # the die invokation converted (its notation ends with the die's face)
            dice = [ref.DICE_CODE[applied["text"].split()[-1]]]
        return ActionResponse(chosen_action_index=i, used_dice=dice)

    def fail_legal(self, who, inv_keys, ref_keys):
        """The legal actions differ: one difference per kind of action that differs
        (`p2.legal.technique`), which a deliberate difference may name in its fields."""
        summary = self.legal_summary(who, inv_keys, ref_keys)
        implemented = self.implemented_cards()

        def kind(k):
            w = k.split()
            # A card invokation does not implement yet (offered from the game's whole pool
            # by "choose 1 of 3" cards) is playable only in the reference.
            if w[0] == "play" and k in ref_keys and int(w[1]) not in implemented:
                return "unimplemented"
            return w[0]
        kinds = sorted({kind(k) for k in inv_keys ^ ref_keys})
        self.fail(Mismatch(summary, [f"p{who + 1}.legal.{k}: {summary}" for k in kinds]))

    def implemented_cards(self) -> set:
        if self._implemented is None:
            self._implemented = set(self.pipe.call("implemented")["cards"])
        return self._implemented

    def legal_summary(self, who, inv_keys, ref_keys):
        only_inv = sorted(inv_keys - ref_keys)
        only_ref = sorted(ref_keys - inv_keys)
        return (f"at {self.last_step or 'the start'} +1: p{who + 1}'s legal actions differ: "
                f"only invokation {only_inv}, only reference {only_ref}")

    # -------------------------------------------------------------- running
    def mismatch_at_load(self, e: Exception, scenario: dict):
        """invokation refused the position the reference accepted."""
        self.load_error = json.dumps(scenario)
        self.mismatch = Mismatch(f"at the start: invokation refused the position: {e}")

    def run(self, game, max_steps: int):
        self.game = game
        self.max_steps = max_steps
        for w in (0, 1):
            game.set_player(w, RefPlayer(self, w))
        try:
            game.start()
            while game.is_running():
                if self.mismatch or self.explained or self.finished:
                    break
                game.step()
        except AssertionError:  # the reference's engine threw (gitcg asserts on it)
            self.ref_error = f"after {self.last_step or 'the start'}: {game.error() or 'gitcg failed'}"
            return
        if self.io_errors and not self.mismatch:
            self.mismatch = Mismatch(f"after {self.last_step}: the reference refused: {self.io_errors[0]}")
        if game.status().name == "ABORTED" and not self.mismatch:
            self.mismatch = Mismatch(f"after {self.last_step}: the reference aborted: {game.error()}")
        if not self.mismatch and not self.explained and not self.finished and not game.is_running():
            try:  # the final state
                self.sync(None)
            except Mismatch as m:
                if self.explained is None:
                    self.mismatch = m
            except InvokationError as e:
                self.mismatch = Mismatch(f"after {self.last_step}: invokation refused: {e}")


# ------------------------------------------------------------------ content and decks
def talent_character(card: int) -> int | None:
    """The character of a talent card (2CCCCk: character CCCC)."""
    return (card // 10) % 10000 if 200000 <= card < 300000 else None


def entity_character(did: int) -> int | None:
    """The character whose kit defines an entity (1CCCCk: character CCCC)."""
    return (did // 10) % 10000 if 100000 <= did < 200000 else None


def random_deck(pipe: Pipe, rng: random.Random, cov: Coverage, chars_all: list[int], avoid=(),
                focus=frozenset()):
    """A random legal deck of implemented cards, the least used favoured; with `focus`, built
    around the focused characters and cards (all focused characters that fit, the characters
    of focused talents, and 2 copies of each focused card the deck may hold)."""
    want = [c for c in chars_all if c in focus]
    want += [talent_character(c) for c in sorted(focus) if talent_character(c) in chars_all]
    want = list(dict.fromkeys(want))[:3]
    focus_cards = {c for c in focus if c >= 200000}
    best = None
    for _ in range(12 if focus_cards else 1):
        pool_chars = [c for c in chars_all if c not in avoid and c not in want]
        chars = list(want)
        while len(chars) < 3:
            w = [cov.weight(("character", c)) for c in pool_chars]
            c = rng.choices(pool_chars, w)[0]
            chars.append(c)
            pool_chars.remove(c)
        rng.shuffle(chars)
        pool = pipe.call("pool", characters=chars, version=ref.VERSION[1:])["pool"]
        fits = len(focus_cards & set(pool))
        if best is None or fits > best[0]:
            best = (fits, chars, pool)
        if fits == len(focus_cards):
            break
    _, chars, pool = best
    count = collections.Counter()
    cards = []
    for c in sorted(focus_cards & set(pool)):
        cards += [c, c]
        count[c] = 2
    while len(cards) < 30:
        cand = [c for c in pool if count[c] < 2]
        w = [cov.weight(("card", c)) ** 2 for c in cand]
        c = rng.choices(cand, w)[0]
        count[c] += 1
        cards.append(c)
    rng.shuffle(cards)
    if focus_cards:
        # the focused cards early in the pile (among the first ten), to be drawn and played
        top = [c for c in cards if c in focus_cards]
        rest = [c for c in cards if c not in focus_cards]
        head = rest[:max(0, 10 - len(top))] + top
        rng.shuffle(head)
        cards = head + rest[max(0, 10 - len(top)):]
    # Arcane Legends start in the hand. The engines take them out of an unshuffled pile
    # differently (the reference swaps each with the top card, invokation lifts it out),
    # which a shuffled game cannot tell apart: keep them on top, where both agree.
    cards.sort(key=lambda c: 0 if 330000 <= c < 331000 else 1)
    for c in chars:
        cov.in_decks[("character", c)] += 1
    for c in set(cards):
        cov.in_decks[("card", c)] += 1
    return {"characters": chars, "cards": cards}


def new_ref_game(decks, seed: int):
    cp = ref.CreateParam(deck0=ref.Deck(decks[0]["characters"], decks[0]["cards"]),
                         deck1=ref.Deck(decks[1]["characters"], decks[1]["cards"]),
                         version=ref.VERSION)
    cp.set_attr(ref.ll.ATTR_STATE_CONFIG_RANDOM_SEED, seed)
    cp.set_attr(ref.ll.ATTR_CREATEPARAM_NO_SHUFFLE_0, 1)
    cp.set_attr(ref.ll.ATTR_CREATEPARAM_NO_SHUFFLE_1, 1)
    game = ref.Game(create_param=cp)
    game.set_attr(ref.ll.ATTR_PLAYER_ALWAYS_OMNI_0, 1)
    game.set_attr(ref.ll.ATTR_PLAYER_ALWAYS_OMNI_1, 1)
    return game


# ------------------------------------------------------------------ reports
class Run:
    def __init__(self, args, mode: str):
        self.args, self.mode = args, mode
        self.out = args.out
        self.cache_dir = os.path.join(ROOT, "target", "differential-cache")
        self.cov = Coverage()
        self.cfg = Differences()
        self.binary = args.invokation
        self.games = self.steps = 0
        self.mismatches: list[dict] = []
        self.explained: list[dict] = []
        self.ref_failures: list[dict] = []
        self.t_ref = self.t_inv = self.t_harvest = 0.0
        self.started = time.time()
        self.content = None
        self.focus: frozenset = frozenset()

    # -------------------------------------------------------------- content and focus
    def characters(self, content) -> list[int]:
        """The implemented characters; resolves `--focus` on first use."""
        if self.content is None:
            self.content = content
            self.focus = frozenset(self.resolve_focus(self.args.focus or ""))
        return content["characters"]

    def resolve_focus(self, text: str):
        names = {v.lower(): int(k) for k, v in self.content["names"].items()}
        ids = set(self.content["characters"]) | set(self.content["cards"])
        out = []
        for n in [x.strip() for x in text.split(",") if x.strip()]:
            if n.isdigit() and int(n) in ids:
                out.append(int(n))
            elif n.lower() in names:
                out.append(names[n.lower()])
            else:
                raise SystemExit(f"error: --focus: {n!r} is not an implemented character or "
                                 f"action card of {ref.VERSION[1:]} (names as `invokation cards` prints them)")
        return out

    def focus_entities(self, cat) -> set:
        """Entities of the focused characters' kits and cards (placed first in positions)."""
        if not self.focus:
            return set()
        out = set(self.focus)
        for zone in cat.entries.values():
            for did, en in zone.items():
                d = int(did)
                if entity_character(d) in self.focus:
                    out.add(d)
        return out

    def deck(self, pipe, rng, chars, first=False):
        """A deck for a game: around the focus (always for the first player, half the time
        for the second), else random."""
        focus = self.focus if self.focus and (first or rng.random() < 0.5) else frozenset()
        return random_deck(pipe, rng, self.cov, chars, focus=focus)

    # -------------------------------------------------------------- results
    def reproducer(self, tag: str, pipe: Pipe, ls: Lockstep, extra: dict, scenario=None, rerun=None):
        os.makedirs(self.out, exist_ok=True)
        d = os.path.join(self.out, tag)
        os.makedirs(d, exist_ok=True)
        if rerun is not None:
            with open(os.path.join(d, "rerun.json"), "w") as f:
                json.dump({**rerun, "keys": ls.keys}, f)
        if ls.load_error is not None:
            name, doc = "scenario.json", scenario
        else:
            rec = pipe.call("record")
            name = "replay.json" if rec["kind"] == "replay" else "scenario.json"
            doc = rec["file"]
        with open(os.path.join(d, name), "w") as f:
            json.dump(doc, f, indent=1)
        with open(os.path.join(d, "invokation.json"), "w") as f:
            json.dump(ls.inv_view, f, indent=1)
        with open(os.path.join(d, "reference.json"), "w") as f:
            json.dump(ls.ref_view, f, indent=1)
        with open(os.path.join(d, "reference-log.txt"), "w") as f:
            # what the reference did in the last steps (its notifications, player 1's view)
            last = ls.steps - 3
            for step, m in ls.ref_log:
                if step >= last:
                    f.write(f"after step {step}: {ref.mutation_text(m)}\n")
        with open(os.path.join(d, "summary.txt"), "w") as f:
            f.write(ls.mismatch.summary + "\n")
            f.write("\n".join(ls.mismatch.diffs) + "\n")
            f.write(json.dumps(extra) + "\n")
            f.write(f"run it: invokation {'replay' if name == 'replay.json' else 'scenario'} {os.path.join(d, name)}\n")
            if rerun is not None:
                f.write(f"both engines again, with the reference's log: tools/differential/run.sh rerun {d}\n")
        return d

    def finish_game(self, tag, pipe, ls: Lockstep, extra, scenario=None, rerun=None):
        self.games += 1
        self.steps += ls.steps
        if ls.ref_error is not None and ls.mismatch is None:
            ls.mismatch = Mismatch(f"the reference failed {ls.ref_error}")
            d = self.reproducer(tag, pipe, ls, extra, scenario, rerun)
            self.ref_failures.append({"game": tag, "summary": ls.ref_error, "dir": d})
            print(f"  {tag}: the reference failed {ls.ref_error}\n    reproducer: {d}", flush=True)
        elif ls.explained is not None:
            self.explained.append({"game": tag, "difference": ls.explained["name"]})
            print(f"  {tag}: deliberate difference {ls.explained['name']} after {ls.steps} steps", flush=True)
        elif ls.mismatch is not None:
            d = self.reproducer(tag, pipe, ls, extra, scenario, rerun)
            self.mismatches.append({"game": tag, "summary": ls.mismatch.summary, "dir": d})
            print(f"  {tag}: MISMATCH {ls.mismatch.summary}\n    reproducer: {d}", flush=True)

    def report(self):
        secs = time.time() - self.started
        print(f"\n== {self.mode}: {self.games} games and positions, {self.steps} steps compared, "
              f"{len(self.mismatches)} unexplained mismatches, {len(self.explained)} deliberate "
              f"differences, {len(self.ref_failures)} failures of the reference, {secs:.0f} s")
        if self.games:
            print(f"   seconds per game or position: reference {self.t_ref / self.games:.3f}, "
                  f"invokation (pipe round trips included) {self.t_inv / self.games:.3f}")
        if self.t_harvest:
            print(f"   entity catalogue harvested in {self.t_harvest:.0f} s")
        if self.content is not None:
            self.print_coverage()
        for m in self.ref_failures:
            print(f"REFERENCE FAILED {m['game']}: {m['summary']} ({m['dir']})")
        for m in self.mismatches:
            print(f"MISMATCH {m['game']}: {m['summary']} ({m['dir']})")
        return 1 if self.mismatches or self.ref_failures else 0

    def print_coverage(self):
        names = self.content["names"]
        print("== coverage: per implemented character (skills used) and action card (played): "
              "steps, and how many of them agreed")
        never = []
        for kind, ids in (("character", self.content["characters"]), ("card", self.content["cards"])):
            rows = sorted(ids, key=lambda i: (i not in self.focus, i))
            for i in rows:
                k = (kind, i)
                mark = " (focus)" if i in self.focus else ""
                print(f"   {kind:9} {i:6} {names.get(str(i), '?')[:34]:34} used {self.cov.used[k]:5}  "
                      f"agreed {self.cov.agreed[k]:5}{mark}")
                if not self.cov.used[k]:
                    never.append(f"{names.get(str(i), i)}")
        # Forms a character changes into (Crimson Witch of Embers, Azhdaha's elements) are not
        # in the pool: their skills' steps are counted under the form's own id.
        listed = set(self.content["characters"])
        for k in sorted(k for k in self.cov.used if k[0] == "character" and k[1] not in listed):
            print(f"   form      {k[1]:6} {'(a form)':34} used {self.cov.used[k]:5}  "
                  f"agreed {self.cov.agreed[k]:5}")
        print(f"   never used: {', '.join(never) if never else 'none'}")


class TimedPipe(Pipe):
    def __init__(self, binary, run: Run):
        super().__init__(binary)
        self.run = run

    def call(self, cmd, **fields):
        t = time.perf_counter()
        try:
            return super().call(cmd, **fields)
        finally:
            self.run.t_inv += time.perf_counter() - t


def play_games(run: Run, seed: int, count: int, max_steps: int):
    rng = random.Random(seed)
    pipe = TimedPipe(run.binary, run)
    chars = run.characters(pipe.call("cards", version=ref.VERSION[1:]))
    try:
        for g in range(count):
            gseed = rng.randrange(1 << 31)
            grng = random.Random(gseed)
            decks = [run.deck(pipe, grng, chars, first=True), run.deck(pipe, grng, chars)]
            tag = f"game-{seed}-{g}"
            pipe.call("new", version=ref.VERSION[1:], all_omni=True, decks=decks)
            ls = Lockstep(pipe, grng, run.cov, run.cfg, run.focus)
            t0 = time.perf_counter()
            inv0 = run.t_inv
            ls.run(new_ref_game(decks, gseed), max_steps)
            run.t_ref += time.perf_counter() - t0 - (run.t_inv - inv0)
            run.finish_game(tag, pipe, ls, {"decks": decks, "game_seed": gseed},
                            rerun={"kind": "game", "decks": decks, "game_seed": gseed})
            if run.args.verbose:
                print(f"  {tag}: {ls.steps} steps", flush=True)
    finally:
        pipe.close()


def rerun(run: Run, d: str):
    """Plays a reproducer again in both engines, its recorded actions in order, and prints
    what the reference did at each step (its notifications) and the first difference."""
    with open(os.path.join(d, "rerun.json")) as f:
        rr = json.load(f)
    pipe = TimedPipe(run.binary, run)
    try:
        run.characters(pipe.call("cards", version=ref.VERSION[1:]))
        ls = Lockstep(pipe, random.Random(0), run.cov, run.cfg)
        ls.script = [(w, k) for w, k in rr["keys"] if k not in ("redraw", "reroll")]
        if rr["kind"] == "game":
            pipe.call("new", version=ref.VERSION[1:], all_omni=True, decks=rr["decks"])
            game = new_ref_game(rr["decks"], rr["game_seed"])
        else:
            pipe.call("scenario", scenario=rr["scenario"])
            game = ref.Game(state=ref.State(json=rr["reference_start"]))
            game.set_attr(ref.ll.ATTR_PLAYER_ALWAYS_OMNI_0, 1)
            game.set_attr(ref.ll.ATTR_PLAYER_ALWAYS_OMNI_1, 1)
        ls.ref_log = collections.deque()
        ls.run(game, len(rr["keys"]) + 1)
        step = -1
        for st, m in ls.ref_log:
            if st != step:
                step = st
                print(f"-- after step {st}: {ls.keys[st - 1] if 0 < st <= len(ls.keys) else ''}")
            text = ref.mutation_text(m)
            if not text.startswith(("player_status_change", "handle_event", "change_phase")):
                print(f"   {text}")
        if ls.mismatch is not None:
            print("\n".join(["MISMATCH " + ls.mismatch.summary] + ls.mismatch.diffs))
            return 1
        print(f"no difference in {ls.steps} steps")
        return 0
    finally:
        pipe.close()


# The fixed-seed slice `.ci/run` runs (about 5 minutes on 2 cores): whole games, then
# positions (seeds, counts, steps per game).
CI_GAMES = (20241, 12, 300)
CI_POSITIONS = (20242, 36, 40)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=["games", "positions", "ci", "rerun"])
    ap.add_argument("dir", nargs="?", help="rerun: a reproducer's directory")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--max-steps", type=int, default=None,
                    help="decisions compared per game (default 400) or position (default 60)")
    ap.add_argument("--focus", default="",
                    help="NAME[,NAME...]: decks built around these implemented characters / "
                         "action cards (names as `invokation cards` prints them, or ids)")
    ap.add_argument("--out", default=os.path.join(ROOT, "target", "differential"))
    ap.add_argument("--invokation", default=os.path.join(ROOT, "target", "release", "invokation"))
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    import positions  # noqa: PLC0415 (it imports this module)
    if args.mode == "rerun":
        if not args.dir:
            raise SystemExit("error: rerun needs a reproducer's directory")
        return rerun(Run(args, "rerun"), args.dir)
    if args.mode == "games":
        run = Run(args, "games")
        play_games(run, args.seed, args.count, args.max_steps or 400)
        return run.report()
    if args.mode == "positions":
        run = Run(args, "positions")
        positions.play_positions(run, args.seed, args.count, args.max_steps or 60)
        return run.report()
    run = Run(args, "ci")
    play_games(run, *CI_GAMES)
    positions.play_positions(run, *CI_POSITIONS)
    return run.report()


if __name__ == "__main__":
    sys.exit(main())
