-- statecore thread-state functions, version 3 (installed by migration 0011_run_begin).
-- Adds the harness control plane's run start as one statement; everything in state_v1.sql and
-- state_v2.sql stands. Never edited once released: a change ships as state_v4.sql.

-- ---------------------------------------------------------------------------------------------
-- POST /bindings/{id}/runs, step 1 (``session.binding``, statecore/harness/runs.py ``begin``)
-- for a new run that is not a resume, in ONE statement: under the binding's row lock, an
-- idempotent replay is answered from its row; a run of the binding still ``running`` refuses
-- (its control plane beats: 'run_in_progress') or is left to the caller ('settle_first': its
-- control plane died, and settling it reads the state plane's run, which the caller does in its
-- own transaction); then the run's lease is issued (statecore_lease_issue: the generation bump
-- fences every earlier lease), the harness run row inserted (``running``; a partial unique index
-- keeps it one per binding) and ``run.start`` audited. Codes: 'ok', 'replay' (harness_run is the
-- first run of the key), 'idempotency_conflict', 'run_in_progress', 'settle_first', and the
-- lease's refusals ('not_found:binding').

DROP FUNCTION IF EXISTS statecore_run_begin(text, text, uuid, text, text, text, double precision, text, integer, text, text, text);
CREATE FUNCTION statecore_run_begin(
    p_environment text, p_organization text, p_binding_id uuid, p_run_id text,
    p_idempotency_key text, p_digest text, p_stale_seconds double precision, p_sandbox_id text,
    p_ttl_seconds integer, p_token_hash text, p_actor text, p_trace_id text,
    OUT code text, OUT harness_run uuid, OUT environment text, OUT epoch integer,
    OUT generation integer, OUT lease_id uuid, OUT created_at timestamptz
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
    v_prior record;
    v_running record;
    v_lease record;
BEGIN
    PERFORM 1 FROM statecore_binding b WHERE b.id = p_binding_id FOR NO KEY UPDATE;
    IF NOT FOUND THEN
        code := 'not_found:binding'; RETURN;
    END IF;
    IF p_idempotency_key <> '' THEN
        SELECT h.id, h.request_digest INTO v_prior
          FROM statecore_harnessrun h
         WHERE h.binding_id = p_binding_id AND h.idempotency_key = p_idempotency_key;
        IF FOUND THEN
            IF v_prior.request_digest <> p_digest THEN
                code := 'idempotency_conflict'; RETURN;
            END IF;
            code := 'replay'; harness_run := v_prior.id; RETURN;
        END IF;
    END IF;
    SELECT h.id,
           h.heartbeat_at >= statement_timestamp() - make_interval(secs => p_stale_seconds) AS alive
      INTO v_running
      FROM statecore_harnessrun h
     WHERE h.binding_id = p_binding_id AND h.status = 'running';
    IF FOUND THEN
        code := CASE WHEN v_running.alive THEN 'run_in_progress' ELSE 'settle_first' END;
        harness_run := v_running.id;
        RETURN;
    END IF;
    SELECT * INTO v_lease
      FROM statecore_lease_issue(p_environment, p_organization, p_binding_id, p_sandbox_id,
                                 p_ttl_seconds, p_token_hash, p_actor, p_trace_id);
    IF v_lease.code <> 'ok' THEN
        code := v_lease.code; RETURN;
    END IF;
    INSERT INTO statecore_harnessrun AS h (id, environment, run_id, binding_id, epoch, resume,
                                           status, reason, interrupt, output, message_sent,
                                           idempotency_key, request_digest, lease_id, sandbox_id,
                                           started_by, heartbeat_at, created_at, ended_at)
    SELECT gen_random_uuid(), b.environment, p_run_id, p_binding_id, v_lease.epoch, false,
           'running', '', NULL, '[]'::jsonb, false, p_idempotency_key, p_digest,
           v_lease.lease_id, '', p_actor, statement_timestamp(), statement_timestamp(), NULL
      FROM statecore_binding b WHERE b.id = p_binding_id
    RETURNING h.id, h.environment, h.created_at INTO harness_run, environment, created_at;
    PERFORM statecore_audit(p_actor, 'run.start', 'started', environment, p_binding_id, NULL,
                            NULL, p_run_id, NULL, NULL,
                            jsonb_build_object('lease_generation', v_lease.generation),
                            p_trace_id);
    code := 'ok'; epoch := v_lease.epoch; generation := v_lease.generation;
    lease_id := v_lease.lease_id;
END $$;
