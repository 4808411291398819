"""Type stubs of the native module ``invokation._invokation`` (written in Rust)."""

from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

import numpy as np
import numpy.typing as npt

#: Floats of an observation tensor.
OBS_SIZE: int
#: Choice ids of the action space (50).
NUM_DISTINCT_ACTIONS: int
#: ``State.current_player()`` at a chance node (-1).
CHANCE_PLAYER: int
#: ``State.current_player()`` once the game is over (-4).
TERMINAL_PLAYER: int

#: The decks used when none is given: ("icy-rain", "fire-and-thunder").
DEFAULT_DECKS: List[str]

#: A deck: a built-in deck name (``builtin_decks()``: "icy-rain", "fire-and-thunder" with 30
#: action cards, "frost-and-rain", "storm-and-fire" of characters only), a deck text (one name a
#: line: 3 characters, then action cards, "2x Sweet Madame" allowed), a share code, a list
#: of names, or ``{"characters": [...], "cards": [...]}``.
DeckSpec = Union[str, Sequence[str], Mapping[str, Sequence[str]]]

class InvokationError(ValueError):
    """Base class of invokation's errors."""

class IllegalActionError(InvokationError):
    """An action that is not legal now (nothing was changed)."""

class DeckError(InvokationError):
    """A deck or card that cannot be read or played."""

def builtin_decks() -> List[str]:
    """The built-in deck names."""

def versions() -> List[str]:
    """The balance versions the engine knows, oldest first."""

def parse_deck(spec: DeckSpec, version: Optional[str] = None) -> Dict[str, Any]:
    """A deck spec read into ``{"characters": [...], "cards": [...]}``."""

class Game:
    """Game settings (two decks, a configuration); makes initial states."""

    def __init__(
        self,
        deck_a: Optional[DeckSpec] = None,
        deck_b: Optional[DeckSpec] = None,
        *,
        version: Optional[str] = None,
        seed: int = 0,
        all_omni: bool = False,
        config: Optional[Mapping[str, Any]] = None,
    ) -> None: ...
    @property
    def seed(self) -> int: ...
    def new_initial_state(self, seed: Optional[int] = None) -> State:
        """A new game; sampled chance comes from ``seed`` (the game's seed when None)."""
    def deserialize_state(self, text: str) -> State: ...
    def num_distinct_actions(self) -> int: ...
    def num_players(self) -> int: ...
    def max_chance_outcomes(self) -> int: ...
    def observation_tensor_shape(self) -> List[int]: ...
    def observation_tensor_size(self) -> int: ...
    def min_utility(self) -> float: ...
    def max_utility(self) -> float: ...
    def config(self) -> Dict[str, Any]: ...
    def decks(self) -> List[Dict[str, Any]]: ...
    def to_json(self) -> str: ...
    @staticmethod
    def from_json(text: str) -> Game: ...

class State:
    """A game in progress, played one choice id at a time, with explicit chance nodes."""

    def current_player(self) -> int:
        """0 or 1; -1 at chance nodes; -4 once the game is over."""
    def is_terminal(self) -> bool: ...
    def is_chance_node(self) -> bool: ...
    def is_player_node(self) -> bool: ...
    def legal_actions(self, player: Optional[int] = None) -> List[int]:
        """Choice ids (decision node) or outcome indices (chance node)."""
    def legal_actions_mask(self, player: Optional[int] = None) -> npt.NDArray[np.int8]:
        """int8 mask over the 50 choice ids (zeros outside the player's decisions)."""
    def apply_action(self, action: int) -> None:
        """Applies a choice id or chance outcome index; IllegalActionError if not legal."""
    def apply_full_action(self, notation: str) -> None:
        """Applies a whole action in the notation ("p1 skill 1", "p2 end", ...)."""
    def legal_full_actions(self) -> List[str]:
        """The current player's legal whole actions in the notation."""
    def chance_outcomes(self) -> List[Tuple[int, float]]:
        """(outcome index, probability); ``[(0, 1.0)]`` (sampled) where not enumerable."""
    def chance_enumerable(self) -> Optional[bool]: ...
    def chance_request(self) -> Optional[Dict[str, Any]]: ...
    def apply_random_chance(self, seed: Optional[int] = None) -> bool:
        """Samples the pending chance outcome; False outside chance nodes."""
    def resolve_chance(self) -> None:
        """Samples chance until a player chooses or the game ends."""
    def returns(self) -> List[float]:
        """[p1, p2]: +1 win, -1 loss (both lose at the round limit), 0 draw or running."""
    def rewards(self) -> List[float]: ...
    def player_return(self, player: int) -> float: ...
    def outcome(self) -> Optional[str]:
        """"p1", "p2", "draw", "both lose" or None."""
    def round(self) -> int: ...
    def phase(self) -> str: ...
    def decision(self) -> Optional[str]: ...
    def mid_action(self) -> bool:
        """Whether the current player's action is half built."""
    def full_action_choices(self, notation: str) -> List[int]:
        """The choice ids that build a whole action (from the start of an action)."""
    def observation_tensor(self, player: Optional[int] = None) -> npt.NDArray[np.float32]:
        """float32 [OBS_SIZE] from ``player``'s side (current player when None)."""
    def information_state_string(self, player: Optional[int] = None) -> str: ...
    def observation_string(self, player: Optional[int] = None) -> str: ...
    def infoset_key(self, player: Optional[int] = None) -> int: ...
    def resample_from_infostate(self, player: int, seed: int) -> State:
        """A full state consistent with what ``player`` knows (hidden parts resampled)."""
    def view(self, player: Optional[int] = None) -> Dict[str, Any]:
        """What ``player`` sees, as a dict."""
    def serialize(self) -> str: ...
    @staticmethod
    def deserialize(text: str) -> State: ...
    @staticmethod
    def from_scenario(json_text: str) -> State:
        """A position from a scenario file's JSON (docs/scenario.md), its actions applied;
        raises InvokationError with the message ``invokation scenario`` prints."""
    def action_to_string(self, a: int, b: Optional[int] = None) -> str:
        """``action_to_string(action)`` or ``action_to_string(player, action)``."""
    def clone(self) -> State: ...
    def __copy__(self) -> State: ...
    def __deepcopy__(self, memo: Dict[int, Any]) -> State: ...
    def __eq__(self, other: object) -> bool: ...

class VecEnv:
    """n games stepped together in Rust (GIL released), with auto-reset.

    ``reward[i]`` is the final return of the player who made the step (0 while the game
    goes on). Returned arrays are preallocated and overwritten by each call.
    """

    def __init__(
        self,
        n: int,
        deck_a: Optional[DeckSpec] = None,
        deck_b: Optional[DeckSpec] = None,
        *,
        version: Optional[str] = None,
        seed: int = 0,
        all_omni: bool = False,
        config: Optional[Mapping[str, Any]] = None,
        num_threads: int = 1,
    ) -> None: ...
    def reset(
        self, seed: Optional[int] = None
    ) -> Tuple[npt.NDArray[np.float32], npt.NDArray[np.int8]]:
        """``(obs [n, OBS_SIZE], mask [n, 50])``."""
    def step(
        self, actions: Union[npt.ArrayLike, Sequence[int]]
    ) -> Tuple[
        npt.NDArray[np.float32],
        npt.NDArray[np.int8],
        npt.NDArray[np.float32],
        npt.NDArray[np.bool_],
        npt.NDArray[np.int32],
    ]:
        """``(obs, mask, reward, done, to_play)``; IllegalActionError steps no game."""
    @property
    def num_envs(self) -> int: ...
    def __len__(self) -> int: ...
    @property
    def obs_size(self) -> int: ...
    @property
    def num_actions(self) -> int: ...
    @property
    def seed(self) -> int: ...
    @property
    def num_threads(self) -> int: ...
    @num_threads.setter
    def num_threads(self, value: int) -> None: ...
    @property
    def obs(self) -> npt.NDArray[np.float32]: ...
    @property
    def mask(self) -> npt.NDArray[np.int8]: ...
    @property
    def to_play(self) -> npt.NDArray[np.int32]: ...
    @property
    def final_returns(self) -> npt.NDArray[np.float32]:
        """[n, 2]: returns of each env's last finished game."""
    @property
    def games_finished(self) -> int: ...
    @property
    def steps_taken(self) -> int: ...
    def get_state(self, i: int) -> State: ...
    def settings_json(self) -> str: ...

class Agent:
    """A built-in agent: "random", "greedy", "mcts" or "mcts:N"."""

    def __init__(self, name: str = "random", seed: int = 0) -> None: ...
    @property
    def name(self) -> str: ...
    def decide(self, state: State) -> str:
        """The whole action chosen for the player to choose, in the notation."""
    def decide_choices(self, state: State) -> List[int]:
        """The chosen whole action as the choice ids that build it."""
    def act(self, state: State) -> str:
        """Chooses and applies a whole action; returns it in the notation."""
