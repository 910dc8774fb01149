// How long an alert's email address is kept once it no longer receives alerts (the
// privacy page states it, /privacy): an unsubscribed search 30 days after the
// unsubscription (its unsubscribe link keeps answering "already unsubscribed" meanwhile),
// a never-confirmed one 30 days after it was asked for. The alert loop runs this at most
// once an hour; its mails go with it (alert_mail cascades).
import type pg from "pg";

export const SAVED_SEARCH_RETENTION_DAYS = 30;

export async function pruneSavedSearches(pool: pg.Pool, days = SAVED_SEARCH_RETENTION_DAYS): Promise<number> {
  const res = await pool.query(
    `DELETE FROM saved_search
      WHERE (unsubscribed_at IS NOT NULL AND unsubscribed_at < now() - $1::int * interval '1 day')
         OR (confirmed_at IS NULL AND created_at < now() - $1::int * interval '1 day')`,
    [days],
  );
  return res.rowCount ?? 0;
}
