-- statecore thread-state functions, version 2 (installed by migration 0006_delta_history).
-- Adds the delta-channel history read as one statement; everything in state_v1.sql stands.
-- Never edited once released: a change ships as state_v3.sql with its own migration.

-- ---------------------------------------------------------------------------------------------
-- GET /state/delta (LangGraph's get_delta_channel_history): the lease, the fence and the walk
-- in ONE statement. From the newest committed state with this harness id, walk its parent chain
-- (inside the binding and epoch; rows that are not committed, such as a pending parent written
-- through the plain protocol, are walked through, not used) and stop per channel at the nearest
-- committed ancestor whose stored values (metadata key 'statecore:values') include it: that
-- ancestor is the channel's seed. Rows:
--   'scope' first: code ('ok' or the refusal), the lease's scope, complete (false when an
--           ancestor on the walk does not say which channels it stores, or the walk reached
--           p_max_depth rows with channels still open: the caller walks it);
--   'seed'  one per seed state: state_ref, native_id, codec, payload, channels it seeds;
--   'write' the task writes of each walked ancestor for the channels still open there, oldest
--           ancestor first, each ancestor's in apply order (task_path, task_id, idx).

DROP FUNCTION IF EXISTS statecore_delta_history(text, text, text, text[], integer);
CREATE FUNCTION statecore_delta_history(
    p_token_hash text, p_ns text, p_id text, p_channels text[], p_max_depth integer
) RETURNS TABLE (
    kind text, code text, binding_id uuid, epoch integer, generation integer, complete boolean,
    state_ref uuid, native_ns text, native_id text, codec text, payload bytea, channels text[],
    channel text, task_id text, task_path text, idx integer
) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE
    s record;
    r record;
    v_cursor uuid;
    v_depth integer := 0;
    v_remaining text[];
    v_stored jsonb;
    v_complete boolean := true;
    v_seed_channel text[] := '{}';
    v_seed_state uuid[] := '{}';
    v_walk_ns text[] := '{}';
    v_walk_id text[] := '{}';
    v_walk_open jsonb[] := '{}';
BEGIN
    s := statecore_lease_scope(p_token_hash);
    IF s.code = 'ok' AND cardinality(p_channels) > 0 THEN
        SELECT n.parent_id INTO v_cursor FROM statecore_nativestate n
         WHERE n.binding_id = s.binding_id AND n.epoch = s.epoch AND n.status = 'durable'
           AND n.native_ns = p_ns AND n.native_id = p_id
         ORDER BY n.revision DESC LIMIT 1;
        v_remaining := p_channels;
        WHILE v_cursor IS NOT NULL AND cardinality(v_remaining) > 0 AND v_depth < p_max_depth LOOP
            SELECT n.id, n.parent_id, n.status, n.metadata, n.native_ns, n.native_id INTO r
              FROM statecore_nativestate n
             WHERE n.id = v_cursor AND n.binding_id = s.binding_id AND n.epoch = s.epoch;
            EXIT WHEN NOT FOUND;
            v_depth := v_depth + 1;
            IF r.status = 'durable' THEN
                v_stored := r.metadata -> 'statecore:values';
                IF v_stored IS NULL OR jsonb_typeof(v_stored) <> 'array' THEN
                    v_complete := false;
                    EXIT;
                END IF;
                v_walk_ns := v_walk_ns || r.native_ns::text;
                v_walk_id := v_walk_id || r.native_id::text;
                v_walk_open := v_walk_open || to_jsonb(v_remaining);
                SELECT v_seed_channel || COALESCE(array_agg(c), '{}'),
                       v_seed_state || COALESCE(array_agg(r.id), '{}')
                  INTO v_seed_channel, v_seed_state
                  FROM unnest(v_remaining) AS c WHERE v_stored ? c;
                v_remaining := ARRAY(SELECT c FROM unnest(v_remaining) AS c WHERE NOT v_stored ? c);
            END IF;
            v_cursor := r.parent_id;
        END LOOP;
        IF v_cursor IS NOT NULL AND cardinality(v_remaining) > 0 AND v_depth >= p_max_depth THEN
            v_complete := false;  -- the walk's bound, not the chain's end: the caller walks on
        END IF;
    END IF;
    RETURN QUERY SELECT 'scope'::text, s.code, s.binding_id, s.epoch, s.generation, v_complete,
        NULL::uuid, NULL::text, NULL::text, NULL::text, NULL::bytea, NULL::text[], NULL::text,
        NULL::text, NULL::text, NULL::integer;
    IF s.code <> 'ok' OR NOT v_complete OR cardinality(v_walk_id) = 0 THEN RETURN; END IF;
    RETURN QUERY
        SELECT 'seed'::text, 'ok'::text, s.binding_id, s.epoch, s.generation, true,
               n.id, n.native_ns::text, n.native_id::text, n.codec::text, n.payload, seeded.chs,
               NULL::text, NULL::text, NULL::text, NULL::integer
          FROM (SELECT t.sid, array_agg(t.ch ORDER BY t.ch) AS chs
                  FROM unnest(v_seed_state, v_seed_channel) AS t(sid, ch) GROUP BY t.sid) seeded
          JOIN statecore_nativestate n ON n.id = seeded.sid;
    RETURN QUERY
        SELECT 'write'::text, 'ok'::text, s.binding_id, s.epoch, s.generation, true,
               NULL::uuid, w.native_ns::text, w.native_id::text, w.value_type::text, w.value,
               NULL::text[], w.channel::text, w.task_id::text, w.task_path::text, w.idx
          FROM unnest(v_walk_ns, v_walk_id, v_walk_open) WITH ORDINALITY AS v(ns, nid, open, ord)
          JOIN statecore_nativewrite w
            ON w.binding_id = s.binding_id AND w.epoch = s.epoch
           AND w.native_ns = v.ns AND w.native_id = v.nid
         WHERE v.open ? w.channel
         ORDER BY v.ord DESC, w.task_path, w.task_id, w.idx;
END $$;
