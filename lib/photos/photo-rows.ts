// The stage's reads and writes of the `photo` table: which URLs are due (never seen, or a
// failed one whose retry time has come), and the outcomes of a batch in one statement.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { nextAttemptAt, type PhotoStatus } from "./retry-policy";

export type PhotoOutcome = {
  url: string;
  status: PhotoStatus;
  error: string | null;
  bytes: number | null;
  hash?: bigint | null;
  width?: number | null;
  height?: number | null;
  storeKey?: string | null;
  /** Tries so far, this one included. */
  attempts?: number;
};

const LOOKUP_CHUNK = 5_000;

/** The URLs to fetch in this run, each with the tries it had before. */
export async function dueUrls(prisma: PrismaClient, urls: string[], now: Date): Promise<Map<string, number>> {
  const due = new Map(urls.map((u) => [u, 0]));
  for (let at = 0; at < urls.length; at += LOOKUP_CHUNK) {
    const rows = await prisma.$queryRaw<{ url: string; attempts: number; due: boolean }[]>`
      SELECT url, attempts,
             (status IN ('dead', 'blocked', 'pending') AND next_attempt_at IS NOT NULL AND next_attempt_at <= ${now}) AS due
      FROM photo WHERE url = ANY(${urls.slice(at, at + LOOKUP_CHUNK)}::text[])`;
    for (const row of rows) {
      if (row.due) due.set(row.url, row.attempts);
      else due.delete(row.url);
    }
  }
  return due;
}

/** Writes a batch of outcomes (one row per URL, replaced on a retry). */
export async function writeOutcomes(prisma: PrismaClient, batch: PhotoOutcome[], now: Date): Promise<void> {
  // One row per URL: a statement may not update the same row twice.
  const outcomes = [...new Map(batch.map((o) => [o.url, o])).values()];
  const col = <T>(f: (o: PhotoOutcome) => T) => outcomes.map(f);
  const attempts = col((o) => o.attempts ?? 1);
  await prisma.$executeRaw`
    INSERT INTO photo (url, status, hash, bytes, width, height, store_key, attempts, fetched_at, next_attempt_at, error)
    SELECT u.url, u.status, u.hash, u.bytes, u.width, u.height, u.store_key, u.attempts, ${now}, u.next_at, u.error
    FROM unnest(
      ${col((o) => o.url)}::text[], ${col((o) => o.status)}::text[], ${col((o) => o.hash?.toString() ?? null)}::bigint[],
      ${col((o) => o.bytes)}::int[], ${col((o) => o.width ?? null)}::int[], ${col((o) => o.height ?? null)}::int[],
      ${col((o) => o.storeKey ?? null)}::text[], ${attempts}::int[],
      ${outcomes.map((o, i) => nextAttemptAt(o.status, attempts[i], now))}::timestamptz[],
      ${col((o) => o.error?.slice(0, 500) ?? null)}::text[]
    ) AS u(url, status, hash, bytes, width, height, store_key, attempts, next_at, error)
    ON CONFLICT (url) DO UPDATE SET
      status = EXCLUDED.status, hash = EXCLUDED.hash, bytes = EXCLUDED.bytes, width = EXCLUDED.width,
      height = EXCLUDED.height, store_key = EXCLUDED.store_key, attempts = EXCLUDED.attempts,
      fetched_at = EXCLUDED.fetched_at, next_attempt_at = EXCLUDED.next_attempt_at, error = EXCLUDED.error`;
}
