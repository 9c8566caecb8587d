"""The injection head: MiniLM's last three layers, fine-tuned, on the scan's one model run.

The scan runs the embedding model once per memory (:func:`statecore.embeddings.default_embedder`,
all-MiniLM-L6-v2 int8 ONNX, shipped in a wheel, on onnxruntime). That run gives the vector that
search stores and, as a second output, the hidden states entering layer 3. The head
(``injection_head.onnx``, int8) is a copy of layers 3-5 fine-tuned with one linear unit on the
mean of their tokens; it turns those states into a score. ``injection_head.json`` carries its
two thresholds, the sha256 of the ONNX file, and scores the training run recorded for a few
texts, which the tests reproduce. Both files are built by scripts/train_injection_head.py from
the train splits of two public labelled sets (S-Labs and neuralchemy) plus public benign text
(documentation prose, the standard library's code, the code blocks of package descriptions);
the thresholds come from the validation splits only.

The head reads :func:`head_view` of the memory: runs of 16 or more hex digits (digests, commit
ids, keys) become one placeholder, because such runs carry no words and a model trained on
chatbot prompts reads their word pieces as noise it has learned to fear. When the view differs
from the memory, the head's states come from a second run over the view; the stored vector is
always the memory's own. A memory longer than the model's 256 tokens is also read in
overlapping windows of 64 word pieces from its start to its end (``Embedder.window_states``), so
padding can neither push an injection past what the head reads nor dilute it in 250 tokens of
other text; each window is scored, and the scan holds by window (``scanner.head_hold``). The
search vector is the first 256 tokens'. Those short windows are scored by the window head
(``injection_window_head.onnx`` and ``.json``, ``--window``): the same model trained also on a
share of the train splits set among ordinary prose, its thresholds from the validation splits
set the same way, because a window of a long memory reads an injection amid other text, where
the head, trained on prompts alone, loses most of them.

A memory that fits one window is read by both heads, as a pair (``injection_pair.json``,
``--pair``): when the scan's gate is open, the higher of the two
scores counts (either head may hold the write); when it is closed, the two heads' mean logit
counts (both must agree). The pair's two thresholds come from the validation splits by the same
rule as each head's; two heads trained on different data err on different texts, so on
validation the pair holds more injections at the same false-positive rate than either alone.
The second head costs one more run of three layers over states the scan already has. The first
window of a longer memory is read by the head alone, as the pair's thresholds were set on short
texts.

A score at or above the threshold only routes a write to human approval; rejection is the
authority judge's (``authority.py``). A head or model that cannot load raises
:class:`ClassifierUnavailable`: the scan task then fails and the proposal stays ``scanning``
(never a silent ``clean``).
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import threading
from dataclasses import dataclass
from importlib import resources
from typing import Any, cast

import numpy as np
from numpy.typing import NDArray

from statecore.embeddings import DIMENSION, MODEL_ID, TAPPED_LAYER, EmbeddingUnavailable, default_embedder

HEAD_FILE = "injection_head.json"
HEAD_MODEL_FILE = "injection_head.onnx"
# The window head: the same model trained also on texts set among ordinary prose, for the short
# windows of a long memory (scripts/train_injection_head.py --window).
WINDOW_HEAD_FILE = "injection_window_head.json"
WINDOW_HEAD_MODEL_FILE = "injection_window_head.onnx"
# The pair: how the two heads' scores combine on a memory of one window, and its thresholds
# (scripts/train_injection_head.py --pair).
PAIR_FILE = "injection_pair.json"
_HEX_RUN = re.compile(r"(?<![0-9A-Za-z])[0-9A-Fa-f]{16,}(?![0-9A-Za-z])")
HEX_PLACEHOLDER = "0"


class ClassifierUnavailable(RuntimeError):
    """The head's files or the embedding model could not be loaded, or do not match."""


def head_view(text: str) -> str:
    """What the head reads of ``text``: each run of 16+ hex digits as one placeholder."""
    return _HEX_RUN.sub(HEX_PLACEHOLDER, text)


@dataclass(frozen=True, slots=True)
class InjectionHead:
    """The fine-tuned layers as an onnxruntime session, with their thresholds."""

    session: Any
    threshold: float
    ungated_threshold: float
    version: str
    meta: dict[str, Any]

    @classmethod
    def load(cls, description: bytes, model: bytes, *, threads: int = 1) -> InjectionHead:
        """From the bytes of ``injection_head.json`` and ``injection_head.onnx``."""
        data = cast(dict[str, Any], json.loads(description))
        if data.get("embedding_model") != MODEL_ID or data.get("input_layer") != TAPPED_LAYER:
            raise ClassifierUnavailable("the head was trained on another embedding model or layer")
        if hashlib.sha256(model).hexdigest() != data.get("model_sha256"):
            raise ClassifierUnavailable(f"{HEAD_MODEL_FILE} does not match the sha256 in {HEAD_FILE}")
        try:
            import onnxruntime

            options = onnxruntime.SessionOptions()
            options.intra_op_num_threads = threads
            options.inter_op_num_threads = 1
            options.log_severity_level = 3
            session = onnxruntime.InferenceSession(
                model, sess_options=options, providers=["CPUExecutionProvider"]
            )
        except Exception as exc:  # a corrupt file or a missing runtime: one error type for callers
            raise ClassifierUnavailable(f"the injection head did not load: {type(exc).__name__}") from exc
        return cls(
            session=session,
            threshold=float(data["threshold"]),
            ungated_threshold=float(data["ungated_threshold"]),
            version=str(data["version"]),
            meta=cast(dict[str, Any], data.get("meta", {})),
        )

    def logit_states(self, states: NDArray[np.float32]) -> float:
        """The head's logit for the text whose layer-3 input is ``states`` (tokens x 384)."""
        if states.ndim != 2 or states.shape[1] != DIMENSION:
            raise ValueError(f"expected tokens x {DIMENSION} hidden states, got {states.shape}")
        (logit,) = self.session.run(
            ["logit"], {"hidden": states[None], "mask": np.ones((1, states.shape[0]), dtype=np.float32)}
        )
        return float(np.asarray(logit).reshape(-1)[0])

    def score_states(self, states: NDArray[np.float32]) -> float:
        """The probability that the text whose layer-3 input is ``states`` (tokens x 384) is an injection."""
        return _sigmoid(self.logit_states(states))

    def scores(self, states: NDArray[np.float32]) -> tuple[float, float]:
        """(score against ``threshold``, score against ``ungated_threshold``): one head's are the same."""
        score = self.score_states(states)
        return score, score


@dataclass(frozen=True, slots=True)
class HeadPair:
    """Both heads on a memory of one window: ``threshold`` applies to the higher of their two
    scores (the scan's gate open), ``ungated_threshold`` to their mean logit as a probability
    (gate closed). ``injection_pair.json`` names the versions of the heads its thresholds were
    set for; loading it beside other heads fails."""

    head: InjectionHead
    window_head: InjectionHead
    threshold: float
    ungated_threshold: float
    version: str
    meta: dict[str, Any]

    @classmethod
    def load(cls, description: bytes, head: InjectionHead, window_head: InjectionHead) -> HeadPair:
        data = cast(dict[str, Any], json.loads(description))
        if data.get("heads") != [head.version, window_head.version]:
            raise ClassifierUnavailable(f"{PAIR_FILE} was tuned for other heads than the packaged ones")
        return cls(
            head=head,
            window_head=window_head,
            threshold=float(data["threshold"]),
            ungated_threshold=float(data["ungated_threshold"]),
            version=str(data["version"]),
            meta=cast(dict[str, Any], data.get("meta", {})),
        )

    def scores(self, states: NDArray[np.float32]) -> tuple[float, float]:
        """(the higher of the two heads' scores, their mean logit as a probability)."""
        first, second = self.head.logit_states(states), self.window_head.logit_states(states)
        return _sigmoid(max(first, second)), _sigmoid((first + second) / 2)


def _sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)


def _packaged(name: str) -> bytes:
    ref = resources.files("statecore.scanning").joinpath(name)
    if not ref.is_file():
        raise ClassifierUnavailable(f"{name} is missing from statecore.scanning")
    return ref.read_bytes()


_loaded: dict[str, Any] = {}
_lock = threading.RLock()  # the pair loads both heads under it


def _once(name: str, load: Any) -> Any:
    """``load()``'s result, computed once per process (double-checked under one re-entrant lock)."""
    value = _loaded.get(name)
    if value is None:
        with _lock:
            value = _loaded.get(name)
            if value is None:
                value = _loaded[name] = load()
    return value


def _load(description: str, model: str) -> InjectionHead:
    try:
        head = InjectionHead.load(_packaged(description), _packaged(model))
        default_embedder().load()
    except (ValueError, KeyError, TypeError, EmbeddingUnavailable) as exc:
        raise ClassifierUnavailable(str(exc)) from exc
    return head


def default_head() -> InjectionHead:
    """The packaged head, loaded once, with the embedding model loaded too.

    Raises :class:`ClassifierUnavailable` when either is missing or does not match: a scanner
    without its model must fail loudly, not scan with less.
    """
    return cast(InjectionHead, _once("head", lambda: _load(HEAD_FILE, HEAD_MODEL_FILE)))


def default_window_head() -> InjectionHead:
    """The packaged window head (``injection_window_head``), loaded once, as :func:`default_head`."""
    return cast(InjectionHead, _once("window head", lambda: _load(WINDOW_HEAD_FILE, WINDOW_HEAD_MODEL_FILE)))


def _load_pair() -> HeadPair:
    head, window_head = default_head(), default_window_head()
    try:
        return HeadPair.load(_packaged(PAIR_FILE), head, window_head)
    except (ValueError, KeyError, TypeError) as exc:
        raise ClassifierUnavailable(f"{PAIR_FILE}: {type(exc).__name__}") from exc


def default_pair() -> HeadPair:
    """Both packaged heads with the pair's thresholds, loaded once, as :func:`default_head`."""
    return cast(HeadPair, _once("pair", _load_pair))


@dataclass(frozen=True, slots=True)
class WindowScore:
    """The heads' scores of one window of a memory: ``text`` is that window of :func:`head_view`,
    ``start`` and ``end`` where it lies in the memory itself (a placeholder stands for its whole
    hex run), ``head`` what scored it (the first window: the pair of heads; each further short
    window of a long memory: the window head). ``score`` is held against ``head.threshold``
    when the scan's gate is open, ``ungated_score`` against ``head.ungated_threshold`` when it
    is not (the same number when one head scored it)."""

    text: str
    score: float
    start: int
    end: int
    head: InjectionHead | HeadPair  # what scored it, whose thresholds apply
    ungated_score: float


def _view_origins(text: str) -> list[int]:
    """For each position of :func:`head_view` of ``text`` (and its end), the memory's own
    position: each placeholder maps to its hex run's start, the character after it to the run's end."""
    origins: list[int] = []
    done = 0
    for run in _HEX_RUN.finditer(text):
        origins.extend(range(done, run.start()))
        origins.append(run.start())
        done = run.end()
    origins.extend(range(done, len(text) + 1))
    return origins


def embed_and_score_windows(
    text: str, first: InjectionHead | HeadPair | None = None, later: InjectionHead | None = None
) -> tuple[NDArray[np.float32], list[WindowScore]]:
    """The embedding of ``text`` as it will be stored, and the scores of each window of
    :func:`head_view` of it (one window for a text of up to 254 word pieces): a text of one
    window by ``first`` (the pair of heads by default; the first window of a longer text by the
    pair's head), each further short window of a longer text by ``later`` (the window head,
    trained also on texts set among ordinary prose, as a short window reads an injection).

    A text that fits one window costs one model run, two when the view differs; a longer one
    costs one more run per further window (``Embedder.window_states``).
    """
    first = first or default_pair()
    embedder = default_embedder()
    try:
        vector, states = embedder.embed_with_states(text)
        view = head_view(text)
        windows = embedder.window_states(view, first=states if view == text else None)
    except EmbeddingUnavailable as exc:
        raise ClassifierUnavailable(str(exc)) from exc
    origins = _view_origins(text) if view != text else None
    if len(windows) > 1 and later is None:
        later = first.window_head if isinstance(first, HeadPair) else default_window_head()
    if len(windows) > 1 and isinstance(first, HeadPair):
        # the pair's thresholds were set on memories of one window; the first window of a longer
        # one is read by the head, as before the pair (on documentation pages the pair held a
        # quarter where the head held a tenth: docs/benchmarks.md, session 19)
        first = first.head
    scores = []
    for index, window in enumerate(windows):
        start, end = (origins[window.start], origins[window.end]) if origins else (window.start, window.end)
        scorer = first if index == 0 else cast(InjectionHead, later)
        score, ungated = scorer.scores(window.states)
        scores.append(WindowScore(view[window.start : window.end], score, start, end, scorer, ungated))
    return vector, scores


def embed_and_score(
    text: str, head: InjectionHead | HeadPair | None = None
) -> tuple[NDArray[np.float32], float]:
    """The embedding of ``text`` and the highest window score (see :func:`embed_and_score_windows`)."""
    vector, windows = embed_and_score_windows(text, head)
    return vector, max(w.score for w in windows)
