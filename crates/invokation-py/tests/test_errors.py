"""Bad input raises clear Python exceptions and changes nothing; it never crashes."""

from __future__ import annotations

import copy

import numpy as np
import pytest

import invokation
from invokation import DeckError, IllegalActionError, InvokationError


def test_exception_hierarchy():
    assert issubclass(InvokationError, ValueError)
    assert issubclass(IllegalActionError, InvokationError)
    assert issubclass(DeckError, InvokationError)


def test_illegal_action_ids(game):
    s = game.new_initial_state()
    s.resolve_chance()
    before = s.serialize()
    legal = s.legal_actions()
    illegal = next(a for a in range(50) if a not in legal)
    with pytest.raises(IllegalActionError, match=f"action {illegal} .* is not legal now"):
        s.apply_action(illegal)
    for bad in (-1, 50, 1000):
        with pytest.raises(IllegalActionError, match="out of range"):
            s.apply_action(bad)
    with pytest.raises((OverflowError, ValueError)):
        s.apply_action(10**30)
    with pytest.raises(TypeError):
        s.apply_action("skill")
    assert s.serialize() == before


def test_after_the_end(game):
    s = game.new_initial_state()
    from conftest import random_play

    random_play(s, seed=0)
    assert s.is_terminal()
    with pytest.raises(IllegalActionError, match="game is over"):
        s.apply_action(0)
    with pytest.raises(IllegalActionError, match="game is over"):
        s.apply_full_action("p1 end")
    with pytest.raises(InvokationError, match="pass the player"):
        s.observation_tensor()
    assert s.observation_tensor(0).shape == (invokation.OBS_SIZE,)


def test_bad_full_actions(game):
    s = game.new_initial_state()
    s.resolve_chance()
    with pytest.raises(IllegalActionError):
        s.apply_full_action("p1 fly away")
    with pytest.raises(IllegalActionError):
        s.apply_full_action("")
    with pytest.raises(IllegalActionError):
        s.full_action_choices("p1 play Nonexistent Card")


def test_unknown_cards_and_decks():
    with pytest.raises(DeckError, match='deck_a: line 3: unknown character "Nobody"'):
        invokation.Game(["Ganyu", "Xingqiu", "Nobody"])
    with pytest.raises(DeckError, match="line 4"):
        invokation.Game(None, ["Diluc", "Fischl", "Sucrose", "2x Not A Card"])
    with pytest.raises(DeckError, match="neither a built-in deck"):
        invokation.Game("no-such-deck")
    with pytest.raises(DeckError, match="needs 3 characters"):
        invokation.Game(["Ganyu"])
    with pytest.raises(DeckError, match="appears twice"):
        invokation.Game(["Ganyu", "Ganyu", "Noelle"])
    with pytest.raises(DeckError):
        invokation.Game(42)
    with pytest.raises(DeckError):
        invokation.VecEnv(2, ["Ganyu", "Xingqiu", "Nobody"])
    with pytest.raises(DeckError):
        invokation.parse_deck("???")


def test_bad_settings():
    with pytest.raises(InvokationError, match="unknown version|version"):
        invokation.Game(version="99.9")
    with pytest.raises(InvokationError, match="round_limit"):
        invokation.Game(config={"round_limit": 0})
    with pytest.raises(InvokationError, match="invalid game config"):
        invokation.Game(config={"round_limit": "many"})
    with pytest.raises(InvokationError, match="player must be 0 or 1"):
        invokation.Game().new_initial_state().observation_tensor(2)


def test_bad_serialized_states():
    for text in ("", "{}", "not json", '{"format": "other"}', "[1, 2, 3]"):
        with pytest.raises(InvokationError, match="cannot read the state"):
            invokation.State.deserialize(text)
    s = invokation.Game().new_initial_state()
    text = s.serialize().replace('"invokation-state/1"', '"invokation-state/0"')
    with pytest.raises(InvokationError, match="format"):
        invokation.State.deserialize(text)


def test_edited_states_name_the_broken_invariant(game):
    import json

    import random

    rng = random.Random(0)
    s = game.new_initial_state()
    while s.decision() != "Action":
        if s.is_chance_node():
            s.apply_random_chance()
        else:
            s.apply_action(rng.choice(s.legal_actions()))
    good = json.loads(s.serialize())
    edits = [
        (("state", "players", 0, "active"), 5, "active character 5 is not 0, 1 or 2"),
        (("state", "players", 1, "characters", 0, "hp"), 99, "has 99 HP of"),
        (("state", "stack"), [], "must be one of the round flow"),
        (("builder", "player"), "P2" if s.current_player() == 0 else "P1", "does not fit the game"),
    ]
    for path, value, message in edits:
        doc = json.loads(json.dumps(good))
        parent = doc
        for k in path[:-1]:
            parent = parent[k]
        parent[path[-1]] = value
        with pytest.raises(InvokationError, match=f"cannot read the state: .*{message}"):
            invokation.State.deserialize(json.dumps(doc))
    assert invokation.State.deserialize(json.dumps(good)) == s


def test_vec_env_bad_input():
    v = invokation.VecEnv(3, seed=1)
    obs, mask = v.reset()
    before = obs.copy()
    steps = v.steps_taken
    good = np.array([np.flatnonzero(m)[0] for m in mask])
    bad = good.copy()
    bad[1] = next(a for a in range(50) if mask[1, a] == 0)
    with pytest.raises(IllegalActionError, match="game 1: action"):
        v.step(bad)
    with pytest.raises(InvokationError, match="expected 3 actions"):
        v.step(good[:2])
    with pytest.raises(IllegalActionError):
        v.step(np.array([-1, 0, 0]))
    assert v.steps_taken == steps and np.array_equal(v.obs, before)
    v.step(good)  # still usable
    with pytest.raises(InvokationError, match="at least one"):
        invokation.VecEnv(0)


def test_bad_agents(game):
    with pytest.raises(InvokationError, match="unknown agent"):
        invokation.Agent("alphazero")
    with pytest.raises(ValueError):
        invokation.agents.mcts(iterations=0)
    s = invokation.Game(["Ganyu", "Xingqiu", "Noelle", "2x Paimon"]).new_initial_state()
    assert s.is_chance_node()
    with pytest.raises(IllegalActionError, match="chance"):
        invokation.Agent("random").decide(s)


def _leaves(doc, path=()):
    """Paths to every scalar and list in a JSON document."""
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _leaves(v, path + (k,))
    elif isinstance(doc, list):
        yield path
        for i, v in enumerate(doc):
            yield from _leaves(v, path + (i,))
    else:
        yield path


_NUMBERS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15, 16, 17, 24, 40, 99, 254, 255, 256, 65535, -1]


def _get(doc, path):
    for k in path:
        doc = doc[k]
    return doc


def _mutate(doc, rng, strings, donors):
    """One random edit of a serialized state: a number, a flag, a name, a list, or a part
    taken from another state (a field of the same name: a stack, a list of statuses, a
    character, ...)."""
    paths = list(_leaves(doc["state"])) + [("builder",)]
    path = rng.choice(paths)
    parent = doc["state"] if path != ("builder",) else doc
    for k in path[:-1]:
        parent = parent[k]
    key = path[-1]
    value = parent[key]
    if rng.random() < 0.3:
        donor = rng.choice(donors)
        same = [q for q in _leaves(donor["state"]) if q and q[-1] == key]
        if same:
            parent[key] = copy.deepcopy(_get(donor["state"], rng.choice(same)))
            return
    if isinstance(value, list):
        op = rng.randrange(3)
        if op == 0 and value:
            del value[rng.randrange(len(value))]
        elif op == 1 and value:
            value.insert(rng.randrange(len(value) + 1), value[rng.randrange(len(value))])
        else:
            value.clear()
    elif isinstance(value, bool):
        parent[key] = not value
    elif isinstance(value, int):
        parent[key] = rng.choice(_NUMBERS + [value + 1, value - 1])
    elif isinstance(value, str):
        parent[key] = rng.choice(strings)
    elif isinstance(value, dict) and "partial" in value:
        value["partial"] = rng.choice(
            ["Start", "ChooseSkill", "ChooseCard", "Technique", {"Skill": rng.randrange(6)},
             {"Switch": rng.randrange(4)}, {"Redraw": rng.randrange(64)}, {"Tune": None}]
        )
    elif value is None:
        parent[key] = rng.choice([0, 1, "P1", "Draw", True])


def _exercise(s, rng):
    """Every read-only call, then a few steps of play."""
    s.current_player(), s.is_terminal(), s.is_chance_node(), s.is_player_node()
    legal = s.legal_actions()
    s.legal_actions_mask()
    s.chance_outcomes(), s.chance_enumerable(), s.chance_request()
    s.returns(), s.outcome(), s.round(), s.phase(), s.decision(), s.mid_action()
    for p in (0, 1):
        s.observation_tensor(p)
        s.information_state_string(p)
        s.infoset_key(p)
        s.view(p)
        s.resample_from_infostate(p, 1)
    s.legal_full_actions()
    for a in legal[:5] + [0, 49]:
        s.action_to_string(a)
    str(s), repr(s), s.serialize(), s.clone()
    for _ in range(20):
        if s.is_terminal():
            break
        if s.is_chance_node():
            s.apply_random_chance()
        else:
            legal = s.legal_actions()
            assert legal, "a decision node has legal actions"
            s.apply_action(rng.choice(legal))
        s.observation_tensor(0)


@pytest.mark.parametrize("decks", ["cards", "default"])
def test_edited_states_raise_invokation_errors(card_game, decks):
    """Randomly edited serialized states are refused with InvokationError ("cannot read the
    state", naming the broken invariant), or load and then work: no call, read-only or
    playing on, raises anything but InvokationError (never a PanicException). (An
    entity's own data, such as the element a summon was converted to, is the card's to
    interpret and is not checked on reading: if the engine fails on it, the call raises
    InvokationError.)"""
    import json
    import random

    rng = random.Random(2024)
    if decks == "default":
        card_game = invokation.Game()
    texts = []
    for seed in range(3):
        s = card_game.new_initial_state(seed)
        i = 0
        while not s.is_terminal():
            if i % 15 == 0:
                texts.append(s.serialize())
            if s.is_chance_node():
                s.apply_random_chance()
            else:
                s.apply_action(rng.choice(s.legal_actions()))
            i += 1
    strings = sorted({v for t in texts for v in json.loads(t)["state"]["globals"].values()
                      if isinstance(v, str)} | {"P1", "P2", "Action", "DeathSwap", "Redraw",
                                                "Reroll", "Cryo", "None", "GameOver"})
    donors = [json.loads(t) for t in texts]
    refused = accepted = 0
    for trial in range(1500):
        doc = json.loads(rng.choice(texts))
        for _ in range(rng.randint(1, 3)):
            _mutate(doc, rng, strings, donors)
        try:
            s = invokation.State.deserialize(json.dumps(doc))
        except InvokationError as e:
            assert "cannot read the state" in str(e)
            refused += 1
            continue
        accepted += 1
        try:
            _exercise(s, rng)
        except InvokationError:
            pass
    assert refused > 100 and accepted > 100, (refused, accepted)
