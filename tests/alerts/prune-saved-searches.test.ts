// The retention the privacy page states: an alert's address goes 30 days after it was
// unsubscribed, or 30 days after it was asked for if never confirmed; a live alert and a
// recent unsubscription stay.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createPool } from "@/lib/db/pool";
import { pruneSavedSearches } from "@/lib/alerts/prune-saved-searches";

const pool = createPool(process.env.DATABASE_URL!, { max: 1 });
afterAll(() => pool.end());

async function search(email: string, ageDays: number, state: "confirmed" | "unconfirmed" | "unsubscribed") {
  const at = `now() - interval '${ageDays} days'`;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO saved_search (id, email, locale, query, frequency, cursor, created_at, confirmed_at, unsubscribed_at)
     VALUES ($1, $2, 'en', 'op=sale', 'daily', now(), ${at},
             ${state === "unconfirmed" ? "NULL" : at}, ${state === "unsubscribed" ? at : "NULL"})
     RETURNING id`,
    [randomUUID(), email],
  );
  return rows[0].id;
}

describe("pruneSavedSearches", () => {
  it("deletes what the privacy page says is deleted, and nothing else", async () => {
    const email = `prune-${randomUUID()}@alerts.test`;
    const keep = [
      await search(email, 400, "confirmed"),
      await search(email, 29, "unsubscribed"),
      await search(email, 29, "unconfirmed"),
    ];
    const gone = [await search(email, 31, "unsubscribed"), await search(email, 31, "unconfirmed")];
    expect(await pruneSavedSearches(pool)).toBeGreaterThanOrEqual(2);
    const { rows } = await pool.query<{ id: string }>("SELECT id FROM saved_search WHERE email = $1", [email]);
    expect(rows.map((r) => r.id).sort()).toEqual([...keep].sort());
    expect(rows.map((r) => r.id)).not.toContain(gone[0]);
  });
});
