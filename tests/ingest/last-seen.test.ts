// last_seen_at is the last time a feed showed the advert (docs/api.md#last-seen), kept
// without rewriting the rows of unchanged adverts: a full snapshot stamps its source once,
// a partial one stamps the adverts it showed, a withdrawn advert keeps its last sighting.
// A sighting moves the change clock (caches, ETags) but lists nothing in /v1/changes.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { ingestFeeds } from "@/lib/ingest/run-ingest";
import { changesSql } from "@/lib/search/list-changes";
import { LISTING_LAST_SEEN } from "@/lib/search/last-seen";
import { PROPERTY_COLUMNS } from "@/lib/search/property-row";
import { scratchPrisma } from "./scratch";

const FEED = path.join(import.meta.dirname, "../fixtures/ingest/dedup-small/feeds/a-finques.xml");
const SOURCE = { id: "finques", name: "Finques", homepageUrl: "https://finques.example" };
const T1 = new Date("2026-11-01T06:00:00Z");
const T2 = new Date("2026-11-02T06:00:00Z");
const T3 = new Date("2026-11-03T06:00:00Z");
const T4 = new Date("2026-11-04T06:00:00Z");
const prisma = scratchPrisma("llar_it_last_seen");
let dir: string;
let withoutF5: string;

const iso = (d: Date) => d.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
const ingest = (at: Date, feed = FEED, full = true) =>
  ingestFeeds(prisma, SOURCE, "kyero", [feed], { observedAt: at, full });

/** What the API shows: each property's last_seen_at (the summary's SQL), by the external ids of its adverts. */
async function shownProperties(): Promise<Map<string, string>> {
  const rows = await prisma.$queryRaw<{ ids: string[]; last_seen_at: string }[]>(
    Prisma.sql`SELECT (SELECT array_agg(external_id ORDER BY external_id) FROM listing WHERE property_id = p.id) AS ids,
      x.last_seen_at FROM (SELECT ${PROPERTY_COLUMNS} FROM property p) x JOIN property p ON p.id::text = x.id`,
  );
  return new Map(rows.map((r) => [r.ids.join(","), r.last_seen_at]));
}
/** Each advert's last_seen_at as /v1/properties/{id} shows it, and as stored. */
async function adverts(): Promise<Map<string, { shown: string; stored: string }>> {
  const rows = await prisma.$queryRaw<{ external_id: string; shown: string; stored: Date }[]>(
    Prisma.sql`SELECT l.external_id, ${LISTING_LAST_SEEN} AS shown, l.last_seen_at AS stored
      FROM listing l JOIN source s ON s.id = l.source_id`,
  );
  return new Map(rows.map((r) => [r.external_id, { shown: r.shown, stored: iso(r.stored) }]));
}
const clock = async () =>
  (await prisma.$queryRaw<{ ts: Date }[]>`SELECT ts FROM change_clock WHERE id = 1`)[0].ts.getTime();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "llar-last-seen-"));
  withoutF5 = path.join(dir, "without-f5.xml");
  const xml = await readFile(FEED, "utf8");
  const trimmed = xml.replace(/<property><id>F5<\/id>.*?<\/property>\n?/s, "");
  expect(trimmed).not.toBe(xml);
  await writeFile(withoutF5, trimmed);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("last_seen_at", () => {
  it("is the first snapshot's time after one run", async () => {
    await ingest(T1);
    for (const seen of (await shownProperties()).values()) expect(seen).toBe(iso(T1));
  }, 60_000);

  it("moves to the next full snapshot's time without writing the unchanged adverts or listing a change", async () => {
    const changedBefore = (await prisma.property.findMany({ select: { updatedAt: true } })).map((p) => p.updatedAt);
    const clockBefore = await clock();
    const report = await ingest(T2);
    expect(report).toMatchObject({ unchanged: 4, created: 0, updated: 0, removed: 0 });
    for (const seen of (await shownProperties()).values()) expect(seen).toBe(iso(T2));
    for (const a of (await adverts()).values()) expect(a).toEqual({ shown: iso(T2), stored: iso(T1) });
    // No property took a new updated_at: /v1/changes after the first run lists nothing ...
    const after = (await prisma.property.findMany({ select: { updatedAt: true } })).map((p) => p.updatedAt);
    expect(after).toEqual(changedBefore);
    const [{ since }] = await prisma.$queryRaw<
      { since: string }[]
    >`SELECT max(updated_at)::text AS since FROM property`;
    expect(await prisma.$queryRaw(changesSql(since, 10))).toEqual([]);
    // ... but the table's version moved, so no cached answer keeps the old time.
    expect(await clock()).toBeGreaterThan(clockBefore);
  }, 60_000);

  it("a partial snapshot stamps only the adverts it showed", async () => {
    await ingest(T3, withoutF5, false);
    const a = await adverts();
    expect(a.get("F1")).toEqual({ shown: iso(T3), stored: iso(T3) });
    expect(a.get("F5")).toEqual({ shown: iso(T2), stored: iso(T1) });
  }, 60_000);

  it("a withdrawn advert keeps the last snapshot that showed it, not the one that withdrew it", async () => {
    const report = await ingest(T4, withoutF5);
    expect(report.removed).toBe(1);
    const a = await adverts();
    expect(a.get("F5")).toEqual({ shown: iso(T2), stored: iso(T2) });
    expect(a.get("F1")?.shown).toBe(iso(T4));
    const shown = await shownProperties();
    const f4 = [...shown].find(([ids]) => ids.split(",").includes("F5"))!;
    // F5's property: T4 if another advert of it is still shown, else (delisted) T2.
    expect(f4[1]).toBe(f4[0] === "F5" ? iso(T2) : iso(T4));
  }, 60_000);
});
