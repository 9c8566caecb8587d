"""statecore.embeddings: the packaged model loads from site-packages, embeds into normalised
384-dimension rows that rank by meaning, and a model that cannot load is one error type."""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import pytest
from tokenizers import Tokenizer

from statecore import embeddings


def test_rows_are_normalised_in_input_order_and_independent_of_the_batch() -> None:
    texts = ["Prefers vim keybindings.", "Drinks green tea every morning.", ""]
    rows = embeddings.default_embedder().embed(texts)
    assert rows.shape == (3, embeddings.DIMENSION)
    assert np.allclose(np.linalg.norm(rows[:2], axis=1), 1.0, atol=1e-5)
    for text, row in zip(texts, rows, strict=True):
        assert np.allclose(embeddings.default_embedder().embed_one(text), row, atol=1e-5)
    assert embeddings.default_embedder().embed([]).shape == (0, embeddings.DIMENSION)


def test_similar_meaning_ranks_above_shared_words_of_nothing() -> None:
    model = embeddings.default_embedder()
    query = model.embed_one("which text editor does the user like")
    editor, tea = model.embed(["Prefers vim keybindings for coding.", "Drinks green tea every morning."])
    assert float(query @ editor) > float(query @ tea) + 0.1


def test_a_model_that_does_not_load_raises_embedding_unavailable(tmp_path: Path) -> None:
    corrupt = tmp_path / "model.onnx"
    corrupt.write_bytes(b"not an onnx graph")
    with pytest.raises(embeddings.EmbeddingUnavailable):
        embeddings.Embedder(model_path=corrupt).embed_one("anything")
    with pytest.raises(embeddings.EmbeddingUnavailable):
        embeddings.Embedder(model_path=tmp_path / "missing.onnx").load()


def test_a_packaged_file_that_does_not_match_its_pin_is_refused() -> None:
    with pytest.raises(embeddings.EmbeddingUnavailable, match="sha256"):
        embeddings._packaged_file(embeddings.MODEL_DISTRIBUTION, embeddings.MODEL_FILE, "0" * 64)
    with pytest.raises(embeddings.EmbeddingUnavailable, match="not installed"):
        embeddings._packaged_file("no-such-distribution-here", "x", "0" * 64)


def test_one_run_gives_the_vector_and_the_states_entering_the_tapped_layer() -> None:
    model = embeddings.default_embedder()
    text = "Prefers window seats on long flights."
    vector, states = model.embed_with_states(text)
    assert np.allclose(vector, model.embed_one(text), atol=1e-5)
    # one 384-wide hidden state per word piece, [CLS] and [SEP] included
    assert states.shape[1] == embeddings.DIMENSION
    assert states.shape[0] >= len(text.split()) + 2
    # a different text, different states; the same text, the same states
    assert not np.allclose(model.embed_with_states("Drinks oat milk.")[1][:3], states[:3])
    assert np.array_equal(model.embed_with_states(text)[1], states)


def test_a_graph_of_another_layout_is_refused(tmp_path: Path) -> None:
    import onnx
    from onnx import TensorProto, helper

    graph = helper.make_graph(
        [helper.make_node("Identity", ["x"], ["y"])],
        "not-minilm",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1])],
    )
    path = tmp_path / "other.onnx"
    onnx.save(helper.make_model(graph), str(path))
    with pytest.raises(embeddings.EmbeddingUnavailable, match="layout"):
        embeddings.tapped_model(path)
    with pytest.raises(embeddings.EmbeddingUnavailable, match="layout"):
        embeddings.Embedder(model_path=path).load()


def test_a_long_text_is_read_in_overlapping_windows_that_reach_its_end() -> None:
    model = embeddings.default_embedder()
    short = "Prefers window seats on long flights."
    # a text that fits: one window, the states embed_with_states gives, over the whole text
    states = model.embed_with_states(short)[1]
    (only,) = model.window_states(short)
    assert np.allclose(only.states, states, atol=1e-5)  # the cut graph computes the same states
    assert (only.start, only.end) == (0, len(short))
    assert model.window_states(short, first=states)[0].states is states  # no second run

    text = " ".join(f"item{i}" for i in range(400))
    first, *windows = model.window_states(text)
    # the first window is what the search vector's run reads: the first MAX_TOKENS tokens
    assert np.allclose(first.states, model.embed_with_states(text)[1], atol=1e-5)
    assert first.states.shape == (embeddings.MAX_TOKENS, embeddings.DIMENSION)
    assert first.start == 0
    assert first.end < len(text)
    # then short windows from the start to the end, WINDOW_TOKENS long but the last; window k
    # starts at word piece k * (WINDOW_TOKENS - 2 - WINDOW_OVERLAP)
    assert all(w.states.shape == (embeddings.WINDOW_TOKENS, embeddings.DIMENSION) for w in windows[:-1])
    assert windows[0].start == 0
    assert windows[-1].end == len(text)
    whole = Tokenizer.from_str(model._window_tokenizer.to_str())  # type: ignore[union-attr]
    whole.no_truncation()
    pieces = [o for o in whole.encode(text).offsets if o != (0, 0)]
    step = embeddings.WINDOW_TOKENS - 2 - embeddings.WINDOW_OVERLAP
    assert [w.start for w in windows] == [pieces[k * step][0] for k in range(len(windows))]
    for before, after in itertools.pairwise(windows):
        assert before.start < after.start < before.end < after.end
