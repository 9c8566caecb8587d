"""The search table (migration 0011, ``statecore_memorysearch``): it follows every write, update,
vector back-fill, expiry, delete, retention sweep, subject erasure and truncate of the records in
the same transaction, and a namespace's search reads that namespace's partition only."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest
from django.db import connection, transaction
from django.utils import timezone

from statecore import embeddings, selectors
from statecore.crypto import subject_ref
from statecore.db import Unprepared
from statecore.models import MemoryRecord
from statecore.scope import Actor
from statecore.services.memory import (
    memory_backfill_embeddings,
    memory_erase_subject,
    memory_record_delete,
    memory_record_expire,
    memory_retention_sweep,
)
from tests.statecore.test_selectors import _namespace, _record

pytestmark = pytest.mark.django_db

OPERATOR = Actor(kind="user", ref="7")
_COLUMNS = "namespace, kind, key, expires_at, updated_at, search_vector::text, embedding::text"


def _rows(sql: str) -> set[tuple[Any, ...]]:
    with connection.cursor() as cursor:
        cursor.execute(sql)
        return set(cursor.fetchall())


def _search_rows() -> set[tuple[Any, ...]]:
    return _rows(f"SELECT record_id, {_COLUMNS} FROM statecore_memorysearch")


def assert_in_step() -> None:
    """One search row per record, holding exactly the record's searchable columns."""
    records = _rows(f"SELECT id, {_COLUMNS} FROM statecore_memoryrecord")
    assert _search_rows() == records


def _search_keys(namespace: str, text: str, mode: str = "lexical", **kw: Any) -> list[str]:
    answer = selectors.memory_query(namespace=namespace, text=text, kinds=None, limit=10, mode=mode, **kw)
    return [h.record.key for h in answer.results]


def test_the_search_table_follows_inserts_updates_vectors_and_deletes() -> None:
    ns = _namespace("user", "prod", "s1", "agent-1", "o1")
    other = _namespace("agent", "prod", "s1", "agent-1", "o1")
    tea = _record(ns, "drink", "Drinks green tea.", None)
    _record(other, "drink", "Drinks green tea.", None)
    assert_in_step()
    assert len(_search_rows()) == 2

    # an update (the apply path saves every column): new content, kind, expiry
    tea.content = "Drinks black coffee."
    tea.kind = "episodic"
    tea.expires_at = timezone.now() + timedelta(days=1)
    tea.save()
    assert_in_step()
    assert _search_keys(ns.key, "coffee") == ["drink"]
    assert _search_keys(ns.key, "tea") == []

    # the vector back-fill (a conditional UPDATE) reaches the search table
    assert memory_backfill_embeddings(limit=10) == 2
    assert_in_step()
    assert _rows("SELECT count(*) FROM statecore_memorysearch WHERE embedding IS NOT NULL") == {(2,)}
    assert _search_keys(ns.key, "a hot beverage", mode="vector") == ["drink"]

    # a namespace moved (not done by the service; kept exact all the same)
    MemoryRecord.objects.filter(pk=tea.pk).update(namespace=ns.key + "-moved")
    assert_in_step()
    assert _search_keys(ns.key, "coffee") == []
    MemoryRecord.objects.filter(pk=tea.pk).update(namespace=ns.key)

    tea.delete()
    assert_in_step()
    assert _search_keys(ns.key, "coffee") == []
    assert len(_search_rows()) == 1


def test_a_rolled_back_write_leaves_no_search_row() -> None:
    ns = _namespace("user", "prod", "s1", "agent-1", "o1")
    seen: list[int] = []

    def write_then_fail() -> None:
        with transaction.atomic():
            _record(ns, "k", "Drinks green tea.", None)
            seen.append(len(_search_rows()))
            raise RuntimeError("abort")

    with pytest.raises(RuntimeError):
        write_then_fail()
    assert seen == [1]
    assert _search_rows() == set()


def test_operator_expiry_delete_and_the_retention_sweep_reach_the_search_table() -> None:
    ns = _namespace("user", "prod", "s1", "agent-1", "o1")
    vector = embeddings.default_embedder().embed_one("Drinks green tea.")
    a = _record(ns, "a", "Drinks green tea.", vector)
    b = _record(ns, "b", "Drinks green tea.", vector)
    c = _record(ns, "c", "Drinks green tea.", vector)
    assert set(_search_keys(ns.key, "tea")) == {"a", "b", "c"}

    memory_record_expire(
        record_id=a.pk,
        expected_revision=1,
        expires_at=timezone.now() - timedelta(days=1),
        reason="r",
        actor=OPERATOR,
    )
    assert_in_step()  # the operator's expiry ("a past time means now") is the search row's
    assert _rows(f"SELECT expires_at IS NOT NULL FROM statecore_memorysearch WHERE record_id = {a.pk}") == {
        (True,)
    }
    # now() is the test transaction's start, before that expiry: move it further back to search
    MemoryRecord.objects.filter(pk=a.pk).update(expires_at=timezone.now() - timedelta(days=1))
    assert_in_step()
    for mode in selectors.SEARCH_MODES:
        assert "a" not in _search_keys(ns.key, "tea", mode=mode)

    memory_record_delete(record_id=b.pk, expected_revision=1, reason="r", actor=OPERATOR)
    assert_in_step()
    assert _search_keys(ns.key, "tea") == ["c"]

    MemoryRecord.objects.filter(pk=c.pk).update(expires_at=timezone.now() + timedelta(days=1))
    assert memory_retention_sweep(as_of=timezone.now() + timedelta(days=2)) == 2
    assert_in_step()
    assert _search_rows() == set()


def test_subject_erasure_leaves_nothing_of_the_subject_in_the_search_table() -> None:
    canary = "zebracanary"
    alice = _namespace("user", "prod", subject_ref("alice"), "agent-1", "o1")
    bob = _namespace("user", "prod", subject_ref("bob"), "agent-1", "o1")
    vector = embeddings.default_embedder().embed_one(canary)
    _record(alice, "k1", f"Likes {canary}.", vector)
    _record(alice, "k2", f"Owns a {canary}.", vector)
    _record(bob, "k1", f"Likes {canary}.", vector)
    memory_erase_subject(environment="prod", subject="alice", actor=OPERATOR)
    assert_in_step()
    assert {row[1] for row in _search_rows()} == {bob.key}
    assert _search_keys(alice.key, canary, mode="hybrid") == []
    assert _search_keys(bob.key, canary, mode="hybrid") == ["k1"]


@pytest.mark.django_db(transaction=True)
def test_a_truncate_of_the_records_empties_the_search_table() -> None:
    _record(_namespace("user", "prod", "s1", "agent-1", "o1"), "k", "Drinks green tea.", None)
    with connection.cursor() as cursor:
        cursor.execute("TRUNCATE statecore_memoryrecord CASCADE")
    assert _search_rows() == set()


def _partitions_read(plan: dict[str, Any]) -> set[str]:
    found: set[str] = set()
    stack = [plan]
    while stack:
        node = stack.pop()
        name = str(node.get("Relation Name", ""))
        if name.startswith("statecore_memorysearch"):
            found.add(name)
        stack.extend(node.get("Plans", []))
    return found


@pytest.mark.parametrize("mode", selectors.SEARCH_MODES)
@pytest.mark.parametrize(("kinds", "key_prefix"), [(None, None), (["semantic"], "k")])
def test_a_namespace_search_reads_one_partition_its_own(
    mode: str, kinds: list[str] | None, key_prefix: str | None
) -> None:
    namespaces = [_namespace("user", "prod", f"s{i}", "agent-1", "o1") for i in range(8)]
    vector = embeddings.default_embedder().embed_one("Drinks green tea.")
    for ns in namespaces:
        _record(ns, "k1", "Drinks green tea.", vector)
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(DISTINCT tableoid) FROM statecore_memorysearch")
        assert cursor.fetchone()[0] > 1  # the namespaces are spread over several partitions
    for ns in namespaces:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT DISTINCT tableoid::regclass::text FROM statecore_memorysearch WHERE namespace = %s",
                [ns.key],
            )
            (own,) = cursor.fetchone()
        search: dict[str, Any] = {
            "namespace": ns.key,
            "text": "tea",
            "kinds": kinds,
            "limit": 10,
            "key_prefix": key_prefix,
            "mode": mode,
            "query_vector": None if mode == "lexical" else vector,
        }
        sql, params = selectors.memory_search_sql(**search)
        with connection.cursor() as cursor:
            cursor.execute("EXPLAIN (FORMAT JSON) " + sql, params)
            plan = cursor.fetchone()[0]
        plan = json.loads(plan) if isinstance(plan, str) else plan
        assert _partitions_read(plan[0]["Plan"]) == {own}
        keys = [h.record.key for h in selectors.memory_search(**search)]
        assert keys == ["k1"]


# --- the lexical window (migration 0014, STATECORE_MEMORY_LEXICAL_WINDOW) ------------------------


def _aged(namespace: Any, contents: list[str]) -> list[str]:
    """One record per text, the first the oldest (a minute apart); their keys, in that order."""
    keys = []
    start = timezone.now() - timedelta(days=1)
    for i, content in enumerate(contents):
        record = _record(namespace, f"k{i}", content, None)
        MemoryRecord.objects.filter(pk=record.pk).update(updated_at=start + timedelta(minutes=i))
        keys.append(record.key)
    return keys


def test_a_lexical_search_ranks_only_the_newest_window_of_matches() -> None:
    ns = _namespace("user", "prod", subject_ref("lex-window"), "agent-1", "org-1")
    # the two oldest records hold the word most often (the best ts_rank_cd); the newest the least
    _aged(ns, ["tea tea tea tea", "tea tea tea", "tea and cake", "tea or coffee", "green tea today"])
    everything = selectors.memory_search(namespace=ns.key, text="tea", kinds=None, limit=2, lexical_window=0)
    assert [h.record.key for h in everything] == ["k0", "k1"]
    newest = selectors.memory_search(namespace=ns.key, text="tea", kinds=None, limit=2, lexical_window=3)
    assert {h.record.key for h in newest} <= {"k2", "k3", "k4"}
    assert len(newest) == 2


def test_the_lexical_window_never_ranks_fewer_than_the_limit() -> None:
    ns = _namespace("user", "prod", subject_ref("lex-limit"), "agent-1", "org-1")
    _aged(ns, ["tea tea tea", "tea", "tea", "tea"])
    hits = selectors.memory_search(namespace=ns.key, text="tea", kinds=None, limit=4, lexical_window=1)
    assert [h.record.key for h in hits[:1]] == ["k0"]
    assert len(hits) == 4


def test_the_window_counts_matches_of_the_namespace_only(settings: Any) -> None:
    """Newer matches elsewhere (another namespace, an expired record, another kind) do not use up
    the window: its filters come before it."""
    settings.STATECORE_MEMORY_LEXICAL_WINDOW = 2
    ns = _namespace("user", "prod", subject_ref("lex-own"), "agent-1", "org-1")
    other = _namespace("user", "prod", subject_ref("lex-other"), "agent-1", "org-1")
    _aged(ns, ["tea tea tea", "tea"])  # k0 ranks first, k1 is newer
    _aged(other, ["tea tea tea tea"] * 3)
    _record(ns, "gone", "tea tea tea tea", None, expires_at=timezone.now() - timedelta(seconds=1))
    _record(ns, "episode", "tea tea", None, kind="episodic")
    semantic = selectors.memory_search(namespace=ns.key, text="tea", kinds=["semantic"], limit=1)
    assert [h.record.key for h in semantic] == ["k0"]
    # without the kinds filter the newest two live matches are k1 and the episode
    anything = selectors.memory_search(namespace=ns.key, text="tea", kinds=None, limit=1)
    assert [h.record.key for h in anything] == ["episode"]


@pytest.mark.parametrize("window", [0, 2])
def test_a_hybrid_search_fuses_the_windowed_lexical_ranking(settings: Any, window: int) -> None:
    settings.STATECORE_MEMORY_LEXICAL_WINDOW = window
    ns = _namespace("user", "prod", subject_ref(f"lex-hybrid-{window}"), "agent-1", "org-1")
    vector = embeddings.default_embedder().embed_one("tea")
    _aged(ns, ["tea tea tea tea", "tea", "tea"])
    search: dict[str, Any] = {"namespace": ns.key, "text": "tea", "kinds": None, "limit": 10}
    _, params = selectors.memory_search_sql(**search, key_prefix=None, mode="hybrid", query_vector=vector)
    # the window is at least the hybrid's candidates (the lexical top 50 it fuses)
    assert params.get("window") == (selectors.HYBRID_CANDIDATES if window else None)
    # no record has a vector: the fused ranking is the lexical one
    hits = selectors.memory_search(**search, mode="hybrid", query_vector=vector)
    assert sorted(h.record.key for h in hits) == ["k0", "k1", "k2"]
    hits = selectors.memory_search(**search, mode="hybrid", query_vector=vector, lexical_window=2)
    assert len(hits) == 3  # raised to the candidates: 50 ranked


def test_every_search_partition_has_the_newest_first_index() -> None:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT i.indisvalid, count(p.inhrelid) FROM pg_class c JOIN pg_index i ON i.indexrelid = c.oid"
            " LEFT JOIN pg_inherits p ON p.inhparent = c.oid WHERE c.relname = 'memory_search_recent'"
            " GROUP BY i.indisvalid"
        )
        assert cursor.fetchall() == [(True, 64)]


@pytest.mark.parametrize("mode", ["lexical", "vector", "hybrid"])
def test_a_search_answer_leaves_the_vectors_in_the_database(mode: str) -> None:
    """The records come back without their vectors (deferred: nothing reads them), with every
    column an answer reads."""
    ns = _namespace("user", "prod", subject_ref(f"no-vector-{mode}"), "agent-1", "org-1")
    vector = embeddings.default_embedder().embed_one("green tea")
    record = _record(ns, "k1", "green tea in the morning", vector)
    hits = selectors.memory_search(
        namespace=ns.key,
        text="tea",
        kinds=None,
        limit=10,
        mode=mode,
        query_vector=None if mode == "lexical" else vector,
    )
    assert [h.record.pk for h in hits] == [record.pk]
    assert hits[0].record.get_deferred_fields() == {"embedding"}
    for field in selectors._ANSWER_FIELDS:
        assert getattr(hits[0].record, field) == getattr(record, field), field


def test_the_batch_search_statement_is_planned_for_its_words_every_call() -> None:
    """The one-round-trip search (the lease's check and a lexical search) is never prepared: a
    generic plan would choose between the GIN and the newest-first index without the words."""
    plan = selectors.memory_item_search_plan(
        namespace="user/prod/x/agent-1",
        key_prefix=None,
        text="tea",
        kinds=None,
        filter_=None,
        limit=10,
        offset=0,
    )
    assert plan is not None
    assert isinstance(plan[0], Unprepared)


# --- the HNSW iterative scan (hnsw.iterative_scan, a connection option of the settings) ----------


def _unit(rng: Any, near: Any = None, spread: float = 0.05) -> list[float]:
    import numpy as np

    v = rng.standard_normal(384) if near is None else near + spread * rng.standard_normal(384)
    return list(v / np.linalg.norm(v))


def _partition_of(namespace: Any) -> str:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT DISTINCT tableoid::regclass::text FROM statecore_memorysearch WHERE namespace = %s",
            [namespace.key],
        )
        return str(cursor.fetchone()[0])


def test_a_search_by_meaning_fills_its_limit_past_other_namespaces_neighbours() -> None:
    """The partition's HNSW graph holds other namespaces' records nearer the query than any of
    this namespace's: the scan goes on past ``ef_search`` candidates until ``limit`` of them pass
    the namespace filter (every connection has ``hnsw.iterative_scan = relaxed_order``); without
    it the search comes back short."""
    import numpy as np

    rng = np.random.default_rng(12)
    query = np.array(_unit(rng))
    target = _namespace("user", "prod", "iterative-target", "agent-1", "o1")
    _record(target, "t0", "far", _unit(rng))
    own = _partition_of(target)
    neighbour = next(
        ns
        for i in range(2000)
        if (ns := _namespace("user", "prod", f"iterative-{i}", "agent-1", "o1"))
        and _record(ns, "probe", "probe", None)
        and _partition_of(ns) == own
    )
    for i in range(200):  # nearer the query than any of the target's: ef_search (40) of them
        _record(neighbour, f"n{i}", "near", _unit(rng, near=query))
    for i in range(1, 15):
        _record(target, f"t{i}", "far", _unit(rng))
    with connection.cursor() as cursor:
        cursor.execute("SHOW hnsw.iterative_scan")
        assert cursor.fetchone()[0] == "relaxed_order"
        cursor.execute("ANALYZE statecore_memorysearch")
        cursor.execute("SET LOCAL enable_seqscan = off")  # the graph, not a scan of 216 rows
        for kind in ("sort", "incremental_sort", "bitmapscan"):
            cursor.execute(f"SET LOCAL enable_{kind} = off")
    search: dict[str, Any] = {
        "namespace": target.key,
        "text": "far",
        "kinds": None,
        "limit": 10,
        "mode": "vector",
        "query_vector": list(query),
    }
    sql, params = selectors.memory_search_sql(key_prefix=None, **search)
    with connection.cursor() as cursor:
        cursor.execute("EXPLAIN (FORMAT JSON) " + sql, params)
        plan = cursor.fetchone()[0]
    assert "_embedding_idx" in json.dumps(plan if not isinstance(plan, str) else json.loads(plan))
    found = selectors.memory_search(**search)
    assert len(found) == 10
    assert {hit.record.namespace for hit in found} == {target.key}
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL hnsw.iterative_scan = off")
    assert len(selectors.memory_search(**search)) < 10
