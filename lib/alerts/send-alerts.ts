// Sends the alert outbox (alert_mail rows frozen by alert-pass.ts) through the account
// mailer (lib/auth/mailer.ts: EMAIL_SERVER, or the log in development). Each mail is
// claimed with FOR UPDATE SKIP LOCKED and marked sent in the same transaction, so two
// workers never send one mail and a sent mail is never sent again; a crash between the
// SMTP server's acceptance and the commit is the one window that can repeat a mail.
// Failures are retried with backoff (1, 2, 4… minutes, capped at an hour), 8 attempts.
import type pg from "pg";
import { sendMail } from "@/lib/auth/mailer";
import { unsubscribeHeaders } from "./alert-mail";

const MAX_ATTEMPTS = 8;

type Claimed = {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  unsubscribe_url: string;
  attempts: number;
};

/** Sends one due mail; false when none was due. */
async function sendOne(client: pg.PoolClient): Promise<boolean> {
  await client.query("BEGIN");
  try {
    const { rows } = await client.query<Claimed>(
      `SELECT m.id, m.to_address, m.subject, m.text, m.unsubscribe_url, m.attempts
       FROM alert_mail m JOIN saved_search s ON s.id = m.saved_search_id
       WHERE m.sent_at IS NULL AND m.next_attempt_at <= now() AND m.attempts < $1 AND s.unsubscribed_at IS NULL
       ORDER BY m.next_attempt_at LIMIT 1 FOR UPDATE OF m SKIP LOCKED`,
      [MAX_ATTEMPTS],
    );
    const m = rows[0];
    if (!m) {
      await client.query("ROLLBACK");
      return false;
    }
    try {
      await sendMail({
        to: m.to_address,
        subject: m.subject,
        text: m.text,
        headers: unsubscribeHeaders(m.unsubscribe_url),
      });
      await client.query("UPDATE alert_mail SET sent_at = now(), attempts = attempts + 1 WHERE id = $1", [m.id]);
    } catch (err) {
      const delayMin = Math.min(60, 2 ** m.attempts);
      await client.query(
        `UPDATE alert_mail SET attempts = attempts + 1, last_error = $2,
           next_attempt_at = now() + $3::int * interval '1 minute' WHERE id = $1`,
        [m.id, (err as Error).message.slice(0, 500), delayMin],
      );
    }
    await client.query("COMMIT");
    return true;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  }
}

/** Sends every due alert mail; returns how many it tried. */
export async function sendDueAlerts(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  let n = 0;
  try {
    while (await sendOne(client)) n++;
  } finally {
    client.release();
  }
  return n;
}
