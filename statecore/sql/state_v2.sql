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
) LANGUAGE plpgsql STABLE
  -- A generic plan (which PL/pgSQL switches to after five calls in a session) walks the chain
  -- through the (binding, epoch) index: 3-4x slower on a 200-row chain. Plan each call.
  SET plan_cache_mode = force_custom_plan
AS $$
#variable_conflict use_column
DECLARE
    s record;
    v_start uuid;
    v_bad boolean;
    v_bounded boolean;
    v_complete boolean := true;
    v_seed_channel text[] := '{}';
    v_seed_state uuid[] := '{}';
    v_walk_ns text[] := '{}';
    v_walk_id text[] := '{}';
    v_walk_open jsonb[] := '{}';
    v_walk_state uuid[] := '{}';
    v_walk_left jsonb[] := '{}';
BEGIN
    s := statecore_lease_scope(p_token_hash);
    IF s.code = 'ok' AND cardinality(p_channels) > 0 THEN
        SELECT n.parent_id INTO v_start FROM statecore_nativestate n
         WHERE n.binding_id = s.binding_id AND n.epoch = s.epoch AND n.status = 'durable'
           AND n.native_ns = p_ns AND n.native_id = p_id
         ORDER BY n.revision DESC LIMIT 1;
        -- One recursive query walks the chain, carrying the channels still open: it stops at
        -- the row that closes the last one, at a committed row that does not say what it
        -- stores (bad), at the chain's end or outside the binding and epoch, or at the bound;
        -- the same statement gathers what the answer needs, so nothing loops row by row here.
        -- Each row computes the channels still open after it (``remaining``) and whether it
        -- is a committed row that does not say which channels it stores (``bad``), inline:
        -- a function call per row costs more than the rest of the walk.
        WITH RECURSIVE walk(id, parent_id, depth, inside, durable, ns, nid, open, remaining, bad) AS (
            SELECT n.id, n.parent_id, 1, n.binding_id = s.binding_id AND n.epoch = s.epoch,
                   n.status = 'durable', n.native_ns::text, n.native_id::text, p_channels,
                   CASE WHEN n.status = 'durable'
                             AND jsonb_typeof(n.metadata -> 'statecore:values') = 'array'
                        THEN ARRAY(SELECT c FROM unnest(p_channels) AS c
                                    WHERE NOT (n.metadata -> 'statecore:values') ? c)
                        ELSE p_channels END,
                   n.status = 'durable'
                       AND jsonb_typeof(n.metadata -> 'statecore:values') IS DISTINCT FROM 'array'
              FROM statecore_nativestate n
             WHERE n.id = v_start
          UNION ALL
            -- Joined on the primary key alone: the scope check is a column, not a join
            -- condition, so the planner never walks the (binding, epoch) index per row.
            SELECT n.id, n.parent_id, w.depth + 1, n.binding_id = s.binding_id AND n.epoch = s.epoch,
                   n.status = 'durable', n.native_ns::text, n.native_id::text, w.remaining,
                   CASE WHEN n.status = 'durable'
                             AND jsonb_typeof(n.metadata -> 'statecore:values') = 'array'
                        THEN ARRAY(SELECT c FROM unnest(w.remaining) AS c
                                    WHERE NOT (n.metadata -> 'statecore:values') ? c)
                        ELSE w.remaining END,
                   n.status = 'durable'
                       AND jsonb_typeof(n.metadata -> 'statecore:values') IS DISTINCT FROM 'array'
              FROM walk w
              JOIN statecore_nativestate n ON n.id = w.parent_id
             WHERE w.inside AND NOT w.bad AND cardinality(w.remaining) > 0 AND w.depth < p_max_depth
        )
        , ended AS (  -- the first row the walk cannot use: outside the scope, or bad
            SELECT min(depth) AS at FROM walk WHERE NOT inside OR bad
        ), kept AS (
            SELECT w.* FROM walk w, ended e WHERE e.at IS NULL OR w.depth < e.at
        )
        SELECT EXISTS (SELECT 1 FROM walk w, ended e WHERE w.depth = e.at AND w.inside AND w.bad),
               -- the walk's bound, not the chain's end: the caller walks on
               COALESCE((SELECT k.depth >= p_max_depth AND cardinality(k.remaining) > 0
                                AND k.parent_id IS NOT NULL
                           FROM kept k ORDER BY k.depth DESC LIMIT 1), false),
               COALESCE(array_agg(k.ns ORDER BY k.depth) FILTER (WHERE k.durable), '{}'),
               COALESCE(array_agg(k.nid ORDER BY k.depth) FILTER (WHERE k.durable), '{}'),
               COALESCE(array_agg(k.id ORDER BY k.depth) FILTER (WHERE k.durable), '{}'),
               COALESCE(array_agg(to_jsonb(k.open) ORDER BY k.depth) FILTER (WHERE k.durable), '{}'),
               COALESCE(array_agg(to_jsonb(k.remaining) ORDER BY k.depth) FILTER (WHERE k.durable), '{}')
          INTO v_bad, v_bounded, v_walk_ns, v_walk_id, v_walk_state, v_walk_open, v_walk_left
          FROM kept k;
        v_complete := NOT (v_bad OR v_bounded);
        -- A channel's seed: the walked row where it was open before and is not after.
        IF v_complete THEN
            SELECT COALESCE(array_agg(c.ch), '{}'), COALESCE(array_agg(v.sid), '{}')
              INTO v_seed_channel, v_seed_state
              FROM unnest(v_walk_state, v_walk_open, v_walk_left) AS v(sid, open, left_open),
                   LATERAL jsonb_array_elements_text(v.open) AS c(ch)
             WHERE NOT v.left_open ? c.ch;
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
