-- statecore thread-state transitions, version 1 (installed by migration 0005_state_functions).
--
-- Each worker-facing transition is ONE function call, run by the service in autocommit: the
-- lease is authenticated from its token hash (expiry on the database clock), the fence (epoch,
-- lease generation) and the bounds (environment policy over the deployment defaults, the rate
-- window on the database clock) are checked, the write happens and its audit row is appended,
-- all in one statement and so in one transaction.
--
-- Every function returns one row whose first column is `code`: 'ok', or a CONTRACT 2 error code
-- with an optional ':reason' suffix that selects the human message (statecore/services/state.py
-- maps it). Refusals found before anything is written are returned as that row; a refusal found
-- after a write (a race lost to a concurrent transaction, a bound checked under the row lock)
-- raises SQLSTATE 'SC409' with the code as its message, so the statement rolls back whole and
-- nothing is half-written. 'SC503' means "retry this call once" (a concurrent insert of the same
-- idempotency key won; the retry finds its row).
--
-- Lock order everywhere: the binding row first, then the run row. Never change a function in
-- place: ship state_v2.sql with a new migration.

-- ---------------------------------------------------------------------------------------------
-- Authentication of a lease token: the scope the service derives from server rows only.

DROP FUNCTION IF EXISTS statecore_lease_scope(text);
CREATE FUNCTION statecore_lease_scope(
    p_token_hash text,
    OUT code text,
    OUT lease_id uuid,
    OUT binding_id uuid,
    OUT environment text,
    OUT harness text,
    OUT epoch integer,
    OUT codec text,
    OUT generation integer,
    OUT expires_at timestamptz,
    OUT subject_ref text,
    OUT agent_id text,
    OUT organization_id text
) LANGUAGE plpgsql STABLE AS $$
DECLARE
    v_binding_epoch integer;
    v_binding_generation integer;
BEGIN
    SELECT l.id, b.id, b.environment, b.harness, l.epoch, b.adapter_codec_version, l.generation,
           l.expires_at, b.subject_ref, b.agent_id, b.organization_id, b.epoch, b.lease_generation
      INTO lease_id, binding_id, environment, harness, epoch, codec, generation,
           expires_at, subject_ref, agent_id, organization_id, v_binding_epoch, v_binding_generation
      FROM statecore_lease l JOIN statecore_binding b ON b.id = l.binding_id
     WHERE l.token_hash = p_token_hash;
    IF NOT FOUND OR expires_at <= statement_timestamp() THEN
        code := 'unauthenticated';
    ELSIF generation <> v_binding_generation OR epoch <> v_binding_epoch THEN
        code := 'lease_fenced';
    ELSE
        code := 'ok';
    END IF;
END $$;

-- The bounds of one environment: its policy row over the deployment defaults.
DROP FUNCTION IF EXISTS statecore_state_limits(text, bigint, integer, integer);
CREATE FUNCTION statecore_state_limits(
    p_environment text,
    p_max_payload bigint,
    p_max_pending integer,
    p_max_rate integer,
    OUT max_payload bigint,
    OUT max_pending integer,
    OUT max_rate integer
) LANGUAGE sql STABLE AS $$
    SELECT COALESCE(max(p.max_native_payload_bytes), p_max_payload),
           COALESCE(max(p.max_pending_writes), p_max_pending),
           COALESCE(max(p.max_state_writes_per_minute), p_max_rate)
      FROM statecore_environmentpolicy p
     WHERE p.environment = p_environment
$$;

DROP FUNCTION IF EXISTS statecore_audit(text, text, text, text, uuid, integer, integer, text, uuid, integer, jsonb, text);
CREATE FUNCTION statecore_audit(
    p_actor text, p_action text, p_outcome text, p_environment text, p_binding_id uuid,
    p_epoch integer, p_generation integer, p_run_id text, p_state_ref uuid, p_revision integer,
    p_data jsonb, p_trace_id text
) RETURNS void LANGUAGE sql VOLATILE AS $$
    INSERT INTO statecore_auditevent (at, actor, action, outcome, environment, binding_id, epoch,
                                      lease_generation, run_id, state_ref, revision, data, trace_id)
    VALUES (statement_timestamp(), p_actor, p_action, p_outcome, p_environment, p_binding_id,
            p_epoch, p_generation, COALESCE(p_run_id, ''), p_state_ref, p_revision,
            COALESCE(p_data, '{}'::jsonb), COALESCE(p_trace_id, ''))
$$;

-- The fence and one slot of the write-rate window (and, for a pending write, one of the
-- pending-writes bound) in ONE conditional UPDATE of the binding row: two concurrent writers
-- cannot both take the last slot, and a fenced lease changes nothing. Returns 'ok' or a code;
-- `retry_after` is whole seconds.
DROP FUNCTION IF EXISTS statecore_take_write_slot(uuid, integer, integer, boolean, integer, integer);
CREATE FUNCTION statecore_take_write_slot(
    p_binding_id uuid, p_epoch integer, p_generation integer, p_pending boolean,
    p_max_pending integer, p_max_rate integer,
    OUT code text, OUT retry_after integer, OUT limit_value bigint
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
    v_now double precision := extract(epoch FROM statement_timestamp());
    v_minute bigint := floor(v_now / 60)::bigint;
    v_row record;
BEGIN
    UPDATE statecore_binding b
       SET pending_count = b.pending_count + CASE WHEN p_pending THEN 1 ELSE 0 END,
           write_window_count = CASE WHEN b.write_window = v_minute THEN b.write_window_count + 1 ELSE 1 END,
           write_window = v_minute
     WHERE b.id = p_binding_id AND b.epoch = p_epoch AND b.lease_generation = p_generation
       AND (NOT p_pending OR b.pending_count < p_max_pending)
       AND (b.write_window <> v_minute OR b.write_window_count < p_max_rate);
    IF FOUND THEN
        code := 'ok';
        RETURN;
    END IF;
    SELECT b.epoch, b.lease_generation, b.pending_count INTO v_row
      FROM statecore_binding b WHERE b.id = p_binding_id;
    IF NOT FOUND OR v_row.epoch <> p_epoch OR v_row.lease_generation <> p_generation THEN
        code := 'lease_fenced';
    ELSIF p_pending AND v_row.pending_count >= p_max_pending THEN
        code := 'rate_limited:pending';
        retry_after := 1;
        limit_value := p_max_pending;
    ELSE
        code := 'rate_limited:rate';
        retry_after := greatest(1, 60 - (floor(v_now)::bigint % 60))::integer;
        limit_value := p_max_rate;
    END IF;
END $$;

-- May this run commit on this binding? 'ok', 'not_found:run' (it belongs to another binding
-- of the environment) or 'run_fenced' (marked uncertain_durability, or reconciled).
DROP FUNCTION IF EXISTS statecore_run_may_commit(text, text, uuid);
CREATE FUNCTION statecore_run_may_commit(p_environment text, p_run_id text, p_binding_id uuid)
RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
    v_run record;
BEGIN
    SELECT r.binding_id, r.status INTO v_run
      FROM statecore_run r WHERE r.environment = p_environment AND r.run_id = p_run_id;
    IF NOT FOUND THEN
        RETURN 'ok';
    ELSIF v_run.binding_id <> p_binding_id THEN
        RETURN 'not_found:run';
    ELSIF v_run.status IN ('uncertain_durability', 'reconciled') THEN
        RETURN 'run_fenced';
    END IF;
    RETURN 'ok';
END $$;

-- Record a run's terminal or interrupt metadata: insert it, or update it only while it belongs
-- to this binding and is not fenced. Raises SC409 otherwise (the caller's statement rolls back:
-- a concurrent mark_uncertain that recorded the run first wins, nothing of the commit stays).
DROP FUNCTION IF EXISTS statecore_run_record(text, text, uuid, text, jsonb, uuid);
CREATE FUNCTION statecore_run_record(
    p_environment text, p_run_id text, p_binding_id uuid, p_status text, p_interrupt jsonb,
    p_state_id uuid
) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    v_id bigint;
BEGIN
    INSERT INTO statecore_run AS r (environment, run_id, binding_id, status, interrupt, reason,
                                    last_state_id, decision, decision_key, decided_by,
                                    created_at, updated_at)
    VALUES (p_environment, p_run_id, p_binding_id, p_status, p_interrupt, '', p_state_id,
            '', '', '', statement_timestamp(), statement_timestamp())
    ON CONFLICT ON CONSTRAINT run_unique_per_environment DO UPDATE
       SET status = excluded.status, interrupt = excluded.interrupt,
           last_state_id = excluded.last_state_id, updated_at = excluded.updated_at
     WHERE r.binding_id = excluded.binding_id AND r.status IN ('completed', 'interrupted')
    RETURNING r.id INTO v_id;
    IF v_id IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'SC409',
            MESSAGE = statecore_run_may_commit(p_environment, p_run_id, p_binding_id);
    END IF;
END $$;

-- ---------------------------------------------------------------------------------------------
-- write_native_state: PUT /state/pending/{key} (and the superstep batch's pending write).

DROP FUNCTION IF EXISTS statecore_write_pending(text, text, text, bytea, text, text, uuid, jsonb, text, text, bigint, integer, integer, text);
CREATE FUNCTION statecore_write_pending(
    p_token_hash text, p_key text, p_codec text, p_payload bytea, p_sha256 text, p_digest text,
    p_parent uuid, p_metadata jsonb, p_native_ns text, p_native_id text,
    p_max_payload bigint, p_max_pending integer, p_max_rate integer, p_trace_id text,
    OUT code text, OUT retry_after integer, OUT limit_value bigint,
    OUT binding_id uuid, OUT epoch integer, OUT generation integer,
    OUT state_ref uuid, OUT size bigint, OUT sha256 text, OUT codec text, OUT parent uuid,
    OUT created boolean
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
    s record;
    lim record;
    slot record;
    v_existing record;
BEGIN
    s := statecore_lease_scope(p_token_hash);
    code := s.code;
    IF code <> 'ok' THEN RETURN; END IF;
    binding_id := s.binding_id; epoch := s.epoch; generation := s.generation;
    lim := statecore_state_limits(s.environment, p_max_payload, p_max_pending, p_max_rate);
    IF octet_length(p_payload) > lim.max_payload THEN
        code := 'payload_too_large'; limit_value := lim.max_payload; RETURN;
    END IF;
    SELECT n.id, n.size, n.sha256, n.codec, n.parent_id, n.request_digest INTO v_existing
      FROM statecore_nativestate n
     WHERE n.binding_id = s.binding_id AND n.epoch = s.epoch
       AND n.lease_generation = s.generation AND n.idempotency_key = p_key;
    IF FOUND THEN
        IF v_existing.request_digest <> p_digest THEN
            code := 'idempotency_conflict'; RETURN;
        END IF;
        state_ref := v_existing.id; size := v_existing.size; sha256 := v_existing.sha256;
        codec := v_existing.codec; parent := v_existing.parent_id; created := false;
        RETURN;
    END IF;
    IF p_codec <> s.codec THEN
        code := 'codec_mismatch'; RETURN;
    END IF;
    IF p_parent IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM statecore_nativestate n
         WHERE n.id = p_parent AND n.binding_id = s.binding_id AND n.epoch = s.epoch
           AND (n.status = 'durable' OR n.lease_generation = s.generation)
    ) THEN
        code := 'not_found:state'; RETURN;
    END IF;
    slot := statecore_take_write_slot(s.binding_id, s.epoch, s.generation, true,
                                      lim.max_pending, lim.max_rate);
    IF slot.code <> 'ok' THEN
        code := slot.code; retry_after := slot.retry_after; limit_value := slot.limit_value;
        RETURN;
    END IF;
    INSERT INTO statecore_nativestate AS n (id, binding_id, epoch, lease_generation, idempotency_key,
                                            request_digest, codec, payload, size, sha256, parent_id,
                                            metadata, native_ns, native_id, status, run_id, created_at)
    VALUES (gen_random_uuid(), s.binding_id, s.epoch, s.generation, p_key, p_digest, p_codec,
            p_payload, octet_length(p_payload), p_sha256, p_parent, COALESCE(p_metadata, '{}'::jsonb),
            COALESCE(p_native_ns, ''), COALESCE(p_native_id, ''), 'pending', '', statement_timestamp())
    ON CONFLICT ON CONSTRAINT native_state_unique_idempotency_key DO NOTHING
    RETURNING n.id INTO state_ref;
    IF state_ref IS NULL THEN
        -- A concurrent request with the same key inserted first (and took its own slot): undo
        -- ours; the retry reads that row as any replay does.
        RAISE EXCEPTION USING ERRCODE = 'SC503', MESSAGE = 'retry';
    END IF;
    PERFORM statecore_audit('lease:' || s.binding_id || '/' || s.epoch || '/' || s.generation,
                            'thread_state.write', 'pending', s.environment, s.binding_id, s.epoch,
                            s.generation, '', state_ref, NULL,
                            jsonb_build_object('size', octet_length(p_payload)), p_trace_id);
    size := octet_length(p_payload); sha256 := p_sha256; codec := p_codec; parent := p_parent;
    created := true;
END $$;

-- ---------------------------------------------------------------------------------------------
-- commit_head: the compare-and-set, shared by POST /state/commit and the superstep batch.
-- Runs on an authenticated scope. Returns 'ok' with the head, or a refusal code; it writes only
-- once every check has passed, and raises SC409 if a concurrent mark fenced the run meanwhile.

DROP FUNCTION IF EXISTS statecore_commit_scoped(uuid, text, integer, integer, uuid, integer, text, text, jsonb, text);
CREATE FUNCTION statecore_commit_scoped(
    p_binding_id uuid, p_environment text, p_epoch integer, p_generation integer,
    p_state_ref uuid, p_expected integer, p_run_id text, p_status text, p_interrupt jsonb,
    p_trace_id text,
    OUT code text, OUT current_revision integer,
    OUT revision integer, OUT state_ref uuid, OUT codec text, OUT size bigint, OUT sha256 text,
    OUT run_id text, OUT committed_at timestamptz, OUT retried boolean
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
    v_state record;
    v_binding record;
    v_new integer := p_expected + 1;
    v_now timestamptz := statement_timestamp();
BEGIN
    SELECT n.id, n.status, n.lease_generation, n.run_id, n.revision, n.codec, n.size, n.sha256,
           n.committed_at
      INTO v_state
      FROM statecore_nativestate n
     WHERE n.id = p_state_ref AND n.binding_id = p_binding_id AND n.epoch = p_epoch;
    IF NOT FOUND THEN
        code := 'not_found:state'; RETURN;
    END IF;
    IF v_state.status = 'pending' AND v_state.lease_generation <> p_generation THEN
        code := 'not_found:state'; RETURN;
    END IF;
    IF v_state.status = 'pending' THEN
        code := statecore_run_may_commit(p_environment, p_run_id, p_binding_id);
        IF code <> 'ok' THEN RETURN; END IF;
        UPDATE statecore_binding b
           SET head_revision = v_new, head_state_id = v_state.id,
               pending_count = greatest(b.pending_count - 1, 0), updated_at = v_now
         WHERE b.id = p_binding_id AND b.epoch = p_epoch AND b.lease_generation = p_generation
           AND b.head_revision = p_expected;
        IF FOUND THEN
            UPDATE statecore_nativestate n
               SET status = 'durable', revision = v_new, run_id = p_run_id, committed_at = v_now
             WHERE n.id = v_state.id AND n.status = 'pending';
            PERFORM statecore_run_record(p_environment, p_run_id, p_binding_id, p_status,
                                         p_interrupt, v_state.id);
            PERFORM statecore_audit('lease:' || p_binding_id || '/' || p_epoch || '/' || p_generation,
                                    'thread_state.commit', p_status, p_environment, p_binding_id,
                                    p_epoch, p_generation, p_run_id, v_state.id, v_new, '{}'::jsonb,
                                    p_trace_id);
            code := 'ok'; revision := v_new; state_ref := v_state.id; codec := v_state.codec;
            size := v_state.size; sha256 := v_state.sha256; run_id := p_run_id;
            committed_at := v_now; retried := false;
            RETURN;
        END IF;
        -- The compare-and-set matched nothing. An identical commit (a client retry after a
        -- lost response) may have committed this very state while we waited for the row
        -- lock: this statement's fresh snapshot sees it.
        SELECT n.id, n.status, n.lease_generation, n.run_id, n.revision, n.codec, n.size,
               n.sha256, n.committed_at
          INTO v_state
          FROM statecore_nativestate n WHERE n.id = p_state_ref;
        IF v_state.status IS DISTINCT FROM 'durable' THEN
            SELECT b.epoch, b.lease_generation, b.head_revision INTO v_binding
              FROM statecore_binding b WHERE b.id = p_binding_id;
            IF NOT FOUND OR v_binding.epoch <> p_epoch OR v_binding.lease_generation <> p_generation THEN
                code := 'lease_fenced'; RETURN;
            END IF;
            code := statecore_run_may_commit(p_environment, p_run_id, p_binding_id);
            IF code <> 'ok' THEN RETURN; END IF;
            code := 'revision_conflict'; current_revision := v_binding.head_revision;
            RETURN;
        END IF;
    END IF;
    -- A durable state: a retry of the commit that made it durable (same run, same expected
    -- revision) gets that commit's head again, even if the head has moved on since; anything
    -- else is state_not_pending. A run fenced since is run_fenced: reconciliation owns it.
    IF v_state.run_id <> p_run_id OR v_state.revision <> v_new THEN
        code := 'state_not_pending:durable'; RETURN;
    END IF;
    code := statecore_run_may_commit(p_environment, p_run_id, p_binding_id);
    IF code <> 'ok' THEN RETURN; END IF;
    revision := v_state.revision; state_ref := v_state.id; codec := v_state.codec;
    size := v_state.size; sha256 := v_state.sha256; run_id := v_state.run_id;
    committed_at := v_state.committed_at; retried := true;
END $$;

DROP FUNCTION IF EXISTS statecore_commit(text, uuid, integer, text, text, jsonb, text);
CREATE FUNCTION statecore_commit(
    p_token_hash text, p_state_ref uuid, p_expected integer, p_run_id text, p_status text,
    p_interrupt jsonb, p_trace_id text,
    OUT code text, OUT current_revision integer,
    OUT binding_id uuid, OUT epoch integer, OUT generation integer,
    OUT revision integer, OUT state_ref uuid, OUT codec text, OUT size bigint, OUT sha256 text,
    OUT run_id text, OUT committed_at timestamptz
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
    s record;
    c record;
BEGIN
    s := statecore_lease_scope(p_token_hash);
    code := s.code;
    IF code <> 'ok' THEN RETURN; END IF;
    binding_id := s.binding_id; epoch := s.epoch; generation := s.generation;
    c := statecore_commit_scoped(s.binding_id, s.environment, s.epoch, s.generation, p_state_ref,
                                 p_expected, p_run_id, p_status, p_interrupt, p_trace_id);
    code := c.code; current_revision := c.current_revision; revision := c.revision;
    state_ref := c.state_ref; codec := c.codec; size := c.size; sha256 := c.sha256;
    run_id := c.run_id; committed_at := c.committed_at;
END $$;

-- ---------------------------------------------------------------------------------------------
-- Task writes (LangGraph's put_writes), shared by POST /state/writes and the superstep batch.
-- Ordinary slots (idx >= 0) are stored once, negative slots are overwritten. The bound counts
-- only slots not yet stored, so an idempotent retry near the bound is not refused; `stored`
-- counts the rows the database actually inserted or overwrote. Runs under the binding row lock
-- (the caller took a write slot), so two writers cannot both pass the bound. Raises SC409
-- 'rate_limited:writes' over the bound.

DROP FUNCTION IF EXISTS statecore_store_writes(uuid, integer, integer, integer, text[], text[], text[], text[], integer[], text[], text[], bytea[]);
CREATE FUNCTION statecore_store_writes(
    p_binding_id uuid, p_epoch integer, p_generation integer, p_max_per_checkpoint integer,
    p_ns text[], p_id text[], p_task_id text[], p_task_path text[], p_idx integer[],
    p_channel text[], p_type text[], p_value bytea[]
) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    v_inserted integer;
    v_overwritten integer;
BEGIN
    IF p_idx IS NULL OR cardinality(p_idx) = 0 THEN
        RETURN 0;
    END IF;
    IF EXISTS (
        WITH incoming AS (
            SELECT DISTINCT t.ns, t.nid, t.task_id, t.idx
              FROM unnest(p_ns, p_id, p_task_id, p_idx) AS t(ns, nid, task_id, idx)
        ), fresh AS (
            SELECT i.ns, i.nid, count(*) AS n
              FROM incoming i
             WHERE NOT EXISTS (
                   SELECT 1 FROM statecore_nativewrite w
                    WHERE w.binding_id = p_binding_id AND w.epoch = p_epoch AND w.native_ns = i.ns
                      AND w.native_id = i.nid AND w.task_id = i.task_id AND w.idx = i.idx)
             GROUP BY i.ns, i.nid
        )
        SELECT 1 FROM fresh f
         WHERE f.n + (SELECT count(*) FROM statecore_nativewrite w
                       WHERE w.binding_id = p_binding_id AND w.epoch = p_epoch
                         AND w.native_ns = f.ns AND w.native_id = f.nid) > p_max_per_checkpoint
    ) THEN
        RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = 'rate_limited:writes',
            DETAIL = json_build_object('retry_after', 1, 'limit', p_max_per_checkpoint)::text;
    END IF;
    INSERT INTO statecore_nativewrite (binding_id, epoch, lease_generation, native_ns, native_id,
                                       task_id, task_path, idx, channel, value_type, value, size,
                                       created_at)
    SELECT p_binding_id, p_epoch, p_generation, t.ns, t.nid, t.task_id, t.task_path, t.idx,
           t.channel, t.vtype, t.value, octet_length(t.value), statement_timestamp()
      FROM unnest(p_ns, p_id, p_task_id, p_task_path, p_idx, p_channel, p_type, p_value)
           AS t(ns, nid, task_id, task_path, idx, channel, vtype, value)
     WHERE t.idx >= 0
    ON CONFLICT ON CONSTRAINT native_write_unique_slot DO NOTHING;
    GET DIAGNOSTICS v_inserted = ROW_COUNT;
    INSERT INTO statecore_nativewrite AS w (binding_id, epoch, lease_generation, native_ns,
                                            native_id, task_id, task_path, idx, channel,
                                            value_type, value, size, created_at)
    SELECT p_binding_id, p_epoch, p_generation, t.ns, t.nid, t.task_id, t.task_path, t.idx,
           t.channel, t.vtype, t.value, octet_length(t.value), statement_timestamp()
      FROM unnest(p_ns, p_id, p_task_id, p_task_path, p_idx, p_channel, p_type, p_value)
           AS t(ns, nid, task_id, task_path, idx, channel, vtype, value)
     WHERE t.idx < 0
    ON CONFLICT ON CONSTRAINT native_write_unique_slot DO UPDATE
       SET channel = excluded.channel, value_type = excluded.value_type, value = excluded.value,
           size = excluded.size, task_path = excluded.task_path,
           lease_generation = excluded.lease_generation;
    GET DIAGNOSTICS v_overwritten = ROW_COUNT;
    RETURN v_inserted + v_overwritten;
END $$;

DROP FUNCTION IF EXISTS statecore_put_writes(text, text[], text[], text[], text[], integer[], text[], text[], bytea[], text, jsonb, bigint, integer, integer, text);
CREATE FUNCTION statecore_put_writes(
    p_token_hash text,
    p_ns text[], p_id text[], p_task_id text[], p_task_path text[], p_idx integer[],
    p_channel text[], p_type text[], p_value bytea[],
    p_run_id text, p_interrupt jsonb,
    p_max_payload bigint, p_max_pending integer, p_max_rate integer, p_trace_id text,
    OUT code text, OUT retry_after integer, OUT limit_value bigint,
    OUT binding_id uuid, OUT epoch integer, OUT generation integer,
    OUT stored integer
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
    s record;
    lim record;
    slot record;
    v_bytes bigint;
    v_state uuid;
BEGIN
    s := statecore_lease_scope(p_token_hash);
    code := s.code;
    IF code <> 'ok' THEN RETURN; END IF;
    binding_id := s.binding_id; epoch := s.epoch; generation := s.generation;
    lim := statecore_state_limits(s.environment, p_max_payload, p_max_pending, p_max_rate);
    SELECT COALESCE(sum(octet_length(v)), 0) INTO v_bytes FROM unnest(p_value) AS v;
    IF v_bytes > lim.max_payload THEN
        code := 'payload_too_large:writes'; limit_value := lim.max_payload; RETURN;
    END IF;
    slot := statecore_take_write_slot(s.binding_id, s.epoch, s.generation, false,
                                      lim.max_pending, lim.max_rate);
    IF slot.code <> 'ok' THEN
        code := slot.code; retry_after := slot.retry_after; limit_value := slot.limit_value;
        RETURN;
    END IF;
    stored := statecore_store_writes(s.binding_id, s.epoch, s.generation, lim.max_pending,
                                     p_ns, p_id, p_task_id, p_task_path, p_idx, p_channel,
                                     p_type, p_value);
    IF p_run_id IS NOT NULL THEN
        -- The run stopped at an interrupt these writes carry: recorded with them (the commit
        -- protocol's step 5), against the newest committed state of the writes' checkpoint.
        IF cardinality(p_ns) > 0 THEN
            SELECT n.id INTO v_state FROM statecore_nativestate n
             WHERE n.binding_id = s.binding_id AND n.epoch = s.epoch AND n.status = 'durable'
               AND n.native_ns = p_ns[1] AND n.native_id = p_id[1]
             ORDER BY n.revision DESC LIMIT 1;
        END IF;
        PERFORM statecore_run_record(s.environment, p_run_id, s.binding_id, 'interrupted',
                                     p_interrupt, v_state);
    END IF;
    PERFORM statecore_audit('lease:' || s.binding_id || '/' || s.epoch || '/' || s.generation,
                            'thread_state.writes', 'stored', s.environment, s.binding_id, s.epoch,
                            s.generation, '', NULL, NULL,
                            jsonb_build_object('writes', stored, 'bytes', v_bytes), p_trace_id);
    code := 'ok';
END $$;

-- ---------------------------------------------------------------------------------------------
-- The superstep batch (POST /state/checkpoints): the checkpoint + compare-and-set + run record +
-- task writes, one statement. A new checkpoint is never pending: the fence, the rate slot and
-- the compare-and-set are one conditional UPDATE of the binding row and the state is inserted
-- durable (one audit row). A replay (same key, same request) of a batch that committed gets the
-- same head and stores nothing new; it still passes the fence and takes a rate slot, and is
-- audited. Any refusal after the first write raises SC409: nothing is left behind.

DROP FUNCTION IF EXISTS statecore_checkpoint_put(text, text, text, bytea, text, text, text, text, text, jsonb, integer, text, text, jsonb, text[], text[], text[], text[], integer[], text[], text[], bytea[], bigint, integer, integer, text);
CREATE FUNCTION statecore_checkpoint_put(
    p_token_hash text, p_key text, p_codec text, p_payload bytea, p_sha256 text, p_digest text,
    p_native_ns text, p_native_id text, p_parent_native_id text, p_metadata jsonb,
    p_expected integer, p_run_id text, p_status text, p_interrupt jsonb,
    p_ns text[], p_id text[], p_task_id text[], p_task_path text[], p_idx integer[],
    p_channel text[], p_type text[], p_value bytea[],
    p_max_payload bigint, p_max_pending integer, p_max_rate integer, p_trace_id text,
    OUT code text, OUT retry_after integer, OUT limit_value bigint, OUT current_revision integer,
    OUT binding_id uuid, OUT epoch integer, OUT generation integer,
    OUT revision integer, OUT state_ref uuid, OUT codec text, OUT size bigint, OUT sha256 text,
    OUT run_id text, OUT committed_at timestamptz, OUT replayed boolean
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
    s record;
    lim record;
    slot record;
    c record;
    v_existing record;
    v_parent uuid;
    v_state uuid;
    v_bytes bigint;
    v_actor text;
    v_minute bigint;
    v_now timestamptz;
    v_binding record;
BEGIN
    s := statecore_lease_scope(p_token_hash);
    code := s.code;
    IF code <> 'ok' THEN RETURN; END IF;
    binding_id := s.binding_id; epoch := s.epoch; generation := s.generation;
    v_actor := 'lease:' || s.binding_id || '/' || s.epoch || '/' || s.generation;
    lim := statecore_state_limits(s.environment, p_max_payload, p_max_pending, p_max_rate);
    IF octet_length(p_payload) > lim.max_payload THEN
        code := 'payload_too_large'; limit_value := lim.max_payload; RETURN;
    END IF;
    SELECT COALESCE(sum(octet_length(v)), 0) INTO v_bytes FROM unnest(p_value) AS v;
    IF v_bytes > lim.max_payload THEN
        code := 'payload_too_large:writes'; limit_value := lim.max_payload; RETURN;
    END IF;
    IF p_parent_native_id IS NOT NULL THEN
        SELECT n.id INTO v_parent FROM statecore_nativestate n
         WHERE n.binding_id = s.binding_id AND n.epoch = s.epoch AND n.status = 'durable'
           AND n.native_ns = p_native_ns AND n.native_id = p_parent_native_id
         ORDER BY n.revision DESC LIMIT 1;
    END IF;
    SELECT n.id, n.status, n.request_digest INTO v_existing
      FROM statecore_nativestate n
     WHERE n.binding_id = s.binding_id AND n.epoch = s.epoch
       AND n.lease_generation = s.generation AND n.idempotency_key = p_key;
    IF FOUND AND v_existing.request_digest <> p_digest THEN
        code := 'idempotency_conflict'; RETURN;
    END IF;
    IF FOUND AND v_existing.status = 'durable' THEN
        -- A replay of a batch that committed: the same head, nothing new stored.
        slot := statecore_take_write_slot(s.binding_id, s.epoch, s.generation, false,
                                          lim.max_pending, lim.max_rate);
        IF slot.code <> 'ok' THEN
            code := slot.code; retry_after := slot.retry_after; limit_value := slot.limit_value;
            RETURN;
        END IF;
        c := statecore_commit_scoped(s.binding_id, s.environment, s.epoch, s.generation,
                                     v_existing.id, p_expected, p_run_id, p_status, p_interrupt,
                                     p_trace_id);
        IF c.code <> 'ok' THEN
            -- The slot taken above must not stay: undo it with the refusal.
            RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = c.code,
                DETAIL = json_build_object('current_revision', c.current_revision)::text;
        END IF;
        PERFORM statecore_audit(v_actor, 'thread_state.commit', 'replayed', s.environment,
                                s.binding_id, s.epoch, s.generation, p_run_id, c.state_ref,
                                c.revision, '{}'::jsonb, p_trace_id);
        replayed := true;
    ELSIF FOUND THEN
        -- Written pending through the plain protocol under this key: commit it as it is.
        c := statecore_commit_scoped(s.binding_id, s.environment, s.epoch, s.generation,
                                     v_existing.id, p_expected, p_run_id, p_status, p_interrupt,
                                     p_trace_id);
        IF c.code <> 'ok' THEN
            code := c.code; current_revision := c.current_revision; RETURN;
        END IF;
        IF NOT c.retried THEN
            PERFORM statecore_store_writes(s.binding_id, s.epoch, s.generation, lim.max_pending,
                                           p_ns, p_id, p_task_id, p_task_path, p_idx, p_channel,
                                           p_type, p_value);
        END IF;
        replayed := c.retried;
    ELSE
        -- A new checkpoint: it is never pending. The fence, the rate slot and the head's
        -- compare-and-set are ONE conditional UPDATE of the binding row; the state row is
        -- inserted durable at the new revision (the head's foreign key is checked at commit).
        IF p_codec <> s.codec THEN
            code := 'codec_mismatch'; RETURN;
        END IF;
        code := statecore_run_may_commit(s.environment, p_run_id, s.binding_id);
        IF code <> 'ok' THEN RETURN; END IF;
        v_state := gen_random_uuid();
        v_minute := floor(extract(epoch FROM statement_timestamp()) / 60)::bigint;
        UPDATE statecore_binding b
           SET head_revision = p_expected + 1, head_state_id = v_state,
               write_window_count = CASE WHEN b.write_window = v_minute THEN b.write_window_count + 1 ELSE 1 END,
               write_window = v_minute, updated_at = statement_timestamp()
         WHERE b.id = s.binding_id AND b.epoch = s.epoch AND b.lease_generation = s.generation
           AND b.head_revision = p_expected
           AND (b.write_window <> v_minute OR b.write_window_count < lim.max_rate);
        IF NOT FOUND THEN
            IF EXISTS (SELECT 1 FROM statecore_nativestate n
                        WHERE n.binding_id = s.binding_id AND n.epoch = s.epoch
                          AND n.lease_generation = s.generation AND n.idempotency_key = p_key) THEN
                -- An identical request committed while we waited for the row: answer as a replay.
                RAISE EXCEPTION USING ERRCODE = 'SC503', MESSAGE = 'retry';
            END IF;
            SELECT b.epoch, b.lease_generation, b.head_revision INTO v_binding
              FROM statecore_binding b WHERE b.id = s.binding_id;
            IF NOT FOUND OR v_binding.epoch <> s.epoch OR v_binding.lease_generation <> s.generation THEN
                code := 'lease_fenced';
            ELSIF v_binding.head_revision <> p_expected THEN
                code := 'revision_conflict'; current_revision := v_binding.head_revision;
            ELSE
                code := 'rate_limited:rate'; limit_value := lim.max_rate;
                retry_after := greatest(1, 60 - (floor(extract(epoch FROM statement_timestamp()))::bigint % 60))::integer;
            END IF;
            RETURN;
        END IF;
        v_now := statement_timestamp();
        INSERT INTO statecore_nativestate AS n (id, binding_id, epoch, lease_generation,
                                                idempotency_key, request_digest, codec, payload,
                                                size, sha256, parent_id, metadata, native_ns,
                                                native_id, status, revision, run_id, created_at,
                                                committed_at)
        VALUES (v_state, s.binding_id, s.epoch, s.generation, p_key, p_digest, p_codec, p_payload,
                octet_length(p_payload), p_sha256, v_parent, COALESCE(p_metadata, '{}'::jsonb),
                COALESCE(p_native_ns, ''), p_native_id, 'durable', p_expected + 1, p_run_id, v_now,
                v_now);
        PERFORM statecore_run_record(s.environment, p_run_id, s.binding_id, p_status, p_interrupt,
                                     v_state);
        PERFORM statecore_store_writes(s.binding_id, s.epoch, s.generation, lim.max_pending,
                                       p_ns, p_id, p_task_id, p_task_path, p_idx, p_channel,
                                       p_type, p_value);
        PERFORM statecore_audit(v_actor, 'thread_state.commit', p_status, s.environment,
                                s.binding_id, s.epoch, s.generation, p_run_id, v_state,
                                p_expected + 1, jsonb_build_object('size', octet_length(p_payload)),
                                p_trace_id);
        code := 'ok'; revision := p_expected + 1; state_ref := v_state; codec := p_codec;
        size := octet_length(p_payload); sha256 := p_sha256; run_id := p_run_id;
        committed_at := v_now; replayed := false;
        RETURN;
    END IF;
    code := 'ok'; revision := c.revision; state_ref := c.state_ref; codec := c.codec;
    size := c.size; sha256 := c.sha256; run_id := c.run_id; committed_at := c.committed_at;
END $$;

-- ---------------------------------------------------------------------------------------------
-- load_head: GET /state/head. Never a pending state: the head is whatever the binding row
-- points to, and only while the binding is still at the lease's epoch.

DROP FUNCTION IF EXISTS statecore_load_head(text);
CREATE FUNCTION statecore_load_head(
    p_token_hash text,
    OUT code text, OUT binding_id uuid, OUT epoch integer, OUT generation integer,
    OUT revision integer, OUT state_ref uuid, OUT codec text, OUT size bigint, OUT sha256 text,
    OUT run_id text, OUT committed_at timestamptz
) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE
    s record;
BEGIN
    s := statecore_lease_scope(p_token_hash);
    code := s.code;
    IF code <> 'ok' THEN RETURN; END IF;
    binding_id := s.binding_id; epoch := s.epoch; generation := s.generation;
    SELECT n.revision, n.id, n.codec, n.size, n.sha256, n.run_id, n.committed_at
      INTO revision, state_ref, codec, size, sha256, run_id, committed_at
      FROM statecore_binding b JOIN statecore_nativestate n ON n.id = b.head_state_id
     WHERE b.id = s.binding_id AND b.epoch = s.epoch AND n.binding_id = s.binding_id
       AND n.epoch = s.epoch AND n.status = 'durable';
END $$;

-- ---------------------------------------------------------------------------------------------
-- mark_uncertain: POST /state/uncertain. Fences the run and keeps the previous head; if the
-- run did commit, nothing changes and the run comes back with its real status.

DROP FUNCTION IF EXISTS statecore_mark_uncertain(text, text, text, uuid, text);
CREATE FUNCTION statecore_mark_uncertain(
    p_token_hash text, p_run_id text, p_reason text, p_state_ref uuid, p_trace_id text,
    OUT code text, OUT binding_id uuid, OUT epoch integer, OUT generation integer,
    OUT run_pk bigint
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
    s record;
    v_binding record;
    v_state record;
    v_run record;
BEGIN
    s := statecore_lease_scope(p_token_hash);
    code := s.code;
    IF code <> 'ok' THEN RETURN; END IF;
    binding_id := s.binding_id; epoch := s.epoch; generation := s.generation;
    SELECT b.epoch, b.lease_generation, b.head_revision INTO v_binding
      FROM statecore_binding b WHERE b.id = s.binding_id FOR NO KEY UPDATE;
    IF NOT FOUND OR v_binding.epoch <> s.epoch OR v_binding.lease_generation <> s.generation THEN
        code := 'lease_fenced'; RETURN;
    END IF;
    IF p_state_ref IS NOT NULL THEN
        SELECT n.id, n.status, n.run_id INTO v_state FROM statecore_nativestate n
         WHERE n.id = p_state_ref AND n.binding_id = s.binding_id AND n.epoch = s.epoch
           AND (n.status = 'durable' OR n.lease_generation = s.generation);
        IF NOT FOUND THEN
            code := 'not_found:state'; RETURN;
        END IF;
    END IF;
    SELECT r.id, r.binding_id, r.status INTO v_run FROM statecore_run r
     WHERE r.environment = s.environment AND r.run_id = p_run_id FOR UPDATE;
    IF FOUND AND v_run.binding_id <> s.binding_id THEN
        code := 'not_found:run'; RETURN;
    END IF;
    IF p_state_ref IS NOT NULL THEN
        IF v_state.status = 'durable' THEN
            IF v_state.run_id = p_run_id AND v_run.id IS NOT NULL THEN
                code := 'ok'; run_pk := v_run.id; RETURN;  -- the commit did happen
            END IF;
            code := 'state_not_pending:other_run'; RETURN;
        END IF;
    END IF;
    IF v_run.id IS NOT NULL AND (
        v_run.status IN ('uncertain_durability', 'reconciled')
        OR (p_state_ref IS NULL AND v_run.status IN ('completed', 'interrupted'))
    ) THEN
        code := 'ok'; run_pk := v_run.id; RETURN;
    END IF;
    IF v_run.id IS NULL THEN
        INSERT INTO statecore_run AS r (environment, run_id, binding_id, status, interrupt, reason,
                                        marked_state_id, marked_epoch, marked_head_revision,
                                        decision, decision_key, decided_by, created_at, updated_at)
        VALUES (s.environment, p_run_id, s.binding_id, 'uncertain_durability', NULL, p_reason,
                p_state_ref, v_binding.epoch, v_binding.head_revision, '', '', '',
                statement_timestamp(), statement_timestamp())
        ON CONFLICT ON CONSTRAINT run_unique_per_environment DO NOTHING
        RETURNING r.id INTO run_pk;
        IF run_pk IS NULL THEN
            -- The same run id was just recorded by another binding of this environment.
            code := 'not_found:run'; RETURN;
        END IF;
    ELSE
        UPDATE statecore_run r
           SET status = 'uncertain_durability', reason = p_reason, marked_state_id = p_state_ref,
               marked_epoch = v_binding.epoch, marked_head_revision = v_binding.head_revision,
               updated_at = statement_timestamp()
         WHERE r.id = v_run.id;
        run_pk := v_run.id;
    END IF;
    PERFORM statecore_audit('lease:' || s.binding_id || '/' || s.epoch || '/' || s.generation,
                            'thread_state.mark_uncertain', 'uncertain_durability', s.environment,
                            s.binding_id, s.epoch, s.generation, p_run_id, p_state_ref,
                            v_binding.head_revision, '{}'::jsonb, p_trace_id);
    code := 'ok';
END $$;

-- ---------------------------------------------------------------------------------------------
-- Control plane transitions (application token; the caller checked the token's permission and
-- passes its environment and organization, '' for none): reconcile, lease issue, clear.

DROP FUNCTION IF EXISTS statecore_reconcile(text, text, text, text, text, text, text);
CREATE FUNCTION statecore_reconcile(
    p_environment text, p_organization text, p_run_id text, p_decision text, p_key text,
    p_actor text, p_trace_id text,
    OUT code text, OUT current_revision integer, OUT run_pk bigint, OUT binding_id uuid
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
    v_binding record;
    v_run record;
    v_state record;
    v_new integer;
BEGIN
    SELECT r.id, r.binding_id INTO v_run FROM statecore_run r
      JOIN statecore_binding b ON b.id = r.binding_id
     WHERE r.environment = p_environment AND r.run_id = p_run_id
       AND (p_organization = '' OR b.organization_id = p_organization);
    IF NOT FOUND THEN
        code := 'not_found:run'; RETURN;
    END IF;
    binding_id := v_run.binding_id; run_pk := v_run.id;
    SELECT b.id, b.environment, b.epoch, b.lease_generation, b.head_revision INTO v_binding
      FROM statecore_binding b WHERE b.id = v_run.binding_id FOR NO KEY UPDATE;
    SELECT r.id, r.status, r.decision, r.decision_key, r.marked_state_id, r.marked_epoch,
           r.marked_head_revision
      INTO v_run FROM statecore_run r WHERE r.id = v_run.id FOR UPDATE;
    IF v_run.status = 'reconciled' THEN
        IF v_run.decision = p_decision AND v_run.decision_key = p_key THEN
            code := 'ok'; RETURN;
        END IF;
        code := 'state_not_pending:reconciled'; RETURN;
    END IF;
    IF v_run.status <> 'uncertain_durability' THEN
        code := 'state_not_pending:not_uncertain'; RETURN;
    END IF;
    IF p_decision = 'adopt_pending' THEN
        IF v_run.marked_state_id IS NULL THEN
            code := 'state_not_pending:none_named'; RETURN;
        END IF;
        IF v_binding.epoch IS DISTINCT FROM v_run.marked_epoch
           OR v_binding.head_revision IS DISTINCT FROM v_run.marked_head_revision THEN
            code := 'revision_conflict:moved'; current_revision := v_binding.head_revision; RETURN;
        END IF;
        SELECT n.id, n.status, n.epoch, n.lease_generation INTO v_state
          FROM statecore_nativestate n WHERE n.id = v_run.marked_state_id;
        IF NOT FOUND OR v_state.status <> 'pending' OR v_state.epoch <> v_binding.epoch THEN
            code := 'state_not_pending:adopted'; RETURN;
        END IF;
        v_new := v_binding.head_revision + 1;
        UPDATE statecore_binding b
           SET head_revision = v_new, head_state_id = v_state.id,
               pending_count = CASE WHEN v_state.lease_generation = b.lease_generation
                                    THEN greatest(b.pending_count - 1, 0) ELSE b.pending_count END,
               updated_at = statement_timestamp()
         WHERE b.id = v_binding.id;
        UPDATE statecore_nativestate n
           SET status = 'durable', revision = v_new, run_id = p_run_id,
               committed_at = statement_timestamp()
         WHERE n.id = v_state.id AND n.status = 'pending';
        UPDATE statecore_run r SET last_state_id = v_state.id WHERE r.id = v_run.id;
    END IF;
    UPDATE statecore_run r
       SET status = 'reconciled', decision = p_decision, decision_key = p_key,
           decided_by = p_actor, decided_at = statement_timestamp(),
           updated_at = statement_timestamp()
     WHERE r.id = v_run.id;
    PERFORM statecore_audit(p_actor, 'run.reconcile', p_decision, v_binding.environment,
                            v_binding.id, NULL, NULL, p_run_id,
                            CASE WHEN p_decision = 'adopt_pending' THEN v_run.marked_state_id END,
                            COALESCE(v_new, v_binding.head_revision), '{}'::jsonb, p_trace_id);
    code := 'ok';
END $$;

DROP FUNCTION IF EXISTS statecore_lease_issue(text, text, uuid, text, integer, text, text, text);
CREATE FUNCTION statecore_lease_issue(
    p_environment text, p_organization text, p_binding_id uuid, p_sandbox_id text,
    p_ttl_seconds integer, p_token_hash text, p_actor text, p_trace_id text,
    OUT code text, OUT lease_id uuid, OUT generation integer, OUT epoch integer,
    OUT expires_at timestamptz
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
    v_env text;
BEGIN
    -- The generation bump and the new lease row under the binding's row lock: a racing commit
    -- of the old generation either lands before (and is valid) or matches nothing after.
    UPDATE statecore_binding b
       SET lease_generation = b.lease_generation + 1, pending_count = 0,
           updated_at = statement_timestamp()
     WHERE b.id = p_binding_id AND b.environment = p_environment
       AND (p_organization = '' OR b.organization_id = p_organization)
    RETURNING b.lease_generation, b.epoch, b.environment INTO generation, epoch, v_env;
    IF NOT FOUND THEN
        code := 'not_found:binding'; RETURN;
    END IF;
    expires_at := statement_timestamp() + make_interval(secs => p_ttl_seconds);
    INSERT INTO statecore_lease (id, binding_id, generation, epoch, token_hash, sandbox_id,
                                 expires_at, created_at)
    VALUES (gen_random_uuid(), p_binding_id, generation, epoch, p_token_hash, p_sandbox_id,
            expires_at, statement_timestamp())
    RETURNING id INTO lease_id;
    PERFORM statecore_audit(p_actor, 'lease.issue', 'issued', v_env, p_binding_id, NULL, NULL, '',
                            NULL, NULL,
                            jsonb_build_object('generation', generation, 'epoch', epoch,
                                               'ttl_seconds', p_ttl_seconds), p_trace_id);
    code := 'ok';
END $$;

-- Clear: a new epoch with no head; every lease is fenced. `p_environment` NULL means the caller
-- already holds the right to the binding (a lease deleting its own thread, checked by the fence
-- arguments): then the binding must still be at p_epoch / p_generation.
DROP FUNCTION IF EXISTS statecore_clear(text, text, uuid, integer, integer, text, text);
CREATE FUNCTION statecore_clear(
    p_environment text, p_organization text, p_binding_id uuid, p_epoch integer,
    p_generation integer, p_actor text, p_trace_id text,
    OUT code text, OUT epoch integer
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
    v_env text;
BEGIN
    UPDATE statecore_binding b
       SET epoch = b.epoch + 1, head_revision = 0, head_state_id = NULL, pending_count = 0,
           updated_at = statement_timestamp()
     WHERE b.id = p_binding_id
       AND (p_environment IS NULL OR b.environment = p_environment)
       AND (p_organization IS NULL OR p_organization = '' OR b.organization_id = p_organization)
       AND (p_epoch IS NULL OR b.epoch = p_epoch)
       AND (p_generation IS NULL OR b.lease_generation = p_generation)
    RETURNING b.epoch, b.environment INTO epoch, v_env;
    IF NOT FOUND THEN
        code := CASE WHEN p_epoch IS NULL THEN 'not_found:binding' ELSE 'lease_fenced' END;
        RETURN;
    END IF;
    PERFORM statecore_audit(p_actor, 'binding.clear', 'new_epoch', v_env, p_binding_id, NULL, NULL,
                            '', NULL, NULL,
                            jsonb_build_object('previous_epoch', epoch - 1, 'epoch', epoch),
                            p_trace_id);
    code := 'ok';
END $$;

-- ---------------------------------------------------------------------------------------------
-- Reads of the LangGraph adapter in one round trip: GET /state/checkpoints (get_tuple, a page
-- of list). The first row (`kind` 'scope') carries the code; then the committed states, newest
-- first; then the task writes of those states' checkpoints in apply order (task_path, task_id,
-- idx). Pending writes, other epochs and other bindings are never returned. `p_filters` is a
-- JSON array of groups; a state matches when, for every group, its metadata contains one of
-- the group's objects. An anchor (`p_before` state_ref, or `p_before_id` harness id) that is
-- not a committed state of the scope is 'not_found:state'.

DROP FUNCTION IF EXISTS statecore_metadata_matches(jsonb, jsonb);
CREATE FUNCTION statecore_metadata_matches(p_metadata jsonb, p_filters jsonb)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
    SELECT NOT EXISTS (
        SELECT 1 FROM jsonb_array_elements(p_filters) g
         WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(g) alt WHERE p_metadata @> alt))
$$;

DROP FUNCTION IF EXISTS statecore_checkpoints(text, text, text, uuid, text, integer, jsonb, boolean);
CREATE FUNCTION statecore_checkpoints(
    p_token_hash text, p_ns text, p_id text, p_before uuid, p_before_id text, p_limit integer,
    p_filters jsonb, p_payload boolean
) RETURNS TABLE (
    kind text, code text, binding_id uuid, epoch integer, generation integer,
    state_ref uuid, revision integer, parent uuid, metadata text, codec text, size bigint,
    sha256 text, run_id text, committed_at timestamptz, native_ns text, native_id text,
    payload bytea, task_id text, task_path text, idx integer, channel text
) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE
    s record;
    v_anchor integer;
    v_code text;
    v_names_ns text[] := '{}';
    v_names_id text[] := '{}';
    v_ids uuid[];
    r record;
BEGIN
    s := statecore_lease_scope(p_token_hash);
    v_code := s.code;
    IF v_code = 'ok' AND (p_before IS NOT NULL OR p_before_id IS NOT NULL) THEN
        SELECT n.revision INTO v_anchor FROM statecore_nativestate n
         WHERE n.binding_id = s.binding_id AND n.epoch = s.epoch AND n.status = 'durable'
           AND CASE WHEN p_before IS NOT NULL THEN n.id = p_before
                    ELSE n.native_id = p_before_id AND (p_ns IS NULL OR n.native_ns = p_ns) END
         ORDER BY n.revision DESC LIMIT 1;
        IF v_anchor IS NULL THEN
            v_code := 'not_found:state';
        END IF;
    END IF;
    RETURN QUERY SELECT 'scope'::text, v_code, s.binding_id, s.epoch, s.generation,
        NULL::uuid, NULL::integer, NULL::uuid, NULL::text, NULL::text, NULL::bigint, NULL::text,
        NULL::text, NULL::timestamptz, NULL::text, NULL::text, NULL::bytea, NULL::text, NULL::text,
        NULL::integer, NULL::text;
    IF v_code <> 'ok' THEN RETURN; END IF;
    -- Which states: by harness id (get_tuple: the harness-id index, a handful of rows), or the
    -- newest (latest, a page of list: the (binding, epoch, revision) index). Two statements, so
    -- each keeps a plan that uses its index.
    IF p_id IS NOT NULL THEN
        SELECT array_agg(n.id ORDER BY n.revision DESC) INTO v_ids FROM (
            SELECT n.id, n.revision FROM statecore_nativestate n
             WHERE n.binding_id = s.binding_id AND n.epoch = s.epoch AND n.native_id = p_id
               AND (p_ns IS NULL OR n.native_ns = p_ns) AND n.status = 'durable'
               AND (v_anchor IS NULL OR n.revision < v_anchor)
               AND (p_filters IS NULL OR statecore_metadata_matches(n.metadata, p_filters))
             ORDER BY n.revision DESC LIMIT p_limit) n;
    ELSE
        SELECT array_agg(n.id ORDER BY n.revision DESC) INTO v_ids FROM (
            SELECT n.id, n.revision FROM statecore_nativestate n
             WHERE n.binding_id = s.binding_id AND n.epoch = s.epoch AND n.revision IS NOT NULL
               AND (p_ns IS NULL OR n.native_ns = p_ns) AND n.status = 'durable'
               AND (v_anchor IS NULL OR n.revision < v_anchor)
               AND (p_filters IS NULL OR statecore_metadata_matches(n.metadata, p_filters))
             ORDER BY n.revision DESC LIMIT p_limit) n;
    END IF;
    IF v_ids IS NULL THEN RETURN; END IF;
    FOR r IN
        SELECT n.* FROM statecore_nativestate n WHERE n.id = ANY (v_ids) ORDER BY n.revision DESC
    LOOP
        v_names_ns := v_names_ns || r.native_ns; v_names_id := v_names_id || r.native_id;
        RETURN QUERY SELECT 'state'::text, 'ok'::text, s.binding_id, s.epoch, s.generation,
            r.id, r.revision, r.parent_id, r.metadata::text, r.codec::text, r.size, r.sha256::text,
            r.run_id::text, r.committed_at, r.native_ns::text, r.native_id::text,
            CASE WHEN p_payload THEN r.payload END, NULL::text, NULL::text, NULL::integer, NULL::text;
    END LOOP;
    IF cardinality(v_names_id) = 0 OR NOT p_payload THEN RETURN; END IF;
    RETURN QUERY
        SELECT 'write'::text, 'ok'::text, s.binding_id, s.epoch, s.generation,
               NULL::uuid, NULL::integer, NULL::uuid, NULL::text, w.value_type::text, w.size::bigint,
               NULL::text, NULL::text, NULL::timestamptz, w.native_ns::text, w.native_id::text,
               w.value, w.task_id::text, w.task_path::text, w.idx, w.channel::text
          FROM statecore_nativewrite w
          JOIN (SELECT DISTINCT t.ns, t.nid FROM unnest(v_names_ns, v_names_id) AS t(ns, nid)) names
            ON w.native_ns = names.ns AND w.native_id = names.nid
         WHERE w.binding_id = s.binding_id AND w.epoch = s.epoch
         ORDER BY w.native_ns, w.native_id, w.task_path, w.task_id, w.idx;
END $$;

-- ---------------------------------------------------------------------------------------------
-- The payload of a committed state of the lease's binding and epoch, or of a pending write of
-- this same lease (GET /state/native/{state_ref}); 'not_found:state' for anything else.

DROP FUNCTION IF EXISTS statecore_read_native(text, uuid);
CREATE FUNCTION statecore_read_native(
    p_token_hash text, p_state_ref uuid,
    OUT code text, OUT binding_id uuid, OUT epoch integer, OUT generation integer,
    OUT codec text, OUT status text, OUT sha256 text, OUT payload bytea
) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE
    s record;
BEGIN
    s := statecore_lease_scope(p_token_hash);
    code := s.code;
    IF code <> 'ok' THEN RETURN; END IF;
    binding_id := s.binding_id; epoch := s.epoch; generation := s.generation;
    SELECT n.codec, n.status, n.sha256, n.payload INTO codec, status, sha256, payload
      FROM statecore_nativestate n
     WHERE n.id = p_state_ref AND n.binding_id = s.binding_id AND n.epoch = s.epoch
       AND (n.status = 'durable' OR n.lease_generation = s.generation);
    IF NOT FOUND THEN
        code := 'not_found:state';
    END IF;
END $$;
