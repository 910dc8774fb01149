// One alert pass: for every confirmed saved search that is due, read the change log from
// its cursor to the change clock's last committed stamp, freeze an alert mail of the
// matching changes in the outbox (alert_mail) and move the cursor, in one transaction.
// A crash does all of it or none of it, and (search, cursor_to) is unique, so a restart
// never mails the same window twice; sending is a separate step (send-alerts.ts).
// Immediate searches are due whenever the clock moved past their cursor, daily ones once
// their last pass is a day old (the worker runs a pass every second or so).
import type pg from "pg";
import { isoTimestamp } from "@/lib/db/iso-timestamp";
import { publicOriginOutsideRequest } from "@/lib/http/public-origin";
import { alertMail } from "./alert-mail";
import { alertMatches } from "./alert-matches";
import { alertLink } from "./alert-token";
import { savedSearchQuery } from "./saved-query";
import { config } from "@/lib/config";

export type AlertPassOptions = { dailyMs?: number; origin?: string };

type DueSearch = { id: string; email: string; locale: string; query: string; cursor: string };

function alertOrigin(): string {
  return publicOriginOutsideRequest();
}

async function clockStamp(pool: pg.Pool): Promise<string | null> {
  const { rows } = await pool.query<{ ts: string }>(`SELECT ${isoTimestamp("ts").sql} AS ts FROM change_clock`);
  return rows[0]?.ts ?? null;
}

const DUE = `s.confirmed_at IS NOT NULL AND s.unsubscribed_at IS NULL AND s.cursor < $1::timestamptz
  AND (s.frequency = 'immediate' OR s.last_pass_at IS NULL OR s.last_pass_at <= now() - $2::int * interval '1 millisecond')`;

/** Freezes the due alerts; returns how many mails it queued. */
export async function runAlertPass(pool: pg.Pool, opts: AlertPassOptions = {}): Promise<number> {
  const upto = await clockStamp(pool);
  if (!upto) return 0;
  const daily = opts.dailyMs ?? config.ALERT_DAILY_MS;
  const { rows } = await pool.query<{ id: string }>(`SELECT s.id FROM saved_search s WHERE ${DUE} ORDER BY s.id`, [
    upto,
    daily,
  ]);
  if (rows.length === 0) return 0;
  const origin = opts.origin ?? alertOrigin();
  const client = await pool.connect();
  let queued = 0;
  try {
    for (const { id } of rows) queued += await passOne(client, id, upto, daily, origin);
  } finally {
    client.release();
  }
  return queued;
}

async function passOne(client: pg.PoolClient, id: string, upto: string, daily: number, origin: string) {
  await client.query("BEGIN");
  try {
    // Re-checked under the row lock: another worker may have just passed this search.
    const { rows } = await client.query<DueSearch>(
      `SELECT s.id, s.email, s.locale, s.query, ${isoTimestamp("s.cursor").sql} AS cursor
       FROM saved_search s WHERE s.id = $3::uuid AND ${DUE} FOR UPDATE SKIP LOCKED`,
      [upto, daily, id],
    );
    const search = rows[0];
    let queued = 0;
    if (search) {
      const parsed = savedSearchQuery(search.query);
      const matches = parsed ? await alertMatches(client, parsed, search.cursor, upto, origin) : null;
      if (parsed && matches && matches.total > 0) {
        const unsubscribeUrl = alertLink(origin, "unsubscribe", search.id);
        const mail = alertMail(search, parsed, matches, origin, unsubscribeUrl);
        const res = await client.query(
          `INSERT INTO alert_mail (id, saved_search_id, cursor_to, to_address, subject, text, unsubscribe_url)
           VALUES (gen_random_uuid(), $1::uuid, $2::timestamptz, $3, $4, $5, $6)
           ON CONFLICT (saved_search_id, cursor_to) DO NOTHING`,
          [search.id, upto, mail.to, mail.subject, mail.text, unsubscribeUrl],
        );
        queued = res.rowCount ?? 0;
      }
      await client.query(`UPDATE saved_search SET cursor = $2::timestamptz, last_pass_at = now() WHERE id = $1::uuid`, [
        search.id,
        upto,
      ]);
    }
    await client.query("COMMIT");
    return queued;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  }
}
