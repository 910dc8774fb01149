// The /changes sync guarantee (docs/api.md#sync-rule): a client that polls with since = the
// updated_at of the last row it received, with any limit, while properties are being
// created, updated and delisted concurrently, ends with a copy equal to the database —
// nothing missed, no endless loop.
import { withTitles } from "@/lib/i18n/title/property-title";
import { beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { ApiRateLimiter, setRateLimiter } from "@/lib/ratelimit";
import { PROPERTY_COLUMNS, toSummary, type PropertyRow } from "@/lib/search/property-row";
import { callApi } from "../support/api-client";
import { createKey, seedProperty, touchProperty } from "../support/api-fixtures";
import { claimTestArea } from "../support/test-area";

let key: string;
beforeAll(async () => {
  // Hundreds of polls at limit=1: raise the per-minute limit so only the feed is tested.
  setRateLimiter(new ApiRateLimiter({ backend: "memory", perMinute: () => 100_000 }));
  key = (await createKey("enterprise")).key;
});

async function databaseState(ids: string[]) {
  const rows = await prisma.$queryRaw<PropertyRow[]>(
    Prisma.sql`SELECT ${PROPERTY_COLUMNS} FROM property p WHERE p.id = ANY(${ids}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, withTitles([toSummary(r, "http://api.test")], "en")[0]]));
}

/** Row versions one sync writes: 10 properties to start, then 4 writers × 40 writes. */
const WRITES = 10 + 4 * 40;

async function syncWhileWriting(limit: number) {
  const since0 = new Date().toISOString();
  const mine: string[] = [];
  const area = await claimTestArea();
  for (let i = 0; i < 10; i++) mine.push(await seedProperty(area.at(i)));
  let writing = true;
  const writer = async (w: number) => {
    for (let i = 0; i < 40; i++) {
      if (i % 10 === 9) mine.push(await seedProperty(area.at(10 + w * 10 + Math.floor(i / 10))));
      else {
        const id = mine[(i * 7 + w) % mine.length];
        await touchProperty(id, i % 13 === 0 ? { status: "delisted" } : { priceMin: 100_000 + w * 1000 + i });
      }
    }
  };
  const writers = Promise.all([0, 1, 2, 3].map(writer)).finally(() => (writing = false));

  const copy = new Map<string, Record<string, unknown>>();
  let since = since0;
  let polls = 0;
  let items = 0;
  let emptyAfterWriters = false;
  while (!emptyAfterWriters) {
    const doneBefore = !writing;
    const r = await callApi(`/v1/changes?since=${encodeURIComponent(since)}&limit=${limit}`, { key });
    expect(r.status).toBe(200);
    polls++;
    // Never loops: each write is one row version, listed once at most. (Empty polls while a
    // writer waits behind another test's transaction are not counted: they are waiting.)
    items += r.body.data.length;
    expect(items).toBeLessThanOrEqual(WRITES);
    for (const item of r.body.data as { id: string; change: string; updated_at: string }[]) {
      expect(item.updated_at > since).toBe(true);
      const { change: _change, merged_into: _mergedInto, ...summary } = item as typeof item & { merged_into: unknown };
      copy.set(item.id, summary);
    }
    if (r.body.data.length) since = r.body.data[r.body.data.length - 1].updated_at;
    // A short page ends the feed; a full one may say more remain after its last row.
    expect(r.body.data.length < limit ? [null] : [null, since]).toContain(r.body.meta.next_since);
    if (r.body.data.length === 0) {
      if (doneBefore) emptyAfterWriters = true;
      else await new Promise((res) => setTimeout(res, 5));
    }
  }
  await writers;
  const db = await databaseState(mine);
  // last_seen_at moves without a change (docs/api.md#last-seen): the copy holds it as of the last change.
  const record = (p?: object) => p && { ...p, last_seen_at: null };
  for (const id of mine) expect(record(copy.get(id)), id).toEqual(record(db.get(id)));
  return { polls, properties: mine.length };
}

// On the embedded database the harness caps pools at one connection (tests/setup/env.ts),
// so the concurrent writers queue on it; on PostgreSQL they truly run in parallel.
describe("/v1/changes sync under concurrent writes", () => {
  it("limit=1 reproduces the database", async () => {
    const r = await syncWhileWriting(1);
    expect(r.polls).toBeGreaterThan(r.properties);
  });

  it("limit=7 reproduces the database", async () => {
    await syncWhileWriting(7);
  });

  it("stays exact when many properties change within the same millisecond", async () => {
    const since = new Date().toISOString();
    const area = await claimTestArea();
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => seedProperty(area.at(i))));
    await Promise.all(ids.map((id) => touchProperty(id, { priceMin: 123_456 })));
    const seen = new Set<string>();
    let cursor = since;
    for (let i = 0; i < 100; i++) {
      const r = await callApi(`/v1/changes?since=${encodeURIComponent(cursor)}&limit=1`, { key });
      if (!r.body.data.length) break;
      seen.add(r.body.data[0].id);
      cursor = r.body.data[0].updated_at;
    }
    for (const id of ids) expect(seen.has(id)).toBe(true);
  });
});
