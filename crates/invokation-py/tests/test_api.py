"""The OpenSpiel-shaped low-level API: nodes, actions, observations, round trips."""

from __future__ import annotations

import copy
import json
import pickle
import random

import numpy as np
import pytest

import invokation
from conftest import CARD_DECK, random_play


def test_constants():
    assert invokation.NUM_DISTINCT_ACTIONS == 50
    assert invokation.OBS_SIZE > 100
    assert invokation.CHANCE_PLAYER == -1
    assert invokation.TERMINAL_PLAYER == -4
    assert {"frost-and-rain", "storm-and-fire"} <= set(invokation.builtin_decks())
    assert "6.5.0" in invokation.versions() or len(invokation.versions()) > 0


def test_game_metadata(game):
    assert game.num_distinct_actions() == 50
    assert game.num_players() == 2
    assert game.observation_tensor_shape() == [invokation.OBS_SIZE]
    assert game.min_utility() == -1 and game.max_utility() == 1
    decks = game.decks()
    assert decks[0] == invokation.parse_deck(invokation.DEFAULT_DECKS[0])
    assert len(decks[1]["cards"]) == 30
    assert game.config()["round_limit"] == 15
    assert decks[0]["characters"][0] in repr(game)


def test_random_games_keep_invariants(game, card_game):
    for g, seed in [(game, 1), (card_game, 2), (card_game, 3)]:
        s = g.new_initial_state(seed)
        seen_chance = False
        rng = random.Random(seed)
        steps = 0
        while not s.is_terminal():
            p = s.current_player()
            assert p in (0, 1, invokation.CHANCE_PLAYER)
            assert s.is_chance_node() == (p == invokation.CHANCE_PLAYER)
            if s.is_chance_node():
                seen_chance = True
                outs = s.chance_outcomes()
                assert outs and abs(sum(w for _, w in outs) - 1.0) < 1e-9
                assert [o for o, _ in outs] == s.legal_actions()
                assert not s.legal_actions_mask().any()
                s.apply_action(rng.choice(outs)[0])
            else:
                legal = s.legal_actions()
                mask = s.legal_actions_mask()
                assert mask.dtype == np.int8 and mask.shape == (50,)
                assert list(np.flatnonzero(mask)) == legal
                assert s.legal_actions(1 - p) == []
                assert not s.legal_actions_mask(1 - p).any()
                obs = s.observation_tensor()
                assert obs.dtype == np.float32 and obs.shape == (invokation.OBS_SIZE,)
                assert np.all(obs >= 0) and np.all(np.isfinite(obs))
                assert s.decision() in ("Redraw", "ChooseActive", "Reroll", "Action", "DeathSwap")
                a = rng.choice(legal)
                assert s.action_to_string(a).startswith(f"p{p + 1}: ")
                s.apply_action(a)
            steps += 1
        assert seen_chance
        assert s.current_player() == invokation.TERMINAL_PLAYER
        assert s.legal_actions() == []
        r = s.returns()
        assert all(x in (-1.0, 0.0, 1.0) for x in r)
        assert s.outcome() in ("p1", "p2", "draw", "both lose")
        assert s.phase() == "GameOver"
        assert steps > 20


def test_clone_is_independent(game):
    s = game.new_initial_state()
    s.resolve_chance()
    before = s.serialize()
    c = s.clone()
    assert c == s
    c.apply_action(c.legal_actions()[0])
    assert s.serialize() == before
    assert c != s
    assert copy.copy(s) == s and copy.deepcopy(s) == s


def test_serialize_round_trip_everywhere(card_game):
    """Every state of a game (chance nodes, half-built actions) round-trips exactly, and
    the copy goes on exactly as the original."""
    s = card_game.new_initial_state(5)
    rng = random.Random(5)
    mid_build = 0
    for step in range(400):
        if s.is_terminal():
            break
        text = s.serialize()
        json.loads(text)
        t = invokation.State.deserialize(text)
        assert t == s and t.serialize() == text
        assert card_game.deserialize_state(text) == s
        assert pickle.loads(pickle.dumps(s)) == s
        assert t.legal_actions() == s.legal_actions()
        if not s.is_chance_node():
            p = s.current_player()
            assert np.array_equal(t.observation_tensor(p), s.observation_tensor(p))
            assert t.information_state_string(p) == s.information_state_string(p)
            # a half-built action is part of the state
            mid_build += s.mid_action()
            assert t.mid_action() == s.mid_action()
        if s.is_chance_node():
            s.apply_random_chance()
            t.apply_random_chance()
        else:
            a = rng.choice(s.legal_actions())
            s.apply_action(a)
            t.apply_action(a)
        assert t == s
    assert mid_build > 0


def test_same_seed_same_trajectory(card_game):
    def trajectory(seed, explicit):
        s = card_game.new_initial_state(seed)
        trace = random_play(s, seed=99, explicit_chance=explicit)
        return trace, s.returns(), s.serialize()

    for explicit in (True, False):
        a = trajectory(3, explicit)
        b = trajectory(3, explicit)
        assert a == b
    # other seeds give other games
    assert trajectory(3, False)[2] != trajectory(4, False)[2]


def test_game_seed_is_the_default(card_game):
    g1 = invokation.Game(CARD_DECK, "storm-and-fire", seed=5)
    g2 = invokation.Game(CARD_DECK, "storm-and-fire", seed=5)
    s1, s2 = g1.new_initial_state(), g2.new_initial_state()
    s1.resolve_chance()
    s2.resolve_chance()
    assert s1 == s2
    assert g1.new_initial_state(5) == g2.new_initial_state()


def test_chance_nodes(card_game):
    s = card_game.new_initial_state(1)
    # the game starts by shuffling the piles: sampled, one outcome
    assert s.is_chance_node()
    assert s.chance_enumerable() is False
    assert s.chance_outcomes() == [(0, 1.0)]
    assert "Shuffle" in s.chance_request()
    assert "shuffle" in s.action_to_string(0)
    # find a dice roll: enumerable, the multinomial distribution
    rng = random.Random(0)
    while not (s.is_chance_node() and s.chance_enumerable()):
        if s.is_chance_node():
            s.apply_random_chance()
        else:
            s.apply_action(rng.choice(s.legal_actions()))
    req = s.chance_request()
    assert "RollDice" in req and req["RollDice"]["count"] == 8
    outs = s.chance_outcomes()
    assert len(outs) == 6435
    assert abs(sum(p for _, p in outs) - 1) < 1e-9
    assert s.action_to_string(len(outs) - 1).startswith("chance: ")
    with pytest.raises(invokation.IllegalActionError):
        s.apply_action(len(outs))
    # the last outcome: 8 dice of the last face
    s.apply_action(len(outs) - 1)
    assert not s.is_chance_node() or s.chance_request() != req


def test_apply_random_chance_with_seed(card_game):
    a = card_game.new_initial_state(1)
    b = card_game.new_initial_state(2)
    assert a.apply_random_chance(seed=10) and b.apply_random_chance(seed=10)
    assert a.view(0)["sides"] == b.view(0)["sides"]
    a.resolve_chance()
    assert not a.apply_random_chance()


def test_view_hides_the_opponent(card_game):
    s = card_game.new_initial_state(3)
    s.resolve_chance()
    v0, v1 = s.view(0), s.view(1)
    assert v0["viewer"] == "P1" and v1["viewer"] == "P2"
    assert v0["sides"][0]["hand"] is not None
    assert v0["sides"][1]["hand"] is None and v0["sides"][1]["dice"] is None
    assert v0["sides"][1]["hand_count"] == len(v1["sides"][1]["hand"])


def test_information_state_and_resampling(card_game):
    s = card_game.new_initial_state(8)
    rng = random.Random(8)
    checked = 0
    for _ in range(300):
        if s.is_terminal():
            break
        if s.is_chance_node():
            s.apply_random_chance()
            continue
        p = s.current_player()
        if checked < 40:
            for seed in (1, 2):
                r = s.resample_from_infostate(p, seed)
                assert r.information_state_string(p) == s.information_state_string(p)
                assert r.infoset_key(p) == s.infoset_key(p)
                assert r.legal_actions() == s.legal_actions()
                assert np.array_equal(r.observation_tensor(p), s.observation_tensor(p))
            checked += 1
        s.apply_action(rng.choice(s.legal_actions()))
    assert checked == 40
    # resampling changes hidden information
    s = card_game.new_initial_state(8)
    s.resolve_chance()
    p = s.current_player()
    hidden = {s.resample_from_infostate(p, k).serialize() for k in range(5)}
    assert len(hidden) > 1
    assert s.information_state_string(p) != s.information_state_string(1 - p)


def test_action_to_string_forms(game):
    s = game.new_initial_state()
    s.resolve_chance()
    p = s.current_player()
    for a in s.legal_actions():
        text = s.action_to_string(a)
        assert text and s.action_to_string(p, a) == text
    assert "die Pyro" in s.action_to_string(43) or s.action_to_string(43)
    assert s.action_to_string(49).endswith("done") or "→" in s.action_to_string(49)


def test_full_actions(card_game):
    s = card_game.new_initial_state(4)
    rng = random.Random(4)
    played = 0
    while not s.is_terminal() and played < 60:
        if s.is_chance_node():
            s.apply_random_chance()
            continue
        lines = s.legal_full_actions()
        assert lines and all(line.startswith(f"p{s.current_player() + 1} ") for line in lines)
        line = rng.choice(lines)
        ids = s.full_action_choices(line)
        t = s.clone()
        for a in ids:
            assert a in t.legal_actions()
            t.apply_action(a)
        s.apply_full_action(line)
        assert t.view(0) == s.view(0) and t.view(1) == s.view(1)
        played += 1
    assert played == 60


def test_game_pickles_and_rebuilds(card_game):
    g = pickle.loads(pickle.dumps(card_game))
    assert g.decks() == card_game.decks()
    assert g.seed == card_game.seed
    assert g.new_initial_state() == card_game.new_initial_state()
    assert invokation.Game.from_json(card_game.to_json()).decks() == card_game.decks()


def test_deck_forms():
    names = ["Ganyu", "Xingqiu", "Noelle", "2x Sweet Madame"]
    by_list = invokation.parse_deck(names)
    assert by_list == {"characters": ["Ganyu", "Xingqiu", "Noelle"], "cards": ["Sweet Madame"] * 2}
    assert invokation.parse_deck("\n".join(names)) == by_list
    assert invokation.parse_deck({"characters": names[:3], "cards": ["2x Sweet Madame"]}) == by_list
    assert invokation.parse_deck("frost-and-rain")["characters"] == ["Ganyu", "Xingqiu", "Noelle"]


def test_config_and_version():
    g = invokation.Game(config={"round_limit": 3}, version=invokation.versions()[-1])
    s = g.new_initial_state()
    random_play(s, seed=1)
    assert s.is_terminal() and s.round() <= 3
    omni = invokation.Game(all_omni=True).new_initial_state()
    random_play(omni, seed=2)
    assert omni.is_terminal()


def test_str_and_repr(game):
    s = game.new_initial_state()
    assert "round 1" in str(s) and game.decks()[0]["characters"][0] in str(s)
    assert repr(s).startswith("<invokation.State")


def _scenario(actions=(), **p1_char):
    ganyu = {"name": "Ganyu", **p1_char}
    return json.dumps({
        "version": "6.5.0",
        "players": [
            {"characters": [ganyu, {"name": "Xingqiu"}, {"name": "Tartaglia"}],
             "dice": {"Omni": 8}, "hand": ["Paimon"]},
            {"characters": [{"name": "Diluc"}, {"name": "Fischl"}, {"name": "Sucrose"}],
             "dice": {"Omni": 8}},
        ],
        "actions": list(actions),
    })


def test_state_from_scenario():
    """`State.from_scenario(json_text)` loads a position (docs/scenario.md), actions applied."""
    s = invokation.State.from_scenario(_scenario(hp=5, energy=2))
    assert s.current_player() == 0 and s.phase() == "Action" and s.round() == 1
    me = s.view(0)["sides"][0]
    assert [c["hp"] for c in me["characters"]][:2] == [5, 10]
    assert me["characters"][0]["energy"] == 2
    # Tartaglia, given without statuses, has his Ranged Stance from the start of a game.
    assert len(me["characters"][2]["statuses"]) == 1
    assert "p1 play Paimon" in " ".join(s.legal_full_actions())
    # Actions are applied, as `invokation scenario` does; the state plays on.
    s = invokation.State.from_scenario(_scenario(["p1 skill Normal Attack"]))
    assert s.current_player() == 1
    assert s.view(1)["sides"][1]["characters"][0]["hp"] == 10 - 2
    s.apply_full_action("p2 end")
    assert s.current_player() == 0
    # The same one-line errors as `invokation scenario`.
    with pytest.raises(invokation.InvokationError, match="Ganyu has at most 12 HP, not 13"):
        invokation.State.from_scenario(_scenario(hp=13))
    with pytest.raises(invokation.InvokationError, match=r"action 1 \("):
        invokation.State.from_scenario(_scenario(["p2 end"]))
    with pytest.raises(invokation.InvokationError, match="scenario: "):
        invokation.State.from_scenario("{not json")
