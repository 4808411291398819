"""The built-in agents from Python."""

from __future__ import annotations

import pickle
import threading

import pytest

import invokation
from invokation import agents
from conftest import CARD_DECK


@pytest.mark.parametrize("make", [agents.random, agents.greedy, lambda seed: agents.mcts(30, seed)])
def test_agents_play_whole_games(make):
    g = invokation.Game(CARD_DECK, "storm-and-fire", seed=2)
    s = g.new_initial_state()
    bots = [make(seed=1), agents.random(seed=2)]
    moves = 0
    while not s.is_terminal():
        if s.is_chance_node():
            s.resolve_chance()
            continue
        line = bots[s.current_player()].act(s)
        assert line.startswith(("p1 ", "p2 "))
        moves += 1
    assert moves > 10 and s.outcome() is not None


def test_decide_is_legal_and_choices_build_it():
    g = invokation.Game(CARD_DECK, "storm-and-fire", seed=3)
    s = g.new_initial_state()
    bot = agents.greedy(seed=0)
    for _ in range(60):
        s.resolve_chance()
        if s.is_terminal():
            break
        line = bot.decide(s)
        ids = s.full_action_choices(line)
        assert ids == bot.decide_choices(s) or ids  # greedy is deterministic
        t = s.clone()
        for a in ids:
            t.apply_action(a)
        s.apply_full_action(line)
        assert t.view(0) == s.view(0)


def test_by_name_and_pickle():
    a = agents.by_name("mcts:10", seed=4)
    assert a.name.startswith("mcts")
    b = pickle.loads(pickle.dumps(a))
    assert repr(b) == repr(a)
    assert agents.random().name == "random"


def test_half_built_action_is_refused():
    s = invokation.Game(seed=0).new_initial_state()
    s.resolve_chance()
    # a reroll selection: choose one die, the action is half built
    while s.decision() != "Reroll":
        s.apply_action(s.legal_actions()[-1])
        s.resolve_chance()
    s.apply_action(next(a for a in s.legal_actions() if 40 <= a < 48))
    assert s.mid_action()
    with pytest.raises(invokation.IllegalActionError, match="half built"):
        agents.random().act(s)


def test_agents_release_the_gil():
    """Two MCTS searches in Python threads (they run without the GIL)."""
    s = invokation.Game(seed=1).new_initial_state()
    s.resolve_chance()
    out = []

    def run(seed):
        out.append(agents.mcts(200, seed).decide(s))

    threads = [threading.Thread(target=run, args=(k,)) for k in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(out) == 2
