"""Positions mode: random mid-game positions, played on in lockstep.

A game with random decks is started in the reference and run to the first turn of round 1
(both players keep their hands and choose their first character). Its state is then
edited into a random position: HP (0 defeats a character), energy, auras, the active
character, a hand of up to 10 cards taken from the pile, the dice, and the round. invokation
loads the same position as a scenario file (`invokation scenario` format, read back from
the edited reference state), and both play on from there in lockstep.
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
    """The reference's state at the first turn of round 1 (resumable), as a tree."""
    game = new_ref_game(decks, seed)
    players = [SetupPlayer(), SetupPlayer()]
    for w in (0, 1):
        game.set_player(w, players[w])
    game.start()
    while game.is_running():
        st = game.state()
        if ref.ll.state_get_attr(st._state_handle, ref.ll.ATTR_STATE_PHASE) == PHASE_ACTION \
                and game.is_resumable():
            break
        game.step()
    return ref.decode(game.json())


def edit(tree, rng: random.Random):  # noqa: C901
    """Edits the tree into a random position, in place."""
    tree["roundNumber"] = rng.randint(1, 10)
    for p in tree["players"]:
        chars = p["characters"]
        alive = []
        for c in chars:
            v = c["variables"]
            hp = rng.choice([0, 1, 1, 2, rng.randint(1, v["maxHealth"]), v["maxHealth"]])
            v["health"] = hp
            v["alive"] = 1 if hp > 0 else 0
            if hp == 0:
                v["energy"] = 0
                v["aura"] = 0
                c["entities"] = []
            else:
                v["energy"] = rng.randint(0, v["maxEnergy"])
                v["aura"] = rng.choice(AURAS)
                alive.append(c)
        if not alive:
            c = rng.choice(chars)
            c["variables"].update(health=1, alive=1)
            alive.append(c)
        p["activeCharacterId"] = rng.choice(alive)["id"]
        # a hand of 0..10 cards from the pile (pile cards carry their own variables)
        cards = p["hands"] + p["pile"]
        rng.shuffle(cards)
        n = min(len(cards), rng.choice([0, 2, 5, 8, 10, 10]))
        p["hands"], p["pile"] = cards[:n], cards[n:]
        omni = rng.randint(0, 12)
        p["dice"] = [8] * omni + [rng.randint(1, 7) for _ in range(rng.randint(0, 16 - omni))]
        p["dice"].sort(key=lambda d: (d != 8, d))
    tree["currentTurn"] = rng.randint(0, 1)
    return tree


def scenario_of(view, tree) -> dict:
    """invokation's scenario of the reference's (edited) position."""
    players = []
    for pv in view["players"]:
        chars = []
        for c in pv["characters"]:
            ch = {"name": str(c["id"]), "hp": c["hp"], "energy": c["energy"], "aura": c["aura"],
                  "statuses": [{"name": str(e["id"]), "usage": e["usage"],
                                **({"duration": e["duration"]} if e["duration"] is not None else {})}
                               for e in c["statuses"]] if c["alive"] else []}
            chars.append(ch)
        players.append({
            "characters": chars,
            "active": pv["active"],
            "dice": pv["dice"],
            "hand": [str(h) for h in pv["hand"]],
            "deck": [str(h) for h in pv["pile"]],
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
    rng = random.Random(seed)
    pipe = TimedPipe(run.binary, run)
    chars = pipe.call("cards")["characters"]
    try:
        for g in range(count):
            gseed = rng.randrange(1 << 31)
            grng = random.Random(gseed)
            decks = [random_deck(pipe, grng, run.cov, chars), random_deck(pipe, grng, run.cov, chars)]
            tag = f"position-{seed}-{g}"
            t0 = time.perf_counter()
            meta, tree = start_position(decks, gseed)
            edit(tree, grng)
            view = ref.view(tree, run.cfg.usage_vars)
            scenario = scenario_of(view, tree)
            game = ref.Game(state=ref.State(json=ref.encode(meta, tree)))
            game.set_attr(ref.ll.ATTR_PLAYER_ALWAYS_OMNI_0, 1)
            game.set_attr(ref.ll.ATTR_PLAYER_ALWAYS_OMNI_1, 1)
            inv0 = run.t_inv
            pipe.call("scenario", scenario=scenario)
            ls = Lockstep(pipe, grng, run.cov, run.cfg)
            ls.run(game, max_steps)
            run.t_ref += time.perf_counter() - t0 - (run.t_inv - inv0)
            run.finish_game(tag, pipe, ls, {"decks": decks, "game_seed": gseed})
            if run.args.verbose:
                print(f"  {tag}: {ls.steps} steps", flush=True)
    finally:
        pipe.close()
