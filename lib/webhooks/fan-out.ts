// Turns the change log into events. The change log is the property table ordered by the
// change clock (lib/search/list-changes.ts): each endpoint keeps the updated_at of the
// last change it has looked at, and one transaction reads the next changes, inserts the
// matching events and moves the cursor, so a crash either did all of it or none of it.
// The endpoint row is locked FOR UPDATE SKIP LOCKED: while one worker fans out for an
// endpoint, the others pass it by instead of producing the same events again.
import type pg from "pg";
import { PLANS, isPlan } from "@/lib/plans";
import { isoTimestamp } from "@/lib/db/iso-timestamp";
import { changesSql, type ChangeRow } from "@/lib/search/list-changes";
import { eventBody, matchesFilters, type EndpointFilters } from "./event-payload";

const CURSOR = isoTimestamp("w.cursor").sql;

type LockedEndpoint = EndpointFilters & { id: string; cursor: string; plan: string; revoked: boolean };

/** Fans out up to `batch` changes for one endpoint; returns how many changes it read (0 = caught up or busy). */
async function fanOutEndpoint(client: pg.PoolClient, endpointId: string, batch: number): Promise<number> {
  await client.query("BEGIN");
  try {
    const { rows } = await client.query<LockedEndpoint>(
      `SELECT w.id, ${CURSOR} AS cursor, w.operation::text AS operation, w.type::text AS type, w.parish,
              w.min_price, w.max_price, k.plan::text AS plan, k.revoked_at IS NOT NULL AS revoked
       FROM webhook_endpoint w JOIN api_key k ON k.id = w.key_id
       WHERE w.id = $1 AND w.disabled_at IS NULL
       FOR UPDATE OF w SKIP LOCKED`,
      [endpointId],
    );
    const endpoint = rows[0];
    if (!endpoint) {
      await client.query("ROLLBACK");
      return 0;
    }
    const sql = changesSql(endpoint.cursor, batch);
    const changes = (await client.query<ChangeRow>(sql.text, sql.values as unknown[])).rows;
    if (changes.length === 0) {
      await client.query("ROLLBACK");
      return 0;
    }
    // A key that lost its plan or was revoked receives nothing; its cursor still moves on.
    const allowed = !endpoint.revoked && isPlan(endpoint.plan) && PLANS[endpoint.plan].webhooks;
    const events = allowed ? changes.filter((c) => matchesFilters(c, endpoint)) : [];
    if (events.length) {
      const bodies = events.map((c) => eventBody(c));
      await client.query(
        `INSERT INTO webhook_event (id, endpoint_id, type, property_id, property_updated_at, payload)
         SELECT e.id, $1::uuid, e.type, e.property_id::uuid, e.updated_at::timestamptz, e.payload
         FROM jsonb_to_recordset($2::jsonb) AS e(id text, type text, property_id text, updated_at text, payload text)
         ON CONFLICT (endpoint_id, property_id, property_updated_at) DO NOTHING`,
        [
          endpoint.id,
          JSON.stringify(
            bodies.map((b) => ({
              id: b.id,
              type: b.type,
              property_id: b.data.id,
              updated_at: b.data.updated_at,
              payload: JSON.stringify(b),
            })),
          ),
        ],
      );
    }
    await client.query("UPDATE webhook_endpoint SET cursor = $2::timestamptz WHERE id = $1", [
      endpoint.id,
      changes[changes.length - 1].updated_at,
    ]);
    await client.query("COMMIT");
    return changes.length;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  }
}

/** One pass over every enabled endpoint, each until caught up; returns the changes read. */
export async function fanOut(pool: pg.Pool, batch = 500): Promise<number> {
  const { rows } = await pool.query<{ id: string }>(
    "SELECT id FROM webhook_endpoint WHERE disabled_at IS NULL ORDER BY id",
  );
  if (rows.length === 0) return 0;
  const client = await pool.connect();
  let total = 0;
  try {
    for (const { id } of rows) {
      for (let n = batch; n === batch; total += n) n = await fanOutEndpoint(client, id, batch);
    }
  } finally {
    client.release();
  }
  return total;
}
