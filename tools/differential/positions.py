"""Positions mode: random mid-game positions, played on in lockstep.

A game with random decks is started in the reference and run to the first turn of round 1
(both players keep their hands and choose their first character). Its state is then
edited into a random position of what whole games reach rarely: any HP (1 and 2 often, 0
defeats a character), energy (full often), auras (Cryo+Dendro included), the active
character, hands of up to 10 cards (10 often), piles, dice, the round, statuses and
equipment on the characters, combat statuses, summons and supports (full zones often),
the plunge flag, and often the opponent's round already ended, so that End Phases with
defeats and death swaps follow soon. Entities come from the catalogue the reference itself
made (`catalogue.py`). invokation loads the same position as a scenario file
(`invokation scenario` format, read back from the edited reference state), and both play on
from there in lockstep.
"""
from __future__ import annotations

import random
import time

import ref
from differential import Lockstep, TimedPipe, new_ref_game, random_deck  # noqa: F401
from gitcg import ChooseActiveResponse, Player, RerollDiceResponse, SelectCardResponse, SwitchHandsResponse, ActionResponse

from gitcg.proto import state_pb2

PHASE_ACTION = state_pb2.PHASE_TYPE_ACTION
AURAS = [0, 0, 0, 1, 2, 3, 4, 7, 113]  # none (more often), the elements, Cryo+Dendro
ZONE_KEYS = {"combat": "combatStatuses", "summon": "summons", "support": "supports"}
ZONE_KINDS = {"status": ("Status", "Equipment"), "combat": ("CombatStatus",),
              "summon": ("Summon",), "support": ("Support",)}
CAPS = {"combat": 4, "summon": 4, "support": 4, "status": 4}


class SetupPlayer(Player):
    """Keeps the hand, chooses the first candidate, never acts (the setup stops before)."""

    def on_choose_active(self, r):
        return ChooseActiveResponse(active_character_id=r.candidate_ids[0])

    def on_reroll_dice(self, r):
        return RerollDiceResponse()

    def on_select_card(self, r):
        return SelectCardResponse(selected_definition_id=r.candidate_definition_ids[0])

    def on_switch_hands(self, r):
        return SwitchHandsResponse()

    def on_action(self, r):
        for i, a in enumerate(r.action):
            if a.HasField("declare_end"):
                return ActionResponse(chosen_action_index=i)
        return ActionResponse(chosen_action_index=0)


def start_position(decks, seed):
    """The reference's state after the first action of round 1 (player 1 declared round end),
    as a tree. (A game resumed from the start of the Action Phase would run its "when the
    Action Phase begins" effects again, for the entities a position places; after an action
    it resumes in the middle of the phase. The tree is edited afterwards: declared round
    end, whose turn.)"""
    game = new_ref_game(decks, seed)
    players = [SetupPlayer(), SetupPlayer()]
    for w in (0, 1):
        game.set_player(w, players[w])
    game.start()
    in_phase = False
    while game.is_running():
        st = game.state()
        if ref.ll.state_get_attr(st._state_handle, ref.ll.ATTR_STATE_PHASE) == PHASE_ACTION \
                and game.is_resumable():
            if in_phase:
                break
            in_phase = True
        game.step()
    return ref.decode(game.json())


def equipment_class(did: int) -> str:
    """Weapons (311xxx), artifacts (312xxx), Techniques (313xxx) and talents (2xxxxx): one
    of each a character."""
    if 311000 <= did < 312000:
        return "weapon"
    if 312000 <= did < 313000:
        return "artifact"
    if 313000 <= did < 314000:
        return "technique"
    if 200000 <= did < 300000:
        return "talent"
    return f"status {did}"


# Statuses of which a side holds at most one (the reference's `conflictWith
# "crossCharacter"`, enforced as they enter): Lightning Rod.
ONE_PER_SIDE = {124022}


class Placer:
    """Places catalogue entities in a tree (fresh runtime ids, random usages)."""

    def __init__(self, cat, kinds: dict, usage_vars: dict, rng: random.Random, focus=(),
                 card_weight=lambda card: 1.0):
        self.cat, self.kinds, self.usage_vars, self.rng = cat, kinds, usage_vars, rng
        self.focus = set(focus)
        self.card_weight = card_weight
        self.next_id = -400000

    def options(self, zone, team, opponents, char=None):
        return [d for d in self.cat.choices(zone, team, opponents, char)
                if self.kinds.get(str(d)) in ZONE_KINDS[zone]]

    def pick(self, zone, lst, teams, n, char=None, exclude=()):
        present = {e["definition"]["id"] for e in lst} | set(exclude)
        classes = {equipment_class(d) for d in present}
        opts = [d for d in self.options(zone, teams[0], teams[1], char) if d not in present]
        # focused entities (created by a focused character or card) first
        self.rng.shuffle(opts)
        opts.sort(key=lambda d: 0 if d in self.focus else 1)
        for d in opts:
            if n <= 0 or len(lst) >= CAPS[zone]:
                break
            cls = equipment_class(d)
            if zone == "status" and cls in classes:
                continue
            classes.add(cls)
            self.next_id -= 1
            lst.append(self.cat.make(zone, d, self.next_id, self.rng, self.usage_vars))
            n -= 1


def edit(tree, rng: random.Random, placer: Placer | None = None):  # noqa: C901
    """Edits the tree into a random position, in place."""
    tree["roundNumber"] = rng.randint(1, 10)
    tree["currentTurn"] = rng.randint(0, 1)
    for who, p in enumerate(tree["players"]):
        chars = p["characters"]
        teams = [[c["definition"]["id"] for c in tree["players"][w]["characters"]] for w in (who, 1 - who)]
        alive = []
        for c in chars:
            v = c["variables"]
            hp = rng.choice([0, 1, 1, 2, 2, rng.randint(1, v["maxHealth"]), v["maxHealth"]])
            v["health"] = hp
            v["alive"] = 1 if hp > 0 else 0
            if hp == 0:
                v["energy"] = 0
                v["aura"] = 0
                c["entities"] = []
            else:
                v["energy"] = rng.choice([rng.randint(0, v["maxEnergy"]), v["maxEnergy"]])
                v["aura"] = rng.choice(AURAS)
                alive.append(c)
        if not alive:
            c = rng.choice(chars)
            c["variables"].update(health=1, alive=1)
            alive.append(c)
        p["activeCharacterId"] = rng.choice(alive)["id"]
        if placer is not None:
            for c in alive:
                # a status of which a side holds at most one is placed on one character only
                held = {e["definition"]["id"] for o in alive if o is not c for e in o["entities"]}
                placer.pick("status", c["entities"], teams, rng.choice([0, 0, 1, 1, 2, 3]),
                            char=c["definition"]["id"], exclude=held & ONE_PER_SIDE)
            placer.pick("combat", p["combatStatuses"], teams, rng.choice([0, 1, 1, 2, 3]))
            placer.pick("summon", p["summons"], teams, rng.choice([0, 1, 2, 4, 4]))
            placer.pick("support", p["supports"], teams, rng.choice([0, 1, 2, 4, 4]))
        # a hand of 0..10 cards from the pile (pile cards carry their own variables): the
        # focused and the least played cards first
        cards = p["hands"] + p["pile"]
        rng.shuffle(cards)
        if placer is not None:
            key = {id(h): (0 if h["definition"]["id"] in placer.focus else 1,
                           -rng.random() * placer.card_weight(h["definition"]["id"])) for h in cards}
            cards.sort(key=lambda h: key[id(h)])
        n = min(len(cards), rng.choice([0, 2, 5, 8, 10, 10]))
        p["hands"], p["pile"] = cards[:n], cards[n:]
        rng.shuffle(p["pile"])
        omni = rng.randint(0, 12)
        p["dice"] = [8] * omni + [rng.randint(1, 7) for _ in range(rng.randint(0, 16 - omni))]
        # often a talent in hand is playable: its character active, full energy, dice
        talents = [c for c in alive for h in p["hands"]
                   if 200000 <= h["definition"]["id"] < 300000
                   and (h["definition"]["id"] // 10) % 10000 == c["definition"]["id"]]
        if talents and rng.random() < 0.6:
            c = rng.choice(talents)
            p["activeCharacterId"] = c["id"]
            c["variables"]["energy"] = c["variables"]["maxEnergy"]
            p["dice"] = [8] * max(omni, 6) + p["dice"][omni:][:16 - max(omni, 6)]
        p["dice"].sort(key=lambda d: (d != 8, d))
        p["canPlunging"] = rng.random() < 0.3
        # the opponent of the player to act has often ended its round already
        p["declaredEnd"] = who != tree["currentTurn"] and rng.random() < 0.4
    return tree


def thin_initial_decks(tree, rng: random.Random):
    """Often leaves some names out of a side's initial deck (the reference's `initialPile`,
    the match record "a card whose name is not in this match's initial deck" reads), so
    that cards of the hand and pile are also cards not in it (Tepetlisaurus, End of the
    Line, Stage Tepetl). Its own random stream: the positions of a seed stay as they were."""
    for p in tree["players"]:
        if rng.random() < 0.5:
            continue
        names = sorted({d["id"] for d in p["initialPile"]})
        left_out = set(rng.sample(names, rng.randint(1, max(1, len(names) // 2))))
        p["initialPile"] = [d for d in p["initialPile"] if d["id"] not in left_out]


def entity_spec(e: dict, cfg) -> dict:
    """An entity of the reference's view as a scenario entity (usage where both keep one)."""
    spec = {"name": str(e["id"])}
    names = cfg.usage_vars.get(str(e["id"]), ["usage", "shield"])
    if e["id"] not in cfg.no_usage and any(n in e["vars"] for n in names):
        spec["usage"] = e["usage"]
    if e["duration"] is not None:
        spec["duration"] = e["duration"]
    # a summon that converts after a Swirl (Stormeye, Large Wind Spirit) or damage taken
    # (Bogglecat Box) and has converted: no conversion left, the element it took shown on it
    converted = e["vars"].get("swirledUsage") == 0 or e["vars"].get("chpeDamagedUsage") == 0
    if converted and e["vars"].get("hintIcon") in ref.ELEMENTS:
        spec["converted"] = ref.ELEMENTS[e["vars"]["hintIcon"]]
    return spec


def played_cards(tree, who: int) -> list[str]:
    """The cards a player has played this match, from the reference's extension that
    records them (Memento Lens's), if the position has one."""
    exts = tree.get("extensions") or []
    for ext in exts.values() if isinstance(exts, dict) else exts:
        st = ext.get("state") if isinstance(ext, dict) else None
        if isinstance(st, dict) and isinstance(st.get("played"), list):
            return [str(c) for c in st["played"][who]]
    return []


def new_cards_played(tree, who: int) -> list[str]:
    """The different cards a player has played this match whose names are not in its initial
    deck, from the reference's extension that records them ("Ultimate Overlord's Mega Magic
    Sword"'s), if the position has one."""
    exts = tree.get("extensions") or []
    for ext in exts.values() if isinstance(exts, dict) else exts:
        st = ext.get("state") if isinstance(ext, dict) else None
        if isinstance(st, dict) and isinstance(st.get("defIds"), list):
            return [str(c) for c in st["defIds"][who]]
    return []


def scenario_of(view, tree, cfg) -> dict:
    """invokation's scenario of the reference's (edited) position."""
    players = []
    for who, (pv, pt) in enumerate(zip(view["players"], tree["players"])):
        chars = []
        for c in pv["characters"]:
            ch = {"name": str(c["id"]), "hp": c["hp"], "energy": c["energy"], "aura": c["aura"],
                  "statuses": [entity_spec(e, cfg) for e in c["statuses"]] if c["alive"] else []}
            chars.append(ch)
        players.append({
            "characters": chars,
            "active": pv["active"],
            "dice": pv["dice"],
            "hand": [str(h) for h in pv["hand"]],
            "deck": [str(h) for h in pv["pile"]],
            "combat_statuses": [entity_spec(e, cfg) for e in pv["combat_statuses"]],
            "summons": [entity_spec(e, cfg) for e in pv["summons"]],
            "supports": [entity_spec(e, cfg) for e in pv["supports"]],
            "declared_end": pv["declared_end"],
            "plunge": bool(pt["canPlunging"]),
            # Hand cards carrying the reference's "effectless" attachment (Passing of
            # Judgment's voiding).
            "played": played_cards(tree, who),
            # The match record of the deck the side began with (as the reference's).
            "initial_deck": [str(d["id"]) for d in pt["initialPile"]],
            "new_cards_played": new_cards_played(tree, who),
            "voided": [i + 1 for i, h in enumerate(pt["hands"])
                       if any(a.get("definition", {}).get("id") == 208
                              for a in h.get("attachments", []))],
        })
    return {
        "version": ref.VERSION[1:],
        "round": view["round"],
        "phase": "action",
        "to_act": view["current"],
        "config": {"all_omni": True},
        "players": players,
    }


def play_positions(run, seed: int, count: int, max_steps: int):
    import catalogue  # noqa: PLC0415
    rng = random.Random(seed)
    pipe = TimedPipe(run.binary, run)
    content = pipe.call("cards", version=ref.VERSION[1:])
    chars = run.characters(content)
    talents = {c: int(f"2{c}1") for c in content["characters"]}
    t0 = time.perf_counter()
    cat = catalogue.load_or_harvest(pipe, run.cache_dir, content["characters"], content["cards"], talents)
    run.t_harvest += time.perf_counter() - t0
    try:
        for g in range(count):
            gseed = rng.randrange(1 << 31)
            grng = random.Random(gseed)
            decks = [run.deck(pipe, grng, chars, first=True), run.deck(pipe, grng, chars)]
            tag = f"position-{seed}-{g}"
            t0 = time.perf_counter()
            meta, tree = start_position(decks, gseed)
            placer = Placer(cat, content["entities"], run.cfg.usage_vars, grng, run.focus_entities(cat),
                            lambda card: run.cov.weight(("card", card)))
            edit(tree, grng, placer)
            thin_initial_decks(tree, random.Random(gseed ^ 0x1D))
            view = ref.view(tree, run.cfg.usage_vars)
            scenario = scenario_of(view, tree, run.cfg)
            game = ref.Game(state=ref.State(json=ref.encode(meta, tree)))
            game.set_attr(ref.ll.ATTR_PLAYER_ALWAYS_OMNI_0, 1)
            game.set_attr(ref.ll.ATTR_PLAYER_ALWAYS_OMNI_1, 1)
            inv0 = run.t_inv
            ls = Lockstep(pipe, grng, run.cov, run.cfg, run.focus)
            try:
                pipe.call("scenario", scenario=scenario)
            except Exception as e:  # noqa: BLE001 - reported as a mismatch with its scenario
                ls.mismatch_at_load(e, scenario)
            else:
                ls.run(game, max_steps)
            run.t_ref += time.perf_counter() - t0 - (run.t_inv - inv0)
            run.finish_game(tag, pipe, ls, {"decks": decks, "game_seed": gseed}, scenario,
                            rerun={"kind": "position", "scenario": scenario,
                                   "reference_start": ref.encode(meta, tree)})
            if run.args.verbose:
                print(f"  {tag}: {ls.steps} steps", flush=True)
    finally:
        pipe.close()
